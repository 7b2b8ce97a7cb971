import { useEffect, useRef, useState } from 'react';

/** Sends one saved body; resolves whether the server took it. */
export type SaveSender = (body: string, keepalive: boolean) => Promise<boolean>;

/**
 * Keeps a value on the server a moment after its last change (debounced), and at once when asked
 * (the page going away). What the server already has is not sent again: going back to it (a step
 * there and back) sends nothing. A failed save (offline, refused, too large) is forgotten, so the
 * next change tries again; the screen never waits for a save.
 */
export function createAutosaver(send: SaveSender, delayMs: number) {
  let pending: string | null = null;
  let last: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (keepalive = false) => {
    clearTimeout(timer);
    const body = pending;
    pending = null;
    if (body === null || body === last) return;
    last = body;
    const forget = () => {
      if (last === body) last = null;
    };
    send(body, keepalive).then((ok) => ok || forget(), forget);
  };

  return {
    /** The value's JSON now; null means nothing to keep, and drops a save not yet sent. */
    change: (json: string | null) => {
      clearTimeout(timer);
      if (json === null || json === last) {
        pending = null;
        return;
      }
      pending = json;
      timer = setTimeout(() => flush(), delayMs);
    },
    flush,
    /** `json` is what the server has (just loaded): it is not sent back. */
    markSaved: (json: string) => {
      last = json;
    },
    /** Drops any save not yet sent: what was kept was cleared on purpose. */
    cancel: () => {
      clearTimeout(timer);
      pending = null;
      last = null;
    },
  };
}

/**
 * The create flow's draft and the editor's unsaved edit, kept on the server as they change: `value`
 * is sent as JSON to `url` `delayMs` after its last change, and at once when the page goes away (a
 * reload, a closed tab: `keepalive` lets that last request finish) or the screen is left inside the
 * app. `value` null means nothing to keep yet (or no longer: after Generate the server has cleared
 * the draft and a late save must not bring it back).
 */
export function useAutosave(url: string, method: 'PUT' | 'PATCH', value: unknown, delayMs: number) {
  const target = useRef({ url, method });
  useEffect(() => {
    target.current = { url, method };
  });
  const [s] = useState(() =>
    createAutosaver(
      (body, keepalive) =>
        fetch(target.current.url, {
          method: target.current.method,
          body,
          headers: { 'Content-Type': 'application/json' },
          credentials: 'same-origin',
          keepalive,
        }).then((res) => res.ok),
      delayMs,
    ),
  );

  const json = value === null || value === undefined ? null : JSON.stringify(value);
  useEffect(() => s.change(json), [s, json]);

  useEffect(() => {
    const onHide = () => s.flush(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      s.flush(true);
    };
  }, [s]);

  return { markSaved: (v: unknown) => s.markSaved(JSON.stringify(v)), cancel: s.cancel };
}
