import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the Graph API (Facebook Login, Pages, Reels, Instagram containers, insights) and
 * Google (OAuth, YouTube channels, resumable upload, statistics) on 127.0.0.1, strict enough that a
 * request shaped wrong fails as it would there. Tests read `state` to see what the platform holds.
 */
export type SocialFakes = Awaited<ReturnType<typeof startSocialFakes>>;

type Reel = {
  id: string;
  pageId: string;
  size: number | null;
  received: number;
  bytes: Buffer[];
  finished: 0 | 1;
  state: string | null;
  scheduledAt: number | null;
  description: string;
};
type Container = {
  id: string;
  igUserId: string;
  videoUrl: string;
  caption: string;
  shareToFeed: boolean;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  fetchedBytes: number;
  polls: number;
};
type UploadSession = {
  id: string;
  size: number;
  received: number;
  bytes: Buffer[];
  fileType: string;
  handle: string | null;
};
type PageVideo = {
  id: string;
  pageId: string;
  title: string;
  description: string;
  published: boolean;
  scheduledAt: number | null;
  bytes: Buffer;
  createdAt: number;
};
type YtSession = {
  id: string;
  size: number;
  received: number;
  meta: {
    snippet: { title: string; description?: string; tags?: string[] };
    status: { privacyStatus: string; selfDeclaredMadeForKids: boolean; publishAt?: string };
  };
  videoId: string | null;
};

