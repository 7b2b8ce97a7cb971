import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { PUBLISH_POST_JOB, PUBLISH_TIME_ZONE, READ_POST_METRICS_JOB } from '@reklamo/contract/publishing';
import { createDatabase, socialPostMetrics, socialPosts, users, type Db } from '@reklamo/db';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { uploadYouTube, youtubeFigures } from '../publishing/google.ts';
import {
  facebookFigures,
  graphBudgetLow,
  instagramReelFigures,
  publishFacebookReel,
  publishFacebookVideo,
  publishInstagramReel,
  type Figures,
  type RecordCall,
} from '../publishing/meta.ts';
import { PlatformError } from '../publishing/platform-error.ts';
import { openToken } from '../publishing/token-crypto.ts';
import {
  accessOf,
  ensurePublishingQueues,
  markConnection,
  PUBLISH_RETRIES,
  signedFileUrl,
} from '../publishing/publishing.service.ts';

export type PublishJobDeps = {
  config: Config;
  db: Db;
  storage: Storage;
  logger: Logger;
  mailer: Mailer;
  boss: PgBoss;
  /** Between status polls; tests make it short. */ pollMs?: number;
};

type PostRow = typeof socialPosts.$inferSelect;
type Attempt = PostRow['attempts'][number];

/** Reads of a post's figures: a few in its first days, then daily for a month. */
const READ_AFTER_HOURS = [1, 6, 24, 48, 72];
const DAILY_READS = 27;

/**
 * Posts one video to one place. Safe to run again at any point: what the platform answered before
 * each step (upload session, video id, container id) is saved first, and a new run continues from
 * it, so a worker killed mid-upload resumes and a video is never posted twice.
 */
export async function handlePublishPost(deps: PublishJobDeps, postId: string): Promise<void> {
  // A run pg-boss thought dead (expired) may still be uploading: the post is held by one run at a
  // time. The lock lives on its own connection, so a worker that really died lets go of it.
  const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
      POST_LOCK,
      postId,
    ]);
    if (!got.rows[0]?.ok) throw new Error(`post ${postId} is being published by another run`);
    try {
      await publishPost(deps, postId);
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [POST_LOCK, postId]);
    }
  } finally {
    client.release();
  }
}

/** Advisory lock scope of a post being published (key: the post id's hash). */
export const POST_LOCK = 727_201;

