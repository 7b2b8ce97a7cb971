/**
 * An owner dictating by voice gets their prices typed in words: "първата консултация е двайсет и пет лева",
 * "сто и петдесет лева на човек", "петнайсет евро". Read as words, no price was found: the offer stayed empty
 * and the sum sat in a proof line, cut mid-number on its card. A number said in words right before its currency
 * is written in figures, as the owner would have typed it, and is read from there like any typed price.
 */

const UNITS: Record<string, number> = {
  един: 1,
  една: 1,
  едно: 1,
  два: 2,
  две: 2,
  три: 3,
  четири: 4,
  пет: 5,
  шест: 6,
  седем: 7,
  осем: 8,
  девет: 9,
};
const TEENS: Record<string, number> = {
  десет: 10,
  единайсет: 11,
  единадесет: 11,
  дванайсет: 12,
  дванадесет: 12,
  тринайсет: 13,
  тринадесет: 13,
  четиринайсет: 14,
  четиринадесет: 14,
  петнайсет: 15,
  петнадесет: 15,
  шестнайсет: 16,
  шестнадесет: 16,
  седемнайсет: 17,
  седемнадесет: 17,
  осемнайсет: 18,
  осемнадесет: 18,
  деветнайсет: 19,
  деветнадесет: 19,
};
const TENS: Record<string, number> = {
  двайсет: 20,
  двадесет: 20,
  трийсет: 30,
  тридесет: 30,
  четирийсет: 40,
  четиридесет: 40,
  петдесет: 50,
  шейсет: 60,
  шестдесет: 60,
  седемдесет: 70,
  осемдесет: 80,
  деветдесет: 90,
};
const HUNDREDS: Record<string, number> = {
  сто: 100,
  двеста: 200,
  триста: 300,
  четиристотин: 400,
  петстотин: 500,
  шестстотин: 600,
  седемстотин: 700,
  осемстотин: 800,
  деветстотин: 900,
};
const VALUE: Record<string, number> = { ...UNITS, ...TEENS, ...TENS, ...HUNDREDS };
const THOUSAND = /^хиляд[аи]$/u;

/**
 * The longest number a voice says: "деветстотин деветдесет и девет хиляди деветстотин деветдесет и девет", seven words
 * and four "и". A longer run of number words ("сто сто сто …") ends in one of at most this many words.
 */
const LONGEST_NUMBER_WORDS = 12;

const WORD = [...Object.keys(VALUE), 'хиляда', 'хиляди'].sort((a, b) => b.length - a.length).join('|');
// (Bounded, so a pasted run of thousands of number words costs each start a few words, never the whole run.)
const NUMBER = String.raw`(?:${WORD})(?:\s+(?:и\s+)?(?:${WORD})){0,${LONGEST_NUMBER_WORDS - 1}}`;
const CURRENCY = String.raw`(?:лева|лев|лв\.?|евро|€|eur|bgn)(?![\p{L}\d])`;
// "двайсет и пет лева", "от двайсет до трийсет лева" (the first of a range is read when the second is).
const PRICE_RE = new RegExp(String.raw`(?<![\p{L}\d])(${NUMBER})(?=\s*${CURRENCY})`, 'giu');
const RANGE_RE = new RegExp(String.raw`(?<![\p{L}\d])(${NUMBER})(?=\s*(?:до|-|–)\s*\d+\s*${CURRENCY})`, 'giu');

/** The value of number words in the order they are said ("сто и петдесет" = 150), or null when they are no number. */
function valueOf(words: string[]): number | null {
  let thousands = 0;
  let group = 0;
  // Within a thousand a number is said hundreds, then tens, then a unit (or a teen after the hundreds).
  let stage: 'start' | 'hundreds' | 'tens' | 'done' = 'start';
  for (const w of words) {
    if (THOUSAND.test(w)) {
      // ("хиляди лева" alone is "thousands", no sum; "две хиляди" is one, and "хиляда" a thousand.)
      if (thousands || (w === 'хиляди' ? group < 2 : group > 1)) return null;
      thousands = (group || 1) * 1000;
      group = 0;
      stage = 'start';
      continue;
    }
    const v = VALUE[w];
    if (v === undefined || stage === 'done') return null;
    if (v >= 100) {
      if (stage !== 'start') return null;
      stage = 'hundreds';
    } else if (v >= 20) {
      if (stage === 'tens') return null;
      stage = 'tens';
    } else {
      if (v >= 10 && stage === 'tens') return null;
      stage = 'done';
    }
    group += v;
  }
  const n = thousands + group;
  return n > 0 ? n : null;
}

/** The longest tail of the said words that is one number: "пет двайсет и пет" (a slip) is read "25". */
function lastNumber(said: string): { at: number; n: number } | null {
  const words = said.toLocaleLowerCase('bg-BG').split(/\s+/u);
  // (Only the last words can hold it: trying every start of a pasted run of thousands of number words took a third
  // of a second of the request's event loop.)
  for (let start = Math.max(0, words.length - LONGEST_NUMBER_WORDS); start < words.length; start++) {
    if (words[start] === 'и') continue;
    const n = valueOf(words.slice(start).filter((w) => w !== 'и'));
    if (n !== null) {
      const before = said.split(/\s+/u).slice(0, start).join(' ');
      return { at: before ? before.length + 1 : 0, n };
    }
  }
  return null;
}

