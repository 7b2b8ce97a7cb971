import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASPECT_RATIOS,
  BASIC_STYLES,
  MUSIC_MOODS,
  STORYBOARD_LIMITS,
  VOICE_PACES,
  type AspectRatio,
  type MediaItem,
  type MusicMood,
  type SceneVisual,
  type Storyboard,
  type StoryboardScene,
  type StyleId,
  type Video,
  type VideoEditor as Editor,
  type AdSound,
  type VoiceChoice,
  type VoicePace,
} from '@reklamo/contract';
import { ArrowDown, ArrowLeft, ArrowUp, Download, Layers, Plus, Save, Sparkles, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, ApiError } from '../../lib/api.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import { m } from '../../messages/index.ts';
import { useUsage } from '../dashboard/use-profile.ts';
import { CaptionLinks } from '../library/caption-links.tsx';
import { FileButton } from '../../components/file-button.tsx';
import { PictureCredits } from '../library/picture-credits.tsx';
import { VIDEOS_KEY } from '../library/videos-api.ts';
import { usePreviewBrand } from '../preview/use-preview-brand.ts';
import { listMedia, MEDIA_KEY } from '../media/api.ts';

import { editorReducer, editToSave, initialEditorState, type Notice } from './editor-reducer.ts';
import { isRecordedSound, OwnVoiceChoice, SceneTake, scenesWaiting } from './recorded-takes.tsx';
import { fixableWords, PronunciationFixer } from '../pronunciation/pronunciation-fixer.tsx';

const AdPreview = lazy(() => import('../preview/ad-preview.tsx'));

const t = m.editor;
const d = m.create.details;
const field =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';
const btn =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 transition hover:border-brand-500 hover:text-brand-700 disabled:opacity-50';

const editorKey = (id: string) => ['video-editor', id] as const;
const enc = encodeURIComponent;

/** Unsaved edits are kept on the server (the video's draft) this long after the last change. */
const AUTOSAVE_MS = 1000;

type VoiceOptions = { genders: ('female' | 'male')[]; ownMusic: boolean };

/** A scene's picture as the select shows it: the writer's choice, an illustration, none, or one of the user's media. */
function pictureValue(v: SceneVisual): string {
  if (!v.pinned) return 'auto';
  if ((v.kind === 'photo' || v.kind === 'clip') && v.mediaId) return `m:${v.mediaId}`;
  return v.kind === 'none' ? 'none' : 'illustration';
}

function pictureFor(
  value: string,
  current: SceneVisual,
  original: SceneVisual | undefined,
  media: MediaItem[],
): SceneVisual {
  const keywords = current.keywords;
  if (value === 'auto') return { ...(original ?? { kind: 'illustration', keywords }), pinned: undefined };
  if (value === 'none') return { kind: 'none', keywords, pinned: true };
  const item = value.startsWith('m:') ? media.find((x) => x.id === value.slice(2)) : undefined;
  if (item) return { kind: item.kind, keywords, mediaId: item.id, pinned: true };
  return { kind: 'illustration', keywords, ...(current.icon ? { icon: current.icon } : {}), pinned: true };
}

const errorText = (err: unknown) =>
  err instanceof ApiError ? (t.errors[err.code] ?? (err.status === 429 ? m.common.rateLimited : t.failed)) : t.failed;

/**
 * A finished ad's script as scene cards (on-screen text, spoken line, order), its style and format,
 * with the live preview playing the edit. Saving renders the next version of the same video.
 */
