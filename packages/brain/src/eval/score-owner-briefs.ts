/**
 * The score of the whole writer (prompt → details → script) on briefs of trades the knowledge base
 * does not know (eval/owner-briefs.json): every variant must keep the owner's name, town, phone and
 * price (in euro), speak of the owner's trade, name no other trade in its words or picture words,
 * break no line, use no word outside the dictionary that the owner did not type, and still say each
 * of the owner's other clauses (a brief's `clauses`). One check each;
 * score = checks passed / checks made. A 15 s ad is checked for what it must say aloud (name, town, phone,
 * price) and its clauses are a figure of their own.
 */
import type { Storyboard } from '@reklamo/contract';
import { scenePictures, tradeById, tradeFamily } from '@reklamo/trades';
import { BROKEN_LINE_PATTERNS, otherTradeWords, unclosedQuote } from '../script/checks.ts';
import { findCategory, namesStrongly } from '../local/business-kb.ts';
import { cleanInput } from '../local/text.ts';
import type { SpellChecker } from '../spelling/spell-check.ts';

/**
 * `clauses`: each of the owner's other facts as the ad must still say it (a service named, a part of the offer
 * with its price and unit, a deadline, where they deliver or serve, who it is for), in the owner's words with
 * prices in euro. A clause is kept when the variant's spoken lines say each of its words (inflected as the
 * line needs: "гумите" for "гуми") and each of its numbers.
 */
export type OwnerBrief = {
  text: string;
  name: string;
  town: string;
  phone: string;
  price: string;
  trade: string[];
  clauses?: string[];
};
export type OwnerBriefFailure = { text: string; angle: string; check: string; detail: string };
/** `clauses`: the clause checks alone (in 15 s they are reported, not counted in `passed`/`checked`). */
export type OwnerBriefScore = {
  passed: number;
  checked: number;
  share: number;
  failures: OwnerBriefFailure[];
  clauses: { passed: number; checked: number };
};

const lc = (s: string) => s.toLocaleLowerCase('bg-BG');
// What an owner sells to eat or drink, named by its own word (the scorer's own list, not the writer's).
const FOOD_WORDS =
  /(?<!\p{L})(?:мед|вин[оа]|торт\p{L}*|баниц\p{L}*|хляб|кифл\p{L}*|сладк\p{L}*|лютениц\p{L}*|сирене|месо|кафе|капучино|брашно|пъстърв\p{L}*|риба|гъби|ядки|сок|ракия|бира|чай|пица|закуск\p{L}*)(?!\p{L})/iu;
/** The digits of every number in the text, a Bulgarian +359 read as its leading 0, with no separators between them. */
const digitsOf = (s: string) => s.replace(/\+359\s*/g, '0').replace(/[\s/\u00a0-]+(?=\d)/g, '');
// Words a clause may lose without losing its fact: prepositions, conjunctions and pronouns.
const GLUE = new Set([
  'със',
  'във',
  'при',
  'или',
  'над',
  'под',
  'без',
  'към',
  'пред',
  'след',
  'през',
  'ще',
  'си',
  'ви',
  'ги',
  'вас',
  'нас',
  'наш',
  'ваш',
  'вашия',
  'вашата',
  'вашите',
  'нашата',
  'нашия',
  'нашите',
]);
const tokens = (s: string): string[] =>
  lc(s)
    .replace(/\u00a0/g, ' ')
    .match(/\d+(?:,\d+)?|\p{L}+/gu) ?? [];

/** The words and numbers of `clause` that `spoken` does not say (a word may be inflected: its stem opens a spoken word). */
export function missingWords(clause: string, spoken: string): string[] {
  const said = tokens(spoken);
  return tokens(clause).filter((w) => {
    if (/^\d/.test(w)) return !said.includes(w);
    if (w.length < 3 || GLUE.has(w)) return false;
    const stem = w.slice(0, Math.max(3, Math.min(5, w.length - 1)));
    return !said.some((x) => x.startsWith(stem));
  });
}

export { BROKEN_LINE_PATTERNS, otherTradeWords };

