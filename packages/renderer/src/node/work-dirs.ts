/**
 * The temp dirs a render works in (mkdtemp under os.tmpdir()), named in one place so that the sweep
 * below removes exactly what renders make. No canvas here: the API imports the render job, which
 * names its dir with RENDER_WORK_PREFIX.
 */
import { lstat, opendir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The render job's dir (downloads, video.mp4, poster, preview) and the renderer's (audio.wav). */
export const RENDER_WORK_PREFIX = 'reklamo-render-';
/** Stock pictures and clips downloaded for one render. */
export const STOCK_WORK_PREFIX = 'reklamo-stock-';

// mkdtemp appends six characters of [A-Za-z0-9]: a test's `reklamo-render-test-…` or the shared
// `reklamo-fluent-emoji-…` cache never matches.
const WORK_DIR_NAME = new RegExp(`^(?:${RENDER_WORK_PREFIX}|${STOCK_WORK_PREFIX})[A-Za-z0-9]{6}$`);

/**
 * Removes render work dirs directly under `root` untouched for `olderThanMs`: a worker killed
 * mid-render (SIGKILL, out of memory) never ran the `finally` that removes them, and they can hold
 * a partial MP4 and WAV. Only old ones: other workers on this machine may be rendering in `root`
 * right now. One dir at a time and at most `max` per call, so a start never floods the disk or
 * holds the event loop; the rest go on the next start. A dir that cannot be removed is counted in
 * `failed` and skipped. Rejects only when `root` cannot be read.
 */
export async function sweepRenderWorkDirs(
  root: string,
  opts: { olderThanMs: number; max?: number },
): Promise<{ removed: number; failed: number }> {
  const before = Date.now() - opts.olderThanMs;
  const max = opts.max ?? 100;
  let removed = 0;
  let failed = 0;
  for await (const entry of await opendir(root)) {
    if (removed >= max) break;
    if (!WORK_DIR_NAME.test(entry.name)) continue;
    const dir = join(root, entry.name);
    // undefined when another worker starting at the same moment has just removed it.
    const st = await lstat(dir).catch(() => undefined);
    if (!st?.isDirectory() || st.mtimeMs >= before) continue;
    try {
      await rm(dir, { recursive: true, force: true });
      removed++;
    } catch {
      failed++;
    }
  }
  return { removed, failed };
}
