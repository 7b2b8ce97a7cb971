import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();

/**
 * Every environment variable the app reads, with its default and meaning. Nothing else in the
 * code reads process.env (STYLE.md rule 4); the README's configuration table mirrors this list.
 */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development').describe('production turns on Secure cookies and requires real secrets'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port of the API and the web app'),
  HOST: z.string().default('0.0.0.0').describe('Interface to listen on'),
  PUBLIC_URL: optionalUrl.describe('Address users reach the app at (links in e-mails, payment return URLs); default http://localhost:PORT'),
  DATA_DIR: z.string().default('.data').describe('Embedded database, media files and generated development secrets'),
  DATABASE_URL: optionalUrl.describe('External Postgres; when unset an embedded Postgres runs in DATA_DIR/pg'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0).describe('Port of the embedded Postgres; 0 picks a free one'),
  AUTH_SECRET: z.string().min(32).optional().describe('Signs sessions; generated into DATA_DIR in development, required in production'),
  TRUST_PROXY: bool.default(false).describe('Take the client IP from X-Forwarded-For (behind a load balancer)'),
  METRICS_TOKEN: z.string().min(16).optional().describe('Bearer token for GET /metrics; without it /metrics answers only on loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level'),
  SMTP_URL: z.string().optional().describe('smtp(s)://user:pass@host:port; when unset e-mails go to the outbox table'),
  MAIL_FROM: z.string().default('Reklamo <no-reply@reklamo.bg>').describe('Sender of e-mails'),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30).describe('Failed password checks per IP, and sign-up/reset requests per IP, per window'),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10).describe('Failed password checks per e-mail from one IP per window (then that IP waits; other IPs are only slowed down)'),
  AUTH_RATE_LIMIT_WINDOW_SEC: z.coerce.number().int().positive().default(900).describe('Length of the rate-limit window'),
  BRAIN_PROVIDER: z.enum(['local', 'openai', 'webhook']).default('local').describe('Ad copy writer: local rules, an OpenAI-compatible API, or SPEC webhooks 1-2'),
  OPENAI_BASE_URL: optionalUrl.describe('OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp)'),
  OPENAI_API_KEY: z.string().optional().describe('Key for OPENAI_BASE_URL'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini').describe('Model name for the openai brain'),
  BRAIN_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000).describe('Timeout of a remote brain call'),
  BRAIN_WEBHOOK_PROMPT_URL: optionalUrl.describe('Webhook 1: POST {business_type} -> {text}'),
  BRAIN_WEBHOOK_DETAILS_URL: optionalUrl.describe('Webhook 2: POST {prompt} -> {text: JSON}'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(0).default(1).describe('Videos rendered at once by this process; 0 disables the in-process worker'),
  GENERATION_TIMEOUT_SEC: z.coerce.number().int().positive().default(720).describe('A render running longer fails (SPEC: 12 minutes)'),
  RENDER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(2).describe('Tries per video: a render whose worker died is retried until this many'),
  WORKER_STALE_SEC: z.coerce.number().int().positive().default(60).describe('A generating video whose worker has not reported for this long is retried or failed'),
  RENDER_WIDTH: z.coerce.number().int().min(160).max(1920).optional().describe('Render narrower than the native size (e.g. 1280 for 720p on small machines); default native'),
  VIDEO_PROVIDER: z.enum(['local', 'webhook']).default('local').describe('Who makes the video: our renderer, or an automation backend through SPEC webhooks 3-4'),
  VIDEO_WEBHOOK_START_URL: optionalUrl.describe('Webhook 4: POST the business fields, AspectRatio, Name, Email to start a video'),
  VIDEO_WEBHOOK_LIST_URL: optionalUrl.describe("Webhook 3: GET ?name=&email= -> {files:[{id,name}]}, the user's videos"),
  VIDEO_WEBHOOK_FILE_URL: optionalUrl.describe('GET ?id= -> the video file (or JSON {url})'),
  VIDEO_WEBHOOK_POLL_SEC: z.coerce.number().positive().default(15).describe('How often the webhook provider checks for the finished video'),
  FFMPEG_PATH: z.string().optional().describe('ffmpeg binary; default the one from @ffmpeg-installer/ffmpeg'),
  VOICE_PROVIDER: z.enum(['espeak', 'none']).default('espeak').describe('Voice-over synthesiser'),
  STRIPE_SECRET_KEY: z.string().optional().describe('Turns on the Stripe payments provider; when unset the built-in test checkout is used'),
  STRIPE_WEBHOOK_SECRET: z.string().optional().describe('Verifies Stripe webhook signatures'),
  STRIPE_PRICE_STARTER: z.string().optional().describe('Stripe price id of Starter'),
  STRIPE_PRICE_PRO: z.string().optional().describe('Stripe price id of Pro'),
  STRIPE_API_BASE: optionalUrl.describe('Stripe API address; only for tests against a local stand-in (default https://api.stripe.com)'),
  BILLING_CLOCK_INTERVAL_SEC: z.coerce.number().int().min(0).default(60).describe('How often ended billing periods are processed (cancellations, test-mode renewals); 0 disables'),
});
export type Env = z.infer<typeof ZEnv>;

export type Config = Env & {
  authSecret: string;
  publicUrl: string;
  dataDir: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(public readonly variables: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError naming every bad or missing variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(input);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(names, `Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const missing: string[] = [];
  if (isProduction && !e.AUTH_SECRET) missing.push('AUTH_SECRET');
  if (isProduction && !e.PUBLIC_URL) missing.push('PUBLIC_URL');
  if (e.BRAIN_PROVIDER === 'openai' && !e.OPENAI_BASE_URL && !e.OPENAI_API_KEY) missing.push('OPENAI_API_KEY');
  if (e.BRAIN_PROVIDER === 'webhook' && !e.BRAIN_WEBHOOK_PROMPT_URL) missing.push('BRAIN_WEBHOOK_PROMPT_URL');
  if (e.BRAIN_PROVIDER === 'webhook' && !e.BRAIN_WEBHOOK_DETAILS_URL) missing.push('BRAIN_WEBHOOK_DETAILS_URL');
  if (e.VIDEO_PROVIDER === 'webhook') {
    for (const k of ['VIDEO_WEBHOOK_START_URL', 'VIDEO_WEBHOOK_LIST_URL', 'VIDEO_WEBHOOK_FILE_URL'] as const) if (!e[k]) missing.push(k);
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) missing.push('STRIPE_WEBHOOK_SECRET');
  if (missing.length) {
    throw new ConfigError(missing, `Missing required configuration: ${missing.join(', ')}`);
  }
  return {
    ...e,
    dataDir,
    isProduction,
    authSecret: e.AUTH_SECRET ?? developmentSecrets(dataDir).authSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}

type DevSecrets = { authSecret: string; embeddedPgPassword: string };

/** Development secrets are generated on first start and kept in the data dir, never in the repo. */
export function developmentSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as DevSecrets;
  } catch {
    const secrets: DevSecrets = {
      authSecret: crypto.randomBytes(32).toString('base64url'),
      embeddedPgPassword: crypto.randomBytes(18).toString('base64url'),
    };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}


/** For entry points (server, worker, CLI): the parsed config, or the bad variables printed and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
