/**
 * The facts a script may use, read from the confirmed details and capped before they reach a
 * scene: placeholders ("[град]") are dropped, never shown; long fields are cut at a word; numbers,
 * prices, dates and phones are written the Bulgarian way.
 */
import { euroPrices, type BusinessDetails } from '@reklamo/contract';
import { meantPictureWords, memoText, narrowTrade, NOUN_PICTURES } from '@reklamo/trades';
import {
  BUSINESS_KB,
  BUSINESS_NOUNS,
  isWorkshopNoun,
  findCategory,
  namesStrongly,
  type BusinessCategory,
} from '../local/business-kb.ts';
import { HOME_TRADES } from '../local/trades/home.ts';
import { FOOD_TRADES } from '../local/trades/food.ts';
import { DISTRICTS, TOWNS } from '../local/gazetteer.ts';
import { isRegionName } from '../local/find-location.ts';
import { FIRST_PERSON_NOUNS } from '../local/extract-details.ts';
import { GIVEN_NAMES } from '../local/given-names.ts';
import {
  ADDRESS_CUE_RE,
  cap,
  escapeRe,
  GENERIC_DEED_RE,
  isAgentNoun,
  isFirstPersonVerb,
  isOwnVerb,
  SEEKS_RE,
  MANNER_ONLY_RE,
  NOT_SOLD_RE,
  OFFER_MAX_CHARS,
  occasionOf,
  OCCASION_RE,
  SINGULAR_VERB_RE,
  YEARS_AT_IT_RE,
  splitSentences,
  splitServiceList,
  KINDS_AFTER_RE,
  nameAsObject,
  PARTICIPLE_CLAUSE_RE,
  stem5,
  stripPlaceholders,
  tidy,
  notANounPhrase,
  toCustomer,
} from '../local/text.ts';
import {
  capFirst,
  countWords,
  DAY_SPAN_FROM,
  findPhone,
  fixPrepositions,
  headline,
  isLicenceLetter,
  isUnitNoun,
  listOf,
  lowerFirst,
  MAKES,
  MONTHS,
  SPAN_DAYS,
  SPAN_RE,
  polish,
  splitPhrase,
} from './bulgarian.ts';

export const FACT_LIMITS = {
  name: 40,
  service: 50,
  serviceItem: 50,
  offer: OFFER_MAX_CHARS,
  cta: 40,
  location: 60,
  audience: 70,
  sentence: 120,
} as const;

/** The knowledge base may carry these (added by the trade knowledge work); every use has a fallback. */
type KbExtras = { label?: string; hooks?: string[]; problems?: string[]; visual?: string[] };
export type Category = BusinessCategory & KbExtras;

export type Facts = {
  /** The business name as typed, or null when the user gave none. */
  name: string | null;
  /** The name to say and show: the typed name, else "нашата пекарна"-style, else "нашият екип". */
  displayName: string;
  /** The advertised service, lower-case first letter unless a proper name ("торти по поръчка"). */
  service: string;
  /**
   * What "Предлагаме …" can name: the advertised service, or, when that is the trade itself
   * ("водопроводчик", "цветарски магазин"), the user's first other service or the trade's first.
   */
  offering: string;
  /**
   * The trade as the owner's description opens with it ("козметичен салон", "ресторант за сватби и
   * кръщенета", "ИТ поддръжка за малки офиси"), lower case, or "": what a customer searches for.
   */
  trade: string;
  /** Other services, each short and in lower case, without the advertised one. */
  services: string[];
  /** Every service the owner listed, in lower case, the advertised one's longer forms too ("монтаж и почистване на бойлери"). */
  listed: string[];
  /** The offer as one phrase (may be ""); `offerHead` fits a headline, `offerTail` the sub-line. */
  offer: string;
  offerHead: string;
  offerTail: string;
  cta: string;
  /** What the owner promises with the call ("Идвам още същия ден."), said after it. */
  promise: string;
  phone: string;
  /** The other number the call gives beside it ("034 44 12 90 или 0876 55 12 90"), or "". */
  otherPhone: string;
  /** The network the owner is also written to on, as a sentence said after the call ("Пишете ни и във Фейсбук."), or "". */
  network: string;
  /** Where, as typed ("ул. Главна 12, Пловдив") and as a phrase ("на ул. Главна 12, Пловдив"). */
  location: string;
  locationPhrase: string;
  /** The town alone, for short lines ("в Пловдив"), or "". */
  town: string;
  /**
   * The place without its street when it says more than the town: its quarter ("София, кв. Младост"), a second town
   * ("Горна Оряховица и Лясковец"), the town a village is near ("село Самоводене, край Велико Търново"); or "".
   */
  placeShort: string;
  townPhrase: string;
  /** The town was typed in a list of towns ("по Южното Черноморие - Созопол, Несебър, Поморие"): where they work, no home. */
  townListed: boolean;
  /** "Аз съм Мила, екскурзовод в Пловдив": the trade a person typed after their name ("екскурзовод"), or "". */
  title: string;
  /** Where around the town they work or deliver, as typed after it ("и региона", "и селата наоколо"), or "". */
  area: string;
  audience: string;
  /** Short sentences from the user's description (no placeholders): never the trade's stock perks. */
  proofs: string[];
  /** The question the owner opened with ("Чакате бебе?"), the ad's own hook; "" without one. */
  question: string;
  /** The holiday or day the offer is for ("Никулден", "14 февруари"), as said after "Наближава"; or "". */
  occasion: string;
  /** The offer opens with the owner's own words for the service ("Окачвам полилеи, лампи …"): no line of its own. */
  offerSaysService: boolean;
  /** "Пекарна „Квасник“": the name with the business noun the owner typed before it, for the introduction. */
  nameWithTrade: string;
  /** The owner's own sentence that says the service in full ("Разчистваме мазета, тавани …"), said in its place. */
  serviceLine: string;
  /** How the service's last thing is done, typed after it: " на бук и слива" of "… месо и сирене на бук и слива". */
  serviceHow: string;
  care: string;
  category: Category | null;
  /**
   * The trade whose stock lines (care, hooks, problems, call, noun) the ad may use: the category only
   * when the brief names that trade itself, in its opening words or in its name or advertised service
   * (not "ножици за фризьори"); never when the owner named a trade of their own the knowledge base
   * only guessed at ("Кучешки фризьор" is not a hairdresser).
   */
  flavour: Category | null;
  /** The brief as the owner typed it, cleaned: what the picture words are read against. */
  typed: string;
  /** Picture keywords of the trade. */
  keywords: string[];
  /** The trade named is one of food and drink: only there is a dish a "специалитет". */
  food: boolean;
  /** The business comes to the customer or works online: no "Очакваме ви в …", no "посрещнем". */
  comesToYou: boolean;
  /** The owner said they come to the customer's door ("идвам на адрес", "мобилен", "при вас"), not only online. */
  visitsYou: boolean;
  /** Strings the user typed: proper names found here keep their capitals mid-sentence. */
  properNames: string[];
  /** One person writes ("Аз съм тапицер", "Идвам на адрес", "Пишете ми"): the ad speaks as "I", not "we". */
  firstPerson: boolean;
  /** The name may be a person's: not a brand signed above the phone ("Забавлячо, тел. …") by an owner who never says who they are. */
  personNamed: boolean;
  /** How that person opens ("Правя мебели от масивна дървесина по поръчка"), or "". */
  selfLine: string;
  /** A site or a handle the call does not already say ("floraco.bg", "@djsaxvarna"), or "". */
  web: string;
  /** The owner gave the number as the other way to reach them ("… на smiledent.bg или 092 …"). */
  orPhone: boolean;
};

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}]/gu;

/** tidy() without losing the minus of "-20%". */
function keepMinus(s: string): string {
  const m = /^\s*([-–−])\s*(?=\d)/.exec(s);
  return m ? `-${tidy(s.slice(m[0].length))}` : tidy(s);
}

