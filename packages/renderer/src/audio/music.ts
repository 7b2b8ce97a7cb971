/**
 * Background music synthesised in code: a chord pad, a bass line and a soft beat. Pure JS so it
 * needs no samples from the network and can run in a browser preview.
 */

import { MUSIC_MOODS, type MusicMood } from '@reklamo/contract';

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

/**
 * Interleaved stereo float PCM of exactly `durationSec`. The steady sines (pad voices, bass, arpeggio,
 * pan, the bar's swell) are phasors rotated once a sample and the decays are multiplied down from
 * their exact value at each beat: about 5× faster than calling sin and exp per sample, with the same
 * sound to well under a 16-bit step.
 */
export function synthMusic(spec: MusicSpec, durationSec: number, sampleRate: number): Float32Array {
  const n = Math.round(durationSec * sampleRate);
  const out = new Float32Array(n * 2);
  const beatSec = 60 / spec.bpm;
  const barSec = beatSec * 4;
  const halfBeat = beatSec / 2;
  const prog = PROGRESSIONS[spec.mood];
  const noise = rng(7);
  const tau = Math.PI * 2;
  // A rotation by a phase step of `f` cycles a sample.
  const turn = (f: number) => [Math.cos(tau * f), Math.sin(tau * f)] as const;
  // Per chord, the rotations of the four pad voices, the bass and the four arpeggio notes (cos, sin).
  const steps = new Float64Array(prog.length * 9 * 2);
  prog.forEach((chord, k) => {
    const fs = [
      ...chord.map((c, v) => (midiHz(spec.root + 12 + c) * (1 + (v % 2 ? 0.003 : -0.003))) / sampleRate),
      midiHz(spec.root - 12 + chord[0]!) / sampleRate,
      ...chord.map((c) => midiHz(spec.root + 24 + c) / sampleRate),
    ];
    fs.forEach((f, j) => steps.set(turn(f), (k * 9 + j) * 2));
  });
  // Phasors (cos, sin) of the pad voices 0-3, the bass 4 and the arpeggio 5: the phase continues
  // across chord changes, so there are no clicks.
  const pc = new Float64Array([1, 1, 1, 1, 1, 1]);
  const ps = new Float64Array(6);
  const BASS = 4;
  const ARP = 5;
  const rotate = (k: number, step: number) => {
    const cr = steps[step]!;
    const sr = steps[step + 1]!;
    const c = pc[k]!;
    const s = ps[k]!;
    pc[k] = c * cr - s * sr;
    ps[k] = s * cr + c * sr;
  };
  const [panCr, panSr] = turn(0.1 / sampleRate);
  let panC = 1;
  let panS = 0;
  const [swellCr, swellSr] = turn(1 / (barSec * sampleRate));
  let swellC = 1;
  let swellS = 0;
  // Per-sample decay factors of the envelopes, and their current values.
  const bassK = Math.exp(-3 / (beatSec * sampleRate));
  const kickK = Math.exp(-9 / sampleRate);
  const kickPitchK = Math.exp(-30 / sampleRate);
  const hatK = Math.exp(-45 / sampleRate);
  const arpK = Math.exp(-6 / sampleRate);
  let bassEnv = 0;
  let kickEnv = 0;
  let kickPitch = 0;
  let hatEnv = 0;
  let arpEnv = 0;
  let lastBar = -1;
  let lastBeat = -1;
  let lastArp = -1;
  let hatOn = false;
  let kickPhase = 0;
  let lp = 0;
  let hatHp = 0;
  let prevNoise = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const bar = Math.floor(t / barSec);
    const inBar = t - bar * barSec;
    const chord = bar % prog.length;
    const beatIdx = Math.floor(inBar / beatSec);
    const tb = inBar - beatIdx * beatSec;
    const arpStep = Math.floor(inBar / halfBeat);
    // Exact values at each bar, beat and half beat; multiplied down (or turned) between them.
    if (bar !== lastBar) {
      lastBar = bar;
      swellC = Math.cos((tau * inBar) / barSec);
      swellS = Math.sin((tau * inBar) / barSec);
      // Renormalise the phasors once a bar (rounding would otherwise let them drift).
      for (let k = 0; k < 6; k++) {
        const m = 1 / Math.hypot(pc[k]!, ps[k]!);
        pc[k]! *= m;
        ps[k]! *= m;
      }
    } else {
      const c = swellC;
      swellC = c * swellCr - swellS * swellSr;
      swellS = swellS * swellCr + c * swellSr;
    }
    if (beatIdx !== lastBeat) {
      lastBeat = beatIdx;
      bassEnv = Math.exp(-(tb / beatSec) * 3);
      kickEnv = Math.exp(-tb * 9);
      kickPitch = Math.exp(-tb * 30);
      hatOn = false;
    } else {
      bassEnv *= bassK;
      kickEnv *= kickK;
      kickPitch *= kickPitchK;
    }
    if (arpStep !== lastArp) {
      lastArp = arpStep;
      arpEnv = Math.exp(-(inBar - arpStep * halfBeat) * 6);
    } else arpEnv *= arpK;
    // Pad: four detuned voices with a slow swell per bar; the 2nd and 3rd harmonics come from the
    // first by the double- and triple-angle identities.
    const swell = Math.min(1, inBar / 0.6) * (0.75 + 0.25 * swellC);
    const at = chord * 18;
    let pad = 0;
    for (let v = 0; v < 4; v++) {
      rotate(v, at + v * 2);
      const s = ps[v]!;
      pad += s + 0.6 * s * pc[v]! + 0.12 * s * (3 - 4 * s * s);
    }
    pad *= 0.055 * swell;
    lp += (pad - lp) * 0.25;
    // Bass on every beat, root of the chord.
    rotate(BASS, at + 8);
    const bass = ps[BASS]! * 0.16 * bassEnv * spec.beat;
    // Kick: pitch-dropping sine on beats 1 and 3; hat: high-passed noise on off-beats.
    let kick = 0;
    if (beatIdx % 2 === 0 || spec.bpm > 110) {
      kickPhase = tb < 0.0005 ? 0 : kickPhase + (50 + 90 * kickPitch) / sampleRate;
      kick = Math.sin(tau * kickPhase) * kickEnv * 0.32 * spec.beat;
    }
    const nz = noise();
    hatHp = nz - prevNoise;
    prevNoise = nz;
    const th = tb - halfBeat;
    let hat = 0;
    if (th >= 0) {
      hatEnv = hatOn ? hatEnv * hatK : Math.exp(-th * 45);
      hatOn = true;
      hat = hatHp * hatEnv * 0.09 * spec.beat;
    }
    // A gentle lead arpeggio adds movement without competing with the voice.
    rotate(ARP, at + 10 + (arpStep % 4) * 2);
    const arp = ps[ARP]! * arpEnv * 0.035;
    const fade = Math.min(1, t / 1.2, (durationSec - t) / 1.5);
    const mono = (lp + bass + kick) * fade;
    const pan = panS * 0.3;
    const c = panC;
    panC = c * panCr - panS * panSr;
    panS = panS * panCr + c * panSr;
    out[i * 2] = mono + hat * (0.6 + pan) * fade + arp * (0.5 - pan) * fade;
    out[i * 2 + 1] = mono + hat * (0.6 - pan) * fade + arp * (0.5 + pan) * fade;
  }
  return out;
}

