/**
 * What the voice says, kept apart from what the screen shows: each token carries the words to
 * say and the words to show, so captions can print "лв." while the voice reads "лева", and the
 * timings of the spoken words map back to the shown ones.
 */

/** One shown word and what the voice says for it (may be several spoken words). */
export type SpeechToken = { show: string; say: string };
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
  [/^ж\.к\.$/i, 'жилищен комплекс'],
  [/^кв\.$/i, 'квартал'],
  [/^тел\.$/i, 'телефон'],
  [/^т\.нар\.$/i, 'така наречения'],
  [/^д-р$/i, 'доктор'],
  [/^ст\.$/i, 'стотинки'],
  [/^мин\.?$/i, 'минути'],
  [/^ч\.?$/i, 'часа'],
  [/^кат\.$/i, 'категория'],
  [/^куб\.\s?м\.?$/i, 'кубически метра'],
  [/^кв\.?\s?м\.?$/i, 'квадратни метра'],
  [/^fb:?$/i, 'Фейсбук'],
  [/^бр\.$/i, 'броя'],
  [/^кг\.?$/i, 'килограма'],
  [/^км\.?$/i, 'километра'],
  [/^и\.т\.н\.?$/i, 'и така нататък'],
  [/^€$/, 'евро'],
  [/^eur$/i, 'евро'],
];

const ZERO = 'нула';
/** "0,50" is fifty stotinki, "4,50" four leva and fifty stotinki, "8" eight leva. */
const leva = (n: string) => {
  const m = /^(\d+)[.,](\d{2})$/.exec(n);
  if (!m) return `${n} лева`;
  return Number(m[1]) === 0 ? `${Number(m[2])} стотинки` : `${m[1]} лева и ${Number(m[2])} стотинки`;
};
/** "6:30" is "6 и 30", "9:00" is "9". */
const clock = (t: string) => t.replace(/^(\d{1,2})[:.](\d{2})$/, (_m, h: string, mm: string) => (mm === '00' ? `${Number(h)}` : `${Number(h)} и ${Number(mm)}`));
const DAYS: Record<string, string> = { пон: 'понеделник', пн: 'понеделник', вт: 'вторник', ср: 'сряда', чет: 'четвъртък', чт: 'четвъртък', пет: 'петък', пт: 'петък', съб: 'събота', сб: 'събота', нед: 'неделя', нд: 'неделя' };

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
  return groups
    .map((g) => {
      const zeros = /^0+/.exec(g)?.[0].length ?? 0;
      const num = g.slice(zeros);
      return [...Array<string>(zeros).fill(ZERO), num].filter(Boolean).join(' ');
    })
    .join(', ');
}

const PHONE = /(?:\+359|00359|\b0)\s?\d[\d\s\-/]{6,14}\d/g;

/** Phone numbers become one token each so the caption shows the digits and the voice reads the groups. */
function protectPhones(text: string): { text: string; phones: Map<string, string> } {
  const phones = new Map<string, string>();
  let i = 0;
  const out = text.replace(PHONE, (m) => {
    const digits = m.replace(/\D/g, '').replace(/^00359|^359/, '0');
    if (digits.length < 7 || digits.length > 13) return m;
    const key = `\u0001${i++}\u0001`;
    phones.set(key, m.replace(/[\s/]+/g, ' ').trim());
    // Keep the digits with the key so the reading is built once. "02 987 65 43" is read in the groups it
    // was typed in ("нула 2, 987, 65, 43"), so the area code is never run into the number (review 14).
    const typed = m.trim().replace(/^(?:\+|00)359[\s-]*/, '0').split(/[\s\-/]+/).filter(Boolean);
    const byTyped = typed.length >= 2 && typed.every((g) => /^\d{1,6}$/.test(g)) && typed.join('') === digits;
    const group = (g: string) => (g.startsWith('0') ? `${ZERO} ${g.slice(1)}`.trim() : digitGroups(g));
    phones.set(`${key}say`, byTyped ? typed.flatMap((g) => (g.length === 4 && !g.startsWith('0') ? [g.slice(0, 2), g.slice(2)] : [g])).map(group).join(', ') : digitGroups(digits));
    return key;
  });
  return { text: out, phones };
}

/** Units whose dot can also end a sentence ("… 20 лв. Заповядайте"); place prefixes never do. */
const UNIT_END = /(^|\s|\d|\/)(лв|ст|мин|ч|бр|кг|км|и\.т\.н)\.$/i;

