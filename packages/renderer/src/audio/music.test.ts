import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';
import { mixVoiceOverMusic } from './mix.ts';
import { MOOD_BEDS, moodFor, MUSIC_MOODS, synthMusic } from './music.ts';
import { loadMusicBed } from './own-music.ts';

const rms = (x: Float32Array, a = 0, b = x.length) => {
  let e = 0;
  for (let i = a; i < b; i++) e += x[i]! ** 2;
  return Math.sqrt(e / Math.max(1, b - a));
};

describe('music beds', () => {
  it('picks the mood from the trade, else from the style', () => {
    expect(moodFor('clean', 'Персонален треньор във фитнес зала')).toBe('energetic');
    expect(moodFor('bold', 'Семейна пекарна')).toBe('warm');
    expect(moodFor('bold', 'Бижута ръчна изработка')).toBe('elegant');
    expect(moodFor('neon', 'Дентална клиника')).toBe('calm');
    expect(moodFor('luxe', 'нещо неизвестно')).toBe('elegant');
    expect(moodFor('bold', 'нещо неизвестно')).toBe('energetic');
  });

  it('four beds that really differ: energetic carries the most beat, calm the least', () => {
    const sr = 8000;
    const beds = MUSIC_MOODS.map((m) => synthMusic(MOOD_BEDS[m], 6, sr));
    // High-passed energy (differences of samples) is where kick and hat live.
    const punch = beds.map((b) => {
      const d = new Float32Array(b.length / 2 - 1);
      for (let i = 0; i < d.length; i++) d[i] = b[(i + 1) * 2]! - b[i * 2]!;
      return rms(d);
    });
    expect(new Set(MUSIC_MOODS.map((m) => `${MOOD_BEDS[m].bpm}/${MOOD_BEDS[m].mood}`)).size).toBe(4);
    expect(punch[0]).toBeGreaterThan(punch[3]!);
  });

  it('ducks the music under the voice', () => {
    const sr = 8000;
    const bed = synthMusic(MOOD_BEDS.warm, 6, sr);
    const voice = new Float32Array(2 * sr);
    const mixed = mixVoiceOverMusic(bed, [{ clip: { pcm: voice, sampleRate: sr, durationSec: 2 }, startSec: 2 }], sr);
    // Music alone (voice is silent) during the line versus before it.
    expect(rms(mixed, 2.6 * sr * 2, 3.8 * sr * 2)).toBeLessThan(rms(mixed, 0.9 * sr * 2, 1.7 * sr * 2) * 0.4);
  });

  it("loops the customer's short music to the ad's length and fades it out", async () => {
    const ff = defaultFfmpegPath();
    const dir = mkdtempSync(join(tmpdir(), 'reklamo-music-'));
    try {
      const p = join(dir, 'loop.mp3');
      execFileSync(ff, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=2', p]);
      const sr = 8000;
      const bed = await loadMusicBed(ff, p, 6, sr);
      expect(bed.length).toBe(6 * sr * 2);
      expect(rms(bed, 4 * sr * 2, 4.4 * sr * 2)).toBeGreaterThan(0.01);
      expect(rms(bed, 5.9 * sr * 2, 6 * sr * 2)).toBeLessThan(rms(bed, 4 * sr * 2, 4.4 * sr * 2) * 0.2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
