/**
 * A 2D context that draws what it is told and also writes it down: every method called and every
 * property set, with its arguments, in order. Two frames with the same log drew the same pixels,
 * so the render can keep the last frame's pixels instead of rasterising them again (most frames
 * over a moving photo have text that has stopped moving).
 *
 * The log is a flat list of the keys and the arguments themselves, compared with `===`: an object
 * is the same only if it is the same object (a picture drawn again). A gradient or pattern made
 * during the frame is named by the order it was made in, and its colour stops are logged too, so a
 * frame that makes the same gradient again logs the same. Anything else made fresh each frame (a
 * Path2D, a DOMMatrix) never compares equal, and the frame simply counts as changed.
 */
export type DrawLog<C> = {
  ctx: C;
  /** Ends a frame: whether it logged exactly what the frame before it did. */
  same(): boolean;
  /** The canvas was drawn on without the log: the next frame is not the same as anything. */
  forget(): void;
};

const ASSIGN = '=';

export function drawLog<C extends object>(ctx: C): DrawLog<C> {
  const target = ctx as unknown as Record<string | symbol, unknown>;
  let prev: unknown[] = [];
  let cur: unknown[] = [];
  let havePrev = false;
  const made = new Map<object, string>();
  const arg = (v: unknown) => cur.push(typeof v === 'object' && v !== null ? (made.get(v) ?? v) : v);
  const wrapped = new Map<string | symbol, unknown>();
  const proxy = new Proxy(target, {
    get(t, k) {
      const v = t[k];
      if (typeof v !== 'function') return v;
      let w = wrapped.get(k);
      if (!w) {
        const fn = v as (...a: unknown[]) => unknown;
        const makes = typeof k === 'string' && k.startsWith('create') && k !== 'createImageData';
        w = (...args: unknown[]) => {
          cur.push(k, args.length);
          for (const a of args) arg(a);
          const r = fn.apply(t, args);
          // A gradient or pattern: named by when it was made this frame, its stops logged as they are added.
          if (makes && r && typeof r === 'object') {
            const name = `made ${made.size}`;
            made.set(r, name);
            const g = r as { addColorStop?: (o: number, c: string) => void };
            const add = g.addColorStop;
            if (add) {
              g.addColorStop = (o: number, c: string) => {
                cur.push(name, o, c);
                add.call(r, o, c);
              };
            }
          }
          return r;
        };
        wrapped.set(k, w);
      }
      return w;
    },
    set(t, k, v) {
      cur.push(k, ASSIGN);
      arg(v);
      t[k] = v;
      return true;
    },
  }) as unknown as C;
  return {
    ctx: proxy,
    same() {
      let same = havePrev && cur.length === prev.length;
      for (let i = 0; same && i < cur.length; i++) same = cur[i] === prev[i];
      [prev, cur] = [cur, prev];
      cur.length = 0;
      made.clear();
      havePrev = true;
      return same;
    },
    forget() {
      cur.length = 0;
      made.clear();
      havePrev = false;
    },
  };
}