async function publishPost(deps: PublishJobDeps, postId: string): Promise<void> {
  const [post] = await deps.db.select().from(socialPosts).where(eq(socialPosts.id, postId));
  if (!post || post.status === 'published' || post.status === 'failed') return;
  if (post.platformPostId && post.status === 'scheduled' && post.platformSession.done) return;
  const log: Attempt[] = [];
  const record: RecordCall = (step, status, answer) =>
    log.push({ at: new Date().toISOString(), step, status, answer: redact(answer) });
  const flush = async (set: Partial<typeof socialPosts.$inferInsert> = {}) => {
    const entries = log.splice(0);
    await deps.db
      .update(socialPosts)
      .set({
        ...set,
        attempts: sql`${socialPosts.attempts} || ${JSON.stringify(entries)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(socialPosts.id, postId));
  };
  // Runs since the owner last pressed "try again" count towards failing the post for good.
  const lastRetry = post.attempts.map((a) => a.step).lastIndexOf('retry');
  const runs = post.attempts.slice(lastRetry + 1).filter((a) => a.step === 'run').length + 1;
  record('run', null, { run: runs });
  let session = post.platformSession;
  const save = async (s: Record<string, unknown>) => {
    session = { ...s };
    // Bytes sent and accepted (reel finished, container made, video uploaded): the platform is processing.
    const processing = Boolean(s.finished || s.containerId || (s.videoId && s.uploadUri));
    await flush({ platformSession: session, ...(processing ? { status: 'processing' as const } : {}) });
  };
  await flush({ status: 'uploading' });
  try {
    if (!post.connectionId) throw new PlatformError('final', 'SOCIAL_NOT_CONNECTED', 'the connection was removed');
    const { row: conn, token } = await accessOf(deps, post.connectionId);
    const [video] = await deps.db
      .execute<{ video_key: string | null }>(sql`select video_key from videos where id = ${post.videoId}`)
      .then((r) => r.rows);
    const key = video?.video_key;
    if (!key) throw new PlatformError('final', 'VIDEO_NOT_READY', 'the video has no file');
    const size = (await deps.storage.size(key)) ?? 0;
    const file = {
      size,
      read: async (start: number) => {
        const chunks: Buffer[] = [];
        for await (const c of deps.storage.read(key, { start, end: size - 1 })) chunks.push(c as Buffer);
        return Buffer.concat(chunks);
      },
    };
    const pollMs = deps.pollMs ?? deps.config.PUBLISH_POLL_MS;
    let result: { id: string | null; permalink: string | null; live: boolean };
    if (post.place === 'facebook_reel') {
      const r = await publishFacebookReel(
        deps.config,
        { pageId: conn.pageId!, token, file, description: post.caption, scheduledAt: post.scheduledAt },
        session,
        save,
        record,
        pollMs,
      );
      result = { id: r.videoId, permalink: r.permalink, live: r.published };
    } else if (post.place === 'facebook_feed') {
      // The upload session belongs to the app and is opened with the person's token; the Page's posts it.
      const userToken = openToken(deps.config.socialTokenKeys, conn.keyId, conn.accessTokenEnc);
      const title = post.title ?? post.caption.split('\n')[0]!.slice(0, 100);
      const r = await publishFacebookVideo(
        deps.config,
        {
          pageId: conn.pageId!,
          pageToken: token,
          userToken,
          file,
          fileUrl: signedFileUrl(deps.config, postId),
          description: post.caption,
          title,
          scheduledAt: post.scheduledAt,
        },
        session,
        save,
        record,
        pollMs,
      );
      result = { id: r.videoId, permalink: r.permalink, live: r.published };
    } else if (post.place === 'instagram_reel' || post.place === 'instagram_feed') {
      // Instagram publishes every video as a reel; the feed place is one shown in the feed, in 4:5.
      // A reel posted beside it in the same request stays in the Reels tab, so the feed has it once.
      const shareToFeed = post.place === 'instagram_feed' || session.shareToFeed !== false;
      const r = await publishInstagramReel(
        deps.config,
        {
          igUserId: conn.igUserId!,
          token,
          videoUrl: signedFileUrl(deps.config, postId),
          caption: post.caption,
          shareToFeed,
        },
        session,
        save,
        record,
        pollMs,
      );
      result = { id: r.mediaId, permalink: r.permalink, live: true };
    } else {
      const tags = (post.caption.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((t) => t.slice(1)).slice(0, 5);
      const r = await uploadYouTube(
        deps.config,
        {
          token,
          file,
          title: post.title ?? post.caption.split('\n')[0]!.slice(0, 100),
          description: post.caption,
          tags,
          publishAt: post.scheduledAt,
        },
        session,
        save,
        record,
      );
      result = { id: r.videoId, permalink: `https://youtube.com/shorts/${r.videoId}`, live: !post.scheduledAt };
    }
    // The first read of its figures is booked before the post is marked posted: a process that stops between the two
    // leaves a read that finds the post not yet posted and does nothing (and a retry books the same one), never a
    // post whose figures are never read. (A test that saw the post published found no read booked yet.)
    const firstRead = new Date(
      (result.live ? Date.now() : post.scheduledAt!.getTime()) + READ_AFTER_HOURS[0]! * 3600_000,
    );
    await ensurePublishingQueues(deps.boss, deps.db);
    await deps.boss.send(
      READ_POST_METRICS_JOB.name,
      { postId },
      { singletonKey: `${postId}:0`, startAfter: firstRead },
    );
    await flush({
      status: result.live ? 'published' : 'scheduled',
      platformPostId: result.id,
      permalink: result.permalink,
      publishedAt: result.live ? new Date() : post.scheduledAt,
      platformSession: { ...session, done: true },
      errorCode: null,
      errorMessage: null,
    });
  } catch (err) {
    const e = err instanceof PlatformError ? err : new PlatformError('transient', 'PLATFORM_ERROR', String(err));
    record('error', e.status, { code: e.code, kind: e.kind, message: e.message });
    if (e.kind === 'auth' && post.connectionId) await markConnection(deps.db, post.connectionId, 'expired');
    if ((e.kind === 'transient' || e.kind === 'rate') && runs < PUBLISH_RETRIES) {
      // pg-boss runs the job again after a delay; the saved session carries it on.
      await flush({
        status: post.status === 'scheduled' ? 'scheduled' : 'queued',
        errorCode: e.code,
        errorMessage: e.message.slice(0, 500),
      });
      throw e;
    }
    await flush({ status: 'failed', errorCode: e.code, errorMessage: e.message.slice(0, 500) });
    deps.logger.warn({ postId, place: post.place, code: e.code }, 'social post failed');
    if (post.scheduledAt) await mailFailure(deps, post, e.code);
  }
}

/** Tokens never land in the attempts log, whatever a platform echoes back. */
function redact(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer ?? null, (k, v: unknown) => (/token|secret/i.test(k) ? '[redacted]' : v)));
}

