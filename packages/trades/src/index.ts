/**
 * Trade knowledge, one table for the words and the pictures: the brain writes a trade's copy from
 * it, and the pictures show the illustrations of the same row. A trade the table does not know gets
 * its pictures from the owner's own nouns (lexicon.ts), and nothing when none of them can be drawn.
 * Data and pure functions only: the browser preview imports this through the renderer's scene code.
 */
import { FALSE_FRIENDS, NOUN_PICTURES, type NounPictures } from './lexicon.ts';
import {
  AUTO_TRADES,
  CARE_TRADES,
  FOOD_TRADES,
  HOME_TRADES,
  LEARNING_TRADES,
  RETAIL_TRADES,
  SERVICES_TRADES,
  TRADES,
} from './rows.ts';
import type { Trade } from './trade.ts';

export { nounPhrase, type Gender, type NounPhrase, type Trade } from './trade.ts';
export { NOUN_PICTURES, type NounPictures } from './lexicon.ts';
export { AUTO_TRADES, CARE_TRADES, FOOD_TRADES, HOME_TRADES, LEARNING_TRADES, RETAIL_TRADES, SERVICES_TRADES, TRADES };
export { BUSINESS_NOUNS, findTrade, isWorkshopNoun, namesTradeStrongly, narrowTrade } from './find.ts';
export { memoText } from './memo.ts';

/**
 * Trades whose pictures may be alike: each file's trades, plus the few that sell what another
 * family does (a garden centre and a gardener, a cosmetics shop and a beauty studio). A picture is
 * never shared across families (a test holds it), so one trade's ad cannot show another's.
 */
const FAMILY_OF_LIST: Record<string, readonly Trade[]> = {
  food: FOOD_TRADES,
  auto: AUTO_TRADES,
  home: HOME_TRADES,
  care: CARE_TRADES,
  learning: LEARNING_TRADES,
  services: SERVICES_TRADES,
  retail: RETAIL_TRADES,
};
const FAMILY_OVERRIDES: Record<string, string> = {
  'garden-center': 'home',
  'hardware-store': 'home',
  'cosmetics-shop': 'care',
  'shoe-repair': 'retail',
  // (…and a T-shirt printed with a photo for a gift shows the shirt, as the clothes shops do.)
  'custom-print': 'retail',
  'kids-party': 'services',
  // (A car's key is cut and coded by a locksmith; a course of first aid, a bar or a beehive shows their things.)
  'car-keys': 'home',
  // (…and a skipper's licence is the boats', whose exam shows no school's pencils.)
  'boat-licence': 'auto',
  // (…and a driver who meets the plane shows the plane, the luggage and the name sign of travel.)
  'airport-transfer': 'services',
  'first-aid-course': 'care',
  // (…and a sign-language interpreter goes with a deaf person to the doctor's or the notary's: no lawyer's scale.)
  'sign-language-interpreter': 'care',
  'bartending-school': 'food',
  'beekeeping-course': 'food',
  // (…and a stay on a farm shows the farm's goat and lamb, as the animal trades do.)
  'farm-stay': 'care',
};

export function tradeFamily(trade: Trade): string {
  const override = FAMILY_OVERRIDES[trade.id];
  if (override) return override;
  for (const [family, list] of Object.entries(FAMILY_OF_LIST)) if (list.includes(trade)) return family;
  return trade.id;
}

const familyIconCache = new Map<string, Set<string>>();
/** Every illustration the trades of one family show. */
export function familyIcons(family: string): Set<string> {
  let icons = familyIconCache.get(family);
  if (!icons)
    familyIconCache.set(
      family,
      (icons = new Set(TRADES.filter((t) => tradeFamily(t) === family).flatMap((t) => t.icons))),
    );
  return icons;
}

export function tradeById(id: string): Trade | undefined {
  return TRADES.find((t) => t.id === id);
}

const lc = (s: string) => s.toLocaleLowerCase('bg-BG').trim();

// A verbal noun of three letters' stem or more: "сушене", "тръскане", "прогонване" ("ане", "ене", "яне").
const DOING_RE = /^\p{L}{3,}[аея]не$/u;
const ownWordsCache = new WeakMap<Trade, string[]>();
/** The words a row says of itself: its picture words, its name and its services. */
function ownWordsOf(t: Trade): string[] {
  let words = ownWordsCache.get(t);
  if (!words)
    ownWordsCache.set(
      t,
      (words = lc([...t.visual, t.label, t.noun.text, ...t.services].join(' '))
        .split(/[^\p{L}]+/u)
        .filter(Boolean)),
    );
  return words;
}

/**
 * The trade whose picture words a scene carries: the brain puts a known trade's `visual` words on
 * its scenes, so these name the row exactly. At least two of them (or all, when fewer are given)
 * must be the trade's own; the trade with the most wins, the earlier on a tie.
 */
