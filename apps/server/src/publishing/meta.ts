import type { Config } from '../config.ts';
import { graphError, PlatformError } from './platform-error.ts';

/** Each call to a platform and its answer, kept in the post's attempts log. */
export type RecordCall = (step: string, status: number | null, answer: unknown) => void;

/** The video to upload: its size, and its bytes from an offset to the end. */
export type UploadFile = { size: number; read: (start: number) => Promise<Buffer> };

export const META_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'instagram_basic',
  'instagram_content_publish',
  'read_insights',
];

type GraphConfig = Pick<Config, 'META_GRAPH_URL' | 'META_OAUTH_URL' | 'META_APP_ID' | 'META_APP_SECRET'>;

async function answer(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { text: text.slice(0, 500) };
  }
}

/** One Graph API call; a refusal becomes a PlatformError that says what to do next. */
export async function graph<T>(
  config: GraphConfig,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | undefined>,
  record?: RecordCall,
  step?: string,
): Promise<T> {
  const url = new URL(config.META_GRAPH_URL.replace(/\/$/, '') + path);
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined) (method === 'GET' ? url.searchParams : body).set(k, v);
  let res: Response;
  try {
    res = await fetch(
      url,
      method === 'GET'
        ? { signal: AbortSignal.timeout(30_000) }
        : { method, body, signal: AbortSignal.timeout(30_000) },
    );
  } catch (err) {
    record?.(step ?? path, null, { network: String(err) });
    throw new PlatformError('transient', 'PLATFORM_ERROR', `Graph API unreachable: ${String(err)}`);
  }
  noteUsage(res.headers);
  const json = await answer(res);
  // Tokens never go into the log; the answers hold none but the OAuth ones, which are not recorded.
  record?.(step ?? path, res.status, json);
  if (!res.ok || (json as { error?: unknown }).error) throw graphError(res.status, json);
  return json as T;
}

/**
 * Meta reports how much of the app's and each Page's call budget is used (percent) on every answer.
 * Past 90% the figures reads wait instead of running into error 4/32 (publishing still goes ahead).
 */
let busyUntil = 0;
const USAGE_LIMIT = 90;
function noteUsage(headers: Headers) {
  let top = 0;
  for (const name of ['x-app-usage', 'x-page-usage', 'x-business-use-case-usage']) {
    const raw = headers.get(name);
    if (!raw) continue;
    for (const m of raw.matchAll(/"(?:call_count|total_cputime|total_time)"\s*:\s*(\d+)/g))
      top = Math.max(top, Number(m[1]));
  }
  if (top >= USAGE_LIMIT) busyUntil = Date.now() + 15 * 60_000;
}

/** Whether reads of figures should wait: the last answers said the budget is nearly spent. */
export function graphBudgetLow(): boolean {
  return Date.now() < busyUntil;
}

export function metaDialogUrl(config: GraphConfig, redirectUri: string, state: string): string {
  const u = new URL(config.META_OAUTH_URL);
  u.searchParams.set('client_id', config.META_APP_ID!);
  u.searchParams.set('redirect_uri', redirectUri);
  u.searchParams.set('state', state);
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('scope', META_SCOPES.join(','));
  return u.toString();
}

export type MetaAccount = {
  userId: string;
  userName: string;
  userToken: string;
  expiresAt: Date | null;
  page: { id: string; name: string; token: string } | null;
  ig: { id: string; username: string } | null;
};

