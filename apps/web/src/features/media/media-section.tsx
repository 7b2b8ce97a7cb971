import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Film, ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem } from '@reklamo/contract';
import { Banner } from '../../components/form.tsx';
import { MediaUploadButton } from './upload-button.tsx';
import { m } from '../../messages/index.ts';
import { deleteMedia, formatBytes, listMedia, MEDIA_KEY, mediaErrorMessage, uploadErrorMessage } from './api.ts';
import { UploadProgressBar } from './upload-progress.tsx';
import { useMediaUpload } from './use-media-upload.ts';

const t = m.media;

/** "Моите материали": the user's photos and clips, uploaded once and used in any later ad. */
export function MediaSection() {
  const qc = useQueryClient();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const list = useQuery({ queryKey: MEDIA_KEY, queryFn: listMedia });
  const { upload, progress } = useMediaUpload({
    onSuccess: () => setMessage({ kind: 'success', text: t.uploaded }),
    onError: (err) => setMessage({ kind: 'error', text: uploadErrorMessage(err) }),
  });
  const remove = useMutation({
    mutationFn: deleteMedia,
    onError: (err) => setMessage({ kind: 'error', text: mediaErrorMessage(err) }),
    onSettled: () => qc.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
  return (
    <section className="space-y-6" aria-labelledby="media-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="media-title" className="text-2xl font-bold text-slate-900">
            {t.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t.subtitle}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <MediaUploadButton
            look="primary"
            busy={upload.isPending}
            testId="media-input"
            onFiles={(files) => {
              setMessage(null);
              upload.mutate(files);
            }}
          />
          <p className="text-xs text-slate-500">{t.hint}</p>
          {progress && <UploadProgressBar progress={progress} />}
        </div>
      </header>
      {message && <Banner kind={message.kind}>{message.text}</Banner>}
      {list.isPending && <p className="text-slate-500">{m.common.loading}</p>}
      {list.isError && <Banner kind="error">{t.loadError}</Banner>}
      {list.data && (
        <>
          <p className="text-sm text-slate-600">
            {t.usage(formatBytes(list.data.usedBytes), formatBytes(list.data.allowanceBytes))}
          </p>
          {list.data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
              {t.empty}
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {list.data.items.map((item) => (
                <MediaCard
                  key={item.id}
                  item={item}
                  onRemove={() => window.confirm(t.removeConfirm) && remove.mutate(item.id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export function MediaThumb({ item }: { item: MediaItem }) {
  return (
    <img
      src={item.thumbnailUrl}
      alt={item.originalName}
      loading="lazy"
      className="aspect-square w-full rounded-lg object-cover"
    />
  );
}

function MediaCard({ item, onRemove }: { item: MediaItem; onRemove: () => void }) {
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <MediaThumb item={item} />
      <div className="flex items-center justify-between gap-2 p-3 text-sm">
        <span className="flex min-w-0 items-center gap-1.5 text-slate-700">
          {item.kind === 'photo' ? <ImageIcon size={14} aria-hidden /> : <Film size={14} aria-hidden />}
          <span className="truncate">{item.kind === 'photo' ? t.photo : t.clip(item.durationSec ?? 0)}</span>
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${t.remove} ${item.originalName}`}
          className="rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 size={16} aria-hidden />
        </button>
      </div>
      {item.credit && <p className="px-3 pb-3 text-xs text-slate-500">{t.credit(item.credit)}</p>}
    </li>
  );
}
