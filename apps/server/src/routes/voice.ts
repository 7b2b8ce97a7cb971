import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { VOICE_PACES } from '@reklamo/contract';
import { AUDIO_MAX_BYTES } from '@reklamo/renderer';
import type { AppDeps } from '../deps.ts';
import { apiError, AppError } from '../http/errors.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { uploadOwnMusic, uploadOwnVoice, voiceOptions, voiceSample } from '../services/voice.service.ts';

const audioLimit = bodyLimit({ maxSize: AUDIO_MAX_BYTES + 64 * 1024, onError: (c) => apiError(c, 413, 'FILE_TOO_LARGE') });

async function audioFile(c: Context): Promise<Buffer> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('FILE_REQUIRED', 400);
  }
  const file = body['file'];
  if (!(file instanceof File) || file.size === 0) throw new AppError('FILE_REQUIRED', 400);
  if (file.size > AUDIO_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', 413);
  return Buffer.from(await file.arrayBuffer());
}

const ZSampleQuery = z.object({
  name: z.string().max(200).default(''),
  voice: z.enum(['female', 'male']).default('female'),
  pace: z.enum(VOICE_PACES).default('normal'),
});

/** Voice choices for the create flow, the voice sample, and own voice/music uploads. */
export function voiceRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AppVariables }>()
    .use(requireUser(deps.auth))
    .get('/options', async (c) => c.json(await voiceOptions(deps, c.get('user').id)))
    .get('/sample', async (c) => {
      const q = ZSampleQuery.safeParse({ name: c.req.query('name') ?? undefined, voice: c.req.query('voice') ?? undefined, pace: c.req.query('pace') ?? undefined });
      if (!q.success) throw new AppError('VALIDATION_FAILED', 400);
      const wav = await voiceSample(deps, { name: q.data.name, gender: q.data.voice, pace: q.data.pace });
      return c.body(new Uint8Array(wav), 200, { 'content-type': 'audio/wav', 'cache-control': 'private, max-age=300' });
    })
    .post('/own', audioLimit, async (c) => c.json(await uploadOwnVoice(deps, c.get('user').id, await audioFile(c)), 201))
    .post('/music', audioLimit, async (c) => c.json(await uploadOwnMusic(deps, c.get('user').id, await audioFile(c)), 201));
}
