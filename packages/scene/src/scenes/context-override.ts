/**
 * A 2D context with some of its methods replaced: every other property reads and writes the real
 * context, and its other methods come bound to it, so the result drops in wherever a context goes.
 */
export function overrideContext<C extends object>(ctx: C, own: Record<string, unknown>): C {
  const target = ctx as unknown as Record<string | symbol, unknown>;
  const bound = new Map<string | symbol, unknown>();
  return new Proxy(target, {
    get(t, k) {
      if (typeof k === 'string' && k in own) return own[k];
      const v = t[k];
      if (typeof v !== 'function') return v;
      let b = bound.get(k);
      if (!b) bound.set(k, (b = (v as (...a: unknown[]) => unknown).bind(t)));
      return b;
    },
    set(t, k, v) {
      t[k] = v;
      return true;
    },
  }) as unknown as C;
}