export function tradeOfPictureWords(keywords: readonly string[]): Trade | null {
  const words = [...new Set(keywords.map(lc).filter(Boolean))];
  if (!words.length) return null;
  // (A word of doing among them, "сушене" of "Сушене на плодове и зеленчуци на ишлеме", says what the owner does to
  // the row's things: a row none of whose own words does it is no row of theirs, a drier of fruit no greengrocer.)
  const doings = words.filter((w) => DOING_RE.test(w)).map((w) => w.slice(0, -3));
  let best: Trade | null = null;
  let bestHits = 0;
  for (const t of TRADES) {
    const own = new Set(t.visual.map(lc));
    const hits = words.filter((w) => own.has(w)).length;
    if (hits > bestHits && !doings.some((d) => !ownWordsOf(t).some((w) => w.startsWith(d)))) {
      best = t;
      bestHits = hits;
    }
  }
  // (A scene of one word that several rows show names none of them: the owner's lone "автомобил" of "WrapStudio …
  // фолираме коли" is no car wash's.)
  if (bestHits === 1 && words.length === 1 && TRADES.filter((t) => t.visual.map(lc).includes(words[0]!)).length > 1)
    return null;
  return bestHits >= Math.min(2, words.length) ? best : null;
}

const padded = (text: string) =>
  ` ${text
    .toLocaleLowerCase('bg-BG')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')} `;

/** Whether a lexicon entry means its thing beside `all` (a padded text): none of its `unless` words is in it. */
const meantIn = (entry: NounPictures, all: string) => !entry.unless?.some((w) => all.includes(` ${w}`));

/**
 * Picture words, less those the owner's own text gives another meaning: "кобилка" beside "цигулка" is the violin's
 * bridge (no horse), "курс" of a taxi a ride (no class); the lexicon's `unless` words say so.
 */
export function meantPictureWords(words: readonly string[], text: string): string[] {
  const all = padded(text);
  return words.filter(
    (w) => !NOUN_PICTURES.some((n) => !meantIn(n, all) && n.stems.some((st) => ` ${w} `.startsWith(` ${st}`))),
  );
}

const besideCache = new WeakMap<NounPictures, Map<object, NounPictures>>();
/**
 * The entry as `all` (a padded text) shows it: its first `besides` pictures beside their words ("ремонт на
 * трактори", "ретро автомобил за сватба").
 */
function besideIn(entry: NounPictures, all: string): NounPictures {
  const beside = [entry.besides ?? []].flat().find((b) => b.words.some((w) => all.includes(` ${w}`)));
  if (!beside) return entry;
  let seen = besideCache.get(entry);
  if (!seen) besideCache.set(entry, (seen = new Map<object, NounPictures>()));
  let other = seen.get(beside);
  if (!other) seen.set(beside, (other = { stems: entry.stems, icons: beside.icons }));
  return other;
}

/**
 * The lexicon's nouns that `texts` name, most telling first: earlier texts weigh more (a scene's
 * cue before the brief, the service before the description), within a text the first mention wins,
 * and words many trades say ("магазин", "доставка") come after every other. A hit inside a longer
 * stem's hit is that stem's ("гаечен ключ" is no door key, "контакт" no horse).
 */
export function nounPicturesIn(texts: readonly string[], beside: readonly string[] = []): NounPictures[] {
  const scored: { entry: NounPictures; score: number }[] = [];
  const all = padded(texts.join(' '));
  // (`beside`: more words of the scene, which say whose job the thing is: "двигатели" beside the row's "трактор".)
  const around = beside.length ? padded([...texts, ...beside].join(' ')) : all;
  const customers = customersIn(texts);
  const own = madeOfOutAll(texts.map((text) => ownNouns(text ?? '', customers)));
  // (…and a word said of what a thing is made of means nothing else of it: "кладенци … с бетонни пръстени" are wells,
  // whose water no concrete pump's "бетон" takes away.)
  const madeOfAll = padded(madeOfOutAll(texts.map((text) => text ?? '')).join(' '));
  const meant = (entry: NounPictures) => meantIn(entry, madeOfAll);
  own.forEach((text, ti) => {
    const hay = padded(commonWords(text));
    const hits: { entry: NounPictures; at: number; end: number }[] = [];
    for (const entry of [...NOUN_PICTURES, FALSE_FRIENDS]) {
      for (const stem of entry.stems) {
        for (let at = hay.indexOf(` ${stem}`); at >= 0; at = hay.indexOf(` ${stem}`, at + 1))
          if (!verbOfNoun(hay, at, stem) && !(entry.doneTo && doneToThing(hay, at)))
            hits.push({ entry, at, end: at + 1 + stem.length });
      }
    }
    const best = new Map<NounPictures, number>();
    for (const h of hits) {
      const covered = hits.some(
        (o) => o.entry !== h.entry && o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at,
      );
      if (!covered && h.at < (best.get(h.entry) ?? Infinity)) best.set(h.entry, h.at);
    }
    for (const [entry, at] of best)
      if (entry.icons.length && meant(entry))
        scored.push({
          entry: besideIn(entry, around),
          score:
            (entry.weak ? 1_000_000 : entry.material ? 900_000 : 0) +
            ti * 100_000 +
            (!entry.work && isDoing(hay, at) ? 50_000 : 0) +
            at,
        });
  });
  scored.sort((a, b) => a.score - b.score);
  const out: NounPictures[] = [];
  for (const s of scored) if (!out.includes(s.entry)) out.push(s.entry);
  return out;
}

