import crypto from 'node:crypto';
import type PgBoss from 'pg-boss';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ZBusinessDetails } from '@reklamo/contract';
import { writeCaptionLocal, type BrainProvider } from '@reklamo/brain';
import {
  PLACE_FORMATS,
  PLACE_PROVIDER,
  PUBLISH_POST_JOB,
  READ_POST_METRICS_JOB,
  type PublishingState,
  type PublishPlace,
  type PublishProvider,
  type PublishRequest,
  type MetaPage,
  type SocialConnection,
  type SocialPost,
} from '@reklamo/contract/publishing';
import type pg from 'pg';
import {
  ADVISORY_LOCKS,
  socialConnections,
  socialPostMetrics,
  socialPosts,
  users,
  videos,
  withAdvisoryLock,
  type Db,
} from '@reklamo/db';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { storedStoryboard } from '../services/stored-ad.ts';
import { connectGoogle, googleDialogUrl, refreshGoogle, revokeGoogle } from './google.ts';
import { connectMeta, graph, listPages, metaDialogUrl } from './meta.ts';
import { PlatformError } from './platform-error.ts';
import { openToken, sealToken } from './token-crypto.ts';

export type PublishingDeps = {
  config: Config;
  db: Db;
  boss: PgBoss;
  logger: Logger;
  /** Writes the caption with a model when one is configured. */ brain?: BrainProvider;
};

const STATE_TTL_MS = 15 * 60_000;
const FILE_URL_TTL_SEC = 6 * 3600;

const hmac = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest('base64url');
const safeEqual = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function redirectUri(config: Config, provider: PublishProvider): string {
  return `${config.publicUrl}/api/publishing/callback/${provider}`;
}

/** The OAuth state: who started, for which platform, until when — signed, so nothing is stored. */
function signState(config: Config, userId: string, provider: PublishProvider): { state: string; verifier: string } {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ u: userId, p: provider, n: nonce, e: Date.now() + STATE_TTL_MS }),
  ).toString('base64url');
  return {
    state: `${payload}.${hmac(config.authSecret, `state:${payload}`)}`,
    verifier: hmac(config.authSecret, `pkce:${nonce}`),
  };
}

function verifyState(config: Config, state: string, userId: string, provider: PublishProvider): { verifier: string } {
  const [payload = '', sig = ''] = state.split('.');
  if (!safeEqual(sig, hmac(config.authSecret, `state:${payload}`))) throw new AppError('SOCIAL_CONNECT_FAILED', 400);
  const s = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    u: string;
    p: string;
    n: string;
    e: number;
  };
  if (s.u !== userId || s.p !== provider || s.e < Date.now()) throw new AppError('SOCIAL_CONNECT_FAILED', 400);
  return { verifier: hmac(config.authSecret, `pkce:${s.n}`) };
}

export function requireConfigured(config: Config, provider: PublishProvider) {
  if (!config.publishing[provider]) throw new AppError('PUBLISHING_NOT_CONFIGURED', 409);
}

/** Trial sees what it would get; Starter publishes now; Pro and Agency also schedule (decision 131). */
export function rightsOf(plan: string): { publish: boolean; schedule: boolean } {
  return { publish: plan !== 'trial', schedule: plan === 'pro' || plan === 'agency' };
}

async function planOf(db: Db, userId: string): Promise<string> {
  const [u] = await db.select({ plan: users.subscriptionStatus }).from(users).where(eq(users.id, userId));
  return u?.plan ?? 'trial';
}

export async function connectUrl(deps: PublishingDeps, userId: string, provider: PublishProvider): Promise<string> {
  requireConfigured(deps.config, provider);
  const { state, verifier } = signState(deps.config, userId, provider);
  return provider === 'meta'
    ? metaDialogUrl(deps.config, redirectUri(deps.config, provider), state)
    : googleDialogUrl(deps.config, redirectUri(deps.config, provider), state, verifier);
}

