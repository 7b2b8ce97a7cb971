import type { Video } from '@reklamo/contract';
import { Download, Film, Pencil, Play, ReceiptText, Share2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../../messages/index.ts';
import { PostFigures } from '../publishing/post-figures.tsx';
import { CaptionLinks } from './caption-links.tsx';
import { isRunning } from './videos-api.ts';

const t = m.library;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('bg-BG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const STATUS_CLS: Record<Video['status'], string> = {
  completed: 'bg-emerald-100 text-emerald-800',
  generating: 'bg-brand-100 text-brand-700',
  queued: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-700',
  canceled: 'bg-slate-200 text-slate-700',
};
const REFUND_CLS = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
};

type Props = {
  video: Video;
  layout: 'grid' | 'list';
  downloading: boolean;
  onPreview: () => void;
  onDownload: () => void;
  onRefund: () => void;
  onDelete: () => void;
  deleting?: boolean;
  /** Opens the publish dialog (Facebook, Instagram, YouTube). */
  onPublish?: () => void;
};

/** One video: poster, title, date, status with progress, and the actions a completed video allows. */
export function VideoCard({
  video: v,
  layout,
  downloading,
  onPreview,
  onDownload,
  onRefund,
  onDelete,
  deleting,
  onPublish,
}: Props) {
  const done = v.status === 'completed';
  const running = isRunning(v);
  const removeButton = (
    <button
      type="button"
      onClick={onDelete}
      disabled={deleting}
      className={`${btn} text-slate-600 hover:border-red-500 hover:text-red-700`}
      aria-label={t.removeOf(v.title)}
      title={t.remove}
    >
      <Trash2 size={15} aria-hidden /> <span className={done ? 'sr-only' : undefined}>{t.remove}</span>
    </button>
  );
  const progress = Math.max(0, Math.min(100, Math.round(v.progress)));
  const poster = (
    <div
      className={`relative shrink-0 overflow-hidden bg-slate-900 ${layout === 'grid' ? 'aspect-video w-full' : 'aspect-video w-full sm:w-56 sm:rounded-l-2xl'}`}
    >
      {v.thumbnail_url ? (
        <img src={v.thumbnail_url} alt="" loading="lazy" className="h-full w-full object-contain" />
      ) : (
        <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-slate-800 to-brand-700 text-white/50">
          <Film size={36} aria-hidden />
        </div>
      )}
      {done && (
        <span
          className="absolute inset-0 flex items-center justify-center bg-black/0 opacity-0 transition group-hover:bg-black/30 group-hover:opacity-100"
          aria-hidden
        >
          <span className="rounded-full bg-white/90 p-3 text-brand-700">
            <Play size={22} />
          </span>
        </span>
      )}
    </div>
  );
  return (
    <article
      aria-label={v.title}
      data-testid="video-card"
      data-status={v.status}
      data-video-id={v.id}
      className={`group flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${layout === 'grid' ? 'flex-col' : 'flex-col sm:flex-row'}`}
    >
      {done ? (
        <button
          type="button"
          onClick={onPreview}
          className="block text-left"
          aria-label={t.previewOf(v.title)}
          tabIndex={-1}
        >
          {poster}
        </button>
      ) : (
        poster
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 min-w-0 break-words font-semibold text-slate-900" title={v.title}>
            {v.title}
          </h3>
          <span
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLS[v.status]}`}
            data-testid="video-status"
          >
            {t.status[v.status]}
          </span>
        </div>
        <p className="text-sm text-slate-500">
          <time dateTime={v.created_at}>{formatDate(v.created_at)}</time> · {v.aspect_ratio}
        </p>
        {running && (
          <div className="flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={t.status[v.status]}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width] duration-700"
                style={{ width: `${Math.max(progress, 2)}%` }}
              />
            </div>
            <span className="text-sm tabular-nums text-slate-600">{t.progress(progress)}</span>
          </div>
        )}
        {v.status === 'failed' && (
          <p className="text-sm text-red-700">{v.error_code === 'GENERATION_TIMEOUT' ? t.timeout : t.failedText}</p>
        )}
        {(v.status === 'failed' || v.status === 'canceled') && <div className="mt-auto flex pt-2">{removeButton}</div>}
        {v.refund_status && (
          <p
            className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${REFUND_CLS[v.refund_status]}`}
            data-testid="refund-status"
          >
            {t.refundLabel}: {t.refundStatus[v.refund_status]}
          </p>
        )}
        {done && (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <button type="button" onClick={onPreview} className={btn}>
              <Play size={15} aria-hidden /> {t.preview}
            </button>
            <Link
              to={`/dashboard?view=edit&video=${encodeURIComponent(v.id)}`}
              className={btn}
              aria-label={m.editor.openOf(v.title)}
            >
              <Pencil size={15} aria-hidden /> {m.editor.open}
            </Link>
            <button type="button" onClick={onDownload} disabled={downloading} className={btn}>
              <Download size={15} aria-hidden /> {downloading ? t.downloading : t.download}
            </button>
            {onPublish && (
              <button
                type="button"
                onClick={onPublish}
                className={btn}
                aria-label={m.publishing.dialog.openOf(v.title)}
              >
                <Share2 size={15} aria-hidden /> {m.publishing.dialog.open}
              </button>
            )}
            {!v.refund_requested && !v.refund_status && (
              <button type="button" onClick={onRefund} className={`${btn} text-slate-600`}>
                <ReceiptText size={15} aria-hidden /> {t.refund}
              </button>
            )}
            {removeButton}
          </div>
        )}
        {done && <CaptionLinks video={v} />}
        {done && <PostFigures video={v} />}
      </div>
    </article>
  );
}

const btn =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:border-brand-500 hover:text-brand-700 disabled:cursor-wait disabled:opacity-60';
