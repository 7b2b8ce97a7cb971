import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSocialFakes, type SocialFakes } from '../testing/social-fakes.ts';
import { facebookFigures, type RecordCall } from './meta.ts';

const config = (graphUrl: string) => ({
  META_GRAPH_URL: graphUrl,
  META_OAUTH_URL: 'http://127.0.0.1/oauth',
  META_APP_ID: 'app',
  META_APP_SECRET: 'secret',
});

describe('a Facebook post’s likes', () => {
  let fakes: SocialFakes;
  let standIn: http.Server;
  let graphUrl = '';
  /** What the stand-in answers to the next /video_insights. */
  let insights: unknown[] = [];
  beforeAll(async () => {
    fakes = await startSocialFakes();
    standIn = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: insights }));
    });
    await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
    graphUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await fakes.close();
    await new Promise((r) => standIn.close(r));
  });

  it('are the sum of the reel’s reactions by type, as the Graph API gives them', async () => {
    const answers: unknown[] = [];
    const record: RecordCall = (_step, _status, answer) => answers.push(answer);
    const f = await facebookFigures(config(fakes.env.META_GRAPH_URL), 'facebook_reel', 'reel-1', 'tok', record);
    // The platform's answer is counts by reaction, not one number: 13 likes and a love are 14.
    const likes = (answers[0] as { data: { name: string; values: { value: unknown }[] }[] }).data.find(
      (d) => d.name === 'post_video_likes_by_reaction_type',
    );
    expect(likes!.values[0]!.value).toEqual({ REACTION_LIKE: 13, REACTION_LOVE: 1 });
    expect(f).toMatchObject({ views: 120, reach: 95, likes: 14, comments: 3, shares: 2 });
  });

  it('are read from a plain number, from counts by type, and from a total value alike', async () => {
    const read = (place: 'facebook_reel' | 'facebook_feed') =>
      facebookFigures(config(graphUrl), place, 'v-1', 'tok', () => undefined);

    insights = [{ name: 'post_video_likes_by_reaction_type', values: [{ value: 7 }] }];
    expect((await read('facebook_reel')).likes).toBe(7);

    insights = [
      { name: 'total_video_reactions_by_type_total', values: [{ value: { like: 5, love: 2, wow: 1 } }] },
      { name: 'total_video_stories_by_action_type', values: [{ value: { like: 8, comment: 2, share: 1 } }] },
    ];
    expect(await read('facebook_feed')).toMatchObject({ likes: 8, comments: 2, shares: 1 });

    insights = [
      { name: 'post_video_likes_by_reaction_type', total_value: { value: { REACTION_LIKE: 4, REACTION_HAHA: 2 } } },
    ];
    expect((await read('facebook_reel')).likes).toBe(6);

    // None yet: no metric in the answer is no likes, not a failed read.
    insights = [];
    expect((await read('facebook_reel')).likes).toBe(0);
  });
});
