import { spokenWords, type Storyboard } from '@reklamo/contract';
import { ChevronLeft, ChevronRight, Mic, RotateCcw, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';

const t = m.voice.record;

/** One scene's kept take: the server's id and length, the line it was read from, and a local URL to listen. */
export type SceneTake = { id: string; durationSec: number; line: string; url: string };

/** The scenes that have something to say, in script order: the ones to record. */
export const scenesToRecord = (script: Storyboard | undefined) =>
  (script?.scenes ?? []).filter((s) => spokenWords(s.voice) > 0);

/** A take counts while its scene still says what was read. */
export const takeFits = (take: SceneTake | undefined, line: string): take is SceneTake =>
  Boolean(take && take.line === line);

/** A take may run this long before it stops by itself (the server keeps up to 14 s of speech). */
const MAX_TAKE_MS = 25_000;

function micErrorText(err: unknown): string {
  const name = (err as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return t.micDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return t.micMissing;
  return t.micFailed;
}

function pickMimeType(): string | undefined {
  for (const type of ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'])
    if (MediaRecorder.isTypeSupported?.(type)) return type;
  return undefined;
}

async function uploadTake(blob: Blob, replaces?: string): Promise<{ id: string; durationSec: number }> {
  const form = new FormData();
  const ext = blob.type.includes('ogg') ? 'ogg' : blob.type.includes('mp4') ? 'm4a' : 'webm';
  form.append('file', new File([blob], `scene.${ext}`, { type: blob.type || 'audio/webm' }));
  return api(`/api/voice/takes${replaces ? `?replaces=${encodeURIComponent(replaces)}` : ''}`, {
    method: 'POST',
    body: form,
  });
}

const takeErrorText = (err: unknown) =>
  err instanceof ApiError
    ? (t.errors[err.code] ??
      m.voice.errors[err.code] ??
      (err.status === 429 ? m.common.rateLimited : m.voice.errors.default!))
    : m.voice.errors.default!;

/**
 * The teleprompter: each scene's line large on screen, record, listen, redo; every take is uploaded
 * as soon as it stops, so a silent or broken one is said at once, on its scene.
 */
export function SceneRecorder(p: {
  script: Storyboard;
  takes: Record<string, SceneTake>;
  onTake: (sceneId: string, take: SceneTake) => void;
  /** Recording one scene again (the editor): its name instead of "Сцена 1 от 1", and no stepping between scenes. */
  heading?: string;
}) {
  const scenes = scenesToRecord(p.script);
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<'idle' | 'starting' | 'recording' | 'checking'>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string>();
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timers = useRef<{ tick?: number; limit?: number }>({});

  const scene = scenes[Math.min(index, scenes.length - 1)];
  const take = scene ? p.takes[scene.id] : undefined;
  const fits = scene ? takeFits(take, scene.voice) : false;
  const done = scenes.filter((s) => takeFits(p.takes[s.id], s.voice)).length;

  const release = () => {
    window.clearInterval(timers.current.tick);
    window.clearTimeout(timers.current.limit);
    stream.current?.getTracks().forEach((tr) => tr.stop());
    stream.current = null;
  };
  // Leaving the page (or the own-voice choice) switches the microphone off.
  useEffect(
    () => () => {
      const r = recorder.current;
      if (r?.state === 'recording') {
        r.onstop = null;
        r.stop();
      }
      release();
    },
    [],
  );
  useEffect(() => {
    if (index >= scenes.length && scenes.length) setIndex(scenes.length - 1);
  }, [index, scenes.length]);

  const start = async () => {
    if (!scene) return;
    setError(undefined);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia)
      return setError(t.micUnsupported);
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: false, autoGainControl: true },
      });
    } catch (err) {
      setState('idle');
      return setError(micErrorText(err));
    }
    const forScene = scene;
    const replaces = p.takes[forScene.id]?.id;
    const type = pickMimeType();
    const rec = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = async () => {
      release();
      const blob = new Blob(chunks, { type: rec.mimeType || type || 'audio/webm' });
      setState('checking');
      try {
        const r = await uploadTake(blob, replaces);
        if (p.takes[forScene.id]?.url) URL.revokeObjectURL(p.takes[forScene.id]!.url);
        p.onTake(forScene.id, { ...r, line: forScene.voice, url: URL.createObjectURL(blob) });
      } catch (err) {
        setError(takeErrorText(err));
      } finally {
        setState('idle');
      }
    };
    recorder.current = rec;
    rec.start();
    setSeconds(0);
    setState('recording');
    const began = Date.now();
    timers.current.tick = window.setInterval(() => setSeconds(Math.floor((Date.now() - began) / 1000)), 250);
    timers.current.limit = window.setTimeout(() => rec.state === 'recording' && rec.stop(), MAX_TAKE_MS);
  };
  const stop = () => recorder.current?.state === 'recording' && recorder.current.stop();

  if (!scene) return null;
  const busy = state !== 'idle';
  const btn =
    'inline-flex items-center gap-1.5 rounded-lg border px-3.5 py-2 text-sm font-semibold disabled:opacity-50';
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="scene-recorder">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-semibold text-brand-800" aria-live="polite">
          {p.heading ?? t.progress(index + 1, scenes.length)}
        </p>
        {!p.heading && (
          <p className="text-slate-600" data-testid="takes-done">
            {t.recorded(done, scenes.length)}
          </p>
        )}
      </div>
      <p
        className="mt-3 rounded-lg bg-white p-4 text-2xl font-semibold leading-snug text-slate-900 sm:text-3xl"
        data-testid="teleprompter"
      >
        {scene.voice}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {state === 'recording' ? (
          <button type="button" onClick={stop} className={`${btn} border-red-600 bg-red-600 text-white`}>
            <Square size={16} aria-hidden /> {t.stop}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void start()}
            disabled={busy}
            className={`${btn} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}
          >
            {take ? <RotateCcw size={16} aria-hidden /> : <Mic size={16} aria-hidden />} {take ? t.redo : t.start}
          </button>
        )}
        {state === 'recording' && (
          <span className="text-sm font-medium text-red-700" role="status">
            {t.recording(seconds)}
          </span>
        )}
        {state === 'checking' && (
          <span className="text-sm text-slate-600" role="status">
            {t.checking}
          </span>
        )}
      </div>
      {take && state === 'idle' && (
        <div className="mt-3">
          {fits ? (
            <p className="text-sm text-emerald-700" data-testid="take-ready">
              {t.ready(take.durationSec)}
            </p>
          ) : (
            <p className="text-sm text-amber-800">{t.changed}</p>
          )}
          <audio controls src={take.url} aria-label={t.listen} className="mt-2 w-full max-w-md" />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {!p.heading && (
        <div className="mt-4 flex justify-between gap-2">
          <button
            type="button"
            onClick={() => {
              setError(undefined);
              setIndex(index - 1);
            }}
            disabled={busy || index === 0}
            className={`${btn} border-slate-300 text-slate-700`}
          >
            <ChevronLeft size={16} aria-hidden /> {t.prev}
          </button>
          <button
            type="button"
            onClick={() => {
              setError(undefined);
              setIndex(index + 1);
            }}
            disabled={busy || index >= scenes.length - 1}
            className={`${btn} border-slate-300 text-slate-700`}
          >
            {t.next} <ChevronRight size={16} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
