import { writeFile } from 'node:fs/promises';
import type { CaptionPage } from '@reklamo/scene/captions/pages.ts';
import { toSRT, toWebVTT } from '@reklamo/scene/captions/subtitles.ts';

export { captionLayerFor } from '@reklamo/scene/captions/layer.ts';
export type { CaptionLayer } from '@reklamo/scene/captions/draw.ts';
export type { CaptionPage };

/** Writes `<name>.vtt` and `<name>.srt` beside the MP4. */
export async function writeSubtitles(
  mp4Path: string,
  pages: CaptionPage[],
): Promise<{ vttPath: string; srtPath: string }> {
  const base = mp4Path.replace(/\.[^./]+$/, '');
  const vttPath = `${base}.vtt`;
  const srtPath = `${base}.srt`;
  await writeFile(vttPath, toWebVTT(pages));
  await writeFile(srtPath, toSRT(pages));
  return { vttPath, srtPath };
}
