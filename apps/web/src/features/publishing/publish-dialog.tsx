import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Video } from '@reklamo/contract';
import {
  CAPTION_MAX,
  PLACE_FORMATS,
  PLACE_PROVIDER,
  PUBLISH_PLACES,
  YOUTUBE_TITLE_MAX,
  type PublishingState,
  type PublishPlace,
} from '@reklamo/contract/publishing';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { Modal } from '../dashboard/modal.tsx';
import { getCaption, postsKey, publishErrorText, publishPosts, usePublishing } from './api.ts';
import { formatSofia, sofiaParts, sofiaToIso } from './sofia-time.ts';

const t = m.publishing.dialog;
const SETTINGS_HREF = '/dashboard?section=settings#social';

type PlaceState = 'ready' | 'reconnect' | 'not-connected' | 'not-configured';

/** Whether a place can take a post now, from the platform's settings and the user's connection. */
export function placeState(s: PublishingState, place: PublishPlace): PlaceState {
  const provider = PLACE_PROVIDER[place];
  if (!s.providers[provider].configured) return 'not-configured';
  const conn = s.connections.find((c) => c.provider === provider);
  if (!conn || !conn.places.includes(place)) return 'not-connected';
  return conn.status === 'connected' ? 'ready' : 'reconnect';
}

const field =
  'w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-500';

/**
 * Publish or schedule one finished ad: the places, the caption the brain wrote (editable, counted),
 * the YouTube title, now or a date and time on Sofia's clock. Trial sees all of it with the reason
 * it cannot send; Starter sends now and is told why it cannot schedule.
 */
