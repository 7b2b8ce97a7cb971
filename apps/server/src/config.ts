import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();

/**
 * Every environment variable the app reads, with its default and meaning. Nothing else in the
 * code reads process.env (STYLE.md rule 4); the README's configuration table mirrors this list.
 */
export const ZEnv = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('production turns on Secure cookies and requires real secrets'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port of the API and the web app'),
  HOST: z
    .string()
    .optional()
    .describe('Interface to listen on; default 127.0.0.1 in development (this machine only) and 0.0.0.0 in production'),
  PUBLIC_URL: optionalUrl.describe(
    'Address users reach the app at (links in e-mails, payment return URLs); default http://localhost:PORT',
  ),
  DATA_DIR: z.string().default('.data').describe('Embedded database, media files and generated development secrets'),
  DATABASE_URL: optionalUrl.describe('External Postgres; when unset an embedded Postgres runs in DATA_DIR/pg'),
  EMBEDDED_PG_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(0)
    .describe('Port of the embedded Postgres; 0 picks a free one'),
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe('Signs sessions; generated into DATA_DIR in development, required in production'),
  TRUST_PROXY: bool.default(false).describe('Take the client IP from X-Forwarded-For (behind a load balancer)'),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe('Bearer token for GET /metrics; without it /metrics answers only on loopback'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
  SMTP_URL: z.string().optional().describe('smtp(s)://user:pass@host:port; when unset e-mails go to the outbox table'),
  MAIL_FROM: z.string().default('Reklamo <no-reply@reklamo.bg>').describe('Sender of e-mails'),
  AUTH_RATE_LIMIT_PER_IP: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe('Failed password checks per IP, and sign-up/reset requests per IP, per window'),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe(
      'Failed password checks per e-mail from one IP per window (then that IP waits; other IPs are only slowed down)',
    ),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .positive()
    .default(50)
    .describe(
      'Failed password checks on one account from all IPs per window; past it, every IP waits (a password reset clears it)',
    ),
  AUTH_RATE_LIMIT_WINDOW_SEC: z.coerce
    .number()
    .int()
    .positive()
    .default(900)
    .describe('Length of the rate-limit window'),
  BRAIN_PROVIDER: z
    .enum(['local', 'openai', 'webhook'])
    .default('local')
    .describe('Ad copy writer: local rules, an OpenAI-compatible API, or SPEC webhooks 1-2'),
  OPENAI_BASE_URL: optionalUrl.describe('OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp)'),
  OPENAI_API_KEY: z.string().optional().describe('Key for OPENAI_BASE_URL'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini').describe('Model name for the openai brain'),
  BRAIN_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000).describe('Timeout of a remote brain call'),
  BRAIN_LOCAL_BUDGET_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5000)
    .describe(
      'Time one call of the local brain (details, prompt, script) may run on its thread; past it the call fails and the thread is replaced',
    ),
  BRAIN_WEBHOOK_PROMPT_URL: optionalUrl.describe('Webhook 1: POST {business_type} -> {text}'),
  BRAIN_WEBHOOK_DETAILS_URL: optionalUrl.describe('Webhook 2: POST {prompt} -> {text: JSON}'),
  WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(0)
    .default(1)
    .describe('Videos rendered at once by each worker process; 0 makes npm start run no worker child'),
  WORKER_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe('Worker role: port of its /health and /metrics (no other HTTP); unset: none'),
  WORKER_DRAIN_SEC: z.coerce
    .number()
    .int()
    .min(0)
    .default(20)
    .describe('On SIGTERM a worker lets renders in flight finish this long, then hands them back to the queue'),
  HTTP_DRAIN_SEC: z.coerce
    .number()
    .int()
    .min(0)
    .default(20)
    .describe('On SIGTERM the API stops accepting and waits this long for requests in flight'),
  GENERATION_TIMEOUT_SEC: z.coerce
    .number()
    .int()
    .positive()
    .default(720)
    .describe('A render running longer fails (SPEC: 12 minutes)'),
  RENDER_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .default(2)
    .describe('Tries per video: a render whose worker died is retried until this many'),
  WORKER_STALE_SEC: z.coerce
    .number()
    .int()
    .positive()
    .default(60)
    .describe('A generating video whose worker has not reported for this long is retried or failed'),
  PUBLISH_POLL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(3000)
    .describe(
      "Between a post's status checks with Facebook, Instagram and YouTube; the worker looks for posts and figures to read as often (at least every 0.5 s)",
    ),
  RENDER_WIDTH: z.coerce
    .number()
    .int()
    .min(160)
    .max(1920)
    .optional()
    .describe('Render narrower than the native size (e.g. 1280 for 720p on small machines); default native'),
  VIDEO_PROVIDER: z
    .enum(['local', 'webhook'])
    .default('local')
    .describe('Who makes the video: our renderer, or an automation backend through SPEC webhooks 3-4'),
  VIDEO_WEBHOOK_START_URL: optionalUrl.describe(
    'Webhook 4: POST the business fields, AspectRatio, Name, Email to start a video',
  ),
  VIDEO_WEBHOOK_LIST_URL: optionalUrl.describe(
    "Webhook 3: GET ?name=&email= -> {files:[{id,name}]}, the user's videos",
  ),
  VIDEO_WEBHOOK_FILE_URL: optionalUrl.describe('GET ?id= -> the video file (or JSON {url})'),
  VIDEO_WEBHOOK_POLL_SEC: z.coerce
    .number()
    .positive()
    .default(15)
    .describe('How often the webhook provider checks for the finished video'),
  STORAGE: z
    .enum(['disk', 's3'])
    .default('disk')
    .describe('Where media lives: DATA_DIR/media, or an S3-compatible bucket (AWS S3, R2, MinIO)'),
  S3_ENDPOINT: optionalUrl.describe('S3 endpoint for R2, MinIO and the like; unset: AWS S3 of S3_REGION'),
  S3_BUCKET: z.string().optional().describe('Bucket for all media (STORAGE=s3); it must exist'),
  S3_REGION: z.string().default('us-east-1').describe('Region of the bucket (R2: auto)'),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .describe('Access key; unset: the SDK default chain (instance role, AWS_* variables)'),
  S3_SECRET_ACCESS_KEY: z.string().optional().describe('Secret of S3_ACCESS_KEY_ID'),
  S3_FORCE_PATH_STYLE: bool
    .default(false)
    .describe('Address the bucket as ENDPOINT/BUCKET (MinIO and most self-hosted services)'),
  FFMPEG_PATH: z.string().optional().describe('ffmpeg binary; default the one from @ffmpeg-installer/ffmpeg'),
  VOICE_PROVIDER: z
    .enum(['espeak', 'openai', 'elevenlabs', 'azure', 'none'])
    .default('espeak')
    .describe(
      'Voice-over: offline espeak, an OpenAI-compatible /v1/audio/speech, ElevenLabs, Azure, or none; remote ones fall back to espeak',
    ),
  VOICE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(20_000)
    .describe('Timeout of one remote voice request (one retry follows)'),
  VOICE_OPENAI_BASE_URL: optionalUrl.describe(
    'OpenAI-compatible speech endpoint (also a self-hosted Piper/Kokoro/XTTS server); default OPENAI_BASE_URL, else OpenAI',
  ),
  VOICE_OPENAI_API_KEY: z.string().optional().describe('Key for VOICE_OPENAI_BASE_URL; default OPENAI_API_KEY'),
  VOICE_OPENAI_MODEL: z.string().default('gpt-4o-mini-tts').describe('Speech model name for the openai voice'),
  VOICE_OPENAI_VOICE_FEMALE: z.string().default('nova').describe('openai voice name used as the female voice'),
  VOICE_OPENAI_VOICE_MALE: z.string().default('onyx').describe('openai voice name used as the male voice'),
  ELEVENLABS_API_KEY: z.string().optional().describe('Turns on the elevenlabs voice (VOICE_PROVIDER=elevenlabs)'),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io').describe('ElevenLabs API address'),
  ELEVENLABS_MODEL: z
    .string()
    .default('eleven_multilingual_v2')
    .describe('ElevenLabs model (multilingual, speaks Bulgarian)'),
  ELEVENLABS_VOICE_FEMALE: z
    .string()
    .default('21m00Tcm4TlvDq8ikWAM')
    .describe('ElevenLabs voice id of the female voice'),
  ELEVENLABS_VOICE_MALE: z.string().default('pNInz6obpgDQGcFmaJgB').describe('ElevenLabs voice id of the male voice'),
  AZURE_SPEECH_KEY: z.string().optional().describe('Turns on the azure voice (VOICE_PROVIDER=azure)'),
  AZURE_SPEECH_REGION: z.string().optional().describe('Azure Speech region, e.g. westeurope'),
  AZURE_SPEECH_ENDPOINT: optionalUrl.describe('Azure Speech address; default https://REGION.tts.speech.microsoft.com'),
  AZURE_VOICE_FEMALE: z.string().default('bg-BG-KalinaNeural').describe('Azure female voice'),
  AZURE_VOICE_MALE: z.string().default('bg-BG-BorislavNeural').describe('Azure male voice'),
  IMAGE_PROVIDER: z
    .enum(['none', 'pexels', 'openai'])
    .optional()
    .describe(
      "Pictures for ads without the customer's own: Pexels stock, an OpenAI-compatible /v1/images/generations, or none (offline illustrations); default pexels when PEXELS_API_KEY is set, else none",
    ),
  IMAGE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15_000)
    .describe(
      'Timeout of one image request (search, generation, download; a clip download gets 3×); past it the scene keeps its illustration',
    ),
  PEXELS_API_KEY: z
    .string()
    .optional()
    .describe('Pexels API key: turns on stock photos and videos (credited in the library)'),
  PEXELS_BASE_URL: optionalUrl.describe(
    'Pexels API address; only for tests against a local stand-in (default https://api.pexels.com)',
  ),
  PEXELS_VIDEOS: z
    .enum(['none', 'hook', 'all'])
    .default('hook')
    .describe('Which scenes get a Pexels video instead of a photo: none, the first picture scene, or all'),
  IMAGE_BASE_URL: optionalUrl.describe(
    'OpenAI-compatible images endpoint (IMAGE_PROVIDER=openai); default OPENAI_BASE_URL, else OpenAI',
  ),
  IMAGE_API_KEY: z.string().optional().describe('Key for IMAGE_BASE_URL; default OPENAI_API_KEY'),
  IMAGE_MODEL: z.string().default('gpt-image-1').describe('Image model name for IMAGE_PROVIDER=openai'),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .describe('Turns on the Stripe payments provider; when unset the built-in test checkout is used'),
  STRIPE_WEBHOOK_SECRET: z.string().optional().describe('Verifies Stripe webhook signatures'),
  STRIPE_PRICE_STARTER: z
    .string()
    .optional()
    .describe(
      'Optional Stripe price id of Starter (99 € a month); by default the eur price is found or created by its lookup key',
    ),
  STRIPE_PRICE_PRO: z
    .string()
    .optional()
    .describe('Optional Stripe price id of Pro (199 € a month); by default found or created by lookup key'),
  STRIPE_PRICE_STARTER_YEARLY: z
    .string()
    .optional()
    .describe(
      'Optional Stripe price id of Starter billed yearly (948 € a year); by default found or created by lookup key',
    ),
  STRIPE_PRICE_PRO_YEARLY: z
    .string()
    .optional()
    .describe(
      'Optional Stripe price id of Pro billed yearly (1 908 € a year); by default found or created by lookup key',
    ),
  STRIPE_API_BASE: optionalUrl.describe(
    'Stripe API address; only for tests against a local stand-in (default https://api.stripe.com)',
  ),
  SELLER_NAME: z.string().max(200).default('Рекламо ЕООД').describe('Supplier name on фактури and кредитни известия'),
  SELLER_EIK: z
    .string()
    .regex(/^(\d{9}|\d{13})$/)
    .default('206123451')
    .describe('Supplier ЕИК/БУЛСТАТ on фактури (development default)'),
  SELLER_VAT: z
    .string()
    .regex(/^(BG\d{9,10})?$/)
    .default('BG206123451')
    .describe('Supplier ДДС номер on фактури; empty when not VAT-registered'),
  SELLER_ADDRESS: z
    .string()
    .max(300)
    .default('гр. София 1000, ул. „Граф Игнатиев“ 1')
    .describe('Supplier address on фактури'),
  SELLER_MOL: z.string().max(100).default('Иван Петров').describe('Supplier МОЛ (legal representative) on фактури'),
  BILLING_CLOCK_INTERVAL_SEC: z.coerce
    .number()
    .int()
    .min(0)
    .default(60)
    .describe('How often ended billing periods are processed (cancellations, test-mode renewals); 0 disables'),
  META_APP_ID: z
    .string()
    .optional()
    .describe('Facebook app id: with META_APP_SECRET turns on publishing to a Facebook Page and its Instagram account'),
  META_APP_SECRET: z.string().optional().describe('Secret of META_APP_ID'),
  META_GRAPH_URL: z
    .url()
    .default('https://graph.facebook.com/v24.0')
    .describe('Graph API root (with its version); tests point it at a local stand-in'),
  META_OAUTH_URL: z
    .url()
    .default('https://www.facebook.com/v24.0/dialog/oauth')
    .describe('Facebook Login dialog the owner is sent to'),
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .describe('Google OAuth client id: with GOOGLE_CLIENT_SECRET turns on publishing to YouTube'),
  GOOGLE_CLIENT_SECRET: z.string().optional().describe('Secret of GOOGLE_CLIENT_ID'),
  GOOGLE_OAUTH_URL: z
    .url()
    .default('https://accounts.google.com/o/oauth2/v2/auth')
    .describe('Google consent screen the owner is sent to'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com').describe('Google OAuth root: /token and /revoke'),
  GOOGLE_API_URL: z
    .url()
    .default('https://www.googleapis.com')
    .describe('Google API root: /youtube/v3 and /upload/youtube/v3'),
  SOCIAL_TOKEN_KEY: z
    .string()
    .optional()
    .describe(
      'Encrypts social tokens at rest (32 bytes, base64 or hex); to rotate, give "new,old" and the old one still decrypts. Generated into DATA_DIR in development, required in production when a platform is on',
    ),
});
export type Env = z.infer<typeof ZEnv>;