/** One field, cleaned: no tags, control characters, emoji or placeholders; capped at a word. */
export function field(raw: string | undefined, max: number): string {
  let s = (raw ?? '')
    .replace(/<[^>]{0,500}>/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(EMOJI, ' ');
  s = stripPlaceholders(s).replace(/[[\]{}<>]/g, ' ');
  s = keepMinus(s.replace(/\s+/g, ' '));
  if (!/[\p{L}\d]/u.test(s)) return '';
  const minus = s.startsWith('-');
  // A cut at the limit must not end on a preposition ("нотариални актове за покупко-продажба на"), nor
  // on an adjective whose noun it cut off ("пързалки под наем за детски").
  const whole = polish(minus ? s.slice(1) : s);
  // ("ремонт и почистване на механични и кварцови часовници" over the limit: the kinds go, the thing stays, "ремонт и
  // почистване на часовници", never "… на механични".)
  const unkinded =
    whole.length > max
      ? whole.replace(
          /\s+\p{Ll}{3,}(?:[нв]и|[сшц]ки)\s+(?:и|или)\s+\p{Ll}{3,}(?:[нв]и|[сшц]ки)(?=\s+\p{Ll}{3,}\s*$)/u,
          '',
        )
      : whole;
  let cut = cap(unkinded.length <= max ? unkinded : whole, max);
  // (…nor on an adjective cut from its noun, "… касови апарати и фискални" of "… и фискални принтери": it goes, and the
  // "и" it leaves with it.)
  if (
    cut.length < whole.length &&
    /^\s*\p{Ll}{3,}/u.test(whole.slice(cut.length)) &&
    !/^\s*(?:и|или|на|за|с|със|в|във|от|до|по|при)(?!\p{L})/u.test(whole.slice(cut.length))
  )
    cut = cut.replace(
      /(?<=\p{L}{2,}\s+\p{L}{2,}.*?)(?:\s+(?:и|или))?(?:\s+\p{Ll}{3,}(?:ни|ови|еви|ова|ева|ово|ево|на|но|ен)(?:\s+(?:и|или))?)+$/u,
      '',
    );
  // (…nor on a phrase cut from its noun, "… за онлайн магазини на бял" of "… на бял фон": it goes whole.)
  // ("дървени огради и порти по стара възрожденска" of "… технология": and so do two words the noun was cut from.)
  if (
    cut.length < whole.length &&
    /^\s*\p{Ll}{3,}/u.test(whole.slice(cut.length)) &&
    !/^\s*(?:на|за|със|във|от|до|по|при|през|към|без|над|под)(?!\p{L})/u.test(whole.slice(cut.length))
  )
    cut = cut.replace(
      /(?<=\p{L}{2,}\s+\p{L}{2,}.*)\s+(?:на|за|с|със|в|във|от|до|по|при)\s+\p{Ll}{3,}\s+(?!(?:през|към|без|над|под|при|със|във)$)\p{Ll}{4,}$/u,
      '',
    );
  if (
    cut.length < whole.length &&
    /^\s*\p{L}/u.test(whole.slice(cut.length)) &&
    !/^\s*(?:и|или)\s/u.test(whole.slice(cut.length))
  )
    cut = cut
      .replace(/(?<=\p{L}{2,}\s+\p{L}{2,}.*)\s+(?:на|за|с|със|в|във|от|до|по|при)\s+\p{L}+$/u, '')
      // (…nor on the last item of a list cut from its noun, "за сватби, балове и фирмени" of "… и фирмени партита":
      // the list ends before it, and the item is said whole where the rest of the list is.)
      .replace(/(?<=\p{L}{2,},\s+\p{L}{2,}[^,]*)\s+(?:и|или)\s+\p{L}+$/u, '');
  const out = keepMinus(
    cut.length < s.length - (minus ? 1 : 0)
      ? cut.replace(
          // (…nor on "из цялата" of "из цялата страна": a preposition and the adjective it left go together.)
          // (…nor on a date cut from its month: "… 65 € до 31" of "до 31 март".)
          // (…nor on a "your" cut from its noun: "… на място във вашия" of "във вашия двор".)
          /(?:\s+(?:в|във|на|за|с|със|от|до|при|по|и|или|край|из|през|към|върху|над|под|без|чрез|срещу|около|пред|(?:ваш|наш|мо|тво|сво)(?:ия|ият|ата|ето|ите|я|ята|ето)|\p{L}{2,}(?:ски|ска|ско|шки|шка|шко|цки|цка|цко|иеви))|\s+(?:из|в|във|на|по|през|до|за)\s+(?:цяла|цялата|целия|цялото|всички|всяка|всеки)|\s+(?:цяла|цялата|целия|цялото)|\s+(?:до|от)\s+\d{1,2})+$/u,
          '',
        )
      : cut,
  );
  // (tidy() took the closing quote from the end: "ул. „Гурко“" keeps it, never "Очакваме ви …, ул. „Гурко.")
  const closed = (out.match(/„/g)?.length ?? 0) > (out.match(/[“”]/g)?.length ?? 0) ? `${out}“` : out;
  return minus ? `-${closed}` : closed;
}

const STREET_RE = /^(ул\.|улица|бул\.|булевард|пл\.|площад|кв\.|квартал|ж\.к\.|жк|с\.|село|гр\.|град|к\.к\.)/i;

/** "ул. Главна 12, Пловдив" → "на ул. Главна 12, Пловдив"; "Пловдив" → "в Пловдив"; "онлайн" → "онлайн". */
export function placePhrase(location: string): string {
  if (!location) return '';
  const l = location.toLocaleLowerCase('bg-BG');
  if (/^(в|във|на|до|край|близо|срещу|около|онлайн|online|из)\s/.test(l) || /^(онлайн|online)$/.test(l))
    return location;
  if (/^(ул\.|улица|бул\.|булевард|пл\.|площад)/.test(l)) return `на ${location}`;
  if (/^(цялата|цяла)\s/.test(l)) return `в ${location}`;
  return `в ${location}`;
}

function townOf(location: string): string {
  const parts = location
    .split(/\s*,\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const p of [...parts].reverse()) {
    const bare = p.replace(/^(гр\.|град)\s*/i, '');
    if (TOWNS.includes(bare)) return bare;
    // ("Горна Оряховица и Лясковец": of two towns, the first is the one a short line says.)
    const [first, second] = bare.split(/\s+и\s+/u);
    if (second && TOWNS.includes(first!) && TOWNS.includes(second)) return first!;
  }
  const first = parts[0] ?? '';
  if (first && !STREET_RE.test(first) && !/\d/.test(first) && countWords(first) <= 3 && /^\p{Lu}/u.test(first))
    return first.replace(/^(гр\.|град)\s*/i, '');
  return '';
}

/** The place without its street, when it says more than the town (see Facts.placeShort). */
function beyondTown(location: string, town: string): string {
  const l = (x: string) => x.toLocaleLowerCase('bg-BG');
  // (A part the town's own name holds says nothing more: "Бяла" of "село Бяла вода".)
  const place = location
    .split(/\s*,\s*/u)
    .filter((p) => p && !/^(?:ул\.|улица|бул\.|булевард|пл\.|площад|бл\.|блок|вх\.|ет\.|ап\.)/iu.test(p))
    .filter((p, i, all) => i === 0 || !l(all[0]!).includes(l(p)))
    .join(', ');
  return town && place && l(place) !== l(town) && l(place).includes(l(town)) ? place : '';
}

// A price with nothing before it, "9 €", "от 20 до 400 € бройката": it is the price of the clause before its dash.
const BARE_PRICE_RE =
  /^(?:(?:само\s+)?(?:от|за|по)\s+)?\d[\d\s\u00a0.,]*(?:(?:до\s+|[-–]\s*)\d[\d\s\u00a0.,]*)?(?:€|лв|лева|евро)/iu;
// A clause that says more of the one before it, never a thing of its own: "която изглежда …", "и модела", "след това".
const RELATIVE_RE = /^(?:който|която|което|които|където|когато)\s/iu;
const CLINGS_RE = /^(?:и|или|а|но|като|след|после|плюс|вкл\.?|включително)\s/iu;

/**
 * The offer's headline carries its price (the owner's rule, blind read 8 of session 55): where the split left it on the sub-line, the headline is
 * the clause with the price, with the thing before its dash when both fit ("Бутилка 250 мл – 9 €" of "Пресно и
 * замразено, бутилка 250 мл – 9 €, правим и сапуни … по 6 €"), and the sub-line the next priced clause, or the words
 * before it. Null where no whole clause with its price fits a headline.
 */
function pricedHead(offer: string, current: { head: string; tail: string }): { head: string; tail: string } | null {
  // ("…, разфасоване всичко за 80 лв до 150 кг": "всичко" sums up the list before it and opens the priced clause.)
  const pieces = offer.replace(/(?<=\p{Ll})\s+(?=всичко\s+(?:за|на|по|от)\s)/u, ', ').split(/(,\s+|\s+[–—-]\s+)/u);
  const segs = pieces
    .filter((_, i) => i % 2 === 0)
    .map((text, i) => ({ text: text.trim(), sep: i ? pieces[2 * i - 1]! : '' }));
  const at = segs.findIndex((s) => PRICE_RE.test(s.text));
  if (at < 0) return null;
  // ("овче 2,05 € | гърнето, краве 1,53 €": a word alone after the price is what it is counted by, "Овче 2,05 € гърнето".)
  const unit = /\d\s*(?:€|лв\.?|лева|евро)$/iu.test(segs[at]!.text) && /^\p{Ll}{3,}$/u.test(segs[at + 1]?.text ?? '');
  if (unit) segs.splice(at, 2, { text: `${segs[at]!.text} ${segs[at + 1]!.text}`, sep: segs[at]!.sep });
  const p = segs[at]!.text;
  if (CLINGS_RE.test(p) || RELATIVE_RE.test(p) || /[%]|безплат|подар|половин/iu.test(p)) return null;
  // (Whether the headline was cut inside a clause, "Плащам веднага в брой според марката | и модела – …".)
  const low = (x: string) => x.toLocaleLowerCase('bg-BG');
  // (…or too long for the card, which would cut it, or a clause of "which" that names nothing.)
  const cut =
    !new RegExp(`^${escapeRe(low(current.head))}(?:,|\\s+[–—-]\\s|$)`, 'u').test(low(offer)) ||
    countWords(current.head) > offerHeadWords(current.head) ||
    RELATIVE_RE.test(current.head);
  // (…or a sub-line that opens on a fragment: "и модела – …", "която изглежда …", "през гората – …", "9 €, …".)
  const broken =
    cut ||
    /^(?:и|или|а|но|с|със|през|при|без|в|във|на|за|от|до|който|която|което|които|където)\s/iu.test(current.tail) ||
    BARE_PRICE_RE.test(current.tail);
  // (A whole clause over a priced one gives the headline to the price, the clause going under it: [Всичко за 40,90 €
  // до 150 кг] {Идвам с горелка и инструменти}, never [Идвам с горелка и инструменти] over the price; a bare price
  // stays under what it is for, [Сандвичи и мини пици] {От 10,23 € на човек}.)
  if (!broken && BARE_PRICE_RE.test(p)) return null;
  let first = at;
  let head = '';
  if (BARE_PRICE_RE.test(p)) {
    // (What the price is for stands before its dash, past a clause of "which": "Акрилна протеза, която изглежда като
    // истинското око – от 650 до 900 лв" is "Акрилна протеза – от 332,34 до 460,16 €".)
    let k = at - 1;
    while (k > 0 && RELATIVE_RE.test(segs[k]!.text)) k--;
    // (…the last of a list only when it is measured, "бутилка 250 мл", never "стримери" of "Сухи и мокри мушици,
    // нимфи, стримери – 1,28 € бройката", whose price is the whole list's.)
    const thing = k >= 0 && /[–—-]/u.test(segs[at]!.sep) && (k === 0 || /\d/u.test(segs[k]!.text)) ? segs[k]!.text : '';
    if (
      thing &&
      !PRICE_RE.test(thing) &&
      !CLINGS_RE.test(thing) &&
      !RELATIVE_RE.test(thing) &&
      countWords(`${thing} ${p}`) <= offerHeadWords(`${thing} ${p}`)
    ) {
      head = `${capFirst(thing)} – ${p}`;
      first = k;
    } else if (
      cut &&
      // (…never over the thing the price opens the sub-line of, "Сандвичи и мини пици | От 10,23 € на човек".)
      !low(current.tail).startsWith(low(p)) &&
      countWords(p) >= 3 &&
      countWords(p) <= offerHeadWords(p)
    )
      head = capFirst(p);
    // ("От 2 до 6 играчи, 60 € за група": a count before a bare price is whom the price is for; the price is the
    // headline, [60 € за група] {От 2 до 6 играчи}, never [6 играчи, 60 € за група] over {От 2 до}.)
    else if (
      at === 1 &&
      /^(?:(?:от|за|до|над)\s+)?\d+(?:\s*(?:[-–]|до)\s*\d+)?\s+\p{L}+$/iu.test(segs[0]!.text) &&
      low(current.tail).startsWith(low(p)) &&
      countWords(p) >= 2 &&
      countWords(p) <= offerHeadWords(p)
    )
      head = capFirst(p);
  } else if (countWords(p) <= offerHeadWords(p) && countWords(p) >= 2) head = capFirst(p);
  if (!head) return null;
  const joined = (xs: { text: string; sep: string }[]) =>
    xs.map((s, i) => (i ? `${s.sep.includes(',') ? ', ' : ' – '}${s.text}` : s.text)).join('');
  const later = segs.slice(at + 1);
  const before = segs.slice(0, first).filter((s) => !RELATIVE_RE.test(s.text));
  // (…or the clause the price is for, "Плащам в брой на място според теглото и вида – от 5 до 30 лв бройката", when
  // it is one of its own, never "разфасоване" cut from "колене, обгаряне, разфасоване".)
  // (…the first clause, "Идваме у вас или в залата", never the last of a list, "слуз и ракети", "релаксиращ и спортен
  // масаж" of "Класически, релаксиращ и спортен масаж"; a measure said just before the price goes with it, "2 тренировки
  // седмично".)
  // (…or the whole headline it had, when that was a whole clause before the new one: a list stays whole, "Сменям гуми,
  // батерии и контролери".)
  const nearest = before.at(-1)?.text ?? '';
  const opening = before[0]?.text ?? '';
  const spanned = segs.findIndex((_, i) => low(joined(segs.slice(0, i + 1))) === low(current.head)) + 1;
  const tail = !broken
    ? current.head
    : later.length && PRICE_RE.test(joined(later))
      ? joined(later)
      : (spanned > 0 && spanned <= first && !RELATIVE_RE.test(current.head)
          ? current.head
          : /^\d/u.test(nearest) && countWords(nearest) >= 2
            ? nearest
            : countWords(opening) >= 2 && !/^\p{Ll}+(?:\s+(?:и|или)\s+\p{Ll}+)?$/u.test(opening)
              ? opening
              : joined(before)) || joined(later);
  return { head, tail: capFirst(tail) };
}

// What a price is counted by, said after it: "7,67 € бройката", "40 € на час" is one price.
const UNIT_AFTER_RE =
  /^\s+(?:бр\.?|броя?|бройка(?:та)?|парче(?:то)?|кг\.?|килограм(?:а)?|г\.?|гр\.?|мл|л\.?|литър(?:а)?|час(?:а)?|ч\.?|мин\.?|ден|деня|дни|нощ(?:та)?|нощувка(?:та)?|човек|души|порция(?:та)?|буркан(?:а|ът)?|бутилка(?:та)?|кутия(?:та)?|пакет(?:а|ът)?|месец(?:а)?|месечно|седмично|урок(?:а|ът)?|сеанс(?:а|ът)?|кв\.?\s?м\.?|л\.?\s?м\.?|м|м2|общо)(?=\s|$)/iu;

/**
 * One price per clause: "Кола 12,78 € джип/ван 17,90 € апартамент 2 стаи 30,68 €" typed without commas is "Кола
 * 12,78 €", "Джип/ван 17,90 €", "Апартамент 2 стаи 30,68 €", and "7,67 € бройката над 100 броя по 6,14 €" is "7,67 €
 * бройката" and "Над 100 броя по 6,14 €"; an old price with the new ("20 € вместо 30 €") stays one. The parts in order.
 */
function onePricePer(s: string): string[] {
  const price = /\d[\d\s\u00a0]*(?:[.,]\d+)?\s*(?:€|лв\.?|лева|евро)/iu.exec(s);
  if (!price || amountsOf(s).length < 2 || /,\s/u.test(s)) return [s];
  let at = price.index + price[0].length;
  at += UNIT_AFTER_RE.exec(s.slice(at))?.[0].length ?? 0;
  const rest = s.slice(at).trim();
  const next = rest.split(/\s+/u)[0] ?? '';
  // (…a span, an old price, a sum or a unit after "на"/"за" go with the price: "40 € на час 50 € с ДДС" is not cut.)
  if (
    !rest ||
    !PRICE_RE.test(rest) ||
    /^(?:вместо|[/+–—-]|до|на|за|с|със|без|плюс|или|вкл\.?)$/iu.test(next) ||
    countWords(rest.split(/\d[\d\s\u00a0]*(?:[.,]\d+)?\s*(?:€|лв|лева|евро)/iu)[0]!) > 4
  )
    return [s];
  // ("Сайт визитка за 230,08 € | и онлайн магазин от 613,55 €": the next part opens on its thing, never on "и".)
  return [s.slice(0, at).trim(), ...onePricePer(rest.replace(/^(?:и|а)\s+/u, ''))];
}

/** The offer as a headline (at most six words, whole phrases) and a sub-line with the rest. */
function offerParts(offer: string): { head: string; tail: string } {
  const split = priceOnCard(offerHeadline(offer));
  const unpriced = PRICE_RE.test(offer) && !/\d\s*(?:лв|лева|€|евро|%)|безплат|подар|половин/iu.test(split.head);
  const rebuilt = (unpriced && split.head && pricedHead(offer, split)) || split;
  // ("7,67 € бройката | над 100 броя по 6,14 €": a headline says one price, the sub-line the next.)
  const [first, ...more] = onePricePer(rebuilt.head);
  const parted = more.length
    ? { head: first!, tail: capFirst([...more, lowerFirst(rebuilt.tail)].filter(Boolean).join(', ')) }
    : rebuilt;
  // ("Тръстиков покрив от 65 € на кв.м | с материала, беседка 3х3 от 1900 €": the few words that finish the headline's
  // clause open no sub-line; it shows the next priced clause, "Беседка 3х3 от 1900 €", and the voice says them.)
  const cling = /^(?:(?:с|със|без|през|при|в|във|на|за)\s+[^\d,]+?),\s+(?=\p{L})/iu.exec(parted.tail);
  const { head, tail } =
    cling &&
    countWords(cling[0]) <= 3 &&
    PRICE_RE.test(parted.head) &&
    PRICE_RE.test(parted.tail.slice(cling[0].length))
      ? { head: parted.head, tail: capFirst(parted.tail.slice(cling[0].length)) }
      : parted;
  // ("на пианино 60 €, за ученици в музикално училище 10% отстъпка" is too long for the sub-line: it shows the
  // first priced clause, "на пианино 60 €", never "…, за ученици" cut from its discount.)
  const clause = firstClause(tail);
  // (Only when the cut leaves a clause without the price or discount it was for; "Samsung от 45 €, гаранция 6 месеца"
  // stays as it is.)
  const shown = headline(tail, 8);
  const at = shown.lastIndexOf(', ');
  const lastShown = at >= 0 ? shown.slice(at + 2) : '';
  const from = lastShown ? tail.toLocaleLowerCase('bg-BG').indexOf(lastShown.toLocaleLowerCase('bg-BG')) : -1;
  const lastWhole = from >= 0 ? tail.slice(from).split(/,\s+/)[0]! : '';
  const dealt = /\d\s*(?:лв|лева|€|евро|%)/iu;
  const lostItsPrice = dealt.test(lastWhole) && !dealt.test(lastShown);
  return lostItsPrice && clause !== tail && PRICE_RE.test(clause) && countWords(clause) >= 2
    ? { head, tail: clause }
    : { head, tail };
}

/** "Арка от балони по ваш избор на цвят – от 60 €": on a card the customer's choice gives way to the price. */
export const cardHeadOf = (head: string) =>
  countWords(head) > 6 ? head.replace(/\s+по\s+ваш\p{L}*\s+(?:избор|желание|вкус)(?:\s+на\s+\p{L}+)?/iu, '') : head;

// Where a price starts: "4 900 €", "от 18 лв.", "20,45 € вместо 30,68 €".
const PRICE_START_RE = /(?:(?:само\s+)?(?:от|за|по)\s+)?\d[\d\s\u00a0.,]*(?:€|лв|лева|евро)/iu;

/**
 * "Почистване от прах и смяна на термопаста – 20,45 € вместо 30,68 €" is too long a headline to keep its price: the
 * card shows what it is, and the price opens the sub-line ("20,45 € вместо 30,68 € до 31 март"), never a headline
 * cut before its price over a sub-line without one.
 */
function priceOnCard({ head, tail }: { head: string; tail: string }): { head: string; tail: string } {
  if (!PRICE_RE.test(head) || PRICE_RE.test(headline(cardHeadOf(head), offerHeadWords(head)))) return { head, tail };
  const at = PRICE_START_RE.exec(head);
  if (!at || at.index === 0) return { head, tail };
  // ("Първият преглед с панорамна снимка е | 15,34 € …": the copula goes with the price it joined.)
  const before = head
    .slice(0, at.index)
    .replace(/[\s,:–—-]+$/u, '')
    .replace(/\s+(?:е|са|струва|струват|ще\s+бъде|срещу|за|на|по|от|при|с|със|в|във)$/iu, '');
  if (countWords(before) < 2) return { head, tail };
  const rest = head.slice(at.index).trim();
  return {
    head: before,
    tail: capFirst(tail ? `${rest}${/^(?:само\s+)?до\s/iu.test(tail) ? ' ' : ', '}${lowerFirst(tail)}` : rest),
  };
}

// "При поръчка над 3 кашона | доставката е безплатна", "При 3 нощувки | четвъртата е безплатна": a condition, then what
// is given and the gift.
const CONDITION_FIRST_RE =
  /^((?:при|над|за|с|със|след)\s.+?)\s+((?:\p{L}{3,}(?:ата|ята|ият|ия|ото|ите)\s+\p{L}{3,}|\p{L}{2,}(?:та|ът|ят|то|те))(?:\s+(?:до|на|за)\s+\p{L}{3,})?)\s+(е|са|става|стават)\s+(\S.*)$/iu;

function offerHeadline(offer: string): { head: string; tail: string } {
  const { head, tail } = offerSplit(offer);
  // ("Липов мед 7,67 € буркан от 900 г": a priced headline holds a word more, never "От 900 г" cut from its jar.)
  if (countWords(head) <= offerHeadWords(head)) return { head, tail };
  // ("При поръчка над 3 кашона доставката е безплатна" was [При поръчка над 3 кашона доставката], the gift cut off: the
  // headline says the gift, "Доставката е безплатна", and the sub-line its condition, "При поръчка над 3 кашона".)
  const gift = CONDITION_FIRST_RE.exec(head);
  if (
    gift &&
    /безплат|подар|%|половин|\d/iu.test(gift[4]!) &&
    countWords(`${gift[2]} ${gift[3]} ${gift[4]}`) <= 6 &&
    countWords(gift[1]!) >= 2
  )
    return {
      head: capFirst(`${gift[2]} ${gift[3]} ${gift[4]}`),
      tail: capFirst([gift[1]!, lowerFirst(tail)].filter(Boolean).join(', ')),
    };
  // "Букети за 8 март с безплатна доставка в града" / "до 5 март": the headline keeps whole phrases
  // and what it cannot hold opens the sub-line, so no fact is dropped and no phrase is cut.
  const phrase = splitPhrase(head, 6);
  if (!phrase || countWords(phrase.head) < 2) return { head, tail };
  // ("3 часа с шофьор | и украса 153,39 €", "20,45 € на почистване на двор | и път до къщата": a cut before "и" and
  // one word that the price or a place follows splits the pair the price is for: the card's headline holds the head
  // whole where it fits with its price (a word over, as a priced line may), else the whole phrase it can hold.)
  // ("Преглед на ходовата част | и реглаж на преден мост – 23,01 €" is two jobs, and "Маникюр с гел лак 15,34 € | и
  // френски 17,90 €" two prices: the sub-line says the second.)
  if (
    !PRICE_RE.test(phrase.head) &&
    /^(?:и|или)\s+\p{L}+(?:\s*$|\s+(?:от\s+|само\s+)?\d[\d.,]*\s*(?:€|лв|лева|евро)|\s+(?:до|от|около|край|в|във)\s)/iu.test(
      phrase.rest,
    )
  )
    return { head, tail };
  // ("Акордиране на пиано в дома ви 70 €, на пианино 60 €": the headline is the thing and its price, "Акордиране на
  // пиано 70 €"; where it is done is said by the voice.)
  const price = /\s((?:от\s+)?\d[\d.,]*\s*(?:лв\.?|лева|€|евро))$/iu.exec(phrase.rest);
  if (
    price &&
    tail &&
    !PRICE_RE.test(phrase.head) &&
    !PRICE_RE.test(phrase.rest.slice(0, price.index)) &&
    /^(?:в|във|у|при)\s/iu.test(phrase.rest) &&
    countWords(`${phrase.head} ${price[1]}`) <= 6
  )
    return { head: `${phrase.head} ${price[1]}`, tail };
  // ("1 урок 45 мин | с инструктор 20,45 €": a cut before a phrase of a word or two that the price closes parts the
  // thing from what it is done with and from its price; a line that ends on its price holds a word more, and shows it
  // whole, "1 урок 45 мин с инструктор 20,45 €". Where it is done is said by the voice, as above; "само за 20 €" names
  // nothing and goes under the thing.)
  const withWhat = price ? phrase.rest.slice(0, price.index).split(/\s+/u) : [];
  if (
    price &&
    price.index > 0 &&
    !/^(?:в|във|у|при)\s/iu.test(phrase.rest) &&
    /^\p{Ll}+(?:\s+\p{L}+){1,2}$/u.test(phrase.rest.slice(0, price.index)) &&
    withWhat.slice(1).every((w) => /^\p{L}{3,}$/u.test(w) && !/^(?:само|едва|вече|общо|цена|цената)$/iu.test(w)) &&
    !PRICE_RE.test(phrase.head) &&
    countWords(head) <= offerHeadWords(head) + 1 &&
    head.length <= 50
  )
    return { head, tail };
  // ("при над 20 бр, дигитализацията на логото безплатна": the comma the owner typed between them stays, unless a sub-line
  // cut at it would lose the price after it.)
  // ("овче 2,05 € гърнето, краве 1,53 €": and between two priced parts, never "гърнето краве 1,53 €".)
  const comma = offer.replace(/\s/gu, ' ').includes(`${phrase.rest.replace(/\s/gu, ' ')}, `);
  // ("Нощувка със закуска и спа | за 45 € на човек, от ноември до март": a span the deal runs goes after its comma.)
  const spanTail = new RegExp(`^от\\s+${SPAN_WORDS}\\s+до\\s+${SPAN_WORDS}$`, 'iu').test(tail);
  const rest = [phrase.rest, spanTail ? lowerFirst(tail) : tail].filter(Boolean).join(comma || spanTail ? ', ' : ' ');
  if (countWords(rest) <= 9) return { head: phrase.head, tail: rest };
  // ("Домашни яйца | от свободно отглеждани кокошки 0,20 € бройката", then "а също и угоени пилета … по поръчка"): the
  // price the headline could not hold is the sub-line, and the part after it is said by the voice ("Пакет за екип | до
  // 10 човека 250 €", never "Пакет за екип | Всеки следващ човек по 15 €" with the package's own price off the screen).
  // (Never over a gift the tail gives, "при 3 нощи четвъртата е безплатна", nor as "И пара 30 €" cut from its pair.)
  if (
    PRICE_RE.test(phrase.rest) &&
    countWords(phrase.rest) <= 7 &&
    // (…a head of its own, "Домашни яйца", never a bare measure, "1 час | с 30 стрели 10,23 €".)
    (countWords(phrase.head) >= 3 || !/\d/u.test(phrase.head)) &&
    !PRICE_RE.test(phrase.head) &&
    !/безплат|подар|%|половин/iu.test(tail) &&
    // (…nor over the dates the deal runs, "От 10 септември до 10 октомври", which the sub-line shows.)
    !/^(?:(?:само\s+)?(?:от|до|през)\s|\d)/iu.test(tail) &&
    !/^(?:и|или)\s/iu.test(phrase.rest)
  )
    return { head: phrase.head, tail: phrase.rest };
  // ("Мелим жито и царевица | на ишлеме 0,10 € за кг | и продаваме пълнозърнесто брашно 1,20 € кг": the sub-line
  // holds the first priced clause of what is left, so the screen shows a price; the voice says all of it.)
  const clause = firstClause(rest);
  return clause !== rest &&
    countWords(clause) <= 9 &&
    PRICE_RE.test(clause) &&
    !PRICE_RE.test(phrase.head) &&
    !tail &&
    !/^и\s/u.test(clause)
    ? { head: phrase.head, tail: clause }
    : { head, tail };
}

const PRICE_RE = /\d\s*(?:лв|лева|€|евро)/iu;
/** The amounts a line names: "6,14 € … 12:30" → ["6,14"]. */
const amountsOf = (s: string) =>
  [...s.matchAll(/(\d[\d\s\u00a0]*(?:[.,]\d+)?)\s*(?:€|лв|лева|евро)/giu)].map((m) => m[1]!.replace(/\s/gu, ''));
/**
 * The words an offer's headline may hold: six, or seven with its price when what follows the price is its unit or
 * measure ("Липов мед 7,67 € буркан от 900 г"), never "кожени и силиконови" left of "Смяна на каишка 9,20 €".
 */
export function offerHeadWords(head: string): number {
  if (!PRICE_RE.test(head)) return 6;
  const afterPrice = head
    .split(/\d\s*(?:лв\.?|лева|€|евро)/iu)
    .at(-1)!
    .trim();
  // (A headline that ends on its price is shortened by the phrase the price is for: "Акордиране на пиано 80 €".)
  // (…"буркан от 900 г", a unit and its measure; "подарък закладка" after a threshold is a gift, and is cut.)
  const [unit, next] = afterPrice.split(/\s+/);
  const measured =
    Boolean(afterPrice) &&
    (/^(?:на|за|с|със|от|до)\s/iu.test(afterPrice) ||
      (isUnitNoun(unit!) && (!next || /^(?:от|за|на|с)$/iu.test(next))));
  return measured ? 7 : 6;
}

/** A phrase up to its first comma, or up to "и" before the owner's next verb ("… за кг и продаваме …"). */
function firstClause(s: string): string {
  for (const m of s.matchAll(/,\s+|\s+и\s+(\p{L}+)(?=\s)/gu))
    if (m[0].startsWith(',') || isFirstPersonVerb(m[1]!) || isOwnVerb(m[1]!)) return s.slice(0, m.index);
  return s;
}

/**
 * A piece of the owner's sentence that opens no sentence of its own: "Ги на ръка." (of "правя ги на ръка"), "Като на
 * баба.", "Дружба и Изгрев." (quarters cut from their list).
 */
export function isFragment(p: string): boolean {
  const s = p.replace(/[.!]+$/u, '').trim();
  return (
    /^(?:ги|го|им|му|ни|ви|се|си|ме|ѝ)\s/iu.test(s) ||
    (/^като\s/iu.test(s) && countWords(s) <= 4) ||
    (countWords(s) <= 5 &&
      s.split(/\s*,\s*|\s+/u).every((w) => /^\p{Lu}/u.test(w) || w === 'и') &&
      // (A region or the towns typed as a line are where they work, said so; "Сервиз Ретро Звук." signs the business.)
      !/^(?:обл|общ|област|община|гр|град|с|село)(?:\.|\s)/iu.test(s) &&
      !startsWithBusinessNoun(s) &&
      !s.split(/\s*,\s*|\s+и\s+/u).every((t) => TOWNS.includes(t)))
  );
}

/** "…, като идвам у вас в рамките на Пловдив": how the owner does it is their own line, "идвам у вас …". */
export function ownHow(clause: string): string {
  return clause.replace(/^като\s+(?=(\p{L}+)\s)/iu, (m, verb: string) =>
    isFirstPersonVerb(verb) || isOwnVerb(verb) ? '' : m,
  );
}

/**
 * "От Враца и работя и по селата." left of "аз съм Пешо от Враца и работя …": where they are from is said with the
 * place; the line is what follows it, "Работя и по селата.", "От 12 години гледам възрастни хора …".
 */
export function withoutHomePlace(p: string): string {
  const rest = p.replace(/^(?:[Оо]т|[Вв]ъв|[Вв])\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+и\s+/u, '');
  return rest !== p && countWords(rest) >= 3 ? capFirst(rest) : p;
}

/** A deal typed after its deadline: "до края на ноември | втори чифт на половин цена", "до 15.12 | -20%". */
// (Its number is a day of a month the owner names: "до 15 м над къща" is how tall the tree is, no deadline to move
// after the deal.)
export const DEADLINE_FIRST_RE =
  /^((?:само\s+)?до\s+(?:края\s+на\s+(?:(?:този|тази|месец)\s+)?\p{L}+|\d{1,2}(?:\s+|\.\s?)(?:яну|фев|мар|апр|май|юни|юли|авг|сеп|окт|ное|дек)\p{L}*\.?|\d{1,2}\.\d{1,2}\.?(?:\d{2,4}\s*г?\.?)?))\s+(?![-–]|и\s|или\s|на\s|за\s)(\p{L}.{5,})$/iu;

// "-40% … през целия октомври": a month the deal runs through (never the unit of sale: "150 лв за цял ден" is the day's
// price).
const DURING_RE = new RegExp(
  `^(.{6,}?)\\s+((?:през|за)\\s+(?:целия|цял|целия\\s+месец|месец)\\s+(?:${MONTHS.join('|')}|сезон|лято|зима|пролет|есен|година))$`,
  'iu',
);

const SPAN_WORDS = `(?:${[...MONTHS, ...SPAN_DAYS].join('|')})\\.?(?!\\p{L})`;
const SPAN_FIRST_RE = new RegExp(
  `^(от\\s+${SPAN_WORDS}\\s+до\\s+${SPAN_WORDS})(?:\\s*[,:–—-]\\s*|\\s+)(?!(?:и|или|на|за|в|във)\\s)(\\S.{5,})$`,
  'iu',
);

function offerSplit(offer: string): { head: string; tail: string } {
  if (!offer) return { head: '', tail: '' };
  // "От 10 септември до 10 октомври нощувка със закуска …": the deal is the headline, the dates its sub-line.
  const range = /^((?:от\s+)?\d{1,2}(?:\s+|\.)\p{L}+\s+до\s+\d{1,2}(?:\s+|\.)\p{L}+)\s+(\p{L}.{5,})$/iu.exec(offer);
  if (range) return { head: capFirst(range[2]!), tail: capFirst(range[1]!) };
  // ("От вторник до петък 2 игри на цената на 1" was [От вторник] {До петък …}: a span of days or months is one, and
  // it goes under the deal, [2 игри на цената на 1] {От вторник до петък}.)
  const span = SPAN_FIRST_RE.exec(offer);
  if (span && countWords(span[2]!) >= 2) return { head: capFirst(span[2]!), tail: capFirst(span[1]!) };
  // "За 8 март -15% на всички рози": the deal is the headline, the occasion or the time its sub-line.
  // (Never "За деца от" cut from "… от 7 до 12 години": a sub-line does not end on its preposition.)
  const when =
    /^((?:само\s+)?(?:за|до|през|от|този|тази|това)\s+(?:\d{1,2}(?:\s+|\.)(?!(?:до|от|и|или|на|за|по)(?!\p{L}))\p{L}+|\d{1,2}\.\d{1,2}|\p{L}+)(?:\s+(?!(?:от|до|над|под|за|на|с|със|в|във)(?!\p{L}))\p{L}+)?)\s+([-–−]?\d.*|(?:втор|безплат|подар|половин|2\s+за)\p{L}*.*)$/iu.exec(
      offer,
    );
  // (…never whom it is for before a measure, "За ресторанти кутия | 100 г – 4,50 €, за домове пакет …": that is the
  // first of two offers, split at its comma, never "100 г – 4,50 €, за домове" over "За ресторанти кутия".)
  const forWhom =
    when &&
    !/\d/u.test(when[1]!) &&
    (/^\d+\s*(?:г|гр|кг|мл|л|бр|см|м|мин|ч)\.?(?:\s|$)/iu.test(when[2]!) ||
      new RegExp(`,\\s+${escapeRe(when[1]!.split(/\s+/u)[0]!)}\\s`, 'iu').test(when[2]!));
  if (when && !forWhom && countWords(when[2]!) >= 2) return { head: when[2]!.replace(/^[–−]/, '-'), tail: when[1]! };
  // "До края на ноември втори чифт токчета на половин цена": the deal is the headline, its deadline the sub-line.
  const until = DEADLINE_FIRST_RE.exec(offer);
  if (until && countWords(until[2]!) >= 3 && !until[2]!.includes(', '))
    return { head: capFirst(until[2]!), tail: capFirst(until[1]!) };
  // "Петък и събота -10% на всичко за скара": the deal is the headline, the days the sub-line.
  const days =
    /^((?:всеки\s+|всяка\s+)?(?:понеделник|вторник|сряда|четвъртък|петък|събота|неделя)(?:\s+и\s+(?:понеделник|вторник|сряда|четвъртък|петък|събота|неделя))?)\s+([-–−]?\d.*)$/iu.exec(
      offer,
    );
  if (days) return { head: days[2]!.replace(/^[–−]/, '-'), tail: capFirst(days[1]!) };
  // "-40% на лазерна епилация на цяло тяло през целия октомври": the month goes under the deal.
  const during = DURING_RE.exec(offer);
  if (during) return { head: during[1]!, tail: capFirst(during[2]!) };
  // "Всеки делник 8–10 ч – кафе и кроасан за 5 лв": the deal is the headline, when it runs the sub-line.
  const time = /^((?:всеки|всяка|всяко|само|днес|до|от|през)\s.{2,30}?)\s+[–—-]\s+(.{6,})$/iu.exec(offer);
  if (time) return { head: capFirst(time[2]!), tail: time[1]! };
  // "Само този месец: втората пица е на половин цена": the benefit is the headline, the time the sub-line.
  const colon = /^([^:]{3,40}):\s+(.{6,})$/u.exec(offer);
  if (colon) return { head: colon[2]!, tail: colon[1]! };
  // ("200 топчета, маска и маркер – 20 евро на човек, минимум 6 човека": a list the price after its dash is for is the
  // headline whole, never "200 топчета" over the rest.)
  const listed = /^([^–—]{6,}?,\s[^–—]+?)\s[–—]\s(.+)$/u.exec(offer);
  if (
    listed &&
    !/\d\s*(?:лв|лева|€|евро|%)/iu.test(listed[1]!) &&
    /\d\s*(?:лв|лева|€|евро|%)/iu.test(listed[2]!) &&
    countWords(listed[1]!) <= 6
  )
    return { head: listed[1]!, tail: capFirst(listed[2]!) };
  // ("Хапки и студен бюфет за рождени дни, кръщенета и фирмени партита – от 9,20 € на човек": a list too long for the
  // card is what the thing is for; the card shows the thing and its price, the voice says the list.)
  const forList = /^(\p{L}.{4,}?)\sза\s[^\d,–—]+(?:,\s[^\d,–—]+)+(?:,\s|\s[–—]\s)((?:от\s+|само\s+)?\d.*)$/u.exec(
    offer,
  );
  if (forList && countWords(forList[1]!) >= 2 && countWords(forList[1]!) <= 5 && PRICE_RE.test(forList[2]!))
    return { head: forList[1]!, tail: capFirst(forList[2]!) };
  // A deadline reads best under the offer: "-20% за всяка торта" / "До края на месеца".
  // ("Сменям гуми, батерии и контролери, гума с труда 30 лв": a comma inside a list is no clause's end; the list
  // closed by its "и" goes whole, never "Сменям гуми" over "Батерии и контролери, гума …". Six words are read at most.)
  const listEnd = /^([^,\d]{3,}?,\s(?:[^,\d]+,\s)*?[^,\d]*?\s(?:и|или)\s[^,\d]+?),\s(?=\p{L})/u.exec(
    offer.slice(0, 80),
  );
  const listAt = listEnd && countWords(listEnd[1]!) <= 6 ? listEnd[1]!.length : -1;
  const comma = listAt > 0 ? listAt : offer.indexOf(', ');
  // "Идваме с камиона навсякъде …, меню от 12 лв. на човек": the clause with the price is the headline.
  const before = comma > 0 ? offer.slice(0, comma) : '';
  const after = comma > 0 ? offer.slice(comma + 2) : '';
  const priced = (x: string) => /\d\s*(?:лв|лева|€|евро|%)/iu.test(x);
  // (Not a list's last items, "чаша, дъска или бутилка за 10 лв", nor a deal's second part, "Първият урок е безплатен, след това 25 лв.".)
  const ownClause =
    !/[–—]|безплат|подар|отстъпк|намален/iu.test(before) &&
    !/\s(?:или|и)\s/u.test(after) &&
    !/^(?:след|а|но|после)\s/iu.test(after) &&
    !after.includes(', ');
  // (…never a bare price cut from the list it is for: "Сменям водачи, върхове и лагери, | от 8 лв".)
  const barePrice = listAt > 0 && /^(?:от|за|по|само)\s+\d/iu.test(after);
  if (
    before &&
    !priced(before) &&
    ownClause &&
    !barePrice &&
    /^\p{L}/u.test(after) &&
    priced(after) &&
    countWords(after) >= 3
  )
    return { head: capFirst(after), tail: capFirst(before) };
  if (before && countWords(before) >= 2) return { head: before, tail: after };
  // ("от 12 до 15 ч" is when it runs, one span, not a deadline.)
  const deadline =
    // (…nor "за до 4 човека": a deadline's number is a day of a month.)
    // (…and "от вторник до петък" is their span, said whole: never [… 2 игри от вторник] {До петък}.)
    /(?<!от\s+\d{1,2}(?:[.:]\d\d)?)\s((?:само\s+)?(?:от\s+(?:понеделник|вторник|сряда|четвъртък|петък|събота|неделя)\s+)?до\s+(?:края|\d{1,2}\s+(?:януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември)|неделя|събота|петък)[^,]*)$/u.exec(
      offer,
    );
  if (deadline && countWords(offer.slice(0, deadline.index)) >= 2)
    return { head: offer.slice(0, deadline.index).trim(), tail: deadline[1]!.trim() };
  return { head: offer, tail: '' };
}

const GENERIC_KEYWORDS = ['витрина', 'клиент', 'усмивка'];
// Function words and abstract nouns: neither can be drawn.
// (Words before a quoted name that are no kind of business: "марка „Х“", "промоция „Лято“".)
const QUOTE_STOP = new Set([
  'марка',
  'промоция',
  'акция',
  'кампания',
  'оферта',
  'програма',
  'серия',
  'нашата',
  'вашата',
  'цена',
]);
const STOP = new Set([
  'на',
  'за',
  'и',
  'с',
  'със',
  'в',
  'във',
  'от',
  'до',
  'по',
  'при',
  'към',
  'или',
  'всеки',
  'всяка',
  'нашата',
  'нашия',
  'нашите',
  'вашия',
  'вашата',
  'вашите',
  'поръчка',
  'поръчки',
  'услуга',
  'услуги',
  'обслужване',
  'качество',
  'цена',
  'цени',
  'оферта',
  'консултация',
  'професионална',
  'професионални',
  'бързо',
  'бърза',
]);

/** "шах", "кон", "мед", "чай": a word of three letters is a picture word when the lexicon draws it. */
const SHORT_PICTURE_WORDS = new Set(
  NOUN_PICTURES.flatMap((n) => n.stems.map((st) => st.trim())).filter((st) => /^\p{L}{3}$/u.test(st)),
);

const TOWN_WORDS = new Set(TOWNS.map((t) => t.toLocaleLowerCase('bg-BG')).filter((t) => !t.includes(' ')));

/** A phrase without its names and places ("бай Кольо от с. Горна Малина": no berries for a well digger). */
function drawable(phrase: string): string {
  return phrase
    .replace(/(?<!\p{L})(?:с|гр|обл|общ)\.\s*\p{Lu}[\p{L}-]*/gu, ' ')
    .replace(/(?<=[^.!?\s]\s+)\p{Lu}[\p{L}-]*/gu, ' ');
}

export function keywordsOf(...phrases: string[]): string[] {
  const out: string[] = [];
  for (const p of phrases) {
    for (const w of p.toLocaleLowerCase('bg-BG').split(/[^\p{L}]+/u)) {
      // (No verb, "водим", "правя", and no place, "село Равда": nothing an illustration shows.)
      if (
        (w.length >= 4 || SHORT_PICTURE_WORDS.has(w)) &&
        !STOP.has(w) &&
        !isOwnVerb(w) &&
        !SINGULAR_VERB_RE.test(w) &&
        !/^(?:село|града|района|региона|околията|околността)$/u.test(w) &&
        !TOWN_WORDS.has(w) &&
        !out.includes(w)
      )
        out.push(w);
    }
  }
  return out.slice(0, 6);
}

/** A stem of the trade opens a word of the text, and not after "за", "с" or "от" (a customer, a tool, a material). */
function namesItsTrade(text: string, category: Category): boolean {
  const t = ` ${text
    .toLocaleLowerCase('bg-BG')
    .replace(/[^\p{L}\d ]+/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  return category.stems.some((stem) => {
    for (let at = t.indexOf(` ${stem}`); at >= 0; at = t.indexOf(` ${stem}`, at + 1)) {
      // "стелки … след компютърно изследване": what it comes with, not the trade.
      // ("сауни по поръчка за дома и хотели": nor the second of whom it is for.)
      if (!/(?:^|\s)(?:за|с|със|от|след|при|чрез|без|срещу)(?:\s+\p{L}+\s+(?:и|или))?$/u.test(t.slice(0, at)))
        return true;
    }
    return false;
  });
}

const OBJECT_LINK = /^(?:на|и|или|с|със|от|по)$/u;
/**
 * The trade's words stand in the brief only as what the owner works on or for, not as what they do:
 * "настройвам пиана" and "настройка на пиано" are no music school's lessons, "водещ на сватби" no
 * events agency, "гледам котки и кучета" no pet shop, "почистване на кладенци" no cleaner of homes.
 * Each word a stem of the trade opens is read with the word of doing before it (over "на", "и", a
 * comma); when that word is none of the trade's own (its services, label and noun), the hit is an
 * object. True when every hit is.
 */
function onlyObjects(cat: Category, typed: string, nameWords: ReadonlySet<string>): boolean {
  const l = (x: string) => x.toLocaleLowerCase('bg-BG');
  // ("за трюфели с обучени кучета": the phrase ends where the next one starts.)
  const words = l(typed)
    .replace(
      /(?<!\p{L})за\s+(?:(?!(?:с|със|в|във|на|от|по|до)\s)\p{L}+\s+){0,2}(?!(?:с|със|в|във|на|от|по|до)(?!\p{L}))\p{L}+/gu,
      ' ',
    )
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const own = new Set(
    l([cat.label ?? '', cat.noun.text, ...cat.services].join(' '))
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4)
      .map(stem5),
  );
  // (A stem of two words, "домашни любимци", is read at its last word: "транспорт на животни и домашни любимци".)
  const phraseAt = (i: number) =>
    cat.stems.some((stem) => {
      const parts = stem.trim().split(' ');
      return parts.length > 1 && parts.every((p, k) => words[i - parts.length + 1 + k]?.startsWith(p));
    });
  const hits = words
    .map((w, i) => [w, i] as const)
    .filter(
      ([w, i]) =>
        cat.stems.some((stem) => !stem.includes(' ') && stem.length >= 3 && w.startsWith(stem)) || phraseAt(i),
    );
  if (!hits.length) return false;
  return hits.every(([w, i]) => {
    // "екскурзовод" is no "екскурзия": a word that runs four letters or more past the stem is another word.
    const stem =
      cat.stems.filter((st) => !st.includes(' ') && w.startsWith(st)).sort((a, b) => b.length - a.length)[0] ?? '';
    if (stem.length >= 5 && w.length - stem.length >= 4 && !own.has(stem5(w))) return true;
    // "почистване на кладенци", "ремонтирам и пренавивам електромотори": the deed is the trade's, the thing
    // it is done to is not ("прозорци", "бани" would be).
    // ("чистя дъна на лодки": the first person's "-я" too, never a noun's "-ия".)
    if (/(?:ане|ене|яне|ние|ирам|ям|ам|[бвгджзклмнпрстфхцчшщ]я)$/u.test(w)) {
      let j = i + 1;
      while (j < words.length && (/^(?:на|и|или)$/u.test(words[j]!) || /(?:ам|ям|им)$/u.test(words[j]!))) j++;
      const object = words[j] ?? '';
      // ("почистване на DPF филтри": an acronym in Latin letters is a thing of its own too.)
      if (
        (object.length >= 4 || /^[a-z]{3}$/u.test(object)) &&
        !own.has(stem5(object)) &&
        !cat.stems.some((st) => object.startsWith(st))
      )
        return true;
    }
    let k = i - 1;
    // ("автомобилни климатици" are a car's, not a home's: a vehicle's adjective makes them another thing.)
    if (
      /^(?:автомобил|камион|бус|мотор|корабн|яхт)\p{L}*(?:ни|ен|на)$/u.test(words[i - 1] ?? '') &&
      !own.has(stem5(words[i - 1]!))
    )
      return true;
    // "разходки с обучени кучета": what it is done with is a tool, not the trade.
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) if (/^(?:с|със)$/u.test(words[j]!)) return true;
    // ("почистване на фасади и покриви": each thing of the list is what the deed is done to.)
    const listed = (j: number) => /^(?:и|или)$/u.test(words[j + 1] ?? '') && /^(?:на|и|или)$/u.test(words[j - 1] ?? '');
    while (
      k >= 0 &&
      (OBJECT_LINK.test(words[k]!) ||
        listed(k) ||
        cat.stems.some((stem) => words[k]!.startsWith(stem)) ||
        (/(?:ни|ки|ен|на|ов|ва|ски)$/u.test(words[k]!) &&
          words[k]!.length > 3 &&
          !/(?:ане|ене|яне|ние|ка)$/u.test(words[k]!)))
    )
      k--;
    const doing = words[k] ?? '';
    // A deed ("настройка", "гледам", "водещ", "почистване") the trade's own words never name.
    // (A word of the name is none: "Билкова аптека Лайка".)
    return (
      doing.length >= 4 &&
      !nameWords.has(doing) &&
      (/(?:ане|ене|яне|ние|ка|ция|ам|ям|им|ем|щ)$/u.test(doing) ||
        /^(?:транспорт|превоз|ремонт|монтаж|продажба|доставка)$/u.test(doing)) &&
      !own.has(stem5(doing)) &&
      k < i - 1
    );
  });
}

export { isAgentNoun };
const ADJECTIVE_END_RE = /(?:ен|на|ки|ска|ски|ско|ов|ова|ит|ита|ет|ета)$/iu;
/** "Открит басейн", "Стъкларска работилница", "Заклет преводач": an adjective, then the trade's noun. */
// "Кайтсърф училище", "Пейнтбол парк": a loanword before the business's noun names the trade too.
// ("Детска футболна академия": two adjectives may come before it.)
const nounAfterAdjective = (words: string[]) =>
  words.length >= 2 &&
  words.length <= 3 &&
  (((ADJECTIVE_END_RE.test(words[0]!) ||
    (words.length === 2 && BUSINESS_NOUNS.has(words[1]!.toLocaleLowerCase('bg-BG')))) &&
    startsWithBusinessNoun(words[1]!)) ||
    (words.length === 3 &&
      ADJECTIVE_END_RE.test(words[0]!) &&
      ADJECTIVE_END_RE.test(words[1]!) &&
      BUSINESS_NOUNS.has(words[2]!.toLocaleLowerCase('bg-BG'))));

/** "Автоелектрик", "Магазин …": a phrase whose first word opens with a business noun or a trade's stem. */
function startsWithBusinessNoun(phrase: string): boolean {
  const first = phrase.split(/\s+/)[0]!.toLocaleLowerCase('bg-BG');
  return (
    [...BUSINESS_NOUNS].some((n) => first.startsWith(n)) ||
    BUSINESS_KB.some((c) => c.stems.some((st) => st.length >= 4 && !st.includes(' ') && first.startsWith(st)))
  );
}

/** The trade a description opens with ("Водопроводчик в София"): its first word starts with one of the trade's stems. */
function tradeOpening(description: string): Category | null {
  // "Здравейте, имам малка сладкарница": a greeting is not the trade ("здрав…" is the clinics' stem).
  // The whole opening clause decides which trade: "Хотел за кучета и котки" is a pets' hotel, not a hotel.
  // "Аз съм пчелар от Разлог": the trade follows "Аз съм".
  // "Ортопедични стелки по мярка след компютърно изследване": what it comes with is no trade.
  // "Аз съм Мила, екскурзовод в Пловдив": the trade follows the name too.
  const clause = (
    description
      .replace(/^\s*(?:[Аа]з\s+съм|[Нн]ие\s+сме|АЗ\s+СЪМ)\s+(?:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,\s*(?=\p{Ll}))?/u, '')
      .split(/[,.;:!?–—]/)[0] ?? ''
  ).split(/\s(?:след|чрез|при)\s/u)[0]!;
  // ("3D принт студио …": a digit glued to a word is part of it, no bare "d принт" that names nothing.)
  const words = clause.toLocaleLowerCase('bg-BG').match(/\d+\p{L}+|\p{L}+/gu) ?? [];
  if (/^(?:здравей|здрасти|привет|добър|добро)/.test(words[0] ?? '')) return null;
  // ("„Слънчев покрив“ е малка фирма … монтираме фотоволтаични системи": the quoted name opening the clause is what
  // the owner called the business; when a later word of it names a trade ("покрив" after "Слънчев") and the rest of
  // the clause names another, the rest is the one it does. A name that opens on its trade says it: "„Хамали Тони“ -
  // местим мебели" moves furniture.)
  const named = /^\s*[„"«“]([^„“”"«»]{1,60})[“”"»]\s*(.*)$/su.exec(clause);
  const nameTrade =
    named && !findCategory(named[1]!.trim().split(/\s+/u)[0]!) && (findCategory(named[1]!) as Category | null);
  const restTrade = named && (findCategory(named[2]!) as Category | null);
  if (nameTrade && restTrade && restTrade.id !== nameTrade.id) return restTrade;
  const cat = findCategory(clause) as Category | null;
  if (!cat || !words[0]) return null;
  // An opening verb that names no trade ("Поправям механични … часовници", "Давам уроци по пиано")
  // leaves it to the rest of the brief: "механични" is no car mechanic's. One that does
  // ("Почистваме …", "Ремонтираме стари дървени прозорци") keeps the clause's reading.
  if ((isOwnVerb(words[0]) || isFirstPersonVerb(words[0])) && !findCategory(words[0])) return null;
  // ("Пекарна „Златен клас“ в Шумен и автосервиз „Бързо“ в Разград": two businesses, each with its own name or town,
  // in one clause; the ad is for the first, and the longer stem of the second gave the bakery a car service's lines.)
  const [head, ...others] = clause.split(/\s(?:и|а)\s/u);
  const headTrade = others.length && /[„"«“]|\sв(?:ъв)?\s/u.test(head!) ? findCategory(head!) : null;
  if (headTrade && headTrade.id !== cat.id && startsWithBusinessNoun(head!.trim())) return headTrade as Category;
  if (startsWithBusinessNoun(words[0])) return cat;
  // "Стоматолог д-р Илиева", "Химическо чистене „Кристал“", "Уеб дизайн за малки фирми": the opening
  // words name a trade themselves, and it wins over any word later in the clause; "Почасова детска
  // градина" names it in three ("на лекар" later made it a clinic).
  // ("правя ремонти на покриви": after the owner's "правя" the words that follow name the roofer; the two
  // opening words, "правя ремонти", only a renovator.)
  if (
    /^(?:правя|правим)$/u.test(words[0]) &&
    (findCategory(words.slice(1, 4).join(' ')) as Category | null)?.id === cat.id
  )
    return cat;
  // ("Индивидуални тренировки по плуване": what the training is "по" names the trade, not the gym's two words.)
  if (words[2] === 'по' && words[3] && findCategory(words.slice(3).join(' '))?.id === cat.id) return cat;
  // ("Мобилно кучешко къпане": the clause's phrase, "кучешко къпане", names the groomer over "кучешко" alone.)
  const opening = words.slice(0, 3).join(' ');
  if (cat.stems.some((st) => st.includes(' ') && opening.includes(st))) return cat;
  return (
    (findCategory(words.slice(0, 2).join(' ')) as Category | null) ??
    (words.length >= 3 && cat.stems.some((st) => st.includes(' ') && words.slice(0, 3).join(' ').includes(st))
      ? cat
      : null)
  );
}

/** The people an activity is for, right after "за": "шах за деца", "плуване за бебета". */
const PEOPLE =
  'деца|децата|бебета|малчугани|ученици|студенти|възрастни|пенсионери|бременни|жени|дами|мъже|начинаещи|напреднали|тийнейджъри|младежи|семейства';
const FOR_WHOM_RE = new RegExp(`^(?:${PEOPLE}|фирми|кучета|котки)$`, 'iu');
/** "… за деца" ending a trade: whom it is for, not what it is. */
const FOR_PEOPLE_TAIL_RE = new RegExp(`\\s+за\\s+(?:${PEOPLE})(?:\\s.*)?$`, 'iu');

/**
 * "Козметичен салон Нежност – …" → "козметичен салон"; "Ресторант за сватби и кръщенета Лозите, …" →
 * "ресторант за сватби и кръщенета": the opening words up to the name, the place or the first break,
 * when they name a trade (or a service: "ИТ поддръжка за малки офиси"), never a verb or a product.
 */
// The prepositions and conjunctions a trade cut short may be left ending on: they go.
const LINK_WORD_RE =
  /^(?:за|по|и|или|на|от|с|със|в|във|у|до|при|към|без|през|под|над|след|чрез|край|около|покрай|срещу|между|из|сред)$/iu;
function tradePhrase(description: string, name = ''): string {
  // "Аз съм психолог и консултирам онлайн": the trade follows "Аз съм".
  description = description.replace(/^\s*(?:аз\s+съм|ние\s+сме)\s+/iu, '');
  // "Аз съм Мартин, професионален водолаз от Несебър": the trade follows the owner's name, however it ends.
  const titled = /^\p{Lu}\p{Ll}+,\s+(?=\p{Ll})/u.exec(description);
  if (titled) description = description.slice(titled[0].length);
  // "„Фото Лъч“ - снимки за документи …": the quoted name opening it is no trade ("„фото").
  description = description.replace(/^\s*[„"«“][^„“”"«»]{1,60}[“”"»]\s*(?:[–—-]\s*)?/u, '');
  // ("ДЖАМПИ ПАРТИ Плевен 🎉 надуваеми замъци …": the name opening it is no trade.)
  // ("Пекарна Житница в Казанлък" keeps its "пекарна": a name opening with the trade's noun says it.)
  const named =
    name && !startsWithBusinessNoun(name) && !isAgentNoun(name.split(' ')[0]!)
      ? new RegExp(`^\\s*${escapeRe(name)}(?!\\p{L})\\s*`, 'iu').exec(description)
      : null;
  // ("асенизация - изпомпване на септични ями …" of "Асенизация": the dash after the name goes with it.)
  if (named) description = description.slice(named[0].length).replace(/^[–—-]\s*/u, '');
  // "Айляк бар в Созопол" of "Бар Айляк": the name's own word before the business noun is no part of the trade.
  const nameWords = name.toLocaleLowerCase('bg-BG').split(/\s+/);
  const own = /^(\p{Lu}\p{Ll}+)\s+(?=\p{Ll})/u.exec(description);
  if (
    own &&
    nameWords.length > 1 &&
    nameWords.includes(own[1]!.toLocaleLowerCase('bg-BG')) &&
    !startsWithBusinessNoun(own[1]!) &&
    !isAgentNoun(own[1]!) &&
    // ("Витражи Ирис" signs "витражи за врати …": the trade's noun before what it is for stays; "за врати" is none.)
    !/^(?:за|на|по|от|с|със|в|във|и|или)\s/iu.test(description.slice(own[0].length))
  )
    description = description.slice(own[0].length);
  // ("Премахване на етернитови (азбестови) покриви": a word or two in brackets mid-phrase is an aside, never where the
  // trade ends: «премахване на етернитови».)
  description = description.replace(/\s*\((?:\p{Ll}+(?:\s+\p{Ll}+)?)\)(?=\s+\p{Ll})/gu, '');
  // ("Геодезист инж. Стоян Маринов": the title the clause was cut at goes with the name, never "геодезист инж".)
  const cut = description.split(/[,.;:!?(]|\s[–—-]\s|[–—]/)[0] ?? '';
  // ("ремонт на перални бош, сименс и самсунг": a list of makes the comma cut is said whole or not at all, never
  // «ремонт на перални Бош» alone.)
  const make = (w: string) => MAKES.has(w.toLocaleLowerCase('bg-BG'));
  const cutWords = cut.trim().split(/\s+/);
  if (/^\s*,/u.test(description.slice(cut.length)) && make(cutWords.at(-1) ?? ''))
    while (cutWords.length > 1 && (make(cutWords.at(-1)!) || /^(?:и|или)$/u.test(cutWords.at(-1)!))) cutWords.pop();
  const clause = cutWords
    .join(' ')
    .trim()
    .replace(/\s+(?:инж|арх|д-р|проф|доц|адв)$/iu, '');
  const words: string[] = [];
  let jobsWhole = false;
  const all = clause.split(/\s+/);
  for (const [i, w] of all.entries()) {
    // "психолог и консултирам онлайн": the owner's own verb ends the trade.
    // ("Ветеринарен фелдшер идва у дома": so does the business's.)
    if (
      isFirstPersonVerb(w) ||
      SINGULAR_VERB_RE.test(w) ||
      /^(?:съм|сме|е|са|давам|идва|идваме|работи|предлага|обслужва|посещава)$/iu.test(w)
    )
      break;
    // ("ПОЧИСТВАНЕ НА КЛАДЕНЦИ „ДЪЛБОКО“", "СВАТБЕНА ЛИМУЗИНА „ЕЛИТ“": a trade typed in capitals goes on after a
    // preposition or an adjective of its own, in lower case; "ПРЕНОС НА ПИАНА ИВАНОВ" ends before the surname.)
    // (…and "3Д ПРИНТИРАНЕ ЗА ДЕЦА": a head of a digit and its letter qualifies the job after it, never «Търсите 3д?».)
    const digitHead = /^\d+\p{Lu}+$/u.test(all[0]!);
    const capsOn =
      i > 0 &&
      (/^\p{Lu}{2,}$/u.test(w) || /^(?:И|С|В)$/u.test(w)) &&
      (/^\p{Lu}{3,}$/u.test(all[0]!) || digitHead) &&
      words.length === i &&
      (/^(?:на|за|и|или|от|по|с|със|в|във|под)$/iu.test(all[i - 1]!) ||
        (/^(?:на|за|и|или|от|по|с|със|под)$/iu.test(w) && /^\p{Lu}{3,}$/u.test(all[i + 1] ?? '')) ||
        (i === 1 && (digitHead || /(?:НА|НИ|НО|СКА|СКИ|СКО|ЕН|ОВА|ЕВА|НЯ)$/u.test(all[0]!))));
    if (capsOn) {
      words.push(w.toLocaleLowerCase('bg-BG'));
      continue;
    }
    // ("снимки с Дядо Коледа", "посещение на Дядо Мраз": a holiday's figure is the trade's own words, no name.)
    const holiday =
      (w === 'Дядо' && /^(?:Коледа|Мраз)$/u.test(all[i + 1] ?? '')) ||
      (/^(?:Коледа|Мраз)$/u.test(w) && all[i - 1] === 'Дядо') ||
      /^(?:Снежанка|Коледа|Великден)$/u.test(w);
    if (i > 0 && holiday) {
      words.push(w);
      continue;
    }
    // ("подготовка за НВО", "уроци по БЕЛ": an exam or a subject in capitals after its preposition is the trade's.)
    if (i > 1 && /^[А-Я]{2,4}$/u.test(w) && /^(?:за|по|на)$/iu.test(all[i - 1]!) && /^\p{Ll}/u.test(all[0]!.slice(1))) {
      words.push(w);
      continue;
    }
    // ("категория Б": a lone capital letter is a category, no name; "рафтинг по река Струма" names its river.)
    if (
      i > 0 &&
      ((/^[\p{Lu}„"«“\d]/u.test(w) && !/^\p{Lu}\d?$/u.test(w) && !/^(?:река|язовир|езеро|връх)$/iu.test(all[i - 1]!)) ||
        /\p{Extended_Pictographic}/u.test(w) ||
        /^(?:д-р|доктор|г-н|г-жа|ЕООД|ООД)$/i.test(w))
    )
      break;
    // "в Русе", "край Ловеч" end it; "на" only before a place ("на ул. …"), not in "доставка на дърва".
    // "пералня за килими бяла слатина": a town typed in lower case ends it too.
    const rest = `${all.slice(i).join(' ').toLocaleLowerCase('bg-BG')} `;
    if (i > 0 && TOWNS_LC.some((t) => rest.startsWith(`${t} `))) break;
    // "Баничарница при Пепи": "при" and a name after it are the business's name.
    // ("Услуги с мини багер" names the job by its machine: "с" after "услуги" goes on.)
    if (
      i > 0 &&
      !isLicenceLetter(w, all[i - 1]!) &&
      // ("гледане на деца по часове у дома": "у" says where too.)
      (/^(?:в|във|край|до|от|у)$/i.test(w) ||
        (/^(?:с|със)$/i.test(w) &&
          !/^услуги$/iu.test(all[i - 1]!) &&
          !/^(?:Дядо|Снежанка)$/u.test(all[i + 1] ?? '') &&
          // ("Заснемане с дрон на сватби": what the job opening the brief is done with is the job's.)
          !(i === 1 && /^\p{L}{3,}(?:ане|ене|яне)$/iu.test(all[0]!) && /^\p{Ll}{3,}$/u.test(all[i + 1] ?? ''))) ||
        (/^при$/i.test(w) && /^\p{Lu}/u.test(all[i + 1] ?? '')) ||
        (/^на$/i.test(w) && /^(?:\p{Lu}|ул\b|бул\b|пл\b|ул$|бул$|пл$|адрес)/u.test(all[i + 1] ?? '')))
    )
      break;
    words.push(w);
    if (words.length >= 6) {
      // "ремонт на часовници и смяна на батерии" cut at six words would ask for "ремонт на часовници и смяна":
      // a list cut short keeps only its whole first part.
      // ("стрелба с традиционни и спортни лъкове | с инструктор": a list whole before the next phrase's preposition stays.)
      const and = words.lastIndexOf('и');
      const whole = /^(?:с|със|за|в|във|на|от|до|по|при|край)$/iu.test(all[i + 1] ?? '');
      // ("зареждане на тонер касети и ремонт | на принтери": a job after the "и" takes its "на" and what it is done on.)
      const onWhat =
        and > 0 &&
        and === words.length - 2 &&
        /^(?:\p{L}{3,}(?:ане|ене|яне|ние)|ремонт|монтаж|смяна|поддръжка|продажба|сервиз)$/iu.test(w) &&
        all[i + 1] === 'на' &&
        /^\p{Ll}{3,}$/u.test(all[i + 2] ?? '') &&
        !TOWNS_LC.includes(all[i + 2]!);
      if (onWhat) {
        words.push(all[i + 1]!, all[i + 2]!);
        jobsWhole = true;
      } else if (i < all.length - 1 && and > 0 && !whole) words.splice(and);
      break;
    }
  }
  // ("сервиз за кафе машини делонги | и саеко": makes cut off from the rest of their list go with it.)
  if (words.length < all.length && make(words.at(-1) ?? '') && /^(?:и|или|,)$/u.test(all[words.length] ?? ''))
    while (words.length > 1 && (make(words.at(-1)!) || /^(?:и|или)$/u.test(words.at(-1)!))) words.pop();
  // "Дегустация на 5 вина": a number ends the phrase, and the word it leaves hanging goes.
  // ("колене на прасета по домовете около | празнците", cut at six words: so does a preposition left last, never «… по
  // домовете около в Монтана?».)
  while (
    words.length &&
    LINK_WORD_RE.test(words[words.length - 1]!) &&
    !isLicenceLetter(words.at(-1)!, words.at(-2) ?? '')
  )
    words.pop();
  // ("кастрене и рязане на високи | и опасни дървета", "пясъкоструене и прахово | боядисване на джанти": an adjective
  // whose noun was cut off leaves the trade hanging; it goes, with the preposition or the "и" before it, «Търсите
  // кастрене и рязане …?», never «Търсите кастрене и рязане на високи?».)
  const next = all.slice(words.length).map((w) => w.toLocaleLowerCase('bg-BG'));
  const nounAfter = (w: string | undefined) => !!w && /^\p{Ll}{3,}$/u.test(w) && !LINK_WORD_RE.test(w);
  const hanging =
    words.length >= 2 &&
    /^\p{Ll}{4,}$/u.test(words.at(-1)!) &&
    ((next[0] === 'и' &&
      words.at(-2) === 'на' &&
      [words.at(-1)!, next[1] ?? ''].every((w) => /^\p{Ll}{3,}(?:ови|еви|ни|ски|ки)$/u.test(w)) &&
      nounAfter(next[2])) ||
      (/(?:ови|еви|ово|ево|ски|ско|ска|шки|цки|ова|ева)$/u.test(words.at(-1)!) && nounAfter(next[0])) ||
      // (…or the clause ended on it: "Пясъкоструене и прахово – боядисване …".)
      (!next.length && /^\p{Ll}{3,}(?:ови|еви|ово|ево)$/u.test(words.at(-1)!) && words.at(-2) === 'и'));
  if (hanging) {
    words.pop();
    while (words.length && LINK_WORD_RE.test(words.at(-1)!)) words.pop();
  }
  // ("мандрата ни е в с. …", "фермата ни": the owner's "our" after the noun with its article names the trade by the
  // noun alone, "мандра".)
  if (words.length === 2 && /^(?:ни|ми)$/iu.test(words[1]!)) {
    const bare = /^(\p{L}{3,}[^аеиоуъюя\P{L}][ая])та$/iu.exec(words[0]!)?.[1];
    if (!bare) return '';
    words.splice(0, 2, bare);
  }
  // ("Кафе ванът „Кафе на колела“": the noun's full article, typed before the name, is no part of the trade: "кафе ван".)
  const last = words.length >= 2 ? /^(\p{L}{3,})(ът|ят)$/iu.exec(words.at(-1)!) : null;
  if (last) words[words.length - 1] = last[2] === 'ят' && /[аеиоуъюя]$/iu.test(last[1]!) ? `${last[1]}й` : last[1]!;
  const phrase = words.join(' ');
  // "Магазинът е в Казанлък" speaks of the shop already named: a definite noun is no trade.
  // (…"ванът „Кафе на колела“" too, however short the noun.)
  if (!phrase || words.length > (jobsWhole ? 8 : 6) || /^\p{L}{3,}(?:ът|ят)$/iu.test(words[0]!)) return '';
  // ("Фирмата „Краси Агро“", "Бригада „Стригачите“", "Работилница „Бакър“": a word for any business says no trade.)
  // (…nor with what it says of itself: "малка семейна фирма", "млад екип"; "строителна фирма" names its trade.)
  if (
    /^(?:фирма|компания|бригада|работилница|екип|предприятие|цех)(?:та|ът)?$/iu.test(words.at(-1)!) &&
    words
      .slice(0, -1)
      .every((w) =>
        /^(?:мал(?:ка|ък|ко)|семейн(?:а|о)|семеен|млад(?:а|о)?|нов(?:а|о)?|местн(?:а|о)|местен|българск(?:а|о|и)|частн(?:а|о)|частен|наш(?:а|ия)?|сериозн(?:а|о)|сериозен|коректн(?:а|о)|коректен|надеждн(?:а|о)|надежден|утвърден(?:а|о)?|лицензиран(?:а|о)?|регистриран(?:а|о)?)$/iu.test(
          w,
        ),
      )
  )
    return '';
  const first = words[0]!.toLocaleLowerCase('bg-BG');
  // A deverbal noun names a service ("поддръжка", "почистване", "доставка"), "малка" or "всяка" does not.
  // "Мобилна сауна под наем „Пара“", "Платен риболов „Тихия вир“": what the owner calls the business right before its quoted name.
  const signed = /^[„"«“]/u.test(all[words.length] ?? '') && words.length <= 5;
  const isTrade =
    signed ||
    (Boolean(titled) && words.length <= 3) ||
    // "Налбант съм", "Дипломиран масажист съм": what the owner says they are.
    (words.length <= 2 && new RegExp(`^${escapeRe(phrase)}\\s+съм(?!\\p{L})`, 'iu').test(clause)) ||
    tradeOpening(description) !== null ||
    startsWithBusinessNoun(phrase) ||
    nounAfterAdjective(words) ||
    isAgentNoun(words[0]!) ||
    (words.length >= 2 && words.some((w) => /\p{L}{3,}(?:ане|ене|яне|ция|жка|вка|дба)$/u.test(w))) ||
    // "Рафтинг по река Струма", "Кетъринг за събития": a borrowed "-инг" names the activity.
    /^\p{L}{3,}инг$/iu.test(words[0]!) ||
    // ("Мини багер под наем с оператор", "Шатри под наем": what the business rents out is what it is.)
    (words.length >= 3 && words.length <= 5 && /^под\s+наем$/iu.test(words.slice(-2).join(' '))) ||
    // "Шах за деца от 6 до 14 г.", "Йога за бременни": what is done and for whom opens the brief.
    (words.length === 3 && /^за$/i.test(words[1]!) && FOR_WHOM_RE.test(words[2]!));
  // "Строим басейни под ключ" says what they do, as "we": a verb, not a trade.
  if (
    !isTrade ||
    isOwnVerb(first) ||
    /^(?:наш|ваш|моя|моят|аз|ние|правя|продавам|предлагам|здравей|здрасти|привет|добър|добро)/iu.test(first)
  )
    return '';
  // ("Семена баба гинка от с. Крушево" of "Семена Баба Гинка": the name opening with its noun says only the noun.)
  if (name.includes(' ') && phrase.toLocaleLowerCase('bg-BG') === name.toLocaleLowerCase('bg-BG'))
    return startsWithBusinessNoun(words[0]!) ? words[0]!.toLocaleLowerCase('bg-BG') : '';
  // ("СОЛАР КЛИЙН Стара Загора – миене на …": the first word of a name in capitals is no trade, "Търсите солар".)
  if (
    name.includes(' ') &&
    /^\p{Lu}{2,}$/u.test(words[0]!) &&
    `${name.toLocaleLowerCase('bg-BG')} `.startsWith(`${phrase.toLocaleLowerCase('bg-BG')} `) &&
    !startsWithBusinessNoun(words[0]!)
  )
    return '';
  // "ИТ", "СПА", "3D" keep their capitals ("ГЕОДЕЗИЯ" of a name in capitals does not, nor is "3D принтиране" asked for as
  // «Търсите 3d принтиране?»); everything else is lower case mid-sentence.
  return words
    .map((w, i) =>
      i === 0 && !/^\p{Lu}{2,4}(?!\p{L})|^\p{Lu}\p{Ll}+\p{Lu}|^\d+\p{Lu}{1,3}(?!\p{L})/u.test(w)
        ? w.toLocaleLowerCase('bg-BG')
        : w,
    )
    .join(' ');
}

/** "Под наем електрически велосипеди": what is rented goes first ("електрически велосипеди под наем"). */
const rentedFirst = (s: string) => s.replace(/^под\s+наем\s+(\p{L}[\p{L}\s-]{2,60})$/iu, '$1 под наем');

/** "Младост", "Дружба и Овча купел": a clause that only lists quarters of the brief's town (a "Чайка" of Варна is a
 * sewing machine in Сливен). */
const quartersOnly = (c: string, town: string) =>
  Boolean(town) &&
  c
    .trim()
    .replace(/[.!]+$/u, '')
    .split(/\s*,\s*|\s+и\s+/u)
    .every((q) => /^\p{Lu}/u.test(q) && DISTRICTS.some((d) => d.city === town && d.name === q));

// An address, a phone, a town or "бързо и евтино" in a services line is not something to offer.
const notAService = (s: string) =>
  ADDRESS_CUE_RE.test(s) ||
  Boolean(findPhone(s)) ||
  TOWNS.includes(s.replace(/^(?:гр\.|град)\s*/i, '')) ||
  // "Самоков, Боровец, Костенец и района": where they work, listed among what they make.
  /^(?:и\s+)?(?:района|региона|областта|околността|околните\s+села|селата(?:\s+наоколо)?)$/iu.test(s) ||
  // ("Цяла Старозагорска област": where they go, not what they do.)
  /^(?:и\s+)?(?:в\s+)?(?:(?:цяла|цялата|целия|цялото)\s+)?\p{L}+(?:ска|шка|цка)\s+(?:област|община)$/iu.test(s) ||
  MANNER_ONLY_RE.test(s) ||
  NOT_SOLD_RE.test(s) ||
  FRAGMENT_RE.test(s) ||
  // ("Приемаме заявки за 24 и 25 декември": when they take bookings is no service: "Предлагаме коледари, заявки за …".)
  /^(?:приемаме\s+)?(?:заявки|поръчки|записвания|записване|резервации)\s+(?:за|до|от|на)\s+\d/iu.test(s) ||
  // (…nor the date left of it when the list was parted at its "и": "… за 24 | 25 декември".)
  /^(?:и\s+)?\d{1,2}(?:\s+|\.)(?:януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември)$/iu.test(
    s,
  );
// What a customer suffers from, said by its own noun ("мазоли", "болки в петата", "неправилно произнасяне на Р").
const AILMENT_RE =
  /^(?:при\s+)?(?:(?:силни|хронични|чести|вграстнали|врастнали|диабетно|забавено|неправилно|сензорни|паник)\s+)?(?:врастнал|вграстнал|мазол|мазул|гъбичк|болк|болеж|инсулт|заекван|произнасян|проговарян|тревожност|атаки|депреси|безсъни|стрес|главобол|плоскостъпи|кокалч|аутизъм|дцп|алерги|пърхот|акне|целулит|косопад|наднормено\s+тегло|диабет|подагр|артрит|дископат|сколиоз|шипове|разширени\s+вени|хемороид|хъркане|екзем|псориазис|брадавиц|бръчк|навяхван|контузи|проблеми|стъпало)\p{L}*/iu;
const isAilment = (s: string) => Boolean(s) && AILMENT_RE.test(s.trim());
const uniqBy = (xs: string[]) =>
  xs.filter((x, i) => xs.findIndex((y) => y.toLocaleLowerCase('bg-BG') === x.toLocaleLowerCase('bg-BG')) === i);
// "за продажба", "повече", "денонощно или на часове", "отбор", "включени": a piece of a sentence, not a thing to buy.
const FRAGMENT_RE =
  /^(?:(?:за|от|с|със|до|в|във|на|при|по|и|или|го|я|ги|му|им|се)\s|(?:повече|включени|включено|отбор|топка|топки|препоръки|денонощно|наличност|всичко|всички|сезон|сезонът)(?:\s|$))/iu;

// Machines and vehicles a service is done for: "багери, трактори, мотокари", "камиони и бусове".
const MACHINE_RE =
  /^(?:багер|трактор|мотокар|комбайн|камион|бус|самосвал|джип|автомобил|мотоциклет|скутер|челен\s+товарач|товарач|булдозер|валяк|ремарке|влекач|автобус|микробус|кол[аи]|мотор)(?:и|а|ът|ове|ета)?$/iu;

/**
 * "…, багери, трактори, мотокари." closing the owner's sentence of a service that names no machine: the machines it is
 * done for, and the sentence before them.
 */
function machineTail(sentence: string, service: string): { head: string; items: string[] } | null {
  const m =
    /^(.*?\p{L})\s*,\s*(\p{L}+(?:\s+\p{L}+)?(?:\s*,\s*\p{L}+(?:\s+\p{L}+)?)*(?:\s*,?\s+и\s+\p{L}+(?:\s+\p{L}+)?)?)\s*[.!]?$/u.exec(
      sentence.trim(),
    );
  if (!m || service.split(/\s+/u).some((w) => MACHINE_RE.test(w))) return null;
  const items = m[2]!.split(/\s*,\s*|\s+и\s+/u).filter(Boolean);
  return items.length >= 2 && items.every((x) => MACHINE_RE.test(x.split(/\s+/u).at(-1)!))
    ? { head: m[1]!, items }
    : null;
}

/** "Водопроводчик", "цветарски магазин", "автосервиз": the trade or the shop itself, not a service it sells. */
function namesTrade(service: string, category: Category | null): boolean {
  const l = service.toLocaleLowerCase('bg-BG');
  if (!l) return false;
  if (
    category &&
    (l === category.label?.toLocaleLowerCase('bg-BG') || l === category.noun.text.toLocaleLowerCase('bg-BG'))
  )
    return true;
  const words = l.split(/\s+/);
  return words.length <= 3 && words.some((w) => w !== 'услуги' && BUSINESS_NOUNS.has(w));
}

/** A feast or a day owners order by: "до Велики четвъртък", "до Гергьовден", "до Коледа", "до петък". */
const FEAST =
  '(?:[Вв]елик(?:и|а|ия)\\s+(?:четвъртък|петък|събота)|[Вв]еликден|Коледа|Бъдни\\s+вечер|Нова(?:та)?\\s+година|Гергьовден|Никулден|Игнажден|Ивановден|Димитровден|Петровден|Тодоровден|Баба\\s+Марта|понеделник|вторник|сряда|четвъртък|петък|събота|неделя)';
// "Поръчки на chistozarno.bg", "Поръчки по телефона", "Поръчки до 8 април": where or by when the call asks (compiled once).
const CALL_WHERE_RE = new RegExp(
  `^\\S+\\s+((?:на|в|във|по|чрез)\\s+\\S+(?:\\s+\\S+)?|до\\s+\\d{1,2}(?:\\.\\d{1,2}|\\s+\\p{L}+)|до\\s+края\\s+на\\s+\\p{L}+|до\\s+${FEAST})$`,
  'iu',
);
// "Поръчки до 18 декември на 089 … или във фейсбук": a deadline anywhere in the call.
const CALL_DEADLINE_RE = new RegExp(
  `(?<!\\p{L})(?<!${DAY_SPAN_FROM})до\\s+(?:\\d{1,2}(?:\\.\\d{1,2}\\.?|\\s+(?:${MONTHS.join('|')}))|края\\s+на\\s+\\p{L}+|${FEAST})(?!\\p{L})`,
  'iu',
);

// How early to order or book: "3 дни предварително", "поне ден по-рано", "24 часа предварително".
const AHEAD_RE =
  /(?<!\p{L})(?:(?:поне|минимум|най-малко)\s+)?(?:(?:\d{1,3}|един|една|два|две|три|четири|пет|шест|седем|десет)\s+)?(?:дни|дена|ден|часа|час|ч\.|седмици|седмица|месеца|месец)\s*(?:предварително|по\s*-?\s*рано|напред)(?!\p{L})/iu;

// How people write a call without a verb ("Записване на телефон …", "Поръчки: …"), as the imperative.
const CTA_NOUNS: [RegExp, string][] = [
  [/^записван/i, 'Запишете се'],
  [/^(?:поръчк|поръчван)/i, 'Поръчайте'],
  [/^резерваци/i, 'Резервирайте'],
  [/^(?:запитвания|въпроси)/i, 'Пишете ни'],
  [/^(?:информация|контакт|за\s+(?:контакт|връзка|информация|поръчки|записване)|връзка|тел\.?|телефон)/i, 'Обадете се'],
];

// "Денонощно", "24/7", "нощем също", "по всяко време": when the owner answers, typed alone in its clause or opening it
// ("Денонощно 24/7, организиране на погребение …"); never a rate ("денонощно от 1200 €", "денонощно или на часове").
const ANSWERS_WHEN_RE =
  /(?:^|[.,;:!–—-]\s*|(?<!\p{L})(?:работим|на\s+разположение\s+сме|обслужваме|приемаме)\s+)(?:(денонощно(?:\s*,?\s*24\s*\/\s*7)?|24\s*\/\s*7|non-?stop|нонстоп)|((?:и\s+|също\s+и\s+)?нощем(?:\s+също)?|(?:и\s+)?през\s+нощта(?:\s+също)?)|(по\s+всяко\s+време))(?!\p{L})(?!\s*(?:от\s+\d|\d+(?:[.,]\d+)?\s*(?:лв|€|евро)|или\s))/iu;
/** A call that is only when they answer ("Денонощно", "Нощем също") is no call of its own. */
const ANSWERS_ALONE_RE =
  /^(?:денонощно(?:\s*,?\s*24\s*\/\s*7)?|24\s*\/\s*7|non-?stop|нонстоп|(?:и\s+)?нощем(?:\s+също)?|(?:и\s+)?през\s+нощта(?:\s+също)?|по\s+всяко\s+време)[.!]?$/iu;
/** "денонощно", "и нощем", "по всяко време": when the owner answers, as the call says it. */
function answersWhen(text: string): string {
  const m = ANSWERS_WHEN_RE.exec(text.trim());
  if (!m) return '';
  return m[1] ? 'денонощно' : m[2] ? 'и нощем' : 'по всяко време';
}

// "мини и бетонови възли", "кранове и селскостопанска техника": lone nouns (an adjective with one) up to their "и",
// alone or before a dash.
const NOUNS_LISTED_RE =
  /^((?:\p{Ll}{3,}(?:\s+\p{Ll}{3,})?,\s+)*\p{Ll}{3,}(?:\s+\p{Ll}{3,})?\s+и\s+\p{Ll}{3,}(?:\s+\p{Ll}{3,})?)(?=$|\s+[–—-]\s+)/u;
const NOUNS_LISTED_DASH_RE =
  /^((?:\p{Ll}{3,}(?:\s+\p{Ll}{3,})?,\s+)*\p{Ll}{3,}(?:\s+\p{Ll}{3,})?\s+и\s+\p{Ll}{3,}(?:\s+\p{Ll}{3,})?)\s+[–—-]\s+(?=\p{L})/u;

const ANSWERS_LEAD_RE =
  /(^|[.!?]\s+)(?:денонощно(?:\s*,?\s*24\s*\/\s*7)?|24\s*\/\s*7|non-?stop|нонстоп)\s*[,–—-]\s*(\p{L})/giu;
/** The details without "Денонощно, " opening what they do, when the call (to a number) says it instead. */
function withoutAnswersLead(d: BusinessDetails): BusinessDetails {
  if (!findPhone([d.CTA, d.BusinessLocation, d.BusinessDescription, d.Offer].join(' '))) return d;
  const cut = (s: string | undefined) =>
    s?.replace(ANSWERS_LEAD_RE, (_m, at: string, first: string) => `${at}${at ? capFirst(first) : first}`);
  return {
    ...d,
    BusinessDescription: cut(d.BusinessDescription) ?? '',
    AdvertizedService: capFirst(cut(d.AdvertizedService) ?? ''),
  };
}

/** "… до ветеринар" then "до летището и от чужбина": the same preposition opens the part after the comma. */
const samePrepositionOn = (before: string, part: string) => {
  const lead = /^(от|до|в|във|по|из|през|към)\s+\p{L}/iu.exec(part)?.[1];
  return Boolean(lead) && new RegExp(`\\s${lead}\\s+\\p{L}+$`, 'iu').test(before);
};

/** The call to action as an imperative; a bare "Поръчайте" gets the day it asks for. */
function callToAction(raw: string): string {
  // ("Поръчки във Фейсбук страницата или на 0889 …": the page is said by its network, "във Фейсбук".)
  let c = capFirst(raw).replace(/(фейсбук|facebook|инстаграм|instagram)\s+страница(?:та)?(?:\s+(?:ни|ми))?/iu, '$1');
  const noun = CTA_NOUNS.find(([re]) => re.test(c));
  // "Поръчки на chistozarno.bg" → "Поръчайте на chistozarno.bg", "Поръчки по телефона" → "Поръчайте по телефона".
  // "Поръчки до 8 април" → "Поръчайте до 8 април": the date is the urgency.
  const where = noun ? CALL_WHERE_RE.exec(c)?.[1] : undefined;
  // "Поръчки до 18 декември на 089 … или във фейсбук": the deadline anywhere in it is the urgency too.
  // ("Записване до 15 юни за летния курс": what the deadline is for, said after it, goes with it.)
  const due = noun ? CALL_DEADLINE_RE.exec(c) : null;
  const dueFor = due ? /^\s+за\s+\p{L}+(?:\s+\p{L}+){0,2}$/u.exec(c.slice(due.index + due[0].length))?.[0] : '';
  const deadline = due ? `${due[0]}${dueFor ?? ''}` : undefined;
  // "Поръчки 3 дни предварително", "поръчки 2 дни по рано": how early to order is the call's own, never "още днес".
  const early = noun && !(where ?? deadline) ? AHEAD_RE.exec(c)?.[0] : undefined;
  if (noun)
    c =
      (where ?? deadline) && noun[1] !== 'Обадете се'
        ? `${noun[1]} ${where ?? deadline}`
        : early
          ? `${noun[1]} ${early.replace(/(?<!\p{L})по\s*-?\s*рано$/iu, 'по-рано')}`
          : noun[1];
  if (/^(?:поръчайте|резервирайте|обадете се|запишете се|свържете се с нас)$/i.test(c)) c = `${c} още днес`;
  // "Пишете на 0895 …" asks nobody in particular: "Пишете ни" ("Пишете ми" for one person) is how it is said.
  if (/^пишете$/i.test(c)) c = 'Пишете ни';
  // ("звънете Методи 0899 …": the call asks for him, "Звънете на Методи: 0899 …", never "Звънете Методи на 0899".)
  c = c.replace(/^(\p{L}+(?:\s+се)?\s+)(\p{Lu}\p{Ll}+)$/u, (m, verb: string, who: string) =>
    /^(?:звънете|звъннете|звънни|звъни|обадете\s+се|обади\s+се|позвънете)\s$/iu.test(verb) &&
    (GIVEN_NAMES.has(who.toLocaleLowerCase('bg-BG')) || !TOWNS.includes(who))
      ? `${verb}на ${who}`
      : m,
  );
  return c;
}

/**
 * "в с. любенова махала": a village typed short is said whole, its name capitalised, so a line never ends on
 * "с." and the village reads as a place.
 */
const spelledVillage = (s: string) =>
  s.replace(/(?<!\p{L})с\.\s*(\p{L})(?=\p{Ll})/gu, (_, first: string) => `село ${first.toLocaleUpperCase('bg-BG')}`);

/** Every field with its prices in euro: an owner's "95 лв." is said "48,57 €" (they confirm it in step 3). */
function inEuro(d: BusinessDetails): BusinessDetails {
  return Object.fromEntries(
    Object.entries(d).map(([k, v]) => [k, typeof v === 'string' ? spelledVillage(euroPrices(v).text) : v]),
  ) as BusinessDetails;
}

// A network the owner is written to on, and the message the call gives there, with the page's name when typed
// ("или ни пишете във Фейсбук „Комарници Младост“", "пишете ми в инстаграм @nails.desi").
const NETWORK = String.raw`(?:фейсбук|facebook|fb|фб|инстаграм|instagram|месинджър|messenger)`;
const NETWORK_RE = new RegExp(`(?<!\\p{L})${NETWORK}(?!\\p{L})`, 'iu');
const NETWORK_CLAUSE_RE = new RegExp(
  String.raw`(?<!\p{L})(?:(?:ни|ми|ме)\s+)?(?:пишете|пиши|намерете|потърсете|търсете|последвайте)(?:\s+(?:ни|ми|ме))?(?:\s+и)?\s+(?:във|в|на|по|чрез)\s+${NETWORK}(?!\p{L})(?:\s*:?\s*(?:„[^“”"]{2,40}[“”"]|"[^"]{2,40}"|@[\w.]+))?`,
  'iu',
);
const BARE_NETWORK_RE = new RegExp(
  String.raw`\s(?:или|и)\s+(?:във|в|на)\s+(фейсбук|facebook|инстаграм|instagram)(?:\s*:?\s*(?:„([^“”"]{2,40})[“”"]|(\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*){0,3})))?\s*[.!]?\s*$`,
  'iu',
);
// The messengers a number is on ("0882-417-660 (Viber/WhatsApp)", "tel/Viber 0888 …", "Резервации Viber/WhatsApp
// +359 …"): no words of the call, said after it ("Пишете ни и във Viber и WhatsApp."); "Пишете на Viber 0876 …" is the
// call itself and keeps them.
const VIBER = 'viber|вайбър';
const WHATSAPP = 'whatsapp|уатсап|вотсап';
const MESSENGERS: Array<[RegExp, string]> = [
  [new RegExp(`(?<!\\p{L})(?:${VIBER})(?!\\p{L})`, 'iu'), 'Viber'],
  [new RegExp(`(?<!\\p{L})(?:${WHATSAPP})(?!\\p{L})`, 'iu'), 'WhatsApp'],
];
const MESSENGER = String.raw`(?:${VIBER}|${WHATSAPP})(?:\s*(?:\/|,|\s(?:и|или)\s)\s*(?:${VIBER}|${WHATSAPP}))?`;
const MESSENGER_RE = new RegExp(`(?<!\\p{L})${MESSENGER}(?!\\p{L})`, 'iu');
function withoutMessengers(cta: string): string {
  if (new RegExp(`(?<!\\p{L})(?:на|във|в|по|чрез)\\s+${MESSENGER}(?!\\p{L})`, 'iu').test(cta)) return cta;
  return (
    cta
      .replace(new RegExp(`\\s*\\(\\s*${MESSENGER}\\s*\\)`, 'giu'), '')
      .replace(new RegExp(`(?<!\\p{L})(?:tel|тел|телефон)\\.?\\s*\\/\\s*${MESSENGER}(?!\\p{L})\\s*:?`, 'giu'), '')
      .replace(new RegExp(`(?<!\\p{L})${MESSENGER}(?!\\p{L})\\s*:?\\s*(?=\\+|\\d)`, 'giu'), '')
      // ("0878 777 325, viber също": the messenger the number is also on, said after the call, never «Viber също.».)
      .replace(new RegExp(`\\s*[,;]?\\s*(?<!\\p{L})${MESSENGER}(?!\\p{L})(?:\\s+също)?\\s*[.!]?\\s*$`, 'iu'), '')
  );
}
// ("25 € на човек, записване вайбър": the messenger is the call's, and the booking word before it goes with it,
// never «…25 € на човек, записване.» left on the offer.)
const withoutBookingBy = (offer: string) =>
  offer.replace(
    new RegExp(
      `,\\s*(?:записване|записвания|поръчки|поръчка|резервации|резервация|заявки)\\s+(?:(?:във|в|на|по|през|чрез)\\s+)?(?=${MESSENGER}\\s*[.!]?\\s*$)`,
      'iu',
    ),
    ', ',
  );
const CALL_VERB_AFTER_NETWORK = String.raw`(?:звъннете|звънете|звънни|обадете|позвънете)(?!\p{L})`;

/**
 * Whether the owner typed a row's noun: its first word (by its first five letters, anywhere in a word: "ключар",
 * "ремонти", "автоключар") as what they are or do, not only as the thing they work on, after a number or a little word
 * ("до 10 компютъра", "50 € на месец за компютър" of "IT поддръжка" is no "компютърен сервиз"); or the business noun
 * of it ("онлайн магазин за пчеларски инвентар" is the row's "пчеларски магазин").
 */
function typesNoun(typed: string, noun: string): boolean {
  const [first = '', ...rest] = noun.toLocaleLowerCase('bg-BG').split(' ');
  const words = typed.toLocaleLowerCase('bg-BG').split(/[^\p{L}\d]+/u);
  const typedAs = (w: string) => words.some((x) => x.startsWith(w.slice(0, 5)));
  return (
    words.some((w, i) => w.includes(first.slice(0, 5)) && !OBJECT_BEFORE_RE.test(words[i - 1] ?? '')) ||
    rest.some((w) => BUSINESS_NOUNS.has(w) && typedAs(w))
  );
}
const OBJECT_BEFORE_RE = /^(?:\d+|на|за|с|със|по|без)$/u;

/**
 * The facts of an ad's details, read once for its three variants and its formats (each reading runs the whole brief
 * through every pattern below). Shared between callers, so frozen: a caller that wants other facts spreads them.
 */
export const readFacts = (details: BusinessDetails): Facts => factsOf(JSON.stringify(details));
const factsOf = memoText((json: string) => {
  const facts = readFactsOnce(JSON.parse(json) as BusinessDetails);
  for (const value of Object.values(facts)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(facts);
}, 500);

function readFactsOnce(details: BusinessDetails): Facts {
  const asTyped = inEuro(details);
  // ("Денонощно 24/7, организиране на погребение …", "24/7, превоз на кучета …": when they answer, opening what they do,
  // is said by the call, «Обадете се денонощно»; the lines say what they do, never «24/7, превоз на кучета.».)
  const d = withoutAnswersLead(asTyped);
  const name = field(d.BusinessName, FACT_LIMITS.name) || null;
  const serviceRaw = rentedFirst(field(d.AdvertizedService, FACT_LIMITS.service));
  const typedFields = [
    d.BusinessName,
    asTyped.BusinessDescription,
    d.Services,
    asTyped.AdvertizedService,
    d.Offer,
    d.CTA,
    d.BusinessLocation,
    d.TargetAudience,
  ].map((x) => x ?? '');
  const typed = typedFields.join(' ');
  // A description that opens with the trade ("Водопроводчик в София", "Цветарски магазин Роза") says it
  // most surely; then the name and the advertised service ("аварийни ремонти" alone reads as renovation);
  // the rest of the description may mention other trades.
  // ("Транспортна фирма Вега" opening a brief of "превоз на групи с автобус": the whole brief says which carrier.)
  // ("Караоке и DJ за рождени дни, фирма „Танцувай с нас“": a trade named only by the name's verb, a call to the
  // customer, gives way to the one the rest of the brief names: the name is what they called it, the rest what they
  // do. With none named, the name's trade stands.)
  const nameTrade =
    !findCategory(d.AdvertizedService ?? '') &&
    (name ?? '').split(/\s+/u).some((w) => /^\p{L}{4,}(?:[ая]й|ей|ий)(?:те)?$/u.test(w) && findCategory(w));
  // ("Сушилня Слънчев плод … носите ябълки, сливи или гъби, сушим ги": the owner's own noun before the name says what
  // the business is; when it names no row and only the name names one, the name's "плод" is no greengrocer's either.)
  const ownNounBefore = name
    ? new RegExp(`^\\s*(\\p{L}{4,})\\s+[„"“«]?${escapeRe(name)}`, 'u').exec(d.BusinessDescription ?? '')?.[1]
    : undefined;
  const namedAfterOwnNoun =
    !!ownNounBefore &&
    // (…a word every trade's business is called, "Магазин Свежи плодове", leaves the trade to the name.)
    !BUSINESS_NOUNS.has(ownNounBefore.toLocaleLowerCase('bg-BG')) &&
    !findCategory(ownNounBefore) &&
    !isOwnVerb(ownNounBefore.toLocaleLowerCase('bg-BG')) &&
    !isFirstPersonVerb(ownNounBefore.toLocaleLowerCase('bg-BG')) &&
    !ADJECTIVE_END_RE.test(ownNounBefore) &&
    // (…while a trade the rest of the brief names too stays: "Пчелин „Медена пита“ … Продаваме собствен мед".)
    findCategory(typed.split(name!).join(' '))?.id !== findCategory(typed)?.id;
  const unnamed = (s: string) => (nameTrade || namedAfterOwnNoun ? s.split(name!).join(' ') : s);
  const opening = narrowTrade(tradeOpening(unnamed(d.BusinessDescription ?? '')), typed) as Category | null;
  // "… в пекарна „Чисто зърно“": the trade named right before the name beats "десерти" in the offer.
  const beforeName = name
    ? new RegExp(`(?<!\\p{L})(\\p{Ll}{4,})\\s+[„"“«]?${escapeRe(name)}`, 'u').exec(typed)?.[1]
    : undefined;
  const tradeBeforeName = beforeName ? findCategory(beforeName) : null;
  // "Железария „Майстор“", "Пекарна „Квасник“": the business introduced as its owner signs it, not "Майстор в Севлиево".
  // (The name's own last word is no noun before it: "Дентал Сервиз „Дентал Сервиз“" of the fields joined is no "Сервиз „Дентал Сервиз“".)
  const nameWords = new Set((name ?? '').toLocaleLowerCase('bg-BG').split(/\s+/u));
  const signedAs = name
    ? ([...typed.matchAll(new RegExp(`(?<!\\p{L})(\\p{L}{4,})\\s+([„"“«])?${escapeRe(name)}(?!\\p{L})`, 'gu'))].find(
        (m) => !nameWords.has(m[1]!.toLocaleLowerCase('bg-BG')),
      ) ?? null)
    : null;
  // "Конна база „Сребърна подкова“", "Бетонов център „ЯНЕВ“", "Сондажни услуги „АКВА ДРИЛ“": an adjective before the
  // noun is part of what the business is (never "Център „ЯНЕВ“").
  // (…nor is the name's word before it: "Медена поляна Пекарна „Медена поляна“" of the fields joined.)
  const adjectiveTyped = signedAs
    ? new RegExp(
        `(?<!\\p{L})(\\p{L}{3,}(?:на|но|ни|ен|ска|ски|ско|ов|ев|ова|ово|ево))\\s+${escapeRe(signedAs[1]!)}\\s+[„"“«]?${escapeRe(name!)}`,
        'iu',
      ).exec(typed)?.[1]
    : undefined;
  // (…and agrees with it: "проба безплатна. Бутик Бяла Мечта" joined is no "безплатна бутик".)
  const agrees = (adj: string, noun: string) =>
    /[ая]$/iu.test(adj) ? /[ая]$/iu.test(noun) : /[ое]$/iu.test(adj) ? /[ое]$/iu.test(noun) : !/[аяое]$/iu.test(noun);
  const adjective =
    adjectiveTyped && !nameWords.has(adjectiveTyped.toLocaleLowerCase('bg-BG')) && agrees(adjectiveTyped, signedAs![1]!)
      ? adjectiveTyped
      : undefined;
  const businessNoun = signedAs
    ? `${adjective ? `${adjective.toLocaleLowerCase('bg-BG')} ` : ''}${signedAs[1]!.toLocaleLowerCase('bg-BG')}`
    : '';
  // ("Ковачница Радев", "Книговезница „Гръб“", "Железария Петров": a workshop's own noun, however rare, says what it is.)
  // ("Маслобойна „Студено“", "Соколарска група „Вятър“": a noun the owner put before the name in quotes, or with its
  // adjective, names the kind of business; «Студено в Елхово.» alone read as the weather.)
  const placeNoun = (w: string) =>
    isWorkshopNoun(w) ||
    (Boolean(signedAs?.[2]) &&
      (Boolean(adjective) || /^\p{Ll}{3,}[ая]$/u.test(w)) &&
      !QUOTE_STOP.has(w) &&
      // ("Бригада „Стригачите“": a word for any business says no trade alone; "Горска бригада" does.)
      (Boolean(adjective) || !/^(?:бригада|група|фирма|компания|агенция|организация)$/u.test(w)) &&
      // (…opening its sentence: "… за деца „Лудия професор“", "втора употреба „Гардероб 2“" are no kind of business.)
      new RegExp(
        `(?:^|[.!?:;–—-]\\s*|\\p{Extended_Pictographic}\\uFE0F?\\s*)${escapeRe(businessNoun)}\\s+[„"“«]${escapeRe(name!)}`,
        'iu',
      ).test(typedFields.join('. ')));
  // ("Валявица в с. Боженци … 0888 603 102 баба Дора": a workshop's noun opening the brief and the grandmother who signs
  // it are "Валявицата на баба Дора"; «Баба Дора в село Боженци.» lost what the place is.)
  const openingNoun = /^(\p{Lu}\p{Ll}{3,}[ая])\s+(?:в|във|край|до|на)\s/u.exec(d.BusinessDescription ?? '')?.[1];
  const whose =
    !signedAs &&
    name &&
    openingNoun &&
    /^(?:баба|дядо|бай|леля|чичо|кака|бате|батко)\s+\p{Lu}\p{Ll}+$/iu.test(name) &&
    // (…"Валявица", "Воденица": a noun in -ица opening "… в с. Боженци" is the place, as the -ница ones are.)
    (placeNoun(openingNoun.toLocaleLowerCase('bg-BG')) || /ица$/u.test(openingNoun))
      ? `${openingNoun}та на ${name.replace(/^\p{Lu}/u, (c) => c.toLocaleLowerCase('bg-BG'))}`
      : '';
  const nameWithTrade =
    signedAs && placeNoun(signedAs[1]!.toLocaleLowerCase('bg-BG'))
      ? `${capFirst(businessNoun)} ${signedAs[2] ? `„${name}“` : name}`
      : whose;
  // ("… в София и околностите (с. Лозен, обл. София, Божурище, Костинброд) демонтаж и монтаж …": a list in brackets is
  // an aside the voice leaves out, its clauses apart, never "Костинброд) демонтаж и монтаж на мебели.")
  const describedAll = splitSentences(
    stripPlaceholders(d.BusinessDescription ?? '').replace(/\s*\([^()]*,\s[^()]*\)\s*/gu, ', '),
  );
  // "Чакате бебе?" opening the description is the owner's own hook: asked once, never a proof.
  const question =
    describedAll.length && /\?\s*$/.test(describedAll[0]!) && countWords(describedAll[0]!) >= 2
      ? describedAll[0]!.trim()
      : '';
  // "Акцентът в тази реклама е …", "В тази кампания представяме …": the description speaking of the ad
  // tells the extractor what is featured; read out in a scene it is about the ad, not the business.
  const described = describedAll.filter((x) => x !== question && !META_RE.test(x));
  // (The owner's question is the customer's trouble, not the trade: "… пишка извън тоалетната?" is no plumber's.)
  const rest = (text: (s: string) => string) =>
    findCategory(d.Services) ?? findCategory(text(described.join(' '))) ?? findCategory(d.Offer);
  const found = (opening ??
    tradeBeforeName ??
    (nameTrade ? rest(unnamed) : null) ??
    // (A name that names no trade adds nothing to the service it is read with: "Студио Цветно стъкло" before "Витражи
    // по поръчка за врати, прозорци" would make the stained glass a window fitter's.)
    findCategory(
      namedAfterOwnNoun || (d.BusinessName && !findCategory(d.BusinessName))
        ? (d.AdvertizedService ?? '')
        : `${d.BusinessName} ${d.AdvertizedService}`,
    ) ??
    rest(unnamed) ??
    null) as Category | null;
  // ("Мадара" advertising "Транспорт" of "превоз на групи с автобус": the carrier the whole brief says.)
  const category = narrowTrade(found, typed) as Category | null;
  // "в село Дъбово, Стара Загора": the village is where they are, the town only near it.
  const villageIn = `${d.BusinessDescription ?? ''}. ${d.CTA ?? ''}`;
  const villageMatch =
    // ("село Горно ново село", "село Любенова махала": a village's name may end on its own "село" or "махала".)
    // ("с. Бели Осъм": a village's second word may be capitalised too.)
    // (…and is, before the region or after a word that only opens a name: "с. Горно Ботево обл. Стара Загора" is no "село
    // Горно".)
    // ("… ДЯДО ПЕТЪР. С. Брестово, обл. Ловеч": a bar typed before it made it a sentence of its own.)
    // (…but never the owner's verb typed after it: "в с. Дебелец продава живи охлюви" is село Дебелец.)
    /(?:^|[\s,(])(?:село|с\.|(?<=(?:^|[.!?]\s+))С\.)\s*(\p{Lu}\p{Ll}+(?:\s+(?:\p{Ll}{4,}\s+)?(?:село|махала|поле|баня|река|бряг|колиби|чифлик|гора|извор|вода|дол|могила|ливада|поляна|черква|връх|кладенец|мост|камък|градище|брег|дял|лъг|вир|ливади|поляни|ниви)|\s+(?!(?:обл|общ|гр|ул|бул|кв|тел|под|над|край|при|във|към|след|зад|пред|около|през|без|със|като|или|срещу|между|покрай|близо)(?!\p{L}))\p{Ll}{3,}(?<!ва|ме|м|ят|ат|им|ем|ам|ям|ше|ха)(?=[\s,;!?)]|$)|\s+\p{Lu}\p{Ll}{2,}(?=[,.;!?)]|$|\s+(?:обл|общ)\.|\s+(?:област|община)\s)|(?<=(?:Горн|Долн|Голям|Мал|Нов|Стар|Средн)\p{Ll}{1,2})\s+\p{Lu}\p{Ll}{2,})?)(?=[\s,.;!?)]|$)/u.exec(
      // (…or signed with the phone: "Николай, с. Рабиша, обл. Видин, +359 …".)
      // ("… в с. Бистрица" and "Тел. 0888 …" are two fields: "Бистрица Тел" is no village of two words.)
      // (…nor is a preposition typed after it, "с. Бистрица под Витоша": never «село Бистрица под».)
      villageIn,
    );
  // ("… в София и околностите (с. Лозен, обл. София, Божурище …)": a village listed after the town typed before it is
  // where they go, not where they are.)
  const townFirst = (d.BusinessLocation ?? '').split(',')[0]!.trim();
  const typedVillage =
    villageMatch &&
    !(townFirst && villageIn.slice(0, villageMatch.index).includes(townFirst) && !/^с\.|^село/u.test(townFirst))
      ? villageMatch[1]!
      : '';
  // (…or the place itself names it: "с. Гложене, Ловеч" when the owner typed it only beside the phone.)
  const placed = /^(?:с\.|село)\s*(\p{Lu}[\p{L} -]*?)(?:,\s*(.+))?$/u.exec(d.BusinessLocation ?? '');
  // (…and a place field that is the village alone is still said as one: "в село Бистрица", never "в Бистрица".)
  // (…unless the name says it already: "Ферма Гела" is never "Ферма Гела в село Гела".)
  const alone =
    !placed &&
    !!typedVillage &&
    d.BusinessLocation === typedVillage &&
    !TOWNS.includes(typedVillage) &&
    !(d.BusinessName ?? '').includes(typedVillage);
  const near = placed ? (placed[2] ?? '') : alone ? '' : (d.BusinessLocation ?? '');
  const village = placed
    ? placed[1]!
    : typedVillage && !TOWNS.includes(typedVillage) && !near.includes(typedVillage)
      ? typedVillage
      : '';
  const location = field(village ? `село ${village}${near ? `, ${near}` : ''}` : near, FACT_LIMITS.location);
  const town = village ? `село ${village}` : townOf(location);
  const nearCue = nearWord(town, typedFields.join(' '));
  // A town the owner typed is a proper name, but only where its capital says so: a field's first word
  // is capitalised anyway, and "Бяла пломба" is a white filling, not the town of Бяла.
  const properNames = [name ?? '', location, ...TOWNS.filter((t) => typedFields.some((f) => typedMidSentence(f, t)))];
  const low = (s: string) => lowerFirst(s, properNames);

  // "тапицер в айтос претапицирам …" typed in one line leaves no description: the advertised "Тапицер" is the trade.
  // The owner's opening question is no trade either: "Кучето ви има нужда от подстригване? Грумър салон …".
  // ("Безплатна доставка над 5 куба в Габрово", the only line left of a firewood seller's: how it comes is no trade,
  // never «Търсите безплатна доставка?».)
  const tradeTyped = tradePhrase(question ? described.join(' ') : (d.BusinessDescription ?? ''), d.BusinessName);
  // ("Ура, есента е тук!": the subject of the owner's exclamation is no trade, never «Търсите есента?»; nor is what the
  // owner or the customer does, «Търсите оставяте вечер?».)
  const exclaimed =
    tradeTyped &&
    new RegExp(
      `(?<!\\p{L})${escapeRe(tradeTyped)}\\s+(?:е|са|дойде|дойдоха|идва|идват|настъпи|наближава|пристигна)(?:\\s+(?:тук|вече))?[\\s!.]*$`,
      'iu',
    ).test(d.BusinessDescription ?? '');
  const tradeCut =
    (/^безплатн\p{L}*\s+(?:доставка|транспорт|оглед|консултация)(?!\p{L})/iu.test(tradeTyped) ||
    exclaimed ||
    notANounPhrase(tradeTyped) ||
    // ("РАДИОКЛУБ LZ1KVB ГАБРОВО - КУРС …": the town after a shouted name is where, never «Търсите габрово?».)
    // (…and so are towns with the villages round them, "Пазарджик и селата наоколо", never «Търсите пазарджик и селата
    // наоколо?».)
    onlyTowns(tradeTyped) ||
    // ("Склад в Своге, доставка …" of a pellet seller: the store the ware is kept in is where it is bought, never what is
    // sold, «Търсите склад в Своге?»; the service says it.)
    (/^(?:склад|складът|склада)$/iu.test(tradeTyped) && Boolean(d.AdvertizedService))
      ? ''
      : tradeTyped) || (isAgentNoun(serviceRaw) ? serviceRaw.toLocaleLowerCase('bg-BG') : '');
  // ("Доставка на пясък, чакъл, баластра и хумус …": a trade the comma cut after the first of the things it shares is the
  // service's list, said whole, never «Стоянов Транс – доставка на пясък».)
  const trade =
    tradeCut &&
    serviceRaw.toLocaleLowerCase('bg-BG').startsWith(`${tradeCut.toLocaleLowerCase('bg-BG')}, `) &&
    /,[^,]*\sи\s\p{Ll}{3,}$/u.test(serviceRaw)
      ? tradeCut + serviceRaw.slice(tradeCut.length)
      : tradeCut;
  // A trade's stock lines only when the brief names that trade itself: in its opening words, or in its
  // name or advertised service, and not as whom or what it works for ("ножици за фризьори", "Почистваме
  // рибата", "Работим с Каско": each such stem once gave ads another trade's lines).
  const namedTrade =
    opening ??
    // ("Масажистка с 10 години опит, …": the person the brief opens with, read as the trade, still names it.)
    ((!trade || (isAgentNoun(serviceRaw) && trade === serviceRaw.toLocaleLowerCase('bg-BG'))) &&
    category &&
    // (…or names the wider row it was narrowed from: "Транспорт" of a bus charter.)
    [category, found].some((c) => c && namesItsTrade(`${d.BusinessName} ${d.AdvertizedService}`, c))
      ? category
      : null);
  // Its lines ("Грижим се за успеха на вашето дете в училище") only for a trade named by a stem of its own.
  // …and not when the owner buys what the trade sells ("Автоморга … купуваме стари коли за скрап" is no shop for parts).
  const buysFromYou = (cat: Category) =>
    /(?<!\p{L})(?:изкупува(?:ме|м)|купува(?:ме|м)|изкупуване)(?!\p{L})/iu.test(typed) &&
    !/(?:изкуп|купув)/iu.test([cat.label ?? '', ...cat.services].join(' '));
  // …nor when the owner's own deed names another ("поправям велосипеди" beside "Смяна на гума и камера 8 €" is
  // no tyre shop: "Грижа се за сигурното сцепление на вашия автомобил").
  // (A deed is the verb of a job: "идвам до вас", "работя в София" say no trade; "заточвам" is the "заточване" row's.)
  const deed = selfLineOf(d.BusinessDescription ?? '', d.BusinessName ?? '', 2);
  const deedWords = deed.toLocaleLowerCase('bg-BG').split(/[^\p{L}]+/u);
  const deedNames = (cat: Category) =>
    namesItsTrade(deed, cat) ||
    cat.stems
      .map((st) => st.trim())
      .filter((st) => st.length >= 4)
      .some((st) => deedWords.some((w) => w.startsWith(st.slice(0, Math.max(4, st.length - 3)))));
  const doesOther = (cat: Category) =>
    countWords(deed) >= 2 &&
    !GENERIC_DEED_RE.test(deedWords[0] ?? '') &&
    !deedNames(cat) &&
    !namesItsTrade(d.BusinessName ?? '', cat);
  const flavour =
    namedTrade &&
    namesStrongly(namedTrade, typed) &&
    !onlyObjects(namedTrade, typed, nameWords) &&
    !buysFromYou(namedTrade) &&
    !doesOther(namedTrade)
      ? namedTrade
      : null;
  const servicesAll = splitServiceList(stripPlaceholders(d.Services ?? ''), { objects: true })
    // ("За детски градини и фирмени тържества – по договаряне": the price said after it is no part of the service.)
    .map((s) => s.replace(/\s*[–—-]?\s*(?:цена(?:та)?\s+)?по\s+договаряне\s*$/iu, ''))
    .map((s) => rentedFirst(field(s, FACT_LIMITS.serviceItem)))
    // ("Поемаме всичко: превод, заверка …": the owner's verb before the colon is no part of the first thing listed.)
    .map((s) =>
      s.replace(/^(\p{L}+)(?:\s+\p{L}+)?:\s+/u, (m, v: string) => (isOwnVerb(v) || isFirstPersonVerb(v) ? '' : m)),
    )
    // ("компютърно сканиране на стъпалото и изработваме стелки …": a verb of theirs after "и" starts a clause of its
    // own, no part of the thing listed.)
    .map((s) =>
      s.replace(/\s+и\s+(\p{L}{4,})\s.*$/u, (m, v: string) => (isFirstPersonVerb(v) || isOwnVerb(v) ? '' : m)),
    )
    // ("Децата могат да доят кози, да хранят зайци и кокошки": what the customers can do is a sentence of the owner's,
    // said whole as a line of its own, never things listed after "Предлагаме нощувка със закуска, …".)
    .filter((s, i, all) => !all.slice(0, i + 1).some((x) => /(?:^|\s)(?:могат|може|можете)\s+да\s/iu.test(x)))
    // ("Пловдив – Тракия, Кършияка и Смирненски": the town's quarters are where, listed among what they do.)
    // ("носите ябълки, сливи или гъби, сушим ги …": what the customer does is no thing sold, and the things it is done
    // with, listed after it, go with it, never «Предлагаме сливи или гъби»; "оставяте вечер, взимате сутрин" too.)
    .filter((s, i, all) => {
      const told = all.findLastIndex((x, k) => k <= i && toCustomer(x));
      return (
        told < 0 || all.slice(told + 1, i + 1).some((x) => /^\p{L}+/u.test(x) && isOwnVerb(/^\p{L}+/u.exec(x)![0]))
      );
    })
    // ("транспорт на покойник в страната и от чужбина": where else it goes, after "и", is no word more of the job.)
    .filter(
      (s) =>
        s &&
        countWords(s.replace(/\s+и\s+(?:от|до|в|във|по|из|през|към)\s+\p{L}+$/iu, '')) <= 6 &&
        !notAService(s) &&
        !quartersOnly(s, town),
    );
  const sellable = servicesAll.filter((x) => !CLAIM_RE.test(x));
  // The place has its own phrase: "почистване на домове в Перник" + " в Перник" would say it twice.
  const unplaced = town
    ? serviceRaw.replace(new RegExp(`\\s+(?:в|във)\\s+${town}$`, 'u'), '').replace(/\s+(?:в|във|на|за|с|от|до)$/u, '')
    : serviceRaw;
  // "DJ Niki" names the business, not what it sells: "Търсите DJ Niki?" asks for the business.
  // ("Смяна на гуми" of the shop "Гуми" asks for the job: the name's word after the deed's preposition is what it is done on.)
  // ("Шиене на тенти за камиони" of the firm "Тент": a word the name is only the start of is no name.)
  // ("студено пресовано орехово … масло" of the oil mill „Студено“: the name's word typed in small letters is a word of
  // the ware, no name.)
  const nameInSmall =
    Boolean(name) &&
    /^\p{Lu}\p{Ll}+$/u.test(name!) &&
    new RegExp(`(?<!\\p{L})${escapeRe(name!.toLocaleLowerCase('bg-BG'))}(?!\\p{L})`, 'u').test(d.Services ?? '');
  const named = (x: string) =>
    Boolean(name) &&
    new RegExp(`(?<!\\p{L})${escapeRe(name!)}(?!\\p{L})`, 'iu').test(x) &&
    !nameAsObject(x, name!, typedFields.slice(1).join(' '));
  // "возим" split off "Возим и пратки и лекарства" is a verb, not a thing to list.
  // ("изработваме стелки точно за вашия крак" listed after "компютърно сканиране": "we" make it, no thing to list;
  // the verb opening the list is shared by the things after it: "Записваме вокали, подкасти и реклами".)
  // ("… сравнявам 8 компании и ви давам най-изгодната": a clause that opens on its pronoun is no thing sold.)
  const own = sellable.filter(
    (x, i) =>
      !named(x) &&
      !/^(?:ви|ни|ги|му|им|се|ще)\s/iu.test(x) &&
      // ("за всички, които избягват глутена": a relative clause cut from whom it is for is no thing sold either.)
      !/^(?:които|който|която|което|където|когато)\s/iu.test(x) &&
      !opensFirstPerson(x) &&
      !((i > 0 || countWords(x) === 1) && isOwnVerb(x.trim().split(/\s+/)[0] ?? '')),
  );
  // "Изпращам с Еконт" is how, said as "I": never "Търсите изпращам …?".
  // (…nor "Доставка" of "Доставка в Севлиево безплатно над 20 €": how it comes, not what is sold.)
  const usable = (x: string, nameOk = false) =>
    (nameOk || !named(x)) &&
    // ("Носите ябълки", "Идване на да заколя": a sentence is no thing to search for; "we" said whole is the owner's line.)
    !(notANounPhrase(x) && !isOwnVerb(x.trim().split(/\s+/u)[0] ?? '')) &&
    !opensFirstPerson(x) &&
    !NOT_SOLD_RE.test(x) &&
    !FRAGMENT_RE.test(x) &&
    !/^(?:безплатна\s+)?(?:доставка|поръчка|поръчки)$/iu.test(x.trim());
  const fallback = low(own.find((x) => usable(x)) ?? '');
  // (…a piece of it the list kept, "тиквено и ленено масло", says less than the whole, "студено пресовано орехово,
  // тиквено и ленено масло" of the oil mill „Студено“, whose name is a word of the ware.)
  const picked =
    unplaced && usable(unplaced)
      ? low(unplaced)
      : unplaced &&
          nameInSmall &&
          fallback &&
          unplaced.toLocaleLowerCase('bg-BG').includes(fallback.toLocaleLowerCase('bg-BG')) &&
          usable(unplaced, true)
        ? unplaced.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLocaleLowerCase('bg-BG'))
        : fallback;
  // "Отключване на врати" cut from the list's "отключване на врати и коли": the whole item says more.
  const lc = (x: string) => x.toLocaleLowerCase('bg-BG');
  const whole =
    // (…but not across a dash: "дърворезба по поръчка - икони" lists what is carved after it.)
    (picked &&
      own.map(low).find((x) => lc(x).startsWith(`${lc(picked)} `) && countWords(x) <= 6 && !/\s[–—-]\s/u.test(x))) ||
    picked;
  // ("двуетажни легла" listed beside the "двуетажно легло" the offer prices is the same thing, said as the list says it.)
  const stemmed = (x: string) =>
    lc(x)
      .split(/\s+/u)
      .map((w) => w.slice(0, Math.max(3, w.length - 2)))
      .join(' ');
  // (…and "парапети от неръждавейка" listed beside the priced "парапет от неръждаема стомана": one thing by its head noun,
  // when that names a thing, not a job every item of a list may start with, "ремонт на …".)
  // (A head noun, never an adjective: "пчеларски курс" and "пчелар от 40 години", "ледени скулптури" and "ледени
  // барове" are two things.)
  const headOf = (x: string) => {
    const w = lc(x.split(/\s+/u)[0]!);
    return /(?:ски|ска|ско|ни|на|но|ен|ов|ова|ово|ови|ев|ева|еви)$/u.test(w)
      ? ''
      : w.replace(/(?:ове|ета|и|а|я|о|е)$/u, '');
  };
  // (…or the same job on the same thing: "настройка на пиана" beside "настройка на пиано в дома ви".)
  const jobOn = (x: string) => (/^\S+\s+(?:на|за)\s+\S+/u.exec(x)?.[0] ?? '').replace(/[аеиоуъяюй]+$/u, '');
  // ("козунаци" listed beside the "козунак" the offer prices: one word, its plural, is the same thing.)
  const onePlural = (a: string, b: string) => {
    if (countWords(a) !== 1 || countWords(b) !== 1 || lc(a) === lc(b)) return false;
    const [x, y] = [lc(a), lc(b)];
    let k = 0;
    while (k < Math.min(x.length, y.length) && x[k] === y[k]) k++;
    return k >= 4 && k >= Math.min(x.length, y.length) - 2 && Math.abs(x.length - y.length) <= 2;
  };
  const sameThing = (x: string) =>
    stemmed(x) === stemmed(whole) ||
    onePlural(x, whole) ||
    (jobOn(x) !== '' && stemmed(jobOn(x)) === stemmed(jobOn(whole))) ||
    (headOf(whole).length >= 4 &&
      headOf(x) === headOf(whole) &&
      countWords(whole) > 1 &&
      !/^(?:\p{L}+(?:ане|ене|яне|ние|ция|аж|ка|ба)|ремонт|смяна|услуг\p{L}*)$/iu.test(whole.split(/\s+/u)[0]!));
  // (…a thing of its own, not a part of the whole, "ключове" of "ключове и автоключове", nor more of it after a dash.)
  const service =
    (whole &&
      own
        .map(low)
        .find(
          (x) =>
            x !== whole &&
            !lc(whole).includes(lc(x)) &&
            !lc(x).startsWith(lc(whole)) &&
            !/\s[–—-]\s/u.test(x) &&
            sameThing(x),
        )) ||
    whole;
  // ("опушване на ваша риба, месо и сирене" read from "…, месо и сирене на бук и слива": the list's last thing said again
  // with how it is done is the service said on, «… месо и сирене на бук и слива», never «…, сирене на бук и слива» as
  // one more thing.)
  const lastThing = lc(service).split(/\s+/u).at(-1) ?? '';
  const goesOn = service.includes(',')
    ? servicesAll
        .map(low)
        .find((x) => lc(x).startsWith(`${lastThing} `) && /^\S+\s+(?:на|с|със|по)\s+\p{Ll}/u.test(x) && !/,/u.test(x))
    : undefined;
  const serviceHow = goesOn ? goesOn.slice(lastThing.length) : '';
  // The rest of the list, without the service itself, said by its words or its stems.
  const listed = own
    .map(low)
    .filter(
      (s) =>
        s !== goesOn &&
        !lc(service).includes(lc(s)) &&
        !lc(s).includes(lc(service) || '\u0000') &&
        stemmed(s) !== stemmed(service),
    );
  // "врастнали нокти, гъбички, мазоли" of a podiatrist, "заекване" of a speech therapist: what they help with is
  // no thing they sell ("Предлагаме мазоли"), said once, together: "помощ при врастнали нокти, гъбички и мазоли".
  const ailments = uniqBy([...(isAilment(service) ? [service] : []), ...listed.filter(isAilment)]);
  const helps = ailments.length ? `помощ при ${listOf(ailments.map((a) => a.replace(/^при\s+/iu, '')))}` : '';
  // ("Пращаме с Еконт.", "През септември носите три, плащате две.": a sentence the owner typed on its own, opening with
  // what they or the customer do, read into the services list is no thing sold; the owner's line says it, whole.)
  const typedAlone = (x: string) =>
    described.some((u) => {
      const t = lc(u)
        .replace(/[.!]+$/u, '')
        .trim();
      // (…whole, or with the next clause a sentence too, "…, плащате две"; "Учим рулетка, blackjack и покер" lists on.)
      const next = t.startsWith(`${lc(x)}, `) ? t.slice(x.length + 2) : '';
      return t === lc(x) || (next !== '' && (toCustomer(next) || opensFirstPerson(next)));
    });
  // (…or with when, then the verb: "През септември носите три", "Всяка събота приемаме".)
  const sentenceItem = (x: string) => {
    const ws = x.trim().split(/\s+/u);
    return (
      typedAlone(x) &&
      (notANounPhrase(x) ||
        isOwnVerb(ws[0] ?? '') ||
        ws.slice(0, 3).some((w, i) => opensFirstPerson(w) || toCustomer(ws.slice(i).join(' '))))
    );
  };
  // ("матраци по поръчка …, всякакви размери": how many kinds there are is no service of its own.)
  const services = [
    ...listed.filter(
      (s) => !isAilment(s) && !/^(?:всякакви|всякави|всички|различни|разни)\s/iu.test(s) && !sentenceItem(s),
    ),
    ...(helps && !isAilment(service) ? [helps] : []),
  ].slice(0, 4);
  // "Предлагаме логопед за деца" offers the person: the trade the owner opened with is not a service.
  // "Тапицер", "ковач", "часовникар" alone name the person ("Предлагаме тапицер.").
  // "Топлоизолация на покриви с пяна", "Прически и грим за балове" name what is done, however the trade's stems
  // match them: three words or more opening with a deed or a plural are the owner's service.
  const isTradeItself =
    !(
      countWords(service) >= 3 &&
      /^(?:\p{L}{3,}(?:ане|ене|яне|ние|ция|зия|аж|и|ове|ета)|превоз|ремонт|транспорт)(?!\p{L})/iu.test(service) &&
      ![...BUSINESS_NOUNS].some((n) => lc(service).startsWith(n))
    ) &&
    (isAgentNoun(service) ||
      // ("Фотограф за сватби и кръщенета": the person and what they work for, never "Предлагаме фотограф …".)
      (isAgentNoun(service.split(' ')[0]!) && /^\S+\s+(?:за|на|по)\s/u.test(service)) ||
      // ("Майстор на цигулки": the master of a craft is who the owner is, never «Предлагам майстор на цигулки.».)
      /^майстор(?:ка|и)?\s+(?:за|на|по)\s/iu.test(service) ||
      // ("Мобилна фризьорка за възрастни хора": her adjective and whom she works for too.)
      (isAgentNoun(service.split(' ')[1] ?? '') &&
        /(?:ки|ски|ен|на|ов)$/iu.test(service.split(' ')[0]!) &&
        (countWords(service) === 2 || /^\S+\s+\S+\s+(?:за|на|по|с)\s/u.test(service))) ||
      // ("Циркова школа за деца", "Детска занималня": the business by its adjective and its own noun is who they are too;
      // «Предлагаме жонглиране, акробатика …», never «Предлагаме циркова школа за деца, жонглиране …».)
      (BUSINESS_NOUNS.has(lc(service.split(' ')[1] ?? '')) &&
        /(?:ки|ска|ско|ски|ен|на|но|ва|во|ов)$/iu.test(service.split(' ')[0]!) &&
        (countWords(service) === 2 || /^\S+\s+\S+\s+(?:за|на|по|с)\s/u.test(service))) ||
      // ("ски и сноуборд инструктор": the person named by what they teach, the agent noun last.)
      // ("ВиК майстор": who the owner is, never «Предлагам ВиК майстор».)
      (countWords(service) <= 4 &&
        /^\p{Ll}/u.test(service.split(' ').at(-1)!) &&
        (isAgentNoun(service.split(' ').at(-1)!) || /^майстор(?:ка|и)?$/iu.test(service.split(' ').at(-1)!)) &&
        !/\s(?:на|за|по|с|със|в|във|от|до)\s/iu.test(service)) ||
      namesTrade(service, category) ||
      (Boolean(trade) &&
        lc(trade).split(' ')[0] === lc(service).split(' ')[0] &&
        (startsWithBusinessNoun(trade) || nounAfterAdjective(trade.split(' '))) &&
        // ("Йога с козлета" of the trade "йога": the trade's one word with what makes it theirs is what they sell, never
        // the trade itself with «Предлагаме после чай от билки.» for it; "Ресторант с градина" is still the place.)
        !(
          !trade.includes(' ') &&
          !BUSINESS_NOUNS.has(lc(trade)) &&
          !isAgentNoun(lc(trade)) &&
          new RegExp(`^${escapeRe(lc(trade))}\\s+(?:с|със)\\s+\\p{L}{3,}`, 'u').test(lc(service))
        )));
  // ("хидравлични маркучи правим на място за 20 мин, багери, трактори, мотокари", "Ремонт на хидравлични цилиндри …,
  // багери, трактори, камиони": the machines listed beside a ware or a job are what it is made or done for; they are said
  // with it, «… хидравлични маркучи … – за багери, трактори и мотокари.», never sold on their own, «Предлагаме багери,
  // трактори и мотокари.». (A business or a person is no ware: "Автосервиз – леки коли, бусове" lists whom it serves.)
  const forMachines =
    !isAilment(service) &&
    countWords(service) >= 2 &&
    !isAgentNoun(service.split(' ').at(-1)!) &&
    !BUSINESS_NOUNS.has(lc(service.split(' ').at(-1)!)) &&
    !/\s(?:за|под)\s/u.test(service) &&
    !service.split(/\s+/u).some((w) => MACHINE_RE.test(w))
      ? services.filter((x) => countWords(x) <= 2 && MACHINE_RE.test(x.split(' ').at(-1)!))
      : [];
  const servedMachines = forMachines.length >= 2;
  const machines = servedMachines ? forMachines : [];
  if (servedMachines) services.splice(0, services.length, ...services.filter((x) => !machines.includes(x)));
  // (The owner's sentence that says the service and ends on the machines as typed is its line, with "за" before them.)
  const machinesTyped =
    machines.length > 0 &&
    described.some((u) => machines.every((m) => machineTail(u, service)?.items.map(lc).includes(lc(m))));
  // Another of the owner's services; a trade's stock one only when the description opens with that
  // trade: "Предлагаме бокс за начинаещи" for a karate club said what it does not do.
  const offering = isAilment(service)
    ? helps
    : servedMachines
      ? machinesTyped
        ? service
        : `${service} за ${listOf(machines)}`
      : isTradeItself
        ? (services.shift() ?? '')
        : service;

  // The phone has its own scene: "безплатна консултация по телефона 0878 …" keeps the words, not the number.
  // ("Тава баница от 12 парчета струва 14,32 €" is said and shown as "Тава баница от 12 парчета – 14,32 €".)
  // (…and so does a messenger typed after it: "…25 €, 0896 777 212, Viber/WhatsApp" is said with the call.)
  const offerOf = (max: number) =>
    field(
      field(withoutMessengers(withoutBookingBy(d.Offer ?? '')), max)
        // ("…в с. Ябланица, Ловешко – 15 лв за буркан": an offer that opens on the region its village's comma left it is
        // the price of what is sold, never «Ловешко – 7,67 € за буркан 900 г»; the place is said with the business.)
        .replace(/^([^\d,–—-]{3,30}?)\s*[–—-]\s+(?=(?:от\s+|само\s+|по\s+)?\d)/u, (m, place: string) =>
          isRegionName(place) ? '' : m,
        )
        .replace(/(\p{L})\s+(?:струва|струват)\s+(?=(?:само\s+)?(?:от\s+)?\d)/iu, '$1 – ')
        // ("9 лв/кг живо тегло (4,60 €)" is "4,60 €/кг живо тегло (4,60 €)" in euro: the owner's own euro after the
        // price it converts is the same price, said once.)
        .replace(/(\d[\d\s\u00a0]*(?:[.,]\d+)?\s*€)([^()\d]{0,40}?)\s*\(\s*(?:около\s+|~\s*)?\1\s*\)/gu, '$1$2')
        .replace(PHONE_DIGITS_RE, ' ')
        // ("…, индивидуален час 70 €, тел 0899 … или @windriders.bg": the call's words go with its number and handle.)
        .replace(/(?:[,\s]+(?:на|тел\.?|телефон|gsm))?(?:\s+(?:или|и))?\s*$/iu, '')
        // ("1,5 л бутилка 2 € – обаждайте се на 0876 …": the call typed after the deal is the call's, never «… 2 € –
        // обаждайте се.» on the offer's card.)
        .replace(/\s*[–—,-]?\s*(?:обаждайте|обадете|звънете|звъннете|позвънете|пишете)(?:\s+(?:се|ни|ми))?\s*$/iu, ''),
      max,
    );
  // ("… месечен абонамент 30,68 €, каската е" of "…, каската е безплатно": the prices said in euro run longer than the
  // typed ones, and a clause the cap cut short is left out whole, never shown or said half.)
  const fullOffer = offerOf(4 * FACT_LIMITS.offer);
  const cappedOffer = offerOf(FACT_LIMITS.offer);
  const lastComma = cappedOffer.lastIndexOf(', ');
  const offer =
    cappedOffer !== fullOffer &&
    lastComma > 0 &&
    !fullOffer.startsWith(`${cappedOffer},`) &&
    // (A clause that still reads whole, "почистване и полиране безплатно" of "… безплатно при ремонт", stays.)
    /(?:^|\s)(?:е|са|ще|се|и|или|а|но)$|^\S+$/u.test(cappedOffer.slice(lastComma + 2)) &&
    /\d/u.test(cappedOffer.slice(0, lastComma))
      ? cappedOffer.slice(0, lastComma)
      : cappedOffer;
  const { head, tail } = offerParts(offer);
  const phone = findPhone([d.CTA, d.BusinessLocation, d.BusinessDescription, d.Offer].join(' '));
  // ("Тел 0431 6 45 45 и 0888 999 111", "034 44 12 90 или 0876 55 12 90": a second number the call gives is said too.)
  // ("… 082 845 210 или Viber 0899 510 447": a number named by its messenger is the second number too.)
  const second = new RegExp(
    `(?:\\s+(?:или|и)\\s+|\\s*[/,]\\s*)(?:(?:на\\s+|във?\\s+)?(?:${MESSENGER})\\s*:?\\s*)?(${PHONE_DIGITS_RE.source})(?!\\d)`,
    'iu',
  ).exec(d.CTA ?? '');
  const otherPhone = second && phone && findPhone(second[1]!) !== phone ? findPhone(second[1]!) : '';
  // The phone has its own line; "Обадете се на 0888 123 456" as a call to action is "Обадете се".
  // "Обадете ми се на 0878 909 313, идвам още същия ден": the call, and the promise after it said on its own.
  // "Бургас и Созопол, обадете се 0878 …" and "Свободни часове тази седмица – пишете на Viber 0876 …": the
  // call is the part with the verb, the rest is said after it.
  // A site or an Instagram handle typed anywhere is said with the call ("Повече на floraco.bg.").
  // "restavraciya.snimki@gmail.com" is how a business with no phone is reached.
  // "office@dekstra-sliven.bg" is no site "sliven.bg": a site is looked for outside the mail addresses.
  const mail =
    EMAIL_RE.exec(typed)?.[0]
      .replace(/[.,]+$/, '')
      .toLowerCase() ?? '';
  const email = phone ? '' : mail;
  // (A site opening a sentence was capitalised with it: "Www.webstudio.bg" is said as typed, "www.webstudio.bg".)
  const site =
    WEB_RE.exec(typed.replace(new RegExp(EMAIL_RE.source, 'g'), ' '))?.[0]
      .replace(/[.,]+$/, '')
      .replace(/^(?:Www|WWW|Http)(?=[.:])/u, (w) => w.toLowerCase())
      // (…and so is a site capitalised as a sentence's first word: "Balonikazanlak.bg" is "balonikazanlak.bg"; a host
      // is the same in any case, a page's path may not be.)
      .replace(/^[^/]+/u, (host) => host.toLowerCase()) ?? '';
  const web = email || site || mail;
  // "Запишете консултация на smiledent.bg или 092 …": the number is the other way, "или на 092 …".
  // ("Поръчки на 0670 6 20 20 или 0886 …" has its number first: the second is no "other way".)
  const orPhone =
    /или\s+(?:на\s+)?(?:\+359|00359|0)(?:[\s-]?\d){8,9}/iu.test(d.CTA ?? '') &&
    !/\d{3}/.test((d.CTA ?? '').split(/\sили\s/)[0]!.replace(/[\s/-]/g, '')) &&
    // (…nor is it after a page on a network, which is said after the call instead.)
    !new RegExp(`^\\s*${NETWORK_CLAUSE_RE.source}\\s*,?\\s+или\\s+на\\s+(?:\\+359|0)\\d`, 'iu').test(d.CTA ?? '');
  // The number goes before the cut, so no piece of it ("0361 6 33") stays behind in the words.
  // "Поръчки на 066 80 12 34 или fb.com/orhideya": the other way is said after the call ("Повече на fb.com/…"),
  // never "Поръчайте на или fb.com/… на 066 …".
  // "Ако се запишете до 30 септември, първият месец е 50 лв." is the call with its deadline, and the deal after it.
  const ctaOwn = withoutMessengers(d.CTA ?? '')
    .replace(/^ако\s+се\s+запишете(?!\p{L})/iu, 'Запишете се')
    .replace(/^ако\s+(?:поръчате|резервирате)(?!\p{L})/iu, (m) => (/поръч/iu.test(m) ? 'Поръчайте' : 'Резервирайте'));
  // "Пишете на 0895 454 232 Гайдарджи Сашо" is signed after its number: without it the call read "Пишете на Гайдарджи Сашо".
  const unsigned = name
    ? ctaOwn.replace(
        new RegExp(
          `((?:${PHONE_DIGITS_RE.source})[\\s,.;–—-]*)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[.!]?\\s*$`,
          'u',
        ),
        '$1',
      )
    : ctaOwn;
  // ("с. Брестник обл. Пловдив звъннете на бай Тошо …": where they are, typed before the call, is said as the place.)
  const placeless = unsigned.replace(
    /^(?:с\.|село|гр\.|град)\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:[,\s]+(?:обл\.|област|общ\.|община)\s*\p{Lu}\p{Ll}+)*[,.;]?\s+(?=(?:звъннете|звънете|звънни|обадете|позвънете|пишете|поръчайте|резервирайте|запишете|търсете)(?!\p{L}))/u,
    '',
  );
  // ("Пишете ни във Фейсбук „Метал Арт“ или звънете на 0895 …": the message on a network opening the call is the
  // other way in, said after it; the call is the one with the number, never "Пишете ни във Фейсбук … на 0895 …".)
  const netClause = phone ? NETWORK_CLAUSE_RE.exec(placeless) : null;
  const callFirst = netClause
    ? placeless.replace(
        // ("Пишете ни във Фейсбук „Кърмене с Радостина“ или на 0882 …": so is one before the bare number, the page's
        // name said whole after the call, never cut to the call's length.)
        new RegExp(
          `^${escapeRe(netClause[0])}\\s*,?\\s+(?:или|и)\\s+(?=${CALL_VERB_AFTER_NETWORK}|на\\s+(?:\\+359|0)\\d)`,
          'iu',
        ),
        '',
      )
    : placeless;
  // ("0899 556 021, пишете ни във Фейсбук": a message on a network is no call to that number, never "Пишете ни във
  // Фейсбук на 0899 …"; the number is called.)
  const ctaTyped = findPhone(callFirst)
    ? callFirst.replace(new RegExp(`\\s+или\\s+(?:на\\s+|в\\s+|във\\s+)?(?:${WEB_RE.source})`, 'iu'), '').replace(
        /(?:[,;]\s*|\s+(?:и|или)\s+)(?:пишете|пиши)(?:\s+(?:ни|ми|ме))?(?:\s+и)?\s+(?:във|в|на|по|чрез)\s+(?:фейсбук|facebook|fb|инстаграм|instagram|месинджър|messenger)(?!\p{L})[^,;]*/iu,
        // (…unless it is the call itself, with its number: "пишете ми в инстаграм @… или на 0887 …"; the "или" that
        // opens it, "0876 333 222 или пишете ни в инстаграм „Тортите на Вяра“", is no such call.)
        (m: string) => (/\d|(?<!\p{L})или(?!\p{L})/u.test(m.replace(/^(?:[,;]\s*|\s+(?:и|или)\s+)/u, '')) ? m : ''),
      )
    : callFirst;
  // "Поръчки до 6 март на 0701 … или на място на пл. Свобода": the call, its number said after it; the
  // other way in is where they are awaited.
  // "Обадете се на 02 997 12 34 за среща" without its number is "Обадете се за среща", never "на за среща".
  // "Обадете се на [номер] още днес", "Резервирайте дата на [номер] или ни пишете": without the number its
  // "на" goes too, never "на още днес", "на или" (the number is said after the call, built from its parts).
  const ctaParts = field(
    ctaTyped
      // ("звъннете 0886 45 67 89 не съм нотариус": what the owner says of themself after the number is no call.)
      .replace(new RegExp(`(${PHONE_DIGITS_RE.source})\\s+не\\s+(?:съм|сме|е|работ|правя|правим).*$`, 'iu'), '$1')
      .replace(PHONE_DIGITS_RE, '')
      .replace(/\s+на\s+или\s+на\s+място.*$/iu, '')
      .replace(/\s+или\s+(?:\p{L}+\s+){0,2}(?:https?:\/\/)?(?:www\.)?[\w-]+\.(?:com|bg|eu|net|org)\S*.*$/iu, '')
      // ("Звъннете 0896 … или пишете на trz.blg@abv.bg": the mail is the other way, never "пишете на trz…: 0896 …".)
      .replace(/\s+или\s+(?:\p{L}+\s+){0,2}[\w.+-]+@[\w-]+(?:\.[\w-]+)+.*$/iu, '')
      // ("Пишете на вайбър 0889 … или ни намерете на ул. Александровска 57": the street is where they are awaited.)
      .replace(
        /\s+или\s+(?:(?:ни|ме)\s+)?(?:намерете|елате|заповядайте|посетете)(?:\s+(?:ни|ме))?\s+(?:на|в|във)\s+(?:ул|бул|кв|пл|ж\.?\s?к)(?:\.|\s).*$/iu,
        '',
      )
      // "… или във фейсбук": another way in, said after the number when the owner gave its address.
      .replace(
        // ("… или ни намерете във Фейсбук: Старината ВТ" too; and "… или вижте facebook.com/wrapstudiovarna".)
        /\s+или\s+(?:(?:ни|ме)\s+)?(?:\p{L}+\s+)?(?:във|в|на|по|чрез)\s+(?:фейсбук|facebook|fb|инстаграм|instagram|вайбър|viber|месинджър|messenger|сайта|имейл)(?!\p{L}).*$/iu,
        '',
      )
      // ("Звъннете на 0888 … по всяко време!" without its number: "Звъннете по всяко време", never "на по всяко време".)
      .replace(/\s+на\s+(?=(?:за|по|през|след|между|денонощно|24)(?!\p{L}))/iu, ' ')
      .replace(/\s+(?:на|по)\s+(?=(?:още|или|сега|днес|утре|веднага|и)(?!\p{L})|[,.!?]|$)/giu, ' '),
    3 * FACT_LIMITS.cta,
  )
    .replace(/\s+(?:на|с|чрез)\s*(?=,|\s[–—-]\s|$)/iu, '')
    // "Поръчки по телефона … от 8 до 18 ч.": the hours are said after the number.
    .split(/,\s+|\s+[–—-]\s+|\s+(?=от\s+\d{1,2}(?:[.:]\d\d)?\s*(?:ч\.?\s*)?до\s+\d)/u);
  const callAt = Math.max(
    0,
    ctaParts.findIndex((p) => CTA_WORD_RE.test(p)),
  );
  const ctaCall = ctaParts[callAt] ?? '';
  const ctaRest = ctaParts.filter((_, i) => i !== callAt);
  // "Оглед и цена по телефона" keeps its words: without them it read "Оглед и цена по.".
  const ctaRaw = field(ctaCall, FACT_LIMITS.cta)
    .replace(/\s*(?:(?<!\p{L})(?:на|с|чрез)(?:\s+|$))?(?:тел\.?|телефон|(?<!(?:^|\s)по\s+)телефона)?\s*:?\s*$/iu, '')
    // "Пишете на лично или на 0884 …" without its number: "Пишете на лично".
    .replace(/\s+(?:или|и)$/iu, '')
    .trim()
    // ("елате в магазина на ул Беломорска или звъннете на …" cut at its street: "Елате в магазина", never "… на ул.")
    .replace(/\s+(?:на|в|във)\s+(?:ул|бул|кв|пл|ж\.к)\.?$/iu, '')
    // ("034 44 12 90 или 0876 55 12 90" without its numbers is no call at all, never "Или.")
    .replace(/^(?:или|и|тел\.?|телефон|gsm|\/)$/iu, '');
  // The rest of a signature ("София, www.floraco.bg") is no promise; a fact in it ("над 80 проверени автомобила") is.
  const promiseOf = (signed: boolean) => {
    // The business signing the call ("Аптека „Вита“ в Пещера") is no promise either.
    // An address after the call ("…, ул. Ал. Стамболийски 3") is said where they are awaited, not here.
    // ("Вземане от ул. …" cut to "Вземане от" says nothing: the whole part goes.)
    const beforeAddress = (p: string) => {
      const cut = p.slice(0, p.search(ADDRESS_CUE_RE)).replace(/[\s,.]+$/, '');
      return /(?:^|\s)(?:от|на|в|във|до|при|с|със|за)$/iu.test(cut) ? '' : cut;
    };
    const raw = ctaRest
      .map((p) => (ADDRESS_CUE_RE.test(p) ? beforeAddress(p) : p))
      .filter(
        (p) =>
          p &&
          !(name && p.includes(name)) &&
          !TOWNS.includes(p.trim().replace(/[.,]+$/, '')) &&
          (!signed || !(WEB_RE.test(p) || countWords(p) < 3)),
      )
      .join(', ')
      .replace(WEB_RE, '')
      .trim();
    return countWords(raw) >= 2 && !CTA_WORD_RE.test(raw) ? capFirst(raw.replace(/[.!]+$/, '')) + '.' : '';
  };
  // "Аква Дизайн, 0882 90 90 33" signs the brief: the name left without its phone is no call to action.
  // "Кемпер Рент БГ, Стара Загора, camperrent.bg" signs it too: no verb, only who and where.
  const hasVerb = CTA_WORD_RE.test(ctaRaw) || /(?:^|\s)\p{L}{2,}(?:ете|айте|яйте|ите)(?!\p{L})/iu.test(ctaRaw);
  // "Казвам се Анелия, …@gmail.com" introduces the owner: no call either.
  // "Резервации на 0877 …" is a call said as a noun ("Резервирайте"), not a signature.
  const signOnly =
    !CTA_NOUNS.some(([re]) => re.test(ctaRaw)) &&
    (/^казвам\s+се(?!\p{L})/iu.test(ctaRaw) ||
      (Boolean(name) && !/\p{L}/u.test(ctaRaw.replace(name!, ''))) ||
      TOWNS.includes(ctaRaw.replace(/[.,]+$/, '')) ||
      (!hasVerb &&
        ((Boolean(name) && ctaRaw.includes(name!)) ||
          WEB_RE.test(ctaRaw) ||
          TOWNS.some((t) => ctaRaw.includes(t)) ||
          /^(?:[\p{Lu}\d][^\s]*(?:\s+|$))+$/u.test(ctaRaw))));
  // An online shop is ordered from, not visited: "Заповядайте" or "Посетете ни" there sent no one anywhere.
  const online = /(?:^|\s)(?:онлайн|online)(?:\s|$)/iu.test(`${d.BusinessLocation} ${d.BusinessDescription}`);
  // A trade the knowledge base knows, named by the owner, tells whether it is visited (a bakery is, a
  // plumber is not). Of any other business, only the owner's words do: a door, a street, hours,
  // "Заповядайте". Without them "Очакваме ви" guessed a shop for a piano tuner, a babysitter and a cattle vet.
  const welcomesIn =
    flavour !== null ||
    (category !== null && namesItsTrade(`${d.BusinessName} ${d.AdvertizedService}`, category)) ||
    RECEIVES_RE.test(typed) ||
    HOURS_RE.test(typed);
  const comesToYou =
    !welcomesIn ||
    COMES_TO_YOU_RE.test(typed) ||
    // ("община Родопи": a business whose place is a whole municipality or region serves it, no door in it.)
    /^(?:община|област)\s/u.test(d.BusinessLocation ?? '') ||
    (category ? HOME_TRADE_IDS.has(category.id) || ON_THE_ROAD_IDS.has(category.id) : false);
  // (…at its site: with a number the call is said with it, never "Поръчайте онлайн на 0887 …" for lessons on Zoom.)
  const fallbackCta =
    online && !phone && (!flavour?.cta || /^(?:заповядайте|посетете|елате)/iu.test(flavour.cta))
      ? 'Поръчайте онлайн'
      : // A repair workshop or a self-service wash is walked into: no collection to browse, no hour to book.
        flavour?.cta &&
          /^(?:разгледайте|запазете\s+час)/iu.test(flavour.cta) &&
          /работилниц|ремонт|поправк|самообслужван/iu.test(
            `${d.BusinessDescription} ${d.Services} ${d.AdvertizedService}`,
          )
        ? 'Заповядайте'
        : // A cleaner or a dog walker who comes to the customer is not visited ("Посетете ни").
          // …nor booked into a slot at the shop ("Запишете час" for tyres fitted in the field).
          flavour?.cta && !(comesToYou && /^(?:заповядайте|посетете|елате|донесете|запишете\s+час)/iu.test(flavour.cta))
          ? // "без записване" is walked into ("Запазете час" for a car wash that books no one).
            /без\s+(?:предварително\s+)?(?:записване|час)/iu.test(typed) &&
            /^(?:запазете|запишете)\s+час/iu.test(flavour.cta)
            ? 'Заповядайте'
            : flavour.cta
          : 'Свържете се с нас';
  // With no phone, site or place to be called at, "Свържете се с нас" leads nowhere: a place open at its
  // hours is walked into ("Заповядайте. Отворено събота и неделя 10-17 ч.").
  const hours = HOURS_RE.exec(typed)?.[0].trim() ?? '';
  const nowhere =
    Boolean(hours) &&
    !phone &&
    !web &&
    !comesToYou &&
    !online &&
    (fallbackCta === 'Свържете се с нас' || /^поръчайте(?:\s|$)/iu.test(fallbackCta));
  // Reached only by e-mail: the call is to write ("Запазете дата" for photos sent by e-mail).
  // ("… стария го взимаме безплатно. Иван 0888 45 67 89", "0876 800 322 Петър": a given name signing the number, not
  // the business's, is whom to ask for: "Търсете Иван на 0888 …".)
  const askFor =
    signOnly &&
    /^\p{Lu}\p{Ll}+$/u.test(ctaRaw) &&
    GIVEN_NAMES.has(ctaRaw.toLocaleLowerCase('bg-BG')) &&
    ctaRaw !== name &&
    phone
      ? `Търсете ${ctaRaw}`
      : '';
  const called = callToAction(
    askFor ||
      // ("Записване до 15 юни за летния курс": a call said as a noun with its deadline is the call, however long.)
      (ctaRaw &&
      !signOnly &&
      (countWords(ctaRaw) <= 6 || (CTA_NOUNS.some(([re]) => re.test(ctaRaw)) && CALL_DEADLINE_RE.test(ctaRaw))) &&
      !ANSWERS_ALONE_RE.test(ctaRaw)
        ? ctaRaw
        : email
          ? `Пишете ни на ${email}`
          : nowhere
            ? 'Заповядайте'
            : fallbackCta),
  );
  // "Денонощно 0878 …", "Денонощно 24/7, организиране на погребение …", "Нощем също 0896 …": when the owner answers is
  // what the call says in place of "още днес" («Обадете се денонощно на 0878 …»); a broken belt at night or a death is
  // why they are called, and «Свържете се с нас още днес» lost it.
  const answers = phone ? answersWhen(`${d.CTA ?? ''}. ${asTyped.BusinessDescription ?? ''}. ${d.Services ?? ''}`) : '';
  const cta =
    answers &&
    /^(?:обадете\s+се|свържете\s+се\s+с\s+(?:нас|мен)|звънете|звъннете|позвънете)(?:\s+още\s+днес)?$/iu.test(called)
      ? `Обадете се ${answers}`
      : called;
  // ("0886 707 808 или ни пишете във Фейсбук": the network the call left out is said after it, in the owner's words,
  // with the page's name they gave; a site or an address on it said already is enough.)
  // ("… на 0882 14 15 16 или във Фейсбук: Рафтинг Кресна": a page given after the number with no verb of its own is
  // written to, "Пишете ни и във Фейсбук „Рафтинг Кресна“".)
  const bareNet = phone && !netClause ? BARE_NETWORK_RE.exec(placeless) : null;
  const netWords =
    netClause?.[0] ??
    (bareNet
      ? `Пишете ${/(?<!\p{L})(?:ми|аз)(?!\p{L})/iu.test(typed) ? 'ми' : 'ни'} ${/^ф/iu.test(bareNet[1]!) ? 'във' : 'в'} ${capFirst(bareNet[1]!)}${bareNet[2] || bareNet[3] ? ` „${bareNet[2] || bareNet[3]}“` : ''}`
      : '');
  // ("0882-417-660 (Viber/WhatsApp)": the messengers the number is on are written to, said after the call.)
  // (…named as the owner typed it: "вайбър" is said «Вайбър», "viber" «Viber».)
  const messengers = MESSENGERS.flatMap(([re, said]) => {
    const typedAs = re.exec(`${d.CTA} ${d.Offer}`)?.[0];
    return typedAs ? [/[A-Za-z]/.test(typedAs) ? said : capFirst(typedAs.toLocaleLowerCase('bg-BG'))] : [];
  });
  const messaged =
    messengers.length && !MESSENGER_RE.test(cta)
      ? `Пишете ${/(?<!\p{L})(?:ми|аз)(?!\p{L})/iu.test(typed) ? 'ми' : 'ни'} и ${/^[VВ]/u.test(messengers[0]!) ? 'във' : 'в'} ${messengers.join(' и ')}.`
      : '';
  const network =
    !netWords && messaged
      ? messaged
      : netWords && !NETWORK_RE.test(`${cta} ${web}`)
        ? capFirst(
            netWords
              .replace(/^(ни|ми|ме)\s+(\p{L}+)/iu, '$2 $1')
              .replace(/^(\p{L}+(?:\s+(?:ни|ми|ме))?)(?:\s+и)?\s+(?=в|във|на|по|чрез)/iu, '$1 и ')
              .replace(/[\s.,:]+$/u, ''),
          ) + '.'
        : '';
  // The owner's opening without who they are ("Аз съм Теди и пека …" → "пека …").
  const ownOpening = stripPlaceholders(described[0] ?? '').replace(WHO_OPENS_RE, '');
  const promise = promiseOf(signOnly) || (!phone && hours ? capFirst(hours.replace(/[.!]+$/, '')) + '.' : '');

  // Unnamed, the business is what the owner called it ("Автоелектрик в Ямбол", "Ключар денонощно"),
  // when that is a trade noun; else "нашият автосервиз" from the trade's knowledge.
  const tradeNoun =
    trade &&
    (startsWithBusinessNoun(trade) || nounAfterAdjective(trade.split(' ')) || isAgentNoun(trade.split(' ')[0]!)) &&
    countWords(trade) <= 5
      ? trade
      : '';
  // With no name, no trade and no known trade, the ad goes by what it sells ("Икони на дърво по поръчка"), not "нашият екип".
  const byService = service && !isOwnVerb(service.trim().split(/\s+/)[0] ?? '') ? service : '';
  // One person writing ("водя курсове", "давам уроци", "аз съм …") is no "образователен център".
  const solo =
    /(?:^|[\s.,])(?:аз|съм|имам|правя|водя|давам|работя|шия|пека|готвя)(?=[\s.,]|$)/iu.test(
      `${d.BusinessDescription} ${d.Services}`,
    ) || isFirstPersonVerb((d.BusinessDescription ?? '').trim().split(/\s+/)[0] ?? '');
  // "Работя в Карлово" stays the owner's "I" when nothing they wrote says "we" ("Грижим се" beside "Пишете ми").
  const callsMe = /(?:^|[\s.,])(?:пишете|обадете|звъннете|звънете|позвънете)\s+ми(?!\p{L})/iu.test(typed);
  // "Аз съм Катя, пишете ми" or a title before a first name ("Треньор Стефан", "Майстор Тошко") is one person,
  // whose "нашия гардероб" is the studio's ("Катя в Сливен. Грижим се …").
  const fields = [d.BusinessName, d.BusinessDescription, d.Services, d.Offer, d.CTA].map((x) => x ?? '');
  // ("… готви леля Стефка", "Баба Пена от с. Лозен": signed as an aunt or a grandma, one person; "Баба Ганината", a
  // guest house named after her, and "Пчелина на Дядо Стоян" are businesses.)
  // (…and "Къща за гости „Баба Рада“ … Звъннете ни" says "us".)
  const kin =
    /^(?:леля|баба|дядо|бай|чичо)\s+\p{Lu}\p{Ll}+$/iu.test(d.BusinessName ?? '') &&
    !/(?:ата|ята|ото)$/u.test(d.BusinessName ?? '') &&
    !WE_VERB_RE.test(typed);
  // ("… 0876 543 210 – Ники от Благоевград": a business that goes by a first name alone is that one person.)
  // (…unless a place of business is typed: "Козметичен салон Лили", "Кайтсърф школа … Ники".)
  const firstNameOnly =
    GIVEN_NAMES.has(lc(d.BusinessName ?? '')) &&
    !WE_VERB_RE.test(typed) &&
    !/(?<!\p{L})(?:салон|школа|студио|магазин|агенция|фирма|клуб|център|ателие|ресторант|хотел|къща|зала|бюро)(?!\p{L})/iu.test(
      typed,
    );
  const onePerson =
    (callsMe && /(?:^|[\s.,])[Аа]з\s+съм\s+\p{Lu}/u.test(typed)) ||
    kin ||
    firstNameOnly ||
    fields.some((x) => PERSON_TITLE_RE.test(x));
  const firstPerson =
    ((solo ||
      callsMe ||
      typed
        .split(/[^\p{L}]+/u)
        .slice(0, 60)
        .some(
          (w) =>
            // (A word of the name is no verb: "Пицария Мама Мия" washes nothing.)
            !nameWords.has(w.toLocaleLowerCase('bg-BG')) && (isFirstPersonVerb(w) || SINGULAR_VERB_RE.test(w)),
        )) &&
      !WE_RE.test(typed)) ||
    (onePerson && !WE_VERB_RE.test(typed));
  // One person is never "нашият цветарски магазин": unnamed, they go by what they make.
  const ownWork =
    firstPerson && byService ? (countWords(byService) <= 9 ? byService : (splitPhrase(byService, 5)?.head ?? '')) : '';
  // "Нашата агенция за събития" of a bubble show: the trade's noun names the business only when the owner typed it.
  // (…as that word: "до 10 компютъра" of "IT поддръжка за малки офиси" is what they look after, no "компютърен сервиз".)
  const ownNoun = Boolean(flavour) && typesNoun(typed, flavour!.noun.text);
  const displayName =
    name ??
    (tradeNoun || null) ??
    (solo && byService && countWords(byService) <= 7 ? byService : null) ??
    (ownWork || null) ??
    (flavour && !firstPerson && (ownNoun || !byService)
      ? `${flavour.noun.gender === 'f' ? 'нашата' : flavour.noun.gender === 'n' ? 'нашето' : flavour.noun.gender === 'p' ? 'нашите' : 'нашият'} ${flavour.noun.text}`
      : (countWords(byService) <= 5 && byService) ||
        splitPhrase(byService, 5)?.head ||
        // "Паркинг за коли до летище София" with nothing else named: the business is what they called it.
        (trade && countWords(trade) <= 5 && !isOwnVerb(trade.split(' ')[0]!) && trade) ||
        // ("Чадъри и шезлонги на южния плаж": what they sell before where, never "нашият екип".)
        // ("Ремонт на електрически тротинетки …" is no "Ремонт": a word alone before it says nothing.)
        ((sold) => (countWords(sold) >= 2 && countWords(sold) <= 5 ? sold : ''))(
          byService.split(/\s+(?:на|в|във|до|от|край|при)\s+/u)[0]!,
        ) ||
        'нашият екип');

  // A clause that repeats the name or the place reads twice in the ad; a greeting, an address or a
  // phone is not a fact to read out. The sentence keeps its other clauses ("Всяко парче е уникално").
  // "Доставяме всеки петък до Плевен и Ловеч" says where it serves: a fact, not the address again.
  // ("Индивидуално онлайн или в Монтана": the town one of two ways is no place to leave out, never "… онлайн или.")
  // (Compiled once per brief, as townRe below: it is tried on every clause.)
  const oneWayRe = town ? new RegExp(`\\s(?:или|и)\\s+(?:в|във)\\s+${escapeRe(town)}(?!\\p{L})`, 'iu') : null;
  const oneWay = (c: string) => oneWayRe?.test(c) ?? false;
  // (A list of towns is where they work, said so, never the place said again: "Сандански, Петрич, Мелник и селата".)
  const listOfTowns = (c: string) => onlyTowns(c) && /,|\sи\s/u.test(c);
  // ("разходки с лодка по Дунав от Никопол до остров Персин и обратно": the town a route starts from is no address said
  // again; the route is what they sell.)
  const routeRe = town
    ? new RegExp(
        `(?<!\\p{L})(?:от\\s+${escapeRe(town)}\\s+(?:до|към)\\s+\\p{L}|(?:до|към)\\s+[^,.]{2,40}\\s+от\\s+${escapeRe(town)}(?!\\p{L}))`,
        'iu',
      )
    : null;
  const route = (c: string) => routeRe?.test(c) ?? false;
  const restates = (c: string) =>
    (town &&
      lc(c).includes(lc(town)) &&
      !SERVES_RE.test(c) &&
      !SERVES_AREA_RE.test(c) &&
      !oneWay(c) &&
      !route(c) &&
      !listOfTowns(c)) ||
    TOWNS.includes(c.trim()) ||
    (location &&
      lc(c).includes(lc(location)) &&
      !SERVES_RE.test(c) &&
      !SERVES_AREA_RE.test(c) &&
      !oneWay(c) &&
      !route(c)) ||
    /^до\s/iu.test(c) ||
    /^(?:здравей|здрасти|привет|добър\s+ден)/i.test(c) ||
    findPhone(c) ||
    ADDRESS_CUE_RE.test(c) ||
    // ("… във Варна кв чайка, всеки вторник …": a district typed without its dot is where, too.)
    // (…and a complex by its "к-с": "English for kids в Бургас, к-с Меден рудник".)
    /^(?:кв|ж\.?\s?к|к-с|квартал|р-н)\.?\s+\p{L}+(?:\s+\p{L}+)?$/iu.test(c.trim()) ||
    // ("… в София – Младост, Дружба и Овча купел": the quarters listed after the town are where, too.)
    quartersOnly(c, town);
  // After the town, a capitalised clause is the rest of the address ("Варна, Гръцка махала").
  // "коли под наем в Пловдив без депозит": the town is said by the ad, the rest of the clause is still theirs;
  // only where the town ends the clause or a phrase of its own follows ("… лаптопи в Свищов гаранция …" ran on).
  const townRe = town
    ? new RegExp(
        `\\s+(?:в|във|край)\\s+${escapeRe(town)}(?:\\s+${AREA_WORDS})?(?!\\p{L})(?=$|\\s+(?:без|с|със|за|от|по|през|всеки|всяка|всяко|денонощно|целогодишно)(?!\\p{L}))`,
        'iu',
      )
    : null;
  const unplace = (c: string) => {
    const out = townRe && !SERVES_RE.test(c) && !oneWay(c) ? c.replace(townRe, '') : c;
    // ("Пекарна в Пловдив" is who they are; "кръщенета и абитуриентски балове в Пазарджик" what they play at, though a trade's stem opens it.)
    const first = out.split(/\s+/)[0]!.toLocaleLowerCase('bg-BG');
    const who =
      [...BUSINESS_NOUNS].some((n) => first.startsWith(n)) || (countWords(out) <= 3 && startsWithBusinessNoun(out));
    return out !== c && countWords(out) >= 3 && !who && !isAgentNoun(out.split(/\s+/)[0]!) && !restates(out) ? out : c;
  };
  const ownClauses = (s: string) => {
    let place = false;
    // "… каним гости да берат рози с нас и да видят как се вари розово масло": a second "и да" is a clause of its own.
    // "Багер под наем в Сливен – изкопи за основи, …": the dash parts a clause that names the place from the
    // owner's own words after it, which are kept when the place is dropped.
    // ("колела под наем, градски и планински, имаме и електрически": the kinds after a comma go with the thing.)
    const parts = s
      // (…never between two hours: "тръгваме всеки ден в 10, 14 и 18 ч.")
      .split(/,\s+(?!\d{1,2}(?:,\s*\d{1,2})*\s+и\s+\d{1,2}\s*(?:ч|часа)(?!\p{L}))|\s+(?=и\s+да\s)/u)
      .flatMap((c) => {
        // ("Промишлен алпинизъм Бургас - измиване на фасади …": a hyphen typed with spaces is the owner's dash, never
        // between two numbers, "8 - 10".)
        const dash = c.split(/\s+[–—]\s+|(?<!\d)\s+-\s+(?!\d)/u);
        return dash.length === 2 && dash.some((x) => restates(x)) ? dash : [c];
      })
      // ("Работим в Монтана, Враца, Видин и Лом", "Сандански, Петрич, Мелник и селата наоколо": towns listed after a town
      // are one list with it, never a town each, dropped as the place said again.)
      // ("Почистване на дограма и витрини в Бургас, Айтос и Карнобат": the towns listed after the first are where it
      // is done too, said with it, never «Почистване на дограма и витрини, Айтос и Карнобат.» One town alone after a
      // village is its region: "… в с. Ружица, Ямбол".)
      // ("… транспортни ленти за кариери, мини и бетонови възли – идваме на обекта …": the nouns listed after a comma, up
      // to their "и", are more of what the part before took, never a clause of their own, «Мини и бетонови възли – …»;
      // what follows their dash is. Only after a plural, "за кариери": "дебелина на боята, ходова част и …" lists on.)
      .flatMap((c, i, all) => {
        const list =
          i > 0 && /\s(?:за|на|от|по|с|със)\s+\p{Ll}{2,}[ие]$/u.test(all[i - 1]!) ? NOUNS_LISTED_RE.exec(c) : null;
        if (!list || list[1]!.split(/\s+/u).some((w) => isOwnVerb(w) || isFirstPersonVerb(w))) return [c];
        const tail = c.slice(list[0].length).replace(/^\s+[–—-]\s+/u, '');
        return tail ? [`\u0000${list[1]!}`, tail] : [`\u0000${list[1]!}`];
      })
      .reduce<string[]>(
        (out, c) =>
          c.startsWith('\u0000') && out.length
            ? [...out.slice(0, -1), `${out.at(-1)!}, ${c.slice(1)}`]
            : out.length &&
                (KINDS_AFTER_RE.test(c) ||
                  // ("превоз на кучета и котки до ветеринар, до летището и от чужбина": a part opening with the
                  // preposition the part before ended on is more of the same, never a clause cut off the line.)
                  samePrepositionOn(out.at(-1)!, c) ||
                  (onlyTowns(c) && /,|\sи\s/u.test(c) && Boolean(townRe?.test(out.at(-1)!))) ||
                  (onlyTowns(c) && TOWN_AT_END_RE.test(out.at(-1)!)))
              ? [...out.slice(0, -1), `${out.at(-1)!}, ${c}`]
              : [...out, c],
        [],
      );
    // ("учител с 12 години стаж, от Велико Търново, но уча деца от цялата страна": the "но" that turned from the
    // place dropped turns from nothing.)
    let dropped = false;
    let kept = 0;
    return parts.map(unplace).flatMap((c) => {
      const after = dropped;
      // ("…, подходящо за възрастни стопани и за животни, | които се стресират в клиника": a relative clause goes with
      // the clause before it, never «Идвам у вас за прегледи, които се стресират в клиника.»)
      const drop =
        restates(c) ||
        (place && /^\p{Lu}/u.test(c) && countWords(c) <= 3) ||
        // (…and the municipality or region of a place dropped, after a clause it would be joined to: "Работим в цяла
        // България, | базата ни е в село Жеравна, | община Котел" is never «Работим в цяла България, община Котел.»;
        // alone it is where they work.)
        (after && kept > 0 && /^(?:община|област)\s+\p{Lu}/u.test(c) && countWords(c) <= 3) ||
        (after && /^(?:които|който|която|което|където)\s/iu.test(c));
      place ||= Boolean(drop);
      dropped = Boolean(drop);
      if (!drop) kept++;
      return drop ? [] : [after ? c.replace(/^(?:но|ала|обаче)\s+/iu, '') : c];
    });
  };
  // "Ветеринарна клиника Лапичка ваксини, кастрация …" typed in one line: what it does follows the name.
  const afterName = (rest: string) => {
    // "Аптека „Липа“ в Търговище приготвя …": the place after the name is said by the ad.
    // "Аз съм Гошо и ремонтирам перални …": what he does, after who he is.
    // ("… ВиК Експрес - отпушваме канали", "Аз съм Деси, работя с …": the owner's verb after a dash or a comma goes on; a list after it is the services'.)
    const r = rest
      .replace(/^[“”"»]\s*/, '')
      .trim()
      .replace(/^(?:[,;:]|[–—-](?=\s))\s*(?=(\p{Ll}+))/u, (m, w: string) =>
        isOwnVerb(w) || isFirstPersonVerb(w) || /^\p{Ll}{3,}(?:аме|яме|име|еме|ам|ям|тя|дя|ря|ля|ня)$/u.test(w)
          ? ''
          : m,
      )
      .replace(/^и\s+(?=\p{Ll}{3,}(?:ам|ям|аме|яме|им|ем)\s)/u, '')
      .replace(town ? new RegExp(`^(?:в|във)\\s+${escapeRe(town)}\\s+(?=\\p{Ll})`, 'u') : /^$/, '');
    // ("Ескейп стая „Тайната на крепостта“ в Велико Търново - 60 минути загадки …": what follows the town's dash is what
    // it is, though it opens with a number: "60 минути …" is no lower-case word the rule above waits for.)
    const dashed = town
      ? new RegExp(`^(?:(?:в|във)\\s+)?${escapeRe(town)}\\s+[–—-]\\s+(?=\\d+\\s+\\p{Ll})`, 'u').exec(r)
      : null;
    if (dashed && countWords(r.slice(dashed[0].length)) >= 3) return r.slice(dashed[0].length);
    if (/^(?:с|със|от|за)\s+\S+(?:\s+\S+){1,10}$/iu.test(r)) return r;
    // ("в Русе и Мартен": the second of two towns is where they go too.)
    // ("в центъра на Видин" keeps its town: cut, it would end on "на".)
    const unplaced = r.replace(
      new RegExp(
        // ("… с доставка до вкъщи, гр. Свиленград": the town's "гр." goes with it.)
        `(?<!\\s(?:и|на|до|от|около|край|към)),?\\s+(?:в\\s+|във\\s+)?(?:гр\\.\\s*|град\\s+)?(?:${TOWNS_LC.map(escapeRe).join('|')})$`,
        'iu',
      ),
      '',
    );
    if (!(
      /^\p{Ll}/u.test(unplaced) &&
      !/^(?:в|във|на|и|е|са|сме|ви|ще|се|който|която|което|където)(?!\p{L})/iu.test(unplaced) &&
      countWords(unplaced) >= 3
    ))
      return '';
    // "… приготвя магистрални лекарства": the business's verb, said as the ad says everything, "we".
    return unplaced.replace(/^(\p{Ll}{3,}(?:ва|вя|ира|ага|ржа|ства))(?=\s)/u, firstPerson ? '$1' : '$1ме');
  };
  // "Продавам мед от собствен пчелин – акациев, липов и манов": the goods, without the owner's "I sell";
  // "Работя в Карлово" is said as the ad says everything, "we".
  // "Онлайн магазин за натурална козметика BioRose с българско розово масло": what follows the name
  // is said on its own ("С българско розово масло"); the rest restates the name and the trade.
  // A long sentence keeps its first clauses while they fit ("В събота от 11 ч. учим как се оформя и подрязва бонсай");
  // the clauses that did not fit are the rest, said as a line of their own ("С доставка в Шумен и селата наоколо").
  const fitClauses = (raw: string) => {
    // "в с. Ружица" is said "в село Ружица": "с." read aloud is a preposition.
    // (Cut at twice a line's length: the clauses that do not fit the line are said as one of their own.)
    // (…and "общ. Хисаря", "обл. Ловеч" are "община Хисаря", "област Ловеч".)
    const f1 = field(
      raw
        .replace(/(?<!\p{L})с\.\s*(?=\p{Lu})/gu, 'село ')
        .replace(/(?<!\p{L})(общ|обл)\.\s*(?=\p{Lu})/giu, (_m, w: string) =>
          /^общ/iu.test(w) ? 'община ' : 'област ',
        ),
      2 * FACT_LIMITS.sentence,
    );
    const joinClause = (out: string, c: string) => (out ? `${out}${/^и\s/.test(c) ? ' ' : ', '}${c}` : c);
    // (The name as a whole word: "Бор" is no part of "Боровец".)
    const named = name ? new RegExp(`(?<!\\p{L})${escapeRe(name)}(?!\\p{L})`, 'u').exec(f1) : null;
    return ownClauses((named ? afterName(f1.slice(named.index + name!.length)) : f1).replace(/[.!]+$/, '')).reduce(
      (acc, c) => {
        const joined = joinClause(acc.fit, c);
        // (A clause after one that did not fit is the rest's too: "Идвам у вас за прегледи, | ваксини … – подходящо за …
        // животни, | които се стресират в клиника" is never «Идвам у вас за прегледи, които се стресират в клиника.»)
        return acc.fit && (countWords(joined) > 16 || acc.rest)
          ? { fit: acc.fit, rest: joinClause(acc.rest, c) }
          : { fit: joined, rest: acc.rest };
      },
      { fit: '', rest: '' },
    );
  };
  // (The owner's lines that keep the verb before the things it sells, "Продаваме фураж, цимент и тухли.".)
  const soldLists = new Set<string>();
  const readSentence = (raw: string) => {
    // ("… идвам и на адрес тел" of "… на адрес тел 0888 …": the word that led to the number goes with it.)
    const s = fitClauses(raw).fit.replace(/\s+(?:тел|телефон|gsm)\.?(?=[.!]?$)/iu, '');
    // "Гаранция 2 години" is short and says a lot; three words need a number to be a fact.
    // "Бързо и евтино", "Изкупуваме цели колекции": three words are the owner's claim; "Записване по телефона" is the call.
    if (!(
      s &&
      (countWords(s) >= 3 || (countWords(s) >= 2 && /\d/.test(s))) &&
      countWords(s) <= 16 &&
      !(countWords(s) <= 4 && CTA_WORD_RE.test(s))
    ))
      return '';
    // "(Аптеката) вече работи и в неделя": the business's own verb, said as "we" ("Вече работим и в неделя").
    const we = firstPerson
      ? s
      : s
          .replace(
            // (…after the region typed with no comma: "в с. Арда, Смолянско прави сирене" is "Правим сирене".)
            /^(?:\p{Lu}\p{Ll}+(?:ско|шко|цко)\s+)?((?:вече|също|сега|отново)\s+)?(работи|търси|приема|предлага|доставя|прави|изработва|ремонтира|продава|организира|обслужва|поддържа|отваря|поема|изготвя|предоставя|извършва|осигурява|изкупува|монтира)(?=\s)/iu,
            (_m, lead: string | undefined, v: string) => `${lead ?? ''}${v}${/и$/iu.test(v) ? 'м' : 'ме'}`,
          )
          // ("(Фермата …) е отворена за посетители всяка събота и неделя": what the business is, as "we" too, "Отворени
          // сме за посетители …", never "Е отворена …".)
          .replace(
            /^(?:е|са)\s+(?:(\p{Ll}{2,}[аеиоуъюя])(на|но|ни|та|то|ти|т)|(\p{Ll}{3,})(ен|ан|ян))(?=\s+(?:за|в|във|на|от|до|с|със|през|всеки|всяка|всяко|целогодишно|денонощно|само)\s)/u,
            (_m, stem?: string, end?: string, root?: string, suffix?: string) =>
              `${stem ? `${stem}${/^т/u.test(end!) ? 'ти' : 'ни'}` : `${root}${suffix![0]}ни`} сме`,
          );
    // ("Продаваме фураж, цимент, тухли": the things the verb takes, bare and listed, are no sentence without it;
    // «Продаваме фураж, цимент и тухли.», never «Фураж, цимент, тухли.».)
    const sold = new RegExp(`^(${SOLD_RE.source.slice(1, -1)})\\s+(?!и\\s)(.+)$`, 'iu').exec(we.replace(/[.!]+$/u, ''));
    const things = sold ? sold[2]!.split(/,\s*/u) : [];
    if (
      sold &&
      sold[2]!.includes(',') &&
      things.length >= 2 &&
      things.every((t) => /^\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,3}$/u.test(t)) &&
      // (…things, never how: "шоу под музика, с лиценз".)
      !things.some((t) =>
        /^(?:с|със|за|на|от|в|във|по|до|при|без|под|над|през|само|и|или|както|включително|дори)\s/u.test(t),
      ) &&
      !things.some((t) => t.split(/\s+/u).some((w) => isOwnVerb(w) || isFirstPersonVerb(w)))
    ) {
      const verb = lc(sold[1]!);
      const line = `${capFirst(firstPerson ? verb : (SOLD_WE[verb] ?? verb))} ${listOf(things)}.`;
      soldLists.add(line);
      return line;
    }
    return (
      capFirst(
        we
          // ("Продаваме и капия за печене …": the verb with its "и" says it is more, never "И капия …".)
          .replace(/^(?:продавам|предлагам|правя|пека|изработвам|готвя|продаваме|правим|изработваме)\s+(?!и\s)/i, '')
          .replace(/^(работя|идвам|изпращам|доставям|имам|пътувам|обслужвам)(?=\s)/i, (v) =>
            firstPerson ? v : (WE[v.toLocaleLowerCase('bg-BG')] ?? v),
          ),
      )
        // ("… директно от пещта в с. Бели Осъм, Троянско": the village's region, left after its village is taken out, is
        // the introduction's, «в село Бели Осъм, Троянско», never «… директно от пещта, Троянско.».)
        .replace(/,\s*(\p{Lu}\p{Ll}+(?:ско|шко|цко))\s*[.!]?$/u, (m, r: string) => (isRegionName(r) ? '' : m))
        .replace(/[,;:\s–—-]+$/u, '') + '.'
    );
  };
  // A sentence that only lists the services again, or says "шия и поправям" beside our "we", adds nothing.
  // (Only the services the ad lists: "идвам с буса до вас" read into the services list is no service, so it is said here.)
  const listedServices = [
    `${service}${serviceHow}`,
    offering,
    ...servicesAll.filter((x) => services.includes(low(x)) || CLAIM_RE.test(x)),
    offer,
  ];
  const said = new Set(keywordsOf(...listedServices).concat(contentWords(listedServices.join(' '))));
  const adds = (p: string) => {
    // ("Шах за деца …": a three-letter noun may be the owner's whole trade.)
    const words = wordsOf(p).filter((w) => w.length >= 4 || (w.length === 3 && !SHORT_GLUE.has(w)));
    // ("Шофьорски курсове категория В в Кърджали и Момчилград." after «Предлагаме шофьорски курсове категория В.»: the
    // service said again with only its towns adds nothing the place does not say.)
    const where = service ? new RegExp(`^${escapeRe(lc(service))}\\s+(?:в|във)\\s+(.+?)[.!]?$`, 'u').exec(lc(p)) : null;
    return (
      Boolean(p) &&
      !isFragment(p) &&
      (firstPerson || !opensFirstPerson(p)) &&
      !(where && onlyTowns(capFirst(where[1]!))) &&
      words.filter((w) => !said.has(w)).length >= Math.max(1, words.length * 0.4)
    );
  };
  // "Семеен хотел „Орехите“ в Рибарица – 2 нощувки със закуска и вечеря за 150 лв": when the whole adds
  // nothing, the part after the dash is read on its own, so the name and the town before it do not take the
  // owner's main fact with them; the part before it only when it is not who they are ("Електротехник с …").
  // ("Правим ефектите безопасно, | и на закрито", "… над 20 000 песни, | вкл. българска естрада": a clause that goes on
  // the one before it is no line of its own.)
  // ("… да хранят агънцата, | и да опитат прясно сирене": nor is one that goes on what the guests come to do.)
  // (…nor a participle or the kinds of the thing before the comma: "…, изкопана в скалата", "…, градски и планински".)
  const elliptic = (clause: string) =>
    /^(?:и\s+(?:на|в|във|за|с|със|по|при|от|до|през|да)|да|вкл\.?|включително|както\s+и|дори)(?=\s)/iu.test(clause) ||
    PARTICIPLE_CLAUSE_RE.test(clause) ||
    KINDS_AFTER_RE.test(clause.split(/,\s+/)[0]!) ||
    // (…nor the last things of a list cut at its comma, kinds and their noun: "… за ресторанти, строителни и медицински
    // фирми" is never «Строителни и медицински фирми.» alone.)
    KINDS_AND_NOUN_RE.test(clause.replace(/[.!]+$/u, ''));
  const userSentences = described.map(withoutHomePlace).flatMap((raw) => {
    const whole = readSentence(raw);
    const rest = ownHow(fitClauses(raw).rest);
    // ("правя гражданска, каско и застраховка на жилище, сравнявам 8 компании …": the things the service line lists
    // are not said again before what the owner does next.)
    // (…only before the owner's next verb: "Разсад домати, пипер и краставици" lists on.)
    const listedFirst = (x: string) =>
      Boolean(service) &&
      lc(x).startsWith(`${lc(service)}, `) &&
      [isOwnVerb, isFirstPersonVerb].some((is) => is(x.slice(service.length + 2).split(/\s+/u)[0] ?? ''));
    const unlisted = (x: string) => (listedFirst(x) ? capFirst(x.slice(service.length + 2)) : x);
    if (listedFirst(whole))
      return [unlisted(whole), rest && !elliptic(rest) ? readSentence(rest) : ''].filter(
        (x) => countWords(x) >= 3 && adds(x),
      );
    if (adds(whole)) return rest && !elliptic(rest) && adds(readSentence(rest)) ? [whole, readSentence(rest)] : [whole];
    // ("Транспорт на коне … в страната и чужбина, специализирано ремарке": the service said, what follows its comma
    // is still the owner's own fact.)
    // (Two words are a fact when they are a thing and its kind: "специализирано ремарке".)
    // ("местим мебели, гардероби, спални, кухни, и разглобяваме …": the lone nouns after the first comma are more of
    // what the service's verb takes, no fact of their own; what the owner does next is.)
    const afterService = raw
      .split(/,\s+/)
      .slice(1)
      .join(', ')
      .replace(/^(?:\p{Ll}{3,}(?:,\s*|\s+и\s+))+(?:и\s+)?(?=(\p{L}+))/u, (m, next: string) =>
        m.split(/[\s,]+/).some((w) => isOwnVerb(w) || isFirstPersonVerb(w)) ||
        !(isOwnVerb(next) || isFirstPersonVerb(next))
          ? m
          : '',
      )
      // (…and so are nouns listed up to a dash, "кранове и селскостопанска техника – идваме на място …": what follows it
      // is the fact.)
      .replace(NOUNS_LISTED_DASH_RE, (m, list: string) =>
        list.split(/[\s,]+/u).some((w) => isOwnVerb(w) || isFirstPersonVerb(w)) ? m : '',
      );
    const kindOf = /^\p{L}{4,}(?:но|на|ан|ян|ен|ни|ски|ска|ско|ов|ова|ит)\s+\p{L}{4,}[.!]?$/u.test(afterService)
      ? `${capFirst(afterService.replace(/[.!]+$/, ''))}.`
      : '';
    // ("…, а брат ми държи автосервиз в Бургас": a clause of contrast is about someone else.)
    const how = ownHow(afterService);
    const after = unlisted(
      kindOf || (/^(?:а|но|ала|обаче|докато)\s/iu.test(how) || elliptic(how) ? '' : readSentence(how)),
    );
    if (after && adds(after)) return [after];
    // ("Само при сняг, декември – март, всеки ден 10–16 ч": a dash between two months or days is their span, no clause's
    // end; the line is never «Март, всеки ден 10–16 ч.»; said whole.)
    if (SPAN_RE.test(raw)) return countWords(whole) >= 4 && !isFragment(whole) ? [whole] : [];
    const parts = raw.split(/\s+[–—]\s+/);
    if (parts.length !== 2 || countWords(parts[0]!) > 8 || countWords(parts[1]!) < 3) return [];
    const head =
      startsWithBusinessNoun(parts[0]!) || isAgentNoun(parts[0]!.split(/\s+/)[0]!) ? '' : readSentence(parts[0]!);
    return [head, readSentence(parts[1]!)].filter(adds);
  });
  // Only what the owner wrote: a trade's stock perks ("Използваме брашно от български мелници") read
  // as the business's own claims, and two reviews of unseen briefs found them false or unpromised.
  // "10 години опит" or "гаранция 2 години" typed among the services is a reason to trust, not a service.
  // "Електротехник с 15 години опит – …" says it inside the opening: it is said on its own too.
  const years =
    /(?:^|\s)(?:с\s+)?((?:над\s+|повече\s+от\s+)?\d+\s+(?:години|год\.)\s+(?:опит|гаранция)|гаранция\s+\d+\s+(?:години|месеца))/iu.exec(
      d.BusinessDescription ?? '',
    )?.[1];
  // "Над 20 години опит" typed among the services and found in the opening is one claim, said once.
  const claimList = uniq([...servicesAll.filter((x) => CLAIM_RE.test(x)), years ?? '']);
  const claims = claimList
    .filter((x) => !claimList.some((y) => y !== x && lc(y).includes(lc(x))))
    .map((x) => capFirst(x) + '.');
  // "Тандемни полети … с пилот с 15 години опит." already says "15 години опит.": said once.
  const bare = (x: string) => lc(x).replace(/[.!]+$/, '');
  // "Разчистваме мазета, тавани и апартаменти … и извозваме всичко" says "разчистване на мазета" in full:
  // it is the service's own line, never "Предлагаме разчистване на мазета." and then itself.
  const stemsOf = (x: string) => contentWords(x).map((w) => w.slice(0, 5));
  const covers = (p: string) => {
    const want = stemsOf(offering);
    // "Сменям водомери, …" says "смяна на водомери" in the owner's own verb.
    // ("Продаваме фураж, цимент и тухли" says "фураж" with the verb that sells it.)
    // ("Предлагаме разходки с коне в планината …" says the service "разходки с коне" in full.)
    const have = stemsOf(
      p.replace(/^(?:предлагаме|предлагам)\s+/iu, '').replace(/^\p{L}+\s*/u, (v) => {
        const noun = FIRST_PERSON_NOUNS[v.trim().toLocaleLowerCase('bg-BG')];
        return noun !== undefined ? `${noun} ` : soldLists.has(p) && SOLD_RE.test(v.trim()) ? '' : v;
      }),
    );
    // …opening with it: "Всички букети са ръчна изработка" is a claim about them, a proof of its own.
    return (
      want.length > 0 &&
      have[0] === want[0] &&
      want.every((w) => have.includes(w)) &&
      countWords(p) > countWords(offering) + 1 &&
      countWords(p) <= 16
    );
  };
  // …among all the owner's sentences: "Окачвам полилеи, лампи и LED ленти" repeats the service, so it is no proof.
  // …unless it is the offer itself ("Точим ножове … всяка събота, 3 € на нож"): the offer says it, once.
  const sameAsOffer = (p: string) => {
    const have = stemsOf(p);
    const inOffer = new Set(stemsOf(offer));
    return have.length > 0 && have.every((w) => inOffer.has(w));
  };
  const serviceLineTyped = described.map(readSentence).find((p) => covers(p) && !sameAsOffer(p)) ?? '';
  const servedTail = machineTail(serviceLineTyped, offering);
  const serviceLine = servedTail ? `${servedTail.head} – за ${listOf(servedTail.items)}.` : serviceLineTyped;
  // (…nor the part after its dash: "Агроном консултант – вземам почвени проби …" says it already.)
  // ("С. Брестово, обл. Ловеч." typed as a line of its own is where they are: the place says it.)
  const onlyWhere =
    /^(?:с\.|село|гр\.|град)\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:,\s*(?:обл\.|област|общ\.|община)\s*\p{Lu}\p{Ll}+)?[.!]?$/iu;
  const ownProofs = userSentences.filter(
    (u) =>
      u !== serviceLine &&
      !onlyWhere.test(u) &&
      // ("Търсим зоомагазини за дистрибутори", "Търся семейство, на което да помагам": whom the owner looks for
      // speaks to no customer.)
      !SEEKS_RE.test(u) &&
      // ("Обедни кутии за офиси, супа, основно и салата за 6,14 €" beside the offer of that price says the offer again.)
      !amountsOf(u).some((a) => amountsOf(offer).includes(a)) &&
      !(serviceLine && lc(serviceLine).includes(lc(u).replace(/[.!]+$/, ''))) &&
      // (…nor the owner's line as typed, which the service line says over: «… цилиндри – за багери, трактори и камиони.».)
      !(serviceLineTyped && lc(serviceLineTyped).includes(lc(u).replace(/[.!]+$/, ''))),
  );
  // …only in the owner's own voice ("Окачвам полилеи …", "Продавам люцерна …"), not a deal named after it ("Пакет сватба").
  const offerSaysService =
    !serviceLine &&
    (isOwnVerb(offer.split(/\s+/)[0] ?? '') || isFirstPersonVerb(offer.split(/\s+/)[0] ?? '')) &&
    covers(capFirst(offer.replace(/^(?:продавам|предлагам)\s+/iu, '')));
  // ("Общ. Карлово и околните села." cut from "в с. Баня, общ. Карлово …" is where they work, said so.)
  // ("София и Перник." typed as a line of its own is where they work, said so: "Работим в София и Перник.")
  // ("добрич, генерал тошево, балчик и селата." typed in lower case: the towns, written as towns are, and the villages
  // round them, "Работим в Добрич, Генерал Тошево, Балчик и селата.", never «Генерал тошево, балчик и селата.»)
  // (The towns of a line that is only towns and the area round them, written as towns are; null for any other line.)
  const townsIn = (u: string): string[] | null => {
    const parts = u
      .replace(/[.!]+$/u, '')
      .split(/\s*,\s*|\s+и\s+/u)
      .map((t) => t.replace(/^(?:гр\.|град)\s*/iu, ''));
    const said = parts.map((t) => townNamed(t) ?? (AREA_TAIL_RE.test(t) ? lc(t) : ''));
    return said.every(Boolean) && parts.some((t) => townNamed(t)) ? said : null;
  };
  // ("Обл. Ловеч и плетем кошници …", left of "Ние сме семейство Ракитови от с. Орешак, обл. Ловеч и …": the region is
  // said with the place; what they do is their line.)
  // ("Работим във Видин и Лом": the preposition fits the town it is said before.)
  const whereSaid = (u: string) => fixPrepositions(whereLine(u));
  const whereLine = (u: string) => {
    const towns = townsIn(u);
    // (…with the ad's own town first when the line was cut after it: "Добрич, генерал тошево …".)
    if (towns)
      return `Работим в ${listOf([
        ...(town && !towns.some((t) => lc(t) === lc(town)) && TOWNS.includes(town) ? [town] : []),
        ...towns,
      ])}.`;
    return (
      u
        .replace(/^(?:обл\.|област|общ\.|община)\s*\p{Lu}\p{Ll}+\s+и\s+(\p{L}+)(?=\s)/iu, (m, v: string) =>
          isFirstPersonVerb(v) || isOwnVerb(v) ? capFirst(v) : m,
        )
        .replace(
          /^(общ\.|обл\.|община|област)\s*(?=\p{Lu})/iu,
          (_m, w: string) => `Работим в ${/^общ/iu.test(w) ? 'община' : 'област'} `,
        )
        // ("Района на Шумен и Варна." left of "Ковач Марин, района на …" is where they work, said so.)
        .replace(/^(района|региона|околностите)\s+на\s+(?=\p{Lu})/iu, (_m, w: string) => `Работим в ${lc(w)} на `)
        // ("Квартал Левски, правя торти …", "Лозенец – за хора с цьолиакия …" cut from "в София, Лозенец – …": the
        // quarter is said with the place; the line is what follows it.)
        // ("Сливенско - мелим пълнозърнесто брашно …" cut from "в с. Жеравна, Сливенско - мелим …": the region too.)
        .replace(
          /^(?:(?:[Кк]вартал|[Кк]в\.|[Жж]\.\s?к\.?|[Жж]к|[Рр]айон|[Рр]-н)\s*\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?,\s+|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+[–—]\s+(?=(?:за|и|със?)\s)|\p{Lu}\p{Ll}{2,}(?:ско|шко|цко),?\s+[–—-]\s+)(?=\p{Ll})/u,
          '',
        )
        .replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('bg-BG'))
    );
  };
  // A line of the owner's that lists only what customers suffer from is what they help with: said by the service
  // line already ("помощ при …"), or said so ("При плоскостъпие, болки в петата" → "Помагаме при плоскостъпие, …").
  const helped = new Set(stemsOf(helps));
  const ailmentsOnly = (u: string) =>
    u
      .replace(/[.!]+$/u, '')
      .split(/\s*,\s*|\s+и\s+/u)
      .every(isAilment);
  const asHelp = (u: string) =>
    !ailmentsOnly(u)
      ? u
      : stemsOf(u).every((w) => helped.has(w))
        ? ''
        : `Помагаме при ${lowerFirst(u.replace(/^при\s+/iu, '').replace(/[.!]+$/u, ''), [])}.`;
  const proofs = uniq(
    [...ownProofs, ...claims.filter((c) => !ownProofs.some((u) => bare(u).includes(bare(c))))]
      .map(whereSaid)
      .map(asHelp)
      // ("…от София, кв. Люлин, и работим от 2012 г.": the clause said on its own drops the "и" that joined it.)
      // ("Аз съм Мария, на 26 г., детска учителка …": her age is no proof; what she is, is.)
      .map((p) =>
        p
          .replace(/^На\s+\d{2}\s*(?:г\.|год\.|години),\s+(?=\p{L})/u, '')
          .replace(/^И\s+(?=\p{Ll})/u, '')
          .replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('bg-BG')),
      ),
  ).slice(0, 2);
  // "деца и възрастни, безплатна консултация …": who it is for ends at the clause.
  // (…but for a clause that says which of them: "животни, които се стресират в клиника".)
  const audience = low(
    field((d.TargetAudience ?? '').split(/,\s+(?!(?:които|който|която|което)\s)|\s+[–—]\s+/u)[0], FACT_LIMITS.audience),
  );
  // Picture words are the named trade's, else the owner's own nouns: a trade the knowledge base only
  // guessed at ("настройка на пиана" → a music school) would show its guitars and notes.
  const visual = flavour?.visual?.filter((k) => typeof k === 'string' && k.length <= 40) ?? [];

  // "Шах за деца": the children are whom it is for, not what the ad shows (they drew a kids' party).
  const pictureTrade = trade.replace(FOR_PEOPLE_TAIL_RE, '');
  return {
    name,
    displayName,
    service,
    offering,
    trade,
    // (What they help with is said once: by the owner's own line when it names more.)
    services: proofs.some((p) => p.startsWith('Помагаме при')) ? services.filter((x) => x !== helps) : services,
    listed: own.map(low),
    offer: euroSpace(offer),
    offerHead: euroSpace(head),
    offerTail: euroSpace(tail),
    cta,
    promise,
    phone,
    otherPhone,
    network,
    location,
    locationPhrase: nearCue && lc(location).startsWith(lc(town)) ? `${nearCue} ${location}` : placePhrase(location),
    town,
    placeShort: beyondTown(location, town),
    townPhrase: town ? (nearCue ? `${nearCue} ${town}` : placePhrase(town)) : '',
    townListed: Boolean(town) && listedTown(town, typed),
    // (…and the second of two towns the place says, "Горна Оряховица и Лясковец", is where around it they work.)
    // (…and the region typed after the village: "село Хърсово, Шуменско".)
    area: town
      ? areaOf(town, typed) ||
        (location.startsWith(`${town} и `) ? location.slice(town.length + 1) : '') ||
        (location.startsWith(`${town}, `) && isRegionName(location.slice(town.length + 2))
          ? location.slice(town.length)
          : '')
      : '',
    title: name
      ? // ("Аз съм Мартин, професионален водолаз от Несебър": a title of up to three words; "Иван, копая
        // кладенци" is what he does, no title.)
        ((t) => (t && !SINGULAR_VERB_RE.test(t.split(' ')[0]!) && !isFirstPersonVerb(t.split(' ')[0]!) ? t : ''))(
          new RegExp(
            `(?<!\\p{L})${escapeRe(name)},\\s+((?:\\p{Ll}{3,}\\s+){0,2}\\p{Ll}{4,})(?=\\s+(?:в|във|от|край)\\s)`,
            'u',
          ).exec(typed)?.[1] ?? '',
        )
      : '',
    audience: countWords(audience) <= 10 ? audience : '',
    proofs,
    question,
    occasion: reasonOccasion(`${offer} ${d.BusinessDescription ?? ''}`, `${typed} ${trade} ${service}`),
    serviceLine,
    serviceHow,
    offerSaysService,
    nameWithTrade,
    care: careLine(flavour?.care ?? '', [...proofs, serviceLine]),
    category,
    flavour,
    // With no service or trade named, the owner's own opening names the pictures ("пека домашни лакомства за
    // кучета"); a shop window only when nothing they said can be drawn.
    typed,
    keywords: visual.length
      ? visual.slice(0, 6)
      : meantPictureWords(keywordsOf(service, pictureTrade, flavour?.noun.text ?? ''), typed)
          .concat(
            keywordsOf(service, trade).length
              ? []
              : keywordsOf(drawable(ownOpening)).length
                ? meantPictureWords(keywordsOf(drawable(ownOpening)), typed)
                : GENERIC_KEYWORDS,
          )
          .slice(0, 6),
    properNames,
    web: `${cta} ${promise}`.includes(web) ? '' : web,
    orPhone,
    firstPerson,
    personNamed: !(
      name &&
      !callsMe &&
      !fields.some((x) => PERSON_TITLE_RE.test(x)) &&
      new RegExp(`(?<!\\p{L})${escapeRe(name)},?\\s+(?:тел\\.?|телефон)`, 'u').test(typed) &&
      !/(?:[Аа]з\s+съм|[Кк]азвам\s+се)\s+\p{Lu}/u.test(typed)
    ),
    selfLine: firstPerson ? selfLineOf(d.BusinessDescription ?? '', d.BusinessName ?? '') : '',
    comesToYou,
    visitsYou: comesToYou && VISITS_YOU_RE.test(typed),
    food: Boolean(flavour && FOOD_TRADE_IDS.has(flavour.id)),
  };
}

