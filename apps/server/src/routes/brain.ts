import { Hono } from 'hono';
import { BrainError } from '@reklamo/brain';
import {
  PROMPT_HARD_MAX,
  ZExtractDetailsRequest,
  ZGeneratePromptRequest,
  ZScriptRequest,
  type ScriptResponse,
} from '@reklamo/contract';
import type { AppDeps } from '../deps.ts';
import { AppError, parseJson } from '../http/errors.ts';
import { userRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';

/**
 * SPEC.md webhooks 1 and 2 as our own API (in our casing: `businessType`; the webhook brain posts
 * the SPEC's `business_type`), answered by the configured brain, and the ad's script.
 */
export function brainRoutes(deps: AppDeps) {
  const { brain, logger } = deps;
  const remote = async <T>(code: 'PROMPT_GENERATION_FAILED' | 'DETAILS_GENERATION_FAILED', fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (err) {
      logger.warn({ err, code }, 'brain call failed');
      // A description the local brain could not read in its time budget is the owner's to shorten.
      if (err instanceof BrainError && err.code === 'PROMPT_TOO_COMPLEX') throw new AppError(err.code, 422);
      throw new AppError(err instanceof BrainError ? err.code : code, 502);
    }
  };
  return (
    new Hono<{ Variables: AppVariables }>()
      .use(requireUser(deps.auth))
      // Each call may cost money with the OpenAI provider.
      .use(userRateLimit(deps.database.db, 'brain'))
      .post('/prompt', async (c) => {
        const { businessType } = await parseJson(c, ZGeneratePromptRequest);
        if (!businessType.trim()) throw new AppError('BUSINESS_TYPE_REQUIRED', 400);
        const text = await remote('PROMPT_GENERATION_FAILED', () => brain.writePrompt(businessType.trim()));
        return c.json({ text });
      })
      .post('/details', async (c) => {
        const { prompt } = await parseJson(c, ZExtractDetailsRequest);
        if (!prompt.trim()) throw new AppError('PROMPT_REQUIRED', 400);
        // The UI counts to 2000 without cutting off (SPEC.md); this is the server's hard bound.
        if (prompt.length > PROMPT_HARD_MAX) throw new AppError('PROMPT_TOO_LONG', 413, { max: PROMPT_HARD_MAX });
        return c.json(await remote('DETAILS_GENERATION_FAILED', () => brain.extractDetails(prompt)));
      })
      .post('/script', async (c) => {
        // The confirmed details plus the ad's shape; the answer is three storyboards to choose from.
        const { facts, ...shape } = await parseJson(c, ZScriptRequest);
        const variants = await remote('DETAILS_GENERATION_FAILED', () =>
          brain.writeScript(facts, { ...shape, variants: 3 }),
        );
        return c.json({ variants } satisfies ScriptResponse);
      })
  );
}
