/**
 * Background music synthesised in code: a chord pad, a bass line and a soft beat. Pure JS so it
 * needs no samples from the network and can run in a browser preview.
 */

export type MusicSpec = { bpm: number; root: number; mood: 'major' | 'minor'; beat: number };

const midiHz = (m: number) => 440 * 2 ** ((m - 69) / 12);

// I–V–vi–IV and i–VI–III–VII: the progressions most ad music uses, so it sounds familiar, not odd.
const PROGRESSIONS: Record<MusicSpec['mood'], number[][]> = {
  major: [
    [0, 4, 7, 11],
    [7, 11, 14, 17],
    [9, 12, 16, 19],
    [5, 9, 12, 16],
  ],
  minor: [
    [0, 3, 7, 10],
    [8, 12, 15, 19],
    [3, 7, 10, 14],
    [10, 14, 17, 21],
  ],
};

/** Deterministic noise so renders are reproducible. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32 - 0.5;
  };
}

/** Interleaved stereo float PCM of exactly `durationSec`. */
export function synthMusic(spec: MusicSpec, durationSec: number, sampleRate: number): Float32Array {
  const n = Math.round(durationSec * sampleRate);
  const out = new Float32Array(n * 2);
  const beatSec = 60 / spec.bpm;
  const barSec = beatSec * 4;
  const prog = PROGRESSIONS[spec.mood];
  const noise = rng(7);
  const tau = Math.PI * 2;
  // Phase accumulators avoid clicks when the chord changes.
  const phases = new Float64Array(8);
  // Each chord's frequencies, worked out once rather than per sample (2 ** x is the costly part).
  const pads = prog.map((chord) => chord.map((c, v) => (midiHz(spec.root + 12 + c) * (1 + (v % 2 ? 0.003 : -0.003))) / sampleRate));
  const basses = prog.map((chord) => midiHz(spec.root - 12 + chord[0]!) / sampleRate);
  const arps = prog.map((chord) => chord.map((c) => midiHz(spec.root + 24 + c) / sampleRate));
  let lp = 0;
  let hatHp = 0;
  let prevNoise = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const bar = Math.floor(t / barSec);
    const inBar = t - bar * barSec;
    const chord = bar % prog.length;
    // Pad: four detuned voices with a slow swell per bar; the 2nd and 3rd harmonics come from the
    // first by the double- and triple-angle identities, one sine and one cosine a voice.
    const swell = Math.min(1, inBar / 0.6) * (0.75 + 0.25 * Math.cos((tau * inBar) / barSec));
    const padF = pads[chord]!;
    let pad = 0;
    for (let v = 0; v < 4; v++) {
      phases[v] = (phases[v]! + padF[v]!) % 1;
      const p = tau * phases[v]!;
      const s = Math.sin(p);
      pad += s + 0.6 * s * Math.cos(p) + 0.12 * s * (3 - 4 * s * s);
    }
    pad *= 0.055 * swell;
    lp += (pad - lp) * 0.25;
    // Bass on every beat, root of the chord.
    const beatPos = (inBar % beatSec) / beatSec;
    phases[4] = (phases[4]! + basses[chord]!) % 1;
    const bass = Math.sin(tau * phases[4]!) * 0.16 * Math.exp(-beatPos * 3) * spec.beat;
    // Kick: pitch-dropping sine on beats 1 and 3; hat: high-passed noise on off-beats.
    const beatIdx = Math.floor(inBar / beatSec);
    const tb = inBar - beatIdx * beatSec;
    let kick = 0;
    if (beatIdx % 2 === 0 || spec.bpm > 110) {
      phases[5] = tb < 0.0005 ? 0 : phases[5]! + (50 + 90 * Math.exp(-tb * 30)) / sampleRate;
      kick = Math.sin(tau * phases[5]!) * Math.exp(-tb * 9) * 0.32 * spec.beat;
    }
    const nz = noise();
    hatHp = nz - prevNoise;
    prevNoise = nz;
    const th = tb - beatSec / 2;
    const hat = th >= 0 ? hatHp * Math.exp(-th * 45) * 0.09 * spec.beat : 0;
    // A gentle lead arpeggio adds movement without competing with the voice.
    const arpStep = Math.floor(inBar / (beatSec / 2));
    const arpT = inBar - arpStep * (beatSec / 2);
    phases[6] = (phases[6]! + arps[chord]![arpStep % 4]!) % 1;
    const arp = Math.sin(tau * phases[6]!) * Math.exp(-arpT * 6) * 0.035;
    const fade = Math.min(1, t / 1.2, (durationSec - t) / 1.5);
    const mono = (lp + bass + kick) * fade;
    const pan = Math.sin(tau * t * 0.1) * 0.3;
    out[i * 2] = mono + hat * (0.6 + pan) * fade + arp * (0.5 - pan) * fade;
    out[i * 2 + 1] = mono + hat * (0.6 - pan) * fade + arp * (0.5 + pan) * fade;
  }
  return out;
}

export const MUSIC_MOODS = ['energetic', 'warm', 'elegant', 'calm'] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];

/** Four beds that differ in tempo, key, mode and how much beat they carry. */
export const MOOD_BEDS: Record<MusicMood, MusicSpec> = {
  energetic: { bpm: 124, root: 45, mood: 'minor', beat: 1 },
  warm: { bpm: 96, root: 50, mood: 'major', beat: 0.65 },
  elegant: { bpm: 78, root: 43, mood: 'minor', beat: 0.3 },
  calm: { bpm: 68, root: 48, mood: 'major', beat: 0.12 },
};

const TRADE_MOODS: [RegExp, MusicMood][] = [
  [/фитнес|треньор|спорт|зала|кросфит|автомоб|автосерв|детайлинг|гуми|мото|танц|парти|клуб|бар\b|пица|бургер|доставк/i, 'energetic'],
  [/бижу|часовни|салон|козмет|красот|мода|бутик|хотел|вино|адвока|нотари|архитект|интериор|сватб|фото/i, 'elegant'],
  [/зъб|стомат|дентал|клиник|лекар|медиц|аптек|масаж|спа\b|йога|терап|психол|почист|ветерин|счетовод/i, 'calm'],
  [/пекарн|сладкар|торт|кафе|ресторант|семейн|детск|цвет|градин|занаят|домашн|ремонт|вик|водопровод|ключар/i, 'warm'],
];

const STYLE_MOODS: Record<string, MusicMood> = { bold: 'energetic', neon: 'energetic', warm: 'warm', clean: 'warm', editorial: 'elegant', luxe: 'elegant' };

/** The bed for an ad: the trade decides when it is clear, the style otherwise. */
export function moodFor(styleId: string, trade: string): MusicMood {
  for (const [re, mood] of TRADE_MOODS) if (re.test(trade)) return mood;
  return STYLE_MOODS[styleId] ?? 'warm';
}
