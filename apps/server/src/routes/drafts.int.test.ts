import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_DRAFT_MAX_BYTES, type CreateDraft, type CreateDraftResponse, type Video } from '@reklamo/contract';
import { saveCreateDraft } from '@reklamo/db';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, sessionCookie, type TestApp } from '../testing/test-app.ts';
import { writeTinyMp4 } from '../testing/tiny-mp4.ts';
import type { RenderFn } from '../jobs/render-video.job.ts';

const tiny: RenderFn = async (brief, opts) => {
  const fs = await import('node:fs/promises');
  writeTinyMp4(opts.outPath, 'mp4');
  await fs.writeFile(opts.posterPath!, 'jpg');
  return { videoPath: opts.outPath, posterPath: opts.posterPath!, sizeBytes: 3, durationSec: brief.durationSec ?? 15 };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { render: tiny });
});
afterAll(() => t.close());

const draft = (over: Partial<CreateDraft> = {}): CreateDraft => ({
  step: 'detailed-form',
  businessType: 'пицария',
  prompt: 'Пицария Мама Миа в София, -20% на всяка втора пица.',
  promptFor: 'пицария',
  facts: { ...PIZZA },
  factsFor: 'Пицария Мама Миа в София, -20% на всяка втора пица.',
  confirmed: { BusinessName: true, AdvertizedService: false, Offer: true, BusinessLocation: false },
  aspectRatio: '9:16',
  style: 'warm',
  sound: { voice: 'male', pace: 'faster', captions: false },
  chosen: 2,
  media: 'none',
  ...over,
});

const get = async (cookie: string) => {
  const res = await t.request('/api/drafts/create', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as CreateDraftResponse;
};
const put = (cookie: string, json: unknown) => t.request('/api/drafts/create', { method: 'PUT', cookie, json });
const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('the create flow draft', () => {
  it('keeps the draft per user: saved, read back from anywhere the user signs in, replaced, deleted', async () => {
    const u = await t.signUp();
    expect(await get(u.cookie)).toEqual({ draft: null, updatedAt: null });
    expect((await put(u.cookie, draft())).status).toBe(200);
    const back = await get(u.cookie);
    expect(back.draft).toEqual(draft());
    expect(back.updatedAt).not.toBeNull();

    // Another session of the same user (a second device) sees the same draft.
    const again = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
    });
    expect((await get(sessionCookie(again))).draft).toEqual(draft());

    expect((await put(u.cookie, draft({ step: 'prompt-mode', facts: null, factsFor: null }))).status).toBe(200);
    expect((await get(u.cookie)).draft!.step).toBe('prompt-mode');

    expect((await t.request('/api/drafts/create', { method: 'DELETE', cookie: u.cookie })).status).toBe(204);
    expect((await get(u.cookie)).draft).toBeNull();
  });

  it("never shows or touches another user's draft, and refuses anyone signed out", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await put(a.cookie, draft());
    expect((await get(b.cookie)).draft).toBeNull();
    await put(b.cookie, draft({ businessType: 'пекарна' }));
    await t.request('/api/drafts/create', { method: 'DELETE', cookie: b.cookie });
    expect((await get(a.cookie)).draft!.businessType).toBe('пицария');
    expect((await t.request('/api/drafts/create')).status).toBe(401);
    expect((await put('', draft())).status).toBe(401);
  });

  it('refuses a draft that is not one (bad step, media ids, control characters) with 400, keeping the last good one', async () => {
    const u = await t.signUp();
    await put(u.cookie, draft());
    for (const bad of [
      { ...draft(), step: 'step-9' },
      { ...draft(), media: ['not-a-uuid'] },
      { ...draft(), chosen: 7 },
      { ...draft(), prompt: 'a\u0000b' },
      { ...draft(), businessType: 'x'.repeat(201) },
      'text',
      null,
    ]) {
      const res = await put(u.cookie, bad);
      expect(res.status).toBe(400);
      expect(await code(res)).toBe('VALIDATION_FAILED');
    }
    expect((await get(u.cookie)).draft).toEqual(draft());
  });

  it("reads a draft saved before it spoke the spec's names (details, aspect, voice) as the same draft", async () => {
    const u = await t.signUp();
    const ownVoiceId = '3f1f7a52-8a39-4a54-9d52-8f8f6a3c2b10';
    const saved = {
      ...draft(),
      facts: undefined,
      factsFor: undefined,
      aspectRatio: undefined,
      sound: undefined,
      details: { ...PIZZA },
      detailsFor: draft().factsFor,
      aspect: '9:16',
      voice: { voice: 'own', pace: 'slower', captions: true, ownVoice: { id: ownVoiceId, durationSec: 12.5 } },
    };
    await saveCreateDraft(t.db, u.id, JSON.parse(JSON.stringify(saved)));
    expect((await get(u.cookie)).draft).toEqual(
      draft({ sound: { voice: 'own', pace: 'slower', captions: true, ownVoiceId, ownVoiceSec: 12.5 } }),
    );
  });

  it('refuses a draft over the size limit with 413', async () => {
    const u = await t.signUp();
    // Every field within its own bound, the whole over the limit: the size rule is a rule of its own.
    const big = draft({
      prompt: 'ж'.repeat(10_000),
      factsFor: 'ж'.repeat(10_000),
      facts: { ...PIZZA, BusinessDescription: 'ж'.repeat(2000), Services: 'ж'.repeat(2000) },
    });
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(CREATE_DRAFT_MAX_BYTES);
    const res = await put(u.cookie, big);
    expect(res.status).toBe(413);
    expect(await code(res)).toBe('PAYLOAD_TOO_LARGE');
    expect((await get(u.cookie)).draft).toBeNull();
  });

  it('is cleared when the user generates a video', async () => {
    const u = await t.signUp();
    await put(u.cookie, draft());
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, prompt: 'пицария', durationSec: 15 },
    });
    expect(res.status).toBe(202);
    expect(((await res.json()) as Video).status).toBe('queued');
    expect((await get(u.cookie)).draft).toBeNull();
  });
});
