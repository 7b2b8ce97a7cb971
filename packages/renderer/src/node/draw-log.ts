/**
 * A 2D context that draws what it is told and also writes it down: every method called and every
 * property set, with its arguments, in order. Two frames with the same log drew the same pixels,
 * so the render can keep the last frame's pixels instead of rasterising them again (most frames
 * over a moving photo have text that has stopped moving).
 *
 * Objects in the log are named by identity: a picture drawn again is the same name. A gradient
 * or pattern made during the frame is named by the order it was made in, and its colour stops are
 * written down too, so a frame that makes the same gradient again logs the same. Anything else
 * made fresh each frame (a Path2D, a DOMMatrix) gets a new name, and the frame simply counts as
 * changed.
 */
export type DrawLog<C> = { ctx: C; take(): string };

export function drawLog<C extends object>(ctx: C): DrawLog<C> {
  const target = ctx as unknown as Record<string | symbol, unknown>;
  const ids = new WeakMap<object, string>();
  let nextId = 0;
  let made = 0;
  let log: string[] = [];
  const name = (v: unknown): string => {
    if (v === null || typeof v !== 'object') return typeof v === 'string' ? JSON.stringify(v) : String(v);
    let id = ids.get(v);
    if (!id) ids.set(v, (id = `#${nextId++}`));
    return id;
  };
  const wrapped = new Map<string | symbol, unknown>();
  const proxy = new Proxy(target, {
    get(t, k) {
      const v = t[k];
      if (typeof v !== 'function') return v;
      let w = wrapped.get(k);
      if (!w) {
        const fn = v as (...a: unknown[]) => unknown;
        const key = String(k);
        w = (...args: unknown[]) => {
          log.push(`${key}(${args.map(name).join(',')})`);
          const r = fn.apply(t, args);
          // A gradient or pattern: named by when it was made this frame, its stops logged as they are added.
          if (r && typeof r === 'object' && key.startsWith('create') && key !== 'createImageData') {
            const made_ = `made${made++}`;
            ids.set(r, made_);
            const g = r as { addColorStop?: (o: number, c: string) => void };
            const add = g.addColorStop;
            if (add) g.addColorStop = (o: number, c: string) => (log.push(`${made_}.stop(${o},${name(c)})`), add.call(r, o, c));
          }
          return r;
        };
        wrapped.set(k, w);
      }
      return w;
    },
    set(t, k, v) {
      log.push(`${String(k)}=${name(v)}`);
      t[k] = v;
      return true;
    },
  }) as unknown as C;
  return {
    ctx: proxy,
    /** What was drawn since the last take, as one string. */
    take() {
      const s = log.join(';');
      log = [];
      made = 0;
      return s;
    },
  };
}
