import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailOutbox } from '../schema.ts';

export type OutboxEmail = typeof emailOutbox.$inferSelect;

export async function insertOutboxEmail(
  db: Db,
  email: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  },
) {
  const { attachments, ...rest } = email;
  await db.insert(emailOutbox).values({
    ...rest,
    attachments: (attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.length,
    })),
  });
}

export async function listOutboxEmails(db: Db, to?: string, limit = 50): Promise<OutboxEmail[]> {
  const q = db.select().from(emailOutbox);
  return (to ? q.where(eq(emailOutbox.to, to)) : q).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