/** code → short-lived user token → long-lived one → the user's first Page with its token → its Instagram account. */
export async function connectMeta(config: GraphConfig, code: string, redirectUri: string): Promise<MetaAccount> {
  const short = await graph<{ access_token: string }>(config, 'GET', '/oauth/access_token', {
    client_id: config.META_APP_ID,
    client_secret: config.META_APP_SECRET,
    redirect_uri: redirectUri,
    code,
  });
  const long = await graph<{ access_token: string; expires_in?: number }>(config, 'GET', '/oauth/access_token', {
    grant_type: 'fb_exchange_token',
    client_id: config.META_APP_ID,
    client_secret: config.META_APP_SECRET,
    fb_exchange_token: short.access_token,
  });
  const me = await graph<{ id: string; name: string }>(config, 'GET', '/me', {
    fields: 'id,name',
    access_token: long.access_token,
  });
  const pages = await listPages(config, long.access_token);
  // Several Pages: the first with a linked Instagram account serves both places until the owner
  // picks another in Settings.
  const page = pages.find((p) => p.ig) ?? pages[0];
  return {
    userId: me.id,
    userName: me.name,
    userToken: long.access_token,
    expiresAt: long.expires_in ? new Date(Date.now() + long.expires_in * 1000) : null,
    page: page ? { id: page.id, name: page.name, token: page.token } : null,
    ig: page?.ig ?? null,
  };
}

export type ManagedPage = { id: string; name: string; token: string; ig: { id: string; username: string } | null };

