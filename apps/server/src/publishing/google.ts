import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import type { RecordCall, UploadFile } from './meta.ts';
import { PlatformError } from './platform-error.ts';

/**
 * YouTube over its documented HTTP API rather than `googleapis` (about 190 MB unpacked): the
 * resumable upload must resume in another process after a worker died — query the session with
 * `Content-Range: bytes *\/SIZE`, read the 308's Range, send the rest — and googleapis' videos.insert
 * keeps its session inside one call, so it cannot.
 */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
];

type GoogleConfig = Pick<
  Config,
  'GOOGLE_OAUTH_URL' | 'GOOGLE_TOKEN_URL' | 'GOOGLE_API_URL' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'
>;

const root = (u: string) => u.replace(/\/$/, '');

export function pkceChallenge(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

export function googleDialogUrl(config: GoogleConfig, redirectUri: string, state: string, verifier: string): string {
  const u = new URL(config.GOOGLE_OAUTH_URL);
  u.searchParams.set('client_id', config.GOOGLE_CLIENT_ID!);
  u.searchParams.set('redirect_uri', redirectUri);
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('scope', GOOGLE_SCOPES.join(' '));
  // offline + consent: a refresh token every time, so the connection outlives the hour-long access token.
  u.searchParams.set('access_type', 'offline');
  u.searchParams.set('prompt', 'consent');
  u.searchParams.set('state', state);
  u.searchParams.set('code_challenge', pkceChallenge(verifier));
  u.searchParams.set('code_challenge_method', 'S256');
  return u.toString();
}

type TokenAnswer = {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
  error?: string;
  error_description?: string;
};

async function tokenCall(config: GoogleConfig, params: Record<string, string>): Promise<TokenAnswer> {
  let res: Response;
  try {
    res = await fetch(`${root(config.GOOGLE_TOKEN_URL)}/token`, {
      method: 'POST',
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    throw new PlatformError('transient', 'PLATFORM_ERROR', `Google token endpoint unreachable: ${String(err)}`);
  }
  const json = (await res.json().catch(() => ({}))) as TokenAnswer;
  // invalid_grant: the refresh token was revoked or has expired — only the owner can fix that.
  if (json.error === 'invalid_grant')
    throw new PlatformError('auth', 'SOCIAL_RECONNECT', json.error_description ?? 'invalid_grant', res.status);
  if (!res.ok || !json.access_token)
    throw new PlatformError(
      res.status >= 500 ? 'transient' : 'final',
      'SOCIAL_CONNECT_FAILED',
      json.error_description ?? json.error ?? `HTTP ${res.status}`,
      res.status,
    );
  return json;
}

export async function connectGoogle(config: GoogleConfig, code: string, redirectUri: string, verifier: string) {
  const t = await tokenCall(config, {
    code,
    client_id: config.GOOGLE_CLIENT_ID!,
    client_secret: config.GOOGLE_CLIENT_SECRET!,
    redirect_uri: redirectUri,
    grant_type: 'authorization_code',
    code_verifier: verifier,
  });
  const ch = await youtubeJson<{ items?: { id: string; snippet?: { title?: string } }[] }>(
    config,
    t.access_token,
    'GET',
    '/youtube/v3/channels?part=snippet&mine=true',
  );
  const channel = ch.items?.[0];
  if (!channel) throw new PlatformError('final', 'SOCIAL_CONNECT_FAILED', 'the Google account has no YouTube channel');
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token ?? null,
    expiresAt: new Date(Date.now() + (t.expires_in ?? 3600) * 1000),
    channel: { id: channel.id, title: channel.snippet?.title ?? channel.id },
  };
}

export async function refreshGoogle(config: GoogleConfig, refreshToken: string) {
  const t = await tokenCall(config, {
    refresh_token: refreshToken,
    client_id: config.GOOGLE_CLIENT_ID!,
    client_secret: config.GOOGLE_CLIENT_SECRET!,
    grant_type: 'refresh_token',
  });
  return { accessToken: t.access_token, expiresAt: new Date(Date.now() + (t.expires_in ?? 3600) * 1000) };
}

/** Best effort: the owner leaving should not wait on Google. */
export async function revokeGoogle(config: GoogleConfig, token: string): Promise<void> {
  await fetch(`${root(config.GOOGLE_TOKEN_URL)}/revoke`, {
    method: 'POST',
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
}

async function youtubeJson<T>(
  config: GoogleConfig,
  token: string,
  method: string,
  path: string,
  record?: RecordCall,
  step?: string,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${root(config.GOOGLE_API_URL)}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    record?.(step ?? path, null, { network: String(err) });
    throw new PlatformError('transient', 'PLATFORM_ERROR', `YouTube unreachable: ${String(err)}`);
  }
  const json = (await res.json().catch(() => ({}))) as unknown;
  record?.(step ?? path, res.status, json);
  if (!res.ok) throw youtubeError(res.status, json);
  return json as T;
}

function youtubeError(status: number, body: unknown): PlatformError {
  const reason = (body as { error?: { errors?: { reason?: string }[]; message?: string } } | null)?.error;
  const why = reason?.errors?.[0]?.reason ?? '';
  const message = reason?.message ?? `HTTP ${status}`;
  if (status === 401) return new PlatformError('auth', 'SOCIAL_RECONNECT', message, status, body);
  if (status === 429 || why === 'quotaExceeded' || why === 'rateLimitExceeded' || why === 'uploadLimitExceeded')
    return new PlatformError('rate', 'PLATFORM_RATE_LIMITED', message, status, body);
  if (status >= 500) return new PlatformError('transient', 'PLATFORM_ERROR', message, status, body);
  return new PlatformError('final', 'PLATFORM_ERROR', message, status, body);
}

export type YouTubeSession = { uploadUri?: string; videoId?: string };

/**
 * The resumable upload. The session URI is saved before any byte is sent; a retry asks the session
 * how much arrived (308 + Range) and sends the rest, or learns the upload already finished (200/201).
 */
export async function uploadYouTube(
  config: GoogleConfig,
  input: {
    token: string;
    file: UploadFile;
    title: string;
    description: string;
    tags: string[];
    publishAt: Date | null;
  },
  session: YouTubeSession,
  save: (s: YouTubeSession) => Promise<void>,
  record: RecordCall,
): Promise<{ videoId: string }> {
  if (session.videoId) return { videoId: session.videoId };
  const size = input.file.size;
  if (!session.uploadUri) {
    const meta = {
      snippet: {
        title: input.title,
        description: input.description,
        tags: input.tags,
        categoryId: '22',
        defaultLanguage: 'bg',
      },
      // Uploads stall in review without a made-for-kids answer; a scheduled one is private until publishAt.
      status: input.publishAt
        ? { privacyStatus: 'private', publishAt: input.publishAt.toISOString(), selfDeclaredMadeForKids: false }
        : { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    };
    let res: Response;
    try {
      res = await fetch(
        `${root(config.GOOGLE_API_URL)}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${input.token}`,
            'Content-Type': 'application/json; charset=UTF-8',
            'X-Upload-Content-Length': String(size),
            'X-Upload-Content-Type': 'video/mp4',
          },
          body: JSON.stringify(meta),
          signal: AbortSignal.timeout(30_000),
        },
      );
    } catch (err) {
      record('yt.session', null, { network: String(err) });
      throw new PlatformError('transient', 'PLATFORM_ERROR', `YouTube unreachable: ${String(err)}`);
    }
    const location = res.headers.get('location');
    const body: unknown = res.ok ? { location: location ? 'received' : null } : await res.json().catch(() => ({}));
    record('yt.session', res.status, body);
    if (!res.ok || !location) throw youtubeError(res.status, body);
    session = { uploadUri: location };
    await save(session);
  }
  const uri = session.uploadUri!;
  // How much of the file the session already holds (none on a fresh one).
  let from = 0;
  const q = await fetch(uri, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${input.token}`, 'Content-Range': `bytes */${size}` },
  }).catch((err: unknown) => {
    record('yt.query', null, { network: String(err) });
    throw new PlatformError('transient', 'PLATFORM_ERROR', `YouTube unreachable: ${String(err)}`);
  });
  if (q.status === 200 || q.status === 201) {
    const done = (await q.json()) as { id: string };
    record('yt.query', q.status, done);
    session = { ...session, videoId: done.id };
    await save(session);
    return { videoId: done.id };
  }
  if (q.status === 404 || q.status === 410) {
    // The session is gone and nothing was made of it: a new session is not a second post.
    record('yt.query', q.status, { expired: true });
    await save({});
    throw new PlatformError('transient', 'PLATFORM_ERROR', 'YouTube upload session expired');
  }
  if (q.status !== 308) {
    const body: unknown = await q.json().catch(() => ({}));
    record('yt.query', q.status, body);
    throw youtubeError(q.status, body);
  }
  const range = q.headers.get('range');
  record('yt.query', 308, { range });
  if (range) from = Number(/bytes=0-(\d+)/.exec(range)?.[1] ?? -1) + 1;
  let res: Response;
  try {
    res = await fetch(uri, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${input.token}`,
        'Content-Type': 'video/mp4',
        'Content-Range': `bytes ${from}-${size - 1}/${size}`,
      },
      body: new Uint8Array(await input.file.read(from)),
    });
  } catch (err) {
    record('yt.upload', null, { network: String(err), from });
    throw new PlatformError('transient', 'PLATFORM_ERROR', `YouTube upload interrupted: ${String(err)}`);
  }
  const json = (await res.json().catch(() => ({}))) as { id?: string };
  record('yt.upload', res.status, json);
  if ((res.status === 200 || res.status === 201) && json.id) {
    session = { ...session, videoId: json.id };
    await save(session);
    return { videoId: json.id };
  }
  if (res.status === 308) throw new PlatformError('transient', 'PLATFORM_ERROR', 'YouTube upload incomplete');
  throw youtubeError(res.status, json);
}

export async function youtubeFigures(config: GoogleConfig, token: string, videoId: string, record: RecordCall) {
  const r = await youtubeJson<{
    items?: { statistics?: { viewCount?: string; likeCount?: string; commentCount?: string } }[];
  }>(
    config,
    token,
    'GET',
    `/youtube/v3/videos?part=statistics&id=${encodeURIComponent(videoId)}`,
    record,
    'yt.statistics',
  );
  const s = r.items?.[0]?.statistics ?? {};
  return {
    views: Number(s.viewCount ?? 0),
    reach: null,
    likes: Number(s.likeCount ?? 0),
    comments: Number(s.commentCount ?? 0),
    shares: null,
    saves: null,
    clicks: null,
  };
}
