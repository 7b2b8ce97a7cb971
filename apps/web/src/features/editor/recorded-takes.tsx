import { spokenWords, type SceneTakeRef, type Storyboard, type StoryboardScene, type AdSound } from '@reklamo/contract';
import { Check, Mic, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FileButton } from '../../components/file-button.tsx';
import { api } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { SceneRecorder } from '../create/scene-recorder.tsx';

const t = m.editor.takes;
const btn = 'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold disabled:opacity-50';
const plain = `${btn} border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`;

/** The ad is voiced by the owner scene by scene (not one uploaded file, not a synthetic voice). */
export const isRecordedSound = (sound: AdSound) => sound.voice === 'own' && Array.isArray(sound.sceneTakes);

const takeOf = (sound: AdSound, sceneId: string) => sound.sceneTakes?.find((x) => x.sceneId === sceneId);

/** What a scene needs before the next version: nothing, its take checked after a text edit, or a take at all. */
export function takeState(sound: AdSound, scene: StoryboardScene): 'silent' | 'ok' | 'changed' | 'missing' {
  if (spokenWords(scene.voice) === 0) return 'silent';
  const take = takeOf(sound, scene.id);
  if (!take) return 'missing';
  return take.line === undefined || take.line === scene.voice ? 'ok' : 'changed';
}

/** The numbers (1-based) of the scenes that wait for a recording or a decision. */
export const scenesWaiting = (sb: Storyboard, sound: AdSound) =>
  isRecordedSound(sound)
    ? sb.scenes.flatMap((s, i) => (['changed', 'missing'].includes(takeState(sound, s)) ? [i + 1] : []))
    : [];

function withTake(sound: AdSound, take: SceneTakeRef): AdSound {
  return { ...sound, sceneTakes: [...(sound.sceneTakes ?? []).filter((x) => x.sceneId !== take.sceneId), take] };
}

/**
 * A recorded scene in its card: its take to listen to and record again; after its words change, the
 * choice of recording only this scene again (the create flow's teleprompter), keeping the old take,
 * or a synthetic voice for the whole ad.
 */
export function SceneTake(p: {
  n: number;
  scene: StoryboardScene;
  script: Storyboard;
  sound: AdSound;
  onSound: (s: AdSound) => void;
  synthetic: 'female' | 'male';
}) {
  const [recording, setRecording] = useState(false);
  const state = takeState(p.sound, p.scene);
  if (state === 'silent' && !recording) return null;
  const take = takeOf(p.sound, p.scene.id);
  const syntheticButton = (
    <button type="button" className={plain} onClick={() => p.onSound({ ...p.sound, voice: p.synthetic })}>
      {t.synthetic(m.voice.choices[p.synthetic])}
    </button>
  );
  if (recording) {
    return (
      <div role="group" aria-label={t.label(p.n)}>
        <SceneRecorder
          script={{ ...p.script, scenes: [p.scene] }}
          takes={
            take
              ? {
                  [p.scene.id]: {
                    id: take.takeId,
                    durationSec: take.durationSec ?? 0,
                    line: take.line ?? p.scene.voice,
                    url: `/api/voice/takes/${take.takeId}`,
                  },
                }
              : {}
          }
          onTake={(sceneId, x) =>
            p.onSound(withTake(p.sound, { sceneId, takeId: x.id, line: x.line, durationSec: x.durationSec }))
          }
          heading={t.recorderHeading(p.n)}
        />
        <button type="button" className={`${plain} mt-2`} onClick={() => setRecording(false)}>
          <Check size={15} aria-hidden /> {t.done}
        </button>
      </div>
    );
  }
  if (state === 'ok' && take) {
    return (
      <div
        role="group"
        aria-label={t.label(p.n)}
        className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3"
        data-testid="scene-take"
      >
        <p className="text-sm text-emerald-800">{t.recorded(take.durationSec)}</p>
        <div className="flex flex-wrap items-center gap-2">
          <audio
            controls
            preload="none"
            src={`/api/voice/takes/${take.takeId}`}
            aria-label={t.listen(p.n)}
            className="h-9 w-full max-w-xs"
          />
          <button type="button" className={plain} onClick={() => setRecording(true)}>
            <RotateCcw size={15} aria-hidden /> {t.rerecord}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-label={t.label(p.n)}
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
      data-testid="scene-take"
    >
      <p className="text-sm font-medium text-amber-900">{state === 'changed' ? t.changed(p.n) : t.missing(p.n)}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${btn} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}
          onClick={() => setRecording(true)}
        >
          <Mic size={15} aria-hidden /> {state === 'changed' ? t.rerecord : t.record}
        </button>
        {state === 'changed' && take && (
          <button
            type="button"
            className={plain}
            onClick={() => p.onSound(withTake(p.sound, { ...take, line: p.scene.voice }))}
          >
            {t.keep}
          </button>
        )}
        {syntheticButton}
      </div>
    </div>
  );
}

/**
 * The sound panel's own-voice part: recorded scene by scene (the takes live in the scene cards), or
 * one uploaded file, chosen with our own Bulgarian file button.
 */
export function OwnVoiceChoice(p: {
  sb: Storyboard;
  sound: AdSound;
  onSound: (s: AdSound) => void;
  onError: (err: unknown) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const r = await api<{ id: string }>('/api/voice/own', { method: 'POST', body: form });
      p.onSound({ ...p.sound, voice: 'own', ownVoiceId: r.id, sceneTakes: undefined });
    } catch (err) {
      p.onError(err);
    } finally {
      setUploading(false);
    }
  };
  const spoken = p.sb.scenes.filter((s) => spokenWords(s.voice) > 0);
  const recorded = isRecordedSound(p.sound);
  return (
    <div className="grid gap-2 text-xs font-medium text-slate-700" data-testid="own-voice-choice">
      {recorded ? (
        <p className="text-sm font-normal text-slate-700">
          {t.summary(spoken.filter((s) => takeState(p.sound, s) === 'ok').length, spoken.length)}
        </p>
      ) : (
        <>
          <p className="text-sm font-normal text-slate-600">
            {p.sound.ownVoiceId ? m.editor.ownVoiceKept : t.chooseHow}
          </p>
          <button
            type="button"
            className={`${plain} self-start`}
            onClick={() =>
              p.onSound({ ...p.sound, voice: 'own', ownVoiceId: undefined, sceneTakes: p.sound.sceneTakes ?? [] })
            }
          >
            <Mic size={15} aria-hidden /> {t.recordScenes}
          </button>
        </>
      )}
      <p className="font-normal text-slate-600">{recorded ? t.uploadInstead : m.voice.ownLabel}</p>
      <FileButton
        label={m.voice.ownLabel}
        accept="audio/*,.mp3,.wav,.m4a,.ogg,.webm"
        busy={uploading}
        busyText={m.voice.ownUploading}
        onFile={(f) => void upload(f)}
      />
    </div>
  );
}
