import { writeFile } from 'node:fs/promises';
import type { CaptionPage } from './pages.ts';
import { toSRT, toWebVTT } from './subtitles.ts';

export { captionLayerFor } from './layer.ts';
export type { CaptionLayer } from './draw.ts';
export type { CaptionPage };

/** Writes `<name>.vtt` and `<name>.srt` beside the MP4. */
export async function writeSubtitles(mp4Path: string, pages: CaptionPage[]): Promise<{ vttPath: string; srtPath: string }> {
  const base = mp4Path.replace(/\.[^./]+$/, '');
  const vttPath = `${base}.vtt`;
  const srtPath = `${base}.srt`;
  await writeFile(vttPath, toWebVTT(pages));
  await writeFile(srtPath, toSRT(pages));
  return { vttPath, srtPath };
}
