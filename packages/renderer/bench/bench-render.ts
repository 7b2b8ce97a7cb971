/**
 * `npm run bench:render`: renders one 30 s ad with voice and music per case, each in its own child
 * process so CPU and memory figures are not polluted by earlier cases or by tsx itself.
 */
import { spawn } from 'node:child_process';
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_DETAILS } from '../src/sample-details.ts';

const CASES = [
  { name: '16:9 1080p', aspect: '16:9', width: undefined },
  { name: '9:16 1080x1920', aspect: '9:16', width: undefined },
  { name: '16:9 720p', aspect: '16:9', width: 1280 },
] as const;

const DETAILS = SAMPLE_DETAILS;

type Figures = { wallS: number; cpuS: number; selfCpuS: number; ffmpegCpuS: number; peakRssMB: number; hwmSumMB: number; selfRssMB: number; ffmpegRssMB: number; sizeMB: number };

const TICK = 100; // USER_HZ on Linux

function procStat(pid: number | 'self'): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
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
    return readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function worker(aspect: string, width: number | undefined) {
  const { renderVideo } = await import('../src/index.ts');
  const dir = mkdtempSync(join(tmpdir(), 'reklamo-bench-'));
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
  const t0 = performance.now();
  const r = await renderVideo(
    { details: DETAILS, aspectRatio: aspect as '16:9', style: 'bold', durationSec: 30, voice: true },
    { outPath: join(dir, 'ad.mp4'), width },
  );
  const wall = (performance.now() - t0) / 1000;
  clearInterval(timer);
  const ru = process.resourceUsage();
  const st = procStat('self')!;
  // cutime/cstime: CPU of children we have waited for, i.e. ffmpeg.
  const ffCpu = (Number(st[13]) + Number(st[14])) / TICK;
  const self = (ru.userCPUTime + ru.systemCPUTime) / 1e6;
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
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(`BENCH ${JSON.stringify({ ...out, timings: r.timings })}\n`);
}

async function main() {
  if (process.argv[2] === '--worker') return worker(process.argv[3]!, process.argv[4] ? Number(process.argv[4]) : undefined);
  const self = fileURLToPath(import.meta.url);
  const tsx = ['--import', 'tsx'];
  console.log('case               wall s   CPU s (self+ffmpeg)   peak RSS MB, at once   (sum of each peak: self+ffmpeg)   size MB');
  for (const c of CASES) {
    const args = [...tsx, self, '--worker', c.aspect, ...(c.width ? [String(c.width)] : [])];
    const out = await new Promise<string>((resolve, reject) => {
      const p = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let s = '';
      p.stdout.on('data', (d: Buffer) => (s += d.toString()));
      p.on('close', (code) => (code === 0 ? resolve(s) : reject(new Error(`${c.name} failed with ${code}`))));
    });
    const line = out.split('\n').find((l) => l.startsWith('BENCH '));
    if (!line) throw new Error(`${c.name}: no result`);
    const f = JSON.parse(line.slice(6)) as Figures & { timings: Record<string, number> };
    const fx = (n: number) => n.toFixed(1);
    console.log(
      `${c.name.padEnd(18)} ${fx(f.wallS).padStart(6)}   ${fx(f.cpuS).padStart(5)} (${fx(f.selfCpuS)}+${fx(f.ffmpegCpuS)})        ${fx(f.peakRssMB).padStart(6)}               (${fx(f.hwmSumMB)}: ${fx(f.selfRssMB)}+${fx(f.ffmpegRssMB)})              ${fx(f.sizeMB)}`,
    );
    console.log(`  timings ms: ${JSON.stringify(f.timings)}`);
  }
  if (!existsSync('/proc/self/stat')) console.log('(CPU/RSS of ffmpeg need /proc; figures are self only)');
}

await main();
