/**
 * Prices an owner types into a brief, said in euro: Bulgaria is on the euro, so "95 лв." in a brief
 * is shown and said as "48,57 €" (1 € = 1,95583 лв, rounded to the cent), a price typed in both
 * keeps its euro ("95 лв. (48,57 €)" → "48,57 €"), and "75 евро", "25 EUR", "€25" are written "75 €".
 * The web app shows the owner each conversion beside the offer to confirm; the script writer says
 * the euro amount. Shared by both, so what the owner confirms is what the ad says.
 */
import { bgnToEurMinor, formatPrice } from './plans.ts';

export type PriceConversion = { from: string; to: string };

// "95", "1,50", "1.50", "1 500", "1 500,50": a number as owners type it.
const NUM = String.raw`\d{1,3}(?:[ \u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const LEV = String.raw`(?:лв\.?|лева|лев|BGN)(?![\p{L}])`;
const EUR = String.raw`(?:€|евро|EUR|eur)(?![\p{L}])`;
const EURO_AMOUNT = String.raw`(?:(?:${NUM})\s*${EUR}|€\s*(?:${NUM}))`;
// ("iPhone 11 – 120 лв", "RTX 4060 – 2 390 лв": a number after a word in Latin letters is a model's, no start of a range.)
const NOT_MODEL = String.raw`(?<![\d.,])(?<![A-Za-z][\w-]*\s+)`;
// ("до 80 м2 – 1950 лв. (997 €)": and a number typed onto a unit is the unit's, no start of a range either.)
const LEV_AMOUNT = String.raw`(?:${NOT_MODEL}(?<!\p{L})(?:${NUM})\s*[-–—]\s*)?(?:${NUM})\s*${LEV}`;

// The same price in both currencies, either first: "95 лв. (48,57 €)", "95 лв / 48,57 €", "120 € (около 235 лв)".
const BOTH_LEV_FIRST = new RegExp(
  String.raw`(${LEV_AMOUNT})\s*(?:\(\s*(?:около\s+|~\s*)?(${EURO_AMOUNT})\s*\)|[/|]\s*(${EURO_AMOUNT}))`,
  'giu',
);
// ("45 лв. на метър (23 €)", "95 лв./м2 (48,57 €)", "14 лв бройката (7,16 €)": the unit typed between the two keeps its
// place after the euro.)
const UNIT = String.raw`\s*\/\s*[\p{L}\d.²³]{1,12}|\s+(?:на|за)\s+(?:линеен\s+|квадратен\s+|кубичен\s+)?[\p{L}.²³\d]{1,12}|\s+(?:бройката|бройка|броя|бр\.|парчето|килото|кг\.?|литъра|литър|чашата|буркана|кутията|часа|часът)(?![\p{L}])`;
const BOTH_LEV_UNIT_FIRST = new RegExp(
  String.raw`(?:${LEV_AMOUNT})(${UNIT})\s*\(\s*(?:около\s+|~\s*)?(${EURO_AMOUNT})\s*\)`,
  'giu',
);
const BOTH_EUR_FIRST = new RegExp(
  String.raw`(${EURO_AMOUNT})\s*(?:\(\s*(?:около\s+|~\s*)?(?:${LEV_AMOUNT})\s*\)|[/|]\s*(?:${LEV_AMOUNT}))`,
  'giu',
);
// ("кат. А2 - 780 лв": a number typed onto a letter is a name, a category or a model, no end of a range.)
const LEV_ALONE = new RegExp(
  String.raw`(?<![\d.,\p{L}])(?:${NOT_MODEL}(${NUM})\s*[-–—]\s*)?(?<![\d.,\p{L}])(${NUM})\s*${LEV}`,
  'giu',
);
// ("цени от 60 до 150 лв", "между 20 и 30 лв": a range said in words has its first end in лева too.)
const LEV_RANGE_WORDS = new RegExp(
  String.raw`(?<![\d.,\p{L}])(от|между)(\s+)(${NUM})(\s+)(до|и)(\s+)(${NUM})\s*${LEV}`,
  'giu',
);
const INSTEAD = new RegExp(
  String.raw`(?<![\d.,])(${NUM})\s*${LEV}\s+вместо\s+(${NUM})(?!\s*(?:[\d%€]|${LEV}|${EUR}|\p{L}))`,
  'giu',
);
// ("30 € 24/7": a € after an amount is that amount's, never the prefix of the next number.)
const EUR_WORD = new RegExp(
  String.raw`(?<![\d.,])(${NUM})\s*(?:евро|EUR|eur)(?![\p{L}])|(?<!\d\s*)€\s*(${NUM})`,
  'giu',
);

// ("комплексно измиване за 30 лв, за джипове 35.": a second price after a comma, its thing before it and no unit of
// its own, is in the currency of the first; a count ("за деца до 7", "за група 5 души") is not.)
const LEV_CARRIED = new RegExp(
  String.raw`(\d\s*(?:лв|лева|BGN)\.?\s*,\s*(?:а\s+)?(?:за|при)\s+(?:\d{1,3}\s+)?(?:[\p{L}-]+\s+){0,2}(?!(?:до|от|над|под|след|около|на|в|във|с|със|за|по|при|група|групи|човек|души|броя|сезон|сезона|година|годината)\s)[\p{L}-]{2,}\s+)(?!(?:19|20)\d\d(?!\d))(\d{1,4}(?:,\d{1,2})?)(?=[.,;!]?(?:\s|$))(?![.,;!]?\s*(?:\d|\p{L}{1,5}\.|${LEV}|${EUR}|%))(?=[.,;!]|$|\s+(?:и|или)\s)`,
  'giu',
);

const minorOf = (typed: string) => {
  const [whole, frac = ''] = typed.replace(/[ \u00a0]/g, '').split(/[.,]/);
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};
const euro = (minor: number) => formatPrice(minor, 'eur');
const levToEuro = (typed: string) => euro(bgnToEurMinor(minorOf(typed)));
/** "75 евро", "€ 25", "25 EUR" → "75 €", "25 €", "25 €". */
const euroAsTyped = (s: string) =>
  s.replace(EUR_WORD, (_m, a?: string, b?: string) => euro(minorOf((a ?? b)!))).replace(/(\d)\s*€/g, '$1\u00a0€');

/** The text with every price in euro, and what was converted from лева (for the owner to confirm). */
export function euroPrices(text: string): { text: string; conversions: PriceConversion[] } {
  const conversions: PriceConversion[] = [];
  let out = String(text ?? '')
    // (…its full stop kept after the "лв." the price is read with: "за джипове 35. всеки ден" → "17,90 €. всеки ден".)
    .replace(LEV_CARRIED, (_m, before: string, amount: string, at: number, whole: string) =>
      whole[at + _m.length] === '.' ? `${before}${amount} лв.` : `${before}${amount} лв`,
    )
    .replace(BOTH_LEV_UNIT_FIRST, (_m, unit: string, eur: string) => `${euroAsTyped(eur)}${unit}`)
    .replace(BOTH_LEV_FIRST, (_m, _lev: string, a?: string, b?: string) => euroAsTyped((a ?? b)!))
    .replace(BOTH_EUR_FIRST, (_m, eur: string) => euroAsTyped(eur));
  // "180 лв. вместо 250": the old price is in лева too.
  out = out.replace(INSTEAD, (m: string, a: string, b: string) => {
    conversions.push({ from: m.trim().replace(/\s+/g, ' '), to: `${levToEuro(a)} вместо ${levToEuro(b)}` });
    return `${levToEuro(a)} вместо ${levToEuro(b)}`;
  });
  out = out.replace(
    LEV_RANGE_WORDS,
    (
      m: string,
      from: string,
      s1: string,
      a: string,
      s2: string,
      to: string,
      s3: string,
      b: string,
      at: number,
      whole: string,
    ) => {
      if ((from.toLocaleLowerCase('bg-BG') === 'от') !== (to.toLocaleLowerCase('bg-BG') === 'до')) return m;
      const said = `${from}${s1}${levToEuro(a).replace(/\u00a0€$/, '')}${s2}${to}${s3}${levToEuro(b)}`;
      conversions.push({ from: m.trim().replace(/\s+/g, ' '), to: said });
      const ends = m.endsWith('.') && /^(?:\s*$|\s+[\p{Lu}\d])/u.test(whole.slice(at + m.length));
      return ends ? `${said}.` : said;
    },
  );
  out = out.replace(LEV_ALONE, (m: string, a: string | undefined, b: string, at: number, whole: string) => {
    // "20-30 лв" is a range: both ends in euro.
    // ("над 5 - 2 лв/кв.м", "при стадо над 50, под 50 - 4 лв": a number after "над"/"под", or one above the price after
    // it, is how many the price is for, and stays as typed: «под 50 – 2,05 €», never «под 25,56–2,05 €».)
    const count =
      a && (/(?<!\p{L})(?:над|под)\s*$/iu.test(whole.slice(0, at)) || minorOf(a) > minorOf(b)) ? a : undefined;
    const to = count
      ? `${count} – ${levToEuro(b)}`
      : a
        ? `${levToEuro(a).replace(/\u00a0€$/, '')}–${levToEuro(b)}`
        : levToEuro(b);
    conversions.push({ from: m.trim().replace(/\s+/g, ' '), to });
    // "Кубик 110 лв. Обаждайте се": the full stop of "лв." also ended the sentence, and stays.
    const ends = m.endsWith('.') && /^(?:\s*$|\s+[\p{Lu}\d])/u.test(whole.slice(at + m.length));
    return ends ? `${to}.` : to;
  });
  return { text: euroAsTyped(out), conversions };
}
