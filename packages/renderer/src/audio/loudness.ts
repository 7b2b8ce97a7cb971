/**
 * The ad's loudness, set here rather than by ffmpeg: we mix the audio ourselves, so we can measure it
 * (ITU-R BS.1770-4, as EBU R128 and ffmpeg's ebur128 do) and bring it to the target with one gain and a
 * peak limiter. ffmpeg's loudnorm cost a first pass and then ran again in the encoder, both upsampling
 * to 192 kHz: about 2.4 s of CPU an ad (decision 108).
 */

/** Streaming platforms play at about -14 LUFS; louder is turned down, quieter sounds weak. */
export const TARGET_LUFS = -14;
/** Sample peaks stay under this (dBFS), leaving room for peaks between samples and for the AAC encoder. */
export const CEILING_DB = -2;

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

/** The K-weighting filter's two stages for any sample rate (the BS.1770 constants, as libebur128 derives them). */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}

/**
 * Integrated loudness (LUFS) of interleaved stereo: K-weighted mean square in 400 ms blocks every
 * 100 ms, gated at -70 LUFS and then 10 LU under the mean of the blocks left. -Infinity for silence.
 */
export function integratedLoudness(interleaved: Float32Array, sampleRate: number, channels = 2): number {
  const frames = Math.floor(interleaved.length / channels);
  const step = Math.round(sampleRate / 10);
  const segments = new Float64Array(Math.floor(frames / step));
  const [s, h] = kWeighting(sampleRate);
  for (let c = 0; c < channels; c++) {
    // Two biquads in direct form I, state per channel.
    let x1 = 0,
      x2 = 0,
      y1 = 0,
      y2 = 0,
      u1 = 0,
      u2 = 0,
      z1 = 0,
      z2 = 0;
    for (let seg = 0; seg < segments.length; seg++) {
      let sum = 0;
      for (let i = seg * step, end = i + step; i < end; i++) {
        const x = interleaved[i * channels + c]!;
        const y = s.b0 * x + s.b1 * x1 + s.b2 * x2 - s.a1 * y1 - s.a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        const z = h.b0 * y + h.b1 * u1 + h.b2 * u2 - h.a1 * z1 - h.a2 * z2;
        u2 = u1;
        u1 = y;
        z2 = z1;
        z1 = z;
        sum += z * z;
      }
      segments[seg]! += sum;
    }
  }
  const blocks: number[] = [];
  for (let j = 0; j + 4 <= segments.length; j++)
    blocks.push((segments[j]! + segments[j + 1]! + segments[j + 2]! + segments[j + 3]!) / (4 * step));
  const lufs = (ms: number) => -0.691 + 10 * Math.log10(ms);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const loud = blocks.filter((ms) => lufs(ms) > -70);
  if (!loud.length) return -Infinity;
  const relative = lufs(mean(loud)) - 10;
  const gated = loud.filter((ms) => lufs(ms) > relative);
  return lufs(mean(gated));
}

/** The largest absolute sample. */
export function samplePeak(interleaved: Float32Array): number {
  let peak = 0;
  for (let i = 0; i < interleaved.length; i++) {
    const a = Math.abs(interleaved[i]!);
    if (a > peak) peak = a;
  }
  return peak;
}

/**
 * Multiplies by `gain` and holds sample peaks under `ceiling` with a look-ahead limiter linked across
 * channels: the gain ramps down over 5 ms before a peak and recovers over 80 ms after it. Music
 * and voice that fit under the ceiling pass through with the plain gain.
 */
export function gainAndLimit(
  interleaved: Float32Array,
  sampleRate: number,
  gain: number,
  ceiling: number,
  channels = 2,
): Float32Array {
  const frames = Math.floor(interleaved.length / channels);
  const out = new Float32Array(interleaved.length);
  if (samplePeak(interleaved) * gain <= ceiling) {
    for (let i = 0; i < interleaved.length; i++) out[i] = interleaved[i]! * gain;
    return out;
  }
  const g = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let peak = 0;
    for (let c = 0; c < channels; c++) peak = Math.max(peak, Math.abs(interleaved[f * channels + c]!));
    g[f] = peak * gain > ceiling ? ceiling / peak : gain;
  }
  const attack = gain / (0.005 * sampleRate);
  const release = gain / (0.08 * sampleRate);
  for (let f = frames - 2; f >= 0; f--) g[f] = Math.min(g[f]!, g[f + 1]! + attack);
  for (let f = 1; f < frames; f++) g[f] = Math.min(g[f]!, g[f - 1]! + release);
  for (let f = 0; f < frames; f++)
    for (let c = 0; c < channels; c++) out[f * channels + c] = interleaved[f * channels + c]! * g[f]!;
  return out;
}

/**
 * Brings interleaved audio to `target` LUFS with its sample peaks under `ceilingDb`. Limiting takes a
 * little loudness off, so it measures again and corrects, a few times at most. Silence is left as is.
 */
export function normaliseLoudness(
  interleaved: Float32Array,
  sampleRate: number,
  target = TARGET_LUFS,
  ceilingDb = CEILING_DB,
  channels = 2,
): Float32Array {
  const ceiling = 10 ** (ceilingDb / 20);
  let out = interleaved;
  for (let pass = 0; pass < 4; pass++) {
    const lufs = integratedLoudness(out, sampleRate, channels);
    if (!Number.isFinite(lufs) || Math.abs(lufs - target) < 0.1) break;
    out = gainAndLimit(out, sampleRate, 10 ** ((target - lufs) / 20), ceiling, channels);
  }
  return out;
}
