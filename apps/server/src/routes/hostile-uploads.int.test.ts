import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createDrafts, media } from '@reklamo/db';
import { defaultFfmpegPath } from '@reklamo/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ff = defaultFfmpegPath();
const made = (format: string, args: string[]) =>
  execFileSync(ff, ['-v', 'error', ...args, '-f', format, 'pipe:1'], { maxBuffer: 64 * 1024 * 1024 });
const upload = (p: string, cookie: string, bytes: Buffer | string, name: string) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(Buffer.from(bytes))], name));
  return t.request(p, { method: 'POST', cookie, body: form });
};
const errorOf = async (r: Response) => [r.status, ((await r.json()) as { error: { code: string } }).error.code];
const filesUnder = (userId: string, dir: string) => {
  const d = path.join(t.config.dataDir, 'media', 'users', userId, dir);
  return fs.existsSync(d) ? fs.readdirSync(d) : [];
};

describe("an upload never reads another customer's files through ffmpeg", { timeout: 120_000 }, () => {
  it("refuses an HLS playlist, a file:// list and a concat list naming another user's recording, as own voice, as a take, as music and as a clip", async () => {
    const victim = await t.signUp();
    const voice = await upload(
      '/api/voice/own',
      victim.cookie,
      made('wav', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3']),
      'voice.wav',
    );
    expect(voice.status).toBe(201);
    const { id } = (await voice.json()) as { id: string };
    const secret = path.join(t.config.dataDir, 'media', 'users', victim.id, 'voice', `${id}.wav`);
    expect(fs.existsSync(secret)).toBe(true);

    const attacker = await t.signUp();
    await setPlan(t.db, attacker.id, 'pro');
    const relative = path.relative(path.join(t.config.dataDir, 'tmp', 'uploads'), secret);
    const lists = [
      `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3,\n${relative}\n#EXT-X-ENDLIST\n`,
      `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3,\n${secret}\n#EXT-X-ENDLIST\n`,
      `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3,\nfile://${secret}\n#EXT-X-ENDLIST\n`,
      `ffconcat version 1.0\nfile '${secret}'\n`,
    ];
    for (const list of lists) {
      expect(await errorOf(await upload('/api/voice/own', attacker.cookie, list, 'voice.wav'))).toEqual([
        415,
        'AUDIO_FORMAT_UNSUPPORTED',
      ]);
      expect(await errorOf(await upload('/api/voice/takes', attacker.cookie, list, 'scene.webm'))).toEqual([
        415,
        'AUDIO_FORMAT_UNSUPPORTED',
      ]);
      expect(await errorOf(await upload('/api/voice/music', attacker.cookie, list, 'music.mp3'))).toEqual([
        415,
        'AUDIO_FORMAT_UNSUPPORTED',
      ]);
      const clip = await upload('/api/media', attacker.cookie, list, 'clip.mp4');
      expect(clip.status).toBeGreaterThanOrEqual(400);
      expect(clip.status).toBeLessThan(500);
    }
    // The same list behind an MP4's first box: read as MP4 (nothing in it), never as a playlist.
    const disguised = Buffer.concat([
      Buffer.from([0, 0, 0, 0x10]),
      Buffer.from('ftypisom\0\0\0\0'),
      Buffer.from(lists[1]!),
    ]);
    expect((await upload('/api/voice/own', attacker.cookie, disguised, 'voice.m4a')).status).toBe(422);
    expect((await upload('/api/media', attacker.cookie, disguised, 'clip.mp4')).status).toBe(422);
    expect(filesUnder(attacker.id, 'voice')).toEqual([]);
    expect(filesUnder(attacker.id, 'music')).toEqual([]);
    expect(await t.db.select().from(media).where(eq(media.userId, attacker.id))).toEqual([]);
  });

  it('own-voice recordings count against the storage allowance, and are limited in number and rate', async () => {
    const u = await t.signUp();
    const tone = made('wav', ['-f', 'lavfi', '-i', 'sine=frequency=300:duration=1']);
    const first = await upload('/api/voice/own', u.cookie, tone, 'voice.wav');
    expect(first.status).toBe(201);
    const stored = filesUnder(u.id, 'voice');
    expect(stored.length).toBe(1);
    const wavBytes = fs.statSync(path.join(t.config.dataDir, 'media', 'users', u.id, 'voice', stored[0]!)).size;
    // The recording takes room of the same allowance as photos and clips.
    const list = (await (await t.request('/api/media', { cookie: u.cookie })).json()) as {
      usedBytes: number;
      allowanceBytes: number;
    };
    expect(list.usedBytes).toBe(wavBytes);
    // With the allowance nearly full (a clip of the rest), the next recording is refused and not stored.
    await t.db.insert(media).values({
      userId: u.id,
      kind: 'clip',
      fileKey: `users/${u.id}/media/x.mp4`,
      thumbKey: `users/${u.id}/media/x.jpg`,
      width: 1,
      height: 1,
      durationMs: 1000,
      sizeBytes: list.allowanceBytes - wavBytes - 1000,
      originalName: 'x.mp4',
    });
    expect(await errorOf(await upload('/api/voice/own', u.cookie, tone, 'voice.wav'))).toEqual([
      413,
      'MEDIA_ALLOWANCE_EXCEEDED',
    ]);
    expect(await errorOf(await upload('/api/voice/takes', u.cookie, tone, 'scene.wav'))).toEqual([
      413,
      'MEDIA_ALLOWANCE_EXCEEDED',
    ]);
    expect(filesUnder(u.id, 'voice').length).toBe(1);
  });

  it("a script sending recording after recording is stopped by the hour's budget and the number kept", async () => {
    const u = await t.signUp();
    const tone = made('wav', ['-f', 'lavfi', '-i', 'sine=frequency=300:duration=1']);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await upload('/api/voice/own', u.cookie, tone, 'voice.wav')).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await errorOf(await upload('/api/voice/own', u.cookie, tone, 'voice.wav'))).toEqual([
      429,
      'TOO_MANY_RECORDINGS',
    ]);
    // However slowly they come, no more than 200 recordings and takes are kept.
    const other = await t.signUp();
    for (let i = 0; i < 200; i++)
      await t.deps.storage.put(`users/${other.id}/voice/${String(i).padStart(36, '0')}.wav`, Buffer.from('RIFF'));
    expect(await errorOf(await upload('/api/voice/takes', other.cookie, tone, 'scene.wav'))).toEqual([
      429,
      'TOO_MANY_RECORDINGS',
    ]);
    // A day later, those nothing refers to make room (the user has no screen to delete them); the one the draft names stays.
    const dir = path.join(t.config.dataDir, 'media', 'users', other.id, 'voice');
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    for (const f of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, f), dayAgo, dayAgo);
    const kept = '0'.repeat(35) + '7';
    await t.db
      .insert(createDrafts)
      .values({ userId: other.id, data: { voice: { voice: 'own', ownVoice: { id: kept, durationSec: 3 } } } });
    expect((await upload('/api/voice/takes', other.cookie, tone, 'scene.wav')).status).toBe(201);
    const left = filesUnder(other.id, 'voice');
    expect(left.length).toBe(2);
    expect(left).toContain(`${kept}.wav`);
  });
});