/** The callback: exchanges the code, finds the Page/Instagram account or the channel, stores sealed tokens. */
export async function completeConnect(
  deps: PublishingDeps,
  userId: string,
  provider: PublishProvider,
  code: string,
  state: string,
): Promise<void> {
  requireConfigured(deps.config, provider);
  const { verifier } = verifyState(deps.config, state, userId, provider);
  const keys = deps.config.socialTokenKeys;
  const seal = (t: string) => sealToken(keys, t);
  let row: typeof socialConnections.$inferInsert;
  if (provider === 'meta') {
    const a = await connectMeta(deps.config, code, redirectUri(deps.config, provider));
    if (!a.page) throw new PlatformError('final', 'SOCIAL_CONNECT_FAILED', 'no Facebook Page');
    const user = seal(a.userToken);
    row = {
      userId,
      provider,
      status: 'connected',
      accountId: a.userId,
      accountName: a.userName,
      pageId: a.page.id,
      pageName: a.page.name,
      igUserId: a.ig?.id ?? null,
      igUsername: a.ig?.username ?? null,
      keyId: user.keyId,
      accessTokenEnc: user.sealed,
      pageTokenEnc: seal(a.page.token).sealed,
      refreshTokenEnc: null,
      // A Page token got with a long-lived user token does not expire; a revoked one answers 190,
      // which marks the connection for "Свържете отново".
      expiresAt: null,
    };
  } else {
    const g = await connectGoogle(deps.config, code, redirectUri(deps.config, provider), verifier);
    const access = seal(g.accessToken);
    row = {
      userId,
      provider,
      status: 'connected',
      accountId: g.channel.id,
      accountName: g.channel.title,
      channelId: g.channel.id,
      channelTitle: g.channel.title,
      keyId: access.keyId,
      accessTokenEnc: access.sealed,
      refreshTokenEnc: g.refreshToken ? seal(g.refreshToken).sealed : null,
      expiresAt: g.expiresAt,
    };
  }
  await deps.db
    .insert(socialConnections)
    .values(row)
    .onConflictDoUpdate({
      target: [socialConnections.userId, socialConnections.provider],
      set: { ...row, updatedAt: new Date() },
    });
}

type ConnectionRow = typeof socialConnections.$inferSelect;

function placesOf(c: ConnectionRow): PublishPlace[] {
  if (c.provider === 'google') return ['youtube_short'];
  return c.igUserId
    ? ['facebook_reel', 'instagram_reel', 'facebook_feed', 'instagram_feed']
    : ['facebook_reel', 'facebook_feed'];
}

function connectionView(c: ConnectionRow): SocialConnection {
  return {
    id: c.id,
    provider: c.provider,
    status: c.status,
    accountName: c.accountName,
    pageName: c.pageName,
    igUsername: c.igUsername,
    channelTitle: c.channelTitle,
    places: placesOf(c),
    expiresAt: c.expiresAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function publishingState(deps: PublishingDeps, userId: string): Promise<PublishingState> {
  const rows = await deps.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
  // A Meta user token past its 60 days cannot post: show "Свържете отново" before a post fails.
  const now = Date.now();
  for (const r of rows)
    if (r.provider === 'meta' && r.status === 'connected' && r.expiresAt && r.expiresAt.getTime() < now)
      r.status = 'expired';
  return {
    providers: {
      meta: { configured: deps.config.publishing.meta },
      google: { configured: deps.config.publishing.google },
    },
    connections: rows.map(connectionView),
    rights: rightsOf(await planOf(deps.db, userId)),
  };
}

async function metaConnection(deps: Pick<PublishingDeps, 'config' | 'db'>, userId: string) {
  requireConfigured(deps.config, 'meta');
  const [c] = await deps.db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.provider, 'meta')));
  if (!c) throw new AppError('SOCIAL_NOT_CONNECTED', 409);
  if (c.status !== 'connected' || (c.expiresAt && c.expiresAt.getTime() < Date.now()))
    throw new AppError('SOCIAL_RECONNECT', 409);
  return c;
}

/** Asks Meta for the person's Pages with the stored token; a refused token marks the connection. */
async function pagesOf(deps: Pick<PublishingDeps, 'config' | 'db'>, c: ConnectionRow) {
  try {
    return await listPages(deps.config, openToken(deps.config.socialTokenKeys, c.keyId, c.accessTokenEnc));
  } catch (err) {
    if (err instanceof PlatformError && err.kind === 'auth') {
      await markConnection(deps.db, c.id, 'expired');
      throw new AppError('SOCIAL_RECONNECT', 409);
    }
    throw new AppError('PLATFORM_ERROR', 502);
  }
}

