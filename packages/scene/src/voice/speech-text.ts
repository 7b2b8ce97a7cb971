/**
 * What the voice says, kept apart from what the screen shows: each token carries the words to
 * say and the words to show, so captions can print "лв." while the voice reads "лева", and the
 * timings of the spoken words map back to the shown ones.
 */

import { genderOf, numberWords, ordinalWords, yearWords, type Gender } from './numbers-bg.ts';
import { applyStress, type Pronunciations } from './stress.ts';

/** One shown word and what the voice says for it (may be several spoken words). */
export type SpeechToken = { show: string; say: string };
/** While the line is read: what a money or unit token counts, for the number before it. */
type Tok = SpeechToken & { g?: Gender };
/** A piece synthesised on its own: a sentence or, for long ones, a part ending at a comma. */
export type Phrase = { tokens: SpeechToken[]; text: string; pauseAfterSec: number };

/** A scene's line is never longer than the storyboard allows (STORYBOARD_LIMITS.voiceMax). */
export const MAX_LINE_CHARS = 400;
/** Longest text handed to the engine in one call. */
export const MAX_PHRASE_CHARS = 160;
export const COMMA_PAUSE_SEC = 0.12;
export const SENTENCE_PAUSE_SEC = 0.28;

const ABBREVIATIONS: [RegExp, string][] = [
  [/^лв\.?$/i, 'лева'],
  [/^ул\.$/i, 'улица'],
  [/^гр\.$/i, 'град'],
  [/^бул\.$/i, 'булевард'],
  [/^ж\.\s?к\.?$/i, 'жилищен комплекс'],
  [/^кв\.$/i, 'квартал'],
  [/^тел\.$/i, 'телефон'],
  [/^т\.нар\.$/i, 'така наречения'],
  [/^д-р$/i, 'доктор'],
  [/^ст\.$/i, 'стотинки'],
  [/^мин\.?$/i, 'минути'],
  [/^ч\.?$/i, 'часа'],
  [/^кат\.$/i, 'категория'],
  [/^куб\.\s?м\.?$/i, 'кубически метра'],
  [/^(?:кв\.?\s?м\.?|(?:м²|м2|m²)\.?)$/i, 'квадратни метра'],
  [/^kwh\.?$/i, 'киловатчаса'],
  [/^kw\.?$/i, 'киловата'],
  [/^д-р\.?$/i, 'доктор'],
  [/^проф\.$/i, 'професор'],
  [/^арх\.$/i, 'архитект'],
  [/^инж\.$/i, 'инженер'],
  [/^адв\.$/i, 'адвокат'],
  [/^доц\.$/i, 'доцент'],
  [/^г-н$/i, 'господин'],
  [/^г-жа$/i, 'госпожа'],
  [/^дка\.?$/i, 'декара'],
  [/^год\.?$/i, 'години'],
  [/^№$/, 'номер'],
  [/^&$/, 'и'],
  [/^бл\.$/i, 'блок'],
  [/^вх\.$/i, 'вход'],
  [/^ет\.$/i, 'етаж'],
  [/^ап\.$/i, 'апартамент'],
  [/^пл\.$/i, 'площад'],
  [/^fb:?$/i, 'Фейсбук'],
  [/^бр\.$/i, 'броя'],
  [/^кг\.?$/i, 'килограма'],
  [/^км\.?$/i, 'километра'],
  [/^и\.т\.н\.?$/i, 'и така нататък'],
  [/^€\.?$/, 'евро'],
  [/^eur\.?$/i, 'евро'],
];

