import { useQueryClient } from '@tanstack/react-query';
import type { CreateVideoRequest } from '@reklamo/contract';
import { useCallback, useEffect, useState } from 'react';
import { m } from '../../messages/index.ts';
import { USAGE_KEY } from '../dashboard/use-profile.ts';
import { cancelVideo, getVideo, startVideo, VIDEOS_KEY } from '../library/videos-api.ts';
import { advance, GENERATION_TIMEOUT_MS, POLL_MS, type Generation } from './generation.ts';
import { isPlanRefusal, startErrorMessage } from './rules.ts';

/** Starts a generation and follows the server's progress about once a second until it ends. */
export function useGeneration() {
  const qc = useQueryClient();
  const [gen, setGen] = useState<Generation>({ kind: 'idle' });
  const [canceling, setCanceling] = useState(false);
  const [cancelError, setCancelError] = useState<string>();
  const pollingId = gen.kind === 'generating' ? gen.videoId : null;

  const refreshLists = useCallback(() => {
    void qc.invalidateQueries({ queryKey: USAGE_KEY });
    void qc.invalidateQueries({ queryKey: VIDEOS_KEY });
  }, [qc]);

  useEffect(() => {
    if (!pollingId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const video = await getVideo(pollingId);
        if (stopped) return;
        setGen((cur) => {
          if (cur.kind !== 'generating' || cur.videoId !== video.id) return cur;
          const next = advance(cur, video, Date.now());
          if (next.kind !== 'generating') refreshLists();
          return next;
        });
      } catch {
        // A lost poll is retried on the next tick; the 12-minute timeout still applies.
        if (stopped) return;
        setGen((cur) =>
          cur.kind === 'generating' && Date.now() - cur.startedAt > GENERATION_TIMEOUT_MS
            ? { kind: 'failed', videoId: cur.videoId, message: m.create.errors.timeout }
            : cur,
        );
      }
      if (!stopped) timer = setTimeout(() => void tick(), POLL_MS);
    };
    // tick catches its own failures.
    timer = setTimeout(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pollingId, refreshLists]);

  const start = useCallback(
    async (body: CreateVideoRequest) => {
      const startedAt = Date.now();
      setCancelError(undefined);
      setGen({ kind: 'starting', startedAt });
      try {
        const video = await startVideo(body);
        setGen({ kind: 'generating', startedAt, videoId: video.id, status: 'queued', progress: 0 });
        setGen((cur) => advance(cur, video, Date.now()));
      } catch (err) {
        setGen({ kind: 'failed', message: startErrorMessage(err), planRefusal: isPlanRefusal(err) });
      } finally {
        refreshLists();
      }
    },
    [refreshLists],
  );

  /** SPEC.md section 4: Cancel returns to idle and stops polling (and the server stops rendering). */
  const cancel = useCallback(async () => {
    if (gen.kind !== 'generating') return;
    setCanceling(true);
    setCancelError(undefined);
    try {
      await cancelVideo(gen.videoId);
      setGen({ kind: 'idle' });
      refreshLists();
    } catch {
      setCancelError(m.create.generation.cancelFailed);
    } finally {
      setCanceling(false);
    }
  }, [gen, refreshLists]);

  const dismiss = useCallback(() => setGen({ kind: 'idle' }), []);

  return { gen, start, cancel, canceling, cancelError, dismiss };
}
