import { Coffee, Dumbbell, Film, Gauge, Crown, Sparkles, Video, Watch, Zap } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { m } from '../../messages/index.ts';
import { CreateFlow } from '../create/create-flow.tsx';
import { IDEA_IDS, isIdea, type IdeaId } from '../create/presets.ts';
import { generationsLabel, planShortName } from '../dashboard/plan-display.ts';
import { useUsage, type Profile } from '../dashboard/use-profile.ts';

// The editor carries the preview's scene code: it loads only when someone edits an ad.
const VideoEditor = lazy(() => import('../editor/video-editor.tsx'));

const t = m.home;
const IDEA_ICONS: Record<IdeaId, typeof Coffee> = { cafe: Coffee, watch: Watch, tech: Zap, fitness: Dumbbell };

/** `/dashboard` → home view; `/dashboard?view=create[&idea=…]` → the create flow (SPEC.md "Dashboard shell"). */
export const createHref = (idea?: IdeaId) => `/dashboard?view=create${idea ? `&idea=${idea}` : ''}`;

export function HomeSection({ profile }: { profile: Profile }) {
  const [params] = useSearchParams();
  if (params.get('view') === 'create') {
    const idea = params.get('idea');
    // Keyed so that choosing another idea (or "new video") starts a fresh flow.
    return <CreateFlow key={idea ?? 'blank'} profile={profile} idea={isIdea(idea) ? idea : null} />;
  }
  const editId = params.get('view') === 'edit' ? params.get('video') : null;
  if (editId) {
    return (
      <Suspense fallback={<p className="text-slate-600">{m.editor.loading}</p>}>
        <VideoEditor key={editId} id={editId} />
      </Suspense>
    );
  }
  return <Home profile={profile} />;
}

function Home({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="min-w-0">
        <h1 className="truncate text-3xl font-bold text-slate-900" title={t.greeting(profile.full_name)}>
          {t.greeting(profile.full_name)}
        </h1>
        <p className="mt-1 text-slate-600">{t.subtitle}</p>
      </div>

      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-accent-500 p-6 text-white shadow-lg sm:p-10">
        <Sparkles size={140} className="pointer-events-none absolute -right-6 -top-6 text-white/10" aria-hidden />
        <h2 className="max-w-xl text-2xl font-bold sm:text-3xl">{t.ctaTitle}</h2>
        <p className="mt-2 max-w-xl text-white/85">{t.ctaText}</p>
        <Link
          to={createHref()}
          className="mt-6 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50"
        >
          <Video size={20} aria-hidden /> {t.ctaButton}
        </Link>
        <div className="mt-8">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white/80">{t.ideasTitle}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {IDEA_IDS.map((id) => {
              const Icon = IDEA_ICONS[id];
              return (
                <li key={id}>
                  <Link
                    to={createHref(id)}
                    className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/30 transition hover:bg-white/25"
                  >
                    <Icon size={16} aria-hidden /> {t.ideas[id].label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <Stats />
    </div>
  );
}

function Stats() {
  const usage = useUsage();
  if (usage.isError)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-700"
      >
        {t.stats.loadError}
        <button type="button" onClick={() => usage.refetch()} className="font-semibold underline">
          {t.stats.retry}
        </button>
      </div>
    );
  const u = usage.data;
  const cards = [
    { id: 'generations', label: t.stats.generations, value: u ? generationsLabel(u.generations) : null, icon: Gauge },
    { id: 'created', label: t.stats.createdAds, value: u ? String(u.createdVideos) : null, icon: Film },
    { id: 'plan', label: t.stats.plan, value: u ? planShortName(u.planName) : null, icon: Crown },
  ];
  return (
    <section aria-label={t.stats.label} className="grid gap-4 sm:grid-cols-3" aria-busy={usage.isPending}>
      {cards.map(({ id, label, value, icon: Icon }) => (
        <div key={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-center gap-2 text-sm font-medium text-slate-500">
            <Icon size={16} aria-hidden /> <span>{label}</span>
          </div>
          {value === null ? (
            <div className="mt-3 h-8 w-20 animate-pulse rounded bg-slate-200" aria-hidden />
          ) : (
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={`stat-${id}`}>
              {value}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