/** "48,57 €" with a non-breaking space, however the field was cut and spaced: € never wraps from its number. */
// ("1.10 €" typed with a point is said and shown as Bulgarian writes it, "1,10 €".)
export const euroSpace = (s: string) =>
  s.replace(/(?<![\d.,])(\d{1,4})\.(\d{2})(?=\s*€)/g, '$1,$2').replace(/(\d)\s*€/g, '$1\u00a0€');
const META_RE =
  /(?:^|\s)(?:в\s+тази\s+кампания|този\s+месец\s+рекламираме|акцентът\s+в\s+тази\s+реклама|рекламата\s+е\s+насочена)(?!\p{L})/iu;
const KIND_ADJ = String.raw`\p{L}{2,}(?:[^и\P{L}]ни|ски|цки|шки|жки|ови|еви)`;
const KINDS_AND_NOUN_RE = new RegExp(`^${KIND_ADJ}(?:(?:,\\s*|\\s+(?:и|или)\\s+)${KIND_ADJ})+\\s+\\p{Ll}{3,}$`, 'iu');
const TOWNS_LC = TOWNS.map((t) => t.toLocaleLowerCase('bg-BG'));
/** A town as the gazetteer writes it, however the owner typed it ("генерал тошево" → "Генерал Тошево"). */
const townNamed = (t: string): string | undefined => TOWNS[TOWNS_LC.indexOf(t.trim().toLocaleLowerCase('bg-BG'))];
// "в Пловдив и региона", "в Шумен и селата наоколо", "в Пазарджик и цялата област": where around the town they serve.
const AREA =
  '(?:областта|околността|околностите|околията|региона|района|цялата\\s+област|селата(?:\\s+наоколо)?|околните\\s+села|близките\\s+села)';
