import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MEDIA_LIMITS, ZPhotoCropQuery } from '@reklamo/contract';
import { findMediaOfUser, isUuid } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { apiError, AppError } from '../http/errors.ts';
import { multipartFile } from '../http/multipart.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { listMedia, photoCrop, removeMedia, uploadMedia } from '../services/media.service.ts';

type Env = { Variables: AppVariables };

const uploadLimit = bodyLimit({ maxSize: MEDIA_LIMITS.clipMaxBytes + 256 * 1024, onError: (c) => apiError(c, 413, 'MEDIA_FILE_TOO_LARGE') });


const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', mp4: 'video/mp4' };

/** The user's photos and clips: upload, list, thumbnail, the working copy, delete; owner only. */
export function mediaRoutes(deps: AppDeps) {
  const { auth, database, storage, config } = deps;
  const db = database.db;
  const own = async (c: Context<Env>) => {
    const id = c.req.param('id') ?? '';
    const row = isUuid(id) ? await findMediaOfUser(db, c.get('user').id, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', 404);
    return row;
  };
  const send = async (c: Context<Env>, key: string) => {
    const type = TYPES[key.split('.').pop() ?? ''];
    if (!type) return apiError(c, 404, 'NOT_FOUND');
    const bytes = await storage.readBuffer(key).catch(() => null);
    if (!bytes) return apiError(c, 404, 'NOT_FOUND');
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': type, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  };
  return new Hono<Env>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json(await listMedia(db, c.get('user').id)))
    .post('/', uploadLimit, async (c) => c.json(await uploadMedia(db, storage, c.get('user').id, await multipartFile(c, { maxBytes: Number.POSITIVE_INFINITY, emptyCode: 'EMPTY_FILE' }), config.FFMPEG_PATH), 201))
    .get('/:id/thumbnail', async (c) => send(c, (await own(c)).thumbKey))
    .get('/:id/file', async (c) => send(c, (await own(c)).fileKey))
    .get('/:id/crop', async (c) => {
      const q = ZPhotoCropQuery.safeParse(c.req.query());
      if (!q.success) throw new AppError('VALIDATION_FAILED', 400);
      const jpeg = await photoCrop(storage, await own(c), q.data.width, q.data.height);
      return c.body(new Uint8Array(jpeg), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) return apiError(c, 404, 'NOT_FOUND');
      await removeMedia(db, storage, c.get('user').id, id);
      return c.json({ deleted: true });
    });
}
