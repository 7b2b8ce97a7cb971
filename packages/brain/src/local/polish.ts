/**
 * The last pass over generated Bulgarian: "в/във" and "с/със" chosen by the next word, no doubled
 * words, a capital at the start of every sentence, tidy spaces. Rules, not a list of fixes, so they
 * hold for every trade and for the user's words placed inside a template.
 */

/** "в Варна" → "във Варна", "във Русе" → "в Русе", "с сирене" → "със сирене", "със мед" → "с мед". */
export function fixPrepositions(text: string): string {
  return text.replace(
    /(^|[\s(„"«])(в|във|В|Във|с|със|С|Със)(\s+)([„"«]?)(\p{L})/gu,
    (_m, before: string, p: string, gap: string, quote: string, next: string) => {
      const lower = next.toLowerCase();
      const isV = p.toLowerCase().startsWith('в');
      const long = isV ? lower === 'в' || lower === 'ф' : lower === 'с' || lower === 'з';
      let word = isV ? (long ? 'във' : 'в') : long ? 'със' : 'с';
      if (p[0] !== p[0].toLowerCase()) word = word[0].toUpperCase() + word.slice(1);
      return `${before}${word}${gap}${quote}${next}`;
    },
  );
}

/** "за за", "и и": a word repeated right after itself is dropped. */
export function dropDoubledWords(text: string): string {
  return text.replace(/(?<![\p{L}\d])(\p{L}+)(\s+\1)+(?![\p{L}\d])/giu, '$1');
}

/**
 * Capitalise the first letter of every sentence; everything else keeps its case. The stop of an abbreviation ends no
 * sentence: "150 лв. монтаж включен" is one ("150 лв. Монтаж включен!" read as two lost the second).
 */
export function sentenceCase(text: string): string {
  return text.replace(
    /(^|(?:[!?…]|(?<!(?:^|[\s(])(?:лв|бр|кг|гр|мин|ч|ул|бул|тел|с|кв|вкл))\.)\s+)([„"«(]?)(\p{Ll})/gu,
    (_m, lead: string, quote: string, ch: string) => `${lead}${quote}${ch.toUpperCase()}`,
  );
}

export function tidySpaces(text: string): string {
  return text
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([!?.])\1+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Prices the Bulgarian way: "49лв", "49 лв" → "49 лв."; percentages without a space: "10 %" → "10%". */
export function fixNumbers(text: string): string {
  return text
    .replace(/(\d)\s*(?:лв\.?|лева)(?=[\s!?,;:)]|$)/g, '$1 лв.')
    .replace(/лв\.\./g, 'лв.')
    .replace(/(\d)\s+%/g, '$1%');
}

export function polish(text: string): string {
  return sentenceCase(dropDoubledWords(fixPrepositions(fixNumbers(tidySpaces(text)))));
}
