import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium as pw, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject, onTestFinished } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Resolved (and unpacked) once by the global setup. */
const executablePath = () => inject('chromiumPath');

let browser: Browser | undefined;

/**
 * One headless Chromium per test file; each test gets its own context (cookies, storage).
 * `extraArgs` (e.g. the fake microphone flags) apply to the file's browser when it is first launched.
 */
export async function getBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!browser) {
    browser = await pw.launch({
      executablePath: executablePath(),
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--no-first-run',
        ...extraArgs,
      ],
    });
    afterAll(async () => {
      await browser?.close();
      browser = undefined;
    });
  }
  return browser;
}

export async function newPage(
  opts: { viewport?: { width: number; height: number }; cookie?: string; browserArgs?: string[] } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const b = await getBrowser(opts.browserArgs);
  const context = await b.newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    locale: 'bg-BG',
    acceptDownloads: true,
  });
  if (opts.cookie) await context.addCookies(cookiesFor(opts.cookie));
  const page = await context.newPage();
  // The context closes with its test: a page left open keeps playing its previews and videos, and the
  // pages of a file's earlier tests took most of the browser's CPU until the file ended. (A failed
  // test's page is photographed first: vitest runs this hook before its onTestFailed ones.)
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const dir = path.resolve('.test-data', 'screenshots');
      fs.mkdirSync(dir, { recursive: true });
      await page
        .screenshot({ path: path.join(dir, `${task.name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true })
        .catch(() => {});
    }
    await context.close().catch(() => {});
  });
  return { page, context };
}

function cookiesFor(header: string) {
  const url = new URL(baseUrl());
  return header.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return {
      name: pair.slice(0, i),
      value: pair.slice(i + 1),
      domain: url.hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax' as const,
    };
  });
}

let seq = 0;
/** A fresh user made through the real API; returns its session cookie for `newPage({ cookie })`. */
export async function createUser(over: { name?: string; password?: string; verify?: boolean } = {}) {
  const input = {
    name: over.name ?? 'Елена Тестова',
    email: `e2e-${Date.now()}-${process.pid}-${seq++}@example.bg`,
    password: over.password ?? 'e2e-password-123',
  };
  const res = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  // Sign-up gives no session (it answers alike for a taken address): like the web, sign in next.
  const signIn = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    body: JSON.stringify({ email: input.email, password: input.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (over.verify !== false) await verifyEmail(cookie);
  return { ...input, cookie };
}

/** Confirms the signed-in user's address as a real user would: the link from their mail in the dev outbox. */
export async function verifyEmail(cookie: string) {
  const outbox = (await (await fetch(`${baseUrl()}/api/dev/outbox`, { headers: { Cookie: cookie } })).json()) as {
    emails: Array<{ text: string }>;
  };
  const mail = outbox.emails.find((e) => e.text.includes('/verify-email'));
  if (!mail) throw new Error('no confirmation e-mail in the outbox');
  const res = await fetch(mail.text.match(/https?:\/\/\S+/)![0], { redirect: 'manual', headers: { Cookie: cookie } });
  if (res.status !== 302) throw new Error(`confirmation link failed: ${res.status}`);
}

/**
 * Step 3 of the create flow for a typed business, with the fields as the extractor filled them. The
 * description may still hold a "[…]" for a fact nobody typed: the flow asks once, then goes on.
 */
export async function toStep3(page: Page, business = 'Семейна пекарна „Житен клас“ в Русе') {
  await page.goto('/dashboard?view=create');
  await page.getByRole('textbox').first().fill(business);
  await page.getByRole('button', { name: 'Продължете' }).click();
  const details = page.getByRole('button', { name: 'Генерирайте детайли' });
  await details.click();
  const heading = page.getByRole('heading', { name: 'Потвърдете детайлите' });
  await Promise.race([heading.waitFor(), page.getByRole('alert').first().waitFor()]);
  if (!(await heading.isVisible())) await details.click();
  await heading.waitFor();
}

/**
 * The create flow's example cafe up to confirmed details: from the dashboard's "Реклама за кафене",
 * the facts the extractor left empty are typed as "Кафе" and the four that ask to be checked are confirmed.
 */
export async function confirmCafeDetails(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Реклама за кафене' }).click();
  await page.getByRole('button', { name: 'Генерирайте детайли' }).click();
  await page.getByRole('heading', { name: 'Потвърдете детайлите' }).waitFor();
  for (const l of [
    'Име на бизнеса',
    'Рекламирана услуга',
    'Оферта',
    'Локация',
    'Описание на бизнеса',
    'Услуги',
    'Призив за действие',
    'Целева аудитория',
  ]) {
    const f = page.getByRole('textbox', { name: l, exact: true });
    if (!(await f.inputValue()).trim()) await f.fill('Кафе');
  }
  for (const l of ['Име на бизнеса', 'Рекламирана услуга', 'Оферта', 'Локация'])
    await page.getByRole('group', { name: l, exact: true }).getByRole('button').click();
}

const ffmpegPath = async () => (await import('@ffmpeg-installer/ffmpeg')).default.path as string;

/**
 * Browser flags (for `newPage({ browserArgs })`) that make Chromium's microphone a fake one playing a
 * 700 Hz tone, written into `dir`, with the permission granted by its fake UI.
 */
export async function fakeMicrophone(dir: string): Promise<string[]> {
  const toneWav = path.join(dir, 'tone.wav');
  execFileSync(await ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=700:duration=60:sample_rate=48000',
    '-ac',
    '1',
    toneWav,
  ]);
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${toneWav}`,
    '--autoplay-policy=no-user-gesture-required',
  ];
}

/** The user's videos as the library's API lists them, newest first. */
export async function listVideos<T = { id: string }>(cookie: string): Promise<T[]> {
  return ((await (await fetch(`${baseUrl()}/api/videos`, { headers: { cookie } })).json()) as { videos: T[] }).videos;
}

/**
 * Saves one of the video's files to `file`: its playable rendition (`stream`) or what its download
 * button gives (`download`). Returns the answer's HTTP status.
 */
export async function saveVideo(
  cookie: string,
  id: string,
  file: string,
  from: 'stream' | 'download' = 'stream',
): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/videos/${id}/${from}`, { headers: { cookie } });
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return res.status;
}