const AREA_WORDS = `и\\s+${AREA}`;
// ("Самоков, Боровец, Костенец и района": the towns typed between are part of where they work.)
const AREA_RE = (town: string) =>
  new RegExp(
    `(?:(?:в|във|край|град)\\s+|гр\\.\\s*|,\\s*|^|[.!?]\\s+)${escapeRe(town)}((?:,\\s*\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?){0,4})\\s+(${AREA_WORDS})(?!\\p{L})`,
    'iu',
  );
// ("колене на прасета … в Монтана, Берковица и Вършец", "Ловеч, Троян, Априлци." typed as a line of its own: the towns
// listed after the ad's town are where it works too, said with it: «Пешо в Монтана, Берковица и Вършец.»)
const TOWNS_AFTER_RE = (town: string) =>
  new RegExp(
    `(?:^|[.!?]\\s+|(?:в|във|край)\\s+)${escapeRe(town)}((?:,\\s*(?:${ANY_TOWN}))*)(?:,\\s*|\\s+и\\s+)(${ANY_TOWN})(?!\\p{L})`,
    'iu',
  );
function townsAfter(town: string, typed: string): string {
  const m = TOWNS_AFTER_RE(town).exec(typed);
  if (!m) return '';
  const towns = [
    ...(m[1] ?? '')
      .split(',')
      .filter((t) => t.trim())
      .map(townNamed),
    townNamed(m[2]!),
  ];
  // (…but one town after a comma is the region of the place: "в с. Бистрица, Самоков".)
  if (towns.length === 1 && !/\sи\s+\S+$/u.test(m[0])) return '';
  return towns.every((t): t is string => t !== undefined)
    ? towns.length > 1
      ? `, ${listOf(towns)}`
      : `и ${towns[0]}`
    : '';
}
/** "Айтос и Карнобат", "Ямбол и селата наоколо": a clause that is only towns, and the area round them. */
// What round a town the owner also serves, said after it in a list: "… Балчик и селата".
const AREA_TAIL_RE = new RegExp(`^${AREA}$`, 'iu');
const ANY_TOWN = TOWNS_LC.map(escapeRe).join('|');
const TOWN_LIST_ONLY_RE = new RegExp(
  `^(?:${ANY_TOWN})(?:(?:,\\s*|\\s+(?:и|или)\\s+)(?:${ANY_TOWN}))*(?:\\s+${AREA_WORDS})?[.!]?$`,
  'iu',
);
const onlyTowns = (c: string) => TOWN_LIST_ONLY_RE.test(c.trim());
/** "… в Монтана", "Сандански": a clause that ends on a town's name. */
const TOWN_AT_END_RE = new RegExp(`(?<!\\p{L})(?:${ANY_TOWN})[.!]?$`, 'iu');
/**
 * "по Южното Черноморие - Созопол, Несебър, Поморие": the town typed in a list of three or more is one of the places
 * they work, no home ("в Пловдив и Асеновград" keeps its first as home).
 */
