/**
 * `npm run bench:render`: renders one 30 s ad with voice and music per case, each in its own child
 * process so CPU and memory figures are not polluted by earlier cases or by tsx itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultFfmpegPath, videoCodecArgs } from '../src/node/ffmpeg.ts';
import { workingClipArgs, writeWorkingPhoto } from '../src/pictures/node/working-copy.ts';
import { safeInputSync, VIDEO_CONTAINERS } from '../src/node/ffmpeg-input.ts';
import { analyseClip, type ClipSample } from '../src/pictures/node/clip-window.ts';
import { SAMPLE_DETAILS } from '../src/sample-details.ts';

type Case = { name: string; aspect: string; width: number | undefined; pictures?: boolean };
const CASES: Case[] = [
  // The speed aim's case (decision 132): four photos, one clip and illustrations, against a bare encode.
  { name: 'pictures 16:9 1080p', aspect: '16:9', width: undefined, pictures: true },
  { name: '16:9 1080p', aspect: '16:9', width: undefined },
  { name: '9:16 1080x1920', aspect: '9:16', width: undefined },
  { name: '16:9 720p', aspect: '16:9', width: 1280 },
];

const DETAILS = SAMPLE_DETAILS;

type Figures = {
  wallS: number;
  cpuS: number;
  selfCpuS: number;
  ffmpegCpuS: number;
  peakRssMB: number;
  hwmSumMB: number;
  selfRssMB: number;
  ffmpegRssMB: number;
  sizeMB: number;
};

const TICK = 100; // USER_HZ on Linux

function procStat(pid: number | 'self'): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds of this process so far. */
function cpuSelf(): number {
  const ru = process.resourceUsage();
  return (ru.userCPUTime + ru.systemCPUTime) / 1e6;
}

/** CPU seconds of the children we have waited for (cutime + cstime), i.e. ffmpeg. */
function cpuChildren(): number {
  const st = procStat('self')!;
  return (Number(st[13]) + Number(st[14])) / TICK;
}

function hwmKB(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function rssKB(pid: number | 'self'): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function childPids(): number[] {
  try {
    return readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Test pictures like a phone's (4000×3000 JPEGs with detail, and a 6 s 1080p H.264 clip), kept as
 * an upload keeps them: the render reads the working copies (pictures/node/working-copy.ts).
 */
async function makeMedia(dir: string) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const media: { kind: 'photo' | 'clip'; path: string; samples?: ClipSample[] }[] = [];
  for (let i = 0; i < 4; i++) {
    const c = createCanvas(4000, 3000);
    const g = c.getContext('2d');
    const gr = g.createLinearGradient(0, 0, 4000, 3000);
    gr.addColorStop(0, ['#c0392b', '#16a085', '#f39c12', '#2980b9'][i]!);
    gr.addColorStop(1, '#1b1b1b');
    g.fillStyle = gr;
    g.fillRect(0, 0, 4000, 3000);
    for (let k = 0; k < 400; k++) {
      g.fillStyle = `hsl(${(k * 37 + i * 90) % 360} 70% ${30 + (k % 50)}%)`;
      g.beginPath();
      g.arc((k * 977) % 4000, (k * 613) % 3000, 20 + (k % 90), 0, Math.PI * 2);
      g.fill();
    }
    const raw = join(dir, `phone${i}.jpg`);
    writeFileSync(raw, await c.encode('jpeg', 88));
    const path = join(dir, `photo${i}.jpg`);
    await writeWorkingPhoto(raw, path);
    media.push({ kind: 'photo', path });
  }
  const phoneClip = join(dir, 'phone.mp4');
  const clip = join(dir, 'clip.mp4');
  const made = spawnSync(defaultFfmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1920x1080:rate=30',
    '-t',
    '6',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    phoneClip,
  ]);
  const r =
    made.status === 0
      ? spawnSync(defaultFfmpegPath(), workingClipArgs(safeInputSync(phoneClip, VIDEO_CONTAINERS), clip, 60))
      : made;
  if (r.status !== 0) throw new Error('could not make the bench clip');
  // An upload measures a clip's light and steadiness once (the media service), for every render.
  media.splice(2, 0, { kind: 'clip', path: clip, samples: await analyseClip(defaultFfmpegPath(), clip) });
  return media;
}

/** The yardstick: libx264 veryfast encoding 900 raw 1080p frames (a moving test pattern), nothing drawn by us. */
function bareEncode(): { wallS: number; cpuS: number } {
  const t0 = performance.now();
  const r = spawnSync(
    defaultFfmpegPath(),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1920x1080:rate=30',
      '-frames:v',
      '900',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-f',
      'mp4',
      '-y',
      '/dev/null',
    ],
    { stdio: 'ignore' },
  );
  if (r.status !== 0) throw new Error('bare encode failed');
  return { wallS: (performance.now() - t0) / 1000, cpuS: cpuChildren() };
}