function inFigures(said: string): string {
  const found = lastNumber(said);
  return found ? `${said.slice(0, found.at)}${found.n}` : said;
}

// "2 лева и петдесет стотинки": the stotinki said after the leva are the price's decimals ("два евро и петдесет
// цента" too: 2,50 €).
const STOTINKI_RE = new RegExp(
  String.raw`(\d+)\s+(лева|лв\.?|евро|€)\s+и\s+(${NUMBER})\s+(?:стотинки|цента|евроцента)(?!\p{L})`,
  'giu',
);

/** Prices said in words, before their currency, written in figures: "двайсет и пет лева" is "25 лева". */
export function pricesInFigures(text: string): string {
  return (
    text
      .replace(PRICE_RE, inFigures)
      .replace(RANGE_RE, inFigures)
      .replace(STOTINKI_RE, (m, leva: string, unit: string, said: string) => {
        const st = valueOf(
          said
            .toLocaleLowerCase('bg-BG')
            .split(/\s+/u)
            .filter((w) => w !== 'и'),
        );
        return st !== null && st < 100 ? `${leva},${String(st).padStart(2, '0')} ${unit}` : m;
      })
      // ("паркинг от петдесет евро нагоре": the price from which is "от 50 евро"; the "нагоре" said after it is no
      // word of what is sold.)
      .replace(/((?<!\p{L})от\s+\d[\d.,]*\s?(?:евро|€|лева|лв\.?))\s+нагоре(?!\p{L})/giu, '$1')
  );
}

const DIGIT_WORD = `нула|${WORD}`;
// "нула осем осем седем петнайсет двайсет и две трийсет": a phone said in words opens with its zero.
const SAID_PHONE_RE = new RegExp(
  String.raw`(?<![\p{L}\d])нула(?:\s+(?:и\s+)?(?:${DIGIT_WORD})){4,16}(?![\p{L}\d])`,
  'giu',
);

/** The digits of a phone said in groups: "осем", "петнайсет", "двайсет и две", "сто и две" each a group. */
function phoneDigits(said: string): { digits: string; groups: string[]; length: number } | null {
  const words = said.toLocaleLowerCase('bg-BG').split(/\s+/u);
  let digits = '';
  const groups: string[] = [];
  let i = 0;
  let used = 0;
  while (i < words.length) {
    const w = words[i]!;
    if (w === 'и') return null;
    let group: number;
    let width: number;
    let next = i + 1;
    if (w === 'нула') [group, width] = [0, 1];
    else if (HUNDREDS[w] !== undefined || TENS[w] !== undefined) {
      // (A group said whole: "сто и двайсет и три", "двайсет и две"; each part after its "и".)
      const parts = [w];
      while (next < words.length) {
        const skip = words[next] === 'и' ? 1 : 0;
        const after = words[next + skip];
        if (after === undefined || after === 'нула') break;
        const value = valueOf([...parts, after]);
        if (value === null || (TENS[after] === undefined && UNITS[after] === undefined && TEENS[after] === undefined))
          break;
        parts.push(after);
        next += skip + 1;
      }
      group = valueOf(parts)!;
      width = group >= 100 ? 3 : 2;
    } else if (TEENS[w] !== undefined) [group, width] = [TEENS[w], 2];
    else if (UNITS[w] !== undefined) [group, width] = [UNITS[w], 1];
    else return null;
    groups.push(String(group).padStart(width, '0'));
    digits += groups.at(-1);
    i = next;
    used = words.slice(0, i).join(' ').length;
    // A mobile's ten digits end it, whatever is said after them (a price, a time).
    if (/^08[789]\d{7}$/.test(digits)) return { digits, groups, length: used };
  }
  return /^0[2-9]\d{7}$/.test(digits) && !/^08[789]/.test(digits) ? { digits, groups, length: used } : null;
}

/**
 * A phone dictated in words, written in figures: "обадете се на нула осем осем седем петнайсет двайсет и две
 * трийсет" is "0887 152 230". Only a run that opens with "нула" and makes a whole Bulgarian number; a price said
 * in words never opens with a zero.
 */
export function phonesInFigures(text: string): string {
  return text.replace(SAID_PHONE_RE, (said) => {
    const found = phoneDigits(said);
    if (!found) return said;
    const d = found.digits;
    // ("петнайсет двайсет и две трийсет" is written "15 22 30", as said; digits said one by one are grouped as
    // a phone is written.)
    const code = d.length === 10 ? 4 : 3;
    let at = 0;
    const rest = found.groups.filter((g) => (at += g.length) > code);
    const asSaid = at - rest.reduce((n, g) => n + g.length, 0) === code && rest.every((g) => g.length > 1);
    const phone = asSaid
      ? [d.slice(0, code), ...rest].join(' ')
      : `${d.slice(0, code)} ${d.slice(code, code + 3)} ${d.slice(code + 3)}`;
    return phone + said.slice(found.length);
  });
}
