import { Hono } from 'hono';
import { CREATE_DRAFT_MAX_BYTES, ZCreateDraft } from '@reklamo/contract';
import type { AppDeps } from '../deps.ts';
import { parseJson } from '../http/errors.ts';
import { bodyLimitFor } from '../middleware/body-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { clearCreateDraft, getCreateDraft, putCreateDraft } from '../services/drafts.service.ts';

/** The create flow's unfinished ad: one per user, read and written only by its owner. */
export function draftRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AppVariables }>()
    .use(requireUser(deps.auth))
    .get('/create', async (c) => c.json(await getCreateDraft(deps, c.get('user').id)))
    .put('/create', bodyLimitFor(CREATE_DRAFT_MAX_BYTES), async (c) =>
      c.json(await putCreateDraft(deps, c.get('user').id, await parseJson(c, ZCreateDraft))),
    )
    .delete('/create', async (c) => {
      await clearCreateDraft(deps, c.get('user').id);
      return c.body(null, 204);
    });
}
