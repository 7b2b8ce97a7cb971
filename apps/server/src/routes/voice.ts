import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { VOICE_PACES, ZVoiceLineQuery } from '@reklamo/contract';
import { AUDIO_MAX_BYTES, RECORDING_MAX_BYTES } from '@reklamo/scene';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { sendStoredFile } from '../http/send-file.ts';
import {
  declaredLengthLimit,
  MULTIPART_ENVELOPE_BYTES,
  uploadTempDir,
  withUploadedFile,
} from '../http/upload-stream.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { hitUserRateLimit, userRateLimit } from '../middleware/rate-limit.ts';
import {
  ownVoiceKey,
  previewVoiceLine,
  uploadOwnMusic,
  uploadOwnVoice,
  uploadSceneTake,
  voiceOptions,
  voiceSample,
} from '../services/voice.service.ts';

const audioLimit = declaredLengthLimit(AUDIO_MAX_BYTES + MULTIPART_ENVELOPE_BYTES, 'FILE_TOO_LARGE');
const takeLimit = declaredLengthLimit(RECORDING_MAX_BYTES + MULTIPART_ENVELOPE_BYTES, 'FILE_TOO_LARGE');
const ZReplaces = z.string().uuid().optional();

const ZSampleQuery = z.object({
  name: z.string().max(200).default(''),
  voice: z.enum(['female', 'male']).default('female'),
  pace: z.enum(VOICE_PACES).default('normal'),
});

/** Voice choices for the create flow, the voice sample, and own voice/music uploads. */
export function voiceRoutes(deps: AppDeps) {
  // Recordings and music stream to a temp file; the checks (ffmpeg) read it from there.
  const audio = {
    maxBytes: AUDIO_MAX_BYTES,
    maxBodyBytes: AUDIO_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    tmpDir: uploadTempDir(deps.config.dataDir),
  };
  const take = {
    ...audio,
    maxBytes: RECORDING_MAX_BYTES,
    maxBodyBytes: RECORDING_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
  };
  // Each recording or music file costs a full decode: an hour's budget, said as what it is.
  const uploadBudget: MiddlewareHandler<{ Variables: AppVariables }> = async (c, next) => {
    await hitUserRateLimit(deps.database.db, 'voice-upload', c.get('user').id).catch((err: unknown) => {
      throw err instanceof AppError && err.code === 'RATE_LIMITED'
        ? new AppError('TOO_MANY_RECORDINGS', 429, err.details)
        : err;
    });
    await next();
  };
  return (
    new Hono<{ Variables: AppVariables }>()
      .use(requireUser(deps.auth))
      .get('/options', async (c) => c.json(await voiceOptions(deps, c.get('user').id)))
      .get('/sample', async (c) => {
        const q = ZSampleQuery.safeParse({
          name: c.req.query('name') ?? undefined,
          voice: c.req.query('voice') ?? undefined,
          pace: c.req.query('pace') ?? undefined,
        });
        if (!q.success) throw new AppError('VALIDATION_FAILED', 400);
        // Each sample runs the voice engine (or a paid provider): counted after validation, like the brain.
        await hitUserRateLimit(deps.database.db, 'voice-sample', c.get('user').id);
        const wav = await voiceSample(deps, { name: q.data.name, gender: q.data.voice, pace: q.data.pace });
        return c.body(new Uint8Array(wav), 200, {
          'content-type': 'audio/wav',
          'cache-control': 'private, max-age=300',
        });
      })
      .get('/line', async (c) => {
        const q = ZVoiceLineQuery.safeParse(c.req.query());
        if (!q.success) throw new AppError('VALIDATION_FAILED', 400);
        const line = await previewVoiceLine(deps, c.get('user').id, q.data);
        // The same query always reads the same: the browser keeps it for the session's edits.
        c.header('Cache-Control', 'private, max-age=86400');
        return c.json(line);
      })
      .post('/own', audioLimit, uploadBudget, async (c) =>
        c.json(await withUploadedFile(c, audio, (f) => uploadOwnVoice(deps, c.get('user').id, f)), 201),
      )
      // A stored take, to listen to in the editor: only ever under the caller's own voice folder.
      .get('/takes/:id', async (c) => {
        const id = z.string().uuid().safeParse(c.req.param('id'));
        if (!id.success) throw new AppError('NOT_FOUND', 404);
        return sendStoredFile(c, deps.storage, ownVoiceKey(c.get('user').id, id.data), {
          contentType: 'audio/wav',
          cache: 'private, max-age=86400',
        });
      })
      .post('/takes', takeLimit, userRateLimit(deps.database.db, 'voice-take'), async (c) => {
        const replaces = ZReplaces.safeParse(c.req.query('replaces') || undefined);
        if (!replaces.success) throw new AppError('VALIDATION_FAILED', 400);
        return c.json(
          await withUploadedFile(c, take, (f) => uploadSceneTake(deps, c.get('user').id, f, replaces.data)),
          201,
        );
      })
      .post('/music', audioLimit, uploadBudget, async (c) =>
        c.json(await withUploadedFile(c, audio, (f) => uploadOwnMusic(deps, c.get('user').id, f)), 201),
      )
  );
}