function listedTown(town: string, typed: string): boolean {
  const lt = town.toLocaleLowerCase('bg-BG');
  return [...typed.toLocaleLowerCase('bg-BG').matchAll(TOWN_LIST_RE)].some((m) => m[0].includes(lt));
}
const TOWN_ALTERNATIVES = TOWNS_LC.filter((t) => t.length > 3)
  .map(escapeRe)
  .join('|');
const TOWN_LIST_RE = new RegExp(
  `(?<!\\p{L})(?:${TOWN_ALTERNATIVES})(?:(?:,\\s*|\\s+и\\s+)(?:${TOWN_ALTERNATIVES})){2,}(?!\\p{L})`,
  'gu',
);

/**
 * "щраусова ферма край хасково", "рибарник до с. Ястребино": the owner's word for a place the business is near, not in,
 * said with the town («край Хасково», «до село Ястребино»), never «в Хасково». ("до" only before a village: "до Пловдив"
 * is where they go.) Empty where the owner also typed the town with "в".
 */
function nearWord(town: string, typed: string): string {
  if (!town) return '';
  const bare = escapeRe(town.replace(/^село\s+/u, ''));
  const near = new RegExp(
    `(?<!\\p{L})(край|близо\\s+до|в\\s+близост\\s+до|недалеч\\s+от|до)\\s+((?:с\\.|село)\\s*)?${bare}(?!\\p{L})`,
    'iu',
  ).exec(typed);
  if (!near || (/^до$/iu.test(near[1]!) && !near[2])) return '';
  if (new RegExp(`(?<!\\p{L})(?:в|във|гр\\.|град)\\s+(?:(?:с\\.|село)\\s*)?${bare}(?!\\p{L})`, 'iu').test(typed))
    return '';
  return near[1]!.toLocaleLowerCase('bg-BG').replace(/\s+/gu, ' ');
}

