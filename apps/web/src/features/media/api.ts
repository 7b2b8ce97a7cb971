import type { MediaItem, MediaList } from '@reklamo/contract';
import { api, ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';

export const MEDIA_KEY = ['media'] as const;

export const listMedia = () => api<MediaList>('/api/media');
export const uploadMedia = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return api<MediaItem>('/api/media', { method: 'POST', body: f });
};
export const deleteMedia = (id: string) => api<{ deleted: true }>(`/api/media/${id}`, { method: 'DELETE' });

/** The Bulgarian wording of a media upload failure. */
export function mediaErrorMessage(err: unknown): string {
  if (err instanceof NetworkError) return m.common.networkError;
  if (err instanceof ApiError) return m.media.errors[err.code] ?? (err.status === 413 ? m.media.errors.MEDIA_FILE_TOO_LARGE! : m.common.genericError);
  return m.common.unexpectedError;
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toLocaleString('bg-BG', { maximumFractionDigits: 1 })} GB`;
  return `${Math.max(0, n / 1024 ** 2).toLocaleString('bg-BG', { maximumFractionDigits: 1 })} MB`;
}
