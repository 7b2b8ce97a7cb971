/**
 * A brief typed in Latin letters the way Bulgarians type on a phone ("kvartiri vav Varvara, staya za
 * dvama 30 evro"), read as the Bulgarian it is. The letters ъ, й and я have no one Latin spelling
 * ("vav" is "във", "basein" is "басейн"), so each spelling a word may have is looked up in the
 * hunspell word list the spell checker uses, and in the towns and names we know.
 */

import { RESORTS, TOWNS } from './gazetteer.ts';
import { GIVEN_NAMES } from './given-names.ts';

let lexicon: ReadonlySet<string> | undefined;
let headWords: ReadonlySet<string> = new Set();
let properWords: ReadonlySet<string> = new Set();

/**
 * The dictionary's head words, read once on the first Latin brief (a few tens of milliseconds). Read
 * through Node when there is one: the web app bundles this module and goes without (every word then
 * takes its usual spelling).
 */
function words(): ReadonlySet<string> {
  if (lexicon) return lexicon;
  const set = new Set<string>();
  for (const w of [...TOWNS, ...RESORTS, ...GIVEN_NAMES])
    for (const part of w.toLocaleLowerCase('bg-BG').split(/\s+/)) set.add(part);
  try {
    type Fs = { readFileSync(path: string, enc: 'utf8'): string };
    type Module = { createRequire(url: string): { resolve(id: string): string } };
    const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
    const fs = node?.getBuiltinModule?.('node:fs') as Fs | undefined;
    const mod = node?.getBuiltinModule?.('node:module') as Module | undefined;
    if (fs && mod) {
      const index = mod.createRequire(import.meta.url).resolve('dictionary-bg');
      const dic = fs.readFileSync(index.replace(/index\.js$/, 'index.dic'), 'utf8');
      const heads = new Set<string>();
      const proper = new Set<string>();
      for (const line of dic.split('\n')) {
        const typed = line.split('/')[0]!.trim();
        const word = typed.toLowerCase();
        if (!word) continue;
        set.add(word);
        // (The list's names, "Ирина", have their capital: a head word is a common word.)
        (word === typed ? heads : proper).add(word);
      }
      headWords = heads;
      properWords = proper;
    }
  } catch {
    // No word list: the usual spellings stand.
  }
  lexicon = set;
  return set;
}

/**
 * Whether the dictionary has this lower-case word as a head word ("подкова", "шаран"; not a town or a given name). Without
 * the word list (the web app's bundle), no word is.
 */
export function isHeadWord(word: string): boolean {
  words();
  return headWords.has(word);
}

/** Whether the dictionary has this lower-case word with its capital, a name ("ирина", "петър"). */
export function isProperWord(word: string): boolean {
  words();
  return properWords.has(word);
}

/**
 * Whether this lower-case word is a common word of the dictionary, inflected or not ("автомобили", "трактори"; not
 * "делавал", nor a name as "беларус"); undefined without the word list (the web app's bundle), when no one can tell.
 */
export function isCommonWord(word: string): boolean | undefined {
  words();
  if (!headWords.size) return undefined;
  if (headWords.has(word)) return true;
  for (const ending of ENDINGS) {
    if (!ending || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length < 3) continue;
    if (HEADS.some((h) => headWords.has(stem + h)) || (ADJECTIVE_ENDINGS.has(ending) && headWords.has(`${stem}и`)))
      return true;
  }
  return false;
}

// An inflected form is known by its head word: "къщи" by "къща", "копаем" by "копая".
const ENDINGS = [
  '',
  'ете',
  'ите',
  'ата',
  'ята',
  'ото',
  'ът',
  'ят',
  'та',
  'то',
  'те',
  'ове',
  'ия',
  'ии',
  'ем',
  'им',
  'ат',
  'ме',
  'и',
  'а',
  'я',
  'о',
  'е',
  'ен',
];
const HEADS = ['', 'а', 'я', 'о', 'е', 'ен', 'м', 'ий'];
// (…and an adjective's feminine and neuter by its masculine: "първото" by "първи", "търговска" by "търговски"; its
// masculine with the article is "първият", never "първят".)
const ADJECTIVE_ENDINGS = new Set(['ата', 'ото', 'а', 'о']);

