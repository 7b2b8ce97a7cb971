import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PUBLISH_PROVIDERS, type PublishProvider, type SocialConnection } from '@reklamo/contract/publishing';
import { AlertTriangle, CheckCircle2, Link2, Link2Off, RefreshCw, Repeat, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { m } from '../../messages/index.ts';
import { Modal } from '../dashboard/modal.tsx';
import {
  chooseMetaPage,
  disconnectProfile,
  getMetaPages,
  PUBLISHING_KEY,
  publishErrorText,
  startConnect,
  usePublishing,
} from './api.ts';

const t = m.publishing.profiles;

/** The name a connection is known by: the Page, the Instagram account or the channel, else the login's name. */
export const connectionName = (c: SocialConnection) =>
  c.pageName ?? c.channelTitle ?? (c.igUsername ? `@${c.igUsername}` : c.accountName);

type Result = { kind: 'connected' | 'canceled' | 'error'; provider: PublishProvider | null; code: string | null };

/** The owner manages several Pages: which one posts go to (its linked Instagram account comes with it). */
function ChoosePage({ onClose }: { onClose: () => void }) {
  const qc = useQueryClient();
  const ids = useId();
  const pages = useQuery({ queryKey: ['publishing', 'meta-pages'], queryFn: getMetaPages, staleTime: 0, retry: false });
  const [picked, setPicked] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const list = pages.data?.pages ?? [];
  const current = list.find((p) => p.current)?.id ?? null;
  const chosen = picked ?? current;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen || chosen === current) return onClose();
    setSaving(true);
    setError('');
    try {
      await chooseMetaPage(chosen);
      await qc.invalidateQueries({ queryKey: PUBLISHING_KEY });
      onClose();
    } catch (err) {
      setError(publishErrorText(err));
      setSaving(false);
    }
  };
  return (
    <Modal title={t.choosePageTitle} onClose={onClose}>
      {pages.isPending && (
        <p role="status" className="text-slate-600">
          {t.pagesLoading}
        </p>
      )}
      {pages.isError && (
        <p role="alert" className="text-sm text-red-700">
          {publishErrorText(pages.error) || t.pagesLoadError}
        </p>
      )}
      {list.length === 1 && <p className="break-words text-slate-700">{t.onlyPage(list[0]!.name)}</p>}
      {list.length > 1 && (
        <form onSubmit={save} className="flex flex-col gap-4" data-testid="choose-page">
          <fieldset>
            <legend className="mb-2 text-sm text-slate-700">{t.choosePageText}</legend>
            <ul className="flex flex-col gap-2">
              {list.map((p) => (
                <li key={p.id}>
                  <label className="flex items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5">
                    <input
                      type="radio"
                      name={`${ids}-page`}
                      checked={chosen === p.id}
                      onChange={() => setPicked(p.id)}
                      aria-describedby={`${ids}-${p.id}`}
                      className="text-brand-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block break-words text-sm font-medium text-slate-900">{p.name}</span>
                      <span id={`${ids}-${p.id}`} className="block text-xs text-slate-500">
                        {p.igUsername ? t.pageWithInstagram(p.igUsername) : t.pageWithoutInstagram}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
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
              disabled={saving}
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
            >
              {saving ? t.savingPage : t.savePage}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/**
 * Settings → "Профили в социалните мрежи": per platform, not configured (a note, never an error),
 * connect, the connected names, "Свържете отново" for a lapsed connection, and disconnect.
 * The OAuth callback comes back with ?social=…&provider=…, shown once here and dropped from the URL.
 */
export function SocialProfilesCard() {
  const qc = useQueryClient();
  const state = usePublishing();
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState<PublishProvider | null>(null);
  const [error, setError] = useState('');
  const [confirm, setConfirm] = useState<SocialConnection | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState('');
  const [choosing, setChoosing] = useState(false);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const social = params.get('social');
    if (social !== 'connected' && social !== 'canceled' && social !== 'error') return;
    const p = params.get('provider');
    setResult({
      kind: social,
      provider: (PUBLISH_PROVIDERS as readonly string[]).includes(p ?? '') ? (p as PublishProvider) : null,
      code: params.get('code'),
    });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const k of ['social', 'provider', 'code']) next.delete(k);
        return next;
      },
      { replace: true },
    );
    void qc.invalidateQueries({ queryKey: PUBLISHING_KEY });
  }, [params, setParams, qc]);
  // Back from the platform, the owner sees how it went without looking for it below the profile
  // (once the card has its rows, so the page above has settled too).
  const loaded = !!state.data;
  useEffect(() => {
    if (result && loaded) requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'start' }));
  }, [result, loaded]);

  const connect = async (provider: PublishProvider) => {
    setBusy(provider);
    setError('');
    try {
      const { url } = await startConnect(provider);
      window.location.assign(url);
    } catch (err) {
      setError(publishErrorText(err) || t.connectFailed);
      setBusy(null);
    }
  };

  const remove = async (c: SocialConnection) => {
    setRemoving(true);
    setRemoveError('');
    try {
      await disconnectProfile(c.id);
      setConfirm(null);
      await qc.invalidateQueries({ queryKey: ['publishing'] });
    } catch {
      setRemoveError(t.disconnectFailed);
    } finally {
      setRemoving(false);
    }
  };

  const resultText =
    result?.kind === 'connected'
      ? t.resultConnected(result.provider ? t.providers[result.provider] : t.title)
      : result?.kind === 'canceled'
        ? t.resultCanceled
        : result
          ? (result.code && m.publishing.errors[result.code]) || t.resultError
          : '';

  return (
    <section
      ref={section}
      id="social"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="social-title"
      data-testid="social-profiles"
    >
      <h2 id="social-title" className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.subtitle}</p>

      {result && (
        <div
          role={result.kind === 'error' ? 'alert' : 'status'}
          className={`mt-4 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${result.kind === 'connected' ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : result.kind === 'canceled' ? 'border-slate-200 bg-slate-50 text-slate-700' : 'border-red-200 bg-red-50 text-red-700'}`}
          data-testid="social-result"
        >
          {result.kind === 'connected' ? (
            <CheckCircle2 size={18} className="mt-0.5 shrink-0" aria-hidden />
          ) : (
            <AlertTriangle size={18} className="mt-0.5 shrink-0" aria-hidden />
          )}
          <span className="flex-1">{resultText}</span>
          <button
            type="button"
            onClick={() => setResult(null)}
            className="-m-1 rounded p-1 hover:bg-black/5"
            aria-label={t.dismiss}
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </p>
      )}

      {state.isPending && (
        <div role="status" className="mt-4 h-24 animate-pulse rounded-xl bg-slate-100">
          <span className="sr-only">{m.common.loading}</span>
        </div>
      )}
      {state.isError && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <span className="flex-1">{t.loadError}</span>
          <button
            type="button"
            onClick={() => state.refetch()}
            className="rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-red-200 hover:bg-red-100"
          >
            {t.retry}
          </button>
        </div>
      )}

      {state.data && (
        <ul className="mt-4 flex flex-col gap-3">
          {PUBLISH_PROVIDERS.map((provider) => {
            const configured = state.data.providers[provider].configured;
            const conn = state.data.connections.find((c) => c.provider === provider);
            const name = t.providers[provider];
            return (
              <li
                key={provider}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center"
                data-testid={`social-${provider}`}
                data-state={!configured ? 'not-configured' : conn ? conn.status : 'not-connected'}
              >
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-slate-900">{name}</h3>
                  <p className="text-sm text-slate-500">{t.providerHint[provider]}</p>
                  {!configured && <p className="mt-2 text-sm text-slate-600">{t.notConfigured}</p>}
                  {configured && !conn && <p className="mt-2 text-sm text-slate-600">{t.notConnected}</p>}
                  {configured && conn && (
                    <div className="mt-2 flex flex-col gap-0.5 text-sm">
                      {conn.status === 'connected' ? (
                        <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
                          <CheckCircle2 size={15} aria-hidden /> {t.connected}
                        </span>
                      ) : (
                        <span className="inline-flex items-start gap-1.5 font-medium text-amber-700">
                          <AlertTriangle size={15} className="mt-0.5 shrink-0" aria-hidden /> {t.expired}
                        </span>
                      )}
                      <ul className="text-slate-700" aria-label={name}>
                        {conn.pageName && <li className="break-words">{t.page(conn.pageName)}</li>}
                        {conn.igUsername && <li className="break-words">{t.instagram(conn.igUsername)}</li>}
                        {conn.channelTitle && <li className="break-words">{t.channel(conn.channelTitle)}</li>}
                        {!conn.pageName && !conn.igUsername && !conn.channelTitle && (
                          <li className="break-words">{conn.accountName}</li>
                        )}
                      </ul>
                    </div>
                  )}
                </div>
                {configured && (
                  <div className="flex flex-wrap gap-2 sm:justify-end">
                    {(!conn || conn.status !== 'connected') && (
                      <button
                        type="button"
                        onClick={() => void connect(provider)}
                        disabled={busy !== null}
                        aria-label={conn ? t.reconnectOf(name) : t.connectOf(name)}
                        className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
                      >
                        {conn ? <RefreshCw size={15} aria-hidden /> : <Link2 size={15} aria-hidden />}
                        {busy === provider ? t.connecting : conn ? t.reconnect : t.connect}
                      </button>
                    )}
                    {conn && provider === 'meta' && conn.status === 'connected' && (
                      <button
                        type="button"
                        onClick={() => setChoosing(true)}
                        aria-label={t.choosePageOf}
                        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                      >
                        <Repeat size={15} aria-hidden /> {t.choosePage}
                      </button>
                    )}
                    {conn && (
                      <button
                        type="button"
                        onClick={() => {
                          setRemoveError('');
                          setConfirm(conn);
                        }}
                        aria-label={t.disconnectOf(name)}
                        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-red-500 hover:text-red-700"
                      >
                        <Link2Off size={15} aria-hidden /> {t.disconnect}
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {choosing && <ChoosePage onClose={() => setChoosing(false)} />}
      {confirm && (
        <Modal title={t.disconnectTitle} onClose={() => setConfirm(null)}>
          <p className="break-words text-slate-700">{t.disconnectText(connectionName(confirm))}</p>
          {removeError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {removeError}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              data-autofocus
              onClick={() => setConfirm(null)}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t.cancel}
            </button>
            <button
              type="button"
              onClick={() => void remove(confirm)}
              disabled={removing}
              className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
            >
              {removing ? t.disconnecting : t.disconnect}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
