import {
  PLANS,
  TICKET_MESSAGE_HARD_MAX,
  TICKET_SUBJECT_MAX,
  type PlanId,
  type SubscriptionStatus,
  type TicketCategory,
} from '@reklamo/contract';
import { isPlanActive } from '../entitlements/check-generation.ts';

export type NewTicket = {
  userId: string;
  subject: string;
  message: string;
  category: TicketCategory;
  priority: boolean;
  userEmail: string;
  userName: string;
};

export type TicketInputCheck =
  | { ok: true; subject: string; message: string }
  | { ok: false; code: 'SUBJECT_REQUIRED' | 'MESSAGE_REQUIRED' | 'SUBJECT_TOO_LONG' | 'MESSAGE_TOO_LONG' };

/** SPEC.md section 5: subject and message required after trimming; hard limits on the server. */
export function checkTicketInput(input: { subject: string; message: string }): TicketInputCheck {
  const subject = input.subject.trim();
  const message = input.message.trim();
  if (!subject) return { ok: false, code: 'SUBJECT_REQUIRED' };
  if (!message) return { ok: false, code: 'MESSAGE_REQUIRED' };
  if (subject.length > TICKET_SUBJECT_MAX) return { ok: false, code: 'SUBJECT_TOO_LONG' };
  if (message.length > TICKET_MESSAGE_HARD_MAX) return { ok: false, code: 'MESSAGE_TOO_LONG' };
  return { ok: true, subject, message };
}

/** Pro and Agency with an active subscription get priority support (SPEC.md section 6). */
export const hasPrioritySupport = (a: { plan: PlanId; subscriptionStatus: SubscriptionStatus | null }) =>
  PLANS[a.plan].limits.hasPrioritySupport && isPlanActive(a);
