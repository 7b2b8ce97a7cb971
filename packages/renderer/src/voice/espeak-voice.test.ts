import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakEngine, VoiceEngineError } from './espeak-engine.ts';
import { espeakVoice, tokenStarts } from './espeak-provider.ts';
import { speechTokens } from '@reklamo/scene/voice/speech-text.ts';

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
    const starts = tokenStarts(
      tokens,
      [
        { type: 'word', pos: 1, len: 5, ms: 0 },
        { type: 'word', pos: 7, len: 2, ms: 400 },
      ],
      1300,
    );
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
    const err = await slow
      .synth(['Дълго изречение, което няма да стигне до края си навреме.'], {})
      .catch((e: unknown) => e);
    expect((err as VoiceEngineError).reason).toBe('VOICE_ENGINE_TIMEOUT');
    await slow.close();
  });
});

describe('the shared espeak engine', { timeout: 60_000 }, () => {
  it('outlives the voices that use it, and never keeps a process from ending', async () => {
    // A process that reads two lines through two voices, closing the first before the second, then
    // ends on its own: the engine stays for a minute without work, but its thread holds nothing open.
    const script = `
      import { espeakVoice } from ${JSON.stringify(new URL('./espeak-provider.ts', import.meta.url).href)};
      import { sharedEspeakEngine } from ${JSON.stringify(new URL('./espeak-engine.ts', import.meta.url).href)};
      const a = espeakVoice();
      const one = await a.synthesize('Пекарна Слънце.');
      await a.close();
      const b = espeakVoice();
      const two = await b.synthesize('Торти по поръчка.');
      console.log(JSON.stringify({ one: one.durationSec, two: two.durationSec, threads: sharedEspeakEngine().threadsStarted() }));
    `;
    const dir = mkdtempSync(join(tmpdir(), 'reklamo-shared-voice-'));
    writeFileSync(join(dir, 'speak.mts'), script);
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'speak.mts')], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    rmSync(dir, { recursive: true, force: true });
    // A thread that kept the process alive would hold it for the engine's idle minute: killed at 30 s.
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(out.one).toBeGreaterThan(0.5);
    expect(out.two).toBeGreaterThan(0.5);
    // Both voices read on the one engine's one thread: closing the first did not end it.
    expect(out.threads).toBe(1);
  });
});