function isKnown(word: string): boolean {
  const set = words();
  if (set.has(word)) return true;
  for (const ending of ENDINGS) {
    if (!ending || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length < 3) continue;
    if (HEADS.some((h) => set.has(stem + h)) || (ADJECTIVE_ENDINGS.has(ending) && set.has(`${stem}и`))) return true;
  }
  return false;
}

const VOWEL = /[aeiouy]/;
const DIGRAPHS: Readonly<Record<string, string[]>> = {
  sht: ['щ', 'шт'],
  sh: ['ш'],
  zh: ['ж'],
  ch: ['ч'],
  ts: ['ц', 'тс'],
  tz: ['ц', 'тс'],
  ya: ['я'],
  yu: ['ю'],
  yo: ['йо', 'ьо'],
  // ("pizzaria", "mozzarella": the Italian double z is the Bulgarian ц, "пицария", "моцарела".)
  zz: ['ц', 'зз'],
};
/** The Cyrillic a Latin spelling may stand for, the usual one first. */
function letterOptions(w: string): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < w.length;) {
    const three = w.slice(i, i + 3);
    const two = w.slice(i, i + 2);
    const prev = w[i - 1] ?? '';
    const digraph = three === 'sht' ? three : DIGRAPHS[two] ? two : '';
    if (digraph) {
      out.push(DIGRAPHS[digraph]!);
      i += digraph.length;
    } else if (two === 'ia' || two === 'iu') {
      const end = i + 2 === w.length;
      const ya = two === 'ia' ? 'я' : 'ю';
      const full = two === 'ia' ? 'иа' : 'иу';
      // ("parviat": the article of an adjective, "първият".)
      const article = two === 'ia' && w.slice(i + 2) === 't';
      out.push(end && two === 'ia' ? ['ия', ya, full] : article ? [ya, 'ия', full] : [ya, full, `и${ya}`]);
      i += 2;
    } else {
      const c = w[i]!;
      const one: Record<string, string[]> = {
        a: ['а', 'ъ'],
        b: ['б'],
        c: ['ц'],
        d: ['д'],
        e: ['е'],
        f: ['ф'],
        g: ['г'],
        h: ['х'],
        i: VOWEL.test(prev) ? ['и', 'й'] : ['и'],
        j: ['ж', 'й'],
        k: ['к'],
        l: ['л'],
        m: ['м'],
        n: ['н'],
        o: ['о'],
        p: ['п'],
        q: ['я'],
        r: ['р'],
        s: ['с'],
        t: ['т'],
        u: ['у', 'ъ'],
        v: ['в'],
        w: ['в'],
        x: ['кс'],
        y: VOWEL.test(prev) ? ['й', 'ъ'] : ['ъ', 'й'],
        z: ['з'],
      };
      out.push(one[c] ?? [c]);
      i += 1;
    }
  }
  return out;
}

