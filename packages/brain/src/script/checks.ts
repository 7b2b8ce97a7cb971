/**
 * Checks every script passes, ours in the bench and a model's before it is used: no line broken the
 * ways reviews found them, no other trade named.
 */
import { BUSINESS_KB, type BusinessCategory } from '../local/business-kb.ts';
import { FIRST_PERSON_NOUNS } from '../local/extract-details.ts';
import { formalVerb } from './bulgarian.ts';

const lc = (s: string) => s.toLocaleLowerCase('bg-BG');
const padded = (s: string) =>
  ` ${lc(s)
    .replace(/[^\p{L}\d ]+/gu, ' ')
    .replace(/\s+/g, ' ')} `;

/** A line the writer broke: a call cut from a sentence, a doubled preposition, an unclosed quote, the owner's sentence as a noun, a meta sentence. */
export const BROKEN_LINE_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  [
    'call cut from a sentence',
    /(?<!\p{L})на\s+(?:още|или|сега|днес)(?!\p{L})|(?<!\p{L})на\s+на(?!\p{L})|(?<!\p{L})(?:на|в|за|от|с)\s*[.!?:]|на\s+,/iu,
  ],
  // ("за до 4 човека", "с до 30% отстъпка" and "за по-малко" are whole: "до" before a number, "по-" comparing; so is
  // "с по една чаша вино": "по" before a count.)
  [
    'doubled preposition',
    /(?<!\p{L})(в|във|на|за|от|до|с|със|по|при)\s+(?:в|във|на|за|от|с|със|при|по(?!-)(?!\s+(?:един|една|едно|два|две|три|\d))|до(?!\s+\d))(?![\p{L}-])/iu,
  ],
  [
    'the owner speaking as a noun phrase',
    /[„"«]\s*(?:казвам\s+се|аз\s+съм|ние\s+сме)|(?:сферата|областта|специализирани)\s+[„"«]|(?<!^|[.!?]\s)(?<!\p{L})(?:казвам\s+се)/iu,
  ],
  [
    'meta sentence',
    /акцентът\s+в\s+тази\s+реклама|в\s+тази\s+кампания|този\s+месец\s+рекламираме|рекламата\s+е\s+насочена/iu,
  ],
  ['a price left in лева', /(?<!\p{L})(?:лв|лева|BGN)(?!\p{L})/iu],
  // ("Търсите масажистка идва у дома?": a clause asked for as a thing; "…, която идва у дома?" is whole, and so is
  // "Търсите изкопни работи?": "работи" after its adjective is the work.)
  [
    'a clause asked for as a thing',
    /(?:търсите|намерите|нужда\s+от)\s+(?:(?!(?<!\p{L})(?:който|която|което|които)(?!\p{L}))[^.?!]){0,60}?(?<!\p{L})(?:идва|идваме|(?<!\p{L}{2}ни\s)работи|предлага|обслужва)(?!\p{L})[^.!]*\?/iu,
  ],
];

export function unclosedQuote(s: string): boolean {
  const opens = (s.match(/„/g) ?? []).length;
  const closes = (s.match(/“/g) ?? []).length;
  return opens !== closes || (s.match(/"/g) ?? []).length % 2 === 1;
}

/**
 * Another trade named: a stem of a known trade that opens a word of the ad but no word of the brief
 * (the brief's own known trade, when given, excepted).
 * Stems shorter than five letters or of several words are too loose to count.
 */
export function otherTradeWords(ad: string, brief: string, own?: BusinessCategory | null): string[] {
  // "Телефон: 0888 …" labels the number; it names no phone shop.
  const a = padded(ad.replace(/(?<!\p{L})телефон(?:а)?\s*:/giu, ' '));
  // The owner's own verb said as its noun ("шия" → "шиене") names their trade, not another's; and so does their verb
  // said to "ти" that the ad says to "Вие" ("караш ски" → "карате ски", no martial art).
  const b = padded(
    `${brief} ${lc(brief)
      .split(/[^\p{L}]+/u)
      .map((w) => FIRST_PERSON_NOUNS[w] ?? (formalVerb(w) !== w ? formalVerb(w) : ''))
      .join(' ')}`,
  );
  // …and its own lines ("Хлябът от супермаркета изсъхва" is a bakery's, not a supermarket's).
  const ownLines = own
    ? padded([own.care, ...own.services, ...own.perks, ...(own.hooks ?? []), ...(own.problems ?? [])].join(' '))
    : '';
  const out = new Set<string>();
  for (const cat of BUSINESS_KB) {
    // The brief's own known trade may say its own words (a pizzeria's "тесто").
    if (own && cat.id === own.id) continue;
    for (const stem of cat.stems) {
      if (stem.length < 5 || stem.includes(' ')) continue;
      if (a.includes(` ${stem}`) && !b.includes(` ${stem}`) && !ownLines.includes(` ${stem}`)) out.add(stem);
    }
  }
  return [...out];
}

/**
 * What a model's script variant must keep and must not say, as the repair request tells it: the
 * name, the phone and each euro price of the offer; no other trade; no broken line; no лв.
 */
export function scriptProblems(
  lines: string[],
  facts: { name: string | null; phone: string; offer: string; category: BusinessCategory | null },
  brief: string,
): string[] {
  const all = lines.join(' ');
  const spaced = all.replace(/\u00a0/g, ' ');
  const problems: string[] = [];
  if (facts.name && !lc(all).includes(lc(facts.name))) problems.push(`the name "${facts.name}" is missing`);
  if (facts.phone && !spaced.includes(facts.phone)) problems.push(`the phone ${facts.phone} is missing`);
  for (const price of facts.offer.match(/\d+(?:,\d{1,2})?\s€/g) ?? []) {
    if (!spaced.includes(price.replace(/\s/, ' ')))
      problems.push(`the offer's price ${price.replace(/\s/, ' ')} is missing (prices are said in euro)`);
  }
  const others = otherTradeWords(all, brief, facts.category);
  if (others.length)
    problems.push(`it names another trade (${others.join(', ')}); speak only of the owner's own trade, in their words`);
  for (const line of lines) {
    for (const [what, re] of BROKEN_LINE_PATTERNS) if (re.test(line)) problems.push(`${what}: "${line}"`);
    if (unclosedQuote(line)) problems.push(`unclosed quote: "${line}"`);
  }
  return problems;
}

/**
 * What a model's description must keep of the owner's step 1 text: the name, the town, the phone
 * and every price or percent they typed; and it names no trade they did not.
 */
export function descriptionProblems(
  description: string,
  typed: string,
  facts: { name: string; town: string; phone: string },
  own: BusinessCategory | null,
): string[] {
  const digits = (x: string) => x.replace(/\D/g, '');
  const problems: string[] = [];
  if (facts.name && !lc(description).includes(lc(facts.name))) problems.push(`the name "${facts.name}" is missing`);
  if (facts.town && !description.includes(facts.town)) problems.push(`the town ${facts.town} is missing`);
  if (facts.phone && !digits(description).includes(digits(facts.phone)))
    problems.push(`the phone ${facts.phone} is missing`);
  for (const n of typed.match(/\d+(?:[.,]\d+)?(?=\s*(?:%|лв|лева|€|евро|EUR))/giu) ?? []) {
    if (!description.includes(n)) problems.push(`the price or percent ${n} the owner typed is missing`);
  }
  const others = otherTradeWords(description, typed, own);
  if (others.length) problems.push(`it names another trade (${others.join(', ')})`);
  for (const [what, re] of BROKEN_LINE_PATTERNS)
    if (what !== 'a price left in лева' && re.test(description)) problems.push(what);
  return problems;
}
