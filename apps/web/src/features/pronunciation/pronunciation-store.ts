import type { PronunciationList } from '@reklamo/contract';
import { useSyncExternalStore } from 'react';

/**
 * Which of the account's fixes the page knows, as a short tag: the preview's voice lines carry it,
 * so a fix saved now is heard in the preview at once instead of a line the browser kept from before.
 */
let version = '';
const listeners = new Set<() => void>();

export function setPronunciations(list: PronunciationList['items']): void {
  const s = list.map((i) => `${i.word}=${i.spoken}`).join('\n');
  let h = 5381;
  for (let i = 0; i < s.length; i++) h = ((h * 33) ^ s.charCodeAt(i)) >>> 0;
  const v = s ? h.toString(36) : '';
  if (v === version) return;
  version = v;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function usePronunciationVersion(): string {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => '',
  );
}
