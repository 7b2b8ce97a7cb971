import { and, eq, sql } from 'drizzle-orm';
import { isUuid, type Db } from '../client.ts';
import { refundRequests, type REFUND_STATUSES, users, videos } from '../schema.ts';

type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Operator view of refund requests with who asked and for which video, oldest first. */
export async function listRefundRequests(db: Db, filter: { status?: RefundStatus } = {}) {
  const q = db
    .select({
      id: refundRequests.id,
      status: refundRequests.status,
      reason: refundRequests.reason,
      decisionNote: refundRequests.decisionNote,
      decidedAt: refundRequests.decidedAt,
      createdAt: refundRequests.createdAt,
      videoId: refundRequests.videoId,
      videoTitle: videos.title,
      userId: refundRequests.userId,
      userEmail: users.email,
    })
    .from(refundRequests)
    .innerJoin(videos, eq(videos.id, refundRequests.videoId))
    .innerJoin(users, eq(users.id, refundRequests.userId));
  return (filter.status ? q.where(eq(refundRequests.status, filter.status)) : q).orderBy(refundRequests.createdAt);
}

export async function findRefundRequest(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
  return row;
}

/** Decides a refund only while it is pending, so two operators cannot both decide it. */
export async function decidePendingRefund(db: Db, id: string, status: 'approved' | 'rejected', note: string | null) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(refundRequests)
    .set({ status, decisionNote: note, decidedAt: sql`now()` })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'pending')))
    .returning();
  return row;
}
