import { AlertCircle, CheckCircle2, Loader2, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { m } from '../../messages/index.ts';
import { Modal } from '../dashboard/modal.tsx';
import type { Generation } from './generation.ts';

const t = m.create.generation;
const LIBRARY = '/dashboard?section=inspiration';

type Props = {
  gen: Exclude<Generation, { kind: 'idle' }>;
  canceling: boolean;
  cancelError?: string;
  onCancel: () => void;
  onClose: () => void;
};

/** SPEC.md "Create-video flow": progress with Cancel and "Check the videos"; then success or the failure. */
export function GenerationModal({ gen, canceling, cancelError, onCancel, onClose }: Props) {
  const active = gen.kind === 'starting' || gen.kind === 'generating';
  const title = gen.kind === 'completed' ? t.doneTitle : gen.kind === 'failed' ? t.failedTitle : t.title;
  return (
    <Modal title={title} onClose={onClose} closeOnBackdrop={!active}>
      {active && <Progress gen={gen} canceling={canceling} cancelError={cancelError} onCancel={onCancel} />}
      {gen.kind === 'completed' && (
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 size={48} className="text-emerald-500" aria-hidden />
          <p className="text-slate-700" role="status">
            {t.doneText}
          </p>
          {gen.video.thumbnail_url && (
            <img
              src={gen.video.thumbnail_url}
              alt=""
              className="max-h-48 rounded-lg border border-slate-200 object-contain"
            />
          )}
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Link data-autofocus to={`${LIBRARY}&video=${encodeURIComponent(gen.video.id)}`} className={primary}>
              {t.watch}
            </Link>
            <Link to={`${LIBRARY}&publish=${encodeURIComponent(gen.video.id)}`} className={secondary}>
              <Share2 size={16} aria-hidden /> {m.publishing.dialog.open}
            </Link>
            <Link to={LIBRARY} className={secondary}>
              {t.checkVideos}
            </Link>
          </div>
        </div>
      )}
      {gen.kind === 'failed' && (
        <div className="flex flex-col items-center gap-4 text-center">
          <AlertCircle size={48} className="text-red-500" aria-hidden />
          <p className="text-slate-700" role="alert">
            {gen.message}
          </p>
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            {gen.planRefusal ? (
              <Link to="/dashboard?section=billing" className={primary}>
                {m.create.details.upgrade}
              </Link>
            ) : (
              <Link to={LIBRARY} className={secondary}>
                {t.checkVideos}
              </Link>
            )}
            <button type="button" onClick={onClose} className={secondary}>
              {t.close}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function Progress({
  gen,
  canceling,
  cancelError,
  onCancel,
}: {
  gen: Extract<Generation, { kind: 'starting' | 'generating' }>;
  canceling: boolean;
  cancelError?: string;
  onCancel: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const progress = gen.kind === 'generating' ? gen.progress : 0;
  const label =
    gen.kind === 'starting'
      ? t.starting
      : gen.status === 'queued'
        ? gen.queuePlace
          ? t.queuedPlace(gen.queuePlace)
          : t.queued
        : t.generating;
  const elapsed = Math.max(0, Math.floor((now - gen.startedAt) / 1000));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Loader2 size={22} className="animate-spin text-brand-600" aria-hidden />
        <p className="font-medium text-slate-800" aria-live="polite">
          {label}
        </p>
        <span className="ml-auto text-lg font-semibold tabular-nums text-slate-900" data-testid="generation-percent">
          {t.progress(progress)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-500 transition-[width] duration-700"
          style={{ width: `${Math.max(progress, 2)}%` }}
        />
      </div>
      <p className="text-sm tabular-nums text-slate-500">{t.elapsed(elapsed)}</p>
      <p className="text-sm text-slate-600">{t.hint}</p>
      {cancelError && (
        <p className="text-sm text-red-600" role="alert">
          {cancelError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={gen.kind !== 'generating' || canceling}
          className={secondary}
        >
          {canceling ? t.canceling : t.cancel}
        </button>
        <Link to={LIBRARY} className={primary}>
          {t.checkVideos}
        </Link>
      </div>
    </div>
  );
}

const primary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700';
const secondary =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
