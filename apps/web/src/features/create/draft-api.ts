import type { CreateDraftResponse } from '@reklamo/contract';
import { api } from '../../lib/api.ts';

/** The create flow's draft on the server: read once when the flow opens, kept by useAutosave as it changes. */
export const CREATE_DRAFT_PATH = '/api/drafts/create';

export const loadCreateDraft = () => api<CreateDraftResponse>(CREATE_DRAFT_PATH);
export const deleteCreateDraft = () => api<null>(CREATE_DRAFT_PATH, { method: 'DELETE' });
