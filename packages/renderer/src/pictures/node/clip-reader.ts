import { spawn, type ChildProcess } from 'node:child_process';
import { safeInputSync, VIDEO_CONTAINERS } from '../../node/ffmpeg-input.ts';

/**
 * Decodes one clip to raw frames (RGBA, or I420 for a render that converts them itself) at the
 * ad's size and frame rate, cropped to cover (never stretched), muted, starting at `startSec`.
 * Frames are read in order as the render loop asks for them, so only one or two frames are ever in memory.
 */
export class ClipReader {
  private proc: ChildProcess | null = null;
  private ended = false;
  private next = 0;
  private last: Buffer | null = null;
  readonly frameBytes: number;

  constructor(
    private readonly ffmpegPath: string,
    private readonly path: string,
    readonly width: number,
    readonly height: number,
    private readonly fps: number,
    private readonly startSec: number,
    private readonly pixelFormat: 'rgba' | 'yuv420p' = 'rgba',
  ) {
    this.frameBytes = pixelFormat === 'rgba' ? width * height * 4 : (width * height * 3) / 2;
  }

  /** Two frame buffers, filled in turn straight from the pipe: no per-frame allocation or concatenation. */
  private bufs: Buffer[] = [];
  private fill = 0;
  /** Whole frames ready to hand out, oldest first (at most two). */
  private ready: Buffer[] = [];
  private pending: Buffer[] = [];
  private wake: (() => void) | null = null;

  private start() {
    // One decoding thread, as in clip-window.ts: ~35 % less CPU than ffmpeg's default, and still
    // several times faster than the render draws frames.
    const vf = `scale=${this.width}:${this.height}:force_original_aspect_ratio=increase,crop=${this.width}:${this.height},setsar=1,fps=${this.fps}`;
    const p = spawn(
      this.ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-threads',
        '1',
        '-ss',
        this.startSec.toFixed(3),
        ...safeInputSync(this.path, VIDEO_CONTAINERS),
        '-an',
        '-vf',
        vf,
        '-f',
        'rawvideo',
        '-pix_fmt',
        this.pixelFormat,
        '-',
      ],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    this.bufs = [
      Buffer.allocUnsafe(this.frameBytes),
      Buffer.allocUnsafe(this.frameBytes),
      Buffer.allocUnsafe(this.frameBytes),
    ];
    const out = p.stdout!;
    const wake = () => {
      const w = this.wake;
      this.wake = null;
      w?.();
    };
    out.on('data', (c: Buffer) => {
      // Chunks past a full set of buffers wait (rare: the stream is paused at two frames ahead).
      this.pending.push(c);
      this.drainPending();
      if (this.ready.length >= 2) out.pause();
      wake();
    });
    const end = () => {
      this.ended = true;
      wake();
    };
    out.on('end', end);
    out.on('close', end);
    p.on('error', end);
    this.proc = p;
  }

  /** Copies pending chunks into the frame being filled while a free buffer exists. */
  private drainPending() {
    while (this.pending.length && this.ready.length < 2) {
      const c = this.pending[0]!;
      // Buffers rotate: the one being filled is never one handed out as `last` or waiting in `ready`.
      const target = this.bufs[this.slot]!;
      const n = Math.min(c.length, this.frameBytes - this.fill);
      c.copy(target, this.fill, 0, n);
      this.fill += n;
      if (n === c.length) this.pending.shift();
      else this.pending[0] = c.subarray(n);
      if (this.fill === this.frameBytes) {
        this.ready.push(target);
        this.fill = 0;
        this.slot = (this.slot + 1) % this.bufs.length;
      }
    }
  }

  private slot = 0;

  private async readFrame(): Promise<Buffer | null> {
    if (!this.proc) this.start();
    while (!this.ready.length) {
      if (this.ended && !this.pending.length) return null;
      this.drainPending();
      if (this.ready.length) break;
      if (this.ended) return null;
      this.proc!.stdout!.resume();
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    const frame = this.ready.shift()!;
    this.drainPending();
    if (this.ready.length < 2 && !this.ended) this.proc!.stdout!.resume();
    return frame;
  }

  /** The frame `index` (0-based from startSec); past the clip's end, its last frame holds. */
  async frameAt(index: number): Promise<Buffer | null> {
    while (this.next <= index) {
      const f = await this.readFrame();
      if (!f) break;
      this.last = f;
      this.next++;
    }
    return this.last;
  }

  close() {
    if (this.proc && this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill('SIGKILL');
    this.proc = null;
    this.last = null;
  }
}
