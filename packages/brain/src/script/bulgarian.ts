/**
 * Rules every line of a script passes through: Bulgarian number formats, в/във and с/със, the
 * formal register, sentence case and no doubled words. Pure string functions, shared by the local
 * writer and the check of an LLM's script.
 */

import { memoText } from '@reklamo/trades';
import { isCommonWord } from '../local/latin-letters.ts';

export const MONTHS = [
  'януари',
  'февруари',
  'март',
  'април',
  'май',
  'юни',
  'юли',
  'август',
  'септември',
  'октомври',
  'ноември',
  'декември',
];

/** The days of the week, whole and short ("пн–пт"). */
export const SPAN_DAYS = [
  'понеделник',
  'вторник',
  'сряда',
  'четвъртък',
  'петък',
  'събота',
  'неделя',
  'пн',
  'вт',
  'ср',
  'чт',
  'пт',
  'сб',
  'нд',
];

const SPAN_WORD = `(?:${[...MONTHS, ...SPAN_DAYS].join('|')})`;
/** What opens a span of days, "от неделя " of "от неделя до четвъртък": the "до" after it ends the span, no deadline. */
export const DAY_SPAN_FROM = String.raw`(?<!\p{L})от\s+(?:${SPAN_DAYS.join('|')})\.?\s+`;
/** A month or a day that ends or opens a span: "декември – март", "пн – пт". */
const SPAN_END_RE = new RegExp(`^${SPAN_WORD}[,;:]?$`, 'iu');
/** A span of months or days, "декември – март", "пн – пт": its dash ends no clause. */
export const SPAN_RE = new RegExp(`(?<!\\p{L})${SPAN_WORD}\\s+[–—-]\\s+${SPAN_WORD}(?!\\p{L})`, 'iu');

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** "49лв", "49 лева", "49 BGN" → "49 лв."; "5.50 лв" → "5,50 лв."; "€ 20"/"20€" → "20 €" (a non-breaking space before €). */
export function formatPrices(s: string): string {
  return (
    s
      .replace(
        /(\d+)(?:[.,](\d{1,2}))?\s*(?:лв\.?|лева|BGN)(?![\p{L}])/giu,
        (_m, a: string, b?: string) => `${a}${b ? `,${b.padEnd(2, '0')}` : ''} лв.`,
      )
      .replace(/(?<!\d\s*)€\s*(\d+(?:[.,]\d{1,2})?)/g, '$1\u00a0€')
      // A non-breaking space: "48,57 €" never wraps its € onto the next line of a headline or caption.
      .replace(/(\d)\s*€/g, '$1\u00a0€')
      // "лв.." after a rewrite that already had a full stop.
      .replace(/лв\.\./g, 'лв.')
  );
}

/** "20 %" → "20%" (written together in Bulgarian), "20 процента" stays. */
export function formatPercents(s: string): string {
  return s.replace(/(\d)\s+%/g, '$1%');
}

/** "до 14.02" / "до 14.02.2027" → "до 14 февруари" / "до 14 февруари 2027 г.". Only after a time word. */
export function formatDates(s: string): string {
  return s.replace(
    /(^|[\s(])(до|от|на|след|преди|считано от|валидно до)\s+(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?(?:\s*г\.)?(?![\d.,]*\d)/giu,
    (m, pre: string, word: string, d: string, mo: string, y?: string) => {
      const day = Number(d);
      const month = Number(mo);
      if (day < 1 || day > 31 || month < 1 || month > 12) return m;
      const year = y ? (y.length === 2 ? `20${y}` : y) : '';
      return `${pre}${word} ${day} ${MONTHS[month - 1]}${year ? ` ${year} г.` : ''}`;
    },
  );
}

/**
 * Bulgarian phone numbers grouped for reading: "0888123456" → "0888 123 456", "+359888123456" → "+359 888 123 456";
 * a number the owner grouped ("0894 21 21 21") keeps its groups.
 */
export function formatPhones(s: string): string {
  return s.replace(/(?<![\d+])(\+359|00359|0)([\s-]?\d){8,9}(?!\d)/g, (m) => {
    const digits = m.replace(/\D/g, '');
    // "0894 21 21 21" is grouped the way its owner says it: a typed grouping is kept.
    const groups = m.trim().split(/[\s-]+/);
    if (groups.length >= 3 && groups.every((g) => /^\+?\d{2,4}$/.test(g))) return groups.join(' ');
    if (m.startsWith('+') || digits.startsWith('00359')) {
      const rest = digits.replace(/^(00)?359/, '');
      if (rest.length === 9) return `+359 ${rest.slice(0, 3)} ${rest.slice(3, 6)} ${rest.slice(6)}`;
      return m;
    }
    if (digits.length === 10 && /^0[89]/.test(digits))
      return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    if (digits.length === 9 && digits.startsWith('02')) return `02 ${digits.slice(2, 5)} ${digits.slice(5)}`;
    // "0431 6-45-45": the typed groups, each said apart ("0431 6 45 45").
    return m.replace(/-/g, ' ').replace(/\s+/g, ' ');
  });
}

/** The first phone number in a text, formatted, or "". */
export function findPhone(s: string): string {
  // "(0888) 12 34 56": the area code in brackets is the same number.
  const m = /(?<![\d+])(?:\+359|00359|0)(?:\)?[\s-]?\d){8,9}(?!\d)/.exec(s);
  return m ? formatPhones(m[0].replace(/\)/g, '')) : '';
}

