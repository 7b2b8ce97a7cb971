import fs from 'node:fs';
import path from 'node:path';
import { chromium as pw, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject, onTestFailed } from 'vitest';

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
  onTestFailed(async ({ task }) => {
    const dir = path.resolve('.test-data', 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    await page
      .screenshot({ path: path.join(dir, `${task.name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true })
      .catch(() => {});
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