export { MUSIC_MOODS, type MusicMood };

/** Four beds that differ in tempo, key, mode and how much beat they carry. */
export const MOOD_BEDS: Record<MusicMood, MusicSpec> = {
  energetic: { bpm: 124, root: 45, mood: 'minor', beat: 1 },
  warm: { bpm: 96, root: 50, mood: 'major', beat: 0.65 },
  elegant: { bpm: 78, root: 43, mood: 'minor', beat: 0.3 },
  calm: { bpm: 68, root: 48, mood: 'major', beat: 0.12 },
};

const TRADE_MOODS: [RegExp, MusicMood][] = [
  [
    /фитнес|треньор|спорт|зала|кросфит|автомоб|автосерв|детайлинг|гуми|мото|танц|парти|клуб|бар\b|пица|бургер|доставк/i,
    'energetic',
  ],
  [/бижу|часовни|салон|козмет|красот|мода|бутик|хотел|вино|адвока|нотари|архитект|интериор|сватб|фото/i, 'elegant'],
  [/зъб|стомат|дентал|клиник|лекар|медиц|аптек|масаж|спа\b|йога|терап|психол|почист|ветерин|счетовод/i, 'calm'],
  [/пекарн|сладкар|торт|кафе|ресторант|семейн|детск|цвет|градин|занаят|домашн|ремонт|вик|водопровод|ключар/i, 'warm'],
];

const STYLE_MOODS: Record<string, MusicMood> = {
  bold: 'energetic',
  neon: 'energetic',
  warm: 'warm',
  clean: 'warm',
  editorial: 'elegant',
  luxe: 'elegant',
};

/** The bed for an ad: the trade decides when it is clear, the style otherwise. */
export function moodFor(styleId: string, trade: string): MusicMood {
  for (const [re, mood] of TRADE_MOODS) if (re.test(trade)) return mood;
  return STYLE_MOODS[styleId] ?? 'warm';
}