function sayWord(raw: string): string {
  const m = /^([«„"(“]*)(.*?)([,;:!?…»"”)]*)$/.exec(raw)!;
  const core = m[2]!;
  const trail = m[3]!;
  for (const [re, word] of ABBREVIATIONS) if (re.test(core)) return word + trail;
  let w = core;
  // "anelia@gmail.com", "fb.com/orhideya", "www.roma.bg": an address is read out sign by sign.
  const address = w.replace(/\.$/, '');
  // "fb.com/tetradka.cafe": the page, not the signs of its address (review 14).
  const page = /^(?:https?:\/\/)?(?:www\.)?(fb|facebook|instagram)\.com\/([\w.-]+)\/?$/i.exec(address);
  if (page) return `${m[1]!}${/^i/i.test(page[1]!) ? 'Инстаграм' : 'Фейсбук'} ${page[2]!.replace(/\./g, ' точка ').replace(/[_-]/g, ' ').replace(/\s+/g, ' ').trim()}${address === w ? '' : '.'}${trail}`;
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$|^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:bg|com|eu|net|org)(?:\/\S*)?$/i.test(address)) {
    return m[1]! + address.replace(/^https?:\/\//i, '').replace(/@/g, ' кльомба ').replace(/\./g, ' точка ').replace(/\//g, ' наклонена черта ').replace(/[_-]/g, ' ').replace(/\s+/g, ' ').trim() + (address === w ? '' : '.') + trail;
  }
  // "-20%" and "20%": a discount read as such; "%" always read out.
  w = w.replace(/^[-–−](\d+(?:[.,]\d+)?) ?%$/, '$1 процента отстъпка');
  w = w.replace(/(\d)\s*%/g, '$1 процента');
  // Prices: "4,50 лв" is four leva and fifty stotinki.
  w = w.replace(/^(\d+)[,.](\d{2}) ?лв\.?$/i, (_m, a: string, b: string) => `${a} лева и ${Number(b)} стотинки`);
  w = w.replace(/(\d) ?лв\.?$/gi, '$1 лева');
  w = w.replace(/(\d) ?€$/g, '$1 евро');
  w = w.replace(/^€(\d+)/g, '$1 евро');
  w = w.replace(/^[-–−]+(?=\D)/, '');
  // "12ч", "14-24ч", "30мин": the unit typed onto the number.
  w = w.replace(/^(\d{1,2}(?:[-–]\d{1,2})?)ч\.?$/i, '$1 часа');
  w = w.replace(/^(\d{1,3}(?:[-–]\d{1,3})?)мин\.?$/i, '$1 минути');
  // "8 лв/кг": so much a kilogram.
  w = w.replace(/^(\d+(?:[.,]\d+)?)?\s?лв\.?\/(кг|бр)\.?$/i, (_m, n: string | undefined, per: string) => `${n ? leva(n) : 'лева'} за ${/кг/i.test(per) ? 'килограм' : 'брой'}`);
  // "9-20", "20-30 мин", "6:30-22": from one number to the other, never "тире".
  w = w.replace(/^(\d{1,2}(?:[:.]\d{2})?)[-–](\d{1,3}(?:[:.]\d{2})?)(?=$|\s|\.$)/, (_m, a: string, b: string) => `от ${clock(a)} до ${clock(b)}`);
  // "пон-пет", "пон.–съб.": from one day to another.
  w = w.replace(/^(пон|пн|вт|ср|чет|чт|пет|пт|съб|сб|нед|нд)\.?[-–](пон|пн|вт|ср|чет|чт|пет|пт|съб|сб|нед|нд)\.?$/i, (_m, a: string, b: string) => `от ${DAYS[a.toLowerCase()]} до ${DAYS[b.toLowerCase()]}`);
  // Decimal comma: "4,5" is four point five, not a pause.
  w = w.replace(/(\d),(\d)/g, '$1 цяло и $2');
  // Times like 9:00 or 18.30 read as hours and minutes.
  w = w.replace(/^(\d{1,2})[:.](\d{2})$/, (_m, h: string, mm: string) => (mm === '00' ? `${Number(h)} часа` : `${Number(h)} и ${Number(mm)}`));
  // Long digit runs that are not phones (postcodes, codes) are read in groups too.
  w = w.replace(/\d{5,}/g, (d) => digitGroups(d));
  return m[1]! + w + trail;
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

/** Shown/said tokens of a line; empty when nothing is spoken. */
export function speechTokens(line: string): SpeechToken[] {
  const { text, phones } = protectPhones(capLine(line));
  const out: SpeechToken[] = [];
  const parts = text.split(' ').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i]!;
    // "20 %" and "20 лв." keep the unit with the number.
    const next = parts[i + 1];
    // "100 кв м": the unit typed in two pieces is one.
    if (next && /^кв\.?$/i.test(part) && /^м\.?[,!?]?$/i.test(next)) {
      part = `${part}${next}`;
      i++;
    } else if (next && /\d$/.test(part) && /^(%|лв\.?(?:\/(?:кг|бр)\.?)?|€)[,!?]?$/i.test(next)) {
      part = `${part}${next === '%' || next.startsWith('%') ? '' : ' '}${next}`;
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
    // "8 лв. кг", "2 лв. бр.": so much a kilogram, a piece.
    const per = /лв\.?$/i.test(parts[i - 1] ?? '') && /^(кг|бр)\.?[,.!?]?$/i.exec(part);
    let say = per ? `за ${/кг/i.test(part) ? 'килограм' : 'брой'}${/[,!?]$/.test(part) ? part.slice(-1) : ''}` : sayWord(part).trim() || show;
    // "от 6-12 г.": the range already has its "от".
    if (/^от$/i.test(parts[i - 1] ?? '') && /^от \d/.test(say) && /^\d/.test(part)) say = say.slice(3);
    // An abbreviation's own dot can also end the sentence: "… 20 лв. Заповядайте".
    const after = parts[i + 1];
    if (UNIT_END.test(part) && (!after || /^[А-ЯA-Z]/.test(after))) say += '.';
    out.push({ show, say });
  }
  return out;
}

const endsSentence = (s: string) => /[.!?…]["»”)]*$/.test(s);
const endsClause = (s: string) => /[,;:]["»”)]*$/.test(s);

/**
 * Splits a line into phrases for the engine: at sentence ends always, and at commas when the
 * sentence is long; a phrase with no punctuation past MAX_PHRASE_CHARS is cut at a word.
 * Abbreviations are already expanded, so "ул." no longer ends a sentence.
 */
export function phrasesOf(line: string): Phrase[] {
  const tokens = speechTokens(line);
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
export function speechText(line: string): string {
  return speechTokens(line)
    .map((t) => t.say)
    .join(' ');
}