/** The Pages the person manages, each with its token and linked Instagram account (all pages of the answer). */
export async function listPages(config: GraphConfig, userToken: string): Promise<ManagedPage[]> {
  type Answer = {
    data: {
      id: string;
      name: string;
      access_token: string;
      instagram_business_account?: { id: string; username?: string };
    }[];
    paging?: { next?: string; cursors?: { after?: string } };
  };
  const out: ManagedPage[] = [];
  let after: string | undefined;
  for (let i = 0; i < 10; i++) {
    const r = await graph<Answer>(config, 'GET', '/me/accounts', {
      fields: 'id,name,access_token,instagram_business_account{id,username}',
      limit: '100',
      after,
      access_token: userToken,
    });
    for (const p of r.data)
      out.push({
        id: p.id,
        name: p.name,
        token: p.access_token,
        ig: p.instagram_business_account
          ? {
              id: p.instagram_business_account.id,
              username: p.instagram_business_account.username ?? p.instagram_business_account.id,
            }
          : null,
      });
    after = r.paging?.next ? r.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return out;
}

/** Graph answers a video's permalink_url as a path ("/reel/…"): the owner's link is on facebook.com, not on our site. */
export function facebookLink(permalink: string | undefined): string | null {
  return permalink ? new URL(permalink, 'https://www.facebook.com').toString() : null;
}

type ReelStatus = {
  status?: {
    video_status?: string;
    uploading_phase?: { status?: string; bytes_transferred?: number };
    processing_phase?: { status?: string; error?: { message?: string } };
    publishing_phase?: { status?: string; publish_status?: string };
  };
  permalink_url?: string;
};

export function reelStatus(config: GraphConfig, videoId: string, token: string, record: RecordCall) {
  return graph<ReelStatus>(
    config,
    'GET',
    `/${videoId}`,
    { fields: 'status,permalink_url', access_token: token },
    record,
    'reel.status',
  );
}

/**
 * Facebook Page Reels, three phases. `session` is saved by the caller after every change, so a
 * retried job carries on from the last step the platform confirmed and never starts a second reel.
 */
export async function publishFacebookReel(
  config: GraphConfig,
  input: { pageId: string; token: string; file: UploadFile; description: string; scheduledAt: Date | null },
  session: { videoId?: string; uploadUrl?: string; finished?: boolean },
  save: (s: typeof session) => Promise<void>,
  record: RecordCall,
  pollMs: number,
): Promise<{ videoId: string; permalink: string | null; published: boolean }> {
  const { pageId, token } = input;
  if (!session.videoId || !session.uploadUrl) {
    const start = await graph<{ video_id: string; upload_url: string }>(
      config,
      'POST',
      `/${pageId}/video_reels`,
      { upload_phase: 'start', access_token: token },
      record,
      'reel.start',
    );
    session = { videoId: start.video_id, uploadUrl: start.upload_url };
    await save(session);
  }
  const videoId = session.videoId!;
  if (!session.finished) {
    const st = await reelStatus(config, videoId, token, record);
    const sent = st.status?.uploading_phase?.bytes_transferred ?? 0;
    if (st.status?.uploading_phase?.status !== 'complete' && sent < input.file.size) {
      let res: Response;
      try {
        res = await fetch(session.uploadUrl!, {
          method: 'POST',
          headers: {
            Authorization: `OAuth ${token}`,
            offset: String(sent),
            file_size: String(input.file.size),
            'Content-Type': 'application/octet-stream',
          },
          // Whole bytes, not a stream: the upload host wants a Content-Length, and an ad is tens of MB at most.
          body: new Uint8Array(await input.file.read(sent)),
        });
      } catch (err) {
        record('reel.upload', null, { network: String(err), offset: sent });
        throw new PlatformError('transient', 'PLATFORM_ERROR', `reel upload interrupted: ${String(err)}`);
      }
      const json = await answer(res);
      record('reel.upload', res.status, json);
      if (!res.ok) throw graphError(res.status, json);
    }
    // A finish already accepted shows in the publishing phase: asking again would not post twice
    // on Facebook's side, but we never send it twice either.
    const again = await reelStatus(config, videoId, token, record);
    if (!again.status?.publishing_phase?.status || again.status.publishing_phase.status === 'not_started') {
      await graph(
        config,
        'POST',
        `/${pageId}/video_reels`,
        {
          upload_phase: 'finish',
          video_id: videoId,
          video_state: input.scheduledAt ? 'SCHEDULED' : 'PUBLISHED',
          scheduled_publish_time: input.scheduledAt
            ? String(Math.floor(input.scheduledAt.getTime() / 1000))
            : undefined,
          description: input.description,
          access_token: token,
        },
        record,
        'reel.finish',
      );
    }
    session = { ...session, finished: true };
    await save(session);
  }
  for (let i = 0; i < 120; i++) {
    const st = await reelStatus(config, videoId, token, record);
    const s = st.status;
    if (s?.video_status === 'error' || s?.processing_phase?.status === 'error') {
      throw new PlatformError(
        'final',
        'PLATFORM_ERROR',
        s.processing_phase?.error?.message ?? 'Facebook could not process the reel',
      );
    }
    if (s?.video_status === 'ready' || s?.publishing_phase?.status === 'complete')
      return { videoId, permalink: facebookLink(st.permalink_url), published: !input.scheduledAt };
    if (input.scheduledAt && s?.processing_phase?.status === 'complete')
      return { videoId, permalink: facebookLink(st.permalink_url), published: false };
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new PlatformError('transient', 'PLATFORM_ERROR', 'Facebook is still processing the reel');
}

/**
 * Where video files go. Meta serves uploads and /videos on graph-video.facebook.com; any other
 * root (a stand-in) takes them itself.
 */
export function videoRoot(config: GraphConfig): string {
  return config.META_GRAPH_URL.replace(/\/$/, '').replace('//graph.facebook.com/', '//graph-video.facebook.com/');
}

type PageVideo = {
  id: string;
  description?: string;
  created_time?: string;
  permalink_url?: string;
  status?: { video_status?: string; processing_phase?: { status?: string; error?: { message?: string } } };
};

/**
 * A video post on the Page's feed, as the Video API documents it today: the file goes up through
 * the Resumable Upload API (an upload session of the app, with the person's token; a cut upload
 * asks the session its file_offset and sends the rest), and the returned handle is published with
 * POST /{page-id}/videos (or, when the app is refused an upload session, with `file_url` — our signed
 * URL, fetched by Facebook). Each answer is saved before the next step; a run that died after asking
 * for the post looks for it on the Page before asking again, so it is never posted twice.
 */
export async function publishFacebookVideo(
  config: GraphConfig,
  input: {
    pageId: string;
    pageToken: string;
    userToken: string;
    file: UploadFile;
    fileUrl: string;
    description: string;
    title: string;
    scheduledAt: Date | null;
  },
  session: {
    uploadSession?: string;
    handle?: string;
    byUrl?: boolean;
    publishAskedAt?: string;
    videoId?: string;
    finished?: boolean;
  },
  save: (s: typeof session) => Promise<void>,
  record: RecordCall,
  pollMs: number,
): Promise<{ videoId: string; permalink: string | null; published: boolean }> {
  const { pageId, pageToken, userToken, file } = input;
  if (!session.videoId && !session.handle && !session.byUrl) {
    if (!session.uploadSession) {
      let up: { id: string } | null = null;
      try {
        up = await graph<{ id: string }>(
          config,
          'POST',
          `/${config.META_APP_ID}/uploads`,
          { file_name: 'reklamo.mp4', file_length: String(file.size), file_type: 'video/mp4', access_token: userToken },
          record,
          'video.session',
        );
      } catch (err) {
        // An app may be refused an upload session for this person (Meta has tied it to a role on
        // the app): the Page then fetches the file itself from our signed URL, as Instagram does.
        if (!(err instanceof PlatformError) || err.kind !== 'final') throw err;
      }
      session = up ? { uploadSession: up.id } : { byUrl: true };
      await save(session);
    }
  }
  if (!session.videoId && !session.handle && !session.byUrl) {
    const at = `${config.META_GRAPH_URL.replace(/\/$/, '')}/${session.uploadSession}`;
    let offset = 0;
    try {
      const res = await fetch(at, {
        headers: { Authorization: `OAuth ${userToken}` },
        signal: AbortSignal.timeout(30_000),
      });
      const json = (await answer(res)) as { file_offset?: number };
      record('video.offset', res.status, json);
      if (!res.ok) throw graphError(res.status, json);
      offset = Number(json.file_offset ?? 0);
    } catch (err) {
      if (err instanceof PlatformError) throw err;
      record('video.offset', null, { network: String(err) });
      throw new PlatformError('transient', 'PLATFORM_ERROR', `upload session unreachable: ${String(err)}`);
    }
    let res: Response;
    try {
      res = await fetch(at, {
        method: 'POST',
        headers: {
          Authorization: `OAuth ${userToken}`,
          file_offset: String(offset),
          'Content-Type': 'application/octet-stream',
        },
        body: new Uint8Array(await file.read(offset)),
      });
    } catch (err) {
      record('video.upload', null, { network: String(err), offset });
      throw new PlatformError('transient', 'PLATFORM_ERROR', `video upload interrupted: ${String(err)}`);
    }
    const json = (await answer(res)) as { h?: string };
    record('video.upload', res.status, json);
    if (!res.ok || !json.h) throw graphError(res.status, json);
    session = { ...session, handle: json.h };
    await save(session);
  }
  if (!session.videoId) {
    if (session.publishAskedAt) {
      // The last run asked for the post and died before it heard back: the Page may hold it already.
      const since = Date.parse(session.publishAskedAt) - 60_000;
      const list = await graph<{ data: PageVideo[] }>(
        config,
        'GET',
        `/${pageId}/videos`,
        { fields: 'id,description,created_time', type: 'uploaded', limit: '25', access_token: pageToken },
        record,
        'video.find',
      );
      const found = list.data.find(
        (v) => v.description === input.description && Date.parse(v.created_time ?? '') >= since,
      );
      if (found) session = { ...session, videoId: found.id };
    }
    if (!session.videoId) {
      session = { ...session, publishAskedAt: new Date().toISOString() };
      await save(session);
      const r = await graph<{ id: string }>(
        { ...config, META_GRAPH_URL: videoRoot(config) },
        'POST',
        `/${pageId}/videos`,
        {
          ...(session.byUrl ? { file_url: input.fileUrl } : { fbuploader_video_file_chunk: session.handle }),
          title: input.title,
          description: input.description,
          published: input.scheduledAt ? 'false' : 'true',
          scheduled_publish_time: input.scheduledAt
            ? String(Math.floor(input.scheduledAt.getTime() / 1000))
            : undefined,
          access_token: pageToken,
        },
        record,
        'video.publish',
      );
      session = { ...session, videoId: r.id };
    }
    session = { ...session, finished: true };
    await save(session);
  }
  const videoId = session.videoId!;
  for (let i = 0; i < 120; i++) {
    const st = await graph<PageVideo>(
      config,
      'GET',
      `/${videoId}`,
      { fields: 'status,permalink_url', access_token: pageToken },
      record,
      'video.status',
    );
    const s = st.status;
    if (s?.video_status === 'error' || s?.processing_phase?.status === 'error') {
      throw new PlatformError(
        'final',
        'PLATFORM_ERROR',
        s.processing_phase?.error?.message ?? 'Facebook could not process the video',
      );
    }
    const permalink = facebookLink(st.permalink_url);
    if (s?.video_status === 'ready' || s?.processing_phase?.status === 'complete')
      return { videoId, permalink, published: !input.scheduledAt };
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new PlatformError('transient', 'PLATFORM_ERROR', 'Facebook is still processing the video');
}

/**
 * Instagram Reels through a container that Instagram fetches from our signed URL. The day's limit
 * is read first; the container id is saved before polling, so a retry polls the same one.
 */
export async function publishInstagramReel(
  config: GraphConfig,
  input: { igUserId: string; token: string; videoUrl: string; caption: string; shareToFeed: boolean },
  session: { containerId?: string; mediaId?: string },
  save: (s: typeof session) => Promise<void>,
  record: RecordCall,
  pollMs: number,
): Promise<{ mediaId: string | null; permalink: string | null }> {
  const { igUserId, token } = input;
  if (!session.containerId) {
    const limit = await graph<{ data: { quota_usage?: number; config?: { quota_total?: number } }[] }>(
      config,
      'GET',
      `/${igUserId}/content_publishing_limit`,
      { fields: 'quota_usage,config', access_token: token },
      record,
      'ig.limit',
    );
    const l = limit.data[0];
    if (l && l.config?.quota_total !== undefined && (l.quota_usage ?? 0) >= l.config.quota_total) {
      throw new PlatformError(
        'final',
        'IG_LIMIT_REACHED',
        `Instagram publishing limit reached (${l.quota_usage}/${l.config.quota_total})`,
      );
    }
    const c = await graph<{ id: string }>(
      config,
      'POST',
      `/${igUserId}/media`,
      {
        media_type: 'REELS',
        video_url: input.videoUrl,
        caption: input.caption,
        share_to_feed: String(input.shareToFeed),
        access_token: token,
      },
      record,
      'ig.container',
    );
    session = { containerId: c.id };
    await save(session);
  }
  const containerId = session.containerId!;
  if (!session.mediaId) {
    let code = '';
    for (let i = 0; i < 120; i++) {
      const st = await graph<{ status_code?: string; status?: string }>(
        config,
        'GET',
        `/${containerId}`,
        { fields: 'status_code,status', access_token: token },
        record,
        'ig.status',
      );
      code = st.status_code ?? '';
      if (code === 'ERROR')
        throw new PlatformError('final', 'IG_CONTAINER_ERROR', st.status ?? 'Instagram could not process the video');
      if (code === 'EXPIRED')
        throw new PlatformError(
          'final',
          'IG_CONTAINER_EXPIRED',
          'The Instagram container expired before it was published',
        );
      if (code === 'FINISHED' || code === 'PUBLISHED') break;
      await new Promise((r) => setTimeout(r, pollMs));
    }
    if (code === 'PUBLISHED') {
      // Published by an attempt that died before saving the media id: done, not posted again.
      return { mediaId: null, permalink: null };
    }
    if (code !== 'FINISHED')
      throw new PlatformError('transient', 'PLATFORM_ERROR', 'Instagram is still processing the video');
    const pub = await graph<{ id: string }>(
      config,
      'POST',
      `/${igUserId}/media_publish`,
      { creation_id: containerId, access_token: token },
      record,
      'ig.publish',
    );
    session = { ...session, mediaId: pub.id };
    await save(session);
  }
  const media = await graph<{ permalink?: string }>(
    config,
    'GET',
    `/${session.mediaId}`,
    { fields: 'permalink', access_token: token },
    record,
    'ig.media',
  ).catch(() => ({ permalink: undefined }));
  return { mediaId: session.mediaId!, permalink: media.permalink ?? null };
}

export type Figures = {
  views: number;
  reach: number | null;
  likes: number;
  comments: number;
  shares: number | null;
  saves: number | null;
  clicks: number | null;
};

type InsightValue = number | Record<string, number>;
type Insight = { name: string; values?: { value: InsightValue }[]; total_value?: { value: InsightValue } };

function insightValue(data: Insight[], name: string): InsightValue | null {
  const i = data.find((d) => d.name === name);
  if (!i) return null;
  return i.total_value?.value ?? i.values?.[0]?.value ?? null;
}
/**
 * A figure as one number. Some metrics are counts by type, such as reactions
 * ({"REACTION_LIKE": 3, "REACTION_LOVE": 1} on a reel, {"like": 3, "love": 1} on a feed video): their sum.
 */
const num = (v: unknown): number | null =>
  typeof v === 'number'
    ? v
    : v && typeof v === 'object'
      ? Object.values(v).reduce((a: number, b: unknown) => a + (typeof b === 'number' ? b : 0), 0)
      : null;

/**
 * A reel and a feed video are read from the same /video_insights, under other metric names: views,
 * unique viewers, reactions by type, and comments and shares inside one "by action" count.
 */
const FACEBOOK_METRICS = {
  facebook_reel: {
    step: 'reel.insights',
    period: undefined,
    views: 'blue_reels_play_count',
    reach: 'post_impressions_unique',
    likes: 'post_video_likes_by_reaction_type',
    actions: 'post_video_social_actions',
    comment: 'COMMENT',
    share: 'SHARE',
  },
  facebook_feed: {
    step: 'video.insights',
    period: 'lifetime',
    views: 'total_video_views',
    reach: 'total_video_impressions_unique',
    likes: 'total_video_reactions_by_type_total',
    actions: 'total_video_stories_by_action_type',
    comment: 'comment',
    share: 'share',
  },
} as const;

/** A Facebook reel's or Page feed video's lifetime figures. */
export async function facebookFigures(
  config: GraphConfig,
  place: keyof typeof FACEBOOK_METRICS,
  videoId: string,
  token: string,
  record: RecordCall,
): Promise<Figures> {
  const m = FACEBOOK_METRICS[place];
  const r = await graph<{ data: Insight[] }>(
    config,
    'GET',
    `/${videoId}/video_insights`,
    { metric: [m.views, m.reach, m.likes, m.actions].join(','), period: m.period, access_token: token },
    record,
    m.step,
  );
  const actions = insightValue(r.data, m.actions);
  const byAction = actions && typeof actions === 'object' ? actions : {};
  return {
    views: num(insightValue(r.data, m.views)) ?? 0,
    reach: num(insightValue(r.data, m.reach)),
    likes: num(insightValue(r.data, m.likes)) ?? 0,
    comments: byAction[m.comment] ?? 0,
    shares: byAction[m.share] ?? 0,
    saves: null,
    clicks: null,
  };
}

export async function instagramReelFigures(
  config: GraphConfig,
  mediaId: string,
  token: string,
  record: RecordCall,
): Promise<Figures> {
  const r = await graph<{ data: Insight[] }>(
    config,
    'GET',
    `/${mediaId}/insights`,
    { metric: 'views,reach,likes,comments,shares,saved', access_token: token },
    record,
    'ig.insights',
  );
  return {
    views: num(insightValue(r.data, 'views')) ?? 0,
    reach: num(insightValue(r.data, 'reach')),
    likes: num(insightValue(r.data, 'likes')) ?? 0,
    comments: num(insightValue(r.data, 'comments')) ?? 0,
    shares: num(insightValue(r.data, 'shares')),
    saves: num(insightValue(r.data, 'saved')),
    clicks: null,
  };
}

/** For tests: forget the budget the last answers reported. */
export function resetGraphBudget(): void {
  busyUntil = 0;
}
