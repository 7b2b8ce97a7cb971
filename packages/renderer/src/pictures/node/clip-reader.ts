import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Decodes one clip to raw RGBA frames at the ad's size and frame rate, cropped to cover (never
 * stretched), muted, starting at `startSec`. Frames are read in order as the render loop asks for
 * them, so only one or two frames are ever in memory.
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
  ) {
    this.frameBytes = width * height * 4;
  }

  private chunks: Buffer[] = [];
  private buffered = 0;
  private wake: (() => void) | null = null;

  private start() {
    const vf = `scale=${this.width}:${this.height}:force_original_aspect_ratio=increase,crop=${this.width}:${this.height},setsar=1,fps=${this.fps}`;
    const p = spawn(this.ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-ss', this.startSec.toFixed(3), '-i', this.path, '-an', '-vf', vf, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const out = p.stdout!;
    const wake = () => {
      const w = this.wake;
      this.wake = null;
      w?.();
    };
    out.on('data', (c: Buffer) => {
      this.chunks.push(c);
      this.buffered += c.length;
      // Two frames ahead is enough; the decoder waits while the encoder catches up.
      if (this.buffered >= 2 * this.frameBytes) out.pause();
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

  private async readFrame(): Promise<Buffer | null> {
    if (!this.proc) this.start();
    while (this.buffered < this.frameBytes) {
      if (this.ended) return null;
      this.proc!.stdout!.resume();
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const frame = all.subarray(0, this.frameBytes);
    const rest = all.subarray(this.frameBytes);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    if (this.buffered < 2 * this.frameBytes && !this.ended) this.proc!.stdout!.resume();
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
