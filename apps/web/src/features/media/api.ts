import { MEDIA_RESUMABLE_FROM_BYTES, type MediaItem, type MediaList, type MediaUploadState } from '@reklamo/contract';
import { api, ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';

export const MEDIA_KEY = ['media'] as const;

/** How far an upload is, 0..1. */
export type OnProgress = (fraction: number) => void;

export const listMedia = () => api<MediaList>('/api/media');

/**
 * Uploads one photo or clip. Files over MEDIA_RESUMABLE_FROM_BYTES go in chunks (decision 091): a
 * chunk that fails is sent again from the offset the server reports, and a file picked again
 * after a reload continues where it stopped. Either way the file appears only once it is complete.
 */
export async function uploadMedia(file: File, onProgress: OnProgress = () => {}): Promise<MediaItem> {
  if (file.size <= MEDIA_RESUMABLE_FROM_BYTES) {
    const f = new FormData();
    f.append('file', file);
    onProgress(0);
    const item = await api<MediaItem>('/api/media', { method: 'POST', body: f });
    onProgress(1);
    return item;
  }
  return uploadResumable(file, onProgress);
}

/** Tries per chunk before giving up, and the wait before each retry. */
const RETRIES = 5;
const backoffMs = (attempt: number) => Math.min(8000, 500 * 2 ** attempt);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const resumeKey = (f: File) => `reklamo-upload:${f.name}:${f.size}:${f.lastModified}`;

function rememberedUpload(file: File): string | null {
  try {
    return localStorage.getItem(resumeKey(file));
  } catch {
    return null;
  }
}
function remember(file: File, id: string | null) {
  try {
    if (id) localStorage.setItem(resumeKey(file), id);
    else localStorage.removeItem(resumeKey(file));
  } catch {
    /* private mode: resuming after a reload is simply not offered */
  }
}

/** Network trouble and server hiccups are worth another try; a refusal (4xx) is not. */
const retryable = (err: unknown) =>
  err instanceof NetworkError ||
  (err instanceof ApiError && (err.status >= 500 || err.status === 408 || err.code === 'UPLOAD_INTERRUPTED'));

async function uploadResumable(file: File, onProgress: OnProgress): Promise<MediaItem> {
  let state: MediaUploadState | null = null;
  const known = rememberedUpload(file);
  if (known) state = await api<MediaUploadState>(`/api/media/uploads/${known}`).catch(() => null);
  if (!state || state.size !== file.size) {
    state = await api<MediaUploadState>('/api/media/uploads', {
      method: 'POST',
      json: { name: file.name, size: file.size },
    });
    remember(file, state.id);
  }
  const { id, size, chunkBytes } = state;
  let offset = state.offset;
  let failures = 0;
  onProgress(offset / size);
  while (offset < size) {
    const end = Math.min(size, offset + chunkBytes);
    try {
      const next = await api<MediaUploadState>(`/api/media/uploads/${id}`, {
        method: 'PATCH',
        body: file.slice(offset, end),
        headers: {
          'Content-Type': 'application/offset+octet-stream',
          'Content-Range': `bytes ${offset}-${end - 1}/${size}`,
        },
      });
      offset = next.offset;
      failures = 0;
      onProgress(offset / size);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'UPLOAD_OFFSET_MISMATCH') {
        // The server has a different count (an earlier try did arrive): go on from its offset.
        offset = Number((err.details as { offset?: number } | undefined)?.offset ?? offset);
        continue;
      }
      if (!retryable(err) || ++failures > RETRIES) throw err;
      await sleep(backoffMs(failures));
      // Ask where the server is before sending again: the failed chunk may have arrived.
      offset = (await api<MediaUploadState>(`/api/media/uploads/${id}`).catch(() => ({ offset }))).offset;
    }
  }
  try {
    return await api<MediaItem>(`/api/media/uploads/${id}/complete`, { method: 'POST' });
  } finally {
    // Complete or refused, the upload is gone on the server: a new pick starts afresh.
    remember(file, null);
  }
}

export const deleteMedia = (id: string) => api<{ deleted: true }>(`/api/media/${id}`, { method: 'DELETE' });

/** The Bulgarian wording of a media upload failure. */
export function mediaErrorMessage(err: unknown): string {
  if (err instanceof NetworkError) return m.common.networkError;
  if (err instanceof ApiError)
    return (
      m.media.errors[err.code] ?? (err.status === 413 ? m.media.errors.MEDIA_FILE_TOO_LARGE! : m.common.genericError)
    );
  return m.common.unexpectedError;
}

/** The same for an upload: a dropped connection means the file was not kept. */
export function uploadErrorMessage(err: unknown): string {
  return err instanceof NetworkError ? m.media.errors.UPLOAD_INTERRUPTED! : mediaErrorMessage(err);
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toLocaleString('bg-BG', { maximumFractionDigits: 1 })} GB`;
  return `${Math.max(0, n / 1024 ** 2).toLocaleString('bg-BG', { maximumFractionDigits: 1 })} MB`;
}
