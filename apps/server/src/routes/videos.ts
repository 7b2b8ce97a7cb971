import { Hono } from 'hono';
import { ZCreateVideoRequest, ZRefundRequest, ZStoryboardEdit, ZVideoListQuery } from '@reklamo/contract';
import { downloadFileName } from '@reklamo/core';
import { srtFromWebVTT } from '@reklamo/scene';
import { findUserVideo, isRecentVideo, listUserVideos } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { AppError, apiError, parseJson } from '../http/errors.ts';
import { attachment, sendStoredFile } from '../http/send-file.ts';
import { hitUserRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { queuePlace } from '../jobs/queue.ts';
import { makeFormats, openEditor, rerender, saveStoryboard } from '../services/video-edit.service.ts';
import {
  cancelGeneration,
  countDownload,
  deleteVideo,
  projectHistoryOf,
  requestRefund,
  startGeneration,
  toVideoDto,
} from '../services/videos.service.ts';

export function videoRoutes(deps: AppDeps) {
  const { auth, database, storage, logger } = deps;
  // Older videos than the plan's project history are hidden (not deleted): an upgrade shows them again.
  const ownVideo = async (userId: string, id: string) => {
    const v = await findUserVideo(database.db, userId, id);
    if (!v) throw new AppError('NOT_FOUND', 404);
    const history = await projectHistoryOf(deps, userId);
    if (history != null && !(await isRecentVideo(database.db, userId, id, history)))
      throw new AppError('NOT_FOUND', 404);
    return v;
  };
  return (
    new Hono<{ Variables: AppVariables }>()
      .use(requireUser(auth))
      .post('/', async (c) => {
        const input = await parseJson(c, ZCreateVideoRequest);
        await hitUserRateLimit(database.db, 'video-create', c.get('user').id);
        const video = await startGeneration(deps, c.get('user').id, input);
        return c.json(toVideoDto(video), 202);
      })
      .get('/', async (c) => {
        const q = ZVideoListQuery.safeParse({
          search: c.req.query('search') || undefined,
          status: c.req.query('status') || undefined,
        });
        if (!q.success) throw new AppError('VALIDATION_FAILED', 400);
        const videos = await listUserVideos(database.db, c.get('user').id, {
          ...q.data,
          recent: await projectHistoryOf(deps, c.get('user').id),
        });
        return c.json({ videos: videos.map(toVideoDto) });
      })
      .get('/:id', async (c) => {
        const v = await ownVideo(c.get('user').id, c.req.param('id'));
        // The progress modal polls this: a waiting render says where it is in the queue.
        const place = v.status === 'queued' ? await queuePlace(deps.database.pool, v.id) : null;
        return c.json({ ...toVideoDto(v), queue_place: place });
      })
      .delete('/:id', async (c) => {
        await deleteVideo(deps, c.get('user').id, c.req.param('id'));
        return c.body(null, 204);
      })
      .post('/:id/cancel', async (c) =>
        c.json(toVideoDto(await cancelGeneration(deps, c.get('user').id, c.req.param('id')))),
      )
      .post('/:id/refund', async (c) => {
        const { reason } = await parseJson(c, ZRefundRequest);
        await hitUserRateLimit(database.db, 'refund', c.get('user').id);
        return c.json(toVideoDto(await requestRefund(deps, c.get('user').id, c.req.param('id'), reason)));
      })
      .on(['GET', 'HEAD'], '/:id/stream', async (c) => {
        const v = await ownVideo(c.get('user').id, c.req.param('id'));
        // Only the preview rendition streams; the full file leaves only through /download, which counts.
        if (v.status !== 'completed' || !v.previewKey) return apiError(c, 404, 'NOT_FOUND');
        return sendStoredFile(c, storage, v.previewKey, { contentType: 'video/mp4', logger });
      })
      .get('/:id/poster', async (c) => {
        const v = await ownVideo(c.get('user').id, c.req.param('id'));
        if (!v.posterKey) return apiError(c, 404, 'NOT_FOUND');
        return sendStoredFile(c, storage, v.posterKey, { contentType: 'image/jpeg', logger });
      })
      // The player's track, or with ?download=1 a file to upload beside the MP4 (captions never count as a download).
      .get('/:id/captions.vtt', async (c) => {
        const v = await ownVideo(c.get('user').id, c.req.param('id'));
        if (v.status !== 'completed' || !v.captionsKey) return apiError(c, 404, 'NOT_FOUND');
        const disposition = c.req.query('download') ? attachment(captionsFileName(v.title, 'vtt')) : undefined;
        return sendStoredFile(c, storage, v.captionsKey, { contentType: 'text/vtt; charset=utf-8', disposition });
      })
      // Platforms ask for SubRip: made from the stored WebVTT, so every captioned video has one.
      .get('/:id/captions.srt', async (c) => {
        const v = await ownVideo(c.get('user').id, c.req.param('id'));
        if (v.status !== 'completed' || !v.captionsKey) return apiError(c, 404, 'NOT_FOUND');
        const srt = srtFromWebVTT((await storage.readBuffer(v.captionsKey)).toString('utf8'));
        return c.body(srt, 200, {
          'Content-Type': 'application/x-subrip; charset=utf-8',
          'Content-Disposition': attachment(captionsFileName(v.title, 'srt')),
          'Cache-Control': 'private, max-age=3600',
        });
      })
      .get('/:id/download', async (c) => {
        await ownVideo(c.get('user').id, c.req.param('id'));
        const f = await countDownload(deps, c.get('user').id, c.req.param('id'));
        return sendStoredFile(c, storage, f.key, {
          contentType: 'video/mp4',
          disposition: attachment(downloadFileName(f.title)),
          cache: 'private, no-store',
          logger,
        });
      })
      .get('/:id/versions/:version/download', async (c) => {
        const version = Number(c.req.param('version'));
        if (!Number.isInteger(version) || version < 1) throw new AppError('NOT_FOUND', 404);
        await ownVideo(c.get('user').id, c.req.param('id'));
        const f = await countDownload(deps, c.get('user').id, c.req.param('id'), version);
        return sendStoredFile(c, storage, f.key, {
          contentType: 'video/mp4',
          disposition: attachment(downloadFileName(`${f.title} v${version}`)),
          cache: 'private, no-store',
          logger,
        });
      })
      // The editor: the script to edit, saved edits, a re-render as the next version, other formats.
      .get('/:id/editor', async (c) => c.json(await openEditor(deps, c.get('user').id, c.req.param('id'))))
      .patch('/:id/storyboard', async (c) => {
        const storyboard = await parseJson(c, ZStoryboardEdit);
        return c.json(await saveStoryboard(deps, c.get('user').id, c.req.param('id'), storyboard));
      })
      .post('/:id/render', async (c) => {
        await hitUserRateLimit(database.db, 'video-create', c.get('user').id);
        return c.json(await rerender(deps, c.get('user').id, c.req.param('id')), 202);
      })
      .post('/:id/formats', async (c) => {
        await hitUserRateLimit(database.db, 'video-create', c.get('user').id);
        return c.json({ videos: await makeFormats(deps, c.get('user').id, c.req.param('id')) }, 202);
      })
  );
}

const captionsFileName = (title: string, ext: 'srt' | 'vtt') => downloadFileName(title).replace(/\.mp4$/, `.${ext}`);