// ("GDPR консултант за малки фирми - магазини, салони, зъболекари, счетоводители": the trades a business works for,
// listed after whom it serves, are its customers, whose pictures (a tooth and a syringe) it never shows; nor is what
// the owner says they are not: "не съм нотариус".)
const CUSTOMERS_LIST_RE =
  /(?<!\p{L})за\s+(?:\p{L}+\s+){0,2}(?:фирми|фирма|бизнеси|бизнеса|компании|обекти|клиенти)\s*[-–—:(]\s*[^.!?;]*/giu;
const DENIED_RE = /(?<!\p{L})не\s+(?:съм|сме|сте|са|е)\s+\p{L}+/giu;
// (…nor are the places a business comes to: "Групата ни … идва у дома, в офиса или ресторанта" of carol singers
// cooks in no restaurant's kitchen.)
// ("идвам с машината в двора ви и режа трупи": a yard the sawmill comes to is no garden.)
const VISITED_RE = /(?<!\p{L})(?:идва|идвам|идваме|идват)(?:\s+(?:с|със)\s+\p{L}+)?\s+(?:у|в|във|на|до)\s+[^.!?;]*/giu;
const VENUE_RE = /(?<!\p{L})(?:ресторант|офис|заведени|хотел|двор)\p{L}*/giu;
// ("LED неонови надписи по поръчка за магазини, кафенета и сватби": the places a thing is made for, listed, are its
// customers, and the sign shows no coffee cup.)
// ("Поддръжка на басейни за къщи и хотели": …and the homes listed with them, a hotel's pool shows no bed.)
const VENUES_LIST_RE =
  /(?<=(?<!\p{L})за\s+)(?:магазин|кафене|ресторант|хотел|офис|заведени|бар|салон|къщи(?=\s*(?:,|и)\s*(?:магазин|кафене|ресторант|хотел|офис|заведени)))\p{L}*(?:\s*,\s*\p{L}+(?:\s+\p{L}+)?|\s+и\s+\p{L}+)+/giu;

/**
 * The words of the customers' lists in `texts`: "сайтове за малки фирми – фризьори, заведения" lists whom the sites
 * are for, and the same "фризьори" in a field of its own (the extractor's services) is a customer there too.
 */
function customersIn(texts: readonly string[]): RegExp | null {
  const words = texts.flatMap((text) => [
    ...[...(text ?? '').matchAll(CUSTOMERS_LIST_RE)].flatMap((m) =>
      (m[0].replace(/^.*?[-–—:(]/su, '').match(/\p{L}{4,}/gu) ?? []).map((w) => w.toLocaleLowerCase('bg-BG')),
    ),
    ...[...(text ?? '').matchAll(VENUES_LIST_RE)].flatMap((m) =>
      (m[0].match(/\p{L}{4,}/gu) ?? []).map((w) => w.toLocaleLowerCase('bg-BG')),
    ),
  ]);
  return words.length ? new RegExp(`(?<!\\p{L})(?:${[...new Set(words)].join('|')})(?!\\p{L})`, 'giu') : null;
}

/** The text less the nouns that name no thing of the business's own: its customers' trades, what it is not. */
const ownNouns = (text: string, customers: RegExp | null = null) =>
  (customers ? text.replace(customers, ' ') : text)
    .replace(CUSTOMERS_LIST_RE, (m) => m.replace(/(?<=[-–—:(]).*$/su, ''))
    .replace(DENIED_RE, ' ')
    .replace(VISITED_RE, (m) => m.replace(VENUE_RE, ' '));

// Holidays and their figures are written with a capital, and are no town and no person: "Дядо Коледа идва у вас!",
// "Костюми под наем за Коледа и Нова година".
const HOLIDAY_RE = /(?<!\p{L})(?:Дядо\s+(?:Коледа|Мраз)|Снежанка|Коледата|Коледа|Нова\s+[Гг]одина)(?!\p{L})/gu;

const PLACE_BEFORE_RE = /^(?:над|до|в|във|на|край|около|при|из|зад|под|срещу)$/u;
const ABBREVIATION_RE = /^(?:с|гр|обл|общ|кв|ул|бул|пл|ж\.к|жк|м|р-н|св)$/iu;

/**
 * The text without the proper names in it: a capitalised Cyrillic word inside a sentence is a town or a
 * person ("Сливен" is no plum, "Лозенец" no vine), unless it stands in quotes, where an owner puts
 * the business's name ("„Подкова“" is a horseshoe, "„Гуми на място“" tyres).
 */
function commonWords(text: string): string {
  const names = new Set<string>();
  const quotedWords = new Set<string>();
  const dropNames = (inQuotesToo: boolean) => {
    let quoted = false;
    let sentenceStart = true;
    let last = '';
    // (A place's name in its definite form goes on with a word of its own, or "на" and one: "над Долината на розите"
    // grows no roses, "до Морската градина" plants no garden.)
    let nameGoesOn = 0;
    return text
      .replace(HOLIDAY_RE, (m) => m.toLocaleLowerCase('bg-BG'))
      .replace(/[„“”"«»]|[.!?]+|\p{L}[\p{L}\p{M}'’-]*/gu, (tok) => {
        if (/^[„“”"«»]$/u.test(tok)) {
          quoted = tok === '„' || tok === '«' ? true : tok === '“' || tok === '”' || tok === '»' ? false : !quoted;
          return ' ';
        }
        if (/^[.!?]+$/u.test(tok)) {
          // ("с. Крушари, обл. Добрич": the dot of an abbreviation ends no sentence, and the village after it is a name,
          // no pear of "круш".)
          sentenceStart = !(tok === '.' && ABBREVIATION_RE.test(last));
          return tok;
        }
        const before = last;
        last = tok;
        const first = sentenceStart;
        sentenceStart = false;
        if (nameGoesOn === 2 && tok === 'на') {
          nameGoesOn = 1;
          return ' ';
        }
        if (nameGoesOn && /^\p{Ll}/u.test(tok)) {
          nameGoesOn = 0;
          return ' ';
        }
        nameGoesOn = 0;
        // (A brand in Latin letters is a thing, no Bulgarian town or person: "Ремонт на PlayStation и Xbox".)
        if (!first && !quoted && /^\p{Lu}\p{Ll}/u.test(tok) && !/^\p{Script=Latin}+$/u.test(tok)) {
          names.add(tok);
          if (PLACE_BEFORE_RE.test(before) && /\p{Ll}(?:та|ът|ят|то|те|ския)$/u.test(tok)) nameGoesOn = 2;
          return ' ';
        }
        if (quoted) quotedWords.add(tok);
        return inQuotesToo && quoted && names.has(tok) ? ' ' : tok;
      });
  };
  // (…and a quoted word the owner also typed as a place or a person outside the quotes is that name: "„Гъбите от
  // Розино“ – отглеждаме кладница и печурки в село Розино" grows no roses.)
  const once = dropNames(false);
  return [...quotedWords].some((w) => names.has(w)) ? dropNames(true) : once;
}

// A noun ending in a vowel ("суши") that a verb's person or its "-л-" continues is the verb's: "сушилня … сушим ги"
// dries fruit, with no sushi and no chopsticks (as the trade finder reads it too).
const VERB_ENDING_RE = /^(?:м|ме|л|ла|ло|ли|лн\p{L}*|лк\p{L}*|лищ\p{L}*|х|хме|хте|ха)$/u;
function verbOfNoun(hay: string, at: number, stem: string): boolean {
  if (stem.includes(' ') || !/[аеиоуя]$/u.test(stem)) return false;
  const end = hay.indexOf(' ', at + 1);
  return VERB_ENDING_RE.test(hay.slice(at + 1 + stem.length, end < 0 ? undefined : end));
}

// ("ремонт на грамофони", "ремонтирам стари седла", "поправям чадъри": the thing mended follows, and it is the picture.)
const MENDING_VERB_RE = /(?:ирам|ираме|ира|ират|ям|яме|я|ят)$/u;
/** Whether a doing said of a thing (`doneTo`) has that thing after it: "ремонт на …", "ремонтирам …". */
function doneToThing(hay: string, at: number): boolean {
  const end = hay.indexOf(' ', at + 1);
  const word = hay.slice(at + 1, end);
  const nextEnd = hay.indexOf(' ', end + 1);
  const next = nextEnd < 0 ? '' : hay.slice(end + 1, nextEnd);
  const thenEnd = nextEnd < 0 ? -1 : hay.indexOf(' ', nextEnd + 1);
  const then = thenEnd < 0 ? '' : hay.slice(nextEnd + 1, thenEnd);
  if (next === 'на' || next === 'за') return then !== '';
  return MENDING_VERB_RE.test(word) && next !== '' && !/^(?:по|в|във|у|и|с|със)$/u.test(next);
}

// The words that say what a thing is made of or carries, after the thing's own noun: "икони … с яйчена темпера и
// злато на липова дъска" are icons, no jeweller's gold; "пещи … от шамотни тухли" ovens; "шевици на ризи" embroidery,
// no shop's shirt and jeans. A doing's object stays ("ремонт на коли", "разходки с коне"), and so does whom a thing is
// for ("храна за кучета").
const CLAUSE_RE = /[^.!?;,:()\n–—]+/gu;
const WORD_RE = /\p{L}[\p{L}'’-]*/gu;
const MADE_OF = new Set(['с', 'със', 'от']);
// (A noun of doing or selling is followed by its object, "монтаж на климатици", "доставка на дърва", "смяна на гуми".)
const DOING_NOUN_RE = /(?:аж|ка|ба|на|ие|не|оз|рт|из|га|ия|ва)$/u;
const VERB_FORM_RE = /(?:ам|ям|им|ем|ме|те|ш)$/u;
const REPLACING_RE = /^(?:смен|смян|замен|замян|подмен|подмян)/u;
const PHRASE_STEMS = [...NOUN_PICTURES, FALSE_FRIENDS].flatMap((n) =>
  n.stems.filter((st) => / (?:с|със|от|на|под) /u.test(st.trim())),
);
const WORD_STEMS = [...NOUN_PICTURES, FALSE_FRIENDS].flatMap((entry) =>
  entry.stems.filter((st) => !st.trim().includes(' ')).map((st) => ({ st, entry })),
);
// (Words repeat across an ad's scenes: each is looked up once, and the memo is bounded.)
const headMemo = new Map<string, boolean>();
/** Whether a word names a thing the lexicon draws (no doing, no verb, no word many trades say). */
function headOfThing(w: string): boolean {
  let known = headMemo.get(w);
  if (known !== undefined) return known;
  let best: { entry: NounPictures; len: number } | null = null;
  if (!VERB_FORM_RE.test(w) && !/(?:ане|ене|яне|ние)$/u.test(w))
    for (const { st, entry } of WORD_STEMS)
      if (` ${w} `.startsWith(` ${st}`) && (!best || st.length > best.len)) best = { entry, len: st.length };
  known = !!best && best.entry.icons.length > 0 && !best.entry.weak && !best.entry.ofThing;
  if (headMemo.size > 5000) headMemo.clear();
  headMemo.set(w, known);
  return known;
}
function madeOfOut(text: string, cutWords: Set<string>, keptWords: Set<string>): string {
  return text.replace(CLAUSE_RE, (clause) => {
    const lower = clause.toLocaleLowerCase('bg-BG');
    const words = [...lower.matchAll(WORD_RE)];
    let cut = -1;
    const replacing = words.findIndex((w) => REPLACING_RE.test(w[0]));
    for (let i = 0; i < words.length - 2 && cut < 0; i++) {
      let j = i + 1;
      if (!headOfThing(words[i]![0]) && words[j]?.[0] !== 'под') continue;
      // ("икони по поръчка с …": the order is the thing's.)
      if (words[j]![0] === 'по' && /^поръчк/u.test(words[j + 1]?.[0] ?? '')) j += 2;
      // (…nor is the new thing a replaced one is changed for: "Сменям старите ключове с умни ключове" fits switches.)
      if (replacing >= 0 && replacing < i) break;
      // (…unless the words are one phrase of the lexicon: "басейн с топки" is a ball pit.)
      const from = words[i]!.index;
      if (PHRASE_STEMS.some((st) => lower.startsWith(st, from))) continue;
      const prep = words[j]?.[0];
      // ("народни носии под наем за фотосесии": what a thing is hired for is the customer's, no camera of the owner's.)
      if (prep === 'под' && words[j + 1]?.[0] === 'наем' && words[j + 2]?.[0] === 'за' && words[j + 3]) {
        cut = words[j + 3]!.index;
        break;
      }
      if (prep && words[j + 1] && (MADE_OF.has(prep) || (prep === 'на' && !DOING_NOUN_RE.test(words[i]![0]))))
        cut = words[j + 1]!.index;
    }
    for (const w of words) if (w[0].length > 3) (cut >= 0 && w.index >= cut ? cutWords : keptWords).add(w[0]);
    if (cut < 0) return clause;
    return `${clause.slice(0, cut)} `;
  });
}

/**
 * `texts` less what each says a thing is made of, in every one of them: "Св. Лука … рисуваме икони по поръчка с
 * яйчена темпера и злато на липова дъска", whose service field the extractor cut at a comma ("злато на липова
 * дъска"), is still gold of an icon.
 */
function madeOfOutAll(texts: readonly string[]): string[] {
  const cutWords = new Set<string>();
  const cut = texts.map((t) => {
    const [cutHere, keptHere] = [new Set<string>(), new Set<string>()];
    const out = madeOfOut(t ?? '', cutHere, keptHere);
    // (A word the same text also says as a thing of its own stays: "Ремонт на печки на дърва и готварски печки" mends
    // stoves.)
    for (const w of cutHere) if (!keptHere.has(w)) cutWords.add(w);
    return out;
  });
  if (!cutWords.size) return cut;
  return cut.map((t) =>
    t.replace(WORD_RE, (w) => (cutWords.has(w.toLocaleLowerCase('bg-BG')) ? ' '.repeat(w.length) : w)),
  );
}

/**
 * Whether the word at `at` names a doing and its object follows ("проектиране на градини",
 * "боядисване на коса", "почистване на комини"): the object is the picture, so the doing comes after.
 */
function isDoing(hay: string, at: number): boolean {
  const end = hay.indexOf(' ', at + 1);
  const word = hay.slice(at + 1, end);
  return /(?:ане|ене|яне|ние)$/u.test(word) && /^ (?:на|за) /u.test(hay.slice(end));
}

/**
 * The owner's details the pictures are looked up in, the service first and the offer last: the things an owner names
 * only in the offer are theirs too ("гравирам с лазер - дъски за рязане, чаши, ключодържатели с име от 12 лв", read
 * whole as the offer, engraves wood and glass, no lone pen).
 */
export function pictureTexts(d: {
  AdvertizedService?: string;
  Services?: string;
  BusinessName?: string;
  BusinessDescription?: string;
  Offer?: string;
}): string[] {
  return [
    d.AdvertizedService ?? '',
    d.Services ?? '',
    d.BusinessName ?? '',
    d.BusinessDescription ?? '',
    d.Offer ?? '',
  ];
}

export type Pictures = {
  /** Hero first; empty when nothing the owner said can be drawn (the scene is then typographic). */
  icons: string[];
  /** Where they came from: a known trade's row, the owner's nouns, or nothing. */
  from: 'trade' | 'nouns' | 'none';
  trade?: Trade;
};

/**
 * The illustrations for a scene or an ad: the known trade its picture words name, else the
 * owner's own nouns (the cue's first, then the brief's), else none. Only the two most telling
 * nouns count, and words many trades say only when nothing else is: "конна база … уроци по езда"
 * shows horses, not a school.
 */
export function picturesFor(input: {
  keywords?: readonly string[];
  texts?: readonly string[];
  /** More of the owner's words, which say whose job a keyword's thing is: "сняг" beside "трактор" is cleared. */
  beside?: readonly string[];
}): Pictures {
  const trade = tradeOfPictureWords(input.keywords ?? []);
  if (trade) return { icons: [...trade.icons], from: 'trade', trade };
  const groups = [
    ...ownReading(nounPicturesIn(input.keywords ?? [], input.beside), input.beside ?? []),
    ...nounPicturesIn(input.texts ?? []),
  ];
  const strong = groups.filter((g) => !g.weak);
  const chosen = (strong.length ? strong : groups).slice(0, 2);
  const icons = [...new Set(chosen.flatMap((g) => g.icons))];
  return icons.length ? { icons, from: 'nouns' } : { icons: [], from: 'none' };
}

const lastRead: { all: string; read: NounPictures[] } = { all: '', read: [] };
/**
 * The scene's nouns less those the owner typed inside a longer phrase that means another thing: the brain's words
 * "умни" and "ключове" of "умни ключове" (a light switch) are no locksmith's key, a "врата" of "доставка до врата" no
 * door. A stem the owner's texts say that their own reading shows nothing of is one such word.
 */
function ownReading(groups: NounPictures[], beside: readonly string[]): NounPictures[] {
  if (!groups.length || !beside.length) return groups;
  const all = padded(beside.join(' '));
  // (Every scene of an ad reads the same owner's texts: read once.)
  if (lastRead.all !== all) [lastRead.all, lastRead.read] = [all, nounPicturesIn(beside)];
  const read = lastRead.read;
  // (…and the phrase they did type stands in for its word: "дървени" and "въглища" of "дървени въглища" are charcoal,
  // no carpenter's wood and no boiler.)
  const out = groups.flatMap((g) =>
    read.some((r) => r.stems === g.stems) || !g.stems.some((st) => all.includes(` ${st}`))
      ? [g]
      : read.filter((r) => r.stems.some((rs) => rs.includes(' ') && g.stems.some((gs) => rs.includes(gs.trim())))),
  );
  return [...new Set(out)];
}

/**
 * The beat's own icons, shown on the offer and the call to action of an ad that has pictures of
 * its trade. None is any trade's picture, and an ad with no pictures of its trade shows none of them.
 */
export const BEAT_ICONS: Record<'offer' | 'cta', string[]> = {
  offer: ['wrapped-gift', 'glowing-star', 'sparkles'],
  cta: ['telephone-receiver', 'round-pushpin', 'calendar'],
};

/** What makes an offer more than a price: a discount, a gift, something free, a promotion (the brain's deal too). */
export const DEAL_RE =
  /%|процент|безплат|подар|отстъпк|намален|промоци|(?<!\p{L})промо|вместо|\d\s?\+\s?\d|(?<![\p{L}\d])\d+\s+за\s+\d|две\s+за\s+една|половин\s+цена|гратис|ваучер|без\s+такс/iu;

/** `own`: named by the scene's own words; `beat`: the offer's or the call's own icons, `adIcons` the ad's for its later beats. */
export type ScenePictures = Pictures & { own?: boolean; beat?: boolean; adIcons?: string[] };

/**
 * What each scene of an ad shows when it shows an illustration, as the renderer draws it (and the
 * bench checks it): the pictures its own words name; else the ad's (the known trade any scene's
 * words name, else the owner's nouns in `texts`); the offer and the call show their beat's icons
 * instead when they name nothing themselves; an ad with no pictures of its trade shows none at all.
 * `texts` are the owner's details, the service first.
 */
export function scenePictures(input: {
  scenes: readonly { kind: string; keywords?: readonly string[]; text?: string }[];
  texts: readonly string[];
}): ScenePictures[] {
  // (A scene's "сняг" beside the owner's "трактор" is snow cleared with one, as the ad's own pictures say.)
  const cues = input.scenes.map((s) => picturesFor({ keywords: s.keywords ?? [], beside: input.texts }));
  // The brain puts a known trade's picture words on its scenes: that row is then the ad's in every
  // scene, whatever else a scene's words mention. Otherwise the words are the owner's, and so are
  // the pictures: each scene's own nouns, else the ad's.
  // (The row is the one a scene names by the most of its words: a scene with the owner's nouns keeps only two of
  // the row's, and the escape room's "ключ, катинар" are the locksmith's too, an earlier row, so "ескейп стая …"
  // opened with keys and a lock when the first scene decided.)
  const hitsOf = (c: Pictures, i: number) =>
    new Set((input.scenes[i]!.keywords ?? []).map(lc).filter((w) => c.trade!.visual.includes(w))).size;
  let trade: Trade | undefined;
  let most = 0;
  cues.forEach((c, i) => {
    if (c.from !== 'trade') return;
    const hits = hitsOf(c, i);
    if (hits > most) [trade, most] = [c.trade, hits];
  });
  // (A row whose first picture the owner never names leads with one they do: "уроци по китара" opens on the
  // guitar, no piano; a barber's pole or a guard the owner's words show too stays first.)
  const ownGroups = trade ? nounPicturesIn(input.texts).filter((g) => !g.weak) : [];
  const named =
    trade && !ownGroups.some((g) => g.icons.includes(trade!.icons[0]!))
      ? ownGroups
          // (…a thing of the row's own, most of whose pictures the row shows: a guard's shield is no guard.)
          .filter((g) => g.icons.filter((icon) => trade!.icons.includes(icon)).length >= Math.min(2, g.icons.length))
          .map((g) => g.icons[0]!)
          .filter((icon) => trade!.icons.includes(icon))
      : [];
  // (A row of several instruments shows those the owner names: "преподавам пиано" no guitar, "уроци по китара" no
  // piano. A thing of the row is a noun of the lexicon whose first picture the row shows; it is one of several
  // when that picture is in no other such noun's pictures, as the notes of "музикална школа" are in every one, and
  // another's rival when the two share a picture: the guitar's notes are the piano's, a shearer's scissors no ewe's.
  // The row's own name names none of them: "ветеринарна клиника" treats the cat beside the dog of its "ветеринар".)
  const things = trade ? NOUN_PICTURES.filter((n) => trade!.icons.includes(n.icons[0]!)) : [];
  const oneOf = things.filter((n) => !things.some((o) => o.icons[0] !== n.icons[0] && o.icons.includes(n.icons[0]!)));
  // (…and none the scenes' own words name: "кастрация на котка" of a vet's offer keeps the cat.)
  const rowName = trade ? lc(`${trade.label} ${trade.noun.text}`) : '';
  const ownThings = oneOf.filter(
    (n) => ownGroups.some((g) => g.stems === n.stems) && !n.stems.some((st) => rowName.includes(st.trim())),
  );
  const said = ownThings.length ? nounPicturesIn([...input.texts, ...input.scenes.map((s) => s.text ?? '')]) : [];
  const unnamed = new Set(
    oneOf
      .filter((n) => ownThings.some((o) => o.icons[0] !== n.icons[0] && o.icons.some((i) => n.icons.includes(i))))
      // (…with what only it shows, when that is no thing of the row's own: "Хотел за котки" keeps no dog's bone.)
      .flatMap((n) => [n.icons[0]!, ...n.icons.slice(1).filter((icon) => !things.some((o) => o.icons[0] === icon))])
      .filter(
        (icon) =>
          !ownThings.some((n) => n.icons.includes(icon)) &&
          !named.includes(icon) &&
          !said.some((g) => g.icons[0] === icon),
      ),
  );
  const ad: Pictures = trade
    ? { icons: [...new Set([...named, ...trade.icons])].filter((icon) => !unnamed.has(icon)), from: 'trade', trade }
    : picturesFor({ texts: input.texts });
  const kin = trade ? familyIcons(tradeFamily(trade)) : null;
  const onlyWeak = (words: readonly string[]) => {
    const groups = nounPicturesIn(words);
    // (…nor one that names only what many trades say, when the owner named their own thing before it: "Духов оркестър …
    // свирим на сватби" shows the band's trumpet, no ring; "Сватбена агенция … и фотограф" still the wedding.)
    return groups.length > 0 && groups.every((g) => g.ofThing || (g.weak && namedBefore(g)));
  };
  const adGroups = !trade && ad.from === 'nouns' ? nounPicturesIn(input.texts) : [];
  const adNamesThing = adGroups.some((g) => !g.weak);
  // (…named before it in the same text: the service may be said "Свирене на сватби" when the description opens
  // "Духов оркестър …".)
  const own = adNamesThing ? adGroups.find((g) => !g.weak)! : null;
  const texts = input.texts.map(padded);
  const firstAt = (g: NounPictures, text: string) =>
    Math.min(...g.stems.map((st) => text.indexOf(` ${st}`)).filter((at) => at >= 0), Infinity);
  const namedBefore = (g: NounPictures) =>
    !!own && texts.some((text) => firstAt(own, text) < firstAt(g, text) && firstAt(g, text) < Infinity);
  return input.scenes.map((s, i) => {
    const cue = cues[i]!;
    // A known trade's scene shows what its own words name when that is its family's picture (a
    // bakery's cake scene shows cakes, a tiler's "плочки за кухня" no restaurant plate); the row's
    // own picture words, which the brain adds to every scene, do not count for this.
    // (Nor does a word of the trade's own longer name: "фризьор" of "фризьор за кучета" is the groomer, whose
    // scene shows no barber's pole.)
    const ofOwnName = (w: string) =>
      trade!.stems.some((st) => st.includes(' ') && st.startsWith(w.toLocaleLowerCase('bg-BG').slice(0, 5)));
    // (Nor a word of the row's own picture phrase: "картофки" of the food truck's "пържени картофки" is no greengrocer's.)
    const ofOwnPicture = (w: string) =>
      trade!.visual.some((v) => v.includes(' ') && v.split(/\s+/u).includes(w.toLocaleLowerCase('bg-BG')));
    const ownWords = trade
      ? (s.keywords ?? []).filter(
          (w) => !trade!.visual.includes(w.toLocaleLowerCase('bg-BG')) && !ofOwnName(w) && !ofOwnPicture(w),
        )
      : [];
    // (…and never a word every trade says: "новогодишни" of "кетъринг за … новогодишни партита" toasts at no bar.)
    const kinGroup = kin && nounPicturesIn(ownWords, s.keywords ?? []).find((g) => !g.weak && kin.has(g.icons[0]!));
    if (kinGroup) return { icons: kinGroup.icons.filter((icon) => kin!.has(icon)), from: 'trade', trade, own: true };
    if (trade && cue.trade === trade) return { ...ad, own: true };
    // (A scene whose words name only what many trades say, "поправка" of "ПОПРАВКА НА СПУКАНИ ПРЕДНИ СТЪКЛА", shows the
    // thing the owner's texts name, a car's windscreen, no handyman's toolbox.)
    // (…and so does one whose picture would be such a word's, whatever else it names: "свирене на сватби, духов оркестър"
    // shows the band's trumpet.)
    const cueGroup = nounPicturesIn(s.keywords ?? []).find((g) => g.icons[0] === cue.icons[0]);
    const weakCue = !!cueGroup?.weak && namedBefore(cueGroup);
    if (!trade && cue.icons.length && !(adNamesThing && (onlyWeak(s.keywords ?? []) || weakCue)))
      return { ...cue, own: true };
    if (!ad.icons.length) return { icons: [], from: 'none' };
    // A gift and sparkles say "a deal": a plain price ("8 € на час") keeps the trade's own pictures.
    if (s.kind === 'offer' && s.text !== undefined && !DEAL_RE.test(s.text)) return ad;
    if (s.kind === 'offer' || s.kind === 'cta')
      return { icons: [...BEAT_ICONS[s.kind]], from: ad.from, trade: ad.trade, beat: true, adIcons: ad.icons };
    return ad;
  });
}

/** Every illustration the table and the lexicon can ask for (tests check each exists in the set). */
export function allTradeIcons(): string[] {
  return [
    ...new Set([
      ...TRADES.flatMap((t) => t.icons),
      ...NOUN_PICTURES.flatMap((n) => [...n.icons, ...[n.besides ?? []].flat().flatMap((b) => b.icons)]),
      ...Object.values(BEAT_ICONS).flat(),
    ]),
  ];
}
