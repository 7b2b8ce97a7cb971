import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  TICKET_CATEGORIES,
  TICKET_MESSAGE_DISPLAY_MAX,
  TICKET_MESSAGE_HARD_MAX,
  type TicketCategory,
  type TicketStatus,
} from '@reklamo/contract';
import { Banner, Field } from '../../components/form.tsx';
import { inputClass } from '../../components/password-input.tsx';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import type { Profile } from '../dashboard/use-profile.ts';
import { createTicket, listTickets, TICKETS_KEY } from './api.ts';

const t = m.support;
export const SUCCESS_BANNER_MS = 3000;

/** SPEC.md "Support": a new-inquiry form and the user's own earlier inquiries. */
export function SupportSection({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft size={16} aria-hidden /> {t.back}
        </Link>
        <h1 className="mt-3 text-3xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1 text-slate-600">{t.subtitle}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <TicketForm profile={profile} />
        </div>
        <div className="lg:col-span-2">
          <TicketList />
        </div>
      </div>
    </div>
  );
}

type Message = { kind: 'error' | 'success'; text: string; hint?: string };

function errorMessage(err: unknown): Message {
  if (err instanceof NetworkError) return { kind: 'error', text: t.sendError };
  if (err instanceof ApiError) {
    if (err.status === 401) return { kind: 'error', text: t.notSignedIn };
    if (err.status === 429) return { kind: 'error', text: m.common.rateLimited };
    if (err.code === 'SUBJECT_REQUIRED' || err.code === 'MESSAGE_REQUIRED')
      return { kind: 'error', text: t.requiredFields };
    if (err.code === 'MESSAGE_TOO_LONG' || err.code === 'PAYLOAD_TOO_LARGE')
      return { kind: 'error', text: t.tooLong(TICKET_MESSAGE_HARD_MAX) };
    if (err.code === 'NOT_FOUND') return { kind: 'error', text: t.profileError };
    return { kind: 'error', text: t.sendError };
  }
  return { kind: 'error', text: t.unexpected, hint: t.tryAgain };
}

function TicketForm(_props: { profile: Profile }) {
  const qc = useQueryClient();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [category, setCategory] = useState<TicketCategory>('other');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Message | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // SPEC.md: the button is disabled while a field is empty; whitespace-only fields get the message.
  const empty = !subject || !message;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!subject.trim() || !message.trim()) return setNotice({ kind: 'error', text: t.requiredFields });
    setSending(true);
    setNotice(null);
    try {
      await createTicket({ subject: subject.trim(), message: message.trim(), category });
      setSubject('');
      setMessage('');
      setCategory('other');
      setNotice({ kind: 'success', text: t.success });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setNotice(null), SUCCESS_BANNER_MS);
      await qc.invalidateQueries({ queryKey: TICKETS_KEY });
    } catch (err) {
      setNotice(errorMessage(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="ticket-form-title"
    >
      <h2 id="ticket-form-title" className="text-lg font-semibold text-slate-900">
        {t.formTitle}
      </h2>
      {notice && (
        <Banner kind={notice.kind}>
          {notice.text}
          {notice.hint && <span className="block">{notice.hint}</span>}
        </Banner>
      )}
      <Field id="ticket-subject" label={t.subject}>
        <input
          id="ticket-subject"
          className={inputClass()}
          value={subject}
          placeholder={t.subjectPlaceholder}
          maxLength={200}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field id="ticket-category" label={t.category}>
        <select
          id="ticket-category"
          className={inputClass()}
          value={category}
          onChange={(e) => setCategory(e.target.value as TicketCategory)}
        >
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t.categories[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="ticket-message"
        label={t.message}
        extra={
          <span
            className={`text-xs ${message.length > TICKET_MESSAGE_DISPLAY_MAX ? 'text-amber-600' : 'text-slate-500'}`}
            aria-live="polite"
          >
            {t.counter(message.length, TICKET_MESSAGE_DISPLAY_MAX)}
          </span>
        }
      >
        <textarea
          id="ticket-message"
          rows={6}
          className={`${inputClass()} resize-y`}
          value={message}
          placeholder={t.messagePlaceholder}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <div>
        <button
          type="submit"
          disabled={sending || empty}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending && (
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
          )}
          {sending ? t.sending : t.submit}
        </button>
      </div>
    </form>
  );
}

const STATUS_CLASS: Record<TicketStatus, string> = {
  open: 'bg-blue-50 text-blue-700',
  in_progress: 'bg-amber-50 text-amber-700',
  resolved: 'bg-emerald-50 text-emerald-700',
  closed: 'bg-slate-100 text-slate-600',
};

function TicketList() {
  // SPEC.md section 8: a failed ticket fetch falls back to an empty list.
  const tickets = useQuery({ queryKey: TICKETS_KEY, queryFn: listTickets });
  const list = tickets.data?.tickets ?? [];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="ticket-list-title">
      <h2 id="ticket-list-title" className="text-lg font-semibold text-slate-900">
        {t.listTitle}
      </h2>
      {tickets.isPending ? (
        <p className="mt-4 text-sm text-slate-500">{m.common.loading}</p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t.empty}</p>
      ) : (
        <ul className="mt-4 max-h-96 divide-y divide-slate-100 overflow-y-auto pr-1" aria-label={t.listTitle}>
          {list.map((ticket) => (
            <li key={ticket.id} className="py-3" data-ticket-id={ticket.id}>
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{ticket.subject}</p>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[ticket.status]}`}
                >
                  {t.statuses[ticket.status]}
                </span>
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                <span>{t.categories[ticket.category]}</span>
                <span aria-hidden>·</span>
                <time dateTime={ticket.created_at}>{new Date(ticket.created_at).toLocaleDateString('bg-BG')}</time>
                {ticket.priority && <span className="font-semibold text-amber-700">· {t.priority}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