export type Config = Omit<Env, 'HOST' | 'IMAGE_PROVIDER'> & {
  HOST: string;
  IMAGE_PROVIDER: 'none' | 'pexels' | 'openai';
  authSecret: string;
  publicUrl: string;
  dataDir: string;
  isProduction: boolean;
  /** Keys that encrypt social tokens: the first encrypts, every one decrypts (rotation). */
  socialTokenKeys: Buffer[];
  publishing: { meta: boolean; google: boolean };
};

export class ConfigError extends Error {
  constructor(
    public readonly variables: string[],
    message: string,
  ) {
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
    for (const k of ['VIDEO_WEBHOOK_START_URL', 'VIDEO_WEBHOOK_LIST_URL', 'VIDEO_WEBHOOK_FILE_URL'] as const)
      if (!e[k]) missing.push(k);
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) missing.push('STRIPE_WEBHOOK_SECRET');
  if (e.STORAGE === 's3' && !e.S3_BUCKET) missing.push('S3_BUCKET');
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) missing.push('S3_SECRET_ACCESS_KEY');
  if (
    e.VOICE_PROVIDER === 'openai' &&
    !e.VOICE_OPENAI_API_KEY &&
    !e.OPENAI_API_KEY &&
    !e.VOICE_OPENAI_BASE_URL &&
    !e.OPENAI_BASE_URL
  )
    missing.push('VOICE_OPENAI_API_KEY');
  if (e.VOICE_PROVIDER === 'elevenlabs' && !e.ELEVENLABS_API_KEY) missing.push('ELEVENLABS_API_KEY');
  if (e.VOICE_PROVIDER === 'azure' && !e.AZURE_SPEECH_KEY) missing.push('AZURE_SPEECH_KEY');
  if (e.VOICE_PROVIDER === 'azure' && !e.AZURE_SPEECH_REGION && !e.AZURE_SPEECH_ENDPOINT)
    missing.push('AZURE_SPEECH_REGION');
  if (e.IMAGE_PROVIDER === 'pexels' && !e.PEXELS_API_KEY) missing.push('PEXELS_API_KEY');
  if (e.IMAGE_PROVIDER === 'openai' && !e.IMAGE_API_KEY && !e.OPENAI_API_KEY && !e.IMAGE_BASE_URL && !e.OPENAI_BASE_URL)
    missing.push('IMAGE_API_KEY');
  const publishing = {
    meta: Boolean(e.META_APP_ID && e.META_APP_SECRET),
    google: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
  };
  if (isProduction && (publishing.meta || publishing.google) && !e.SOCIAL_TOKEN_KEY) missing.push('SOCIAL_TOKEN_KEY');
  let socialTokenKeys: Buffer[] = [];
  if (e.SOCIAL_TOKEN_KEY) {
    socialTokenKeys = e.SOCIAL_TOKEN_KEY.split(',').map((k) => decodeKey(k.trim()));
    if (socialTokenKeys.some((k) => k.length !== 32))
      throw new ConfigError(
        ['SOCIAL_TOKEN_KEY'],
        'Invalid configuration:\n  SOCIAL_TOKEN_KEY: each key must be 32 bytes (base64 or hex)',
      );
  }
  if (missing.length) {
    throw new ConfigError(missing, `Missing required configuration: ${missing.join(', ')}`);
  }
  return {
    ...e,
    // Development mode is not safe on a network (test payments, the dev outbox): local unless asked.
    HOST: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    // A Pexels key alone turns stock on: setting the key is how an operator asks for it (decision 042).
    IMAGE_PROVIDER: e.IMAGE_PROVIDER ?? (e.PEXELS_API_KEY ? 'pexels' : 'none'),
    dataDir,
    isProduction,
    authSecret: e.AUTH_SECRET ?? developmentSecrets(dataDir).authSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publishing,
    // Read lazily in development so a start without any platform writes nothing new.
    get socialTokenKeys() {
      if (socialTokenKeys.length === 0) socialTokenKeys = [decodeKey(developmentSecrets(dataDir).socialTokenKey!)];
      return socialTokenKeys;
    },
  };
}

function decodeKey(k: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(k) ? Buffer.from(k, 'hex') : Buffer.from(k, 'base64');
}

type DevSecrets = { authSecret: string; embeddedPgPassword: string; socialTokenKey?: string };

/** Development secrets are generated on first start and kept in the data dir, never in the repo. */
export function developmentSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as DevSecrets;
    // Data dirs made before publishing existed get the key added, the other secrets kept.
    if (!kept.socialTokenKey) {
      kept.socialTokenKey = crypto.randomBytes(32).toString('base64');
      fs.writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
    }
    return kept;
  } catch {
    const secrets: DevSecrets = {
      authSecret: crypto.randomBytes(32).toString('base64url'),
      embeddedPgPassword: crypto.randomBytes(18).toString('base64url'),
      socialTokenKey: crypto.randomBytes(32).toString('base64'),
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
