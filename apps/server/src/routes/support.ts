import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ZCreateTicketRequest, type Ticket, type TicketList } from '@reklamo/contract';
import { accountStateOf, checkTicketInput, hasPrioritySupport } from '@reklamo/core';
import {
  findAccount,
  findTicketOfUser,
  insertSupportTicket,
  listTicketsOfUser,
  type SupportTicketRow,
} from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { apiError, parseJson } from '../http/errors.ts';
import { hitUserRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';

/** 10,000 characters of Cyrillic is ~20 KB of UTF-8 (JSON escapes can double it). */
const ticketLimit = bodyLimit({ maxSize: 96 * 1024, onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE') });

const toTicket = (t: SupportTicketRow): Ticket => ({
  id: t.id,
  subject: t.subject,
  message: t.message,
  category: t.category,
  status: t.status,
  priority: t.priority,
  created_at: t.createdAt.toISOString(),
  status_changed_at: t.statusChangedAt?.toISOString() ?? null,
});

/** Support tickets; every query is scoped to the signed-in user (SPEC.md's list leaked them all). */
export function supportRoutes({ auth, database }: AppDeps) {
  const db = database.db;
  return new Hono<{ Variables: AppVariables }>()
    .use(requireUser(auth))
    .get('/tickets', async (c) => {
      const rows = await listTicketsOfUser(db, c.get('user').id);
      return c.json({ tickets: rows.map(toTicket) } satisfies TicketList);
    })
    .get('/tickets/:id', async (c) => {
      const row = await findTicketOfUser(db, c.get('user').id, c.req.param('id'));
      return row ? c.json(toTicket(row)) : apiError(c, 404, 'NOT_FOUND');
    })
    .post('/tickets', ticketLimit, async (c) => {
      const input = await parseJson(c, ZCreateTicketRequest);
      const checked = checkTicketInput(input);
      if (!checked.ok) return apiError(c, 400, checked.code);
      await hitUserRateLimit(db, 'ticket', c.get('user').id);
      // SPEC.md section 7: name and e-mail come from the profile row, not from the request.
      const account = await findAccount(db, c.get('user').id);
      if (!account) return apiError(c, 401, 'UNAUTHORIZED');
      const row = await insertSupportTicket(db, {
        userId: account.user.id,
        subject: checked.subject,
        message: checked.message,
        category: input.category,
        priority: hasPrioritySupport(accountStateOf(account)),
        userEmail: account.user.email,
        userName: account.user.fullName,
      });
      return c.json(toTicket(row), 201);
    });
}
