import { eq } from 'drizzle-orm';
import { insertVideo, videos } from '@reklamo/db';
import { parseWebVTT } from '@reklamo/scene';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// What the renderer writes: karaoke timing tags inside a cue, an escaped "&".
const VTT =
  'WEBVTT\n\n1\n00:00:00.400 --> 00:00:02.100\nПекарна <00:00:01.000>Слънце\n\n2\n00:00:02.100 --> 00:00:04.000\nХляб &amp; <00:00:03.000>кифли\n';

/** A finished video of the user with stored captions, as the worker leaves it. */
async function captionedVideo(userId: string) {
  const v = await insertVideo(t.db, {
    userId,
    title: 'Пекарна Слънце — хляб',
    details: {},
    style: 'bold',
    status: 'completed',
    progress: 100,
  });
  const key = `users/${userId}/videos/${v.id}.vtt`;
  await t.deps.storage.put(key, Buffer.from(VTT));
  await t.db
    .update(videos)
    .set({ captionsKey: key, videoKey: `users/${userId}/videos/${v.id}.mp4` })
    .where(eq(videos.id, v.id));
  return v.id;
}

describe('captions to download', () => {
  it('gives the owner the .srt and the .vtt as files named after the ad; nobody else, and no download is counted', async () => {
    const u = await t.signUp();
    const id = await captionedVideo(u.id);
    const dto = (await (await t.request(`/api/videos/${id}`, { cookie: u.cookie })).json()) as {
      captions_url: string;
      captions_srt_url: string;
    };
    expect(dto.captions_srt_url).toBe(`/api/videos/${id}/captions.srt`);

    const srt = await t.request(dto.captions_srt_url, { cookie: u.cookie });
    expect(srt.status).toBe(200);
    expect(srt.headers.get('content-type')).toBe('application/x-subrip; charset=utf-8');
    expect(srt.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Пекарна Слънце — хляб.srt')}`,
    );
    expect(await srt.text()).toBe(
      '1\n00:00:00,400 --> 00:00:02,100\nПекарна Слънце\n\n2\n00:00:02,100 --> 00:00:04,000\nХляб & кифли\n',
    );

    const vtt = await t.request(`${dto.captions_url}?download=1`, { cookie: u.cookie });
    expect(vtt.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Пекарна Слънце — хляб.vtt')}`,
    );
    expect(parseWebVTT(await vtt.text()).map((c) => c.text)).toEqual(['Пекарна Слънце', 'Хляб & кифли']);
    // The player's track stays inline.
    expect((await t.request(dto.captions_url, { cookie: u.cookie })).headers.get('content-disposition')).toBeNull();

    const other = await t.signUp();
    expect((await t.request(dto.captions_srt_url, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(dto.captions_srt_url)).status).toBe(401);
    const usage = (await (await t.request('/api/usage', { cookie: u.cookie })).json()) as {
      downloads: { used: number };
    };
    expect(usage.downloads.used).toBe(0);
  });

  it('a video without captions has no caption files', async () => {
    const u = await t.signUp();
    const v = await insertVideo(t.db, {
      userId: u.id,
      title: 'Без надписи',
      details: {},
      style: 'bold',
      status: 'completed',
      progress: 100,
      videoKey: 'x.mp4',
    });
    const dto = (await (await t.request(`/api/videos/${v.id}`, { cookie: u.cookie })).json()) as {
      captions_srt_url: string | null;
    };
    expect(dto.captions_srt_url).toBeNull();
    expect((await t.request(`/api/videos/${v.id}/captions.srt`, { cookie: u.cookie })).status).toBe(404);
  });
});