export function scoreOwnerBriefs(
  cases: readonly OwnerBrief[],
  make: (text: string, seed: number) => Storyboard[],
  options: { seeds?: readonly number[]; spell?: SpellChecker; durationSec?: 15 | 30 } = {},
): OwnerBriefScore {
  // Fifteen seconds hold one offer and the call: the name, the town, the phone and the price must be said
  // aloud, while the owner's other clauses are counted on their own (a 15 s ad has no time for them all).
  const short = options.durationSec === 15;
  let passed = 0;
  let checked = 0;
  const clauses = { passed: 0, checked: 0 };
  const failures: OwnerBriefFailure[] = [];
  for (const c of cases) {
    for (const seed of options.seeds ?? [1]) {
      let boards: Storyboard[] = [];
      try {
        boards = make(c.text, seed);
      } catch (e) {
        checked++;
        failures.push({ text: c.text, angle: '-', check: 'writes an ad', detail: String(e) });
        continue;
      }
      for (const sb of boards) {
        const spoken = sb.scenes.map((s) => s.voice).join(' ');
        const shown = sb.scenes.map((s) => [s.onScreen.headline, s.onScreen.sub ?? ''].join(' ')).join(' ');
        const all = `${spoken} ${shown}`;
        const keywords = sb.scenes.flatMap((s) => s.visual.keywords);
        const checks: Array<[string, boolean, string]> = [];
        const heard = short ? spoken.replace(/\u00a0/g, ' ') : all;
        if (c.name) checks.push([short ? 'says the name' : 'keeps the name', lc(heard).includes(lc(c.name)), c.name]);
        if (c.town) checks.push([short ? 'says the town' : 'keeps the town', lc(heard).includes(lc(c.town)), c.town]);
        // The phone as the owner grouped it ("0896 11 22 33", "+359 89 765 4321") is theirs to keep: its digits count.
        checks.push([
          short ? 'says the phone' : 'keeps the phone',
          digitsOf(heard).includes(digitsOf(c.phone)),
          c.phone,
        ]);
        // ("1 200 €": the space before the unit is the unbreakable one, a thousands' space stays.)
        checks.push(['says the price in euro', spoken.includes(c.price.replace(/ (?=\S+$)/, '\u00a0')), c.price]);
        checks.push([
          "speaks of the owner's trade",
          c.trade.some((t) => lc(spoken).includes(lc(t))),
          c.trade.join('/'),
        ]);
        // A trade the owner names by its own stem ("мобилна пекарна") is theirs: its words are no other trade's.
        // (Read as the app reads the brief: "Ел. услуги" names electric services.)
        const typed = cleanInput(c.text);
        const named = findCategory(typed);
        // "Специалитет" is said of food and drink only: a known food trade's, or what the owner eats or drinks.
        const namedRow = named && namesStrongly(named, c.text) ? tradeById(named.id) : undefined;
        const food = (namedRow && tradeFamily(namedRow) === 'food') || FOOD_WORDS.test(c.text);
        const others = otherTradeWords(all, typed, named && namesStrongly(named, typed) ? named : null);
        checks.push(['names no other trade in its words', others.length === 0, others.join(', ')]);
        // The illustrations as the renderer picks them (the shared table's scenePictures): a known trade's row
        // only when its picture words or its stems are the owner's trade ("гума" for "гуми", "екскурзовод");
        // the owner's own nouns always.
        const d = sb.facts;
        const pictures = scenePictures({
          scenes: sb.scenes.map((s) => ({ kind: s.kind, keywords: s.visual.keywords })),
          texts: [d.AdvertizedService, d.BusinessDescription, d.Services, d.Offer],
        });
        const near = (a: string, b: string) =>
          a.startsWith(b.slice(0, Math.max(3, b.length - 1))) || b.startsWith(a.slice(0, Math.max(3, a.length - 1)));
        const foreign = [
          ...new Set(
            pictures
              .filter(
                (p) =>
                  p.from === 'trade' &&
                  p.trade &&
                  !p.trade.visual.some((v) => c.trade.some((t) => near(lc(v), lc(t)))) &&
                  !p.trade.stems.some((st) => c.trade.some((t) => near(lc(st.trim()), lc(t)))),
              )
              .map((p) => p.trade!.id),
          ),
        ];
        checks.push([
          'names no other trade in its picture words',
          foreign.length === 0,
          `${[...new Set(keywords)].join(', ')} → ${foreign.join(', ')}`,
        ]);
        const broken = sb.scenes
          .flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? ''])
          .flatMap((line) => [
            ...BROKEN_LINE_PATTERNS.filter(([, re]) => re.test(line)).map(([what]) => `${what}: ${line}`),
            ...(unclosedQuote(line) ? [`unclosed quote: ${line}`] : []),
            ...(/^Специалитет/.test(line) && !food ? [`"Специалитет" of a trade: ${line}`] : []),
          ]);
        checks.push(['breaks no line', broken.length === 0, broken.join(' | ')]);
        for (const clause of c.clauses ?? []) {
          const missing = missingWords(clause, spoken);
          clauses.checked++;
          if (missing.length === 0) clauses.passed++;
          if (!short)
            checks.push([
              "keeps each of the owner's clauses",
              missing.length === 0,
              `${clause} (missing: ${missing.join(', ')})`,
            ]);
        }
        // (The owner's words count in either script: "Varvara" typed in Latin is theirs said "Варвара".)
        const unknown = options.spell ? options.spell.unknownWords(all, [c.text, typed]) : [];
        checks.push(['uses no word outside the dictionary', unknown.length === 0, unknown.join(', ')]);
        for (const [check, ok, detail] of checks) {
          checked++;
          if (ok) passed++;
          else failures.push({ text: c.text, angle: sb.angle, check, detail });
        }
      }
    }
  }
  return { passed, checked, share: checked ? passed / checked : 0, failures, clauses };
}
