import { spawnSync } from 'node:child_process';
import { defaultFfmpegPath } from '@reklamo/renderer';

/**
 * A real one-second MP4 for stand-in renderers (the worker makes a preview rendition of every
 * render, so the file must decode). `marker` goes into the file's metadata, readable in its bytes.
 */
export function writeTinyMp4(outPath: string, marker = ''): void {
  const r = spawnSync(
    defaultFfmpegPath(),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=0x3a86ff:s=128x72:d=1:r=10',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-metadata',
      `comment=${marker}`,
      outPath,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`tiny mp4: ${r.stderr}`);
}
