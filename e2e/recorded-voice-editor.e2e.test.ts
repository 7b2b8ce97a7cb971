import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spokenWords, type ScriptResponse, type Storyboard, type Video, type VideoEditor } from '@reklamo/contract';
import { tonePower } from '@reklamo/renderer/testing';
import { baseUrl, createUser, newPage } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { setActivePlan } from './support/db.ts';

const ffmpeg = (await import('@ffmpeg-installer/ffmpeg')).default.path as string;

// Chromium's fake microphone plays a 700 Hz tone; the takes recorded before the edit are other tones.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-e2e-rec-edit-'));
const toneWav = path.join(dir, 'tone.wav');
execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=700:duration=60:sample_rate=48000', '-ac', '1', toneWav]);
const browserArgs = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${toneWav}`, '--autoplay-policy=no-user-gesture-required'];
fs.mkdirSync('.test-data/screenshots', { recursive: true });

const DETAILS = {
  BusinessName: 'Кафе Зрънце',
  BusinessDescription: 'Малко кафе в Пловдив, което пече зърната си само.',
  Services: 'еспресо, капучино, кафе за вкъщи',
  AdvertizedService: 'кафе с прясно печени зърна',
  Offer: 'втората чаша на половин цена',
  CTA: 'Заповядайте на ул. Главна 5',
  BusinessLocation: 'Пловдив',
  TargetAudience: 'хора, които работят в центъра',
};
/** The server's rule (renderer recorded-voice.ts): a recorded scene lasts as long as its take plus a breath. */
const sceneSec = (take: number) => Math.min(15, Math.max(1.2, take + 0.35 + 0.45));

async function call<T>(cookie: string, p: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${p}`, { ...init, headers: { Origin: baseUrl(), cookie, ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...init.headers } });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A take as a browser records it (WebM/Opus): quiet, a tone of `sec` seconds, quiet. */
async function uploadTake(cookie: string, freq: number, sec: number) {
  const webm = execFileSync(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${freq}:duration=${sec}:sample_rate=48000`, '-af', `adelay=500,apad=whole_len=${Math.round((sec + 1) * 48000)}`, '-c:a', 'libopus', '-f', 'webm', 'pipe:1']);
  const form = new FormData();
  form.append('file', new File([new Uint8Array(webm)], 'scene.webm', { type: 'audio/webm' }));
  return call<{ id: string; durationSec: number }>(cookie, '/api/voice/takes', { method: 'POST', body: form });
}

async function finished(cookie: string, id: string, version: number): Promise<Video> {
  for (;;) {
    const v = await call<Video>(cookie, `/api/videos/${id}`);
    if (v.status === 'failed' || v.status === 'canceled') throw new Error(`video ${id} ${v.status}`);
    if (v.status === 'completed' && (v.version ?? 1) >= version) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('editing an ad voiced with the owner\'s scene recordings', () => {
  it('keeps each scene\'s take; a text edit autosaves and asks to re-record only that scene; the new version speaks the new take there and the old ones elsewhere', { timeout: 600_000 }, async () => {
    const u = await createUser();
    await setActivePlan(u.email, 'pro');
    // The ad as the create flow leaves it: the chosen script and one recorded take per spoken scene.
    const { variants } = await call<ScriptResponse>(u.cookie, '/api/brain/script', { method: 'POST', body: JSON.stringify({ ...DETAILS, DurationSec: 15 }) });
    const sb = variants[0]!;
    const spoken = sb.scenes.filter((s) => spokenWords(s.voice) > 0);
    const takes: { SceneId: string; TakeId: string }[] = [];
    for (const [i, s] of spoken.entries()) takes.push({ SceneId: s.id, TakeId: (await uploadTake(u.cookie, 400 + 60 * i, 1.2)).id });
    const ad = await call<Video>(u.cookie, '/api/videos', { method: 'POST', body: JSON.stringify({ ...DETAILS, DurationSec: 15, Voice: 'own', Storyboard: sb, SceneTakes: takes }) });
    await finished(u.cookie, ad.id, 1);

    const { page } = await newPage({ cookie: u.cookie, browserArgs });
    await page.goto('/dashboard?section=inspiration');
    await page.getByRole('link', { name: /Редактирайте/ }).first().click();
    await page.getByRole('heading', { name: /Редактиране на рекламата/ }).waitFor();
    const first = sb.scenes.findIndex((s) => s.id === spoken[0]!.id) + 1;
    // Every spoken scene shows its take, to listen to and record again.
    for (const s of spoken) {
      const n = sb.scenes.findIndex((x) => x.id === s.id) + 1;
      const group = page.getByRole('group', { name: `Вашият глас — сцена ${n}` });
      await group.getByText(/^Записано с вашия глас/).waitFor();
      expect(await group.getByRole('button', { name: 'Запишете сцената отново' }).count()).toBe(1);
    }
    // The own-voice panel: our Bulgarian file button, not the browser's English "Choose File".
    const ownPanel = page.getByTestId('own-voice-choice');
    await ownPanel.getByRole('button', { name: 'Изберете файл' }).waitFor();
    expect(await ownPanel.getByText('Няма избран файл').isVisible()).toBe(true);
    // The browser's own input stays for its dialog and screen readers, out of sight (1 px, like sr-only).
    expect(await ownPanel.locator('input[type=file]').evaluate((e) => (e as HTMLElement).offsetWidth)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: '.test-data/screenshots/recorded-editor-1280.png', fullPage: true });

    // Change scene 1's words: the autosave is kept (it was refused with OWN_VOICE_MISSING).
    const newLine = 'Печем кафето си всяка сутрин в Пловдив.';
    const autosaved = page.waitForResponse((r) => r.url().endsWith(`/api/videos/${ad.id}/storyboard`) && r.request().method() === 'PATCH');
    await page.getByRole('textbox', { name: `Говорим текст — сцена ${first}` }).fill(newLine);
    expect((await autosaved).status()).toBe(200);
    const group = page.getByRole('group', { name: `Вашият глас — сцена ${first}` });
    await group.getByText(`Текстът на сцена ${first} вече е различен от записа ви. Какво да направим?`).waitFor();
    expect(await group.getByRole('button', { name: 'Запазете стария запис' }).count()).toBe(1);
    expect(await group.getByRole('button', { name: /за цялата реклама$/ }).count()).toBe(1);
    await group.screenshot({ path: '.test-data/screenshots/recorded-editor-changed-1280.png' });
    // The editor with its takes and this choice open holds the app's accessibility floor (decision 070).
    expect(await seriousViolations(page)).toEqual([]);
    // A version is not made while a scene waits for its decision.
    await page.getByRole('button', { name: 'Запазете и създайте нова версия' }).click();
    await page.getByRole('alert').filter({ hasText: `Сцена ${first} чака запис с вашия глас` }).waitFor();

    // Record only that scene again, on the create flow's teleprompter showing the new words.
    await group.getByRole('button', { name: 'Запишете сцената отново' }).click();
    const recorder = page.getByTestId('scene-recorder');
    expect((await recorder.getByTestId('teleprompter').textContent())!.trim()).toBe(newLine);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.test-data/screenshots/recorded-editor-390.png', fullPage: true });
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/voice/takes') && r.request().method() === 'POST');
    await recorder.getByRole('button', { name: 'Запишете отново', exact: true }).click();
    await recorder.getByRole('status').filter({ hasText: 'Записваме' }).waitFor();
    await page.waitForTimeout(1500);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/videos/${ad.id}/storyboard`) && r.request().method() === 'PATCH' && r.ok());
    await recorder.getByRole('button', { name: 'Спрете записа' }).click();
    const res = await uploaded;
    expect(res.status()).toBe(201);
    const redo = (await res.json()) as { id: string; durationSec: number };
    await recorder.getByTestId('take-ready').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await group.getByRole('button', { name: 'Готово' }).click();
    await group.getByText(/^Записано с вашия глас/).waitFor();
    await saved;
    const draft = await call<VideoEditor>(u.cookie, `/api/videos/${ad.id}/editor`);
    expect(draft.sound!.sceneTakes!.map((x) => x.takeId).sort()).toEqual([redo.id, ...takes.slice(1).map((x) => x.TakeId)].sort());

    await page.getByRole('button', { name: 'Запазете и създайте нова версия' }).click();
    await page.waitForURL(/section=inspiration/);
    const v2 = await finished(u.cookie, ad.id, 2);
    expect(v2.version).toBe(2);
    const after = await call<VideoEditor>(u.cookie, `/api/videos/${ad.id}/editor`);
    // Everything else about the ad is kept: its other scenes' words, style and format.
    expect(after.storyboard!.scenes.map((s) => s.voice)).toEqual(sb.scenes.map((s) => (s.id === spoken[0]!.id ? newLine : s.voice)));
    expect([after.storyboard!.style, after.storyboard!.aspectRatio]).toEqual([sb.style, sb.aspectRatio]);

    // The new version speaks the microphone's 700 Hz in scene 1 and the old take's tone in scene 2.
    const mp4 = path.join(dir, 'v2.mp4');
    fs.writeFileSync(mp4, Buffer.from(await (await fetch(`${baseUrl()}/api/videos/${ad.id}/stream`, { headers: { cookie: u.cookie } })).arrayBuffer()));
    const pcmAt = (from: number, sec: number) => new Int16Array(new Uint8Array(execFileSync(ffmpeg, ['-v', 'error', '-ss', String(from), '-t', String(sec), '-i', mp4, '-ac', '1', '-ar', '8000', '-f', 's16le', 'pipe:1'])).buffer);
    const before = sb.scenes.slice(0, first - 1).reduce((a, s) => a + s.durationSec, 0);
    const one = pcmAt(before + 0.5, redo.durationSec - 0.4);
    expect(tonePower(one, 700)).toBeGreaterThan(20 * tonePower(one, 400));
    const second = sb.scenes.findIndex((s) => s.id === spoken[1]!.id);
    const two = pcmAt(before + sceneSec(redo.durationSec) + sb.scenes.slice(first, second).reduce((a, s) => a + s.durationSec, 0) + 0.5, 0.7);
    expect(tonePower(two, 460)).toBeGreaterThan(20 * tonePower(two, 700));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
