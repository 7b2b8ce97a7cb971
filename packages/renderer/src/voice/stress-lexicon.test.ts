import { afterAll, describe, expect, it } from 'vitest';
import { DISTRICTS, RESORTS, TOWNS } from '../../../brain/src/local/gazetteer.ts';
import { createEspeakEngine } from './espeak-engine.ts';
import { inspectSpeech } from './inspect.ts';
import { checkLexicon } from './lexicon-check.ts';
import { speechTokens } from '@reklamo/scene/voice/speech-text.ts';
import {
  applyStress,
  LEXICON_ENTRIES,
  LEXICON_KINDS,
  markStress,
  normalizeFix,
  plainSpoken,
  STRESS_LEXICON,
} from '@reklamo/scene/voice/stress.ts';
import { STRESS_LEFT_OUT, STRESS_LEXICON_DATA } from '@reklamo/scene/voice/stress-lexicon.ts';

const engine = createEspeakEngine({ timeoutMs: 120_000 });
afterAll(() => engine.close());

describe('stress lexicon', () => {
  it('holds at least 600 places, every line with its kind and its source', () => {
    const lines = STRESS_LEXICON_DATA.trim()
      .split('\n')
      .map((l) => l.split('|').map((c) => c.trim()));
    const places = lines.filter(([, kind]) => kind !== 'дума');
    expect(places.length).toBeGreaterThanOrEqual(600);
    for (const [name, kind, source] of lines) {
      expect(LEXICON_KINDS as readonly string[], name).toContain(kind);
      expect(['Н', 'М', 'Д', 'П'], name).toContain(source);
    }
    // One word, one stress: a name that repeats a word stresses it the same way.
    const seen = new Map<string, number>();
    for (const e of LEXICON_ENTRIES) {
      expect(seen.get(e.word) ?? e.vowel, e.word).toBe(e.vowel);
      seen.set(e.word, e.vowel);
    }
    for (const w of ['майстори', 'крачета', 'белите']) expect(STRESS_LEXICON.has(w), w).toBe(true);
  });

  it('has every town, district and resort the gazetteer knows, but the few left out as unsure', () => {
    const words = (names: readonly string[]) =>
      names
        .filter((n) => !STRESS_LEFT_OUT.includes(n))
        .flatMap((n) => n.split(/\s+/))
        .filter((w) => (w.match(/[аъоуеиюя]/gi) ?? []).length >= 2);
    const missing = [...TOWNS, ...DISTRICTS.map((d) => d.name), ...RESORTS]
      .flatMap((n) => words([n]))
      .filter((w) => !STRESS_LEXICON.has(w.toLowerCase()));
    expect(missing).toEqual([]);
  });

  it('brings every entry to the engine with its stress: the phonemes carry ˈ before the lexicon’s syllable', async () => {
    const checks = await checkLexicon(engine, { marked: true });
    const wrong = checks.filter((c) => !c.ok).map((c) => `${c.entry.word}: ${c.phonemes}`);
    expect(wrong).toEqual([]);
    expect(checks.length).toBe(LEXICON_ENTRIES.length);
  }, 120_000);

  it('never lets typed text open phoneme input or SSML in the engine', async () => {
    const said = await inspectSpeech('Пица [[x]] <b>паста</b> в Габрово.', { engine });
    // "[[x]]" is read as letters, not as the phoneme "x"; the tags as signs, not as SSML.
    expect(said.words.map((w) => w.text).join(' ')).toMatch(/Пица \[\[ x\]\] < b> паста< \/ b> в Габрово/);
    expect(said.words.find((w) => w.text === 'Габрово')?.phonemes).toMatch(/^ˈɡa/);
  }, 60_000);

  it('applies in running text, keeps the caption as written, and lets an owner’s fix win', async () => {
    const line = 'Майстори от Габрово и Пловдив, ж.к. Младост.';
    const tokens = speechTokens(line);
    expect(tokens.map((t) => t.show).join(' ')).toBe(line);
    expect(tokens.map((t) => t.say).join(' ')).toContain(markStress('Габрово', 0));
    const said = await inspectSpeech(line, { engine });
    const ipa = Object.fromEntries(said.words.map((w) => [w.text, w.phonemes]));
    expect(ipa['Габрово']).toMatch(/^ˈɡa/);
    expect(ipa['Пловдив']).toMatch(/^ˈpɫo/);
    expect(ipa['Майстори']).toMatch(/^ˈmaj/);
    // The owner says the shop's name "Рекламо" with the stress on "ла", and a town the other way.
    const pron = new Map([
      ['рекламо', normalizeFix('Рекла́мо')],
      ['габрово', normalizeFix('Габро́во')],
    ]);
    const fixed = await inspectSpeech('Рекламо в Габрово', { engine, pron });
    expect(fixed.words.map((w) => w.text)).toEqual(['Рекламо', 'в', 'Габрово']);
    expect(fixed.words[0]!.phonemes).toMatch(/^rekˈɫ/);
    expect(fixed.words[2]!.phonemes).toMatch(/ˈro/);
    expect(plainSpoken(applyStress('Рекламо', pron))).toBe('Рекламо');
    // A noun in -ост with its article is stressed on the article, as the language always does.
    expect(applyStress('безопасността и възможността')).toBe('безопасността\u0301 и възможността\u0301');
    // A brand written in Latin letters is said as the owner typed it, the caption keeps "Lucky".
    const lucky = new Map([
      ['lucky', normalizeFix('Лъ́ки')],
      ['кока-кола', normalizeFix('Ко́ка-Ко́ла')],
    ]);
    expect(applyStress('Пицария Lucky, Кока-Кола', lucky)).toBe('Пицария Лъ́ки, Ко́ка-Ко́ла');
    expect(speechTokens('Пицария Lucky.', lucky).map((t) => t.show)).toEqual(['Пицария', 'Lucky.']);
  }, 60_000);
});
