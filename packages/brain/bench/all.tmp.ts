// Probe: brief → prompt writer → extractor → 3 variants (30 s, 15 s) with pictures, as the app runs them.
import { readFileSync } from 'node:fs';
import { extractDetailsLocal } from '../src/local/extract-details.ts';
import { writePromptLocal } from '../src/local/write-prompt.ts';
import { writeStoryboards } from '../src/script/write-storyboard.ts';
import { scenePictures } from '@reklamo/trades';

const arg = process.argv[2]!;
let briefs: string[];
try {
  briefs = readFileSync(arg, 'utf8').split('\n').map((s) => s.trim()).filter(Boolean);
} catch {
  briefs = [arg];
}
const durs = (process.env.DURS ?? '30,15').split(',').map(Number) as (15 | 30)[];
for (const [bi, text] of briefs.entries()) {
  const prompt = writePromptLocal(text, { seed: 1 });
  const d = extractDetailsLocal(prompt);
  console.log(`\n##### ${bi + 1}. ${text}`);
  console.log(`PROMPT: ${prompt}`);
  console.log(`DETAILS: ${JSON.stringify(d)}`);
  for (const durationSec of durs) {
    const sbs = writeStoryboards(d, { durationSec, seed: 1 });
    for (const sb of sbs) {
      const pics = scenePictures({
        scenes: sb.scenes.map((s) => ({ kind: s.kind, keywords: s.visual.keywords, text: [s.onScreen.headline, s.onScreen.sub ?? ''].join(' ') })),
        texts: [sb.facts.AdvertizedService, sb.facts.Services, sb.facts.BusinessName, sb.facts.BusinessDescription],
      });
      console.log(`-- ${durationSec}s ${sb.angle}`);
      sb.scenes.forEach((s, i) => {
        const sub = s.onScreen.sub ? ` / ${s.onScreen.sub}` : '';
        console.log(`  ${s.kind.padEnd(7)} [${s.onScreen.headline}${sub}] «${s.voice}» {${(pics[i]?.icons ?? []).slice(0, 4).join(',')}}`);
      });
    }
  }
}
