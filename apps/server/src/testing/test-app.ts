import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { listOutboxEmails } from '@reklamo/db';
import { createTestDatabase, type TestDatabase } from '@reklamo/db/testing';
import { createApp } from '../app.ts';
import { startServices, type Services } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import type { RenderFn } from '../jobs/render-video.job.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a fresh migrated database, driven through `app.request()` (no socket).
 * `logs` collects every log line so tests can check what was (not) logged.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    worker?: boolean;
    render?: RenderFn;
    /** Rewrites the database URL the app uses (e.g. through a proxy). */ databaseUrl?: (
      url: string,
    ) => string | Promise<string>;
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: opts.databaseUrl ? await opts.databaseUrl(database.url) : database.url,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const services: Services = await startServices(config, {
    logDestination: sink,
    worker: opts.worker ?? false,
    render: opts.render,
  });
  const app = createApp(services.deps);
  const origin = config.publicUrl;

  /** A request as the browser at PUBLIC_URL would send it (always a promise, as fetch's answer is). */
  const request = async (
    p: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ): Promise<Response> => {
    const { json, cookie, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has('Origin')) headers.set('Origin', origin);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    if (cookie) headers.set('Cookie', cookie);
    return app.request(p, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };

  /** Opens the newest confirmation link e-mailed to `email`; returns the response (a redirect). */
  const verifyEmail = async (email: string) => {
    const mail = (await listOutboxEmails(services.deps.database.db, email.toLowerCase())).find((m) =>
      m.text.includes('/verify-email'),
    );
    if (!mail) throw new Error(`no confirmation e-mail for ${email}`);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    return request(link.pathname + link.search);
  };

  let seq = 0;
  /**
   * Signs up a new user and returns their session cookie. Like a real user, they confirm their
   * address through the link e-mailed to the outbox, unless `verify: false`.
   */
  const signUp = async (over: { name?: string; email?: string; password?: string; verify?: boolean } = {}) => {
    const input = {
      name: over.name ?? 'Мария Иванова',
      email: over.email ?? `user${Date.now()}${seq++}@example.bg`,
      password: over.password ?? 'correct-horse-42',
    };
    const res = await request('/api/auth/sign-up/email', { method: 'POST', json: input });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { user: { id: string } };
    // Sign-up gives no session (it answers alike for a taken address): like the web, sign in next.
    const signIn = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: input.email, password: input.password },
    });
    if (signIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = sessionCookie(signIn);
    if (over.verify !== false) await verifyEmail(input.email);
    return { ...input, id: body.user.id, cookie };
  };

  return {
    app,
    config,
    deps: services.deps,
    db: services.deps.database.db,
    logs,
    request,
    signUp,
    verifyEmail,
    close: async () => {
      await services.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function sessionCookie(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