/**
 * The floor under the pictures case: x264 alone on this ad's own 900 frames (decoded from the MP4
 * to raw yuv420p first, not counted), with the product's settings and with the yardstick's. No
 * drawing, no colour conversion, no audio: what encoding these pixels costs by itself.
 */
function encodeOwnFrames(
  adPath: string,
  dir: string,
  width: number,
  height: number,
): { ours: number; veryfast: number } {
  const ff = defaultFfmpegPath();
  const yuv = join(dir, 'frames.yuv');
  const dec = spawnSync(
    ff,
    ['-hide_banner', '-loglevel', 'error', '-i', adPath, '-an', '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-y', yuv],
    { stdio: 'ignore' },
  );
  if (dec.status !== 0) throw new Error('could not decode the ad for the floor');
  const input = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'yuv420p',
    '-s',
    `${width}x${height}`,
    '-r',
    '30',
    '-i',
    yuv,
  ];
  const cpuOf = (args: string[]) => {
    const before = cpuChildren();
    const r = spawnSync(ff, [...input, ...args, '-f', 'mp4', '-y', '/dev/null'], { stdio: 'ignore' });
    if (r.status !== 0) throw new Error('floor encode failed');
    return cpuChildren() - before;
  };
  // The product's encoder settings, then the yardstick's.
  const ours = cpuOf(videoCodecArgs());
  const veryfast = cpuOf(['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20']);
  rmSync(yuv, { force: true });
  return { ours, veryfast };
}

async function worker(aspect: string, width: number | undefined, media: string | undefined) {
  const { renderVideo } = await import('../src/index.ts');
  const dir = mkdtempSync(join(tmpdir(), 'reklamo-bench-'));
  const before = { self: cpuSelf(), children: cpuChildren() };
  let ffmpegHwm = 0;
  let treePeak = 0;
  // ffmpeg is our only child; its peak RSS can only be read while it is alive, so sample it. The
  // process tree's resident memory at the same instant gives the real peak: this process peaks
  // while synthesising the voice, before ffmpeg starts, so the two high-water marks never add up.
  const timer = setInterval(() => {
    let tree = rssKB('self');
    for (const pid of childPids()) {
      ffmpegHwm = Math.max(ffmpegHwm, hwmKB(pid));
      tree += rssKB(pid);
    }
    treePeak = Math.max(treePeak, tree);
  }, 50);
  const render = (name: string) =>
    renderVideo(
      {
        details: DETAILS,
        aspectRatio: aspect as '16:9',
        style: 'bold',
        durationSec: 30,
        voice: true,
        media: media ? JSON.parse(readFileSync(media, 'utf8')) : [],
      },
      { outPath: join(dir, name), width },
    );
  const t0 = performance.now();
  const r = await render('ad.mp4');
  const wall = (performance.now() - t0) / 1000;
  clearInterval(timer);
  const ru = process.resourceUsage();
  const ffCpu = cpuChildren() - before.children;
  const self = cpuSelf() - before.self;
  const out: Figures = {
    wallS: wall,
    cpuS: self + ffCpu,
    selfCpuS: self,
    ffmpegCpuS: ffCpu,
    peakRssMB: Math.max(treePeak, ru.maxRSS) / 1024,
    hwmSumMB: (ru.maxRSS + ffmpegHwm) / 1024,
    selfRssMB: ru.maxRSS / 1024,
    ffmpegRssMB: ffmpegHwm / 1024,
    sizeMB: r.sizeBytes / 1e6,
  };
  // The same ad again in the same process, as a render worker makes ad after ad: what stays warm
  // between them (the voice engine's thread, compiled code) is not paid again.
  let next: { wallS: number; cpuS: number } | undefined;
  if (media) {
    const c0 = cpuSelf() + cpuChildren();
    const t1 = performance.now();
    await render('next.mp4');
    next = { wallS: (performance.now() - t1) / 1000, cpuS: cpuSelf() + cpuChildren() - c0 };
  }
  const floor = media ? encodeOwnFrames(r.videoPath, dir, r.width, r.height) : undefined;
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(
    `BENCH ${JSON.stringify({ ...out, timings: r.timings, composited: r.pictures.composited, overlaysKept: r.pictures.overlaysKept, frames: r.frames, floor, next })}\n`,
  );
}

