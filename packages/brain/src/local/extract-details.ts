/**
 * The local details extractor: reads a (possibly edited) Bulgarian ad description and returns the
 * eight business fields as short phrases taken from the text. Rule-based, a few milliseconds, and
 * it never throws: a field it cannot find is "".
 */
import type { BusinessDetails } from '@reklamo/contract';
import { BUSINESS_KB, BUSINESS_NOUNS, findCategory, isWorkshopNoun } from './business-kb.ts';
import { findLocation, findPlaces, isRegionName } from './find-location.ts';
import { DISTRICTS, RESORTS, TOWNS } from './gazetteer.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { pricesInFigures } from './number-words.ts';
import { isRunOn, MONTH_WORD_RE, punctuateRunOn } from './run-on.ts';
import {
  ABROAD,
  ADDRESS_CUE_RE,
  CALL_OPENING_RE,
  cap,
  andList,
  cleanInput,
  FIELD_MAX_CHARS,
  OFFER_MAX_CHARS,
  hasPlaceholder,
  isCapitalized,
  isLatin,
  escapeRe,
  nameAsObject,
  GENERIC_DEED_RE,
  isAgentNoun,
  isFirstPersonVerb,
  SINGULAR_VERB_RE,
  YEARS_AT_IT_RE,
  isOwnVerb,
  MANNER_ONLY_RE,
  NOT_SOLD_RE,
  OCCASION_RE,
  PHONE_GLYPH_RE,
  SEEKS_RE,
  SOLD_BY,
  SOLD_BY_HEAD_RE,
  splitSentences,
  splitServiceList,
  stem5,
  stripPlaceholders,
  tidy,
  tokenize,
  CUT_ADJECTIVE_RE,
  SHARED_NOUN_AFTER_RE,
  notANounPhrase,
  toCustomer,
} from './text.ts';

const EMPTY: BusinessDetails = {
  BusinessName: '',
  BusinessDescription: '',
  Services: '',
  AdvertizedService: '',
  Offer: '',
  CTA: '',
  BusinessLocation: '',
  TargetAudience: '',
};

// ---------- vocabulary ----------

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
// "Домашни яйца и сирене от нашата" (ферма): a phrase cut before the farm loses "от нашата" with it.
// ("Пушена пъстърва от нас": "from us" says whose it is, no part of the ware's name.)
const OUR_TAIL_RE = /\s+(?:(?:от|на)\s+(?:нашата|нашия|нашето|нашите|моята|моя)|от\s+(?:нас|мен))$/iu;
const TRAILING_DATE_RE = new RegExp(`\\s+(?:от|до|през|за)\\s+(?:\\d{1,2}\\s+)?(?:${MONTHS.join('|')})$`, 'iu');
const DAYS = ['понеделник', 'вторник', 'сряда', 'четвъртък', 'петък', 'събота', 'неделя'];
const HOLIDAYS = [
  'коледа',
  'великден',
  'нова',
  'година',
  'свети',
  'валентин',
  'баба',
  'марта',
  'никулден',
  'гергьовден',
  'black',
  'friday',
  'halloween',
  'хелоуин',
  'осми',
  'бъдни',
  'трифон',
  'зарезан',
  'сурва',
  'кукеровден',
  'бабинден',
  'ивановден',
  'петровден',
  'димитровден',
  'цветница',
  'лазаровден',
  'заговезни',
  'задушница',
  'тодоровден',
  'йордановден',
  'богоявление',
  'андреевден',
  'игнажден',
  'архангеловден',
];
// Brands and acronyms that appear in descriptions without being the business's name.
const NOT_NAMES = new Set([
  // ("… 45 € на курс!!! Денонощно 📞 0879 …": when the owner answers is no name.)
  'денонощно',
  'ежедневно',
  'целогодишно',
  'спешно',
  'нонстоп',
  // ("… за 220 EUR, следващ курс …": a currency's code names no business.)
  'eur',
  'bgn',
  'usd',
  'gbp',
  'iphone',
  'ipad',
  'apple',
  'samsung',
  'xiaomi',
  'huawei',
  'google',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'viber',
  'whatsapp',
  'messenger',
  'wi-fi',
  'wifi',
  'spa',
  'vip',
  'dj',
  'seo',
  'it',
  'pc',
  'led',
  'gps',
  'ssd',
  'usb',
  'bmw',
  'audi',
  'mercedes',
  'vw',
  'toyota',
  'opel',
  'ford',
  'glovo',
  'foodpanda',
  'takeaway',
  'bolt',
  'uber',
  'visa',
  'mastercard',
  'paypal',
  'revolut',
  'online',
  'ok',
  'email',
  'e-mail',
  'www',
  'com',
  'bg',
  'lcd',
  'all',
  'inclusive',
  'happy',
  'hour',
  'diy',
  'sms',
  'promo',
  'windows',
  'android',
  'word',
  'excel',
  'office',
  'linux',
  'macbook',
  'playstation',
  'xbox',
  'zoom',
  'skype',
  'teams',
  'еконт',
  'спиди',
  'econt',
  'speedy',
  'pvc',
  'osb',
  'mdf',
  'пдч',
  'пвц',
  'html',
  'script',
  'json',
  'null',
  'true',
  'false',
  'undefined',
  'alert',
  'the',
  'and',
  'booking',
  'airbnb',
  'olx',
  'bazar',
  'св',
  'богородица',
  'христос',
  'исус',
  'записване',
  'записвания',
  'поръчки',
  'резервации',
  'информация',
  'телефон',
  'англия',
  'германия',
  'гърция',
  'турция',
  'италия',
  'испания',
  'франция',
  'австрия',
  'румъния',
  'сърбия',
  'македония',
  'холандия',
  'белгия',
  'швейцария',
  'великобритания',
  'сащ',
  'америка',
  'китай',
  'япония',
  'полша',
  'чехия',
  'унгария',
  'дубай',
  'българия',
  'европа',
  'ес',
  'ддс',
  'нво',
  'вик',
  'еоод',
  'оод',
  'ет',
  'ад',
  'бг',
  'ние',
  'аз',
  'вие',
  'ти',
  'те',
  'той',
  'тя',
]);
const COMPANY_FORMS = new Set(['ЕООД', 'ООД', 'ЕТ', 'АД', 'ЕАД', 'Ltd', 'LTD', 'Inc', 'GmbH']);
const NAME_CONNECTORS = new Set(['и', '&', 'на', 'за', 'де', 'ди', 'of', 'the', 'and', 'by', 'n', "'n'"]);
// A capitalised adjective at the end of a name run usually carries its noun ("Шоколадов рай", "Златен клас").
const ADJECTIVE_END_RE = /(?:ов|ев|ен|ски|ска|ско|цки|ова|ева|ена|на|но|ово|ево|ни|ър|ък|ия|ият|ата|ото)$/;
// The short adjectives a name opens with that end like no other ("Синя долина", "Бяла роза", "Тиха вода", "Стара къща").
const SHORT_ADJECTIVE_RE =
  /^(?:син|синя|синьо|бял|бяла|бяло|тих|тиха|тихо|стар|стара|старо|нов|нова|ново|малка|малко|добра|добро|голяма|голямо|топла|топло|весела|весело|жива|живо|сладка|сладко|дива|диво|млада|младо|светла|светло|чиста|чисто|жълта|жълто|сива|сиво|мека|меко|лека|леко|свежа|свежо|шарена|шарено)$/;
const PREPOSITIONS = new Set([
  'в',
  'във',
  'от',
  'с',
  'със',
  'за',
  'на',
  'до',
  'при',
  'край',
  'към',
  'през',
  'по',
  'под',
  'над',
  'около',
  'близо',
  'срещу',
  'между',
  'чрез',
  'без',
]);
const VERBS = new Set([
  'е',
  'са',
  'предлага',
  'предлагаме',
  'прави',
  'правим',
  'пече',
  'печем',
  'приема',
  'приемаме',
  'продава',
  'продаваме',
  'изработва',
  'организира',
  'извършва',
  'предоставя',
  'поддържа',
  'ремонтира',
  'доставя',
  'обслужва',
  'шие',
  'готви',
  'работи',
  'работим',
  'идва',
  'идваме',
  'има',
  'имаме',
  'кани',
  'каним',
  'очаква',
  'очакваме',
  'гарантира',
  'осигурява',
  'разполага',
  'създава',
  'помага',
  'грижи',
  'се',
  'вече',
  'отваря',
  'открива',
  'посреща',
  'представя',
  'зарежда',
  'търси',
  'даваме',
  'дава',
  'провежда',
  'обучава',
  'лекува',
  'почиства',
  'съм',
  'сме',
  'имам',
  'правя',
  'предлагам',
  'работя',
  'обучава',
  'обучаваме',
  'отвори',
  'отворихме',
  'мие',
  'чисти',
  'сервира',
  'носи',
  'кара',
  'вози',
  'снима',
  'монтира',
  'шофира',
  'стрижe',
  'подстригва',
  'специализира',
  'съчетава',
]);

/** A verb of the owner's at `k`; "работи" after its adjective is a noun: "изкопни работи", "покривни работи". */
const verbAt = (words: readonly string[], k: number) => {
  const w = words[k]!.toLocaleLowerCase('bg-BG');
  return VERBS.has(w) && !(w === 'работи' && k > 0 && /\p{L}{2,}ни$/u.test(words[k - 1]!.toLocaleLowerCase('bg-BG')));
};
const STARTERS = new Set([
  'ние',
  'аз',
  'това',
  'тук',
  'нашият',
  'нашата',
  'нашето',
  'нашите',
  'вашият',
  'вашата',
  'този',
  'тази',
  'това',
  'всеки',
  'всяка',
  'само',
  'сега',
  'днес',
  'ако',
  'когато',
  'вече',
  'при',
  'за',
  'в',
  'от',
  'най',
  'добре',
  'здравейте',
  'търсите',
  'искате',
  'имате',
  'нуждаете',
  'предлагаме',
  'обадете',
  'поръчайте',
  'запазете',
  'елате',
  'посетете',
  'специална',
  'промоция',
  'оферта',
  'нов',
  'нова',
  'ново',
  'нови',
  'първата',
  'първият',
  'нашия',
  'моят',
  'моята',
  'моето',
  'казвам',
]);

const BUSINESS_NOUN_STEMS: string[] = [
  ...BUSINESS_NOUNS,
  ...BUSINESS_KB.flatMap((c) => [
    ...c.stems.filter((s) => !s.includes(' ') && s.length >= 4),
    c.noun.text.split(' ').pop() ?? '',
  ]),
  'фирма',
  'компания',
  'бизнес',
  'сервиз',
  'магазин',
  'агенция',
  'студио',
  'салон',
  'клуб',
  'ателие',
  'школа',
  'център',
  // (The roofer's stem is the whole word "покрив ", so no tablecloth is a roof; "Покрив Експрес" still is.)
  'покрив',
].filter((s) => s.length >= 3);

/** "Магазин", "автосервиз", "пицария": a word that opens with one of the generic business nouns. */
function startsWithBusinessNoun(word: string): boolean {
  const w = word.toLowerCase();
  for (const n of BUSINESS_NOUNS) if (w.startsWith(n)) return true;
  return false;
}

function looksLikeBusinessNoun(word: string): boolean {
  const w = word.toLowerCase();
  return BUSINESS_NOUN_STEMS.some((s) => w.startsWith(s));
}

function isDateWord(w: string): boolean {
  const l = w.toLowerCase();
  return MONTHS.includes(l) || DAYS.includes(l) || HOLIDAYS.includes(l);
}

const OFFER_SIGNALS: RegExp[] = [
  /\d+(?:[.,]\d+)?\s?%|\d+\s+процента/i,
  /отстъпк|намалени|промоци|(?<!\p{L})промо(?!\p{L})|промо\s?код|код\s+за\s+отстъпка|(?<!\p{L})код\s*[:„"«]?\s*[A-ZА-Я0-9]{3,}|оферт|(?<!(?:за|като)\s)подар(?:ък|ъкът|ъка|яваме|яване|ява)(?!\p{L})|безплат|гратис|половин\s+цена|наполовина|на\s+цената\s+на|\d\s?\+\s?\d|\d+\s+за\s+\d+(?!\s*(?:лв|лева|€|евро|мин|ч))|две\s+за\s+една|(?<!\p{L})втор(?:а|ия|ото|ият|ата|и|о)(?!\p{L})(?!\s+(?:употреба|ръка))|без\s+такс|без\s+оскъпяване|без\s+(?:първоначална\s+вноска|лихв)|вместо\s+\d|ваучер|специална\s+цена|изгодн|разпродажб|само\s+за(?!\p{L})|на\s+цена\s+от|цени\s+от/iu,
  /\d+(?:[.,]\d+)?\s?(?:лв\.?|лева|€|евро|eur|bgn)(?![\p{L}])/iu,
];

const CTA_VERB_RE =
  /(?:^|[^\p{L}])(обадете|обади|звъннете|звънете|звънни|звъни|позвънете|поръчайте|поръчай|запазете|запази|резервирайте|резервирай|запишете|запиши|свържете|свържи|посетете|посети|заповядайте|заповядай|пишете|пиши|елате|ела|побързайте|побързай|не\s+пропускайте|не\s+пропускай|вземете|вземи|наемете|наеми|купете|разгледайте|изпратете|пратете|пращайте|кликнете|последвайте|заявете|заяви|поискайте|доверете|възползвайте|потърсете|открийте|опитайте|абонирайте|посетете|намерете|очакваме\s+ви|чакаме\s+ви)(?![\p{L}])/iu;
// Typed any way: "0888 123 456", "(02) 981 2345", "0887 6 77 88 9".
const PHONE_RE =
  /(?:\(\s*)?(?:\+359|00359|\b0)\d{0,3}\)?[\s.-]?\(?\d{1,3}\)?(?:[\s.-]?\d{2,4}){2,3}\b|(?:\+359|00359|\b0)(?:[\s.-]?\d){8,9}\b/;
/** Lower case the Bulgarian way: one helper for every comparison of the owner's words. */
const lc = (s: string) => s.toLocaleLowerCase('bg-BG');
/** "Идвам и у дома" → "идвам и у дома": the first letter lowered, for a clause said after another. */
const lowerInitial = (s: string) => s.replace(/^\p{Lu}/u, (c) => lc(c));
/** A clause said after a comma: its first letter lowered, or the whole of it when it was shouted ("ПРОМО САМО ДО 15.12"). */
const saidAfter = (s: string) => (/\p{Ll}/u.test(s) ? lowerInitial(s) : lc(s));

// "044 66 21 05 и 0886 40 21 77": what stands between two numbers typed side by side.
// ("Тел. 0301 6 22 45, моб. 0887 112 233", "… или Viber 0899 …": the second number may carry its own label.)
const PHONE_PAIR_SEP = String.raw`\s*(?:,|/|(?<!\p{L})(?:и|или)(?!\p{L}))\s*(?:(?:моб|мобилен|gsm|тел|viber|вайбър|whatsapp)\.?:?\s*)?`;
// The number that ends a deal ("…, 0887 303 050", "… на 0882 140 515"), and a booking line with its number and
// street after the deal ("…, маса се запазва на 0879 …, ул. Иван Асен II 8, Велико Търново").
const TRAILING_PHONE_RE = new RegExp(
  `[,;:–—-]?\\s*(?:(?<!\\p{L})(?:на|на\\s+тел\\.?|тел\\.?|телефон)\\s*:?\\s*)?(?:(?:${PHONE_RE.source})${PHONE_PAIR_SEP})?(${PHONE_RE.source})\\s*$`,
  'iu',
);
// "… 0888 765 432 Ани": a number and the name that signs it, ending the deal (compiled once, not per brief).
const SIGNED_PHONE_TAIL_RE = new RegExp(
  `(${PHONE_RE.source})(?:\\s+\\p{Lu}\\p{Ll}+(?:\\s+на\\s+\\p{Lu}\\p{Ll}+)?){1,2}\\s*$`,
  'u',
);
const BOOKING_TAIL_RE = new RegExp(
  `,\\s*[^,]*?(?<!\\p{L})на\\s+(${PHONE_RE.source})(?:,\\s*(?:ул|бул|пл|ж\\.?к)\\.[^,]*)?(?:(?:,|\\s[–—-])\\s*\\p{Lu}[\\p{L} ]*)?\\s*$`,
  'iu',
);
// A site, an e-mail or an Instagram handle ("@zori.walks").
const WEB_RE =
  /\b(?:https?:\/\/|www\.)\S+|(?<![\w.-])[\w.-]+\.(?:bg|com|eu|net|org)\b|(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+|(?<![\w.])@[a-z0-9_.]{3,30}/i;

// A site typed as its address alone ("autospa-gabrovo.bg", "www.floraco.bg"), never a mail's domain.
const SITE_RE = /(?<![\w.@-])(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*\.(?:bg|com|eu)(?![\w@-])(?:\/[^\s,]*)?/iu;

// ---------- helpers ----------

// Our writer and most people announce the offer: "Специална оферта: …", "Промоция: …", "Само този месец: …".
const OFFER_CUE_RE =
  /^(?:специална\s+)?(?:оферта|промоция|промо)\s*[:!–—-]|^само\s+(?:този|тази|това|днес|сега|до)(?:\s+\p{L}+)?\s*[:!–—-]/iu;
// "Предлагаме A, B и C." is the services list even when one item is "безплатен интернет".
const LIST_OPENER_RE = /^(?:предлагаме|при\s+нас\s+ще\s+намерите|очакват\s+ви|ще\s+намерите|услугите\s+ни|имаме)\s/iu;

// "… – не пропускайте!" after a word on its line. Two plain passes: one pattern with a word run and
// ".*" before the call backtracks cubically on a long run of letters (a 10,000-letter word held the API).
const DONT_MISS_RE = /[–—-]\s*не\s+пропускайте\s*[!.]?$/iu;
function endsWithDontMiss(s: string): boolean {
  const tail = DONT_MISS_RE.exec(s);
  return (
    tail !== null &&
    /\p{L}{3}/u.test(
      s
        .slice(0, tail.index)
        .split(/[\n\r\u2028\u2029]/)
        .pop()!,
    )
  );
}

function offerScore(sentence: string): number {
  // "-30% на всички очила": a discount that opens the sentence is the offer.
  // "-20% на всички обеци до 14 февруари 💍 Онлайн магазин Silvera, безплатна доставка над 60 лв.": the
  // opening discount is the ad's offer, the free delivery a perk.
  let score = /^\s*[-–−]\s?\d+\s?%/.test(sentence) ? 4 : 0;
  score += OFFER_CUE_RE.test(sentence.trim()) || endsWithDontMiss(sentence.trim()) ? 3 : 0;
  // (A list of services is no deal; one with a price is, though weaker than one with a signal: "Предлагаме
  // счетоводни услуги за малки фирми, от 60 € на месец.")
  // (The comma of a price, "30 лв. (15,34 €)", lists nothing.)
  if (LIST_OPENER_RE.test(sentence.trim()) && (sentence.match(/,(?!\d)/g)?.length ?? 0) >= 1)
    score -= OFFER_SIGNALS[2]!.test(sentence) ? 0.5 : 3;
  for (const re of OFFER_SIGNALS) if (re.test(sentence)) score += 2;
  const words = sentence.match(
    /отстъпк|безплат|(?<!(?:за|като)\s)подар(?:ък|ъкът|ъка|яваме|яване|ява)(?!\p{L})|промоци|половин\s+цена|на\s+цената\s+на|промо\s?код|(?<!\p{L})код(?!\p{L})/giu,
  );
  if (words) score += Math.min(words.length, 3);
  return score;
}

/**
 * "… – супа, основно и салата за 12 лв.": a priced clause that ends a list ("основно и салата") with the list's first
 * items ("супа") in the clauses before it, up to a dash or a clause of more than two words.
 */
function listHead(clauses: string[], i: number, max = FIELD_MAX_CHARS): string {
  let out = clauses[i]!;
  if (!/^\p{L}+(?:\s+\p{L}+)?\s+и\s+\p{L}/u.test(out)) return out;
  for (let k = i - 1; k >= 0; k--) {
    const parts = clauses[k]!.split(/\s[–—-]\s/);
    const item = parts.at(-1)!.replace(/,$/, '');
    if (!/^\p{L}+(?:\s+\p{L}+)?$/u.test(item) || item.length + out.length + 2 > max) break;
    out = `${item}, ${out}`;
    if (parts.length > 1) break;
  }
  return out;
}

/** Shorten a long sentence to the clause(s) around the part that matters. */
function focus(sentence: string, test: (clause: string) => boolean, max = FIELD_MAX_CHARS): string {
  const s = tidy(sentence);
  if (s.length <= max) return s;
  // (The dash between clauses is kept when they are joined again: "… в Горна Оряховица – еднофазни и трифазни".)
  const parts = s.split(/((?<=[,;:])\s+|\s+[–—-]\s+)/);
  const clauses = parts.filter((_, k) => k % 2 === 0);
  const seps = parts.filter((_, k) => k % 2 === 1);
  const i = Math.max(0, clauses.findIndex(test));
  // "…шаран пълнен с орехи и стафиди, 38 лв. цял за 4 души": a clause that opens with its price is on
  // what the clause before it names.
  const named =
    i > 0 &&
    /^\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро)/iu.test(clauses[i]!) &&
    // (…what a count buys too: "30 минути и 15 обработени снимки – 95 лв.", a clause that opens with the count.)
    (!/\d/.test(clauses[i - 1]!) ||
      (/^\d/.test(clauses[i - 1]!) && !/\d\s*(?:лв|лева|€|евро|%)/iu.test(clauses[i - 1]!))) &&
    (clauses[i - 1] + ' – ' + clauses[i]).length <= max;
  let out = named
    ? `${clauses[i - 1]}${/[,;:]$/.test(clauses[i - 1]!) ? '' : ' –'} ${clauses[i]}`
    : listHead(clauses, i, max);
  for (let j = i + 1; j < clauses.length && (out + (seps[j - 1] ?? ' ') + clauses[j]).length <= max; j++)
    out += (seps[j - 1] ?? ' ') + clauses[j];
  return cap(tidy(out), max);
}

// Words a phrase must not end on ("Безплатна доставка над") nor, for a service, start with.
const DANGLING_WORDS = new Set([
  ...PREPOSITIONS,
  'и',
  'или',
  'а',
  'но',
  'както',
  'като',
  'при',
  'чрез',
  'вместо',
  'след',
  'преди',
  'само',
  'още',
  'всеки',
  'всяка',
  'всяко',
  'всички',
  'ще',
  'е',
  'са',
  // ("… и ги гледам до вечерта имам | препоръки 12 лв", "Пекарна Златно Зрънце в Хасково предлага | баница …": a
  // verb cut from its object.)
  'имам',
  'имаме',
  'предлага',
  'предлагам',
  'предлагаме',
  'продава',
  'продавам',
  'продаваме',
  // ("агроаптека зелена нива гр. павликени" cut before its town.)
  'гр',
  'град',
  'обл',
  'общ',
]);

/** Drop trailing prepositions and conjunctions left by a cut ("Безплатна доставка над" → "Безплатна доставка"). */
function stripDangling(s: string): string {
  let out = s.trim();
  for (let i = 0; i < 4; i++) {
    const m = /[\s,;:–—-]+(\p{L}+)[\s,;:.–—-]*$/u.exec(out);
    // ("категории А1, А2 и А": a capital letter alone is a category, no dangling "а".)
    if (!m || !DANGLING_WORDS.has(m[1].toLowerCase()) || /^\p{Lu}$/u.test(m[1])) break;
    out = out.slice(0, m.index).trim();
  }
  return out;
}

function firstWords(s: string, n: number): string {
  return s.split(/\s+/).slice(0, n).join(' ');
}

// ---------- BusinessName ----------

const QUOTE_RES = [
  /„([^“”"„\n]{1,60})[“”"]/g,
  /«([^»\n]{1,60})»/g,
  /“([^”\n]{1,60})”/g,
  /"([^"\n]{1,60})"/g,
  /(?:^|[\s(])'([^'\n]{1,60})'(?=[\s,.!?;:)–—-]|$)/g,
];

function validName(name: string): boolean {
  const n = tidy(name);
  if (!n || n.length > 60 || hasPlaceholder(n)) return false;
  // "www.psiholog-maria.bg" is where to find them, not what they are called.
  if (!/\p{L}/u.test(n) || WEB_RE.test(n)) return false;
  const words = n.split(/\s+/);
  if (words.length > 6) return false;
  if (words.length === 1 && NOT_NAMES.has(n.toLowerCase())) return false;
  // ("Молив А4 от 60 лв", "формат А3", "клас B2": one letter and its number is a size or a grade, never who.)
  if (/^\p{L}\d{1,2}$/u.test(n)) return false;
  return isCapitalized(n) || isLatin(n) || /^\d/.test(n) || /^(?:д-р|доц\.|проф\.|инж\.|арх\.|адв\.)\s*\p{Lu}/u.test(n);
}

// "в залата на СУ „Христо Ботев“": a school or a hall the brief goes to; "Кайтсърф училище „Вятър“" opening it is theirs.
const QUOTED_PLACE_RE =
  /(?:^|[^\p{L}])(?:в|във|на|до|при|срещу|зад|край|към|от)\s+(?:\p{L}+\s+)?(?:су|оу|пгд|пг|нч|училище|училището|гимназия|гимназията|читалище|читалището|зала|залата|мол|стадион|стадиона|парк|парка|река|хижа|хижата)\s*.$/iu;

const QUOTED_STREET_RE = /(?:^|[^\p{L}])(?:ул|бул|пл|улица|булевард|площад|ж\.?\s?к|кв|квартал)\.?\s*.$/iu;

// "Пакет „Стандарт“ 148 €", "сорт „Розов домат“": a kind of what is sold, by its name, is no business; nor is the
// maker whose goods they sell, "Моделите на „Ревел“ са от 18 €" (a thing in the plural, with its article, "на" whose).
const QUOTED_KIND_RE =
  /(?:^|[^\p{L}])(?:(?:пакет|пакета|пакетът|програма|програмата|абонамент|абонамента|тарифа|тарифата|меню|менюто|модел|модела|модели|моделите|сорт|сорта|сортове|порода|породата)\s*[:–—-]?|\p{L}{3,}те\s+на)\s*.$/iu;

// "Нов акумулатор „Varta“ 60Ah", "с нов „Мерцедес Вито“": a new thing's quote is who made it.
const QUOTED_NEW_RE = /(?<!\p{L})нов(?:а|о|и|ия|ата|ите)?\s+(?:\p{Ll}{3,}\s+)?.$/iu;
// "Каравана „Adria“ с 4 легла", "фолио от „3M“": a Latin quote after a thing no business is called by.
const QUOTED_THING_RE = /(?<!\p{L})(\p{L}{3,})\s+(?:от\s+)?.$/u;

/** The maker of what the business sells or works with, quoted after the thing: no name of the business's own. */
function madeBy(before: string, quoted: string, after: string): boolean {
  if (QUOTED_NEW_RE.test(before)) return true;
  // ("от „3M“ и „Avery“": two makers in a row; a business gives one name.)
  if (/^\s*(?:и|или|,)\s*[„"«“]/u.test(after) || /[“”"»]\s*(?:и|или|,)\s*.$/u.test(before)) return true;
  // ("бутилки минерална вода „Бачково“ по 9 лв": a ware said with its kind and priced right after its quote is sold by
  // that brand; "кулинарни курсове „Вкусна работилница“ в София" or "служба по трудова медицина „…“ ЕООД" is theirs.)
  const described =
    /(?<!\p{L})(\p{Ll}{2,}(?:на|ни|но|ло|ла|ли|ен|ска|ски|ско|ова|ева|ово|ево))\s+(\p{Ll}{3,})\s*.$/u.exec(before);
  if (
    described &&
    !startsWithBusinessNoun(described[2]!) &&
    !startsWithBusinessNoun(described[1]!) &&
    !PREPOSITIONS.has(described[2]!) &&
    !/(?:^|\s)(?:по|за|на)\s+\S+\s+\S+\s*.$/u.test(before) &&
    /^\s*(?:по|за|от)?\s*\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро)(?!\p{L})/iu.test(after)
  )
    return true;
  const thing = QUOTED_THING_RE.exec(before)?.[1];
  return (
    Boolean(thing) &&
    /^[A-Za-z0-9][A-Za-z0-9 &.'-]*$/.test(quoted) &&
    /^\p{Script=Cyrillic}+$/u.test(thing!) &&
    !PREPOSITIONS.has(thing!.toLocaleLowerCase('bg-BG')) &&
    !looksLikeBusinessNoun(thing!) &&
    !findCategory(thing!)
  );
}

// "с инструктор Стефан Колев", "Водещ Иво Димитров": the teacher a class is led by, named with their title.
const TAUGHT_BY_RE =
  /(?<!\p{L})(?:[Ии]нструктор|[Тт]реньор|[Уу]чител|[Пп]реподавател|[Вв]одещ)(?:ка|ката|ът|ят|а)?\s+\p{Lu}\p{Ll}{2,}/u;

// "лодка „Русалка“", "яхта „Бриз“", "файтон „Бела“": the boat or the carriage by its name.
const QUOTED_VESSEL_RE =
  /(?<!\p{L})(?:лодка|лодката|яхта|яхтата|катер|катера|катерът|кораб|кораба|корабът|корабче|корабчето|гемия|гемията|файтон|файтона|файтонът|кон|коня|конят|кобила|кобилата)\s*.$/iu;
// "Капитан Васил", "шкипер Мартин", "кочияш Стоян": the person who takes them out, by their title.
const CREW_RE = /(?<!\p{L})(?:[Кк]апитан|[Шш]кипер|[Кк]очияш|[Шш]офьор)\s+\p{Lu}\p{Ll}{2,}/u;

/** "Капитан Васил, лодка „Русалка“": the captain whose boat is named signs the brief. */
function crewName(text: string): string {
  const crew = CREW_RE.exec(text);
  const vessel = [...text.matchAll(/[„"«“]/gu)].some((q) =>
    QUOTED_VESSEL_RE.test(text.slice(Math.max(0, q.index - 16), q.index + 1)),
  );
  return crew && vessel ? capitalizeFirst(crew[0]) : '';
}

function quotedName(text: string): string {
  const found: { index: number; name: string; firm: boolean }[] = [];
  for (const re of QUOTE_RES) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      // "в залата на СУ „Христо Ботев“": a school, a hall or a river on the way is not the business.
      if (QUOTED_PLACE_RE.test(text.slice(Math.max(0, m.index - 24), m.index + 1))) continue;
      // ("ул. „Христо Ботев“ 14": a street is where, never who.)
      if (QUOTED_STREET_RE.test(text.slice(Math.max(0, m.index - 12), m.index + 1))) continue;
      if (QUOTED_KIND_RE.test(text.slice(Math.max(0, m.index - 24), m.index + 1))) continue;
      // ("Разходка с лодка … Капитан Васил, лодка „Русалка“": the boat's name, when its captain signs, is no owner's.)
      if (QUOTED_VESSEL_RE.test(text.slice(Math.max(0, m.index - 16), m.index + 1)) && CREW_RE.test(text)) continue;
      // ("Самоотбрана за жени … с инструктор Стефан Колев. … Зала „Черноморец“, ул. Оборище 12": the hall a named
      // teacher's classes are held in, given with its street, is where.)
      if (
        /(?:^|[.!?]\s+)[Зз]ала\s*.$/u.test(text.slice(Math.max(0, m.index - 8), m.index + 1)) &&
        /^\s*,?\s*(?:ул|бул|кв|ж\.к)\./u.test(text.slice(m.index + m[0].length)) &&
        TAUGHT_BY_RE.test(text)
      )
        continue;
      if (madeBy(text.slice(Math.max(0, m.index - 40), m.index + 1), m[1]!, text.slice(m.index + m[0].length)))
        continue;
      // ("За хора, които питат „Какво?“ …": a quoted question is what someone says, never who the business is.)
      if (/\?\s*$/u.test(m[1]!)) continue;
      const firm = /^\s*(?:ЕООД|ООД|ЕАД|АД|ЕТ)(?!\p{L})/u.test(text.slice(m.index + m[0].length));
      if (validName(m[1])) found.push({ index: m.index, name: tidy(m[1]), firm });
    }
  }
  found.sort((a, b) => a.index - b.index);
  // ("пелети клас А1 „Енергия“ … Дърводобив „Стара планина“ ЕООД": the quote the company form signs is the
  // business's own; one before it is a brand of what they sell.)
  return (found.find((f) => f.firm) ?? found[0])?.name ?? '';
}

// Where a name introduced by "се казва" / "се нарича" / "Ние сме" ends: the next clause boundary.
// " и " ends it unless a capitalised word or a single word closing the clause follows ("Игла и конец,").
// "Mr. Fresh": an English title's period is inside the name.
// ("Св. Лука", "Sv. Nikola": a saint's abbreviation keeps its name whole.)
const EN_TITLES = 'Mr|Mrs|Ms|Dr|St|Jr|Св|Sv';
const NAME_DOT = String.raw`(?<!(?:^|\s)(?:${EN_TITLES}))\.`;
const NAME_SEGMENT_RE = new RegExp(String.raw`[,;:!?()\n]|${NAME_DOT}|\s[–—-]\s|\s[–—]`, 'u');
const NAME_BOUNDARY_RE = new RegExp(
  String.raw`[,;:!?()\n]|${NAME_DOT}|\s[–—-]\s|\s[–—]|\s(?:в|във|от|с|със|който|която|което|които|където|но|а)\s|\s(?:и|или)\s(?!\p{Lu}|[A-Z])(?!\p{Ll}+\s*(?:[,.;:!?–—]|$))`,
  'u',
);

/**
 * The name right after a naming cue, read to the next clause boundary:
 * "се казва Сладко ъгълче и правя торти" → "Сладко ъгълче"; "Ние сме Чисто и Лесно – ..." → "Чисто и Лесно".
 */
function nameToBoundary(rest: string): string {
  const r = rest.trim();
  if (/^[„"«“'[]/.test(r)) return '';
  const m = NAME_BOUNDARY_RE.exec(r);
  const segment = (m ? r.slice(0, m.index) : r).trim();
  const tokens = tokenize(segment);
  if (!tokens.length || tokens.length > 5) return '';
  const first = tokens[0].text;
  if (!(isCapitalized(first) || isLatin(first) || /^\d/.test(first))) return '';
  // A verb inside the segment means the name ended earlier ("Иван прави ремонти"): leave it to takeName.
  if (tokens.slice(1).some((t) => VERBS.has(t.text.toLowerCase()) || isDateWord(t.text))) return '';
  let name = segment.slice(0, tokens[tokens.length - 1].end);
  for (const hit of findPlaces(name).reverse()) {
    if (hit.end === name.length && hit.start > 0) name = name.slice(0, hit.start).trim();
  }
  name = stripDangling(name);
  return validName(name) ? tidy(name) : '';
}

/** Read a name from the start of `rest`: quoted, or a run of capitalised/Latin words. */
function takeName(rest: string): string {
  const r = rest.trim();
  const q = /^[„"«“'](.{1,60}?)[“”"»']/.exec(r);
  if (q) return validName(q[1]) ? tidy(q[1]) : '';
  if (/^\[/.test(r)) return '';
  const segment = r.split(NAME_SEGMENT_RE)[0]!;
  const tokens = tokenize(segment);
  if (!tokens.length) return '';
  const first = tokens[0].text;
  if (!(isCapitalized(first) || isLatin(first) || /^\d/.test(first))) return '';
  return nameRun(segment, tokens, 0);
}

/** The name starting at tokens[i]: capitalised words, plus short lowercase tails that end at punctuation. */
const TITLE_DOT_RE = new RegExp(`^(?:${EN_TITLES})$`);
const breaksName = (gap: string, before: string) =>
  /[,.;:!?()„“”"«»\n–—]|\s-\s/.test(gap) && !(gap.trim() === '.' && TITLE_DOT_RE.test(before));

// A place in nature named by its kind ("Язовир Доспат", "река Осъм").
const GEO_KIND_WORD_RE = /^(?:язовир|река|езеро|връх|местност|остров|нос|залив)$/iu;

function nameRun(segment: string, tokens: ReturnType<typeof tokenize>, i: number): string {
  const hardEnd = (k: number) => {
    const next = tokens[k + 1];
    const gap = next ? segment.slice(tokens[k].end, next.start) : segment.slice(tokens[k].end);
    return !next || breaksName(gap, tokens[k].text);
  };
  // …or runs into the town it is in: "… Гуми на място Ловеч", "… Всичко за дома в Ямбол".
  const placeNext = (k: number) => {
    // (A town is a word or two: the rest of a long line is never read for one.)
    const rest = segment.slice(tokens[k]!.end, tokens[k]!.end + 60);
    const where = /^\s+(?:(?:в|във|от|край|гр\.|с\.|град|село)\s*)?(?=\p{Lu})/u.exec(rest);
    return Boolean(where) && findPlaces(rest.slice(where![0].length))[0]?.start === 0;
  };
  // The word after a name's "на"/"за" that ends it: a noun, no pronoun, verb or time, then punctuation or the town.
  const ofName = (k: number) => {
    const w = tokens[k]?.text ?? '';
    const head = tokens[k - 2]!.text;
    return (
      /^\p{Ll}{3,}$/u.test(w) &&
      /^\s+$/.test(segment.slice(tokens[k - 1]!.end, tokens[k]!.start)) &&
      /^\s+$/.test(segment.slice(tokens[k - 2]!.end, tokens[k - 1]!.start)) &&
      !/^(?:вас|нас|тях|теб|мен|него|нея|всеки|всички|всичко|час|часа|ден|дни|месец|седмица|година)$/u.test(w) &&
      !VERBS.has(w) &&
      !isOwnVerb(w) &&
      !isFirstPersonVerb(w) &&
      !GIVEN_NAMES.has(head.toLocaleLowerCase('bg-BG')) &&
      !isTownWord(head) &&
      !isDateWord(head) &&
      (hardEnd(k) || placeNext(k))
    );
  };
  let end = i;
  for (let k = i + 1; k < tokens.length && k - i < 6; k++) {
    const w = tokens[k].text;
    const lw = w.toLowerCase();
    const gap = segment.slice(tokens[k - 1].end, tokens[k].start);
    if (breaksName(gap, tokens[k - 1].text)) break;
    if (isCapitalized(w) || isLatin(w) || /^\d/.test(w)) {
      if (isDateWord(w)) break;
      end = k;
      continue;
    }
    if (
      NAME_CONNECTORS.has(lw) &&
      tokens[k + 1] &&
      (isCapitalized(tokens[k + 1].text) || isLatin(tokens[k + 1].text)) &&
      !PREPOSITIONS.has(lw)
    ) {
      continue;
    }
    // ("мобилен шиномонтаж Гуми на място, Ловеч", "магазин Всичко за дома в Ямбол": a capitalised word, "на" or "за"
    // and one lower-case word up to the comma, the end or the town are the name whole; «Гуми» alone named the tyres.
    // A person or a town is no such name: "Иван на място", "Ловеч за час".)
    if ((lw === 'на' || lw === 'за') && k === end + 1 && ofName(k + 1)) {
      end = k + 1;
      break;
    }
    // Lowercase words belong to the name only when they run straight into punctuation
    // ("Старата къща, Велико Търново", "Игла и конец, Смолян").
    // ("ателие Перо и мастило Стара Загора", "сладкарница Мед и канела Варна": "и" and one word before the town typed
    // after the name end it as a comma would; the town is where, said apart.)
    const townNext = (at: number) =>
      at === k + 1 &&
      (lw === 'и' || lw === '&') &&
      tokens[at + 1] !== undefined &&
      /^\s+$/.test(segment.slice(tokens[at].end, tokens[at + 1]!.start)) &&
      isCapitalized(tokens[at + 1]!.text) &&
      findPlaces(segment.slice(tokens[at + 1]!.start))[0]?.start === 0;
    let j = k;
    while (
      j < tokens.length &&
      j - k < 3 &&
      !isCapitalized(tokens[j].text) &&
      !VERBS.has(tokens[j].text.toLowerCase()) &&
      !(PREPOSITIONS.has(tokens[j].text.toLowerCase()) && tokens[j].text !== 'и')
    ) {
      if (hardEnd(j) || townNext(j)) break;
      j++;
    }
    const tailEndsCleanly =
      j < tokens.length &&
      (hardEnd(j) || townNext(j)) &&
      tokens[j].text.length > 3 &&
      !/^\./.test(segment.slice(tokens[j].end));
    if (
      tailEndsCleanly &&
      j - k < 3 &&
      !isCapitalized(tokens[j].text) &&
      !VERBS.has(tokens[j].text.toLowerCase()) &&
      !PREPOSITIONS.has(tokens[j].text.toLowerCase())
    )
      end = j;
    else if (
      k === end + 1 &&
      (ADJECTIVE_END_RE.test(tokens[end].text.toLowerCase()) ||
        SHORT_ADJECTIVE_RE.test(tokens[end].text.toLowerCase())) &&
      isCapitalized(tokens[end].text) &&
      !VERBS.has(lw) &&
      !PREPOSITIONS.has(lw) &&
      !NAME_CONNECTORS.has(lw) &&
      // ("… Кожарска работилница Тъмно или на 0885 …": "или" is the call's, "…, or at 0885"; no name ends in it.)
      !/^(?:или|а|но|ако|ли|нито|като|както)$/u.test(lw) &&
      lw.length > 2 &&
      // ("сондажи за вода ТОДОРОВ сондираме кладенци": the owner's own verb after the surname is what they do.)
      !isOwnVerb(lw) &&
      !isFirstPersonVerb(lw)
    )
      end = k;
    break;
  }
  // A trailing town is where the business is, not part of its name. ("Язовир Доспат" is a place's name whole:
  // "Язовир" alone names nothing.)
  let name = segment.slice(tokens[i].start, tokens[end].end);
  for (const hit of findPlaces(name).reverse()) {
    if (hit.end === name.length && hit.start > 0 && !GEO_KIND_WORD_RE.test(name.slice(0, hit.start).trim()))
      name = name.slice(0, hit.start).trim();
  }
  // ("в Карлово, Сопот и Хисаря", "в Пирин и Разлог": a word joined by "и" to the town after it is another place of
  // the list, never a name «Сопот и».)
  if (/\s(?:и|или|&)$/u.test(name)) return '';
  return validName(name) ? tidy(name) : '';
}

const NAMING_RE =
  /(?:се\s+казва|се\s+нарича|наречен[аои]?|с\s+името|под\s+името|казваме\s+се|наричаме\s+се|името\s+ни\s+е|името\s+(?:на\s+\p{L}+\s+)?е|марката)\s*:?\s*/giu;
const WE_ARE_RE = /(?:^|[.!?\n]\s*)(?:ние\s+сме|ние\s+от|това\s+е|тук\s+е|ние\s+в|ние,)\s+/giu;

// How far after "се казва" or "Ние сме" a name is read: it is six words and 60 characters at most, and
// reading each cue to the end of the text made a text of cues quadratic.
const NAME_READ_CHARS = 400;

// A title an owner signs with belongs to the name: "Майстор Владо", "баба Стойка", "Бай Христо".
const PERSON_TITLE_RE =
  /^(?:треньор(?:ка)?|инструктор(?:ка)?|учител(?:ка)?|преподавател(?:ка)?|инж\.?|д-р|доктор|часовникар|фотограф|масажист(?:ка)?|фризьор(?:ка)?|шивачка|ключар|ветеринар)$/iu;
const TITLE = String.raw`(?:[Бб]аба|[Дд]ядо|[Бб]ай|[Мм]айстор|[Чч]ичо|[Лл]еля|[Кк]ака)`;
// ("… 0876 330 121 Принт3Д": a digit inside the signed word is the brand's own.)
const SIGNED_RUN = String.raw`(?:${TITLE}\s+)?\p{Lu}\p{L}[\p{L}\d-]*(?:\s+(?:и\s+)?\p{Lu}[\p{L}-]+){0,2}`;
// "Рибките на Ники", "Градината на баба Мара": a thing of someone's, with its article.
const OWNED = String.raw`\p{Lu}\p{Ll}+(?:та|те|ът|ят|то|а)\s+на\s+(?:${TITLE}\s+)?\p{Lu}\p{Ll}+`;
const SIGNED_PHONE_RE = /(?:\+359|(?<!\d)0)(?:[\s/-]?\d){8,9}(?!\d)/gu;
// "кв. Изток, Перник", "с. Рабиша, обл. Видин": where the owner is, typed between the name and the phone.
const TRAILING_PLACE_RE =
  /(?:,\s*|\s+)(?:(?:с\.|село|гр\.|град|кв\.|квартал|ж\.?к\.?|обл\.|област)\s*)?\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?\s*$/u;
const HEADING_RE = /^(?:справки|резервации|поръчки|информация|инфо|контакти|заявки|тел|телефон|gsm|моб)$/iu;

/**
 * The name the brief is signed with beside its last phone: "… Звънни 0889 07 08 09 – Пеньо", "тел 0878112233
 * Рибарник Михалково", "Майстор Владо, кв. Изток, Перник 0898 …", "Пиши ни във FB: Лапи и Опашки 0877 …",
 * "Мария 0887 611 622 Благоевград". Owners sign last: this outranks a capitalised word mid-text (a brand
 * they repair, a village they serve).
 */
const PAGE_BEFORE_PHONE_RE =
  /(?<!\p{L})(?:FB|Fb|fb|ФБ|фб|[Фф]ейсбук|[Ff]acebook|IG|ig|[Ии]нстаграм|[Ii]nstagram)\s*:\s*(\p{Lu}[\p{L}-]{0,30}(?:\s+\p{Lu}[\p{L}-]{0,30}){0,3})\s*[.,]?\s*(?:(?:[Тт]ел|[Тт]елефон|GSM|gsm)\.?:?\s*)?$/u;
function signatureName(text: string): string {
  const t = text.trim().replace(/[.!]+$/u, '');
  const phone = [...t.matchAll(SIGNED_PHONE_RE)].at(-1);
  if (!phone) return '';
  // (`tradeWord`: the first word may be a trade's, as the adjective of "Сватбени коли", "Кучешка академия".)
  const ok = (run: string | undefined, tradeWord = false) => {
    if (!run) return '';
    const first = run.split(/\s+/)[0]!;
    const titled = new RegExp(`^${TITLE}\\s`, 'u').test(run);
    // ("Ключ и Ток": two capitalised words joined by "и" are a brand, whatever trade its first word names.)
    const brand = tradeWord || /^\p{Lu}\p{Ll}+\s+и\s+\p{Lu}/u.test(run);
    // ("… Поръчки на 0899 612 733, Ферма Пиле": a business's noun and the capitalised name after it are how it signs.)
    const nounNamed = startsWithBusinessNoun(first) && /^\S+\s+\p{Lu}/u.test(run);
    if (!titled && (TOWNS.includes(run) || isDateWord(first) || (!brand && !nounNamed && looksLikeBusinessNoun(first))))
      return '';
    if (CTA_VERB_RE.test(run) || HEADING_RE.test(first) || LABEL_RE.test(first)) return '';
    if (STARTERS.has(first.toLocaleLowerCase('bg-BG')) || NOT_NAMES.has(first.toLowerCase())) return '';
    return run;
  };
  // ("… 60 лв на човек. FB: Морски Вълк Созопол. 0888 700 512": the page the owner points to, with its stop and the
  // town it is named with, signs the brief as a name would; the town is where.)
  const page = PAGE_BEFORE_PHONE_RE.exec(t.slice(Math.max(0, phone.index! - 120), phone.index!))?.[1];
  if (page) {
    const words = page.split(/\s+/);
    while (words.length > 1 && TOWNS.includes(words.at(-1)!)) words.pop();
    const name = ok(words.join(' '), true);
    if (name && !TOWNS.includes(name)) return name;
  }
  const after = t.slice(phone.index! + phone[0].length);
  // ("… 0888 78 98 78 Конете на Ваньо", "… 0899 … - Казана на Дончо": a thing of someone's signs after it too.)
  const ownedAfter = new RegExp(`^\\s*[,–—-]?\\s*(${OWNED})\\s*$`, 'u').exec(after)?.[1];
  if (ok(ownedAfter, true)) return ownedAfter!;
  const afterRun = new RegExp(`^\\s*[.,–—-]?\\s*(${SIGNED_RUN})\\s*$`, 'u').exec(after)?.[1];
  if (afterRun && !/^(?:с\.|село|гр\.|кв\.)/u.test(after.trim())) {
    const name = ok(afterRun);
    if (name) return name;
  }
  // ("… 0876 25 25 50 Ивайло, Флор-Епокси Велико Търново": the person who answers, then the business and its town; the
  // business is the name, the town is where.)
  const personThenBrand = new RegExp(
    `^\\s*[,–—-]?\\s*(\\p{Lu}\\p{Ll}{2,11}),\\s+(${SIGNED_RUN})(?:,?\\s+(?:гр\\.\\s*)?\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)?\\s*$`,
    'u',
  ).exec(after);
  if (personThenBrand && GIVEN_NAMES.has(lc(personThenBrand[1]!))) {
    const words = personThenBrand[2]!.split(/\s+/);
    for (let i = words.length - 1; i > 0; i--)
      if (TOWNS.includes(words.slice(i).join(' '))) {
        words.splice(i);
        break;
      }
    const brand = ok(words.join(' '), true);
    if (brand && !TOWNS.includes(brand) && !GIVEN_NAMES.has(lc(brand))) return brand;
  }
  // ("… Пишете на Viber 0876 543 210 – Ники от Благоевград": a first name and the town it signs from, after the number.)
  const fromTown =
    /^\s*[,–—-]?\s*(\p{Lu}\p{Ll}{2,11})\s+от\s+(?:(?:гр|с)\.\s*)?(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\s*$/u.exec(after);
  if (fromTown && TOWNS.includes(fromTown[2]!) && personLike(fromTown[1]!) && ok(fromTown[1]!)) return fromTown[1]!;
  // ("… 12 евро на час. Елена – 0897 111 222": a given name alone before the phone's dash signs it as a person, though
  // a town has the name too; the town is typed with its "гр." or beside another place.)
  const given = /(?:^|[.!?]\s+)(\p{Lu}\p{Ll}{2,11})\s*[–—-]\s*$/u.exec(t.slice(0, phone.index!))?.[1];
  if (given && GIVEN_NAMES.has(given.toLocaleLowerCase('bg-BG'))) return given;
  // ("Алу Стил 02 955 44 33, 0888 909 808": a second number typed after the first signs with the same name.)
  let before = t
    .slice(0, phone.index!)
    .replace(new RegExp(`(?:${SIGNED_PHONE_RE.source}\\s*(?:,|/|или|и)\\s*)+$`, 'u'), '')
    .replace(/(?:(?:тел|телефон|gsm|моб)\.?:?|[,–—:-])\s*$/iu, '')
    // ("Художник Камен Илиев, Кърджали, звънете 0879 …": the call said before the number is no part of who signs.)
    // ("Лили, Ямбол, пишете ми на 0896 …" too.)
    .replace(/[,–—-]?\s*(?:звънете|звъннете|позвънете|обадете\s+се|пишете|пиши)(?:\s+(?:на|ми|ни)){0,2}\s*:?\s*$/iu, '')
    .trimEnd();
  // Strip the places typed between the name and the phone (at most two: a quarter and a town).
  for (let i = 0; i < 2; i++) {
    const place = TRAILING_PLACE_RE.exec(before);
    if (!place) break;
    const word = place[0].replace(/^[,\s]+/u, '');
    const cued = /^(?:с\.|село|гр\.|град|кв\.|квартал|ж\.?к\.?|обл\.|област)/u.test(word);
    if (!cued && !TOWNS.includes(word.trim())) break;
    before = before.slice(0, place.index).trimEnd();
  }
  // "… 79 €. Рибките на Ники 0899 …", "Градината на баба Мара": a thing of someone's, with its article, is a name.
  const owned = new RegExp(`(?:^|[.!?:,–—-]\\s*)(${OWNED})$`, 'u').exec(before)?.[1];
  // (Its noun may be a business's own: "Кухнята на баба Мара", "Ателието на Вяра".)
  if (ok(owned, true)) return owned!;
  const run = new RegExp(`(?:^|[.!?:,–—-]\\s*|\\s(?:на|от|ни|ми)\\s+)(${SIGNED_RUN})\\s*$`, 'u').exec(before)?.[1];
  // "… след всяко посещение. Вечна памет 0882 …": a name in sentence case, an adjective and its noun, alone.
  // ("Пиши ни във FB: Шарени конци 0877 …" too; "Работим денонощно" and "Обаждайте се" are no names.)
  const phrase = /(?:^|[.!?:]\s*)(\p{Lu}\p{Ll}+\s+\p{Ll}{3,})$/u.exec(before)?.[1];
  const [first, second] = phrase?.split(/\s+/) ?? [];
  const phraseName =
    phrase &&
    !/(?:ме|м|те|ем|им|ам|ят|ат)$/u.test(first!.toLowerCase()) &&
    !VERBS.has(second!) &&
    !PREPOSITIONS.has(second!) &&
    // ("… 🌊 каска включена 📞 0899 …": a thing and what is done with it is the deal, no name.)
    !/(?:ен|ена|ено|ени|ан|ана|ано|ани|ит|ита|ито|ити)$/u.test(second!)
      ? ok(phrase, /(?:ни|на|ски|ска|шки|шка|жки|жка|цки|цка)$/u.test(first!))
      : '';
  // ("… диабетно стъпало. Стара Загора и Казанлък, 25 €. Медицинска сестра Гергана 0897 …": a given name after the
  // owner's profession signs as both, «Медицинска сестра Гергана», never the service said as the name.)
  const professional =
    /(?:^|[.!?:,–—-]\s*|\p{Extended_Pictographic}\uFE0F?\s*)((?:\p{Lu}\p{Ll}+(?:ска|ски|на|ен)\s+\p{Ll}+|\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}{2,11}))$/u.exec(
      before,
    );
  const profession = professional?.[1]!.split(/\s+/).at(-2)?.toLocaleLowerCase('bg-BG') ?? '';
  const professionalName =
    professional &&
    GIVEN_NAMES.has(lc(professional[2]!)) &&
    /^(?:сестра|акушерка|\p{Ll}{3,}(?:ор|ист|истка|ер|ерка|ач|ачка|ог|ед|тел|телка|ичка))$/u.test(profession) &&
    !VERBS.has(profession) &&
    !PREPOSITIONS.has(profession)
      ? professional[1]!
      : '';
  return ok(run) || professionalName || phraseName;
}

// A person's trade or a deed by its ending ("Фризьор", "Дезинсекция", "Шиномонтаж", "Кетъринг"): no brand.
const TRADE_WORD_RE = /^\p{L}{3,}(?:ар|яр|ер|ьор|ач|ист|тел|ог|граф|джия|ане|ене|яне|ция|зия|ние|аж|инг)$/iu;

/** "Титан Плевен месечна" (of "Фитнес зала Титан Плевен месечна карта …"): the name ends before a town that
 * lower-case words follow, and a business's noun and name lose the town typed last; "Хамали Добрич", a brand
 * signed with its town, stays whole. */
function beforeTownAndWords(name: string): string {
  const words = name.split(' ');
  // ("Автомивка Блясък Перник" signs the wash "Блясък" and its town: the town is said apart.)
  // ("Огради Петков Ловеч": so does a trade's word and a surname.)
  if (
    words.length >= 3 &&
    TOWNS.includes(words.at(-1)!) &&
    (looksLikeBusinessNoun(words[0]!) || /^\p{Lu}\p{Ll}+(?:ов|ев|ова|ева|ови|еви)$/u.test(words.at(-2)!))
  )
    return words.slice(0, -1).join(' ');
  const at = words.findIndex((w, i) => i > 0 && TOWNS.includes(w) && /^\p{Ll}/u.test(words[i + 1] ?? ''));
  return at > 0 ? words.slice(0, at).join(' ') : name;
}

/** "Мелницата на дядо Гено", "аз баба Стойка": the title the owner goes by stays with the name. */
function withTitle(name: string, text: string): string {
  if (!name || new RegExp(`^${TITLE}\\s`, 'u').test(name)) return name;
  // ("…, г-жа Димитрова": a person who signs as "Mrs" and a surname is named so in the ad; «Димитрова» alone is not
  // how anyone is called.)
  const honoured = new RegExp(`(?<!\\p{L})(г-жа|г-н|г-ца|госпожа|господин)\\s+${escapeRe(name)}(?!\\p{L})`, 'iu').exec(
    text,
  );
  if (honoured && /^\p{Lu}\p{Ll}+$/u.test(name)) return `${lc(honoured[1]!)} ${name}`;
  const titled = new RegExp(`(?<!\\p{L})(${TITLE})\\s+${escapeRe(name)}(?!\\p{L})`, 'u').exec(text);
  return titled ? `${titled[1]} ${name}` : name;
}

// ("инж. Николов – енергийни сертификати", "Аз съм арх. Мария Петрова", "Кабинет на д-р Иванова": a title and the
// surname after it, opening the brief or said as whose, are the name whole; «Инж» alone is no one.)
const TITLED_OPENING_RE =
  /^(?:(?:[Зз]дравейте|[Дд]обър\s+ден)[,!]?\s+)?(?:(?:[Аа]з\s+съм|[Кк]азвам\s+се)\s+|(?:\p{L}+\s+){0,2}(?:кабинет|кантора|ателие|бюро|клиника|практика|офис)(?:ът|а)?\s+на\s+)?([Дд]-р|[Ии]нж\.|[Аа]рх\.|[Аа]дв\.|[Пп]роф\.|[Дд]оц\.)\s*((?:\p{Lu}\p{Ll}{1,11}\s+)?\p{Lu}\p{Ll}+(?:ов|ев|ова|ева|ски|ска|цки|цка|ин|ина))(?!\p{L})/u;

function businessName(text: string, sentences: string[]): string {
  const titledOpening = TITLED_OPENING_RE.exec(text.trim());
  if (titledOpening) return `${lc(titledOpening[1]!)} ${titledOpening[2]}`;
  // ("семена баба гинка от с. Крушево … търсете ме във фейсбук Семена Баба Гинка": typed in lower case at the start
  // and with its capitals later, the name is as the owner capitalised it.)
  for (const run of text.matchAll(/(?<!\p{L})\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,3}(?!\p{L})/gu))
    if (
      run.index > 0 &&
      new RegExp(`^${escapeRe(lc(run[0]))}(?!\\p{L})`, 'u').test(lc(text.trim())) &&
      !text.trim().startsWith(run[0])
    )
      return run[0];
  // ("Тапицер - Гергана Вълкова, Русе", "„Тапицер Гергана Вълкова“ - претапициране …": the trade the owner signs with,
  // before their given name and surname, is who they are; the person is the name, never «Тапицер».)
  const tradeDashPerson =
    /^[„"«“]?(\p{Lu}\p{Ll}{3,})\s+(?:[–—-]\s+)?[„"«“]?(\p{Lu}\p{Ll}{2,11})\s+(\p{Lu}\p{Ll}+(?:ов|ев|ова|ева|ски|ска|цки|цка|ин|ина))[“”"»]?(?=\s*[,.–—-]|\s+(?:от|в|във)\s)/u.exec(
      text.trim(),
    );
  if (
    tradeDashPerson &&
    isAgentNoun(lc(tradeDashPerson[1]!)) &&
    GIVEN_NAMES.has(lc(tradeDashPerson[2]!)) &&
    !findPlaces(tradeDashPerson[3]!).length
  )
    return `${tradeDashPerson[2]} ${tradeDashPerson[3]}`;
  // ("Калоян, дресьор на кучета в Шумен": a first name opening the brief before a comma and the person's trade signs
  // it; "аз съм Петко ковача от Самоков": so does the first name before the trade he goes by.)
  const firstNamed =
    /^(\p{Lu}\p{Ll}{2,11}),\s+(\p{Ll}{4,})(?=[\s,.])/u.exec(text.trim()) ??
    /^(?:[Зз]дравейте[,!]?\s*)?(?:[Аа]з\s+съм|[Кк]азвам\s+се)\s+(\p{Lu}\p{Ll}{2,11})\s+(\p{Ll}{4,}?)(?:а|я|та|ят)?\s+(?:от|в|във)\s/u.exec(
      text.trim(),
    );
  if (
    firstNamed &&
    isAgentNoun(firstNamed[2]!) &&
    !findPlaces(firstNamed[1]!).length &&
    !NOT_NAMES.has(lc(firstNamed[1]!))
  )
    return firstNamed[1]!;
  // ("Мария, Плевен, гледам деца …": a given name alone before the town is who signs it.)
  const nameThenTown = /^(\p{Lu}\p{Ll}{2,11}),\s+([^,.]+?)\s*[,.]/u.exec(text.trim());
  if (
    nameThenTown &&
    GIVEN_NAMES.has(lc(nameThenTown[1]!)) &&
    isTownTyped(nameThenTown[2]!) &&
    !findPlaces(nameThenTown[1]!).length
  )
    return nameThenTown[1]!;
  // ("коминочистач данчо почиствам комини …": a trade and a first name in lower case, before the owner's own verb or
  // a dash, are who signs the ad.)
  const tradeAndName = /^(\p{L}{4,})\s+(\p{Ll}{3,10})(?:\s*[–—-]\s*|\s+)(\p{L}+)/u.exec(text.trim());
  if (
    tradeAndName &&
    TRADE_WORD_RE.test(tradeAndName[1]!) &&
    ownsVerb(tradeAndName[3]!.toLocaleLowerCase('bg-BG')) &&
    ![PREPOSITIONS, VERBS, STARTERS, DANGLING_WORDS].some((set) => set.has(tradeAndName[2]!)) &&
    !ownsVerb(tradeAndName[2]!) &&
    !ADJECTIVE_END_RE.test(tradeAndName[2]!) &&
    !/(?:ане|ене|яне|ия|ция|ство)$/u.test(tradeAndName[2]!) &&
    !findPlaces(capitalizeFirst(tradeAndName[2]!)).length
  )
    return `${capitalizeFirst(tradeAndName[1]!)} ${capitalizeFirst(tradeAndName[2]!)}`;
  // ("кинезитерапевт иван стоянов варна …": a trade and a given name with the surname, in lower case, opening the brief
  // are the person who signs it, capitalised; the trade stays the trade.)
  const tradeThenPerson = /^(\p{L}\p{Ll}{3,})\s+(\p{Ll}{3,10})\s+(\p{Ll}{3,}(?:ов|ев|ова|ева|ски|ска))(?!\p{L})/u.exec(
    text.trim(),
  );
  if (
    tradeThenPerson &&
    isAgentNoun(lc(tradeThenPerson[1]!)) &&
    GIVEN_NAMES.has(tradeThenPerson[2]!) &&
    !findPlaces(capitalizeFirst(tradeThenPerson[3]!)).length
  )
    return `${capitalizeFirst(tradeThenPerson[2]!)} ${capitalizeFirst(tradeThenPerson[3]!)}`;
  // ("ателие при мими - шием народни носии …": a business noun, "при" and a first name, in lower case, open it.)
  const atWhose = /^(\p{L}+)\s+при\s+(\p{Ll}{3,12})(?=\s*[–—-]\s|\s*[,.|:])/u.exec(text.trim());
  if (atWhose && startsWithBusinessNoun(atWhose[1]!) && !findPlaces(capitalizeFirst(atWhose[2]!)).length)
    return `${capitalizeFirst(atWhose[1]!)} при ${capitalizeFirst(atWhose[2]!)}`;
  // ("… звънете 0876543210 братя алиеви", "… 0879 111 222 стригачи братя петкови": brothers or a family signing
  // after the phone in lower case are the name, capitalised.)
  const family =
    /(?:\+359|(?<!\d)0)[\d\s/-]{7,}\d\s*[-–—,.]?\s*(?:\p{L}\p{Ll}+\s+)?((?:[Бб]ратя|[Сс]емейство|[Фф]амилия)\s+\p{Ll}{3,}(?:ови|еви))\.?\s*$/u.exec(
      text.trim(),
    )?.[1];
  // ("… тел 0887 30 20 11 инж. Тодоров": a title and a surname signing after the phone are the name, with the title.)
  const titledAfter =
    /(?:\+359|(?<!\d)0)[\d\s/-]{7,}\d\s*[-–—,.]?\s*(инж|арх|д-р|адв|проф|доц)\.?\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\.?\s*$/u.exec(
      text.trim(),
    );
  if (titledAfter) return `${titledAfter[1] === 'д-р' ? 'д-р' : `${titledAfter[1]}.`} ${titledAfter[2]}`;
  if (family)
    return family
      .split(/\s+/)
      .map((w) => capitalizeFirst(w.toLocaleLowerCase('bg-BG')))
      .join(' ');
  // ("… документи от 150 лв годишно инж петя колева 0884 …": a title and a given name typed in lower case, with the
  // surname after it, are the person who signs; "инж. Петя Колева".)
  const titledLower =
    /(?<!\p{L})(инж|д-р|адв|арх|проф|доц)\.?\s+(\p{Ll}{3,12})(?:\s+(\p{Ll}{3,}(?:ов|ев|ова|ева|ски|ска)))?(?!\p{L})/u.exec(
      text,
    );
  if (titledLower && GIVEN_NAMES.has(titledLower[2]!))
    // ("д-р" takes no stop: "д-р Мария Вълчева", "инж. Петя Колева".)
    return [titledLower[1] === 'д-р' ? 'д-р' : `${titledLower[1]}.`, titledLower[2], titledLower[3]]
      .filter(Boolean)
      .map((w, i) => (i ? capitalizeFirst(w!) : w))
      .join(' ');
  // ("… КОВАЧ МАРИН, РАЙОНА НА ШУМЕН И ВАРНА. 0889 …" reaches here as "Ковач марин, района …": a trade and a given name
  // opening a sentence of their own sign the brief, the name with its capital.)
  // ("Печкаря Тошко, гр. Велинград": a trade with its article before a given name is what he goes by, his name whole.)
  const tradeSigned = /(?:^|[.!?]\s+)(\p{L}\p{Ll}{3,})\s+(\p{Lu}?\p{Ll}{2,11})(?=\s*[,.]|\s+(?:\+359|0)\d)/gu;
  for (const m of text.matchAll(tradeSigned))
    if (
      (isCapitalized(m[2]!)
        ? /(?:я|ят|а|ът)$/u.test(m[1]!) && isAgentNoun(m[1]!.replace(/(?:ят|ът|я|а)$/u, ''))
        : isAgentNoun(m[1]!) || PERSON_TITLE_RE.test(m[1]!)) &&
      GIVEN_NAMES.has(lc(m[2]!)) &&
      !findPlaces(capitalizeFirst(m[2]!)).length
    )
      return `${capitalizeFirst(m[1]!)} ${capitalizeFirst(m[2]!)}`;
  const quoted = quotedName(text);
  const crew = crewName(text);
  if (!quoted && crew) return crew;
  NAMING_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NAMING_RE.exec(text))) {
    const before = text.slice(Math.max(0, m.index - 12), m.index).toLowerCase();
    // "Казвам се Иван" names the owner; "бизнесът ми се казва" names the business.
    if (/казвам\s*$/.test(before)) continue;
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + NAME_READ_CHARS);
    const name = nameToBoundary(rest) || takeName(rest);
    if (name) return name;
    if (/^\s*\[/.test(text.slice(m.index + m[0].length))) return '';
  }
  if (quoted) return quoted;
  // "СкелеТех ЕООД, Пловдив": a company form signs the name before it.
  // ("Звук Про ООД": the whole firm, as signed.)
  // ("Ел. Сила ЕООД": a shortened word keeps its full stop inside the name.)
  const company =
    /(?:^|[.!?,–—]\s+|\p{Extended_Pictographic}\uFE0F?\s*)((?:\p{Lu}[\p{L}-]*\.?\s+){0,2}\p{Lu}[\p{L}-]*)\s+(ЕООД|ООД|ЕАД|АД|ЕТ)(?!\p{L})/u.exec(
      text,
    );
  if (company && !TOWNS.includes(company[1]!) && !looksLikeBusinessNoun(company[1]!.split(' ')[0]!))
    return `${company[1]} ${company[2]}`;
  // ("… унищожаване на документи сейф-архив ООД софия": a word of two joined by a hyphen, typed in lower case before
  // its form in capitals, is the firm: "Сейф-архив ООД", its second half a word of it, not a name of its own mid-line.)
  const joinedCompany = /(?:^|[\s,.–—])(\p{Ll}{2,}-\p{Ll}{2,})\s+(ЕООД|ООД|ЕАД|АД)(?!\p{L})/u.exec(text);
  if (joinedCompany && !findPlaces(joinedCompany[1]!.split('-').map(capitalizeFirst).join('-')).length)
    return `${capitalizeFirst(joinedCompany[1]!)} ${joinedCompany[2]}`;
  // ("стара къща еоод от трявна": a firm typed in lower case opening the brief, its form said in capitals.)
  const lowerCompany = /^(\p{L}{3,}(?:\s+\p{Ll}{2,}){0,2})\s+(еоод|оод|еад)(?!\p{L})/iu.exec(text.trim());
  if (lowerCompany && !findPlaces(lowerCompany[1]!).length && !looksLikeBusinessNoun(lowerCompany[1]!.split(' ')[0]!))
    return `${capitalizeFirst(lowerCompany[1]!)} ${lowerCompany[2]!.toLocaleUpperCase('bg-BG')}`;
  WE_ARE_RE.lastIndex = 0;
  while ((m = WE_ARE_RE.exec(text))) {
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + NAME_READ_CHARS);
    if (/^\s*\[/.test(rest)) return '';
    const name = nameToBoundary(rest) || takeName(rest);
    if (name && !looksLikeBusinessNoun(name.split(' ')[0])) return name;
  }
  // "… Лимо Шик, 0877 400 404", "… Термо Климат Търговище, 0601/6 33 44": two capitalised words before the
  // closing number sign the brief (its town aside), however many brands came before.
  // ("Дрон Медик, Стара Загора, 0889 …" and "Авиоклуб Небе, www.avioklub-nebe.bg" sign it too.)
  const signature =
    /(?:^|[.!?]\s+|\p{Extended_Pictographic}\uFE0F?\s*)(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+){1,2})(?:,\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?))?,?\s+(?:(?:тел\.?:?\s*)?(?:\+359|0)[\d\s/-]{7,14}\d|(?:https?:\/\/)?(?:www\.)?[\w-]+\.(?:bg|com|eu))\.?\s*$/u.exec(
      text.trim(),
    );
  // "… Звънете 0887 222 999, Транс Пазарджик": the name may sign after the phone as well.
  const afterPhone = /(?:\+359|0)[\d\s/-]{7,14}\d\s*[,–—-]\s*(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+){1,2})\.?\s*$/u.exec(
    text.trim(),
  )?.[1];
  const closing =
    (signature && (!signature[2] || isPlaceName(signature[2], text) || TOWNS.includes(signature[2]))
      ? signature[1]
      : undefined) ?? afterPhone;
  if (closing) {
    const words = closing.split(/\s+/);
    const own = TOWNS.includes(words.at(-1)!) ? words.slice(0, -1).join(' ') : closing;
    // ("Треньор Стефан 0878 …", "Инструктор Ива": a person's trade and first name sign it, over a venue named
    // earlier, "басейн Спартак".)
    const titled =
      words.length === 2 &&
      PERSON_TITLE_RE.test(words[0]!) &&
      /^\p{Lu}\p{Ll}{2,11}$/u.test(words[1]!) &&
      !TOWNS.includes(words[1]!);
    // (Signed by the first name alone: "Треньор" would read as the trainer's trade in a swimming coach's ad.)
    if (titled && looksLikeBusinessNoun(words[0]!)) return words[1]!;
    if (own.includes(' ') && !TOWNS.includes(own) && !looksLikeBusinessNoun(words[0]!) && !isPlaceName(own, text))
      return own;
    // "Хамали Добрич 0896 …", "Транс Пазарджик": a word and the town, signed beside the phone, is the brand.
    if (
      words.length === 2 &&
      TOWNS.includes(words[1]!) &&
      /^\p{Lu}\p{Ll}{3,}$/u.test(words[0]!) &&
      !TOWNS.includes(words[0]!) &&
      !CTA_VERB_RE.test(words[0]!) &&
      !STARTERS.has(words[0]!.toLocaleLowerCase('bg-BG')) &&
      !NOT_NAMES.has(words[0]!.toLowerCase())
    )
      return closing;
  }
  // ("ТОЧИЛАРЯТ - точим ножове …", "ВОДЕНИЦАТА НА ДЯДО ПЕТЪР | с. Брестово …": a word with its article, in
  // capitals, opening the brief before its first dash, bar or stop, is the brand; a trade is never typed "the one".)
  const shouted =
    /^(?:\p{Extended_Pictographic}\uFE0F?\s*)*(\p{Lu}{3,}(?:ЯТ|ЪТ|ТА|ТО|ТЕ)(?:\s+(?:НА|И|ОТ)\s+\p{Lu}+(?:\s+\p{Lu}+)?)?)\s*(?:[–—-]|[.|,:](?=\s))/u.exec(
      text.trim(),
    )?.[1];
  if (shouted && !findPlaces(shouted).length) return shouted;
  const heading = shoutedHeadingName(text.trim());
  if (heading) return heading;
  // ("Пчелица - премахване на рояци и гнезда на оси, Плевен": a word before the opening dash and what the
  // business does after it, in lower case, is its name; "Фризьор - подстригване" and "Дезинсекция - …" are trades.)
  const dashed = /^(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+[–—-]\s+(\p{Ll}+)/u.exec(sentences[0] ?? '');
  const dashedFirst = dashed?.[1]!.split(/\s+/)[0] ?? '';
  if (
    dashed &&
    !findPlaces(dashed[1]!).length &&
    !BUSINESS_NOUNS.has(dashedFirst.toLocaleLowerCase('bg-BG')) &&
    !TRADE_WORD_RE.test(dashedFirst) &&
    !/^\p{L}{3,}(?:ки|ни)$/iu.test(dashedFirst) &&
    (/^\p{L}{3,}(?:ане|ене|яне|ция|зия|ние)$/u.test(dashed[2]!) ||
      /^(?:ремонт|монтаж|продажба|доставка|изработка|уроци|курсове|магазин|студио|салон)$/u.test(dashed[2]!))
  )
    return dashed[1]!;
  // ("АКУСТИКА ТОНИ | настройка на пиана у дома | Пловдив", "ПЕЧАТПАК | КАШОНЧЕТА …": one to three capitalised
  // words alone before the first bar, naming no place, trade or service, are the brand the brief opens with.)
  // (The bars reach here as full stops: "АКУСТИКА ТОНИ. настройка на пиана у дома.")
  const piped =
    /^(?:\p{Extended_Pictographic}\uFE0F?\s*)*([^.!?|,\n]{2,40}?)\s*[.|]\s+\S/u.exec(text.trim())?.[1] ?? '';
  const pipedWords = piped.split(/\s+/);
  if (
    piped &&
    pipedWords.length <= 3 &&
    pipedWords.every(
      (w) => /^\p{Lu}[\p{L}-]*$/u.test(w) && !/(?:ане|ене|яне|ция|зия|ние|ски|ска|ско|ови|ови)$/iu.test(w),
    ) &&
    !findPlaces(piped).length &&
    !TOWNS.includes(piped) &&
    !looksLikeBusinessNoun(pipedWords[0]!) &&
    !pipedWords.some(
      (w) => TRADE_WORD_RE.test(w) || NOT_NAMES.has(w.toLowerCase()) || STARTERS.has(w.toLocaleLowerCase('bg-BG')),
    ) &&
    // (One word that names a trade is the trade: "ФРИЗЬОРИ |"; with a second, "ЗВУК ИВО", a brand.)
    (pipedWords.length >= 2 || !findCategory(piped))
  )
    return piped;
  // ("⚡ Е-Колело Созопол ⚡ …", "Автоключ Бургас | …": a brand and its town, opening the brief on their own.)
  const opened =
    /^(?:\p{Extended_Pictographic}\uFE0F?\s*)*(\p{Lu}[\p{L}-]+(?:\s+(?:\p{Lu}[\p{L}-]+|\d{1,4}))?)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*(?:\p{Extended_Pictographic}|[|–—]|\s-\s|[.!]\s)/u.exec(
      text.trim(),
    );
  // ("Гараж 7 Бургас - изправяне на джанти …": a noun with its number is a brand too.)
  if (
    opened &&
    TOWNS.includes(opened[2]!) &&
    !TOWNS.includes(opened[1]!) &&
    (!looksLikeBusinessNoun(opened[1]!) || /\s\d+$/u.test(opened[1]!)) &&
    !TRADE_WORD_RE.test(opened[1]!)
  )
    return opened[1]!;
  // ("Родопски звук, с. Широка лъка – изработвам каба гайди …": words in sentence case before the place, with the
  // owner's own verb after its dash, are the name; "Домашни яйца, с. …" (a ware in the plural) or a trade is not.)
  const beforePlace =
    /^(\p{Lu}\p{Ll}+(?:\s+\p{Ll}{3,}){1,2}),\s+((?:(?:с|гр)\.\s*)?\p{Lu}[^–—,.]{1,30}?)\s+[–—-]\s+(\p{Ll}+)/u.exec(
      text.trim(),
    );
  if (
    beforePlace &&
    (/^(?:с|гр)\./u.test(beforePlace[2]!) || findPlaces(beforePlace[2]!).length) &&
    (isOwnVerb(beforePlace[3]!) || isFirstPersonVerb(beforePlace[3]!)) &&
    beforePlace[1]!
      .split(/\s+/)
      .every(
        (w, i) =>
          !TRADE_WORD_RE.test(w) &&
          !PREPOSITIONS.has(w) &&
          !/(?:ане|ене|яне|ция|ние)$/u.test(w) &&
          (i > 0 || (!looksLikeBusinessNoun(w) && !STARTERS.has(w.toLocaleLowerCase('bg-BG')))),
      ) &&
    !/и$/u.test(beforePlace[1]!) &&
    !findCategory(beforePlace[1]!)
  )
    return beforePlace[1]!;
  // ("аквариумите на тео … 0878 44 55 66 тео", "… фермата на баба мара продаваме …": a thing of someone's typed
  // in lower case is a name too, when a title or the signature says the someone is a person.)
  const ownedLower = ownedInLowerCase(text) || brandBeforeTown(text);
  if (ownedLower) return ownedLower;
  // "Дайв център Атлантис", "Семейна ферма Розана" signing the brief: the business's own noun before
  // its name says surely which capitalised words name it ("PADI Open Water", "GoPro" earlier).
  const signed = nounNamed(sentences);
  const endSigned = signatureName(text);
  // ("Ярки носачки Ломан Браун, … Поръчки на 0899 612 733, Ферма Пиле": a breed or a make after the ware's noun gives way
  // to a business's own noun and name signing the brief after the phone.)
  const signedNoun = signed
    ? new RegExp(`(\\p{L}+)\\s+[„"«“]?${escapeRe(signed)}`, 'u').exec(text)?.[1]?.toLocaleLowerCase('bg-BG')
    : undefined;
  if (signed && !isPlaceName(signed, text))
    return endSigned !== signed && startsWithBusinessNoun(endSigned) && !BUSINESS_NOUNS.has(signedNoun ?? '')
      ? endSigned
      : signed;
  for (const [i, sentence] of sentences.slice(0, 3).entries()) {
    // The owner's question asks about the customer's world: "Имате полет от Терминал 2?".
    if (/\?\s*$/.test(sentence)) continue;
    // ("3Д ПРИНТИРАНЕ ЗА ДЕЦА 8-14 Г!!! Работилница в Хасково …": a slogan shouted whole says what is done, for whom.)
    if (isSlogan(sentence)) continue;
    const read = nameInSentence(sentence, i === 0);
    // ("точа ножове … на Женския пазар в София …, Бай Васил Точиларя": the market read first is where; the name is the
    // next one the sentence gives, read without it.)
    const name =
      read && landmarkAt(read, text)
        ? nameInSentence(
            sentence.replace(new RegExp(`\\s+(?:на|в|във|до|край|пред|при)\\s+${escapeRe(read)}(?!\\p{L})`, 'giu'), ''),
            i === 0,
          )
        : read;
    // A candidate no name survives ("restavraciya.snimki@…") leaves room for the owner's own.
    // A capitalised run inside a sentence ("ремонтирам … - Акорд, Респром", "кошери Дадан Блат") gives way to
    // the name the brief is signed with; one that opens its sentence ("PowerZone е …") does not.
    // ('ул. "Васил Левски" 12': a street is where.)
    const street = new RegExp(`(?<!\\p{L})(?:ул|бул|пл|улица|булевард|площад)\\.?\\s*[„"«“]?${escapeRe(name)}`, 'iu');
    if (name && !isPlaceName(name, text) && !saidAsPlace(name, text) && !street.test(text) && plausibleName(name, text))
      return endSigned && !sentence.trimStart().startsWith(name) ? endSigned : name;
  }
  // A one-person business with no other name goes by its owner's ("Казвам се Стефан, ВиК майстор съм",
  // "🎶 Казвам се Петър"), or the first name they sign with ("Пишете ми, Краси", "Виктор 0887 333 909").
  // "Аз съм Кирил и зидам …" names him too, and "Аз съм инж. Петър Колев" with his title; "Аз съм Пчелар" or "Аз съм от
  // Русе" does not. (So does one after the question the owner opens by asking the customer, "Искаш ли …? Аз съм
  // Николай, ски учител"; a question that tells the customer's trouble, "Котката драска мебелите? Аз съм Мила", is kept
  // whole as the ad's hook.)
  const own =
    /(?:^|[.!,]\s+|(?<=^(?:[^.!?]*(?<!\p{L})ли|\p{L}+ш|[Тт]ърсите|[Ии]скате|[Ии]мате|[Пп]ланирате|[Мм]ечтаете|[Чч]акате)(?!\p{L})[^.!?]*\?)\s+|\p{Extended_Pictographic}\uFE0F?\s*|(?:[Зз]дравейте|[Зз]драсти|[Дд]обър\s+ден)(?:,\s+|\s*[!,]?\s*[:;]-?[)D]+\s*))(?:[Кк]азвам\s+се|[Аа]з\s+съм)\s+(?:(?:инж|арх|проф|доц|адв)\.\s*|д-р\s+)?(\p{Lu}\p{Ll}{1,11}(?:\s+\p{Lu}\p{Ll}+(?:ов|ев|ин|ски|цки)(?:а)?)?)(?=\s*(?:[,.!–—-]|\s+и\s|\s+от\s+(?:\p{Lu}|с\.|гр\.|село\s|град\s)|(?:\+359|0)[\d\s/-]{8,}|$))/u.exec(
      text,
    )?.[1] ||
    // ("аз съм Стоян подковавам коне …": typed in one breath, his name and then his own verb, with no comma between.)
    ownThenVerb(text) ||
    // ("Учителка съм Мария Динева, свиря 20 години": what she is, then "съм" and her name.)
    /(?:^|[.!?]\s+)\p{Lu}\p{Ll}{3,}\s+съм\s+(\p{Lu}\p{Ll}{1,11}(?:\s+\p{Lu}\p{Ll}+(?:ов|ев|ин|ски|цки)(?:а)?)?)(?=\s*[,.!–—]|$)/u.exec(
      text,
    )?.[1];
  // "Ивелин, Плевен – отварям …": a first name and the town before what they do sign it too.
  // ("… на голям екран. Ирина, Пловдив, идвам в цялата страна.": so does a given name and the town before a comma and
  // the owner's own words, mid-brief.)
  const signedTown =
    /(?:^|[.!?]\s+|\p{Extended_Pictographic}\uFE0F?\s*)(\p{Lu}\p{Ll}{2,11}),\s+(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)(?:\s+[–—-]\s|(,\s+\p{Ll}))/u.exec(
      text,
    );
  if (
    !own &&
    signedTown &&
    (!signedTown[3] || GIVEN_NAMES.has(lc(signedTown[1]!))) &&
    TOWNS.includes(signedTown[2]!) &&
    !TOWNS.includes(signedTown[1]!) &&
    !looksLikeBusinessNoun(signedTown[1]!) &&
    !STARTERS.has(signedTown[1]!.toLocaleLowerCase('bg-BG')) &&
    !NOT_NAMES.has(signedTown[1]!.toLowerCase())
  )
    return signedTown[1]!;
  // ("аз съм митко тапицера от ботевград …": a first name typed in lower case before the owner's trade or town.)
  const ownLower = own
    ? undefined
    : /(?:^|[.!]\s+)(?:[Зз]дравейте,?\s+)?[Аа]з\s+съм\s+(\p{Ll}{3,10})\s+(?:(\p{Ll}{4,}(?:ар|яр|ер|ьор|ач|ист|джия)(?:а|ят|ът)?)(?!\p{L})|от\s+(?:гр\.\s*|с\.\s*)?(\p{L}+))/u.exec(
        text,
      );
  // ("… в пловдив кършияка аз съм митко 20 евро на час …": a given name after "аз съм", wherever a line typed in one
  // breath puts it, is the owner's.)
  const lowerGivenAt = /(?<!\p{L})[Аа]з\s+съм\s+(\p{Ll}{3,10})(?!\p{L})/u.exec(text);
  const lowerGiven = lowerGivenAt?.[1];
  // ("здравейте казвам се гергана и съм логопед …", "… в центъра на пловдив казвам се ани …": "казвам се" is said only
  // before the owner's own name, typed in lower case or not.)
  const calledAt = /(?<!\p{L})[Кк]азвам\s+се\s+(\p{Ll}{2,12})(?!\p{L})/u.exec(text);
  const calledLower = calledAt?.[1];
  const calledOwn =
    calledLower &&
    personLike(calledLower) &&
    !isAgentNoun(calledLower) &&
    !looksLikeBusinessNoun(calledLower) &&
    !isOwnVerb(calledLower) &&
    !findPlaces(capitalizeFirst(calledLower)).length
      ? withSurname(capitalizeFirst(calledLower), text.slice(calledAt!.index + calledAt![0].length))
      : '';
  const lowerOwn =
    ownLower &&
    (ownLower[2] || isTownWord(ownLower[3]!)) &&
    personLike(ownLower[1]!) &&
    !TRADE_WORD_RE.test(ownLower[1]!) &&
    !looksLikeBusinessNoun(ownLower[1]!) &&
    !isOwnVerb(ownLower[1]!) &&
    !isTownWord(ownLower[1]!)
      ? capitalizeFirst(ownLower[1]!)
      : '';
  const ownName =
    own &&
    !TOWNS.includes(own) &&
    !looksLikeBusinessNoun(own) &&
    !/^\p{Lu}\p{Ll}+(?:ар|яр|ер|ач|ист|тел|ог|граф)$/u.test(own)
      ? own
      : '';
  // "Аз съм Теди … Пиши ни във FB: Лапи и Опашки 0877 …": a brand signed at the end names the business; a
  // first name signed there is the owner's, said already.
  if (endSigned.includes(' ') && !new RegExp(`^${TITLE}\\s`, 'u').test(endSigned)) return endSigned;
  // "аз баба Стойка и снаха ми правим …": the owner with the title she goes by.
  const titled = new RegExp(`(?:^|[.!]\\s+)[Аа]з\\s+(?:съм\\s+)?(${TITLE}\\s+\\p{Lu}\\p{Ll}+)`, 'u').exec(text)?.[1];
  // ("Йога в парка … Водя аз – Надя.": the owner's "аз" and their name after its dash.)
  const afterI = /(?<!\p{L})(?:[Аа]з\s+съм|аз)\s*[–—-]\s*(\p{Lu}\p{Ll}{2,11})(?=\s*(?:[,.!]|$))/u.exec(text)?.[1];
  const selfDashed =
    afterI && personLike(afterI) && !looksLikeBusinessNoun(afterI) && !findPlaces(afterI).length ? afterI : '';
  return (
    ownName ||
    titled ||
    selfDashed ||
    signedFirstName(text) ||
    endSigned ||
    lowerOwn ||
    lowerBrand(text) ||
    (lowerGiven && GIVEN_NAMES.has(lowerGiven)
      ? withSurname(capitalizeFirst(lowerGiven), text.slice(lowerGivenAt!.index + lowerGivenAt![0].length))
      : '') ||
    calledOwn
  );
}

/** "Аз съм Стоян подковавам коне …", "Казвам се Петко, правя комини": the first name before the owner's own verb. */
function ownThenVerb(text: string): string {
  const m =
    /(?:^|[.!]\s+)(?:(?:[Зз]дравейте|[Зз]драсти|[Дд]обър\s+ден)[,!]?\s+)?(?:[Кк]азвам\s+се|[Аа]з\s+съм)\s+(\p{Lu}\p{Ll}{2,11})\s+(\p{Ll}{3,})(?!\p{L})/u.exec(
      text,
    );
  return m && (isOwnVerb(m[2]!) || isFirstPersonVerb(m[2]!) || SINGULAR_VERB_RE.test(m[2]!)) && personLike(m[1]!)
    ? m[1]!
    : '';
}

/**
 * A brand typed in lower case after the business's own noun, up to where it is: "… в студио ема бюти гр кърджали",
 * "фирма топла вода гр самоков", "склад горски дом с. ново село", "тапицерска работилница при гошо гр враца"
 * ("Ема Бюти", "Топла Вода", "Горски Дом", "При Гошо"). Only when nothing else names the business.
 */
function lowerBrand(text: string): string {
  const m =
    /(?:^|\s)(?:фирма|студио|склад|сервиз|работилница|ателие|магазин|салон|ферма|къща|хотел|клуб|школа|център)\s+((?:при\s+)?\p{Ll}{2,14}(?:\s+(?:и|\p{Ll}{2,14})){0,2})(?=\s*[,–—-]|\s+(?:в\s+)?(?:гр\.?|с\.|град|село)\s|\s+(?:в\s+)?\p{Lu})/u.exec(
      text,
    );
  if (!m) return '';
  const words = m[1]!.split(/\s+/);
  // ("работилница кожа и конец в гр габрово": two things in the singular joined by "и" are a brand, "Кожа и Конец";
  // wares in the plural, "магазин плодове и зеленчуци", are what is sold.)
  const joined =
    words.length === 3 && words[1] === 'и' && [words[0]!, words[2]!].every((w) => !/(?:и|ове|ета|ища)$/u.test(w));
  const ok = (w: string, i: number) =>
    (i === 0 && w === 'при') ||
    (i === 1 && joined) ||
    (!PREPOSITIONS.has(w) &&
      !VERBS.has(w) &&
      !STARTERS.has(w) &&
      !isOwnVerb(w) &&
      !isFirstPersonVerb(w) &&
      !TRADE_WORD_RE.test(w) &&
      !/^(?:гр|град|село|обл|за|на|и|или|от|до)$/u.test(w) &&
      !isTownWord(w));
  if (!words.every(ok) || findPlaces(words.map(capitalizeFirst).join(' ')).length) return '';
  return words.map((w) => (w === 'и' ? w : capitalizeFirst(w))).join(' ');
}

/**
 * Who signs a trade shouted as the heading: "РЕМОНТ НА КОСАЧКИ И ТРИМЕРИ ПРИ ЖОРО, с. Брестник" ("При Жоро"), the
 * master or team after its dash ("ДЪРВОРЕЗБА ТРЕВНЕНСКА ШКОЛА – Майстор Пенчо, гр. Трявна", "БОЯДИСВАНЕ НА ФАСАДИ -
 * екип Колорит, …"), or the capitals before the town ("ФОТО ЕКСПРЕС Монтана снимки …"; "АВТОКЛЮЧАР ЗАКИ гр. Хасково"
 * is the trade and "ЗАКИ").
 */
function shoutedHeadingName(text: string): string {
  const lead = String.raw`^(?:\p{Extended_Pictographic}\uFE0F?\s*)*`;
  const notPlace = (n: string) => !findPlaces(n).length && !TOWNS.includes(n);
  const at = new RegExp(
    String.raw`${lead}\p{Lu}{2,}(?:\s+\p{Lu}+)*\s+ПРИ\s+(\p{Lu}{3,12})(?=\s*[,.|–—-]|\s+(?:гр|с)\.)`,
    'u',
  ).exec(text)?.[1];
  if (at && notPlace(capitalizeFirst(at.toLocaleLowerCase('bg-BG'))))
    return `При ${capitalizeFirst(at.toLocaleLowerCase('bg-BG'))}`;
  // ("ПОЧИСТВАНЕ НА ФОТОВОЛТАИЦИ Добрич и региона - ЕКО СОЛАР КЛИЙН | …": the town may come before the dash.)
  const signed = new RegExp(
    String.raw`${lead}\p{Lu}{2,}(?:\s+\p{Lu}+){0,5}(?:\s+\p{Lu}\p{Ll}+(?:\s+и\s+(?:региона|областта|околията|селата))?)?\s+[–—-]\s+(?:(?:екип|фирма|ателие|студио)\s+)?((?:[Мм]айстор\s+|[Бб]ай\s+|[Чч]ичо\s+)?(?:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|\p{Lu}{2,}(?:\s+\p{Lu}{2,}){0,2}))(?=\s*[,.|]|\s+(?:гр|с)\.)`,
    'u',
  ).exec(text)?.[1];
  if (signed && notPlace(signed) && !STARTERS.has(signed.toLocaleLowerCase('bg-BG'))) return capitalizeFirst(signed);
  const beforeTown = new RegExp(
    // ("СЕКЮРИТИ ВИЖЪН, Стара Загора, монтираме …": a comma typed between the name and its town.)
    String.raw`${lead}(\p{Lu}{2,}(?:\s+\p{Lu}{2,}){1,2}),?\s+(?:(?:гр|с)\.\s*)?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?=\s+\p{Ll}|\s*[,.–—-])`,
    'u',
  ).exec(text);
  if (!beforeTown || !TOWNS.includes(beforeTown[2]!)) return '';
  const words = beforeTown[1]!.split(/\s+/);
  if (words.some((w) => /^(?:НА|И|ЗА|ОТ|С|В)$/u.test(w))) return '';
  return TRADE_WORD_RE.test(words[0]!)
    ? words.slice(1).join(' ')
    : words.slice(1).some((w) => TRADE_WORD_RE.test(w))
      ? ''
      : beforeTown[1]!;
}

/**
 * "аквариумите на тео" signed "… 0878 44 55 66 тео", "фермата на баба мара": a thing of someone's, typed in lower
 * case, with the person's name capitalised ("Аквариумите на Тео", "Фермата на баба Мара"). Without a title
 * the name must sign the brief after its phone: "цените на едро" or "рецептата на майка ми" name no one.
 */
function ownedInLowerCase(text: string): string {
  const t = text.trim().replace(/[.!]+$/u, '');
  const phone = [...t.matchAll(SIGNED_PHONE_RE)].at(-1);
  const signed = phone
    ? t
        .slice(phone.index! + phone[0].length)
        .replace(/^[\s.,;:–—-]+/u, '')
        .trim()
        .toLocaleLowerCase('bg-BG')
    : '';
  const re = new RegExp(
    String.raw`(?<!\p{L})(\p{L}{3,}(?:та|те|ът|ят|то))\s+на\s+(?:(${TITLE})\s+)?(\p{Ll}{3,12})(?!\p{L})`,
    'gu',
  );
  for (const m of t.matchAll(re)) {
    const [, thing, title, person] = m as unknown as [string, string, string | undefined, string];
    if (!/^\p{Ll}/u.test(thing.slice(1)) || /^\p{Lu}{2}/u.test(thing)) continue;
    if (title ? !personLike(person) : signed !== person) continue;
    return `${capitalizeFirst(thing)} на ${title ? `${title} ` : ''}${capitalizeFirst(person)}`;
  }
  // ("малка мандра на баба мара в село гела": a business's own noun, with no article, of a titled person is theirs too.)
  // (…with the adjective it was typed with, "Малка мандра на баба Мара": a line never asks «Търсите малка?».)
  const titled = new RegExp(
    String.raw`(?<!\p{L})((?:\p{L}\p{Ll}{2,}(?:ка|ра|на|та|ла|ва)\s+)?)(\p{L}\p{Ll}{3,})\s+на\s+(${TITLE})\s+(\p{Ll}{3,12})(?!\p{L})`,
    'u',
  ).exec(t);
  if (titled && BUSINESS_NOUNS.has(lc(titled[2]!)) && personLike(titled[4]!))
    return `${capitalizeFirst(`${titled[1]!}${titled[2]!}`)} на ${titled[3]} ${capitalizeFirst(titled[4]!)}`;
  return '';
}

/** A lower-case word after "баба" or "дядо" that can be a first name: no verb, preposition, pronoun or town. */
/**
 * "ДРОНОВИ СНИМКИ И ВИДЕО от въздуха | …": capitals that open the brief and run on in lower case are what the
 * business does, shouted, when they hold an adjective, a plural in -ове or an "И" (a brand, "ГУПИ ЛЕНД", holds none): they are
 * read, and said, in sentence case.
 */
function unshouted(text: string): string {
  return text.replace(
    /^((?:\p{Extended_Pictographic}\uFE0F?\s*)*)(\p{Lu}{2,}(?:\s+\p{Lu}+){1,5})(?=\s+\p{Ll})/u,
    (all, lead: string, run: string) => {
      // ("КАЯК ТУРОВЕ по река Камчия": so do the things done, in the plural.)
      if (!/(?:ОВИ|ЕВИ|НИ|СКИ|СКА|СКО|НА|НО|АНЕ|ЕНЕ|ЯНЕ|ОВЕ|ЕВЕ)(?:\s|$)|\sИ\s/u.test(run)) return all;
      // ("ПРЕНОС НА ПИАНА ИВАНОВ гр. Русе": the surname that signs it stays a name, "Пренос на пиана Иванов".)
      // ("ПРАНЕ НА КИЛИМИ АКВА ЧИСТ гр. Пазарджик": two words after the thing the job is done on sign it too.)
      const signed =
        /^(.+\s\p{Lu}{3,})\s+(\p{Lu}{3,}(?:ОВ|ЕВ|ИН))$/u.exec(run) ??
        /^(\p{Lu}+\s+НА\s+\p{Lu}{3,})\s+((?!(?:И|ЗА|НА|ОТ|ПО|С|В|ДО|ПРИ|ПОД)\s)\p{Lu}{3,}\s+(?!(?:И|ЗА|НА|ОТ|ПО|С|В|ДО|ПРИ|ПОД)$)\p{Lu}{3,})$/u.exec(
          run,
        );
      const said = capitalizeFirst((signed ? signed[1]! : run).toLocaleLowerCase('bg-BG'));
      const signature = signed
        ? signed[2]!
            .split(/\s+/)
            .map((w) => capitalizeFirst(w.toLocaleLowerCase('bg-BG')))
            .join(' ')
        : '';
      return `${lead}${said}${signature ? ` ${signature}` : ''}`;
    },
  );
}

/**
 * A line typed all in lower case names its brand right before the town: "пчеларски магазин кошерчето плевен …",
 * "агроаптека зелена нива гр. павликени", "лодка капитан жоро созопол", "… кафемания сервиз пловдив". One or two
 * words after a business's own noun, a title and a first name, or a word before "сервиз"/"магазин", that are no
 * product in the plural, no job, no verb and no place, said capitalised ("Кошерчето", "Капитан Жоро").
 */
// The words Bulgarian firms are named with after their trade's ("Дограма Стил", "Мебели Дизайн", "Строй Груп").
const BRAND_TAIL_RE =
  /^(?:стил|дизайн|про|комфорт|арт|строй|груп|лукс|люкс|експрес|плюс|декор|мастер|тех|транс|инвест|вижън|стар|комерс)$/u;

// The first halves of compounds an owner may type as a word of their own: "вело сервиз", "авто мивка", "фото студио".
const COMPOUND_HEAD_RE =
  /^(?:авто|мото|вело|фото|видео|аудио|био|еко|агро|аква|хидро|термо|електро|енерго|кино|радио|теле|гео|мини|макси|супер|мега|евро|вет)$/u;

function brandBeforeTown(text: string): string {
  const town = findPlaces(text).find((h) => h.place.kind === 'town');
  // (The town may have been capitalised when the line was punctuated: "… кошерчето в Плевен – …".)
  if (!town || /\p{Lu}/u.test(text.slice(1, town.start).replace(/[A-Za-z]+/g, ''))) return '';
  const words = text
    .slice(0, town.start)
    .replace(/(?:^|\s)(?:в|във|от|гр\.|град|край)\s*$/u, '')
    .trim()
    .split(/\s+/);
  if (/[,.;:!?–—]$/u.test(words.at(-1) ?? '')) return '';
  // ("дограма стил бургас правим …", "мебели дизайн варна …": a word and one a brand is made with, opening the brief
  // before its town, are the brand typed in lower case; "ремонт покриви бургас" names what is done.)
  if (
    words.length === 2 &&
    BRAND_TAIL_RE.test(words[1]!) &&
    /^\p{L}\p{Ll}{2,}$/u.test(words[0]!) &&
    !isTownWord(words[0]!)
  )
    return words.map(capitalizeFirst).join(' ');
  if (words.length < 3) return '';
  const nameWord = (w: string) =>
    /^\p{Ll}{3,}$/u.test(w) &&
    !PREPOSITIONS.has(w) &&
    !/^(?:като|който|която|които|което|само|също|много|всички|всеки|всяка|нашия|нашата|моя|моята)$/u.test(w) &&
    // (A trade's person, "болногледач", is no brand; "шаранджия" may be.)
    !/(?:ар|яр|ер|ьор|ач|ист|тел)$/u.test(w) &&
    !NOT_NAMES.has(w) &&
    !STARTERS.has(w) &&
    !/(?:и|ове|ета|ища|ане|ене|яне|ция|ние|ски|ска|ско)$/u.test(w) &&
    !isOwnVerb(w) &&
    !isFirstPersonVerb(w) &&
    // ("пчелинчето", "хлебчето": a trade's word made small or definite is a brand, "пчелар" the trade.)
    !(findCategory(w) && !/(?:че|чо|чето|чката|ето|ата|ът|ят)$/u.test(w));
  const title = (ws: string[]) => ws.map((w) => capitalizeFirst(w)).join(' ');
  const [a = '', b = ''] = words.slice(-2);
  // ("лодка капитан жоро", "ковач петко"): a title or the trade's own word and the first name after it.
  if (/^(?:капитан|ковач|майстор|бай|чичо|леля|баба|дядо|доктор)$/u.test(a) && personLike(b) && nameWord(b))
    return title([a, b]);
  // ("кафемания сервиз"): a word before the business's own noun.
  // ("мобилен вело сервиз в Бургас", "авто сервиз", "фото студио": the first half of a compound typed apart says what
  // the business works on, never its brand «Вело сервиз».)
  if (BUSINESS_NOUNS.has(b) && nameWord(a) && !ADJECTIVE_END_RE.test(a) && !COMPOUND_HEAD_RE.test(a))
    return capitalizeFirst(`${a} ${b}`);
  for (const n of [2, 1]) {
    const cand = words.slice(-n);
    const before = words[words.length - n - 1] ?? '';
    if ((BUSINESS_NOUNS.has(before) || /^(?:агро)?аптека$/u.test(before)) && cand.every(nameWord)) return title(cand);
  }
  return '';
}

/** A word the brief types only after "с.", "село", "гр." or "град": the village or town, never a name or a service. */
function onlyAfterSettlement(word: string, text: string): boolean {
  const all = text.match(new RegExp(`(?<![\\p{L}])${escapeRe(word)}(?![\\p{L}])`, 'giu'))?.length ?? 0;
  const after =
    text.match(new RegExp(`(?:^|[\\s,(])(?:с\\.|село|гр\\.|град)\\s*${escapeRe(word)}(?![\\p{L}])`, 'giu'))?.length ??
    0;
  return all > 0 && after === all;
}

/** The word an owner types before a town, a village or a region ("гр.", "с.", "обл.", "община"). */
const PLACE_WORD = String.raw`(?:гр\.|град|обл\.|област|общ\.|община|с\.|село)`;

function leadsWithPlace(reading: string, text: string): boolean {
  const first = /^\p{Lu}\p{Ll}+/u.exec(reading)?.[0];
  return (
    Boolean(first) &&
    reading.length > first!.length &&
    new RegExp(`(?:^|[\\s,(])${PLACE_WORD}\\s*${escapeRe(first!)}(?![\\p{L}])`, 'iu').test(text)
  );
}

const TOWNS_LOWER = new Set(TOWNS.map((t) => t.toLocaleLowerCase('bg-BG')));
/** "добрич", "Враца": a town's whole name, in any case. */
// ("казвам се петър димов рехабилитатор съм …", "аз съм мария петрова …": the surname typed in lower case after the
// given name the owner introduces is the owner's too: «Петър Димов», never «Петър» and a trade «димов рехабилитатор».)
const LOWER_SURNAME_RE = /^\s+(\p{Ll}{2,16}(?:ов|ев|ова|ева|ски|ска|цки|цка|ин|ина))(?=[\s,.!;:–—-]|$)/u;
const NO_SURNAME = new Set(['готов', 'готова', 'един', 'българин', 'машина', 'година', 'половина']);
function withSurname(given: string, after: string): string {
  const surname = LOWER_SURNAME_RE.exec(after.slice(0, 40))?.[1];
  if (!surname || NO_SURNAME.has(surname) || isTownWord(surname) || isOwnVerb(surname)) return given;
  return `${given} ${capitalizeFirst(surname)}`;
}
const isTownWord = (w: string) => TOWNS_LOWER.has(w.toLocaleLowerCase('bg-BG'));
/** "ОСИ И СТЪРШЕЛИ ВЕЧЕ НЕ!": a slogan shouted whole, which names no one and opens nothing. */
const isSlogan = (sentence: string) => !/\p{Ll}/u.test(sentence) && /!/u.test(sentence);

function personLike(word: string): boolean {
  const w = word.toLocaleLowerCase('bg-BG');
  return (
    !VERBS.has(w) &&
    !PREPOSITIONS.has(w) &&
    !STARTERS.has(w) &&
    !NOT_NAMES.has(w) &&
    !/^(?:ми|ти|си|му|ни|ви|им|нас|вас|тях)$/u.test(w) &&
    !/(?:ме|те|ам|ям|им|ат|ят|ах|ше)$/u.test(w) &&
    !isTownWord(w)
  );
}

// The phone's or a page's label and units are never a name ("Тел 0879 …", "fb:", "10 kW").
const LABEL_RE = /^(?:тел|телефон|моб|gsm|viber|вайбър|иг|инстаграм|fb|фб|фейсбук|kw|kwh|kwp|mw|w|вт|квт)\.?$/iu;

/** "… Майстор Мирослав 0897 …", "Пишете ми, Краси – @krasi.foto", "Виктор 0887 333 909": a first name signing the brief. */
function signedFirstName(text: string): string {
  const m =
    /(?:^|[.!,]\s+|\s[–—]\s|\p{Extended_Pictographic}\uFE0F?\s*|(?:ми|майстор|Майстор|инж\.|Капитан|капитан|Бай|бай|Чичо|чичо|се\s+на)\s*,?\s+)(\p{Lu}\p{Ll}{2,11})(?:\s+от\s+(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?))?(?:,\s+(?:\p{Ll}+\s+)?\p{Ll}{3,}(?:ер|ар|яр|ист|ор|ог|граф|ач|тел|ка))?\s*(?:[,–—-]\s*)?(?:(?:тел\.?\s*)?(?:\+359|0)[\d\s/-]{8,}(?:(?:,|\s+или|\s+и)\s+(?:\+359|0)[\d\s/-]{8,})?|@[\w.]+)\.?\s*$/u.exec(
      text.trim(),
    );
  // ("Вики от Габрово, 0878 …": the town she signs from is no part of her name; "Ивайло, уеб дизайнер 0888 …" signs
  // with his trade; "Елена, тел. 0431 … или 0879 …" with both her numbers.)
  const n = m && (!m[2] || TOWNS.includes(m[2])) ? m[1]! : '';
  // ("… Казанлък и селата наоколо. … Елена, тел. 0431 …": a given name that is a town's too signs as the person when
  // the brief is set in another town.)
  const person =
    GIVEN_NAMES.has(n.toLocaleLowerCase('bg-BG')) &&
    findPlaces(text).some((p) => p.place.kind === 'town' && p.place.name !== n);
  return n &&
    (person || !TOWNS.includes(n)) &&
    !looksLikeBusinessNoun(n) &&
    !CTA_VERB_RE.test(n) &&
    !STARTERS.has(n.toLocaleLowerCase('bg-BG')) &&
    !NOT_NAMES.has(n.toLowerCase()) &&
    !LABEL_RE.test(n)
    ? n
    : '';
}

/** "Семейна ферма Розана", "Дайв център Атлантис": a business noun, then its capitalised name, anywhere in the brief. */
function nounNamed(sentences: string[]): string {
  for (const sentence of sentences) {
    // ("ОСИ И СТЪРШЕЛИ ВЕЧЕ НЕ! 🐝 Фирма Стършел Стоп …": a slogan shouted whole names no one.)
    if (isSlogan(sentence)) continue;
    const tokens = tokenize(sentence);
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      const prev = tokens[i - 1]!;
      if (
        !isCapitalized(t.text) ||
        !/^\s+$/.test(sentence.slice(prev.end, t.start)) ||
        !looksLikeBusinessNoun(prev.text)
      )
        continue;
      // "до магазин Лидл", "срещу мол Галерия": a landmark on the way; "в пекарна Слънце" is theirs.
      if (i >= 2 && LANDMARK_BEFORE.has(tokens[i - 2]!.text.toLowerCase())) continue;
      // ("Казвам се Иван и правя козе сирене в село Гела": a village no list has is where, never the name.)
      if (/^(?:село|селото|град|градът|квартал|махала|курорт)$/iu.test(prev.text)) continue;
      if (usedVenue(tokens, i)) continue;
      if (isBreed(tokens[i - 2]?.text ?? '', prev.text, t.text)) continue;
      // ("Ремонт на шевни машини Сингер, Брадър, Джуки …. Сервиз Игла": the first of the makes listed after the ware in
      // small letters is what they work on, never who they are; "пекарна Слънце, Русе" is signed before its town.)
      // (Two makes or more after it, "Сингер, Брадър, Джуки и …", never "клиника Космос, В. Търново".)
      const listedNext = /^\s*,\s*(\p{Lu}[\p{L}-]+)(?:\s*,\s*|\s+(?:и|или)\s+)\p{Lu}[\p{L}-]+/u.exec(
        sentence.slice(t.end),
      )?.[1];
      if (/^\p{Ll}/u.test(prev.text) && listedNext && !findPlaces(listedNext).length) continue;
      if (findPlaces(sentence).some((p) => t.start >= p.start && t.start < p.end)) continue;
      // "Дизел Сервиз Гюров": a capitalised noun is part of the name, with the capitalised words before it.
      // "Пицария Наполи" opening the brief is the trade and its name ("Наполи").
      let from = i - 1;
      while (
        isCapitalized(prev.text) &&
        from >= 1 &&
        isCapitalized(tokens[from - 1]!.text) &&
        /^\s+$/.test(sentence.slice(tokens[from - 1]!.end, tokens[from]!.start)) &&
        !STARTERS.has(tokens[from - 1]!.text.toLocaleLowerCase('bg-BG'))
      )
        from--;
      // "… – Дограма Експерт" signs with the noun inside the name, unless it opens the sentence.
      let run = nameRun(sentence, tokens, from < i - 1 || (isCapitalized(prev.text) && i >= 2) ? from : i);
      // "… Пчелин Стойкови 0899 505 606": a noun and a name signing the brief above its phone are the name as signed.
      const PHONE_TAIL = String.raw`[\s,.:–—-]*(?:тел\.?\s*:?\s*)?(?:\+359|0)[\d\s/-]{7,}\d[.\s]*$`;
      const bare = run.replace(new RegExp(PHONE_TAIL, 'u'), '');
      // ("Треньор Николай Петров" is a person with a title.)
      if (
        i === 1 &&
        bare &&
        !/\s/.test(bare) &&
        !/^(?:фирма|компания|треньор\p{L}*|майстор|инструктор\p{L}*|учител\p{L}*|преподавател\p{L}*|д-р|доктор)$/iu.test(
          prev.text,
        ) &&
        new RegExp(`^${escapeRe(prev.text)}\\s+${escapeRe(bare)}${PHONE_TAIL}`, 'u').test(sentence.trim())
      )
        run = `${prev.text} ${bare}`;
      // ("Щори Ради 🪟 гр. Казанлък", "Мебели Петров": goods in the plural opening the brief before one name are the
      // brand as the owner signs it; "Пицария Наполи" is the shop and its name, "Наполи".)
      else if (i === 1 && run && !/\s/.test(run) && /^\p{Lu}\p{Ll}{2,}и$/u.test(prev.text) && prev.text !== 'Такси')
        run = `${prev.text} ${run}`;
      // ("Агенция Добро сърце 0878 …": a name in sentence case runs on to the phone that signs it.)
      // ("хижа Мечи чал, Рила": …or to the comma after its one lower-case word.)
      const after = run ? sentence.slice(sentence.indexOf(run) + run.length) : '';
      const runOn = run
        ? (new RegExp(`^((?:\\s+\\p{Ll}{3,}){1,2})${PHONE_TAIL}`, 'u').exec(after) ??
          (/\s/.test(run) ? null : /^(\s+\p{Ll}{3,})(?=\s*[,–—])/u.exec(after)))
        : null;
      if (
        runOn &&
        !runOn[1]!
          .trim()
          .split(/\s+/)
          // (…never a word of the call: "сервиз Трион Митко телефон 0889 …", "Плетива Баба Рада поръчки 0886 …".)
          .some((w) => PREPOSITIONS.has(w) || VERBS.has(w) || HEADING_RE.test(w))
      )
        run += runOn[1]!;
      // "Аптека Здраве+" keeps its plus.
      if (
        run &&
        validName(run) &&
        !COMPANY_FORMS.has(run) &&
        !NOT_NAMES.has(run.toLowerCase()) &&
        !findPlaces(run).length
      )
        return sentence.includes(`${run}+`) ? `${run}+` : run;
    }
  }
  return '';
}

/** "Розобер в Розовата долина", "Работим в Пловдив, Асеновград и Първомай": said only as where, never as who. */
// ("Работилницата ми е в Търново, на Самоводската чаршия": a street or market said after "на" is where, too.)
function saidAsPlace(name: string, text: string): boolean {
  const esc = escapeRe(name);
  const all = text.match(new RegExp(`(?<![\\p{L}])${esc}(?![\\p{L}])`, 'gu'))?.length ?? 0;
  const asPlace =
    text.match(
      new RegExp(
        `(?:(?<![\\p{L}])(?:в|във|край|из|до|на)\\s+|\\p{Lu}\\p{Ll}+(?:,\\s*|\\s+и\\s+))${esc}(?![\\p{L}])`,
        'gu',
      ),
    )?.length ?? 0;
  return all > 0 && asPlace === all && (TOWNS.includes(name) || /^\p{Lu}\p{Ll}+(?:ата|ия|ят)\s+\p{Ll}+$/u.test(name));
}

// A region, a mountain, a motorway or a city district is where, not who ("120 кошера в Пирин",
// "Софийска област", "по АМ Тракия", "к-с Изгрев", "в цяла Южна България").
const REGION_RE =
  /^(?:(?:южна|северна|западна|източна|северозападна|североизточна|югозападна|югоизточна|цяла)\s+българия|пирин|рила|родопите|родопи|стара\s+планина|балкана|странджа|витоша|тракия|добруджа|черно\s+море|дунав|\p{L}+\s+област|област\s+\p{L}+)$/iu;
const DISTRICT_NAMES = new Set(DISTRICTS.map((d) => d.name.toLocaleLowerCase('bg-BG')));

/** A region or district the brief names as a place ("в Пирин", "к-с Изгрев"), not as part of a name ("Гуми Сервиз Пирин"). */
function isPlaceName(name: string, text: string): boolean {
  // ("Оглед в цяла Северна България безплатно": the place and the lower-case words after it are where, and how much.)
  const head = name.replace(/(?:\s+\p{Ll}+)+$/u, '');
  if (head !== name && /\p{Lu}/u.test(head) && isPlaceName(head, text)) return true;
  const esc = escapeRe(name);
  // "Гуми Сервиз Пирин" is a name; "120 кошера в Пирин" and "к-с Изгрев" are places.
  const saidAsPlace =
    new RegExp(
      `(?:^|[\\s,])(?:в|във|край|по|из|на|от|до|цяла|целия|кв\\.?|к-с|ж\\.?к\\.?|жк|ам|област)\\s+${esc}(?![\\p{L}])`,
      'iu',
    ).test(text) ||
    // ("кв. Изгрев, Славейков и Меден рудник", "в кв. Младост и Дружба", "в Пловдив – Тракия, …": a quarter listed
    // after a town or another quarter is where too.)
    [
      ...text.matchAll(
        new RegExp(
          `(\\p{Lu}[\\p{L}\\d-]*(?:\\s+\\p{L}[\\p{L}\\d-]*)?)(?:,\\s*|\\s+и\\s+|\\s+[–—-]\\s+)${esc}(?![\\p{L}])`,
          'gu',
        ),
      ),
    ].some((m) => [m[1]!, m[1]!.split(/\s+/).at(-1)!].some((w) => DISTRICT_NAMES.has(lc(w)) || TOWNS.includes(w))) ||
    /област/iu.test(name);
  return saidAsPlace && (REGION_RE.test(name) || DISTRICT_NAMES.has(name.toLocaleLowerCase('bg-BG')));
}

/** "Женския пазар" of "точа ножове на Женския пазар": a market, a square or a station the owner works at. */
function landmarkAt(name: string, text: string): boolean {
  return (
    /(?<!\p{L})(?:пазар|пазара|площад|гара|гарата|плаж|мол|парк|пристанище|пристанището|летище|стадион|градина)$/iu.test(
      name,
    ) && new RegExp(`(?<!\\p{L})(?:на|в|във|до|край|пред|при)\\s+${escapeRe(name)}(?!\\p{L})`, 'iu').test(text)
  );
}

/**
 * The name as the owner would sign it: never a region or a district said as a place, never with the
 * phone that followed it ("Митко 0876 209 335"), with its title ("д-р Христова") and its whole firm
 * ("Звук Про ООД", not "Про ООД").
 */
// "категории В, С и ТКТ", "кат. В и С+Е", "категория ТКТ": the licences a driving school teaches, by their letters.
const LICENCE_LIST_RE =
  /(?<!\p{L})(?:категори(?:я|и|ята|ите)|кат\.)\s*((?:[\p{Lu}A-Z]{1,3}\d?(?:\+[\p{Lu}A-Z]{1,2})?(?:\s*(?:,|и|или)\s*|\s+|$))+)/giu;

/** "В 1200", "В и ТКТ": a licence's letters (with a price after them) are what is taught, never a name. */
function licenceCategory(name: string, text: string): boolean {
  const letters = new Set(
    [...text.matchAll(LICENCE_LIST_RE)].flatMap((m) =>
      m[1]!.split(/[\s,]+/u).filter((w) => w && w !== 'и' && w !== 'или'),
    ),
  );
  if (!letters.size) return false;
  const words = name.split(/\s+/u).filter((w) => !/^(?:и|или|&|\d+)$/u.test(w));
  return words.length > 0 && words.every((w) => letters.has(w));
}

/**
 * "… или във фейсбук Юфката на Баба Дора": a page's name runs on past "на" to the capitals after it; the business is
 * „Юфката на Баба Дора“, never «Юфката в село Кликач».
 */
function wholePageName(name: string, text: string): string {
  if (!name) return name;
  const page = new RegExp(
    `(?<!\\p{L})(?:фейсбук|facebook|fb|фб|инстаграм|instagram)\\s*:?\\s*(?:страница(?:та)?\\s+)?[„"«“]?${escapeRe(name)}((?:\\s+(?:на|за|от|при|с|и)\\s+\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)+)(?=[“”"»]?\\s*(?:[,.!;]|$|или\\s|\\+|0\\d))`,
    'u',
  ).exec(text);
  if (page) return `${name}${page[1]}`;
  // (…and back from the name read at its end, "във фейсбук Пчелите на Дядо Иван", never «Дядо Иван край Елена».)
  const before = new RegExp(
    `(?<!\\p{L})(?:фейсбук|facebook|fb|фб|инстаграм|instagram)\\s*:?\\s*(?:страница(?:та)?\\s+)?[„"«“]?(\\p{Lu}\\p{Ll}+\\s+(?:на|за|от|при)\\s+)${escapeRe(name)}(?=[“”"»]?\\s*(?:[,.!;]|$|или\\s|\\+|0\\d))`,
    'u',
  ).exec(text);
  return before ? `${before[1]}${name}` : name;
}

function plausibleName(name: string, text: string): string {
  // "Родопите 🏕️ 7 дни": the count and the emoji after a name are the next thought, not the name.
  // A number that closes the name where the owner typed it ("Форма 360 в Казанлък", "„Старт 99“") is its own.
  const typedAt = text.indexOf(name);
  const ownNumber =
    /\s\d{1,3}$/.test(name) &&
    typedAt >= 0 &&
    (/^\s*(?:[“”"»,.;:!?–—-]|$|(?:в|във|на|от|до|за|с|със|и)\s)/u.test(text.slice(typedAt + name.length)) ||
      // ("Гараж 7 Бургас - …": …or the town.)
      TOWNS.includes(/^\s+(\p{Lu}\p{Ll}+)/u.exec(text.slice(typedAt + name.length))?.[1] ?? ''));
  let n = name
    .replace(/\s+(?:\+?\d[\d\s-]{5,})$/u, '')
    .replace(
      ownNumber
        ? /(?:\s*\p{Extended_Pictographic}\uFE0F?)+(?:\s+\d+)?$/u
        : /(?:\s*\p{Extended_Pictographic}\uFE0F?)+(?:\s+\d+)?$|\s+\d{1,3}$/u,
      '',
    )
    .trim();
  // ("… 90 лв. Аз съм Краси, 0889 …": the owner introducing themselves is named by the name, not by "аз съм".)
  n = n.replace(/^(?:аз\s+съм|казвам\s+се|името\s+ми\s+е)\s+(?=\p{Lu}\p{Ll})/iu, '');
  // ("… в селата около Добрич и Балчик тошо 0878 …": a town and the given name typed after it, run together, are the
  // town and the owner, never «Балчик Тошо».)
  const townThenGiven = /^(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\s+(\p{Lu}\p{Ll}+)$/u.exec(n);
  if (townThenGiven && TOWNS.includes(townThenGiven[1]!) && GIVEN_NAMES.has(lc(townThenGiven[2]!)))
    n = townThenGiven[2]!;
  // ("Гр. Шумен, ул. …": the town's "гр." is no name.)
  if (/^(?:гр|с|ул|бул|обл|кв|общ)\.?$/iu.test(n.trim())) return '';
  // ("Ние сме работилница в Ловеч": who the owner says they are, after "сме", is no name.)
  if (/^(?:сме|съм)(?!\p{L})/iu.test(n.trim())) return '';
  // "Звънете 0887 …" signs off with a call, not a name.
  // "Ниво А1" is a language level, not a name.
  if (!n || isPlaceName(n, text) || CTA_VERB_RE.test(n.split(/\s+/)[0]!) || /^[ABCАВС][12]$/u.test(n)) return '';
  if (licenceCategory(n, text)) return '';
  // ("Цени: Мръсна вълна – 1 лв/кг, Прана вълна – 3 лв/кг": a line of a price list, priced wherever it is typed, is
  // what is sold, never who sells it.)
  const typings = [...text.matchAll(new RegExp(`(?<!\\p{L})${escapeRe(n)}(?!\\p{L})`, 'gu'))];
  // ("пакет Стандарт - екипировка … 25 лв, пакет Екстрем …": a word only ever typed after "пакет" names the package
  // sold, never the business, «Стандарт в София.».)
  if (
    typings.length &&
    typings.every((m) =>
      /(?<!\p{L})(?:пакет|пакета|пакетът|пакети|тарифа|тарифата|абонамент|абонамента|меню|менюто|програма|програмата|опция|опцията)\s*[„"«]?$/iu.test(
        text.slice(0, m.index),
      ),
    )
  )
    return '';
  if (
    typings.length &&
    typings.every((m) =>
      /^\s*(?:[–—:-]\s*)?(?:(?:от|по|само|за)\s+)?\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро)(?!\p{L})/iu.test(
        text.slice(m.index + m[0].length),
      ),
    )
  )
    return '';
  // ("ДРОНОВИ СНИМКИ И ВИДЕО от въздуха": capitals after an adjective in capitals are the rest of what they do.)
  if (
    /^[\p{Lu}\s\d&-]+$/u.test(n) &&
    new RegExp(`(?:^|\\s)\\p{Lu}{3,}(?:ОВИ|ЕВИ|НИ|СКИ|СКА|СКО|НА|НО)\\s+${escapeRe(n)}`, 'u').test(text)
  )
    return '';
  // ("… фермата ни в с. Дъбене, Карлово": a word only ever typed after "с." or "гр." is the village, no name.)
  if (onlyAfterSettlement(n, text)) return '';
  // "кат. B", "Тел 0879 …": a letter or the phone's label is no name; nor a unit ("10 kW"),
  // and "FB Сладко парти" is "Сладко парти".
  // ("Намерете ни във Фейсбук Вело Спринт": the network is where the page is, "Вело Спринт" is the name.)
  n = n.replace(
    /^(?:fb|фб|ig|иг|фейсбук|facebook|инстаграм|instagram|вайбър|viber|тикток|tiktok)\s*:?\s+(?=\p{Lu})/iu,
    '',
  );
  if (n.length < 2 || LABEL_RE.test(n)) return '';
  // "Справки 0898 …", "Промишлена зона Запад": a heading or a part of town is no name.
  if (
    /^(?:справки|информация|инфо|контакти|заявки|(?:промишлена|индустриална|стопанска|северна|южна|източна|западна)\s+зона)(?!\p{L})/iu.test(
      n,
    )
  )
    return '';
  const esc = escapeRe(n);
  // ("… на Женския пазар в София", "на Централна гара", "до Морската градина": a market, a square or a station the owner
  // works at is where, no name.)
  if (landmarkAt(n, text)) return '';
  // ("Локация: Перник", "Цена: по бройка": a field of a listing copied from OLX is no name.)
  if (/^(?:локация|адрес|цена|цени|местоположение)$/iu.test(n)) return '';
  // ("Варна и к.к. Златни пясъци": a resort is where they work; "Дядо Коледа и Снежанка": the one who comes with
  // Santa is his act, not the business's name; "Ярки Ломан Браун на 8 седмици": a breed sold by its age is the ware.)
  if (
    new RegExp(`(?<!\\p{L})(?:к\\.\\s?к\\.|курорта?)\\s*[„"«]?${esc}(?!\\p{L})`, 'iu').test(text) ||
    new RegExp(`(?<!\\p{L})[Дд]ядо\\s+(?:Коледа|Мраз)\\s+и\\s+${esc}(?!\\p{L})`, 'u').test(text) ||
    new RegExp(
      `(?<!\\p{L})${esc}\\s+на\\s+\\d+(?:[.,]\\d+)?\\s*(?:седмици|седмица|месеца|месец|дни|дена|години|година|г\\.)`,
      'u',
    ).test(text)
  )
    return '';
  // ("ПЕЛЕТИ ДИРЕКТНО ОТ ПРОИЗВОДИТЕЛ – Смолян": a line shouted in capitals around a preposition is a slogan of what
  // they sell; a name in capitals is typed in quotes or with its company form, or owned, "ВОДЕНИЦАТА НА ДЯДО ПЕТЪР".)
  if (
    /^\p{Lu}{2,}(?:\s+\p{Lu}{1,}){2,}$/u.test(n) &&
    n.split(/\s+/).some((w) => /^(?:ОТ|ДО|ЗА|БЕЗ|С|СЪС|ДИРЕКТНО)$/u.test(w)) &&
    !new RegExp(`[„"«]${esc}|${esc}\\s+(?:ЕООД|ООД|ЕТ|АД|ЕАД)(?!\\p{L})`, 'u').test(text)
  )
    return '';
  // "видео от GoPro включено", "снимки с Canon", "мебели от ИКЕА и Jysk в …": a brand inside a phrase is what
  // they use, not who they are.
  if (
    /^[A-Za-z][\w-]*(?:\s+(?:и|или|&)\s+[A-Za-z][\w-]*)?$/.test(n) &&
    new RegExp(`(?<![\\p{L}])(?:от|с|със|на|за)\\s+(?:\\S+\\s+(?:и|или)\\s+)?${esc}\\s+\\p{Ll}`, 'u').test(text) &&
    !new RegExp(`(?:^|[.!?]\\s+)${esc}(?![\\w])`, 'u').test(text)
  )
    return '';
  // ("CV за 35 лв, CV + мотивационно писмо 50 лв", "Снимам Instagram профили": a Latin word priced, or what the owner's
  // own verb does, is what they sell.)
  // ("пробно гмуркане 65 евро, курс Open Water 390 евр.": so is a course named in Latin words and priced.)
  if (
    /^[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2}\s+(?:за\s+|от\s+)?\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро|евр|eur)/iu.test(n)
  )
    return '';
  if (
    /^[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2}$/.test(n) &&
    (new RegExp(
      `(?<![\\p{L}])${esc}\\s+(?:за\\s+|от\\s+)?\\d+(?:[.,]\\d+)?\\s*(?:лв|лева|€|евро|евр|eur|EUR)`,
      'u',
    ).test(text) ||
      [...text.matchAll(new RegExp(`(?<![\\p{L}])(\\p{L}+)\\s+${esc}(?![\\w])`, 'gu'))].some((m) => {
        const verb = m[1]!.toLocaleLowerCase('bg-BG');
        return isFirstPersonVerb(verb) || isOwnVerb(verb);
      }))
  )
    return '';
  // "SUP дъски", "PPF фолио", "DPF филтри": a short capitalised acronym before a lower-case noun names a kind of thing.
  if (/^[A-Z0-9]{2,5}$/.test(n) && new RegExp(`(?<![\\p{L}])${esc}\\s+\\p{Ll}{3,}`, 'u').test(text)) return '';
  // "embroidery.ruse@gmail.com", "droneshot.bg": part of an address is no name.
  if (
    new RegExp(`(?<![\\p{L}])${esc}(?:\\.[\\w-]|@)|[\\w.]@[\\w.-]*${esc}`, 'iu').test(text) &&
    !new RegExp(`(?<![\\w.@])${esc}(?![\\w@]|\\.[\\w-])`, 'iu').test(
      text.replace(/\S+@\S+|\S+\.(?:bg|com|eu|net|org)\S*/giu, ' '),
    )
  )
    return '';
  // "Ловешко и Троянско", "Шумен и Нови (пазар)": regions and towns joined are where, not who.
  // (One such word alone too, unless it is typed in quotes, "„Рошко“" is a dog's salon, or is a given name: "… 0879 12 88
  // 00 Наско" signs the brief.)
  if (
    /^\p{Lu}\p{Ll}+(?:ско|шко|нско)\s+и\s+\p{Lu}\p{Ll}+(?:ско|шко|нско)$/u.test(n) ||
    (/^\p{Lu}\p{Ll}+(?:ско|шко|нско)$/u.test(n) &&
      !GIVEN_NAMES.has(lc(n)) &&
      !new RegExp(`[„"«]${esc}[“”"»]`, 'u').test(text)) ||
    (/\s+и\s+/.test(n) && TOWNS.some((t) => n.startsWith(`${t} `)))
  )
    return '';
  // "Pizza Student", "Балон Клуб Пловдив", "Реклама Арт, Кюстендил": a signature keeps the word before its last one.
  const signed = new RegExp(
    `(?:^|[.!?,]\\s+|\\p{Extended_Pictographic}\\uFE0F?\\s*)(\\p{Lu}[\\p{L}-]+)\\s+${esc}(?=\\s*(?:[,.]|$|\\p{Lu}))`,
    'u',
  ).exec(text);
  if (
    signed &&
    !/\s/.test(n) &&
    !TOWNS.includes(signed[1]!) &&
    !STARTERS.has(signed[1]!.toLocaleLowerCase('bg-BG')) &&
    !/^(?:Казвам|Аз|Ние)$/u.test(signed[1]!)
  )
    n = `${signed[1]} ${n}`;
  // ("Занаятчийски двор Иванов, гр. Етрополе", "Семейна фирма Петрови -": a surname after the noun the brief opens
  // with signs it with that noun.)
  const surnamed = /^\p{Lu}\p{Ll}+(?:ов|ев|ова|ева|ови|еви)$/u.test(n)
    ? new RegExp(`^(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Ll}{3,})?)\\s+${esc}(?=\\s*[,.:–—-])`, 'u').exec(text.trim())
    : null;
  if (
    surnamed &&
    !STARTERS.has(surnamed[1]!.split(/\s+/)[0]!.toLocaleLowerCase('bg-BG')) &&
    !/^(?:Казвам|Аз|Ние|Семейство|Фамилия|Братя|Сестри)(?:\s|$)/u.test(surnamed[1]!) &&
    !PERSON_TITLE_RE.test(surnamed[1]!.split(/\s+/)[0]!) &&
    !TOWNS.includes(surnamed[1]!)
  )
    n = `${surnamed[1]} ${n}`;
  // "Етиопия, Колумбия, Бразилия": one of a list of capitalised words is no name either.
  if (new RegExp(`\\p{Lu}\\p{L}+,\\s*${escapeRe(n)}(?:,\\s*|\\s+и\\s+)\\p{Lu}`, 'u').test(text)) return '';
  // "кафемашини Saeco, DeLonghi и Philips": the first of a list of brands is no name.
  // ("Казвам се Ралица, HR съм от 10 години": the owner's name, before what they are, is.)
  if (
    new RegExp(`(?<!\\p{L})${escapeRe(n)}(?:,\\s*|\\s+и\\s+)[A-Z][\\w-]+`, 'u').test(text) &&
    !new RegExp(`(?:[Кк]азвам\\s+се|[Аа]з\\s+съм)\\s+${escapeRe(n)}(?!\\p{L})`, 'u').test(text)
  )
    return '';
  // ("Ремонт на доилни апарати ДеЛавал и Вестфалия", "Сервиз за перални Бош и Сименс": makes joined by "и" or a comma
  // after the thing the job is done on are the machines served, not who serves them.)
  if (
    /^\S+(?:,\s*|\s+(?:и|или|&)\s+)\S+/u.test(n) &&
    new RegExp(
      `(?<!\\p{L})(?:ремонт|ремонти|сервиз|поддръжка|профилактика|монтаж|диагностика|обслужване|части|продажба|настройка)\\s+(?:(?:и|на|за)\\s+\\p{Ll}+\\s+)?(?:на|за)\\s+(?:\\p{Ll}+\\s+){0,2}\\p{Ll}{3,}\\s+${esc}(?!\\p{L})`,
      'iu',
    ).test(text)
  )
    return '';
  // "Суши Сан – доставка …": a name of three letters is the second word of the whole name that opens the brief.
  const opening = new RegExp(`^(\\p{Lu}\\p{L}+)\\s+${escapeRe(n)}(?=\\s*[–—,-])`, 'u').exec(text.trim());
  if (n.length <= 3 && opening) return `${opening[1]} ${n}`;
  const at = text.indexOf(n);
  // "Баничарница при Пепи", "механа при Мечо": "При" belongs to the name.
  if (at > 0 && /(?:^|\s)при\s+$/iu.test(text.slice(Math.max(0, at - 5), at)) && /^\p{Lu}\p{Ll}+$/u.test(n))
    return `При ${n}`;
  if (at > 0) {
    const before = text.slice(Math.max(0, at - 12), at);
    // ("… на семейство Колеви": the family is the name, as typed.)
    const title = /(?:^|\s)(д-р|доц\.|проф\.|арх\.|инж\.|адв\.|семейство|фамилия)\s*$/iu.exec(before);
    if (title) n = `${title[1]} ${n}`;
    else if (/^\p{L}+\s+(?:ЕООД|ООД|АД|ЕАД)$/u.test(n)) {
      const word = /(?:^|[\s,.])(\p{Lu}\p{L}+)\s+$/u.exec(before);
      if (word) n = `${word[1]} ${n}`;
    }
  }
  return n;
}

// "до бензиностанция Лукойл", "разходки по Дунав": a landmark on the way is no name.
const LANDMARK_BEFORE = new Set([
  'парк',
  'парка',
  'стадион',
  'стадиона',
  'корт',
  'корта',
  'ам',
  'магистрала',
  'автомагистрала',
  'к-с',
  'кв',
  'жк',
  'река',
  'реката',
  'язовир',
  'езеро',
  'езерото',
  'су',
  'оу',
  'училище',
  'залата',
  'по',
  'край',
  'покрай',
  'над',
  'до',
  'срещу',
  'зад',
  'бензиностанция',
  'бензиностанцията',
  'мол',
  'мола',
  'спирка',
  'спирката',
  'метростанция',
  'метростанцията',
  'паркинга',
  'връх',
  'върха',
  'хълм',
  'хълма',
  'местност',
  'местността',
  'пещера',
  'пещерата',
  'къмпинг',
  'къмпинга',
  'плажа',
  'фестивал',
  'фестивала',
  'празника',
  // "лодки Оптимист и Лейзър", "сорт Розов домат": a kind of thing, not who sells it.
  'лодки',
  'лодка',
  'марки',
  'марка',
  'модели',
  'модел',
  'сорт',
  'сортове',
  'порода',
  'породи',
  'клас',
  'класове',
]);

// "в читалище „Просвета“", "в парка, Борисовата градина", "на езерото": a place the owner works at, after the word
// for where; never "хижа" or "хотел", which may be the business itself inviting people in.
const VENUE_NOUNS = new Set(
  'читалище читалището парк парка градина градината училище училището стадион стадиона езеро езерото язовир язовира плаж плажа площад площада пристанище пристанището'.split(
    ' ',
  ),
);
const WHERE_BEFORE_VENUE = new Set(['в', 'във', 'на', 'при', 'пред', 'до', 'край', 'зад', 'срещу']);
// A building whose room the owner works in: "в басейна на хотел Арена", "в салона на читалище Просвета".
const HOST_NOUNS = new Set([...VENUE_NOUNS, 'хотел', 'хотела', 'мол', 'мола', 'комплекс', 'комплекса']);

/**
 * "плуване за бебета в басейна на хотел Арена", "масаж в СПА центъра на хотел Севтополис", "ключове в мол Галерия":
 * the hotel, the mall or the hall whose room the owner's work is held in is where, not who; a hotel's own brief says
 * "Хотел Арена" or "в хотел Арена", never "in the pool of".
 */
function usedVenue(tokens: readonly { text: string }[], i: number): boolean {
  const word = (k: number) => tokens[k]?.text.toLocaleLowerCase('bg-BG') ?? '';
  const kind = word(i - 1);
  if (!HOST_NOUNS.has(kind)) return false;
  if (/^мола?$/u.test(kind) && /^(?:в|във)$/u.test(word(i - 2))) return true;
  return (
    word(i - 2) === 'на' &&
    /^\p{Ll}{3,}(?:та|то|ът|ят|те|а|я)$/u.test(tokens[i - 3]?.text ?? '') &&
    // ("в СПА центъра на хотел …": the room may have a word before it.)
    [word(i - 4), word(i - 5)].some((w) => /^(?:в|във)$/u.test(w))
  );
}

// "семенна течност от бикове Холщайн и Симентал", "кучета Лабрадор", "пчели Карника": an animal's breed, after its kind,
// is no name; a brand shouted ("груминг за кучета ПУХЧО"), a given name ("дресьор на кучета Ники К9") or the name of a
// business for the animals ("ХОТЕЛ ЗА КОТКИ МЪРКА") is.
const ANIMAL_KINDS = new Set([
  'бик',
  'бикове',
  'крави',
  'юници',
  'коне',
  'кобили',
  'овце',
  'кози',
  'кучета',
  'котки',
  'кокошки',
  'пчели',
  'свине',
  'прасета',
]);
const isBreed = (before: string, kind: string, word: string) =>
  ANIMAL_KINDS.has(kind.toLocaleLowerCase('bg-BG')) &&
  before.toLocaleLowerCase('bg-BG') !== 'за' &&
  /^\p{Lu}\p{Ll}/u.test(word) &&
  !GIVEN_NAMES.has(word.toLocaleLowerCase('bg-BG'));

// "… и в неделя", "… и през нощта", "… дори по празниците": a verbless line that ends on a time says when.
const ALSO_WHEN_RE =
  /(?:^|\s)(?:и|дори|включително|също)\s+(?:и\s+)?(?:в|във|през|по)\s+(?:неделя|събота|събота\s+и\s+неделя|неделите|съботите|празници(?:те)?|празнични(?:те)?\s+дни|почивни(?:те)?\s+дни|уикенд(?:а|ите)?|нощта|нощем|вечерта|делнични(?:те)?\s+дни)[.!]?$/iu;
const WHEN_RE =
  /^(?:(?:всеки|всяка|всяко|всички)\s+(?:ден|дни|делничен|събота|неделя|уикенд|сутрин|вечер|понеделник|вторник|сряда|четвъртък|петък)|отворено|отворени|работим\s+(?:всеки|от|до|и\s+в)|работно\s+време)/iu;

// A colour or an age in lower case, right before a capitalised make: "бял Мерцедес", "стара Волга", "червено Ферари".
const THING_MAKE_BEFORE_RE =
  /^(?:бял|бяла|бяло|бели|черен|черна|черно|черни|червен|червена|червено|червени|син|синя|синьо|сини|зелен|зелена|зелено|зелени|жълт|жълта|жълто|жълти|сив|сива|сиво|сиви|сребрист|сребриста|сребристо|сребристи|кафяв|кафява|кафяво|кафяви|стар|стара|старо|стари|ретро|класически|класическа|класическо|винтидж)$/u;

function nameInSentence(sentence: string, isFirst: boolean): string {
  const tokens = tokenize(sentence);
  if (!tokens.length) return '';
  // "PixelCraft Studio." on its own line: the whole sentence is the name.
  if (
    !isFirst &&
    tokens.length <= 3 &&
    tokens.some((t) => isLatin(t.text)) &&
    tokens.every((t) => isCapitalized(t.text) || isLatin(t.text)) &&
    !findPlaces(sentence).length
  ) {
    const run = tidy(sentence);
    if (validName(run)) return run;
  }
  // "Аква Дизайн, 0882 90 90 33." closing the brief: a short capitalised run signed with the phone.
  // (Each word at most a name's 60 characters: unbounded, three words split one long capitalised run cubically.)
  const signed = /^((?:\p{Lu}[\p{L}-]{1,59}\s?){1,3}),?\s*(?:тел\.?\s*)?(?:\+359|0)[\d\s-]{8,}\.?$/u.exec(
    sentence.trim(),
  );
  if (
    !isFirst &&
    signed &&
    !findPlaces(signed[1]!).length &&
    !STARTERS.has(signed[1]!.split(' ')[0]!.toLowerCase()) &&
    !looksLikeBusinessNoun(signed[1]!.split(' ')[0]!) &&
    !CTA_VERB_RE.test(signed[1]!)
  ) {
    const run = tidy(signed[1]!);
    if (validName(run)) return run;
  }
  const placeSpans = findPlaces(sentence);
  const inPlace = (start: number) => placeSpans.some((p) => start >= p.start && start < p.end);
  const first = tokens[0].text;
  const firstLower = first.toLowerCase();
  // "PowerZone е ...", "Наполи е пицария ...": the sentence opens with the name itself.
  // A definite noun ("Тестото", "Салонът") opens ordinary sentences, never a name.
  const definiteNoun = !isLatin(first) && /(?:ът|ят|та|то|те)$/.test(firstLower) && firstLower.length > 4;
  if (
    isFirst &&
    !definiteNoun &&
    !STARTERS.has(firstLower) &&
    // ("ДронПлан": a word made of two, with a capital inside, is a coined brand, whatever its first half.)
    (!looksLikeBusinessNoun(first) || /^\p{Lu}\p{Ll}{2,}\p{Lu}/u.test(first)) &&
    !inPlace(tokens[0].start) &&
    !isDateWord(first) &&
    !NOT_NAMES.has(firstLower)
  ) {
    const run = nameRun(sentence, tokens, 0);
    const runEnd = run ? run.length : 0;
    const tail = sentence.slice(runEnd, runEnd + 6);
    const allCaps = run
      .split(/\s+/)
      .every((w) => isCapitalized(w) || isLatin(w) || NAME_CONNECTORS.has(w) || /^\d/.test(w));
    // "РИВЪР ХАУС къща за гости …": a run shouted whole before the business's own noun in lower case is its brand.
    const shouted = run && run.split(/\s+/).every((w) => /^\p{Lu}{2,}$/u.test(w));
    const nextWord = /^\s+(\p{Ll}+)/u.exec(sentence.slice(runEnd))?.[1] ?? '';
    // ("Сънчо Соларно 😎 гр. Хасково —", "Гошо Печкаря от гр. Банско –": two capitalised words before an emoji
    // or the town's "гр." are the name whole, and so is one word with a capital inside, "ДронПлан 🚁"; "АВТОКЛЮЧАР
    // ЗАКИ гр. Хасково" is a trade and the name after it.)
    const beforeTown =
      allCaps &&
      (run.includes(' ') || /^\p{Lu}\p{Ll}{2,}\p{Lu}/u.test(run)) &&
      // (Capitals of one kind: "мелница ЗЛАТЕН КЛАС с. Ряхово" is the mill's name after its noun.)
      [/^\p{Lu}\p{Ll}+$/u, /^\p{Lu}+$/u].some((kind) => run.split(/\s+/).every((w) => kind.test(w))) &&
      /^\s*(?:\p{Extended_Pictographic}|,?\s*(?:от\s+)?(?:гр|с)\.\s*\p{Lu})/u.test(sentence.slice(runEnd));
    if (beforeTown && TRADE_WORD_RE.test(first)) return run.slice(first.length).trim();
    // ("Мухи от Чепино – мед и пчелни продукти …": a word and "от" a capitalised word no map knows, before the dash
    // that opens what they do, are the name whole; «Чепино» alone was a village's name for the bees. "Иван от Чепино –"
    // is Иван, and "от Велинград" a town the ad says as its place.)
    const fromNowhere = /^\p{Lu}\p{Ll}+\s+от\s+\p{Lu}\p{Ll}+(?=\s*[–—-]\s)/u.exec(sentence.slice(tokens[0].start));
    if (fromNowhere && !findPlaces(fromNowhere[0]).length) return GIVEN_NAMES.has(firstLower) ? first : fromNowhere[0];
    if (
      run &&
      (isLatin(first) ||
        (allCaps && /^\s*(?:е|са|[–—-])\s/.test(tail)) ||
        beforeTown ||
        // ("ДронПлан 🚁 Заснемане …" reaches here as a sentence of its own: "ДронПлан.")
        (tokens.length === 1 && /^\p{Lu}\p{Ll}{2,}\p{Lu}/u.test(first)) ||
        (shouted && nextWord && looksLikeBusinessNoun(nextWord)))
    )
      return run;
  }
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    const w = t.text;
    if (!(isCapitalized(w) || (isLatin(w) && /[A-Za-z]{2,}/.test(w)))) continue;
    if (NOT_NAMES.has(w.toLowerCase()) || isDateWord(w)) continue;
    // A town opening a longer capitalised run is part of a name ("Мелник Вайн"), alone it is a place.
    const place = placeSpans.find((p) => t.start >= p.start && t.start < p.end);
    if (place) {
      const run = nameRun(sentence, tokens, i);
      // "София и областта" is still the place: the longer run needs a capitalised word of its own.
      const more = run.slice(place.end - place.start);
      // ("до Сарафово и Крайморие 10 лв": a second place joined to the first by "и" is where too.)
      if (
        run &&
        more &&
        /\p{Lu}|[A-Za-z]/u.test(more) &&
        !/^\s*(?:и|или)\s/u.test(more) &&
        !/[,–—-]\s*$/.test(sentence.slice(0, t.start))
      )
        return run;
      continue;
    }
    if (/^[A-ZА-Я]{2,5}$/.test(w) && !isLatin(w)) continue;
    const prev = tokens[i - 1].text.toLowerCase();
    // ("на бял фон и lifestyle", "снимки за instagram": a word typed in Latin small letters after a small word of
    // the sentence is a word of it.)
    if (/^[a-z]+$/.test(w) && (PREPOSITIONS.has(prev) || /^(?:и|или)$/u.test(tokens[i - 1].text))) continue;
    const gap = sentence.slice(tokens[i - 1].end, t.start);
    // ("Нов акумулатор „Varta“": the maker of the thing, quoted, with the rest of its quote.)
    const quote = /[„"«“]$/u.test(gap) ? /^([^“”"»\n]{1,60})[“”"»]/u.exec(sentence.slice(t.start)) : null;
    if (
      quote &&
      madeBy(sentence.slice(Math.max(0, t.start - 40), t.start), quote[1]!, sentence.slice(t.start + quote[0].length))
    ) {
      while (i + 1 < tokens.length && tokens[i + 1].start < t.start + quote[0].length) i++;
      continue;
    }
    // ("Ретро автомобил за сватба – бял Мерцедес от 1972 г.", "червено Порше"): a make said with the thing's colour or
    // age is what they drive or rent out, no name.
    if (THING_MAKE_BEFORE_RE.test(prev) && /^\s+$/.test(gap)) {
      while (
        i + 1 < tokens.length &&
        isCapitalized(tokens[i + 1].text) &&
        /^\s+$/.test(sentence.slice(tokens[i].end, tokens[i + 1].start))
      )
        i++;
      continue;
    }
    // "до бензиностанция Лукойл", "срещу мол Галерия", "в парк „Възраждане“": a landmark on the way, not the business.
    // ("тренировки в парка, Борисовата градина", "йога … в читалище „Просвета“": the park or the hall the owner works
    // in, after "в" and its kind, is where, even set off by a comma.)
    if (
      ((LANDMARK_BEFORE.has(prev) || isBreed(tokens[i - 2]?.text ?? '', prev, w)) && /^\s*[„"“«]?$/.test(gap)) ||
      (VENUE_NOUNS.has(prev) &&
        WHERE_BEFORE_VENUE.has(tokens[i - 2]?.text.toLowerCase() ?? '') &&
        /^\s*,?\s*[„"“«]?$/.test(gap)) ||
      (usedVenue(tokens, i) && /^\s+$/.test(gap))
    ) {
      // …with the rest of its run ("лодки Оптимист и Лейзър").
      while (
        i + 1 < tokens.length &&
        (isCapitalized(tokens[i + 1].text) ||
          (NAME_CONNECTORS.has(tokens[i + 1].text) && isCapitalized(tokens[i + 2]?.text ?? ''))) &&
        /^[\s„"“«”»]*$/.test(sentence.slice(tokens[i].end, tokens[i + 1].start))
      )
        i++;
      continue;
    }
    // ("Водя групи до Мальовица, Седемте рилски езера и връх Мусала": the places a trip goes to, listed after its "до",
    // "към" or "из", are where, no name.)
    if (
      /(?:^|\s)(?:до|към|из)\s+(?:[„"“«]?\p{Lu}[\p{L}-]*(?:\s+\p{Ll}+){0,2}\s*(?:,|\s+и)\s+(?:връх\s+|хижа\s+|езерото\s+)?)*$/u.test(
        sentence.slice(0, t.start),
      )
    )
      continue;
    // "Аз съм Мария", "Казвам се Иван": the owner, not the business.
    // ("Аз съм инж. Петър Колев": so is the owner with a title, never «Колев» alone.)
    const selfTitled =
      /^(?:инж|арх|проф|доц|адв|д-р)$/iu.test(prev) &&
      /^(?:съм|се)$/u.test(tokens[i - 2]?.text ?? '') &&
      /^\.?\s+$/.test(gap);
    if (
      selfTitled ||
      ((prev === 'съм' || (prev === 'се' && /казвам/i.test(sentence.slice(0, t.start)))) && /^\s*$/.test(gap))
    ) {
      // "Казвам се Петър Иванов": the surname is the owner's too, not a business named "Иванов".
      while (
        i + 1 < tokens.length &&
        /^\p{Lu}\p{Ll}+$/u.test(tokens[i + 1].text) &&
        /^\s+$/.test(sentence.slice(tokens[i].end, tokens[i + 1].start))
      )
        i++;
      continue;
    }
    // After a place cue a capitalised word is an unknown village or street, not the name ("тръгваме от гара
    // Лакатник", "срещаме се в местност Кайлъка": a station or a spot the owner names is where they start).
    if (
      [
        'гр',
        'град',
        'с',
        'село',
        'ул',
        'бул',
        'кв',
        'к',
        'жк',
        'квартал',
        'район',
        'гара',
        'гарата',
        'спирка',
        'спирката',
        'местност',
        'местността',
        'летище',
        'летището',
        'пристанище',
        'пристанището',
      ].includes(prev) &&
      /^\.?\s*$/.test(gap)
    ) {
      // "с. Бели Осъм": the rest of the place's capitalised words are skipped with it.
      while (
        i + 1 < tokens.length &&
        isCapitalized(tokens[i + 1].text) &&
        /^\s+$/.test(sentence.slice(t.end, tokens[i + 1].start))
      )
        i++;
      continue;
    }
    if (/[.!?]\s*$/.test(gap)) continue;
    // "Barber shop Blade", "Beauty studio Lila": a run that starts on a small Latin word starts with the Latin word before it.
    const from = !isCapitalized(w) && isLatin(tokens[i - 1].text) && /^\s+$/.test(gap) ? i - 1 : i;
    const run = nameRun(sentence, tokens, from);
    // "Кресненското дефиле", "Златните пясъци плаж": a place in nature, not the business.
    if (
      run &&
      /\s(?:дефиле|дефилето|каньон|каньона|плаж|плажа|езеро|езерото|планина|махала|пещера|пещерата|гара|гарата|пристанище|пристанището|крепост|манастир|площад|град|града|театър|театъра)$/iu.test(
        run,
      )
    )
      continue;
    if (run && !COMPANY_FORMS.has(run)) return run;
  }
  return '';
}

// ---------- Offer, AdvertizedService ----------
// The unit a price is counted in, said after what is sold: "оран на декар", "гледане на час".
const PER_UNIT_RE =
  /(?<=\p{L}{3,})\s+(?:на|за)\s+(?:декар|час|ден|денонощие|нощ|нощувка|бройка|брой|кв\.?\s?м\.?|квадрат|км|километър|курс|човек|глава|метър|кг|килограм)$/iu;
// A unit of sale alone: "Една сесия 50 минути", "Едно занятие", "Урок", "4 разходки" ("Месечна карта" of a gym is sold).
// (…and the extra one a deal adds, "всеки допълнителен час": a unit of the price, never what is sold.)
const SALE_UNIT_RE =
  /^(?:(?:една|един|едно|1)\s+(?:сесия|консултация|час|посещение|занятие|урок|тренировка|процедура|среща)(?:\s+(?:от\s+)?\d+(?:[.,]\d+)?\s*(?:минути|мин\.?|часа?|ч\.?))?|(?:сесия|консултация|посещение|занятие|урок|тренировка|процедура|среща)\s+(?:от\s+)?\d+(?:[.,]\d+)?\s*(?:минути|мин\.?|часа?|ч\.?)|сесия|час|занятие|урок|процедура|среща|\d+\s+(?:посещения|занятия|урока|тренировки|разходки|сесии|срещи)(?:\s+(?:за|на)\s+(?:месеца?|седмицата))?|(?:(?:една|един|едно|1|цял|цяла|половин)\s+)?(?:денонощие|ден|уикенд|седмица|месец)|(?:всеки\s+|всяка\s+)?(?:допълнителен|допълнителна|следващ|следваща)\s+(?:час|ден|нощ|нощувка|човек|дете|брой))$/iu;

// Said outright: "В тази кампания представяме X", "Рекламираме X", "Акцентът в тази реклама е X".
const FEATURED_RE =
  /(?:^|[\s.!?])(?:представяме|рекламираме|промотираме|акцент(?:ът)?(?:\s+(?:в|на)\s+(?:тази|нашата)\s+(?:кампания|реклама))?\s+(?:е|пада)(?:\s+върху)?)\s+(?:ви\s+)?(?:(?:нашата|нашия|нашият|нашето|нашите|новата|новия|новото|новите)\s+)?([^.!?;:\n]{3,80}?)(?=\s*(?:[.!?;:,\n]|\s[–—-]\s|$))/iu;

function featuredService(text: string): string {
  const m = FEATURED_RE.exec(text);
  return m ? m[1]!.trim() : '';
}

/** A sentence's clauses without the call and the phone, and those clauses alone. */
const isCall = (c: string) => CTA_VERB_RE.test(c) || PHONE_RE.test(c);
const dealPart = (s: string) =>
  s
    .split(/,\s+/)
    .filter((c) => !isCall(c))
    .join(', ');
const callPart = (s: string) => s.split(/,\s+/).filter(isCall).join(', ');

// "Доставка в града безплатна": a perk, the offer only when no sentence has a price.
const PERK_ONLY_RE =
  /^[^\d%]*(?:безплатн\p{L}*\s+(?:доставка|транспорт|паркинг)|(?:доставка|транспорт|паркинг)[^.!?\d]*безплат\p{L}*)[^\d%]*$/iu;
// (…and so is what they sell "с безплатен" something, with no price: "Слухови апарати с безплатен тест на слуха в
// Благоевград, ул. … 22" says what they do; "Апарат от 390 €" is the deal.)
const perkOnly = (s: string) =>
  PERK_ONLY_RE.test(s) || (/\sс\s+безплат/iu.test(s) && !/%|\d\s*(?:лв|лева|€|евро)/iu.test(s));

/**
 * "монтаж на сателитни антени и настройка на каналите, Булсатком, Vivacom, безплатни канали от Хотбърд": a list that
 * opens with the job and names a free thing only among what it covers, with no price, says what the job holds; the
 * priced sentence is the deal, never glued after it.
 */
function freeInTheList(s: string): boolean {
  const clauses = s.replace(/[.!]+\s*$/u, '').split(/,\s+/u);
  return (
    clauses.length >= 3 &&
    !/%|\d\s*(?:лв|лева|€|евро)/iu.test(s) &&
    !/безплат/iu.test(clauses[0]!) &&
    DEED_RE.test(clauses[0]!.trim()) &&
    clauses.slice(1).every((c) => countWordsOf(c) <= 5 && !CTA_VERB_RE.test(c))
  );
}

function bestOfferSentence(sentences: string[]): string {
  let best = '';
  let bestScore = 1;
  const priced = sentences.some((s) => /\d\s*(?:лв|лева|€|евро)/iu.test(s));
  for (const s of sentences) {
    // "Пролетен преглед за 35 лв, обадете се на 0888 …": the deal's own clauses score, not the call's.
    const raw =
      CTA_VERB_RE.test(s) && PHONE_RE.test(s) ? Math.max(offerScore(s) - 1, offerScore(dealPart(s))) : offerScore(s);
    // ("ПРОМО САМО ДО 20.12!" is when the deal ends: a sentence with a price says the deal; "Само до неделя!" after a
    // sale with no price, "… -50% …", is still how the deal is found.)
    const score =
      perkOnly(s) || (priced && (DEADLINE_ONLY_RE.test(s.trim()) || freeInTheList(s))) ? Math.min(raw, 1.5) : raw;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

/** Whether a clause only introduces the business: its name, or a trade noun with its town. */
function introducesBusiness(clause: string, name: string): boolean {
  const c = tidy(clause);
  const tokens = tokenize(c);
  if (!tokens.length || tokens.length > 7 || CTA_VERB_RE.test(c) || offerScore(c) > 0) return false;
  if (name && c === name) return true;
  const place = findPlaces(c).length > 0;
  const named = Boolean(name) && c.includes(name);
  // "Ние сме Фото Студио Лумен в Русе", "Аз съм Дениз от Кърджали": who is speaking, and from where.
  if (/^(?:[Нн]ие\s+сме|[Аа]з\s+съм)\s+\p{Lu}/u.test(c) && (named || place)) return true;
  // "Рибен ресторант Котвата в Поморие", "Билярд клуб „Кюто“": a word before the business noun introduces it too.
  const first = (
    (ADJECTIVE_END_RE.test(tokens[0]!.text.toLowerCase()) || named) &&
    tokens[1] &&
    startsWithBusinessNoun(tokens[1].text)
      ? tokens[1]
      : tokens[0]!
  ).text.toLowerCase();
  // "Кафе „Тетрадка“ до ЮЗУ в Благоевград": a word and the quoted name after it introduce the business too.
  const quotedAfterWord = named && new RegExp(`^\\p{L}+\\s+[„"“«]${escapeRe(name)}`, 'u').test(c);
  // "Мобилна автомивка - идваме до вас …": the business's noun alone, in a few lower-case words, introduces it too.
  const nounAlone =
    tokens.length <= 3 && startsWithBusinessNoun(first) && tokens.slice(1).every((t) => /^\p{Ll}/u.test(t.text));
  return (
    (startsWithBusinessNoun(first) && (named || place || nounAlone)) ||
    (looksLikeBusinessNoun(first) && (place || named)) ||
    quotedAfterWord
  );
}

// ("ПРОМО САМО ДО 15.12!", "Промоция до края на май!": the promotion's word before it says no more than when.)
const DEADLINE_ONLY_RE =
  /^(?:(?:промо|промоция|оферта|намаление|разпродажба)\s*[:!–—-]?\s*)?((?:само\s+)?до\s+(?:\d{1,2}(?:\s+|\.)\p{L}+|\d{1,2}\.\d{1,2}|края\s+на\s+\p{L}+|неделя|събота|петък))\s*[.!]*$/iu;

// ("За Сурва 2026 поръчайте до 30 ноември!", "За Коледа поръчайте до 15 декември.": by when to order for the occasion
// is the deal's deadline, said after it; the call keeps the number, never lost with the sentence.)
const OCCASION_DUE_RE =
  /^за\s+\p{L}{3,}(?:\s+\d{4})?\s+(?:поръчайте|поръчвайте|заявете|запишете\s+се|резервирайте|запазете(?:\s+(?:дата|час|място))?)\s+до\s+(?:края\s+на\s+\p{L}+|\d{1,2}(?:\s+\p{L}+|\.\d{1,2}\.?))\s*[.!]*$/iu;

// The deal's terms the owner types as a sentence of their own, after or beside the deal: a deadline with its date
// ("Ранно записване с капаро до 31 март.", "Важи до 30 ноември."), a minimum ("Минимум 20 бройки.", "Минимален обект
// 50 кв.м."), the months it runs ("Продаваме от 1 април до 15 май", "Само през май.", "фев-март се записвайте!"), how far
// ahead to book ("Поръчки най-малко 3 дни предварително.") and what the price holds ("Транспорт … е включен.").
const MONTH_NAME = `(?:${MONTHS.join('|')})`;
const MONTH_SAID = String.raw`(?:${MONTHS.join('|')}|яну|фев|мар|апр|авг|сеп|септ|окт|ное|дек)\.?`;
const TERM_RES: RegExp[] = [
  new RegExp(
    String.raw`(?<!\p{L})до\s+(?:\d{1,2}(?:\s+|\.\s?)(?:${MONTH_NAME}|\d{1,2}(?!\d))|края\s+на\s+(?:${MONTH_NAME}|месеца|седмицата|сезона|годината))(?!\p{L})`,
    'iu',
  ),
  /^(?:минимум|минимал\p{L}+|мин\.)\s+(?:\p{L}+\.?\s+){0,2}\d/iu,
  /^(?:поръчки|поръчка|поръчвайте|заявки|резервации|резервирайте|записване)\s+(?:най-малко|поне|минимум)\s+\d/iu,
  new RegExp(
    String.raw`(?<!\p{L})(?:\d{1,2}\s+)?${MONTH_SAID}\s*(?:[–—-]|\s+до\s+)\s*(?:\d{1,2}\s+)?${MONTH_SAID}(?!\p{L})`,
    'iu',
  ),
  new RegExp(String.raw`^(?:само\s+)?през\s+${MONTH_NAME}(?:\s+и\s+${MONTH_NAME})?\s*[.!]*$`, 'iu'),
  /(?<!\p{L})(?:е|са)\s+включен(?:а|о|и)?(?:\s+в\s+цената)?\s*[.!]*$/iu,
];
/** A part of the offer that is one of its terms, with no price of its own: "минимум 20 бройки", "само през май". */
export const isOfferTerm = (s: string) =>
  !/\d\s*(?:лв|лева|€|евро|eur)(?!\p{L})|%/iu.test(s) && TERM_RES.some((re) => re.test(s.trim()));
const isDealTerm = (s: string) => countWordsOf(s) <= 12 && !PHONE_RE.test(s) && isOfferTerm(s);

// "кв. Свети Георги", "ж.к. Младост 2", "ул. Витоша 12": an address alone.
// ("к-с Меден рудник", "р-н Младост": a complex or a district typed with its hyphened cue is an address too.)
const ADDRESS_ONLY_RE = /^(?:(?:кв|ж\.?\s?к|ул|бул|пл)\.|к-с|р-н)\s*[\p{L}\d .„“"-]{2,40}$/iu;

/** "До 30 юни." is said "до 30 юни" after the deal, and "ПРОМО САМО ДО 15.12!" "само до 15.12", never shouted. */
function deadlineSaid(sentence: string): string {
  const when = DEADLINE_ONLY_RE.exec(sentence.trim())?.[1] ?? sentence.trim().replace(/[.!]+$/, '');
  return saidAfter(when);
}

/**
 * "Автосервиз Мотор в Бургас – смяна на масло за 60 лв": the business introduces itself before
 * the offer; the offer is what follows. Leading clauses go only while an offer remains after them.
 */
function dropIntroduction(s: string, name: string): string {
  // "Фитнес зала Титан Плевен месечна карта 35 евро …" typed in one breath: the business, its name and its
  // town (typed without "в") before the first price are who they are; the deal starts after the town.
  const town = findPlaces(s)[0];
  const firstNumber = /\d/.exec(s)?.index ?? -1;
  if (
    name &&
    town &&
    firstNumber > town.end &&
    !/[,.:;–—]/.test(s.slice(0, town.end)) &&
    typedBare(s, town.start) &&
    s.slice(0, town.start).includes(name) &&
    /\p{L}{3,}\s+[\p{L}\d]/u.test(s.slice(town.end, firstNumber + 1))
  )
    return s.slice(town.end).trim();
  let out = s;
  for (let i = 0; i < 2; i++) {
    const m = /,\s+|\s+[–—-]\s+|:\s+/.exec(out);
    if (!m) break;
    const lead = out.slice(0, m.index);
    const rest = out.slice(m.index + m[0].length);
    // "Стоматолог д-р Илиева, Габрово – почистване …": the town after the introduction goes with it.
    const onlyPlace = isOnlyPlace(lead) || ADDRESS_ONLY_RE.test(lead);
    if (
      (!introducesBusiness(lead, name) && !(i > 0 && onlyPlace) && !(i === 0 && doneInTown(lead))) ||
      offerScore(rest) <= 0 ||
      !/\p{L}{3,}/u.test(rest)
    )
      break;
    out = rest;
  }
  // "домашен ябълков оцет, без консерванти, Кюстендил, Мира Петрова, бутилка 1 л 7 лв, 6 бутилки 36 лв": a list of commas
  // that says where the business is and its name before its first price says what it sells, then who sells it, then
  // the deal; the deal starts after the name.
  const clauses = out.split(/,\s+/u);
  const priced = clauses.findIndex((c) => PRICED_RE.test(c));
  const named = name ? clauses.slice(0, Math.max(0, priced)).findLastIndex((c) => tidy(c) === name) : -1;
  // (…said with its place beside it, so the name is who sells, never a thing of the list: "гривни, брошки, Пижо и Пенда".)
  const placed = (k: number) => k >= 0 && k < clauses.length && isOnlyPlace(clauses[k]!);
  if (named > 0 && (placed(named - 1) || placed(named + 1))) {
    let from = named + 1;
    while (from < priced && (isOnlyPlace(clauses[from]!) || ADDRESS_ONLY_RE.test(clauses[from]!))) from++;
    if (from === priced) return clauses.slice(from).join(', ');
  }
  return out;
}

/** "Пловдив, тел. 0888123456, www.napoli.bg, 20% отстъпка за Коледа": where and how to call come before the deal. */
function dropContacts(s: string): string {
  const clauses = s.split(/,\s+/);
  let i = 0;
  const contact = (c: string) =>
    isOnlyPlace(c) ||
    ADDRESS_ONLY_RE.test(c) ||
    /^(?:тел\.?|телефон|gsm)?\s*:?\s*[+\d][\d\s/-]{6,}$/iu.test(c.trim()) ||
    /^(?:https?:\/\/|www\.)?[\w.-]+\.(?:bg|com|eu|net|org)\S*$/iu.test(c.trim());
  // ("Боядисване на апартаменти и къщи, Асеновград, от 4 € на кв.м": what they do goes with the place after it.)
  if (clauses.length >= 3 && offerScore(clauses[0]!) <= 0 && contact(clauses[1]!)) i = 1;
  while (i < clauses.length - 1 && contact(clauses[i]!)) i++;
  return i > 0 && offerScore(clauses.slice(i).join(', ')) > 0 ? clauses.slice(i).join(', ') : s;
}

/** "Монтаж на сателитни антени в Монтана, монтаж 30 €": what they do and where, before the deal. */
function doneInTown(clause: string): boolean {
  const c = tidy(clause);
  // ("Варим ракия на казан в с. Дъбене": a village the gazetteer does not know is a place by its "с.".)
  const village = /(?<=\s)(?:с\.|село)\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.exec(c);
  const town = findPlaces(c).at(-1) ?? (village ? { start: village.index, end: c.length } : undefined);
  // ("Мобилен ветеринар Видин и селата наоколо", "… и околните села": the villages around go with the town.)
  const after = town
    ? c
        .slice(town.end)
        .replace(
          /^\s+и\s+(?:(?:селата|района|околността|областта)(?:\s+(?:наоколо|около\s+\p{L}+))?|околните\s+села)$/u,
          '',
        )
    : '';
  if (!town || after.trim() || /\d/.test(c) || CTA_VERB_RE.test(c) || offerScore(c) > 0) return false;
  // ("Аз съм Краси и правя ремонт на … в Пазарджик": who is speaking is no part of what they do.)
  const what = tokenize(
    c
      .slice(0, town.start)
      .replace(/\s+(?:в|във|гр\.?|град)\s*$/iu, '')
      .replace(/^(?:[Аа]з\s+съм|[Кк]азвам\s+се)\s+\p{Lu}\p{Ll}+(?:\s+и|,)\s+/u, ''),
  );
  return what.length >= 2 && what.length <= 8;
}

/** "Букети за 8 март с безплатна доставка": the product the offer opens with. */
function leadingProduct(offer: string): string {
  // "8 маси, 6 лв на час": how many they have is no product.
  if (/^\d+\s+\p{L}+\s*,/u.test(offer)) return '';
  const m = /^([\p{L}\d][\p{L}\d\s/-]{2,40}?)(?=\s+(?:за|с|със|до|от|в|във|при|само|на\s+цена)\s|\s*[,–—:]|$)/u.exec(
    tidy(offer),
  );
  if (!m) return '';
  const s = cleanService(m[1]!);
  if (!s || offerScore(s) > 0 || s.split(/\s+/).some(startsWithBusinessNoun)) return '';
  // "шаран пълнен с орехи" cut before its "с" is a "пълнен шаран".
  const reordered = s.replace(
    /^(\p{L}{3,})\s+(\p{Ll}{3,}(?:ен|ан|ян)[аои]?)$/u,
    (whole, noun: string, participle: string) =>
      ADJECTIVE_END_RE.test(noun.toLowerCase()) ? whole : `${participle} ${noun.toLowerCase()}`,
  );
  return reordered.split(/\s+/).length <= 5 ? reordered : '';
}

const PRICE_AMOUNT = String.raw`\d+(?:[.,]\d+)?`;
const BARE_TIME_RE = /^(?:само\s+)?(?:до|днес|този|тази|това|през|от)\s/iu;
// What gives something free or off: "безплатно", "подарък", "-20%", "на половин цена".
const DEAL_WORD_RE = /безплат|подар|%|отстъпк|половин|намал/iu;
const HAS_DEAL_RE = /\d\s?%|\d+\s*(?:лв|лева|€|евро)|безплат|подар|половин|на\s+цената|\d\s?\+\s?\d|\d\s+за\s+\d/iu;

/**
 * "Само до неделя!" is when, not what: the deal another sentence gives ("Всички летни сандали и
 * маратонки -50% в магазин за обувки Стъпка") leads, without the shop, and the time follows it.
 */
function withDeal(offer: string, sentences: string[], offerSentence: string, name: string): string {
  // "Месечна такса 60 лв (8 занимания). Първото занимание е безплатно.": a gift with no price keeps the price
  // another sentence gives, before it ("Месечна такса 60 лв (8 занимания), първото занимание е безплатно").
  // ("За групи над 10 души - бутилка подарък" counts people, not euro; "20% отстъпка" and "безплатно над 20 €"
  // price nothing the owner sells: each keeps the price another sentence gives.)
  const sells = (x: string) =>
    new RegExp(`(?<![\\d.,])(?<!(?:над|под)\\s)${PRICE_AMOUNT}\\s*(?:лв|лева|€|евро)`, 'iu').test(x);
  // ("30 € за комин до 10 м. Есенна промоция до 30.10.": a promotion that names no amount keeps the price too.)
  if (offer && !sells(offer) && /безплат|подар|%|промоци|половин\s+цена/iu.test(offer)) {
    const priced = sentences.find((x) => x !== offerSentence && sells(x) && !PHONE_RE.test(x));
    // "Деца до 7 г. - 20% отстъпка": whom the deal is for stays with it when the price leads.
    const whole = tidy(dealPart(offerSentence));
    const full = priced && whole.length <= 60 && whole.endsWith(offer) ? whole : offer;
    // A long deal gives way to the price: its first clause and those that give something stay, in order
    // ("взимаме и връщаме машината безплатно", "… плащаме веднага, взимаме с пътна помощ безплатно").
    const dealClauses = full.split(/,\s+/);
    // The price's clauses as far as they fit beside the deal: "100 мл за 4 €, 1 литър 18 евро".
    let price = '';
    const clauses = priced ? tidy(offerField(priced, name).offer.replace(SHOP_TAIL_RE, '')).split(/,\s+/) : [];
    // From the first clause with a price; "паркинги и алеи в Хасково – 18 лв/кв.м" says where before its dash.
    const from = Math.max(0, clauses.findIndex(sells));
    const lead = clauses[from]?.split(/\s[–—-]\s/) ?? [];
    // ("Неограничен брой снимки на място, реквизит и онлайн галерия – 3 часа за 250 €": nor the end of a list the
    // clauses before it began, never "реквизит и онлайн галерия – 3 часа за 250 €" as if they cost it.)
    if (lead.length === 2 && (findPlaces(lead[0]!).length || (from > 0 && !sells(lead[0]!))) && sells(lead[1]!))
      clauses[from] = lead[1]!;
    else if (from > 0) clauses[from] = listHead(clauses, from);
    // ("320 лв. (163,61 €)" is said "163,61 €": the price in both currencies is measured as it is said.)
    // (Where it would not fit otherwise, the clause keeps the owner's euro alone.)
    const said = (x: string) =>
      x.replace(
        /(?<![\d.,])\d[\d.,]*\s*(?:лв\.?|лева)\s*\(\s*(?:около\s+|~\s*)?(\d[\d.,]*\s*(?:€|евро))\s*\)/giu,
        '$1',
      );
    const deal =
      said(clauses[from] ?? '').length + full.length > OFFER_MAX_CHARS - 2
        ? dealClauses.filter((c, i) => i === 0 || /безплат|подар|%|отстъпк/iu.test(c)).join(', ')
        : full;
    for (const clause of clauses.slice(from)) {
      // ("смяна на подметки 15 лв, лепене на токове": another job with no price of its own is no part of the price;
      // "18 лв/кв.м труда, материала си го избирате вие" is.)
      if (price && !sells(clause) && /^\p{L}{3,}(?:ане|ене|яне)\s/iu.test(clause)) break;
      const typed = price ? `${price}, ${clause}` : clause;
      const next = typed.length + deal.length > OFFER_MAX_CHARS - 2 ? said(typed) : typed;
      if (next.length + deal.length > OFFER_MAX_CHARS - 2) break;
      price = next;
    }
    // ("ПРОМОЦИЯ ДО КРАЯ НА МАЙ!" after the price is said in lower case, never "пРОМОЦИЯ ДО …".)
    return price && sells(price) ? `${price}, ${saidAfter(deal)}` : offer;
  }
  // ("Вход 5 лв за час, кънки под наем 4 лв. Децата до 6 г. влизат безплатно с родител, а за групи има уроци по 8 лв на
  // човек.": a deal that gives something free or off beside a price of its own left the owner's plain prices, typed as
  // a sentence of their own before it, in no scene; they go first, where they fit beside it. What a sentence after the
  // deal adds to the price, "Разходката с алпака е 15 лв допълнително", is said after it, as below.)
  if (offer && sells(offer) && DEAL_WORD_RE.test(offer)) {
    const plain = sentences
      .slice(0, Math.max(0, sentences.indexOf(offerSentence)))
      .find(
        (x) => sells(x) && !PHONE_RE.test(x) && !DEAL_WORD_RE.test(x) && !/промоци/iu.test(x) && !SURCHARGE_RE.test(x),
      );
    const said = plain ? tidy(offerField(plain, name).offer.replace(SHOP_TAIL_RE, '')).replace(/[.!]+$/u, '') : '';
    const amounts = (x: string): string[] => x.match(/\d+(?:[.,]\d+)?(?=\s*(?:лв|лева|€|евро))/giu) ?? [];
    if (
      said &&
      sells(said) &&
      !amounts(said).some((a) => amounts(offer).includes(a)) &&
      said.length + offer.length + 2 <= OFFER_MAX_CHARS
    )
      return `${said}, ${offer.charAt(0).toLocaleLowerCase('bg-BG')}${offer.slice(1)}`;
  }
  // ("полет 15-20 мин за 90 евро. ваучерите за подарък са 85 евро до края на декември.": a gift's own price after the
  // thing's own, typed as the sentence before it, is said with it; alone it left the 90 € flight unsaid.)
  const at = sentences.indexOf(offerSentence);
  const before = at > 0 ? tidy(sentences[at - 1]!) : '';
  if (
    offer &&
    sells(offer) &&
    /^(?:ваучер|подарък|подаръч)/iu.test(offer) &&
    sells(before) &&
    !PHONE_RE.test(before) &&
    countWordsOf(before) <= 8 &&
    before.length + offer.length + 2 <= OFFER_MAX_CHARS
  )
    return `${before}, ${offer.charAt(0).toLocaleLowerCase('bg-BG')}${offer.slice(1)}`;
  if (!offer || HAS_DEAL_RE.test(offer) || !BARE_TIME_RE.test(offer)) return offer;
  const other = sentences.find(
    (x) => x !== offerSentence && /\d\s?%|\d+\s*(?:лв|лева|€|евро)/iu.test(x) && !PHONE_RE.test(x),
  );
  if (!other) return offer;
  const deal = tidy(offerField(other, name).offer.replace(SHOP_TAIL_RE, ''));
  return deal ? `${deal} – ${offer.charAt(0).toLowerCase()}${offer.slice(1)}` : offer;
}

// "… -50% в магазин за обувки Стъпка, Троян", "… в лаборатория Цибалаб до 30 ноември": the shop, its
// street and its town have their own fields; the offer says the deal.
const IN_SHOP =
  '\\s+(?:в|във)\\s+(?:магазин|салон|студио|ателие|лаборатория|оптика|аптека|сладкарница|пекарна|книжарница|бутик|бръснарница|фризьорски\\s+салон)';
const SHOP_MID_RE = new RegExp(
  `${IN_SHOP}\\s+(?:„[^“”"]+[“”"]|(?:(?:${EN_TITLES})\\.\\s+)?\\p{Lu}[\\p{L}-]*)(?:\\s+на\\s+(?:ул|бул|пл)\\.[^.!?]*)?(?=[\\s,.!]|$)`,
  'u',
);
const SHOP_TAIL_RE = new RegExp(
  `${IN_SHOP}(?:\\s+[^,.!?]*)?(?:,\\s*\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*)?)?$`,
  'u',
);

const IN_NAMED_BUSINESS_RE =
  /^(?:в|във)\s+(\p{L}+)\s+(?:„[^“”"]+[“”"]|\p{Lu}[\p{L}-]*)(?:\s+(?:в|във)\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)?\s+(?=\p{Ll})/iu;

/** The offer, and the clause that introduced the business before it (dropped from the offer). */
function offerField(sentence: string, name = ''): { offer: string; intro: string } {
  if (!sentence) return { offer: '', intro: '' };
  let s = stripPlaceholders(sentence)
    .replace(/\s*[–—-]\s*не\s+пропускайте\s*[!.]?\s*$/iu, '')
    .replace(/^(?:специална\s+)?(?:промоция|оферта|промо|само\s+сега|ново)\s*[:!–—-]\s*/i, '');
  // "Хотел „Роса“ в Банско предлага 7 нощувки на цената на 5" → the offer is what follows the verb.
  const verb = OFFER_INTRO_RE.exec(s);
  // ("Керамично студио „Калъп“ предлага курсове по керамика … 120 €": the business said before its verb is who
  // offers it, kept as the intro; cut with the verb, the description was left "София, Лозенец".)
  let before = '';
  if (verb) {
    const after = s.slice(verb.index + verb[0].length);
    if (offerScore(after) > 0 && offerScore(s.slice(0, verb.index)) === 0 && /\p{L}{3,}/u.test(after)) {
      // "За Никулден ресторант „Делфина“ предлага празнично меню …": the occasion stays with the deal.
      const when = OCCASION_RE.exec(s.slice(0, verb.index));
      const occasion = when && when.index === 0 && /^за\s/iu.test(when[0]) ? when[0] : '';
      // (tidy() takes the closing quote off "„Калъп“": it goes back.)
      const who = occasion ? '' : tidy(s.slice(0, verb.index).replace(/[\s,:–—-]+$/u, ''));
      before = (who.match(/„/g)?.length ?? 0) > (who.match(/[“”]/g)?.length ?? 0) ? `${who}“` : who;
      s = occasion ? `${capitalizeFirst(occasion)}: ${after}` : after;
    }
  }
  // "В сервиз „Карбон“ в Стара Загора правим …": where it is said is the business, the deal is what they do.
  const typed = s;
  const inBusiness = IN_NAMED_BUSINESS_RE.exec(s);
  if (inBusiness && startsWithBusinessNoun(inBusiness[1]!) && offerScore(s.slice(inBusiness[0].length)) > 0)
    s = capitalizeFirst(s.slice(inBusiness[0].length));
  // ("Правим визитки флаери и бланки за фирми 500 визитки двустранни за 35 лв готови за 24 часа": what they make, typed
  // with no stop before a counted deal of one of its things, is said by the services; the deal is the count and its
  // price.)
  let listed = '';
  const counted =
    /\s(\d+\s+\p{Ll}{3,}(?:\s+\p{Ll}{3,})?\s+(?:за|по)\s+\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро)(?!\p{L}).*)$/u.exec(s);
  if (
    counted &&
    // (…the count naming again a thing of the list before it, so nothing but the list is left of the deal.)
    s.slice(0, counted.index).toLocaleLowerCase('bg-BG').includes(counted[1]!.split(/\s+/)[1]!.slice(0, 5)) &&
    !/[,;:–—]|\d/u.test(s.slice(0, counted.index)) &&
    countWordsOf(s.slice(0, counted.index)) >= 4
  ) {
    listed = tidy(typed.slice(0, typed.lastIndexOf(counted[1]!)));
    s = counted[1]!;
  }
  const offer = withoutInvitation(dropContacts(dropIntroduction(s, name)));
  const intro =
    offer === s || !s.endsWith(offer)
      ? before.split(/\s+/u).some(startsWithBusinessNoun)
        ? before
        : ''
      : tidy(s.slice(0, s.length - offer.length).replace(/[\s,:–—-]+$/, ''));
  return { offer: focus(capitalizeFirst(offer), (c) => offerScore(c) > 0), intro: intro || listed };
}

/**
 * "Посетете ни, вижте как се прави сиренето и опитайте – дегустация 8 лв": what the owner invites the customer to do
 * before the priced thing is the call's, not the deal's; the deal is "Дегустация 8 лв".
 */
function withoutInvitation(offer: string): string {
  const parts = offer.split(/(,\s+|\s+[–—]\s+)/u);
  const priced = parts.findIndex((p, k) => k % 2 === 0 && PRICED_RE.test(p));
  // (An imperative, "вижте", "опитайте", "посетете", never a plural with its article, "цветовете".)
  const invites = (p: string) =>
    /^(?:\p{L}{2,}(?:айте|ейте|ийте|уйте|[бвгджзклмнпрстфхцчшщ]те)|\p{L}{3,}(?<!ов|ев|мъж)ете)(?!\p{L})/iu.test(p);
  return priced > 0 &&
    /^\p{L}{4,}\s/u.test(parts[priced]!) &&
    !invites(parts[priced]!) &&
    parts.slice(0, priced).every((p, k) => k % 2 === 1 || invites(p))
    ? capitalizeFirst(parts.slice(priced).join(''))
    : offer;
}

// "… приема поръчки за великденски козунаци – 1 кг за 16 лв": the offer is what the orders are for.
// ("… кани възрастни на курс по грънчарство …": and so is what they are invited to.)
// ("даваме го на квадрат, 0,30 € …": the pronoun after the verb is the verb's, never the opening of the deal.)
const OFFER_INTRO_RE =
  /(?:^|\s)(?:кани(?:ме|т)?(?:\s+\p{L}+){0,2}\s+(?:на|за)|предлага(?:ме|т)?|организира(?:ме|т)?|дава(?:ме|т)?|подарява(?:ме|т)?|обявява(?:ме|т)?|пуска(?:ме|т)?|ви\s+очаква(?:ме|т)?\s+с|имаме|има|приема(?:ме|т)?\s+(?:предварителни\s+)?(?:поръчки|заявки)(?:\s+за(?=\s+\p{L})|(?=\s+за\s)))(?:\s+(?:го|ги|я|ви|ни|им|му)(?!\p{L}))?\s+/iu;

// Freebies whose object is the real service: "безплата доставка на букети" advertises букети.
const FREEBIE_RE =
  /безплат\p{L}*\s+(?:доставка|транспорт|монтаж|оглед|консултация|диагностика|преглед)(?:\s+и\s+(?:доставка|монтаж|транспорт|инсталация))?\s+(?:на|за)\s+([\p{L}\s-]{3,60}?)(?=\s+(?:в|във|за|до|при|през|само|над)\s|[,.!;:]|$)/iu;
/** "града", "областта", "района", "цялата страна": where a free delivery goes. */
const FREE_WHERE_RE =
  /^(?:(?:целия|целият|цялата|цялото)\s+)?(?:града|селото|селата|района|региона|областта|общината|квартала|центъра|страната|страна|България)$/iu;
/** "очите", "покрива", "колата", "двора": a last word with its definite article. */
const DEFINITE_LAST_RE = /\p{L}{2,}(?:ите|ата|ята|ът|ят|ото|ето)$/iu;
// ("втора употреба", "втора ръка" is second-hand, no second item of a deal.)
// ("втори мед буркан на половин цена": the jar it comes in is no part of the ware.)
const SECOND_RE =
  /втор(?:а|ия|ото|ата|ият|и|о)\s+(?!употреба|ръка)(\p{L}{3,}(?:\s+(?!(?:буркан|буркана|пакет|пакета|бутилка|бутилки|кутия|кутии|торба|торби|кашон|кашона|бидон|бидона|чифт|брой|ако|когато|щом|понеже|защото|като|след|при|във?|за|със?|без|ако|тъй|дори|само|вече|също)(?!\p{L}))\p{L}{3,})?)/iu;
// ("3D печат на резервни части от 5 €": the capture starts on a word, never inside "3D", "4K" or "5G".)
const BEFORE_PRICE_RE =
  /((?<!(?:^|[^\p{L}\d])\d)(?:(?<![\p{L}\d])\d[DKGДК](?!\p{L})\s*)?[\p{L}][\p{L}\d\s-]{2,70}?)\s*(?:[–—-]\s*|\s(?:на\s+цена\s+от|на\s+цена|само\s+за|за\s+само|от\s+само|за|от|срещу)\s+|\s+)\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро)/iu;
const BEFORE_SAME_PRICE_RE = /([\p{L}\d][\p{L}\d\s-]{2,60}?)\s+на\s+цената\s+на\s+\d+/iu;
const BEFORE_PERCENT_RE =
  /((?<!(?:^|[^\p{L}\d])\d)(?:(?<![\p{L}\d])\d[DKGДК](?!\p{L})\s*)?[\p{L}][\p{L}\s-]{2,60}?)\s*(?:[–—-]\s*)?\s(?:с|със|на)\s+(?:\d+\s?%|\d+\s+процента)\s+(?:отстъпка|намаление|по-ниска)/iu;
// "-30% на всички якета": the goods the discount is on.
const PERCENT_ON_RE =
  /(?:\d+\s?%)\s+(?:на|за)\s+(?:всички\s+|всяка\s+|всеки\s+|всяко\s+)?(\p{L}[\p{L}\s-]{2,40}?)(?=\s+(?:до|през|при|само|над|в|във|с|със|от)\s|\s*[,.!;:–—]|$)/iu;
const PERCENT_FOR_RE =
  /(?:\d+\s?%|\d+\s+процента)\s+(?:отстъпка|намаление)\s+(?:за|на|от)\s+(?:всички\s+|всяка\s+|всеки\s+)?([\p{L}][\p{L}\s-]{2,60}?)(?=\s+(?:до|през|при|само|над|в|във|с|със)\s|[,.!;:]|$)/iu;
const TAKE_RE =
  /(?:вземи|вземете|купи|купете|поръчай|поръчайте)\s+(?:\d+\s+)?([\p{L}][\p{L}\s-]{2,40}?)(?=\s+(?:и|или|за|от)\s|[,.!;:]|$)/iu;
const DEVERBAL_START_RE =
  /^\s*((?:(?!Безплатн|Първ|Втор)\p{Lu}\p{Ll}+(?:но|на|ен|ов|ски|ска|ско)\s+\p{Ll}+|\p{Lu}\p{Ll}+)(?:ане|ене|яне|ние|ция|зия|ия|ба|ка|ж)(?:\s+(?:на|за)\s+[\p{L}\s]{2,40}?)?)(?=\s+(?:с|със|при|само|на\s+цена|за\s+\d|до|през)\s|[,.!;:–—]|$)/u;

// "2 за 1 на всички пици", "половин цена за втория масаж": the deal's object.
const DEAL_FOR_RE =
  /(?:\d\s*за\s*\d|\d\s?\+\s?\d|две\s+за\s+една|половин\s+цена|наполовина)\s+(?:на|за|при)\s+(?:всички\s+|всяка\s+|всеки\s+|всяко\s+)?(\p{L}[\p{L}\s-]{2,40}?)(?=\s+(?:до|през|при|само|над|в|във|от)\s|\s*[,.!;:–—]|$)/iu;

// "При 3 нощувки – вечеря подарък", "При покупка на лаптоп – ...": the condition names what is sold.
const CONDITION_RE =
  /(?:^|\s)при\s+(?:(?:покупка|поръчка|резервация|записване|наемане|наем|продажба)\s+(?:на\s+)?)?(?:\d+\s+)?(\p{L}[\p{L}\s-]{2,40}?)(?=\s+(?:над|до|за|от|в|във|с|със|чрез)\s|\s*[,.!;:–—]|$)/iu;
// "Магазин за детски играчки ToyLand", "продаваме домашен мед": the thing sold.
const SHOP_FOR_RE =
  /(?:^|[^\p{L}])(?:[Мм]агазин(?:че)?|[Шш]оурум|[Бб]утик|[Щщ]анд|[Сс]клад)\s+(?:за|на)\s+(\p{Ll}[\p{Ll}\s-]{2,40}?)(?=\s+(?:\p{Lu}|[A-Z\d„"«])|\s+(?:в|във|от|с|със|на|и)\s|\s*[,.!;:–—]|$)|(?:^|[^\p{L}])(?:[Пп]родава(?:ме|м|т)?|[Пп]редлага(?:ме|м|т)?)\s+(\p{Ll}[\p{Ll}\s-]{2,40}?)(?=\s+(?:в|във|от|с|със|на|за|и)\s|\s*[,.!;:–—]|$)/u;

function shopFor(text: string): string {
  const m = SHOP_FOR_RE.exec(text);
  return m ? cleanService(m[1] ?? m[2] ?? '') : '';
}

// Offer wording that is not a product: "Безплатна доставка", "Първата поръчка", "Промо код".
const OFFER_WORDING_RE =
  /^(?:(?:безплатн\p{L}*|първ\p{L}*|следващ\p{L}*|всяк\p{L}*|нов\p{L}*|ранн\p{L}*|онлайн|цялата|целия)\s+)*(?:доставк\p{L}*|записван\p{L}*|резерваци\p{L}*|заявк\p{L}*|поръчк\p{L}*|покупк\p{L}*|пратк\p{L}*|код\p{L}*|промо\s*код\p{L}*|отстъпк\p{L}*|намалени\p{L}*|сума\p{L}*|стойност\p{L}*|количеств\p{L}*|страна\p{L}*|клиент\p{L}*|регистрац\p{L}*|място|място\s+\p{L}+|адрес\p{L}*|дома|обекта)$/iu;

// Words that name who gets an offer or when, not what is sold.
// ("Старт 3 март, група до 6 жени", "Начало 15 септември": when a course starts is no service either.)
const OPENING_DATE_RE =
  /^(?:отваряме|откриваме|започваме|стартираме|отварям|започвам|старт(?:ът)?|начало(?:то)?|стартира|започва)\s+(?:на\s+|от\s+)?\d/iu;
const NOT_SERVICE_RE =
  /^(?:групи|група|студенти|ученици|деца|пенсионери|клиенти|нови|постоянни|всички|всеки|поръчки|поръчка|заявка|заявки|покупка|покупки|рожденици|двама|двойки|семейства|фирми|месеца|седмицата|уикенда|дни|ден|часа|този|тази|само|цена|цената|нас|вас|промоция|промоцията|оферта|офертата|отстъпка|намаление|специална|подарък)(?!\p{L})/iu;
const UNIT_RE =
  /^(?:(?:половин|цял|цяла|цели)\s+(?:час|ден|седмица|месец|година)|минут\p{L}*|час|часа|часове|дни|ден|седмиц\p{L}*|месец\p{L}*|години|година|кг|килограм\p{L}*|бр\.?|броя|клас|деца\s+от|урока|курса|сеанса|буркан\p{L}*|бутилк\p{L}*|кутия|кутии)(?!\p{L})/iu;
const TIME_PREFIX_RE =
  /^(?:само\s+)?(?:този|тази|това|през|до|от|всеки|всяка|всяко|в)\s+(?:\p{L}+)(?:\s+\p{L}+)?\s*[–—:,-]\s*/iu;
const LEADING_JUNK_RE = /^(?:а|и|но|както\s+и|промоция|оферта|ново|сега|само)\s*[:–—-]?\s+/i;

// An owner writing in the first person ("почиствам домове", "шия и поправям дрехи"): each verb as
// its noun ("почистване на домове", "шиене и поправка на дрехи"); "правя", "давам" simply go.
export const FIRST_PERSON_NOUNS: Record<string, string> = {
  почиствам: 'почистване',
  ремонтирам: 'ремонт',
  поправям: 'поправка',
  подготвям: 'подготовка',
  подготвяме: 'подготовка',
  монтирам: 'монтаж',
  боядисвам: 'боядисване',
  шия: 'шиене',
  варя: 'варене',
  пиша: 'писане',
  скъсявам: 'скъсяване',
  преправям: 'преправяне',
  подстригвам: 'подстригване',
  превозвам: 'превоз',
  пренасям: 'пренасяне',
  чистя: 'почистване',
  сменям: 'смяна',
  изпращам: 'изпращане',
  доставям: 'доставка',
  изработвам: 'изработка',
  произвеждам: 'производство',
  произвеждаме: 'производство',
  гледам: 'гледане',
  разхождам: 'разходка',
  обучавам: 'обучение',
  настройвам: 'настройка',
  инсталирам: 'инсталиране',
  лакирам: 'лакиране',
  шлифовам: 'шлифоване',
  претапицирам: 'претапициране',
  пера: 'пране',
  лекувам: 'лечение',
  превеждам: 'превод',
  подрязвам: 'подрязване',
  кося: 'косене',
  строя: 'изграждане',
  меля: 'мелене',
  мелим: 'мелене',
  // The owners who write "we" ("перем килими", "обслужваме крави", "строим басейни").
  почистваме: 'почистване',
  ремонтираме: 'ремонт',
  поправяме: 'поправка',
  монтираме: 'монтаж',
  боядисваме: 'боядисване',
  шием: 'шиене',
  подстригваме: 'подстригване',
  превозваме: 'превоз',
  пренасяме: 'пренасяне',
  чистим: 'почистване',
  сменяме: 'смяна',
  изпращаме: 'изпращане',
  доставяме: 'доставка',
  изработваме: 'изработка',
  гледаме: 'гледане',
  обучаваме: 'обучение',
  настройваме: 'настройка',
  инсталираме: 'инсталиране',
  претапицираме: 'претапициране',
  перем: 'пране',
  лекуваме: 'лечение',
  превеждаме: 'превод',
  подрязваме: 'подрязване',
  косим: 'косене',
  строим: 'изграждане',
  организираме: 'организиране',
  обслужваме: 'обслужване',
  // ("помагам с документи за общината" is "помощ с документи …", never "помагане".)
  помагам: 'помощ',
  помагаме: 'помощ',
  снимам: 'снимане',
  снимаме: 'снимане',
  // "Чистя и гладя по домовете" is "почистване и гладене", never "почистване и гладя".
  гладя: 'гладене',
  гладим: 'гладене',
  мия: 'миене',
  мием: 'миене',
  ора: 'оран',
  орем: 'оран',
  оравам: 'оран',
  зидам: 'зидане',
  зидаме: 'зидане',
  стрижа: 'стригане',
  стрижем: 'стригане',
  режа: 'рязане',
  режем: 'рязане',
  сека: 'сечене',
  сечем: 'сечене',
  копая: 'копаене',
  копаем: 'копаене',
  // "Возим деца до училище", "възстановявам кожени обувки", "заварявам огради", "редя павета".
  возя: 'превоз',
  возим: 'превоз',
  възстановявам: 'възстановяване',
  възстановяваме: 'възстановяване',
  заварявам: 'заваряване',
  заваряваме: 'заваряване',
  редя: 'редене',
  редим: 'редене',
  полагам: 'полагане',
  полагаме: 'полагане',
  // "Точим ножове, ножици и брадви", "Отпушваме канали".
  точа: 'точене',
  точим: 'точене',
  отпушвам: 'отпушване',
  отпушваме: 'отпушване',
  // "Варим ракия на казан".
  варим: 'варене',
  // "преглеждам влечуги": a vet's examination is "преглед".
  преглеждам: 'преглед',
  преглеждаме: 'преглед',
  // "кастря овошки и лозя", "градя печки".
  кастря: 'резитба',
  кастрим: 'резитба',
  градя: 'градене',
  градим: 'градене',
  // ("гоня къртици от дворове", "дарачим вълна", "ловим сом": verbs no ending tells from a noun.)
  гоня: 'гонене',
  гоним: 'гонене',
  дарача: 'дарачене',
  дарачим: 'дарачене',
  // ("ловя къртици и полевки в дворове": the catcher's work is "лов на къртици", never dropped for want of a noun.)
  ловя: 'лов',
  ловим: 'лов',
  коля: 'колене',
  колим: 'колене',
  // ("пазим гумите ви в склад": a thing kept for the customer is stored, "съхранение на гумите".)
  пазя: 'съхранение',
  пазим: 'съхранение',
};
const JOB_NOUNS = new Set(Object.values(FIRST_PERSON_NOUNS));
const FIRST_PERSON_DROP =
  /^(?:правя|правим|давам|даваме|предлагам|предлагаме|продавам|продаваме|пека|печем|готвя|готвим|изработвам|водя|водим|организирам|плета|плетем|рисувам|рисуваме|декорирам|декорираме|изготвям|изготвяме)\s+/i;
const MADE_BY: Record<string, string> = {
  плета: 'плетени',
  плетем: 'плетени',
  шия: 'шити',
  шием: 'шити',
  рисувам: 'рисувани',
  рисуваме: 'рисувани',
  бродирам: 'бродирани',
  бродираме: 'бродирани',
  изработвам: 'изработени',
  изработваме: 'изработени',
};
const MADE_HOW_RE = new RegExp(
  `^(${Object.keys(MADE_BY).join('|')})\\s+(на\\s+(?:ръка|една\\s+кука|кука))\\s+(?=\\p{L})`,
  'iu',
);
const FIRST_PERSON_ANY = new RegExp(
  `(?<![\\p{L}])(${Object.keys(FIRST_PERSON_NOUNS).join('|')})(\\s+(?:и|или)\\s+|,\\s*|\\s+)`,
  'giu',
);
const FIRST_PERSON_START = new RegExp(
  `^(?:${Object.keys(FIRST_PERSON_NOUNS).join('|')})\\s|${FIRST_PERSON_DROP.source}`,
  'i',
);

/**
 * A verb of the owner's the table does not list, as its noun: "премахваме" → "премахване", "подковавам" →
 * "подковаване", "сваляме" → "сваляне" (not "имаме", "казвам", "чакаме").
 */
function derivedNoun(verb: string): string {
  const v = verb.toLocaleLowerCase('bg-BG');
  if (/^(?:има|каз|чак|търс|дав|обажд|очакв|работ|пита|зна|мож|иска|ста|отгова)/u.test(v)) return '';
  // ("голям козунак": an adjective in "-ям" is no verb, "голяне".)
  if (/[ая]м$/u.test(v) && !isFirstPersonVerb(v)) return '';
  const m = /^(\p{L}{3,})(аме|ам|яме|ям)$/u.exec(v);
  if (m) return `${m[1]}${m[2]!.startsWith('я') ? 'яне' : 'ане'}`;
  // ("сушим", "косим", "носим": "we" of a verb in "-я" is its noun in "-ене", "сушене", "косене", "носене"; not "говорим",
  // "мислим", "държим", which say no job.)
  const we = /^(\p{L}{3,})им$/u.exec(v);
  return we && isOwnVerb(v) && !/^(?:говор|мисл|държ|благодар|вярв|горд|ход|глед)/u.test(v) ? `${we[1]}ене` : '';
}

function firstPersonToNoun(service: string): string {
  // Before "и" or a comma the noun stands alone, before an object it takes "на" (not before "със Спиди").
  const prepositionNext = (rest: string) =>
    /^(?:с|със|в|във|до|от|за|по|при|на|без|след|през|около|край)\s/iu.test(rest);
  const on = (after: string, rest: string) => (/^\s+$/.test(after) ? (prepositionNext(rest) ? ' ' : ' на ') : after);
  let s = service
    // ("плета на една кука играчки амигуруми", "Плета на ръка вълнени чорапи": how a ware is made, said before it,
    // goes with it as it was made: "плетени на една кука играчки", "ръчно плетени вълнени чорапи".)
    .replace(MADE_HOW_RE, (_m, verb: string, how: string) => {
      const made = MADE_BY[verb.toLocaleLowerCase('bg-BG')]!;
      return /^на\s+ръка$/iu.test(how) ? `ръчно ${made} ` : `${made} ${how} `;
    })
    // ("Продаваме и регистрираме фискални касови апарати": a sale said with a second job is a job of its own, never a
    // lone "и регистрираме …".)
    .replace(/^(?:продавам|продаваме)\s+и\s+(\p{L}{4,})\s+(?=\p{L})/iu, (m, verb: string) => {
      const v = verb.toLocaleLowerCase('bg-BG');
      const noun = FIRST_PERSON_NOUNS[v] ?? (isOwnVerb(v) ? derivedNoun(v) : '');
      return noun ? `продажба и ${noun} на ` : m;
    })
    .replace(FIRST_PERSON_DROP, '')
    // "шия ръчно кожени колани": the manner goes before the deed ("ръчно шиене на кожени колани"), not after its "на".
    .replace(
      new RegExp(
        `(?<![\\p{L}])(${Object.keys(FIRST_PERSON_NOUNS).join('|')})\\s+(ръчно|бързо|качествено|професионално|прецизно|внимателно|акуратно|собственоръчно|индивидуално)\\s+(?=\\p{L})`,
        'iu',
      ),
      '$2 $1 ',
    )
    .replace(FIRST_PERSON_ANY, (_m, verb: string, after: string, at: number, all: string) => {
      const rest = all.slice(at + _m.length);
      // "обслужваме и крави": "и" before a thing, not a second verb, is "also" ("обслужване на крави").
      const also =
        /^\s+и\s+$/.test(after) &&
        !isOwnVerb(/^\p{L}+/u.exec(rest)?.[0] ?? '') &&
        !FIRST_PERSON_NOUNS[(/^\p{L}+/u.exec(rest)?.[0] ?? '').toLowerCase()];
      // ("Подготвяме и за сертификат CILS": an "also" before the object's own preposition takes no "на", never
      // "подготовка на за сертификат".)
      return `${FIRST_PERSON_NOUNS[verb.toLowerCase()]}${also ? (prepositionNext(rest) ? ' ' : ' на ') : on(after, rest)}`;
    });
  // The first word alone, when the table does not know it: "Премахваме гнезда на оси" → "премахване на гнезда на оси".
  const head = /^(\p{L}+)(\s+)/u.exec(s);
  // ("подковавам коне и подрязвам копита": a known second verb leaves the unknown first one a verb still.)
  const derived = head && (s === service || isOwnVerb(head[1]!)) ? derivedNoun(head[1]!) : '';
  if (derived) s = `${derived}${on(head![2]!, s.slice(head![0].length))}${s.slice(head![0].length)}`;
  // ("почиствам и поддържам аквариуми": a second verb the table does not know, after "и", as its noun too.)
  s = s.replace(/(?<=\s(?:и|или)\s)(\p{L}{4,}(?:ам|ям|аме|яме))(?=\s+\p{L})/u, (verb, _g, at: number) => {
    const noun = derivedNoun(verb);
    return noun && /(?:ане|ене|яне|ние|ка|ж|т)\s+(?:и|или)\s$/u.test(s.slice(0, at)) ? `${noun} на` : verb;
  });
  // ("поправям брави и правя ключове": a second "правя" is made things, "поправка на брави и изработка на ключове",
  // never the first job's object, "поправка на … ключове"; before a job or a single thing it simply goes:
  // "… и портрет", "… и парно за къщи".)
  if (s !== service)
    s = s.replace(/(?<=\s(?:и|или)\s)(?:правя|правим)\s+(?=(\p{L}+))/iu, (_m, thing: string) =>
      /(?:ове|еве|ки|ци|ти|ни|ри)$/iu.test(thing) && !/^(?:ремонт|масаж|монтаж|услуг|процедур)/iu.test(thing)
        ? 'изработка на '
        : '',
    );
  // "вземаме ги от училище": the pronoun points back at something said before; "вземане от училище".
  s = s.replace(/\s+на\s+(и|или)\s+/g, ' $1 ').replace(/\s+на\s+(?:ги|го|я|ни|ви|му|им)(?=\s|$)/gu, '');
  // ("съхранение на гумите ви": whose the thing is goes with the verb; the job's noun names it bare of "ви".)
  if (s !== service) s = s.replace(/(?<=\sна\s+\p{L}{3,}(?:те|та|то|ът|ят))\s+(?:ви|ни)(?=\s|$)/u, '');
  return s === service ? s : stripDangling(s);
}

function cleanService(raw: string): string {
  let s = firstPersonToNoun(tidy(raw).replace(TIME_PREFIX_RE, ''));
  // ("Детска градина …, София - такса 350 €": a hyphen typed for a dash breaks the clause too.)
  let lastBreak = Math.max(
    s.lastIndexOf(' – '),
    s.lastIndexOf(': '),
    s.lastIndexOf(', '),
    s.lastIndexOf(' — '),
    s.lastIndexOf(' - '),
  );
  // "ръчно правени мартеници на едро за магазини, училища и фирми": a list of whom it is for continues the
  // phrase; what is sold stands before its "за".
  const forList = /^(.{6,}?)\s+за\s+\p{Ll}+(?:,\s+\p{Ll}+)*(?:\s+и\s+\p{Ll}+)?$/u.exec(s);
  if (forList && lastBreak >= 0 && s.slice(lastBreak, lastBreak + 2) === ', ' && !/[,–—:]/u.test(forList[1]!)) {
    s = forList[1]!;
    lastBreak = -1;
  }
  if (lastBreak >= 0) s = s.slice(lastBreak + 2);
  for (let i = 0; i < 3; i++)
    s = s
      .replace(LEADING_JUNK_RE, '')
      .replace(/^(?:само|през|този|тази)\s+\p{L}+\s+/iu, (m) =>
        /(?:ден|уикенд|месец|седмица|януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември)/i.test(
          m,
        )
          ? ''
          : m,
      );
  s = s.replace(/\s+(?:е|са|ще\s+бъде)$/i, '').replace(/\s+само$/i, '');
  // ("чистя комини … провервам тягата цена 35 лв": the word that opens the price is no part of the job.)
  // ("Откриваща цена 1100 лв", "Специална цена …": the word that says which price it is names nothing sold.)
  if (/^\p{L}+(?:на|ща|ва)\s+(?:цена|цената)$/iu.test(s)) return '';
  s = s.replace(/\s+(?:цена|цената|цени|цените)$/iu, '');
  // ("Озвучаване и светлини включени, 4 часа за 300 €": what a deal includes is its condition, never the trade.)
  if (/\s(?:включен[аои]?|вкл\.?)$/iu.test(s)) return '';
  // ("Безплатна доставка с Еконт над 50 €": free delivery is a perk of what they sell, never the trade.)
  if (/^(?:безплатн\p{L}*|бърз\p{L}*)\s+(?:доставк\p{L}*|транспорт\p{L}*)(?!\p{L})/iu.test(s)) return '';
  // ("гледане на котката ви докато сте на почивка": when is no part of what.)
  s = s.replace(/,?\s+(?:докато|когато|ако|защото|за\s+да)\s.*$/iu, '');
  // "домашен хляб и баници всеки ден", "летни курсове … от 1 юли": when is not what.
  s = s.replace(/\s+(?:всеки|всяка|всяко)\s+(?:ден|сутрин|седмица|уикенд|делничен\s+ден|вечер)$/iu, '');
  s = s.replace(TRAILING_DATE_RE, '').replace(OUR_TAIL_RE, '');
  // "орехови ядки реколта 2026": the harvest's year goes, and the word that named it with it.
  s = s.replace(/\s+(?:реколта|модел)(?:\s+\d{4})?$/iu, '');
  // "В Банско предлага 7 нощувки": what follows the last verb is the service.
  const tokens = tokenize(s);
  const texts = tokens.map((t) => t.text);
  for (let k = tokens.length - 2; k >= 0; k--) {
    if (verbAt(texts, k) && tokens[k].text.toLowerCase() !== 'се') {
      s = s.slice(tokens[k + 1].start);
      break;
    }
  }
  s = s.replace(/^\d+(?:[.,]\d+)?\s*(?:-ти|-ри|-ви)?\s+(?=\p{L}{3,})/u, '');
  s = tidy(stripDangling(tidy(s)));
  s = s.replace(/^(?:всички|всеки|всяка|всяко)\s+(?=\p{L}{3,})/iu, '');
  const firstWord = (/^\p{L}+/u.exec(s)?.[0] ?? '').toLowerCase();
  if (DANGLING_WORDS.has(firstWord)) return '';
  // "Септември", "минути", "гр. Смолян, тел. …", "продавам мед": a date, a unit, an address or a verb is not what is sold.
  // Nor a lone adjective ("Класически", "Частна") or what a thing costs ("Цени", "Месечна такса").
  if (
    /^\p{L}+(?:ски|ска|ско|тна|чна|лна|шна|жна|сна|вна|тни|чни|лни|тли|ени)$/iu.test(s) ||
    /^(?:ремонт|ремонти|услуга|услуги|обслужване)$/iu.test(s) ||
    /^(?:цени|цена|(?:месечна\s+)?такс(?:а|ата|и|ите)|членове|член)(?!\p{L})/iu.test(s) ||
    // "буркан 720 г е 5 евро": the currency after the last verb is what it costs, never what is sold.
    // ("15 евро на час": "евро на час" is what a lesson costs, never a service.)
    /^(?:евро|лева|лв|eur|bgn|€)(?!\p{L})/iu.test(s)
  )
    return '';
  if (
    isDateWord(firstWord) ||
    UNIT_RE.test(s) ||
    MANNER_ONLY_RE.test(s) ||
    PHONE_RE.test(s) ||
    ADDRESS_CUE_RE.test(s) ||
    // ("идваме до вас" made a noun is how they work: "Търсите идване до вас?" asks for nothing.)
    /^с\.|^(?:продавам|правя|предлагам|работя|идвам|идване)(?!\p{L})/iu.test(s)
  )
    return '';
  if (
    s.length < 3 ||
    // ("идва у вас": where it is done is no service.)
    /^(?:у|при|до|на)\s+(?:вас|нас|адрес|място)$/iu.test(s) ||
    NOT_SERVICE_RE.test(s) ||
    NOT_SOLD_RE.test(s) ||
    OFFER_WORDING_RE.test(s) ||
    !/\p{L}{3,}/u.test(s)
  )
    return '';
  return s;
}

/** A job said by its noun: "ремонт и преправяне на …", "дезинсекция срещу …", "изкопаване на …". */
/** "от 120 до 180 лв", "30-50 €": a price range, its first figure captured. */
const PRICE_RANGE_RE = /(\d+(?:[.,]\d+)?)\s*(?:до|-|–)\s*\d+(?:[.,]\d+)?(?=\s*(?:лв|лева|€|евро|eur)(?!\p{L}))/giu;
/** "Казвам се Гошо.", "Аз съм Пешо.": a sentence that only says who the owner is. */
const NAME_ONLY_RE = /^\s*(?:здравейте,?\s*)?(?:казвам\s+се|аз\s+съм)\s+\p{L}+(?:\s+\p{L}+)?[.!]?\s*$/iu;
const OPENING_JOB_RE =
  /^(?:\p{L}{2,}(?:ане|ене|яне|ние|ния|ция|зия)|ремонти?|монтаж|демонтаж|смяна|поправк[аи]|изработка|настройка|поддръжка|профилактика|обработка|доставка)(?:\s+и\s+\p{L}{4,}(?:ане|ене|яне|ние|ния|ция|зия))?\s+(?:на|за|срещу|по)\s+\p{Ll}{3,}/iu;
/**
 * The job the brief opens with, by its noun, before its deal: "ремонт и преправяне на кожуси, шуби и кожени якета" of
 * "Кожухарско ателие Ела, Златоград – ремонт и преправяне …, смяна на подплата и копчета.", up to the next job, the
 * town or the sentence's end.
 */
function openingJob(sentences: string[], offerSentence: string): string {
  // (…said before the deal, or in its sentence: a job said after it, "Зарибяване на язовири … – по договаряне" after
  // "Прясна пъстърва 9 € на кг", is a second one.)
  const upTo = sentences.indexOf(offerSentence);
  for (const whole of sentences.slice(0, upTo >= 0 ? Math.min(3, upTo + 1) : 3)) {
    // (…and in the deal's own sentence, before its first price: "… мляко 3 € литъра и … – хранене на козлетата, 5 €" is
    // a second offer.)
    const sentence = whole === offerSentence ? whole.split(/\d/u)[0]! : whole;
    for (const clause of sentence.split(/\s[–—-]\s|[:;]\s|[.!?](?:\s|$)/u)) {
      const start = clause.trim().replace(/^[^\p{L}]+/u, '');
      if (!OPENING_JOB_RE.test(start)) continue;
      // (…up to the next job of the list: "…, смяна на подплата и копчета" is another.)
      const items = start.split(/,\s+/u);
      const kept = [items[0]!];
      for (const item of items.slice(1)) {
        if (/^\p{Lu}/u.test(item) || OPENING_JOB_RE.test(item) || /\s(?:на|за|срещу)\s/u.test(item)) break;
        kept.push(item);
      }
      const job = stripDangling(
        kept
          .join(', ')
          .replace(/\s+(?:в|във)\s+(?:гр\.\s*|град\s+|с\.\s*|село\s+)?\p{Lu}.*$/u, '')
          // (…and before the name, capitalised or quoted: "Реставрация на стари мебели „Патина“".)
          .replace(/,?\s+[„"«“\p{Lu}].*$/u, '')
          // ("занимания по рисуване … за деца от 4 до 10 г.": the ages it is for are said apart.)
          .replace(/\s+(?:(?:за\s+\p{L}+\s+)?(?:от|до|над|под)\s+\d).*$/u, ''),
      );
      if (countWordsOf(job) >= 3 && countWordsOf(job) <= 12 && !/\d/.test(job)) return job;
    }
  }
  return '';
}
/**
 * The owner's own deed said after who they are in the brief's first clause, by its noun: "ковани порти огради и
 * парапети по ваш размер" of "Ковач Стефан от Елхово правя ковани порти …, порта 3 м от 1800 лв".
 */
function deedInOpening(opening: string): string {
  const clause = opening.split(/,\s|\s[–—-]\s|[.!?;:](?:\s|$)/u)[0] ?? '';
  const words = clause.split(/\s+/u);
  // (One that opens with the verb, "Акордирам пиана и ремонтирам …", says its deed whole elsewhere.)
  const verb = (w: string) => isFirstPersonVerb(w) || ownsVerb(w);
  if (verb(lc(words[0] ?? ''))) return '';
  const at = words.findIndex(
    (w, i) =>
      i > 0 &&
      /^\p{Ll}{3,}$/u.test(w) &&
      (isFirstPersonVerb(w) || ownsVerb(w)) &&
      !GENERIC_DEED_RE.test(w) &&
      !isFirstPersonVerb(words[i - 1]!.toLocaleLowerCase('bg-BG')),
  );
  if (at < 1 || countWordsOf(words.slice(at + 1).join(' ')) < 2 || /\d/.test(clause.slice(clause.indexOf(words[at]!))))
    return '';
  const deed = stripDangling(firstPersonToNoun(words.slice(at).join(' ').toLocaleLowerCase('bg-BG')));
  return countWordsOf(deed) >= 2 && countWordsOf(deed) <= 10 && !notANounPhrase(deed) ? capitalizeFirst(deed) : '';
}
/** "Леярна", "Баня", "Работилница", "Ателие": a place where the work is done, by its noun. */
const PLACE_OF_WORK_RE =
  /^(?:\p{L}{2,}(?:рна|ня|ница|ария|ерия)|база|цех|ателие|работилница|студио|салон|център|кабинет|сервиз)$/iu;
/** "леене на бронзови камбани" of "Леярна за камбани Звън – леем бронзови камбани за църкви, …": the deed after the dash. */
function deedAfterDash(sentence: string): string {
  const after = sentence.split(/\s[–—-]\s/u)[1];
  if (!after) return '';
  const clause = after.split(/[.;:!?](?:\s|$)/u)[0]!.trim();
  const verb = lc(/^\p{L}+/u.exec(clause)?.[0] ?? '');
  // (After the name and its dash, "we" in "-ем"/"-им" is a verb too: "леем", "шием", "печем"; never "прием", "наем".)
  const we =
    /^\p{L}{2,}(?:ем|им)$/u.test(verb) && !/^(?:прием|наем|обем|подем|заем|изем|режим|интим|грим)$/u.test(verb);
  // ("опушваме ваша риба, …": a "we" verb in "-аме"/"-яме" the table does not know is read by its ending too.)
  if (
    !verb ||
    !(isFirstPersonVerb(verb) || ownsVerb(verb) || we || (/(?:аме|яме)$/u.test(verb) && derivedNoun(verb))) ||
    GENERIC_DEED_RE.test(verb)
  )
    return '';
  const turned = firstPersonToNoun(lc(clause));
  // (A "we" verb the table does not know turns by its ending: "леем бронзови камбани" → "леене на бронзови камбани".)
  const deed =
    we && turned.startsWith(`${verb} `)
      ? `${verb.slice(0, -2)}ене${/^\s+(?:с|със|в|във|до|от|за|по|при|на)\s/u.test(turned.slice(verb.length)) ? '' : ' на'}${turned.slice(verb.length)}`
      : turned;
  // ("опушване на ваша риба, месо и сирене на бук и слива": too long, the list keeps its things and drops how, the wood
  // it is done on, before it is cut to its first thing.)
  const listed = deed.replace(
    /(?<=,\s*\p{Ll}+(?:\s+\p{Ll}+)?\s+и\s+\p{Ll}+)\s+(?:на|с|със|по)\s+\p{Ll}+(?:\s+и\s+\p{Ll}+)?$/u,
    '',
  );
  const short = countWordsOf(deed) <= 8 ? deed : countWordsOf(listed) <= 8 ? listed : deed.split(/,\s*/u)[0]!;
  return countWordsOf(short) >= 2 && countWordsOf(short) <= 8 && !notANounPhrase(short) && !/\d/.test(short)
    ? stripDangling(short)
    : '';
}
/**
 * Whether `thing` is the machine or tool that does the job `lead` opens with: "тръскачка на трактор" of "Тръскане на
 * орехи …", "цепачка" of "Цепене на дърва …" (the same stem, a noun of what does it, never the job again).
 */
function machineOfTheJob(thing: string, lead: string): boolean {
  const job = /^(\p{L}{3,})(?:ане|ене|яне)\s+(?:на|с|със)\s+\p{Ll}{3,}/iu.exec(lead);
  const head = lc(/^\p{L}+/u.exec(thing)?.[0] ?? '');
  return (
    Boolean(job) &&
    /^\p{L}{3,}(?:ачка|ячка|алка|ялка|илка|ачки|алки|ач|ачи|ник|тор)$/u.test(head) &&
    head.startsWith(lc(job![1]!).slice(0, Math.max(4, job![1]!.length - 1)))
  );
}
/** "3 € на кг", "от 20 лв", "15 € на час": a price with no ware of its own, only its unit. */
const BARE_PRICE_RE =
  /^(?:от\s+|по\s+)?\d+(?:[.,]\d+)?\s*(?:€|евро|лв\.?|лева)(?:\s*(?:\/|на|за)\s*(?:\d+\s*)?(?:кг|килограм|бр|брой|час|ч|м|кв\.?\s*м|м2|л|литър|дърво|човек|куб)\.?)?$/iu;
/** "скъсване" of "Скъсване от 15 лв", "жетон" of "жетон 1 € за 3 минути": a piece the deal prices, or its second. */
function dealPiece(piece: string, offer: string): boolean {
  return (
    countWordsOf(piece) <= 4 &&
    // (…never a place the deal names: "гр. Девин 10 € на животно".)
    !findPlaces(piece).length &&
    (new RegExp(`(?<!\\p{L})${escapeRe(piece)}\\s+(?:от\\s+|за\\s+)?\\d`, 'iu').test(offer) || secondOf(piece, offer))
  );
}
const secondOf = (piece: string, offer: string) => lc(SECOND_RE.exec(offer)?.[1] ?? '') === lc(piece);
/** Whether two phrases share a word's stem ("ремонт на перални" and "перални 30 лв"). */
function sharesStem(a: string, b: string, letters = 5): boolean {
  const stems = (x: string) =>
    x
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => lc(w).slice(0, letters));
  const of = new Set(stems(b));
  return stems(a).some((w) => of.has(w));
}

function serviceFromOffer(typed: string, text = typed): string {
  const found = serviceInOffer(typed);
  // ("подстригване + къпане 30 €" read as "къпане": two jobs joined by a plus are one service, "подстригване и
  // къпане", when the brief says the job nowhere else: "Почистване на комини …, проверка + почистване 40 €" did.)
  const joined = typed.replace(/(?<=\p{L})\s*\+\s*(?=\p{L})/gu, ' и ');
  const once = (w: string) => (text.match(new RegExp(`(?<!\\p{L})${escapeRe(w)}`, 'giu'))?.length ?? 0) <= 1;
  return found && joined !== typed && once(found) ? serviceInOffer(joined) || found : found;
}

function serviceInOffer(typed: string): string {
  if (!typed) return '';
  // ("Курс от 120 до 180 лв": a range is one price; read up to its second figure, the service was «Курс от 120».)
  const offer = typed.replace(PRICE_RANGE_RE, '$1');
  const tries: Array<() => string | undefined> = [
    () => SECOND_RE.exec(offer)?.[1],
    // ("безплатен преглед на очите", "безплатен оглед на покрива": the customer's own thing, said with its article, is
    // what the free job is done on, never a ware sold: «Предлагаме очите.».)
    // (…nor where it goes: "безплатна доставка за града", "… за областта" is where, never «Имате нужда от града?».)
    () =>
      ((x) => (x && (DEFINITE_LAST_RE.test(x.trim()) || FREE_WHERE_RE.test(x.trim())) ? undefined : x))(
        FREEBIE_RE.exec(offer)?.[1],
      ),
    () => DEVERBAL_START_RE.exec(offer)?.[1],
    () => BEFORE_PRICE_RE.exec(offer)?.[1],
    () => BEFORE_SAME_PRICE_RE.exec(offer)?.[1],
    () => BEFORE_PERCENT_RE.exec(offer)?.[1],
    () => PERCENT_FOR_RE.exec(offer)?.[1],
    () => PERCENT_ON_RE.exec(offer)?.[1],
    () => DEAL_FOR_RE.exec(offer)?.[1],
    () => TAKE_RE.exec(offer)?.[1],
    () => CONDITION_RE.exec(offer)?.[1],
  ];
  for (const t of tries) {
    const raw = t();
    if (!raw) continue;
    // "-15% на цялата храна" is on the food.
    // ("Пица 33 см от 9 до 14 лв": the range's own "от 9 до" is the price, no part of the thing.)
    // (…nor is its size: "Пица 33 см" is a pizza.)
    const s = cleanService(
      raw
        .replace(/\s+(?:от\s+)?\d+(?:[.,]\d+)?\s*(?:до|[-–—])\s*$/u, '')
        .replace(/(?<=^\p{L}{3,})\s+\d+(?:[.,]\d+)?\s*(?:см|мм)\.?$/u, ''),
    ).replace(/^(?:цял(?:ата|ия|ото|ите)|целия)\s+(?=\p{L})/iu, '');
    if (s && s.split(/\s+/).length <= 8 && !countedOrWho(s)) return s;
  }
  return '';
}

// "45 мин", "8 места", "всичко включено", "страница превод", "метър сондаж", "Порция с гарнитура", "кола втора
// ръка", "гаранция при счупване", "приема спешни пациенти": a unit of the deal, a condition or who comes is no
// service.
const UNIT_WORD_RE =
  /^(?:всичко|страница|страници|метър|метра|линеен|декар|тон|тона|куб|кубик|мин|минути|минута|час|часа|места|място|порция|порции|бройки|броя|бр|човек|души|легло|легла|занимания|посещения|кг|литра|кашон|кашони|парче|парчета|ръка|счупване|повреда|плащане|посещение|оглед|огледа|едностаен|двустаен|тристаен|многостаен|апартамент|апартамента|стая|стаи|вида|вид)$/iu;
/**
 * "снимки" of "… давате им храна, правите снимки": a thing the brief says the customer does, after their verb (never
 * after a call to buy it, "купете рамка", "вземете …").
 */
function doneByCustomer(service: string, text: string): boolean {
  // (The verb opens its clause, "…, правите снимки", never "при нас ще намерите монтаж …", where it is the ware got.)
  const said = new RegExp(
    `(?:^|[,;:.!?–—]\\s*|\\s(?:и|или)\\s+)(\\p{L}{3,20}(?:ите|ате|яте))\\s+${escapeRe(service)}(?!\\p{L})`,
    'iu',
  ).exec(text);
  return (
    Boolean(said) &&
    !/^(?:намерите|получите|купите|поръчате|изберете|вземете|опитате|откриете|ползвате|наемете|имате|търсите|искате)$/iu.test(
      said![1]!,
    ) &&
    toCustomer(`${said![1]!} ${service}`)
  );
}
function countedOrWho(service: string): boolean {
  // ("Изработка за 3 седмици" is how long it takes; "4 стаи", "20 снимки" count what the deal gives.)
  return (
    UNIT_WORD_RE.test(service.split(/\s+/)[0] ?? '') ||
    /^\d+(?:[.,]\d+)?\s+\p{L}/u.test(service) ||
    // ("Сет 32 хапки 39 лв": a set counted by its pieces is how the deal is sold, not what the business makes.)
    /^сет\s+(?:от\s+)?\d/iu.test(service) ||
    AUDIENCE_HEAD_RE.test(service) ||
    WHO_WORKS_RE.test(service) ||
    /^\p{L}+\s+за\s+\d+\s+(?:дни|ден|седмици|седмица|месеца|месец|часа|час|минути)$/iu.test(service) ||
    // ("Цяла вечер за 400 €", "Половин ден 60 €": how long they are hired for, no service.)
    /^(?:цял|цяла|цяло|целия|цялата|един|една|половин)\s+(?:вечер|ден|нощ|седмица|уикенд|месец|година|сутрин|следобед)$/iu.test(
      service,
    ) ||
    // ("… фолираме коли …, цял автомобил от 1800 лв": the whole of the thing priced is its measure, no service.)
    /^(?:цял|цяла|цяло|целия|цялата|цялото)\s+\p{L}+$/iu.test(service) ||
    // ("Малка порода 30 €, голяма 45 €": the size priced is no service either.)
    /^(?:малк|голям|средн|едр|дребн)\p{L}*\s+(?:порода|породи|размер|куче|кучета)$/iu.test(service)
  );
}

// "Рожден ден за 15 човека с пица … 180 €" is what the customer celebrates at the karaoke bar, not what the bar
// does; a children's centre that lists "Рождени дни, занимални …" among what it does organises them.
const CELEBRATION_RE =
  /^(?:(?:детски\s+)?рожден(?:и)?\s+д(?:ен|ни)|имен\s+ден|сватба|кръщене|юбилей|годишнина|парти)(?:\s+за\s+\d.*)?$/iu;
function celebratedOnly(service: string, text: string, offerSentence: string): boolean {
  if (!CELEBRATION_RE.test(service)) return false;
  const head = stem5(service.split(/\s+/)[0]!);
  const elsewhere = offerSentence ? text.replace(offerSentence, ' ') : text;
  return !elsewhere
    .toLocaleLowerCase('bg-BG')
    .split(/[^\p{L}]+/u)
    .some((w) => w.length >= 5 && stem5(w) === head);
}

// "Екипът ни работи и в събота": who works, not what they do.
const WHO_WORKS_RE = /^\p{L}{3,}(?:ът|ят|та|то|те)\s+(?:ни|ми)$/iu;

// ---------- Services ----------

const OFFER_VERB_RE =
  /(?:^|[^\p{L}])(?:предлага(?:ме|т)?|предоставя(?:ме|т)?|извършва(?:ме|т)?|изработва(?:ме|т)?|организира(?:ме|т)?|прави(?:м|те)?|правят|пече(?:м)?|продава(?:ме|т)?|специализира(?:ни)?\s+(?:сме\s+)?в|включва(?:т)?|ще\s+намерите|очакват\s+ви|разполага(?:ме)?\s+с|услугите\s+ни\s+(?:са|включват)|услуги(?:те)?\s*:|приема(?:ме)?|доставя(?:ме)?|шие|шием|готви(?:м)?|ремонтира(?:ме)?|обслужва(?:ме)?|поддържа(?:ме)?|осигурява(?:ме)?|обучава(?:ме)?|правя|предлагам|работим\s+с(?!\s+(?:вас|нас|тях)(?!\p{L})))\s+/iu;

const SELF_INTRO_RE =
  /^(?:(?:[Зз]дравейте|[Зз]драсти|[Дд]обър\s+ден)[,!]?\s+)?(?:[Аа]з\s+съм|[Кк]азвам\s+се|[Нн]ие\s+сме)\s+(?:„[^“”"]+[“”"]|\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})\s*,?\s+и\s+(?=\p{Ll})/u;

/**
 * "Акустична и електрическа, за начинаещи от 10 до 60 години.", "За жени и момичета над 10 години.": the kinds of
 * what the brief opened with ("Уроци по китара онлайн") and whom it is for, no services of their own.
 */
function kindsAndWhomOnly(clean: string): boolean {
  const kind = /^\p{L}{3,}(?:на|ни|но|ска|ски|ско|шка|шки|жка|жки|ен|ова|ови|ева|еви)$/iu;
  return clean
    .replace(/[.!]+$/u, '')
    .split(/,\s+/u)
    .every((part) => /^за\s/iu.test(part) || part.split(/\s+(?:и|или)\s+/u).every((w) => kind.test(w)));
}

// A clause that says what is not done: "не работим с …", ", не правим …", " и не доставяме …" (never "не само").
const NOT_DONE_RE = /(?:^|,\s*|\s+(?:и|а|но)\s+|(?<=[.!?]\s*))не\s+(?=\p{L}+(?:ме|м|ат|ят|те)(?!\p{L}))/iu;

/** "Денонощно 24/7, …", "Нон-стоп, …": a list that opens on when they can be called, up to its first thing done. */
const ROUND_THE_CLOCK_LEAD_RE =
  /^(?:денонощно|нон[\s-]?стоп|non[\s-]?stop|24\s*\/\s*7|24\s+часа)(?:[\s,]+(?:денонощно|нон[\s-]?стоп|non[\s-]?stop|24\s*\/\s*7|24\s+часа))*,\s+(?=\p{L})/iu;
function servicesField(
  sentences: string[],
  offer: string,
  cta: string,
  name: string,
): { text: string; first: string; own: boolean } {
  const candidates: { text: string; score: number; own?: boolean; head?: string }[] = [];
  sentences.slice(0, 12).forEach((s, i) => {
    if (s === offer || s === cta || hasOnlyPlaceholders(s) || AUDIENCE_RES.slice(0, 2).some((re) => re.test(s))) return;
    // "Отваряме 12 декември!": when they open is no service; nor is the owner's invitation ("Идвайте с децата да …").
    // ("Тръгваме всеки ден в 10, 14 и 18 ч.": when the boat leaves is no service either.)
    if (
      OPENING_DATE_RE.test(s) ||
      /^(?:идвайте|елате|заповядайте|доведете)(?!\p{L})/iu.test(s.trim()) ||
      SCHEDULE_RE.test(s)
    )
      return;
    // "Не работим с предплащане.", "…, не правим нови покриви от нулата, само ремонти": what the business does not
    // do is no service ("Предлагаме преместване с бус и предплащане."); the sentence counts up to its "не".
    const negated = NOT_DONE_RE.exec(s);
    if (negated && !s.slice(0, negated.index).trim()) return;
    const clean = stripPlaceholders(negated ? s.slice(0, negated.index).replace(/[\s,]+$/u, '') : s);
    // "Ресторант „При Мечо“ – скара, домашни гозби и жива музика": after the business introduces
    // itself, the dash opens what it does; its clauses up to the first deal are the services.
    const dash = /\s[–—-]\s+/.exec(clean);
    // "Алуминиеви витрини, входни врати и зимни градини по поръчка – Алумет ООД, Монтана": the list comes
    // first and the business signs it after the dash.
    if (
      dash &&
      name &&
      clean.slice(dash.index + dash[0].length).startsWith(name) &&
      offerScore(clean.slice(0, dash.index)) === 0 &&
      // ("Тапицер - Гергана Вълкова, Русе": the trade alone before the person who signs is who they are, no service.)
      !isAgentNoun(lc(clean.slice(0, dash.index).trim()))
    ) {
      candidates.push({ text: clean.slice(0, dash.index).trim(), score: 2.9 - i * 0.1 });
      return;
    }
    if (dash) {
      const lead = clean.slice(0, dash.index).replace(PHONE_RE, ' ').replace(PHONE_GLYPH_RE, ' ').trim();
      // "доставка до час в Добрич": the town has its own field; the clause keeps the rest.
      const clauses = clean
        .slice(dash.index + dash[0].length)
        .replace(/[.!]+$/, '')
        .split(/,\s+|;\s+|:\s+/)
        // ("… – всяка сутрин топъл хляб, баници и козунаци": when it comes opens the list, no part of its first thing.)
        .map((c, k) =>
          k
            ? c
            : c.replace(/^(?:всяка|всеки|всяко)\s+(?:сутрин|ден|вечер|седмица|делничен\s+ден)\s+(?=\p{Ll}{3,})/iu, ''),
        )
        .map((c) =>
          c.replace(
            /\s+(?:в|във)\s+(?:гр\.\s*|град\s+)?\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?(?:\s+и\s+(?:района|региона|областта|околността|околните\s+села))?$/u,
            '',
          ),
        );
      const deal = clauses.findIndex(
        (c) =>
          offerScore(c) > 0 ||
          PHONE_RE.test(c) ||
          CTA_VERB_RE.test(c) ||
          ADDRESS_CUE_RE.test(c) ||
          findPlaces(c).length > 0,
      );
      // "всичко за първия учебен ден: раници, тетрадки": "всичко" is no service, the list after it is.
      // ("… – ние сме екип от медицински сестри": who they are is no service either.)
      const kept = clauses
        .slice(0, deal < 0 ? clauses.length : deal)
        .filter((c) => !/^(?:всичко(?!\p{L})|(?:ние\s+)?сме\s|аз\s+съм\s)/iu.test(c));
      const leadTokens = tokenize(lead);
      // The lead may be a service too: "IT поддръжка за малки офиси – компютри, принтери, мрежи".
      // "Тапицерски услуги – претапициране на …": "услуги" itself names what follows.
      const serviceLead = leadTokens.some((t) =>
        /(?:\p{L}{3,}(?:ане|ене|яне|ция|жка|вка)|услуги|ремонт|ремонти)$/iu.test(t.text),
      );
      // A lead with the quoted name may run longer ("Пункт за технически прегледи „Авто Тест“ в Нови Искър").
      // "Гледам възрастни хора по домовете в Габрово – помощ с …": the owner saying what they do introduces it too.
      const introduces =
        (leadTokens.length <= 7 || (Boolean(name) && lead.includes(name) && leadTokens.length <= 10)) &&
        (introducesBusiness(lead, name) ||
          Boolean(FIRST_PERSON_NOUNS[(leadTokens[0]?.text ?? '').toLowerCase()]) ||
          looksLikeBusinessNoun(leadTokens[0]?.text ?? '') ||
          serviceLead ||
          (Boolean(name) && lead.includes(name)));
      // ("„Пчелар Митко“ - прибирам роеве от дворове, тавани и комини": after the name, the owner's verb says one
      // deed, and the places its "от" lists are no services of their own.)
      // (Not how they come: "идваме с буса до вашия вход" is no service.)
      const verb = (/^\p{L}+/u.exec(kept[0] ?? '')?.[0] ?? '').toLocaleLowerCase('bg-BG');
      const deed = FIRST_PERSON_NOUNS[verb] ?? derivedNoun(verb);
      // (Only then: "записваме вокали, подкасти и реклами за радио" is the owner's own line, said as typed.)
      if (
        introduces &&
        kept.length >= 2 &&
        /(?:^|\s)(?:от|в|във|на|по|из|към|с|със)\s+\p{L}+$/u.test(kept[0]!) &&
        deed &&
        !/^(?:доставка|изпращане|гледане|разходка|идване|пристигане|обслужване|работене)$/u.test(deed) &&
        offerScore(kept[0]!) === 0
      ) {
        // (…up to why: "…, за да отглеждате гъби у дома" is no service.)
        const why = kept.findIndex((c) => /^(?:за\s+да|защото|което|които|който|така\s+че)\s/iu.test(c));
        const what = kept.slice(0, why < 0 ? kept.length : why).join(', ');
        candidates.push({ text: firstPersonToNoun(what), score: 3.5 - i * 0.1, own: true });
        return;
      }
      // ("За деца от 3 до 10 години – игри, рисуване по лицата, …": after whom it is for, the list is what they do.)
      const forWhom = /^за\s+(?!да\s)\p{Ll}/iu.test(lead) && offerScore(lead) === 0 && !PHONE_RE.test(lead);
      if ((introduces || forWhom) && kept.length && (kept.length >= 2 || /\s(?:и|или)\s/.test(kept[0]!))) {
        // ("Аниматор за детски рождени дни в Шумен – игри, балони, …": a person named by what they do is what is sold,
        // the list what it holds; never "Игри".)
        const opener = (/^\p{L}+/u.exec(lead)?.[0] ?? '').toLocaleLowerCase('bg-BG');
        const head = isAgentNoun(opener) && !NOT_SOLD_RE.test(kept[0]!) ? headOfList(clean) : '';
        candidates.push({ text: kept.join(', '), score: 2.8 - i * 0.1, ...(head ? { head } : {}) });
        return;
      }
    }
    // ("Курс по английски за възрастни: граматика, разговор, …", "Летен лагер за деца в Родопите - 10 дни: планина, …":
    // a service, then what it covers after a dash or a colon, is said whole, the service first.)
    // (Never the owner's own verb, "Организираме курс …": that line has its own reading; nor a person, "Логопед за деца
    // – проблеми с говора, заекване", whose line is said whole.)
    const opener = (/^\p{L}+/u.exec(clean)?.[0] ?? '').toLocaleLowerCase('bg-BG');
    if (
      headOfList(clean) &&
      !ownsVerb(opener) &&
      !isAgentNoun(opener) &&
      // ("Логопед за деца – проблеми с говора, заекване": the problems a person treats are no list of wares.)
      !NOT_SOLD_RE.test(
        clean
          .replace(FORM_LABEL_RE, '')
          .split(/\s[–—-]\s+|:\s+/u)[1]!
          .split(/,\s*/u)[0]!,
      ) &&
      !derivedNoun(opener) &&
      !OFFER_VERB_RE.test(clean) &&
      offerScore(clean) === 0 &&
      !PHONE_RE.test(clean)
    ) {
      // (The list is the services, as after a business that introduces itself; the service is the head.)
      const unlabelled = clean.replace(FORM_LABEL_RE, '');
      const cut = /\s[–—-]\s+|:\s+/u.exec(unlabelled)!;
      candidates.push({
        text: unlabelled.slice(cut.index + cut[0].length),
        score: 2.8 - i * 0.1,
        head: headOfList(clean),
      });
      return;
    }
    // "Лекувам болки в кръста, мигрена и безсъние …": an owner's verb we can name opens what they do.
    // Only when nothing else names a service: "Доставям всеки петък" is how, "Шия и поправям" has its own reading.
    // "Аз съм Гошо и ремонтирам перални …", "Ние сме ВиК Експрес и отпушваме …": after the owner names
    // themselves, their verb says what they do; a verb the table does not know is read by its ending.
    // (Without a priced offer the writer opens with their own line, "Зидам каменни огради …", which says it best.)
    // (Nor when the offer already names the deed: "Настройка на пиано 95 лв" says it.)
    const ownRaw = offer ? clean.replace(SELF_INTRO_RE, '') : clean;
    const ownVerb = (/^\p{L}+/u.exec(ownRaw)?.[0] ?? '').toLocaleLowerCase('bg-BG');
    const ownNoun = FIRST_PERSON_NOUNS[ownVerb] ?? derivedNoun(ownVerb);
    const ownObject = (ownRaw.split(/\s+/)[1] ?? '').toLocaleLowerCase('bg-BG').slice(0, 4);
    const own =
      ownNoun &&
      ownObject.length === 4 &&
      new RegExp(`(?<!\\p{L})${ownNoun}\\s+на\\s+${ownObject}`, 'u').test(offer.toLocaleLowerCase('bg-BG'))
        ? clean
        : ownRaw;
    const [verb = '', second = ''] = own.toLowerCase().split(/\s+/);
    const named = own !== clean && !FIRST_PERSON_NOUNS[verb] && derivedNoun(verb) !== '';
    if (
      (FIRST_PERSON_NOUNS[verb] || named) &&
      !/^(?:доставка|изпращане|гледане|разходка)$/.test(FIRST_PERSON_NOUNS[verb] ?? '') &&
      second !== 'и' &&
      tokenize(own).length >= 3 &&
      offerScore(own) === 0
    ) {
      // "Возим деца до училище и обратно в Пловдив от кв. Тракия …": what they do ends where the place starts.
      // (After the name, a comma ends it: "…на сухо, без бетон, по родопски" is how, not more services.)
      const what = own
        .split(/\s(?=(?:в|във|от|край|из)\s+(?:\p{Lu}|кв\.|ж\.\s?к|с\.|гр\.|село\s|град\s))/u)[0]!
        .split(own === clean ? /$^/ : /,\s/u)[0]!;
      // Said right after their name, it is what the business is, above any list further on.
      candidates.push({
        text: firstPersonToNoun(lowerInitial(what)),
        score: (own === clean ? 1.5 : 3.5) - i * 0.1,
        own: own !== clean,
      });
      return;
    }
    const m = OFFER_VERB_RE.exec(clean);
    if (m) {
      const rest = clean.slice(m.index + m[0].length);
      // "Доставяме всеки петък до Плевен": when and where, not what.
      // ("Правя ги сама по рецептата на баба ми": what was named before, and how; no service of its own.)
      // ("Доставяме вторник и петък.": the days alone are when, no service either.)
      if (
        !WHEN_RE.test(rest) &&
        !WEEKDAYS_ONLY_RE.test(rest.trim()) &&
        !/^(?:ги|го|я|сам|сама|сами)(?!\p{L})/iu.test(rest)
      )
        candidates.push({ text: rest, score: 3 - i * 0.1 });
      return;
    }
    // A verbless list such as "Ръчно измиване и вакуумиране на салона." is a services line.
    const tokens = tokenize(clean);
    const texts = tokens.map((t) => t.text);
    // (A clitic stands by a verb, however it ends: "Ще ви помогнем да изберете …", "Разкажете ни какво ви трябва".)
    const hasVerb = texts.some((_, k) => verbAt(texts, k)) || /(?<!\p{L})(?:ви|ни|ги|го)(?!\p{L})/iu.test(clean);
    // "Сладкарница Захарче, Пловдив." introduces the business: not a list of what it does.
    // Nor is an address line ("Плевен, ул. Васил Левски 12.", "Гр. Смолян, тел. …") or "Бързо и евтино.".
    // Nor is a bare name ("PixelCraft Studio.") or when it is open ("Всяка събота и неделя", "Отворено всеки ден").
    const introduces =
      tokens.every((t) => isCapitalized(t.text) || isLatin(t.text)) ||
      // "Идвам до 30 минути" is how the owner works, not a list of services; nor is "Меся на ръка, с масло …".
      isFirstPersonVerb(clean.split(/\s+/)[0] ?? '') ||
      SINGULAR_VERB_RE.test(clean.split(/\s+/)[0] ?? '') ||
      WHEN_RE.test(clean) ||
      introducesBusiness(clean.split(/,\s+/)[0] ?? '', name) ||
      findPlaces(clean).length > 0 ||
      ADDRESS_CUE_RE.test(clean) ||
      MANNER_ONLY_RE.test(clean);
    // Nor is a question the ad asks ("Можеш ли да излезеш навреме?").
    if (
      i > 0 &&
      !hasVerb &&
      !introduces &&
      !/\?\s*$/.test(s) &&
      tokens.length >= 2 &&
      tokens.length <= 25 &&
      offerScore(clean) === 0 &&
      // ("Поръчки до 15 август.": by when to order is the deal's, no service.)
      !/^(?:поръчки|заявки|записване|резервации|записвания)\s+(?:до|от|само)\s/iu.test(clean) &&
      // ("Постелка носете си.", "Водят сертифицирани треньори.": what the customer brings and who leads are no service.)
      !/(?<!\p{L})(?:носете|донесете|вземете|облечете|пригответе)(?!\p{L})|^(?:водят|водим|водя|преподават|обучават)\s/iu.test(
        clean,
      ) &&
      !CTA_VERB_RE.test(clean) &&
      !PHONE_RE.test(clean) &&
      !kindsAndWhomOnly(clean) &&
      // ("Спешни случаи и в неделя.", "Аварийни повиквания и през нощта": when they can be called, no service.)
      !ALSO_WHEN_RE.test(clean) &&
      // ("Ние зареждаме, почистваме и поддържаме, вие само пиете кафе.": a sentence that opens on who does it is said by
      // its verbs, no list of things; "Дискретно, с професионални препарати и защитно облекло.": how it is done; "Прием
      // с час, пн–пт 9–18.": when they are open; "Условие: поне 30 души": the deal's condition.)
      !NOT_A_LIST_RE.test(clean) &&
      // ("Клетки и вода в колата.", "Застраховка и гориво в цената": what comes with the ride or the price.)
      !/\s(?:в|във)\s+(?:колата|автомобила|буса|микробуса|таксито|цената)[.!]?$/iu.test(clean)
    ) {
      candidates.push({ text: clean, score: 2.5 - i * 0.1 });
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0]?.text ?? '';
  if (!best) return { text: '', first: '', own: false };
  const text = focus(best, () => true);
  // ("Денонощно 24/7, организиране на погребение, некролози, …": when they can be called opens the list; the first
  // thing they do is the item after it, never «Основен пакет» of the deal for want of one.)
  const listed = text.replace(ROUND_THE_CLOCK_LEAD_RE, '');
  const first = candidates[0]!.head || headOfList(listed) || cleanService(firstListItem(listed));
  return { text, first, own: candidates[0]!.own === true };
}

// What one enrols in: a course, a school, a camp, lessons, a group, training; or a job by its noun ("плуване").
const ENROLLED_RE =
  /(?<!\p{L})(?:записване(?:то)?|записвания(?:та)?|записи(?:те)?)\s+(?:за|на)\s+((?:\p{Ll}{3,}\s+){0,2}?(?:курс|курсове|школа|школи|лагер|лагери|уроци|занимания|група|групи|тренировки|обучение|академия|програма|кръжок|кръжоци|семинар|ваканция|\p{Ll}{3,}(?:ане|ене|яне))(?:\s+(?:по|за)\s+\p{Ll}{3,}(?:\s+\p{Ll}{3,})?){0,2})(?=\s+(?:в|във|при|от|до|през|с|със|край)\s|\s*[,.!;:–—]|\s+-\s|$)/u;
/** "Откриваме записването за лятна школа в …": the course, school or camp enrolled in, as typed. */
function enrolledIn(sentence: string): string {
  return ENROLLED_RE.exec(sentence.toLocaleLowerCase('bg-BG'))?.[1] ?? '';
}

const FORM_LABEL_RE = /^(?:услуга|услуги|дейност|дейности)\s*:\s*/iu;
const WEEKDAY = String.raw`(?:${DAYS.join('|')})(?:та|а)?`;
const WEEKDAYS_ONLY_RE = new RegExp(
  String.raw`^(?:(?:в|във|всеки|всяка|всяко|само)\s+)?${WEEKDAY}(?:(?:\s*,\s*|\s+и\s+)(?:(?:в|във|всеки|всяка|всяко)\s+)?${WEEKDAY})*[.!]?$`,
  'iu',
);
// A line that only looks like a list of things: who does it, how, when they are open or the deal's condition (see above).
const NOT_A_LIST_RE = new RegExp(
  [
    String.raw`^(?:ние|аз|вие|ти|те)\s+\p{L}`,
    String.raw`^\p{L}{3,}(?:но|ко|зо|ро|бо)(?:\s+и\s+\p{L}{3,}(?:но|ко|зо|ро|бо))?\s*,\s*(?:с|със|без)\s`,
    String.raw`(?<!\p{L})(?:пн|пон|вт|ср|чт|чет|пт|пет|сб|съб|нд|нед)\p{L}*\.?\s*[-–—]\s*(?:пн|пон|вт|ср|чт|чет|пт|пет|сб|съб|нд|нед)\p{L}*\.?\s*(?:от\s+)?\d`,
    String.raw`^(?:условие|условия)\s*:`,
  ].join('|'),
  'iu',
);
/**
 * "курс за бъдещи родители във Варна - 6 срещи: раждане, кърмене, първите дни с бебето", "аниматор за детски рождени
 * дни - игри, балони, рисуване по лицата": a list after a dash or a colon names what the phrase before it covers or is
 * for; that phrase is what is sold, never the list's first item ("Търсите раждане?", "Игри – 61,36 €").
 */
function headOfList(typed: string): string {
  // ("Услуга: аниматор …": the form's label is no head.)
  const unlabelled = typed.replace(FORM_LABEL_RE, '');
  const cut = /\s[–—-]\s+|:\s+/u.exec(unlabelled);
  if (!cut) return '';
  // ("Логопед за деца от 3 до 10 години – …": the children's ages are whom it is for, no part of what is sold.)
  const head = unlabelled
    .slice(0, cut.index)
    .trim()
    .replace(/\s+(?:от|на)\s+\d{1,2}\s*(?:[-–]|до)\s*\d{1,2}\s*(?:г\.|год\.|години|месеца)?$/u, '');
  const after = unlabelled.slice(cut.index + cut[0].length);
  // (…a list of two things or more, with its commas: "Тапицер – претапициране на мебели" is one job, said as it is,
  // and so is "Ретро автомобил за сватба – бял Мерцедес от 1972 г. с шофьор и украса".)
  const list = after.slice(after.lastIndexOf(': ') + 1).trim();
  const opens = (/^\p{L}+/u.exec(list)?.[0] ?? '').toLocaleLowerCase('bg-BG');
  const words = head.split(/\s+/u);
  if (
    !/,\s/u.test(list) ||
    // ("Остеопат в Благоевград – лекувам болки …", "… – идваме в двора с машината": what the owner does, said with
    // their own verb, is their line, no list of what the head covers.)
    ownsVerb(opens) ||
    Boolean(derivedNoun(opens)) ||
    // ("Аз съм арборист – отсичам …": who they are is no service.)
    /^(?:аз|ние|казвам|казваме|здравейте)$/iu.test(words[0]!) ||
    words.length > 8 ||
    // (One word is a thing the jobs are done on, "Климатици – монтаж, ремонт", unless it is a job itself.)
    (words.length < 2 && !/^\p{L}{3,}(?:ане|ене|яне|ние)$/iu.test(head)) ||
    // (The business by its noun, "Ресторант „При Мечо“ – скара, …", and its services say what it sells.)
    startsWithBusinessNoun(words[0]!) ||
    // ("Тапицерски услуги – претапициране …": the services listed are the services.)
    /(?<!\p{L})(?:услуга|услуги|дейност|дейности|всичко)$/iu.test(head) ||
    // ("7 дни за деца 8-14 г. - походи, коне": how long and for whom is no service; nor a name or a price.)
    /^\d|[„"«“”»]/u.test(head) ||
    // (A capital after its first word is a name, "DJ Боби – караоке …"; a town after "в" is where, cut later.)
    words.some((w, k) => k > 0 && /^\p{Lu}/u.test(w) && !/^(?:в|във)$/iu.test(words[k - 1]!)) ||
    isFirstPersonVerb(words[0]!.toLocaleLowerCase('bg-BG')) ||
    offerScore(head) > 0 ||
    PHONE_RE.test(head) ||
    // ("Може и да вземете на място: ул. Съединение 40, с. Брестник, пн-пт 8-18ч": what the customer may do, and where
    // and when, is no thing sold and no list of what it covers.)
    /(?<!\p{L})(?:да|може|можете|ще)(?!\p{L})/iu.test(head) ||
    /(?<!\p{L})(?:ул|бул|ж\.к|кв|с|гр|пл)\.\s|\d\s*(?:-|–|до)\s*\d{1,2}(?::\d\d)?\s*ч|(?<!\p{L})(?:пн|пон|понеделник|съб|събота|нед|неделя)(?!\p{L})/iu.test(
      list,
    )
  )
    return '';
  const said = cleanService(head);
  return said && !countedOrWho(said) ? said : '';
}

// ("зайчета, мечета, динозаври, може и по ваша снимка", "Всичко по имейл, без да идвате в офис": what can be done
// besides, or how it reaches them, is no ware of the list.)
// ("Преди сезона си проверете комина": nor is the owner's advice, said to the customer.)
const NOT_A_WARE_RE =
  /^(?:може|можем|мога|без\s+да|всичко\s+по|по\s+ваш(?:а|и|ия|ата|ите)?)(?!\p{L})|(?<!\p{L})(?:проверете|погрижете\s+се|донесете|вижте|помислете|не\s+чакайте|не\s+отлагайте)(?!\p{L})/iu;
// (Not PLACE_WORD: its "град" would end "от собствена градина".)
const PLACE_AHEAD_RE = /\s+(?:(?:в|във|от)\s+)?(?:село|с\.|гр\.|обл\.)\s*/u;
const JOB_NOUN_RE =
  /^(?:\p{L}{4,}(?:ане|ене|яне|ние)|ремонт|монтаж|смяна|поправка|изработка|настройка|подготовка)\s+(?:на|за)\s+\p{L}/u;
/** "претапицирам", "копая", "точим": a verb of the owner's own doing, "-м" or not, one of them or many. */
const ownsVerb = (w: string) =>
  isFirstPersonVerb(w) || SINGULAR_VERB_RE.test(w) || Object.hasOwn(FIRST_PERSON_NOUNS, w);
/** The first clause the owner opens with their own verb ("претапицирам дивани и столове"), by its noun. */
function deedIn(text: string, ownVerbOnly = false, anyWe = false): string {
  // (Said in its opening sentences: "Почистваме след себе си всеки ден" further on is a promise, not the trade.)
  for (const [at, sentence] of splitSentences(text)
    .slice(0, 3)
    .flatMap((x, k) => x.split(/;\s+|:\s+(?=\p{Ll})|\s[–—-]\s/u).map((piece) => [k, piece] as const))) {
    // ("аз съм Веска от ШЕВНИЦА ВЕСКА и поправям шевни машини …": the deed after who they are; "…, фотьойл от 90 €":
    // up to the deal's first priced part.)
    // (After who they are, any verb of theirs is their deed: "Ние сме семейство Ракитови … и плетем кошници".)
    let introduced = false;
    const c = runOnIntroduction(sentence.trim())
      .replace(
        /^(?:здравейте,?\s*)?(?:аз\s+съм|ние\s+сме|казвам\s+се)\s+.{1,60}?\s+и\s+(?=(\p{L}+))/iu,
        (m, verb: string) => {
          const v = verb.toLocaleLowerCase('bg-BG');
          introduced = ownsVerb(v) || isOwnVerb(v);
          return introduced ? '' : m;
        },
      )
      .split(/,\s*(?=[^,]*\d)/u)[0]!
      // ("гледам възрастни хора у дома, медицинска сестра съм": a list goes on, who they are does not.)
      .replace(/[.!?…]+$/u, '')
      .split(/,\s*(?=[^,]*(?:\sсъм|\sсме)(?:\s|,|$))/u)[0]!
      // ("мед от собствен пчелин 🐝 село Лесичово": where it is, said apart.)
      .split(PLACE_AHEAD_RE)[0]!
      .replace(/(?:\s*\p{Extended_Pictographic}\uFE0F?)+$/u, '')
      // ("копая кладенци на ръка вече 30 години": how long they have done it is no part of what they do.)
      .replace(YEARS_AT_IT_RE, '')
      // ("преподавам пиано на деца от 5 до 12 години": whose ages the deed is for is no price, and is said apart.)
      .replace(/\s+от\s+\d+\s*(?:до|-|–)\s*\d+\s*(?:години|год\.?|г\.)(?!\p{L}).*$/u, '')
      .replace(/^\p{Lu}/u, (x) => x.toLocaleLowerCase('bg-BG'));
    const verb = /^\p{L}+/u.exec(c)?.[0] ?? '';
    // ("Казвам се Мария и в Мър Хаус …": who is speaking is no deed.)
    if (/^(?:казвам\s+се|аз\s+съм|ние\s+сме)(?!\p{L})/iu.test(c)) continue;
    // ("давам под наем кемпер за 4-ма …": what is rented, "под наем".)
    const rented =
      /^(?:давам|даваме|отдавам|отдаваме)\s+под\s+наем\s+(\p{L}{3,}(?:\s+(?!за\s|с\s|със\s|в\s)\p{L}{3,})?)/u.exec(c);
    if (rented) return `${rented[1]} под наем`;
    // ("возя пясък и чакъл с камион 10 тона": the measure of what they work with is no price; the deed stays.)
    if (/\d/.test(c.replace(/\d+(?:[.,]\d+)?\s*(?:тона|тон|кубика|куба|метра|литра)(?!\p{L})/gu, ''))) continue;
    // ("Майстор Петко - ремонт на акордеони, смяна на мехове и гласове, с. Белозем …": a job said by its noun.)
    // (…not over a ware the deal prices, "Прясна пъстърва 9 €", when a later line names another job by its noun.)
    // ("Правим сервиз на извънбордови двигатели": the job after a verb that only does it.)
    const done = c.replace(
      /^(?:правим|правя|извършваме|извършвам)\s+(?=(?:сервиз|ремонт|монтаж|поддръжка|профилактика)\s+(?:на|за)\s)/u,
      '',
    );
    if ((JOB_NOUN_RE.test(done) || done !== c) && (!ownVerbOnly || at === 0)) {
      const job = done.replace(/[\s,;:]+$/u, '');
      return countWordsOf(job) <= 10 ? job : (job.split(/,\s*/u)[0] ?? '');
    }
    // ("карам всеки ден", "идвам до вас", "работя в Ямбол" say how, not what.)
    // (With no service found at all, any "we" verb the table does not know is theirs: "пресоваме хидравлични маркучи".)
    const we = anyWe && /^\p{L}{4,}(?:аме|яме)$/u.test(verb) && isOwnVerb(verb);
    if (!(ownsVerb(verb) || introduced || we) || GENERIC_DEED_RE.test(verb)) continue;
    // ("поправка на шевни машини от всякакви марки, и стари Сингер и нови": a long one to its first comma.)
    const whole = firstPersonToNoun(c);
    const noun = countWordsOf(whole) > 10 ? whole.split(/,\s*/u)[0]! : whole;
    // ("Шием и даваме под наем народни носии": a second verb left unsaid by its noun is no phrase to say.)
    const verbLeft = [...noun.matchAll(/\sи\s+(\p{L}+)/gu)].some((m) => isOwnVerb(m[1]!.toLocaleLowerCase('bg-BG')));
    // ("Плета ръчно чорапи" with its verb dropped leaves "ръчно чорапи": no phrase either.)
    const howLeft = /^\p{L}{3,}но\s/iu.test(noun) && !/^\p{L}{3,}но\s/iu.test(c);
    // ("плетем кошници от ракита на ръка" with its verb dropped: "кошници от ракита", how they are made said apart.)
    const dropped = stem5(noun.split(/\s+/)[0]!) === stem5(c.split(/\s+/)[1] ?? '');
    const made = dropped ? noun.replace(/\s+(?:на\s+ръка|ръчно)$/u, '') : noun;
    // ("Водя групи до Мальовица, Седемте рилски езера и връх Мусала": where the owner takes people is no service.)
    const route = /(?:^|\s)(?:до|към|из)\s+\p{Lu}/u.test(made);
    return whole !== c && !verbLeft && !howLeft && !route ? shortDeed(made) : '';
  }
  return '';
}
/**
 * "Аз съм Митко фокусника от Стара Загора правя фокуси …": a line typed in one breath, with no "и" between who the
 * owner is, from where, and their own verb, reads from the verb on.
 */
function runOnIntroduction(sentence: string): string {
  const intro = /^(?:[Зз]дравейте[,!]?\s*)?(?:[Аа]з\s+съм|[Кк]азвам\s+се)\s+/u.exec(sentence);
  if (!intro) return sentence;
  const rest = sentence.slice(intro[0].length);
  // ("Аз съм Стоян подковавам коне и магарета по селата около Ловеч …": the name, then at once the owner's verb, up
  // to where they go or the first number.)
  const named = /^\p{Lu}\p{Ll}{2,11}\s+(?=(\p{Ll}{3,})\s)/u.exec(rest);
  if (named && ownsVerb(named[1]!) && !GENERIC_DEED_RE.test(named[1]!))
    return rest
      .slice(named[0].length)
      .split(/\s+(?=\d)|\s+(?:по|около|из|в|във)\s+(?=селата|района|околност|\p{Lu})/u)[0]!;
  for (const m of rest.matchAll(/\s(?:от|в|във)\s+(?:(?:гр|с)\.\s*)?(?=\p{L})/gu)) {
    // (Who they are runs up to there, one clause: "Митко фокусника", never "Мария, …".)
    if (m.index > 40 || /[,.;:!?]/u.test(rest.slice(0, m.index))) break;
    const after = rest.slice(m.index + m[0].length);
    const words = after.split(/\s+/u).slice(0, 3);
    // (A town typed in lower case is one still: "от стара загора правя …".)
    const townWords = isTownWord(words.slice(0, 2).join(' ')) ? 2 : isTownWord(words[0] ?? '') ? 1 : 0;
    const verb = words[townWords] ?? '';
    if (townWords && /^\p{Ll}+$/u.test(verb) && ownsVerb(verb) && !GENERIC_DEED_RE.test(verb)) {
      const from = after.indexOf(verb, words.slice(0, townWords).join(' ').length);
      // (…up to its first number, where the deal starts: "… и бял заек в края 45 минути шоу за 80 евро".)
      return after.slice(from).split(/\s+(?=\d)/u)[0]!;
    }
  }
  return sentence;
}
/**
 * A deed of more than ten words, "писане на стихчета по поръчка за сватби кръщенета юбилеи и изпращания на пенсия",
 * "фокуси за детски рождени дни с участие на децата и бял заек в края", is said up to what it is for or with.
 */
function shortDeed(made: string, most = 10): string {
  if (countWordsOf(made) <= most) return stripDangling(made);
  const words = made.split(/\s+/);
  const at = words.findIndex((w, i) => i >= 2 && /^(?:за|с|със|в|във)$/u.test(w));
  return at > 0 && at <= most - 2 ? stripDangling(words.slice(0, at).join(' ')) : '';
}
/**
 * "коминочистач в Габрово и селата около него чистя комини на печки камини и котли на пелети 25 евро за комин": a line
 * typed in one breath that opens with the trade and where, then the owner's own verb, says the deed mid-line, by its
 * noun, up to its first number or stop.
 */
function deedMidLine(opening: string): string {
  const trade = /^\s*(\p{L}+)\s/u.exec(opening)?.[1] ?? '';
  if (!isAgentNoun(trade)) return '';
  const head = opening.split(/[,.;:!?–—]|\s(?=\d)/u)[0]!;
  const verb = [...head.matchAll(/(?<=\s)(\p{Ll}{3,})(?=\s+\p{Ll}{3,})/gu)].find((m) => {
    const w = m[1]!;
    return (SINGULAR_VERB_RE.test(w) || isFirstPersonVerb(w)) && Object.hasOwn(FIRST_PERSON_NOUNS, w);
  });
  if (!verb) return '';
  const noun = stripDangling(firstPersonToNoun(head.slice(verb.index).trim()));
  return noun !== head.slice(verb.index).trim() && countWordsOf(noun) >= 2 && countWordsOf(noun) <= 10 ? noun : '';
}

/**
 * The first clause anywhere in the text that opens with a verb of the owner's own work, by its noun, up to its
 * first number or place: "гледане на деца" of "аз съм Ели, на 24 г, студентка, гледам деца от 1 до 6 години".
 */
function anyDeed(text: string, we = false): string {
  for (const clause of text.split(/[,.;!?–—„“”"«»]+\s*/u))
    // (…at its start, or after an "и" that ends who they are or how they come: "… обл. Пловдив и правя лютеница",
    // "Идвам с машината и точа вериги".)
    // ("Аз съм Гошо клоуна от пловдив правя детски партита …": typed in one breath, from the owner's verb on.)
    for (const start of [
      ...(runOnIntroduction(clause.trim()) === clause.trim() ? [] : [runOnIntroduction(clause.trim())]),
      // ("Аз съм Вики, треньорка, и водя тренировки …": the clause after the comma opens on its "и".)
      ...clause
        .trim()
        .replace(/^и\s+(?=\p{Ll})/u, '')
        .split(/\s+и\s+(?=\p{Ll})/u),
    ]) {
      const c = start.trim();
      const verb = (/^\p{L}+/u.exec(c)?.[0] ?? '').toLocaleLowerCase('bg-BG');
      // (…or, asked for, a deed the owners say as "we": "Реставрираме стари мебели".)
      const ours = we && /^\p{L}{4,}[ая]ме$/u.test(verb) && !!derivedNoun(verb);
      if (!(ownsVerb(verb) || ours) || GENERIC_DEED_RE.test(verb)) continue;
      const what = c.split(/\s+(?=(?:от|до|над|под)\s+\d|\d)|\s+(?:в|във)\s+(?=\p{Lu})/u)[0]!;
      const whole = stripDangling(firstPersonToNoun(what.toLocaleLowerCase('bg-BG')));
      const noun = shortDeed(whole, 8);
      if (whole !== what.toLocaleLowerCase('bg-BG') && countWordsOf(noun) >= 2 && countWordsOf(noun) <= 8)
        return capitalizeFirst(noun);
    }
  return '';
}
/**
 * "Фирма Стършел Стоп Благоевград премахва гнезда на оси …", "Ателие „Време“ в Казанлък поправя стари стенни
 * часовници": what the business does, said in its own third person right after its name (and town), by its noun.
 */
function namedDeed(text: string, name: string): string {
  if (!name) return '';
  const m = new RegExp(
    // ("Фирма „Зелен клон“ - Дупница сече аварийни дървета …": the town may follow a dash, the verb may be "сече".)
    String.raw`${escapeRe(name)}[“"»]?(?:(?:,?\s+|\s+[–—-]\s+)(?:(?:в|от)\s+)?(?:гр\.\s*)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)?\s+(\p{Ll}{3,}(?:ва|ява|ира|авя|аща)|сече|реже|пече)\s+(\p{Ll}[^,.;:!?()–—\d]{2,60}?)(?=\s*(?:[,.;:!?(–—]|\s(?:в|във|от)\s+\p{Lu}|\d|$)|\s+и\s+\p{Ll}{3,}(?:ва|ява|ира|авя|аща)\s)`,
    'u',
  ).exec(text);
  if (!m || /^(?:работи|има|предлага|продава|организира|записва|търси|кани|приема)$/u.test(m[1]!)) return '';
  const object = stripDangling(m[2]!.trim());
  // ("ремонтира" is "ремонт", as the owner's own "ремонтирам" is; "премахва" is "премахване".)
  const noun =
    FIRST_PERSON_NOUNS[`${m[1]}м`] ??
    ({ сече: 'сечене', реже: 'рязане', пече: 'печене' } as Record<string, string>)[m[1]!] ??
    `${m[1]}не`;
  return countWordsOf(object) >= 2 ? capitalizeFirst(`${noun} на ${object}`) : '';
}

/**
 * "Баба Цанка от с. Арбанаси, обл. Велико Търново учи на плетене на една кука и на шиш. Курсът е 5 срещи …": what
 * the named teacher teaches is the lessons offered, never the meetings the course is counted in.
 */
function taughtBy(text: string, name: string): string {
  if (!name) return '';
  const m = new RegExp(
    String.raw`${escapeRe(name)}.{0,60}?\s(?:учи|обучава|преподава)\s+(?:на\s+)?(\p{Ll}{3,}[^,.;:!?()–—\d]{2,60}?)(?=\s*(?:[,.;:!?(–—]|\d|$))`,
    'u',
  ).exec(text);
  const what = m ? stripDangling(m[1]!.trim()) : '';
  return countWordsOf(what) >= 1 && countWordsOf(what) <= 8 ? `уроци по ${what}` : '';
}

/** "Фирма „…“ поема ТРЗ и личен състав на малки фирми", "… води счетоводство на …": the work a firm takes on. */
function takenOn(text: string, name: string): string {
  if (!name) return '';
  const m = new RegExp(
    String.raw`${escapeRe(name)}[“"»]?(?:,?\s+(?:(?:в|от)\s+)?(?:гр\.\s*)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)?,?\s+(?:поема|поемаме|води|водим)\s+((?:\p{Lu}{2,5}|\p{Ll}{3,})(?:\s+(?:и\s+)?\p{Ll}{3,}){0,3})(?=\s+(?:на|за)\s|\s*[–—,.;:]|\s+-\s|$)`,
    'u',
  ).exec(text);
  // (One word, "счетоводство", "поддръжката", says less than what the brief goes on to say of it.)
  return m && countWordsOf(m[1]!) >= 2 ? m[1]! : '';
}

/** "… предлага пръскане на ниви и трайни насаждения с дрон в обл. Добрич": the job offered, by its noun, up to where. */
function offeredJob(sentence: string): string {
  const m =
    /(?:^|\s)предлага(?:ме|м)?\s+((?:\p{L}{3,}(?:ане|ене|яне|ние)|ремонт|монтаж|изработка|доставка)\s+(?:на|за)\s+[^,.;:!?–—\d]{3,80}?)(?=\s+(?:в|във)\s+(?:обл\.|област|гр\.|град|с\.|село|\p{Lu})|\s[–—-]\s|[,.;:!?]|\s+\d|$)/u.exec(
      sentence,
    );
  return m && countWordsOf(m[1]!) <= 9 ? capitalizeFirst(m[1]!.trim()) : '';
}

/** Whether the owner typed the deed this noun names with their own verb, from `from` on: "Почистваме старото покритие". */
function typedAsDeed(service: string, text: string, from: number): boolean {
  const m = /^(\p{L}+)\s+на\s+(\p{L}+)/u.exec(service.toLocaleLowerCase('bg-BG'));
  if (!m) return false;
  // (The thing may follow an adjective: "сменям батерии", "Почистваме старото покритие".)
  return [...text.slice(from).matchAll(/(?<!\p{L})(\p{L}{4,})(?=\s+(\p{L}+)(?:\s+(\p{L}+))?)/gu)].some(
    ([, verb, one, two]) => {
      const v = verb!.toLocaleLowerCase('bg-BG');
      return (
        (ownsVerb(v) || /[ая]ме$/u.test(v)) &&
        (FIRST_PERSON_NOUNS[v] ?? derivedNoun(v)) === m[1] &&
        [one, two].some((w) => w?.toLocaleLowerCase('bg-BG') === m[2])
      );
    },
  );
}

// ---------- The service, never a unit, a measure, a gender or a piece of the deal ----------
// A number and what it measures: "до 8 кубика", "10 км", "5 дни", "60 л", "500 броя", "от 12 парчета".
const MEASURE_WORDS =
  'кубика|кубик|куба|куб\\.?\\s?м|тона|тон|км|километра|л|литра|литър|кг|килограма|гр|г|мл|м2|м²|кв\\.?\\s?м|метра|метър|м|см|мм|дни|дена|ден|часа|час|минути|мин|броя|бр|парчета|души|човека|места';
const MEASURE_G = new RegExp(
  `(?:(?:до|от|над|около|по|за)\\s+)?\\d+(?:[.,]\\d+)?\\s*(?:(?:${MEASURE_WORDS})\\.?(?!\\p{L}))?`,
  'giu',
);
const MEASURE_LAST_RE = new RegExp(
  `\\s+(?:(?:до|от|над|около|по|за)\\s+)?\\d+(?:[.,]\\d+)?\\s*(?:${MEASURE_WORDS})\\.?$`,
  'iu',
);
// "мъжко", "женско", "мъжки и женски": which of the animals, never what is sold.
const GENDER = '(?:мъжк|женск)(?:о|и|а)';
const GENDER_ALONE_RE = new RegExp(`^${GENDER}(?:\\s*(?:,|и|или)\\s*${GENDER})?$`, 'iu');
const GENDER_LAST_RE = new RegExp(`\\s*[,–—-]\\s*${GENDER}(?:\\s*(?:,|и|или)\\s*${GENDER})?$`, 'iu');
// "Живо тегло 12 лв/кг": how much is weighed, never what.
const WEIGHED_RE = /^(?:живо\s+|чисто\s+)?тегло$/iu;
/** A word that may stand before its noun as its kind: "пъдпъдъчи", "козе", "немска", "пресни". */
const kindWord = (w: string) =>
  /^\p{L}{3,}$/u.test(w) &&
  !PREPOSITIONS.has(lc(w)) &&
  !VERBS.has(lc(w)) &&
  !STARTERS.has(lc(w)) &&
  !DANGLING_WORDS.has(lc(w)) &&
  !ownsVerb(lc(w)) &&
  !isOwnVerb(lc(w)) &&
  !/^(?:имам|имаме|има|продавам|продаваме|предлагам|предлагаме|правим|правя)$/iu.test(w) &&
  (ADJECTIVE_END_RE.test(lc(w)) || /(?:чи|ча|че|же|зе|ве|ки|ши|жи|ци|ли|ри|ти|ди)$/u.test(lc(w)));
/**
 * The owner's own fuller words for a ware the deal prices bare or counted: "пъдпъдъчи яйца" for "яйца" of "кора 30
 * яйца", "козе сирене и извара" for "козе сирене" of "кило козе сирене", "кошници от ракита" for "кошница": the kinds
 * said before its noun, a second ware joined by "и", or what it is of; never where one of them was counted.
 */
function ownersWordsFor(ware: string, text: string): string {
  const head = ware.split(/\s+/u).at(-1)!;
  const tokens = tokenize(text);
  let best = '';
  tokens.forEach((t, i) => {
    if (best || !(lc(t.text) === lc(head) || sameNoun(t.text, head))) return;
    const before = text.slice(0, t.start);
    // (…not one counted: "кора 30 яйца", "30 яйца за 7 лв".)
    if (
      /(?:\d|\d\s*\p{L}{1,3}\.?)\s*$/u.test(before) ||
      new RegExp(`(?<!\\p{L})(?:${SOLD_BY})\\s*$`, 'iu').test(before)
    )
      return;
    let from = i;
    while (from > i - 3 && from > 0) {
      const prev = tokens[from - 1]!;
      // (…never which one of the deal: "втората пица", "всяка следваща".)
      if (
        !/^\s+$/u.test(text.slice(prev.end, tokens[from]!.start)) ||
        !kindWord(prev.text) ||
        /^(?:първ|втор|трет|следващ|всек|всяк|друг)\p{L}*$/iu.test(prev.text) ||
        // (…nor how it is made: "ръчно" before "терлици" is no kind of them.)
        (/о$/u.test(lc(prev.text)) && /и$/u.test(lc(t.text)))
      )
        break;
      if (findPlaces(prev.text).length) break;
      from--;
    }
    // (A second ware joined by "и": "козе сирене и извара", "сирене и кашкавал".)
    const joined = /^\s+и\s+((?:\p{Ll}{3,}\s+)?\p{Ll}{3,})(?=[\s,.;:!?–—)]|$)/u.exec(text.slice(t.end));
    let tail = '';
    if (
      joined &&
      !joined[1]!.split(/\s+/u).some((w) => ownsVerb(w) || isOwnVerb(w) || VERBS.has(w) || PREPOSITIONS.has(w))
    )
      tail = ` и ${joined[1]}`;
    else {
      // (…or what it is of, one lower-case word or two: "кошници от ракита", "блокчета с мицел", "храна за кучета".)
      // (…whole: "микронидлинг за белези от акне" goes on past "белези", and is said by its noun alone.)
      const of = /^\s+((?:от|с|със|за)\s+\p{Ll}{3,}(?:\s+\p{Ll}{3,})?)(?=[\s,.;:!?–—)]|$)(?!\s+(?:от|на)\s)/u.exec(
        text.slice(t.end),
      );
      const ofWords = of?.[1]!.split(/\s+/u).slice(1) ?? [];
      if (
        of &&
        !ofWords.some(
          (w) =>
            PREPOSITIONS.has(w) ||
            VERBS.has(w) ||
            ownsVerb(w) ||
            isOwnVerb(w) ||
            DANGLING_WORDS.has(w) ||
            /^(?:ни|ми|нас|вас|нашата|нашия|нашите|моята|моя|тях|да)$/u.test(w) ||
            // ("яйца от собствена ферма": where it comes from is a promise of it, said apart.)
            /^(?:собствен|домашн|ферма|градина|двор|стопанств|пчелин|мандра|кошер|лозе|оранжери)/u.test(w),
        )
      )
        tail = ` ${ofWords.length === 2 && !kindWord(ofWords[0]!) ? of[1]!.split(/\s+/u).slice(0, 2).join(' ') : of[1]}`;
    }
    const phrase = `${text.slice(tokens[from]!.start, t.end)}${tail}`;
    if (!lc(phrase).includes(lc(ware.split(/\s+/u).slice(0, -1).join(' '))) || /\d/u.test(phrase)) return;
    best = countWordsOf(phrase) <= 6 ? phrase : '';
  });
  return countWordsOf(best) > countWordsOf(ware) ? capitalizeFirst(/^\p{Lu}\p{Ll}/u.test(best) ? best : lc(best)) : '';
}
/** What the owner opens with, or does, when the deal's piece names nothing of it. */
function serviceBesideThePiece(piece: string, text: string, name: string): string {
  const sentences = splitSentences(text);
  // ("Малки кученца немска овчарка, мъжко - 300 лв": the thing said just before the gender or the measure.)
  const at = lc(text).indexOf(lc(piece));
  const beforeIt = at > 0 ? (/([^,.;:!?–—]{3,80})\s*[,–—:-]\s*$/u.exec(text.slice(0, at))?.[1] ?? '') : '';
  // ("Дървесни пелети клас А1 от бук, чувал 15 кг – 7,50 €", "Торф за разсад фракция 0-10 мм, чувал 70 л": the grade or
  // the size typed after the ware is the offer's detail; the ware before it is what is sold, never «Предлагаме чувал.».)
  const thing = stripDangling(
    beforeIt
      .trim()
      .replace(/^(?:имам|имаме|продавам|продаваме|предлагам|предлагаме|има)\s+/iu, '')
      .replace(/(?<=\p{L}{3,})\s+(?:(?:клас|тип|сорт|фракция|категория|размер)\s+\S+|[\p{L}\d-]*\d).*$/u, ''),
  );
  const lead = (
    /^([^.!?,:;–—()\d|•„“"«»]{3,60}?)(?=\s+(?:в|във|от|край|около)\s+(?:с\.|гр\.|село|град)?\s*\p{Lu}|\s*[.!?,:;–—|•„“"«»]|$)/u.exec(
      sentences[0] ?? '',
    )?.[1] ?? ''
  ).trim();
  const fits = (x: string) =>
    countWordsOf(x) >= 1 &&
    countWordsOf(x) <= 7 &&
    !/\d/u.test(x) &&
    !findPlaces(x).length &&
    !isOnlyPlace(x) &&
    !(name && lc(x).includes(lc(name))) &&
    !/^(?:аз|ние|казвам|здравейте|здрасти|добър|фирма|фирмата|обадете|звънете|тел)(?!\p{L})/iu.test(x) &&
    !CTA_VERB_RE.test(x) &&
    !GENDER_ALONE_RE.test(x) &&
    !SOLD_BY_HEAD_RE.test(x) &&
    !notANounPhrase(x, text);
  return (
    [
      thing,
      openingJob(sentences, ''),
      // ("ЕКО АСЕНИЗАТОР Пазарджик – изпомпване на септични и изгребни ями с цистерна 8 куб.м.": the job, without the
      // measure of what it is done with.)
      ...sentences.slice(0, 3).flatMap((x) =>
        x
          .split(/\s[–—-]\s|[:;]\s/u)
          .map((c) => c.trim().replace(/^[^\p{L}]+/u, ''))
          .filter((c) => OPENING_JOB_RE.test(c))
          .map((c) => stripDangling(c.replace(/\s+(?:(?:с|със)\s+\p{L}+\s+)?\d.*$/u, '').replace(/,.*$/u, ''))),
      ),
      anyDeed(text, true),
      // ("Берем и сушим билки от Родопите – мурсалски чай, …": what the owner's own verbs are done on, as typed.)
      ...sentences.slice(0, 3).map((x) => {
        const m =
          /^(\p{L}+)(?:\s+и\s+(\p{L}+))?\s+(\p{Ll}[^,.;:!?–—\d]{2,60}?)(?=\s+(?:в|във)\s+\p{Lu}|\s[–—-]\s|[,.;:!?]|\s+\d|$)/u.exec(
            x.trim(),
          );
        const own = (w = '') => ownsVerb(lc(w)) || isOwnVerb(lc(w)) || isFirstPersonVerb(lc(w));
        return m && own(m[1]) && (!m[2] || own(m[2])) && !GENERIC_DEED_RE.test(lc(m[1]!)) ? stripDangling(m[3]!) : '';
      }),
      deedAfterDash(sentences[0] ?? ''),
      countWordsOf(lead) >= 2 ? lead : '',
    ].find((x) => x && fits(x)) ?? ''
  );
}
/**
 * "Кора 30 яйца", "Курс до 8 кубика", "Мъжко", "Живо тегло", "Изпомпване на септична яма до 8 кубика": the unit a thing
 * is sold by, the measure of the deal, or which of the animals is no service; what the owner sells or does, in their
 * own words, is («Предлагаме пъдпъдъчи яйца.», never «Предлагаме кора 30 яйца.»).
 */
function serviceNotAUnit(d: BusinessDetails, text: string): BusinessDetails {
  const service = d.AdvertizedService;
  if (!service) return d;
  let s = service.replace(GENDER_LAST_RE, '');
  // ("Изпомпване на септична яма до 8 кубика", "Курс за начинаещи 5 дни": the measure is the deal's.)
  const unmeasured = s.replace(MEASURE_LAST_RE, '');
  // (…never in a line that runs on through a name: "Печатница Принт Експрес Враца визитки 500 броя".)
  if (unmeasured !== s && /\p{L}{3,}/u.test(unmeasured) && !/\s\p{Lu}/u.test(unmeasured)) s = stripDangling(unmeasured);
  const unit = SOLD_BY_HEAD_RE.exec(s);
  // (…"курс по английски", "пакет за двама", "курс от няколко тренировки" is what is sold; a unit is one with a number, a
  // where or its ware after it.)
  const ware = unit ? tidy(unit[1]!.replace(MEASURE_G, ' ')).replace(/^[\s,–—-]+|[\s,–—-]+$/gu, '') : '';
  const where = /^(?:в|във|до|из)\s/iu.test(ware);
  const isUnit =
    Boolean(unit) &&
    !/^(?:по|за|на|с|със|от)\s/iu.test(ware) &&
    (/\d/u.test(s) || !ware || where || /^\p{Ll}/u.test(ware));
  const bare = (x: string) => /^\p{L}{3,}$/u.test(x);
  const piece = service.split(/\s+(?=(?:до\s+|от\s+)?\d)/u)[0]!;
  let out = s;
  // (…unless the owner heads the brief with it: "БАЛИ СЕНО И СЛАМА ОТ ПРОИЗВОДИТЕЛ" is what they sell, as they said it.)
  const heading = !/\d/u.test(s) && lc(text.trimStart()).startsWith(lc(s));
  if (isUnit && ware && !where && /^\p{L}[\p{L}\s-]*$/u.test(ware))
    out = heading ? s : ownersWordsFor(ware, text) || capitalizeFirst(ware);
  else if (isUnit)
    out = serviceBesideThePiece(piece, text, d.BusinessName) || (/\d/u.test(service) || where ? '' : service);
  else if (GENDER_ALONE_RE.test(s) || WEIGHED_RE.test(s)) out = serviceBesideThePiece(piece, text, d.BusinessName);
  // ("Яйца" of "… пъдпъдъчи яйца …, 30 яйца за 7 лв": a bare ware of the deal is said in the owner's fuller words.)
  // (…only one it prices or counts: "Сирене 22 лв", "30 яйца", "малка кошница 8 €".)
  else if (
    bare(s) &&
    new RegExp(
      `\\d\\s*${escapeRe(s)}(?!\\p{L})|(?<!\\p{L})${escapeRe(s)}\\s*(?:[–—:-]\\s*)?(?:(?:от|за|по)\\s+)?\\d`,
      'iu',
    ).test(d.Offer)
  )
    out = ownersWordsFor(s, text) || s;
  return out === service ? d : { ...d, AdvertizedService: capitalizeFirst(out) };
}

/** A size said of the thing priced: "голяма тава", "пица – малка". */
const SIZE_SAID = 'голям|голяма|голямо|големи|малък|малка|малко|малки|среден|средна|средно';
const SIZED_THING_RE = new RegExp(`^(?:${SIZE_SAID}|двоен|двойна|двойно)\\s+(\\p{L}{3,})$`, 'iu');
const SIZE_ALONE_RE = new RegExp(`^(?:${SIZE_SAID})$`, 'iu');
/**
 * What the business does, never the first line of its price list, a size, a count or a length of time:
 * "Портфейл S 25 €, M 35 €" sells wallets, "втори чифт слънчеви очила" sunglasses, "терапия 45 мин – 30 €" is therapy;
 * "Поправки на дрехи: подгъв – 6 €, …" mends clothes, and "поправям часовници … сменям батерии …", "Реставрираме
 * стари мебели … Почистваме старото покритие" repair watches and restore furniture: a later deed of the same owner is
 * one of the steps of the first.
 */
function tradeOverItem(service: string, text: string, description: string, services: string, name: string): string {
  let s = service
    // (A size typed after the thing, "Портфейл S", "Тениска M", "Рокля XL", is the price's, no part of what is sold.)
    .replace(/(?<=\p{L}{3,})\s+(?:X{0,3}S|M|X{0,3}L|[2-5]XL)(?:\s*[-–/]\s*(?:X{0,3}S|M|X{0,3}L|[2-5]XL))?$/u, '')
    // ("Терапия 45 мин", "Урок 90 минути": how long a session lasts is the offer's unit.)
    .replace(/(?<=\p{L}{3,})\s+\d+\s*(?:мин|минути|минута|ч|час|часа)\.?$/iu, '');
  // ("Чифт слънчеви" of "втори чифт слънчеви очила": a count word goes, and the noun its adjective was cut from comes back.)
  const counted = /^(?:чифт|брой|комплект|пакет)\s+(\p{L}{3,}(?:\s+\p{L}+)*)$/iu.exec(s);
  if (counted) {
    const thing = counted[1]!;
    const noun = new RegExp(
      `(?<!\\p{L})${escapeRe(thing)}\\s+(?!(?:и|или|с|със|за|на|от|по|в|във|до|при)(?!\\p{L}))(\\p{Ll}{3,})(?!\\p{L})`,
      'iu',
    ).exec(text)?.[1];
    s = capitalizeFirst(/(?:[^и]ни|ски|шни|ови|еви|ви|ли)$/u.test(thing) && noun ? `${thing} ${noun}` : thing);
  }
  // ("Голяма тава" of "тава баница с късмети – голяма тава 30 лв, малка 20 лв": the size priced goes; the thing is
  // said as the owner named it before the list.)
  const sized = SIZED_THING_RE.exec(s);
  if (sized) {
    const thing = sized[1]!;
    const named = new RegExp(
      `(?<!\\p{L})(${escapeRe(thing)}(?:\\s+(?!(?:голям|голяма|малка|малък)(?!\\p{L}))\\p{Ll}+){1,4})\\s*[–—:-]`,
      'iu',
    ).exec(text)?.[1];
    s = capitalizeFirst(named ?? thing);
  }
  // ("пица Маргарита – голяма 12 €, малка 8 €": a bare size is the thing's before the dash.)
  if (SIZE_ALONE_RE.test(s)) {
    const before = new RegExp(`((?:\\p{L}{3,}\\s+){0,2}\\p{L}{3,})\\s*[–—:-]\\s*${escapeRe(s)}(?!\\p{L})`, 'iu').exec(
      text,
    )?.[1];
    return before ? capitalizeFirst(before) : service;
  }
  // ("хляб един кило три лева": a unit the price is for is no service; the thing weighed before it is.)
  if (/^(?:кило|килограм|кг|литър|литра|буркан|бройка|брой|парче|порция|кутия|торба|чувал|кубик)$/iu.test(s)) {
    const weighed = new RegExp(
      `(?<!\\p{L})(\\p{L}{3,})\\s+(?:(?:един|една|едно|\\d+(?:[.,]\\d+)?)\\s+)?${escapeRe(s)}(?!\\p{L})`,
      'iu',
    ).exec(text)?.[1];
    if (weighed && !/^(?:един|една|едно|по|за|на|от)$/iu.test(weighed)) return capitalizeFirst(weighed);
  }
  if (!s) return service;
  // ("сеанс 40 мин – 25 €" beside "рехабилитация след травми": a bare session is how the work is sold, the work listed is
  // what they do.)
  const work = services.split(/,\s*/u)[0]!.trim();
  if (s !== service && /^(?:сеанс|сесия|урок|час|посещение|процедура)$/iu.test(s) && countWordsOf(work) >= 2)
    return capitalizeFirst(work);
  const lower = s.toLocaleLowerCase('bg-BG');
  // ("Поправки на дрехи: подгъв – 6 €, …": the heading of a price list names the work, its first line one item of it.)
  const heading = new RegExp(
    `(?:^|[.!?]\\s+)(\\p{Lu}?\\p{Ll}{3,}\\s+(?:на|за|по)\\s+\\p{Ll}{3,}(?:\\s+\\p{Ll}{3,})?)\\s*:\\s*${escapeRe(lower)}\\s*[–—-]?\\s*(?:от\\s+)?\\d`,
    'iu',
  ).exec(text)?.[1];
  if (heading && !findPlaces(heading).length) return capitalizeFirst(heading);
  // ("Ръчно шити кожени портфейли и колани от Велико Търново. Портфейл S 25 €": one of the wares the brief opens with,
  // priced, is one line of what they make: the opening says it.)
  const root = lower.replace(/[аеиоуъюя]$/u, '');
  const opening =
    /^([^.!?,:;–—()\d|•„“"«»]{3,80}?)(?=\s+(?:от|в|във)\s+\p{Lu}|\s*[.!?,:;–—|•„“"«»]|$)/u.exec(description)?.[1] ?? '';
  if (
    /^\p{L}{3,}$/u.test(s) &&
    countWordsOf(opening) >= 2 &&
    countWordsOf(opening) <= 7 &&
    !opensWithOwnVerb(opening) &&
    // (…the wares themselves: "Магазин за мебели Уют Мебел", "Агенция за детегледачки „Мечо“" is who sells them.)
    // (…nor "доверена ремонтна фирма" of a preset: a business noun anywhere in it is who, not the wares.)
    !/(?<!\p{L})(?:фирма|фирмата|сервиз|магазин|студио|ателие|агенция|компания|бюро|кантора|работилница|център|салон|школа|клуб)(?!\p{L})/iu.test(
      opening,
    ) &&
    !(name && opening.includes(name)) &&
    opening
      .toLocaleLowerCase('bg-BG')
      .split(/\s+/)
      .some((w) => w !== lower && root.length >= 4 && w.startsWith(root) && w.length <= root.length + 3)
  )
    return capitalizeFirst(opening);
  // ("Бюро преводи „Вавилон“ – легализация, от 15 €/стр.": the work the office is named for comes first, the one word
  // priced after it with it.)
  const named =
    /^(?:бюро|агенция|кантора|ателие|студио|сервиз|работилница|кабинет|школа)\s+(?:за\s+)?(\p{Ll}{5,}(?:и|ия|ство|ане|ене|яне))(?=[\s,]|$)/iu.exec(
      description,
    )?.[1];
  if (
    named &&
    /^\p{L}{4,}$/u.test(s) &&
    !/(?:[^и]ни|ски|шни|ови|еви|ими)$/u.test(named) &&
    stem5(named) !== stem5(lower)
  )
    return capitalizeFirst(`${named} и ${lower}`);
  // ("… поправям часовници в стара загора сменям батерии …": the owner's first deed is the trade, a later one a step.)
  const first = anyDeed(text, true);
  const firstAt = first
    ? text.toLocaleLowerCase('bg-BG').indexOf(first.split(/\s+/).at(-1)!.toLocaleLowerCase('bg-BG'))
    : -1;
  if (
    first &&
    firstAt >= 0 &&
    !first.toLocaleLowerCase('bg-BG').startsWith(lower) &&
    !lower.startsWith(first.toLocaleLowerCase('bg-BG')) &&
    // ("поправка на пукнатини" and the later "Поправяме малките пукнатини" are one work, said as the service has it.)
    stem5(first.split(/\s+/)[0]!) !== stem5(lower.split(/\s+/)[0]!) &&
    typedAsDeed(lower, text, firstAt)
  )
    return first;
  return s;
}

/** "Докарваме го …", "Изработвам …": a phrase that opens with the owner's own verb, no noun phrase. */
const opensWithOwnVerb = (phrase: string) => ownsVerb((/^\p{L}+/u.exec(phrase)?.[0] ?? '').toLocaleLowerCase('bg-BG'));

/**
 * A service cut inside its last phrase gets the phrase whole, or loses it: "Стрелба с традиционни" of "… с
 * традиционни и спортни лъкове" is "Стрелба с традиционни и спортни лъкове", "Рафтинг по река" of "… по река Струма"
 * is "Рафтинг по река Струма", and "Разходки с лодка от стария" of "… от стария град на Несебър" is "Разходки с лодка".
 */
function wholeTail(service: string, text: string): string {
  if (!service) return service;
  const at = new RegExp(`${escapeRe(service)}(?!\\p{L})`, 'iu').exec(text);
  const after = at ? text.slice(at.index + at[0].length) : '';
  if (CUT_ADJECTIVE_RE.test(service)) {
    const noun = SHARED_NOUN_AFTER_RE.exec(after);
    if (noun) return `${service}${noun[0]}`;
    // ("торти по поръчка за рождени | дни, кръщенета …": the adjective's own noun typed right after it.)
    // (…only a noun that closes the phrase: "за жени | над 50", "на винарни | около Мелник" are nouns already.)
    const own =
      /^\s+(?!(?:и|или|в|във|на|над|под|около|край|за|с|със|от|по|до|при|през|след|без|към|но|а|са|е)(?!\p{L}))\p{Ll}{2,}(?=\s*[,.;:!?–—]|\s+и\s|\s*$)/u.exec(
        after,
      );
    if (own) return `${service}${own[0]}`;
  }
  // ("Морски риболов с лодка от пристанище | Созопол": a harbour, a beach or a resort is named by the place after it.)
  if (
    /\s(?:по|на|край|до|от|в|във|при)\s+(?:река|реката|язовир|езеро|езерото|връх|хижа|пристанище|пристанището|плаж|плажа|залив|залива|курорт|курорта|местност|местността|манастир|остров)$/iu.test(
      service,
    )
  ) {
    // ("до остров Св. Иван": a saint's place keeps its "Св.".)
    const named = /^\s+(?:Св\.\s?|Свети\s+|Света\s+)?\p{Lu}\p{Ll}+/u.exec(after);
    return named ? `${service}${named[0]}` : service.replace(/\s+\p{L}+\s+\p{L}+$/u, '');
  }
  // ("монтаж на брави … и ремонт | на секретни ключалки": a second job cut from what it is done on takes it back.)
  if (/\sи\s+(?:\p{L}{3,}(?:ане|ене|яне|ние)|ремонт|монтаж|смяна|поддръжка|продажба)$/iu.test(service)) {
    const onWhat = /^\s+на\s+(?:\p{Ll}{2,}(?:ни|ски|шки|ови|еви)\s+)?\p{Ll}{3,}(?!\p{L})/u.exec(after)?.[0] ?? '';
    return onWhat && !findPlaces(onWhat).length ? `${service}${onWhat}` : service;
  }
  // (A definite adjective cut before its "град" ends no phrase: "от стария | град на Несебър".)
  return /^\s+(?:град|градска|центъра|център|квартал|пристанище|част|плаж)(?!\p{L})/iu.test(after)
    ? service.replace(/\s+(?:с|със|за|на|от|по|в|във|до|край)\s+\p{Ll}{2,}(?:ия|ият|ата|ото|ите)$/u, (m) =>
        countWordsOf(service) - 2 >= 2 ? '' : m,
      )
    : service;
}

/** "Точим ножове, ножици и брадви на пазара в Хасково …" → "точене на ножове, ножици и брадви": the owner's verb as its noun, up to where and when. */
function ownDeed(sentence: string): string {
  const verb = (/^\p{L}+/u.exec(sentence)?.[0] ?? '').toLocaleLowerCase('bg-BG');
  if (!FIRST_PERSON_NOUNS[verb] || /^(?:доставка|изпращане|гледане|разходка)$/.test(FIRST_PERSON_NOUNS[verb]!))
    return '';
  const what = sentence.split(
    /\s(?=(?:в|във|на|от|край|из|по|всеки|всяка|всяко|до|за)\s+(?:\p{Lu}|пазара|кв\.|с\.|гр\.|\p{L}+\s+(?:ден|сутрин|събота|неделя|седмица))|\d)|[,;:]\s+(?=[^,;:]*\d)/u,
  )[0]!;
  const noun = firstPersonToNoun(lowerInitial(what));
  return noun === what || countWordsOf(noun) > 10 ? '' : stripDangling(noun);
}

/** The first item of a list; "Външно и вътрешно почистване" keeps its shared noun. */
function firstListItem(list: string): string {
  const chunk = list.split(/,\s*|\s+както\s+и\s+|;\s*/)[0] ?? '';
  const parts = chunk.split(/\s+и\s+/);
  if (parts.length > 1 && /^\p{L}+(?:но|ни|на|ен|ов|ски|ска|ско)$/iu.test(parts[0].trim())) return chunk;
  // ("гледане на възрастни и трудноподвижни хора": what the list reads as one item is one.)
  // (…but a lone adverb after "и" is a tail the item may do without: "превоз на деца до училище и обратно".)
  if (
    parts.length > 1 &&
    parts.slice(1).every((p) => /\s/u.test(p.trim()) || !/о$/u.test(p.trim())) &&
    // (…nor where: "ПОЧИСТВАНЕ НА ФОТОВОЛТАИЦИ Добрич и региона".)
    !findPlaces(chunk).length &&
    splitServiceList(chunk).length === 1
  )
    return chunk;
  // "ремонт на перални и съдомиялни": one job on two things is one item.
  if (
    parts.length === 2 &&
    /^(?:\p{L}+(?:ане|ене|яне|ние|ка|ж)|ремонт|сервиз|монтаж)\s+(?:на|за)\s+\p{Ll}+$/iu.test(parts[0]!.trim()) &&
    splitServiceList(chunk).length === 1
  )
    return chunk;
  // (…and "стрелба с традиционни и спортни лъкове" its noun.)
  if (parts.length === 2 && CUT_ADJECTIVE_RE.test(parts[0]!.trim()) && splitServiceList(chunk).length === 1)
    return chunk;
  // ("караоке и музика за рождени дни, абитуриентски балове и сватби": two things for the same occasions are one item,
  // said without them.)
  if (parts.length === 2 && /^\p{L}{3,}$/u.test(parts[0]!.trim()) && /^\p{L}{3,}\s+за\s+\p{L}/u.test(parts[1]!.trim()))
    return `${parts[0]!.trim()} и ${parts[1]!.trim().split(/\s+/u)[0]}`;
  // ("кухни по поръчка от ПДЧ и МДФ": one thing of two materials is one item.)
  if (parts.length === 2 && /\s(?:от|с|със)\s+\S+$/iu.test(parts[0]!.trim()) && /^\S+$/u.test(parts[1]!.trim()))
    return chunk;
  return parts[0];
}

function hasOnlyPlaceholders(s: string): boolean {
  return stripPlaceholders(s).replace(/[^\p{L}]/gu, '').length < 3;
}

// ---------- CTA ----------

// ("… взимам и връщам вайбър 0899 61 71 81 Ваня": the messenger typed as the number's label is how the owner is
// written to, kept with the call, «Обадете се на 0899 61 71 81 или вайбър», said «Пишете ми и във Вайбър».)
// (…the label of this number only: "Обаждане 0887 … или Вайбър 0899 …" is Viber on the other one.)
const LABEL_MESSENGER_RE = /(?<!\p{L})(viber|вайбър|вайбер|whatsapp|уатсап)\s*:?\s*(\+?\d[\d\s-]{5,})/giu;
const callOn = (sentence: string, phone: string) => {
  const digits = (s: string) => s.replace(/\D/gu, '');
  const messenger = [...sentence.matchAll(LABEL_MESSENGER_RE)].find((m) =>
    digits(m[2]!).startsWith(digits(phone)),
  )?.[1];
  return `Обадете се на ${phone}${messenger ? ` или ${messenger}` : ''}`;
};

function ctaField(sentences: string[], offerSentence: string): { sentence: string; value: string; condition?: string } {
  let best = '';
  let bestScore = 0;
  sentences.forEach((s, i) => {
    let score = 0;
    if (CTA_VERB_RE.test(s)) score += 2;
    // ("Резервации на 0888 …. Очакваме ви!": the number to call outweighs a later welcome with none.)
    if (PHONE_RE.test(s) || /\[телефон\]/i.test(s)) score += 2.5;
    else if (WEB_RE.test(s)) score += 2;
    if (s === offerSentence) score -= 1.5;
    score += i / (sentences.length * 10);
    if (score >= 1.9 && score > bestScore) {
      best = s;
      bestScore = score;
    }
  });
  // A sentence with a phone but no call verb ("Ключар денонощно в Пловдив ☎ 0888 24 24 24 – отключване на
  // врати") says what the business does: the call is its phone, and the sentence stays a description.
  const bestPhone = best ? phonesOf(best) : '';
  // "Поръчки по телефона 0953 … от 8 до 18 ч." is the call, said as typed.
  const callNoun = /^(?:поръчки|записване|записвания|резервации|заявки)\s/iu.test(best);
  // ("минимум 100 кв.м. 0882 909 808": a condition typed before the number is the deal's, no call either.)
  const beside = best
    .replace(PHONE_RE, ' ')
    .replace(/(?:^|\s)(?:тел|телефон|gsm|моб|инфо|справки|контакти|viber|вайбър)\.?:?(?=\s|$)/giu, ' ')
    .trim();
  const condition =
    /\d/.test(beside) && countWordsOf(beside) <= 4 && /^(?:минимум|максимум|мин\.|над)\s/iu.test(beside);
  // "Поръчки до 1 май. 0887 246 810.": the deadline typed on its own before the bare number is the call's.
  const dueAt = sentences.indexOf(best) - 1;
  const due = dueAt >= 0 ? DUE_SENTENCE_RE.exec(sentences[dueAt]!) : null;
  // ("Резервирайте до 1 май. 0887 11 22 99 Балон Тракия": the name signed after the number is no call of its own;
  // the deadline before it is still the call's.)
  const bare = !/\p{L}/u.test(beside) || SIGNED_ONLY_RE.test(beside);
  if (best && bestPhone && due && !CTA_VERB_RE.test(best) && bare)
    return { sentence: sentences[dueAt]!, value: `${dueCall(due)} на ${bestPhone}` };
  // ("Пролетните съботи се запълват, пишете до края на март. 0899 …": so is a call by a date that ends it, and one with
  // what it books, "Сезон 2026 – запазете дата до 31 март. 0888 …".)
  const dueClause = dueAt >= 0 ? DUE_CLAUSE_RE.exec(sentences[dueAt]!) : null;
  if (best && bestPhone && dueClause && !CTA_VERB_RE.test(best) && bare)
    return { sentence: '', value: `${capitalizeFirst(dueClause[1]!)} на ${bestPhone}` };
  if (
    best &&
    bestPhone &&
    !callNoun &&
    !CTA_VERB_RE.test(best) &&
    // ("Всеки ден 8-20 ч 0896 …": what they say before the bare number, however short, is no call either.)
    (tokenize(best.replace(PHONE_RE, ' ')).length >= 6 || condition || beforeBareNumber(best) !== best)
  ) {
    return {
      sentence: sentences.length >= 2 ? '' : best,
      value: callOn(best, bestPhone),
      // (…and said with the deal: "2 € на кв.м за месец, минимум 100 кв.м".)
      condition: condition ? beside : '',
    };
  }
  // "ул. Александровска 45, тел. 0899 112 233", "с. Гложене, обл. Ловеч 0897 …": an address or a place and a
  // phone are where and how to call, no call of their own.
  const region = /,?\s*(?:обл|общ)\.\s*\p{Lu}\p{Ll}+(?:[\s-]+\p{Lu}\p{Ll}+)?/giu;
  const placeOnly = beside && isOnlyPlace(beside.replace(region, '').replace(/[\s,.]+$/u, ''));
  if (best && bestPhone && !CTA_VERB_RE.test(best) && /^(?:ул|бул|пл|ж\.?к)\.?\s/iu.test(best)) {
    return { sentence: best, value: callOn(best, bestPhone) };
  }
  // (…the place staying where the rest of the brief can say it.)
  if (best && bestPhone && !CTA_VERB_RE.test(best) && placeOnly)
    return { sentence: '', value: callOn(best, bestPhone) };
  if (best) {
    const value = focus(stripPlaceholders(best), (c) => CTA_VERB_RE.test(c) || PHONE_RE.test(c));
    if (/\p{L}{3,}/u.test(value)) return { sentence: best, value };
  }
  const phone = phonesOf(sentences.join(' '));
  return { sentence: '', value: phone ? callOn(sentences.join(' '), phone) : '' };
}

// A name signed beside the number: "Балон Тракия", "- Ники", "дядо Кольо".
const SIGNED_ONLY_RE =
  /^[\s–—-]*(?:(?:дядо|баба|бай|леля|чичо|майстор|кака|бате)\s+)?\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*){0,2}[\s.!]*$/u;
// ("Приемам поръчки до 15 декември!", "Записвам до 20 декември!", "За Сурва записване до 10 януари.": who takes them, a
// verb of taking them, or the occasion typed before it say the same deadline.)
const DUE_SENTENCE_RE =
  /^(?:за\s+\p{Lu}\p{L}+\s+)?(?:(?:приемам|приемаме)\s+)?(поръчки|записване|записвания|записвам|записваме|резервации|заявки)\s+(до\s+[^.!?\d]*\d?[^.!?]{0,30}?)[.!]?$/iu;
const DUE_CLAUSE_RE =
  /(?:^|,\s+|\s[–—-]\s)((?:пишете|обадете\s+се|звъннете|звънете|запишете\s+се|запишете|резервирайте|поръчайте|заявете|запазете)(?:\s+(?:ни|ми))?(?:\s+(?!до(?!\p{L}))\p{L}{2,}){0,2}\s+до\s+(?:края\s+на\s+\p{L}+|\d{1,2}(?:\s+\p{L}+|\.\d{1,2}\.?)))[.!]*$/iu;
/** The deadline sentence as the call's noun and date: "Записвам до 20 декември" → "Записване до 20 декември". */
// ("Записване до 15 януари 30 лв, после 40 лв.": the prices after the date are the deal's, said in the offer; the call
// is "Записване до 15 януари", never "… 30 лв, после 40 лв на 0888 …".)
const dueCall = (due: RegExpExecArray) =>
  `${due[1]!.replace(/^записва(?:м|ме)$/iu, 'записване')} ${due[2]!.split(/,?\s+(?=(?:от\s+|по\s+|за\s+)?\d[\d.,]*\s*(?:лв|лева|€|евро)(?!\p{L}))/iu)[0]}`;

// A second number typed beside the first is the call's too.
const TWO_PHONES_RE = new RegExp(`(${PHONE_RE.source})${PHONE_PAIR_SEP}(${PHONE_RE.source})`, 'u');

/** The number to call, or both numbers typed side by side ("094 60 12 34 или 0886 11 22 33"). */
function phonesOf(s: string): string {
  const two = TWO_PHONES_RE.exec(s);
  if (two) return `${two[1]!.trim()} или ${two[2]!.trim()}`;
  return PHONE_RE.exec(s)?.[0].trim() ?? '';
}

// ---------- TargetAudience ----------

const AUDIENCE_WORDS =
  'студенти|ученици|деца|децата|семейства|двойки|младоженци|булки|жени|мъже|дами|господа|пенсионери|възрастни|младежи|млади|родители|майки|бъдещи|туристи|гости|шофьори|собственици|фирми|компании|професионалисти|начинаещи|спортисти|любители|ценители|рожденици|абитуриенти|абитуриентки|домакинства|наематели|стопани|геймъри|бизнеси|предприемачи|фрийлансъри|офиси|хора|всички|всеки|тийнейджъри|бебета|граждани|жители|кандидат-студенти|пациенти|клиенти|колеги|приятели|компания|любимец|любимци|любимеца|любимците';
// "спешни пациенти", "туристи": who comes, said as the whole phrase (one modifier at most, no "за деца").
const AUDIENCE_HEAD_RE = new RegExp(
  `^(?:(?!(?:за|на|с|със|от|до|при|по|в|във)\\s)\\p{L}+\\s+)?(?:${AUDIENCE_WORDS})$`,
  'iu',
);
const AUDIENCE_RES: RegExp[] = [
  /(?:целева(?:та)?\s+(?:аудитория|група)|аудитория(?:та)?)\s*(?:е|са|:|–|-)\s*([^.!?\n]{3,160})/iu,
  /(?:насочен[аои]?|предназначен[аои]?|подходящ[аои]?|идеал(?:ен|на|но|ни)|идеалният\s+избор|създаден[аои]?(?:\s+специално)?|перфектн(?:о|а|и|ият)(?:\s+избор)?)\s+(?:е\s+|са\s+)?(?:за|към)\s+([^.!?\n]{3,160})/iu,
  /(?:обслужваме|приема(?:ме)?|каним|очакваме|търсим|посрещаме)\s+((?:всички\s+)?(?:деца|ученици|студенти|клиенти|гости|туристи|семейства|пациенти|всички|хора)[^.!?\n]{0,120})/iu,
  new RegExp(
    `(?:^|[^\\p{L}])(?:за|към)\\s+((?:всички\\s+|малки\\s+и\\s+големи\\s+|нови\\s+|млади\\s+|заети\\s+)?(?:${AUDIENCE_WORDS})(?![\\p{L}])[^.!?;\\n]{0,100})`,
    'iu',
  ),
  /((?:на\s+)?възраст(?:та)?\s+(?:от\s+|между\s+)?\d{1,2}\s*(?:[-–]|до|и)\s*\d{1,2}(?:\s*г(?:одини|\.)?)?)/iu,
];

const AUDIENCE_ANY_RE = new RegExp(
  `(?<!\\p{L})(?:${AUDIENCE_WORDS})(?!\\p{L})|\\d{1,2}\\s*(?:г\\.|год|години|клас)`,
  'iu',
);

const PRICE_IN_CLAUSE_RE = /\d\s*(?:лв\.?|лева|€|евро|eur)(?!\p{L})/iu;
/** Whether the words at `at` are in a priced item of the deal that comes after another price ("…, уроци за деца 15 €"). */
function laterPricedItem(text: string, at: number): boolean {
  const before = text.slice(0, at);
  let start = 0;
  for (const b of before.matchAll(/[.;!?,]\s/gu)) start = b.index + 2;
  const end = text.slice(at).search(/[.;!?](?:\s|$)|,\s/u);
  const clause = text.slice(start, end < 0 ? text.length : at + end);
  return PRICE_IN_CLAUSE_RE.test(clause) && PRICE_IN_CLAUSE_RE.test(text.slice(0, start));
}

function audienceField(text: string): string {
  for (const re of AUDIENCE_RES) {
    const m = re.exec(text);
    if (!m) continue;
    // "Къща за гости" is a kind of lodging, not who it is for.
    if (/къщ[аи]\s+за\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index + m[0].indexOf(m[1]!)))) continue;
    // ("вход 8 € за възрастни": a price's tier says whom that price is for, not whom the business is for.)
    // (…with its unit between: "20 евро на ден за възрастни деца 12 евро".)
    if (
      /\d\s*(?:лв\.?|лева|€|евро|eur)\s+(?:на\s+(?:ден|час|нощ|човек|месец|седмица|урок)\s+)?(?:за\s+)?$/iu.test(
        text.slice(Math.max(0, m.index - 28), m.index + m[0].indexOf(m[1]!)),
      )
    )
      continue;
    // ("Пантофи 35 лв, шапка 45 лв. В събота работилница за деца – 15 лв", "наем на корт 10 € на час, уроци за деца
    // 15 €": whom a later priced item is for is that item's, said with its price in the offer; the business is not
    // for them alone, and «Идеално за деца.» would say it is.)
    if (laterPricedItem(text, m.index + m[0].indexOf(m[1]!))) continue;
    // ("… с препарати, безопасни за деца и домашни любимци": what is safe for them says how the work is done, never whom
    // the business is for; pest control «Идеално за деца …» would say it is.)
    if (
      /(?:безопасн|безвредн|неопасн|щадящ)\p{L}*\s+(?:и\s+)?за\s+$/iu.test(
        text.slice(Math.max(0, m.index + m[0].indexOf(m[1]!) - 40), m.index + m[0].indexOf(m[1]!)),
      )
    )
      continue;
    // ("Кошница за пазар 15 лв, …, правим и люлки за бебета": whom a thing made "too" is for is that side line's; the
    // baskets are no babies' and «Идеално за бебета.» would say they are.)
    const clause =
      text
        .slice(0, m.index + m[0].indexOf(m[1]!))
        .split(/[,.;!?]\s*/u)
        .at(-1) ?? '';
    if (/^\s*(?:\p{L}{2,}(?:им|ем|ам|ям)е?|имаме|имам)\s+и\s+\p{Ll}/u.test(clause)) continue;
    let v = stripPlaceholders(m[1]);
    // ("за деца половин цена": a price tier for whom is the deal's, no one the business is for.)
    if (
      /^\p{L}+(?:\s+(?:до|под|над)\s+\d+\s*\p{L}*\.?)?\s+(?:на\s+)?половин\s+цена/iu.test(
        text.slice(m.index + m[0].indexOf(m[1]!)),
      )
    )
      continue;
    // ("за пенсионери посещението е безплатно", "за студенти картата е 30 €": whom a thing is free or cheaper for is
    // the deal's tier, said in the offer; «Идеално за пенсионери посещението.» read the thing as part of who.)
    if (
      /^\p{L}+(?:\s+(?:и\s+)?\p{L}+)?\s+\p{L}{3,}(?:ът|ят|та|то|те)\s+(?:е|са)\s+(?:безплат|с\s+отстъпк|на\s+половин|намален|по-евтин|(?:само\s+)?\d)/iu.test(
        text.slice(m.index + m[0].indexOf(m[1]!)),
      )
    )
      continue;
    // Stop at a following call to action or offer that shares the sentence ("за фирми отстъпка над 100 броя").
    v = v.split(
      /\s+(?:[–—-]\s+)?(?=(?:обадете|поръчайте|запазете|резервирайте|запишете|свържете|посетете)(?!\p{L})|(?:отстъпк|намалени|безплат|подар|промоци)\p{L}*)/iu,
    )[0];
    // ("За фирми при 10 и повече броя – 10% отстъпка": the order that earns the deal is no part of who.)
    v = v.split(/\s+(?=при\s+(?:\d|поръчка|покупка|наем|записване))/iu)[0]!;
    // "деца от 7 до 12 години от 1 юли": the start date is when, not who.
    v = tidy(v).replace(TRAILING_DATE_RE, '');
    // "за начинаещи и напреднали онлайн и на живо": how they are taught is not who.
    v = v.split(/\s+(?=(?:онлайн|online|на\s+живо|присъствено|индивидуално|в\s+група)(?!\p{L}))/iu)[0]!;
    // ("за начинаещи пишем с перо и туш …": what the owner does after whom it is for is no part of who; nor is the
    // "тел" before the phone, "за деца и възрастни тел 0899 …", nor what follows a colon, "гости: разказваме …".)
    v = v.split(/\s*:\s+/u)[0]!;
    const words = v.split(/\s+/u);
    const deed = words.findIndex(
      (w, k) => k > 0 && (/^тел\.?$/iu.test(w) || (isOwnVerb(w) && !AUDIENCE_ANY_RE.test(w))),
    );
    if (deed > 0) v = words.slice(0, deed).join(' ');
    // "за деца 6-12 г в басейна на хотел …": where they are taught is not who either.
    // ("… безопасен за деца 0896 70 70 18": the phone after it is no part of who.)
    v = v.split(/\s+(?=(?:\+|0)\d)/u)[0]!;
    // ("за фирми 500 визитки двустранни", "за фирми и магазини продажба, презареждане …": a count of the goods, or the
    // job typed after who it is for, is what is sold.)
    v = v.split(
      /\s+(?=(?:продажба|ремонт|монтаж|доставка|поддръжка|изработка|\p{L}{3,}(?:ане|ене|яне))(?:[\s,.;]|$))/u,
    )[0]!;
    // (…a count right after who, not an age, a duration or a number after "от", "до" or "над".)
    const counted =
      /^((?:\S+\s+){0,2}\S+)(?<!(?:^|\s)(?:от|до|над|под|между|и|с|със|за|на))\s+\d+\s+(?!г\.|г(?:од|одини|одинки)?(?!\p{L})|клас|месец|седмици|дни|час|часа|минути)\p{L}{3,}/u.exec(
        v,
      );
    if (counted) v = counted[1]!;
    // ("за деца из ливадите", "за деца по поляните": where they ride is not who either.)
    v = v.split(/\s+(?=(?:из|по|край|около)\s+\p{Ll}{3,}(?:те|та|ите|ята)(?!\p{L}))/u)[0]!;
    v = v.split(
      /\s+(?=(?:в|във|на)\s+(?:басейна|залата|салона|студиото|центъра|парка|двора|хотел|хотела|клуба|кабинета|ателието|магазина|офиса|школата|базата)(?!\p{L}))/iu,
    )[0]!;
    // "за деца Делфин, Стара Загора": a name or the town ends who it is for.
    // "за студенти 40 лв": a price ends it too, and so does a bare number ("Карта за месец 50 лв, за ученици 35").
    v = tidy(
      stripDangling(
        v.split(
          /\s+(?=\p{Lu}(?!\d?(?:[\s,.;]|$)))|,\s+(?=\p{Lu})|\s+[–—]\s+|\s+(?=\d+\s*(?:лв|лева|€|евро|%))|\s+(?=\d+(?:[.,]\d+)?\s*(?:[.,;!]|$))|\s+(?=\d\s?(?:за|\+)\s?\d)/u,
        )[0]!,
      ),
    );
    // "за начинаещи и деца, разходки с коне в планината": a part after a comma that names no one is what the
    // business does (a service), not who it is for; "деца, ученици и възрастни" names people in every part.
    const [whom = '', ...more] = v.split(/,\s+/);
    // ("за животни, които се стресират в клиника": a clause that says which of them is part of who.)
    const stop = more.findIndex((p) => !AUDIENCE_ANY_RE.test(p) && !/^(?:които|който|която|което)\s/iu.test(p));
    v = [whom, ...(stop < 0 ? more : more.slice(0, stop))].join(', ');
    if (v.length > FIELD_MAX_CHARS)
      v = cap(v.split(/,\s+(?=[^,]*$)/)[0].length <= FIELD_MAX_CHARS ? v.split(/,\s+(?=[^,]*$)/)[0] : v);
    // ("за хора, които искат подреден двор": people at large, their wish cut off, are no one in particular.)
    // (…nor with the wish said: "хора, които искат сянка".)
    if (/^(?:хора|хората|клиенти|клиентите|гости|гостите|всички|всеки)(?:,\s+(?:които|който)\s.*)?$/iu.test(v))
      continue;
    // ("за всички марки за 1 час", "за всеки повод": all of some things are no people, "всеки читател" is; "нови
    // клиенти" of "Първата сесия за нови клиенти е с 50% отстъпка" is who earns the deal, said in the offer.)
    if (
      /^(?:всички|всеки|всяка|всяко)\s+(?!(?:които|който|която|което)(?!\p{L}))\p{L}/iu.test(v) &&
      !v
        .split(/\s+/u)
        .slice(1)
        .some(
          (w) =>
            AUDIENCE_ANY_RE.test(w) ||
            isAgentNoun(w) ||
            /^(?:клиент|гост|човек|дете|посетител|купувач|собственик)$/iu.test(w),
        )
    )
      continue;
    if (/^(?:нови|новите|първи|редовни|постоянни|лоялни)\s+(?:клиенти|посетители|гости|членове)(?!\p{L})/iu.test(v))
      continue;
    if (v.length >= 3 && /\p{L}{3,}/u.test(v)) return v;
  }
  return '';
}

// ---------- BusinessDescription ----------

/** The description holds the owner's other sentences too, so it may run to two fields' length. */
const DESCRIPTION_MAX_CHARS = 2 * FIELD_MAX_CHARS;

// "Казвам се Веселина и съм логопед с 12 години стаж": the name is the owner's, the rest says what she does.
const INTRODUCES_SELF_RE =
  /^казвам\s+се\s+\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?(?:\s+и\s+съм|\s*,|\s+и(?=\s))?\s+(?=\p{L})/iu;

function descriptionField(
  sentences: string[],
  text: string,
  offerSentence: string,
  ctaSentence: string,
  runOn: boolean,
  offer = '',
): string {
  const d = describedBy(sentences, text, offerSentence, ctaSentence, runOn, offer);
  // "Чакате бебе?", "Имате петно на тавана, а не знаете откъде тече?": the owner's own opening question is
  // kept before what they say of the business; it is the hook they wrote.
  const opening = sentences[0] ?? '';
  // ("Търсите топла баница?" is the search the writer asks itself: the description says who they are.)
  if (
    !/\?\s*$/.test(opening) ||
    /^търсите(?!\p{L})/iu.test(opening) ||
    tokenize(opening).length < 2 ||
    opening === offerSentence ||
    opening === ctaSentence ||
    PHONE_RE.test(opening)
  )
    return d;
  const question = `${tidy(stripPlaceholders(opening))}?`;
  if (!d || tidy(question) === d) return question;
  return d.startsWith(tidy(question)) || d.length + question.length + 1 > DESCRIPTION_MAX_CHARS
    ? d
    : `${question} ${d}`;
}

// "Обадете се до 18ч - идваме същия ден", "Поръчайте до 12 ч., доставяме същия ден": the hour to call by and what the
// owner promises for it are one fact; the promise alone («идваме същия ден») says what they never promised.
const CALL_THEN_PROMISE_RE =
  /^(?:обадете\s+се|звъннете|звънете|позвънете|поръчайте|пишете|заявете|запишете\s+се|резервирайте)(?:\s+(?:ни|ми))?\s+(?:до|преди)\s+\d{1,2}(?:[.:]\d\d)?\s*(?:ч\.?|часа)?\s*(?:[-–—,]\s*|\s+и\s+)(?:\p{Ll}+\s+)?(?:\p{Ll}{2,}(?:ам|ям|аме|яме|им|ем)|ще\s+\p{Ll}+)(?!\p{L})/iu;
const callThenPromise = (s: string) => CALL_THEN_PROMISE_RE.test(s.trim()) && !PHONE_RE.test(s);
/** «Обадете се до 18 ч – идваме същия ден»: the hour spaced from its "ч", the promise after a dash. */
const hourThenPromise = (s: string) => s.replace(/(\d)\s*ч\.?(?=\s|$)/u, '$1 ч').replace(/\s+[-–—]\s+|\s*,\s+/u, ' – ');
/**
 * A description that said no more than the deal ("Трансфери … от Самоков, до 8 пътници 60 €" typed as one sentence)
 * still keeps the hour to call by with its promise, after what the business is.
 */
function withCallThenPromise(description: string, sentences: string[]): string {
  const typed = sentences.find(callThenPromise);
  if (!typed) return description;
  const said = hourThenPromise(tidy(typed));
  if (lc(description).includes(lc(said).slice(0, 20))) return description;
  if (!description) return said;
  return description.length + said.length + 2 > DESCRIPTION_MAX_CHARS ? description : `${tidy(description)}. ${said}`;
}

// "Оглед и оферта същия ден", "Изготвяме оферта до 24 часа": the quote they give, with no price, share or gift, is how
// they work, never a deal; skipped as one, it was lost.
const quoteOnly = (s: string) =>
  /(?<!\p{L})оферт(?:а|и)(?!\p{L})/iu.test(s) &&
  !OFFER_CUE_RE.test(s.trim()) &&
  !/%|\d\s*(?:лв|лева|€|евро)|промоц|промо(?!\p{L})|отстъпк|безплат|подар|специалн|изгодн|цена|цени/iu.test(s);

const ON_NUMBER_RE = new RegExp(`(?<!\\p{L})(?:на|тел\\.?|телефон)\\s*:?\\s*(?:${PHONE_RE.source})`, 'iu');

function describedBy(
  sentences: string[],
  text: string,
  offerSentence: string,
  ctaSentence: string,
  runOn: boolean,
  offer = '',
): string {
  // "София, бул. Ботевградско шосе 240." or "ул. Иван Вазов 12, тел. …" is where, not what: an address
  // line never describes the business.
  // ("козметично студио Ирис, Сливен, ул. Цар Симеон 9." introduces the business before its address.)
  const opensBusiness = (s: string) =>
    tokenize(s)
      .slice(0, 2)
      .some((t) => startsWithBusinessNoun(t.text.toLocaleLowerCase('bg-BG')) || looksLikeBusinessNoun(t.text));
  const address = (s: string) =>
    ADDRESS_CUE_RE.test(s) && tokenize(s.replace(PHONE_RE, ' ')).length <= 8 && !opensBusiness(s);
  // "запазете час в инстаграм …" is the call, however it is capitalised, and so is "Предварителни поръчки на
  // 0897 … или в инстаграм …": without its number it read "поръчки на или в инстаграм".
  const callLine = (s: string) =>
    (CALL_OPENING_RE.test(s) || (ON_NUMBER_RE.test(s) && !opensBusiness(s))) && !callThenPromise(s);
  // ("www.geodeziapetrov.bg / 0882 14 15 16" is how to reach them, not what they are: it read "Www.geodeziapetrov.bg /".)
  const contactOnly = (s: string) =>
    WEB_RE.test(s) &&
    !/\p{L}{2,}/u.test(
      s
        .replace(new RegExp(WEB_RE.source, 'giu'), ' ')
        .replace(new RegExp(PHONE_RE.source, 'g'), ' ')
        .replace(
          /(?<!\p{L})(?:тел|телефон|сайт|уебсайт|facebook|fb|instagram|инстаграм|viber|вайбър|и|или)(?!\p{L})/giu,
          ' ',
        ),
    );
  sentences = sentences
    .filter((s) => !address(s) && !callLine(s) && !contactOnly(s))
    .map((s) => s.replace(INTRODUCES_SELF_RE, '').replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('bg-BG')));
  const first =
    // A question opens many ads ("Търсите топла баница?"); the statement after it describes the business.
    sentences.find(
      (s) =>
        s !== offerSentence &&
        s !== ctaSentence &&
        !hasOnlyPlaceholders(s) &&
        tokenize(s).length >= 3 &&
        // (The hour to call by and its promise are said after what the business is, never in its place.)
        !callThenPromise(s) &&
        !/\?\s*$/.test(s) &&
        !/^(?:здравейте|здрасти|казвам\s+се|привет)/i.test(s),
    ) ??
    sentences.find(
      (s) =>
        s !== offerSentence &&
        s !== ctaSentence &&
        !hasOnlyPlaceholders(s) &&
        tokenize(s).length >= 3 &&
        !callThenPromise(s) &&
        !/^(?:здравейте|здрасти|казвам\s+се|привет)/i.test(s),
    ) ??
    sentences.find((s) => s !== offerSentence && s !== ctaSentence && !hasOnlyPlaceholders(s) && !callThenPromise(s)) ??
    '';
  // A line we punctuated is one sentence with the deal in it: what the owner says besides the deal
  // ("…, вземам деца от детска градина …, имам препоръки" without "12 лв на час") describes them.
  if (!first) return runOn ? beforeTheDeal(offerSentence, offer) : '';
  let d = stripPlaceholders(first)
    .replace(PHONE_RE, ' ')
    .replace(PHONE_GLYPH_RE, ' ')
    .replace(/\s{2,}/g, ' ');
  // (The opening sentence may take the description's whole length: "…, за селското стопанство и цеховете" is theirs too.)
  d = focus(d, () => true, DESCRIPTION_MAX_CHARS);
  const opening = d;
  // What else the owner says about the business ("Всички букети са ръчна изработка.") belongs here
  // too, while it fits: it is what the ad can tell about them besides the offer.
  for (const typed of sentences.slice(sentences.indexOf(first) + 1)) {
    const s = typed === ctaSentence || typed === offerSentence ? typed : beforeBareNumber(typed);
    if (
      s === offerSentence ||
      s === ctaSentence ||
      hasOnlyPlaceholders(s) ||
      /\?\s*$/.test(s) ||
      PHONE_RE.test(s) ||
      (CTA_VERB_RE.test(s) && !callThenPromise(s)) ||
      // ("Доставка и монтаж в града безплатно." after a priced deal is no deal of its own but what the ad tells besides
      // it: kept, unless the offer says it already.)
      (offerScore(s) > 0 &&
        !ALSO_PRICED_RE.test(s) &&
        !(perkOnly(s) && !lc(offer).includes(lc(tidy(s)))) &&
        !quoteOnly(s))
    )
      continue;
    const next = callThenPromise(s) ? hourThenPromise(tidy(s)) : tidy(stripPlaceholders(s));
    if (tokenize(next).length < 3) {
      if (s === typed) break;
      continue;
    }
    // Up to twice a field's length: "Готово до 2 работни дни" or "Взимаме децата от училище" is
    // what the ad tells besides the services, so it is kept while a shorter later sentence still fits.
    if (d.length + next.length + 2 > DESCRIPTION_MAX_CHARS) continue;
    // tidy() takes the closing quote off "„Глина и огън“": it goes back before the full stop.
    const head = tidy(d);
    d = `${head}${(head.match(/„/g)?.length ?? 0) > (head.match(/[“”]/g)?.length ?? 0) ? '“' : ''}. ${next}`;
  }
  // Never echo a whole one-sentence description back as its own summary (the owner's later sentences
  // are kept whole: "Без записване, работим и в събота" is what the ad tells besides the services).
  if ((d === opening || runOn) && d.length > 40 && tidy(d) === tidy(text))
    d = stripDangling(cap(d.split(/,\s+|\s+[–—-]\s+/)[0], Math.min(FIELD_MAX_CHARS, Math.floor(text.length * 0.8))));
  return tidy(d);
}

// ("От май до октомври всеки уикенд 0894 771 203": when they work, typed before the number with no call, is what
// the owner says of the business; the number is the call's. Words with a call ("Поръчки 2 дни по-рано 0898 …"),
// a label ("Тел."), a place or a name only ("Иван 0879 …", "с. Гурково 0894 …") are not.)
const TRAILING_NUMBER_RE = new RegExp(`(?:${PHONE_RE.source})[.!]?$`, 'u');
const CALL_WORDS_RE =
  /(?<!\p{L})(?:тел|телефон|gsm|моб|инфо|справки|контакти|viber|вайбър|whatsapp|поръчки|поръчка|записване|записвания|резервации|резервация|заявки|запитвания|за\s+връзка|информация)(?!\p{L})/iu;
function beforeBareNumber(sentence: string): string {
  const at = TRAILING_NUMBER_RE.exec(sentence.trimEnd());
  if (!at || at.index === 0) return sentence;
  const words = sentence.slice(0, at.index).replace(/[\s,.:;–—-]+$/u, '');
  if (
    PHONE_RE.test(words) ||
    CTA_VERB_RE.test(words) ||
    CALL_WORDS_RE.test(words) ||
    WEB_RE.test(words) ||
    isOnlyPlace(words) ||
    // ("Приемам само с уговорка на 0898 …": a number the words lead to is theirs, the call.)
    /(?<!\p{L})(?:на|в|във|по|от|чрез|до)$/iu.test(words) ||
    // ("Вет клиника Космос, В. Търново": the business signing the number is who, not what.)
    tokenize(words).some((t) => startsWithBusinessNoun(lc(t.text)) || looksLikeBusinessNoun(t.text))
  )
    return sentence;
  // (A name signing the number, "Иван", "бай Тошо", "Вкусно Парти", "СТУДИО ТЕН", is who, not when or what.)
  const signs = words
    .split(/\s+/u)
    .every(
      (w) => /^[„"«(]?[\p{Lu}\d]/u.test(w) || /^(?:и|на|за|де|&|[-–—]|бай|баба|дядо|майстор|чичо|леля)$/iu.test(w),
    );
  // ("Готви с Ники 0878 …": a few words that end on a capitalised name sign it as a brand.)
  const brand = tokenize(words).length <= 4 && /(?<!\S)[„"«(]?\p{Lu}[\p{L}\d]*[“”"»)]?$/u.test(words);
  return signs || brand ? sentence : words;
}

// ("Давам и кошери под наем за опрашване, по 30 € на сезон.", "Имаме и малки машини за капсули под наем за 25 лв
// месечно.": a second thing the owner also does, with its own price, is said of them besides the deal.)
const ALSO_PRICED_RE =
  /^(?:(?:също\s+(?:така\s+)?)?\p{L}{3,}(?:м|ме)\s+и\s+(?!\d)|също\s+(?:така\s+)?\p{L}{3,}(?:м|ме)\s+(?!\d))/iu;

/** What one sentence says before its deal: the business, who they are and what they do. */
function beforeTheDeal(offerSentence: string, offer: string): string {
  // (Found by its opening words: the offer may say a unit the owner left out, "… подрязване 15 евро".)
  const opening = offer.split(/\s+/).slice(0, 3).join(' ').toLocaleLowerCase('bg-BG');
  const at = offer ? offerSentence.toLocaleLowerCase('bg-BG').indexOf(opening) : -1;
  // What follows the deal is its own tail ("… само няколко останаха"), not a description.
  const rest =
    at >= 0
      ? stripDangling(
          tidy(
            offerSentence
              .slice(0, at)
              .replace(PHONE_RE, ' ')
              .replace(/\s{2,}/g, ' ')
              .replace(/[\s,.–—-]+$/u, '')
              // ("… в Пловдив 4" of "… 4 машини за първия танц 180 евро": the count is the deal's.)
              .replace(/\s+\d+$/u, (n, at: number, all: string) =>
                /(?:ул|бул|пл|кв)\.\s*[^,]{0,40}$/u.test(all.slice(0, at)) ? n : '',
              ),
          ),
        )
      : '';
  return rest && tokenize(rest).length >= 6 && rest.length <= DESCRIPTION_MAX_CHARS ? rest : '';
}

// "Всяка събота и неделя от 10ч", "Всеки ден от 9 до 18 ч.": a sentence that only says when.
const WHEN_WORDS_RE =
  /(?<!\p{L})(?:всеки|всяка|всяко|всички|и|от|до|в|във|през|само|без|почивни|празнични|празници|дни|ден|делничн\p{L}*|уикенд\p{L}*|понеделник|вторник|сряда|четвъртък|петък|събота|съботи(?:те)?|неделя|недели(?:те)?|пон|вт|ср|чет|пет|съб|нед|ч|часа|сутрин|вечер|целогодишно|сезон\p{L}*|лятото|зимата)(?!\p{L})|\d{1,2}(?:[.:]\d\d)?|[.,:\s–—-]+/giu;
const saysOnlyWhen = (s: string) => /\d|\p{L}/u.test(s) && !/\p{L}/u.test(s.replace(WHEN_WORDS_RE, ''));

/**
 * "разходки с лодка по Дунав от Никопол до остров Персин и обратно, 2 часа 25 € на човек …. Всяка събота и неделя от
 * 10ч.": when the owner's other sentences only say when, what the deal's sentence says before its price is what the
 * business is (the route), said before when; the description «Всяка събота и неделя от 10ч» lost it.
 */
function withTheDealLead(description: string, offerSentence: string, offer: string): string {
  if (!description || !saysOnlyWhen(description)) return description;
  const lead = beforeTheDeal(offerSentence, offer);
  if (!lead || lc(lead).includes(lc(tidy(description)))) return description;
  return lead.length + description.length + 2 <= DESCRIPTION_MAX_CHARS ? `${lead}. ${description}` : description;
}

function withIntro(intro: string, description: string): string {
  // (…or says every word of it: "почистване на лице за мъже Стара Загора" of "… за мъже в студио Mr. Fresh Стара Загора".)
  const words = (x: string) =>
    x
      .toLocaleLowerCase('bg-BG')
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean);
  const has = new Set(words(description));
  if (!intro || description.includes(intro) || words(intro).every((w) => has.has(w))) return description || intro;
  if (!description) return intro;
  return intro.length + description.length + 2 <= DESCRIPTION_MAX_CHARS ? `${intro}. ${description}` : description;
}

// ---------- assembly ----------

export function extractDetailsLocal(input: string): BusinessDetails {
  try {
    const d = withWorkshopNoun(withoutFirmWord(serviceNotAUnit(extract(input), input)), input);
    return licenceLetterKept(priceBasisAfterPrice(offerWithoutPlaces(offerWithoutNameHead(d, input))), input);
  } catch {
    return { ...EMPTY };
  }
}

/**
 * "Шофьорски курсове категория В в Пловдив": the licence's letter is the service's last word, never cut off as the "в" of
 * the town after it («Предлагаме шофьорски курсове категория.»).
 */
function licenceLetterKept(d: BusinessDetails, input: string): BusinessDetails {
  const service = d.AdvertizedService;
  if (!/(?<!\p{L})категори(?:я|и)$/iu.test(service)) return d;
  const letter = new RegExp(
    `(?<!\\p{L})${escapeRe(service)}\\s+([АВСДТМ](?:\\d|\\+\\p{Lu}{1,2})?)(?![\\p{L}\\d])`,
    'iu',
  ).exec(cleanInput(input));
  return letter ? { ...d, AdvertizedService: `${service} ${letter[1]!}` } : d;
}

/**
 * "… смяна на цип 8 лв, Шивашко ателие Иглика, Хасково": the words typed before the name are the firm's own title, never
 * the deal's last item («…, смяна на цип 4,09 €, Шивашко ателие.»).
 */
function offerWithoutNameHead(d: BusinessDetails, input: string): BusinessDetails {
  const name = d.BusinessName;
  const clauses = d.Offer.split(/,\s+/u);
  const last = clauses.at(-1) ?? '';
  if (!name || clauses.length < 2 || !/^\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,2}$/u.test(last) || /\d/u.test(last)) return d;
  const before = new RegExp(`(?<![\\p{L}])${escapeRe(last)}\\s+[„"«]?${escapeRe(name)}(?!\\p{L})`, 'u');
  if (!before.test(cleanInput(input))) return d;
  return { ...d, Offer: clauses.slice(0, -1).join(', ') };
}

// "живо тегло", "на едро", "без ДДС": what a price is reckoned by, no part of what is sold.
const PRICE_BASIS = String.raw`(?:живо\s+тегло|кланично\s+тегло|на\s+едро|на\s+дребно|на\s+корен|(?:с|със|без)\s+ДДС)`;
const BASIS_BEFORE_PRICE_RE = new RegExp(
  String.raw`^(.*?\p{L})\s+(${PRICE_BASIS})\s+((?:от\s+|по\s+)?\d[\d\s.,]*\s?(?:€|лв\.?|лева|евро)(?:\s?\/\s?\p{L}+\.?)?(?:\s+(?:броя|бройка|бройката|кг|килограм|литър|кубик))?)(?=\s*(?:[,;]|$))`,
  'iu',
);

/**
 * "агнета за Гергьовден живо тегло 6 €/кг": the basis typed before the price is the price's, «Агнета за Гергьовден 6 €/кг
 * живо тегло»; the lambs are sold, never «Агнета за Гергьовден живо тегло» as the service, the intro and the end.
 */
function priceBasisAfterPrice(d: BusinessDetails): BusinessDetails {
  const m = BASIS_BEFORE_PRICE_RE.exec(d.Offer);
  if (!m) return d;
  const [whole, thing, basis, price] = m as unknown as [string, string, string, string];
  const without = (s: string) => s.replace(new RegExp(`(?<=\\p{L})\\s+${escapeRe(basis)}(?=$|[\\s,.;])`, 'u'), '');
  return {
    ...d,
    Offer: `${thing} ${price} ${basis}${d.Offer.slice(whole.length)}`,
    AdvertizedService: without(d.AdvertizedService),
    BusinessDescription: d.BusinessDescription && without(d.BusinessDescription),
  };
}

// A place named in a deal's list: a town, a resort, a region said by its adjective ("Котленско"), a saint's village.
const OFFER_PLACE = String.raw`(?:(?:с\.|село)\s*\p{Lu}\p{Ll}+(?:\s+\p{L}+)?|\p{Lu}\p{Ll}+(?:ско|шко|цко)|(?:Св\.|Свети)\s*\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)`;
const OFFER_PLACES_RE = new RegExp(`^${OFFER_PLACE}(?:(?:,\\s*|\\s+и\\s+)${OFFER_PLACE})*$`, 'u');
const isOfferPlace = (s: string) =>
  s.split(/,\s*|\s+и\s+/u).every(
    (p) =>
      TOWNS.includes(p) ||
      RESORTS.includes(p) ||
      isRegionName(p) ||
      /^\p{Lu}\p{Ll}{2,}(?:ско|шко|цко)$/u.test(p) ||
      /^(?:Св\.|Свети)\s*\p{Lu}\p{Ll}+$/u.test(p) ||
      // ("с. Бял извор": a village, typed with its "с.", is one whatever its name.)
      /^(?:с\.|село)\s*\p{Lu}\p{Ll}+(?:\s+\p{L}+)?$/u.test(p),
  );

/**
 * "6 €/кг, с. Медвен, Котленско, до 1 май", "Сезонен абонамент от 600 € (1 посещение седмично) Варна и Св. Константин":
 * where the owner works, typed among the deal's words, is no part of the deal; the place is said where places go, never
 * «… 6 €/кг, Котленско, до 1 май.» (A region that names the village's is kept with it: "с. Медвен, Котленско".)
 */
function offerWithoutPlaces(d: BusinessDetails): BusinessDetails {
  const clauses = d.Offer.split(/,\s+/u);
  if (clauses.length < 2 && !/\s\p{Lu}/u.test(d.Offer)) return d;
  let region = '';
  // ("до Созопол, Поморие, Несебър – 35 €", "оглед безплатно в Мездра, Роман и Враца": towns listed on after a town the
  // deal goes to or is done in are the deal's own list, never taken out of it.)
  let listed = false;
  const kept = clauses.filter((c, i) => {
    const place = i > 0 && OFFER_PLACES_RE.test(c) && isOfferPlace(c);
    listed =
      place &&
      (listed ||
        /(?:^|\s)(?:в|във|до|от|около|край|към|из|през)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.test(clauses[i - 1]!));
    if (listed) return true;
    if (place && /(?:ско|шко|цко)$/u.test(c) && !c.includes(' ')) region = c;
    return !place;
  });
  // ("… 1 посещение седмично Варна и Св. Константин": the places glued on after the deal's last word, with no comma.)
  const last = kept.length - 1;
  const glued = new RegExp(`(?<=\\p{Ll}{3}|\\d)\\s+(${OFFER_PLACE}(?:(?:,\\s*|\\s+и\\s+)${OFFER_PLACE})*)$`, 'u').exec(
    kept[last] ?? '',
  );
  if (glued && isOfferPlace(glued[1]!)) kept[last] = kept[last]!.slice(0, glued.index);
  const offer = kept.join(', ');
  if (offer === d.Offer || !/\p{L}/u.test(offer)) return d;
  const village = /^(?:с\.|село)\s*\p{Lu}[\p{L} -]*$/u.test(d.BusinessLocation);
  return {
    ...d,
    Offer: offer,
    BusinessLocation: region && village ? `${d.BusinessLocation}, ${region}` : d.BusinessLocation,
  };
}

/**
 * "… Фирма Чистулка, Враца", "фирма Топ Строй – ремонт на покриви": "фирма" says what the business is, never what it is
 * called; the ad says «Чистулка», not «Фирма Чистулка във Враца».
 */
function withoutFirmWord(d: BusinessDetails): BusinessDetails {
  const rest = /^(?:[Фф]ирма|[Кк]омпания)\s+(?=\p{Lu})(.+)$/u.exec(d.BusinessName)?.[1] ?? '';
  if (!rest || COMPANY_FORMS.has(rest) || TOWNS.includes(rest) || findPlaces(rest)[0]?.start === 0) return d;
  return { ...d, BusinessName: rest };
}

/**
 * "Ковачница Радев в гр. Елена", "Железария Петров": a family name after the workshop's noun is how the business is
 * called, never «Радев в Елена.» (a surname alone reads as a man, and the trade is lost with the noun).
 */
function withWorkshopNoun(d: BusinessDetails, input: string): BusinessDetails {
  const name = d.BusinessName;
  // (A family name only: "Автошкола Шофьорче" is signed «Шофьорче – автошкола в Монтана».)
  if (!/^\p{Lu}\p{Ll}{2,}(?:ов|ев|ин|ски|ова|ева|ина|ска)$/u.test(name)) return d;
  const m = new RegExp(`(?<!\\p{L})(\\p{L}{4,})\\s+${escapeRe(name)}(?!\\p{L})`, 'u').exec(input);
  const noun = m?.[1] ?? '';
  const lower = noun.toLocaleLowerCase('bg-BG');
  const workshop = isWorkshopNoun(lower) && !/^(?:фирма|компания|услуги)$/u.test(lower);
  if (!workshop || !/^\p{Lu}/u.test(noun) || d.BusinessDescription.includes(`${noun} ${name}`)) return d;
  return { ...d, BusinessName: `${noun} ${name}` };
}

// "смяна на кабел 20 лв звънете 0885 …": the call after a price is a clause of its own, not the price's.
const CALL_AFTER_PRICE_RE =
  /(\d\s?(?:лв|лева|€|евро|ЛВ))\s+((?:звънете|звъннете|позвънете|обадете\s+се|пишете)\s+(?:на\s+)?(?:\+359|0)\d)/gu;

// "Кована врата от 1 200 лв.", "от 2 900 до 3 500 €": a price typed with a space between its thousands is one number.
// (Not a group right after another number, "0888 930 257 100 лв": a phone's digits are no thousands.)
const THOUSANDS_PRICE_RE = new RegExp(
  String.raw`(?<![\d.,]|\d[ \u00a0])\d{1,3}(?:[ \u00a0]\d{3})+(?=(?:[.,]\d{1,2})?\s*(?:лв|лева|лев|bgn|€|евро|eur)(?!\p{L})|\s*(?:[-–—]|до)\s*\d)`,
  'giu',
);
const oneNumber = (s: string) => s.replace(THOUSANDS_PRICE_RE, (m) => m.replace(/[ \u00a0]/g, ''));

// "5 за 25 лв. пращам с еконт", "чаша 12 лв. готови до 3 дни", "сатър 6лв. за ресторанти идвам на място", "стол 30 лв.
// безплатен оглед": what the owner says after the last price, with no stop a sentence reads (or only the price's own
// "лв."), is a fact of its own, not the price's words: the post, the lead time, the free visit. It is the next sentence,
// so the deal ends at its price and the fact is said where such facts go. A clause opens so by the owner's own verb
// ("пращам", "идваме", "правим"), by whom it is for before that verb ("за ресторанти идвам"), by a time promised
// ("готови до 3 дни", "доставка до 30 мин"; never the hour a day's deal runs to, "4,50 лв. всеки ден до 11 ч") or by what
// is free. (Never the price's own words: "на час", "за двама",
// "с ДДС", "бройката", "всичко включено".)
const OWN_VERB = String.raw`(?!(?:сам|там|нам|вам|храм|срам|голям|ням|проблем|систем|обем|прием|наем|заем|подем|режим|грим|интим|крем|тандем|модем|шлем|харем)(?!\p{L}))\p{Ll}{2,}(?:ам|ям|аме|яме|им|ем)(?!\p{L})(?<!грам|любим|необходим|видим|съвместим|допустим|незаменим)`;
const PRICE_UNIT_WORD = String.raw`(?:час|часа|ден|дни|нощ|нощувка|човек|души|дете|деца|възрастен|възрастни|кг|килограм|бр|брой|броя|м|метър|метра|кв|месец|седмица|урок|посещение|курс|сеанс|процедура|парче|двама|двойка)`;
const CLAUSE_AFTER_PRICE_RE = new RegExp(
  String.raw`(\d[ \t]?(?:лв\.?|лева|€|евро|eur|EUR)(?!\p{L})(?:[ \t]+(?:на|за)[ \t]+${PRICE_UNIT_WORD}(?!\p{L}))?)\.?[ \t]+(?=${OWN_VERB}|за[ \t]+(?!${PRICE_UNIT_WORD}(?!\p{L}))\p{Ll}{3,}(?:[ \t]+(?:и[ \t]+)?\p{Ll}{3,})?[ \t]+${OWN_VERB}|(?!(?:при|във|със|без|над|под|или|след|преди|през|около|вкл|включително)(?!\p{L}))\p{Ll}{3,}(?:[ \t]+\p{Ll}{3,})?[ \t]+до[ \t]+\d{1,3}[ \t]+(?:работни[ \t]+)?(?:дни|дена|мин|минути|седмици|седмица|месеца)(?!\p{L})|(безплат)\p{Ll}*[ \t]+\p{Ll})(\p{Ll})`,
  'gu',
);
// (What is free is the deal's own part, after a comma: "стол 30 лв, безплатен оглед".)
const clauseAfterPrice = (s: string) =>
  s.replace(CLAUSE_AFTER_PRICE_RE, (_m, price: string, free: string | undefined, first: string) =>
    free
      ? `${price.replace(/\.$/u, '')}, ${first}`
      : `${price.replace(/\.$/u, '')}. ${first.toLocaleUpperCase('bg-BG')}`,
  );

// A stop that ends a sentence, never the stop of "гр. Русе", "ул. Витоша", "тел. 0888 …".
const SENTENCE_END_RE =
  /[!?]|(?<!(?:^|[\s(])(?:гр|с|кв|ул|бул|пл|тел|моб|д-р|инж|ст|обл|общ|ж\.к|арх|доц|проф))\.\s+\p{Lu}/u;
// "тел 0887 …", "GSM: 0887 …", "обадете се на 0887 …": a clause that is only the number, with its label.
const PHONE_CLAUSE_RE = new RegExp(
  `^(?:(?:тел|телефон|моб|gsm|за\\s+връзка|обадете\\s+се(?:\\s+на)?|звънете(?:\\s+на)?|звъннете(?:\\s+на)?)\\.?\\s*:?\\s*)?(?:${PHONE_RE.source})\\s*\\.?$`,
  'iu',
);
const LEAD_LABEL_RE = /^(?:тел|телефон|моб|gsm|за\s+връзка)\.?\s*:?\s*/iu;

/**
 * "Иван Ковача, Ямбол, поправям брави и правя ключове, ключ 3 €, смяна на патрон от 25 €, 0888123456": a brief typed as
 * one list of commas (who, where, what they do, the prices, the number) is read as the sentences it stands for: "Иван
 * Ковача, Ямбол. Поправям брави и правя ключове. Ключ 3 €, смяна на патрон от 25 €. 0888123456". Read as one sentence,
 * the deed was the deal's first item, the first price the service ("Ключ") and a name before the town a service.
 */
/** "поправям брави", "правим подгъви", "шием перде": a clause that opens with the owner's own verb, "I" or "we". */
function opensWithDeed(clause: string): boolean {
  const w = (/^\p{L}+/u.exec(clause)?.[0] ?? '').toLocaleLowerCase('bg-BG');
  return (
    ownsVerb(w) ||
    (/^\p{L}{2,}(?:им|ем)$/u.test(w) &&
      !/^(?:проблем|систем|обем|прием|наем|заем|подем|режим|грим|интим|крем|тандем|модем|шлем)$/u.test(w))
  );
}

function listAsSentences(text: string): string {
  const clauses = text.replace(/[.\s]+$/u, '').split(/,\s+/);
  if (clauses.length < 4 || clauses.some((c) => SENTENCE_END_RE.test(c))) return text;
  const kind = (c: string) =>
    PHONE_CLAUSE_RE.test(c.trim())
      ? 'phone'
      : isTownTyped(c)
        ? 'place'
        : PRICE_ONE_RE.test(`${c} `)
          ? 'priced'
          : opensWithDeed(c)
            ? 'deed'
            : 'other';
  const kinds = clauses.map(kind);
  // (Only a list that has the parts of a brief in it: the place or the number, and a price.)
  if (!kinds.includes('priced') || !(kinds.includes('place') || kinds.includes('phone'))) return text;
  // (Who and where open the list: its first clause that is neither.)
  const opened = kinds.findIndex((x) => x !== 'other' && x !== 'place');
  let out = kinds[0] === 'phone' ? clauses[0]!.replace(LEAD_LABEL_RE, '') : clauses[0]!;
  for (let k = 1; k < clauses.length; k++) {
    const [was, is] = [kinds[k - 1]!, kinds[k]!];
    const stop =
      (was === 'place' && is === 'deed' && k === opened) ||
      (was === 'phone' && k === 1) ||
      (was === 'deed' && is === 'priced');
    const c = clauses[k]!;
    out += stop ? `. ${capitalizeFirst(c)}` : `, ${c}`;
  }
  return out === clauses.join(', ') ? text : `${out}.`;
}

function extract(input: string): BusinessDetails {
  const cleaned = listAsSentences(oneNumber(pricesInFigures(cleanInput(input))));
  const runOn = isRunOn(cleaned);
  // (Only in a brief the owner punctuated: a line typed in one breath is read whole, "… 25 лв звъннете 0893 …".)
  // (A line typed in one breath is punctuated by its own rules: the fact after a price only where the owner put stops.)
  const read = runOn ? unshouted(punctuateRunOn(cleaned)) : clauseAfterPrice(unshouted(punctuateRunOn(cleaned)));
  const punctuated = runOn || !/,\s/u.test(cleaned) ? read : read.replace(CALL_AFTER_PRICE_RE, '$1, $2');
  if (!/\p{L}/u.test(punctuated)) return { ...EMPTY };

  // "… в техника Тифани …, обадете се на Ваня 0893 …": a technique, a style or a breed is no name; the signature is.
  const named = wholePageName(
    beforeTownAndWords(
      withTitle(plausibleName(businessName(punctuated, splitSentences(punctuated)), punctuated), punctuated),
    ),
    punctuated,
  );

  // ("пчеларски магазин кошерчето в Плевен": the brand typed in lower case is written as a name from here on,
  // so no service, trade or line says "магазин кошерчето".)
  const brand = brandBeforeTown(punctuated);
  // (…and so is a name of two words or more found with its capitals: "ателие при мими" is "Ателие при Мими".)
  // (A brand read in lower case, "фирма топла вода", stays as typed in the text: capitalised mid-line it would read
  // as a name where the service is read from.)
  const lowerTyped = Boolean(named) && named !== brand && named === lowerBrand(punctuated);
  const text = lowerTyped
    ? punctuated
    : brand && named === brand
      ? punctuated.replace(new RegExp(`(?<!\\p{L})${escapeRe(brand.toLocaleLowerCase('bg-BG'))}(?!\\p{L})`, 'u'), brand)
      : (named.includes(' ') && /\p{Lu}/u.test(named.slice(1))) ||
          // ("аз съм митко тапицера …": the first name said with its capital.)
          (/^\p{Lu}\p{Ll}+$/u.test(named) && !punctuated.includes(named))
        ? // ("инж петя колева" is "инж. Петя Колева": the title's stop as it is written.)
          punctuated.replace(
            new RegExp(`(?<!\\p{L})${escapeRe(named).replace(/^(\p{L}+)\\\./u, '$1\\.?')}(?!\\p{L})`, 'giu'),
            named,
          )
        : punctuated;
  // ("ПРОМО САМО ДО 15.12 – дърва за огрев …, 95 лв. на кубик": the shout is the deadline and the deal is the priced
  // part after it, two sentences, so the deal is said with its price, never the shout alone.)
  const sentences = splitSentences(text).flatMap((x) => {
    const shout = /^([^–—:]{6,40}?)\s*(?:[–—:]|\s-)\s+(?=\p{L})(.{10,})$/u.exec(x);
    return shout && DEADLINE_ONLY_RE.test(shout[1]!) && /\d\s*(?:лв|лева|€|евро|eur)/iu.test(shout[2]!)
      ? [shout[1]!, capitalizeFirst(shout[2]!)]
      : [x];
  });
  const name =
    named &&
    new RegExp(
      `(?:(?:в|по)\\s+(?:техника|техниката|стил|стила)|(?<!\\p{L})(?:марка|модел|сорт|порода))\\s+${escapeRe(named)}`,
      'iu',
    ).test(text)
      ? signedFirstName(text)
      : named;
  const offerSentence = bestOfferSentence(sentences);
  const cta = ctaField(sentences, offerSentence);
  // One sentence with both the deal and the call gives each its own clauses.
  const shared =
    Boolean(offerSentence) &&
    cta.sentence === offerSentence &&
    Boolean(dealPart(offerSentence)) &&
    Boolean(callPart(offerSentence));
  // "чистя климатици, работя в Бургас, 40 лв на климатик, звъннете …": the deal is its own clause.
  const deal = shared ? dealPart(offerSentence).split(/,\s+/) : [];
  const from = deal.findIndex((c) => offerScore(c) > 0);
  // "(кръвна картина, биохимия, урина)" and "в лаборатория Цибалаб" say more than a deal can hold.
  // ("Мъжко подстригване 10 € в бръснарница Барбър Шоп Бай Тони, …": the business, by its noun and name, is said apart.)
  const inNamed = name.includes(' ')
    ? new RegExp(`\\s+(?:в|във)\\s+\\p{Ll}+\\s+${escapeRe(name)}(?=[\\s,.]|$)`, 'u')
    : null;
  const bare = (x: string) =>
    (inNamed ? x.replace(inNamed, '') : x)
      // (…but "120 лв. (61,36 €)" is the price the owner typed in euro too, and stays, while "60 € (117 лв)" says
      // nothing the euro does not; a short aside on a price is
      // its condition: "20 лв. (приспада се при ремонт)" → "20 лв., приспада се при ремонт".)
      // (…and so is a count, or a count after the price's unit: "30 € (8 посещения)", "70 € на джип (до 4 души)".)
      .replace(
        /((?:\d\s*(?:лв|лева|€|евро)\.?)(?:\s+(?:на|за)\s+\p{Ll}{3,})?)\s*\(\s*((?:\p{Ll}|\d+\s+(?!(?:евро|лв|лева|eur|bgn)(?!\p{L}))\p{Ll})[^(),;]*?)\s*\)/giu,
        (m: string, price: string, aside: string) => (aside.split(/\s+/).length <= 6 ? `${price}, ${aside}` : m),
      )
      // (A line typed in one breath reads its deal on past the brackets: "25 лв (12,78 €) дървата сваши записвания …".)
      .replace(
        // (…but never past the price in euro: "40 лв (20,45 €) на месец" keeps it.)
        runOn
          ? /\s*\((?!\s*\d[\d\s.,]*(?:€|евро|eur)\.?\s*\))[^)]*\)/giu
          : /\s*\((?!\s*(?:около\s+|~\s*)?\d[\d\s.,]*(?:€|евро|eur)\.?\s*\))[^)]*\)/giu,
        '',
      )
      .replace(/\s*\([^)]*$/, '')
      .replace(SHOP_MID_RE, '');
  const first = offerField(bare(shared ? deal.slice(Math.max(0, from)).join(', ') : offerSentence), name);
  const { intro } = first;
  // A line typed without punctuation was punctuated by us: its deal starts at its signal, not at its first clause.
  const dealTyped =
    runOn && first.offer
      ? // (…read from the whole line when the offer was cut before its price: "… кошер 65 | евро при поръчка …".)
        ((cut, whole) => (whole.startsWith(cut) ? whole : cut || whole))(
          runOnDeal(first.offer, name),
          runOnDeal(bare(offerSentence), name),
        ) || first.offer
      : withDeal(first.offer, sentences, offerSentence, name);
  // "Оглед и оферта безплатно, 0887 303 050": the number is the call's, when the call has it.
  const digits = (x: string) => x.replace(/\D/g, '');
  // ("торта за 10 парчета 30 €, тел. 0888 765 432 Ани": the name that signs the number goes with it.)
  const trailingPhone = TRAILING_PHONE_RE.exec(dealTyped.replace(SIGNED_PHONE_TAIL_RE, '$1'));
  const called = (x: string) => digits(cta.value).includes(digits(x));
  // "коктейл на деня 7 лв, маса се запазва на 0879 …, ул. Иван Асен II 8, Велико Търново": the booking
  // line, its number and the address after the deal are the call's and the place's.
  const midPhone = BOOKING_TAIL_RE.exec(dealTyped);
  const unphoned =
    trailingPhone && called(trailingPhone[1]!)
      ? dealTyped.slice(0, trailingPhone.index).trim()
      : midPhone && called(midPhone[1]!)
        ? dealTyped.slice(0, midPhone.index).trim()
        : dealTyped;
  // "козунак с орехи 9 лв, поръчки на 0887 …" leaves a bare "поръчки" (kept with a deadline: "поръчки
  // до 17 ч."); "Първа среща 40 лв – Мария Янева 0882 …" the name signing the line.
  // ("8 лв на верига, вайбър 0877 …": so does the word that only says what the number is, and "записвания по
  // телефона" too; a messenger stays, for the call to name it.)
  const booked = unphoned.replace(
    /,\s*(?:поръчки|записване|записвания|резервации|заявки|информация|тел\.?|телефон|gsm|вайбър|вайбер|viber)(?:\s+(?:по|на)\s+(?:телефона|телефон|тел\.?))?\s*$/iu,
    '',
  );
  // (…nor the name that signs a list typed in one breath: "…, безплатна доставка в София, Кетъринг Вкусно".)
  const dealt = name ? booked.replace(new RegExp(`\\s*(?:[–—-]|,)\\s*${escapeRe(name)}\\s*$`, 'u'), '') : booked;
  // "… слънчеви очила на половин цена 😎 Видин, ул. …. До 30 юни.": a deadline typed as a sentence of its own
  // is the offer's, not a description or a service.
  const deadline =
    // (…unless the deal has a deadline of its own; "с доставка до 30 км" is how far, not until when.)
    dealt &&
    !/(?<!\p{L})до\s+(?!\d+(?:[.,]\d+)?\s*(?:км|кг|м|г|л|бр|човека|души|деца|часа|ч|мин|минути|кв|куба|тона|години|г\.)(?!\p{L}))/iu.test(
      dealt,
    )
      ? sentences.find(
          (x) => x !== offerSentence && (DEADLINE_ONLY_RE.test(x.trim()) || OCCASION_DUE_RE.test(x.trim())),
        )
      : undefined;
  // ("60 минути – 50 лв. Идвам и у дома срещу 10 лв. доплащане.": what a visit adds to the price is the deal's too.)
  const surcharge = dealt
    ? sentences.find(
        (x) =>
          x !== offerSentence &&
          x !== cta.sentence &&
          SURCHARGE_RE.test(x) &&
          !PHONE_RE.test(x) &&
          dealt.length + x.length + 2 <= OFFER_MAX_CHARS,
      )
    : undefined;
  const surcharged = surcharge
    ? `${dealt.replace(/[.!]+$/u, '')}, ${lowerFirstWord(surcharge.trim().replace(/[.!]+$/u, ''))}`
    : dealt;
  // ("Сондажът е 35 € на линеен метър. Предлагаме и монтаж на помпа с хидрофор – 380 € с материалите.", "Фотосесия 80
  // евро. Семейна мини сесия 30 мин 50 евро.": another thing the owner prices in a sentence of its own is the deal's too,
  // as far as the offer holds it; never a sentence with the call's number, an address or the deal's deadline.)
  const morePriced = dealt
    ? sentences.filter(
        (x) =>
          x !== offerSentence &&
          x !== cta.sentence &&
          x !== surcharge &&
          x !== deadline &&
          // (…and a discount said as a sentence of its own, with no price: "… кичури от 45 лв. По случай 8 март -20% на
          // боядисване до 10 март." is the promotion, never a description of the salon.)
          ((PRICE_ONE_RE.test(x) && (x.match(PRICE_G) ?? []).length === 1) ||
            // ("Всеки вторник 2 пици на цената на 1!": two for the price of one is a deal of its own, with no price.)
            (!PRICE_ONE_RE.test(x) && /\d\s+\p{L}+(?:\s+\p{L}+)?\s+на\s+цената\s+на\s+\d/iu.test(x)) ||
            (!PRICE_ONE_RE.test(x) &&
              /\d\s?%/u.test(x) &&
              // (…never the deal said again: "… -50% в магазин …" after "… -50% – само до неделя".)
              !(x.match(/\d+\s?%/gu) ?? []).some((p) =>
                surcharged.replace(/\s/gu, '').includes(p.replace(/\s/gu, '')),
              ))) &&
          !PHONE_RE.test(x) &&
          !ADDRESS_WORD_RE.test(x) &&
          countWordsOf(x) <= 14 &&
          // (…a sentence of words, never "/ 76,69 €" of "150 лв. / 76,69 €", nor one whose price the deal says already.)
          /^\s*[„"«]?\p{L}/u.test(x) &&
          // (…the same amount for another thing is another part: "Групи над 15 души – 4€ на човек" after "4€ деца".)
          (!PRICE_ONE_RE.test(x) ||
            !new RegExp(
              `(?<![\\d.,])${escapeRe(/(\d[\d\s.,]*?)\s*(?:лв|лева|€|евро)/iu.exec(x)![1]!)}\\s*(?:лв|лева|€|евро)`,
              'iu',
            ).test(surcharged) ||
            ownWords(x, surcharged) >= 2),
      )
    : [];
  // (…said before the deal's deadline: "…, само нокти – 5,11 €, до края на ноември всяко второ посещение …".)
  const until = /,\s+(?:само\s+)?до\s+(?:края|\d)[^,]*$/iu.exec(surcharged);
  let priced = until ? surcharged.slice(0, until.index) : surcharged.replace(/[.!]+$/u, '');
  const tail = until ? until[0] : '';
  const addedPriced: string[] = [];
  for (const x of morePriced) {
    // ("…, монтаж на потопяема помпа с хидрофор – 380 € с материалите": "Предлагаме и" opens a sentence, not a part.)
    // ("„Килерът на Ели“ - Хасково, буркан 720 мл от 4,50 €": the name and the town that open it are the business's,
    // never glued into the deal as «…с отстъпка, „Килерът на Ели“ - Хасково, буркан …».)
    const part = withoutNameAndPlace(
      x
        .trim()
        .replace(/[.!]+$/u, '')
        .replace(/^(?:предлагаме|предлагам|имаме|имам)\s+и\s+(?=\p{L})/iu, ''),
      name,
    );
    // ("Буркан 720 мл от 4,50 €. За заведения на едро с отстъпка.": a price typed before a deal that prices nothing
    // goes first, as typed; after it, the jar's price read as the wholesale one.)
    const first =
      !addedPriced.length &&
      !PRICE_ONE_RE.test(priced) &&
      PRICE_ONE_RE.test(part) &&
      sentences.indexOf(x) < sentences.indexOf(offerSentence);
    const said = first ? `${capitalizeFirst(part)}, ${lowerFirstWord(priced)}` : `${priced}, ${lowerFirstWord(part)}`;
    if (said.length + tail.length > OFFER_MAX_CHARS) break;
    priced = said;
    addedPriced.push(x);
  }
  const withPriced = addedPriced.length ? `${priced}${tail}` : surcharged;
  // ("Цена 420 € на дете, за брат или сестра 380 €. Транспорт с автобус … е включен. Ранно записване с капаро до 31
  // март.", "… от 28 €. Минимум 20 бройки.": the deal's terms typed as sentences of their own are the deal's, in the
  // order typed, as far as the offer holds them; one date is the deal's deadline, never two.)
  const datedDeal = TERM_RES[0]!.test(withPriced) || Boolean(deadline);
  const addedTerms: string[] = [];
  let termed = withPriced.replace(/[.!]+$/u, '');
  for (const x of dealt ? sentences : []) {
    if (x === offerSentence || x === deadline || x === surcharge || addedPriced.includes(x)) continue;
    // ("Продаваме от 1 април до 15 май, тел. 0879 …": the term typed before the call's number is the deal's; the
    // sentence stays the call's.)
    const term = x === cta.sentence || PHONE_RE.test(x) ? (callPart(x) ? dealPart(x) : '') : x;
    // (One clause, never the opening that says what they do, "ГОДИШНА ДАНЪЧНА ДЕКЛАРАЦИЯ ДО 30 АПРИЛ!!!", nor a line that
    // says more, "Пращаме с Еконт, поръчки до 20 декември за Коледа", which is said whole on its own.)
    if (!term || x === sentences[0] || /,\s/u.test(term.trim())) continue;
    if (!isDealTerm(term) || (datedDeal && TERM_RES[0]!.test(term))) continue;
    const said = `${termed}, ${lowerFirstWord(term.trim().replace(/[.!]+$/u, ''))}`;
    if (said.length + (deadline ? deadlineSaid(deadline).length + 2 : 0) > OFFER_MAX_CHARS) break;
    termed = said;
    addedTerms.push(x);
  }
  const withSurcharge = addedTerms.length ? termed : withPriced;
  const offerTyped = withoutNameAndPlace(
    deadline
      ? // (After a deal of several prices, it is the whole deal’s: "… 45 лв., средни 60 лв., до края на ноември".)
        `${withSurcharge.replace(/(?:\s*\p{Extended_Pictographic}\uFE0F?)+$/u, '')}${(withSurcharge.match(PRICE_G) ?? []).length >= 2 || OCCASION_DUE_RE.test(deadline.trim()) ? ',' : ''} ${deadlineSaid(deadline)}`
      : withSurcharge,
    name,
  );
  if (deadline) sentences.splice(sentences.indexOf(deadline), 1);
  if (surcharge) sentences.splice(sentences.indexOf(surcharge), 1);
  for (const x of addedPriced) sentences.splice(sentences.indexOf(x), 1);
  for (const x of addedTerms) {
    const at = sentences.indexOf(x);
    if (x !== cta.sentence && !PHONE_RE.test(x)) sentences.splice(at, 1);
    else if (x !== cta.sentence) sentences[at] = callPart(x);
  }
  // ("…, кв. Изгрев, Славейков и Меден рудник, гел лак 30 лв., …": the quarters listed before the deal are where.)
  const quartersFirst = /^([^,\d]+),\s+(?=\p{L})/u.exec(offerTyped);
  const { deal: offer, lead: offerLead } = dealFromItsClause(
    quartersFirst && quartersFirst[1]!.split(/\s+и\s+/u).every((q) => isQuarter(q) || isOnlyPlace(q))
      ? capitalizeFirst(offerTyped.slice(quartersFirst[0].length))
      : offerTyped,
  );
  if (shared) cta.value = capitalizeFirst(tidy(stripPlaceholders(callPart(offerSentence))));
  const services = servicesField(sentences, offerSentence, cta.sentence, name);
  // "Аптека „Вита“ в Пещера – поръчайте лекарства онлайн …": the business before the call's dash describes it.
  const ctaHead = cta.sentence ? cta.sentence.split(/\s[–—]\s/)[0]! : '';
  const ctaIntro =
    ctaHead && ctaHead !== cta.sentence && !CTA_VERB_RE.test(ctaHead) && !PHONE_RE.test(ctaHead) ? tidy(ctaHead) : '';
  // A line we punctuated opens with its trade and town ("Детски зъболекар в Ямбол – …"): that is who they are.
  const runOnOpening = runOn && / [–—] /.test(sentences[0] ?? '') ? tidy(sentences[0]!.split(/ [–—] /)[0]!) : '';
  // ("ОСИ И СТЪРШЕЛИ ВЕЧЕ НЕ! 🐝 Фирма …": a slogan shouted whole opens nothing; the sentence after it does.)
  // (…nor does the owner's name said alone first, "Казвам се Гошо. Возя пясък …": the sentence after it opens the brief.)
  const opening =
    sentences.find((x) => !isSlogan(x) && !NAME_ONLY_RE.test(x)) ?? sentences.find((x) => !isSlogan(x)) ?? '';
  // The brief opens with what the business does: a job ("ремонт и смяна на сондажни помпи", "Велотури в
  // Странджа"), the owner's own verb ("сменям счупен екран …") or a business's own noun ("Школа за бръснари").
  const openedWithService =
    offerSentence !== opening || /^\p{L}+\s+\p{L}+/u.test(opening)
      ? /^(?:[^\p{L}]*)(?:\p{L}+\s+){0,3}?(?:\p{L}{3,}(?:ане|ене|яне|ние|тура|тури|ки|ар|яр|ер|ьор|ач|ист|джия)|ремонт|монтаж|смяна|уроци|курсове|школа|магазин|ателие|студио|работилница|сервиз)(?!\p{L})/iu.test(
          opening.replace(/^[„"«]?[^„"«“”»]*[“”"»]\s*[–—-]\s*/u, ''),
        ) || isFirstPersonVerb((/^\p{L}+/u.exec(opening)?.[0] ?? '').toLocaleLowerCase('bg-BG'))
      : false;
  // ("Магазин за платове и галантерия „Конец и игла“ … Правим и подгъв на панталони за 3 €", "Магазин за билкови чайове
  // … при 3 пакета – подаръчна кутия": a brief that opens with the shop and prices a deal says what it sells first,
  // never the side job, the unit or "стоката" of its deal; with no deal, the list it gives says it.)
  const shopOpening = /^[^\p{L}]*(?:магазин(?:че)?|шоурум|бутик|щанд|склад|борса)\s+(?:за|на)\s/iu.test(opening);
  // (What the brief says before its deal: "Продаваме домашно сирене" before "Втори сирене пакет на половин цена".)
  const beforeTheOffer = [opening, ...sentences.slice(0, Math.max(0, sentences.indexOf(offerSentence)))].join(' ');
  const fromTheDeal = () =>
    ((x) => (services.own && /^(?:преглед|оглед|диагностика|посещение)(?!\p{L})/iu.test(x) ? services.first : x))(
      jobListedFirst(serviceFromOffer(stripPlaceholders(offerSentence), text), offerTyped),
    );
  const leadOfTheDeal = () => leadingProduct(offerTyped);
  const afterTheDash = () => dashDescriptor(opening);
  const listedFirst = () => (services.own ? '' : services.first);
  const candidates = [
    // ("Фирмата „Краси Агро“ ЕООД предлага пръскане на ниви и трайни насаждения с дрон в обл. Добрич - 12 € …": the job
    // a business says it offers, by its noun, whole up to where.)
    () => offeredJob(opening),
    // "Аз съм Гошо и ремонтирам перални …, преглед 15 €": a visit the offer prices is a unit of the deal, not what they do.
    () => featuredService(stripPlaceholders(text)),
    ...(shopOpening && offerSentence ? [() => shopFor(stripPlaceholders(opening))] : []),
    fromTheDeal,
    () => shopFor(stripPlaceholders(text)),
    // (Their own verb's line, "Зидам каменни огради …", says it better than a noun made of it: the writer opens with it.)
    leadOfTheDeal,
    // ("Фирма „Трудово-Счетоводни Решения“ в Благоевград поема ТРЗ и личен състав на малки фирми – трудови договори,
    // болнични, …": what the firm takes on is its service; the list after the dash is what that holds.)
    () => takenOn(text, name),
    // ("Откриваме записването за лятна школа в с. Чифлика … 7 дни за деца - походи, коне, …": what one enrols in is
    // what is sold, never the first thing the days hold.)
    () => enrolledIn(opening),
    listedFirst,
    afterTheDash,
    () => businessNounPhrase(opening),
    () => firstPersonOpening(opening),
    () => productOpening(opening),
    // "Точим ножове, ножици и брадви на пазара …, 3 € на нож": the one sentence is the deal and what they do.
    () => ownDeed(offerSentence),
    // ("Фирма Стършел Стоп Благоевград премахва гнезда на оси и стършели …": the business's own deed, by its noun.)
    () => namedDeed(text, name),
  ];
  // "Береш", "Избирате плат", "Вземаме", "Пакет": a verb or a lone unit of the offer is no
  // service; what the brief opens with ("Гроздобер", "Мъжки костюми по мярка", "DJ и саксофон на живо") is.
  // ("ОСИ И СТЪРШЕЛИ ВЕЧЕ НЕ!": a slogan shouted whole leads to nothing either.)
  const leadFound = /\[[^\][]{0,60}\]/.test(input)
    ? ''
    : leadClause(sentences.find((x) => !/\?\s*$/.test(x) && !isSlogan(x)) ?? '');
  // "Проверка, калибриране и ремонт на тахографи – …": the jobs the brief opens with, said whole.
  const openingJobs = splitServiceList(opening.split(/\s[–—-]\s|[.!?:;(]/)[0] ?? '')[0] ?? '';
  // (A list's comma, never a price's: "домашни яйца … 0,40 лв бройката" is no list of jobs.)
  const whole = (x: string) =>
    x && /(?<!\d),|,(?!\d)/u.test(openingJobs) && openingJobs.startsWith(x) ? openingJobs : x;
  const lead = WHO_WORKS_RE.test(leadFound) ? '' : whole(leadFound);
  const unusable = (c: string) => isVerbForm(c) || isFragment(c) || isOnlyPlace(c);
  // The first job among them; without one a unit of the deal ("Пакет за 10 човека", "Готово за 3 дни")
  // gives way to the next ("доставяме пресни закуски", "боядисвам и възстановявам кожени обувки").
  const leadIsTheBusiness = namesTheBusiness(lead, name);
  let advertizedRaw = weakService('', lead) ? lead : '';
  let passed = false;
  for (const next of candidates) {
    const c = whole(next());
    // ("Кожухарско ателие … – ремонт и преправяне на кожуси, шуби и кожени якета … Скъсване от 15 лв", "Дезинсекция
    // срещу дървеници … втората обработка … е безплатна", "ремонт и сервизиране на касови апарати …, регистриране в НАП
    // 40 лв": one priced piece of the deal, or the second of it, that names nothing of the job the brief opens with is
    // a part of the deal; the job is the service, never «Предлагаме скъсване.».)
    if (
      !c ||
      countedOrWho(c) ||
      // ("Ние сме „Рафтинг Кресна“ … Предлагаме и нощувка в къща за гости …": what they offer "too" is beside what they do.)
      new RegExp(`(?<!\\p{L})${ALSO_OFFERED}${escapeRe(c)}`, 'iu').test(text) ||
      isPlaceList(c) ||
      // ("гаранция 1 месец" is a promise, not what they do; "пон-съб 8-18 ч" is when.)
      /^гаранция\s/iu.test(c) ||
      // ("почасово 8 € на час, денонощно от 1200 €": how often it is paid is no service; the lead, when there is one, is.)
      (HOW_OFTEN_RE.test(c) && !lead) ||
      // ("Те езера" of "Рила, 7-те езера – 25 €": a phrase cut from its number is a name of a place, no service.)
      new RegExp(`\\d-${escapeRe(c)}`, 'iu').test(text) ||
      // ("Абонамент … 90 € на месец. Включва профилактика и …": what the deal includes is no service of its own.)
      new RegExp(`(?<!\\p{L})(?:включва|включват|включено|включени)\\s+(?:и\\s+)?${escapeRe(c)}(?!\\p{L})`, 'iu').test(
        text,
      ) ||
      // ("… един курс е 90 лева": one of the thing the deal prices, said as its subject, is how it is counted, no service.)
      (/^(?:един|една|едно)\s+\p{L}+$/iu.test(c) &&
        new RegExp(`(?<!\\p{L})${escapeRe(c)}\\s+(?:е|са|струва|струват)\\s`, 'iu').test(text)) ||
      // ("… давате им храна от ръка, правите снимки и …": what the customer does there is no service, «Предлагаме снимки».)
      doneByCustomer(c, text) ||
      // ("Поставяме автомата безплатно, вие плащате само кафето": what the customer does is no service.)
      /^(?:вие|ти)\s+\p{L}/iu.test(c) ||
      // ("Пакет „Фирмено парти“ от 250 €, фотостена самостоятелно 90 €": a part priced on its own is an extra.)
      /\s(?:самостоятелно|отделно|поотделно|допълнително)$/iu.test(c) ||
      (/^(?:пон|вт|ср|чет|пет|съб|нед|делнич|всеки\s+ден)\p{L}*\.?(?:\s*[-–]\s*\p{L}+\.?)?\s/iu.test(c) &&
        /\d/u.test(c)) ||
      // ("Осеново" of "конна база при с. Осеново": the village the gazetteer does not know is where.)
      onlyAfterSettlement(c, text) ||
      // ("… с въдици, стръв и кафе – 55 €": what comes with the trip is no service.)
      (/^\p{L}+\s+и\s+\p{L}+$/u.test(c) &&
        new RegExp(`(?:^|\\s)(?:с|със)\\s+\\p{L}+(?:\\s+\\p{L}+)?,\\s*${escapeRe(c)}(?![\\p{L}])`, 'iu').test(text)) ||
      isRegionName(c) ||
      isQuarter(capitalizeFirst(c)) ||
      celebratedOnly(c, text, offerSentence)
    )
      continue;
    // ("4 клетки денонощно, жетон 1 € …" of a car wash: a count of what the place has, priced nowhere, is a fact of the
    // deal, no service: «Предлагаме клетки денонощно.».)
    // (A lone word counted, "5 срещи", is left to the deed the owner says: "учи на плетене …".)
    if (
      countWordsOf(c) >= 2 &&
      offer
        .split(/,\s+|;\s+/u)
        .some(
          (part) =>
            new RegExp(`(?<![\\p{L}\\d])\\d+\\s+${escapeRe(c)}(?!\\p{L})`, 'iu').test(part) && offerScore(part) === 0,
        )
    )
      continue;
    // ("Поставяме вендинг автомати за кафе и закуски БЕЗПЛАТНО във фирми … Кафе от 0,60 €": the ware the deal opens
    // with is one word of what the owner's opening verb puts, makes or sells; that whole thing is the service, never
    // «Кафе».)
    if (next === leadOfTheDeal) {
      const put = objectOfOpeningVerb(opening);
      if (
        countWordsOf(put) > countWordsOf(c) &&
        new RegExp(`(?<!\\p{L})${escapeRe(lc(c))}(?!\\p{L})`, 'u').test(lc(put))
      ) {
        advertizedRaw = put;
        break;
      }
    }
    // ("МИКРОЗЕЛЕНЧУЦИ от Пловдив – грах, слънчоглед, репичка, босилек": the first of three or more kinds listed after
    // the dash is one of what the brief opens with; what it opens with is the service, never «Търсите грах?».)
    if (next === afterTheDash && lead && !isOnlyPlace(capitalizeFirst(lc(lead)))) {
      const kinds = /\s[–—-]\s+([^.!?;:]+)/u.exec(opening)?.[1]?.split(/,\s*|\s+и\s+/u) ?? [];
      if (kinds.length >= 3 && lc(kinds[0]!.trim()) === lc(c) && kinds.every((k) => countWordsOf(k) <= 3)) {
        advertizedRaw = capitalizeFirst(lowerIfShouted(lead));
        break;
      }
    }
    // ("Аспирационни системи за дърводелски цехове и мебелни фабрики - … Аспирация за малък цех до 4 машини от 3200 лв":
    // the deal prices one size of what the brief opens with, by the same word's stem; that whole line is the service,
    // never «Аспирация за малък цех» with «Търсите проектиране?» asked for it.)
    if (
      next === fromTheDeal &&
      c &&
      countWordsOf(lead) >= 2 &&
      !/\d/u.test(lead) &&
      !lc(lead).startsWith(lc(c)) &&
      !lc(c).startsWith(lc(lead)) &&
      stem5(c.split(/\s+/u)[0]!) === stem5(lead.split(/\s+/u)[0]!) &&
      // (The lead says it by its adjective, "аспирационни" of "аспирация": never the same word, "Кафе ванът" of "Кафе с
      // прясно мляко", where the van is the business and the coffee its ware.)
      /^\p{L}{4,}(?:ни|на|но|ен|ски|ска|ско|ови|ова|ово)$/iu.test(lead.split(/\s+/u)[0]!) &&
      lc(c.split(/\s+/u)[0]!) !== lc(lead.split(/\s+/u)[0]!) &&
      lc(offer).startsWith(lc(c))
    ) {
      advertizedRaw = lead;
      break;
    }
    // ("Ролетни щори и комарници по размер … Комарник на рамка от 22 €", "Торти по поръчка … торта с плодове 30 €": the
    // deal prices one of the wares the brief opens with, named by the same word in the plural; what it opens with is
    // the service, never «Търсите комарник на рамка?».)
    if ((next === fromTheDeal || next === leadOfTheDeal) && c && lead && oneOfTheLead(c, lead, offer)) {
      advertizedRaw = lead;
      break;
    }
    // ("обущар в центъра на Сливен – смяна на ток 8 лв, цип на ботуш 20 лв", "Шивачка в Пловдив – скъсяване на
    // панталон 5 лв, смяна на цип 8 лв": the trade's person the brief opens with is who the ad calls; the first of two
    // jobs or more the deal prices is one line of the deal, never «При мен ще намерите смяна на ток.».)
    if (
      (next === fromTheDeal || next === leadOfTheDeal) &&
      c &&
      countWordsOf(lead) === 1 &&
      isAgentNoun(lead) &&
      // (…unless the name says the person already: "Шивачка Сийка, Сливен: скъсяване на дънки 8 лв, …".)
      !lc(name).split(/\s+/u).includes(lc(lead)) &&
      // (…nor when they say what they do: "ковач Стефан от Елхово правя ковани порти огради и парапети …, порта 3 м от
      // 1800 лв, парапет …" is the gates, never «Ковач».)
      !opening
        .split(/\s+/u)
        .some((w) => isFirstPersonVerb(lc(w)) || isOwnVerb(lc(w)) || /^прав(?:я|им)$/u.test(lc(w))) &&
      (offer.match(PRICE_G) ?? []).length >= 2 &&
      dealPiece(c, offer)
    ) {
      advertizedRaw = lead;
      break;
    }
    // ("Циркова школа за деца „Шапито“ – Русе. Жонглиране, акробатика, ходене на въже, моноцикъл. … 50 лв на месец": the
    // first of three or more things listed after a school, a club or a shop that the brief opens with, and what it is
    // for, is one of what it holds; the business is what the deal's fee is for, never «Жонглиране 25,56 € на месец».)
    if (next === listedFirst && c) {
      const house = businessNounPhrase(opening);
      if (
        countWordsOf(house) >= 3 &&
        /\s(?:за|по|на)\s+\p{Ll}/u.test(house) &&
        // (A business by its own noun, never a question the brief opens with: "Пак ли сандвич на бюрото за обяд?".)
        house.split(/\s+/u).some((w) => startsWithBusinessNoun(w)) &&
        !/\?\s*$/u.test(opening) &&
        !/\d/u.test(house) &&
        !lc(house).includes(lc(c)) &&
        splitServiceList(services.text).length >= 3
      ) {
        advertizedRaw = house;
        break;
      }
    }
    if (next === fromTheDeal && c) {
      const job = openingJob(sentences, offerSentence);
      if (job && dealPiece(c, offer) && !sharesStem(c, job)) {
        advertizedRaw = job;
        break;
      }
      // ("Ковач Стефан от Елхово правя ковани порти огради и парапети …, порта 3 м от 1800 лв": one measured piece of
      // what the owner says they make is a line of the deal; their deed, by its noun, is the service.)
      // (…unless the brief opens with the ware itself: "Пушена риба от Созопол – пушим скумрия, …" says it.)
      const leadWord = lc(lead.split(/\s+/u)[0] ?? '');
      const leadIsWare =
        countWordsOf(lead) >= 2 &&
        !isAgentNoun(leadWord) &&
        !startsWithBusinessNoun(leadWord) &&
        !PLACE_OF_WORK_RE.test(leadWord);
      // ("Опушвалня … - опушваме ваша риба, месо и сирене … 3 € на кг, пушена пъстърва от нас 18 € кг": a deal that opens
      // on a bare price prices the owner's deed; a ware named after it is a second line, never the trade.)
      const afterBarePrice = BARE_PRICE_RE.test((offer.split(/,\s+/u)[0] ?? '').trim()) && !lc(offer).startsWith(lc(c));
      const made =
        !leadIsWare &&
        ((dealPiece(c, offer) && (/\d/.test(c) || countWordsOf(c) === 1)) ||
          (afterBarePrice && lc(offer).includes(lc(c))))
          ? deedInOpening(opening) || deedAfterDash(opening)
          : '';
      if (made && !lc(made).startsWith(lc(c))) {
        advertizedRaw = made;
        break;
      }
      // ("втория опит … е безплатен": the second of it repeats the job, whatever it is; it names none.)
      // ("жетон 1 € за 3 минути" of a self-service car wash: a thing priced by the minutes it buys is how the deal is
      // sold, no service.)
      // (…unless the brief opens with it: "втора пица -50%" of a "Пицария" is its ware.)
      if (
        (secondOf(c, offer) && !sharesStem(c, beforeTheOffer, 4)) ||
        new RegExp(
          `(?<!\\p{L})${escapeRe(c)}\\s+(?:по\\s+)?\\d+(?:[.,]\\d+)?\\s*(?:€|евро|лв\\.?|лева)\\s+(?:за|на)\\s+(?:\\d+\\s+)?(?:минути|минута|мин\\.?|час|часа)(?!\\p{L})`,
          'iu',
        ).test(offer)
      )
        continue;
    }
    // ("Тръскане на орехи и бадеми с машина - тръскачка на трактор, …", "Цепене на дърва - цепачка 20 тона": the machine
    // named by the job's own stem is what does the job; the job the brief opens with, and what it is done on, is the
    // service, never «Търсите тръскачка на трактор?».)
    if (machineOfTheJob(c, lead)) {
      advertizedRaw = lead;
      break;
    }
    // ("Рила" of "хижа Мечи чал, Рила, 20 € на легло": the mountain is where, not what.)
    // (…nor "тракия" of "… в Пловдив – тракия, почиствам …": a quarter typed in lower case.)
    // ("Враца яйцата" of "… с. Крушовица обл. Враца яйцата 0,20 € бройката": a reading that opens with the
    // region or the town typed after its "обл."/"гр." is cut across where, not what they do: what the brief
    // opens with is, else the next reading.)
    // ("Русе мелим жито и царевица на ишлеме": a job said after it is the service by its noun.)
    if (leadsWithPlace(c, text)) {
      const deed = firstPersonToNoun(c.replace(/^\p{Lu}\p{Ll}+\s+/u, ''));
      if (countWordsOf(deed) >= 2 && JOB_NOUNS.has(deed.split(' ')[0]!)) {
        advertizedRaw = deed;
        break;
      }
      if (!leadIsTheBusiness) continue;
      advertizedRaw = lead;
      break;
    }
    // Once the first reading is passed over, the business's own noun ("Аптека", "Ръчна автомивка",
    // "Детска ясла и градина") is who they are, not what they advertise.
    const who = c
      .split(/\s+/)
      .every((w) => startsWithBusinessNoun(w) || /^(?:и|\p{L}+(?:ска|ски|ско|на|ен|ни|но))$/iu.test(w));
    if (passed && who) continue;
    passed = true;
    if (DEAL_UNIT_RE.test(c) && !weakService('', lead)) continue;
    // ("Диагностика 20 €", "Курсът е 690 €", "Есенна промоция", "iPhone от 55 евро", "колело под наем още 15 €":
    // a unit, a brand or an extra of the deal is no service when the brief opened with one.)
    // (The brief's lead says it, when there is one: "ремонт на телевизори …, диагностика 10 евро".)
    if (openedWithService && DEAL_ITEM_RE.test(c)) {
      if (!lead || DEAL_ITEM_RE.test(lead)) continue;
      advertizedRaw = lead;
      break;
    }
    // "Стрелбище с лък – … 30 стрели с инструктаж 10 €", "Катерачна стена … – месечна карта за катерене 45 €": the
    // noun phrase the brief opens with is what the business is; what the deal prices is its offer.
    if (leadIsTheBusiness && !sharesHead(c, lead)) {
      advertizedRaw = lead;
      break;
    }
    if (HOW_OFTEN_RE.test(c)) advertizedRaw = lead;
    else if (!weakService(c, lead, offer)) advertizedRaw = c;
    else if (lead || !unusable(c)) advertizedRaw = lead || c;
    else continue;
    break;
  }
  // ("Костюми под наем за Коледа … Наем за 1 ден 15 лв": the rent the deal prices is of what the brief says is rented.)
  // ("Шием и даваме под наем народни носии": what follows "под наем" after a verb is the thing rented.)
  const rentedThing = /^наем(?:ане)?(?:\s+(?:на|за)\s+(?:ден|денонощие|час|седмица|месец))?$/iu.test(advertizedRaw)
    ? (/(?<!\p{L})((?:\p{L}{3,}(?:ни|ки|ви|ди|ри)\s+)?\p{L}{3,})\s+под\s+наем(?!\p{L})/iu.exec(text)?.[1] ?? '')
    : '';
  const rentedAfter =
    /(?<!\p{L})под\s+наем\s+((?:\p{Ll}{3,}(?:ни|ки|ви|ди|ри)\s+)?\p{Ll}{3,})(?=\s*[,.;:!?–—-]|\s*$)/u.exec(text)?.[1];
  const rentVerb = (w: string) => ownsVerb(w) || isOwnVerb(w) || /(?:ме|м)$/u.test(w);
  // ("Машини за захарен памук и пуканки под наем": the sentence's whole noun phrase before "под наем" is the thing
  // rented, never only its last word, "пуканки".)
  const rentedWhole = rentedThing
    ? /(?:^|[.!?]\s+)(\p{Lu}\p{Ll}{2,}(?:\s+\p{Ll}+){1,5}?)\s+под\s+наем(?!\p{L})/u.exec(text)?.[1]
    : undefined;
  const wholeRented =
    rentedWhole &&
    rentedWhole.toLocaleLowerCase('bg-BG').endsWith(rentedThing.toLocaleLowerCase('bg-BG')) &&
    rentedWhole.split(/\s+/).every((w) => !rentVerb(w.toLocaleLowerCase('bg-BG')) && !VERBS.has(w))
      ? rentedWhole
      : rentedThing;
  if (rentedThing && !rentVerb(rentedThing.split(/\s+/).at(-1)!.toLocaleLowerCase('bg-BG')))
    advertizedRaw = `${wholeRented} под наем`;
  else if (rentedThing && rentedAfter) advertizedRaw = `${capitalizeFirst(rentedAfter)} под наем`;
  // ("Разходка с лодка от пристанището на Созопол до остров Свети Иван": a trip cut where its start is named says where
  // it goes, the island, peak or cape, not where it leaves from.)
  const leavesFrom = /^(.+?)\s+от\s+\p{Ll}{4,}$/u.exec(advertizedRaw);
  const goesTo = leavesFrom
    ? new RegExp(
        String.raw`${escapeRe(advertizedRaw)}(?:\s+(?:на|в)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)?\s+(до\s+(?:остров|връх|нос|залив|хижа|манастир|водопад|пещера)\s+(?:[„"“«]?\p{Lu}\p{Ll}+)(?:\s+\p{Lu}\p{Ll}+)?[“”"»]?)`,
        'iu',
      ).exec(text)
    : null;
  if (leavesFrom && goesTo) advertizedRaw = `${leavesFrom[1]} ${goesTo[1]}`;
  // Nothing read as a service: what the owner's first statement names, in their words, rather than none
  // ("Давам под наем рибарска лодка …" → "Рибарска лодка под наем", "Водим групи за гъби в родопите …").
  // (…and the name read as the service is none: "ЗВУК ИВО | настройка на пиана у дома".)
  // ("Пране" of "Пране на килими Аква Чист гр. …": a bare job says what it is done on, as the brief opens.)
  const jobOpened = /^\p{L}{2,}(?:ане|ене|яне)$/iu.test(advertizedRaw)
    ? new RegExp(`^${escapeRe(advertizedRaw)}\\s+на\\s+\\p{Ll}{3,}(?:\\s+(?:и\\s+)?\\p{Ll}{3,}){0,2}`, 'iu').exec(
        opening,
      )
    : null;
  // ("Почистване на комини Иванов чистим …": a capitalised word after it is the name, where the job ends.)
  if (jobOpened) advertizedRaw = stripDangling(jobOpened[0].replace(/\s+\p{Lu}.*$/u, ''));
  // ("мобилен шиномонтаж Гуми на място в Ловеч, смяна 40 лв на кола": a bare job the deal prices, naming nothing it
  // is done on, gives way to the trade the brief opens with, up to its name, its town or its first comma.)
  // ("Вело сервиз на колела … Основно обслужване 35 €": a bare job with only its adjective, "основно", "пълна", names
  // nothing it is done on either; the trade the brief opens with, to the end of its sentence, is the service.)
  const adjectiveJob = ADJECTIVE_JOB_RE.test(advertizedRaw);
  if (BARE_JOB_RE.test(advertizedRaw) || adjectiveJob) {
    const trade = (
      adjectiveJob
        ? /^[^\p{L}]*((?:\p{Ll}+\s+){0,3}\p{Ll}{4,})(?=\s+(?:\p{Lu}|[„"«]|(?:в|във)\s|гр\.|с\.)|\s*[,–—-]|\s*[.!]\s*$)/u
        : /^[^\p{L}]*((?:\p{Ll}+\s+){0,2}\p{Ll}{4,})(?=\s+(?:\p{Lu}|[„"«]|(?:в|във)\s|гр\.|с\.)|\s*[,–—-])/u
    ).exec(lowerInitial(opening))?.[1];
    const job = advertizedRaw.toLocaleLowerCase('bg-BG');
    // (Never a person or a place: "Иван Петров, ремонт …", "Ловеч, смяна …".)
    const words = trade?.split(/\s+/) ?? [];
    if (
      trade &&
      !GIVEN_NAMES.has(words[0]!) &&
      // (…nor a greeting: "Добре дошли в „Слънце“ – … почистване".)
      !/^(?:добре|здравейте|здрасти|привет)$/u.test(words[0]!) &&
      !isOnlyPlace(capitalizeFirst(trade)) &&
      !words.some((w) => w === job || VERBS.has(w) || isVerbForm(w) || isFirstPersonVerb(w))
    )
      // ("климатици Иванов - монтаж от 100 лв": things said in the plural are what the job is done on.)
      advertizedRaw = /(?:и|ове|еве|ета)$/u.test(words.at(-1)!)
        ? `${capitalizeFirst(job)} на ${trade}`
        : capitalizeFirst(trade);
  }
  // ("бойлери в Плевен, ремонт от 60 лв": things in the plural, and a bare job the deal prices, are one service.)
  const dealJob = /^(\p{L}+)\s+(?:от\s+)?\d/u.exec(offer)?.[1]?.toLocaleLowerCase('bg-BG');
  if (
    dealJob &&
    BARE_JOB_RE.test(dealJob) &&
    /^\p{L}+(?:и|ове|еве|ета)$/u.test(advertizedRaw) &&
    !startsWithBusinessNoun(advertizedRaw) &&
    !isOnlyPlace(advertizedRaw)
  )
    advertizedRaw = `${capitalizeFirst(dealJob)} на ${advertizedRaw.toLocaleLowerCase('bg-BG')}`;
  // ("Занаятчийски двор" of the name "Занаятчийски двор Иванов": the name's own words say no service either.)
  const ofTheName =
    Boolean(name) &&
    Boolean(advertizedRaw) &&
    countWordsOf(name) > countWordsOf(advertizedRaw) &&
    new RegExp(`(?<!\\p{L})${escapeRe(advertizedRaw)}(?!\\p{L})`, 'iu').test(name);
  // ("„КУРС ЗА КРУПИЕ“ - Sunny Beach / Бургас. Учим рулетка …": a shouted title that says a course or a job and what it
  // is of is what is sold, no name; the service is the title itself, never «КУРС» cut from it nor the place after it.)
  const nameIsService =
    ofTheName &&
    !/\p{Ll}/u.test(name) &&
    /^(?:курс|курсове|уроци|обучение|школа|\p{L}{3,}(?:ане|ене|яне|ние)|ремонт|монтаж|изработка)\s+(?:за|на|по)\s+\p{L}{3,}/iu.test(
      name,
    );
  const noService =
    !advertizedRaw ||
    (ofTheName && !nameIsService) ||
    (Boolean(name) && !nameIsService && advertizedRaw.toLocaleLowerCase('bg-BG') === name.toLocaleLowerCase('bg-BG'));
  if (ofTheName) advertizedRaw = nameIsService ? capitalizeFirst(lc(name)) : '';
  if (noService && !/\[[^\][]{0,60}\]/.test(input)) {
    const said = saidFirst(sentences, name);
    // ("Гр. Първомай" of "Агро Петков, гр. Първомай: пресоваме …" is where, not what.)
    if (!isTownTyped(said)) advertizedRaw = said || advertizedRaw;
  }
  // "(ООД) търси дистрибутори на суха храна": what the sellers it seeks would sell is the service.
  advertizedRaw = capitalizeFirst(
    advertizedRaw.replace(
      /^търси(?:м|ме)?\s+(?:дистрибутори|партньори|търговци|търговски\s+представители|прекупвачи)\s+(?:на|за)\s+(?=\p{L}{3,})/iu,
      '',
    ),
  );
  // "Питки и козунаци по поръчка, козунак 1 кг 9 €": a measured unit of the deal gives way to the service the
  // owner listed before it, whose word it shares.
  // ("Пън до 30 см" of a firm that "сече аварийни дървета … и фрезова пънове": a short word measured is a unit too.)
  const unitHead = /\d/.test(advertizedRaw) ? stem5(/^\p{L}{3,}/u.exec(advertizedRaw)?.[0] ?? '') : '';
  // ("Кора 30 яйца" of "домашни яйца от кокошки …, кора 30 яйца 7 €", "Джанти" of "изправяне … на алуминиеви
  // джанти, 4 джанти за 160 €": the clause before the deal that names the counted ware says what they do.)
  const counted = /\d/.test(advertizedRaw)
    ? advertizedRaw
        .split(/\s+/)
        .filter((w) => /^\p{L}{4,}$/u.test(w))
        .map(stem5)
    : countWordsOf(advertizedRaw) === 1 && new RegExp(`\\d+\\s+${escapeRe(advertizedRaw)}`, 'iu').test(offer)
      ? [stem5(advertizedRaw)]
      : [];
  const listedBefore = counted.length
    ? offer
        .split(/,\s+|\s[–—-]\s/)
        .slice(0, -1)
        .find(
          (c) =>
            !/\d/.test(c) &&
            countWordsOf(c) >= 2 &&
            c
              .split(/\s+/)
              .some((w) => (w.length >= 5 && stem5(w) === unitHead) || (w.length >= 4 && counted.includes(stem5(w)))),
        )
    : undefined;
  // ("детска носия 85 €, женска 160 €": a priced item of the deal, two or three words, is a unit of it too.)
  // ("Продаваме прясно козе мляко 3 € литъра": what they say they sell is the ware, not a unit of it.)
  const pricedItem =
    countWordsOf(advertizedRaw) <= 3 &&
    new RegExp(`(?<!\\p{L})${escapeRe(advertizedRaw)}\\s+(?:от\\s+|за\\s+)?\\d`, 'iu').test(offer) &&
    !new RegExp(`(?:продава|предлага)\\p{L}*\\s+${escapeRe(advertizedRaw)}`, 'iu').test(text);
  // (…and where nothing was found: "Кемпери Бургас - давам под наем кемпер …"; one who opens with who they are,
  // "Аз съм Кирил и зидам …", is introduced by the writer in their own words instead.)
  // (…but a name said alone, "Казвам се Ели. Реставрирам стари икони …", leaves the deed to the sentence after it.)
  const opensWithWho =
    /^\s*(?:здравейте,?\s*)?(?:аз\s+съм|ние\s+сме|казвам\s+се)\s/iu.test(text) &&
    !NAME_ONLY_RE.test(sentences[0] ?? '');
  const deed =
    !listedBefore && (unitHead || pricedItem || countWordsOf(advertizedRaw) === 1 || (!advertizedRaw && !opensWithWho))
      ? deedIn(text, pricedItem && !unitHead && countWordsOf(advertizedRaw) > 1, !advertizedRaw) ||
        namedDeed(text, name) ||
        taughtBy(text, name) ||
        deedMidLine(opening)
      : '';
  const firstWord = (s: string) => s.split(/\s+/)[0]!;
  // (…a lower-case word after "с"/"по", never a name: "Фотосесия с Дядо Коледа" is a photo session.)
  const bareWith = /^\p{L}{4,}$/u.test(advertizedRaw)
    ? new RegExp(`^${escapeRe(advertizedRaw)}\\s+(?:с|със|по)\\s+(\\p{L}{4,})(?!\\p{L})`, 'iu').exec(offer)
    : null;
  // ("продаваме пресни кладници и печурки …, кладница 7 лв кг": the ware the deal prices one of is sold with the others
  // the owner names, in the plural.)
  const soldWith =
    pricedItem && countWordsOf(advertizedRaw) <= 2 && !listedBefore
      ? [
          ...text.matchAll(
            /(?:продава|предлага)\p{L}*\s+(\p{Ll}{3,}(?:\s+\p{Ll}+){1,4}?)(?=\s+(?:директно|направо|от|в|във|на|за|с|със|по)\s|\s*[.,;:!–—]|$)/gu,
          ),
        ]
          .map((m) => m[1]!)
          .find(
            (list) =>
              /\sи\s/u.test(list) &&
              list.toLocaleLowerCase('bg-BG') !== advertizedRaw.toLocaleLowerCase('bg-BG') &&
              list.split(/\s+/).some((w) => w.length >= 4 && stem5(w) === stem5(advertizedRaw.split(/\s+/)[0]!)),
          )
      : undefined;
  // ("Логопед … Консултация 40 лв, терапия 35 лв за 45 мин": with no deed of the owner's to say, the deal's two priced
  // jobs are said together, never the first alone.)
  const secondJob =
    !deed && !listedBefore && pricedItem && countWordsOf(advertizedRaw) === 1
      ? new RegExp(
          String.raw`^${escapeRe(advertizedRaw)}\s+(?:от\s+)?\d[^,]*,\s+(\p{Ll}{4,}(?:ия|ция|ане|ене|яне|ние|аж|ура))\s+(?:от\s+)?\d`,
          'iu',
        ).exec(offer)?.[1]
      : undefined;
  // ("Табела от орех от 90 лв" of "Правя ръчно резбовани икони, табели и мебели по поръчка", "Шал от 40 лв" of "плета
  // шалове и шапки от вълна": one piece the deal prices, of a kind the owner listed among others, is a unit of the deal;
  // the owner's list is what they do, never «Търсите табела от орех?».)
  const listedKinds = services.text ? splitServiceList(services.text) : [];
  const ownList =
    pricedItem &&
    !listedBefore &&
    !soldWith &&
    !deed &&
    !secondJob &&
    listedKinds.length >= 2 &&
    // ("Почистване на бойлер 35 евро" of "монтаж и почистване на бойлери, …": a job priced is no piece of a ware.)
    !/^(?:\p{L}+(?:ане|ене|яне|ние|ция|зия)|ремонт|монтаж|смяна|поправка|изработка|настройка|поддръжка|профилактика|доставка)$/iu.test(
      firstWord(advertizedRaw),
    )
      ? listedKinds.findIndex((item) => item.split(/\s+/).some((w) => sameNoun(w, firstWord(advertizedRaw))))
      : -1;
  // ("Кашончета" of "1000 кашончета от 190 €", listed first as "кашончета": the piece said as listed is the service.)
  const saidAsListed = listedKinds.some((item) => lc(item) === lc(advertizedRaw));
  // ("студено пресовано орехово, тиквено и ленено масло": a list that closes with its own "и" is said as typed, never
  // «… орехово и тиквено и ленено масло».)
  if (ownList >= 0 && !saidAsListed)
    advertizedRaw = /\sи\s/u.test(listedKinds.at(-1)!) ? listedKinds.join(', ') : andList(listedKinds);
  else if (listedBefore) advertizedRaw = tidy(listedBefore);
  else if (secondJob) advertizedRaw = `${advertizedRaw} и ${secondJob}`;
  else if (soldWith) advertizedRaw = soldWith;
  // ("тапицер Иван Колев - претапицирам дивани и столове …, диван 3 места 180 €": the owner's own deed, by its
  // noun, rather than the measured unit the deal prices.)
  // (…and over a bare word of the deal: "профилактика 25 €", "урок 20 €" of "поправям шевни машини", "уча деца на шах".)
  // ("Мед" of "продавам мед от собствен пчелин" is the deed's own head: it stays.)
  // (A priced job gives way only to a deed that says more: "Претапициране на стол" to "… на дивани, фотьойли и
  // столове", not "Настройка на пиано" to "настройка на пиана".)
  else if (
    deed &&
    // ("Преглед" of "преглеждам влечуги и костенурки, преглед 25 €": one bare job is what the deed says in full;
    // "Мед" of "продавам мед от собствен пчелин" is the ware, and stays.)
    ((countWordsOf(advertizedRaw) === 1 && JOB_NOUNS.has(advertizedRaw.toLocaleLowerCase('bg-BG'))) ||
      !deed.toLocaleLowerCase('bg-BG').startsWith(`${advertizedRaw.toLocaleLowerCase('bg-BG')} `)) &&
    (!pricedItem ||
      unitHead ||
      countWordsOf(advertizedRaw) === 1 ||
      countWordsOf(deed.split(/\s+(?:в|във)\s+\p{Lu}/u)[0]!) > countWordsOf(advertizedRaw) ||
      stem5(firstWord(deed)) !== stem5(firstWord(advertizedRaw)) ||
      // ("Кошница за гъби 18 €" is one of the "кошници от ракита" they make: the kind, in the plural, is the service.)
      (/\p{L}{3,}и$/u.test(firstWord(deed)) &&
        firstWord(deed).toLocaleLowerCase('bg-BG') !== firstWord(advertizedRaw).toLocaleLowerCase('bg-BG')))
  )
    advertizedRaw = deed;
  // ("Прозорец 120/140 от 180 €" with nothing listed before it: a size the deal prices is no service.)
  // ("Финландска сауна 2х2 м" keeps what it is: "Финландска сауна".)
  else if (/\d+\s*[/xх×]\s*\d+/u.test(advertizedRaw)) {
    const unsized = tidy(
      advertizedRaw.replace(/\s*\d+(?:[.,]\d+)?\s*[/xх×]\s*\d+(?:[.,]\d+)?\s*(?:см|мм|м)?\.?/gu, ' '),
    );
    advertizedRaw = /^\p{L}{3,}\s+\p{L}{3,}/u.test(unsized) && !/\d/.test(unsized) ? unsized : '';
  }
  // ("Разходки с магарета за деца …, 10 € на час": a bare noun of the deal says what it is with what follows it.)
  else if (bareWith && /^\p{Ll}/u.test(bareWith[1]!)) advertizedRaw = bareWith[0];
  // "Слухови апарати с безплатен тест … Апарат от 390 €": the deal's bare noun is the kind the brief opened with.
  // (A list of the owner's services says it whole already: "надгробни паметници от гранит и мрамор, надписи".)
  else if (/^\p{L}{4,}$/u.test(advertizedRaw) && !services.text && opening !== offerSentence)
    advertizedRaw = kindOpenedWith(advertizedRaw, opening);
  // ("Профилактика с почистване и смазване" of "… ремонтирам шевни машини, … профилактика … 35 €", "Смяна на гуми и
  // спирачки" of "… ремонтира инвалидни колички – смяна … от 15 €": a priced job that names nothing of the owner's
  // own deed is a unit of the deal; the deed, which names what they work on, is the trade.)
  if (
    countWordsOf(advertizedRaw) >= 2 &&
    new RegExp(`(?<!\\p{L})${escapeRe(advertizedRaw)}\\s+(?:от\\s+|за\\s+)?\\d`, 'iu').test(offer)
  ) {
    const stems = (x: string) =>
      x
        .split(/[\s,]+/u)
        .filter((w) => w.length >= 4)
        .map(stem5);
    const own = deedIn(text) || namedDeed(text, name);
    const priced = new Set(stems(advertizedRaw));
    // (…said before the priced job, as what they are: "хранене на козлетата" after "прясно козе мляко 3 €" is a
    // second offer, not the trade.)
    const at = (x: string) => text.toLocaleLowerCase('bg-BG').indexOf(x.toLocaleLowerCase('bg-BG'));
    const ownAt = at(own.split(/[\s,]+/u).at(-1) ?? '');
    if (
      countWordsOf(own) >= 2 &&
      countWordsOf(own) <= 8 &&
      !/^(?:и|или|на|за|с|със|в|от)\s/iu.test(own) &&
      !stems(own).some((w) => priced.has(w)) &&
      ownAt >= 0 &&
      ownAt < at(advertizedRaw)
    )
      advertizedRaw = capitalizeFirst(own);
  }
  // ("Монтана снимки за лична карта" of "ФОТО ЕКСПРЕС Монтана снимки …": the town it opens with is where.)
  const openingTown = advertizedRaw ? findPlaces(advertizedRaw)[0] : undefined;
  if (openingTown?.start === 0 && /^\s+\p{Ll}{3,}\s+\p{L}/u.test(advertizedRaw.slice(openingTown.end)))
    advertizedRaw = capitalizeFirst(advertizedRaw.slice(openingTown.end).trim());
  // "водопроводчик смолян ремонт на течове": the service ends where the town starts.
  const townHit = advertizedRaw ? findPlaces(advertizedRaw)[0] : undefined;
  // "Пресни закуски до офиси в Русе всеки делничен ден": there it ends before "в" and its town.
  const inTown = townHit ? /\s(?:в|във)\s+$/u.exec(advertizedRaw.slice(0, townHit.start)) : null;
  // ("Косене на трева и градинарски услуги Бургас": a capitalised town that ends it, with no "в" before it, too.)
  const bareTownLast = townHit && !advertizedRaw.slice(townHit.end).trim() && typedBare(advertizedRaw, townHit.start);
  const townAt =
    townHit && (/^\p{Ll}/u.test(advertizedRaw.slice(townHit.start)) || bareTownLast)
      ? townHit.start
      : inTown && inTown.index > 0
        ? inTown.index
        : -1;
  const placed = townAt > 0 ? stripDangling(advertizedRaw.slice(0, townAt)) : advertizedRaw;
  // ("Детска площадка за рождени дни Балонче": the name after what they are is said apart.)
  // (…and the name alone is no service: "ДЖАМПИ ПАРТИ Плевен 🎉 надуваеми замъци …".)
  const unnamed = (x: string) => {
    // ("почистване на бойлери … фирма" of "… фирма топла вода": the noun the name came with goes with it.)
    const cut = stripDangling(x.slice(0, -name.length - 1));
    const bare = cut.replace(/\s+(?:фирма|студио|склад|сервиз|работилница|ателие|магазин)$/u, '');
    return countWordsOf(bare) >= 2 ? bare : cut;
  };
  // ("смяна на гуми" of "мобилен шиномонтаж Гуми на място, Ловеч, смяна на гуми 20 лв", "ремонт на покриви" of
  // "покривна фирма Покриви": the name's word typed in small letters after a job and its "на", the name itself typed
  // with its capital, is what the job is done on, never a name signed after it: «Смяна» alone said nothing.)
  const nameAsObjectHere = nameAsObject(placed, name, text);
  const unpetted =
    name && lc(placed).endsWith(` ${lc(name)}`) && placed.length > name.length + 8 && !nameAsObjectHere
      ? unnamed(placed)
      : name && !nameIsService && placed.toLocaleLowerCase('bg-BG') === name.toLocaleLowerCase('bg-BG')
        ? ''
        : placed;
  // ("ПЕТ ТАКСИ – возим домашни любимци": the English "pet", never "пет", five taxis.)
  const pet = /^пет\s+(такси|хотел|шоп|магазин|грумър|груминг)$/iu.exec(unpetted);
  // ("… правим овче сирене и кисело мляко … сиренето е 20 лева килото": the ware the price names again, with its
  // article, is the one the owner listed: "овче сирене".)
  const definite = /^(\p{L}{3,})(?:то|та|те|ът|ят)$/iu.exec(unpetted)?.[1];
  const listed = definite
    ? splitServiceList(services.text).find((x) =>
        new RegExp(`(?<!\\p{L})${escapeRe(lc(definite))}\\p{Ll}{0,2}$`, 'u').test(lc(x)),
      )
    : undefined;
  const advertized =
    listed && countWordsOf(listed) <= 4
      ? listed
      : pet && /(?<!\p{L})(?:домашн\p{L}*\s+любим\p{L}*|любимц\p{L}*|куче|кучета|котк\p{L}*)(?!\p{L})/iu.test(text)
        ? `${capitalizeFirst(lc(pet[1]!))} за домашни любимци`
        : unpetted;
  const location = findLocation(text.replace(/\[[^\][]{0,60}\]/g, ' '), name);
  const introduced = splitIntroduction(offer, name);

  const result: BusinessDetails = {
    BusinessName: nameIsService ? '' : name,
    // "Автосервиз Мотор в Бургас – смяна на масло за 60 лв.": the clause before the offer describes the business.
    // …and says it before the owner's other sentences ("Стоматолог д-р Илиева, Габрово. Работим и в събота").
    // ("… бай Кольо" says only who: the where and when cut from the deal, "Точа ножове … на пазара в Сливен всяка
    // неделя", says what they do.)
    BusinessDescription: withCallThenPromise(
      orTheLead(
        withIntro(
          intro || runOnOpening || ctaIntro,
          withTheDealLead(
            descriptionField(sentences, text, offerSentence, cta.sentence, runOn, offer),
            offerSentence,
            offer,
          ),
        ) ||
          namedBusiness(text, name) ||
          introduced.intro ||
          // "Акордьор на пиана Георги Ненов - настройвам пиана … в гр. Сливен и Ямбол, акорд 70 €, …": one sentence
          // typed with its deal still says who and what before it.
          (runOn ? '' : beforeTheDeal(offerSentence, offer)),
        offerLead,
        name,
      ),
      sentences,
    ),
    // One comma-separated list, so no reader splits "…, както и X" into a bullet "както".
    Services: cap(
      lineList(text) ||
        splitServiceList(services.text)
          // ("… брави врати прозорци и давате списък какво да се смени": a verb said to the customer, "давате",
          // is no thing listed.)
          .filter(
            (x) =>
              !NOT_SOLD_RE.test(x) &&
              !NOT_A_WARE_RE.test(x) &&
              !/^(?!карате)\p{L}{2,}[ая]те\s/iu.test(x) &&
              // ("снимки" of "…, правите снимки и …": the customer's own doing, its verb cut, is no thing listed.)
              !doneByCustomer(x, text) &&
              // ("…, около 40 минути": how long it lasts is no thing listed either.)
              !/^(?:около|над|до|за|към)?\s*\d+(?:[.,]\d+)?\s*(?:минути|мин\.?|часа|час|ч\.?)$/iu.test(x.trim()) &&
              // ("…, винаги с инструктор": how it always goes is no thing listed.)
              !/^винаги(?!\p{L})/iu.test(x.trim()) &&
              // ("тръскачка на трактор, не чупи клоните": what the work never does is a property, no thing listed,
              // never «Предлагаме не чупи клоните.».)
              !/^не\s+\p{Ll}{3,}/u.test(x.trim()),
          )
          .join(', ') ||
        (NOT_SOLD_RE.test(services.text) || NOT_A_WARE_RE.test(services.text) ? '' : services.text),
    ),
    // "Домашни яйца и сирене от нашата ферма" cut before the farm: "от нашата" goes with it.
    AdvertizedService: advertized
      ? capitalizeFirst(
          indefinite(
            wholeAdjectiveList(
              firstPersonToNoun(withoutMeasure(advertized, offer))
                .replace(OUR_TAIL_RE, '')
                // ("Годишна данъчна декларация за вас до 30 април!!!": the headline's "for you" is whom it calls, no
                // part of what is offered.)
                .replace(/\s+за\s+(?:вас|теб|тебе|всеки|всички)$/iu, '')
                // ("копаене на кладенци в района" of "… в района на Ихтиман": the area cut from its town is where.)
                .replace(/\s+(?:в|във)\s+(?:района|региона|областта|околността|околностите)$/iu, '')
                // ("калиграфия ръчно изписани покани" typed with no comma: the craft and the ware it makes are two, joined.)
                .replace(
                  /^(\p{L}{3,}(?:ия|ка|ство|ане|ене|яне|ние|ура))\s+(?=(?:ръчно|машинно|собственоръчно)\s+\p{L}{3,}(?:ни|ти)\s+\p{L}{3,})/iu,
                  '$1 и ',
                )
                // ("Гледане на котки и малки кучета докато сте на почивка": when the customer needs it is said apart.)
                .replace(/\s+докато\s+\p{L}.*$/iu, '')
                // ("Домашна лютеница и туршии от баба Райна": who makes it is the name, said apart.)
                .replace(/\s+от\s+(?:баба|дядо|бай|леля|чичо)(?:\s+\p{Lu}\p{Ll}+)?\s*$/u, ''),
              text,
            ),
          ),
        )
      : '',
    Offer:
      cta.condition && introduced.deal && !introduced.deal.includes(cta.condition)
        ? `${introduced.deal}, ${lowerInitial(cta.condition.replace(/[.!]+$/u, ''))}`
        : introduced.deal,
    CTA: cta.value,
    BusinessLocation: location,
    TargetAudience: audienceField(text),
  };
  const out = dealOutOfDescription(
    noWhereOrWhenAsWhat(
      titleAsDeed(
        nameWithItsNoun(
          offerLeadOff(
            keepComingToYou(
              placeOutOfServices(
                finalize(
                  deedsListed(saidOnce(withoutSite(villageKept(pricesKept(result, text), text)))),
                  text,
                  runOn,
                  input,
                ),
              ),
              text,
            ),
            text,
          ),
          text,
        ),
      ),
    ),
  );
  // ("котешки хотел мърка в гр добрич": the description says the brand read in lower case with its capitals, so no
  // trade is read as "котешки хотел мърка".)
  return lowerTyped
    ? {
        ...out,
        BusinessDescription: out.BusinessDescription.replace(
          new RegExp(`(?<!\\p{L})${escapeRe(name)}(?!\\p{L})`, 'giu'),
          name,
        ),
      }
    : out;
}

// ("цяла Северна България", "из цялата страна", "и селата около": the area served, before its place.)
const AREA_LEAD_RE = /^(?:(?:и|в|във|из|за|по|на|до)\s+)?(?:(?:цяла|цялата|целия|целият|цялото)\s+)?/iu;
const NATIONWIDE_ONLY_RE = /^(?:България|страната|държавата|света|областта|региона|околността|селата(?:\s+около)?)$/iu;
// ("ул.", "кв.", "ж.к.", "с.", "гр.": the words of an address.)
const ADDRESS_TOKEN_RE =
  /^(?:ул|бул|кв|жк|ж\.к|гр|с|обл|общ|пл)\.?$|^(?:улица|булевард|квартал|област|община|село|град)$/iu;
// ("Целият ден", "половин ден", "1 час": how long, never what.)
const TIME_SPAN_ONLY_RE =
  /^(?:цял(?:ия|ият|ата|ото|о)?|целия|целият|половин|един|една|едно|\d+)\s+(?:ден|дни|дена|седмица|седмици|месец|месеца|сезон|уикенд|година|час|часа|вечер|нощ|нощувка|денонощие)$/iu;

/** "с. Момчиловци", "гр. Ловеч", "цяла Северна България", "Габрово ул. Radetski": where, never what is offered. */
function isWhereOnly(item: string): boolean {
  const s = item.trim().replace(/[.!]+$/u, '');
  if (!s) return false;
  // ("Бургас и областта", "Видин и селата": a town and the villages around it.)
  const rest = s.replace(AREA_LEAD_RE, '').replace(AROUND_TOWN_RE, '');
  if (isOnlyPlace(rest) || isTownTyped(rest) || isRegionName(rest) || NATIONWIDE_ONLY_RE.test(rest)) return true;
  // (An address: the town and street words only, no word of the trade in lower case.)
  const words = s.split(/\s+/u);
  return (
    words.some((w) => ADDRESS_TOKEN_RE.test(w)) &&
    (findPlaces(s).length > 0 || /^(?:ул|бул|кв|жк|ж\.к)\./iu.test(s)) &&
    words.every((w) => ADDRESS_TOKEN_RE.test(w) || /^[\p{Lu}\d]/u.test(w) || /^(?:и|№|N)$/u.test(w))
  );
}

/** "майстор Николай", "бай Иван": who the owner is, never what is offered. */
const isWhoOnly = (item: string, name: string) =>
  (name !== '' && item.trim().toLocaleLowerCase('bg-BG') === name.toLocaleLowerCase('bg-BG')) ||
  /^(?:майстор|бай|баба|дядо|д-р|др\.|инж\.?)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.test(item.trim());

/**
 * "разходки с магарета …, с. Момчиловци" → «Предлагаме разходки … и село Момчиловци.», "Габрово ул. Radetski" →
 * «Предлагаме Габрово ул. Radetski.», "Целият ден" → «Предлагаме целият ден.»: a place, a street, the area served,
 * who the owner is or a bare time span is never a service. It leaves the list; a service that is only that gives way
 * to the first service the owner listed, or to none.
 */
function noWhereOrWhenAsWhat(d: BusinessDetails): BusinessDetails {
  const notWhat = (x: string) => isWhereOnly(x) || isWhoOnly(x, d.BusinessName) || TIME_SPAN_ONLY_RE.test(x.trim());
  const items = d.Services.split(/,\s+/u);
  const kept = items.filter((x) => !notWhat(x));
  const services = kept.join(', ');
  // ("Пресни черни миди директно" of "… директно от фермата": an adverb whose phrase was cut off goes with it.)
  const service = d.AdvertizedService.replace(/(?<=\p{L}{3,}\s+\p{L}{3,})\s+(?:директно|направо|веднага)$/iu, '');
  if (!notWhat(service)) return { ...d, Services: services, AdvertizedService: service };
  // ("ремонт на механични часовници, стенни, джобни": the first service with the kinds typed after it, whole.)
  const first = kept.findIndex((x) => countWordsOf(x) >= 2 && !notANounPhrase(x));
  if (first !== 0) return { ...d, Services: services, AdvertizedService: '' };
  let n = 1;
  while (n < kept.length && /^\p{Ll}{3,}(?:ни|ски|шки|цки|ови|еви)$/u.test(kept[n]!.trim())) n++;
  const kinds = kept.slice(1, n);
  const withKinds = kinds.length ? `${kept[0]}, ${andList(kinds)}` : kept[0]!;
  return {
    ...d,
    Services: kinds.length ? kept.slice(n).join(', ') : services,
    AdvertizedService: capitalizeFirst(withKinds),
  };
}

/**
 * "… Шивашко ателие „Феята“, гр. Кърджали, тел. 0885 …": a one-word name the owner typed only after the business's
 * own noun, in a line no field keeps, goes with its noun ("Ателие Феята"): alone, "Феята" reads as the owner's own
 * name ("Аз съм Феята от Кърджали").
 */
function nameWithItsNoun(d: BusinessDetails, text: string): BusinessDetails {
  const name = d.BusinessName;
  // ("Ритуална кухня Свети Никола", "Параклис … Света Петка": a saint's name alone is the saint, «Свети Никола е
  // решението.»; the business's own noun, and its adjective, go with it.)
  // (A name the owner quoted, "Аптека „Св. Пантелеймон“", is said with its noun by the writer already.)
  const saint =
    /^(?:Свети|Света|Св\.)\s+\p{Lu}/u.test(name) && !new RegExp(`[„"“«]${escapeRe(name)}`, 'u').test(text)
      ? new RegExp(
          `(?<!\\p{L})((?:\\p{L}{3,20}(?:на|ни|но|ен|ска|ски|ско|ова|ово|ов)\\s+)?(\\p{L}{4,20}))\\s+${escapeRe(name)}`,
          'u',
        ).exec(text)
      : null;
  // (A brief that opens with them, "Иконописно ателие Св. Лука, Самоков – …", has the writer say its noun as the trade.)
  if (
    saint &&
    saint.index > 0 &&
    /[^\s\p{Extended_Pictographic}]/u.test(text.slice(0, saint.index)) &&
    (looksLikeBusinessNoun(saint[2]!) || startsWithBusinessNoun(saint[2]!))
  )
    return { ...d, BusinessName: `${capitalizeFirst(saint[1]!)} ${name}` };
  // (Only where the owner writes as one person, "Шия …", and the name would be said as theirs; "Ресторант „Чинара“"
  // of a brief in no one's voice is said as "Чинара в Хасково".)
  const alone = text
    .split(/[^\p{L}]+/u)
    .map((w) => w.toLocaleLowerCase('bg-BG'))
    .some((w) => isFirstPersonVerb(w) || SINGULAR_VERB_RE.test(w));
  if (!/^\p{Lu}\p{Ll}+$/u.test(name) || !alone) return d;
  const typed = new RegExp(`(?<!\\p{L})(\\p{L}{4,})\\s+[„"“«]${escapeRe(name)}[“”"»]`, 'u').exec(text);
  if (!typed || !BUSINESS_NOUNS.has(typed[1]!.toLocaleLowerCase('bg-BG'))) return d;
  const kept = [d.BusinessDescription, d.Services, d.AdvertizedService, d.Offer, d.CTA].some((x) =>
    new RegExp(`(?<!\\p{L})${escapeRe(typed[1]!)}\\s+[„"“«]?${escapeRe(name)}`, 'iu').test(x),
  );
  return kept ? d : { ...d, BusinessName: `${capitalizeFirst(typed[1]!.toLocaleLowerCase('bg-BG'))} ${name}` };
}

// A person's title and the work it names: "семеен медиатор" offers "семейна медиация", "водещ на сватбени
// церемонии" offers "водене на сватбени церемонии"; the noun, its gender (for the adjective before it) and its number.
const TITLE_WORK: Record<string, readonly [string, 'm' | 'f' | 'n' | 'pl']> = {
  медиатор: ['медиация', 'f'],
  медиаторка: ['медиация', 'f'],
  преводач: ['превод', 'm'],
  преводачка: ['превод', 'm'],
  водещ: ['водене', 'n'],
  водеща: ['водене', 'n'],
  консултант: ['консултации', 'pl'],
  консултантка: ['консултации', 'pl'],
  декоратор: ['декорация', 'f'],
  реставратор: ['реставрация', 'f'],
  аниматор: ['анимация', 'f'],
  аниматорка: ['анимация', 'f'],
  организатор: ['организиране', 'n'],
  организаторка: ['организиране', 'n'],
};
/** "семеен" said of "медиация": "семейна"; "жестомимичен" of "превод" stays. */
function agreed(adjective: string, gender: 'm' | 'f' | 'n' | 'pl'): string {
  if (gender === 'm') return adjective;
  const ending = { f: 'а', n: 'о', pl: 'и' }[gender];
  if (/ски$/u.test(adjective)) return adjective.replace(/и$/u, ending);
  if (/еен$/u.test(adjective)) return adjective.replace(/еен$/u, `ейн${ending}`);
  // ("сватбен" keeps its "е", "сватбена"; "личен", "частен" drop it: "лична", "частна".)
  if (/[бвгдзклмнпрстфхцчшщ]{2}ен$/u.test(adjective) && !/стен$/u.test(adjective)) return `${adjective}${ending}`;
  if (/ен$/u.test(adjective)) return adjective.replace(/ен$/u, `н${ending}`);
  if (/ов$/u.test(adjective)) return `${adjective}${ending}`;
  return '';
}
/**
 * "Предлагам семеен медиатор", "Разчитайте на мен за водещ на изнесен ритуал": the title the owner opens with
 * names who they are; with no services listed, what they offer is the work it names, "семейна медиация", "водене на
 * изнесен ритуал".
 */
function titleAsDeed(d: BusinessDetails): BusinessDetails {
  const m = /^(?:(\p{L}{3,}(?:ен|ски|ов))\s+)?(\p{L}{4,})((?:\s+(?:на|за|по|при|с)\s.*)?)$/u.exec(
    d.AdvertizedService.trim(),
  );
  const work = m ? TITLE_WORK[m[2]!.toLocaleLowerCase('bg-BG')] : undefined;
  // (Services the owner lists say what the person offers already: "Аниматор за детски рождени дни 🎈 игри, балони".)
  if (!m || !work || d.Services) return d;
  const adjective = m[1] ? agreed(m[1].toLocaleLowerCase('bg-BG'), work[1]) : '';
  if (m[1] && !adjective) return d;
  return { ...d, AdvertizedService: capitalizeFirst(`${adjective ? `${adjective} ` : ''}${work[0]}${m[3]}`) };
}

/**
 * "Гр. Русе - косъм по косъм 30 €, …", "Обл. Ловеч - чистя комини …", "СЛУХОВИ АПАРАТИ „ЧУВАМ“ - безплатен тест …":
 * an offer cut from a line the owner typed in one breath may begin with where they are or who they are, which
 * other fields hold. Read out, "Гр. Русе" and the name shouted in capitals lead the deal; the deal starts after them.
 */
function offerLeadOff(d: BusinessDetails, text: string): BusinessDetails {
  // ("Мелница ЗЛАТЕН КЛАС с. Ряхово обл. Русе мелим жито … 0,10 € за кг": typed with no stop at all, the name
  // and where it is lead the deal up to the last place after the name.)
  const signed = d.BusinessName
    ? new RegExp(
        `^.{0,60}?(?<![\\p{L}\\d])${escapeRe(d.BusinessName)}(?:\\s*,?\\s*${PLACE_WORD}\\s*\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)+\\s*,?\\s+(?=\\p{Ll})`,
        'u',
      ).exec(d.Offer)
    : null;
  if (signed && offerScore(d.Offer.slice(signed[0].length)) > 0) {
    // (The field was cut to its length with the lead in it: the deal reads on to the phone as typed, "… и
    // продаваме пълнозърнесто брашно 1,20 € кг".)
    const from = text.toLocaleLowerCase('bg-BG').indexOf(d.Offer.toLocaleLowerCase('bg-BG'));
    const typed =
      from < 0
        ? ''
        : tidy(
            text
              .slice(from + signed[0].length)
              .split(PHONE_RE)[0]!
              .split(/[.!?]\s+(?=\p{Lu})/u)[0]!
              .replace(CALL_TAIL_RE, ''),
          ).replace(/[.!?,]$/u, '');
    const rest = d.Offer.slice(signed[0].length);
    return { ...d, Offer: capitalizeFirst(typed.startsWith(rest) ? cap(typed, OFFER_MAX_CHARS) : rest) };
  }
  const m = /^(.{2,80}?)\s*(?:\s[–—-]|,|:)\s+(?=\S)/u.exec(d.Offer);
  if (!m) return d;
  const lead = m[1]!.trim();
  const rest = d.Offer.slice(m[0].length);
  const place =
    new RegExp(String.raw`^${PLACE_WORD}\s*\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?$`, 'iu').test(lead) ||
    isOnlyPlace(lead);
  // (The name as typed, a word of its own: "изкупуваме стари коли за скрап" is the deal of "Скрап".)
  const named =
    Boolean(d.BusinessName) && new RegExp(`(?<![\\p{L}\\d])${escapeRe(d.BusinessName)}(?![\\p{L}\\d])`, 'u').test(lead);
  if (!(place || named) || offerScore(lead) > 0 || offerScore(rest) === 0) return d;
  return { ...d, Offer: capitalizeFirst(rest) };
}

// A job named by its noun, then up to five words of what it is on, then its price: "смяна на стъкло на айфон от 45 лв".
const JOB_HEAD = 'смяна|ремонт|монтаж|поправка|изработка';
/** Every price typed: "45 €", "25 лв", "120 евро". */
const PRICE_G = /\d\s*(?:лв|лева|€|евро)(?!\p{L})/giu;
/** "в 10, 14 и 18 ч.", "в 9:30 и 15:00 часа": the hours something starts at. */
const SCHEDULE_RE =
  /(?<!\p{L})в\s+\d{1,2}(?:[.:]\d{2})?(?:\s*,\s*\d{1,2}(?:[.:]\d{2})?)*(?:\s+и\s+\d{1,2}(?:[.:]\d{2})?)\s*(?:ч\.?|часа)(?!\p{L})/iu;
/** "срещу 10 лв. доплащане", "+5 € допълнително": what something adds to the price. */
/** "Предлагаме и нощувка …", "Правим и кърпене …": a service offered too, beside what the business does. */
const ALSO_OFFERED = String.raw`(?:предлагаме|предлагам|правим|правя|имаме|имам|организираме|осигуряваме)\s+и\s+`;
/** A sentence that prices one thing: "Семейна мини сесия 30 мин 50 евро.", "Само нокти – 10 лв." */
const PRICE_ONE_RE = /\d\s*(?:лв|лева|€|евро)\.?(?:\s|$|[,.;!/])/iu;
const ADDRESS_WORD_RE = /(?<!\p{L})(?:ул\.|улица|бул\.|кв\.|ж\.к\.)/iu;
const SURCHARGE_RE =
  /\d\s*(?:лв|лева|€|евро)\.?\s+(?:доплащане|допълнително|отгоре)(?!\p{L})|(?:доплащане|допълнително)\s+(?:от\s+)?\+?\d/iu;
/** "Идвам и у дома …" → "идвам и у дома …": the first word lowered when it is no name. */
const lowerFirstWord = (x: string) => (/^\p{Lu}\p{Ll}/u.test(x) ? lowerInitial(x) : x);
/** "Почасово", "денонощно от 1200 €": how often the deal is paid, alone or before its price. */
const HOW_OFTEN_RE =
  /^(?:почасово|денонощно|ежедневно|седмично|ежеседмично|месечно|целодневно|еднократно)(?=\s*(?:$|от\s|\d))/iu;
/** A job by its noun alone, naming nothing it is done on: "Смяна", "Ремонт". */
const BARE_JOB_RE =
  /^(?:смяна|ремонт|монтаж|поправка|изработка|настройка|профилактика|почистване|диагностика|обслужване|поддръжка)$/iu;
// ("Основно обслужване", "Пълна профилактика", "Цялостен ремонт": the job with only how much of it is done.)
const ADJECTIVE_JOB_RE =
  /^(?:основн\p{L}{1,2}|пълн\p{L}{1,2}|пълен|цялост\p{L}{2,3}|генерал\p{L}{2,3}|годишн\p{L}{1,2}|сезонн\p{L}{1,2}|стандарт\p{L}{2,3}|базов\p{L}{0,2}|малк\p{L}|малък|голям\p{L}{0,2})\s+(?:смяна|ремонт|монтаж|поправка|настройка|профилактика|почистване|диагностика|обслужване|поддръжка|сервиз)$/iu;
const JOB_PRICED_RE = new RegExp(
  String.raw`(?<!\p{L})((?:${JOB_HEAD}|\p{L}{3,}(?:ане|ене|яне))(?:\s+(?!(?:${JOB_HEAD})(?!\p{L}))[\p{L}]+){0,5}?\s+(?:от\s+)?${PRICE_AMOUNT}\s?(?:€|евро|eur|лв\.?|лева))(?!\p{L})`,
  'giu',
);
const PRICE_COUNT_RE = new RegExp(String.raw`${PRICE_AMOUNT}\s?(?:€|евро|eur|лв|лева)(?!\p{L})`, 'giu');

/**
 * "… идвам до вас с колата нож 2 евро ножица 3 евро звъни …": prices typed in one breath that no field holds are
 * the offer, each with the word it prices ("Нож 2 евро, ножица 3 евро"), so no ad loses the owner's price.
 */
function pricesKept(d: BusinessDetails, text: string): BusinessDetails {
  // (The call may hold the whole breath up to the phone: it is no offer.)
  const priced = [d.BusinessDescription, d.Services, d.AdvertizedService, d.BusinessName];
  if (d.Offer || priced.some((v) => /\d\s?(?:€|евро|eur|лв|лева)/iu.test(v))) return d;
  const items = [
    // (…with its measure and its unit: "стъкло 4 мм 12 евро на квадрат".)
    ...text.matchAll(
      new RegExp(
        String.raw`(?<!\p{L})(\p{L}{3,})\s+((?:${PRICE_AMOUNT}\s?(?:мм|см|м|кг|гр|г|л|мл)\.?\s+)?${PRICE_AMOUNT}\s?(?:€|евро|eur|лв\.?|лева)(?:\s*\([^()]{1,20}\))?(?:\s+(?:на|за)\s+(?:квадрат|кв\.?\s?м|метър|час|брой|бр|кг|човек|килограм)\.?)?)(?!\p{L})`,
        'giu',
      ),
    ),
  ]
    .filter((m) => !PREPOSITIONS.has(m[1]!.toLocaleLowerCase('bg-BG')) && !isVerbForm(m[1]!))
    .map((m) => `${m[1]} ${m[2]}`);
  // ("… смяна на стъкло на айфон от 45 лв смяна батерия 30лв почистване на лаптоп от прах 25 лв": each price with
  // the job it follows, whole, when every price follows one; not "Батерия 30лв, прах 25 лв".)
  const jobs = [...text.matchAll(JOB_PRICED_RE)].map((m) => m[1]!);
  const priceCount = text.match(PRICE_COUNT_RE)?.length ?? 0;
  if (jobs.length >= 2 && jobs.length === priceCount)
    return { ...d, Offer: cap(capitalizeFirst(jobs.join(', ').replace(/(\d)(лв|€|евро)/gu, '$1 $2'))) };
  return items.length ? { ...d, Offer: capitalizeFirst(items.join(', ')) } : d;
}

/**
 * "… с. Гложене, обл. Ловеч 0897 …": a village typed only beside the phone is said nowhere else, so the place
 * names it before its town ("с. Гложене, Ловеч"); typed in the description, the writer finds it there.
 */
function villageKept(d: BusinessDetails, text: string): BusinessDetails {
  // ("… гр. Трявна … обслужвам и с. Плачковци и с. Радевци": the villages they go to are not where they are.)
  const served = (at: number) =>
    /(?:обслужва\p{L}*|идва\p{L}*|пътува\p{L}*|ходя|ходим)(?:\s+и)?(?:\s+(?:в|във|до))?\s*(?:(?:с\.|село)\s*\p{Lu}\p{Ll}+\s*(?:,|и)\s*)*$/iu.test(
      text.slice(Math.max(0, at - 60), at + 1),
    );
  const found = [
    ...text.matchAll(/(?:^|[\s,(])(?:с\.|село)\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?=[\s,.;!?)]|$)/gu),
  ].find((m) => !served(m.index!))?.[1];
  // ("с. Широка лъка": a place the gazetteer knows keeps its second word typed in lower case.)
  const next = found ? new RegExp(`${escapeRe(found)}\\s+(\\p{Ll}+)`, 'u').exec(text)?.[1] : undefined;
  const known = next
    ? [...RESORTS, ...TOWNS].find((p) => p.toLocaleLowerCase('bg-BG') === `${found} ${next}`.toLocaleLowerCase('bg-BG'))
    : undefined;
  const village = known ?? found;
  // ("Магарешка ферма Смилян … с. Смилян, обл. Смолян": a farm named after its village says the village only as a name.)
  const unnamed = (f: string) => (d.BusinessName ? f.split(d.BusinessName).join(' ') : f);
  if (!village || [d.BusinessLocation, d.BusinessDescription, d.CTA].some((f) => unnamed(f).includes(village)))
    return d;
  return { ...d, BusinessLocation: d.BusinessLocation ? `с. ${village}, ${d.BusinessLocation}` : `с. ${village}` };
}

const lowerIfShouted = (s: string) => (/\p{Ll}/u.test(s) ? s : s.toLocaleLowerCase('bg-BG'));
// ("… за вашето тържество 🎉": whose feast it is for, one or two words up to where the phrase ends.)
const FOR_YOURS_RE = /\s+за\s+ваш(?:ия|ата|ето|ите)(?!\p{L}).*$/u;
const FOR_YOURS_TAIL_RE =
  /\s+за\s+ваш(?:ия|ата|ето|ите)(?:\s+\p{Ll}{3,}){1,2}?(?=\s*(?:[,.!;:–—]|\p{Extended_Pictographic}|$))/u;

/**
 * What the owner's first statement names, when no reading found a service: their verb dropped or made its noun,
 * up to where, for whom or the deal ("Посещение на фермата ни в с. Бели Осъм" → "Посещение на фермата"). A
 * greeting, an introduction, a question and a bare exclamation ("Имаме алпаки!") name nothing.
 */
function saidFirst(sentences: string[], name: string): string {
  // The name opening a line, quoted or not: "ЗВУК ИВО. …", "„НЕТ ПРО СЪРВИЗ“ – …" (built once, not per line).
  const quotedName = name ? `^[„"«“]?${escapeRe(name)}[“”"»]?` : '';
  const nameOpens = quotedName ? new RegExp(`${quotedName}(?:[.,:!]|\\s+[–—-])?\\s+`, 'u') : null;
  const nameDashOpens = quotedName ? new RegExp(`${quotedName}\\s+[–—-]\\s`, 'u') : null;
  for (const s of sentences.slice(0, 4)) {
    const named = tidy(stripPlaceholders(s))
      .replace(/^(?:здравейте|здрасти|добър\s+ден)[,!.\s]*/iu, '')
      // ("Аз съм Ники и премахвам гнезда на оси …": after who they are, what they do.)
      .replace(/^(?:[Аа]з\s+съм|[Кк]азвам\s+се|[Нн]ие\s+сме)\s+(?:\p{Lu}\p{L}+\s+){1,2}и\s+(?=\p{Ll})/u, '')
      // ("ЗВУК ИВО. настройка на пиана …": the name that opens the line is said apart.)
      // ("„НЕТ ПРО СЪРВИЗ“ – ИТ поддръжка …": quoted, and with a dash after it, too.)
      .replace(nameOpens ?? /$^/u, '');
    // ("Автоелектротехник Гошо, Горна Оряховица и Лясковец.": the towns after the name are where, never what; nor is
    // "Горна" a brand before "Оряховица".)
    if (isOnlyPlace(named)) continue;
    const t = named
      // ("Рошко Мобилен грумър Варна - идвам …": a brand before what they are goes with the name.)
      // ("Дядо Коледа за детски градини …": a title is no brand; Santa is what comes.)
      .replace(/^(?!(?:Дядо|Баба|Бай|Чичо|Леля|Кака|Майстор)\s)\p{Lu}\p{Ll}+\s+(?=\p{Lu}\p{Ll}+\s+\p{Ll})/u, '');
    if (!t || /\?\s*$/.test(s) || /^(?:аз\s+съм|казвам\s+се|ние\s+сме|имаме\s+\p{L}+\s*!?$)/iu.test(t)) continue;
    // ("… 120 € на месец. Включва посещение на място …": what the deal includes is no service.)
    if (/^(?:включва|включват|включено|включени|включен)(?!\p{L})/iu.test(t)) continue;
    // ("Фитнес Титан – карта за месец 45 лв.": after the name and its dash, a priced clause is the deal's.)
    const afterDash = Boolean(nameDashOpens?.test(tidy(stripPlaceholders(s))));
    if (afterDash && /\d\s*(?:лв|лева|€|евро)/iu.test(t)) continue;
    // ("Дядо Коледа идва у вас!": the one who comes, named, is what is sold: his visit, said whole.)
    const visit =
      /^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2})\s+идва(?:т)?\s+(?:у\s+вас|у\s+дома|при\s+вас|до\s+вас|на\s+адрес)(?=[\s.!]|$)/u.exec(
        tidy(stripPlaceholders(s)),
      );
    if (visit && visit[1] !== name && !findPlaces(visit[1]!).length) return `Посещение на ${visit[1]} у дома`;
    // ("идвам до вас и сменям счупен екран …": how they come, then what they do.)
    const came = /^(?:идвам|идваме)(?:\s+(?:до\s+вас|на\s+адрес|на\s+място|при\s+вас|у\s+вас))?\s+и\s+(?=\p{L})/iu.exec(
      t,
    );
    if (came) {
      const deed = firstPersonToNoun(t.slice(came[0].length));
      const what = stripDangling(
        deed
          .split(/\s+(?:за|в|във|до)\s+\d|[,–—:;(!]|\s-\s/u)[0]!
          .split(/\s+/)
          .slice(0, 6)
          .join(' '),
      );
      if (deed !== t.slice(came[0].length) && countWordsOf(what) >= 2) return capitalizeFirst(what);
    }
    const rent = /^(?:(?:давам|даваме|отдавам|отдаваме)\s+)?под\s+наем\s+(.+)$/iu.exec(t);
    const verb = (/^\p{L}+/u.exec(t)?.[0] ?? '').toLocaleLowerCase('bg-BG');
    // (A verb the owner's line opens with, "Зидам каменни огради …", is said as typed: the writer opens with it.)
    // (…but a line typed in one breath is too long to be said: "сглобяваме геймърски компютри по поръчка и ъпгрейд
    // … в свищов гаранция 2 години" names the job by its noun, up to where it is done.)
    const ownVerb = !rent && !FIRST_PERSON_DROP.test(t) && (FIRST_PERSON_NOUNS[verb] || derivedNoun(verb));
    if (ownVerb && countWordsOf(t) <= 12) return '';
    // ("Фурна „Добро утро“ в …": the business's own noun and its name say who, and the writer says the trade.)
    // (Nor is an address or a call: "Ул. Вичо Грънчаров 12", "Опитайте и баничките …".)
    if (
      startsWithBusinessNoun(verb) ||
      (name && t.includes(name)) ||
      /^(?:ул|бул|пл|ж\.?\s?к|кв)\.?\s/iu.test(t) ||
      // (A call at the end of a line typed in one breath is the call's: "гледане на …, почасово 8 €, звънете 0876 …".)
      CTA_VERB_RE.test(t.split(/[,–—:;]|\s-\s/u)[0]!)
    )
      continue;
    // ("Продаваме и регистрираме фискални касови апарати …": the sale and the second job, by their nouns, before what.)
    const soldAndDone = /^продава(?:м|ме)\s+и\s+\p{L}+\s/iu.test(t) ? firstPersonToNoun(t) : '';
    const said = rent
      ? rent[1]!
      : soldAndDone && !/^\p{L}+\s+и\s+\p{L}+ме\s/u.test(soldAndDone)
        ? soldAndDone
        : FIRST_PERSON_DROP.test(t)
          ? t.replace(FIRST_PERSON_DROP, '')
          : !ownVerb && (isOwnVerb(verb) || isFirstPersonVerb(verb))
            ? ''
            : t;
    const core = stripDangling(
      // ("под наем шатри и столове за вашето тържество": the thing rented, up to whose feast it is for.)
      // ("ПОД НАЕМ ШАТРИ И СТОЛОВЕ …": a heading shouted whole is read as words.)
      (rent ? lowerIfShouted(said).replace(FOR_YOURS_RE, '') : said)
        .split(
          // ("Ремонт на доилни апарати ДеЛавал и Вестфалия": the makes served are said apart, never half of them.)
          /\s+(?:в|във|над|край|около|из|до|с|със|струва|струват|е|са)\s+|\s+(?:ни|ми|ви)(?=\s|$)|[,–—:;(!]|\s-\s|\s\d|\s*\p{Extended_Pictographic}|\s+(?=\p{Lu}[\p{L}-]+(?:,\s*|\s+(?:и|или)\s+)\p{Lu})/u,
        )[0]!
        .split(/\s+/)
        .slice(0, soldAndDone ? 7 : 5)
        .join(' '),
    );
    // (…whole, with whose feast it is for said after it: "Шатри и столове под наем за вашето тържество".)
    const forYours = rent ? (FOR_YOURS_TAIL_RE.exec(lowerIfShouted(said))?.[0] ?? '') : '';
    const what = rent && core ? `${core} под наем${forYours}` : ownVerb ? firstPersonToNoun(core) : core;
    // (Two words at least: "Комплексно 20 лв." names a package of the deal, no service.)
    if (
      countWordsOf(what) >= 2 &&
      /\p{L}{4,}/u.test(what) &&
      !isOnlyPlace(what) &&
      !CTA_VERB_RE.test(what) &&
      !PHONE_RE.test(what) &&
      !NOT_SOLD_RE.test(what) &&
      !WHEN_RE.test(what) &&
      !/^(?:отворено|работим|работя)(?!\p{L})/iu.test(what) &&
      !/^\d/u.test(what) &&
      // ("Мобилен грумър" is who they are, said by the writer as the trade: "Предлагам мобилен грумър" offers a person.)
      !what.split(/\s+/).some((w) => /^\p{L}{3,}(?:ар|яр|ер|ър|ьор|ач|ист|тел|джия)$/iu.test(w)) &&
      // (A unit the deal prices, "Оглед 15 €", is none: "Посещение на фермата" names the visit whole.)
      !(countedOrWho(what) && countWordsOf(what) < 3) &&
      offerScore(what) === 0
    )
      return capitalizeFirst(what);
  }
  return '';
}

/**
 * A unit, a brand or an extra a deal prices: "Диагностика", "Курсът", "Есенна промоция", "IPhone", "Колело под наем";
 * the season or the kind before it goes with it: "Зимна профилактика 45 лв" of "Сервиз за косачки, тримери и …".
 */
const DEAL_ITEM_RE =
  /^(?:(?:зимна|лятна|пролетна|есенна|годишна|сезонна|пълна|основна|първична|първа|безплатна|компютърна)\s+)?(?:диагностика|профилактика|преглед|оглед|консултация|излизане|посещение|курсът|курса|промоция|\p{L}+\s+промоция|пакет|абонамент|билет|вход|[A-Za-z][\w-]*|колело\s+под\s+наем)(?!\p{L})/iu;

/** "… уроци по 20 EUR на час. www.gaidi-petkov.bg": the site is said with the call, never inside the deal. */
function withoutSite(d: BusinessDetails): BusinessDetails {
  const web = new RegExp(`[\\s,.;–—-]*(?:(?:fb|фб|сайт|facebook)\\s*:?\\s*)?(?:${WEB_RE.source})[.,;]?`, 'giu');
  const unwebbed = tidy(d.Offer.replace(web, ' ')).replace(/[\s,;–—-]+$/u, '');
  return unwebbed !== tidy(d.Offer) && /\p{L}/u.test(unwebbed) ? { ...d, Offer: unwebbed } : d;
}

/**
 * "Ремонт и продажба на кафемашини за заведения, профилактика от 35 €" with that repair and sale the advertised
 * service: the deal is the priced clause after it ("Профилактика от 35 €"), the service is said in its own scene.
 */
/**
 * "претапицирам стари дивани, фотьойли, столове, сменям дунапрена, плата": the things listed after the owner's
 * verb are its things, until the next verb; each deed is said by its noun ("претапициране на стари дивани,
 * фотьойли и столове, смяна на дунапрена и плата"), and one the service says whole already is not said again.
 */
function deedsListed(d: BusinessDetails): BusinessDetails {
  const items = d.Services.split(/,\s+/u).filter(Boolean);
  const verbOf = (item: string) => (/^\p{L}+/u.exec(item)?.[0] ?? '').toLocaleLowerCase('bg-BG');
  if (!items.length || !ownsVerb(verbOf(items[0]!))) return d;
  const groups: string[][] = [];
  for (const item of items) {
    if (ownsVerb(verbOf(item)) || !groups.length) groups.push([item]);
    else groups.at(-1)!.push(item);
  }
  const said = stemsIn(d.AdvertizedService);
  // ("идвам с буса до вас" says how, not what: it stays in the owner's words.)
  const deeds = groups
    .map(andList)
    .map((g) => (GENERIC_DEED_RE.test(verbOf(g)) ? g : nounOrAsTyped(g)))
    .filter((deed) => ![...stemsIn(deed)].every((w) => said.has(w)));
  return { ...d, Services: deeds.join(', ') };
}

/** The deed by its noun, or as typed when the table only drops its verb ("водя сватби" is no "сватби"). */
function nounOrAsTyped(deed: string): string {
  const noun = firstPersonToNoun(deed);
  const said = (w: string) => (/^\p{L}+/u.exec(w)?.[0] ?? '').toLocaleLowerCase('bg-BG');
  return said(noun) === said(deed.split(/\s+/u)[1] ?? '') ? deed : noun;
}

/** The five-letter stems of a phrase's words of four letters or more. */
function stemsIn(s: string): Set<string> {
  return new Set((s.toLocaleLowerCase('bg-BG').match(/\p{L}{4,}/gu) ?? []).map(stem5));
}

function saidOnce(d: BusinessDetails): BusinessDetails {
  const service = tidy(d.AdvertizedService).toLocaleLowerCase('bg-BG');
  const offer = tidy(d.Offer);
  // ("Ремонт на автомобилни климатици - зареждане с фреон 50 €": a dash after it too.)
  const after = /^(?:,\s+|\s[–—-]\s+)/u.exec(offer.slice(service.length))?.[0];
  if (!service || !after || !offer.toLocaleLowerCase('bg-BG').startsWith(service)) return d;
  const rest = offer.slice(service.length + after.length);
  // (The clause after it must be the priced one, naming what it prices: "Ремонт на ютии, прахосмукачки и малки
  // уреди, …" lists on; "…, от 30 €" and "…, 40 € на месец" price the service said before them.)
  const next = rest.split(/,\s+/)[0]!;
  const priced = offerScore(next) > 0 || /\d\s*(?:лв|лева|€|евро)/iu.test(next);
  // (…but not the end of a list the service began: "Супа, основно и салата за 12 лв" prices all three.)
  const listEnd = /^\p{L}+(?:\s+\p{L}+)?\s+и\s+\p{L}+\s+(?:за|по|от)\s+\d/u.test(next) && !service.includes(' ');
  return priced && !listEnd && /^(?!от\s)\p{L}{3,}/iu.test(next) ? { ...d, Offer: capitalizeFirst(rest) } : d;
}

/**
 * "Монтаж" of "поставяне на инокс тръби в стари комини, оглед безплатен, монтаж от 180 евро": a bare job the deal
 * prices gives way to the job the deal opens with, said whole, when that names what it is done to.
 */
function jobListedFirst(found: string, offer: string): string {
  if (!/^(?:монтаж|ремонт|профилактика|почистване|диагностика|поддръжка|обслужване|изработка|смяна)$/iu.test(found))
    return found;
  const first = offer.split(/,\s+|\s[–—-]\s/)[0] ?? '';
  const opensWithJob =
    /^(?:\p{L}{4,}(?:ане|ене|яне|ние)|ремонт|монтаж|продажба|доставка|изработка|смяна)(?:\s+и\s+\p{L}+)?\s+на\s+\p{L}{3,}/iu;
  // (Not past a name or a town typed into it: "ремонт на телевизори Стари Загора".)
  return !/\d|\s\p{Lu}/u.test(first) && opensWithJob.test(first) && first.split(/\s+/).length <= 9
    ? cleanService(first)
    : found;
}

/**
 * "Шием перди по мярка в Хасково, ушиване на пердета 4 лв на метър. Безплатен оглед.": the deal said with the free
 * part after it takes the priced clauses of the sentence before, so the description and the services stop before them
 * ("Шием перди по мярка в Хасково"), never said twice and never "Шием перди …, ушиване на пердета 2,05 € на метър" as
 * the service.
 */
function dealOutOfDescription(d: BusinessDetails): BusinessDetails {
  const offer = lc(tidy(d.Offer));
  if (!offer) return d;
  // Each sentence of the field up to its first clause (after the first) whose price the offer says.
  const cut = (field: string): string =>
    field
      .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
      .map((sentence) => {
        const clauses = sentence.split(/,\s+/u);
        const said = (c: string) => PRICE_ONE_RE.test(`${c} `) && offer.includes(lc(c.replace(/[.!]+$/u, '').trim()));
        // (A sentence that opens with the deal is the deal said as the description: it stays as it is.)
        const at = said(clauses[0]!) ? -1 : clauses.findIndex((c, k) => k > 0 && said(c));
        if (at < 0) return sentence;
        // ("… мед от акация, липа – 12 евро буркана …": the last kind before the price's dash is still what they sell.)
        const head = clauses[at]!.split(/\s[–—-]\s/u);
        const kept = [
          ...clauses.slice(0, at),
          ...(head.length > 1 && !PRICE_ONE_RE.test(`${head[0]} `) ? [head[0]!] : []),
        ];
        const stop = /[.!?]$/u.test(sentence) ? '.' : '';
        return `${kept.join(', ')}${stop}`;
      })
      .join(' ');
  const description = cut(d.BusinessDescription);
  const services = cut(d.Services);
  return description === d.BusinessDescription && services === d.Services
    ? d
    : { ...d, BusinessDescription: description, Services: services };
}

/** The description, or the owner's line cut from the deal when the description says no more than the name. */
function orTheLead(description: string, lead: string, name: string): string {
  if (!lead) return description;
  const said = (x: string) =>
    tidy(x)
      .replace(/[.!]+$/u, '')
      .toLocaleLowerCase('bg-BG');
  const bare = !description || (Boolean(name) && said(description) === said(name));
  return bare ? capitalizeFirst(tidy(lead)) : description;
}

/**
 * "Почистване и поддръжка на аквариуми в офиси и домове в Бургас, абонамент 25 € на месец": clauses before the
 * deal that say where ("… всяка събота на пазара в Хасково") are the service's and the place's, said in their
 * own scenes; the deal starts at its price. A bare number after a price is in its currency ("3 евро на нож, 5 за ножица").
 */
function dealFromItsClause(offer: string): { deal: string; lead: string } {
  // (A dash parts clauses too: "… идва у вас или в детския център в София - 45 минути шоу … за 90 €"; each
  // clause kept keeps the separator typed before it.)
  // ("Фотосесия с Дядо Коледа, Русе - 30 минути …": a town alone between them is dropped, not what it follows.)
  const split = offer.split(/(,\s+|\s[–—-]\s+)/);
  const bare = split.findIndex((c, k) => k % 2 === 0 && k > 0 && k < split.length - 1 && isOnlyPlace(c));
  const parts =
    bare > 0 && offerScore(split.slice(0, bare).join('')) === 0
      ? [...split.slice(0, bare - 1), ...split.slice(bare + 1)]
      : split;
  const clauses = parts.filter((_, k) => k % 2 === 0);
  const between = (k: number) => parts[2 * k - 1] ?? ', ';
  const at = clauses.findIndex((c) => offerScore(c) > 0);
  // (Up to the last clause that says where: "…, тренировки 2 пъти седмично, месечна такса 35 €" keeps its count.)
  // ("Детски лагер в Пирин през лятото": a mountain or a region is a where too.)
  const where = (c: string) =>
    findPlaces(c).length > 0 ||
    [...c.matchAll(/(?:^|\s)(?:в|във|из|край)\s+(\p{Lu}\p{Ll}+)/gu)].some((m) => isRegionName(m[1]!));
  const placed = at > 0 ? clauses.slice(0, at).findLastIndex(where) : -1;
  const lead = clauses.slice(0, placed + 1);
  const cut = placed >= 0 && lead.join(' ').split(/\s+/).length > 3;
  const from = cut ? placed + 1 : 0;
  const unit = /\d\s*(лв\.?|лева|€|евро|EUR)(?!\p{L})/iu.exec(clauses[from] ?? '')?.[1];
  let out = '';
  for (let k = from; k < clauses.length; k++) {
    const c =
      unit && k > from
        ? clauses[k]!.replace(/^(\d+(?:[.,]\d+)?)\s+(?=(?:за|на)\s+\p{L})/u, `$1 ${unit} `)
        : clauses[k]!;
    out += k > from ? `${between(k)}${c}` : c;
  }
  return { deal: out === offer ? offer : capitalizeFirst(out), lead: cut ? lead.join(', ') : '' };
}

/**
 * "Апарат" of "Апарат от 390 €", when the brief opened "Слухови апарати с безплатен тест …": the adjective the
 * opening gave the same noun, and the noun ("Слухови апарати"); the noun alone when it gave none.
 */
function kindOpenedWith(noun: string, opening: string): string {
  const tokens = tokenize(opening);
  const words = tokens.map((t) => t.text);
  const at = words.findIndex((w, i) => i > 0 && w.length >= 4 && stem5(w.toLowerCase()) === stem5(noun.toLowerCase()));
  // (Not a place's word, "Стара планина, нощувка", nor a name's, "язовир Жребчево риболов".)
  const kind = at > 0 && (at === 1 || /^\p{Ll}/u.test(words[at - 1]!)) ? words[at - 1]!.toLowerCase() : '';
  // ("Стъклар …, рязане на стъкла": "на" before the word of the same stem is no kind of it.)
  if (PREPOSITIONS.has(kind)) return noun;
  if (!kind || !(ADJECTIVE_END_RE.test(kind) || /ови$/u.test(kind))) return noun;
  const apart = !/^\s+$/.test(opening.slice(tokens[at - 1]!.end, tokens[at]!.start));
  const inPlace = findPlaces(opening).some((p) => p.end > tokens[at - 1]!.start && p.start < tokens[at]!.end);
  return apart || inPlace ? noun : `${words[at - 1]} ${words[at]}`;
}

/** "липов и акациев мед буркан 1 кг" when the offer is "Буркан 1 кг 12 евро": the measure is the deal's. */
/** "табела" and "табели", "ваза" and "вази", "шал" and "шалове": one noun, the one and the many. */
function sameNoun(a: string, b: string): boolean {
  const bare = (w: string) => w.toLocaleLowerCase('bg-BG').replace(/(?:ове|еве|та|те|ът|ят|и|а|я|о|е)$/u, '');
  const x = bare(a);
  return x.length >= 3 && /^\p{L}+$/u.test(a) && x === bare(b);
}

// ("един час флоатинг 70 лв", "два часа сауна за двама", "1 кг акациев мед 18 лв": how long or how much the deal
// prices opens it; the thing itself is the service, never «Търсите един час флоатинг?».)
const LEADING_MEASURE_RE =
  /^(?:един|една|едно|два|две|три|четири|пет|шест|половин|\d+(?:[.,]\d+)?)\s*(?:час|часа|часове|минути|минута|мин\.?|кг|килограм|килограма|гр?|литър|литра|л)\.?\s+(?=\p{Ll}{3,})(?!(?:за|на|от|до|по|при|със?)(?!\p{L}))/iu;

function withoutMeasure(typed: string, offer: string): string {
  const service = typed.replace(LEADING_MEASURE_RE, '');
  const measure = /^(\p{L}{3,}\s+\d+(?:[.,]\d+)?\s*\p{L}{1,3}\.?)\s+\d/u.exec(offer)?.[1];
  const at = measure ? service.toLocaleLowerCase('bg-BG').lastIndexOf(measure.toLocaleLowerCase('bg-BG')) : -1;
  if (measure && at > 0 && at + measure.length >= service.length - 1) return service.slice(0, at).trim();
  // ("Торта с бутер крем 1 кг 28 €": the weight it is sold by is the deal's, not the cake's name; "Пелети бял бор
  // 6мм чувал 15кг": and so is the sack it comes in.)
  const unmeasured = service.replace(
    /(?<=[\p{L}\d]{3,})(?:\s+(?:чувал|буркан|кутия|бутилка|каса|торба|пакет|плик))?\s+\d+(?:[.,]\d+)?\s*(?:кг|г|гр|л|мл|бр)\.?$/u,
    '',
  );
  // ("Индивидуален урок 2 часа – 80 €": how long a lesson lasts is the deal's too; the lesson is what is offered.)
  // ("за 1 час", "наем на зала за 3 часа": a time said with its preposition is how fast, or what is rented, and stays.)
  const untimed = unmeasured.replace(
    /(?<!(?:^|\s)(?:за|от|до|в|във|по|на|след|около))\s+\d+(?:[.,]\d+)?\s*(?:час|часа|часове|мин|мин\.|минути|минута)$/u,
    '',
  );
  return untimed !== unmeasured && countWordsOf(untimed) >= 2 ? untimed : unmeasured;
}

/** "дъбови бъчви в Зелениково, Пловдивско": where the business is belongs to the place, not to what it sells. */
function placeOutOfServices(details: BusinessDetails): BusinessDetails {
  // ("с. Ягодово, Пловдивско": the place said with its village's "с." and its region is the village.)
  const place = details.BusinessLocation.replace(/^(?:с\.|село)\s*/u, '').replace(
    /,\s*\p{Lu}\p{Ll}+(?:ско|шко|цко|щко|жко|чко)$/u,
    '',
  );
  if (!place || /[,\s]/u.test(place) || !details.Services) return details;
  // ("в с. Ягодово, Пловдивско - липов, акациев и манов": the village and its region go, the kinds stay.)
  const re = new RegExp(
    // ("Бонсай от Пазарджик" of a business in Пазарджик: where it is from is where it is, no part of what.)
    `\\s+(?:в|във|край|около|от)\\s+(?:с\\.\\s*|село\\s+)?${escapeRe(place)}(?:,\\s*\\p{Lu}\\p{Ll}+(?:ско|шко|цко|щко|жко|чко))?(?=[,.;]|\\s+[–—-]\\s|$)`,
    'u',
  );
  const unplaced = details.Services.replace(re, '').trim();
  // "мед от собствени кошери - липов, акациев, манов": the kinds after the dash go before their noun.
  const kinds =
    /^([^,–—]+?)\s+[–—-]\s+((?:\p{Ll}+(?:ов|ев|ен|ски|ска|ско),\s+)+)(\p{Ll}+(?:ов|ев|ен|ски|ска|ско))$/u.exec(
      unplaced,
    );
  const ware = details.AdvertizedService.toLocaleLowerCase('bg-BG');
  if (unplaced !== details.Services && kinds && ware && kinds[1]!.toLocaleLowerCase('bg-BG').startsWith(ware)) {
    return {
      ...details,
      Services: cap(kinds[1]!),
      AdvertizedService: capitalizeFirst(`${kinds[2]!.replace(/,\s+$/, '')} и ${kinds[3]} ${ware}`),
    };
  }
  return unplaced && unplaced !== details.Services ? { ...details, Services: unplaced } : details;
}

// "идвам на адрес", "на място при вас", "с доставка до дома", "мобилен шиномонтаж": the business comes to the customer.
const COMES_TO_YOU_CLAUSE_RE =
  /(?<!\p{L})(?:идвам|идваме|пристигам|пристигаме|докарвам|докарваме|на\s+адрес|до\s+(?:вашия\s+)?адрес|при\s+вас|у\s+вас|до\s+вас|(?<!(?:вземете|вземеш|вземане|взимане|получите|консумация)\s+)на\s+място(?!\s+в\s)|с\s+доставка|доставяме|доставям|мобил(?:ен|на|но|ни)(?!\s+(?:телефон|приложени|връзк)))(?!\p{L})/iu;

/**
 * A business that comes to the customer says so in the owner's words: "…, идвам на адрес" cut off with the
 * offer would leave the ad inviting people to a shop there is none of.
 */
// "всяка събота", "в неделя", "всеки ден", "нощем", "денонощно": when, alone in its clause.
const WHEN_ONLY_RE =
  /^(?:(?:всеки|всяка|всяко|в|във|през|и\s+в)\s+(?:ден|делничен\s+ден|уикенд|уикенда|понеделник|вторник|сряда|четвъртък|петък|събота|неделя|съботите|неделите|почивните\s+дни)(?:\s+и\s+(?:в\s+)?(?:събота|неделя|празник|празници))?|нощем|денонощно|целогодишно)$/iu;
function keepComingToYou(details: BusinessDetails, text: string): BusinessDetails {
  // ("…: ул. Съединение 40": never cut at an address's abbreviation.)
  const clauses = text
    .split(/(?<!(?:^|[\s(])(?:ул|бул|гр|с|кв|пл|жк|обл|общ|д-р))[.!?;]\s+|,\s+|\s+[–—-]\s+/u)
    .map((c) => c.trim().replace(/[.!?]+$/u, ''));
  const at = clauses.findIndex(
    (c) => COMES_TO_YOU_CLAUSE_RE.test(c) && !PHONE_RE.test(c) && c.split(/\s+/).length <= 10,
  );
  if (at < 0) return details;
  // ("идвам с бусчето на пазара в Пловдив, всяка събота": when they come is the clause's too.)
  const when = clauses[at + 1] ?? '';
  const clause = WHEN_ONLY_RE.test(when) ? `${clauses[at]!} ${lc(when)}` : clauses[at]!;
  const found = COMES_TO_YOU_CLAUSE_RE.exec(clause)!;
  const hit = found[0].toLocaleLowerCase('bg-BG');
  const fields = [details.BusinessDescription, details.Services, details.AdvertizedService, details.Offer, details.CTA]
    .join(' ')
    .toLocaleLowerCase('bg-BG');
  if (fields.includes(hit)) return details;
  const desc = details.BusinessDescription.trim().replace(/[.!]+$/u, '');
  // ("Абонамент за хляб всеки ден – 60 € на месец с доставка до вратата", "За компании … идваме и на събития – от 500 €
  // за вечер": a priced part of the deal the offer does not hold is said whole, with what the price is for.)
  const sentence = splitSentences(text).find((x) => x.includes(clauses[at]!));
  if (sentence && PRICED_RE.test(sentence) && !PHONE_RE.test(sentence) && countWordsOf(sentence) <= 16) {
    const whole = capitalizeFirst(tidy(sentence));
    return { ...details, BusinessDescription: cap(desc ? `${desc}. ${whole}` : whole, DESCRIPTION_MAX_CHARS) };
  }
  // (A priced clause in a longer sentence: only how it comes is said, never "…, 60 € на месец" cut from its what.)
  const how = PRICED_RE.test(clause) ? clause.slice(found.index).trim() : clause;
  const said = desc ? `${desc}, ${how.charAt(0).toLocaleLowerCase('bg-BG')}${how.slice(1)}` : capitalizeFirst(how);
  return { ...details, BusinessDescription: cap(tidy(said), DESCRIPTION_MAX_CHARS) };
}

/** "береш", "избирате", "вземаме", "звънете": a verb of the customer's, the owner's or a call. */
function isVerbForm(service: string): boolean {
  const first = (service.trim().split(/\s+/)[0] ?? '').toLocaleLowerCase('bg-BG');
  return /^\p{L}{3,}(?:еш|аш|яш|ате|яте)$/u.test(first) || isOwnVerb(first) || CTA_VERB_RE.test(first);
}

/**
 * "Ремонт на дограма Варна", "Фитнес зала Титан Плевен": a town typed with no preposition before it ("в", "от",
 * "гр.", "цяла") ends the phrase before it; one with it is part of the phrase.
 */
const typedBare = (text: string, townStart: number) =>
  !/(?:^|\s)(?:в|във|цяла|целия|гр\.?|град|от|до|из|край|на|за)\s*$/iu.test(text.slice(0, townStart));

/** "Стоматолог д-р Илиева, Габрово", "Смолян": a phrase that is one place from start to end. */
function isOnlyPlace(s: string): boolean {
  // ("с. Лесичово", "село Горна Бешовица": a village the gazetteer may not know is a place by its "с.".)
  const places = findPlaces(s);
  // ("Пловдив Капана", "Бургас кв. Сарафово", "Самоков и Боровец": a town and its quarter, or two towns.)
  const between = places
    .map((p, i) => s.slice(i ? places[i - 1]!.end : 0, p.start))
    .concat(s.slice(places.at(-1)?.end));
  return (
    (places.length > 0 && between.every((gap) => /^[\s,]*(?:и\s+)?(?:(?:кв|ж\.?к|с)\.\s*)?$/u.test(gap))) ||
    /^(?:с\.|село)\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.test(s.trim())
  );
}

/** "Гр. Първомай", "гр. Русе": a town by its "гр.", which the gazetteer may not know. */
const isTownTyped = (s: string) =>
  isOnlyPlace(s) || /^(?:гр\.|град)\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/iu.test(s.trim());

/** "Тракия" of "Ремонт на велосипеди в Пловдив, Тракия - профилактика 20 €": a city's quarter, alone. */
const isQuarter = (s: string) =>
  findPlaces(`, ${s.trim()}`).some(
    (p) => p.place.kind === 'district' && p.start === 2 && p.end === s.trim().length + 2,
  );

// "Видин и селата", "Бургас и областта": the villages around a town are its place too.
const AROUND_TOWN_RE =
  /\s+и\s+(?:селата|района|областта|околността|околностите|региона|околните\s+села)(?:\s+наоколо)?$/iu;
/**
 * "Акупунктура и масаж, д-р Стоянова, Плевен, процедура 30 €", "…, DJ Мартин, Бургас и областта, пакет 350 €":
 * the name and the place typed between the deal's clauses are the business's, said elsewhere in the ad, and
 * the deal keeps the rest. Nothing is taken when what is left holds no price or signal.
 */
function withoutNameAndPlace(typed: string, name: string): string {
  // ("Смилян, Родопите - 4 стаи, камина и барбекю, 80 € на нощ": the place before the dash is where, not the deal.)
  // ("Гр. Русе, ул. Борисова 12 - точим …": the town and the street, before the dash, are where too.)
  const placed = /^([^–—-]+?)\s[–—-]\s+/u.exec(typed);
  const rest = placed ? typed.slice(placed[0].length) : '';
  // ("Детска площадка Балонче, Русе - парти за 10 деца …": the business, named, and its town before the dash too.)
  // ("Агро Петков, гр. Първомай: пресоваме …": or before the colon.)
  const introduced = name ? /^([^–—:]+?)(?:\s[–—-]|:)\s+/u.exec(typed) : null;
  const signedOpening =
    introduced &&
    !/\d/.test(introduced[1]!) &&
    new RegExp(`(?<!\\p{L})${escapeRe(name)}(?:,\\s*[^,]+)?$`, 'u').test(introduced[1]!) &&
    offerScore(typed.slice(introduced[0].length)) > 0;
  const offer = signedOpening
    ? capitalizeFirst(typed.slice(introduced![0].length))
    : // ("Ул. Борисова 12 - точим фризьорски ножици …": the street before the dash too.)
      placed &&
        placed[1]!
          .split(/,\s+/)
          .every((c) => isTownTyped(c) || isRegionName(c) || isQuarter(c) || ADDRESS_ONLY_RE.test(c)) &&
        offerScore(rest) > 0
      ? capitalizeFirst(rest)
      : typed;
  // ("… с алпинисти - София", "… 40 € - студио Нокти в Сливен", "4 вечери 120 € Пловдив Кършияка": the place or
  // the business signed at a clause's end, after its dash or its price, is said elsewhere in the ad.)
  // (A name after the first clause's dash signs the whole line: "Фотограф за сватби - Мила Петрова, …".)
  const tailed = (c: string, closing: boolean) => {
    const dashed = /\s[–—-]\s+([^–—]+)$/u.exec(c);
    if (dashed && (isOnlyPlace(dashed[1]!) || (closing && name && dashed[1]!.includes(name))))
      return c.slice(0, dashed.index);
    const last = findPlaces(c).at(-1);
    if (!last || last.end < c.trimEnd().length) return c;
    const run = findPlaces(c).filter((p) => isOnlyPlace(c.slice(p.start, last.end)))[0] ?? last;
    return /(?:лв\.?|лева|€|евро|%)\s+$/iu.test(c.slice(0, run.start)) ? c.slice(0, run.start).trimEnd() : c;
  };
  const untailed = offer
    .split(/,\s+/)
    .map((c, i, all) => (i === all.length - 1 || i === 0 ? tailed(c, i === all.length - 1) : c))
    .join(', ');
  if (untailed !== offer && offerScore(untailed) > 0) return withoutNameAndPlace(untailed, name);
  const clauses = offer.split(/,\s+/);
  if (clauses.length < 2) return offer;
  const named = name ? new RegExp(`^(?:\\p{L}{1,8}\\.?\\s+)?[„"]?${escapeRe(name)}[“"]?$`, 'iu') : null;
  // ("Фотограф за сватби - Мила Петрова, цяла България, сватбен пакет от 600 €": who signs after a dash, and the
  // whole country, are theirs too.)
  const signedAfterDash = name ? new RegExp(`\\s[–—-]\\s+${escapeRe(name)}$`, 'u') : null;
  const theirs = (c: string) =>
    (named !== null && named.test(c.trim())) ||
    (signedAfterDash !== null && signedAfterDash.test(c.trim())) ||
    isOnlyPlace(c.trim().replace(AROUND_TOWN_RE, '')) ||
    isRegionName(c) ||
    /^(?:в\s+)?(?:цяла\s+България|цялата\s+(?:страна|България))$/iu.test(c.trim()) ||
    ADDRESS_ONLY_RE.test(c);
  // ("до Созопол, Поморие, Несебър – 35 €": a town in a list of towns is where the deal goes.)
  const endsWithPlace = (c: string | undefined) =>
    c !== undefined && findPlaces(c).some((p) => p.end >= c.trim().length && p.start > 0);
  const kept = clauses.filter((c, i) => !theirs(c) || endsWithPlace(clauses[i - 1]));
  if (kept.length === clauses.length || !kept.length) return offer;
  const out = kept.join(', ');
  return offerScore(out) > 0 ? capitalizeFirst(out) : offer;
}

/**
 * "Футболна школа Орлетата в Сливен за деца от 5 до 12 години, тренировки 3 пъти седмично, месечна такса 40 €":
 * the business opening the deal's line with its noun, name, town and whom it is for introduces it (and describes
 * the business when nothing else does); the deal is what follows.
 */
function splitIntroduction(offer: string, name: string): { intro: string; deal: string } {
  const [first, ...rest] = offer.split(/,\s+/);
  const before = name
    ? new RegExp(
        `^((?:\\p{L}+\\s+){1,2})[„"]?${escapeRe(name)}[“"]?(?:\\s+(?:в|във)\\s+\\p{Lu}[\\p{L}-]+(?:\\s+\\p{Lu}[\\p{L}-]+)?)?(?:\\s+за\\s+.+)?$`,
        'u',
      ).exec(first!.trim())?.[1]
    : undefined;
  const deal = rest.join(', ');
  return before !== undefined && before.trim().split(/\s+/u).some(startsWithBusinessNoun) && offerScore(deal) > 0
    ? { intro: first!.trim(), deal: capitalizeFirst(deal) }
    : { intro: '', deal: offer };
}

/** "Варна и Добрич": places joined by "и" or commas, and nothing else, is where, never what. */
function isPlaceList(s: string): boolean {
  const places = findPlaces(s);
  const rest = [...places]
    .sort((a, b) => b.start - a.start)
    .reduce((x, p) => `${x.slice(0, p.start)} ${x.slice(p.end)}`, s);
  return places.length > 1 && !/\p{L}/u.test(rest.replace(/(?<!\p{L})(?:и|или)(?!\p{L})/giu, ''));
}

// "Пакет за 10 човека", "Комплект за къща с монтажа", "Месечен абонамент", "Готово за 3 дни", "Пълна
// конфиденциалност": how the deal is sold or what it promises, never the job.
// ("Програма 45 мин с песни …– 150 €": how long the show lasts is a unit of the deal, not the act.)
const DEAL_UNIT_RE =
  /^(?:(?:месечен|годишен|седмичен|дневен|еднодневен|целодневен|входен|семеен|пробен|сватбен|основен|пълен|стандартен|детски)\s+)?(?:пакет|комплект|абонамент|карта|ваучер|билет|готово|цена|цени)(?!\p{L})|^(?:пълна|пълен|пълно|100%)\s+\p{L}+(?:ост|ство)$|^(?:програма|програмата|шоу|шоуто|посещение)\s+(?:от\s+)?\d+\s*(?:мин|минути|ч|час|часа)\.?$|^програма(?:та)?\s+(?:от\s+)?\d+\s*(?:мин|минути|ч|час|часа)\.?\s+(?:с|със)\s/iu;

/**
 * "Пълнозърнест и ръжен", "Комплексно" (adjectives with no noun), "Включени в таксата", "Продукта на бял фон"
 * (a participle, a counted definite), "Varta и Bosch" (brands): a piece of a sentence, no service.
 */
function isFragment(service: string): boolean {
  // …or a lone adjective ("Сватбена" of "сватбена, кръщене и семейна фотосесия") or a time ("Сутрин").
  if (
    DEAL_UNIT_RE.test(service) ||
    /^\p{L}+(?:ена|ски|ска|ско|ова|ева|ови|еви)$/iu.test(service) ||
    /^(?:сутрин|вечер|днес|утре|всеки|всяка|всяко)(?!\p{L})/iu.test(service) ||
    // ("Машината безплатно", "Доставка безплатна": a thing given free is the deal.)
    /^\p{L}+\s+(?:безплатн\p{L}*|гратис)$/iu.test(service)
  )
    return true;
  // (…a pair of adjectives the noun after them was cut from, or one adverb; "Манов и билков" gets its "мед" later.)
  return (
    // ("Външно и вътрешно 35 €" of a mobile car wash: two adverbs say how much is washed, not what.)
    /^\p{L}+(?:ен|на|ни|но|ски|ска|ско|ст)(?:\s+и\s+|\s*,\s*)\p{L}+(?:ен|на|ни|но|ски|ска|ско|ст)$/iu.test(service) ||
    /^\p{L}{5,}но$/iu.test(service) ||
    /^(?:включен\p{L}*|продукта|предмета)(?!\p{L})/iu.test(service) ||
    /^[A-Z][\w-]*(?:\s+и\s+[A-Z][\w-]*)+$/.test(service)
  );
}

/** A service to replace: a verb form, or one word ("Карта", "Акорд", "Излет") when the brief opens with more. */
function weakService(service: string, lead: string, offer = ''): boolean {
  if (!service) return countWordsOf(lead) >= 2;
  // "Полет 20-30 мин", "Карта 8 посещения", "Подаръчна кутия 3 сапуна": a unit of the deal, counted, is no
  // service beside what the brief opens with ("Тандемни полети с парапланер").
  // ("Стрелбище с лък … 30 стрели с инструктаж 10 €", "Пране на килими – … взимане … 4 € на кв.м": a part of the deal
  // is what it prices, never what the business is, when the brief opens with that.)
  // ("Коледари … Изпълнение около 15 минути – 150 лв": a group of the trade, "коледари", "музиканти", opening the brief
  // is what it sells; the counted show is a unit of the deal.)
  const group = countWordsOf(lead) === 1 && /^\p{L}{4,}и$/u.test(lead) && isAgentNoun(lead.slice(0, -1));
  // ("Снимки с Дядо Коледа … 10 обработени снимки за 25 €": what the deal counts is a unit of it too.)
  const counted = new RegExp(`\\d\\s*${escapeRe(service)}(?!\\p{L})`, 'iu').test(offer);
  if (
    (/\d/.test(service) ||
      counted ||
      ((DEED_RE.test(lead) || startsWithBusinessNoun(lead.split(/\s+/).at(-1) ?? '')) &&
        !BARE_SERVICES_RE.test(lead))) &&
    (countWordsOf(lead) >= 2 || (group && /\d/.test(service))) &&
    !/\d/.test(lead) &&
    offer.toLocaleLowerCase('bg-BG').includes(service.toLocaleLowerCase('bg-BG'))
  )
    return true;
  if (isFragment(service)) return true;
  // ("БАЛИ СЕНО И СЛАМА … ЛЮЦЕРНА МАЛКИ БАЛИ ПО 7 ЛВ", "Овче и козе сирене … Овче сирене 22 лв/кг": one of the wares
  // the brief opens by listing, priced, is its offer.)
  if (
    countWordsOf(lead) >= 2 &&
    /\s(?:и|или)\s|,/u.test(lead) &&
    !/\d/.test(lead) &&
    sharesHead(service, lead) &&
    !lead.toLocaleLowerCase('bg-BG').startsWith(service.toLocaleLowerCase('bg-BG')) &&
    new RegExp(`(?<!\\p{L})${escapeRe(service)}\\s+(?:по\\s+|от\\s+|за\\s+)?\\d`, 'iu').test(offer)
  )
    return true;
  // "Габрово и Дряново" is where; "Изпращане със Спиди" how it travels.
  const onlyPlaces =
    findPlaces(service).length > 0 &&
    !/\p{Ll}{3,}/u.test(service.replace(/(?:^|\s)и(?=\s)/gu, ' ').replace(/^\p{Lu}\p{Ll}+/u, ''));
  if (isVerbForm(service) || onlyPlaces || /^(?:изпращане|доставка|доставяне)\s+(?:с|със|до|в|във)\s/iu.test(service))
    return true;
  // "Мед" of "мед от собствен пчелин" is what the brief opens with, its origin aside: kept.
  if (countWordsOf(service) === 1)
    return countWordsOf(lead) >= 2 && !new RegExp(`^${escapeRe(service)}\\s+от\\s`, 'iu').test(lead);
  // "Цял автомобил", "Готово за 1 ден", "Честна оценка пред вас" beside the job the brief opens with ("Фолиране на коли …").
  const words = (x: string) =>
    x
      .toLocaleLowerCase('bg-BG')
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 5));
  return DEED_RE.test(lead) && countWordsOf(lead) >= 2 && !words(service).some((w) => words(lead).includes(w));
}
/**
 * Whether the noun phrase a brief opens with says what the business is: two words or more, with no number, no
 * name, no one who works ("Тенис треньор"), no business's own noun and its name ("грънчарница глина и огън"), and
 * not cut short ("и монтаж на сауни" of "Продавам и монтирам …", "Зъболекар д-р", "ръчно чорапи", "Ключар денонощно").
 */
function namesTheBusiness(lead: string, name: string): boolean {
  const words = lead.split(/\s+/);
  return (
    countWordsOf(lead) >= 2 &&
    !/\d/.test(lead) &&
    !BARE_SERVICES_RE.test(lead) &&
    !(name && lead.toLocaleLowerCase('bg-BG').includes(name.toLocaleLowerCase('bg-BG'))) &&
    // ("Тандемни полети с парапланер": what it is done with is no trade who does it.)
    !words.some((w, i) => isAgentNoun(w) && !/^(?:с|със)$/u.test(words[i - 1] ?? '')) &&
    !/^\p{L}+ница(?!\p{L})/iu.test(lead) &&
    !BUSINESS_NOUNS.has((words[0] ?? '').toLocaleLowerCase('bg-BG')) &&
    !/^и\s|\s(?:д-р|инж\.?|арх\.?|проф\.?)$|^\p{L}+о\s+\p{L}+(?<![нтл]и)и(?:\s|$)|\s\p{L}{4,}но$/iu.test(lead)
  );
}

/**
 * Whether the deal's priced piece `c` is one of the wares `lead` names in the plural ("комарник на рамка" of "ролетни
 * щори и комарници по размер"), the lead being a noun phrase of what is sold, no verb, number or place.
 */
function oneOfTheLead(c: string, lead: string, offer: string): boolean {
  const head = lc(c.split(/\s+/u)[0] ?? '');
  const words = lc(lead).split(/\s+/u);
  return (
    head.length >= 4 &&
    countWordsOf(c) <= 4 &&
    countWordsOf(lead) >= 2 &&
    !/\d/u.test(lead) &&
    !isOnlyPlace(capitalizeFirst(lead)) &&
    !words.some((w) => VERBS.has(w) || isVerbForm(w) || isFirstPersonVerb(w) || isOwnVerb(w)) &&
    !lc(lead).startsWith(lc(c)) &&
    (dealPiece(c, offer) || lc(offer).startsWith(lc(c))) &&
    words.some((w) => w !== head && w.length >= 5 && stem5(w) === stem5(head) && /(?:и|ове|еве|ета)$/u.test(w))
  );
}

/** Whether `service` says the first word of `lead` (inflected as it may be: "каляска" of "Бяла каляска"). */
function sharesHead(service: string, lead: string): boolean {
  const head = (/^\p{L}+/u.exec(lead)?.[0] ?? '').toLocaleLowerCase('bg-BG');
  const stem = head.slice(0, Math.max(3, Math.min(6, head.length - 1)));
  return service
    .toLocaleLowerCase('bg-BG')
    .split(/[^\p{L}]+/u)
    .some((w) => w.startsWith(stem));
}
/** A bare kind of services, "ВиК услуги", "Стъкларски услуги": it says less than the job the deal prices. */
const BARE_SERVICES_RE = /^\S+\s+услуги$/iu;
const DEED_RE =
  /^\p{L}{3,}(?:ане|ене|яне|ние|ция|аж)(?!\p{L})|^(?:ремонт|монтаж|поддръжка|изработка|продажба)(?!\p{L})|^\p{L}{4,}\s+услуги$/iu;
const countWordsOf = (s: string) => (s ? s.trim().split(/\s+/).length : 0);

/**
 * "Акордиране на пиана и ремонт на механика – …", "Риболов в открито море от Созопол – …": the noun
 * phrase a brief opens with, before its first dash or comma and its place; none when it names the
 * business ("Пекарна „Зрънце“"), greets, holds a number or a verb.
 */
const ABROAD_WORDS = new Set(ABROAD.split(' '));
const ABROAD_AFTER_TO_RE = new RegExp(`(?<!\\p{L})до\\s+(?=(?:${[...ABROAD_WORDS].join('|')})(?!\\p{L}))`, 'gu');

function leadClause(sentence: string): string {
  const flat = stripPlaceholders(sentence)
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, ' ')
    // ("Премахване на етернитови (азбестови) покриви": a word or two in brackets mid-phrase, the phrase going on in small
    // letters after it, is an aside; the job is said whole without it, never cut at its bracket.)
    .replace(/\s*\((?:\p{Ll}+(?:\s+\p{Ll}+)?)\)(?=\s+\p{Ll})/gu, '')
    .trim();
  // "Казвам се Йордан и варя ракия …", "Аз съм Илиян, редя павета …": what follows the introduction.
  const clause = flat
    .replace(
      // ("Аз съм Краси и правя ремонт на тротинетки": after "и", only a verb that just carries the job goes;
      // "Аз съм Кирил и зидам …", "Аз съм Теди и пека …" are their own lines, said as they wrote them.)
      /^(?:[Кк]азвам\s+се\s+\p{Lu}\p{Ll}+(?:\s+и|,)|[Аа]з\s+съм\s+\p{Lu}\p{Ll}+(?:\s+и|,))\s+(?=(\p{Ll}+)\s)/u,
      (m, verb: string) =>
        /^[Аа]з\s+съм\s+\p{Lu}\p{Ll}+\s+и\s+$/u.test(m)
          ? /^(?:правя|правим|предлагам|предлагаме|извършвам|извършваме)$/iu.test(verb)
            ? ''
            : m
          : /^[Кк]азвам/.test(m) ||
              FIRST_PERSON_NOUNS[verb] ||
              isFirstPersonVerb(verb) ||
              FIRST_PERSON_DROP.test(`${verb} `)
            ? ''
            : m,
    )
    .split(/\s[–—-]\s|[,.!?:;(„"“«]/)[0]!
    .trim();
  // ("Народни танци за възрастни в читалище „Светлина“": the hall cut from its quoted name is where, said apart.)
  const venueCut = /^\s*[„"“«]/u.test(flat.slice(flat.indexOf(clause) + clause.length))
    ? clause.replace(/\s+(?:в|във|при)\s+\p{Ll}{3,}$/u, '')
    : clause;
  // …up to the business it is done in ("почистване на лице за мъже в студио Mr. Fresh"), its
  // place, its time ("за 1 час") or a second verb ("и ги отпечатвам").
  // ("Агнешко месо от фермата": and from the business it comes from.)
  const inBusiness = [...venueCut.matchAll(/\s(?:в|във|от)\s+(\p{L}+)/gu)].find(
    (m) => m.index > 0 && startsWithBusinessNoun(m[1]!),
  );
  // ("Екскурзии до Истанбул всеки петък": a place abroad a trip goes to is what is sold, kept with it.)
  let cut = firstPersonToNoun(
    (inBusiness ? venueCut.slice(0, inBusiness.index) : venueCut)
      .replace(ABROAD_AFTER_TO_RE, 'до\u2060')
      .split(
        /\s(?=(?:в|във|от|край|до|към|над|под|из|по)\s+(?:\p{Lu}|наш|ваш|семейство|фамилия|баба|дядо|бай|леля|чичо|язовир|река|реката|плажа|морето|село|с\.))|\s(?=на\s+(?:\p{Lu}|язовир|река|реката|плажа|морето))|\s(?=(?:на|за|над|под|до|от)\s+\d)|\s(?=и\s+(?:ги|го|я|ви)\s)/u,
      )[0]!
      .replace(/\u2060/g, ' ')
      .trim(),
  );
  // ("домашни гозби с доставка в кв. Тракия": cut at the stop of "кв.", the quarter's word is where, said apart.)
  cut = cut.replace(/\s+(?:в|във|на|до|от|из)\s+(?:кв|ж|жк|ул|бул|гр|с|обл|р-н)$/iu, '');
  // "Ветеринарен фелдшер идва у дома": a verb of the business's own ends it (who they are, not a service).
  const cutWords = cut.split(/\s+/);
  const verb = cutWords.findIndex((_, i) => i > 0 && verbAt(cutWords, i));
  if (verb > 0) cut = cutWords.slice(0, verb).join(' ');
  // "Ремонт на дограма и смяна на уплътнения Варна": it ends where its town starts, typed without "в".
  const town = findPlaces(cut).find((p) => p.start > 0);
  if (town && /^\p{Lu}/u.test(cut.slice(town.start)) && typedBare(cut, town.start))
    cut = cut.slice(0, town.start).trim();
  // "Ремонт на телевизори Стари Загора": capitalised words that end it are a place or a name typed without
  // "в" (misspelt, so no town was found); the job ends before them.
  const trailingCaps = /^(.*?\p{Ll})\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.exec(cut);
  // ("Обущарница при Тошо" is a name: a preposition before the capitals keeps it whole, and the check below.)
  if (trailingCaps && stripDangling(trailingCaps[1]!) === trailingCaps[1]) cut = trailingCaps[1]!;
  // ("Геодезист инж. Стоян Маринов, гр. Смолян", "Ветеринар д-р Петров": the title goes with the name it was cut
  // from, never with the trade.)
  cut = cut.replace(/\s+(?:инж|арх|проф|доц|адв|д-р|др)\.?$/iu, '');
  // ("Изкуствено осеменяване на крави и юници с внесена семенна течност от бикове Холщайн и Симентал": what it is done
  // with or from, up to a breed or a brand, is a detail; the job ends before its "с" or "от".)
  const capsAt = cut.split(/\s+/).findIndex((w, i) => i > 0 && /^[А-Я][а-я]/u.test(w) && !ABROAD_WORDS.has(w));
  // ("Тандемни полети с парапланер от връх Бузлуджа": a peak, a river or a dam named after it is where, cut at its own
  // "от"; what the job is done with stays.)
  const capsWords = cut.split(/\s+/);
  const geoAt =
    capsAt >= 3 &&
    GEO_KIND_WORD_RE.test(capsWords[capsAt - 1]!) &&
    /^(?:от|до|над|на|край)$/u.test(capsWords[capsAt - 2]!)
      ? capsAt - 2
      : -1;
  const withAt =
    geoAt > 0
      ? geoAt
      : capsAt > 0
        ? capsWords.findIndex((w, i) => i >= 2 && i < capsAt && /^(?:с|със|от)$/u.test(w))
        : -1;
  if (withAt > 0) cut = cut.split(/\s+/).slice(0, withAt).join(' ');
  // ("Премахване на етернитови покриви с лиценз": the licence it is done with is a reason to trust, no part of the job.)
  cut = cut.replace(/(?<=\p{L}{3,}\s+\p{L}{3,})\s+(?:с|със)\s+(?:лиценз|разрешително|сертификат|гаранция)$/iu, '');
  const words = cut.split(/\s+/);
  // ("3D принтиране по поръчка": a 3D, 4K or 5G is a kind of the job, no number.)
  if (!cut || words.length > 12 || /\d/.test(cut.replace(/(?<!\S)\d[DKGДК](?!\p{L})/giu, '')) || offerScore(cut) > 0)
    return '';
  // "Цветарски магазин Роза" is the shop and its name, not what it sells.
  if (
    // ("Превоз на мебели и хамалски услуги" is a job: "услуги" after it names no business; nor does "Услуги с мини
    // багер", which says the job by its machine.)
    words.some(
      (w, i) =>
        startsWithBusinessNoun(w) &&
        !(/^услуги$/iu.test(w) && (i > 0 || /^(?:с|със|на|по)$/iu.test(words[1] ?? ''))) &&
        // ("Украса на зала и маса за фирмени партита": a hall after "на" is what the job is done on.)
        !(i > 1 && words[i - 1] === 'на' && !startsWithBusinessNoun(words[0]!)) &&
        // ("Подбор на персонал за ресторанти", "Преместване на офиси и магазини": businesses in the plural after
        // "за", "на" or "и" are whom the job is for or what it is done on, never the business itself.)
        !(
          i > 1 &&
          /^(?:на|за|и)$/u.test(words[i - 1]!) &&
          /\p{L}{3,}(?:и|ове|ета|ища)$/u.test(w) &&
          !startsWithBusinessNoun(words[0]!)
        ),
    ) ||
    words.slice(1).some((w) => /^[А-Я][а-я]/.test(w) && !ABROAD_WORDS.has(w)) ||
    STARTERS.has(words[0]!.toLocaleLowerCase('bg-BG')) ||
    /^(?:здрав|добре|казвам|аз|ние)/iu.test(cut)
  )
    return '';
  // ("дипломни работи", "бетонови работи" are jobs, not "works".)
  if (
    words.some(
      (w, i) =>
        (VERBS.has(w.toLocaleLowerCase('bg-BG')) && !(w === 'работи' && i > 0)) ||
        (isOwnVerb(w) && !FIRST_PERSON_NOUNS[w.toLocaleLowerCase('bg-BG')]),
    )
  )
    return '';
  // Said whole ("Почистване на DPF филтри и ремонт на дюзи"), when it reads as a service at all.
  if (!cleanService(cut)) return '';
  const said = tidy(stripDangling(cut));
  // (Only a clause said whole runs on into the rest of its list.)
  const after = said === clause ? flat.slice(flat.indexOf(clause) + clause.length) : '';
  // The rest of a list the comma cut: "ДДД за ресторанти, хотели и хранителни магазини – …", "пожарогасители …
  // продажба, презареждане и годишна проверка.".
  const listRest =
    /^((?:,\s*(?:\p{Ll}{2,}\s+){0,2}\p{Ll}{3,})*,?\s+и\s+(?:\p{Ll}{3,}\s+)?\p{Ll}{3,})(?=\s*(?:[.;:!?–—]|\s-\s|$))/u.exec(
      after,
    )?.[1];
  // ("ДДД за ресторанти, хотели и хранителни магазини – дезинсекция срещу хлебарки и дератизация на мишки и плъхове":
  // a trade's abbreviation is said by the jobs its dash spells out.)
  const spelled = /^\p{Lu}{2,5}\s/u.test(said)
    ? /\s[–—-]\s+(\p{Ll}{3,}(?:ция|ане|ене|яне|ние)(?:\s+[^,.;:!?()–—\d]{3,80}?)?)(?=\s*[,.;:!?(]|$)/u.exec(flat)?.[1]
    : undefined;
  if (spelled) return capitalizeFirst(spelled);
  // ("Подбор на персонал за ресторанти, хотели и складове": whom the job is for, listed whole.)
  if (/\sза\s+\p{Ll}{3,}$/u.test(said)) return listRest ? said + listRest : said;
  // ("сушени сливи, ябълки и кайсии без захар …", "Доставка на пясък, чакъл, баластра и хумус със самосвал …": one plural
  // adjective, or one job and its "на", before things listed a word each is the whole list's; the comma cut it after the
  // first, «Търсите сушени сливи?», «… – доставка на пясък».)
  const adjectiveShared = /^(?:\p{Ll}{3,}но\s+)?(?:\p{Ll}{3,}и\s+){1,2}\p{Ll}{3,}[иеая]$/u.test(lc(said));
  const jobShared = /^(?:\p{L}{3,}(?:ане|ене|яне|ка|ба)|ремонт|монтаж|превоз|транспорт)\s+на\s+\p{Ll}{3,}$/iu.test(
    said,
  );
  const things =
    adjectiveShared || jobShared
      ? /^((?:,\s*\p{Ll}{3,}){1,3},?\s+и\s+\p{Ll}{3,})(?=\s*(?:[.,;:!?–—]|$)|\s+(?:без|от|с|със|за|в|във|до|по|на|при|край|из)\s)/u.exec(
          after,
        )?.[1]
      : undefined;
  const thingWords = things?.match(/\p{Ll}{3,}/gu) ?? [];
  if (
    things &&
    thingWords.every(
      (w) =>
        !PREPOSITIONS.has(w) &&
        !VERBS.has(w) &&
        !isOwnVerb(w) &&
        !isFirstPersonVerb(w) &&
        (!adjectiveShared || /[иеая]$/u.test(w)),
    )
  )
    return said + things;
  // ("капково напояване монтаж за градини", "пожарогасители за фирми и магазини продажба, презареждане и годишна
  // проверка": typed in haste, the thing comes before the job done on it; said, the job comes first.)
  const typedThingFirst =
    /^(\p{L}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,5}?)\s+((?:монтаж|ремонт|продажба|доставка|поддръжка|сервиз|изработка)(?:(?:,\s*|\s+и\s+)\p{Ll}{4,}){0,2})((?:\s+за\s+\p{Ll}.*)?)$/u.exec(
      said,
    );
  if (
    !typedThingFirst ||
    DEED_RE.test(typedThingFirst[1]!.split(/\s+/)[0]!) ||
    // ("свещи от пчелен восък ръчна изработка": made by hand, a manner, not a job typed after its thing.)
    /(?:на|но|ска|ско|ски|ен)$/u.test(typedThingFirst[1]!) ||
    /\s(?:на|за|и|с|от)$/u.test(` ${typedThingFirst[1]!}`)
  )
    return said;
  const jobs = `${typedThingFirst[2]!}${typedThingFirst[3] ? '' : (listRest ?? '')}`;
  // (Three jobs or more are too many to say before their thing: the thing says it, "Пожарогасители за фирми и магазини".)
  if (jobs.includes(',')) return typedThingFirst[1]!;
  return capitalizeFirst(`${jobs} на ${lowerInitial(typedThingFirst[1]!)}${typedThingFirst[3]!}`);
}

/**
 * "Поставяме вендинг автомати за кафе и закуски БЕЗПЛАТНО във фирми, …" → "вендинг автомати за кафе и закуски": what the
 * owner's own verb, opening the brief, takes, up to a shouted word, where or whom ("във фирми") or the clause's end.
 */
function objectOfOpeningVerb(opening: string): string {
  const m = /^\s*(\p{L}+)\s+(.+)$/u.exec(opening);
  if (!m || !/^\p{Lu}?\p{Ll}+$/u.test(m[1]!) || !isOwnVerb(lc(m[1]!))) return '';
  const object = m[2]!.split(
    /\s+(?=\p{Lu}{3,}(?!\p{L}))|\s+(?=(?:в|във|из|по|при|от|до|с|със)\s)|\s*[,.;:!?(–—]|\s-\s/u,
  )[0]!;
  const words = object.split(/\s+/u);
  // (Two words or more, the first a thing's, never another verb or a pronoun: "ги режем", "идваме до вас".)
  if (
    words.length < 2 ||
    words.length > 7 ||
    !words.every((w) => /^[\p{Ll}\d-]+$/u.test(w)) ||
    /^(?:ги|го|я|ви|ни|им|се|и|на|за)$/u.test(words[0]!) ||
    words.some((w) => isOwnVerb(w) || isFirstPersonVerb(w))
  )
    return '';
  return cleanService(object);
}

/** "… в пекарна „Чисто зърно“, Русе": with nothing else to describe it, the business is the noun before its name. */
function namedBusiness(text: string, name: string): string {
  if (!name) return '';
  const m = new RegExp(`(?<!\\p{L})(\\p{L}{4,})\\s+[„"“«]${escapeRe(name)}`, 'u').exec(text);
  return m && looksLikeBusinessNoun(m[1]!) ? `${capitalizeFirst(m[1]!)} „${name}“` : '';
}

/** "манов" of "манов и билков мед": an adjective cut from its list takes the list and its noun back. */
function wholeAdjectiveList(service: string, text: string): string {
  if (!/^\p{L}+(?:ов|ев|ски|ен|ни|на|но)$/iu.test(service)) return service;
  // ("Продаваме липов, акациев и манов мед": the list may run on with commas before its "и".)
  const adjective = String.raw`\p{L}+(?:ов|ев|ски|ен|ни|на|но)`;
  const m = new RegExp(
    `(?<!\\p{L})${service}((?:\\s*,\\s*${adjective})*)\\s+и\\s+(${adjective})\\s+(\\p{L}{3,})`,
    'iu',
  ).exec(text);
  return m ? `${service}${m[1]} и ${m[2]} ${m[3]}` : service;
}

/** "Тортите" advertised is "торти": a service is said without the article. */
function indefinite(service: string): string {
  return (
    service
      .replace(/^(\p{L}{3,}и)те(?=$|\s+(?:за|с|със|от|на|по)\s)/iu, '$1')
      // ("зимните гащеризони" of "-30% на зимните гащеризони": the adjective loses the article for its noun.)
      .replace(/^(\p{L}{2,}(?:н|ск|шк|цк|ов|ев)и)те(?=\s+\p{L}{4,})/iu, '$1')
      .replace(
        /^(монтаж|демонтаж|ремонт|превоз|масаж|маникюр|педикюр|сервиз|транспорт|преглед|ъпгрейд)(?:а|ът)(?!\p{L})/iu,
        '$1',
      )
  );
}

// A bullet or number that opens a list line: "- ", "• ", "1. ", "2) ".
const BULLET_RE = /^\s*(?:[-–—•·*▪►✓✔]|\d{1,2}[.)])\s*/u;

/**
 * Services written one per line (after "Услуги:" or as bullets): two or more short consecutive
 * lines with no offer, call or phone in them, joined with commas.
 */
function lineList(text: string): string {
  const lines = text.split('\n').map((l) => l.trim());
  let best: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2 && run.length > best.length) best = run;
    run = [];
  };
  for (const [i, line] of lines.entries()) {
    const item = tidy(line.replace(BULLET_RE, ''));
    const afterHeader = i > 0 && /:\s*$/.test(lines[i - 1]);
    const listy = BULLET_RE.test(line) || afterHeader || run.length > 0;
    const plain =
      item.length >= 3 &&
      item.length <= 80 &&
      !/:\s*$/.test(line) &&
      offerScore(item) <= 0 &&
      !CTA_VERB_RE.test(item) &&
      !PHONE_RE.test(item);
    if (listy && plain && tokenize(item).length <= 10) run.push(...splitServiceList(item));
    else flush();
  }
  flush();
  return best.join(', ');
}

/** "Ние сме Златни ръце – ремонти в Перник": the lowercase phrase after the name's dash. */
function dashDescriptor(sentence: string): string {
  const m =
    /\s[–—-]\s+(\p{Ll}[\p{Ll}\s-]{2,50}?)(?=\s+(?:в|във|от|за|с|със|на\s+(?:цени|адрес))\s|\s*[,.!;:–—]|$)/u.exec(
      stripPlaceholders(sentence),
    );
  if (!m) return '';
  // ("Добре дошли – доверена фирма за почистване с грижа за …": a business praised by its noun is no service; what it
  // is for is, «почистване», never «Търсите доверена фирма?».)
  if (/^\p{Ll}+\s+(?:фирма|ателие|студио|сервиз|компания|екип|магазин|партньор)$/u.test(m[1]!)) {
    const forWhat =
      /^\s+за\s+(\p{Ll}[\p{Ll}\s-]{2,50}?)(?=\s+(?:в|във|от|с|със|и\s+\p{Ll}+\s+на)\s|\s*[,.!;:–—]|$)/u.exec(
        stripPlaceholders(sentence).slice(m.index + m[0].length),
      );
    if (forWhat) return cleanService(forWhat[1]!);
  }
  return cleanService(m[1]);
}

/** The business noun that opens a description ("Ресторант", "Частна детска градина"). */
function businessNounPhrase(sentence: string): string {
  const tokens = tokenize(sentence);
  const texts = tokens.map((x) => x.text);
  const words: string[] = [];
  for (const [k, t] of tokens.slice(0, 6).entries()) {
    // "Логопед за деца от 3 до 10 години": an age or a count is not part of the trade's name.
    if (words.length && (isCapitalized(t.text) || isLatin(t.text) || /^\d/.test(t.text))) break;
    // ("retro сватба - наемете Чайка …": the call ends it too.)
    if (verbAt(texts, k) || ['ни', 'ми', 'ви'].includes(t.text.toLowerCase()) || CTA_VERB_RE.test(t.text)) break;
    // "Пекарна в Русе" ends at the place; "Школа по плуване за деца" keeps what it teaches.
    if (
      PREPOSITIONS.has(t.text.toLowerCase()) &&
      !/^(?:по|за)$/i.test(t.text) &&
      words.length &&
      looksLikeBusinessNoun(words[words.length - 1])
    )
      break;
    words.push(t.text);
    if (/[,.;:!?–—„"«]/.test(sentence.slice(t.end, t.end + 2))) break;
  }
  // ("Миглопластика косъм по косъм в село | Труд": the six words cut before the village leave its "в село" to it.)
  const phrase = stripDangling(words.join(' ').replace(/\s+(?:в|във|от|край|до|около)\s+(?:село|с\.?)$/iu, ''));
  // "Шоу със сапунени балони за детски | рождени дни …", "Ремонт на щори и смяна на | механизми": six words
  // that cut an adjective from its noun, or a job from what it is done to, are no noun phrase; the opening
  // clause is read whole by the next reader.
  const next = tokens[words.length];
  if (
    words.length === 6 &&
    next &&
    /^\p{Ll}/u.test(next.text) &&
    /^\s+$/.test(sentence.slice(tokens[5]!.end, next.start)) &&
    (/(?:^|\s)(?:за|по|с|със|от|на)\s+\p{L}+(?:ски|цки|шки|ни|ен|ов|ев)$/iu.test(phrase) ||
      (/\sна$/iu.test(words.join(' ')) &&
        /(?:ане|ене|яне|ние|ция|зия|смяна|подмяна|ремонт|монтаж|изработка|продажба|доставка)$/iu.test(phrase)))
  )
    return '';
  // "Нашето кафене" is the business, never the advertised service.
  if (/^(?:наш|ваш|моя|моят|моето|моите)/i.test(phrase)) return '';
  // "Фирмата", "Компанията" alone say nothing about what is advertised.
  if (words.length === 1 && /^(?:фирм|компани|бизнес|организаци)/i.test(phrase)) return '';
  return words.some(looksLikeBusinessNoun) ? phrase : '';
}

/** "Ръчно изработени керамични чаши и купи от ателие „Глина и огън“": the product, before the business that makes it. */
function productOpening(sentence: string): string {
  const m = /^([\p{L}][\p{L}\s-]{3,60}?)\s+(?:от|в|във|на)\s+(\p{L}+)/u.exec(stripPlaceholders(sentence).trim());
  if (!m || !looksLikeBusinessNoun(m[2]!)) return '';
  const words = tokenize(m[1]!).map((t) => t.text);
  if (
    words.length < 2 ||
    words.length > 8 ||
    looksLikeBusinessNoun(words[0]!) ||
    words.some((_, k) => verbAt(words, k))
  )
    return '';
  return cleanService(m[1]!);
}

/** "правя мебели по поръчка кухни гардероби…": what an owner writing in the first person does. */
function firstPersonOpening(sentence: string): string {
  // ("Аквариумите на Тео в София – Младост, почиствам и поддържам аквариуми …": after who and where, the
  // first clause in the owner's own verb.)
  for (const [i, part] of sentence
    .split(/[,;:–—]/)
    .slice(0, 3)
    .entries()) {
    const clause = part.trim();
    // ("Казвам се Ралица.": the owner saying their name opens with a verb of theirs and names no deed, «Се Ралица».)
    if (/^казвам\s+се(?!\p{L})/iu.test(clause)) continue;
    // "Изписвам икони на дърво по поръчка": any verb of the owner's own opens what they make; its object is the service.
    // (The opening clause to its fourth word, "правя мебели по поръчка | кухни гардероби …"; a later one to its sixth.)
    // ("… – тракия почиствам …": a quarter typed in lower case before the verb is where.)
    const skip = i
      ? clause
          .split(/\s+/)
          .findIndex((w, k) => k <= 2 && FIRST_PERSON_START.test(clause.split(/\s+/).slice(k).join(' ')))
      : 0;
    // ("… аквариуми в домове | и офиси": a pair is said whole.)
    if (skip > 0 || FIRST_PERSON_START.test(clause)) {
      const words = clause.split(/\s+/).slice(Math.max(0, skip));
      const n = i && /^(?:и|или)$/u.test(words[6] ?? '') ? 8 : i ? 6 : 4;
      return cleanService(words.slice(0, n).join(' '));
    }
    const [verb = '', ...rest] = clause.split(/\s+/);
    // ("тракия", a lone word that ends like "шия", is no deed.)
    // ("подковавам коне": a verb the table does not know says its deed by its noun, "подковаване на коне", not "коне".)
    if (isFirstPersonVerb(verb) && rest.length)
      return rest.length <= 6 ? cleanService(derivedNoun(verb) ? clause : rest.join(' ')) : '';
  }
  return '';
}

/** A price with its currency, "25 €", "20 лв", "15 евро" (the currency captured). */
const PRICED_RE = /\d\s*(лв\.?|лева|€|евро|eur)(?!\p{L})/iu;

/** "… 35 € смяна на верига 15 €", "… 25 € пълен сервиз с почистване на задвижването 45 €": a second priced part is a second clause. */
const WHOM = 'деца|децата|ученици|учениците|студенти|пенсионери|възрастни|възрастните';
const WHOM_PRICED_AFTER_RE = new RegExp(
  `(?<=\\s(?:за\\s+)?(?:${WHOM}))\\s+(?=(?:${WHOM})\\s+(?:до\\s+\\d+\\s*г\\.?\\s+)?(?:по\\s+|от\\s+)?\\d)`,
  'giu',
);
const HOLIDAY_RE =
  /(?<![\p{L}])(?:дядо\s+коледа|дядо\s+мраз|снежанка|коледа|нова\s+година|великден|никулден|гергьовден|ивановден|трифон\s+зарезан)(?![\p{L}])/gu;
// ("кладница 7 лв кг печурки 6 лв": the unit typed after the first price is still the first part's.)
const SECOND_PRICE_RE =
  /(\d\s*(?:лв\.?|лева|€|евро|eur)(?:\s+(?:кг|килото|бр|броя|бройката|л|литъра|литър)\.?(?!\p{L}))?)\s+(?=(?!(?:за|на|от|до|с|със|и|или|при|в|във|по|плюс|вместо|кг|гр|г|л|мл|бр|броя|кв|м|час|ден|нощ|месец|човек)[\s.,])\p{L}+(?:\s+\p{L}+){0,5}\s+\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро|eur)(?!\p{L}))/giu;

// ("… 20 евро на ден след 15 часа 12 евро": a second price from an hour of the day is a part of its own.)
const HOUR_PRICED_AFTER_RE =
  /(\d\s*(?:лв\.?|лева|€|евро|eur)(?:\s+(?:на|за)\s+\p{L}+)?)\s+(?=(?:след|преди|от)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:ч\.?|часа)?\s+\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро|eur)(?!\p{L}))/giu;

/** "… без такса за посещение 0898 223 114" → "Без такса за посещение": the deal from its signal to a phone or the end. */
function runOnDeal(line: string, name = ''): string {
  // The deal starts at its signal or at a price, whichever comes first ("коли от 35 лв на ден без депозит …",
  // "… цена 50 лв корекция 30 лв записване на …"), and runs to the phone or the call, eight words at most.
  const signal =
    /(?:^|\s)(?:без\s+такс|без\s+депозит|безплат|отстъпк|-?\d+\s?%|промоци|подар|\d\s?за\s?\d(?!\d))/iu.exec(line);
  // ("… курс от 120 до 180 лв …": a range is one price, from its first figure; cut at its "до", the deal said «180 лв».)
  const price =
    /(?:^|\s)(?:(?:цена|цени|коли|стаи|само)\s+)?(?:от\s+)?\d+(?:[.,]\d+)?(?:\s*(?:до|-|–)\s*\d+(?:[.,]\d+)?)?\s*(?:лв|лева|€|евро|eur)(?![\p{L}])/iu.exec(
      line,
    );
  let at = Math.min(signal?.index ?? Infinity, price?.index ?? Infinity);
  if (at === Infinity) return '';
  // "… и силанти за 20 лв": the price keeps what it is for.
  // ("… салон на лека кола за 70 евро": and what the thing is of.)
  const forWhat =
    at === price?.index
      ? // (…and both of a pair: "… супа + основно за 7 евро".)
        // (…and a size by its paper or its mark: "… формат А4 за 45 лв".)
        /(?:^|\s)((?:\p{L}{3,}\s*\+\s*)?\p{L}{3,}(?:\s+\p{Lu}\d{1,2}|\s+на\s+\p{L}{3,}(?:\s+\p{L}{3,})?)?\s+за)\s*$/u.exec(
          line.slice(0, at),
        )
      : null;
  // ("… яма 2х2х2 м с изкопа и бетонните пръстени за 650 евро": the last of what comes with a thing is no thing the
  // price is for; the thing, with its measure, is.)
  const withWhat =
    forWhat &&
    /(?:^|\s)(\p{L}{3,}(?:\s+[\p{L}\d]+){0,2}\s+(?:с|със)\s+\p{L}+\s+и\s+(?:\p{L}+\s+)?\p{L}{3,}\s+за)\s*$/u.exec(
      line.slice(0, at),
    );
  if (
    withWhat &&
    !PREPOSITIONS.has(withWhat[1]!.split(/\s+/)[0]!.toLocaleLowerCase('bg-BG')) &&
    !isFirstPersonVerb(withWhat[1]!.split(/\s+/)[0]!.toLocaleLowerCase('bg-BG'))
  )
    at = withWhat.index + (withWhat[0].length - withWhat[1]!.length);
  else if (forWhat) at = forWhat.index + (forWhat[0].length - forWhat[1]!.length);
  // "…, подковаване на 4 крака 50 евро": the job the price follows, from its comma, is what it is the price of.
  const job =
    !forWhat && at === price?.index
      ? // (…never past its town or the price's own "цена": "почистване на офиси в Плевен цена 100 лв" is priced from "цена".)
        (/(?:^|[,–—]\s*)((?:\p{L}{4,}(?:ане|ене|яне|ние)|ремонт|монтаж|смяна)(?:\s+(?!(?:в|във|цена|цени|цената|цените)(?!\p{L}))[\p{L}\d]+){0,4})\s*$/iu.exec(
          line.slice(0, at),
        ) ??
        // (…and so is the measure it is sold by: "… мед буркан 1 кг 12 евро", "… вкъщи сесия 60 минути 35 евро".)
        /(?:^|\s)(\p{L}{3,}\s+\d+(?:[.,]\d+)?\s*(?:кг|г|гр|л|мл|бр|м|мин|минути|ч|час|часа)\.?)\s*$/iu.exec(
          line.slice(0, at),
        ) ??
        // (…and the time it buys: "… всичко нужно от мен цял ден 120 лв за двама".)
        // ("… час каране 70 лв на машина": an hour of the job, said by its noun.)
        /(?:^|\s)((?:цял|цяла|цяло|половин)\s+(?:ден|час|седмица|месец|уикенд)|\d+\s+(?:час|часа|дни|дена|нощувки|нощи)|(?:час|ден)\s+\p{Ll}{3,}(?:ане|ене|яне))\s*$/iu.exec(
          line.slice(0, at),
        ) ??
        // (…and the thing it prices, a noun alone: "… всяка събота нож 3 €", "… всякакви марки диагностика 10 евро".)
        (/^\s*(?:от\s+)?\d/iu.test(line.slice(at)) ? pricedNoun(line.slice(0, at)) : null))
      : null;
  if (job) at = job.index + (job[0].length - job[1]!.length);
  // ("… първата консултация е 25 лева", "… всяка разходка струва 10 лева": the price said of its subject keeps it.)
  const pricedSubject =
    !forWhat && !job && at === price?.index
      ? /(?:^|[\s,])((?:(?:първ|последн)\p{L}{0,4}\s+\p{L}{3,}|(?:всеки|всяка|всяко|един|една|едно)\s+\p{L}{3,}|\p{L}{3,}(?:ът|ят|та|то))\s+(?:е|са|струва|струват)(?:\s+само)?)\s*$/iu.exec(
          line.slice(0, at),
        )
      : null;
  if (pricedSubject) at = pricedSubject.index + (pricedSubject[0].length - pricedSubject[1]!.length);
  // ("… огледът е безплатен": what is free is said with it.)
  const subject =
    at === signal?.index
      ? (/(?:^|[\s,])(\p{L}{3,}(?:ът|ят|та|то|те)\s+(?:е|са))\s*$/u.exec(line.slice(0, at)) ??
        // (…and "оглед безплатен": the adjective after its noun.)
        (/^\s*безплатн(?:ен|а|о|и)(?!\p{L})/iu.test(line.slice(at))
          ? /(?:^|\s)(\p{L}{4,})\s*$/u.exec(line.slice(0, at))
          : null))
      : null;
  if (subject) at = subject.index + (subject[0].length - subject[1]!.length);
  // ("… туристически данък всичко месечно от 60 лв": how often it is paid goes with the price, "От 60 лв месечно".)
  // (Not "два пъти седмично 40 лв": that is how often they meet, the price is still the month's.)
  const period = /(?:^|\s)(?<!пъти\s|път\s)(месечно|годишно|седмично)\s*$/iu.exec(line.slice(0, at))?.[1];
  // (…up to the phone, or the village it is signed from: "… отводка 180 лв пчелин добрев с. бяла черква".)
  // (…or to the name that signs it, with its noun: "… смяна на верига 15 € сервиз Трион Митко".)
  // (A one-word name only as typed, capital and all: "Мед" is no cut in "… мед 12 евро".)
  const signed = name
    ? new RegExp(`(?:\\s+(\\p{L}+))?\\s+${escapeRe(name)}(?!\\p{L})`, name.includes(' ') ? 'iu' : 'u').exec(
        line.slice(at),
      )
    : null;
  // ("… 7 евро готви леля Стефка": what an aunt or a grandma does, said before her, is no part of the deal.)
  const kinVerb = (w: string) => /^(?:леля|баба|дядо|бай|чичо|кака)\s/iu.test(name) && /^\p{Ll}{3,}[иеа]$/u.test(w);
  const upToName = signed
    ? line.slice(at, at + signed.index) +
      (signed[1] && !looksLikeBusinessNoun(signed[1]) && !kinVerb(signed[1]) ? ` ${signed[1]}` : '')
    : line.slice(at);
  let deal = tidy(
    upToName
      .split(PHONE_RE)[0]!
      .split(/\s(?:с|гр)\.\s/u)[0]!
      .replace(CALL_TAIL_RE, '')
      .replace(SECOND_PRICE_RE, '$1, ')
      .replace(HOUR_PRICED_AFTER_RE, '$1, ')
      // ("20 евро на ден за възрастни деца 12 евро": a second price for whom is a part of its own.)
      .replace(WHOM_PRICED_AFTER_RE, ', '),
  );
  // ("… с. Бяла река обл. Пловдив 25 € на декар": the village and region the deal was read from are where, not what.)
  deal = deal.replace(
    /^(?:\p{L}+\s+)?(?:обл\.|общ\.|област|община)\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?=\d)/u,
    '',
  );
  // "… 2 € на брой над 50 овце идвам до кошарата", "… 20 лв на комин обслужвам и селата": the owner's next verb
  // after the price starts a clause of its own, no part of the deal.
  const priceAt = PRICED_RE.exec(deal);
  if (priceAt) {
    const after = deal.slice(priceAt.index + priceAt[0].length);
    const verb = [...after.matchAll(/(?<=^|[\s,])(\p{L}+)/gu)].find((m) => {
      const w = m[1]!.toLocaleLowerCase('bg-BG');
      return (isFirstPersonVerb(w) || isOwnVerb(w)) && !/^(?:е|са)$/u.test(w);
    });
    // (…typed right after it: "20 евро на час, ракети осигурявам аз, първи урок безплатно" lists its parts.)
    // (…but "…, идвам безплатно", "…, поставяме хореография" after a comma are parts of it; "…, обслужвам и с. Буйновци"
    // is where they go.)
    const where =
      verb &&
      /^(?:обслужва\p{L}*|работ\p{L}*|пътува\p{L}*)\s+(?:и\s+)?(?:в\s+|във\s+)?(?:с\.|село|селата|района|околн\p{L}*|\p{Lu})/iu.test(
        after.slice(verb.index),
      );
    // (…nor is "…, идвам до кошарата от май до юни" when its clause holds no deal: only where and when.)
    const noDeal =
      verb &&
      GENERIC_DEED_RE.test(verb[1]!.toLocaleLowerCase('bg-BG')) &&
      !/безплат|отстъп|подар|%|\d/iu.test(after.slice(verb.index).split(/[,;]/u)[0]!);
    if (verb && (!/[,;]/u.test(after.slice(0, verb.index)) || where || noDeal))
      deal = deal.slice(0, priceAt.index + priceAt[0].length + verb.index!).replace(/[\s,;–—-]+$/u, '');
  }
  const all = pricedParts(deal).split(/\s+/);
  // ("30 лв за комплект а при смяна при нас съхранението е безплатно": a gift in the words after it goes with it.)
  const gives = /безплат|отстъпк|подар/iu.test(all.slice(8, 12).join(' '));
  // ("25 евро за комин втори комин на същия адрес 15 евро": a second price in the words after it is the deal's too.)
  const secondPrice = all.slice(8, 12).findIndex((w) => /^(?:лв|лева|€|евро|eur)[.,!]?$/iu.test(w));
  // ("цена от 120 евро за къща включва монтаж и демонтаж след празниците": and so is what the price includes.)
  const includes = /(?<!\p{L})включ(?:ва|ват|ено|ени|ен|ена|ително)(?!\p{L})/iu.test(all.slice(0, 8).join(' '));
  const most = job || subject || gives || includes ? 12 : secondPrice >= 0 ? 9 + secondPrice : 8;
  // ("20 евро на час, ракети осигурявам аз, първи урок безплатно": whole clauses, never one cut in its middle.)
  const clauses = all.join(' ').split(/(?<=,)\s+/);
  let kept: string[] = [];
  // (…and a clause with a price of its own is the owner's too, up to eighteen words: "… 20 евро на ден, след 15 часа
  // 12 евро".)
  // (…never past the end of its sentence: "… 15 евро. Преди сезона си проверете комина!")
  const priced = (c: string) => PRICED_RE.test(c) && !/[.!?]\s/u.test(c);
  for (const c of clauses) {
    const total = kept.length + c.split(/\s+/).length;
    if (kept.length && total > 12 && !(priced(c) && total <= 18)) break;
    kept = [...kept, ...c.split(/\s+/)];
  }
  // ("35 евро на метър с тръбите и помпа | по желание": how it is had, the last two words, is said, never cut off.)
  const manner =
    all.length === most + 2 && /^по\s+(?:желание|поръчка|избор|договаряне)[.!]?$/iu.test(all.slice(most).join(' '));
  const cut = manner ? all : all.slice(0, most);
  // (…nor a clause cut after its comma with no price of its own: "…, деца 12 евро, при наем".)
  const partial =
    cut.length < all.length &&
    cut.length > kept.length &&
    kept.length >= 2 &&
    clauses.length > 1 &&
    !/\d/.test(cut.slice(kept.length).join(' '));
  const words = (kept.length > most && kept.length <= 18 && clauses.length > 1) || partial ? kept : cut;
  // (…and a price keeps what it is for: "25 евро за двама", "20 евро на час".)
  const currency = (w: string | undefined) => /^(?:лв\.?|лева|€|евро|eur)$/iu.test(w ?? '');
  const n = words.length;
  if (n < all.length && currency(words[n - 1]) && /^(?:за|на)$/u.test(all[n] ?? '')) words.push(...all.slice(n, n + 2));
  else if (n < all.length && currency(words[n - 2]) && /^(?:за|на)$/u.test(words[n - 1]!)) words.push(all[n]!);
  // ("… 15 € за малки | дворове": an adjective keeps its noun.)
  const m = words.length;
  // ("… 120 лв за малък | магазин": and so does a size.)
  if (
    m < all.length &&
    (/^\p{Ll}{3,}(?:ки|ни|ски|шни|ри|ли)$/u.test(words[m - 1]!) || SIZE_WORD_RE.test(words[m - 1]!)) &&
    /^\p{Ll}{3,}$/u.test(all[m]!)
  )
    words.push(all[m]!);
  // (…and a date its month: "до 31 | март".)
  else if (
    m < all.length &&
    /^\d{1,2}$/u.test(words[m - 1]!) &&
    /^(?:до|от)$/iu.test(words[m - 2] ?? '') &&
    MONTH_WORD_RE.test(all[m]!.toLocaleLowerCase('bg-BG'))
  )
    words.push(all[m]!);
  // ("25 EUR на метър огледът е безплатен": a second clause with its own subject is set apart.)
  const said = words
    .join(' ')
    .replace(/(?<=[\p{L}\d])\s+(?=\p{L}{3,}(?:ът|ят|та|то|те)\s+(?:е|са)\s)/u, ', ')
    .replace(/(?<=\s\p{L}{4,}\s+безплатн(?:ен|а|о|и))\s+(?=\p{L})/iu, ', ')
    // ("… за комплект а при смяна …": the "а" that turns to the second part takes its comma.)
    .replace(/(?<=[\p{L}\d€])\s+а\s+(?=(?:при|за|ако|когато|след)\s)/u, ', а ')
    // ("10 лв на кубик ако са над 10 кубика 8 лв": the condition of a second price is set apart from the first.)
    .replace(/(?<=\d\s?(?:лв\.?|лева|€|евро|eur)(?:\s+(?:на|за)\s+\p{L}+)?)\s+(?=(?:ако|когато)\s)/iu, ', ');
  const out = words.length >= 2 ? capitalizeFirst(cap(stripDangling(said.replace(/[,.!]$/, '')))) : '';
  return period && !new RegExp(`(?<!\\p{L})${period}`, 'iu').test(out)
    ? out.replace(/(\d\s*(?:лв\.?|лева|€|евро|eur))(?!\p{L})/iu, `$1 ${period.toLocaleLowerCase('bg-BG')}`)
    : out;
}

/** A size said before its noun: "за малък | магазин", "за цяла | кола". */
const SIZE_WORDS = 'малък|малка|малко|малки|голям|голяма|голямо|големи|цял|цяла|цяло|цели';
const SIZE_WORD_RE = new RegExp(`^(?:${SIZE_WORDS})$`, 'u');
// "… 20 лв за час, 35 лв за двама": a second priced part after the first's "за …"/"на …", after its whole noun.
const SECOND_PART_AFTER_NOUN_RE = new RegExp(
  String.raw`(\d\s*(?:лв\.?|лева|€|евро|eur)\s+(?:за|на)\s+(?!(?:${SIZE_WORDS})\s)\p{L}+)\s+(?!(?:и|или|а)\s)(?=\p{L}+(?:\s+\p{L}+){0,3}\s+(?:\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро|eur)(?!\p{L})|-?\d+\s?%))`,
  'iu',
);

// "… ул. Радецки", "бул. България": a street typed last in its clause, so the number after it is the house's.
const STREET_BEFORE_RE = /(?:^|[\s,(])(?:ул|бул|пл)\.?\s*[„"«]?(?:\p{Lu}\p{Ll}{0,3}\.\s*)?\p{Lu}?[^,;:!?\d]*$/u;
/**
 * A deal's priced parts said apart: "… 50 евро само подрязване 15" — a bare number after a priced job is in the same
 * currency; "цял ден 200 лв за двама половин ден 120 лв" — a second priced part after the first's "за двама" is its
 * own, as is a second deal after its unit: "80 лв на отбор делнични дни 10% отстъпка".
 */
function pricedParts(deal: string): string {
  const unit = PRICED_RE.exec(deal)?.[1];
  return (
    (
      unit
        ? deal.replace(
            /(\s(?!(?:над|под|до|от|за|на|по|при)\s)\p{L}{3,}\s+\d+(?:[.,]\d+)?)([.!]?)$/iu,
            (m, part: string, end: string, at: number) =>
              // ("Профилактика 25 €, гр. Габрово ул. Радецки 5": a street's number is its house, never «Радецки 5 €».)
              STREET_BEFORE_RE.test(deal.slice(0, at)) ? m : `${part} ${unit}${end}`,
          )
        : deal
    )
      .replace(
        // (…after its whole noun: "120 лв за малък | магазин обучение на персонала 15 лв" keeps its "магазин".)
        SECOND_PART_AFTER_NOUN_RE,
        '$1, ',
      )
      // ("формат А4 за 45 лв А3 за 70 лв": a second size with its own price is a second part.)
      .replace(
        /(\d\s*(?:лв\.?|лева|€|евро|eur))\s+(?=\p{Lu}\d{1,2}\s+за\s+\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро|eur)(?!\p{L}))/iu,
        '$1, ',
      )
      // ("за малки породи 30€ за големи 45€": a second "за …" with its own price is a second part.)
      .replace(
        /(\d\s*(?:лв\.?|лева|€|евро|eur))\s+(?=за\s+\p{L}+\s+\d+(?:[.,]\d+)?\s*(?:лв|лева|€|евро|eur)(?!\p{L}))/iu,
        '$1, ',
      )
      // ("15 лв на човек деца до 7г безплатно": whom a second part is for opens it; "… 20 лв второ за същия празник
      // безплатно": and so does the second of a thing.)
      // (Never after a price that opens its clause, "Вход 6€ възрастни, 4€ деца до 12г.": the price is theirs, and a
      // whom with no price or gift of its own is the one before it, never «4 €, деца до 12г.».)
      .replace(
        /(?<=\d\s?(?:лв\.?|лева|€|евро|eur)(?:\s+(?:на|за)\s+\p{L}+)?)\s+(?=(?:(?:деца|ученици|студенти|пенсионери|групи|група|възрастни)\s+(?:до|под|над|от)|(?:втор|трет|четвърт)(?:и|а|о|ия|ият|ата|ото)|всеки\s+следващ\p{L}*)\s)/iu,
        (gap: string, at: number, all: string) =>
          /(?:^|[,;:]\s*|\s[–—-]\s*)(?:(?:от|по|за|само)\s+)?\d+(?:[.,]\d+)?\s?(?:лв\.?|лева|€|евро|eur)(?:\s+(?:на|за)\s+\p{L}+)?$/iu.test(
            all.slice(0, at),
          ) &&
          /^(?:деца|ученици|студенти|пенсионери|групи|група|възрастни)\s/iu.test(all.slice(at + gap.length)) &&
          !/^[^,;]*?(?:\d\s?(?:лв|лева|€|евро|eur)|безплат|%|половин|гратис)/iu.test(all.slice(at + gap.length))
            ? gap
            : ', ',
      )
  );
}

/**
 * How many words of four letters or more the priced clause of a sentence names that the deal does not (a price's own
 * words aside): "Групи над 15 души – 4€ на човек" names two; "…, преинсталиране на Windows за 40 лв." none.
 */
function ownWords(sentence: string, deal: string): number {
  const said = deal.toLocaleLowerCase('bg-BG');
  const clause = sentence.split(/,\s+/u).find((c) => /\d\s*(?:лв|лева|€|евро)/iu.test(c)) ?? sentence;
  return (clause.toLocaleLowerCase('bg-BG').match(/\p{L}{4,}/gu) ?? []).filter(
    (w) => !/^(?:цена|цената|цени|цените|само|струва|струват|лева|евро)$/u.test(w) && !said.includes(w),
  ).length;
}

/** The noun right before a run-on line's price, as a match of it ("нож" of "… всяка събота нож"), or null. */
function pricedNoun(before: string): RegExpExecArray | null {
  const m = /(?:^|\s)(\p{L}{3,})\s*$/u.exec(before);
  const w = m?.[1]!.toLocaleLowerCase('bg-BG') ?? '';
  // ("… до вашата вила 80 евро": the customer's thing is where, no unit of the deal.)
  if (
    /(?:^|\s)(?:вашата|вашия|вашият|вашето|вашите|твоята|твоя|тази|този|това|всяка|всеки|всяко)\s+\p{L}+\s*$/iu.test(
      before,
    ) ||
    // ("… 4 часа с въдици и стръв 40 евро на човек": the last of what comes with it is no unit of the deal.)
    /(?:^|\s)(?:с|със)\s+\p{L}+(?:\s+\p{L}+)?\s+и\s+\p{L}+\s*$/iu.test(before) ||
    // ("… имам препоръки 12 лв на час": what vouches for the owner is not what is sold.)
    /(?:^|\s)(?:препоръки|референции|опит|стаж|сертификат|сертификати|диплома|лиценз)\s*$/iu.test(before)
  )
    return null;
  if (!m || PREPOSITIONS.has(w) || VERBS.has(w) || STARTERS.has(w) || DANGLING_WORDS.has(w)) return null;
  // ("… кочияш в костюм 250 лв": a thing said with "в" or "от" is how or what of, no unit of the deal.)
  if (/(?:^|\s)(?:в|във|от)\s+\p{L}+\s*$/iu.test(before)) return null;
  // ("1 час на писта за до 4 души 40 лв", "… от 2 до 6 човека 60 минути 80 лв": a counted noun is priced with the
  // whole measure it ends, from its first number that opens no range.)
  if (/(?:^|\s)\d+\s+\p{L}+\s*$/u.test(before)) {
    const words = before.trimEnd().split(/\s+/);
    for (let k = Math.max(0, words.length - 8); k < words.length; k++)
      if (/^\d+$/.test(words[k]!) && !/^(?:от|до|и|или|-|над|под|около|по)$/iu.test(words[k - 1] ?? '')) {
        // ("… от 18ч карта за 8 посещения 120 лв": the thing the count is "за" goes with it.)
        const of = words[k - 1] === 'за' && k >= 2 && /^\p{Ll}{4,}$/u.test(words[k - 2]!);
        const w2 = of ? words[k - 2]! : '';
        const thing =
          of &&
          !PREPOSITIONS.has(w2) &&
          !VERBS.has(w2) &&
          !STARTERS.has(w2) &&
          !DANGLING_WORDS.has(w2) &&
          !isDateWord(w2);
        return new RegExp(`(?:^|\\s)(${escapeRe(words.slice(thing ? k - 2 : k).join(' '))})\\s*$`, 'u').exec(before);
      }
  }
  // ("… комплект два шезлонга и чадър 20 евро": the last of a bundle's things is priced with the whole bundle.)
  const bundle =
    /(?:^|\s)((?:комплект|пакет|сет)(?:\s+(?!(?:за|на|от|с)\s)[\p{L}\d]+){1,4}\s+и(?:\s+(?:двама|две|два|три|четири|\d+))?\s+\p{L}{3,})\s*$/iu.exec(
      before,
    );
  if (bundle) return bundle;
  // ("… с бус и двама хамали 40 лв на час": a noun counted in words is priced with its count.)
  const counted = /(?:^|\s)((?:двама|трима|четирима|петима|шестима|два|две|три|четири|пет)\s+\p{L}{3,})\s*$/iu.exec(
    before,
  );
  if (counted) return counted;
  // (Nor an adjective, nor a word with its article: "… директно от фермата 6 евро килото".)
  if (isDateWord(w) || isFirstPersonVerb(w) || /(?:ски|ска|ско|ни|ен|на|но|та|то|ът|ят|те)$/u.test(w)) return null;
  if (findPlaces(capitalizeFirst(w)).length || /^(?:цена|цени|само|общо|вкл)/u.test(w)) return null;
  // ("… работим в цяла Старозагорска област 35 евро на метър", "… и селата наоколо 55 евро на час": where they work
  // is no unit of the deal.)
  if (
    /^(?:област|областта|община|общината|район|района|регион|региона|околия|околията|околностите|селата|страната|наоколо|наблизо|навсякъде|околовръст)$/u.test(
      w,
    )
  )
    return null;
  // ("… ножчета по 3 евро": each thing by its price.)
  const each = /(?:^|\s)(\p{L}{4,}\s+по)\s*$/u.exec(before);
  if (each && !PREPOSITIONS.has(each[1]!.split(/\s+/)[0]!) && !isFirstPersonVerb(each[1]!.split(/\s+/)[0]!))
    return each;
  // ("… профилактика на косачка 35 €", "пълен груминг за малка порода 35 €": the job on the thing, or for whom,
  // is what is priced, not the thing alone.)
  const of =
    /(?:^|\s)((?:\p{L}{4,}\s+)?\p{L}{4,}\s+за\s+(?:\p{L}{3,}\s+)?\p{L}{3,})\s*$/u.exec(before) ??
    /(?:^|\s)(\p{L}{4,}\s+на\s+\p{L}{3,})\s*$/u.exec(before);
  // ("… ноктите и ушите за малки породи 30€": the last of a list is no job; whom the price is for is said alone.)
  if (of && /(?:^|\s)и\s*$/u.test(before.slice(0, of.index + of[0].length - of[1]!.length)))
    return /(?:^|\s)(за\s+(?:\p{L}{3,}\s+)?\p{L}{3,})\s*$/u.exec(before);
  const job = of?.[1]!.split(/\s+/)[0]!.toLocaleLowerCase('bg-BG') ?? '';
  return of &&
    !PREPOSITIONS.has(job) &&
    !VERBS.has(job) &&
    !STARTERS.has(job) &&
    !isFirstPersonVerb(job) &&
    !findPlaces(capitalizeFirst(job)).length
    ? of
    : // ("… индивидуално занимание 25 евро карта за …": the noun keeps the adjective that says which one it is.)
      // (…one that agrees with it: "коляно" of "… операции на коляно процедура 40 лв" is a knee, no kind of procedure.)
      (((x) => (x && agreesWith(x[1]!) ? x : null))(WHICH_ONE_RE.exec(before)) ?? m);
}
/** "индивидуално занимание", "мъжко подстригване", "месечна карта": an adjective and its noun of one gender. */
function agreesWith(pair: string): boolean {
  const [adj = '', noun = ''] = pair.toLocaleLowerCase('bg-BG').split(/\s+/u);
  // (…"детски занимания", "детски център": one in "-ски" goes with any.)
  if (/ски$/u.test(adj)) return true;
  // ("детско парти", "обедно меню": a neuter loanword ends in "и" or "у" too.)
  if (/(?:но|ово|ско)$/u.test(adj)) return /[оеиу]$/u.test(noun);
  if (/(?:на|ова|ска)$/u.test(adj)) return /[ая]$/u.test(noun);
  return !/[ая]$/u.test(noun);
}
const WHICH_ONE_RE =
  /(?:^|\s)((?!(?:безплатн|много|само|едно|една|цена|това|тона|седмично|месечно|годишно)\p{L}*\s)\p{Ll}{4,}(?:но|на|ен|ов|ова|ово|ски|ска|ско)\s+\p{L}{3,})\s*$/u;

const CALL_TAIL_RE =
  /\s+(?:на|тел\.?|телефон|резервации|резервация|записване(?:\s+на)?|обадете\s+се(?:\s+на)?|(?:по)?звън(?:н)?ете(?:\s+на)?|звън?ни(?:\s+на)?)\s*$/iu;

/** A run-on line's service: its words up to the town, a price, a phone or the owner's "идвам". */
function runOnService(line: string): string {
  const places = findPlaces(line);
  let end = line.length;
  if (places.length) end = Math.min(end, places[0]!.start);
  const stop = /\s(?:\d|идвам|работя|цена|цени|записване|обадете|звъннете|за\s+контакт)/iu.exec(line);
  if (stop) end = Math.min(end, stop.index);
  return cap(stripDangling(firstWords(line.slice(0, end).replace(/\s+(?:в|във|гр\.?|град)\s*$/iu, ''), 6)));
}

function capitalizeFirst(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

const SHOP_NOUN_FIRST_RE = /^(?:шоурум|магазин(?:че)?|бутик|щанд|склад|борса)\s+(?:за|на)\s+(\p{Ll}.{3,})$/iu;
const DEADLINE_FIRST_RE = /^(?:само\s+)?до\s+(?:края\s+на\s+\p{L}+|\d{1,2}(?:\s+|\.)\p{L}+)\s+(\p{L}.{2,})$/iu;

// ("… А3 за 50 лв страхотен подарък за рожден ден": the praise after the price is a sentence of its own.)
const PRAISE_AFTER_PRICE_RE =
  /(\d\s*(?:лв\.?|лева|€|евро))\s+(?:идеал|перфект|чудес|страхот|прекрас)\p{L}*\s+(?:подар\p{L}*|избор|решение|идея)(?:\s.*)?$/iu;

const SIGNED_AFTER_PRICE_RE =
  /((?:\d\s*(?:лв|лева|€|евро)\.?|%)(?:\s+(?:годишно|месечно|на\s+час|на\s+месец|на\s+година|на\s+брой))?)[.,]?\s+(?:фирма|инж|адв|арх|д-р|проф)\.?\s+\p{L}+(?:[\s-]+\p{L}+){0,2}$/iu;

function finalize(result: BusinessDetails, text: string, runOn: boolean, asTyped = text): BusinessDetails {
  const out = { ...result };
  const whole = tidy(text);
  for (const key of Object.keys(out) as Array<keyof BusinessDetails>) {
    let v = out[key];
    if (hasPlaceholder(v)) v = key === 'BusinessName' || key === 'BusinessLocation' ? '' : stripPlaceholders(v);
    // (A description that is the owner's question keeps its question mark: "Имате петно на тавана …?")
    const asks = key === 'BusinessDescription' && /\?\s*$/.test(v) && !/[.!]/.test(v);
    v = cap(
      tidy(v),
      key === 'BusinessDescription' ? DESCRIPTION_MAX_CHARS : key === 'Offer' ? OFFER_MAX_CHARS : FIELD_MAX_CHARS,
    );
    if (asks && v && !/\?$/.test(v)) v = `${v}?`;
    // tidy() drops an opening quote at the start ("„Житен клас“ – пекарна"); put it back.
    // (…where the owner opened it: "Лаптопът прегрява? „Лаптоп Доктор“, …" after the owner's question.)
    if (/^[^„“”"]+“/.test(v)) {
      const before = v.slice(0, v.indexOf('“'));
      const quoted = [...text.matchAll(/„([^„“”"]+)[“”"]/gu)].map((q) => q[1]!).find((q) => before.endsWith(q));
      v = quoted ? `${before.slice(0, -quoted.length)}„${v.slice(before.length - quoted.length)}` : `„${v}`;
    }
    // …and the closing one tidy() took from the end ("Автосервиз „Мотор Про").
    if ((v.match(/„/g)?.length ?? 0) > (v.match(/[“”]/g)?.length ?? 0)) v = `${v}“`;
    if (!/\p{L}|\d/u.test(v)) v = '';
    // A field that is the whole one-sentence input says nothing about which part it is: the offer keeps
    // its clauses from the first with a deal in it ("15 лв бурканът"), the others their first words.
    // Two sentences the owner typed, kept whole in the description, are their own words, not an echo.
    // (…or the whole line up to its number and signature: "копаем кладенци … безплатен звънете 0899… бай Иван".)
    const head = v.split(PHONE_RE)[0]!.trimEnd();
    const lineToPhone =
      (key === 'Offer' || key === 'CTA') &&
      head.length > 60 &&
      !/[,;!?]|\.\s/u.test(head.replace(/(?<!\p{L})(?:общ|обл|с|гр|ул|кв)\.\s/giu, ' ')) &&
      whole.startsWith(head) &&
      PHONE_RE.test(whole.slice(head.length)) &&
      !/^\s*[.!?]/u.test(whole.slice(head.length));
    if (
      v &&
      whole.length > 40 &&
      (v === whole || lineToPhone) &&
      !(key === 'BusinessDescription' && !runOn && /[.!?]\s+\p{Lu}/u.test(whole))
    ) {
      const clauses = v.split(/,\s+|\s+[–—-]\s+/);
      const deal =
        key === 'Offer'
          ? clauses.findIndex((c) => offerScore(c) > 0)
          : key === 'CTA'
            ? clauses.findIndex((c) => CTA_VERB_RE.test(c) || PHONE_RE.test(c))
            : -1;
      // A short clause before the deal names what it is on ("Домашна баница – 2 за 1", "липов и акациев, 15 лв").
      const from = key === 'Offer' && deal > 0 && clauses[deal - 1]!.split(/\s+/).length <= 3 ? deal - 1 : deal;
      // One run-on line without commas: the deal starts at its signal ("… идвам същия ден без такса за посещение 0898 …").
      const runOn = clauses.length === 1;
      // (…read from the line as typed, not as cut to the field's length: "… косачка 35 € смяна на верига 15 € …".)
      const signal =
        key === 'Offer' && runOn ? runOnDeal(lineToPhone ? whole.split(PHONE_RE)[0]! : v, out.BusinessName) : '';
      const phone = (PHONE_RE.exec(v) ?? PHONE_RE.exec(whole))?.[0].trim();
      if (runOn && key === 'Offer') v = signal;
      // The call of a run-on line is its phone; what it offers is the words before the town, a price or the phone.
      else if (runOn && key === 'CTA' && phone) v = `Обадете се на ${phone}`;
      else if (runOn && key === 'AdvertizedService') v = capitalizeFirst(runOnService(v));
      else
        v =
          deal > 0
            ? capitalizeFirst(cap(clauses.slice(from).join(', '), key === 'Offer' ? OFFER_MAX_CHARS : FIELD_MAX_CHARS))
            : cap(stripDangling(firstWords(v, 6)));
    }
    // ("СНИМКИ С ДЯДО КОЛЕДА" read in lower case: a holiday and its figures keep their capitals.)
    out[key] = v.replace(HOLIDAY_RE, (w) =>
      w.replace(/(?<![\p{L}])\p{Ll}/gu, (c) => c.toLocaleUpperCase('bg-BG')).replace(/\sГодина$/u, ' година'),
    );
  }
  // ("… смяна на мехове гласове и клавиши акордиране от 70 € обадете се 0898 …": a price typed in the one sentence that
  // is also the call is still the deal; no ad goes out without the owner's price.)
  if (!out.Offer && PRICED_RE.test(whole)) out.Offer = runOnDeal(whole.split(PHONE_RE)[0]!, out.BusinessName);
  // ("… първият урок е безплатен Ани 0887 …": the name signed before the phone is no word of the deal.)
  if (/^\p{Lu}\p{Ll}+$/u.test(out.BusinessName))
    out.Offer = out.Offer.replace(new RegExp(`(?<=\\p{L})\\s+${escapeRe(out.BusinessName)}$`, 'u'), '');
  out.Offer = out.Offer.replace(SECOND_PRICE_RE, '$1, ')
    .replace(HOUR_PRICED_AFTER_RE, '$1, ')
    // ("25 евро за комин втори комин на същия адрес 15 евро": the second, after the first's unit, is a part of its own.)
    .replace(
      /(\d\s*(?:лв\.?|лева|€|евро|eur)\s+(?:за|на)\s+\p{L}+)\s+(?=(?:втор|трет|всеки\s+следващ|всяк\p{L}*\s+следващ)\p{L}*\s[^,]*\d)/giu,
      '$1, ',
    );
  // ("… от 150 лв годишно инж петя колева": who signs after the price is no part of the deal.)
  out.Offer = out.Offer.replace(SIGNED_AFTER_PRICE_RE, '$1').replace(PRAISE_AFTER_PRICE_RE, '$1');
  // ("… всяка разходка е половин час и струва 10 лева": a price whose subject stayed in the sentence before is the
  // price of what they advertise, "Разходка на кучета – 10 лева", never "Струва 10 лева".)
  if (out.AdvertizedService && /^струва(?:т)?\s+(?=(?:от\s+|само\s+)?\d)/iu.test(out.Offer))
    out.Offer = `${out.AdvertizedService} – ${out.Offer.replace(/^струва(?:т)?\s+/iu, '')}`;
  // ("пишете ми на вайбър 088 765 4321 аз съм Ваня": who signs after the number is the name's, no part of the call.)
  out.CTA = out.CTA.replace(/(\d)\s+(?:аз\s+съм|казвам\s+се)\s+\p{L}+(?:\s+\p{Lu}\p{Ll}+)?[.!]?$/iu, '$1');
  // ("разхождам кучета в центъра на пловдив казвам се ани всяка …": the owner's name said mid-line is the name's, no
  // part of what they do.)
  // (Typed with its capital, "казвам се Нико", the line reads as the owner wrote it.)
  if (out.BusinessName && !new RegExp(`казвам\\s+се\\s+${escapeRe(out.BusinessName)}`, 'u').test(asTyped))
    out.BusinessDescription = out.BusinessDescription.replace(
      new RegExp(`(?<=\\p{L}),?\\s+казвам\\s+се\\s+${escapeRe(out.BusinessName)}(?=[\\s,.!;]|$)`, 'iu'),
      '',
    );
  // ("казвам се петя и съм масажистка в русе …": what the owner says they are is the trade, never "Съм масажистка".)
  out.AdvertizedService = capitalizeFirst(out.AdvertizedService.replace(/^(?:съм|сме)\s+(?=\p{L}{3})/iu, ''));
  // ("…, 0895 101 202, autospa-gabrovo.bg": a site typed beside the number that no field kept is the call's too.)
  const site = SITE_RE.exec(text)?.[0].replace(/[.,]+$/u, '');
  const siteKept = Boolean(site) && Object.values(out).some((f) => f.toLowerCase().includes(site!.toLowerCase()));
  if (site && out.CTA && PHONE_RE.test(out.CTA) && !siteKept) out.CTA = `${out.CTA}, ${site}`;
  // ("…, 60 € за 50 минути, www.desimarinova.bg": a site that is the only way to reach them is the whole call, never
  // lost to an ad that ends «Запазете час.» with nowhere to book.)
  else if (site && !out.CTA.trim() && !siteKept) out.CTA = site;
  // ("работилници за деца: 2 часа, 12 € на дете": what comes after the colon is the deal's, not whom it is for.)
  // (…and the business named after it, "деца „Робо Клуб“", "бебета … в басейн „Делфинче“", is who they are, not whom for.)
  // ("Разходка с файтон в центъра" of "… в центъра на велинград": the centre of the town is where, said with the town.)
  // (…but "Кафене бохо в центъра" is where the café is, said as typed.)
  if (!startsWithBusinessNoun(out.AdvertizedService.split(/\s+/)[0]!.toLocaleLowerCase('bg-BG')))
    out.AdvertizedService = out.AdvertizedService.replace(
      /\s+(?:в|във)\s+(?:центъра|района|околностите)(?:\s+на)?$/iu,
      '',
    );
  out.TargetAudience = out.TargetAudience.replace(/\s*[:;]\s*[^:;]*\d.*$/u, '')
    .replace(/\s+[-–—]\s.*$/u, '')
    .replace(/(?:\s+(?:в|във|на|от)(?:\s+\p{Ll}+)?)?\s*[„"«].*$/u, '');
  // ("…, 20лв урока, за пенсионери 15 лв": whom a second price is for is the deal's condition, no audience of the ad;
  // so is whom a discount is for, "-20% за пенсионери и студенти": the offer says it, with its discount;
  // "уроци за деца и възрастни 20 евро на час" is whom the ad speaks to.)
  if (
    out.TargetAudience &&
    new RegExp(
      `\\d\\s*(?:лв|лева|€|евро)[^,.;!?]*,\\s*за\\s+${escapeRe(out.TargetAudience)}\\s*[-–—:]?\\s*\\d|(?:отстъпка|намаление|\\d\\s*%)\\s+(?:(?:отстъпка|намаление)\\s+)?за\\s+(?!всеки|всички)${escapeRe(out.TargetAudience)}`,
      'iu',
    ).test(whole)
  )
    out.TargetAudience = '';
  // ("час йога на поляната с козлетата, после чай от билки": when it comes is no part of the thing, never «Предлагаме
  // … и после чай от билки.».)
  out.Services = out.Services.replace(/(^|,\s+)(?:(?:а|и)\s+)?(?:после|след\s+това|накрая|сетне)\s+(?=\p{L})/giu, '$1');
  // ("ЗА ДЕЦА" shouted in a heading is whom the ad speaks to in lower case, never «Идеално за ДЕЦА.».)
  if (
    !/\p{Ll}/u.test(out.TargetAudience) &&
    new RegExp(`^(?:\\p{L}+\\s+)?(?:${AUDIENCE_WORDS})(?!\\p{L})`, 'iu').test(out.TargetAudience)
  )
    out.TargetAudience = out.TargetAudience.toLocaleLowerCase('bg-BG');
  // ("ПОЧИСТВАНЕ НА КЛАДЕНЦИ" shouted as the heading is the service in sentence case; "СПА" or "ВиК" alone stays.)
  for (const key of ['AdvertizedService', 'Services'] as const)
    if (!/\p{Ll}/u.test(out[key]) && /\p{Lu}{2,}[\s,]+\p{Lu}{2,}/u.test(out[key]))
      out[key] = capitalizeFirst(out[key].toLocaleLowerCase('bg-BG'));
  // ("калиграфия курс", "роботика уроци": a discipline typed before its course is said "курс по калиграфия".)
  out.AdvertizedService = out.AdvertizedService.replace(
    /^(\p{L}{4,}(?:ия|ика|ство|ане|ене|яне))\s+(курс|курсове|уроци|занимания|школа)(?=\s|$)/iu,
    (_m, what: string, kind: string) =>
      `${capitalizeFirst(kind.toLocaleLowerCase('bg-BG'))} по ${what.toLocaleLowerCase('bg-BG')}`,
  );
  // ("Шоурум за плочки и санитария" is where they sell it: what is sold is "плочки и санитария".)
  // ("До края на април разсадът" of the deal's "До края на април разсадът е по 0,30 €": the thing, without the
  // deadline and its article, "разсад".)
  // (…unless the list after it says the same things in detail, "Магазин за платове и мерцерия – платове за рокли …":
  // the writer says that list.)
  const listed = stemsIn(out.Services);
  out.AdvertizedService = out.AdvertizedService.replace(SHOP_NOUN_FIRST_RE, (m, sold: string) =>
    [...stemsIn(sold)].some((w) => listed.has(w)) ? m : capitalizeFirst(sold),
  ).replace(DEADLINE_FIRST_RE, (_m, thing: string) =>
    capitalizeFirst(/^\p{L}+$/u.test(thing) ? thing.replace(/(?<=\p{L}{3})(?:ът|ят)$/u, '') : thing),
  );
  // ("кроасан 0,60 евро": a service cut at a price's decimal comma keeps no whole part of it.)
  const cutPrice = /^(.*\p{L})\s+\d+$/u.exec(out.AdvertizedService);
  if (cutPrice && new RegExp(`${escapeRe(out.AdvertizedService)}[.,]\\d`, 'iu').test(whole))
    out.AdvertizedService = cutPrice[1]!;
  // ("претапицирам дивани и фотьойли фотьойл от 90 €": the deal's priced noun typed after what they do is the deal's.)
  const repeated = /^(.*\s(\p{L}{4,}))\s+(\p{L}{4,})$/u.exec(out.AdvertizedService);
  if (
    repeated &&
    countWordsOf(repeated[1]!) >= 2 &&
    repeated[2] !== repeated[3] &&
    stem5(repeated[2]!) === stem5(repeated[3]!)
  )
    out.AdvertizedService = repeated[1]!;
  // ("Придружаване на бъдещи майки по време" of "… по време на бременността": a phrase that needs what follows it
  // takes it from the owner's text, or goes.)
  const idiom = /\s+(?:по\s+време|в\s+рамките|с\s+помощта|по\s+повод|в\s+случай)$/iu.exec(out.AdvertizedService);
  if (idiom) {
    const rest = new RegExp(`${escapeRe(out.AdvertizedService)}\\s+(на\\s+\\p{L}{3,})`, 'iu').exec(whole)?.[1];
    out.AdvertizedService = rest ? `${out.AdvertizedService} ${rest}` : out.AdvertizedService.slice(0, idiom.index);
  }
  // ("Скандинавско ходене за хора" of "… за хора над 60": "хора" alone says nothing; who they are goes with it.)
  const aged = /^хора\s+((?:над|до|под)\s+\d+(?:\s+(?:години|год\.|г\.))?)/iu.exec(out.TargetAudience);
  if (/\sза\s+хора$/iu.test(out.AdvertizedService) && aged) out.AdvertizedService += ` ${aged[1]}`;
  // ("Оран на декар", "Една сесия 50 минути": what the price is counted in is no service; the unit goes, and a bare
  // unit leaves the service to what the owner says they do.)
  out.AdvertizedService = out.AdvertizedService.replace(PER_UNIT_RE, '');
  // ("Търся семейство, на което да помагам": whom the owner looks for is no service of theirs.)
  // (…and a brief whose service was found nowhere says it by its owner's own verb: "… обл. Пловдив и правя домашна
  // лютеница"; one that opens with that verb, "Зидам каменни огради …", opens its ad with the owner's line instead.)
  // ("Аз съм Кирил и зидам …" opens with it too.)
  const opening = /^\s*(?:(?:аз\s+съм|казвам\s+се)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,?\s+и\s+)?(\p{L}+)/iu.exec(
    text,
  );
  // ("Идвам с машината и точа ножове …": how the owner comes is no deed; the one after it is looked for.)
  const opensWithDeed =
    ownsVerb((opening?.[1] ?? '').toLocaleLowerCase('bg-BG')) &&
    !GENERIC_DEED_RE.test((opening?.[1] ?? '').toLocaleLowerCase('bg-BG'));
  out.AdvertizedService = wholeTail(out.AdvertizedService, text);
  // ("Семейна изба „Мелнишка лоза“ … ви кани на дегустация на 5 вина": what the business invites to is its service.)
  const invited =
    /(?:^|\s)(?:ви\s+)?кани(?:м|ме|т)?\s+(?:ви\s+)?на\s+(\p{Ll}[^,.!?;:]{2,60}?)(?=\s+(?:с|със|в|във|от)\s|\s[–—-]\s|[,.!?;:]|$)/iu.exec(
      text,
    )?.[1];
  if (invited && !out.AdvertizedService.toLocaleLowerCase('bg-BG').includes(invited.toLocaleLowerCase('bg-BG')))
    out.AdvertizedService = capitalizeFirst(invited);
  // ("втори чифт токчета на половин цена" of "обущар … смяна на токчета 12 лв …": the thing the deal halves is what the
  // owner's job is done on; the job is the service, "Смяна на токчета", never "Предлагаме чифт токчета".)
  const dealThing = /^(?:чифт\s+|брой\s+)?(\p{Ll}{4,})$/iu.exec(out.AdvertizedService)?.[1];
  const jobOnIt =
    dealThing && out.Offer.toLocaleLowerCase('bg-BG').includes(dealThing.toLocaleLowerCase('bg-BG'))
      ? new RegExp(
          `(?:^|[\\s,.;:–—-])((?:\\p{L}{4,}(?:ане|ене|яне|ние)|смяна|ремонт|поправка|монтаж)\\s+на\\s+(?:\\p{L}+\\s+)?${escapeRe(dealThing)})(?!\\p{L})`,
          'iu',
        ).exec(text)
      : null;
  if (jobOnIt) out.AdvertizedService = capitalizeFirst(jobOnIt[1]!.toLocaleLowerCase('bg-BG'));
  // ("Мобилно джакузи с дърва под наем във Велико Търново …, едно денонощие 140 лв": a time it is rented for is no
  // service; the thing the brief opens with, before its town, is.)
  const lead = /^([^.!?,:;–—()\d]{3,60}?)\s+(?:в|във)\s+\p{Lu}/u.exec(out.BusinessDescription)?.[1] ?? '';
  const leadFits =
    countWordsOf(lead) >= 2 &&
    countWordsOf(lead) <= 6 &&
    !opensWithOwnVerb(lead) &&
    !/^(?:аз|ние|казвам|здравейте|здрасти|добър)(?!\p{L})/iu.test(lead) &&
    !(out.BusinessName && lead.includes(out.BusinessName));
  // ("Сезон от април до октомври" is when, no service either.)
  // (…nor is "Подходящо и за деца над 8 г.": whom it suits.)
  const when = /^(?:сезон(?:ът)?|работно\s+време|отворено|подходящ\p{L}*|идеал\p{L}*)(?!\p{L})/iu.test(
    out.AdvertizedService,
  );
  if ((SALE_UNIT_RE.test(out.AdvertizedService) || when) && leadFits) out.AdvertizedService = capitalizeFirst(lead);
  else if (
    (!out.AdvertizedService && !opensWithDeed) ||
    SEEKS_RE.test(out.AdvertizedService) ||
    SALE_UNIT_RE.test(out.AdvertizedService) ||
    when
  )
    out.AdvertizedService = anyDeed(text);
  // ("Курс по грънчарство на колело за начинаещи – 2 часа, всички материали … включени, 30 € на човек": with no service
  // found, what the deal's own sentence opens with, before the deal, is.)
  const offerAt = out.Offer ? text.indexOf(out.Offer.slice(0, 24)) : -1;
  const dealLead =
    !out.AdvertizedService && offerAt > 0
      ? (text
          .slice(0, offerAt)
          .split(/(?<!(?:^|[\s(])(?:ул|бул|гр|с|кв|пл|жк|обл|общ|лв|бр|д-р))[.!?]\s+/u)
          .at(-1)!
          .replace(/[\s,:;–—-]+$/u, '')
          .replace(/\s+[–—-]\s+\d+\s+(?:часа?|минути|мин\.?|дни|дена)$/u, '') ?? '')
      : '';
  if (
    countWordsOf(dealLead) >= 2 &&
    countWordsOf(dealLead) <= 8 &&
    /^\p{Lu}\p{Ll}[\p{L}\s-]*$/u.test(dealLead) &&
    !findPlaces(dealLead).length &&
    !opensWithOwnVerb(dealLead)
  )
    out.AdvertizedService = dealLead;
  // ("Тава баница от 12 парчета струва 28 лв.": what it costs is the deal's verb, no part of the thing.)
  out.AdvertizedService = out.AdvertizedService.replace(/(?<=\p{L}{3,}\s+\p{L}{3,}.*)\s+(?:струва|струват)$/iu, '');
  // ("продавам мед на пазара в Ловеч": the market is where it is sold, no part of what.)
  out.AdvertizedService = out.AdvertizedService.replace(/(?<=\p{L}{3,})\s+на\s+(?:пазара|тържището|сергията)$/iu, '');
  // ("казан за ракия … даваме казана под наем": a noun with the article of the sentence it was cut from is said bare,
  // as the owner typed it elsewhere, "Казан под наем".)
  // (…"даваме вилата под наем" of "вила за празници" too: "Вила под наем".)
  const articled = [
    /^(\p{L}{2,}[^\P{L}аеиоуъюяй])(?:[ая]|ът|ят)(?=\s|$)/u.exec(out.AdvertizedService),
    /^(\p{L}{2,}[ая])та(?=\s|$)/u.exec(out.AdvertizedService),
  ].find((m) => m && new RegExp(`(?<!\\p{L})${escapeRe(m[1]!)}(?!\\p{L})`, 'iu').test(text));
  if (articled) out.AdvertizedService = `${articled[1]}${out.AdvertizedService.slice(articled[0].length)}`;
  // ("Леярна за камбани Звън, гр. Тетевен – леем бронзови камбани …", "Баня за килими Чистота, Хасково – пране на килими
  // …": the place the business is, said before its name, is who they are; the job said after it is what they offer,
  // never «Предлагаме леярна за камбани».)
  const firstSentence = splitSentences(text)[0] ?? '';
  if (
    out.BusinessName &&
    PLACE_OF_WORK_RE.test(out.AdvertizedService.split(/\s+/u)[0]!) &&
    new RegExp(`^\\s*${escapeRe(out.AdvertizedService)}\\s+[„"«“]?${escapeRe(out.BusinessName)}(?!\\p{L})`, 'iu').test(
      firstSentence,
    )
  ) {
    const job = openingJob(splitSentences(text), '') || deedAfterDash(firstSentence);
    if (job) out.AdvertizedService = capitalizeFirst(job);
  }
  // ("Часовникар Добри Добрев, Пловдив, поправка на стари часовници", "Стъклар Пламен Георгиев, Сливен, рязане на
  // стъкла и огледала по размер": the trade the owner signs with, before their name, is who they are; the job said
  // after the name and the town is what they offer, never «Предлагам часовникар».)
  if (
    out.BusinessName &&
    isAgentNoun(lc(out.AdvertizedService)) &&
    new RegExp(`^\\s*${escapeRe(out.AdvertizedService)}\\s+${escapeRe(out.BusinessName)},`, 'iu').test(firstSentence)
  ) {
    const job = firstSentence
      .split(/,\s+/u)
      .slice(1)
      .map((c) => c.trim().replace(/[.!]+$/u, ''))
      .find((c) => OPENING_JOB_RE.test(c) && !/\d/u.test(c) && countWordsOf(c) <= 10);
    if (job) out.AdvertizedService = capitalizeFirst(job);
  }
  // ("леем бронзови камбани за църкви" or "правим домашна луканка" listed first beside the service said by its noun,
  // "Леене на бронзови камбани …", "Домашна луканка и суджук": the same deed, said once, by the service's words.)
  const [listedDeed, ...otherItems] = out.Services.split(/,\s+/u);
  const deedVerb = lc(/^\p{L}+/u.exec(listedDeed ?? '')?.[0] ?? '');
  const deedSaid = lc(listedDeed ?? '')
    .slice(deedVerb.length)
    .trim();
  if (
    (isFirstPersonVerb(deedVerb) || /^\p{L}{2,}(?:ем|им|аме|яме)$/u.test(deedVerb)) &&
    !lc(out.AdvertizedService).startsWith(deedVerb) &&
    countWordsOf(deedSaid) >= 2 &&
    lc(out.AdvertizedService).includes(deedSaid)
  ) {
    // ("опушваме ваша риба, месо, сирене на бук и слива" beside "Опушване на ваша риба, месо и сирене": the things the
    // service already names are said once, and how the last is done, "на бук и слива", goes with the service.)
    const named = new Set(
      lc(out.AdvertizedService)
        .split(/[\s,]+/u)
        .slice(1),
    );
    let deed = /^\p{Lu}/u.test(out.Services) ? out.AdvertizedService : lc(out.AdvertizedService);
    let rest = otherItems;
    while (rest.length && named.has(lc(rest[0]!.split(/\s+/u)[0]!))) {
      const how = rest[0]!.split(/\s+/u).slice(1).join(' ');
      rest = rest.slice(1);
      if (how) {
        deed = `${deed} ${how}`;
        break;
      }
    }
    out.Services = cap([deed, ...rest].join(', '));
  }
  out.AdvertizedService = tradeOverItem(
    out.AdvertizedService,
    text,
    out.BusinessDescription,
    out.Services,
    out.BusinessName,
  );
  // ("Гоня къртици", "Носите ябълки", "Идване на да заколя", "Лятото дойде!": what the owner or the customer does, or an
  // exclamation, is no noun for "Търсите …?" or "Предлагаме …": it is said by its noun when its verb has a certain one
  // ("гонене на къртици"), else by the owner's other deed, else left out, never half turned.)
  if (notANounPhrase(out.AdvertizedService, text)) {
    const turned = capitalizeFirst(stripDangling(firstPersonToNoun(lc(out.AdvertizedService))));
    const deed = anyDeed(text, true);
    // (…or the thing the description opens with, "Лодки с мотор под наем на язовир Копринка", up to its place.)
    // (…in the description or, past the owner's exclamation, in the brief's next sentences.)
    const openedIn = (line: string) =>
      tidy(
        (line.split(/[,.;:!?–—]|\s-\s/u)[0] ?? '')
          .replace(out.BusinessName ? new RegExp(`\\s*${escapeRe(out.BusinessName)}.*$`, 'u') : /$^/u, '')
          .replace(
            // (…never at a feast's name: "Дядо Коледа на дом" is said whole.)
            /\s+(?:(?:в|във|до|край|на|от|към|при)\s+)?(?:(?:язовир|село|град|курорт|к\.к\.|кв\.|с\.|гр\.)\s*)?(?!(?:Коледа|Мраз|Нова\s+година|Великден|Никулден|Гергьовден|Ивановден|Трифон\s+Зарезан)(?!\p{L}))\p{Lu}.*$/u,
            '',
          ),
      );
    // (Never who the owner is, "Аз съм", nor a sentence: "Есента е тук".)
    const described =
      [out.BusinessDescription, ...splitSentences(text).slice(0, 3)]
        .map(openedIn)
        .find(
          (opened) =>
            countWordsOf(opened) >= 2 &&
            countWordsOf(opened) <= 6 &&
            !findPlaces(opened).length &&
            !notANounPhrase(opened, text) &&
            !/\d|(?<!\p{L})(?:аз|ние|съм|сме|е|са|се|ни|ви|ще|казвам|здравейте|здрасти|добър)(?!\p{L})/iu.test(
              opened,
            ) &&
            !CTA_VERB_RE.test(opened) &&
            !NOT_SOLD_RE.test(opened) &&
            !/(?<!\p{L})(?:www|http)/iu.test(opened),
        ) ?? '';
    out.AdvertizedService =
      [turned, deed, deedInOpening(splitSentences(text)[0] ?? ''), described].find(
        (x) => x && lc(x) !== lc(out.AdvertizedService) && !notANounPhrase(x, text),
      ) ?? '';
    out.AdvertizedService = out.AdvertizedService.replace(HOLIDAY_RE, (w) =>
      w.replace(/(?<![\p{L}])\p{Ll}/gu, (c) => c.toLocaleUpperCase('bg-BG')),
    );
  }
  // ("Казвам се Петър – поправям часовници в Стара Загора, сменям": the owner's verb cut from what it is done on ends
  // no description; the deal says the rest.)
  out.BusinessDescription = out.BusinessDescription.replace(/,\s+(\p{Ll}{4,})$/u, (m, verb: string) =>
    isFirstPersonVerb(verb) || /^\p{L}{3,}[ая]ме$/u.test(verb) ? '' : m,
  );
  // ("принтираме прототипи, резервни части, …" listed beside the service "Принтиране на прототипи": the same deed, said
  // once by its noun, never «Предлагаме принтиране на прототипи, … – принтираме прототипи.».)
  const listedFirst = /^(\p{L}{4,})(\s[^,]+)/u.exec(out.Services);
  if (
    listedFirst &&
    lc(listedFirst[0]!) !== lc(out.AdvertizedService) &&
    lc(firstPersonToNoun(lc(listedFirst[0]!))) === lc(out.AdvertizedService)
  )
    out.Services = `${/^\p{Lu}/u.test(out.Services) ? out.AdvertizedService : lc(out.AdvertizedService)}${out.Services.slice(listedFirst[0]!.length)}`;
  // ("Ски инструктор в Пампорово, казвам се Нико, уча деца …", "… и тунджа аз съм Краси ловим сом …": with no name
  // found, the owner's own, said anywhere in the brief, is the name the ad says.)
  if (!out.BusinessName) {
    const owner =
      /(?:^|[\s,.])(?:аз\s+съм|казвам\s+се)\s+(\p{Lu}\p{Ll}{2,}(?:\s+\p{Lu}\p{Ll}{2,})?)(?=[\s,.!;:–—-]|$)/u.exec(
        text,
      )?.[1];
    if (owner && !findPlaces(owner).length) out.BusinessName = owner;
  }
  // ("…, женска 160 €, гр котел": where the business is, said last, is the place's field, not the deal's.)
  const town = out.BusinessLocation.split(',')[0]!.trim();
  if (town)
    out.Offer = out.Offer.replace(
      new RegExp(`,\\s*(?:(?:в|във)\\s+)?(?:(?:гр\\.?|град|с\\.|село)\\s*)?${escapeRe(town)}\\.?$`, 'u'),
      '',
    );
  // ("Профилактика 25 €, гр. Габрово ул. Радецки 5": the address typed last is the place's, said by the call, never the
  // deal's sub-line «Гр. Габрово ул. Радецки 5».)
  const street = /(?:^|,\s*)(?:ул|бул|пл)\.\s*([^,]+)$/u.exec(out.BusinessLocation)?.[1]?.trim();
  if (town && street)
    out.Offer = out.Offer.replace(
      new RegExp(
        `,\\s*(?:(?:в|във|на)\\s+)?(?:(?:(?:гр\\.?|град)\\s*)?${escapeRe(town)},?\\s+)?(?:ул|бул|улица|булевард|пл|площад)\\.?\\s*${escapeRe(street)}\\.?$`,
        'iu',
      ),
      '',
    );
  // ("пакетче 2 € (3,91 лв). търсете ме във фейсбук …": a call typed after the deal's stop, in lower case, is the call's.)
  out.Offer = out.Offer.replace(
    /(?<=\S)[.!]\s+(?:търсете|пишете|звъне?те|звънни|обадете|поръчайте|поръчки|резервации|заявки|информация)(?!\p{L}).*$/u,
    '',
  );
  out.Offer = pricedParts(out.Offer);
  // ("лак 12 лв кв.м", "185 лв на кв м": the unit a price is counted in is said "на кв.м", as the owner meant it.)
  out.Offer = out.Offer.replace(/(?<!\p{L})(кв|куб|л)\.?\s?м(?:\.(?=\s*[,;]|\s*$)|(?!\p{L}))/giu, '$1.м').replace(
    /(\d\s*(?:лв\.?|лева|€|евро))\s+(?=(?:кв|куб|л)\.м(?!\p{L}))/giu,
    '$1 на ',
  );
  // ("… огледът е безплатен звънете 0899… бай Иван": the call word typed before the number is no part of the deal.)
  out.Offer = out.Offer.replace(/\s+(?:обадете\s+се|(?:по)?звън(?:н)?ете|звъни|пишете)(?:\s+на)?\s*$/iu, '');
  // A number the owner typed is always the call's, however the line was cut ("звънете 0899123456 бай Иван"
  // lost it with the signature): no ad without it.
  const typed = PHONE_RE.exec(text)?.[0].trim();
  const digits = (x: string) => x.replace(/\D/g, '');
  if (typed && !Object.values(out).some((v) => digits(v).includes(digits(typed)))) {
    const verb = countWordsOf(out.CTA) <= 3 && CTA_VERB_RE.test(out.CTA) ? out.CTA.replace(/[\s.!:]+$/u, '') : '';
    out.CTA = verb ? `${verb}${/\sна$/u.test(verb) ? '' : ' на'} ${typed}` : `Обадете се на ${typed}`;
  }
  // ("4 900 €" was read as one number: a price in euro typed with its thousands apart is said so again; "3900 €" as typed.)
  for (const key of ['Offer', 'BusinessDescription', 'Services', 'AdvertizedService'] as const)
    out[key] = out[key].replace(
      /(?<![\d.,])(\d{1,3})(\d{3})(?=(?:[.,]\d{1,2})?\s*(?:€|евро|eur)(?!\p{L}))/giu,
      (m, a: string, b: string) =>
        new RegExp(`(?<![\\d.,])${a}[ \u00a0]${b}(?!\\d)`, 'u').test(asTyped) ? `${a} ${b}` : m,
    );
  return out;
}