export async function startSocialFakes(
  opts: { appId?: string; appSecret?: string; clientId?: string; clientSecret?: string } = {},
) {
  const appId = opts.appId ?? 'meta-app-1';
  const appSecret = opts.appSecret ?? 'meta-secret-1';
  const clientId = opts.clientId ?? 'google-client-1';
  const clientSecret = opts.clientSecret ?? 'google-secret-1';
  const state = {
    /** Reels a Page holds; a finished one is a post the public sees (or will, when scheduled). */
    reels: new Map<string, Reel>(),
    containers: new Map<string, Container>(),
    /** Instagram media published. */
    igMedia: [] as { id: string; containerId: string; caption: string; shareToFeed: boolean }[],
    /** Resumable Upload API sessions of the app (upload:…), each giving a handle when complete. */
    uploadSessions: new Map<string, UploadSession>(),
    /** Video posts on a Page's feed (POST /{page-id}/videos with a handle). */
    pageVideos: new Map<string, PageVideo>(),
    videoStats: { views: 410, uniqueViewers: 330, reactions: 22, comments: 4, shares: 3 },
    ytSessions: new Map<string, YtSession>(),
    /** YouTube videos made (one per completed upload session). */
    ytVideos: [] as {
      id: string;
      title: string;
      description: string;
      tags: string[];
      privacyStatus: string;
      publishAt?: string;
      madeForKids: boolean;
      bytes: number;
    }[],
    revokedMeta: 0,
    revokedGoogle: [] as string[],
    /** The next Graph calls answer with this error code (4, 17, 32 rate limits; 190 expired token). */
    graphErrors: [] as number[],
    /** Tokens the platform no longer accepts. */
    deadTokens: new Set<string>(),
    igQuota: { usage: 0, total: 50 },
    /** What Instagram makes of the next container. */
    nextContainerStatus: 'FINISHED' as Container['status'],
    /** Cuts the next upload's connection after this many bytes (a worker dying mid-upload). */
    cutUploadAfter: null as number | null,
    /** Stops reading the next upload after this many bytes and leaves it hanging (a worker to kill mid-upload). */
    stallUploadAfter: null as number | null,
    /** Bytes of uploads left hanging so far. */
    stalledBytes: 0,
    googleRefreshRevoked: false,
    reelStats: { plays: 120, reach: 95, likes: 14, comments: 3, shares: 2 },
    igStats: { views: 300, reach: 210, likes: 30, comments: 5, shares: 4, saved: 6 },
    ytStats: { viewCount: '57', likeCount: '8', commentCount: '1' },
    calls: [] as string[],
    /** The X-App-Usage percentage the Graph answers report. */
    appUsage: 5,
    /** Upload sessions are refused (an app the person has no role on): /videos must get a file_url. */
    refuseUploadSessions: false,
    /** The Pages the person manages (/me/accounts), each with its own token. */
    pages: [
      {
        id: 'page-1',
        name: 'Пекарна Зора',
        access_token: 'page-token-1',
        instagram_business_account: { id: 'ig-1', username: 'pekarna.zora' },
      },
    ] as {
      id: string;
      name: string;
      access_token: string;
      instagram_business_account?: { id: string; username: string };
    }[],
  };
  const pageToken = (pageId: string) => state.pages.find((p) => p.id === pageId)?.access_token;
  const codes = new Map<string, { redirectUri: string; challenge?: string }>();
  let seq = 0;
  const id = (p: string) => `${p}${++seq}${crypto.randomBytes(3).toString('hex')}`;

  const server = http.createServer(
    (req, res) =>
      void handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) json(res, 500, { error: { message: String(err) } });
      }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const graphRoot = `${base}/graph/v24.0`;

  function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const usage = JSON.stringify({ call_count: state.appUsage, total_cputime: 1, total_time: 1 });
    res.writeHead(status, { 'Content-Type': 'application/json', 'X-App-Usage': usage, ...headers });
    res.end(JSON.stringify(body));
  }
  const graphError = (res: http.ServerResponse, code: number, message: string, status = 400) =>
    json(res, status, {
      error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, fbtrace_id: 'fake' },
    });
  const readBody = (req: http.IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  /** Reads an upload body, cutting the connection after `cutUploadAfter` bytes when asked. */
  function receive(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    onBytes: (b: Buffer) => void,
  ): Promise<boolean> {
    const cut = state.cutUploadAfter;
    state.cutUploadAfter = null;
    const stall = state.stallUploadAfter;
    state.stallUploadAfter = null;
    let got = 0;
    return new Promise((resolve) => {
      req.on('data', (c: Buffer) => {
        if (stall !== null && got + c.length > stall) {
          const part = c.subarray(0, stall - got);
          if (part.length) onBytes(part);
          got = stall;
          state.stalledBytes = stall;
          req.pause();
          req.removeAllListeners('data');
          return;
        }
        if (cut !== null && got + c.length > cut) {
          const part = c.subarray(0, cut - got);
          if (part.length) onBytes(part);
          got = cut;
          req.socket.destroy();
          resolve(false);
          return;
        }
        got += c.length;
        onBytes(c);
      });
      req.on('end', () => resolve(true));
      req.on('close', () => resolve(false));
      res.on('close', () => resolve(false));
    });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url!, base);
    const p = url.pathname;
    state.calls.push(`${req.method} ${p}`);
    // ---- dialogs: the owner says yes at once ----
    if (p === '/facebook/dialog/oauth' || p === '/google/o/oauth2/v2/auth') {
      const code = id('code-');
      codes.set(code, {
        redirectUri: url.searchParams.get('redirect_uri')!,
        challenge: url.searchParams.get('code_challenge') ?? undefined,
      });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    if (p.startsWith('/graph/v24.0/upload:')) return fileUpload(req, res, p.slice('/graph/v24.0/'.length));
    if (p.startsWith('/graph/v24.0/')) return graph(req, res, url, p.slice('/graph/v24.0'.length));
    if (p.startsWith('/rupload/')) return reelUpload(req, res, p.split('/').pop()!);
    if (p.startsWith('/google/')) return google(req, res, url, p.slice('/google'.length));
    json(res, 404, { error: 'no such path' });
  }

  async function graph(req: http.IncomingMessage, res: http.ServerResponse, url: URL, p: string) {
    const params = new URLSearchParams(url.search);
    if (req.method === 'POST')
      for (const [k, v] of new URLSearchParams((await readBody(req)).toString())) params.set(k, v);
    const token = params.get('access_token');
    if (p === '/oauth/access_token') {
      if (params.get('client_id') !== appId || params.get('client_secret') !== appSecret)
        return graphError(res, 101, 'Error validating application');
      if (params.get('grant_type') === 'fb_exchange_token') {
        if (!params.get('fb_exchange_token')?.startsWith('short-'))
          return graphError(res, 190, 'Invalid OAuth access token');
        return json(res, 200, { access_token: id('long-'), token_type: 'bearer', expires_in: 5_184_000 });
      }
      const c = codes.get(params.get('code') ?? '');
      if (!c || c.redirectUri !== params.get('redirect_uri'))
        return graphError(res, 100, 'Invalid verification code format.');
      codes.delete(params.get('code')!);
      return json(res, 200, { access_token: id('short-'), token_type: 'bearer', expires_in: 3600 });
    }
    if (!token) return graphError(res, 104, 'An access token is required');
    if (state.deadTokens.has(token)) return graphError(res, 190, 'Error validating access token: Session has expired');
    const queued = state.graphErrors.shift();
    if (queued !== undefined)
      return queued === 190
        ? graphError(res, 190, 'Error validating access token: Session has expired')
        : graphError(res, queued, 'Application request limit reached', 403);
    if (p === '/me' && req.method === 'GET') return json(res, 200, { id: 'fb-user-1', name: 'Мария Иванова' });
    if (p === '/me/accounts') {
      if (!token.startsWith('long-')) return graphError(res, 190, 'The Pages of a person need their user access token');
      return json(res, 200, { data: state.pages, paging: { cursors: { before: 'b', after: 'a' } } });
    }
    if (p === '/me/permissions' && params.get('method') === 'delete') {
      state.revokedMeta++;
      return json(res, 200, { success: true });
    }
    let m = /^\/([^/]+)\/uploads$/.exec(p);
    if (m && req.method === 'POST') {
      if (m[1] !== appId) return graphError(res, 100, 'Unsupported post request: the app id is wrong');
      if (!token.startsWith('long-')) return graphError(res, 190, 'An upload session needs a user access token');
      if (state.refuseUploadSessions)
        return graphError(res, 200, 'Permissions error: the user must have a role on the app');
      const size = Number(params.get('file_length'));
      const type = params.get('file_type') ?? '';
      if (!params.get('file_name') || !Number.isInteger(size) || size <= 0)
        return graphError(res, 100, 'file_name and file_length are required');
      if (!['video/mp4', 'image/jpeg', 'image/png', 'application/pdf'].includes(type))
        return graphError(res, 100, 'file_type is invalid');
      const u: UploadSession = { id: id('sess'), size, received: 0, bytes: [], fileType: type, handle: null };
      state.uploadSessions.set(u.id, u);
      return json(res, 200, { id: `upload:${u.id}` });
    }
    m = /^\/([^/]+)\/videos$/.exec(p);
    if (m && req.method === 'POST') {
      if (token !== pageToken(m[1]!)) return graphError(res, 200, 'Requires the Page access token');
      if (params.get('upload_phase'))
        return graphError(res, 100, 'Use the Resumable Upload API handle (fbuploader_video_file_chunk)');
      const handle = params.get('fbuploader_video_file_chunk');
      const fileUrl = params.get('file_url');
      if (Boolean(handle) === Boolean(fileUrl))
        return graphError(res, 100, 'Give either fbuploader_video_file_chunk or file_url');
      let bytes: Buffer;
      if (fileUrl) {
        // Facebook fetches the file: an unreachable or refusing URL fails the post.
        const got = await fetch(fileUrl).catch(() => null);
        if (!got?.ok) return graphError(res, 389, 'Unable to fetch video file from URL.');
        bytes = Buffer.from(await got.arrayBuffer());
      } else {
        const u = [...state.uploadSessions.values()].find((x) => x.handle && x.handle === handle);
        if (!u) return graphError(res, 100, 'Invalid file handle');
        if (u.fileType !== 'video/mp4')
          return graphError(res, 352, "The video file you selected is in a format that we don't support.");
        bytes = Buffer.concat(u.bytes);
      }
      const published = params.get('published') !== 'false';
      const at = params.get('scheduled_publish_time');
      if (!published && !at)
        return graphError(res, 100, 'An unpublished video needs scheduled_publish_time (or it is a draft)');
      if (published && at) return graphError(res, 100, 'A scheduled video must be published=false');
      const v: PageVideo = {
        id: id('fbvideo-'),
        pageId: m[1]!,
        title: params.get('title') ?? '',
        description: params.get('description') ?? '',
        published,
        scheduledAt: at ? Number(at) : null,
        bytes,
        createdAt: Date.now(),
      };
      state.pageVideos.set(v.id, v);
      return json(res, 200, { id: v.id });
    }
    if (m && req.method === 'GET') {
      const list = [...state.pageVideos.values()].filter((v) => v.pageId === m![1]).reverse();
      return json(res, 200, {
        data: list.map((v) => ({
          id: v.id,
          description: v.description,
          created_time: new Date(v.createdAt).toISOString().replace(/\.\d+Z$/, '+0000'),
        })),
      });
    }
    m = /^\/([^/]+)\/video_reels$/.exec(p);
    if (m && req.method === 'POST') {
      if (token !== pageToken(m[1]!)) return graphError(res, 200, 'Requires the Page access token');
      const phase = params.get('upload_phase');
      if (phase === 'start') {
        const reel: Reel = {
          id: id('reel-'),
          pageId: m[1]!,
          size: null,
          received: 0,
          bytes: [],
          finished: 0,
          state: null,
          scheduledAt: null,
          description: '',
        };
        state.reels.set(reel.id, reel);
        return json(res, 200, { video_id: reel.id, upload_url: `${base}/rupload/video-upload/v24.0/${reel.id}` });
      }
      if (phase === 'finish') {
        const reel = state.reels.get(params.get('video_id') ?? '');
        if (!reel) return graphError(res, 100, 'Invalid video_id');
        if (reel.size === null || reel.received !== reel.size)
          return graphError(res, 6000, 'There was a problem uploading your video file');
        const vs = params.get('video_state');
        if (vs !== 'PUBLISHED' && vs !== 'SCHEDULED' && vs !== 'DRAFT')
          return graphError(res, 100, 'video_state is required');
        if (vs === 'SCHEDULED' && !params.get('scheduled_publish_time'))
          return graphError(res, 100, 'scheduled_publish_time is required');
        reel.finished = 1;
        reel.state = vs;
        reel.scheduledAt = vs === 'SCHEDULED' ? Number(params.get('scheduled_publish_time')) : null;
        reel.description = params.get('description') ?? '';
        return json(res, 200, { success: true });
      }
      return graphError(res, 100, 'upload_phase is required');
    }
    m = /^\/([^/]+)\/video_insights$/.exec(p);
    if (m && state.pageVideos.has(m[1]!)) {
      // A feed video has the total_video_* metrics; only what was asked for comes back.
      const s = state.videoStats;
      const all: Record<string, unknown> = {
        total_video_views: s.views,
        total_video_impressions_unique: s.uniqueViewers,
        total_video_reactions_by_type_total: { like: s.reactions - 2, love: 2 },
        total_video_stories_by_action_type: { share: s.shares, like: s.reactions, comment: s.comments },
      };
      const asked = (params.get('metric') ?? '').split(',');
      return json(res, 200, {
        data: asked
          .filter((n) => n in all)
          .map((name) => ({ name, period: 'lifetime', values: [{ value: all[name] }] })),
      });
    }
    if (m) {
      const s = state.reelStats;
      return json(res, 200, {
        data: [
          { name: 'blue_reels_play_count', values: [{ value: s.plays }] },
          { name: 'post_impressions_unique', values: [{ value: s.reach }] },
          {
            name: 'post_video_likes_by_reaction_type',
            values: [{ value: { REACTION_LIKE: s.likes - 1, REACTION_LOVE: 1 } }],
          },
          { name: 'post_video_social_actions', values: [{ value: { COMMENT: s.comments, SHARE: s.shares } }] },
        ],
      });
    }
    m = /^\/([^/]+)\/content_publishing_limit$/.exec(p);
    if (m)
      return json(res, 200, {
        data: [
          { quota_usage: state.igQuota.usage, config: { quota_total: state.igQuota.total, quota_duration: 86400 } },
        ],
      });
    m = /^\/([^/]+)\/media$/.exec(p);
    if (m && req.method === 'POST') {
      // Since 2023 a single feed video is published as a reel: VIDEO is refused, as Instagram does.
      if (params.get('media_type') === 'VIDEO')
        return graphError(res, 100, 'The VIDEO media type is no longer supported: use REELS');
      if (params.get('media_type') !== 'REELS') return graphError(res, 100, 'media_type must be REELS');
      const videoUrl = params.get('video_url');
      if (!videoUrl) return graphError(res, 100, 'video_url is required');
      // Instagram cURLs the file: an unreachable or refusing URL is an ERROR container.
      const c: Container = {
        id: id('container-'),
        igUserId: m[1]!,
        videoUrl,
        caption: params.get('caption') ?? '',
        shareToFeed: params.get('share_to_feed') !== 'false',
        status: state.nextContainerStatus,
        fetchedBytes: 0,
        polls: 0,
      };
      const got = await fetch(videoUrl).catch(() => null);
      if (!got?.ok) c.status = 'ERROR';
      else c.fetchedBytes = (await got.arrayBuffer()).byteLength;
      state.containers.set(c.id, c);
      return json(res, 200, { id: c.id });
    }
    m = /^\/([^/]+)\/media_publish$/.exec(p);
    if (m && req.method === 'POST') {
      const c = state.containers.get(params.get('creation_id') ?? '');
      if (!c) return graphError(res, 100, 'Invalid creation_id');
      if (c.status !== 'FINISHED') return graphError(res, 9007, 'Media ID is not available');
      state.igQuota.usage++;
      c.status = 'PUBLISHED';
      const media = { id: id('igmedia-'), containerId: c.id, caption: c.caption, shareToFeed: c.shareToFeed };
      state.igMedia.push(media);
      return json(res, 200, { id: media.id });
    }
    m = /^\/([^/]+)\/insights$/.exec(p);
    if (m) {
      const s = state.igStats;
      return json(res, 200, {
        data: Object.entries(s).map(([name, value]) => ({ name, period: 'lifetime', values: [{ value }] })),
      });
    }
    m = /^\/([^/]+)$/.exec(p);
    if (m && req.method === 'GET') {
      const reel = state.reels.get(m[1]!);
      if (reel) {
        const uploaded = reel.size !== null && reel.received === reel.size;
        return json(res, 200, {
          id: reel.id,
          permalink_url: `/reel/${reel.id}`,
          status: {
            video_status: reel.finished ? 'ready' : 'upload_complete',
            uploading_phase: {
              status: uploaded ? 'complete' : reel.received ? 'in_progress' : 'not_started',
              bytes_transferred: reel.received,
            },
            processing_phase: { status: reel.finished ? 'complete' : 'not_started' },
            publishing_phase: {
              status: reel.finished ? (reel.state === 'SCHEDULED' ? 'scheduled' : 'complete') : 'not_started',
            },
          },
        });
      }
      const pv = state.pageVideos.get(m[1]!);
      if (pv) {
        return json(res, 200, {
          id: pv.id,
          permalink_url: `/${pv.pageId}/videos/${pv.id}/`,
          status: { video_status: 'ready', processing_phase: { status: 'complete' } },
        });
      }
      const c = state.containers.get(m[1]!);
      if (c) {
        c.polls++;
        // The first poll sees it still working, as Instagram does.
        const code = c.polls === 1 && c.status === 'FINISHED' ? 'IN_PROGRESS' : c.status;
        return json(res, 200, {
          id: c.id,
          status_code: code,
          status: code === 'ERROR' ? 'Error: Media upload has failed with error code 2207026' : code,
        });
      }
      const media = state.igMedia.find((x) => x.id === m![1]);
      if (media) return json(res, 200, { id: media.id, permalink: `https://www.instagram.com/reel/${media.id}/` });
    }
    graphError(res, 100, `Unsupported request ${req.method} ${p}`);
  }

  /** The Resumable Upload API: GET tells the offset received, POST sends bytes from file_offset. */
  async function fileUpload(req: http.IncomingMessage, res: http.ServerResponse, name: string) {
    const u = state.uploadSessions.get(name.slice('upload:'.length));
    if (!u) return graphError(res, 100, 'Invalid upload session');
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('OAuth long-') || state.deadTokens.has(auth.slice(6)))
      return graphError(res, 190, 'Invalid OAuth access token', 401);
    if (req.method === 'GET') return json(res, 200, { id: `upload:${u.id}`, file_offset: u.received });
    const offset = Number(req.headers.file_offset);
    if (!Number.isInteger(offset)) return graphError(res, 100, 'file_offset header is required');
    if (offset !== u.received)
      return graphError(res, 100, `file_offset ${offset} does not match the ${u.received} bytes received`);
    if (Number(req.headers['content-length']) !== u.size - offset)
      return graphError(res, 100, 'The body must be the file from file_offset to its end');
    const whole = await receive(req, res, (b) => {
      u.bytes.push(b);
      u.received += b.length;
    });
    if (!whole) return;
    u.handle = `4:${Buffer.from(u.id).toString('base64')}:dmlkZW8vbXA0:${crypto.randomBytes(6).toString('hex')}`;
    json(res, 200, { h: u.handle });
  }

  async function reelUpload(req: http.IncomingMessage, res: http.ServerResponse, reelId: string) {
    const reel = state.reels.get(reelId);
    if (!reel) return json(res, 404, { error: { message: 'no such upload' } });
    if (req.headers.authorization !== `OAuth ${pageToken(reel.pageId)}`)
      return json(res, 401, { error: { code: 190, message: 'bad token' } });
    const size = Number(req.headers.file_size);
    const offset = Number(req.headers.offset);
    if (!Number.isFinite(size) || !Number.isFinite(offset))
      return json(res, 400, { error: { message: 'offset and file_size headers are required' } });
    if (offset !== reel.received)
      return json(res, 400, { error: { code: 1363037, message: `bad offset ${offset}, expected ${reel.received}` } });
    if (Number(req.headers['content-length']) !== size - offset)
      return json(res, 400, { error: { message: 'Content-Length must be the bytes from offset to the end' } });
    reel.size = size;
    const whole = await receive(req, res, (b) => {
      reel.bytes.push(b);
      reel.received += b.length;
    });
    if (whole) json(res, 200, { success: true });
  }

  async function google(req: http.IncomingMessage, res: http.ServerResponse, url: URL, p: string) {
    if (p === '/token' && req.method === 'POST') {
      const f = new URLSearchParams((await readBody(req)).toString());
      if (f.get('client_id') !== clientId || f.get('client_secret') !== clientSecret)
        return json(res, 401, { error: 'invalid_client' });
      if (f.get('grant_type') === 'authorization_code') {
        const c = codes.get(f.get('code') ?? '');
        if (!c || c.redirectUri !== f.get('redirect_uri'))
          return json(res, 400, { error: 'invalid_grant', error_description: 'Bad code' });
        const verifier = f.get('code_verifier') ?? '';
        if (!c.challenge || crypto.createHash('sha256').update(verifier).digest('base64url') !== c.challenge)
          return json(res, 400, { error: 'invalid_grant', error_description: 'code_verifier mismatch' });
        codes.delete(f.get('code')!);
        return json(res, 200, {
          access_token: id('ya29.'),
          expires_in: 3599,
          refresh_token: id('1//refresh-'),
          scope: 'youtube.upload youtube.readonly',
          token_type: 'Bearer',
        });
      }
      if (f.get('grant_type') === 'refresh_token') {
        if (state.googleRefreshRevoked)
          return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        return json(res, 200, { access_token: id('ya29.'), expires_in: 3599, token_type: 'Bearer' });
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    if (p === '/revoke' && req.method === 'POST') {
      state.revokedGoogle.push(new URLSearchParams((await readBody(req)).toString()).get('token') ?? '');
      return json(res, 200, {});
    }
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ya29.') || state.deadTokens.has(auth.slice(7)))
      return json(res, 401, {
        error: { code: 401, message: 'Invalid Credentials', errors: [{ reason: 'authError' }] },
      });
    if (p === '/youtube/v3/channels' && url.searchParams.get('mine') === 'true')
      return json(res, 200, { items: [{ id: 'UC-channel-1', snippet: { title: 'Пекарна Зора' } }] });
    if (p === '/youtube/v3/videos' && req.method === 'GET') {
      const v = state.ytVideos.find((x) => x.id === url.searchParams.get('id'));
      return json(res, 200, { items: v ? [{ id: v.id, statistics: { ...state.ytStats, favoriteCount: '0' } }] : [] });
    }
    if (
      p === '/upload/youtube/v3/videos' &&
      req.method === 'POST' &&
      url.searchParams.get('uploadType') === 'resumable'
    ) {
      const meta = JSON.parse((await readBody(req)).toString()) as YtSession['meta'];
      const size = Number(req.headers['x-upload-content-length']);
      if (!meta.snippet?.title)
        return json(res, 400, {
          error: { code: 400, message: 'title required', errors: [{ reason: 'invalidTitle' }] },
        });
      if (typeof meta.status?.selfDeclaredMadeForKids !== 'boolean')
        return json(res, 400, {
          error: {
            code: 400,
            message: 'selfDeclaredMadeForKids required',
            errors: [{ reason: 'invalidVideoMetadata' }],
          },
        });
      if (!Number.isFinite(size) || size <= 0)
        return json(res, 400, { error: { code: 400, message: 'X-Upload-Content-Length required' } });
      const s: YtSession = { id: id('upload-'), size, received: 0, meta, videoId: null };
      state.ytSessions.set(s.id, s);
      res.writeHead(200, {
        Location: `${base}/google/upload/youtube/v3/videos?uploadType=resumable&upload_id=${s.id}`,
        'Content-Length': '0',
      });
      return res.end();
    }
    if (p === '/upload/youtube/v3/videos' && req.method === 'PUT') {
      const s = state.ytSessions.get(url.searchParams.get('upload_id') ?? '');
      if (!s) return json(res, 404, { error: { code: 404, message: 'Not Found' } });
      const range = req.headers['content-range'] ?? '';
      const done = () =>
        json(res, 200, {
          kind: 'youtube#video',
          id: s.videoId,
          status: { uploadStatus: 'uploaded', privacyStatus: s.meta.status.privacyStatus },
        });
      const query = /^bytes \*\/(\d+)$/.exec(range);
      if (query) {
        if (s.videoId) return done();
        res.writeHead(
          308,
          s.received ? { Range: `bytes=0-${s.received - 1}`, 'Content-Length': '0' } : { 'Content-Length': '0' },
        );
        return res.end();
      }
      const r = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
      if (!r || Number(r[3]) !== s.size || Number(r[2]) !== s.size - 1)
        return json(res, 400, { error: { code: 400, message: `bad Content-Range ${range}` } });
      if (Number(req.headers['content-length']) !== s.size - Number(r[1]))
        return json(res, 400, { error: { code: 400, message: 'Content-Length does not match Content-Range' } });
      if (Number(r[1]) !== s.received)
        return json(res, 400, {
          error: { code: 400, message: `range starts at ${r[1]}, session holds ${s.received}` },
        });
      const whole = await receive(req, res, (b) => {
        s.received += b.length;
      });
      if (!whole) return;
      if (s.received !== s.size) {
        res.writeHead(308, { Range: `bytes=0-${s.received - 1}` });
        return res.end();
      }
      s.videoId = id('yt-');
      state.ytVideos.push({
        id: s.videoId,
        title: s.meta.snippet.title,
        description: s.meta.snippet.description ?? '',
        tags: s.meta.snippet.tags ?? [],
        privacyStatus: s.meta.status.privacyStatus,
        publishAt: s.meta.status.publishAt,
        madeForKids: s.meta.status.selfDeclaredMadeForKids,
        bytes: s.received,
      });
      return done();
    }
    json(res, 404, { error: { code: 404, message: `no ${req.method} ${p}` } });
  }

  return {
    state,
    base,
    env: {
      META_APP_ID: appId,
      META_APP_SECRET: appSecret,
      META_GRAPH_URL: graphRoot,
      META_OAUTH_URL: `${base}/facebook/dialog/oauth`,
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_OAUTH_URL: `${base}/google/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${base}/google`,
      GOOGLE_API_URL: `${base}/google`,
    },
    /** Published posts the public sees: finished reels, Instagram media and YouTube videos. */
    posted: () => ({
      reels: [...state.reels.values()].filter((r) => r.finished).length,
      ig: state.igMedia.length,
      youtube: state.ytVideos.length,
      fbFeed: state.pageVideos.size,
    }),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
