import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { AUDIO_CONTAINERS, safeInput, VIDEO_CONTAINERS } from './ffmpeg-input.ts';

const ANY_MEDIA = [...new Set([...VIDEO_CONTAINERS, ...AUDIO_CONTAINERS])];

export type ProbeResult = {
  durationSec: number;
  video?: { codec: string; pixFmt: string; width: number; height: number; fps: number };
  audio?: { codec: string; sampleRate: number };
  faststart: boolean;
};

/** Top-level MP4 boxes in file order; `+faststart` means moov comes before mdat. */
export async function topLevelBoxes(path: string): Promise<string[]> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const out: string[] = [];
    let off = 0;
    const head = Buffer.alloc(16);
    while (off + 8 <= size) {
      await fh.read(head, 0, 16, off);
      let len = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      if (len === 1) len = Number(head.readBigUInt64BE(8));
      else if (len === 0) len = size - off;
      out.push(type);
      if (len < 8) break;
      off += len;
    }
    return out;
  } finally {
    await fh.close();
  }
}

/**
 * Reads stream facts from `ffmpeg -i`, so tests need no separate ffprobe binary. The file is opened
 * as the container its bytes say (ffmpeg-input.ts); anything else throws UnsafeInputError unread.
 */
export async function probe(ffmpegPath: string, path: string): Promise<ProbeResult> {
  const input = await safeInput(path, ANY_MEDIA);
  const text = await new Promise<string>((resolve, reject) => {
    const p = spawn(ffmpegPath, ['-hide_banner', ...input], { stdio: ['ignore', 'ignore', 'pipe'] });
    let s = '';
    p.stderr.on('data', (d: Buffer) => (s += d.toString()));
    p.on('error', reject);
    p.on('close', () => resolve(s));
  });
  const d = /Duration: (\d+):(\d+):([\d.]+)/.exec(text);
  const durationSec = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : NaN;
  const v = /Stream #\d+:\d+.*?: Video: (\w+).*?, (\w+)(?:\([^)]*\))?, (\d+)x(\d+).*?, ([\d.]+) fps/.exec(text);
  const a = /Stream #\d+:\d+.*?: Audio: (\w+).*?, (\d+) Hz/.exec(text);
  const boxes = await topLevelBoxes(path);
  return {
    durationSec,
    video: v
      ? { codec: v[1]!, pixFmt: v[2]!, width: Number(v[3]), height: Number(v[4]), fps: Number(v[5]) }
      : undefined,
    audio: a ? { codec: a[1]!, sampleRate: Number(a[2]) } : undefined,
    faststart: boxes.indexOf('moov') >= 0 && boxes.indexOf('moov') < boxes.indexOf('mdat'),
  };
}
