/**
 * A 2D context that writes down what it is told (every method called and every property set,
 * with its arguments, in order) and draws it only when asked. Two frames with the same log draw
 * the same pixels, so the render keeps the last frame's pixels instead of drawing and rasterising
 * them again (most frames over a moving photo have text that has stopped moving), and a kept frame
 * costs the canvas nothing: not the clearing, not the drawing calls.
 *
 * What the drawing code reads back goes to the context at once: the queries (`measureText`,
 * `create…` gradients and patterns, `get…`, `isPointIn…`) and the properties it sets, which the
 * text measurements depend on. Every frame starts from the context's state as it was when the log
 * was made (its defaults, as after `reset()`), as a frame drawn straight onto a reset canvas would.
 * Transforms are among what waits to be drawn, so a query that depends on them (`getTransform`,
 * `isPointInPath`) would not see them: the drawing code makes none.
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
  /**
   * Draws the frame `same` last ended onto the context (cleared by the caller, its state at its
   * defaults), which is left with its state as before.
   */
  draw(): void;
  /** The canvas was drawn on without the log: the next frame is not the same as anything. */
  forget(): void;
};

const ASSIGN = '=';

/** The calls whose result the drawing code reads: made on the context at once. */
const isQuery = (k: string | symbol) =>
  typeof k === 'string' &&
  (k === 'measureText' || k.startsWith('create') || k.startsWith('get') || k.startsWith('isPointIn'));

/** A method called with its arguments, or a property set (`fn` null) to `args[0]`. */
type Op = { key: string | symbol; fn: ((...a: unknown[]) => unknown) | null; args: unknown[] };

export function drawLog<C extends object>(ctx: C): DrawLog<C> {
  const target = ctx as unknown as Record<string | symbol, unknown>;
  const real = ctx as unknown as { save(): void; restore(): void };
  let prev: unknown[] = [];
  let cur: unknown[] = [];
  let havePrev = false;
  let ops: Op[] = [];
  let ended: Op[] = [];
  const made = new Map<object, string>();
  const arg = (v: unknown) => cur.push(typeof v === 'object' && v !== null ? (made.get(v) ?? v) : v);
  const wrapped = new Map<string | symbol, unknown>();
  // The state every frame starts from, taken back when it ends.
  real.save();
  const proxy = new Proxy(target, {
    get(t, k) {
      const v = t[k];
      if (typeof v !== 'function') return v;
      let w = wrapped.get(k);
      if (!w) {
        const fn = v as (...a: unknown[]) => unknown;
        const makes = typeof k === 'string' && k.startsWith('create') && k !== 'createImageData';
        const query = isQuery(k);
        w = (...args: unknown[]) => {
          cur.push(k, args.length);
          for (const a of args) arg(a);
          if (!query) {
            ops.push({ key: k, fn, args });
            return undefined;
          }
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
      ops.push({ key: k, fn: null, args: [v] });
      return true;
    },
  }) as unknown as C;
  /** Back to the state frames start from (restore drops the properties the frame set). */
  const restart = () => {
    real.restore();
    real.save();
  };
  return {
    ctx: proxy,
    same() {
      let same = havePrev && cur.length === prev.length;
      for (let i = 0; same && i < cur.length; i++) same = cur[i] === prev[i];
      [prev, cur] = [cur, prev];
      cur.length = 0;
      made.clear();
      havePrev = true;
      ended = ops;
      ops = [];
      restart();
      return same;
    },
    draw() {
      // `reset()` before it emptied the stack the frames' own save was on.
      real.save();
      for (const op of ended) {
        if (op.fn) op.fn.apply(target, op.args);
        else target[op.key] = op.args[0];
      }
      restart();
    },
    forget() {
      cur.length = 0;
      ops = [];
      made.clear();
      havePrev = false;
      restart();
    },
  };
}
