import { Pause, Play, Sparkles, Timer, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import brief from '../../../../../../scripts/showcase-brief.json';
import { m } from '../messages.ts';
import { prefersReducedMotion, useNearViewport } from '../scroll.ts';
import { SectionHeading } from './section-heading.tsx';

const t = m.landing.showcase;
// The same brief scripts/render-showcase.ts rendered the video from, so prompt and video match.
const FIELDS = ['BusinessName', 'AdvertizedService', 'Offer', 'BusinessLocation', 'TargetAudience'] as const;

export function Showcase() {
  return (
    <section id="showcase" aria-labelledby="showcase-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="showcase-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

        <div className="mt-14 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
          <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <figcaption className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Sparkles className="size-4 text-brand-600" aria-hidden />
              {t.promptLabel}
            </figcaption>
            <blockquote className="mt-3 rounded-xl bg-slate-50 p-4 text-[15px] leading-relaxed text-slate-700">
              {brief.BusinessDescription}
            </blockquote>
            <dl className="mt-5 space-y-3.5">
              {FIELDS.map((f) => (
                <div key={f} className="grid gap-0.5 sm:grid-cols-[9.5rem_1fr] sm:gap-3">
                  <dt className="text-sm text-slate-500">{t.fields[f]}</dt>
                  <dd className="text-[15px] font-medium text-slate-900">
                    {brief[f]}
                    {f === 'TargetAudience' && (
                      <span className="mt-1.5 block w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                        {t.audienceAges}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </figure>

          <div>
            <ShowcaseVideo />
            <p className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-sm text-slate-600 lg:justify-start lg:text-left">
              <span className="inline-flex items-center gap-1.5 font-semibold text-slate-900">
                <Timer className="size-4 text-brand-600" aria-hidden />
                {t.caption}
              </span>
              <span>{t.captionNote}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The poster paints first; the MP4 is only attached once the player nears the viewport, so the
 * first view downloads none of it. Autoplays muted and looped (SPEC.md), except for visitors who ask
 * for reduced motion, who start it themselves.
 */
function ShowcaseVideo() {
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(box, '400px 0px');
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [autoPlay] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    // React sets `muted` as a property only after mount; keep the element in step with the toggle.
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const togglePlay = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => {});
    else v.pause();
  };

  return (
    <div
      ref={box}
      className="relative overflow-hidden rounded-2xl bg-slate-900 shadow-2xl shadow-slate-900/20 ring-1 ring-slate-900/5"
    >
      <video
        ref={video}
        data-testid="showcase-video"
        className="mx-auto block aspect-video max-h-[50vh] min-h-[200px] w-full object-contain"
        poster="/showcase/poster.jpg"
        src={near ? '/showcase/showcase.mp4' : undefined}
        autoPlay={autoPlay}
        loop
        muted
        playsInline
        preload="none"
        aria-label={t.videoLabel}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {t.videoFallback}
      </video>
      <div className="absolute bottom-3 right-3 flex gap-2">
        <button
          type="button"
          onClick={togglePlay}
          aria-label={playing ? t.pause : t.play}
          className="grid size-11 place-items-center rounded-full bg-slate-950/70 text-white backdrop-blur transition hover:bg-slate-950/85"
        >
          {playing ? (
            <Pause className="size-5 fill-current" aria-hidden />
          ) : (
            <Play className="ml-0.5 size-5 fill-current" aria-hidden />
          )}
        </button>
        <button
          type="button"
          data-testid="mute-toggle"
          onClick={() => setMuted((v) => !v)}
          aria-label={muted ? t.unmute : t.mute}
          className="grid size-11 place-items-center rounded-full bg-slate-950/70 text-white backdrop-blur transition hover:bg-slate-950/85"
        >
          {muted ? <VolumeX className="size-5" aria-hidden /> : <Volume2 className="size-5" aria-hidden />}
        </button>
      </div>
    </div>
  );
}