/** Where around the town they work: " и региона", or ", Боровец, Костенец и района" (the towns keep their capitals). */
function areaOf(town: string, typed: string): string {
  const m = AREA_RE(town).exec(typed);
  if (!m) return townsAfter(town, typed);
  const towns = (m[1] ?? '').replace(/\s*,\s*/g, ', ');
  return `${towns}${towns ? ' ' : ''}${m[2]!.toLocaleLowerCase('bg-BG')}`;
}
// "Отворено събота и неделя 10-17 ч.", "Работим всеки ден от 11 до 20 ч.": when to come.
const HOURS_RE =
  /(?:отворено|отворени|работим|работно\s+време)[^.!?\d]{0,40}(?:от\s+)?\d{1,2}(?:[.:]\d\d)?\s*(?:ч\.?\s*)?(?:-|–|до)\s*\d{1,2}(?:[.:]\d\d)?(?:\s*ч\.?)?/iu;
const WEB_RE =
  /(?<![\w.@])(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*\.(?:bg|com|eu|net|org|shop|store)(?:\/[^\s,]*)?|(?<![\w.])@[a-z0-9_.]{2,29}[a-z0-9_]/i;
const CTA_WORD_RE =
  /(?:^|\s)(?:обадете|обади|звъннете|звънни|пишете|пиши|поръчайте|поръчай|запишете|запиши|резервирайте|посетете|заповядайте|запазете|записване|поръчки)(?!\p{L})/iu;
const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE_DIGITS_RE = /(?:\+359|00359|0)(?:[\s-]?\d){8,9}/g;
// An owner who writes "we" anywhere is a team, whatever else they say in the first person.
// ("Звъннете ни: 0885 …", "Посетете ни": the owner's own "us".)
const CALL_US = String.raw`(?:звъннете|звънете|позвънете|обадете\s+се|пишете|посетете|потърсете)\s+ни`;
const WE_RE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:ние|нашият|нашата|нашето|нашите|нашия|предлагаме|работим|имаме|правим|идваме|доставяме|изпращаме|очакваме|сме|${CALL_US})(?!\p{L})`,
  'iu',
);
// "We" said outright, not only "our" (a studio's "нашия гардероб").
const WE_VERB_RE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:ние|нас|предлагаме|работим|имаме|правим|идваме|доставяме|изпращаме|очакваме|сме|\p{Ll}{3,}(?:аме|яме)|${CALL_US})(?!\p{L})`,
  'iu',
);
export const PERSON_TITLE_RE =
  /(?:^|[\s.,–—-])(?:[Тт]реньор(?:ка)?|[Мм]айстор|[Ии]нструктор(?:ка)?|[Фф]отограф|[Фф]ризьор(?:ка)?|[Мм]асажист(?:ка)?|[Уу]чител(?:ка)?|[Пп]реподавател(?:ка)?|[Лл]огопед|[Пп]сихолог|[Кк]апитан|[Хх]удожни(?:к|чка)|[Пп]ревод(?:ач|ачка)|[Сс]четоводител(?:ка)?|[Шш]ивачка|[Пп]едагог|[Аа]ниматор(?:ка)?|[Ее]кскурзовод|[Пп]илот)\s+\p{Lu}\p{Ll}+(?=[\s,.]|$)/u;
