import { STRESS_LEXICON_DATA } from './stress-lexicon.ts';

/**
 * Where a word is stressed. The spoken text marks it with a combining acute after the stressed
 * vowel ("Га́брово"): espeak gets the word as phonemes with its stress there (the engine's thread
 * turns the mark into [[…]] input), Azure gets an IPA <phoneme>, the other providers plain text.
 * The captions never see the mark: it lives only in what is said.
 */

/** U+0301, the mark put after a stressed vowel in the spoken text. */
export const STRESS_MARK = '\u0301';
const VOWEL = /[аъоуеиюяѝ]/i;
const VOWELS = /[аъоуеиюяѝ]/gi;
/** A written word: any letters ("Lucky" can be fixed to "Лъ́ки"), with a hyphen or an apostrophe inside. */
const WORD = /\p{L}+(?:\u0301\p{L}*)*(?:[-'’]\p{L}+(?:\u0301\p{L}*)*)*/gu;

/** Lower-case written word → the spoken form the owner gave it (may carry the mark, or be a respelling). */
export type Pronunciations = ReadonlyMap<string, string>;

export type LexiconEntry = { word: string; vowel: number; kind: string; source: string };

export const LEXICON_KINDS = ['град', 'село', 'курорт', 'квартал', 'място', 'дума'] as const;

/**
 * The lexicon's lines: the word in lower case with its stressed vowel in upper case, its kind
 * and the key of its source (see the data file's head). A name of several words is several
 * entries. Throws on a line it cannot read, so a typo fails the tests, not an ad.
 */
export function parseLexicon(text: string): LexiconEntry[] {
  const out: LexiconEntry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const cols = line.split(/\s*\|\s*/);
    if (cols.length !== 3) throw new Error(`stress lexicon: bad line "${raw}"`);
    const [name, kind, source] = cols as [string, string, string];
    for (const w of name.split(/\s+/)) {
      const vowels = [...w.matchAll(VOWELS)];
      const stressed = vowels.findIndex((v) => v[0] !== v[0].toLowerCase());
      if (vowels.length < 2) continue;
      if (
        stressed < 0 ||
        vowels.filter((v) => v[0] !== v[0].toLowerCase()).length !== 1 ||
        /[А-Я]/.test(w.replace(/[АЪОУЕИЮЯ]/g, ''))
      )
        throw new Error(`stress lexicon: "${w}" needs exactly one upper-case vowel`);
      out.push({ word: w.toLowerCase(), vowel: stressed, kind, source });
    }
  }
  return out;
}

export const LEXICON_ENTRIES: readonly LexiconEntry[] = parseLexicon(STRESS_LEXICON_DATA);
/** Word → its stressed vowel (0 = the first vowel). */
export const STRESS_LEXICON: ReadonlyMap<string, number> = new Map(LEXICON_ENTRIES.map((e) => [e.word, e.vowel]));

/** The word with the mark after its `vowel`-th vowel, its letters and case as they were. */
export function markStress(word: string, vowel: number): string {
  let n = -1;
  let out = '';
  for (const ch of word.replace(/\u0301/g, '')) {
    out += ch;
    if (VOWEL.test(ch) && ++n === vowel) out += STRESS_MARK;
  }
  return out;
}

/** Which vowel a spoken word stresses (its mark), or -1. */
export function markedVowel(word: string): number {
  const at = word.indexOf(STRESS_MARK);
  if (at < 0) return -1;
  return (word.slice(0, at).match(VOWELS)?.length ?? 0) - 1;
}

/** Spoken text without the marks: for providers that take plain text. */
export const plainSpoken = (text: string): string => text.replace(/\u0301/g, '');

/** What the owner wrote as a fix, kept as it should be said: a respelling or the word with its mark. */
export function normalizeFix(spoken: string): string {
  return spoken
    .normalize('NFD')
    .replace(/[\u0300-\u0302]/g, STRESS_MARK)
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Marks the stress of every word the owner fixed or the lexicon knows, in words already spoken
 * (numbers written out). A word with a mark already is left as it is.
 */
export function applyStress(say: string, pron?: Pronunciations): string {
  return say.replace(WORD, (w) => {
    if (w.includes(STRESS_MARK)) return w;
    const key = w.toLowerCase();
    const fix = pron?.get(key);
    if (fix) return matchCase(fix, w);
    const v = STRESS_LEXICON.get(key);
    if (v !== undefined) return markStress(w, v);
    // A noun in -ост with its article stresses the article ("безопасността́", "възможността́"); espeak does not know it.
    if (/[ое]стта$/.test(key)) return markStress(w, (key.match(VOWELS)?.length ?? 1) - 1);
    return w;
  });
}

/** A fix keeps the written word's capital ("Рекламо" stays capitalised when the fix was typed lower). */
const matchCase = (fix: string, written: string) =>
  /^\p{Lu}/u.test(written) && /^\p{Ll}/u.test(fix) ? fix[0]!.toUpperCase() + fix.slice(1) : fix;

const IPA: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'ɡ',
  д: 'd',
  е: 'ɛ',
  ж: 'ʒ',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'ɫ',
  м: 'm',
  н: 'n',
  о: 'ɔ',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 't͡s',
  ч: 't͡ʃ',
  ш: 'ʃ',
  щ: 'ʃt',
  ъ: 'ɤ',
  ь: 'ʲ',
  ю: 'ju',
  я: 'ja',
  ѝ: 'i',
};
const REDUCED: Record<string, string> = { a: 'ɐ', ɤ: 'ɐ', ɔ: 'o', u: 'ʊ' };

/**
 * A marked word in IPA for Azure's <phoneme>: Bulgarian spelling is close to its sound, so a letter
 * rule with the unstressed а/ъ, о, у reduced is enough for a neural voice; ˈ opens the stressed syllable.
 */
export function ipaOf(word: string): string {
  const stressed = markedVowel(word);
  const letters = [...word.toLowerCase().replace(/\u0301/g, '')];
  const segs: { ipa: string; vowel: boolean }[] = [];
  let v = -1;
  letters.forEach((ch, i) => {
    const next = letters[i + 1] ?? '';
    let ipa = IPA[ch] ?? ch;
    const vowel = VOWEL.test(ch);
    if (vowel) v++;
    if (ch === 'л' && /[еиьюя]/.test(next)) ipa = 'l';
    // After a consonant, ю and я soften it instead of adding a j.
    if ((ch === 'ю' || ch === 'я') && i > 0 && !VOWEL.test(letters[i - 1]!)) ipa = `ʲ${ipa.slice(1)}`;
    if (vowel && v !== stressed) ipa = ipa.replace(/[aɤɔu]$/, (x) => REDUCED[x]!);
    segs.push({ ipa, vowel });
  });
  let at = -1;
  v = -1;
  segs.forEach((s, i) => {
    if (s.vowel && ++v === stressed) at = i;
  });
  if (at < 0) return segs.map((s) => s.ipa).join('');
  // The stressed syllable takes the one consonant before its vowel (all of them at the word's start).
  let start = at;
  while (start > 0 && !segs[start - 1]!.vowel) start--;
  const onset = start === 0 ? 0 : at > start ? at - 1 : at;
  return segs.map((s, i) => (i === onset ? `ˈ${s.ipa}` : s.ipa)).join('');
}
