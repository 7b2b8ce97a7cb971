import type { Video } from '@reklamo/contract';
import { m } from '../../messages/index.ts';

/** SPEC.md section 9: a generation that has not finished after 12 minutes is reported as timed out. */
export const GENERATION_TIMEOUT_MS = 12 * 60 * 1000;
/** How often the modal asks the server for progress. */
export const POLL_MS = 1000;

/**
 * SPEC.md section 4 "Video generation": idle → generating → completed | failed; Cancel → idle.
 * Progress is the server's (frames rendered), not elapsed time.
 */
export type Generation =
  | { kind: 'idle' }
  | { kind: 'starting'; startedAt: number }
  | {
      kind: 'generating';
      startedAt: number;
      videoId: string;
      status: 'queued' | 'generating';
      progress: number;
      /** Place in the render queue while queued. */ queuePlace?: number | null;
    }
  | { kind: 'completed'; startedAt: number; video: Video }
  | { kind: 'failed'; message: string; videoId?: string; planRefusal?: boolean };

export const isActive = (g: Generation) => g.kind === 'starting' || g.kind === 'generating';

/** The next state once the server reports `video`; `now` decides the client-side timeout. */
export function advance(g: Generation, video: Video, now: number): Generation {
  if (g.kind !== 'generating' && g.kind !== 'starting') return g;
  const startedAt = g.startedAt;
  switch (video.status) {
    case 'completed':
      return { kind: 'completed', startedAt, video };
    case 'failed':
      return {
        kind: 'failed',
        videoId: video.id,
        message: video.error_code === 'GENERATION_TIMEOUT' ? m.create.errors.timeout : m.create.errors.failed,
      };
    case 'canceled':
      return { kind: 'idle' };
    case 'queued':
    case 'generating':
      if (now - startedAt > GENERATION_TIMEOUT_MS)
        return { kind: 'failed', videoId: video.id, message: m.create.errors.timeout };
      return {
        kind: 'generating',
        startedAt,
        videoId: video.id,
        status: video.status,
        progress: clampProgress(video.progress),
        queuePlace: video.status === 'queued' ? (video.queue_place ?? null) : null,
      };
  }
}

export const clampProgress = (p: number) => Math.max(0, Math.min(100, Math.round(Number.isFinite(p) ? p : 0)));
