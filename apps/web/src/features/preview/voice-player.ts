import type { PreparedAd } from '@reklamo/scene';
import { useEffect, type RefObject } from 'react';

let shared: AudioContext | null = null;

/** Where the scheduler looks ahead: the next loop's lines are queued this close to its start. */
const LOOKAHEAD_SEC = 1;

/**
 * Plays each scene's voice at its place on the ad's time axis (the timeline's voiceStart, as the
 * render mixes it), locked to the canvas clock: every pass of the loop is queued on the audio
 * clock just before it starts; pausing, seeking or a new script stops what is queued.
 */
export function useVoicePlayer(
  ad: PreparedAd | null,
  audio: (AudioBuffer | null)[] | null,
  active: boolean,
  clock: RefObject<{ origin: number; pausedAt: number }>,
) {
  useEffect(() => {
    const ac = shared;
    if (!active || !audio || !ad || !ac) return;
    const dur = ad.model.durationSec;
    const sources: AudioBufferSourceNode[] = [];
    let queued = -1;
    const queue = () => {
      const elapsed = (performance.now() - clock.current.origin) / 1000;
      const loop = Math.floor(elapsed / dur);
      for (const pass of [loop, loop + 1]) {
        const startsIn = pass * dur - elapsed;
        if (pass <= queued || startsIn > LOOKAHEAD_SEC) continue;
        queued = pass;
        ad.timeline.forEach((s, i) => {
          const buf = audio[i];
          if (!buf) return;
          const at = startsIn + s.voiceStart;
          const skip = Math.max(0, -at);
          if (skip >= buf.duration) return;
          const src = ac.createBufferSource();
          src.buffer = buf;
          src.connect(ac.destination);
          src.start(ac.currentTime + Math.max(0, at), skip);
          sources.push(src);
        });
      }
    };
    queue();
    const id = setInterval(queue, 250);
    return () => {
      clearInterval(id);
      for (const s of sources) {
        try {
          s.stop();
        } catch {
          // Already ended.
        }
      }
    };
  }, [ad, audio, active, clock]);
  return {
    /** Browsers start audio only from a click: the sound button calls this first. */
    unlock() {
      shared ??= new AudioContext();
      void shared.resume();
    },
  };
}
