import { Hono } from 'hono';
import { ZCreateVideoRequest, ZRefundRequest, ZVideoListQuery } from '@reklamo/contract';
import { downloadFileName } from '@reklamo/core';
import { findUserVideo, isRecentVideo, listUserVideos } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { AppError, apiError, parseJson } from '../http/errors.ts';
import { attachment, sendStoredFile } from '../http/send-file.ts';
import { hitUserRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { cancelGeneration, countDownload, projectHistoryOf, requestRefund, startGeneration, toVideoDto } from '../services/videos.service.ts';

export function videoRoutes(deps: AppDeps) {
  const { auth, database, storage } = deps;
  // Older videos than the plan's project history are hidden (not deleted): an upgrade shows them again.
  const ownVideo = async (userId: string, id: string) => {
    const v = await findUserVideo(database.db, userId, id);
    if (!v) throw new AppError('NOT_FOUND', 404);
    const history = await projectHistoryOf(deps, userId);
    if (history != null && !(await isRecentVideo(database.db, userId, id, history))) throw new AppError('NOT_FOUND', 404);
    return v;
  };
  return new Hono<{ Variables: AppVariables }>()
    .use(requireUser(auth))
    .post('/', async (c) => {
      const input = await parseJson(c, ZCreateVideoRequest);
      await hitUserRateLimit(database.db, 'video-create', c.get('user').id);
      const video = await startGeneration(deps, c.get('user').id, input);
      return c.json(toVideoDto(video), 202);
    })
    .get('/', async (c) => {
      const q = ZVideoListQuery.safeParse({ search: c.req.query('search') || undefined, status: c.req.query('status') || undefined });
      if (!q.success) throw new AppError('VALIDATION_FAILED', 400);
      const videos = await listUserVideos(database.db, c.get('user').id, { ...q.data, recent: await projectHistoryOf(deps, c.get('user').id) });
      return c.json({ videos: videos.map(toVideoDto) });
    })
    .get('/:id', async (c) => c.json(toVideoDto(await ownVideo(c.get('user').id, c.req.param('id')))))
    .post('/:id/cancel', async (c) => c.json(toVideoDto(await cancelGeneration(deps, c.get('user').id, c.req.param('id')))))
    .post('/:id/refund', async (c) => {
      const { reason } = await parseJson(c, ZRefundRequest);
      await hitUserRateLimit(database.db, 'refund', c.get('user').id);
      return c.json(toVideoDto(await requestRefund(deps, c.get('user').id, c.req.param('id'), reason)));
    })
    .on(['GET', 'HEAD'], '/:id/stream', async (c) => {
      const v = await ownVideo(c.get('user').id, c.req.param('id'));
      // Only the preview rendition streams; the full file leaves only through /download, which counts.
      if (v.status !== 'completed' || !v.previewKey) return apiError(c, 404, 'NOT_FOUND');
      return sendStoredFile(c, storage, v.previewKey, { contentType: 'video/mp4' });
    })
    .get('/:id/poster', async (c) => {
      const v = await ownVideo(c.get('user').id, c.req.param('id'));
      if (!v.posterKey) return apiError(c, 404, 'NOT_FOUND');
      return sendStoredFile(c, storage, v.posterKey, { contentType: 'image/jpeg' });
    })
    .get('/:id/download', async (c) => {
      await ownVideo(c.get('user').id, c.req.param('id'));
      const v = await countDownload(deps, c.get('user').id, c.req.param('id'));
      return sendStoredFile(c, storage, v.videoKey!, { contentType: 'video/mp4', disposition: attachment(downloadFileName(v.title)), cache: 'private, no-store' });
    });
}
