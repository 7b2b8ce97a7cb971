import { describe, expect, it } from 'vitest';
import type { Video } from '@reklamo/contract';
import type { SocialPost } from '@reklamo/contract/publishing';
import { compareVariants } from './compare.ts';

const video = (id: string, prompt: string, at: string, parent: string | null = null): Video => ({
  id,
  title: `Реклама ${id}`,
  parent_id: parent,
  status: 'completed',
  progress: 100,
  thumbnail_url: null,
  video_url: null,
  download_url: null,
  duration: 30,
  aspect_ratio: '9:16',
  style: 'bold',
  prompt,
  error_code: null,
  created_at: at,
  finished_at: at,
  refund_requested: false,
  refund_status: null,
});
let seq = 0;
/** A post as the server lists it: the ad it belongs to and the group its variants share. */
const post = (
  videoId: string,
  views: number,
  likes = 0,
  status: SocialPost['status'] = 'published',
  ad = videoId.split('-')[0]!,
  group = ad === 'other' ? 'g-other' : 'g-bakery',
): SocialPost => ({
  id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  videoId,
  adId: ad,
  variantGroup: group,
  adTitle: `Реклама ${ad}`,
  place: 'facebook_reel',
  status,
  caption: 'x',
  scheduledAt: null,
  publishedAt: null,
  permalink: null,
  errorCode: null,
  attempts: 1,
  metrics:
    status === 'published'
      ? { at: '2026-11-27T10:00:00Z', views, reach: views, likes, comments: 0, shares: 0, saves: 0, clicks: 1 }
      : null,
});

const compareVariants2 = (videos: Video[], posts: SocialPost[]) => compareVariants(posts, videos);
const P = 'Пекарна в Лозенец, прясен хляб всяка сутрин.';
const vids = [
  video('a', P, '2026-11-01T10:00:00Z'),
  video('b', P, '2026-11-01T10:01:00Z'),
  video('c', P, '2026-11-01T10:02:00Z'),
  video('other', 'Друго', '2026-11-02T10:00:00Z'),
];

describe('which variant of an ad leads', () => {
  it('names the leader, by how much, on the sums of every place', () => {
    const [c] = compareVariants2(vids, [post('a', 400, 10), post('a', 200, 5), post('b', 300), post('c', 250)]);
    expect(c!.leader.videoId).toBe('a');
    expect(c!.leader.views).toBe(600);
    expect(c!.leader.likes).toBe(15);
    expect(c!.leader.n).toBe(1);
    expect(c!.leadPercent).toBe(100);
    expect(c!.verdict).toBe('leads');
    expect(c!.variants.map((v) => v.videoId)).toEqual(['a', 'b', 'c']);
  });
  it('keeps a figure no place gave apart from a zero', () => {
    const noClicks = (p: SocialPost): SocialPost => ({ ...p, metrics: { ...p.metrics!, clicks: null } });
    const [c] = compareVariants2(vids, [noClicks(post('a', 400)), post('b', 300)]);
    expect(c!.variants.find((v) => v.videoId === 'a')!.clicks).toBeNull();
    expect(c!.variants.find((v) => v.videoId === 'b')!.clicks).toBe(1);
  });
  it('says it is too early while a variant has too few views', () => {
    const [c] = compareVariants2(vids, [post('a', 90), post('b', 30), post('c', 500)]);
    expect(c!.leader.videoId).toBe('c');
    expect(c!.verdict).toBe('too-few');
  });
  it('calls a gap within chance a tie', () => {
    const [c] = compareVariants2(vids, [post('a', 1010), post('b', 1000), post('c', 990)]);
    expect(c!.verdict).toBe('tie');
  });
  it('counts a format of a variant as that variant, and compares nothing with one variant or unrelated ads', () => {
    const withFormat = [...vids, video('a-916', P, '2026-11-03T10:00:00Z', 'a')];
    const [c] = compareVariants2(withFormat, [post('a-916', 300), post('b', 200)]);
    expect(c!.variants.map((v) => v.videoId)).toEqual(['a', 'b']);
    expect(compareVariants2(vids, [post('a', 300), post('other', 900)])).toEqual([]);
  });
  it('groups by the server’s keys, not the description the library shows', () => {
    // The same words typed for two different ads, and an ad the library no longer lists.
    const [c, ...rest] = compareVariants(
      [
        post('a', 300, 0, 'published', 'a', 'g1'),
        post('b', 200, 0, 'published', 'b', 'g2'),
        post('gone', 500, 0, 'published', 'gone', 'g1'),
      ],
      vids,
    );
    expect(rest).toEqual([]);
    expect(c!.variants.map((v) => [v.videoId, v.title])).toEqual([
      ['gone', 'Реклама gone'],
      ['a', 'Реклама a'],
    ]);
    expect(c!.prompt).toBe(P);
  });
  it('leaves out posts that are not published yet', () => {
    expect(compareVariants2(vids, [post('a', 300), post('b', 0, 0, 'scheduled')])).toEqual([]);
  });
});
