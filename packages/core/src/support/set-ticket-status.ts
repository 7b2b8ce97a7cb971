import { ZTicketStatus, type TicketStatus } from '@reklamo/contract';

export type TicketStatusPorts = {
  /** Sets the status and status_changed_at = now(); the updated ticket, or undefined if none. */
  updateStatus: (
    id: string,
    status: TicketStatus,
  ) => Promise<{ id: string; status: TicketStatus; statusChangedAt: Date | null } | undefined>;
};

export type SetTicketStatusResult =
  | { ok: true; ticket: { id: string; status: TicketStatus; statusChangedAt: Date | null } }
  | { ok: false; code: 'VALIDATION_FAILED' | 'NOT_FOUND' };

/** An operator moves a ticket between open, in_progress, resolved and closed (any order: reopen is allowed). */
export async function setTicketStatus(
  ports: TicketStatusPorts,
  id: string,
  status: string,
): Promise<SetTicketStatusResult> {
  const parsed = ZTicketStatus.safeParse(status);
  if (!parsed.success) return { ok: false, code: 'VALIDATION_FAILED' };
  const ticket = await ports.updateStatus(id, parsed.data);
  return ticket ? { ok: true, ticket } : { ok: false, code: 'NOT_FOUND' };
}