/** The Pages the owner manages, the one posts go to marked. */
export async function metaPages(deps: Pick<PublishingDeps, 'config' | 'db'>, userId: string): Promise<MetaPage[]> {
  const c = await metaConnection(deps, userId);
  return (await pagesOf(deps, c)).map((p) => ({
    id: p.id,
    name: p.name,
    igUsername: p.ig?.username ?? null,
    current: p.id === c.pageId,
  }));
}

/** Posts go to another of the owner's Pages (and the Instagram account linked to it) from now on. */
export async function chooseMetaPage(
  deps: Pick<PublishingDeps, 'config' | 'db'>,
  userId: string,
  pageId: string,
): Promise<SocialConnection> {
  const c = await metaConnection(deps, userId);
  const page = (await pagesOf(deps, c)).find((p) => p.id === pageId);
  if (!page) throw new AppError('NOT_FOUND', 404);
  const sealed = sealToken(deps.config.socialTokenKeys, page.token);
  // One key seals both tokens of a row: the user token is sealed again under the current key too.
  const user = sealToken(
    deps.config.socialTokenKeys,
    openToken(deps.config.socialTokenKeys, c.keyId, c.accessTokenEnc),
  );
  const [row] = await deps.db
    .update(socialConnections)
    .set({
      pageId: page.id,
      pageName: page.name,
      pageTokenEnc: sealed.sealed,
      accessTokenEnc: user.sealed,
      keyId: sealed.keyId,
      igUserId: page.ig?.id ?? null,
      igUsername: page.ig?.username ?? null,
      updatedAt: new Date(),
    })
    .where(eq(socialConnections.id, c.id))
    .returning();
  return connectionView(row!);
}

export async function disconnect(deps: PublishingDeps, userId: string, id: string): Promise<void> {
  const [c] = await deps.db
    .delete(socialConnections)
    .where(and(eq(socialConnections.id, id), eq(socialConnections.userId, userId)))
    .returning();
  if (!c) throw new AppError('NOT_FOUND', 404);
  await revokeRow(deps, c);
}

async function revokeRow(deps: PublishingDeps, c: ConnectionRow) {
  try {
    const keys = deps.config.socialTokenKeys;
    if (c.provider === 'google' && deps.config.publishing.google) {
      await revokeGoogle(deps.config, openToken(keys, c.keyId, c.refreshTokenEnc ?? c.accessTokenEnc));
    } else if (c.provider === 'meta' && deps.config.publishing.meta) {
      // Removes the app's permissions from the person's Facebook account.
      await graph(deps.config, 'POST', '/me/permissions', {
        method: 'delete',
        access_token: openToken(keys, c.keyId, c.accessTokenEnc),
      }).catch(() => undefined);
    }
  } catch (err) {
    deps.logger.warn(
      { err: String(err), provider: c.provider },
      'revoking a social connection failed; its tokens are deleted anyway',
    );
  }
}

/** Account deletion: every platform is asked to forget us, then the sealed tokens go with the rows. */
export async function revokeAllConnections(
  deps: Pick<PublishingDeps, 'config' | 'db' | 'logger'>,
  userId: string,
): Promise<void> {
  const rows = await deps.db.delete(socialConnections).where(eq(socialConnections.userId, userId)).returning();
  for (const r of rows) await revokeRow(deps as PublishingDeps, r);
}

/**
 * The tokens of a connection, refreshed first when Google's access token ends within five minutes.
 * A refusal marks the connection so the owner sees "Свържете отново".
 */
