import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storyboard, Video, VideoEditor } from '@reklamo/contract';
import { videos } from '@reklamo/db';
import type { RenderBrief } from '@reklamo/renderer';
import type { RenderFn } from '../jobs/render-video.job.ts';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeTinyMp4 } from '../testing/tiny-mp4.ts';
import sharp from 'sharp';

// The renderer is replaced by one that records each brief and writes a file naming the headline it
// was given: these tests are about versions and counting, not pixels.
const briefs: RenderBrief[] = [];
const recording: RenderFn = async (brief, opts) => {
  briefs.push(brief);
  const fs = await import('node:fs/promises');
  writeTinyMp4(opts.outPath, `mp4:${brief.storyboard?.scenes[0]?.onScreen.headline}:${brief.aspectRatio}`);
  await fs.writeFile(opts.posterPath!, 'jpg');
  // Each render credits one stock photographer, named after its headline.
  const credits = [
    {
      source: 'pexels' as const,
      name: `Снимка за ${brief.storyboard?.scenes[0]?.onScreen.headline}`,
      url: 'https://www.pexels.com/@someone',
    },
  ];
  return {
    videoPath: opts.outPath,
    posterPath: opts.posterPath!,
    sizeBytes: 3,
    durationSec: brief.durationSec ?? 15,
    pictures: { shots: [], composited: 0, overlaysKept: 0, credits },
  };
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

async function finishedVideo(cookie: string): Promise<string> {
  const res = await t.request('/api/videos', {
    method: 'POST',
    cookie,
    json: { facts: PIZZA, prompt: 'пицария', durationSec: 15 },
  });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as Video;
  expect((await settled(id)).status).toBe('completed');
  return id;
}

const editor = async (cookie: string, id: string) =>
  (await (await t.request(`/api/videos/${id}/editor`, { cookie })).json()) as VideoEditor;
const usage = async (cookie: string) =>
  (await (await t.request('/api/usage', { cookie })).json()) as { generations: { used: number } };
const withHeadline = (sb: Storyboard, headline: string): Storyboard => ({
  ...sb,
  scenes: sb.scenes.map((s, i) => (i === 0 ? { ...s, onScreen: { ...s.onScreen, headline } } : s)),
});

describe('editing a finished ad', () => {
  it('saves edits, renders them as version 2 without a generation, and keeps version 1 downloadable', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'agency');
    const id = await finishedVideo(u.cookie);
    const before = await editor(u.cookie, id);
    expect(before.storyboard).not.toBeNull();
    expect(before.video.version).toBe(1);
    const used = (await usage(u.cookie)).generations.used;

    const patched = await t.request(`/api/videos/${id}/storyboard`, {
      method: 'PATCH',
      cookie: u.cookie,
      json: withHeadline(before.storyboard!, 'Нова пица всеки ден'),
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as VideoEditor).storyboard!.scenes[0]!.onScreen.headline).toBe(
      'Нова пица всеки ден',
    );

    briefs.length = 0;
    const res = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(202);
    expect(((await res.json()) as Video).version).toBe(2);
    expect((await settled(id)).status).toBe('completed');
    expect(briefs[0]!.storyboard!.scenes[0]!.onScreen.headline).toBe('Нова пица всеки ден');
    expect((await usage(u.cookie)).generations.used).toBe(used);

    const after = await editor(u.cookie, id);
    expect(after.video.version).toBe(2);
    expect(after.versions.map((v) => v.version)).toEqual([1]);
    // Each version keeps the photographers of its own pictures.
    const firstHeadline = before.storyboard!.scenes[0]!.onScreen.headline;
    expect(after.versions[0]!.credits.map((c) => c.name)).toEqual([`Снимка за ${firstHeadline}`]);
    expect(after.video.credits!.map((c) => c.name)).toEqual(['Снимка за Нова пица всеки ден']);
    const v1 = await t.request(after.versions[0]!.download_url!, { cookie: u.cookie });
    expect(v1.status).toBe(200);
    expect(await v1.text()).not.toContain('Нова пица всеки ден');
    const v2 = await t.request(`/api/videos/${id}/download`, { cookie: u.cookie });
    expect(await v2.text()).toContain('Нова пица всеки ден');
  });

  it('allows three free re-renders a day and refuses the fourth; refuses a re-render while one runs', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'agency');
    const id = await finishedVideo(u.cookie);
    for (let n = 0; n < 3; n++) {
      const first = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
      expect(first.status).toBe(202);
      if (n === 0) {
        const twice = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
        expect(twice.status).toBe(409);
        expect(await twice.json()).toEqual({ error: { code: 'RENDER_IN_PROGRESS' } });
      }
      await settled(id);
    }
    const fourth = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
    expect(fourth.status).toBe(403);
    expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe('RERENDER_LIMIT_REACHED');
  });

  it("refuses bad edits with their own codes and another user's video with 404", async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'agency');
    const id = await finishedVideo(u.cookie);
    const sb = (await editor(u.cookie, id)).storyboard!;
    const patch = (json: unknown, cookie = u.cookie) =>
      t.request(`/api/videos/${id}/storyboard`, { method: 'PATCH', cookie, json });
    expect((await patch({ ...sb, scenes: [] })).status).toBe(400);
    expect(
      (await patch({ ...sb, scenes: Array.from({ length: 60 }, (_, i) => ({ ...sb.scenes[0]!, id: `s${i}` })) }))
        .status,
    ).toBe(400);
    expect((await patch(withHeadline(sb, 'х'.repeat(2000)))).status).toBe(400);
    const empty = await patch({
      ...sb,
      scenes: sb.scenes.map((s, i) => (i === 0 ? { ...s, voice: ' ', onScreen: { headline: ' ' } } : s)),
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { code: string } }).error.code).toBe('STORYBOARD_INVALID');
    const other = await t.signUp();
    expect((await patch(sb, other.cookie)).status).toBe(404);
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/videos/${id}/formats`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
  });

  it('"Всички формати" renders the other three aspect ratios free, once', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'agency');
    const id = await finishedVideo(u.cookie);
    const used = (await usage(u.cookie)).generations.used;
    const res = await t.request(`/api/videos/${id}/formats`, { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(202);
    const made = ((await res.json()) as { videos: Video[] }).videos;
    expect(made.map((v) => v.aspect_ratio).sort()).toEqual(['1:1', '4:5', '9:16']);
    for (const v of made) {
      expect(v.parent_id).toBe(id);
      expect((await settled(v.id)).status).toBe('completed');
      expect(await (await t.request(`/api/videos/${v.id}/download`, { cookie: u.cookie })).text()).toContain(
        v.aspect_ratio,
      );
    }
    expect((await usage(u.cookie)).generations.used).toBe(used);
    const again = await t.request(`/api/videos/${id}/formats`, { method: 'POST', cookie: u.cookie });
    expect(((await again.json()) as { videos: Video[] }).videos).toEqual([]);
  });

  it('saves voice, music, captions and picture choices with the edit, and the re-render uses them', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'agency');
    const id = await finishedVideo(u.cookie);
    const before = await editor(u.cookie, id);
    expect(before.sound).toMatchObject({ captions: true });
    const form = new FormData();
    form.append(
      'file',
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        'shop.jpg',
      ),
    );
    const photo = (await (await t.request('/api/media', { method: 'POST', body: form, cookie: u.cookie })).json()) as {
      id: string;
    };
    const sb = before.storyboard!;
    const edited = {
      ...sb,
      scenes: sb.scenes.map((s, i) =>
        i === 0
          ? { ...s, visual: { kind: 'photo' as const, keywords: [], mediaId: photo.id, pinned: true } }
          : i === 1
            ? { ...s, visual: { kind: 'none' as const, keywords: [], pinned: true } }
            : s,
      ),
      sound: { voice: 'male' as const, pace: 'slower' as const, captions: false, musicMood: 'calm' as const },
    };
    const patch = (json: unknown, cookie = u.cookie) =>
      t.request(`/api/videos/${id}/storyboard`, { method: 'PATCH', cookie, json });

    // Another user's picture, a music file that is not there.
    const other = await t.signUp();
    const form2 = new FormData();
    form2.append(
      'file',
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e76f51' } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        'x.jpg',
      ),
    );
    const theirs = (await (
      await t.request('/api/media', { method: 'POST', body: form2, cookie: other.cookie })
    ).json()) as { id: string };
    const withTheirs = {
      ...edited,
      scenes: edited.scenes.map((s, i) => (i === 0 ? { ...s, visual: { ...s.visual, mediaId: theirs.id } } : s)),
    };
    expect((await patch(withTheirs)).status).toBe(404);
    // An own voice not recorded yet is a draft (the autosave never fails on it); the render asks for it.
    expect((await patch({ ...edited, sound: { voice: 'own', pace: 'normal', captions: true } })).status).toBe(200);
    const noOwn = await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie });
    expect([noOwn.status, ((await noOwn.json()) as { error: { code: string } }).error.code]).toEqual([
      400,
      'OWN_VOICE_MISSING',
    ]);
    expect((await patch({ ...edited, sound: { ...edited.sound, musicId: crypto.randomUUID() } })).status).toBe(404);
    expect((await patch({ ...edited, sound: { ...edited.sound, musicMood: 'loud' } })).status).toBe(400);

    const saved = await patch(edited);
    expect(saved.status).toBe(200);
    // Saved, not rendered: a reload of the editor shows the choices.
    const reopened = await editor(u.cookie, id);
    expect(reopened.sound).toEqual({ voice: 'male', pace: 'slower', captions: false, musicMood: 'calm' });
    expect(reopened.storyboard!.scenes[0]!.visual).toMatchObject({ kind: 'photo', mediaId: photo.id });
    expect(reopened.storyboard!.scenes[1]!.visual.kind).toBe('none');

    briefs.length = 0;
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    expect((await settled(id)).status).toBe('completed');
    const brief = briefs[0]!;
    expect(brief).toMatchObject({ voiceGender: 'male', pace: 'slower', captions: false, musicMood: 'calm' });
    expect(brief.media!.map((m) => m.id)).toEqual([photo.id]);
    expect(brief.storyboard!.scenes[0]!.visual).toMatchObject({ kind: 'photo', mediaId: photo.id });
    expect(brief.storyboard!.scenes[1]!.visual.kind).toBe('none');
    // The ad had no photos: the scenes left alone keep their illustrations rather than taking the new photo.
    expect(brief.storyboard!.scenes.slice(2).every((s) => s.visual.kind === 'illustration' && s.visual.pinned)).toBe(
      true,
    );
    // Rendered: the sound is now the video's own, and the next edit starts from it.
    expect((await editor(u.cookie, id)).sound).toEqual({
      voice: 'male',
      pace: 'slower',
      captions: false,
      musicMood: 'calm',
    });
  });
});
