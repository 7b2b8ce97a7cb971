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

  private start() {
    const vf = `scale=${this.width}:${this.height}:force_original_aspect_ratio=increase,crop=${this.width}:${this.height},setsar=1,fps=${this.fps}`;
    const p = spawn(this.ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-ss', this.startSec.toFixed(3), '-i', this.path, '-an', '-vf', vf, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    p.stdout!.on('end', () => (this.ended = true));
    p.on('error', () => (this.ended = true));
    this.proc = p;
  }

  private async readFrame(): Promise<Buffer | null> {
    if (!this.proc) this.start();
    const out = this.proc!.stdout!;
    for (;;) {
      const chunk = out.read(this.frameBytes) as Buffer | null;
      if (chunk && chunk.length === this.frameBytes) return chunk;
      if (this.ended || out.readableEnded) return null;
      await new Promise<void>((resolve) => {
        const done = () => {
          out.off('readable', done);
          out.off('end', done);
          out.off('close', done);
          resolve();
        };
        out.once('readable', done);
        out.once('end', done);
        out.once('close', done);
      });
    }
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
