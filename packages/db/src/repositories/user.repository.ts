import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
