import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWebVTT } from '@reklamo/scene/captions/subtitles.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { createEspeakEngine, VoiceEngineError } from '../voice/espeak-engine.ts';
import { espeakVoice } from '../voice/espeak-provider.ts';
import type { VoiceProvider } from '@reklamo/scene/voice/provider.ts';
import { MAX_LINE_CHARS } from '@reklamo/scene/voice/speech-text.ts';
import { renderVideo } from './render-video.ts';

const dir = mkdtempSync(join(tmpdir(), 'reklamo-voice-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const engine = createEspeakEngine();
afterAll(() => engine.close());

/** espeak, remembering every line it was given. */
function recording(): VoiceProvider & { seen: string[] } {
  const inner = espeakVoice({ engine });
  const seen: string[] = [];
  return { name: 'espeak', seen, synthesize: (text, o) => (seen.push(text), inner.synthesize(text, o)) };
}

describe('voice and captions in a render', { timeout: 240_000 }, () => {
  it('a 50 KB offer: the engine only ever sees capped lines, and the process renders the next ad', async () => {
    const voice = recording();
    const Offer = 'Двадесет процента отстъпка за всяка торта '.repeat(1300);
    const outcome = await renderVideo(
      { details: { ...SAMPLE_DETAILS, Offer }, durationSec: 15 },
      { outPath: join(dir, 'huge.mp4'), width: 240, voiceProvider: voice, preset: 'ultrafast' },
    ).then(
      (r) => ({ ok: true as const, r }),
      (err: unknown) => ({ ok: false as const, err }),
    );
    expect(voice.seen.length).toBeGreaterThan(0);
    expect(Math.max(...voice.seen.map((s) => s.length))).toBeLessThanOrEqual(MAX_LINE_CHARS + 1);
    // Either outcome is fine (the offer cannot fit on screen); what matters is a clean result.
    if (outcome.ok) expect(outcome.r.script.every((l) => l.text.length <= MAX_LINE_CHARS + 1)).toBe(true);
    else expect(String(outcome.err)).toMatch(/does not fit/);

    const r = await renderVideo(
      { details: SAMPLE_DETAILS, durationSec: 15, aspectRatio: '9:16', style: 'warm' },
      { outPath: join(dir, 'ad.mp4'), width: 240, voiceProvider: recording(), preset: 'ultrafast' },
    );
    expect(r.vttPath).toBe(join(dir, 'ad.vtt'));
    expect(existsSync(join(dir, 'ad.srt'))).toBe(true);
    const cues = parseWebVTT(readFileSync(r.vttPath!, 'utf8'));
    expect(cues.length).toBe(r.captions.length);
    expect(cues.length).toBeGreaterThan(8);
    for (const c of cues) {
      const scene = r.script.find((s) => c.start >= s.start && c.start < s.end)!;
      expect(c.end).toBeLessThanOrEqual(scene.end + 1e-3);
    }
  });

  it('captions off writes no subtitles; an engine crash renders the ad silent with the reason', async () => {
    const off = await renderVideo(
      { details: SAMPLE_DETAILS, durationSec: 15, captions: false },
      { outPath: join(dir, 'nocap.mp4'), width: 160, voiceProvider: recording(), preset: 'ultrafast' },
    );
    expect(off.captions).toEqual([]);
    expect(off.vttPath).toBeUndefined();
    expect(existsSync(join(dir, 'nocap.vtt'))).toBe(false);

    const crashing: VoiceProvider = {
      name: 'espeak',
      synthesize: () => Promise.reject(new VoiceEngineError('VOICE_ENGINE_CRASHED', 'engine exited (1)')),
    };
    const r = await renderVideo(
      { details: SAMPLE_DETAILS, durationSec: 15 },
      { outPath: join(dir, 'crash.mp4'), width: 160, voiceProvider: crashing, preset: 'ultrafast' },
    );
    expect(r.voice).toBe('none');
    expect(r.voiceFallback).toBe('VOICE_ENGINE_CRASHED');
    expect(existsSync(r.videoPath)).toBe(true);
  });
});
