import { spawn } from 'node:child_process';
import { defaultFfmpegPath, safeInput, VIDEO_CONTAINERS } from '@reklamo/renderer/ffmpeg';

/**
 * The rendition the player streams: at most 720 px on the short side, a lower bitrate, no
 * metadata. The full-quality file leaves only through /download, which counts against the plan.
 */
export async function makePreview(
  input: string,
  output: string,
  opts: { ffmpegPath?: string; signal?: AbortSignal } = {},
): Promise<void> {
  // A webhook backend's file too: read only as the video container its bytes say.
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...(await safeInput(input, VIDEO_CONTAINERS)),
    '-vf',
    "scale='if(gt(iw,ih),-2,min(720,iw))':'if(gt(iw,ih),min(720,ih),-2)'",
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '30',
    '-maxrate',
    '1200k',
    '-bufsize',
    '2400k',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
    output,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(opts.ffmpegPath ?? defaultFfmpegPath(), args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      signal: opts.signal,
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + String(d)).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`preview ffmpeg exited ${code}: ${stderr}`)),
    );
  });
}
