/**
 * Renders the landing page's showcase ad with Reklamo's own renderer, from the same brief the page
 * shows as its example prompt, so the demo is a real product output rather than stock footage.
 *
 *   npx tsx scripts/render-showcase.ts
 *
 * Writes apps/web/public/showcase/showcase.mp4 (720p, small enough to stream on a phone),
 * apps/web/public/showcase/poster.jpg (the video's first paint; full 1280 px, not the renderer's
 * 400 px thumbnail) and apps/web/public/og-image.jpg (1200×630 for Open Graph).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import { DEFAULT_AD_SOUND, ZBusinessDetails } from '@reklamo/contract';
import { defaultFfmpegPath, fontPath, renderVideo } from '@reklamo/renderer';
import { renderBriefOf } from '../apps/server/src/jobs/render-brief.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/showcase');
const videoPath = path.join(out, 'showcase.mp4');
const posterPath = path.join(out, 'poster.jpg');
const ogPath = path.join(root, 'apps/web/public/og-image.jpg');

const details = ZBusinessDetails.parse(
  JSON.parse(readFileSync(path.join(root, 'scripts/showcase-brief.json'), 'utf8')),
);
const style = (process.argv[2] ?? 'warm') as 'warm';
const work = mkdtempSync(path.join(tmpdir(), 'reklamo-showcase-'));

const started = Date.now();
const result = await renderVideo(
  renderBriefOf(
    { facts: details, aspectRatio: '16:9', style, durationSec: 30, sound: DEFAULT_AD_SOUND },
    { syntheticVoice: true },
  ),
  { outPath: videoPath, posterPath: path.join(work, 'thumb.jpg'), width: 1280, preset: 'slow' },
);

// The poster frame is the renderer's own choice (the offer scene); grab it again at full width.
const offer = result.script.find((l) => l.kind === 'offer') ?? result.script[0]!;
const at = (offer.start + (offer.end - offer.start) * 0.62).toFixed(2);
const ffmpeg = (args: string[]) => {
  const r = spawnSync(defaultFfmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
};
ffmpeg(['-ss', at, '-i', videoPath, '-frames:v', '1', '-q:v', '4', posterPath]);
await writeOgImage(posterPath, ogPath);
rmSync(work, { recursive: true, force: true });

/** 1200×630 Open Graph card: brand, promise and the showcase's poster frame. */
async function writeOgImage(poster: string, out: string) {
  GlobalFonts.registerFromPath(fontPath('inter-700'), 'OG Bold');
  GlobalFonts.registerFromPath(fontPath('inter-400'), 'OG Regular');
  const W = 1200;
  const H = 630;
  const c = createCanvas(W, H);
  const g = c.getContext('2d');
  const bg = g.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#1e1b4b');
  bg.addColorStop(1, '#4338ca');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  const glow = g.createRadialGradient(W, 0, 0, W, 0, 700);
  glow.addColorStop(0, 'rgba(192,38,211,0.55)');
  glow.addColorStop(1, 'rgba(192,38,211,0)');
  g.fillStyle = glow;
  g.fillRect(0, 0, W, H);

  // Logo: the favicon's gradient tile with its play triangle.
  const tile = g.createLinearGradient(72, 72, 128, 128);
  tile.addColorStop(0, '#6366f1');
  tile.addColorStop(1, '#c026d3');
  g.fillStyle = tile;
  g.beginPath();
  g.roundRect(72, 72, 56, 56, 13);
  g.fill();
  g.fillStyle = '#fff';
  g.beginPath();
  g.moveTo(93, 88);
  g.lineTo(114, 100);
  g.lineTo(93, 112);
  g.closePath();
  g.fill();
  g.font = '38px "OG Bold"';
  g.fillText('Reklamo', 144, 113);

  g.font = '62px "OG Bold"';
  ['AI видео реклами,', 'готови за минути'].forEach((line, i) => g.fillText(line, 72, 262 + i * 76));
  g.font = '28px "OG Regular"';
  g.fillStyle = '#c7d2fe';
  g.fillText('Доверено от над 1 500 бизнеса в България', 72, 430);
  g.font = '24px "OG Bold"';
  g.fillStyle = '#ffffff';
  g.fillText('reklamo.bg', 72, 560);

  const img = await loadImage(poster);
  const pw = 560;
  const ph = Math.round((pw * img.height) / img.width);
  const px = 700;
  const py = (H - ph) / 2 + 40;
  g.save();
  g.shadowColor = 'rgba(0,0,0,0.45)';
  g.shadowBlur = 50;
  g.shadowOffsetY = 20;
  g.fillStyle = '#000';
  g.beginPath();
  g.roundRect(px, py, pw, ph, 22);
  g.fill();
  g.restore();
  g.save();
  g.beginPath();
  g.roundRect(px, py, pw, ph, 22);
  g.clip();
  g.drawImage(img, px, py, pw, ph);
  g.restore();
  writeFileSync(out, await c.encode('jpeg', 88));
}

const kb = (p: string) => `${Math.round(statSync(p).size / 1024)} KB`;
console.log(
  JSON.stringify(
    {
      video: path.relative(root, videoPath),
      size: kb(videoPath),
      poster: kb(posterPath),
      og: kb(ogPath),
      style,
      width: result.width,
      height: result.height,
      posterAt: Number(at),
      seconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    2,
  ),
);
