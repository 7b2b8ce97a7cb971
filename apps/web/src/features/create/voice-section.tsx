import { VOICE_PACES, type AdSound, type Storyboard, type VoiceChoice } from '@reklamo/contract';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { api, ApiError } from '../../lib/api.ts';
import { FileButton } from '../../components/file-button.tsx';
import { m } from '../../messages/index.ts';
import type { CreateAction, CreateState, FactsState } from './draft-reducer.ts';
import { SceneRecorder, scenesToRecord, takeFits, type SceneTake } from './scene-recorder.tsx';

const t = m.voice;

type Options = { provider: string; genders: ('female' | 'male')[]; ownVoice: boolean; ownMusic: boolean };
const errorText = (err: unknown) =>
  err instanceof ApiError ? (t.errors[err.code] ?? t.errors.default!) : t.errors.default!;

async function uploadAudio(path: string, file: File): Promise<{ id: string; durationSec: number }> {
  const form = new FormData();
  form.append('file', file);
  return api(path, { method: 'POST', body: form });
}

type VoiceState = Pick<CreateState, 'ui'> & { draft: Pick<CreateState['draft'], 'sound'> };

/** The own voice is being read scene by scene (not one uploaded file). */
const isRecording = ({ draft, ui }: VoiceState) => draft.sound.voice === 'own' && ui.ownMode === 'record';

/** The chosen variant when the owner reads it scene by scene: the takes belong to its scenes. */
export const recordedScript = (state: VoiceState, script: Storyboard | undefined) =>
  isRecording(state) ? script : undefined;

/** The sound to ask for: the draft's, with only the own voice this choice uses (one file, or the takes). */
export function requestSound(state: VoiceState, script: Storyboard | undefined): AdSound {
  const { voice, pace, captions, ownVoiceId, musicId } = state.draft.sound;
  const recorded = recordedScript(state, script);
  return {
    voice,
    pace,
    captions,
    ...(voice === 'own' && state.ui.ownMode === 'upload' && ownVoiceId ? { ownVoiceId } : {}),
    ...(recorded
      ? { sceneTakes: scenesToRecord(recorded).map((s) => ({ sceneId: s.id, takeId: state.ui.takes[s.id]!.id })) }
      : {}),
    ...(musicId ? { musicId } : {}),
  };
}

/** What the voice still needs before Generate, in words; undefined when nothing. */
export function missingVoice(state: VoiceState, script: Storyboard | undefined): string | undefined {
  if (isRecording(state)) {
    const toRecord = scenesToRecord(script);
    const left = toRecord.filter((s) => !takeFits(state.ui.takes[s.id], s.voice)).length;
    return !script || !toRecord.length ? t.record.noScriptMissing : left ? t.record.missing(left) : undefined;
  }
  return state.draft.sound.voice === 'own' && !state.draft.sound.ownVoiceId ? t.ownMissing : undefined;
}

