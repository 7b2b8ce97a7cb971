import { Hono } from 'hono';
import { PRONUNCIATIONS_MAX, ZPronunciationWord, ZSavePronunciation, type PronunciationList } from '@reklamo/contract';
import { deletePronunciation, listPronunciations, savePronunciation, type Db } from '@reklamo/db';
import { normalizeFix } from '@reklamo/scene';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { hitUserRateLimit } from '../middleware/rate-limit.ts';

async function listOf(db: Db, userId: string): Promise<PronunciationList> {
  const rows = await listPronunciations(db, userId);
  return { items: rows.map((r) => ({ word: r.word, spoken: r.spoken })), max: PRONUNCIATIONS_MAX };
}

/**
 * The account's pronunciation fixes: how its voice says a word (the business name, the town, any
 * word of a script) in every later ad. Only the owner reads or changes them.
 */
export function pronunciationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: AppVariables }>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json(await listOf(db, c.get('user').id)))
    .put('/', async (c) => {
      const body = ZSavePronunciation.safeParse(await c.req.json().catch(() => null));
      if (!body.success) throw new AppError('VALIDATION_FAILED', 400);
      const userId = c.get('user').id;
      await hitUserRateLimit(db, 'pronunciation', userId);
      const saved = await savePronunciation(
        db,
        userId,
        body.data.word.toLowerCase(),
        normalizeFix(body.data.spoken),
        PRONUNCIATIONS_MAX,
      );
      if (!saved) throw new AppError('PRONUNCIATIONS_FULL', 409);
      return c.json(await listOf(db, userId));
    })
    .delete('/:word', async (c) => {
      const word = ZPronunciationWord.safeParse(c.req.param('word'));
      if (!word.success) throw new AppError('VALIDATION_FAILED', 400);
      const userId = c.get('user').id;
      if (!(await deletePronunciation(db, userId, word.data.toLowerCase()))) throw new AppError('NOT_FOUND', 404);
      return c.json(await listOf(db, userId));
    });
}
