import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Video, VideoStatus } from '@reklamo/contract';
import { AlertCircle, LayoutGrid, List, Search, Video as VideoIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { USAGE_KEY } from '../dashboard/use-profile.ts';
import { PreviewModal } from './preview-modal.tsx';
import { RefundModal } from './refund-modal.tsx';
import { VideoCard } from './video-card.tsx';
import { deleteVideo, downloadVideo, getVideo, useVideos, VIDEOS_KEY, videoKey } from './videos-api.ts';
import { Modal } from '../dashboard/modal.tsx';
import { PublishDialog } from '../publishing/publish-dialog.tsx';
import { VariantComparisons } from '../publishing/post-figures.tsx';

const t = m.library;
/** SPEC.md's four displayed statuses (`queued` is "processing"), and the canceled ones. */
const FILTERS: VideoStatus[] = ['completed', 'generating', 'queued', 'failed', 'canceled'];
const VIEW_KEY = 'reklamo.library.view';

const isFilter = (v: string | null): v is VideoStatus => (FILTERS as string[]).includes(v ?? '');

/** SPEC.md "Generated videos screen": `/dashboard?section=inspiration[&q=…][&status=…][&video=id]`. */
export function LibrarySection() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = isFilter(params.get('status')) ? (params.get('status') as VideoStatus) : '';
  const previewId = params.get('video');
  // The end of the create flow links here with ?publish=id to open the publish dialog on the new ad.
  const publishId = params.get('publish');
  const [search, setSearch] = useState(q);
  const [layout, setLayout] = useState<'grid' | 'list'>(() =>
    localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid',
  );
  const [refundFor, setRefundFor] = useState<Video | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<{ text: string; upgrade: boolean } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<Video | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState(false);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // The top bar's search navigates here with a new ?q; keep the box in step with it.
  useEffect(() => setSearch(q), [q]);
  // Typing filters after a short pause, and the URL keeps the query (shareable, survives reload).
  useEffect(() => {
    if (search.trim() === q) return;
    const id = setTimeout(() => setParam('q', search.trim() || null), 300);
    return () => clearTimeout(id);
  }, [search]);
  useEffect(() => localStorage.setItem(VIEW_KEY, layout), [layout]);

  const videos = useVideos({ search: q, status });
  const list = videos.data?.videos;
  const fromList = list?.find((v) => v.id === previewId);
  const single = useQuery({
    queryKey: videoKey(previewId ?? ''),
    queryFn: () => getVideo(previewId!),
    enabled: !!previewId && !fromList && !!list,
  });
  const previewVideo = fromList ?? single.data;
  const publishVideo = list?.find((v) => v.id === publishId && v.status === 'completed');

  const download = async (v: Video) => {
    setDownloadingId(v.id);
    setDownloadError(null);
    try {
      await downloadVideo(v);
    } catch (err) {
      const limit = err instanceof ApiError && err.code === 'DOWNLOAD_LIMIT_REACHED';
      setDownloadError({ text: limit ? t.downloadLimit : t.downloadFailed, upgrade: limit });
    } finally {
      setDownloadingId(null);
      void qc.invalidateQueries({ queryKey: USAGE_KEY });
    }
  };

  const remove = async (v: Video) => {
    setDeletingId(v.id);
    setDeleteError(false);
    try {
      await deleteVideo(v.id);
      setConfirmDelete(null);
      await Promise.all([
        qc.invalidateQueries({ queryKey: VIDEOS_KEY }),
        qc.invalidateQueries({ queryKey: USAGE_KEY }),
      ]);
    } catch {
      setDeleteError(true);
    } finally {
      setDeletingId(null);
    }
  };
  // A finished ad is worth a second thought; a failed or canceled attempt is not.
  const askDelete = (v: Video) =>
    v.status === 'completed' ? (setDeleteError(false), setConfirmDelete(v)) : void remove(v);

  const filtered = !!q || !!status;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1 text-slate-600">{t.subtitle}</p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            size={16}
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && setParam('q', search.trim() || null)}
            placeholder={t.search}
            aria-label={t.search}
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <div className="flex gap-3">
          <select
            value={status}
            onChange={(e) => setParam('status', e.target.value || null)}
            aria-label={t.statusFilter}
            className="flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:flex-none"
          >
            <option value="">{t.statusAll}</option>
            {FILTERS.map((s) => (
              <option key={s} value={s}>
                {t.statusPlural[s]}
              </option>
            ))}
          </select>
          <div
            role="group"
            aria-label={t.view}
            className="flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
          >
            {(['grid', 'list'] as const).map((l) => {
              const Icon = l === 'grid' ? LayoutGrid : List;
              return (
                <button
                  key={l}
                  type="button"
                  onClick={() => setLayout(l)}
                  aria-pressed={layout === l}
                  aria-label={t[l]}
                  title={t[l]}
                  className={`rounded-md p-2 ${layout === l ? 'bg-brand-50 text-brand-700' : 'text-slate-500 hover:bg-slate-100'}`}
                >
                  <Icon size={18} aria-hidden />
                </button>
              );
            })}
          </div>
        </div>
      </div>

      {deleteError && !confirmDelete && (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <AlertCircle size={18} aria-hidden /> {t.removeDialog.failed}
        </div>
      )}
      {downloadError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <AlertCircle size={18} aria-hidden /> <span className="flex-1">{downloadError.text}</span>
          {downloadError.upgrade && (
            <Link to="/dashboard?section=billing" className="font-semibold underline">
              {t.upgrade}
            </Link>
          )}
        </div>
      )}

      {videos.isPending && (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t.loading}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-64 animate-pulse rounded-2xl bg-slate-200/70" aria-hidden />
          ))}
        </div>
      )}

      {videos.isError && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-8 text-center text-red-700"
        >
          <p>{t.loadError}</p>
          <button
            type="button"
            onClick={() => videos.refetch()}
            className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-100"
          >
            {t.retry}
          </button>
        </div>
      )}

      {list && list.length === 0 && !filtered && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <VideoIcon size={40} className="text-slate-300" aria-hidden />
          <h2 className="text-lg font-semibold text-slate-900">{t.emptyTitle}</h2>
          <p className="text-slate-600">{t.emptyText}</p>
          <Link
            to="/dashboard"
            className="mt-2 rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t.emptyButton}
          </Link>
        </div>
      )}

      {list && list.length === 0 && filtered && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-600">{t.noMatches}</p>
          <button
            type="button"
            onClick={() => {
              setSearch('');
              setParams({ section: 'inspiration' }, { replace: true });
            }}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t.clearFilters}
          </button>
        </div>
      )}

      {list && list.length > 0 && (
        <>
          <VariantComparisons videos={list} />
          <p className="text-sm text-slate-500" aria-live="polite">
            {t.count(list.length)}
          </p>
          <ul
            className={layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}
            data-layout={layout}
          >
            {list.map((v) => (
              <li key={v.id}>
                <VideoCard
                  video={v}
                  layout={layout}
                  downloading={downloadingId === v.id}
                  onPreview={() => setParam('video', v.id)}
                  onDownload={() => download(v)}
                  onRefund={() => setRefundFor(v)}
                  onDelete={() => askDelete(v)}
                  deleting={deletingId === v.id}
                  onPublish={() => setParam('publish', v.id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      {previewVideo && previewVideo.status === 'completed' && (
        <PreviewModal
          video={previewVideo}
          downloading={downloadingId === previewVideo.id}
          onDownload={() => download(previewVideo)}
          onClose={() => setParam('video', null)}
        />
      )}
      {refundFor && <RefundModal video={refundFor} onClose={() => setRefundFor(null)} />}
      {publishVideo && <PublishDialog video={publishVideo} onClose={() => setParam('publish', null)} />}
      {confirmDelete && (
        <Modal title={t.removeDialog.title} onClose={() => setConfirmDelete(null)}>
          <p className="break-words text-slate-700">{t.removeDialog.text(confirmDelete.title)}</p>
          {deleteError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {t.removeDialog.failed}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              data-autofocus
              onClick={() => setConfirmDelete(null)}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t.removeDialog.cancel}
            </button>
            <button
              type="button"
              onClick={() => void remove(confirmDelete)}
              disabled={deletingId === confirmDelete.id}
              className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
            >
              {deletingId === confirmDelete.id ? t.removeDialog.deleting : t.removeDialog.confirm}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
