import { useQuery } from '@tanstack/react-query';
import type { CreateVideoRequest, RefundRequest, Video, VideoList, VideoStatus } from '@reklamo/contract';
import { api, ApiError, NetworkError } from '../../lib/api.ts';

export const VIDEOS_KEY = ['videos'] as const;
export const videoKey = (id: string) => ['video', id] as const;

export type VideoFilter = { search: string; status: VideoStatus | '' };

export const listVideos = (f: VideoFilter) => {
  const qs = new URLSearchParams();
  if (f.search.trim()) qs.set('search', f.search.trim());
  if (f.status) qs.set('status', f.status);
  const q = qs.toString();
  return api<VideoList>(`/api/videos${q ? `?${q}` : ''}`);
};

export const getVideo = (id: string) => api<Video>(`/api/videos/${encodeURIComponent(id)}`);
export const startVideo = (body: CreateVideoRequest) => api<Video>('/api/videos', { method: 'POST', json: body });
export const cancelVideo = (id: string) =>
  api<Video>(`/api/videos/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
export const deleteVideo = (id: string) => api<null>(`/api/videos/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const requestRefund = (id: string, body: RefundRequest) =>
  api<Video>(`/api/videos/${encodeURIComponent(id)}/refund`, { method: 'POST', json: body });

export const isRunning = (v: Pick<Video, 'status'>) => v.status === 'queued' || v.status === 'generating';

/** The user's videos; polls while any of them is still being made, so progress moves on the cards. */
export function useVideos(filter: VideoFilter) {
  return useQuery({
    queryKey: [...VIDEOS_KEY, filter],
    queryFn: () => listVideos(filter),
    refetchInterval: (q) => (q.state.data?.videos.some(isRunning) ? 1500 : false),
  });
}

/** A file name the operating system accepts, from the video's title. */
export function downloadName(title: string): string {
  const clean = title
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${clean || 'video'}.mp4`;
}

/**
 * Fetches the file and saves it as "<title>.mp4". Fetching first (instead of a bare link) lets us
 * show DOWNLOAD_LIMIT_REACHED in the page rather than leaving the user on an error document.
 */
export async function downloadVideo(video: Video): Promise<void> {
  if (!video.download_url) throw new ApiError(404, 'NOT_FOUND');
  let res: Response;
  try {
    res = await fetch(video.download_url, { credentials: 'same-origin' });
  } catch {
    throw new NetworkError('network');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; details?: unknown } } | null;
    throw new ApiError(res.status, body?.error?.code ?? `HTTP_${res.status}`, body?.error?.details);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameFrom(res.headers.get('Content-Disposition')) ?? downloadName(video.title);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The UTF-8 name from `Content-Disposition: attachment; filename*=UTF-8''…`, when the server sent one. */
export function fileNameFrom(header: string | null): string | undefined {
  const match = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!.trim());
  } catch {
    return undefined;
  }
}
