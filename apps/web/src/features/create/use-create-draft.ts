import { CREATE_DRAFT_SAVE_DELAY_MS, type CreateDraft, type CreateDraftResponse } from '@reklamo/contract';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api.ts';

const PATH = '/api/drafts/create';

export const loadCreateDraft = () => api<CreateDraftResponse>(PATH);
export const deleteCreateDraft = () => api<null>(PATH, { method: 'DELETE' });

/**
 * Saves the create flow's draft on the server a moment after the last change (debounced), and at
 * once when the page goes away (a reload, a closed tab): `keepalive` lets that last save finish.
 * `draft` null means nothing worth keeping yet; `enabled` false stops saving (after Generate the
 * server has cleared the draft and a late save must not bring it back).
 */
export function useDraftSaving(draft: CreateDraft | null, enabled: boolean) {
  const pending = useRef<string | null>(null);
  const last = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = (keepalive = false) => {
    clearTimeout(timer.current);
    const body = pending.current;
    pending.current = null;
    if (body === null || body === last.current) return;
    last.current = body;
    // A failed save (offline, too large) is retried with the next change; the flow never blocks on it.
    fetch(PATH, { method: 'PUT', body, headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', keepalive }).catch(() => {
      if (last.current === body) last.current = null;
    });
  };

  const json = enabled && draft ? JSON.stringify(draft) : null;
  useEffect(() => {
    if (json === null) {
      pending.current = null;
      clearTimeout(timer.current);
      return;
    }
    clearTimeout(timer.current);
    // Back to what the server has (a step there and back): nothing to save, including the step between.
    if (json === last.current) {
      pending.current = null;
      return;
    }
    pending.current = json;
    timer.current = setTimeout(() => flush(), CREATE_DRAFT_SAVE_DELAY_MS);
  }, [json]);

  useEffect(() => {
    const onHide = () => flush(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      // Leaving the flow inside the app (another section) keeps the last change too.
      flush(true);
    };
  }, []);

  /** Marks `json` as already on the server (a draft just loaded is not saved back). */
  const markSaved = (d: CreateDraft) => {
    last.current = JSON.stringify(d);
  };
  /** Drops any pending save: the draft was cleared on purpose. */
  const cancel = () => {
    clearTimeout(timer.current);
    pending.current = null;
    last.current = null;
  };
  return { markSaved, cancel };
}