// Short words whose ъ the word list cannot decide ("pat" is "път" far more often than a chess "пат").
const COMMON: Readonly<Record<string, string>> = {
  vav: 'във',
  vuv: 'във',
  sas: 'със',
  sus: 'със',
  kam: 'към',
  kum: 'към',
  sam: 'съм',
  pat: 'път',
  put: 'път',
  sashto: 'също',
  kade: 'къде',
  kude: 'къде',
  // (The call every brief ends with: "zvanete" is no "звание".)
  zvanete: 'звънете',
  zvannete: 'звъннете',
  zvanni: 'звънни',
  zvani: 'звъни',
  zvanets: 'звънец',
  // (A "servis" is the Bulgarian сервиз, as "Kasa Servis", "Hladilen Servis" are named.)
  servis: 'сервиз',
  // (What is picked, sold and eaten: "gabi" is "гъби", never the name "Габи" the word list also knows.)
  gabi: 'гъби',
  gabite: 'гъбите',
  gubi: 'гъби',
};
// The apps an owner is found on, named as their makers write them, in any case: "instagram @lapichki.bg".
const APPS = new Set([
  'viber',
  'whatsapp',
  'instagram',
  'facebook',
  'messenger',
  'telegram',
  'tiktok',
  'youtube',
  'google',
  'olx',
]);
// English spelling no Bulgarian word typed in Latin has: "wash", "detailing", "the", "book".
// (…nor the English words Bulgarian trades are named with: "Auto Spa", "kite школа", "nails studio".)
const ENGLISH_RE =
  /w|th|ck|ee|oo|ou|ea|ing$|^(?:and|of|for|with|your|our|in|on|at|is|are|we|you|from|by|to|my|best|free|new|car|full|auto|spa|shop|studio|beauty|kite|surf|rent|style|home|city|center|centre|club|fitness|nails|lash|brows|grill|express|service|smart|design|house|garden|clean|fix|lux|group|team|tour|tours|school|wellness|pet|dog|baby|kids|fun|party|events?)$/;

// The endings of Bulgarian villages, regions, streets and families ("Brestnik", "Svishtovsko", "Radetski", "Petrova").
const BULGARIAN_PROPER_END_RE =
  /(?:ovo|evo|sko|ska|ski|shte|ishte|nik|nitsa|ets|tsi|ovtsi|evtsi|ene|ane|ino|ovi|evi|ov|ev|ova|eva)$/;
// The words a place follows: "s.", "gr.", "ul.", "selo", "grad", "kraj", "ot", "v".
// (…or a sentence's first word, capitalized for the sentence: "… ot 40 lv. Smqna na bateriq …".)
const PLACE_BEFORE_RE =
  /(?:(?:^|[^\p{L}])(?:(?:s|gr|ul|obl|obsht|kv|zh\.?k)\.|selo|grad|ulitsa|kraj|krai|ot|v|vav|do)|\p{L}{2}[.!?])\s+$/iu;

/** The Cyrillic spelling of a lower-case Latin word, and whether the word list knows it. */
export function cyrillicWord(latin: string): { word: string; known: boolean } {
  const common = COMMON[latin];
  if (common) return { word: common, known: true };
  const options = letterOptions(latin);
  const usual = options.map((o) => o[0]).join('');
  if (ENGLISH_RE.test(latin)) return { word: usual, known: false };
  if (words().has(usual)) return { word: usual, known: true };
  // Fewest departures from the usual spelling first, a head word before an inflected form; a word has few
  // ambiguous letters, so the search is bounded.
  const open = options.map((o, i) => [i, o.length] as const).filter(([, n]) => n > 1);
  if (open.length > 8) return { word: usual, known: isKnown(usual) };
  let best: { word: string; cost: number } | undefined;
  const pick = new Array<number>(options.length).fill(0);
  const walk = (k: number, cost: number, test: (w: string) => boolean) => {
    if (best && cost >= best.cost) return;
    if (k === open.length) {
      const word = options.map((o, i) => o[pick[i]!]).join('');
      if (test(word)) best = { word, cost };
      return;
    }
    const [at, n] = open[k]!;
    for (let c = 0; c < n; c++) {
      pick[at] = c;
      walk(k + 1, cost + c, test);
    }
    pick[at] = 0;
  };
  walk(0, 0, (w) => words().has(w));
  // (An inflected form is tried only for a word of few ambiguous letters: each try looks up a score of head words.)
  if (!best && open.length <= 4) walk(0, 0, isKnown);
  return best ? { word: best.word, known: true } : { word: usual, known: false };
}

// What stays as typed: a web address, an e-mail, an @handle, a quoted name, a word glued to a digit ("40eur").
const KEEP_RE =
  /(?:https?:\/\/|www\.)\S+|(?<!\S)\S+@\S+|@[\w.]+|(?<![\w.-])[\w.-]+\.(?:bg|com|eu|net|org)(?![\p{L}])|"[^"\n]{1,60}"|„[^“”\n]{1,60}[“”]|«[^»\n]{1,60}»|[A-Za-z]*\d[\w]*/giu;
