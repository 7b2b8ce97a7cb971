import type { AdSound, Storyboard, VoiceLine, VoicePace } from '@reklamo/contract';
import { capLine, fasterRate, PACE_RATE, voiceOverflow, type SceneVoice } from '@reklamo/scene';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { usePronunciationVersion } from '../pronunciation/pronunciation-store.ts';

/** The part of the ad's sound the preview reads: a deployment voice is fetched; own and none are not. */
export type PreviewVoiceOf = Pick<AdSound, 'voice' | 'pace'>;

/** What was heard per scene, and the audio to play it with. */
export type PreviewVoice = { voices: SceneVoice[]; audio: (AudioBuffer | null)[] };

const SETTLE_MS = 600;

const lines = new Map<string, Promise<VoiceLine>>();

/**
 * At most two lines in flight: the server reads them one at a time anyway, and the browser's six
 * connections stay free for the pictures, which show first.
 */
const MAX_IN_FLIGHT = 2;
let inFlight = 0;
const waiting: (() => void)[] = [];
async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((r) => waiting.push(r));
  inFlight++;
  try {
    return await fn();
  } finally {
    inFlight--;
    waiting.shift()?.();
  }
}
/** One request per line, voice and rate for the page's life (the server and the browser cache it too). */
function fetchLine(text: string, gender: string, pace: VoicePace, rate?: number, fixes?: string): Promise<VoiceLine> {
  // `p` names the account's pronunciation fixes: a new fix is a new URL, not a line cached before it.
  const q = new URLSearchParams({
    text,
    voice: gender,
    pace,
    ...(rate ? { rate: String(rate) } : {}),
    ...(fixes ? { p: fixes } : {}),
  });
  const url = `/api/voice/line?${q}`;
  let p = lines.get(url);
  if (!p) {
    p = limited(() => api<VoiceLine>(url));
    p.catch(() => lines.delete(url));
    lines.set(url, p);
  }
  return p;
}

/** The WAV the server sends (16-bit PCM) as an AudioBuffer, without needing an AudioContext yet. */
export function wavToAudioBuffer(base64: string): AudioBuffer | null {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const v = new DataView(bytes.buffer);
  if (bytes.length < 44 || v.getUint32(0, false) !== 0x52494646) return null;
  const channels = v.getUint16(22, true);
  const sampleRate = v.getUint32(24, true);
  let off = 12;
  while (off + 8 <= bytes.length) {
    const id = v.getUint32(off, false);
    const size = v.getUint32(off + 4, true);
    if (id === 0x64617461) {
      const frames = Math.floor(Math.min(size, bytes.length - off - 8) / (2 * channels));
      if (!frames) return null;
      const buf = new AudioBuffer({ length: frames, sampleRate, numberOfChannels: 1 });
      const out = buf.getChannelData(0);
      for (let i = 0; i < frames; i++) out[i] = v.getInt16(off + 8 + i * 2 * channels, true) / 32768;
      return buf;
    }
    off += 8 + size + (size & 1);
  }
  return null;
}

/**
 * The real synthesised voice of every scene, fetched once the script has stopped changing for a
 * moment: read at the chosen pace and, when that overflows the ad, all read again faster, exactly
 * as the render's speakLines does. Null until it has all arrived (the preview stays silent with
 * estimated timing meanwhile), or when there is no voice to fetch.
 */
export function usePreviewVoice(storyboard: Storyboard, sound: PreviewVoiceOf | null): PreviewVoice | null {
  const texts = storyboard.scenes.map((s) => capLine(s.voice));
  const fixes = usePronunciationVersion();
  const gender = sound?.voice === 'female' || sound?.voice === 'male' ? sound.voice : null;
  const choice = gender && sound ? { gender, pace: sound.pace } : null;
  const key = choice ? JSON.stringify([texts, choice.gender, choice.pace, storyboard.durationSec, fixes]) : '';
  const [settled, setSettled] = useState(key);
  const [result, setResult] = useState<{ key: string; voice: PreviewVoice } | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setSettled(key), SETTLE_MS);
    return () => clearTimeout(id);
  }, [key]);
  useEffect(() => {
    if (!settled) return;
    let live = true;
    const [ts, gender, pace, durationSec, fx] = JSON.parse(settled) as [string[], string, VoicePace, number, string];
    const readAll = (rate?: number) =>
      Promise.all(
        ts.map((t) =>
          t.trim()
            ? fetchLine(t, gender, pace, rate, fx)
            : Promise.resolve<VoiceLine>({ durationSec: 0, words: [], wav: '' }),
        ),
      );
    (async () => {
      let read = await readAll();
      const over = voiceOverflow(read, durationSec);
      if (over > 1) read = await readAll(fasterRate(PACE_RATE[pace], over));
      if (!live) return;
      setResult({
        key: settled,
        voice: {
          voices: read.map((l) => ({ durationSec: l.durationSec, words: l.words })),
          audio: read.map((l) => (l.wav ? wavToAudioBuffer(l.wav) : null)),
        },
      });
    })().catch(() => {
      // No voice (none configured, the engine failed, too many tries): the preview stays silent.
    });
    return () => {
      live = false;
    };
  }, [settled]);
  // A voice read for another script is never shown against this one.
  return result && result.key === key ? result.voice : null;
}
