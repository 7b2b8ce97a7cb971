import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { inputArgs } from './ffmpeg-input.ts';

const require = createRequire(import.meta.url);

export function defaultFfmpegPath(): string {
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export function abortError(): Error {
  const e = new Error('render aborted');
  e.name = 'AbortError';
  return e;
}

export type Encoder = {
  child: ChildProcess;
  /** Resolves once ffmpeg has taken the frame; waits on 'drain' so memory stays flat. */
  write(frame: Buffer): Promise<void>;
  finish(): Promise<void>;
  kill(): void;
};

export type EncoderOptions = {
  ffmpegPath: string;
  width: number;
  height: number;
  fps: number;
  durationSec: number;
  audioPath: string;
  outPath: string;
  /** x264 preset; superfast is what keeps a 30 s 1080p ad inside the time budget on 2 cores. */
  preset?: string;
  crf?: number;
  /** What the frames written are: I420 from the render's converter (yuv/i420.ts), or RGBA for ffmpeg to convert. */
  pixelFormat?: 'yuv420p' | 'rgba';
};

/** How the ad's video is encoded (bench:render encodes its floor with the same). */
export function videoCodecArgs(preset = 'superfast', crf = 20): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    // Two frame threads and no frames buffered for the lookahead keep ffmpeg's memory near 150 MB at
    // 1080p (170 MB with the lookahead's buffer) with little speed cost.
    // CAVLC rather than CABAC: the same decoded pictures at this preset, ~11 % less encoding CPU for
    // ~12 % larger files (decision 111). Three B-frames always, not chosen frame by frame, and a
    // keyframe every 250 frames rather than at each cut (b-adapt=0, scenecut=0): x264 then makes no
    // half-size copies to look ahead at, for ~25 % less encoding CPU at the same quality (decision 112).
    '-threads',
    '2',
    '-x264-params',
    'sync-lookahead=0:cabac=0:b-adapt=0:scenecut=0',
  ];
}

export function startEncoder(o: EncoderOptions): Encoder {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    // A one-frame input queue: with two inputs ffmpeg otherwise buffers several raw frames.
    '-thread_queue_size',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    o.pixelFormat ?? 'rgba',
    '-s',
    `${o.width}x${o.height}`,
    '-r',
    String(o.fps),
    '-i',
    '-',
    ...inputArgs(o.audioPath, 'wav'),
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    ...videoCodecArgs(o.preset, o.crf),
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-ar',
    '48000',
    '-t',
    o.durationSec.toFixed(3),
    '-movflags',
    '+faststart',
    o.outPath,
  ];
  const child = spawn(o.ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
  // A broken pipe surfaces as an exit error above; swallowing it here avoids an unhandled 'error'.
  child.stdin?.on('error', () => {});
  // The exit's rejection is always an Error: the child's 'error' event or the one made above.
  let failed: Error | null = null;
  exited.catch((e: Error) => {
    failed = e;
  });
  return {
    child,
    async write(frame) {
      if (failed) throw failed;
      const stdin = child.stdin!;
      if (!stdin.write(frame)) {
        await new Promise<void>((resolve, reject) => {
          const onDrain = () => (cleanup(), resolve());
          const onClose = () => {
            cleanup();
            exited.then(() => reject(new Error('ffmpeg closed its input')), reject);
          };
          const cleanup = () => {
            stdin.off('drain', onDrain);
            child.off('close', onClose);
          };
          stdin.once('drain', onDrain);
          child.once('close', onClose);
        });
      }
    },
    async finish() {
      child.stdin?.end();
      await exited;
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