const LATIN_WORD_RE = /(?<![\p{L}\d'’])[A-Za-z]+(?![\p{L}\d'’])/gu;

const TOWN_NAMES = new Set(TOWNS.map((t) => t.toLocaleLowerCase('bg-BG')));

/** Whether a Latin word of a Bulgarian brief stays as typed: a brand, an app, an English word, a name we do not know. */
function keptAsTyped(m: RegExpExecArray | RegExpMatchArray, r: { known: boolean }): boolean {
  const w = m[0];
  const text = m.input ?? '';
  const at = m.index ?? 0;
  const upper = w.length > 1 && w === w.toUpperCase();
  const capital = /^[A-Z]/.test(w);
  // (…and an English word, in any case: "car wash" is never "цар ваш", nor "kite" "ките".)
  // ("s. Brestnik", "ul. Radetski", "Dragomirovo Svishtovsko": a capitalized word the list does not know, after a
  // word that opens a place or with a Bulgarian place's or family's ending, is that place or family in Cyrillic.)
  // (A sentence's first word opening a run of capitalised ones is no place by where it stands: "… pri hubavo vreme.
  // Skydive Bulgaria tel …" is the club's name, never «Скъдиве България».)
  const before = text.slice(Math.max(0, at - 12), at);
  const opensRun = /^ [A-Z][a-z]/.test(text.slice(at + w.length, at + w.length + 3)) && /[.!?]\s+$/.test(before);
  const bulgarianProper =
    capital && !upper && (BULGARIAN_PROPER_END_RE.test(w.toLowerCase()) || (!opensRun && PLACE_BEFORE_RE.test(before)));
  if (ACRONYMS[w]) return false;
  return brandLike(w) || ((upper || capital) && !r.known && !bulgarianProper);
}

/** A brand written so, an app or an English word. */
const brandLike = (w: string) =>
  /^[A-Z]?[a-z]+[A-Z]/.test(w) || APPS.has(w.toLowerCase()) || ENGLISH_RE.test(w.toLowerCase());

/** A Latin word that is no Bulgarian word typed in Latin letters: a brand, an app, English, an acronym. */
const foreignWord = (w: string) => brandLike(w) || (w.length > 1 && w === w.toUpperCase() && !ACRONYMS[w]);

// The Bulgarian offices and papers owners name by their letters, typed in Latin ones: "registrirane v NAP".
const ACRONYMS: Readonly<Record<string, string>> = {
  NAP: 'НАП',
  NOI: 'НОИ',
  DDS: 'ДДС',
  GTP: 'ГТП',
  EIK: 'ЕИК',
  EGN: 'ЕГН',
  MPS: 'МПС',
  VIK: 'ВиК',
  KAT: 'КАТ',
  BDZH: 'БДЖ',
  EOOD: 'ЕООД',
  OOD: 'ООД',
};

/**
 * The text with its Latin words in Cyrillic, when it is a Bulgarian brief typed in Latin letters: most
 * of its words Latin, and most of those Bulgarian words the word list knows ("Auto Spa car wash"
 * stays as typed). A brand or a name we do not know, capitalized ("Viber", "WhatsApp"), and an acronym
 * ("JCB", "EUR") stay as typed.
 */