export async function accessOf(
  deps: Pick<PublishingDeps, 'config' | 'db'>,
  connectionId: string,
): Promise<{ row: ConnectionRow; token: string }> {
  const [c] = await deps.db.select().from(socialConnections).where(eq(socialConnections.id, connectionId));
  if (!c) throw new PlatformError('final', 'SOCIAL_NOT_CONNECTED', 'the connection was removed');
  if (c.status !== 'connected') throw new PlatformError('auth', 'SOCIAL_RECONNECT', `connection ${c.status}`);
  const keys = deps.config.socialTokenKeys;
  if (c.provider === 'meta') {
    if (c.expiresAt && c.expiresAt.getTime() < Date.now()) {
      await markConnection(deps.db, c.id, 'expired');
      throw new PlatformError('auth', 'SOCIAL_RECONNECT', 'Facebook token expired');
    }
    return { row: c, token: openToken(keys, c.keyId, c.pageTokenEnc ?? c.accessTokenEnc) };
  }
  if (c.expiresAt && c.expiresAt.getTime() - Date.now() > 5 * 60_000)
    return { row: c, token: openToken(keys, c.keyId, c.accessTokenEnc) };
  if (!c.refreshTokenEnc) {
    await markConnection(deps.db, c.id, 'expired');
    throw new PlatformError('auth', 'SOCIAL_RECONNECT', 'no refresh token');
  }
  try {
    const t = await refreshGoogle(deps.config, openToken(keys, c.keyId, c.refreshTokenEnc));
    const access = sealToken(keys, t.accessToken);
    // Re-sealing under the current key finishes a rotation for this row.
    const refresh = sealToken(keys, openToken(keys, c.keyId, c.refreshTokenEnc));
    await deps.db
      .update(socialConnections)
      .set({
        accessTokenEnc: access.sealed,
        refreshTokenEnc: refresh.sealed,
        keyId: access.keyId,
        expiresAt: t.expiresAt,
        updatedAt: new Date(),
      })
      .where(eq(socialConnections.id, c.id));
    return { row: c, token: t.accessToken };
  } catch (err) {
    if (err instanceof PlatformError && err.kind === 'auth') await markConnection(deps.db, c.id, 'revoked');
    throw err;
  }
}

export async function markConnection(db: Db, id: string, status: 'expired' | 'revoked') {
  await db.update(socialConnections).set({ status, updatedAt: new Date() }).where(eq(socialConnections.id, id));
}

/**
 * The ad's finished video in the place's format (9:16 for Reels and Shorts, 4:5 or else 1:1 for a
 * feed). None ready: VIDEO_NOT_READY with the format wanted and whether it is being made.
 */
async function renditionFor(db: Db, userId: string, videoId: string, place: PublishPlace) {
  const [v] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
  if (!v) throw new AppError('NOT_FOUND', 404);
  const adId = v.parentId ?? v.id;
  const formats = await db
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), sql`coalesce(${videos.parentId}, ${videos.id}) = ${adId}`));
  const wanted = PLACE_FORMATS[place];
  for (const aspect of wanted) {
    const f = formats.find((x) => x.aspectRatio === aspect);
    if (f && f.status === 'completed' && f.videoKey) return f;
  }
  const making = formats.some(
    (f) => (wanted as readonly string[]).includes(f.aspectRatio) && f.status !== 'failed' && f.status !== 'canceled',
  );
  throw new AppError('VIDEO_NOT_READY', 409, { format: wanted[0], rendering: making });
}

/**
 * The post's text and YouTube title from the ad's facts (and the words its script says, where a
 * phone may be): by the brain's model when one is configured, else by the local writer.
 */
export async function captionFor(deps: Pick<PublishingDeps, 'db' | 'brain'>, userId: string, videoId: string) {
  const [v] = await deps.db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
  if (!v) throw new AppError('NOT_FOUND', 404);
  const d = ZBusinessDetails.safeParse(v.details);
  if (!d.success) return { caption: v.title, title: v.title.slice(0, 100) };
  const scenes = storedStoryboard(v)?.scenes ?? [];
  const extraText = scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']).join(' ');
  return deps.brain?.writeCaption
    ? deps.brain.writeCaption(d.data, { extraText })
    : writeCaptionLocal(d.data, { extraText });
}

const queuesReady = new WeakMap<PgBoss, Promise<void>>();
/** pg-boss needs each queue created once per database; the job retries itself from its saved session. */
export function ensurePublishingQueues(boss: PgBoss, db: Db): Promise<void> {
  let ready = queuesReady.get(boss);
  if (!ready) {
    ready = withAdvisoryLock((db as unknown as { $client: pg.Pool }).$client, ADVISORY_LOCKS.createQueues, async () => {
      for (const name of [PUBLISH_POST_JOB.name, READ_POST_METRICS_JOB.name]) {
        // Retries cover a worker that died mid-upload (its job expires and runs again, resuming) and
        // a run that found the post still held; our own count of runs decides when a post fails.
        if (!(await boss.getQueue(name)))
          await boss.createQueue(name, {
            name,
            retryLimit: PUBLISH_RETRIES + 3,
            retryDelay: 30,
            retryBackoff: true,
            expireInSeconds: 15 * 60,
          });
      }
    });
    ready.catch(() => queuesReady.delete(boss));
    queuesReady.set(boss, ready);
  }
  return ready;
}

