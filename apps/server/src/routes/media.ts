import fsp from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { MEDIA_LIMITS, MEDIA_UPLOAD_CHUNK_BYTES, ZPhotoCropQuery, ZStartMediaUpload } from '@reklamo/contract';
import { findMediaOfUser, isUuid } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { apiError, AppError, parseJson } from '../http/errors.ts';
import { sendStoredFile } from '../http/send-file.ts';
import {
  declaredLengthLimit,
  MULTIPART_ENVELOPE_BYTES,
  receiveRawBody,
  uploadTempDir,
  withUploadedFile,
} from '../http/upload-stream.ts';
import { bodyLimitFor } from '../middleware/body-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { listMedia, mediaMaxBytes, photoCrop, removeMedia, uploadMedia } from '../services/media.service.ts';
import {
  cancelMediaUpload,
  checkChunk,
  completeMediaUpload,
  mediaUploadState,
  parseContentRange,
  startMediaUpload,
  storeChunk,
} from '../services/media-upload.service.ts';

type Env = { Variables: AppVariables };

const uploadId = (c: Context<Env>) => {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 404);
  return id;
};

const uploadLimit = declaredLengthLimit(MEDIA_LIMITS.clipMaxBytes + MULTIPART_ENVELOPE_BYTES, 'MEDIA_FILE_TOO_LARGE');
const chunkLimit = declaredLengthLimit(MEDIA_UPLOAD_CHUNK_BYTES, 'FILE_TOO_LARGE');
// The global limit leaves /api/media to its routes (they stream); this JSON body is small and is read whole.
const jsonLimit = bodyLimitFor(16 * 1024);
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', mp4: 'video/mp4' };

/** The user's photos and clips: upload, list, thumbnail, the working copy, delete; owner only. */
export function mediaRoutes(deps: AppDeps) {
  const { auth, database, storage, config } = deps;
  const db = database.db;
  // Streamed to a temp file under DATA_DIR, cut off at the limit of what the first bytes say it is.
  const receive = {
    tmpDir: uploadTempDir(config.dataDir),
    maxBytes: mediaMaxBytes,
    maxBodyBytes: MEDIA_LIMITS.clipMaxBytes + MULTIPART_ENVELOPE_BYTES,
    tooLargeCode: 'MEDIA_FILE_TOO_LARGE',
    emptyCode: 'EMPTY_FILE',
  } as const;
  const own = async (c: Context<Env>) => {
    const id = c.req.param('id') ?? '';
    const row = isUuid(id) ? await findMediaOfUser(db, c.get('user').id, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', 404);
    return row;
  };
  // Streamed from storage with Range support (a clip's working copy can be tens of MB).
  const send = async (c: Context<Env>, key: string) => {
    const type = TYPES[key.split('.').pop() ?? ''];
    if (!type) return apiError(c, 404, 'NOT_FOUND');
    c.header('X-Content-Type-Options', 'nosniff');
    return sendStoredFile(c, storage, key, { contentType: type, cache: 'private, no-store', logger: deps.logger });
  };
  return (
    new Hono<Env>()
      .use(requireUser(auth))
      .get('/', async (c) => c.json(await listMedia(db, storage, c.get('user').id)))
      .post('/', uploadLimit, async (c) =>
        c.json(
          await withUploadedFile(c, receive, (f) => uploadMedia(db, storage, c.get('user').id, f, config.FFMPEG_PATH)),
          201,
        ),
      )
      // Resumable uploads (decision 091): start, send chunks at the received offset, ask the offset, complete.
      .post('/uploads', jsonLimit, async (c) =>
        c.json(await startMediaUpload(db, storage, c.get('user').id, await parseJson(c, ZStartMediaUpload)), 201),
      )
      .get('/uploads/:id', async (c) => c.json(await mediaUploadState(db, c.get('user').id, uploadId(c))))
      .patch('/uploads/:id', chunkLimit, async (c) => {
        const { row, bytes } = await checkChunk(
          db,
          c.get('user').id,
          uploadId(c),
          parseContentRange(c.req.header('content-range')),
        );
        const file = await receiveRawBody(c, { tmpDir: receive.tmpDir, bytes });
        try {
          return c.json(await storeChunk(db, storage, row, file, bytes));
        } finally {
          await fsp.rm(file, { force: true });
        }
      })
      .post('/uploads/:id/complete', async (c) =>
        c.json(
          await completeMediaUpload(db, storage, c.get('user').id, uploadId(c), receive.tmpDir, config.FFMPEG_PATH),
          201,
        ),
      )
      .delete('/uploads/:id', async (c) => {
        await cancelMediaUpload(db, storage, c.get('user').id, uploadId(c));
        return c.json({ deleted: true });
      })
      .get('/:id/thumbnail', async (c) => send(c, (await own(c)).thumbKey))
      .get('/:id/file', async (c) => send(c, (await own(c)).fileKey))
      .get('/:id/crop', async (c) => {
        const q = ZPhotoCropQuery.safeParse(c.req.query());
        if (!q.success) throw new AppError('VALIDATION_FAILED', 400);
        const jpeg = await photoCrop(storage, await own(c), q.data.width, q.data.height);
        return c.body(new Uint8Array(jpeg), 200, {
          'Content-Type': 'image/jpeg',
          'Cache-Control': 'private, max-age=3600',
          'X-Content-Type-Options': 'nosniff',
        });
      })
      .delete('/:id', async (c) => {
        const id = c.req.param('id');
        if (!isUuid(id)) return apiError(c, 404, 'NOT_FOUND');
        await removeMedia(db, storage, c.get('user').id, id);
        return c.json({ deleted: true });
      })
  );
}