export function latinToCyrillic(text: string): string {
  const kept: [number, number][] = [];
  for (const m of text.matchAll(KEEP_RE)) kept.push([m.index, m.index + m[0].length]);
  const inKept = (at: number) => kept.some(([s, e]) => at >= s && at < e);
  const latin = [...text.matchAll(LATIN_WORD_RE)].filter((m) => !inKept(m.index));
  const cyrillicCount = text.match(/\p{Script=Cyrillic}{2,}/gu)?.length ?? 0;
  const long = latin.filter((m) => m[0].length >= 2);
  // ("Zdraveite, az sam Gabi ot Teteven i vodya grupi …, с обяснение …": a brief half in Latin letters, its
  // sentences typed in a run of them, is read as the Bulgarian it is too.)
  const words = [...text.matchAll(/\p{L}{2,}/gu)].map((m) => /^[A-Za-z]+$/.test(m[0]));
  let run = 0;
  let longestRun = 0;
  for (const isLatin of words) longestRun = Math.max(longestRun, (run = isLatin ? run + 1 : 0));
  if (long.length < 3 || (long.length < (long.length + cyrillicCount) * 0.6 && longestRun < 6)) return text;
  const read = new Map<string, { word: string; known: boolean }>();
  const readOf = (w: string) => {
    const key = w.toLowerCase();
    let r = read.get(key);
    if (!r) read.set(key, (r = cyrillicWord(key)));
    return r;
  };
  // (Its first words tell a Bulgarian brief from an English one; a long paste is not looked up whole to know.)
  const sample = long.slice(0, 40);
  const known = sample.filter((m) => readOf(m[0]).known).length;
  if (known < 3 || known < sample.length * 0.5) return text;
  const asTyped = latin.map((m) => keptAsTyped(m, readOf(m[0])));
  // ("Tryufel Dog Bulgaria", "Bukvar Signs": a name of capitalised words, half of them or more kept as typed, is kept
  // whole, never half Cyrillic, "Буквар Signs"; a town in it is still the town. One mostly of Bulgarian words is
  // Bulgarian whole: "Hladilen Servis Ivanov" is «Хладилен Сервиз Иванов», no English word or acronym in it aside.)
  const capitalised = (i: number) => /^[A-Z]/.test(latin[i]?.[0] ?? '');
  const nextTo = (i: number) =>
    capitalised(i) &&
    capitalised(i + 1) &&
    text.slice(latin[i]!.index + latin[i]![0].length, latin[i + 1]!.index) === ' ';
  for (let i = 0; i < latin.length;) {
    let j = i;
    while (nextTo(j)) j++;
    const town = (k: number) => TOWN_NAMES.has(readOf(latin[k]![0]).word);
    let kept = 0;
    let named = 0;
    for (let k = i; k <= j; k++) if (!town(k)) [kept, named] = [kept + (asTyped[k] ? 1 : 0), named + 1];
    if (j > i && kept * 2 >= named && kept > 0) for (let k = i; k <= j; k++) asTyped[k] ||= !town(k);
    else if (j > i) for (let k = i; k <= j; k++) asTyped[k] &&= foreignWord(latin[k]![0]);
    i = j + 1;
  }
  let out = '';
  let last = 0;
  latin.forEach((m, i) => {
    if (asTyped[i]) return;
    const w = m[0];
    const r = readOf(w);
    const upper = w.length > 1 && w === w.toUpperCase();
    const capital = /^[A-Z]/.test(w);
    // ("az sam Gabi … grupi za gabi": typed with its capital, a given name is the name; in lower case, the word.)
    const name =
      capital && !upper
        ? letterOptions(w.toLowerCase())
            .map((o) => o[0])
            .join('')
        : '';
    const word = ACRONYMS[w]
      ? ACRONYMS[w]
      : GIVEN_NAMES.has(name)
        ? name.charAt(0).toLocaleUpperCase('bg-BG') + name.slice(1)
        : upper
          ? r.word.toLocaleUpperCase('bg-BG')
          : capital
            ? r.word.charAt(0).toLocaleUpperCase('bg-BG') + r.word.slice(1)
            : r.word;
    out += text.slice(last, m.index) + word;
    last = m.index + w.length;
  });
  // ("8 evro na m2", "100m2": the square and the cubic metre, glued to their digit, are the Cyrillic ones too.)
  return (out + text.slice(last)).replace(/(?<!\p{L})m([23])(?![\p{L}\d])/gu, 'м$1');
}