export function PublishDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const qc = useQueryClient();
  const ids = useId();
  const state = usePublishing();
  const caption = useQuery({
    queryKey: ['publishing', 'caption', video.id],
    queryFn: () => getCaption(video.id),
    staleTime: Infinity,
    retry: 1,
  });
  const [places, setPlaces] = useState<PublishPlace[] | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const tomorrow = sofiaParts(Date.now() + 24 * 3600_000);
  const [date, setDate] = useState(tomorrow.date);
  const [time, setTime] = useState('10:00');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; reconnect: boolean; rest: PublishPlace[] } | null>(null);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState<{ at: string | null } | null>(null);

  const s = state.data;
  // The ready Reels and Shorts start chosen (the ad's vertical video); the feeds are the owner's to add.
  useEffect(() => {
    if (s && places === null)
      setPlaces(PUBLISH_PLACES.filter((p) => PLACE_FORMATS[p][0] === '9:16' && placeState(s, p) === 'ready'));
  }, [s, places]);
  useEffect(() => {
    if (caption.data && text === null) setText(caption.data.caption);
    if (caption.data && title === null) setTitle(caption.data.title.slice(0, YOUTUBE_TITLE_MAX));
  }, [caption.data, text, title]);

  const chosen = places ?? [];
  const captionText = text ?? '';
  const titleText = title ?? video.title.slice(0, YOUTUBE_TITLE_MAX);
  const canPublish = !!s?.rights.publish;
  const canSchedule = !!s?.rights.schedule;
  const at = when === 'later' ? sofiaToIso(date, time) : null;

  const problems = {
    caption: !captionText.trim()
      ? t.captionEmpty
      : captionText.length > CAPTION_MAX
        ? t.captionTooLong(CAPTION_MAX)
        : '',
    title:
      chosen.includes('youtube_short') && titleText.length > YOUTUBE_TITLE_MAX ? t.titleTooLong(YOUTUBE_TITLE_MAX) : '',
    when: when === 'later' ? (!at ? t.scheduleMissing : Date.parse(at) <= Date.now() ? t.schedulePast : '') : '',
  };
  const invalid = !!(problems.caption || problems.title || problems.when) || chosen.length === 0;

  const send = async (to: PublishPlace[]) => {
    setShown(true);
    if (invalid || sending || !canPublish || to.length === 0) return;
    setSending(true);
    setError(null);
    try {
      await publishPosts({
        videoId: video.id,
        places: to,
        caption: captionText.trim(),
        ...(to.includes('youtube_short') && titleText.trim() ? { title: titleText.trim() } : {}),
        scheduledAt: at,
      });
      setDone({ at });
      await qc.invalidateQueries({ queryKey: postsKey() });
    } catch (err) {
      // A format still being made holds back only its places: the others can go now.
      const format =
        err instanceof ApiError && err.code === 'VIDEO_NOT_READY'
          ? (err.details as { format?: string } | undefined)?.format
          : undefined;
      const rest = format ? to.filter((p) => !(PLACE_FORMATS[p] as readonly string[]).includes(format)) : [];
      setError({
        text: publishErrorText(err),
        reconnect: err instanceof ApiError && (err.code === 'SOCIAL_RECONNECT' || err.code === 'SOCIAL_NOT_CONNECTED'),
        rest,
      });
      if (err instanceof ApiError && err.code === 'SOCIAL_RECONNECT')
        void qc.invalidateQueries({ queryKey: ['publishing'] });
    } finally {
      setSending(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(chosen);
  };

  const toggle = (p: PublishPlace, on: boolean) =>
    setPlaces((prev) => (on ? [...(prev ?? []), p] : (prev ?? []).filter((x) => x !== p)));

  if (done) {
    return (
      <Modal title={t.title} onClose={onClose}>
        <div className="flex flex-col items-center gap-4 text-center" data-testid="publish-done">
          <CheckCircle2 size={44} className="text-emerald-500" aria-hidden />
          <p role="status" className="text-slate-700">
            {done.at ? t.doneLater(formatSofia(done.at)) : t.doneNow}
          </p>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t.close}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t.title} onClose={onClose}>
      {state.isPending && (
        <p role="status" className="text-slate-600">
          {m.common.loading}
        </p>
      )}
      {state.isError && (
        <p role="alert" className="text-red-700">
          {m.publishing.profiles.loadError}
        </p>
      )}
      {s && (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-5"
          aria-describedby={!canPublish ? `${ids}-trial` : undefined}
        >
          <p className="break-words text-sm font-medium text-slate-900">{video.title}</p>
          {!canPublish && (
            <div
              id={`${ids}-trial`}
              className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
              data-testid="publish-trial"
            >
              <p className="flex items-center gap-2 font-semibold">
                <Sparkles size={16} aria-hidden /> {t.trialTitle}
              </p>
              <p className="mt-1">{t.trialText}</p>
              <Link
                to="/dashboard?section=billing"
                className="mt-3 inline-flex rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                {t.upgrade}
              </Link>
            </div>
          )}

          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">{t.places}</legend>
            <ul className="flex flex-col gap-2">
              {PUBLISH_PLACES.map((p) => {
                const ps = placeState(s, p);
                const note =
                  ps === 'reconnect'
                    ? t.placeReconnect
                    : ps === 'not-connected'
                      ? t.placeNotConnected
                      : ps === 'not-configured'
                        ? t.placeNotConfigured
                        : '';
                return (
                  <li key={p}>
                    <label
                      className={`flex items-center gap-3 rounded-lg border px-3 py-2.5 ${ps === 'ready' ? 'border-slate-300' : 'border-slate-200 bg-slate-50'}`}
                    >
                      <input
                        type="checkbox"
                        checked={chosen.includes(p)}
                        disabled={ps !== 'ready'}
                        onChange={(e) => toggle(p, e.target.checked)}
                        aria-label={m.publishing.places[p]}
                        aria-describedby={
                          [PLACE_FORMATS[p][0] !== '9:16' ? `${ids}-${p}-hint` : '', note ? `${ids}-${p}` : '']
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                        className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
                      />
                      <span className="flex-1">
                        <span className="block text-sm font-medium text-slate-900">{m.publishing.places[p]}</span>
                        {PLACE_FORMATS[p][0] !== '9:16' && (
                          <span id={`${ids}-${p}-hint`} className="block text-xs text-slate-500">
                            {m.publishing.placeHints[p]}
                          </span>
                        )}
                      </span>
                      {note && (
                        <span
                          id={`${ids}-${p}`}
                          className={`text-xs ${ps === 'reconnect' ? 'font-semibold text-amber-700' : 'text-slate-500'}`}
                        >
                          {note}
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
            {PUBLISH_PLACES.every((p) => placeState(s, p) === 'not-configured') ? (
              <p className="mt-2 text-sm text-slate-600" data-testid="publish-not-configured">
                {t.noneConfigured}
              </p>
            ) : PUBLISH_PLACES.every((p) => placeState(s, p) !== 'ready') ? (
              <p className="mt-2 text-sm text-slate-600">
                {t.noPlaces}{' '}
                <Link to={SETTINGS_HREF} onClick={onClose} className="font-semibold text-brand-700 underline">
                  {t.connectInSettings}
                </Link>
              </p>
            ) : (
              PUBLISH_PLACES.some((p) => placeState(s, p) === 'reconnect' || placeState(s, p) === 'not-connected') && (
                <Link
                  to={SETTINGS_HREF}
                  onClick={onClose}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
                >
                  {t.connectInSettings}
                </Link>
              )
            )}
          </fieldset>

          <div>
            <div className="mb-1.5 flex items-center justify-between gap-2">
              <label htmlFor={`${ids}-caption`} className="text-sm font-medium text-slate-700">
                {t.caption}
              </label>
              <span
                id={`${ids}-caption-count`}
                className={`text-sm tabular-nums ${captionText.length > CAPTION_MAX ? 'font-semibold text-red-600' : 'text-slate-500'}`}
              >
                {t.captionCounter(captionText.length, CAPTION_MAX)}
              </span>
            </div>
            <textarea
              id={`${ids}-caption`}
              data-autofocus
              value={captionText}
              onChange={(e) => setText(e.target.value)}
              rows={6}
              disabled={caption.isPending && text === null}
              placeholder={caption.isPending ? t.captionLoading : undefined}
              aria-invalid={shown && !!problems.caption}
              aria-describedby={`${ids}-caption-count ${ids}-caption-hint${shown && problems.caption ? ` ${ids}-caption-err` : ''}`}
              className={`${field} resize-y`}
            />
            <p id={`${ids}-caption-hint`} className="mt-1 text-xs text-slate-500">
              {t.captionHint}
            </p>
            {shown && problems.caption && (
              <p id={`${ids}-caption-err`} className="mt-1 text-sm text-red-600">
                {problems.caption}
              </p>
            )}
          </div>

          {chosen.includes('youtube_short') && (
            <div>
              <div className="mb-1.5 flex items-center justify-between gap-2">
                <label htmlFor={`${ids}-title`} className="text-sm font-medium text-slate-700">
                  {t.ytTitle}
                </label>
                <span
                  id={`${ids}-title-count`}
                  className={`text-sm tabular-nums ${titleText.length > YOUTUBE_TITLE_MAX ? 'font-semibold text-red-600' : 'text-slate-500'}`}
                >
                  {t.titleCounter(titleText.length, YOUTUBE_TITLE_MAX)}
                </span>
              </div>
              <input
                id={`${ids}-title`}
                value={titleText}
                onChange={(e) => setTitle(e.target.value)}
                aria-describedby={`${ids}-title-count`}
                aria-invalid={shown && !!problems.title}
                className={field}
              />
              {shown && problems.title && <p className="mt-1 text-sm text-red-600">{problems.title}</p>}
            </div>
          )}

          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">{t.when}</legend>
            <div className="flex flex-col gap-2 sm:flex-row">
              <label className="flex flex-1 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm">
                <input
                  type="radio"
                  name={`${ids}-when`}
                  checked={when === 'now'}
                  onChange={() => setWhen('now')}
                  className="text-brand-600"
                />
                {t.now}
              </label>
              <label
                className={`flex flex-1 items-center gap-2 rounded-lg border px-3 py-2.5 text-sm ${canSchedule ? 'border-slate-300' : 'border-slate-200 bg-slate-50 text-slate-500'}`}
              >
                <input
                  type="radio"
                  name={`${ids}-when`}
                  checked={when === 'later'}
                  disabled={!canSchedule}
                  onChange={() => setWhen('later')}
                  aria-describedby={!canPublish ? `${ids}-trial` : !canSchedule ? `${ids}-starter` : undefined}
                  className="text-brand-600"
                />
                {t.later}
              </label>
            </div>
            {canPublish && !canSchedule && (
              <p id={`${ids}-starter`} className="mt-2 text-sm text-slate-600" data-testid="schedule-plan-note">
                {t.scheduleStarter}{' '}
                <Link to="/dashboard?section=billing" className="font-semibold text-brand-700 underline">
                  {t.upgrade}
                </Link>
              </p>
            )}
            {when === 'later' && (
              <div className="mt-3 grid grid-cols-2 gap-3">
                <div>
                  <label htmlFor={`${ids}-date`} className="mb-1 block text-sm text-slate-700">
                    {t.date}
                  </label>
                  <input
                    id={`${ids}-date`}
                    type="date"
                    value={date}
                    min={sofiaParts(Date.now()).date}
                    onChange={(e) => setDate(e.target.value)}
                    className={field}
                  />
                </div>
                <div>
                  <label htmlFor={`${ids}-time`} className="mb-1 block text-sm text-slate-700">
                    {t.time}
                  </label>
                  <input
                    id={`${ids}-time`}
                    type="time"
                    value={time}
                    onChange={(e) => setTime(e.target.value)}
                    className={field}
                  />
                </div>
                <p className="col-span-2 text-xs text-slate-500">{t.zoneNote}</p>
                {shown && problems.when && <p className="col-span-2 text-sm text-red-600">{problems.when}</p>}
              </div>
            )}
          </fieldset>

          {error && (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
              data-testid="publish-error"
            >
              {error.text}{' '}
              {error.reconnect && (
                <Link to={SETTINGS_HREF} onClick={onClose} className="font-semibold underline">
                  {m.publishing.profiles.reconnect}
                </Link>
              )}
              {error.rest.length > 0 && (
                <button
                  type="button"
                  onClick={() => void send(error.rest)}
                  disabled={sending}
                  className="mt-2 block rounded-lg border border-red-300 bg-white px-3 py-1.5 font-semibold text-red-800 hover:bg-red-100 disabled:cursor-wait disabled:opacity-60"
                >
                  {t.sendRest(error.rest.map((p) => m.publishing.places[p]).join(', '))}
                </button>
              )}
            </div>
          )}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t.cancel}
            </button>
            <button
              type="submit"
              disabled={!canPublish || sending || chosen.length === 0}
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {sending ? t.sending : when === 'later' ? t.submitLater : t.submitNow}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
