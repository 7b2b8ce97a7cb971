/**
 * Asks `fn` every `everyMs` until `ok` holds of its answer or `ms` have passed, and returns the last
 * answer either way: the test asserts on it, so a timeout fails with what was last seen.
 */
export async function until<T>(
  fn: () => Promise<T> | T,
  ok: (v: T) => boolean,
  ms = 180_000,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
