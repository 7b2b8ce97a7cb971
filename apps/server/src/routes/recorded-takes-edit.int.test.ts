import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStoryboards } from '@reklamo/brain';
import { adScriptOf, spokenWords, type AdSound, type Storyboard, type VideoEditor } from '@reklamo/contract';
import { videos } from '@reklamo/db';
import { defaultFfmpegPath, type RenderBrief } from '@reklamo/renderer';
import type { RenderFn } from '../jobs/render-video.job.ts';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeTinyMp4 } from '../testing/tiny-mp4.ts';

// The renderer is replaced by one that keeps each brief: these tests are about which take each scene gets.
const briefs: RenderBrief[] = [];
const recording: RenderFn = async (brief, opts) => {
  briefs.push(brief);
  writeTinyMp4(opts.outPath, `mp4:${briefs.length}`);
  await fs.writeFile(opts.posterPath!, 'jpg');
  return { videoPath: opts.outPath, posterPath: opts.posterPath!, sizeBytes: 3, durationSec: brief.durationSec ?? 15 };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VOICE_PROVIDER: 'none' }, { worker: true, render: recording });
});
afterAll(() => t?.close());

const ff = defaultFfmpegPath();
/** A take as the browser records it: a tone of `sec` seconds between two quiet moments, WebM/Opus. */
const take = (freq: number, sec: number) =>
  execFileSync(ff, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${freq}:duration=${sec}:sample_rate=48000`,
    '-af',
    `adelay=500,apad=whole_len=${Math.round((sec + 1) * 48000)}`,
    '-c:a',
    'libopus',
    '-f',
    'webm',
    'pipe:1',
  ]);
async function upload(cookie: string, freq: number, sec: number, replaces?: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(take(freq, sec))], 'scene.webm', { type: 'audio/webm' }));
  const r = await t.request(`/api/voice/takes${replaces ? `?replaces=${replaces}` : ''}`, {
    method: 'POST',
    cookie,
    body: form,
  });
  expect(r.status).toBe(201);
  return (await r.json()) as { id: string; durationSec: number };
}
const errorOf = async (r: Response) => [
  r.status,
  ((await r.json()) as { error: { code: string; details?: unknown } }).error,
];
const row = (id: string) =>
  t.db
    .select()
    .from(videos)
    .where(eq(videos.id, id))
    .then((r) => r[0]!);
async function settled(id: string, version: number) {
  for (let i = 0; i < 600; i++) {
    const v = await row(id);
    if (v.version >= version && ['completed', 'failed'].includes(v.status)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('render did not finish');
}
const editor = async (cookie: string, id: string) =>
  (await (await t.request(`/api/videos/${id}/editor`, { cookie })).json()) as VideoEditor;

describe('editing an ad voiced with recorded scenes', { timeout: 120_000 }, () => {
  it("opens with each scene's take; text edits autosave; a re-recorded scene replaces only its take; a new spoken scene must be recorded first", async () => {
    const u = await t.signUp();
    const [sb] = writeStoryboards(PIZZA, { durationSec: 15, variants: 1 }) as [Storyboard];
    const spoken = sb.scenes.filter((s) => spokenWords(s.voice) > 0);
    const takes: { sceneId: string; takeId: string }[] = [];
    for (const [i, s] of spoken.entries())
      takes.push({ sceneId: s.id, takeId: (await upload(u.cookie, 400 + 100 * i, 1 + 0.2 * i)).id });
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, durationSec: 15, storyboard: adScriptOf(sb), sound: { voice: 'own', sceneTakes: takes } },
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect((await settled(id, 1)).status).toBe('completed');

    // The editor shows every take with the line it was read from and its length.
    const opened = await editor(u.cookie, id);
    expect(opened.sound!.voice).toBe('own');
    expect(opened.sound!.sceneTakes!.map((x) => [x.sceneId, x.takeId, x.line])).toEqual(
      spoken.map((s, i) => [s.id, takes[i]!.takeId, s.voice]),
    );
    expect(opened.sound!.sceneTakes![0]!.durationSec).toBeGreaterThan(0.8);
    const listen = await t.request(`/api/voice/takes/${takes[0]!.takeId}`, { cookie: u.cookie });
    expect([listen.status, listen.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    const other = await t.signUp();
    expect((await t.request(`/api/voice/takes/${takes[0]!.takeId}`, { cookie: other.cookie })).status).toBe(404);

    // Scene 1's text changes: the autosave (the editor's PATCH with its sound) is kept, not refused.
    const first = spoken[0]!;
    const edited = {
      ...opened.storyboard!,
      scenes: opened.storyboard!.scenes.map((s) =>
        s.id === first.id ? { ...s, voice: 'Печем пица всяка вечер до полунощ.' } : s,
      ),
    };
    const patch = (sound: AdSound, storyboard: Storyboard = edited) =>
      t.request(`/api/videos/${id}/storyboard`, { method: 'PATCH', cookie: u.cookie, json: { ...storyboard, sound } });
    expect((await patch(opened.sound!)).status).toBe(200);

    // Only scene 1 is recorded again (the old take stays: the first version was made with it).
    const redo = await upload(u.cookie, 900, 1.5, takes[0]!.takeId);
    const sound: AdSound = {
      ...opened.sound!,
      sceneTakes: opened.sound!.sceneTakes!.map((x) =>
        x.sceneId === first.id
          ? { sceneId: x.sceneId, takeId: redo.id, line: 'Печем пица всяка вечер до полунощ.' }
          : x,
      ),
    };
    expect((await patch(sound)).status).toBe(200);
    const reopened = await editor(u.cookie, id);
    expect(reopened.sound!.sceneTakes!.map((x) => x.takeId)).toEqual([redo.id, ...takes.slice(1).map((x) => x.takeId)]);
    expect(reopened.sound!.sceneTakes![0]!.line).toBe('Печем пица всяка вечер до полунощ.');
    expect((await t.request(`/api/voice/takes/${takes[0]!.takeId}`, { cookie: u.cookie })).status).toBe(200);

    // A new scene with words and no take: saved as a draft, but the render asks for its recording.
    const added = {
      ...edited,
      scenes: [
        ...edited.scenes.slice(0, -1),
        {
          id: 'enew1',
          kind: 'service' as const,
          voice: 'Поръчайте онлайн.',
          onScreen: { headline: 'Онлайн' },
          visual: { kind: 'illustration' as const, keywords: [] },
          durationSec: 3,
        },
        ...edited.scenes.slice(-1),
      ],
    };
    expect((await patch(sound, added)).status).toBe(200);
    const refused = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
    expect(await errorOf(refused)).toEqual([400, { code: 'OWN_VOICE_MISSING', details: { scenes: ['enew1'] } }]);

    // Back to the edited script: the render uses the new take for scene 1 and the old ones elsewhere.
    expect((await patch(sound)).status).toBe(200);
    briefs.length = 0;
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    expect((await settled(id, 2)).status).toBe('completed');
    const paths = briefs[0]!.sceneVoicePaths!;
    const sceneIndex = (sceneId: string) => briefs[0]!.storyboard!.scenes.findIndex((s) => s.id === sceneId);
    expect(paths[sceneIndex(first.id)]).toContain(redo.id);
    for (const x of takes.slice(1)) expect(paths[sceneIndex(x.sceneId)]).toContain(x.takeId);
    expect(briefs[0]!.storyboard!.scenes[sceneIndex(first.id)]!.voice).toBe('Печем пица всяка вечер до полунощ.');
  });

  it('switching that ad to a synthetic voice keeps everything else; an own voice chosen before recording is a draft, refused only at render', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, durationSec: 15, sound: { voice: 'none' } },
    });
    const { id } = (await res.json()) as { id: string };
    await settled(id, 1);
    const opened = await editor(u.cookie, id);
    const sb = opened.storyboard!;
    const own = await t.request(`/api/videos/${id}/storyboard`, {
      method: 'PATCH',
      cookie: u.cookie,
      json: { ...sb, sound: { voice: 'own', pace: 'normal', captions: true, sceneTakes: [] } },
    });
    expect(own.status).toBe(200);
    const refused = await errorOf(await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie }));
    expect(refused[0]).toBe(400);
    expect((refused[1] as { code: string }).code).toBe('OWN_VOICE_MISSING');
    const female = await t.request(`/api/videos/${id}/storyboard`, {
      method: 'PATCH',
      cookie: u.cookie,
      json: { ...sb, sound: { voice: 'female', pace: 'normal', captions: true, sceneTakes: [] } },
    });
    expect(female.status).toBe(200);
    briefs.length = 0;
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    await settled(id, 2);
    expect(briefs[0]!.voiceGender).toBe('female');
    expect(briefs[0]!.sceneVoicePaths).toBeUndefined();
    expect(briefs[0]!.storyboard!.scenes.map((s) => s.voice)).toEqual(sb.scenes.map((s) => s.voice));
  });
});
