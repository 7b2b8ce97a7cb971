import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MediaUploadButton } from './upload-button.tsx';
import { m } from '../../messages/index.ts';
import { listMedia, MEDIA_KEY, uploadErrorMessage } from './api.ts';
import { UploadProgressBar } from './upload-progress.tsx';
import { useMediaUpload } from './use-media-upload.ts';

const t = m.media;

/** 'all': every upload, in order; 'none': illustrations only; else the chosen ids in the order picked. */
export type MediaChoice = 'all' | 'none' | string[];

/** The ids a choice stands for, given the user's media list (oldest first). */
export function resolveMediaIds(choice: MediaChoice, all: { id: string }[] | undefined): string[] {
  if (choice === 'none') return [];
  if (choice === 'all') return (all ?? []).map((i) => i.id).slice(0, 20);
  return choice;
}

/** The media a choice stands for, in the ad's order (what the preview shows). */
export function pickedMedia<T extends { id: string }>(choice: MediaChoice, all: T[] | undefined): T[] {
  const byId = new Map((all ?? []).map((i) => [i.id, i]));
  return resolveMediaIds(choice, all).flatMap((id) => byId.get(id) ?? []);
}

/** Create step 3: which of the user's photos and clips the ad uses (uploading more on the spot). */
export function MediaPicker({ value, onChange }: { value: MediaChoice; onChange: (v: MediaChoice) => void }) {
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({ queryKey: MEDIA_KEY, queryFn: listMedia });
  const { upload, progress } = useMediaUpload({ onError: (err) => setError(uploadErrorMessage(err)) });
  const items = list.data?.items ?? [];
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="media-picker">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t.picker.title}</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {(['all', 'choose', 'none'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input
              type="radio"
              name="media-mode"
              checked={mode === 'choose' ? Array.isArray(value) : value === mode}
              onChange={() => onChange(mode === 'choose' ? [] : mode)}
            />
            {t.picker[mode]}
          </label>
        ))}
      </div>
      {items.length > 0 && value !== 'none' && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {items.map((item) => {
            const n = value === 'all' ? items.indexOf(item) + 1 : chosen.indexOf(item.id) + 1;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  disabled={value === 'all'}
                  onClick={() => toggle(item.id)}
                  aria-pressed={n > 0}
                  className={`relative block w-full overflow-hidden rounded-lg border-2 ${n > 0 ? 'border-brand-600' : 'border-transparent opacity-60'}`}
                >
                  <img src={item.thumbnailUrl} alt={item.originalName} className="aspect-square w-full object-cover" />
                  {n > 0 && (
                    <span className="absolute left-1 top-1 rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white">
                      {n}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {Array.isArray(value) && <p className="text-xs text-slate-500">{t.picker.selected(chosen.length)}</p>}
      <div className="flex items-center gap-3">
        <MediaUploadButton
          look="plain"
          busy={upload.isPending}
          testId="media-picker-input"
          onFiles={(files) => {
            setError(null);
            upload.mutate(files);
          }}
        />
        <span className="text-xs text-slate-500">{t.hint}</span>
      </div>
      {progress && <UploadProgressBar progress={progress} />}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