/** Runs of one post's job before it is failed for good. */
export const PUBLISH_RETRIES = 5;

export async function createPosts(deps: PublishingDeps, userId: string, req: PublishRequest): Promise<SocialPost[]> {
  const rights = rightsOf(await planOf(deps.db, userId));
  if (!rights.publish) throw new AppError('PUBLISH_PLAN_REQUIRED', 403);
  const scheduledAt = req.scheduledAt ? new Date(req.scheduledAt) : null;
  if (scheduledAt && !rights.schedule) throw new AppError('SCHEDULE_PLAN_REQUIRED', 403);
  // Facebook takes a scheduled time 10 minutes to 30 days ahead.
  if (
    scheduledAt &&
    (scheduledAt.getTime() < Date.now() + 10 * 60_000 || scheduledAt.getTime() > Date.now() + 29 * 86_400_000)
  )
    throw new AppError('SCHEDULE_IN_PAST', 400);
  const places = [...new Set(req.places)];
  for (const p of places) requireConfigured(deps.config, PLACE_PROVIDER[p]);
  const conns = await deps.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
  const byPlace = new Map<PublishPlace, ConnectionRow>();
  for (const p of places) {
    const c = conns.find((x) => x.provider === PLACE_PROVIDER[p] && placesOf(x).includes(p));
    if (!c) throw new AppError('SOCIAL_NOT_CONNECTED', 409, { place: p });
    if (c.status !== 'connected' || (c.provider === 'meta' && c.expiresAt && c.expiresAt.getTime() < Date.now()))
      throw new AppError('SOCIAL_RECONNECT', 409, { place: p });
    byPlace.set(p, c);
  }
  const renditions = new Map<PublishPlace, typeof videos.$inferSelect>();
  for (const p of places) renditions.set(p, await renditionFor(deps.db, userId, req.videoId, p));
  // The title only when the owner sent none: the local writer, no model call while they wait.
  const captionBase = req.title ? null : await captionFor({ db: deps.db }, userId, req.videoId);
  await ensurePublishingQueues(deps.boss, deps.db);
  const created: (typeof socialPosts.$inferSelect)[] = [];
  for (const p of places) {
    const [row] = await deps.db
      .insert(socialPosts)
      .values({
        userId,
        videoId: renditions.get(p)!.id,
        connectionId: byPlace.get(p)!.id,
        place: p,
        caption: req.caption,
        title: req.title ?? captionBase!.title,
        scheduledAt,
        status: scheduledAt ? 'scheduled' : 'queued',
        idempotencyKey: crypto.randomUUID(),
        // Both Instagram places chosen: the reel keeps to the Reels tab, the feed gets the 4:5 one.
        platformSession: p === 'instagram_reel' && places.includes('instagram_feed') ? { shareToFeed: false } : {},
      })
      .returning();
    created.push(row!);
    // Instagram cannot schedule through the API: its jobs (Reels and feed) wait; Facebook and YouTube are told the time.
    const startAfter = scheduledAt && p.startsWith('instagram_') ? scheduledAt : undefined;
    try {
      await deps.boss.send(
        PUBLISH_POST_JOB.name,
        { postId: row!.id },
        { singletonKey: row!.id, ...(startAfter ? { startAfter } : {}) },
      );
    } catch (err) {
      // A post without its job would wait forever as "queued": it goes, and the owner tries again.
      await deps.db.delete(socialPosts).where(eq(socialPosts.id, row!.id));
      throw err;
    }
  }
  return postViews(deps.db, created);
}

