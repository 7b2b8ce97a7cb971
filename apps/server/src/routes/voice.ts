import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { VOICE_PACES, ZVoiceLineQuery } from '@reklamo/contract';
import { AUDIO_MAX_BYTES } from '@reklamo/renderer';
import type { AppDeps } from '../deps.ts';
import { apiError, AppError } from '../http/errors.ts';
import { multipartFile } from '../http/multipart.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { previewVoiceLine, uploadOwnMusic, uploadOwnVoice, voiceOptions, voiceSample } from '../services/voice.service.ts';

const audioLimit = bodyLimit({ maxSize: AUDIO_MAX_BYTES + 64 * 1024, onError: (c) => apiError(c, 413, 'FILE_TOO_LARGE') });


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
    .get('/line', async (c) => {
      const q = ZVoiceLineQuery.safeParse(c.req.query());
      if (!q.success) throw new AppError('VALIDATION_FAILED', 400);
      const line = await previewVoiceLine(deps, c.get('user').id, q.data);
      // The same query always reads the same: the browser keeps it for the session's edits.
      c.header('Cache-Control', 'private, max-age=86400');
      return c.json(line);
    })
    .post('/own', audioLimit, async (c) => c.json(await uploadOwnVoice(deps, c.get('user').id, (await multipartFile(c, { maxBytes: AUDIO_MAX_BYTES })).bytes), 201))
    .post('/music', audioLimit, async (c) => c.json(await uploadOwnMusic(deps, c.get('user').id, (await multipartFile(c, { maxBytes: AUDIO_MAX_BYTES })).bytes), 201));
}
