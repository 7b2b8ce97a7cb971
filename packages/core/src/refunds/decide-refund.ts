export type RefundDecision = 'approved' | 'rejected';

export type DecidedRefund = {
  id: string;
  status: 'pending' | RefundDecision;
  decisionNote: string | null;
  decidedAt: Date | null;
};

export type DecideRefundPorts = {
  find: (id: string) => Promise<DecidedRefund | undefined>;
  /** Decides only while still pending (one conditional UPDATE); undefined when it was not pending. */
  decide: (id: string, decision: RefundDecision, note: string | null) => Promise<DecidedRefund | undefined>;
};

export type DecideRefundResult =
  { ok: true; refund: DecidedRefund } | { ok: false; code: 'NOT_FOUND' | 'INVALID_TRANSITION'; status?: string };

/** A refund is decided once: pending to approved or rejected; a decided refund stays decided. */
export async function decideRefund(
  ports: DecideRefundPorts,
  id: string,
  decision: RefundDecision,
  note?: string,
): Promise<DecideRefundResult> {
  const current = await ports.find(id);
  if (!current) return { ok: false, code: 'NOT_FOUND' };
  if (current.status !== 'pending') return { ok: false, code: 'INVALID_TRANSITION', status: current.status };
  const decided = await ports.decide(id, decision, note?.trim() || null);
  if (!decided) return { ok: false, code: 'INVALID_TRANSITION' };
  return { ok: true, refund: decided };
}