const WE: Record<string, string> = {
  работя: 'работим',
  идвам: 'идваме',
  изпращам: 'изпращаме',
  доставям: 'доставяме',
  имам: 'имаме',
  пътувам: 'пътуваме',
  обслужвам: 'обслужваме',
};
// What a day is plainly a reason to buy ("козунаци" for Easter, "рози" for Valentine's): its stems.
const DAY_WARES: Record<string, RegExp> = {
  великден: /козунак|агне|агнета|агнешк|яйц|великденск|пасхал/iu,
  коледа: /коледн|елх|пуйк|подаръ|играчк|украс|сурвачк|бъдни/iu,
  'нова година': /новогодишн|сурвачк|заря|фойерверк|пиротехн|елх|празничн/iu,
  'свети валентин': /рози|цвет|букет|бонбон|шоколад|подаръ|романтичн|вечеря/iu,
  '14 февруари': /рози|цвет|букет|бонбон|шоколад|подаръ|романтичн|вечеря/iu,
  '8 март': /рози|цвет|букет|лале|бонбон|шоколад|подаръ/iu,
  '1 март': /мартениц/iu,
  'баба марта': /мартениц/iu,
  никулден: /шаран|риба|рибн/iu,
  'трифон зарезан': /вино|вина|винар|лоз/iu,
  бабинден: /акуш|бебе|бебешк/iu,
  'първият учебен ден': /ученич|учебни|раниц|тетрад/iu,
  'абитуриентският бал': /рокл|грим|прическ|костюм|лимузин|бал/iu,
  балът: /рокл|грим|прическ|костюм|лимузин|абитуриент/iu,
  хелоуин: /костюм|тикв|маск/iu,
};
/**
 * The day the ad may open with ("Наближава Великден?"): one the owner says the thing is for, "агнета за Великден",
 * "За Никулден печем шаран"; a day that only times the deal, "готови за нов дом до Великден" of puppies, "до Коледа -10%
 * на труда" of a car service, opens with it only when what is sold is that day's own ("козунаци … до Великден").
 */
