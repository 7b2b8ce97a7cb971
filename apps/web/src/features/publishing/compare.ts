import type { Video } from '@reklamo/contract';
import type { SocialPost } from '@reklamo/contract/publishing';

/** Below this many views a variant's figures say more about chance than about the ad. */
export const MIN_VIEWS_PER_VARIANT = 100;

export type VariantFigures = {
  videoId: string;
  title: string;
  /** 1-based, in the order the variants were made. */
  n: number;
  posts: number;
  views: number;
  /** Null while no place it went to gives this figure (Facebook gives no link clicks on a Reel). */
  reach: number | null;
  likes: number;
  comments: number;
  shares: number | null;
  clicks: number | null;
};

export type Comparison = {
  prompt: string;
  /** Most views first. */
  variants: VariantFigures[];
  leader: VariantFigures;
  /** How many percent more views the leader has than the next one. */
  leadPercent: number;
  verdict: 'too-few' | 'tie' | 'leads';
};

/**
 * The variants of one ad (the ads the server groups under one `variantGroup`: made from the same
 * description, each with its formats under its `adId`) that have been posted, their figures summed
 * over every place, and which leads by views. The lead counts only when every variant has
 * MIN_VIEWS_PER_VARIANT views and the gap is beyond chance: for counts like views, about two
 * standard deviations of their difference, (a − b) / √(a + b) ≥ 2. The library's videos, when it
 * has them, give the order the variants were made in and their description.
 */
export function compareVariants(posts: SocialPost[], videos: Video[] = []): Comparison[] {
  const byId = new Map(videos.map((v) => [v.id, v]));
  const groups = new Map<string, Map<string, VariantFigures>>();
  const ads = [...new Map(posts.map((p) => [p.adId, p])).values()].sort(
    (a, b) =>
      (byId.get(a.adId)?.created_at ?? '~').localeCompare(byId.get(b.adId)?.created_at ?? '~') ||
      a.adId.localeCompare(b.adId),
  );
  for (const p of ads) {
    const g = groups.get(p.variantGroup) ?? new Map<string, VariantFigures>();
    g.set(p.adId, {
      videoId: p.adId,
      title: byId.get(p.adId)?.title ?? p.adTitle,
      n: g.size + 1,
      posts: 0,
      views: 0,
      reach: null,
      likes: 0,
      comments: 0,
      shares: null,
      clicks: null,
    });
    groups.set(p.variantGroup, g);
  }
  for (const p of posts) {
    const f = groups.get(p.variantGroup)?.get(p.adId);
    if (!f || p.status !== 'published') continue;
    f.posts += 1;
    const mx = p.metrics;
    if (!mx) continue;
    f.views += mx.views;
    const add = (a: number | null, b: number | null) => (b === null ? a : (a ?? 0) + b);
    f.reach = add(f.reach, mx.reach);
    f.likes += mx.likes;
    f.comments += mx.comments;
    f.shares = add(f.shares, mx.shares);
    f.clicks = add(f.clicks, mx.clicks);
  }
  const out: Comparison[] = [];
  for (const g of groups.values()) {
    const variants = [...g.values()].filter((f) => f.posts > 0).sort((a, b) => b.views - a.views || a.n - b.n);
    if (variants.length < 2) continue;
    const [leader, next] = variants as [VariantFigures, VariantFigures];
    const leadPercent =
      next.views > 0 ? Math.round(((leader.views - next.views) / next.views) * 100) : leader.views > 0 ? 100 : 0;
    const enough = variants.every((f) => f.views >= MIN_VIEWS_PER_VARIANT);
    const clear = (leader.views - next.views) / Math.sqrt(leader.views + next.views) >= 2;
    const prompt = variants.map((v) => byId.get(v.videoId)?.prompt.trim()).find(Boolean) ?? '';
    out.push({ prompt, variants, leader, leadPercent, verdict: !enough ? 'too-few' : clear ? 'leads' : 'tie' });
  }
  return out;
}
