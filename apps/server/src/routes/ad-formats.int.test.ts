import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storyboard, Usage, Video, VideoEditor } from '@reklamo/contract';
import { videos } from '@reklamo/db';
import { storyboardOf, type RenderBrief } from '@reklamo/renderer';
import * as refunds from '../cli/refunds.ts';
import type { RenderFn } from '../jobs/render-video.job.ts';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeTinyMp4 } from '../testing/tiny-mp4.ts';

// A renderer that reads the brief as the real one does (storyboardOf refuses a brief whose length
// is not its script's) and, like recorded scenes, finishes a file shorter than the script.
const briefs: (RenderBrief & { videoId?: string })[] = [];
let hold: Promise<void> | null = null;
const recording: RenderFn = async (brief, opts) => {
  storyboardOf(brief);
  briefs.push(brief);
  if (hold) await hold;
  writeTinyMp4(opts.outPath, `mp4:${brief.aspectRatio}:${brief.style}`);
  await fs.writeFile(opts.posterPath!, 'jpg');
  return { videoPath: opts.outPath, posterPath: opts.posterPath!, sizeBytes: 3, durationSec: 17 };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true, render: recording });
});
afterAll(() => t.close());

async function settled(id: string) {
  for (let i = 0; i < 300; i++) {
    const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
    if (row && ['completed', 'failed', 'canceled'].includes(row.status)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`video ${id} did not finish`);
}

async function finishedVideo(cookie: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await t.request('/api/videos', {
    method: 'POST',
    cookie,
    json: { facts: PIZZA, prompt: 'пицария', durationSec: 30, ...over },
  });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as Video;
  expect((await settled(id)).status).toBe('completed');
  return id;
}

const json = async <T>(res: Response) => (await res.json()) as T;
const usage = async (cookie: string) => json<Usage>(await t.request('/api/usage', { cookie }));
const editor = async (cookie: string, id: string) =>
  json<VideoEditor>(await t.request(`/api/videos/${id}/editor`, { cookie }));
const formats = (cookie: string, id: string) => t.request(`/api/videos/${id}/formats`, { method: 'POST', cookie });
const code = async (res: Response) => (await json<{ error: { code: string } }>(res)).error.code;
const library = async (cookie: string) =>
  (await json<{ videos: Video[] }>(await t.request('/api/videos', { cookie }))).videos;
const allSettled = async (id: string) => {
  for (const v of await t.db.select().from(videos).where(eq(videos.parentId, id))) await settled(v.id);
};

describe('the formats of an ad', () => {
  it('four racing "Всички формати" requests make each format once, free', async () => {
    const u = await t.signUp();
    const id = await finishedVideo(u.cookie);
    const answers = await Promise.all([0, 1, 2, 3].map(() => formats(u.cookie, id)));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    const made = (await Promise.all(answers.map((r) => json<{ videos: Video[] }>(r)))).flatMap((b) => b.videos);
    expect(made.map((v) => v.aspect_ratio).sort()).toEqual(['1:1', '4:5', '9:16']);
    await allSettled(id);
    const copies = await t.db.select().from(videos).where(eq(videos.parentId, id));
    expect(copies).toHaveLength(3);
    expect((await usage(u.cookie)).generations.used).toBe(1);
  });

  it('a deleted format made again counts as a re-render of the ad: three a day, then refused', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'pro');
    const id = await finishedVideo(u.cookie);
    const first = (await json<{ videos: Video[] }>(await formats(u.cookie, id))).videos;
    await allSettled(id);
    const square = first.find((v) => v.aspect_ratio === '1:1')!;
    let current = square.id;
    for (let n = 1; n <= 3; n++) {
      expect((await t.request(`/api/videos/${current}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(204);
      const again = await json<{ videos: Video[] }>(await formats(u.cookie, id));
      expect(again.videos.map((v) => v.aspect_ratio)).toEqual(['1:1']);
      current = again.videos[0]!.id;
      await settled(current);
      expect((await editor(u.cookie, id)).rerenders.usedToday).toBe(n);
    }
    expect((await t.request(`/api/videos/${current}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(204);
    const refused = await formats(u.cookie, id);
    expect(refused.status).toBe(403);
    expect(await code(refused)).toBe('RERENDER_LIMIT_REACHED');
    // The ad's own re-render is out of free re-renders too: the limit is the ad's, across its formats.
    const rerender = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
    expect(rerender.status).toBe(403);
    expect((await usage(u.cookie)).generations.used).toBe(1);
  });

  it("a format's re-renders count against the ad's three a day", async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'pro');
    const id = await finishedVideo(u.cookie);
    const made = (await json<{ videos: Video[] }>(await formats(u.cookie, id))).videos;
    await allSettled(id);
    const tall = made.find((v) => v.aspect_ratio === '9:16')!.id;
    for (let n = 0; n < 3; n++) {
      expect((await t.request(`/api/videos/${tall}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
      await settled(tall);
    }
    const own = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
    expect(own.status).toBe(403);
    expect(await code(own)).toBe('RERENDER_LIMIT_REACHED');
  });

  it('keeps the scene lengths of an ad whose file came out shorter than its script', async () => {
    const u = await t.signUp();
    const id = await finishedVideo(u.cookie);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.durationSec).toBe(17);
    briefs.length = 0;
    const made = (await json<{ videos: Video[] }>(await formats(u.cookie, id))).videos;
    for (const v of made) expect((await settled(v.id)).status).toBe('completed');
    expect(briefs).toHaveLength(3);
    const script = (row!.storyboard as Storyboard).scenes.map((s) => s.durationSec);
    for (const b of briefs) expect(b.storyboard!.scenes.map((s) => s.durationSec)).toEqual(script);
    // A re-render of the ad itself reads the same script.
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    expect((await settled(id)).status).toBe('completed');
  });
});

describe('plan rules on edit and re-render', () => {
  it('a trial ad cannot be saved or re-rendered in a Pro-only style', async () => {
    const u = await t.signUp();
    const id = await finishedVideo(u.cookie);
    const sb = (await editor(u.cookie, id)).storyboard!;
    const patch = await t.request(`/api/videos/${id}/storyboard`, {
      method: 'PATCH',
      cookie: u.cookie,
      json: { ...sb, style: 'luxe' },
    });
    expect(patch.status).toBe(403);
    expect(await code(patch)).toBe('STYLE_NOT_IN_PLAN');
    // A draft saved while on Pro is not rendered once the plan no longer includes its style.
    await t.db
      .update(videos)
      .set({ draftStoryboard: { ...sb, style: 'luxe' } })
      .where(eq(videos.id, id));
    const render = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
    expect(render.status).toBe(403);
    expect(await code(render)).toBe('STYLE_NOT_IN_PLAN');
    expect((await settled(id)).style).not.toBe('luxe');
  });
});

describe('versions of an ad', () => {
  it('canceling a re-render keeps version 1 live and playable', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'pro');
    const id = await finishedVideo(u.cookie);
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    try {
      expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
      const canceled = await json<Video>(
        await t.request(`/api/videos/${id}/cancel`, { method: 'POST', cookie: u.cookie }),
      );
      expect(canceled.status).toBe('completed');
      expect(canceled.version).toBe(1);
    } finally {
      release();
      hold = null;
    }
    const v = await json<Video>(await t.request(`/api/videos/${id}`, { cookie: u.cookie }));
    expect(v.status).toBe('completed');
    const stream = await t.request(v.video_url!, { cookie: u.cookie });
    expect(stream.status).toBe(200);
    expect((await editor(u.cookie, id)).versions).toEqual([]);
  });

  it('deleting a video removes every file of every version, previews too', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'pro');
    const id = await finishedVideo(u.cookie);
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    await settled(id);
    const dir = t.deps.storage.localPath(`users/${u.id}/videos`);
    const before = (await fs.readdir(dir)).filter((f) => f.startsWith(id));
    expect(before.filter((f) => f.endsWith('.preview.mp4'))).toHaveLength(2);
    expect((await t.request(`/api/videos/${id}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(204);
    expect((await fs.readdir(dir)).filter((f) => f.startsWith(id))).toEqual([]);
  });

  it('a refund approved after a re-render gives the generation back', async () => {
    const u = await t.signUp();
    const id = await finishedVideo(u.cookie);
    expect(
      (
        await t.request(`/api/videos/${id}/refund`, {
          method: 'POST',
          cookie: u.cookie,
          json: { reason: 'Не ми харесва гласът' },
        })
      ).status,
    ).toBe(200);
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    await settled(id);
    const pending = (await refunds.run(['list', '--status', 'pending'], { db: t.db })) as {
      refunds: { id: string; videoId: string }[];
    };
    const mine = pending.refunds.find((r) => r.videoId === id)!;
    await refunds.run(['approve', mine.id], { db: t.db });
    const after = await usage(u.cookie);
    expect(after.generations.used).toBe(0);
    expect(after.canGenerate).toBe(true);
  });

  it("a refund asked from a format is the ad's: one request, one generation back", async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'pro');
    const id = await finishedVideo(u.cookie);
    const made = (await json<{ videos: Video[] }>(await formats(u.cookie, id))).videos;
    await allSettled(id);
    const fromCopy = await t.request(`/api/videos/${made[0]!.id}/refund`, {
      method: 'POST',
      cookie: u.cookie,
      json: { reason: 'Грешен текст' },
    });
    expect(fromCopy.status).toBe(200);
    expect(
      (await t.request(`/api/videos/${id}/refund`, { method: 'POST', cookie: u.cookie, json: { reason: 'пак' } }))
        .status,
    ).toBe(409);
    expect((await json<Video>(await t.request(`/api/videos/${id}`, { cookie: u.cookie }))).refund_status).toBe(
      'pending',
    );
  });
});

describe('a first render that never finished', () => {
  it('canceling it and re-rendering the ad takes the generation back: no free ads by cancel, edit, re-render', async () => {
    const u = await t.signUp();
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    let id: string;
    try {
      const res = await t.request('/api/videos', {
        method: 'POST',
        cookie: u.cookie,
        json: { facts: PIZZA, prompt: 'пицария', durationSec: 30 },
      });
      id = ((await res.json()) as Video).id;
      expect(
        (await json<Video>(await t.request(`/api/videos/${id}/cancel`, { method: 'POST', cookie: u.cookie }))).status,
      ).toBe('canceled');
    } finally {
      release();
      hold = null;
    }
    expect((await usage(u.cookie)).generations.used).toBe(0);
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    expect((await settled(id)).status).toBe('completed');
    expect((await usage(u.cookie)).generations.used).toBe(1);
    const another = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, prompt: 'пицария', durationSec: 30 },
    });
    expect(another.status).toBe(403);
    expect(await code(another)).toBe('GENERATION_LIMIT_REACHED');
    // Its refund gives that generation back.
    expect(
      (await t.request(`/api/videos/${id}/refund`, { method: 'POST', cookie: u.cookie, json: { reason: 'Не е това' } }))
        .status,
    ).toBe(200);
    const pending = (await refunds.run(['list', '--status', 'pending'], { db: t.db })) as {
      refunds: { id: string; videoId: string }[];
    };
    await refunds.run(['approve', pending.refunds.find((r) => r.videoId === id)!.id], { db: t.db });
    expect((await usage(u.cookie)).generations.used).toBe(0);
  });
});

describe('the trial library', () => {
  it('an ad with its formats and versions is one project and one download per version', async () => {
    const u = await t.signUp();
    const id = await finishedVideo(u.cookie);
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    await settled(id);
    const made = (await json<{ videos: Video[] }>(await formats(u.cookie, id))).videos;
    await allSettled(id);
    const shown = await library(u.cookie);
    expect(shown.map((v) => v.aspect_ratio).sort()).toEqual(['16:9', '1:1', '4:5', '9:16']);
    expect((await usage(u.cookie)).createdVideos).toBe(1);
    expect((await t.request(`/api/videos/${id}/download`, { cookie: u.cookie })).status).toBe(200);
    const tall = made.find((v) => v.aspect_ratio === '9:16')!;
    expect((await t.request(`/api/videos/${tall.id}/download`, { cookie: u.cookie })).status).toBe(200);
    expect((await usage(u.cookie)).downloads.used).toBe(1);
    // Version 1 is another version: the trial's one download is spent.
    const v1 = await t.request(`/api/videos/${id}/versions/1/download`, { cookie: u.cookie });
    expect(v1.status).toBe(403);
  });
});
