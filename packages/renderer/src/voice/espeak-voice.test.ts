import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakEngine, VoiceEngineError } from './espeak-engine.ts';
import { espeakVoice, tokenStarts } from './espeak-provider.ts';
import { speechTokens } from './speech-text.ts';

const engine = createEspeakEngine();
const voice = espeakVoice({ engine });
afterAll(() => engine.close());

describe('espeak voice (isolated engine)', { timeout: 60_000 }, () => {
  it('speaks Bulgarian with a timing for every shown word, in order, inside the clip', async () => {
    const line = 'Търсите торти по поръчка? Пекарна Слънце, ул. Главна 12.';
    const clip = await voice.synthesize(line);
    expect(clip.durationSec).toBeGreaterThan(2);
    expect(clip.words!.map((w) => w.text)).toEqual(speechTokens(line).map((t) => t.show));
    for (let i = 0; i < clip.words!.length; i++) {
      const w = clip.words![i]!;
      expect(w.end).toBeGreaterThan(w.start);
      expect(w.end).toBeLessThanOrEqual(clip.durationSec + 1e-6);
      if (i) expect(w.start).toBeGreaterThanOrEqual(clip.words![i - 1]!.start);
    }
  });

  it('splits a span espeak merged (an unstressed clitic with its word) by character count', () => {
    const tokens = speechTokens('торти по поръчка');
    // espeak gives events for "торти" and "по" but none for "поръчка".
    const starts = tokenStarts(tokens, [
      { type: 'word', pos: 1, len: 5, ms: 0 },
      { type: 'word', pos: 7, len: 2, ms: 400 },
    ], 1300);
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBe(400);
    expect(starts[2]).toBeCloseTo(400 + (900 * 2) / 9, 5);
  });

  it('a 50 KB line is capped before the engine: the clip is an ad line, not 50 minutes', async () => {
    const clip = await voice.synthesize('Двадесет процента отстъпка за всяка торта '.repeat(1300));
    expect(clip.durationSec).toBeGreaterThan(5);
    expect(clip.durationSec).toBeLessThan(60);
  });

  it('an engine crash outside any promise ends only the engine thread; the next line is spoken', async () => {
    const err = await engine.crashForTest().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VoiceEngineError);
    expect((err as VoiceEngineError).reason).toBe('VOICE_ENGINE_CRASHED');
    const clip = await voice.synthesize('Все още говоря.');
    expect(clip.durationSec).toBeGreaterThan(0.5);
  });

  it('a stuck engine is ended at the timeout and reported', async () => {
    const slow = createEspeakEngine({ timeoutMs: 1 });
    const err = await slow.synth(['Дълго изречение, което няма да стигне до края си навреме.'], {}).catch((e: unknown) => e);
    expect((err as VoiceEngineError).reason).toBe('VOICE_ENGINE_TIMEOUT');
    await slow.close();
  });
});
