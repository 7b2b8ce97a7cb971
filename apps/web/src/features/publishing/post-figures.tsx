import type { Video } from '@reklamo/contract';
import type { PostMetrics, SocialPost } from '@reklamo/contract/publishing';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ExternalLink, RotateCcw, Sparkles, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { m } from '../../messages/index.ts';
import { ApiError } from '../../lib/api.ts';
import { draftLike, postsKey, publishErrorText, retryPost, usePosts } from './api.ts';
import { compareVariants, MIN_VIEWS_PER_VARIANT, type Comparison } from './compare.ts';
import { formatSofia } from './sofia-time.ts';

const t = m.publishing.figures;
const c = m.publishing.compare;
const nf = new Intl.NumberFormat('bg-BG');

const STATUS_CLS: Record<SocialPost['status'], string> = {
  queued: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-sky-100 text-sky-800',
  uploading: 'bg-brand-100 text-brand-700',
  processing: 'bg-brand-100 text-brand-700',
  published: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-700',
};

const FIGURES = ['views', 'reach', 'likes', 'comments', 'shares', 'saves', 'clicks'] as const;

function Figures({ metrics }: { metrics: PostMetrics }) {
  return (
    <>
      <dl className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
        {FIGURES.map((k) =>
          metrics[k] === null ? null : (
            <div key={k} className="flex gap-1">
              <dt className="text-slate-500">{t[k]}</dt>
              <dd className="font-semibold tabular-nums text-slate-900" data-figure={k}>
                {nf.format(metrics[k])}
              </dd>
            </div>
          ),
        )}
      </dl>
      <p className="mt-1 text-xs text-slate-500">{t.figuresAt(formatSofia(metrics.at))}</p>
    </>
  );
}

/** "Опитайте отново" on a failed post: the job goes on from what the platform already holds. */
function RetryPost({ post, place }: { post: SocialPost; place: string }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; reconnect: boolean } | null>(null);
  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      await retryPost(post.id);
      await qc.invalidateQueries({ queryKey: postsKey() });
    } catch (err) {
      setError({ text: publishErrorText(err), reconnect: err instanceof ApiError && err.code === 'SOCIAL_RECONNECT' });
      if (err instanceof ApiError && err.code === 'POST_NOT_FAILED')
        void qc.invalidateQueries({ queryKey: postsKey() });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void retry()}
        disabled={busy}
        aria-label={t.retryOn(place)}
        className="mt-1.5 inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60"
      >
        <RotateCcw size={13} aria-hidden /> {busy ? t.retrying : t.retry}
      </button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error.text}{' '}
          {error.reconnect && (
            <Link to="/dashboard?section=settings#social" className="font-semibold underline">
              {t.reconnectLink}
            </Link>
          )}
        </p>
      )}
    </>
  );
}

