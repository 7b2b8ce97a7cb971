// `npm run bench:voice`: espeak synthesis time for a 30 s ad's script (cold: new engine thread;
// warm: engine already running), and caption timing against the voice's energy.
import { mixVoiceOverMusic } from '../src/audio/mix.ts';
import { buildCaptionPages } from '@reklamo/scene/captions/pages.ts';
import { SAMPLE_DETAILS } from '../src/sample-details.ts';
import { planTimeline } from '@reklamo/scene/scenes/timeline.ts';
import { createEspeakEngine } from '../src/voice/espeak-engine.ts';
import { espeakVoice } from '../src/voice/espeak-provider.ts';
import type { VoiceClip } from '@reklamo/scene/voice/provider.ts';
import { writeStoryboards } from '@reklamo/brain';

const script = writeStoryboards(SAMPLE_DETAILS, { durationSec: 30, variants: 1 })[0]!.scenes;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function synthAll(voice: ReturnType<typeof espeakVoice>): Promise<VoiceClip[]> {
  const out: VoiceClip[] = [];
  for (const l of script) out.push(await voice.synthesize(l.voice, { rate: 175 }));
  return out;
}

const cold: number[] = [];
const warm: number[] = [];
let clips: VoiceClip[] = [];
for (let i = 0; i < 3; i++) {
  const engine = createEspeakEngine();
  const voice = espeakVoice({ engine });
  let t = performance.now();
  clips = await synthAll(voice);
  cold.push(performance.now() - t);
  t = performance.now();
  await synthAll(voice);
  warm.push(performance.now() - t);
  await engine.close();
}
const speechSec = clips.reduce((a, c) => a + c.durationSec, 0);
console.log(
  `espeak, 30 s ad (${script.length} lines, ${speechSec.toFixed(1)} s of speech): cold ${Math.round(median(cold))} ms, warm ${Math.round(median(warm))} ms (median of 3)`,
);

// Caption timing: page starts against the onsets of sound after silence in the placed voice track.
const timeline = planTimeline(
  script.map((l, i) => ({
    id: l.id,
    kind: l.kind,
    headline: l.onScreen.headline,
    targetSec: l.durationSec,
    voiceSec: clips[i]!.durationSec,
  })),
  30,
);
const scenes = timeline.map((s, i) => ({
  start: s.start,
  end: s.end,
  words: clips[i]!.words!.map((w) => ({ ...w, start: s.voiceStart + w.start, end: s.voiceStart + w.end })),
}));
const pages = buildCaptionPages(scenes);
const sr = 44100;
const mixed = mixVoiceOverMusic(
  new Float32Array(30 * sr * 2),
  timeline.map((s, i) => ({ clip: clips[i]!, startSec: s.voiceStart })),
  sr,
);
const hop = sr / 100;
const frames: number[] = [];
for (let f = 0; f < mixed.length / 2 / hop; f++) {
  let e = 0;
  for (let i = 0; i < hop; i++) e += (mixed[(f * hop + i) * 2] ?? 0) ** 2;
  frames.push(Math.sqrt(e / hop));
}
const onsets: number[] = [];
let quiet = 0;
frames.forEach((v, f) => {
  if (v < 0.02) quiet++;
  else {
    if (quiet >= 8) onsets.push(f / 100);
    quiet = 0;
  }
});
const errs: number[] = [];
let sounding = 0;
pages.forEach((p, i) => {
  const f0 = Math.floor(p.start * 100);
  if (Math.max(...frames.slice(f0, f0 + 15)) > 0.02) sounding++;
  const prevEnd = pages[i - 1]?.words.at(-1)?.end ?? -1;
  const near = onsets.filter((o) => Math.abs(o - p.start) < 0.4);
  if (p.start - prevEnd > 0.1 && near.length) errs.push(Math.min(...near.map((o) => Math.abs(o - p.start))));
});
const words = pages.reduce((a, p) => a + p.words.length, 0);
console.log(
  `captions: ${pages.length} pages, ${words} words (${(words / pages.length).toFixed(2)} per page); ${sounding}/${pages.length} pages start on sound (energy within 150 ms)`,
);
console.log(
  `page start vs sound onset after a pause: n=${errs.length}, mean ${Math.round((errs.reduce((a, b) => a + b, 0) / errs.length) * 1000)} ms, max ${Math.round(Math.max(...errs) * 1000)} ms`,
);
console.log(`pages past their scene: ${pages.filter((p) => p.end > timeline[p.scene]!.end + 1e-6).length}`);

// The stress lexicon: the share of its words espeak stresses as the lexicon says, read as plain
// text (espeak's own rules) and with the lexicon applied (the word's stress mark, as the ads send it).
{
  const { checkLexicon } = await import('../src/voice/lexicon-check.ts');
  const { LEXICON_ENTRIES } = await import('@reklamo/scene/voice/stress.ts');
  const engine = createEspeakEngine({ timeoutMs: 300_000 });
  const share = (xs: { ok: boolean }[]) =>
    `${xs.filter((x) => x.ok).length}/${xs.length} (${((100 * xs.filter((x) => x.ok).length) / xs.length).toFixed(1)} %)`;
  const before = await checkLexicon(engine, { marked: false });
  const after = await checkLexicon(engine, { marked: true });
  const places = (xs: typeof before) => xs.filter((x) => x.entry.kind !== 'дума');
  console.log(
    `stress lexicon (${LEXICON_ENTRIES.length} words, ${places(before).length} of places): espeak alone ${share(before)}, places ${share(places(before))}; with the lexicon ${share(after)}, places ${share(places(after))}`,
  );
  await engine.close();
}
