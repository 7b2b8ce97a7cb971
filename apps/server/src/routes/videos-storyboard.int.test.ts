import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStoryboards } from '@reklamo/brain';
import { adScriptOf, ZStoryboard, type Storyboard } from '@reklamo/contract';
import { videos } from '@reklamo/db';
import type { RenderBrief } from '@reklamo/renderer';
import type { RenderFn } from '../jobs/render-video.job.ts';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeTinyMp4 } from '../testing/tiny-mp4.ts';

// The worker's renderer is replaced by one that records the brief: this file is about which script
// reaches the renderer, not about pixels (render-video.test.ts renders a storyboard for real).
const briefs: RenderBrief[] = [];
const recording: RenderFn = async (brief, opts) => {
  briefs.push(brief);
  const fs = await import('node:fs/promises');
  writeTinyMp4(opts.outPath);
  await fs.writeFile(opts.posterPath!, 'jpg');
  return { videoPath: opts.outPath, posterPath: opts.posterPath!, sizeBytes: 3, durationSec: brief.durationSec ?? 30 };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true, render: recording });
});
afterAll(() => t.close());

const create = (cookie: string, json: Record<string, unknown>) =>
  t.request('/api/videos', { method: 'POST', cookie, json: { facts: PIZZA, prompt: 'пицария', ...json } });

async function renderedBrief(id: string): Promise<RenderBrief> {
  for (let i = 0; i < 200; i++) {
    const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
    if (row?.status === 'completed' || row?.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(briefs).toHaveLength(1);
  return briefs[0]!;
}

describe('POST /api/videos with a storyboard', () => {
  it("stores the chosen variant with the video and renders exactly it, in the video's format and style", async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'agency');
    const [, second] = writeStoryboards(PIZZA, { durationSec: 15 });
    briefs.length = 0;
    const res = await create(u.cookie, {
      durationSec: 15,
      aspectRatio: '9:16',
      style: 'warm',
      storyboard: adScriptOf(second!),
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const brief = await renderedBrief(id);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
    const stored = ZStoryboard.parse(row!.storyboard);
    expect(stored.angle).toBe('offer-first');
    expect(stored.scenes).toEqual(second!.scenes);
    expect(stored).toMatchObject({ aspectRatio: '9:16', style: 'warm', durationSec: 15 });
    expect(brief.storyboard).toEqual(stored);
  });

  it('writes and stores a script when none is chosen', async () => {
    const u = await t.signUp();
    briefs.length = 0;
    const res = await create(u.cookie, { durationSec: 15 });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const brief = await renderedBrief(id);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
    const stored = ZStoryboard.parse(row!.storyboard);
    expect(stored.facts.BusinessName).toBe(PIZZA.BusinessName);
    expect(stored.angle).toBe('question');
    expect(brief.storyboard).toEqual(stored);
  });

  it('refuses a storyboard of another length, and an invalid one, without spending a generation', async () => {
    const u = await t.signUp();
    const [first] = writeStoryboards(PIZZA, { durationSec: 15 });
    const length = await create(u.cookie, { durationSec: 30, storyboard: adScriptOf(first!) });
    expect(length.status).toBe(400);
    expect(await length.json()).toEqual({ error: { code: 'STORYBOARD_MISMATCH' } });
    const invalid = await create(u.cookie, { durationSec: 15, storyboard: { ...adScriptOf(first!), scenes: [] } });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    const usage = (await (await t.request('/api/usage', { cookie: u.cookie })).json()) as {
      generations: { used: number };
    };
    expect(usage.generations.used).toBe(0);
  });

  it("says the facts once: a script sent whole has its own facts ignored, and the ad says the request's", async () => {
    const u = await t.signUp();
    const [first] = writeStoryboards(PIZZA, { durationSec: 15 });
    const otherFacts: Storyboard = { ...first!, facts: { ...PIZZA, Offer: '-90% за всичко' } };
    briefs.length = 0;
    const res = await create(u.cookie, { durationSec: 15, storyboard: otherFacts });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const brief = await renderedBrief(id);
    expect(brief.storyboard!.facts).toEqual(PIZZA);
    expect(brief.details).toEqual(PIZZA);
    expect(brief.storyboard!.scenes).toEqual(first!.scenes);
  });
});