export function VoiceSection({
  state,
  dispatch,
  script,
}: {
  state: FactsState;
  dispatch: Dispatch<CreateAction>;
  /** The chosen script variant: its lines are what the user records. */ script?: Storyboard;
}) {
  const { sound } = state.draft;
  const { ownMode, takes } = state.ui;
  const businessName = state.draft.facts.BusinessName;
  const onTake = (sceneId: string, take: SceneTake) => dispatch({ type: 'takeRecorded', sceneId, take });
  const [options, setOptions] = useState<Options>();
  const [busy, setBusy] = useState<'sample' | 'own' | 'music' | null>(null);
  const [error, setError] = useState<string>();
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    api<Options>('/api/voice/options').then(setOptions, () =>
      setOptions({ provider: 'espeak', genders: ['female', 'male'], ownVoice: true, ownMusic: false }),
    );
  }, []);

  const choices: VoiceChoice[] = [...(options?.genders ?? ['female', 'male']), 'own', 'none'];
  const speaking = sound.voice === 'female' || sound.voice === 'male';

  const playSample = async () => {
    setBusy('sample');
    setError(undefined);
    try {
      const q = new URLSearchParams({ name: businessName, voice: sound.voice, pace: sound.pace });
      const res = await fetch(`/api/voice/sample?${q}`, { credentials: 'same-origin' });
      if (!res.ok) throw new ApiError(res.status, res.status === 429 ? 'RATE_LIMITED' : 'VOICE_SAMPLE_FAILED');
      const url = URL.createObjectURL(await res.blob());
      audio.current?.pause();
      audio.current = new Audio(url);
      await audio.current.play().catch(() => {});
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const onFile = async (kind: 'own' | 'music', file: File | undefined) => {
    if (!file) return;
    setBusy(kind);
    setError(undefined);
    try {
      const r = await uploadAudio(kind === 'own' ? '/api/voice/own' : '/api/voice/music', file);
      dispatch({
        type: 'soundChanged',
        patch: kind === 'own' ? { ownVoiceId: r.id, ownVoiceSec: r.durationSec } : { musicId: r.id },
      });
    } catch (err) {
      setError(errorText(err));
      if (kind === 'own') dispatch({ type: 'soundChanged', patch: { ownVoiceId: undefined, ownVoiceSec: undefined } });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      aria-labelledby="voice-heading"
    >
      <h2 id="voice-heading" className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.hint}</p>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-slate-700">{t.who}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {choices.map((c) => (
            <label
              key={c}
              className={`cursor-pointer rounded-lg border px-3.5 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${sound.voice === c ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:border-brand-500'}`}
            >
              <input
                type="radio"
                name="voice"
                value={c}
                checked={sound.voice === c}
                onChange={() => dispatch({ type: 'soundChanged', patch: { voice: c } })}
                className="sr-only"
              />
              {t.choices[c]}
            </label>
          ))}
        </div>
      </fieldset>
      {speaking && (
        <div className="mt-5 flex flex-wrap items-end gap-4">
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t.pace}</legend>
            <div className="mt-2 flex gap-2">
              {VOICE_PACES.map((p) => (
                <label
                  key={p}
                  className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${sound.pace === p ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700'}`}
                >
                  <input
                    type="radio"
                    name="pace"
                    value={p}
                    checked={sound.pace === p}
                    onChange={() => dispatch({ type: 'soundChanged', patch: { pace: p } })}
                    className="sr-only"
                  />
                  {t.paces[p]}
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            onClick={playSample}
            disabled={busy === 'sample'}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-700 hover:border-brand-500 hover:text-brand-700 disabled:opacity-60"
          >
            <Play size={16} aria-hidden /> {busy === 'sample' ? t.sampleLoading : t.sample}
          </button>
        </div>
      )}
      {sound.voice === 'own' && (
        <div className="mt-5">
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t.ownModesLabel}</legend>
            <div className="mt-2 flex gap-2">
              {(['record', 'upload'] as const).map((mode) => (
                <label
                  key={mode}
                  className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${ownMode === mode ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700'}`}
                >
                  <input
                    type="radio"
                    name="own-mode"
                    value={mode}
                    checked={ownMode === mode}
                    onChange={() => dispatch({ type: 'ownModeChosen', mode })}
                    className="sr-only"
                  />
                  {t.ownModes[mode]}
                </label>
              ))}
            </div>
          </fieldset>
          {ownMode === 'record' ? (
            <>
              <p className="mt-3 text-sm text-slate-600">{t.record.hint}</p>
              {script && scenesToRecord(script).length ? (
                <SceneRecorder script={script} takes={takes} onTake={onTake} />
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t.record.noScript}</p>
              )}
            </>
          ) : (
            <>
              <p className="mt-3 text-sm text-slate-600">{t.ownHint}</p>
              <p className="mt-2 text-sm font-medium text-slate-700" aria-hidden>
                {t.ownLabel}
              </p>
              <FileButton
                className="mt-1"
                label={t.ownLabel}
                accept="audio/*,.mp3,.wav,.m4a,.ogg,.webm"
                busy={busy === 'own'}
                busyText={t.ownUploading}
                onFile={(f) => void onFile('own', f)}
              />
              {sound.ownVoiceId && busy !== 'own' && (
                <p className="mt-1 text-sm text-emerald-700" data-testid="own-voice-ready">
                  {t.ownReady(sound.ownVoiceSec ?? 0)}
                </p>
              )}
            </>
          )}
        </div>
      )}
      <label className="mt-5 flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={sound.captions}
          onChange={(e) => dispatch({ type: 'soundChanged', patch: { captions: e.target.checked } })}
          className="h-4 w-4"
        />
        {t.captions}
      </label>
      {options?.ownMusic && (
        <div className="mt-5">
          <p className="block text-sm font-medium text-slate-700" aria-hidden>
            {t.music}
          </p>
          <p className="text-xs text-slate-500">{t.musicHint}</p>
          <FileButton
            className="mt-1"
            label={t.music}
            accept="audio/*,.mp3,.wav,.m4a"
            busy={busy === 'music'}
            busyText={t.musicUploading}
            onFile={(f) => void onFile('music', f)}
          />
          {sound.musicId && <p className="mt-1 text-sm text-emerald-700">{t.musicReady}</p>}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