/** A video's posts on the card (those of every format of its ad, as the server tells): where, in what state (a failure with its reason), the link, and the figures read back. */
export function PostFigures({ video }: { video: Video }) {
  const posts = usePosts();
  const ad = video.parent_id ?? video.id;
  const mine = (posts.data?.posts ?? []).filter((p) => p.adId === ad);
  if (mine.length === 0) return null;
  return (
    <section className="mt-1 border-t border-slate-100 pt-3" aria-label={t.title} data-testid="post-figures">
      <h4 className="text-sm font-semibold text-slate-900">{t.title}</h4>
      <ul className="mt-2 flex flex-col gap-3">
        {mine.map((p) => {
          const place = m.publishing.places[p.place];
          return (
            <li key={p.id} data-testid="social-post" data-place={p.place} data-status={p.status}>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span className="font-medium text-slate-800">{place}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLS[p.status]}`}
                  data-testid="social-post-status"
                >
                  {t.status[p.status]}
                </span>
                {p.status === 'scheduled' && p.scheduledAt && (
                  <span className="text-xs text-slate-600">{t.scheduledFor(formatSofia(p.scheduledAt))}</span>
                )}
                {p.status === 'published' && p.publishedAt && (
                  <span className="text-xs text-slate-500">{t.publishedAt(formatSofia(p.publishedAt))}</span>
                )}
                {p.permalink && (
                  <a
                    href={p.permalink}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
                    aria-label={t.openOn(place)}
                  >
                    <ExternalLink size={13} aria-hidden /> {t.open}
                  </a>
                )}
              </div>
              {p.status === 'failed' && (
                <p className="mt-1 text-xs text-red-700" data-testid="social-post-error">
                  {t.failedReason} {(p.errorCode && m.publishing.errors[p.errorCode]) || m.publishing.failedGeneric}{' '}
                  {p.errorCode === 'SOCIAL_RECONNECT' && (
                    <Link to="/dashboard?section=settings#social" className="font-semibold underline">
                      {t.reconnectLink}
                    </Link>
                  )}
                </p>
              )}
              {p.status === 'failed' && <RetryPost post={p} place={place} />}
              {p.status === 'published' &&
                (p.metrics ? (
                  <Figures metrics={p.metrics} />
                ) : (
                  <p className="mt-1 text-xs text-slate-500">{t.noFigures}</p>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const COMPARED = ['views', 'reach', 'likes', 'comments', 'shares', 'clicks'] as const;

function VariantComparison({ comparison: cmp }: { comparison: Comparison }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const lead = cmp.leader;
  const more = async () => {
    setBusy(true);
    setError(false);
    try {
      await draftLike(lead.videoId, cmp.prompt);
      navigate('/dashboard?view=create');
    } catch {
      setError(true);
      setBusy(false);
    }
  };
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={`cmp-${lead.videoId}`}
      data-testid="variant-comparison"
      data-verdict={cmp.verdict}
    >
      <h2 id={`cmp-${lead.videoId}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Trophy size={18} className="text-amber-500" aria-hidden /> {c.title}
      </h2>
      <p className="mt-1 line-clamp-2 break-words text-sm text-slate-500" title={cmp.prompt}>
        {cmp.prompt}
      </p>
      {cmp.verdict === 'leads' && (
        <p className="mt-3 font-medium text-slate-900" data-testid="comparison-verdict">
          {c.leads(`${c.variant(lead.n)} · ${lead.title}`, cmp.leadPercent)}
        </p>
      )}
      {cmp.verdict === 'tie' && (
        <p className="mt-3 font-medium text-slate-900" data-testid="comparison-verdict">
          {c.tie}
        </p>
      )}
      {cmp.verdict === 'too-few' && (
        <p
          className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="note"
          data-testid="comparison-verdict"
        >
          <AlertTriangle size={16} className="mt-0.5 shrink-0" aria-hidden /> {c.tooFew(MIN_VIEWS_PER_VARIANT)}
        </p>
      )}
      <p className="mt-3 text-xs text-slate-500">{c.basedOn}</p>
      {/* A phone scrolls the table sideways; the region takes focus so a keyboard can too. */}
      <div className="mt-1 overflow-x-auto" role="region" aria-label={c.table} tabIndex={0}>
        <table className="w-full min-w-[22rem] text-sm">
          <thead>
            <tr className="text-left text-xs text-slate-500">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                <span className="sr-only">{c.variantColumn}</span>
              </th>
              {COMPARED.map((k) => (
                <th key={k} scope="col" className="px-1.5 py-1.5 text-right font-medium">
                  {t[k]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cmp.variants.map((v) => (
              <tr
                key={v.videoId}
                className={`border-t border-slate-100 ${v === lead && cmp.verdict === 'leads' ? 'bg-emerald-50/60' : ''}`}
                data-testid="variant-row"
                data-video-id={v.videoId}
              >
                <th scope="row" className="max-w-[9rem] py-2 pr-2 text-left font-medium text-slate-900">
                  <span className="block">{c.variant(v.n)}</span>
                  <span className="block truncate text-xs font-normal text-slate-500" title={v.title}>
                    {v.title}
                  </span>
                  {v === lead && cmp.verdict === 'leads' && (
                    <span className="mt-0.5 inline-block rounded-full bg-emerald-100 px-2 text-xs font-semibold text-emerald-800">
                      {c.leader}
                    </span>
                  )}
                </th>
                {COMPARED.map((k) => (
                  <td key={k} className="px-1.5 py-2 text-right tabular-nums text-slate-800" data-figure={k}>
                    {v[k] === null ? <span aria-label={c.notGiven}>—</span> : nf.format(v[k])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {c.moreFailed}
        </p>
      )}
      {cmp.verdict === 'leads' && (
        <button
          type="button"
          onClick={() => void more()}
          disabled={busy}
          aria-label={c.moreOf(lead.title)}
          className="mt-4 inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
        >
          <Sparkles size={15} aria-hidden /> {c.more}
        </button>
      )}
    </section>
  );
}

/** Above the library: for every ad posted in several variants, which one leads, on what numbers. */
export function VariantComparisons({ videos }: { videos: Video[] }) {
  const posts = usePosts();
  const list = posts.data ? compareVariants(posts.data.posts, videos) : [];
  if (list.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {list.map((cmp) => (
        <VariantComparison key={cmp.leader.videoId + cmp.prompt} comparison={cmp} />
      ))}
    </div>
  );
}
