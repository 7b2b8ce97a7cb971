import { ZCreateDraft, type CreateDraft, type CreateDraftResponse } from '@reklamo/contract';
import { deleteCreateDraft, findCreateDraft, saveCreateDraft } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';

/** The user's create-flow draft; one saved by an older shape of the flow counts as none. */
export async function getCreateDraft(deps: AppDeps, userId: string): Promise<CreateDraftResponse> {
  const row = await findCreateDraft(deps.database.db, userId);
  const parsed = row ? ZCreateDraft.safeParse(row.data) : null;
  if (!row || !parsed?.success) return { draft: null, updatedAt: null };
  return { draft: parsed.data, updatedAt: row.updatedAt.toISOString() };
}

export async function putCreateDraft(deps: AppDeps, userId: string, draft: CreateDraft): Promise<CreateDraftResponse> {
  const row = await saveCreateDraft(deps.database.db, userId, draft);
  return { draft, updatedAt: row.updatedAt.toISOString() };
}

export async function clearCreateDraft(deps: AppDeps, userId: string): Promise<void> {
  await deleteCreateDraft(deps.database.db, userId);
}