// "категория В в Кърджали", "кат. С и Д": a capital letter after "категория" is the licence's, never "в" or "с".
export const LICENCE_LETTER_BEFORE_RE = /(?<!\p{L})(?:категори(?:я|и|ята|ите)|кат\.)\s*$/iu;
/** "В" typed after "категория" (or "кат."): the licence's letter, no preposition. */
export const isLicenceLetter = (word: string, before: string) =>
  /^[АВСДТМ]$/u.test(word) && LICENCE_LETTER_BEFORE_RE.test(before);

/** "в" before в/ф becomes "във", "с" before с/з becomes "със"; and back when the next word does not need it. */
export function fixPrepositions(s: string): string {
  return s.replace(
    /(^|[\s(„"«])([вВ]ъв|[вВ]|[сС]ъс|[сС])(?=(\s+)([\p{L}\d]))/gu,
    (m, pre: string, prep: string, _sp: string, next: string, at: number) => {
      if (isLicenceLetter(prep, s.slice(0, at + pre.length))) return m;
      const lower = prep.toLowerCase();
      const upper = prep[0] !== prep[0]!.toLowerCase();
      const n = next.toLowerCase();
      let out = lower;
      // (A Latin name is said as it sounds: "във Viber", "със Samsung".)
      if (lower === 'в' || lower === 'във') out = /^[вфvfw]/u.test(n) ? 'във' : 'в';
      else out = /^[сзsz]/u.test(n) ? 'със' : 'с';
      return `${pre}${upper ? out[0]!.toUpperCase() + out.slice(1) : out}`;
    },
  );
}

/** Removes a word repeated right after itself ("за за", "и и"), keeping the first. */
export function dedupeWords(s: string): string {
  return (
    s
      .replace(
        /(^|[^\p{L}])([\p{L}]+)(\s+\2)+(?![\p{L}])/giu,
        (m, pre: string, word: string, _again, at: number, all: string) =>
          isLicenceLetter(word, all.slice(0, at + pre.length)) ? m : pre + word,
      )
      // "без лак и без пластмаса, без пластмаса – влакчета": a phrase of two to six words said again right after its comma.
      .replace(/(?<!\p{L})(\p{L}+(?:\s+\p{L}+){1,5}),\s+\1(?!\p{L})/giu, '$1')
  );
}

// Informal imperatives and their formal "Вие" forms; only forms that cannot also be a past tense
// ("той купи", "тя запази") so a user's sentence is never changed into nonsense.
const INFORMAL: [RegExp, string][] = [
  [/\bобади се\b/giu, 'обадете се'],
  [/\bсвържи се\b/giu, 'свържете се'],
  [/\bзаповядай\b/giu, 'заповядайте'],
  [/\bвземи\b/giu, 'вземете'],
  [/\bпоръчай\b/giu, 'поръчайте'],
  [/\bзапиши се\b/giu, 'запишете се'],
  [/\bзапиши\b/giu, 'запишете'],
  [/\bрезервирай\b/giu, 'резервирайте'],
  // ("смърч и ела" is a fir: "ела" is the call only where a sentence or a clause opens with it.)
  [/(?<=^|[.!?,–—]\s*)ела\b/giu, 'елате'],
  [/\bопитай\b/giu, 'опитайте'],
  [/\bпиши\b/giu, 'пишете'],
  [/\bнапиши\b/giu, 'напишете'],
  [/\bзвънни\b/giu, 'звъннете'],
  [/\bразгледай\b/giu, 'разгледайте'],
  [/\bвиж\b/giu, 'вижте'],
  [/\bпоискай\b/giu, 'поискайте'],
  [/\bизбери\b/giu, 'изберете'],
];

/** JS \b does not see Cyrillic letters as word characters, so the patterns above use this instead. */
function wordRe(re: RegExp): RegExp {
  const src = re.source.replace(/\\b/g, '');
  return new RegExp(`(?<![\\p{L}])${src}(?![\\p{L}])`, 'giu');
}
const INFORMAL_RES = INFORMAL.map(([re, formal]) => [wordRe(re), formal] as const);

// "твоя котка", "при теб": the informal possessives and pronouns, and their formal forms.
const INFORMAL_PRONOUNS: Record<string, string> = {
  твой: 'ваш',
  твоя: 'вашия',
  твоят: 'вашият',
  твоята: 'вашата',
  твоето: 'вашето',
  твоите: 'вашите',
  теб: 'вас',
  тебе: 'вас',
  ти: 'ви',
};
// (…never the "-ти" of a date, "до 12-ти".)
const INFORMAL_PRONOUN_RE = new RegExp(
  `(?<![\\p{L}\\d-])(?:${Object.keys(INFORMAL_PRONOUNS).join('|')})(?!\\p{L})`,
  'giu',
);
// A verb said to "ти" ("искаш", "получаваш", "ловиш"): five letters or more, never a noun of the same ending.
const SECOND_PERSON_RE = /(?<!\p{L})(\p{L}{3,}[аяеи])ш(?!\p{L})/giu;
const NOT_VERBS_SH = new Set(['гулаш', 'калаш', 'финиш', 'фетиш', 'бакшиш', 'хашиш', 'кеш', 'леш', 'парфюмериш']);
/** "караш" → "карате": a verb said to "ти" as it is said to "Вие"; any other word as it is. */
export const formalVerb = (w: string) =>
  w.replace(SECOND_PERSON_RE, (m, stem: string) => (NOT_VERBS_SH.has(m.toLocaleLowerCase('bg-BG')) ? m : `${stem}те`));
// What marks a line as said to "ти", tested once a line (compiled once, not on every call).
const INFORMAL_TESTS = [
  ...INFORMAL_RES.map(([re]) => new RegExp(re.source, 'iu')),
  new RegExp(INFORMAL_PRONOUN_RE.source, 'iu'),
  /(?<!\p{L})\p{L}{3,}[аяеи]ш\s+(?:ли|си|да)(?!\p{L})/iu,
];
const formalCase = (typed: string, formal: string) =>
  typed[0] !== typed[0]!.toLocaleLowerCase('bg-BG') ? formal[0]!.toLocaleUpperCase('bg-BG') + formal.slice(1) : formal;

/**
 * Turns the informal "ти" into the formal "Вие", keeping a leading capital: the imperatives always; in a line that
 * speaks to "ти" ("Искаш ли котката или кучето ти …", "Запиши се … и получаваш 10% отстъпка", "ловиш си сам
 * пъстърва") its pronouns and its verbs too, so the ad never says «…до вратата ти.» beside «Очакваме ви».
 */
export const formalRegister = memoText(function formalRegister(s: string): string {
  let out = s;
  const informal = INFORMAL_TESTS.some((re) => re.test(s));
  for (const [re, formal] of INFORMAL_RES) out = out.replace(re, (m) => formalCase(m, formal));
  if (!informal) return out;
  out = formalVerb(out)
    // ("ловите си сам пъстърва": said to "Вие", alone is "сами".)
    .replace(/(?<=\p{L}{3,}[аяеи]те\s+си\s+)сам(?:а)?(?!\p{L})/giu, 'сами')
    // ("Ти избираш …": the subject "ти" opening a sentence is "Вие".)
    .replace(/(?<=^|[.!?]\s+)ти(?=\s+\p{L})/giu, (m) => formalCase(m, 'вие'))
    .replace(INFORMAL_PRONOUN_RE, (m) => formalCase(m, INFORMAL_PRONOUNS[m.toLocaleLowerCase('bg-BG')]!));
  return out;
});

/** Words that mark the informal register; the writer's tests look for them. */
export const INFORMAL_MARKERS = [
  'ти',
  'теб',
  'тебе',
  'твой',
  'твоя',
  'твоят',
  'твоята',
  'твоето',
  'твоите',
  'вземи',
  'обади',
  'поръчай',
  'ела',
  'купи',
  'заповядай',
  'опитай',
  'запази',
  'резервирай',
  'посети',
];

/** Capital first letter (after leading punctuation such as "-", "„" or a digit run it has no effect). */
export function capFirst(s: string): string {
  const i = s.search(/\p{L}/u);
  if (i < 0) return s;
  // "-20% за торти" starts with a number: capitalising "за" would be wrong.
  if (/\d/.test(s.slice(0, i))) return s;
  return s.slice(0, i) + s[i]!.toLocaleUpperCase('bg-BG') + s.slice(i + 1);
}

/**
 * Lower-cases the first letter of a phrase placed mid-sentence unless its first word is a proper
 * name: an acronym ("BMW"), a mixed-case brand ("iPhone"), a known place or a word of the business
 * name. "Сутрешно кафе" → "сутрешно кафе", "Пловдив" stays.
 */
export function lowerFirst(s: string, properNames: Iterable<string> = []): string {
  const first = /^[\p{L}\d-]+/u.exec(s)?.[0] ?? '';
  if (!first) return s;
  if (/^\p{Lu}{2,}/u.test(first) || /\p{Ll}\p{Lu}/u.test(first)) return s;
  const lower = first.toLocaleLowerCase('bg-BG');
  for (const name of properNames) {
    const words = name.split(/[\s,.;:!?„“"«»()–—-]+/).filter(Boolean);
    // "Дърва Стоянов" is a name only whole: "Дърва за огрев" mid-sentence is "дърва за огрев"; so is
    // "Розова долина": "Розова вода" is the rose water it sells.
    if (words.length > 1 && words[0]!.toLocaleLowerCase('bg-BG') === lower && !s.startsWith(name) && !/[,]/.test(name))
      continue;
    for (const [i, w] of words.entries()) {
      if (!(w.length > 1 && w.toLocaleLowerCase('bg-BG') === lower && /^\p{Lu}/u.test(w))) continue;
      // ("Магарешко мляко" of "Ферма Магарешко Царство": an adjective of the name before a noun of the line's own, in
      // lower case, is the line's adjective, never «Търсите Магарешко мляко?».)
      const adjectiveOfLine =
        i > 0 &&
        /(?:ско|ски|ска|шко|шки|шка|цко|цки|цка|ено|ени|ена|ово|ови|ова|ево|еви|ева)$/u.test(lower) &&
        /^\S+\s+\p{Ll}/u.test(s) &&
        !s.startsWith(words.slice(i).join(' '));
      if (!adjectiveOfLine) return s;
    }
  }
  return s[0]!.toLocaleLowerCase('bg-BG') + s.slice(1);
}

/** Every line passes through this: spacing, number formats, register, prepositions, doubled words. */
export const polish = memoText(function polish(s: string): string {
  let out = collapse(s);
  out = formatPhones(formatDates(formatPercents(formatPrices(out))));
  out = formalRegister(out);
  out = fixPrepositions(out);
  out = dedupeWords(out);
  // ("точене на ножове ножици и сатъри": two plural nouns side by side before "и" are a list the owner typed without
  // its comma, «ножове, ножици и сатъри»; a noun in "-ове" is never an adjective of the next.)
  out = out.replace(/(?<=(?:^|\s)\p{Ll}{2,}(?:ове|еве))\s+(?=\p{Ll}{3,}(?:и|ове|еве)\s+и\s+\p{Ll})/gu, ', ');
  return out
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?=[\p{L}])/gu, '$1 ')
    .replace(/([!?])\./g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/,\s*\./g, '.')
    .trim();
});

/** A sentence: capital first letter, ending punctuation. */
export function sentence(s: string): string {
  const t = polish(s).replace(/[,;:\s–—-]+$/, '');
  if (!t) return '';
  return capFirst(/[.!?…]$/.test(t) ? t : `${t}.`);
}

const HEADLINE_TAIL = new Set([
  // ("Бродираме лого на фирмата върху": a preposition is never the last word shown.)
  'върху',
  'между',
  'чрез',
  'сред',
  'покрай',
  'освен',
  'е',
  'у',
  'са',
  'ще',
  'се',
  'и',
  'в',
  'във',
  'на',
  'за',
  'с',
  'със',
  'от',
  'до',
  'по',
  'или',
  'а',
  'но',
  'при',
  'към',
  'над',
  'под',
  'след',
  'преди',
  'без',
  'че',
  // ("Елате да видите как | се духа стъкло": a word that opens a clause is never the last one shown.)
  'как',
  'какво',
  'къде',
  'кога',
  'защо',
  'дали',
  'който',
  'която',
  'което',
  'които',
  'както',
  'само',
  'всеки',
  'всяка',
  'всяко',
  'всички',
  'вашия',
  'вашата',
  'вашето',
  'вашите',
  'нашия',
  'нашата',
  'нашето',
  'нашите',
  // ("Мечтаете за кухня точно по ваш?": a possessive or a demonstrative is never left without its noun either.)
  'ваш',
  'ваша',
  'ваше',
  'ваши',
  'наш',
  'наша',
  'наше',
  'наши',
  'мой',
  'моя',
  'моята',
  'моето',
  'моите',
  'свой',
  'своя',
  'своята',
  'своето',
  'своите',
  'този',
  'тази',
  'тези',
  'точно',
  'от',
  'лв.',
  '–',
  '—',
  '-',
  'да',
  'ви',
  'ни',
  'ли',
  'не',
  // ("Искате колата ви да блести като нова?", "Трудно ли изговаря детето ви някои звуци?": a comparison or a determiner
  // is never left without what it is said of.)
  'като',
  'някои',
  'някой',
  'някоя',
  'някое',
  'най',
  'вместо',
  'край',
  'заради',
  'може',
  'около',
  'срещу',
  'през',
  '+',
  '&',
  // ("Говорим по Zoom, където": a word that opens a clause leaves it unsaid.)
  'където',
  'когато',
  'докато',
  'защото',
  'ако',
  'който',
  'която',
  'което',
  'които',
  'дори',
  // ("Обичате ли ухаещ хляб още | от сутринта?": "още" says its when after it.)
  'още',
]);

const PREPOSITION_FIRST_RE = /^(?:за|с|със|от|до|в|във|на|при|без|по|през|след|преди|над|под)$/iu;

// Words a phrase may be cut before: a new prepositional phrase or clause starts there.
const BREAK_BEFORE = new Set([
  'с',
  'със',
  'за',
  'до',
  'в',
  'във',
  'при',
  'от',
  'и',
  'или',
  'но',
  'а',
  'без',
  'през',
  'след',
  'преди',
  'само',
  'както',
  'вместо',
  'срещу',
  'върху',
  'чрез',
]);

// The makes owners type in Cyrillic without their capital or a "марка" before them: "ремонт на фолксваген, шкода и
// ауди", "сервиз за бош и сименс". (Not the ones that are words too: "мини", "джип", "ягуар", "алфа", "ман".)
export const MAKES = new Map(
  (
    'Фолксваген Шкода Ауди БМВ Мерцедес Опел Форд Рено Пежо Ситроен Тойота Хонда Мазда Нисан Хюндай Хюндаи Киа Фиат ' +
    'Дачия Волво Сеат Субару Мицубиши Митсубиши Сузуки Лексус Шевролет Крайслер Додж Ивеко Скания Порше Ланчия Ровър ' +
    'Ромео Лада Трабант Бош Самсунг Сименс Индезит Аристон Електролукс Вирпул Филипс Панасоник Тошиба Макита Щил ' +
    'Хускварна Кархер Делонги Тефал Крупс Саеко Нокия Хуауей Шаоми Леново Асус Асер Беларус Зетор Ямаха Кавазаки Дюкати ' +
    'Веспа Audi BMW Skoda Opel Renault Peugeot Citroen Toyota Honda Mazda Nissan Hyundai Fiat Dacia Volvo Mercedes ' +
    'Bosch Siemens Samsung Philips Krups Saeco DeLonghi Tefal Indesit Ariston Whirlpool Electrolux Gorenje Beko LG ' +
    'Makita Stihl Husqvarna Karcher Huawei Xiaomi Lenovo'
  )
    .split(' ')
    .map((m) => [m.toLocaleLowerCase('bg-BG'), m] as const),
);

/**
 * Cuts a phrase to at most `maxWords` words where a phrase ends (after a comma or dash, or before a
 * preposition or conjunction), never mid-phrase: "Букети за 8 март с безплатна доставка" → head
 * "Букети за 8 март", rest "с безплатна доставка". Null when no such place leaves two words or more.
 */
export function splitPhrase(s: string, maxWords: number): { head: string; rest: string } | null {
  const words = polish(s).split(' ').filter(Boolean);
  if (words.length <= maxWords) return { head: words.join(' '), rest: '' };
  // ("Полагане на микроцимент на подове, стени и бани": a list of single words is one phrase, never cut inside it,
  // [Полагане на микроцимент на подове, стени] showed two of its three.)
  const lists: [number, number][] = [];
  for (let i = 0; i < words.length; i++) {
    if (!/^\p{L}[\p{L}-]*,$/u.test(words[i]!)) continue;
    let j = i;
    while (/^\p{L}[\p{L}-]*,$/u.test(words[j]!)) j++;
    // (The kinds listed after their noun are no such list: "часовници, | стенни и джобни" is cut after the noun.)
    const kinds = words
      .slice(i + 1, j + 1)
      .some((w) => /^\p{Ll}{2,}(?:нни|шни|чни|жни|лни|рни|тни|дни|бни|вни|ски|цки|шки|жки|ови|еви)$/u.test(w));
    if (!kinds && /^\p{L}[\p{L}-]*$/u.test(words[j] ?? '') && /^(?:и|или)$/u.test(words[j + 1] ?? '') && words[j + 2])
      lists.push([i, j + 2]);
    i = j;
  }
  // (…nor are the makes a "марка" names: "марка беларус и зетор".)
  const named = (w: string | undefined) =>
    Boolean(w) && isCommonWord(w!.replace(/,$/u, '').toLocaleLowerCase('bg-BG')) === false;
  words.forEach((w, i) => {
    if (!/^(?:марка|марки)$/iu.test(w) || !named(words[i + 1])) return;
    let j = i + 1;
    for (;;) {
      if (/,$/u.test(words[j]!) && named(words[j + 1])) j += 1;
      else if (/^(?:и|или)$/u.test(words[j + 1] ?? '') && named(words[j + 2])) j += 2;
      else break;
    }
    if (j > i + 1) lists.push([i + 1, j]);
  });
  // ("Ремонт на трактори беларус и зетор", "климатици тошиба и панасоник": nor are makes typed without it.)
  const make = (w: string | undefined) =>
    Boolean(w) && MAKES.has(w!.replace(/[,.!?;:]+$/u, '').toLocaleLowerCase('bg-BG'));
  words.forEach((w, i) => {
    if (!make(w) || make(words[i - 1]) || (/^(?:и|или)$/u.test(words[i - 1] ?? '') && make(words[i - 2]))) return;
    let j = i;
    for (;;) {
      if (/,$/u.test(words[j]!) && make(words[j + 1])) j += 1;
      else if (/^(?:и|или)$/u.test(words[j + 1] ?? '') && make(words[j + 2])) j += 2;
      else break;
    }
    if (j > i) lists.push([i, j]);
  });
  for (let k = Math.min(maxWords, words.length - 1); k >= 2; k--) {
    const prev = words[k - 1]!;
    const next = words[k]!.toLocaleLowerCase('bg-BG');
    if (lists.some(([from, to]) => from < k && k <= to)) continue;
    // ("Само при сняг, декември – март": a dash between two months or days is their span, never cut at.)
    if (/^[–—-]$/.test(next) && SPAN_END_RE.test(prev) && SPAN_END_RE.test(words[k + 1] ?? '')) continue;
    const punct = /[,;:]$/.test(prev) || /^[–—-]$/.test(next);
    // ("изработване на дървени беседки | по поръчка": how it is made is a phrase of its own, and so is by what craft,
    // "сламени и тръстикови покриви | по старата технология", "луканка | по домашна рецепта".)
    const manner =
      next === 'по' &&
      /^(?:поръчка|мярка|желание|договаряне|стара(?:та)?$|стари(?:те)?$|традиционн|домашн|старинн|рецепт|технология)/iu.test(
        words[k + 1] ?? '',
      );
    // ("Ремонт на доилни апарати | марки делавал и вестфалия": the makes are a phrase of their own.)
    const makes =
      /^(?:марка|марки)$/u.test(next) && isCommonWord((words[k + 1] ?? '').toLocaleLowerCase('bg-BG')) === false;
    // (…and so are the makes typed without it, cut before as a whole: "Ремонт на трактори | беларус и зетор".)
    const makesBare =
      make(words[k]) && !make(prev) && !/^(?:марка|марки)$/iu.test(prev) && lists.some(([from]) => from === k);
    if (!punct && !manner && !makes && !makesBare && !BREAK_BEFORE.has(next)) continue;
    if (!punct && isLicenceLetter(words[k]!, prev)) continue;
    // ("ремонт на външни и вътрешни щори": two adjectives of one noun go together.)
    if (
      !punct &&
      (next === 'и' || next === 'или') &&
      /^\p{Ll}{2,}(?:шни|чни|жни|лни|рни|нни|тни|дни|ски|цки|шки|жки|ови|еви|ени|ани)$/u.test(prev) &&
      /^\p{Ll}{2,}(?:шни|чни|жни|лни|рни|нни|тни|дни|ски|цки|шки|жки|ови|еви|ени|ани)$/u.test(words[k + 1] ?? '') &&
      // (…and so do two said after it, "смяна на токчета 6 € | дамски и мъжки".)
      (/^\p{Ll}{3,}$/u.test(words[k + 2] ?? '') ||
        (k + 2 >= words.length &&
          [prev, words[k + 1]!].every((w) => /(?:ски|жки|шки|цки|ови|еви)$/u.test(w) || /^\p{L}{3,5}ни$/u.test(w))))
    )
      continue;
    // ("Възстановяваме скъсани | и избледнели снимки": two participles or adjectives before one noun go together.)
    if (
      !punct &&
      (next === 'и' || next === 'или') &&
      /^\p{Ll}{3,}(?:ни|ли|ти|ски|шки|цки|ови|еви|ен|ан|ал)$/u.test(prev) &&
      /^\p{Ll}{3,}(?:ни|ли|ти|ски|шки|цки|ови|еви|ен|ан|ал)$/u.test(words[k + 1] ?? '') &&
      // (…or the kinds listed last after their noun's comma, "часовници, стенни и джобни"; "брикети | пресяти и
      // пакетирани" after the thing go as the participles below say.)
      (/^\p{Ll}{3,}[,;:.]?$/u.test(words[k + 2] ?? '') || (k + 2 >= words.length && /,$/u.test(words[k - 2] ?? ''))) &&
      // ("ремонт на доилни апарати | и доилни зали": after an adjective of its own the word is its noun, and one
      // thing is whole before the "и" of the next.)
      !/^\p{Ll}{3,}(?:ни|ски|шки|цки|ови|еви)$/u.test(words[k - 2] ?? '')
    )
      continue;
    // ("За хора | от 6 до 90 години": a preposition and one word is no phrase on its own.)
    if (!punct && k === 2 && PREPOSITION_FIRST_RE.test(words[0]!)) continue;
    // ("пълен сервис на ски | или сноуборд 17,90 €": one word after "или" and then the price is the other of two things
    // the price is for; the two go together.)
    if (!punct && next === 'или' && /^\p{Ll}{3,}$/u.test(words[k + 1] ?? '') && /^(?:\d|$)/u.test(words[k + 2] ?? ''))
      continue;
    // ("50% | от една заплата": a share goes with what it is a share of.)
    if (!punct && next === 'от' && /%$/u.test(prev)) continue;
    // "от 12 до 15 ч", "от 15 май до 10 юни" are one span.
    if (!punct && next === 'до' && /(?:^|\s)от\s+\d/iu.test(words.slice(Math.max(0, k - 3), k).join(' '))) continue;
    // ("От вторник | до петък 2 игри на цената на 1": and so are "от вторник до петък", "от май до септември".)
    if (
      !punct &&
      next === 'до' &&
      SPAN_END_RE.test(prev) &&
      /^от$/iu.test(words[k - 2] ?? '') &&
      SPAN_END_RE.test(words[k + 1] ?? '')
    )
      continue;
    // ("Цена от 120 € за къща | включва монтаж …": what a price is for goes with it, when the head holds both.)
    const unit =
      !punct &&
      k + 2 <= maxWords &&
      k + 2 < words.length &&
      (next === 'за' || next === 'на') &&
      /(?:\u00a0€|^(?:лв\.?|лева|евро|€))$/iu.test(prev) &&
      isUnitNoun(words[k + 1] ?? '');
    // "120 лв. вместо 160 лв." is one price: the old one goes with the new.
    if (!punct && next === 'вместо' && /^(?:лв\.?|лева|евро|€|[\d.,]+(?:\u00a0€)?)$/i.test(prev)) continue;
    // "за 25" at the end of a head lost its unit; a cut must leave a whole thought.
    if (/^[\d.,]+$/.test(prev) && !/[,;:]$/.test(prev) && BREAK_BEFORE.has(words[k - 2]!.toLocaleLowerCase('bg-BG')))
      continue;
    // "55 лв." closes a price ("35 лв. вместо 55 лв."); a bare "лв." does not end a phrase.
    const price = /^лв\.?$/i.test(prev.replace(/[,;:]+$/, '')) && /^\d/.test(words[k - 2] ?? '');
    if (
      !price &&
      HEADLINE_TAIL.has(prev.toLocaleLowerCase('bg-BG').replace(/[,;:]+$/, '')) &&
      !isLicenceLetter(prev, words[k - 2]!)
    )
      continue;
    // ("дърва за огрев | нарязани и нацепени": two participles after the thing go together, or both stay out.)
    const participles =
      next === 'и' &&
      k >= 3 &&
      !BREAK_BEFORE.has(words[k - 2]!.toLocaleLowerCase('bg-BG')) &&
      [prev, words[k + 1] ?? ''].every((w) => w.length >= 7 && /(?:[аяе]ни|ти)$/u.test(w));
    // ("Гигантски балони, децата влизат | в балон …": a subject and its verb after a comma begin a clause the cut leaves
    // unsaid; the comma ends the phrase.)
    const comma = punct || unit ? -1 : words.slice(0, k).findLastIndex((w) => /,$/.test(w)) + 1;
    const clause = comma >= 2 && k - comma === 2 && /^\p{Ll}{2,}(?:ата|ите|ът|ят|ото|ето)$/u.test(words[comma]!);
    // ("Преводи и легализация на документи - английски, | немски": one word after a dash opens a list; the dash ends it.)
    const at = unit
      ? k + 2
      : participles
        ? k - 1
        : clause
          ? comma
          : /^[–—-]$/.test(words[k - 2] ?? '') && k >= 4
            ? k - 2
            : k;
    const rest = words
      .slice(at)
      .join(' ')
      .replace(/^[–—-]\s*/, '');
    return {
      head: words
        .slice(0, at)
        .join(' ')
        .replace(/[,;:]+$/, ''),
      rest,
    };
  }
  return null;
}

/** A noun a price is for ("къща", "час", "човек"), not the adjective before one ("цялата", "малки", "регистрирани"). */
export function isUnitNoun(w: string): boolean {
  return /^\p{Ll}{3,}$/u.test(w) && (w === 'ден' || !/(?:[кнлрт]и|ата|ото|ите|ия|ият|ска|ско|ен|ни|на|но)$/u.test(w));
}

/** How many words the unit at `at` has: "час" 1, "кв.м" 1, "линеен метър" 2; 0 when none stands there. */
function unitWords(words: string[], at: number): number {
  const w = (words[at] ?? '').replace(/[,;:]$/u, '');
  if (/^(?:кв|куб|л)\.\s?м\.?$|^м[2²3³]$/iu.test(w)) return 1;
  if (/^(?:линеен|квадратен|кубичен|погонен|учебен|астрономически)$/iu.test(w) && isUnitNoun(words[at + 1] ?? ''))
    return 2;
  return isUnitNoun(w) && w === words[at] ? 1 : 0;
}

/** Where the last "на" stands among the first `maxWords` + 1 words, or -1: a phrase with no break is cut before it. */
export function lastNaWithin(words: string[], maxWords: number): number {
  return words
    .slice(0, maxWords + 1)
    .map((w) => w.toLocaleLowerCase('bg-BG'))
    .lastIndexOf('на');
}

/** An on-screen headline: at most `maxWords` words, cut where the phrase ends, sentence case. */
/** A job by its noun: "регистриране", "продажба", "монтаж". */
export const JOB_WORD_RE =
  /^(?:\p{L}{3,}(?:ане|ене|яне|ние)|ремонт|монтаж|демонтаж|продажба|доставка|смяна|подмяна|поддръжка|изработка|профилактика|сервиз)$/iu;

export function headline(s: string, maxWords = 6): string {
  let words = polish(s)
    .replace(/[.!…]+$/, '')
    .split(' ')
    .filter(Boolean);
  const question = /\?$/.test(words.join(' '));
  // (A dash is no word: "При записване на 10 урока – 11-ия е подарък" holds eight, while the line stays short.)
  // ("Смяна на дисплей за iPhone 11 – 61,36 €": a line that ends on its price may run a word over, never cut from it.)
  const last = words.length - 1;
  const endsPriced =
    /\d\u00a0€(?:\/[\p{L}\d.]+)?$/u.test(words[last] ?? '') ||
    (/^(?:€|лв\.?|лева|евро)$/iu.test(words[last] ?? '') && /^[\d.,]+$/.test(words[last - 1] ?? ''));
  const count = words.join(' ').length > 50 ? words.length : countWords(words.join(' '));
  if (count > maxWords + (endsPriced && words.join(' ').length <= 50 ? 1 : 0)) {
    const phrase = splitPhrase(words.join(' '), maxWords);
    // Without a phrase break, cut before the last "на" that fits ("-40% на лазерна епилация" of "… на цяло
    // тяло"), never inside its phrase ("… епилация на цяло").
    const na = lastNaWithin(words, maxWords);
    const whole = phrase && countWords(phrase.head) >= Math.min(3, maxWords - 1);
    // A phrase cut where it ends keeps its last word ("120 лв. вместо 160 лв."); a blind cut loses a dangling one.
    // ("Смяна на токчета 6,14 € дамски и мъжки": a price closes a phrase, "Смяна на токчета 6,14 €".)
    const priced = words.slice(0, maxWords).findLastIndex(
      (w, j) =>
        j >= 2 &&
        // ("За всяка покупка над 15,34 € подарък": a threshold opens the phrase its gift closes.)
        !/^(?:над|под)$/iu.test(words[j - (/^[\d.,]+$/.test(words[j - 1]!) ? 2 : 1)] ?? '') &&
        (/\d\u00a0€(?:\/[\p{L}\d.]+)?[,;:]?$/u.test(w) ||
          (/^(?:€|лв\.?|лева|евро)[,;:]?$/iu.test(w) && /^[\d.,]+$/.test(words[j - 1]!))),
    );
    // ("Доставка на пясък, чакъл, баластра | и хумус": things a job is done on, listed, never lose the last after their
    // "и"; the things whole say it, «Пясък, чакъл, баластра и хумус».)
    const things = /^\p{L}{4,}\s+на\s+(\p{Ll}{3,}(?:,\s+\p{Ll}{3,})+\s+и\s+\p{Ll}{3,})(?=[\s,.;:]|$)/u.exec(
      words.join(' '),
    )?.[1];
    if (things && countWords(things) <= maxWords) words = capFirst(things).split(' ');
    else if (whole) words = phrase.head.split(' ');
    // (…with what the price is for: "Цена от 120 € за къща", not "Цена от 120 €" over "За къща включва …".)
    // (…and its unit, a word over: "Бус с 2 хамали 28,12 € на час", never "28,12 €" read as the whole job's.)
    // ("Оградна мрежа с монтаж 9,20 € на линеен метър", "… 6,14 € на кв.м": a unit of two words or abbreviated too.)
    else if (
      priced >= 2 &&
      /^(?:за|на)$/iu.test(words[priced + 1] ?? '') &&
      priced + 2 + unitWords(words, priced + 2) <= maxWords + 1 &&
      unitWords(words, priced + 2) > 0
    )
      words = words.slice(0, priced + 2 + unitWords(words, priced + 2));
    else if (priced >= 2) words = words.slice(0, priced + 1);
    // ("Продажба и регистриране | на фискални касови апарати": jobs alone say nothing; what they are done on does.)
    else if (
      // (Two jobs or more: one job says its thing with it, "Гледане | на деца" is never "Деца по часове".)
      na >= 3 &&
      words.slice(0, na).includes('и') &&
      words.slice(0, na).every((w) => w === 'и' || JOB_WORD_RE.test(w)) &&
      words.length - na - 1 >= 2 &&
      words.length - na - 1 <= maxWords &&
      !words.slice(na + 1).some((w) => /\d/u.test(w))
    )
      words = [capFirst(words[na + 1]!), ...words.slice(na + 2)];
    else if (na >= 3) words = words.slice(0, na);
    else {
      const all = words;
      words = words.slice(0, maxWords);
      // ("Сламени и тръстикови покриви по старата | технология", "Ремонт на доилни апарати и доилни | зали": a blind cut
      // inside a phrase goes back to where the last phrase began, before its preposition or "и", "Сламени и тръстикови
      // покриви", "Ремонт на доилни апарати"; never after an adjective, "Ремонт на външни | и вътрешни щори".)
      const lower = (w: string) => w.toLocaleLowerCase('bg-BG');
      const kind = /^\p{Ll}{2,}(?:[чшжлтднрзвк]н[аиоя]|ски|ска|ско|шки|цки|жки|ови|ова|ово|ева|еви|ево)$/u;
      // (…or where "всяка седмица", "които" began: "Почистване на комини и камини | всяка седмица".)
      const opens = (w: string) =>
        BREAK_BEFORE.has(lower(w)) ||
        PREPOSITION_FIRST_RE.test(w) ||
        /^(?:у|край|към|около|из|срещу|всеки|всяка|всяко|всички|който|която|което|които|където|когато|като)$/iu.test(w);
      // (Only after a word that modifies the one it was cut from: "подарък | торбичка" is a gift named, said whole.)
      const modifier =
        /^\p{Ll}{2,}(?:ата|ото|ите|ия|ият|ни|на|но|ен|ски|ска|ско|шки|шка|шко|цки|цка|цко|ови|ова|ово|еви|ева|ево)$/u;
      const midPhrase =
        /^\p{Ll}{2,}$/u.test(all[maxWords] ?? '') && !opens(all[maxWords]!) && modifier.test(words[maxWords - 1]!);
      const phraseAt = midPhrase
        ? words.findLastIndex(
            (w, j) =>
              j >= Math.min(3, maxWords - 1) &&
              opens(w) &&
              !HEADLINE_TAIL.has(lower(words[j - 1]!).replace(/[,;:]+$/u, '')) &&
              !kind.test(words[j - 1]!) &&
              !/^[\d.,]+$/u.test(words[j - 1]!),
          )
        : -1;
      if (phraseAt > 0) words = words.slice(0, phraseAt);
      // ("Доставка на 19 литрови бутилки минерална | вода": a blind cut never leaves an adjective without its noun.)
      const adjective = /^\p{Ll}{4,}(?:ална|ални|ално|[чшжлтд]н[аио]|ски|ска|ско|ови|ова|ово|ева|еви|ено|ена|ени)$/u;
      if (adjective.test(words[words.length - 1]!) && /^\p{Ll}{3,}$/u.test(all[maxWords] ?? '') && words.length > 3)
        words.pop();
      // ("Свещи от чист пчелен восък ръчно | отляти": nor an adverb without the participle it tells how of.)
      else if (
        /^(?:ръчно|машинно|собственоръчно|\p{Ll}{3,}(?:ично|ално|нно))$/u.test(words[words.length - 1]!) &&
        /^\p{Ll}{3,}(?:ти|ни|на|но|та|то|ен)$/u.test(all[maxWords] ?? '') &&
        words.length > 3
      )
        words.pop();
    }
    if (!whole) {
      // "30 лв." keeps its unit: the price is whole ("Смяна на смесител 30 лв. +" → "… 30 лв.", and
      // "За 180 лв. вместо 250 – само през" → "За 180 лв.", not "За 180").
      const dangling = () => {
        const w = words[words.length - 1]!.toLocaleLowerCase('bg-BG').replace(/[,;:]+$/, '');
        return (
          HEADLINE_TAIL.has(w) &&
          !(w === 'лв.' && /^[\d.,]+$/.test(words[words.length - 2] ?? '')) &&
          !isLicenceLetter(words[words.length - 1]!, words[words.length - 2] ?? '')
        );
      };
      // A bare number at the end of a cut ("за 25") lost its unit; drop it too, and the span it opened ("от 7 | до 12").
      while (words.length > 1 && (dangling() || /^[\d.,]+$/.test(words[words.length - 1]!))) words.pop();
    }
  }
  // ("За хора" of "За хора от 6 до 90 години": a cut that leaves a preposition and one word says nothing; a line that
  // short on screen is shown whole.)
  const all = polish(s).replace(/[.!…]+$/, '');
  if (words.length <= 2 && PREPOSITION_FIRST_RE.test(words[0] ?? '') && countWords(all) > 2 && all.length <= 36)
    words = all.split(' ').filter(Boolean);
  let out = words
    .join(' ')
    .replace(/[,;:–—-]+$/, '')
    .trim();
  // A question cut short is still asked: "Сигурна ли е бравата?" of "… на вашата врата?".
  if (question && !out.endsWith('?')) out = `${out.replace(/[.!]$/, '')}?`;
  return capFirst(out).slice(0, 80);
}

export const countWords = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

/** Items said as one list: "гирос, мусака и пресни морски дарове". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1]!;
  // "гирос, мусака и пресни морски дарове", never "гирос и мусака и …": a last item with its own "и" takes a comma.
  return `${items.slice(0, -1).join(', ')}${/\sи\s/.test(last) ? ',' : ' и'} ${last}`;
}
