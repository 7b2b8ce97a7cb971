import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStoryboards } from '@reklamo/brain';
import { adScriptOf, spokenWords, type Storyboard } from '@reklamo/contract';
import { videos } from '@reklamo/db';
import { defaultFfmpegPath } from '@reklamo/renderer/ffmpeg';
import { parseWebVTT, recordedSceneSec } from '@reklamo/scene';
import { mediaSeconds, tonePower } from '@reklamo/renderer/testing';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The own voice recorded scene by scene in the browser: takes are checked, cleaned and cut
// to their speech; the takes set the scene lengths of the MP4; the voice sample has a budget.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RENDER_WIDTH: '192', VOICE_PROVIDER: 'none' }, { worker: true });
});
afterAll(() => t?.close());

const ff = defaultFfmpegPath();
/** Bytes ffmpeg makes from lavfi sources (WebM to a pipe has no duration in its header, like MediaRecorder's). */
const made = (format: string, args: string[]) =>
  execFileSync(ff, ['-v', 'error', ...args, '-f', format, 'pipe:1'], { maxBuffer: 64 * 1024 * 1024 });
/** A take as the browser records it: quiet, a tone of `sec` seconds ("the line"), quiet again; WebM/Opus. */
const take = (freq: number, sec: number) =>
  made('webm', [
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${freq}:duration=${sec}:sample_rate=48000`,
    '-af',
    `adelay=600,apad=whole_len=${Math.round((sec + 1.2) * 48000)}`,
    '-c:a',
    'libopus',
  ]);
const upload = (cookie: string, bytes: Buffer, query = '') => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'scene.webm', { type: 'audio/webm;codecs=opus' }));
  return t.request(`/api/voice/takes${query}`, { method: 'POST', cookie, body: form });
};
const errorOf = async (r: Response) => [r.status, ((await r.json()) as { error: { code: string } }).error.code];
const storedTakes = async (userId: string) => {
  const keys: string[] = [];
  for await (const o of t.deps.storage.list(`users/${userId}/voice/`)) keys.push(o.key);
  return keys;
};
const row = (id: string) =>
  t.db
    .select()
    .from(videos)
    .where(eq(videos.id, id))
    .then((r) => r[0]!);
async function finished(id: string) {
  for (let i = 0; i < 1500; i++) {
    const v = await row(id);
    if (v.status === 'completed' || v.status === 'failed') return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('render did not finish');
}

describe('the own voice recorded scene by scene', { timeout: 300_000 }, () => {
  it('stores a take cut to its speech; a redo replaces it; bad takes get their own codes and store nothing', async () => {
    // The page may use the microphone (its own origin only); nothing else may.
    const policy = (await t.request('/api/health')).headers.get('permissions-policy')!;
    expect(policy).toContain('microphone=(self)');
    expect(policy).toContain('camera=()');
    const u = await t.signUp();
    const res = await upload(u.cookie, take(500, 1.5));
    expect(res.status).toBe(201);
    const first = (await res.json()) as { id: string; durationSec: number };
    // 0.6 s of quiet before and after are cut: the take is the line.
    expect(first.durationSec).toBeGreaterThan(1.4);
    expect(first.durationSec).toBeLessThan(1.7);
    expect(await storedTakes(u.id)).toEqual([`users/${u.id}/voice/${first.id}.wav`]);

    const redo = await upload(u.cookie, take(500, 2.5), `?replaces=${first.id}`);
    expect(redo.status).toBe(201);
    const second = (await redo.json()) as { id: string; durationSec: number };
    expect(second.durationSec).toBeGreaterThan(2.4);
    expect(await storedTakes(u.id)).toEqual([`users/${u.id}/voice/${second.id}.wav`]);

    expect(
      await errorOf(
        await upload(
          u.cookie,
          made('webm', ['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '3', '-c:a', 'libopus']),
          `?replaces=${second.id}`,
        ),
      ),
    ).toEqual([422, 'AUDIO_SILENT']);
    expect(await errorOf(await upload(u.cookie, take(500, 16)))).toEqual([422, 'RECORDING_TOO_LONG']);
    expect(
      await errorOf(
        await upload(
          u.cookie,
          made('image2pipe', ['-f', 'lavfi', '-i', 'color=red:s=32x32', '-frames:v', '1', '-c:v', 'png']),
        ),
      ),
    ).toEqual([422, 'AUDIO_NOT_AUDIO']);
    expect(
      await errorOf(
        await upload(
          u.cookie,
          made('webm', [
            '-f',
            'lavfi',
            '-i',
            'testsrc=s=32x32:d=1',
            '-f',
            'lavfi',
            '-i',
            'sine=d=1',
            '-shortest',
            '-c:v',
            'libvpx',
            '-c:a',
            'libopus',
          ]),
        ),
      ),
    ).toEqual([422, 'AUDIO_NOT_AUDIO']);
    expect(await errorOf(await upload(u.cookie, Buffer.from('RIFF....WAVEfmt and then nothing')))).toEqual([
      422,
      'AUDIO_INVALID',
    ]);
    expect(await errorOf(await upload(u.cookie, take(500, 1), '?replaces=not-a-uuid'))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    // A refused take (even one that names the take it would replace) leaves the good one alone.
    expect(await storedTakes(u.id)).toEqual([`users/${u.id}/voice/${second.id}.wav`]);
  });

  it('the takes set the scene lengths: the MP4 is as long as the recorded scenes, each scene speaks its own take', async () => {
    const u = await t.signUp();
    const [sb] = writeStoryboards(PIZZA, { durationSec: 15, variants: 1 }) as [Storyboard];
    const spoken = sb.scenes.filter((s) => spokenWords(s.voice) > 0);
    expect(spoken.length).toBeGreaterThanOrEqual(2);
    // Each scene gets its own tone and its own length, unlike the storyboard's targets.
    const plan = spoken.map((s, i) => ({ scene: s, freq: 400 + 150 * i, sec: 1.0 + 0.4 * i }));
    const takes: { sceneId: string; takeId: string; sec: number }[] = [];
    for (const p of plan) {
      const r = await upload(u.cookie, take(p.freq, p.sec));
      expect(r.status).toBe(201);
      const j = (await r.json()) as { id: string; durationSec: number };
      takes.push({ sceneId: p.scene.id, takeId: j.id, sec: j.durationSec });
    }
    const json = { facts: PIZZA, durationSec: 15, storyboard: adScriptOf(sb) };
    const own = (sceneTakes: { sceneId: string; takeId: string }[]) => ({ voice: 'own', sceneTakes });
    // Every spoken scene needs its take; a take is the user's own; the script must come with them.
    expect(
      await errorOf(
        await t.request('/api/videos', {
          method: 'POST',
          cookie: u.cookie,
          json: { ...json, sound: own(takes.slice(1).map(({ sceneId, takeId }) => ({ sceneId, takeId }))) },
        }),
      ),
    ).toEqual([400, 'OWN_VOICE_MISSING']);
    const other = await t.signUp();
    const sceneTakes = takes.map(({ sceneId, takeId }) => ({ sceneId, takeId }));
    expect(
      await errorOf(
        await t.request('/api/videos', {
          method: 'POST',
          cookie: other.cookie,
          json: { ...json, sound: own(sceneTakes) },
        }),
      ),
    ).toEqual([400, 'OWN_VOICE_MISSING']);
    expect(
      await errorOf(
        await t.request('/api/videos', {
          method: 'POST',
          cookie: u.cookie,
          json: { facts: PIZZA, durationSec: 15, sound: own(sceneTakes) },
        }),
      ),
    ).toEqual([400, 'STORYBOARD_REQUIRED']);

    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { ...json, sound: own(sceneTakes) },
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const v = await finished(id);
    expect(v.status).toBe('completed');

    // The scenes: a recorded one lasts its take plus a breath; a silent one keeps its target.
    const secOf = new Map(takes.map((x) => [x.sceneId, x.sec]));
    const bounds: { id: string; start: number; end: number }[] = [];
    let at = 0;
    for (const s of sb.scenes) {
      const len = secOf.has(s.id) ? recordedSceneSec(secOf.get(s.id)!) : s.durationSec;
      bounds.push({ id: s.id, start: at, end: at + len });
      at += len;
    }
    expect(Math.abs(at - 15)).toBeGreaterThan(1);
    const mp4 = t.deps.storage.localPath(v.videoKey!);
    expect(Math.abs(mediaSeconds(mp4) - at)).toBeLessThan(0.15);
    expect(v.durationSec).toBe(Math.round(at));

    // Inside each recorded scene its own tone is heard, not its neighbours'.
    for (const p of plan) {
      const b = bounds.find((x) => x.id === p.scene.id)!;
      const mid = b.start + 0.35 + p.sec / 2;
      const pcm = new Int16Array(
        new Uint8Array(
          execFileSync(ff, [
            '-v',
            'error',
            '-ss',
            String(mid - 0.25),
            '-t',
            '0.5',
            '-i',
            mp4,
            '-ac',
            '1',
            '-ar',
            '8000',
            '-f',
            's16le',
            'pipe:1',
          ]),
        ).buffer,
      );
      const mine = tonePower(pcm, p.freq);
      for (const q of plan) if (q !== p) expect(mine).toBeGreaterThan(10 * tonePower(pcm, q.freq));
    }

    // Captions are timed from the recorded scene boundaries: each scene's words stay inside it.
    const cues = parseWebVTT(await (await t.request(`/api/videos/${id}/captions.vtt`, { cookie: u.cookie })).text());
    expect(cues.length).toBeGreaterThan(0);
    for (const p of plan) {
      const b = bounds.find((x) => x.id === p.scene.id)!;
      const first = spokenWordsOf(p.scene.voice)[0]!;
      const inScene = cues.filter((c) => c.start >= b.start - 0.05 && c.end <= b.end + 0.05);
      expect(inScene.map((c) => c.text).join(' ')).toContain(first);
    }
    for (const c of cues) expect(bounds.some((b) => c.start >= b.start - 0.05 && c.end <= b.end + 0.05)).toBe(true);

    // A take a video was made with stays, even when the flow redoes it afterwards.
    const again = await upload(u.cookie, take(700, 1), `?replaces=${takes[0]!.takeId}`);
    expect(again.status).toBe(201);
    expect(await storedTakes(u.id)).toContain(`users/${u.id}/voice/${takes[0]!.takeId}.wav`);
  });

  it('"Чуйте пример" has a budget: past it, 429 RATE_LIMITED (a bad query does not count)', async () => {
    const u = await t.signUp();
    expect((await t.request('/api/voice/sample?voice=robot', { cookie: u.cookie })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await t.request('/api/voice/sample?name=Test', { cookie: u.cookie })).status);
    // No provider is set up here, so each allowed try answers 409; the 31st is refused before the engine.
    expect(statuses.every((s) => s === 409)).toBe(true);
    const last = await t.request('/api/voice/sample?name=Test', { cookie: u.cookie });
    expect(await errorOf(last)).toEqual([429, 'RATE_LIMITED']);
    // Another user still has their own budget.
    const other = await t.signUp();
    expect((await t.request('/api/voice/sample?name=Test', { cookie: other.cookie })).status).toBe(409);
  });
});

/** The first caption word of a line as captions show it (punctuation stripped). */
function spokenWordsOf(line: string): string[] {
  return line
    .split(/\s+/)
    .map((w) => w.replace(/[.,!?;:…„“"()]/g, ''))
    .filter(Boolean);
}
