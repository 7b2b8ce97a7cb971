import { readFileSync, existsSync } from 'node:fs';
import { extractDetailsLocal } from '../src/local/extract-details.ts';
import { writePromptLocal } from '../src/local/write-prompt.ts';
import { writeStoryboards } from '../src/script/write-storyboard.ts';
import { scenePictures } from '@reklamo/trades';

const arg = process.argv[2] ?? '';
const briefs = existsSync(arg) ? readFileSync(arg, 'utf8').split('\n').map((s) => s.trim()).filter(Boolean) : [arg];
const seeds = (process.env.SEEDS ?? '1').split(',').map(Number);
const dur = Number(process.env.DUR ?? 30);
const NOD = !!process.env.NOD;
for (const b of briefs) {
  for (const seed of seeds) {
    console.log(`=== ${b}  [seed ${seed}]`);
    const desc = writePromptLocal(b, { seed });
    const d = extractDetailsLocal(desc);
    if (!NOD) for (const [k, v] of Object.entries(d)) console.log(`  ${k}: ${v}`);
    const sbs = writeStoryboards(d, { durationSec: dur, seed });
    for (const sb of sbs) {
      console.log(` -- ${sb.angle ?? ''}`);
      const pics = scenePictures({
        scenes: sb.scenes.map((s) => ({ kind: s.kind, keywords: s.visual.keywords, text: s.voice })),
        texts: [d.AdvertizedService, d.BusinessDescription, d.Services],
      });
      sb.scenes.forEach((s, i) => {
        const p = pics[i]!;
        const src = p.from === 'trade' ? `trade:${p.trade?.id}` : p.from;
        console.log(`   ${s.kind} [${s.onScreen.headline}] {${s.onScreen.sub ?? ''}} «${s.voice}» <${src} ${p.icons.slice(0, 4).join(',')}>`);
      });
    }
  }
}