const PLACE_NAMES = {
  facebook_reel: 'Facebook Reels',
  instagram_reel: 'Instagram Reels',
  youtube_short: 'YouTube Shorts',
  facebook_feed: 'страницата във Facebook',
  instagram_feed: 'Instagram',
} as const;
const REASONS: Record<string, string> = {
  SOCIAL_RECONNECT:
    'връзката с профила е изтекла или е отменена — свържете го отново от Настройки → „Профили в социалните мрежи“.',
  SOCIAL_NOT_CONNECTED: 'профилът вече не е свързан.',
  IG_LIMIT_REACHED: 'достигнат е дневният лимит на Instagram за публикации.',
  IG_CONTAINER_ERROR: 'Instagram не успя да обработи видеото.',
  IG_CONTAINER_EXPIRED: 'Instagram не публикува видеото навреме.',
  PLATFORM_RATE_LIMITED: 'платформата временно ограничи заявките.',
};

async function mailFailure(deps: PublishJobDeps, post: PostRow, code: string) {
  const [u] = await deps.db
    .select({ email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, post.userId));
  if (!u) return;
  const when = post.scheduledAt!.toLocaleString('bg-BG', {
    timeZone: PUBLISH_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  });
  await deps.mailer
    .send({
      to: u.email,
      subject: `Насрочената публикация в ${PLACE_NAMES[post.place]} не излезе`,
      text: `Здравейте, ${u.name},\n\nПубликацията, насрочена за ${when} в ${PLACE_NAMES[post.place]}, не излезе: ${REASONS[code] ?? 'платформата я отказа.'}\n\nОтворете библиотеката, за да опитате отново: ${deps.config.publicUrl}/library\n\nЕкипът на Рекламо`,
    })
    .catch((err: unknown) => deps.logger.error({ err }, 'could not e-mail a failed scheduled post'));
}

