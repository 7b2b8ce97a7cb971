import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver } from './use-autosave.ts';

/** A server stand-in that records what was sent and answers `ok` (or fails when `ok` is null). */
function server(answer: { ok: boolean | null } = { ok: true }) {
  const sent: { body: string; keepalive: boolean }[] = [];
  const send = (body: string, keepalive: boolean) => {
    sent.push({ body, keepalive });
    return answer.ok === null ? Promise.reject(new TypeError('offline')) : Promise.resolve(answer.ok);
  };
  return { sent, send };
}

describe('autosave (the create flow draft and the editor edit)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the last value once, the delay after the last change', () => {
    const s = server();
    const a = createAutosaver(s.send, 800);
    a.change('{"prompt":"П"}');
    vi.advanceTimersByTime(500);
    a.change('{"prompt":"Пе"}');
    vi.advanceTimersByTime(799);
    expect(s.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.sent).toEqual([{ body: '{"prompt":"Пе"}', keepalive: false }]);
  });

  it('leaving the page sends the pending change at once, with keepalive', () => {
    const s = server();
    const a = createAutosaver(s.send, 800);
    a.change('{"a":1}');
    a.flush(true);
    expect(s.sent).toEqual([{ body: '{"a":1}', keepalive: true }]);
    vi.advanceTimersByTime(5000);
    expect(s.sent).toHaveLength(1);
  });

  it('what the server already has is not sent again (a draft just loaded, a step there and back)', () => {
    const s = server();
    const a = createAutosaver(s.send, 800);
    a.markSaved('{"step":"prompt-mode"}');
    a.change('{"step":"prompt-mode"}');
    vi.advanceTimersByTime(1000);
    expect(s.sent).toEqual([]);
    a.change('{"step":"detailed-form"}');
    a.change('{"step":"prompt-mode"}');
    vi.advanceTimersByTime(1000);
    a.flush(true);
    expect(s.sent).toEqual([]);
  });

  it('null drops a change not yet sent, and cancel forgets what was sent (after Generate nothing is saved back)', () => {
    const s = server();
    const a = createAutosaver(s.send, 800);
    a.change('{"a":1}');
    a.change(null);
    vi.advanceTimersByTime(1000);
    expect(s.sent).toEqual([]);
    a.change('{"a":2}');
    a.cancel();
    a.flush(true);
    expect(s.sent).toEqual([]);
  });

  it('a failed or refused save is tried again with the same value', async () => {
    for (const ok of [null, false]) {
      const answer = { ok: ok as boolean | null };
      const s = server(answer);
      const a = createAutosaver(s.send, 800);
      a.change('{"a":1}');
      vi.advanceTimersByTime(800);
      await vi.runAllTimersAsync();
      answer.ok = true;
      a.change('{"a":2}');
      a.change('{"a":1}');
      vi.advanceTimersByTime(800);
      expect(s.sent.map((x) => x.body)).toEqual(['{"a":1}', '{"a":1}']);
    }
  });
});