export default function VideoEditor({ id }: { id: string }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const usage = useUsage();
  const q = useQuery({ queryKey: editorKey(id), queryFn: () => api<Editor>(`/api/videos/${enc(id)}/editor`) });
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const { sb, sound, original, notice } = state;
  const setNotice = (n: Notice | undefined) => dispatch({ type: 'notice', notice: n });
  const mediaList = useQuery({ queryKey: MEDIA_KEY, queryFn: listMedia });
  const voiceOptions = useQuery({
    queryKey: ['voice-options'],
    queryFn: () => api<VoiceOptions>('/api/voice/options'),
  });
  const media = mediaList.data?.items ?? [];
  // What the preview draws: the ad's media in order, then any picked for a scene here.
  const previewIds = [
    ...new Set([
      ...(q.data?.mediaIds ?? []),
      ...(sb?.scenes ?? []).flatMap((s) => (s.visual.pinned && s.visual.mediaId ? [s.visual.mediaId] : [])),
    ]),
  ];
  const previewMedia = previewIds.flatMap((mid) => media.find((x) => x.id === mid) ?? []);
  useEffect(() => {
    if (q.data?.storyboard && !sb) dispatch({ type: 'loaded', storyboard: q.data.storyboard, sound: q.data.sound });
  }, [q.data, sb]);
  useAutosave(`/api/videos/${enc(id)}/storyboard`, 'PATCH', editToSave(state), AUTOSAVE_MS);
  const { brand } = usePreviewBrand(Boolean(usage.data?.hasBrandKit));
  const allowed = usage.data?.allowedStyles ?? BASIC_STYLES;

  const save = () => api<Editor>(`/api/videos/${enc(id)}/storyboard`, { method: 'PATCH', json: { ...sb, sound } });
  const onError = (err: unknown) => setNotice({ kind: 'error', text: errorText(err) });
  const saveM = useMutation({
    mutationFn: save,
    onSuccess: (data) => {
      qc.setQueryData(editorKey(id), data);
      setNotice({ kind: 'ok', text: t.saved });
    },
    onError,
  });
  const renderM = useMutation({
    mutationFn: async () => {
      await save();
      return api<Video>(`/api/videos/${enc(id)}/render`, { method: 'POST' });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: VIDEOS_KEY });
      navigate('/dashboard?section=inspiration');
    },
    onError,
  });
  const formatsM = useMutation({
    mutationFn: () => api<{ videos: Video[] }>(`/api/videos/${enc(id)}/formats`, { method: 'POST' }),
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: VIDEOS_KEY });
      setNotice({ kind: 'ok', text: t.formatsStarted(r.videos.length) });
    },
    onError,
  });

  if (q.isPending) return <p className="text-slate-600">{t.loading}</p>;
  if (q.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorText(q.error) || t.loadFailed}
      </p>
    );
  if (!q.data.storyboard || !sb) return <p className="text-slate-700">{t.noScript}</p>;

  const editor = q.data;
  const busy = saveM.isPending || renderM.isPending || formatsM.isPending;
  const changeSound = (x: AdSound) => dispatch({ type: 'soundChanged', patch: x });
  const genders = voiceOptions.data?.genders ?? ['female', 'male'];
  const render = () => {
    // A recorded ad renders once every scene with words has its take (or the owner kept the old one).
    const waiting = scenesWaiting(sb, sound);
    if (waiting.length) return setNotice({ kind: 'error', text: t.takes.renderBlocked(waiting) });
    renderM.mutate();
  };
  const setScene = (index: number, patch: Partial<StoryboardScene>) => dispatch({ type: 'sceneChanged', index, patch });
  const move = (index: number, by: -1 | 1) => dispatch({ type: 'sceneMoved', index, by });
  const addScene = () =>
    dispatch({
      type: 'sceneAdded',
      scene: {
        id: `e${Date.now().toString(36)}`,
        kind: 'service',
        voice: '',
        onScreen: { headline: t.newHeadline },
        visual: { kind: 'illustration', keywords: [] },
        durationSec: 3,
      },
    });
  const { usedToday, freePerDay } = editor.rerenders;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Link
        to="/dashboard?section=inspiration"
        className="inline-flex items-center gap-1.5 self-start rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
      >
        <ArrowLeft size={16} aria-hidden /> {t.back}
      </Link>
      <h1 className="truncate text-2xl font-bold text-slate-900" title={editor.video.title}>
        {t.heading}: {editor.video.title}
      </h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
        <section aria-labelledby="scenes-heading" className="flex flex-col gap-3">
          <h2 id="scenes-heading" className="text-lg font-semibold text-slate-900">
            {t.scenes}
          </h2>
          <ol className="flex flex-col gap-3">
            {sb.scenes.map((s, i) => (
              <li key={s.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="mb-3 flex items-center gap-2">
                  <span className="text-sm font-semibold text-slate-900">{t.scene(i + 1)}</span>
                  <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                    {m.create.script.kinds[s.kind]}
                  </span>
                  <span className="ml-auto flex gap-1">
                    <button
                      type="button"
                      className={btn}
                      onClick={() => move(i, -1)}
                      disabled={i === 0}
                      aria-label={t.up(i + 1)}
                    >
                      <ArrowUp size={14} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={btn}
                      onClick={() => move(i, 1)}
                      disabled={i === sb.scenes.length - 1}
                      aria-label={t.down(i + 1)}
                    >
                      <ArrowDown size={14} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={btn}
                      onClick={() => dispatch({ type: 'sceneRemoved', index: i })}
                      disabled={sb.scenes.length <= STORYBOARD_LIMITS.minScenes}
                      aria-label={t.remove(i + 1)}
                    >
                      <Trash2 size={14} aria-hidden />
                    </button>
                  </span>
                </div>
                <div className="grid gap-2">
                  <label className="text-xs font-medium text-slate-700">
                    {t.headline(i + 1)}
                    <input
                      className={field}
                      value={s.onScreen.headline}
                      maxLength={STORYBOARD_LIMITS.headlineMax}
                      onChange={(e) => setScene(i, { onScreen: { ...s.onScreen, headline: e.target.value } })}
                    />
                  </label>
                  <label className="text-xs font-medium text-slate-700">
                    {t.sub(i + 1)}
                    <input
                      className={field}
                      value={s.onScreen.sub ?? ''}
                      maxLength={STORYBOARD_LIMITS.subMax}
                      onChange={(e) => setScene(i, { onScreen: { ...s.onScreen, sub: e.target.value || undefined } })}
                    />
                  </label>
                  <div className="flex items-end gap-2">
                    <label className="min-w-0 flex-1 text-xs font-medium text-slate-700">
                      {t.picture(i + 1)}
                      <select
                        className={field}
                        value={pictureValue(s.visual)}
                        onChange={(e) =>
                          setScene(i, {
                            visual: pictureFor(
                              e.target.value,
                              s.visual,
                              original?.scenes.find((o) => o.id === s.id)?.visual,
                              media,
                            ),
                          })
                        }
                      >
                        <option value="auto">{t.pictures.auto}</option>
                        <option value="illustration">{t.pictures.illustration}</option>
                        <option value="none">{t.pictures.none}</option>
                        {media.map((item) => (
                          <option key={item.id} value={`m:${item.id}`}>
                            {t.pictures.media(item.originalName || item.id.slice(0, 8), item.kind === 'clip')}
                          </option>
                        ))}
                      </select>
                    </label>
                    {s.visual.pinned && s.visual.mediaId && media.some((x) => x.id === s.visual.mediaId) && (
                      <img
                        src={media.find((x) => x.id === s.visual.mediaId)!.thumbnailUrl}
                        alt=""
                        className="h-10 w-10 shrink-0 rounded-md object-cover"
                      />
                    )}
                  </div>
                  <label className="text-xs font-medium text-slate-700">
                    {t.voice(i + 1)}
                    <textarea
                      className={field}
                      rows={2}
                      value={s.voice}
                      maxLength={STORYBOARD_LIMITS.voiceMax}
                      onChange={(e) => setScene(i, { voice: e.target.value })}
                    />
                  </label>
                  {isRecordedSound(sound) && (
                    <SceneTake
                      n={i + 1}
                      scene={s}
                      script={sb}
                      sound={sound}
                      onSound={changeSound}
                      synthetic={genders[0] ?? 'female'}
                    />
                  )}
                </div>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={`${btn} self-start`}
            onClick={addScene}
            disabled={sb.scenes.length >= STORYBOARD_LIMITS.maxScenes}
          >
            <Plus size={16} aria-hidden /> {t.add}
          </button>
        </section>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <Suspense fallback={<p className="text-sm text-slate-600">{m.preview.loading}</p>}>
            <AdPreview
              storyboard={sb}
              aspect={sb.aspectRatio}
              style={sb.style}
              brand={brand}
              captions={sound.captions}
              media={previewMedia}
              label={t.previewLabel}
              width={sb.aspectRatio === '16:9' ? 640 : 400}
            />
          </Suspense>
          <fieldset className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t.look}</legend>
            <label className="text-xs font-medium text-slate-700">
              {t.style}
              <select
                className={field}
                value={sb.style}
                onChange={(e) => dispatch({ type: 'styleChosen', style: e.target.value as StyleId })}
              >
                {allowed.map((s) => (
                  <option key={s} value={s}>
                    {d.styles[s].name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-xs font-medium text-slate-700">
              {t.aspect}
              <select
                className={field}
                value={sb.aspectRatio}
                onChange={(e) => dispatch({ type: 'aspectChosen', aspectRatio: e.target.value as AspectRatio })}
              >
                {ASPECT_RATIOS.map((a) => (
                  <option key={a} value={a}>
                    {a} · {d.aspects[a]}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          <SoundPanel
            sb={sb}
            sound={sound}
            onSound={changeSound}
            genders={genders}
            ownMusic={voiceOptions.data?.ownMusic ?? false}
            onError={onError}
          />
          {(sound.voice === 'female' || sound.voice === 'male') && (
            <PronunciationFixer words={fixableWords(sb.facts, sb)} gender={sound.voice} pace={sound.pace} />
          )}
          <p className="text-xs text-slate-500">{t.autosaved}</p>
          {notice && (
            <p
              role={notice.kind === 'error' ? 'alert' : 'status'}
              className={`rounded-lg border px-3 py-2 text-sm ${notice.kind === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-emerald-200 bg-emerald-50 text-emerald-800'}`}
            >
              {notice.text}
            </p>
          )}
          <div className="flex flex-col gap-2">
            <button type="button" className={btn} onClick={() => saveM.mutate()} disabled={busy}>
              <Save size={16} aria-hidden /> {t.save}
            </button>
            <button
              type="button"
              onClick={render}
              disabled={busy || usedToday >= freePerDay}
              aria-describedby="render-note"
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white transition hover:bg-brand-700 disabled:opacity-50"
            >
              <Sparkles size={16} aria-hidden /> {t.render}
            </button>
            <p id="render-note" className="text-xs text-slate-600">
              {t.renderNote(usedToday, freePerDay)}
            </p>
            <button
              type="button"
              className={btn}
              onClick={() => formatsM.mutate()}
              disabled={busy || editor.video.status !== 'completed'}
              aria-describedby="formats-note"
            >
              <Layers size={16} aria-hidden /> {t.formats}
            </button>
            <p id="formats-note" className="text-xs text-slate-600">
              {t.formatsNote}
            </p>
          </div>
          {editor.video.download_url && (
            <section
              aria-labelledby="current-files-heading"
              className="flex flex-col gap-1.5 rounded-2xl border border-slate-200 bg-white p-4 text-sm"
            >
              <h2 id="current-files-heading" className="text-sm font-semibold text-slate-900">
                {t.currentFiles(editor.video.version ?? 1)}
              </h2>
              <a
                className="inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline"
                href={editor.video.download_url}
                download
              >
                <Download size={15} aria-hidden /> {t.downloadMp4}
              </a>
              <CaptionLinks video={editor.video} />
            </section>
          )}
          {editor.versions.length > 0 && (
            <section aria-labelledby="versions-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
              <h2 id="versions-heading" className="text-sm font-semibold text-slate-900">
                {t.versions}
              </h2>
              <ul className="mt-2 flex flex-col gap-1.5 text-sm">
                {editor.versions.map((v) => (
                  <li key={v.version}>
                    <div className="flex items-center justify-between gap-2">
                      <span className="text-slate-700">
                        {t.versionItem(v.version, new Date(v.created_at).toLocaleDateString('bg-BG'))}
                      </span>
                      {v.download_url && (
                        <a className="font-semibold text-brand-700 hover:underline" href={v.download_url} download>
                          {t.download}
                        </a>
                      )}
                    </div>
                    {v.credits.length > 0 && <PictureCredits credits={v.credits} className="mt-0.5 text-xs" />}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}

/** Who speaks, how fast, captions and the music bed of the next version. */
function SoundPanel({
  sb,
  sound,
  onSound,
  genders,
  ownMusic,
  onError,
}: {
  sb: Storyboard;
  sound: AdSound;
  onSound: (s: AdSound) => void;
  genders: ('female' | 'male')[];
  ownMusic: boolean;
  onError: (err: unknown) => void;
}) {
  const [uploading, setUploading] = useState<'music' | null>(null);
  const voices: VoiceChoice[] = [...genders, 'own', 'none'];
  const musicValue = sound.musicId ? 'own' : (sound.musicMood ?? 'auto');
  const upload = async (file: File) => {
    setUploading('music');
    try {
      const form = new FormData();
      form.append('file', file);
      const r = await api<{ id: string }>('/api/voice/music', { method: 'POST', body: form });
      onSound({ ...sound, musicId: r.id, musicMood: undefined });
    } catch (err) {
      onError(err);
    } finally {
      setUploading(null);
    }
  };
  return (
    <fieldset className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t.sound}</legend>
      <label className="text-xs font-medium text-slate-700">
        {t.voiceLabel}
        <select
          className={field}
          value={sound.voice}
          onChange={(e) => onSound({ ...sound, voice: e.target.value as VoiceChoice })}
        >
          {voices.map((v) => (
            <option key={v} value={v}>
              {m.voice.choices[v]}
            </option>
          ))}
        </select>
      </label>
      {sound.voice === 'own' && <OwnVoiceChoice sb={sb} sound={sound} onSound={onSound} onError={onError} />}
      {(sound.voice === 'female' || sound.voice === 'male') && (
        <label className="text-xs font-medium text-slate-700">
          {t.paceLabel}
          <select
            className={field}
            value={sound.pace}
            onChange={(e) => onSound({ ...sound, pace: e.target.value as VoicePace })}
          >
            {VOICE_PACES.map((p) => (
              <option key={p} value={p}>
                {m.voice.paces[p]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="text-xs font-medium text-slate-700">
        {t.musicLabel}
        <select
          className={field}
          value={musicValue}
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'own') return;
            onSound({ ...sound, musicId: undefined, musicMood: v === 'auto' ? undefined : (v as MusicMood) });
          }}
        >
          <option value="auto">{t.music.auto}</option>
          {MUSIC_MOODS.map((mood) => (
            <option key={mood} value={mood}>
              {t.music[mood]}
            </option>
          ))}
          {sound.musicId && <option value="own">{t.music.own}</option>}
        </select>
      </label>
      {ownMusic && (
        <div className="grid gap-1 text-xs font-medium text-slate-700">
          <span aria-hidden>{t.musicUpload}</span>
          <FileButton
            label={t.musicUpload}
            accept="audio/*,.mp3,.wav,.m4a"
            busy={uploading === 'music'}
            busyText={m.voice.musicUploading}
            onFile={(f) => void upload(f)}
          />
        </div>
      )}
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={sound.captions}
          onChange={(e) => onSound({ ...sound, captions: e.target.checked })}
        />
        {t.captions}
      </label>
    </fieldset>
  );
}