const reasonOccasion = (text: string, wares: string): string => {
  const day = occasionOf(text);
  if (!day) return '';
  const m = OCCASION_RE.exec(text)!;
  if (/^[^\p{L}]?за\s/iu.test(m[0]) || /^black\s+friday$/iu.test(day)) return day;
  return DAY_WARES[day.toLocaleLowerCase('bg-BG')]?.test(wares) ? day : '';
};
// The owner's verbs that sell or make what follows: "Продаваме фураж …", "Печем хляб …".
const SOLD_RE =
  /^(?:продавам|предлагам|правя|пека|изработвам|готвя|продаваме|предлагаме|правим|печем|изработваме|готвим)$/iu;
// The owner's "I" of a verb that sells or makes, as our "we": "продавам" → "продаваме".
const SOLD_WE: Record<string, string> = {
  продавам: 'продаваме',
  предлагам: 'предлагаме',
  правя: 'правим',
  пека: 'печем',
  изработвам: 'изработваме',
  готвя: 'готвим',
};
// "по селата около Ловеч", "в Русе и Мартен": where the business goes, more than its town ("Пловдив и областта" the intro says).
const SERVES_AREA_RE =
  /(?:^|\s)(?:(?:по|из)\s+(?:селата|домовете|района|областта)|около\s+\p{Lu}|\p{Lu}\p{Ll}+\s+и\s+\p{Lu}\p{Ll}+)(?!\p{L})/u;
const SERVES_RE =
  /(?:^|\s)(?:достав\p{L}*|изпраща\p{L}*|обслужва\p{L}*|работим|работя|идваме|идвам|пътуваме|пътувам)(?!\p{L})/iu;
// "ръчна изработка", "бързо идваме" typed among the services are what the owner promises, not things to buy.
const CLAIM_RE =
  /(?:^|\s)(?:опит|гаранция|гаранционн\p{L}*|ръчна\s+изработка)(?!\p{L})|^\p{L}{3,}о\s+\p{L}{3,}(?:аме|яме|им|ем|ам|ям)$/iu;
// "Шия и поправям дрехи": an owner's first-person verb ("правя", "поправям", "организирам") opens it.
const opensFirstPerson = (s: string) => {
  const first = s.trim().split(/\s+/)[0] ?? '';
  return /^(?:работя|нося|водя)$/iu.test(first) || SINGULAR_VERB_RE.test(first) || isFirstPersonVerb(first);
};
/**
 * "Аз съм Теди и …", "аз съм бай Кольо от с. Горна Малина и …", "Ние сме семейство Ракитови от с. Орешак, обл. Ловеч
 * и …": who the owner is, with a title and where they are
 * from, before what they do.
 */
const WHO_OPENS_RE =
  /^\s*(?:аз\s+съм|ние\s+сме)\s+(?:(?:бай|баба|дядо|майстор|чичо|леля|кака|семейство|фамилия)\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:\s+от\s+(?:(?:с|гр)\.\s*|село\s+|град\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:,\s*(?:обл\.|област|общ\.|община)\s*\p{Lu}\p{Ll}+)?)?(?:\s+и|,)\s+/iu;

/** "Правя мебели от масивна дървесина по поръчка – маси, …": the owner's own opening clause, three to twelve words. */
/** (`fewest` words: a deed may be two, "Дресирам кучета"; a line to say is three or more.) */
function selfLineOf(description: string, name: string, fewest = 3): string {
  // "Аз съм Кирил и зидам каменни огради …": what he does, after who he is; "Акордьор на пиана Георги
  // Ненов - настройвам пиана … в гр. Сливен и Ямбол": after his title and name ("в Сливен", spoken as said).
  const clauses = description
    .replace(WHO_OPENS_RE, (m) => (/,\s+$/u.test(m) ? m : ''))
    .replace(/(?<!\p{L})гр\.\s*(?=\p{Lu})/gu, '')
    .replace(/(?<!\p{L})с\.\s*(?=\p{Lu})/gu, 'село ')
    .split(/(\s[–—-]\s|[,.;:!?])/)
    // ("Плета ръчно чорапи, шалове и детски жилетки от вълна": a list after the verb, up to its "и", is one clause
    // with it.)
    .reduce<string[]>((acc, c, i, all) => {
      if (i % 2 === 1) return acc;
      const last = acc.length - 1;
      const listed = all[i - 1] === ',' && /\s(?:и|или)\s/u.test(c) && countWords(c) <= 7;
      return listed && last === 0 && opensFirstPerson(acc[0]!) ? [`${acc[0]}, ${c.trim()}`] : [...acc, c.trim()];
    }, []);
  // (Only after who they are: "Стари радиа и грамофони - реставрирам …" names the thing the verb needs.)
  const who = (c: string) =>
    (Boolean(name) && c.toLocaleLowerCase('bg-BG').includes(name.toLocaleLowerCase('bg-BG'))) ||
    isAgentNoun(c.split(/\s+/)[0] ?? '') ||
    /^(?:аз\s+съм|казвам\s+се)\s/iu.test(c);
  const said =
    clauses[0] && opensFirstPerson(clauses[0])
      ? clauses[0]
      : clauses[0] && clauses[1] && who(clauses[0]) && opensFirstPerson(clauses[1])
        ? clauses[1]
        : '';
  // ("подковавам коне и магарета ковач петко велико търново …" typed in one breath ends at the name.)
  const at = name ? said.toLocaleLowerCase('bg-BG').indexOf(name.toLocaleLowerCase('bg-BG')) : -1;
  // ("имам сервиз за мотокари „Мотокар Сервиз Русе“": and before the quote it is typed in.)
  const clause = at > 0 ? said.slice(0, at).replace(/[\s„"«“”»'–—-]+$/u, '') : said;
  const words = countWords(clause);
  // ("Пращам с Еконт" is how the jar travels, not who the owner is.)
  return words >= fewest &&
    words <= 12 &&
    opensFirstPerson(clause) &&
    !/\d/.test(clause.replace(YEARS_AT_IT_RE, '')) &&
    !/^(?:пращам|изпращам|доставям|пращаме|изпращаме|доставяме)\s+(?:с|със|до|по)\s/iu.test(clause)
    ? capFirst(clause.replace(/(?:\s*\p{Extended_Pictographic}\uFE0F?)+$/u, ''))
    : '';
}

/**
 * The trade's stock care line, less what the owner's own words say again: "Грижим се за прясната
 * закуска всяка сутрин" before "Печем всяка сутрин с масло" said the mornings twice, so it ends at
 * "закуска". Two words in a row said again (one of them a content word) end it there, or drop it
 * when fewer than two words would be left.
 */
function careLine(care: string, said: string[]): string {
  const theirs = said.map((x) => ` ${wordsOf(x).join(' ')} `);
  const mine = care.split(/\s+/).filter(Boolean);
  const plain = wordsOf(care);
  if (plain.length !== mine.length) return care;
  const at = plain.findIndex(
    (a, i) =>
      i + 1 < plain.length &&
      (a.length >= 4 || plain[i + 1]!.length >= 4) &&
      theirs.some((t) => t.includes(` ${a} ${plain[i + 1]} `)),
  );
  if (at < 0) return care;
  // ("бързото и безопасно | преместване на вашите вещи" cut where the service said it: adjectives left without their
  // noun say nothing, "Грижим се за бързото и безопасно.")
  const kept = mine.slice(0, at);
  return at >= 2 && !/^(?:\p{L}{3,}(?:но|ни|ен)|и|или|на|за|с)$/iu.test(kept.at(-1)!) ? kept.join(' ') : '';
}

const wordsOf = (s: string) =>
  s
    .toLocaleLowerCase('bg-BG')
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
const SHORT_GLUE = new Set([
  'със',
  'във',
  'при',
  'над',
  'под',
  'без',
  'към',
  'или',
  'как',
  'кой',
  'коя',
  'кое',
  'все',
  'вие',
  'ние',
  'той',
  'тя',
  'сме',
  'съм',
  'ще',
  'има',
  'нас',
  'вас',
  'ако',
  'още',
  'две',
  'три',
  'час',
  'ден',
  'лв',
  'евро',
]);
const contentWords = (s: string) => wordsOf(s).filter((w) => w.length >= 4);
const uniq = (xs: string[]) => xs.filter((x, i) => x && xs.indexOf(x) === i);
const COMES_TO_YOU_RE =
  /(?:^|[^\p{L}])(?:докарва\p{L}*|в\s+дома\s+(?:им|ви)|карам\s+вашата|аварийна\s+бригада|работим\s+в\s+цяла|за\s+вашата\s+сватба|на\s+вашето\s+(?:събитие|парти|тържество)|поръчки\s+(?:на|в)\s+(?:www\.)?[a-z0-9-]+\.(?:bg|com)|поръчки\s+(?:на|в)\s+(?:@|инстаграм|фейсбук|instagram|facebook)|разхождам|взимам|вземам|между\s+гост\p{L}*|по\s+(?:имейл|и-мейл|e-mail|email|поща)|изпращате\s+ми|докарам|докараме|по\s+кошарите|(?:в|на)\s+(?:полето|нивата|нивите|полетата)|от\s+вашия\s+(?:имот|двор)|двора\s+ви|изпращам|изпращаме|идвам|идваме|идва|пристигам|пристигаме|на\s+адрес|от\s+адрес|по\s+домовете|до\s+(?:вашия\s+)?адрес|до\s+фермата|пътна\s+помощ|репатрак|вземам\s+и\s+връщам|вземаме\s+и\s+връщаме|с\s+бус|до\s+вас|при\s+вас|на\s+място\s+при|онлайн|online|с\s+доставка|доставяме|доставка\s+(?:до|в)|доставка\s+на\s+(?:храна|суши|пица|пици|обяд|обеди|менюта)|доставка\s+на\s+(?:\p{L}+\s+){0,2}(?:вода|дърва|пелети|въглища|пясък)(?!\p{L})|цяла(?:та)?\s+(?:страна|България)|изнесен|возим|возя|в\s+дворове|у\s+вас|пращаме|пращам|разтоварваме|караме|оглед\s+на\s+(?:място|залата|обекта|терена)|на\s+обекта|(?:на|у)\s+дома(?:\s+ви)?(?=\s*(?:[|,.;!?]|$))|монтаж\p{L}*|монтира\p{L}*|преместван\p{L}*|хамал\p{L}*|(?:за|на)\s+(?:сватби|сватбата|събития|събитието|тържества|тържеството|фирмени\s+партита)|на\s+(?:нивата|полето|пътя)|аерация|косене|и\s+(?:района|региона|околията|околностите|околните\s+села|селата\s+наоколо)|обслужва\p{L}*\s+(?:и\s+)?(?:селата|с\.|района|околните|цял\p{L}*)|мобил(?:ен|на|но|ни)(?!\p{L})(?!\s+(?:телефон|апарат|устройств|оператор))|(?:от|в)\s+дворове|пънове|гробове|изкоп\p{L}*|багер\p{L}*|миене\s+на\s+(?:прозорци|фасади|панели|фотоволтаични)|поддръжка\s+на\s+(?:басейни|градини|дворове)|кастрене|резитба|маркира\p{L}*|калибриране|в\s+(?:къщи|домове|офиси)(?!\p{L})|\p{L}+(?:ане|ене|яне)\s+(?:\p{L}+\s+){0,3}на\s+място(?=[\s,.;]|$)|на\s+място\s+(?:във?|на)\s|(?:с|със)\s+дрон\p{L}*|(?:по|с|със)\s+(?:еконт|спиди|куриер)|пръска(?:не|ме|м)(?!\p{L})|посещени\p{L}*\s+(?:на|по)\s+(?:място|адрес|домовете))/iu;
/** Words of an owner whose customers come to them: an invitation, a street, a room or a shop of theirs. */
const RECEIVES_RE =
  /(?<!\p{L})(?:заповядайте|заповядай|елате|посетете|наминете|отбийте\s+се|очакваме\s+ви|очаквам\s+ви|ул\.|улица|бул\.|булевард|пл\.|площад|магазин(?:а|ът|че|чето)?|ателие(?:то)?|салон(?:а|ът)?|студио(?:то)?|кабинет(?:а|ът)?|клиника(?:та)?|сервиз(?:а|ът)?|работилница(?:та)?|бутик(?:а|ът)?|кафене(?:то)?|ресторант(?:а|ът)?|механа(?:та)?|пицария(?:та)?|сладкарница(?:та)?|пекарна(?:та)?|хотел(?:а|ът)?|къща(?:та)?\s+за\s+гости|вила(?:та)?|хижа(?:та)?|клуб(?:а|ът)?|школа(?:та)?|павилион(?:а|ът)?|щанд(?:а|ът)?|пазар(?:а|ът)?|аптека(?:та)?|заведение(?:то)?|мелница(?:та)?|дестилерия(?:та)?|розоварна(?:та)?|мандра(?:та)?|изба(?:та)?|винарна(?:та)?|читалище(?:то)?|корт(?:а|ът|ове|овете)?|къщичк\p{L}*|стаи(?:те)?|почивна\s+станция|лагер(?:а|ът)?|(?:на|във)\s+фермата|ферма(?:та)?\s+ни|(?<!(?<!\p{L})на\s)база(?:та)?|амбулатория(?:та)?|парк(?:а|ът)?|стрелбище(?:то)?|рибарник(?:а|ът)?|рибарство(?:то)?|пристанище(?:то)?|лифт(?:а|ът)?|посещени\p{L}*|дегустаци\p{L}*|нощувк\p{L}*|вход\s+\d|(?:в|на)\s+офиса|офис(?:а|ът)?\s+(?:ни|ми)|в\s+центъра|до\s+(?:гарата|пазара|църквата|кметството|общината|болницата|училището))(?!\p{L})/iu;
// ("ние я чистим и пържим на място", "може да вземете на място": done or taken where the business is, no visit.)
const VISITS_YOU_RE =
  /(?<!\p{L})(?:идвам|идваме|пристигам|пристигаме|на\s+адрес|до\s+(?:вашия\s+)?адрес|при\s+вас|у\s+вас|до\s+вас|(?<!(?<!\p{L})(?:пърж|печ|гот|приготв|сервир|взем|взим|консум|хапн|опит)\p{L}*\s+)на\s+място|мобил(?:ен|на|но|ни)|с\s+бус\p{L}*)(?!\p{L})/iu;
// A cobbler's or a dry cleaner's is walked into, though it is filed with the trades for the home.
// (Bees, hives and chicks sold to farmers sit with the food trades but are eaten by nobody: no "Специалитетът ни".)
const FOOD_TRADE_IDS = new Set(
  FOOD_TRADES.map((c) => c.id).filter((id) => !['beekeeping', 'beekeeping-supplies', 'poultry'].includes(id)),
);
const HOME_TRADE_IDS = new Set(HOME_TRADES.map((c) => c.id).filter((id) => id !== 'shoe-repair' && id !== 'laundry'));
// A taxi, a tow truck or party animators come to the customer too ("Очакваме ви" for a taxi).
// (…and so does one who trims a farm's hooves.)
const ON_THE_ROAD_IDS = new Set(['taxi', 'towing', 'kids-party', 'hoof-care']);

/** Whether `word` stands in `text` as a word of its own somewhere other than at the start of a sentence. */
function typedMidSentence(text: string, word: string): boolean {
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const before = text.slice(0, i);
    if (/[\p{L}\d]$/u.test(before) || /\p{L}/u.test(text[i + word.length] ?? '')) continue;
    if (before.trim() && !/[.!?]\s*$/.test(before)) return true;
  }
  return false;
}
