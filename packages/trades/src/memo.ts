/**
 * A pure function of one string, remembered: the writer asks the same questions of the same lines many times over
 * (which trade a text names, how a line reads polished), and each answer runs dozens of patterns. At most `size`
 * answers are kept; when full, the oldest goes, so a long-running server holds a bounded amount.
 */
export function memoText<T>(fn: (text: string) => T, size = 4000): (text: string) => T {
  const seen = new Map<string, T>();
  return (text: string) => {
    const key = String(text ?? '');
    const hit = seen.get(key);
    if (hit !== undefined || seen.has(key)) return hit as T;
    const value = fn(key);
    if (seen.size >= size) seen.delete(seen.keys().next().value!);
    seen.set(key, value);
    return value;
  };
}