/** What the variants of one ad share: the description they were made from, or else their facts. */
export function variantGroupOf(ad: { prompt: string; details: unknown }): string {
  const norm = (x: string) => x.toLocaleLowerCase('bg').replace(/\s+/g, ' ').trim();
  const d = ZBusinessDetails.safeParse(ad.details);
  const facts = d.success
    ? [d.data.BusinessName, d.data.AdvertizedService, d.data.Offer, d.data.BusinessLocation].map(norm).join('|')
    : '';
  const basis = norm(ad.prompt) ? `p:${norm(ad.prompt)}` : `d:${facts}`;
  return crypto.createHash('sha256').update(basis).digest('base64url').slice(0, 22);
}

/**
 * The owner tries a failed post again. What the platform already holds is kept, so the job goes
 * on from it and never posts a second copy; a container Instagram refused, or an upload the
 * platform turned down before anything went out, is dropped and made anew. A scheduled time that
 * has passed becomes "now".
 */
export async function retryPost(deps: PublishingDeps, userId: string, postId: string): Promise<SocialPost> {
  const [post] = await deps.db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.id, postId), eq(socialPosts.userId, userId)));
  if (!post) throw new AppError('NOT_FOUND', 404);
  if (post.status !== 'failed') throw new AppError('POST_NOT_FAILED', 409);
  const rights = rightsOf(await planOf(deps.db, userId));
  if (!rights.publish) throw new AppError('PUBLISH_PLAN_REQUIRED', 403);
  requireConfigured(deps.config, PLACE_PROVIDER[post.place]);
  const [conn] = post.connectionId
    ? await deps.db.select().from(socialConnections).where(eq(socialConnections.id, post.connectionId))
    : [];
  if (!conn) throw new AppError('SOCIAL_NOT_CONNECTED', 409, { place: post.place });
  if (
    conn.status !== 'connected' ||
    (conn.provider === 'meta' && conn.expiresAt && conn.expiresAt.getTime() < Date.now())
  )
    throw new AppError('SOCIAL_RECONNECT', 409, { place: post.place });
  const s = post.platformSession;
  const mayBeOut = Boolean(s.finished || s.mediaId || s.publishAskedAt || (s.videoId && s.uploadUri));
  // Runs that ran out on a network or a rate limit resume; a platform's "no" starts again.
  const lastError = [...post.attempts].reverse().find((a) => a.step === 'error')?.answer as
    { kind?: string } | undefined;
  const refused =
    post.errorCode === 'IG_CONTAINER_ERROR' ||
    post.errorCode === 'IG_CONTAINER_EXPIRED' ||
    post.errorCode === 'IG_LIMIT_REACHED' ||
    (post.errorCode === 'PLATFORM_ERROR' && lastError?.kind === 'final' && !mayBeOut);
  // Instagram's choice of where the reel shows stays; the rest of a refused attempt goes.
  const session = refused ? (s.shareToFeed === false ? { shareToFeed: false } : {}) : s;
  const future = post.scheduledAt && post.scheduledAt.getTime() > Date.now() + 10 * 60_000 ? post.scheduledAt : null;
  await ensurePublishingQueues(deps.boss, deps.db);
  const retry = {
    at: new Date().toISOString(),
    step: 'retry',
    status: null,
    answer: { errorCode: post.errorCode, kept: !refused },
  };
  const [row] = await deps.db
    .update(socialPosts)
    .set({
      status: future ? 'scheduled' : 'queued',
      scheduledAt: future,
      errorCode: null,
      errorMessage: null,
      platformSession: session,
      attempts: sql`${socialPosts.attempts} || ${JSON.stringify([retry])}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(socialPosts.id, postId), eq(socialPosts.status, 'failed')))
    .returning();
  if (!row) throw new AppError('POST_NOT_FAILED', 409);
  const startAfter = future && post.place.startsWith('instagram_') ? future : undefined;
  try {
    await deps.boss.send(
      PUBLISH_POST_JOB.name,
      { postId },
      { singletonKey: `${postId}:retry:${Date.now()}`, ...(startAfter ? { startAfter } : {}) },
    );
  } catch (err) {
    // A post without its job would wait forever as "queued": it is failed again, with its reason,
    // and the owner tries again. Only the state this retry wrote is undone, never a job's.
    deps.logger.warn({ err: String(err), postId }, 'queueing a retried post failed; it is failed again');
    await deps.db
      .update(socialPosts)
      .set({
        status: 'failed',
        scheduledAt: post.scheduledAt,
        errorCode: post.errorCode,
        errorMessage: post.errorMessage,
        platformSession: post.platformSession,
        attempts: post.attempts,
        updatedAt: new Date(),
      })
      .where(
        and(eq(socialPosts.id, postId), eq(socialPosts.status, row.status), eq(socialPosts.updatedAt, row.updatedAt)),
      );
    throw new AppError('SERVICE_UNAVAILABLE', 503);
  }
  return (await postViews(deps.db, [row]))[0]!;
}

async function postViews(db: Db, rows: (typeof socialPosts.$inferSelect)[]): Promise<SocialPost[]> {
  if (!rows.length) return [];
  const metrics = await db
    .selectDistinctOn([socialPostMetrics.postId])
    .from(socialPostMetrics)
    .where(
      inArray(
        socialPostMetrics.postId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(socialPostMetrics.postId, desc(socialPostMetrics.takenAt));
  const renditions = await db
    .select({ id: videos.id, adId: sql<string>`coalesce(${videos.parentId}, ${videos.id})` })
    .from(videos)
    .where(inArray(videos.id, [...new Set(rows.map((r) => r.videoId))]));
  const adOf = new Map(renditions.map((r) => [r.id, r.adId]));
  const ads = await db
    .select({ id: videos.id, title: videos.title, prompt: videos.prompt, details: videos.details })
    .from(videos)
    .where(inArray(videos.id, [...new Set(renditions.map((r) => r.adId))]));
  const adById = new Map(ads.map((a) => [a.id, a]));
  return rows.map((r) => {
    const m = metrics.find((x) => x.postId === r.id);
    const adId = adOf.get(r.videoId) ?? r.videoId;
    const ad = adById.get(adId);
    return {
      id: r.id,
      videoId: r.videoId,
      adId,
      variantGroup: ad ? variantGroupOf(ad) : adId,
      adTitle: ad?.title ?? '',
      place: r.place,
      status: r.status,
      caption: r.caption,
      scheduledAt: r.scheduledAt?.toISOString() ?? null,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      permalink: r.permalink,
      errorCode: r.errorCode,
      attempts: r.attempts.filter((a) => a.step === 'run').length,
      metrics: m
        ? {
            at: m.takenAt.toISOString(),
            views: m.views,
            reach: m.reach,
            likes: m.likes,
            comments: m.comments,
            shares: m.shares,
            saves: m.saves,
            clicks: m.clicks,
          }
        : null,
    };
  });
}

/** The posts of an ad (all its formats) or of all the user's ads. */
export async function listPosts(db: Db, userId: string, videoId?: string): Promise<SocialPost[]> {
  let where = eq(socialPosts.userId, userId);
  if (videoId) {
    const [v] = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
    if (!v) throw new AppError('NOT_FOUND', 404);
    const adId = v.parentId ?? v.id;
    const ids = (
      await db
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.userId, userId), sql`coalesce(${videos.parentId}, ${videos.id}) = ${adId}`))
    ).map((x) => x.id);
    where = and(where, inArray(socialPosts.videoId, ids))!;
  }
  const rows = await db.select().from(socialPosts).where(where).orderBy(desc(socialPosts.createdAt)).limit(200);
  return postViews(db, rows);
}

/** Instagram fetches the video itself: an unauthenticated URL good for one post's file, for a few hours. */
export function signedFileUrl(config: Config, postId: string): string {
  const exp = Math.floor(Date.now() / 1000) + FILE_URL_TTL_SEC;
  return `${config.publicUrl}/api/publishing/file/${postId}?exp=${exp}&sig=${hmac(config.authSecret, `file:${postId}:${exp}`)}`;
}

export function verifyFileUrl(
  config: Config,
  postId: string,
  exp: string | undefined,
  sig: string | undefined,
): boolean {
  if (!exp || !sig || !/^\d+$/.test(exp) || Number(exp) < Date.now() / 1000) return false;
  return safeEqual(sig, hmac(config.authSecret, `file:${postId}:${exp}`));
}

export async function fileOfPost(db: Db, postId: string): Promise<string | null> {
  const [r] = await db
    .select({ key: videos.videoKey })
    .from(socialPosts)
    .innerJoin(videos, eq(videos.id, socialPosts.videoId))
    .where(eq(socialPosts.id, postId));
  return r?.key ?? null;
}