async function main() {
  if (process.argv[2] === '--worker')
    return worker(
      process.argv[3]!,
      process.argv[4] && process.argv[4] !== '-' ? Number(process.argv[4]) : undefined,
      process.argv[5],
    );
  if (process.argv[2] === '--media') {
    writeFileSync(join(process.argv[3]!, 'media.json'), JSON.stringify(await makeMedia(process.argv[3]!)));
    return;
  }
  if (process.argv[2] === '--bare') {
    process.stdout.write(`BENCH ${JSON.stringify(bareEncode())}\n`);
    return;
  }
  const self = fileURLToPath(import.meta.url);
  // `npm run bench:render -- pictures` runs only the pictures case (and the yardstick).
  const only = process.argv[2];
  const run = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const p = spawn(process.execPath, ['--import', 'tsx', self, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
      let s = '';
      p.stdout.on('data', (d: Buffer) => (s += d.toString()));
      p.on('close', (code) => (code === 0 ? resolve(s) : reject(new Error(`${args.join(' ')} failed with ${code}`))));
    });
  // The machine's speed drifts by 15-35 % over minutes here, so the yardstick is measured just
  // before and just after each case it is compared with, and the case compared with their mean.
  const yardstick = async (when: string) => {
    const line = (await run(['--bare'])).split('\n').find((l) => l.startsWith('BENCH '))!;
    const bare = JSON.parse(line.slice(6)) as { wallS: number; cpuS: number };
    console.log(
      `yardstick ${when}: bare libx264 veryfast, 900 frames 1080p: ${bare.wallS.toFixed(1)} s wall, ${bare.cpuS.toFixed(1)} s CPU`,
    );
    return bare;
  };
  const compared = (c: Case) => !c.width && c.aspect === '16:9';
  // The test pictures are made, and kept as an upload keeps them, in a process of their own: that
  // stands for the customer's upload, and its CPU and memory are no part of the render's.
  const mediaDir = mkdtempSync(join(tmpdir(), 'reklamo-bench-media-'));
  const pictures = async () => {
    if (!existsSync(join(mediaDir, 'media.json'))) await run(['--media', mediaDir]);
    return join(mediaDir, 'media.json');
  };
  console.log(
    'case               wall s   CPU s (self+ffmpeg)   peak RSS MB, at once   (sum of each peak: self+ffmpeg)   size MB',
  );
  for (const c of CASES.filter((c) => !only || (only === 'pictures') === Boolean(c.pictures))) {
    const first = compared(c) ? await yardstick('before') : undefined;
    const out = await run([
      '--worker',
      c.aspect,
      c.width ? String(c.width) : '-',
      ...(c.pictures ? [await pictures()] : []),
    ]);
    const last = first ? await yardstick('after') : undefined;
    const bare =
      first && last ? { wallS: (first.wallS + last.wallS) / 2, cpuS: (first.cpuS + last.cpuS) / 2 } : undefined;
    const line = out.split('\n').find((l) => l.startsWith('BENCH '));
    if (!line) throw new Error(`${c.name}: no result`);
    const f = JSON.parse(line.slice(6)) as Figures & {
      timings: Record<string, number>;
      composited: number;
      overlaysKept: number;
      frames: number;
      floor?: { ours: number; veryfast: number };
      next?: { wallS: number; cpuS: number };
    };
    const fx = (n: number) => n.toFixed(1);
    console.log(
      `${c.name.padEnd(18)} ${fx(f.wallS).padStart(6)}   ${fx(f.cpuS).padStart(5)} (${fx(f.selfCpuS)}+${fx(f.ffmpegCpuS)})        ${fx(f.peakRssMB).padStart(6)}               (${fx(f.hwmSumMB)}: ${fx(f.selfRssMB)}+${fx(f.ffmpegRssMB)})              ${fx(f.sizeMB)}`,
    );
    console.log(`  timings ms: ${JSON.stringify(f.timings)}`);
    if (f.composited)
      console.log(
        `  frames with their photo or clip put under them directly (not drawn by the canvas): ${f.composited} of ${f.frames}; of those, with the text over them kept from the frame before: ${f.overlaysKept}`,
      );
    if (bare)
      console.log(
        `  ratio to the bare encode (the mean of the two): ${(f.wallS / bare.wallS).toFixed(2)}× wall, ${(f.cpuS / bare.cpuS).toFixed(2)}× CPU (aim ≤ 1.5×; peak memory aim < 1024 MB)`,
      );
    if (f.next && bare)
      console.log(
        `  the next ad in the same worker: ${fx(f.next.wallS)} s wall, ${fx(f.next.cpuS)} s CPU = ${(f.next.cpuS / bare.cpuS).toFixed(2)}× CPU`,
      );
    if (f.floor && bare) {
      const x = (n: number) => `${fx(n)} s CPU = ${(n / bare.cpuS).toFixed(2)}× the yardstick`;
      console.log(
        `  floor: x264 alone on this ad's own frames (yuv420p in, nothing drawn): ours (superfast) ${x(f.floor.ours)}; veryfast ${x(f.floor.veryfast)}`,
      );
      console.log(
        `  what the render adds over x264 alone with our settings: ${fx(f.cpuS - f.floor.ours)} s CPU (voice, music, pictures, drawing 900 frames, converting them to I420, the pipe)`,
      );
    }
  }
  rmSync(mediaDir, { recursive: true, force: true });
  if (!existsSync('/proc/self/stat')) console.log('(CPU/RSS of ffmpeg need /proc; figures are self only)');
}

await main();
