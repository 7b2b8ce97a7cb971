import { and, desc, eq, sql } from 'drizzle-orm';
import { isUuid, type Db } from '../client.ts';
import { supportTickets, type TICKET_STATUSES } from '../schema.ts';

export type SupportTicketRow = typeof supportTickets.$inferSelect;
type TicketStatus = (typeof TICKET_STATUSES)[number];

export async function insertSupportTicket(db: Db, t: typeof supportTickets.$inferInsert): Promise<SupportTicketRow> {
  const [row] = await db.insert(supportTickets).values(t).returning();
  return row!;
}

/** Only the owner's tickets, newest first: a user never sees another user's tickets. */
export async function listTicketsOfUser(db: Db, userId: string): Promise<SupportTicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt));
}

export async function findTicketOfUser(db: Db, userId: string, id: string): Promise<SupportTicketRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)));
  return row;
}

/** Operator view: every ticket, priority first, then oldest first (the order to answer them in). */
export async function listAllTickets(db: Db, filter: { status?: TicketStatus } = {}): Promise<SupportTicketRow[]> {
  const q = db.select().from(supportTickets);
  return (filter.status ? q.where(eq(supportTickets.status, filter.status)) : q).orderBy(
    desc(supportTickets.priority),
    supportTickets.createdAt,
  );
}

export async function updateTicketStatus(
  db: Db,
  id: string,
  status: TicketStatus,
): Promise<SupportTicketRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(supportTickets)
    .set({ status, statusChangedAt: sql`now()` })
    .where(eq(supportTickets.id, id))
    .returning();
  return row;
}
