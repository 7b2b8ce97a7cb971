import type { CreateTicketRequest, Ticket, TicketList } from '@reklamo/contract';
import { api } from '../../lib/api.ts';

export const TICKETS_KEY = ['support', 'tickets'] as const;

export const listTickets = () => api<TicketList>('/api/support/tickets');
export const createTicket = (input: CreateTicketRequest) =>
  api<Ticket>('/api/support/tickets', { method: 'POST', json: input });
