import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRONUNCIATIONS_MAX } from '@reklamo/contract';
import { pronunciations, rateLimits, videos } from '@reklamo/db';
import { espeakVoice, inspectSpeech, renderVideo, type RenderBrief } from '@reklamo/renderer';
import type { SynthOptions, VoiceProvider } from '@reklamo/scene';
import type { RenderFn } from '../jobs/render-video.job.ts';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeTinyMp4 } from '../testing/tiny-mp4.ts';

// The worker renders for real when `real` is set (the voice and the captions are what this file is
// about), through a voice that notes what it was asked; otherwise it only notes the brief.
const briefs: RenderBrief[] = [];
const asked: { text: string; o?: SynthOptions }[] = [];
const captions: string[] = [];
let real = false;
const render: RenderFn = async (brief, opts) => {
  briefs.push(brief);
  if (!real) {
    const fs = await import('node:fs/promises');
    writeTinyMp4(opts.outPath);
    await fs.writeFile(opts.posterPath!, 'jpg');
    return {
      videoPath: opts.outPath,
      posterPath: opts.posterPath!,
      sizeBytes: 3,
      durationSec: brief.durationSec ?? 30,
    };
  }
  const espeak = espeakVoice();
  const noting: VoiceProvider = {
    name: 'espeak',
    synthesize: (text, o) => {
      asked.push({ text, o });
      return espeak.synthesize(text, o);
    },
  };
  const result = await renderVideo(brief, { ...opts, width: 192, voiceProvider: noting });
  if (result.vttPath) captions.push(await readFile(result.vttPath, 'utf8'));
  return result;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true, render });
});
afterAll(() => t.close());

const put = (cookie: string, json: unknown) => t.request('/api/pronunciations', { method: 'PUT', cookie, json });

async function adOf(cookie: string): Promise<RenderBrief> {
  briefs.length = 0;
  const res = await t.request('/api/videos', {
    method: 'POST',
    cookie,
    json: { facts: PIZZA, prompt: 'пицария', durationSec: 15 },
  });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  for (let i = 0; i < 1200; i++) {
    const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
    if (row?.status === 'completed' || row?.status === 'failed') {
      expect(row.status).toBe('completed');
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(briefs).toHaveLength(1);
  return briefs[0]!;
}

describe('pronunciation fixes', () => {
  it('keeps a fix with the account, replaces it, deletes it, and shows it to no one else', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const saved = await put(a.cookie, { word: 'Наполи', spoken: 'На́поли' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ items: [{ word: 'наполи', spoken: 'На́поли' }], max: PRONUNCIATIONS_MAX });
    // A grave or an acute, typed or tapped: kept as the one mark the voice reads.
    await put(a.cookie, { word: 'наполи', spoken: 'Напо̀ли' });
    expect(
      ((await (await t.request('/api/pronunciations', { cookie: a.cookie })).json()) as { items: unknown[] }).items,
    ).toEqual([{ word: 'наполи', spoken: 'Напо́ли' }]);
    expect(
      ((await (await t.request('/api/pronunciations', { cookie: b.cookie })).json()) as { items: unknown[] }).items,
    ).toEqual([]);
    expect((await t.request('/api/pronunciations/наполи', { method: 'DELETE', cookie: b.cookie })).status).toBe(404);
    expect(
      (await t.request(`/api/pronunciations/${encodeURIComponent('наполи')}`, { method: 'DELETE', cookie: a.cookie }))
        .status,
    ).toBe(200);
    expect(await t.db.select().from(pronunciations).where(eq(pronunciations.userId, a.id))).toEqual([]);
    expect((await t.request('/api/pronunciations')).status).toBe(401);
  });

  it('is heard at once in the preview voice: a line it changes is read again, with the fix; removed, the old reading comes back', async () => {
    const u = await t.signUp();
    // Only a line not read before runs the engine (and counts against the budget): the count says when it ran.
    const reads = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `user:voice:${u.id}`))
      )[0]?.count ?? 0;
    const line = async (text: string) =>
      (
        (await (await t.request(`/api/voice/line?${new URLSearchParams({ text })}`, { cookie: u.cookie })).json()) as {
          wav: string;
        }
      ).wav;
    const before = await line('Пицария Наполи.');
    expect(await line('Пицария Наполи.')).toBe(before);
    expect(await reads()).toBe(1);
    await put(u.cookie, { word: 'Наполи', spoken: 'На́поли' });
    const fixed = await line('Пицария Наполи.');
    expect(await reads()).toBe(2);
    expect(fixed).not.toBe(before);
    // A line without the word stays as it was read.
    await line('Пица с доставка.');
    await put(u.cookie, { word: 'Наполи', spoken: 'Напо́ли' });
    await line('Пица с доставка.');
    expect(await reads()).toBe(3);
    await t.request(`/api/pronunciations/${encodeURIComponent('наполи')}`, { method: 'DELETE', cookie: u.cookie });
    expect(await line('Пицария Наполи.')).toBe(before);
    expect(await reads()).toBe(3);
  });

  it('refuses what is not one word, a spoken form with signs, and more words than the account may keep', async () => {
    const u = await t.signUp();
    for (const bad of [
      { word: 'две думи', spoken: 'две' },
      { word: 'Наполи', spoken: '<b>x</b>' },
      { word: 'Наполи', spoken: '' },
      { word: 'а'.repeat(41), spoken: 'а' },
      { word: 'Наполи' },
    ]) {
      const res = await put(u.cookie, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'VALIDATION_FAILED' } });
    }
    await t.db.insert(pronunciations).values(
      Array.from({ length: PRONUNCIATIONS_MAX }, (_, i) => ({
        userId: u.id,
        word: `дума${'а'.repeat(i % 30)}${i}`.replace(/\d/g, (d) => 'абвгдежзий'[Number(d)]!),
        spoken: 'ду́ма',
      })),
    );
    const full = await put(u.cookie, { word: 'Наполи', spoken: 'На́поли' });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: { code: 'PRONUNCIATIONS_FULL' } });
    // A word already fixed can still be changed.
    const first = (await t.db.select().from(pronunciations).where(eq(pronunciations.userId, u.id)))[0]!;
    expect((await put(u.cookie, { word: first.word, spoken: 'дума́' })).status).toBe(200);
  });

  it('is used by the voice of the next ad, and the captions show the word as written', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'pro');
    real = false;
    const before = await adOf(u.cookie);
    expect(before.pronunciations).toEqual({});
    // The owner hears "НапОли" and fixes it to "НАполи".
    expect((await put(u.cookie, { word: 'Наполи', spoken: 'На́поли' })).status).toBe(200);
    real = true;
    asked.length = 0;
    captions.length = 0;
    try {
      const brief = await adOf(u.cookie);
      expect(brief.pronunciations).toEqual({ наполи: 'На́поли' });
    } finally {
      real = false;
    }
    const line = asked.find((a) => a.text.includes('Наполи'));
    expect(line, 'a line that names the business').toBeDefined();
    expect(line!.o?.pron?.get('наполи')).toBe('На́поли');
    // The engine stresses the first syllable of the name, as the owner asked.
    const said = await inspectSpeech(line!.text, { pron: line!.o?.pron });
    const name = said.words.find((w) => w.text === 'Наполи');
    expect(name?.phonemes).toMatch(/^ˈna/);
    const plain = await inspectSpeech(line!.text);
    expect(plain.words.find((w) => w.text === 'Наполи')?.phonemes).not.toMatch(/^ˈna/);
    expect(captions).toHaveLength(1);
    expect(captions[0]).toContain('Наполи');
    expect(captions[0]).not.toContain('\u0301');
  }, 240_000);
});
