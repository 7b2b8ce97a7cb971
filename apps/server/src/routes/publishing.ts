import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  PUBLISH_PROVIDERS,
  ZChoosePageRequest,
  ZPublishRequest,
  type PublishProvider,
} from '@reklamo/contract/publishing';
import type { AppDeps } from '../deps.ts';
import { apiError, AppError, parseJson } from '../http/errors.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { PlatformError } from '../publishing/platform-error.ts';
import { makeFormats } from '../services/video-edit.service.ts';
import {
  captionFor,
  chooseMetaPage,
  completeConnect,
  connectUrl,
  createPosts,
  disconnect,
  fileOfPost,
  listPosts,
  metaPages,
  publishingState,
  retryPost,
  verifyFileUrl,
  type PublishingDeps,
} from '../publishing/publishing.service.ts';

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE') });

function providerOf(p: string): PublishProvider {
  if (!(PUBLISH_PROVIDERS as readonly string[]).includes(p)) throw new AppError('NOT_FOUND', 404);
  return p as PublishProvider;
}

/** Connecting Facebook/Instagram and YouTube, posting the ad there, and the posts' figures. */
export function publishingRoutes(deps: AppDeps) {
  const { auth, database, config, storage } = deps;
  const pd: PublishingDeps = { config, db: database.db, boss: deps.queue.boss, logger: deps.logger, brain: deps.brain };
  const app = new Hono<{ Variables: AppVariables }>();

  // Instagram fetches the video from here without a session: the signature and its expiry are the key.
  app.get('/file/:postId', async (c) => {
    const postId = c.req.param('postId');
    if (!/^[0-9a-f-]{36}$/.test(postId) || !verifyFileUrl(config, postId, c.req.query('exp'), c.req.query('sig')))
      return apiError(c, 404, 'NOT_FOUND');
    const key = await fileOfPost(database.db, postId);
    const size = key ? await storage.size(key) : null;
    if (!key || size === null) return apiError(c, 404, 'NOT_FOUND');
    return new Response(Readable.toWeb(storage.read(key)) as ReadableStream, {
      headers: { 'Content-Type': 'video/mp4', 'Content-Length': String(size), 'Cache-Control': 'private, no-store' },
    });
  });

  // The platform sends the owner back here; the answer is a page of ours that says how it went.
  app.get('/callback/:provider', async (c) => {
    const provider = providerOf(c.req.param('provider'));
    const back = (result: string, code?: string) =>
      c.redirect(`/settings?social=${result}&provider=${provider}${code ? `&code=${code}` : ''}#social`, 302);
    const code = c.req.query('code');
    const state = c.req.query('state');
    if (c.req.query('error') || !code || !state) return back('canceled');
    // Signed out while on the platform's page: back to a page that says so, not a bare 401.
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return back('error', 'UNAUTHORIZED');
    try {
      await completeConnect(pd, session.user.id, provider, code, state);
      return back('connected');
    } catch (err) {
      const codeOf = err instanceof PlatformError || err instanceof AppError ? err.code : 'SOCIAL_CONNECT_FAILED';
      deps.logger.warn({ err: err instanceof Error ? err.message : String(err), provider }, 'social connect failed');
      return back('error', codeOf);
    }
  });
  app.use(requireUser(auth));
  app.get('/', async (c) => c.json(await publishingState(pd, c.get('user').id)));
  app.post('/connect/:provider', async (c) =>
    c.json({ url: await connectUrl(pd, c.get('user').id, providerOf(c.req.param('provider'))) }),
  );
  app.delete('/connections/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/.test(id)) return apiError(c, 404, 'NOT_FOUND');
    await disconnect(pd, c.get('user').id, id);
    return c.body(null, 204);
  });
  app.get('/meta/pages', async (c) => c.json({ pages: await metaPages(pd, c.get('user').id) }));
  app.put('/meta/page', jsonLimit, async (c) => {
    const { pageId } = await parseJson(c, ZChoosePageRequest);
    return c.json({ connection: await chooseMetaPage(pd, c.get('user').id, pageId) });
  });
  app.get('/caption', async (c) => {
    const videoId = c.req.query('videoId') ?? '';
    if (!/^[0-9a-f-]{36}$/.test(videoId)) return apiError(c, 400, 'VALIDATION_FAILED');
    return c.json(await captionFor(pd, c.get('user').id, videoId));
  });
  app.get('/posts', async (c) => {
    const videoId = c.req.query('videoId');
    if (videoId !== undefined && !/^[0-9a-f-]{36}$/.test(videoId)) return apiError(c, 400, 'VALIDATION_FAILED');
    return c.json({ posts: await listPosts(database.db, c.get('user').id, videoId) });
  });
  app.post('/posts/:id/retry', async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/.test(id)) return apiError(c, 404, 'NOT_FOUND');
    return c.json({ post: await retryPost(pd, c.get('user').id, id) });
  });
  app.post('/posts', jsonLimit, async (c) => {
    const req = await parseJson(c, ZPublishRequest);
    const userId = c.get('user').id;
    try {
      return c.json({ posts: await createPosts(pd, userId, req) }, 201);
    } catch (err) {
      // The place's format is missing (9:16, or 4:5 for a feed): it is rendered free through
      // "Всички формати", and the owner posts when it is ready.
      if (!(err instanceof AppError) || err.code !== 'VIDEO_NOT_READY' || err.details?.rendering) throw err;
      const format = err.details?.format;
      const started = await makeFormats(deps, userId, req.videoId).then(
        () => true,
        (e: unknown) => {
          deps.logger.info(
            { code: e instanceof AppError ? e.code : String(e), format },
            'could not start the missing format for a post',
          );
          return false;
        },
      );
      throw new AppError('VIDEO_NOT_READY', 409, { format, rendering: started });
    }
  });
  return app;
}