const ZERO = 'нула';
const MONTHS = [
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

/** "48,57 €" is "четиридесет и осем евро и петдесет и седем цента", "0,50 лв" "петдесет стотинки". */
export function moneyWords(whole: number, cents: number, currency: 'eur' | 'bgn'): string {
  const parts: string[] = [];
  if (currency === 'eur') {
    if (whole || !cents) parts.push(`${numberWords(whole, 'n')} евро`);
    if (cents) parts.push(cents === 1 ? 'един цент' : `${numberWords(cents, 'm')} цента`);
  } else {
    if (whole || !cents) parts.push(whole === 1 ? 'един лев' : `${numberWords(whole, 'm')} лева`);
    if (cents) parts.push(cents === 1 ? 'една стотинка' : `${numberWords(cents, 'f')} стотинки`);
  }
  return parts.join(' и ');
}
const centsOf = (c: string | undefined) => (c ? Number(c.length === 1 ? `${c}0` : c) : 0);
const currencyOf = (c: string) => (/^(€|eur|евро)$/i.test(c) ? 'eur' : 'bgn');
/** "8 лв. кг": so much for a kilogram, a piece; "2 €/кв.м" so much a square metre. */
const PER: [RegExp, string][] = [
  [/^кг\.?$/i, 'за килограм'],
  [/^бр\.?$/i, 'за брой'],
  [/^(?:кв\.?\s?м\.?|м²|м2)$/i, 'на квадратен метър'],
  [/^(?:ч\.?|час)$/i, 'на час'],
  [/^(?:човек|чов\.)$/i, 'на човек'],
  [/^(?:нощувка|нощ)$/i, 'на нощувка'],
  [/^(?:км)$/i, 'на километър'],
  // ("15 €/стр." of a translator, "20 лв./мес." of a course: said as the words they stand for.)
  [/^(?:стр\.?|страница)$/i, 'на страница'],
  [/^(?:мес\.?|месец)$/i, 'на месец'],
  [/^(?:л\.?\s?м\.?|лин\.?\s?м\.?)$/i, 'на линеен метър'],
];
const perWords = (p: string | undefined) => (p ? ` ${PER.find(([re]) => re.test(p))?.[1] ?? `на ${p}`}` : '');
/** "6:30" is "шест и тридесет", "9:00" is "девет". */
const clock = (t: string) =>
  t.replace(/^(\d{1,2})[:.](\d{2})$/, (_m, h: string, mm: string) =>
    mm === '00' ? `${Number(h)}` : `${Number(h)} и ${Number(mm)}`,
  );
const DAYS: Record<string, string> = {
  пон: 'понеделник',
  пн: 'понеделник',
  вт: 'вторник',
  ср: 'сряда',
  чет: 'четвъртък',
  чт: 'четвъртък',
  пет: 'петък',
  пт: 'петък',
  съб: 'събота',
  сб: 'събота',
  нед: 'неделя',
  нд: 'неделя',
};

/** One group of a phone or a code: "010" is "нула десет", "887" "осемстотин осемдесет и седем". */
function groupWords(g: string): string {
  const zeros = /^0+/.exec(g)?.[0].length ?? 0;
  const num = g.slice(zeros);
  // Digits dictated are counted, not counting anything: "нула две", "тридесет и две".
  return [...Array<string>(zeros).fill(ZERO), num ? numberWords(Number(num), 'n') : ''].filter(Boolean).join(' ');
}

/** Reads a run of digits in groups of at most three, leading zeros as "нула", commas between groups. */
function digitGroups(digits: string): string {
  const groups: string[] = [];
  let rest = digits;
  // Bulgarian numbers: mobile 0888 123 456, landline 032 123 456; read the prefix, then threes from the right.
  if (rest.startsWith('0')) {
    const prefix = rest.length === 10 ? rest.slice(0, 4) : rest.slice(0, Math.min(3, rest.length));
    groups.push(prefix);
    rest = rest.slice(prefix.length);
  }
  const tail: string[] = [];
  while (rest.length > 4) {
    tail.unshift(rest.slice(-3));
    rest = rest.slice(0, -3);
  }
  if (rest.length === 4) tail.unshift(rest.slice(0, 2), rest.slice(2));
  else if (rest) tail.unshift(rest);
  groups.push(...tail);
  return groups.map(groupWords).join(', ');
}

const PHONE = /(?:\+359|00359|\b0)\s?\d[\d\s\-/]{6,14}\d/g;
/** The country code as a Bulgarian reads it from a card, digit by digit. */
const COUNTRY = 'плюс три пет девет';

/** Phone numbers become one token each so the caption shows the digits and the voice reads the groups. */
function protectPhones(text: string): { text: string; phones: Map<string, string> } {
  const phones = new Map<string, string>();
  let i = 0;
  const out = text.replace(PHONE, (m) => {
    const digits = m.replace(/\D/g, '').replace(/^00359|^359/, '0');
    if (digits.length < 7 || digits.length > 13) return m;
    const key = `\u0001${i++}\u0001`;
    phones.set(key, m.replace(/[\s/]+/g, ' ').trim());
    // "+359 887 555 010" is said as the caption shows it: "плюс три пет девет", then its groups; a
    // number typed with 0 keeps its 0. Groups as typed, so an area code never runs into the number.
    const intl = /^\s*(?:\+|00)359/.test(m);
    const typed = m
      .trim()
      .replace(/^(?:\+|00)359[\s-]*/, intl ? '' : '0')
      .split(/[\s\-/]+/)
      .filter(Boolean);
    const rest = intl ? digits.slice(1) : digits;
    const byTyped = typed.length >= 2 && typed.every((g) => /^\d{1,6}$/.test(g)) && typed.join('') === rest;
    const group = (g: string) => (g.startsWith('0') ? `${ZERO} ${groupWords(g.slice(1))}`.trim() : digitGroups(g));
    const body = byTyped
      ? typed
          .flatMap((g) => (g.length === 4 && !g.startsWith('0') ? [g.slice(0, 2), g.slice(2)] : [g]))
          .map(group)
          .join(', ')
      : intl
        ? digitGroups(rest)
        : digitGroups(digits);
    phones.set(`${key}say`, intl ? `${COUNTRY}, ${body}` : body);
    return key;
  });
  return { text: out, phones };
}

/** Units whose dot can also end a sentence ("… 20 лв. Заповядайте"); place prefixes never do. */
const UNIT_END = /(^|\s|\d|\/)(лв|ст|мин|ч|бр|кг|км|и\.т\.н)\.$/i;
/** Abbreviations that open a name or a number: their dot never ends a sentence ("ул. Главна"). */
const PREFIX_ABBR = /^(ул|гр|бул|ж\.\s?к|кв|с|тел|т\.нар|д-р|проф|доц|арх|инж|адв|кат|г-н|г-жа|бл|вх|ет|ап|пл)\.$/i;
const CURRENCY = '€|eur|евро|лв\\.?|лева|bgn';
const PER_UNIT =
  '(?:кв\\.?\\s?м\\.?|м²|м2|кг\\.?|бр\\.?|ч\\.?|час|човек|нощувка|нощ|км|стр\\.?|страница|мес\\.?|месец|л\\.?\\s?м\\.?|лин\\.?\\s?м\\.?)';
/** "48,57 €", "25 EUR", "95 лв.", "2 €/кв.м", "20 €." (the dot ends the sentence). */
const MONEY_AFTER = new RegExp(`^(\\d+)(?:[,.](\\d{1,2}))?\\s?(${CURRENCY})(?:\\/(${PER_UNIT}))?(\\.?)$`, 'i');
/** "€25", "EUR 25,50". */
const MONEY_BEFORE = new RegExp(`^(€|eur)\\s?(\\d+)(?:[,.](\\d{1,2}))?(?:\\/(${PER_UNIT}))?(\\.?)$`, 'i');

function sayWord(raw: string): { say: string; g?: Gender } {
  // "„20 €“.": the full stop after a closing quote or bracket ends the sentence, whatever is inside.
  if (/[»"”“)]\.$/.test(raw)) {
    const inner = sayWord(raw.slice(0, -1));
    return { ...inner, say: `${inner.say}.` };
  }
  const m = /^([«„"(“]*)(.*?)([,;:!?…»"”“)]*)$/.exec(raw)!;
  const core = m[2]!;
  const trail = m[3]!;
  const money = MONEY_AFTER.exec(core);
  if (money) {
    const [, whole, cents, cur, per, dot] = money;
    // "лв." keeps its dot as an abbreviation's; whether it also ends the sentence is decided by the caller.
    return {
      say: `${m[1]!}${moneyWords(Number(whole), centsOf(cents), currencyOf(cur!.replace(/\.$/, '')))}${perWords(per)}${/^лв/i.test(cur!) && !per ? '' : dot}${trail}`,
      g: currencyOf(cur!.replace(/\.$/, '')) === 'eur' ? 'n' : 'm',
    };
  }
  const before = MONEY_BEFORE.exec(core);
  if (before) {
    const [, , whole, cents, per, dot] = before;
    return { say: `${m[1]!}${moneyWords(Number(whole), centsOf(cents), 'eur')}${perWords(per)}${dot}${trail}`, g: 'n' };
  }
  for (const [re, word] of ABBREVIATIONS) {
    if (!re.test(core)) continue;
    // "kW.", "€.", "м².": a dot the abbreviation does not need ends the sentence (units like "лв." are the caller's).
    const dot =
      core.endsWith('.') && re.test(core.slice(0, -1)) && !UNIT_END.test(core) && !PREFIX_ABBR.test(core) ? '.' : '';
    return { say: word + dot + trail, g: word === 'евро' ? 'n' : undefined };
  }
  // "15.12." and "15.12.2026 г.": a day, a month and a year.
  const date = /^(\d{1,2})\.(\d{1,2})\.(\d{4})?$/.exec(core);
  if (date && Number(date[1]) >= 1 && Number(date[1]) <= 31 && Number(date[2]) >= 1 && Number(date[2]) <= 12) {
    return {
      say: `${m[1]!}${ordinalWords(Number(date[1]))} ${MONTHS[Number(date[2]) - 1]!}${date[3] ? ` ${yearWords(Number(date[3]))} година` : ''}${trail}`,
    };
  }
  let w = core;
  // "anelia@gmail.com", "fb.com/orhideya", "www.roma.bg": an address is read out sign by sign.
  const address = w.replace(/\.$/, '');
  // "fb.com/tetradka.cafe": the page, not the signs of its address.
  const page = /^(?:https?:\/\/)?(?:www\.)?(fb|facebook|instagram)\.com\/([\w.-]+)\/?$/i.exec(address);
  if (page)
    return {
      say: `${m[1]!}${/^i/i.test(page[1]!) ? 'Инстаграм' : 'Фейсбук'} ${page[2]!.replace(/\./g, ' точка ').replace(/[_-]/g, ' ').replace(/\s+/g, ' ').trim()}${address === w ? '' : '.'}${trail}`,
    };
  if (
    /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$|^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:bg|com|eu|net|org)(?:\/\S*)?$/i.test(
      address,
    )
  ) {
    return {
      say:
        m[1]! +
        address
          .replace(/^https?:\/\//i, '')
          .replace(/@/g, ' кльомба ')
          .replace(/\./g, ' точка ')
          .replace(/\//g, ' наклонена черта ')
          .replace(/[_-]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim() +
        (address === w ? '' : '.') +
        trail,
    };
  }
  // "-20%" and "20%": a discount read as such; "%" always read out.
  w = w.replace(/^[-–−](\d+(?:[.,]\d+)?) ?%$/, '$1 процента отстъпка');
  w = w.replace(/(\d)\s*%/g, '$1 процента');
  w = w.replace(/^[-–−]+(?=\D)/, '');
  // "12ч", "14-24ч", "30мин", "5kW": the unit typed onto the number.
  w = w.replace(/^(\d{1,2}(?:[-–]\d{1,2})?)ч\.?$/i, '$1 часа');
  w = w.replace(/^(\d{1,3}(?:[-–]\d{1,3})?)мин\.?$/i, '$1 минути');
  // ("деца до 7г": an age typed onto its number; a year has four digits.)
  w = w.replace(/^(\d{1,3}(?:[-–]\d{1,3})?)г\.?$/i, '$1 години');
  w = w.replace(/^(\d+)\s?kw$/i, '$1 киловата');
  w = w.replace(/^(\d+)\s?(?:м²|м2|кв\.?м\.?)$/i, '$1 квадратни метра');
  // "8 лв/кг": so much a kilogram.
  w = w.replace(
    /^(\d+(?:[.,]\d+)?)?\s?лв\.?\/(кг|бр)\.?$/i,
    (_m, n: string | undefined, per: string) =>
      `${n ? sayWord(`${n} лв`).say : 'лева'} за ${/кг/i.test(per) ? 'килограм' : 'брой'}`,
  );
  w = w.replace(/^(?:€|eur)\/(.+)$/i, (_m, per: string) => `евро${perWords(per)}`);
  // "9-20", "20-30 мин", "6:30-22": from one number to the other, never "тире".
  w = w.replace(
    /^(\d{1,2}(?:[:.]\d{2})?)[-–](\d{1,3}(?:[:.]\d{2})?)(?=$|\s|\.$)/,
    (_m, a: string, b: string) => `от ${clock(a)} до ${clock(b)}`,
  );
  // "пон-пет", "пон.–съб.": from one day to another.
  w = w.replace(
    /^(пон|пн|вт|ср|чет|чт|пет|пт|съб|сб|нед|нд)\.?[-–](пон|пн|вт|ср|чет|чт|пет|пт|съб|сб|нед|нд)\.?$/i,
    (_m, a: string, b: string) => `от ${DAYS[a.toLowerCase()]} до ${DAYS[b.toLowerCase()]}`,
  );
  // Decimal comma: "4,5" is four point five, not a pause.
  w = w.replace(/(\d),(\d)/g, '$1 цяло и $2');
  w = w.replace(/^(\d{1,2})[:.](\d{2}) ч\.?$/i, (_m, h: string, mm: string) =>
    mm === '00' ? `${Number(h)} часа` : `${Number(h)} и ${Number(mm)} часа`,
  );
  // Times like 9:00 or 18.30 read as hours and minutes.
  w = w.replace(/^(\d{1,2})[:.](\d{2})$/, (_m, h: string, mm: string) =>
    mm === '00' ? `${Number(h)} часа` : `${Number(h)} и ${Number(mm)}`,
  );
  // "12А": a house number with its letter.
  w = w.replace(/^(\d{1,4})([А-Я])$/i, (_m, n: string, l: string) => `${n} ${l.toUpperCase()}`);
  // Long digit runs that are not phones (postcodes, codes) are read in groups too.
  w = w.replace(/\d{5,}/g, (d) => digitGroups(d));
  return { say: m[1]! + w + trail };
}

/** Any number word, so "от две до пет евро" finds "евро" past the range for the first number. */
const NUM_WORD =
  '(?:нула|един|една|едно|два|две|три|четири|пет|шест|седем|осем|девет|десет|\\S+надесет|\\S+десет|сто|двеста|триста|\\S+стотин|хиляда|хиляди)';
const RANGE_SKIP = new RegExp(
  `^\\s+(?:до|или|и|[-–])\\s+(?:[\\d.,:]+|${NUM_WORD}(?:\\s+(?:и\\s+)?${NUM_WORD})*)(?=\\s)`,
  'i',
);
const PERSONAL =
  /^(души|човека|мъже|майстори|специалисти|техници|служители|лекари|треньори|инструктори|фризьори|готвачи|шофьори|монтажници|работници|учители|преподаватели|сервитьори|охранители)[,.!?;:]*$/;
const PERSONAL_COUNT = ['двама', 'трима', 'четирима', 'петима', 'шестима'];
/** The singular after a lone "един": "един процент", "една минута". */
const SINGULAR: Record<string, string> = {
  процента: 'процент',
  часа: 'час',
  лева: 'лев',
  цента: 'цент',
  метра: 'метър',
  броя: 'брой',
  километра: 'километър',
  килограма: 'килограм',
  киловата: 'киловат',
  минути: 'минута',
  години: 'година',
  стотинки: 'стотинка',
  'квадратни метра': 'квадратен метър',
  'кубически метра': 'кубически метър',
};

/**
 * The digits still in a token's words, in words: the number agrees with what it counts, found
 * after it in the token or in the next ones ("2 гуми" "две", "от 2 до 5 €" "от две до пет евро");
 * a day before a month is an ordinal ("15 декември" "петнадесети декември"), a year before "г." too.
 */
function numbersInWords(tokens: Tok[]): void {
  tokens.forEach((t, i) => {
    if (!/\d/.test(t.say)) return;
    const next = tokens.slice(i + 1, i + 4);
    t.say = t.say.replace(/\d+/g, (d, at: number, s: string) => {
      let rest = s.slice(at + d.length);
      const tail = ` ${next.map((x) => x.say).join(' ')}`;
      let hint: Gender | undefined;
      if (!rest.trim()) {
        // The unit is in the next token (or past a range in the one after): its own hint first.
        const j = RANGE_SKIP.test(tail) && next[0] && /^(до|или|и|[-–])$/i.test(next[0].show) ? 1 : 0;
        hint = next[j]?.g ?? (j && next[1] ? undefined : next[0]?.g);
        rest = tail;
      }
      const n = Number(d);
      if (d.length > 1 && d.startsWith('0')) return groupWords(d);
      const after = rest.replace(RANGE_SKIP, '');
      const unit = /^\s+([^\s\d,.!?;:]+)/.exec(after)?.[1]?.toLowerCase();
      if (unit && MONTHS.includes(unit.replace(/[^а-я]/g, ''))) return ordinalWords(n);
      if (/^\s+г\.?(?:[\s,;!?]|$)/.test(rest) && n >= 1000 && n < 3000) return yearWords(n);
      // "двама души", "трима майстори": men and people are counted with their own numerals.
      if (n >= 2 && n <= 6 && unit && PERSONAL.test(unit)) return PERSONAL_COUNT[n - 2]!;
      // A number that counts nothing ("Младост 2", "ет. 2") is said as one counts: "две".
      return numberWords(n, hint ?? (unit === 'цяло' ? 'f' : unit === undefined ? 'n' : genderOf(unit)));
    });
    // "1 час" is "един час", not "един часа"; "21 часа" keeps the count form.
    t.say = t.say.replace(
      /(^|[^и]\s|^\s*)(един|една|едно) (квадратни метра|кубически метра|[а-я]+)/,
      (m, pre: string, one: string, unit: string) => (SINGULAR[unit] ? `${pre}${one} ${SINGULAR[unit]}` : m),
    );
  });
  // "2 г." after a year is "година", after an age "години".
  tokens.forEach((t, i) => {
    // ("височина 1.20 м.", "шатра 10 м": a length after its number is in metres.)
    if (
      /^м\.?[,;!?]?$/.test(t.say) &&
      /\p{L}$/u.test(tokens[i - 1]?.say ?? '') &&
      /\d$/.test(tokens[i - 1]?.show ?? '')
    )
      t.say = t.say.replace(/^м/, /(^|\s)(един|една)$/.test(tokens[i - 1]!.say) ? 'метър' : 'метра');
    if (/^г\.?[,;!?]?$/.test(t.say)) {
      const prev = tokens[i - 1]?.say ?? '';
      t.say =
        t.say.replace(
          /^г\.?/,
          /(първа|втора|трета|а|хилядна)$/.test(prev)
            ? 'година'
            : /(^|\s)(един|една)$/.test(prev)
              ? 'година'
              : 'години',
        ) + (/\.$/.test(t.show) && (!tokens[i + 1] || /^[А-ЯA-Z]/.test(tokens[i + 1]!.show)) ? '.' : '');
    }
  });
}

/** Collapses whitespace, drops control characters and leading dashes (never CLI options anyway). */
export function cleanLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Caps a line at a word boundary, ending it as a sentence, so no input can make the engine run away. */
export function capLine(text: string, max = MAX_LINE_CHARS): string {
  const t = cleanLine(text);
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max * 0.6 ? cut.slice(0, sp) : cut).replace(/[,;:\s-]+$/, '')}.`;
}

/** Shown/said tokens of a line; empty when nothing is spoken. Owner's pronunciations win over the lexicon. */
export function speechTokens(line: string, pron?: Pronunciations): SpeechToken[] {
  const { text: raw, phones } = protectPhones(capLine(line));
  // "1 500 €", "1.500 лв": the thousands of a price, not two numbers.
  const text = raw.replace(/\b(\d{1,3})(?:[ \u00a0.](\d{3}))+(?=\s?(?:€|eur\b|евро|лв|лева|bgn\b))/gi, (m) =>
    m.replace(/[ \u00a0.]/g, ''),
  );
  const out: Tok[] = [];
  const parts = text.split(' ').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i]!;
    const next = parts[i + 1];
    // "100 кв м": the unit typed in two pieces is one.
    if (next && /^кв\.?$/i.test(part) && /^м\.?[,!?]?$/i.test(next)) {
      part = `${part}${next}`;
      i++;
    } else if (
      next &&
      /\d$/.test(part) &&
      /^(%|лв\.?(?:\/(?:кг|бр)\.?)?|€|eur|евро|лева|bgn)(?:\/[^\s)»”“"]+)?[.,!?;:…)»”“"]*$/i.test(next)
    ) {
      // "20 %", "20 лв.", "48,57 €", "25 EUR" keep the unit with the number.
      part = `${part}${next.startsWith('%') ? '' : ' '}${next}`;
      i++;
    } else if (next && /^\d{1,2}[:.]\d{2}$/.test(part) && /^ч\.?[,!?;:…]?$/i.test(next)) {
      // "9:00 ч.": the hour's unit once, not "девет часа часа".
      part = `${part} ${next}`;
      i++;
    } else if (
      next &&
      /^[(„"«“]*(€|eur)$/i.test(part) &&
      /^\d+(?:[,.]\d{1,2})?(?:\/[^\s)»”“"]+)?[.,!?;:…)»”“"]*$/.test(next)
    ) {
      // "€ 25", "EUR 25": the sign before the number.
      part = `${part} ${next}`;
      i++;
    }
    const key = /\u0001\d+\u0001/.exec(part)?.[0];
    if (key) {
      const trail = part.slice(part.indexOf(key) + key.length);
      out.push({ show: phones.get(key)! + trail, say: `${phones.get(`${key}say`)!}${trail}` });
      continue;
    }
    const show = part.replace(/^[-–−]+(?=\D)/, '');
    if (!show || /^[-–—]+$/.test(show)) {
      // "Пекарна Слънце – семейна пекарна": a dash between words is not said, but the captions show
      // it with the word before it (and break there), so they do not read "Слънце семейна".
      const prev = out[out.length - 1];
      if (show && prev && !/[.!?…,;:–—-]$/.test(prev.show)) prev.show += ' –';
      continue;
    }
    // ("за начинаещи / напреднали", "Начинаещи 120 € / напреднали 150 €": a slash between words is said as the word it
    // stands for, "или", and between two prices "и"; the captions show it as typed.)
    if (show === '/' && out.length && next) {
      const prevShow = out[out.length - 1]!.show;
      out.push({ show, say: /(?:€|лв\.?|лева|евро|eur)$/iu.test(prevShow) ? 'и' : 'или' });
      continue;
    }
    const before = parts[i - 1] ?? '';
    const after = parts[i + 1];
    // "8 лв. кг", "2 лв. бр.": so much a kilogram, a piece.
    const per = /лв\.?$/i.test(before) && /^(кг|бр)\.?[,.!?]?$/i.exec(part);
    const said = per
      ? { say: `за ${/кг/i.test(part) ? 'килограм' : 'брой'}${/[,!?]$/.test(part) ? part.slice(-1) : ''}` }
      : sayWord(part);
    let say = said.say.trim() || show;
    // "с. Арбанаси": the village, not the preposition.
    if (/^с\.$/i.test(part) && after && /^[А-Я]/.test(after)) say = 'село';
    // "на кв.м", "за час": one of the unit, not a count of it.
    if (/^(на|за|всеки|всеки\.)$/i.test(before)) {
      const one = /^([^,.!?;:…]+)(.*)$/.exec(say);
      if (one && SINGULAR[one[1]!]) say = SINGULAR[one[1]!]! + one[2]!;
    }
    // "от 6-12 г.": the range already has its "от".
    if (/^от$/i.test(before) && /^от \d/.test(say) && /^\d/.test(part)) say = say.slice(3);
    // An abbreviation's own dot can also end the sentence: "… 20 лв. Заповядайте", "до 15.12. Елате".
    if (
      /\.$/.test(part) &&
      !/[.!?…]$/.test(say) &&
      !PREFIX_ABBR.test(part) &&
      !/^г\.$/i.test(part) &&
      (!after || /^[А-ЯA-Z]/.test(after))
    )
      say += '.';
    out.push({ show, say, g: said.g });
  }
  numbersInWords(out);
  return out.map((t) => ({ show: t.show, say: applyStress(t.say, pron) }));
}

const endsSentence = (s: string) => /[.!?…]["»”)]*$/.test(s);
const endsClause = (s: string) => /[,;:]["»”)]*$/.test(s);

/**
 * Splits a line into phrases for the engine: at sentence ends always, and at commas when the
 * sentence is long; a phrase with no punctuation past MAX_PHRASE_CHARS is cut at a word.
 * Abbreviations are already expanded, so "ул." no longer ends a sentence.
 */
export function phrasesOf(line: string, pron?: Pronunciations): Phrase[] {
  const tokens = speechTokens(line, pron);
  const phrases: Phrase[] = [];
  let cur: SpeechToken[] = [];
  let len = 0;
  const flush = (pause: number) => {
    if (!cur.length) return;
    phrases.push({ tokens: cur, text: cur.map((t) => t.say).join(' '), pauseAfterSec: pause });
    cur = [];
    len = 0;
  };
  for (const t of tokens) {
    cur.push(t);
    len += t.say.length + 1;
    if (endsSentence(t.say)) flush(SENTENCE_PAUSE_SEC);
    else if (endsClause(t.say) && len > 60) flush(COMMA_PAUSE_SEC);
    else if (len > MAX_PHRASE_CHARS) flush(COMMA_PAUSE_SEC);
  }
  flush(SENTENCE_PAUSE_SEC);
  return phrases;
}

/** The whole line as the engine reads it (tests, the sample route). */
export function speechText(line: string, pron?: Pronunciations): string {
  return speechTokens(line, pron)
    .map((t) => t.say)
    .join(' ');
}