/** Reads a post's figures and books the next read; a rate limit moves the read an hour on. */
export async function handleReadPostMetrics(deps: PublishJobDeps, postId: string): Promise<void> {
  const [post] = await deps.db.select().from(socialPosts).where(eq(socialPosts.id, postId));
  if (
    !post ||
    !post.platformPostId ||
    !post.connectionId ||
    (post.status !== 'published' && post.status !== 'scheduled')
  )
    return;
  const log: Attempt[] = [];
  const record: RecordCall = (step, status, answer) =>
    log.push({ at: new Date().toISOString(), step, status, answer: redact(answer) });
  let next: Date | null;
  if (post.place !== 'youtube_short' && graphBudgetLow()) {
    await deps.boss.send(
      READ_POST_METRICS_JOB.name,
      { postId },
      {
        singletonKey: `${postId}:budget:${Math.floor(Date.now() / 60_000)}`,
        startAfter: new Date(Date.now() + 3600_000),
      },
    );
    return;
  }
  try {
    const { token } = await accessOf(deps, post.connectionId);
    let f: Figures;
    if (post.place === 'facebook_reel' || post.place === 'facebook_feed')
      f = await facebookFigures(deps.config, post.place, post.platformPostId, token, record);
    else if (post.place === 'instagram_reel' || post.place === 'instagram_feed')
      f = await instagramReelFigures(deps.config, post.platformPostId, token, record);
    else f = await youtubeFigures(deps.config, token, post.platformPostId, record);
    await deps.db.insert(socialPostMetrics).values({ postId, ...f });
    const reads = post.metricsReads + 1;
    await deps.db
      .update(socialPosts)
      .set({ metricsReads: reads, ...(post.status === 'scheduled' ? { status: 'published' as const } : {}) })
      .where(eq(socialPosts.id, postId));
    const hours = reads < READ_AFTER_HOURS.length ? READ_AFTER_HOURS[reads]! - READ_AFTER_HOURS[reads - 1]! : 24;
    next = reads < READ_AFTER_HOURS.length + DAILY_READS ? new Date(Date.now() + hours * 3600_000) : null;
  } catch (err) {
    const e = err instanceof PlatformError ? err : new PlatformError('transient', 'PLATFORM_ERROR', String(err));
    if (e.kind === 'auth') {
      await markConnection(deps.db, post.connectionId, 'expired');
      next = null;
    } else next = new Date(Date.now() + 3600_000);
    deps.logger.warn({ postId, code: e.code }, 'reading a post’s figures failed');
  }
  if (next)
    await deps.boss.send(
      READ_POST_METRICS_JOB.name,
      { postId },
      { singletonKey: `${postId}:${next.getTime()}`, startAfter: next },
    );
}

/** The publishing queues on a worker: one post at a time per process is plenty for a small business. */
export async function startPublishingWork(shared: PublishJobDeps): Promise<() => Promise<void>> {
  // A post holds a connection (its lock) for its whole upload: a small pool of its own leaves the
  // render bookkeeping's connections alone.
  const url = ((shared.db as unknown as { $client: pg.Pool }).$client.options as { connectionString?: string })
    .connectionString;
  const own = url ? createDatabase(url, { max: 3 }) : undefined;
  const deps = own ? { ...shared, db: own.db } : shared;
  await ensurePublishingQueues(deps.boss, deps.db);
  // pg-boss looks for due posts every 2 s and for figures every 5 s at the default poll; a shorter
  // poll (browser tests) shortens both, to pg-boss's least of 0.5 s.
  const everySec = (sec: number) => Math.max(0.5, (sec * deps.config.PUBLISH_POLL_MS) / 3000);
  const ids = [
    await deps.boss.work(PUBLISH_POST_JOB.name, { batchSize: 1, pollingIntervalSeconds: everySec(2) }, async ([j]) => {
      if (j) await handlePublishPost(deps, PUBLISH_POST_JOB.schema.parse(j.data).postId);
    }),
    await deps.boss.work(
      READ_POST_METRICS_JOB.name,
      { batchSize: 1, pollingIntervalSeconds: everySec(5) },
      async ([j]) => {
        if (j) await handleReadPostMetrics(deps, READ_POST_METRICS_JOB.schema.parse(j.data).postId);
      },
    ),
  ];
  return async () => {
    await Promise.all(ids.map((id) => deps.boss.offWork({ id })));
    await own?.close();
  };
}
