import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ASPECT_RATIOS, BASIC_STYLES, STORYBOARD_LIMITS, type AspectRatio, type Storyboard, type StoryboardScene, type StyleId, type Video, type VideoEditor as Editor } from '@reklamo/contract';
import { ArrowDown, ArrowLeft, ArrowUp, Layers, Plus, Save, Sparkles, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { useUsage } from '../dashboard/use-profile.ts';
import { VIDEOS_KEY } from '../library/videos-api.ts';
import { usePreviewBrand } from '../preview/use-preview-brand.ts';

const AdPreview = lazy(() => import('../preview/ad-preview.tsx'));

const t = m.editor;
const d = m.create.details;
const field = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';
const btn = 'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 transition hover:border-brand-500 hover:text-brand-700 disabled:opacity-50';

const editorKey = (id: string) => ['video-editor', id] as const;
const enc = encodeURIComponent;

const errorText = (err: unknown) => (err instanceof ApiError ? (t.errors[err.code] ?? (err.status === 429 ? m.common.rateLimited : t.failed)) : t.failed);

/**
 * A finished ad's script as scene cards (on-screen text, spoken line, order), its style and format,
 * with the live preview playing the edit. Saving renders the next version of the same video.
 */
export default function VideoEditor({ id }: { id: string }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const usage = useUsage();
  const q = useQuery({ queryKey: editorKey(id), queryFn: () => api<Editor>(`/api/videos/${enc(id)}/editor`) });
  const [sb, setSb] = useState<Storyboard | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string }>();
  useEffect(() => {
    if (q.data?.storyboard && !sb) setSb(q.data.storyboard);
  }, [q.data, sb]);
  const { brand } = usePreviewBrand(Boolean(usage.data?.hasBrandKit));
  const allowed = usage.data?.allowedStyles ?? BASIC_STYLES;

  const save = () => api<Editor>(`/api/videos/${enc(id)}/storyboard`, { method: 'PATCH', json: sb });
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
  if (q.isError) return <p role="alert" className="text-red-700">{errorText(q.error) || t.loadFailed}</p>;
  if (!q.data.storyboard || !sb) return <p className="text-slate-700">{t.noScript}</p>;

  const editor = q.data;
  const busy = saveM.isPending || renderM.isPending || formatsM.isPending;
  const setScenes = (scenes: StoryboardScene[]) => {
    setSb({ ...sb, scenes });
    setNotice(undefined);
  };
  const setScene = (i: number, patch: Partial<StoryboardScene>) => setScenes(sb.scenes.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...sb.scenes];
    const [s] = next.splice(i, 1);
    next.splice(i + by, 0, s!);
    setScenes(next);
  };
  const addScene = () =>
    setScenes([
      ...sb.scenes.slice(0, -1),
      { id: `e${Date.now().toString(36)}`, kind: 'service', voice: '', onScreen: { headline: t.newHeadline }, visual: { kind: 'illustration', keywords: [] }, durationSec: 3 },
      ...sb.scenes.slice(-1),
    ]);
  const { usedToday, freePerDay } = editor.rerenders;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Link to="/dashboard?section=inspiration" className="inline-flex items-center gap-1.5 self-start rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100">
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
                  <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{m.create.script.kinds[s.kind]}</span>
                  <span className="ml-auto flex gap-1">
                    <button type="button" className={btn} onClick={() => move(i, -1)} disabled={i === 0} aria-label={t.up(i + 1)}>
                      <ArrowUp size={14} aria-hidden />
                    </button>
                    <button type="button" className={btn} onClick={() => move(i, 1)} disabled={i === sb.scenes.length - 1} aria-label={t.down(i + 1)}>
                      <ArrowDown size={14} aria-hidden />
                    </button>
                    <button type="button" className={btn} onClick={() => setScenes(sb.scenes.filter((_, j) => j !== i))} disabled={sb.scenes.length <= STORYBOARD_LIMITS.minScenes} aria-label={t.remove(i + 1)}>
                      <Trash2 size={14} aria-hidden />
                    </button>
                  </span>
                </div>
                <div className="grid gap-2">
                  <label className="text-xs font-medium text-slate-700">
                    {t.headline(i + 1)}
                    <input className={field} value={s.onScreen.headline} maxLength={STORYBOARD_LIMITS.headlineMax} onChange={(e) => setScene(i, { onScreen: { ...s.onScreen, headline: e.target.value } })} />
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
                  <label className="text-xs font-medium text-slate-700">
                    {t.voice(i + 1)}
                    <textarea className={field} rows={2} value={s.voice} maxLength={STORYBOARD_LIMITS.voiceMax} onChange={(e) => setScene(i, { voice: e.target.value })} />
                  </label>
                </div>
              </li>
            ))}
          </ol>
          <button type="button" className={`${btn} self-start`} onClick={addScene} disabled={sb.scenes.length >= STORYBOARD_LIMITS.maxScenes}>
            <Plus size={16} aria-hidden /> {t.add}
          </button>
        </section>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <Suspense fallback={<p className="text-sm text-slate-600">{m.preview.loading}</p>}>
            <AdPreview storyboard={sb} aspect={sb.aspectRatio} style={sb.style} brand={brand} label={t.previewLabel} width={sb.aspectRatio === '16:9' ? 640 : 400} />
          </Suspense>
          <fieldset className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t.look}</legend>
            <label className="text-xs font-medium text-slate-700">
              {t.style}
              <select className={field} value={sb.style} onChange={(e) => setSb({ ...sb, style: e.target.value as StyleId })}>
                {allowed.map((s) => (
                  <option key={s} value={s}>
                    {d.styles[s].name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-xs font-medium text-slate-700">
              {t.aspect}
              <select className={field} value={sb.aspectRatio} onChange={(e) => setSb({ ...sb, aspectRatio: e.target.value as AspectRatio })}>
                {ASPECT_RATIOS.map((a) => (
                  <option key={a} value={a}>
                    {a} · {d.aspects[a]}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          {notice && (
            <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${notice.kind === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-emerald-200 bg-emerald-50 text-emerald-800'}`}>
              {notice.text}
            </p>
          )}
          <div className="flex flex-col gap-2">
            <button type="button" className={btn} onClick={() => saveM.mutate()} disabled={busy}>
              <Save size={16} aria-hidden /> {t.save}
            </button>
            <button
              type="button"
              onClick={() => renderM.mutate()}
              disabled={busy || usedToday >= freePerDay}
              aria-describedby="render-note"
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white transition hover:bg-brand-700 disabled:opacity-50"
            >
              <Sparkles size={16} aria-hidden /> {t.render}
            </button>
            <p id="render-note" className="text-xs text-slate-600">
              {t.renderNote(usedToday, freePerDay)}
            </p>
            <button type="button" className={btn} onClick={() => formatsM.mutate()} disabled={busy || editor.video.status !== 'completed'} aria-describedby="formats-note">
              <Layers size={16} aria-hidden /> {t.formats}
            </button>
            <p id="formats-note" className="text-xs text-slate-600">
              {t.formatsNote}
            </p>
          </div>
          {editor.versions.length > 0 && (
            <section aria-labelledby="versions-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
              <h2 id="versions-heading" className="text-sm font-semibold text-slate-900">
                {t.versions}
              </h2>
              <ul className="mt-2 flex flex-col gap-1.5 text-sm">
                {editor.versions.map((v) => (
                  <li key={v.version} className="flex items-center justify-between gap-2">
                    <span className="text-slate-700">{t.versionItem(v.version, new Date(v.created_at).toLocaleDateString('bg-BG'))}</span>
                    {v.download_url && (
                      <a className="font-semibold text-brand-700 hover:underline" href={v.download_url} download>
                        {t.download}
                      </a>
                    )}
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
