/**
 * The local copywriter: turns a business type into a Bulgarian ad description of 400-900
 * characters that the user edits. Placeholders in square brackets mark what only the user knows.
 */
import { narrowTrade } from '@reklamo/trades';
import { findCategory, BUSINESS_NOUNS, type BusinessCategory } from './business-kb.ts';
import {
  agree,
  capitalize,
  our,
  parseNounPhrase,
  which,
  type Forms,
  type Gender,
  type NounPhrase,
} from './morphology.ts';
import { FACT_MAX_CHARS, mineFacts, PHONE_RE, prep, type BusinessFacts } from './mine-facts.ts';
import { polish } from './polish.ts';
import {
  ABROAD,
  AFTER_PRICE_STOP_RE,
  cleanInput,
  emojiAsStops,
  escapeRe,
  isAgentNoun,
  isOwnVerb,
  splitSentences,
} from './text.ts';
import { AMBIGUOUS_TOWNS, RESORTS, TOWNS } from './gazetteer.ts';
import { capitalizeGivenNames, GIVEN_NAMES } from './given-names.ts';
import { commonWordNotTown } from './find-location.ts';
import { isHeadWord } from './latin-letters.ts';
import { isRunOn } from './run-on.ts';
import { createRandom, type Random } from './random.ts';

export const PROMPT_MIN_CHARS = 400;
export const PROMPT_MAX_CHARS = 900;

export const PLACEHOLDERS = {
  name: '[име на бизнеса]',
  city: '[град]',
  phone: '[телефон]',
  address: '[адрес]',
} as const;

export type WritePromptOptions = { seed?: number };

type Subject = {
  np: NounPhrase;
  category: BusinessCategory;
  /** The user's own words when we could not place them in a category, quoted in the text. */
  topic: string | null;
  /** A service the user named ("ремонт на перални и хладилници"): the ad features it. */
  userService: string | null;
};

/** What the text says where a fact goes: the user's fact, or a placeholder when none was typed. */
type Voice = {
  name: string;
  where: string;
  whereAround: string;
  phone: string;
  address: string;
  web: string;
  offer: string;
  season: string;
};

const GENERIC: BusinessCategory = {
  id: 'generic',
  label: 'Местен бизнес',
  stems: [],
  noun: { text: 'местен бизнес', gender: 'm' },
  care: 'доволните клиенти и качеството на всяка услуга',
  services: [
    'професионална консултация',
    'индивидуален подход към всеки клиент',
    'бързо и коректно обслужване',
    'богат избор на достъпни цени',
    'поръчки по телефона и онлайн',
    'гаранция за качество',
  ],
  perks: [
    'Държим на коректните цени и честното отношение към всеки клиент.',
    'Работим с внимание към детайла и спазваме сроковете.',
  ],
  offers: [
    '10% отстъпка за всеки нов клиент',
    'подарък към всяка поръчка до края на месеца',
    'безплатна консултация при първо посещение',
  ],
  audiences: [
    'жители и гости на града, които ценят качеството',
    'семейства и малки фирми от района',
    'хора на 25-55 години, които търсят коректен партньор',
  ],
  cta: 'Обадете се',
  hooks: ['Търсите коректен партньор наблизо?'],
  problems: ['Трудно е да намерите някого, на когото да се доверите.'],
  visual: ['ръкостискане', 'звезда', 'усмивка'],
};

// Written out in full: participles such as "утвърден" keep their е ("утвърдена", never "утвърдна").
const ADJECTIVES: readonly Forms[] = [
  { m: 'надежден', f: 'надеждна', n: 'надеждно', p: 'надеждни' },
  { m: 'професионален', f: 'професионална', n: 'професионално', p: 'професионални' },
  { m: 'доверен', f: 'доверена', n: 'доверено', p: 'доверени' },
  { m: 'модерен', f: 'модерна', n: 'модерно', p: 'модерни' },
  { m: 'утвърден', f: 'утвърдена', n: 'утвърдено', p: 'утвърдени' },
];
// Calls to action that cannot take "на [телефон]" as their object.
const VISIT_CTAS = new Set(['Заповядайте', 'Посетете ни']);

function cleanBusinessType(input: string): string {
  return cleanInput(input.slice(0, 2000)).replace(/\s+/g, ' ').trim().slice(0, 500);
}

// A user's phrase longer than this is a description, not a name for the business.
const MAX_NOUN_WORDS = 5;

// Heads of a phrase that names a service rather than a business: the ad features that service.
const SERVICE_HEAD_RE =
  /^(?:\p{L}+\s+)?(?:ремонт|ремонти|монтаж|почистване|уроци|курсове|курс|доставка|изработка|поддръжка|пране|боядисване|подстригване|обучение|консултации|транспорт|превод|преводи|продажба|отпушване|изграждане|полагане)(?:\s|$)/iu;

function resolveSubject(facts: BusinessFacts, raw: string): Subject {
  // The trade words the user typed; mining drops what is mostly symbols, and so does the text.
  const words = facts.trade;
  // ("Транспорт „Мадара“ – превозваме хора с микробус": the opening word's carrier, narrowed by what is carried.)
  const category = narrowTrade(findCategory(words), raw) ?? (facts.name ? null : findCategory(raw));
  // "автомивка/детайлинг на автомобили": the first alternative is the business noun.
  const firstAlternative = words.split(/[/|,;(]/)[0].trim();
  const parsed = parseNounPhrase(firstAlternative);
  const userNp = parsed && parsed.text.split(' ').length <= MAX_NOUN_WORDS ? parsed : null;
  const head = userNp ? headWord(userNp.text.toLowerCase()) : '';
  const userNamesABusiness = !!userNp && BUSINESS_NOUNS.has(head);
  const userService = userNp && !userNamesABusiness && SERVICE_HEAD_RE.test(userNp.text) ? userNp.text : null;
  if (category)
    return { np: userNamesABusiness && userNp ? userNp : category.noun, category, topic: null, userService };
  if (userNp && userNamesABusiness) return { np: userNp, category: GENERIC, topic: null, userService: null };
  // ("автоелектротехник в с. Труд … – Пешо", "дрон оператор Варна": a person's trade the table does not know is who
  // the business is, never "доверена фирма" that "Предлагаме автоелектротехник".)
  if (userNp && isAgentNoun(head))
    return {
      np: { ...userNp, text: userNp.text.toLocaleLowerCase('bg-BG') },
      category: GENERIC,
      topic: null,
      userService: null,
    };
  // Unknown trades keep the user's words, quoted, when they hold any; digits or emoji alone do not.
  // Sentence case inside the quotes: "Баничарница" → "баничарница", acronyms and Latin names kept.
  const cased = words.replace(/(?<![\p{L}])(\p{Lu})(\p{Ll}+)(?![\p{L}])/gu, (w) =>
    /^[А-Я]/.test(w) ? w.toLowerCase() : w,
  );
  const topic = /\p{L}{3,}/u.test(words) ? cased.slice(0, FACT_MAX_CHARS.trade) : null;
  // "налбант съм подковавам коне …": the owner says who they are; never "надеждна фирма" for one person.
  const self =
    /^(?:аз\s+съм\s+)?(\p{Ll}{4,})\s+съм(?!\p{L})/iu.exec(cased) ?? /^аз\s+съм\s+(\p{Ll}{4,})(?!\p{L})/iu.exec(cased);
  if (self && !isOwnVerb(self[1]!))
    return {
      np: { text: self[1]!.toLocaleLowerCase('bg-BG'), gender: 'm' },
      category: GENERIC,
      topic,
      userService: null,
    };
  return { np: { text: 'фирма', gender: 'f' }, category: GENERIC, topic, userService: null };
}

function voiceOf(facts: BusinessFacts): Voice {
  const townOnly = !!facts.town && facts.where === `${prep('в', facts.town)} ${facts.town}`;
  return {
    name: facts.name ? `„${facts.name}“` : PLACEHOLDERS.name,
    where: facts.where || `в ${PLACEHOLDERS.city}`,
    whereAround: facts.where ? (townOnly ? `${facts.where} и района` : facts.where) : `в ${PLACEHOLDERS.city} и района`,
    phone: facts.phone || PLACEHOLDERS.phone,
    address: facts.address || PLACEHOLDERS.address,
    web: facts.web,
    offer: facts.offer,
    season: facts.season,
  };
}

function headWord(phrase: string): string {
  const words = phrase.split(' ');
  const preps = new Set(['на', 'за', 'с', 'със', 'от', 'в', 'във', 'и', 'по', 'до', 'при', 'към', 'или']);
  const end = words.findIndex((w) => preps.has(w));
  return words[end < 0 ? words.length - 1 : end - 1] ?? '';
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1];
  // "прегледи и ваксинации и чипиране" reads badly; "както и" keeps the pairs apart.
  const joiner = items.some((i) => / и /.test(i)) ? ', както и ' : ' и ';
  return `${items.slice(0, -1).join(', ')}${joiner}${last}`;
}

function stripEnd(s: string): string {
  return s.replace(/[.!]+$/, '');
}

function isVerb(g: Gender): string {
  return agree(g, { m: 'е', f: 'е', n: 'е', p: 'са' });
}

function intro(r: Random, s: Subject, v: Voice): string {
  const { np, category } = s;
  const g = np.gender;
  const adj = agree(g, r.pick(ADJECTIVES));
  const cares = agree(g, { m: 'се грижи', f: 'се грижи', n: 'се грижи', p: 'се грижат' });
  return r.pick([
    `Търсите ${adj} ${np.text} ${v.where}? ${v.name} е точното място за вас.`,
    `${capitalize(our(g))} ${np.text} ${v.name} ${isVerb(g)} на ваше разположение ${v.whereAround}.`,
    `${v.name} – ${adj} ${np.text} ${v.where}, ${which(g)} ${cares} за ${category.care}.`,
    `Добре дошли в ${v.name} – ${adj} ${np.text} ${v.where} с грижа за ${category.care}.`,
    // The trade's own question opens the text when it has one: "Търсите топла баница за закуска?"
    category.hooks.length
      ? `${r.pick(category.hooks)} ${v.name} – ${adj} ${np.text} ${v.where}.`
      : `Търсите ${adj} ${np.text} ${v.where}? ${v.name} е точното място за вас.`,
  ]);
}

function servicesSentence(r: Random, s: Subject, count: number): string {
  const items = r.shuffle(s.category.services).slice(0, count);
  return r.pick([`Предлагаме ${list(items)}.`, `При нас ще намерите ${list(items)}.`, `Очакват ви ${list(items)}.`]);
}

/**
 * The owner's own words for what they do, said as they typed them: "Поправям и акордирам акордеони."
 * or "Предлагаме настройка на пиана." Never quoted as the name of a field ("Опитът ни в сферата
 * „казвам се …“"): an owner's sentence is no noun.
 */
function topicSentence(r: Random, topic: string): string {
  const first = topic.split(/\s+/)[0] ?? '';
  const own = /^(?:\p{L}+(?:ам|ям|им|ем)|правя|шия|пека|готвя|уча|водя|казвам|аз|ние|карам|продавам|предлагам)$/iu.test(
    first,
  );
  if (own) return `${capitalize(topic.replace(/^(?:казвам\s+се|аз\s+съм)\s+\S+\s*(?:и\s+)?/iu, ''))}.`;
  // "налбант съм подковавам коне …" is the owner speaking, never "Предлагаме налбант съм …".
  const self = /^(\p{L}{4,})\s+съм\s+(.+)$/iu.exec(topic);
  if (self) return `${capitalize(self[1]!)} съм и ${self[2]!}.`;
  return r.pick([`Предлагаме ${topic}.`, `При нас: ${topic}.`]);
}

/** The service the ad is about: the one the offer names, else one of the business's services. */
function featuredService(r: Random, s: Subject, offer: string): string {
  if (s.userService) return s.userService;
  const stem = (w: string) => w.toLowerCase().slice(0, Math.max(4, w.length - 2));
  const named = s.category.services.find((svc) =>
    svc.split(/\s+/).some((w) => w.length >= 4 && offer.toLowerCase().includes(stem(w))),
  );
  return named ?? r.pick(s.category.services);
}

function featuredSentence(r: Random, featured: string): string {
  return r.pick([
    `В тази кампания представяме ${featured}.`,
    `Този месец рекламираме ${featured}.`,
    `Акцентът в тази реклама е ${featured}.`,
  ]);
}

function offerSentence(r: Random, offerText: string, typed: boolean): string {
  const offer = stripEnd(offerText);
  // The user's offer may carry its own deadline, so no "само този месец" around it.
  if (typed)
    return r.pick([`Специална оферта: ${offer}!`, `Промоция: ${offer}.`, `${capitalize(offer)} – не пропускайте!`]);
  return r.pick([
    `Специална оферта: ${offer}!`,
    `Само този месец: ${offer}.`,
    `Промоция: ${offer}.`,
    `${capitalize(offer)} – не пропускайте!`,
  ]);
}

function audienceSentence(r: Random, s: Subject): string {
  const audience = r.pick(s.category.audiences);
  return r.pick([
    `Подходящо за ${audience}.`,
    `Рекламата е насочена към ${audience}.`,
    `Идеалният избор за ${audience}.`,
  ]);
}

function ctaSentence(r: Random, s: Subject, v: Voice): string {
  const cta = s.category.cta;
  const web = v.web ? ` или посетете ${v.web}` : '';
  if (VISIT_CTAS.has(cta)) {
    return r.pick([
      `${cta} на ${v.address} или се обадете на ${v.phone}${web}!`,
      `${cta} още днес или се обадете на ${v.phone}${web}!`,
    ]);
  }
  return r.pick([
    `${cta} на ${v.phone} още днес${web}!`,
    `${cta} на ${v.phone}${web}!`,
    `${cta} още сега на ${v.phone}${web}!`,
  ]);
}

function addressSentence(r: Random, v: Voice): string {
  return r.pick([`Намирате ни на адрес ${v.address}.`, `Адресът ни е ${v.address}.`]);
}

function seasonSentence(r: Random, season: string): string {
  return r.pick([`Специално за ${season} сме подготвили още изненади.`, `Подгответе се за ${season} с нас.`]);
}

const ANY_BUSINESS = [
  'Разкажете ни какво ви трябва и ще ви отговорим веднага.',
  'Ще се радваме да работим с вас.',
  'Свържете се с нас за повече информация.',
  'Работим всеки ден и отговаряме на всяко запитване.',
  'Ще ви помогнем да изберете точно това, което ви трябва.',
  'Очакваме вашето обаждане.',
  'Пишете ни или се обадете по удобен за вас начин.',
];
const CLOSINGS = ['Очакваме ви!', 'Ще се радваме да ви посрещнем!', 'Доверете ни се!'];

// Letters only (a word may carry its punctuation and quotes): "шиномонтаж", "„Гуми", "Ловеч,".
const WORD_TOKEN = /^[^\p{L}\d]*\p{L}[\p{L}'’-]*[^\p{L}\d]*$/u;
const EMOJI_RE = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{200D}]/gu;
const GREETING_RE =
  /^(?:здравейте|здрасти|здравей|привет|добър\s+ден|добро\s+утро|добър\s+вечер)(?:\s+на\s+всички)?\s*[,!.]*\s*(?:[:;]-?[)D(]+\s*)?/iu;

/**
 * Step 1's text already says what the business does, in the owner's words: more than a bare trade
 * and its facts ("Семейна пекарна „Житен клас“ в Русе, 0888 123 456" or "Пицария Наполи, ул. …,
 * 20% отстъпка за Коледа" are bare; "карам мобилен шиномонтаж … идвам с буса до вас" is not).
 * Counted are Bulgarian words outside the name, the place and every clause with a number (the
 * phone, the address, the offer); symbols and a phrase typed over and over are no description.
 */
export function ownerDescribes(input: string): boolean {
  const text = cleanInput(String(input ?? '').slice(0, 4000)).replace(EMOJI_RE, ' ');
  // (A price and a phone are the owner's too: "Посещение 25 €. 0882 44 55 66" is no noise.)
  const tokens = text.split(/\s+/).filter((t) => t && !/^[\d€.,:/+()-]+$/u.test(t));
  const words = tokens.filter((t) => WORD_TOKEN.test(t));
  const cyrillic = words.filter((w) => /[а-яѝ]/iu.test(w));
  const distinct = new Set(words.map((w) => w.toLocaleLowerCase('bg-BG').replace(/[^\p{L}]/gu, '')));
  // ("Комарници по мярка, Враца, 25 лв/кв.м, 0876 …": a trade with its own price and a number to call is the owner's
  // whole brief, however few its words; a template put a discount and a name in it the owner never typed.)
  const pricedAndCalled = PRICE_RE.test(text) && PHONE_RE.test(text);
  if (
    words.length < (pricedAndCalled ? 2 : 6) ||
    words.length < tokens.length * 0.6 ||
    // (…in whichever letters: a brief with its price and its phone is never written over with a template's
    // "[град]" and a discount the owner never gave.)
    (cyrillic.length < words.length * 0.6 && !(pricedAndCalled && words.length >= 6)) ||
    distinct.size < words.length * 0.5
  )
    return false;
  const clauses = text
    .replace(/[„"«][^„“”"«»]{0,80}[“”"»]/g, ' ')
    .replace(/\S+@\S+|(?:https?:\/\/|www\.)\S+|\S+\.(?:bg|com|eu|net|org)(?!\p{L})/giu, ' ')
    // (What they do ends where its first number starts: "точене на ножове Пазарджик 3 евро на брой …".)
    .split(/[,;.!?\n–—:()]|\s-\s|\s(?=\d)/);
  // "снимки за документи за 5 минути" is what they do; a price, a percent or a phone is the deal or the call.
  const rest = clauses
    .filter((clause) => !PRICE_RE.test(clause) && !DEAL_OR_CALL_RE.test(clause))
    .join(' ')
    .toLocaleLowerCase('bg-BG');
  // (A phone after a trade's name is its contact; a price is a deal of theirs.)
  const dealt = clauses.some((clause) => PRICE_RE.test(clause));
  const own = rest.split(/\s+/).filter((w) => /^\p{L}{3,}$/u.test(w) && !PLACE_WORDS.has(w) && !TOWNS_LOWER.has(w));
  // Two sentences of their own say more than a trade; one needs a few more words to.
  // (Owners type in lower case too: "… в с. горно ново село. буркан 1 л е 4 €.")
  const sentences = splitSentences(text).filter((x) => /\p{L}{3,}/u.test(x)).length;
  // ("Пека курабийки за кучета. Кутия 5,50 €." says what the baker bakes: a template would guess a pet shop.)
  // (…and so does one sentence of what they do with a price of theirs: "точене на ножове и ножици Пазарджик
  // 3 евро на брой …" — the template sold "точене на сатъри"; "Боулинг зала „Страйк“ в Перник – игра 6 € …"
  // — it called it "надеждна" and promised what the owner never did.)
  // ("Услуги с мини багер, Ловеч, 45 € на час": a trade nobody wrote down, priced, is the owner's to say; a template
  // would call it "надеждни услуги" and add "Ще се радваме да работим с вас".)
  // ("Масаж 60 лв за двама човека обадете се 0887 654 321", "риболов с водач 120 лв …": a price and a number to call
  // are an owner's offer, however few their words; a template put "масаж на стъпала" and a plumber's "течове" in it.)
  const called = PHONE_RE.test(text);
  return (
    own.length >= 6 ||
    (own.length >= 3 && (sentences >= 2 || dealt)) ||
    (own.length >= 2 && dealt && !findCategory(rest)) ||
    (own.length >= 1 && dealt && called)
  );
}

/** A price or a percent in a clause: "6 € на човек", "-20%", "15 лв". */
const PRICE_RE = /%|\d\s*(?:лв|лева|€|евро|eur)(?!\p{L})|€\s*\d/iu;
/** …or cents, a phone, or a count of a deal ("2 за 1", "3+1"). */
const DEAL_OR_CALL_RE = /\d\s*(?:ст\.|стотинки)(?!\p{L})|\d{3}[\s.-]?\d{2,3}[\s.-]?\d{2,3}|\d[\d\s]*(?:\+|за|х)\s*\d/iu;
const PLACE_WORDS = new Set([
  'центъра',
  'района',
  'града',
  'село',
  'град',
  'квартал',
  'улица',
  'тел',
  'телефон',
  'адрес',
  'сайт',
]);
const TOWNS_LOWER = new Set(TOWNS.flatMap((t) => t.toLocaleLowerCase('bg-BG').split(' ')));

// Towns and resorts by their lower-case spelling, longest first, for a brief typed in lower case with its stops.
const PLACES_LC = [...TOWNS, ...RESORTS]
  .filter((t) => !AMBIGUOUS_TOWNS.has(t))
  .sort((a, b) => b.length - a.length)
  .map((t) => t.toLocaleLowerCase('bg-BG'));
// ("в русе и гюргево", "до варна, балчик и каварна": the next places of a list after a town written so are places too.)
const ABROAD_LC = ABROAD.split(' ')
  .filter((p) => p !== 'Драма')
  .map((p) => p.toLocaleLowerCase('bg-BG'));
// (…a town that is also a name or a word too, "сопот", once the list has a town: never "баня", "шипка" or "елена".)
const PLACES_ABROAD_LC = new Set([
  ...PLACES_LC,
  ...ABROAD_LC,
  ...[...AMBIGUOUS_TOWNS]
    .map((t) => t.toLocaleLowerCase('bg-BG'))
    .filter((t) => !GIVEN_NAMES.has(t) && !t.split(' ').some((w) => isHeadWord(w))),
]);
const LISTED_PLACE_RE = /(?<=(\p{Lu}\p{Ll}+)(?:,\s*|\s+(?:и|или)\s+))(\p{Ll}+(?:\s+\p{Ll}+)?)(?![\p{L}-])/gu;
const PLACE_AFTER_RE = new RegExp(
  `(?<=(?:^|\\s)(?:в|във|от|край|до|гр\\.|град|курорт|к\\.к\\.)\\s+)(${[...PLACES_LC, ...ABROAD_LC].map(escapeRe).join('|')})(?![\\p{L}-])`,
  'gu',
);

/**
 * "инструктор в пампорово": a town or resort typed in lower case after its "в" is written as a place is (unless it is
 * the common word it also is: "зряло в пещера", in a cave).
 */
function capitalizePlaces(text: string): string {
  const capitalized = (t: string) =>
    t.replace(/(^|\s)(\p{Ll})/gu, (_m, s: string, c: string) => s + c.toLocaleUpperCase('bg-BG'));
  let out = text.replace(PLACE_AFTER_RE, (t) => (commonWordNotTown(t, text) ? t : capitalized(t)));
  for (let i = 0; i < 4; i++) {
    const next = out.replace(LISTED_PLACE_RE, (m, before: string, words: string) => {
      if (!PLACES_ABROAD_LC.has(lc(before))) return m;
      // (One word or two, the longest that names a place: "стара загора", "гюргево".)
      if (PLACES_ABROAD_LC.has(words)) return capitalized(words);
      const one = words.split(' ')[0]!;
      return PLACES_ABROAD_LC.has(one) && !commonWordNotTown(one, text)
        ? `${capitalized(one)}${words.slice(one.length)}`
        : m;
    });
    if (next === out) break;
    out = next;
  }
  return out;
}
const lc = (s: string) => s.toLocaleLowerCase('bg-BG');

// ("мандра в село гела смолянско": the word after "село" is the village's name, typed in lower case; no gazetteer
// holds every village, so it is written as a name is, never "в Смолян" for the owner's village.)
const VILLAGE_LC_RE =
  /(?<=(?:^|\s)(?:в|във|от|край|до|на)\s+(?:село|с\.)\s*)(?!(?:и|или|на|до|за|от|край|близо|наблизо|със|към|при)(?!\p{L}))(\p{Ll}{3,})(?!\p{L})/gu;
const capitalizeVillages = (text: string) =>
  text.replace(VILLAGE_LC_RE, (w) => w[0]!.toLocaleUpperCase('bg-BG') + w.slice(1));

// The abbreviations whose stop ends no sentence ("25 лв. на час", "обл. Ловеч").
const ABBREVIATIONS = 'лв|лева|бр|кг|мин|мес|год|хил|млн|стр|вкл|напр|куб|обл|общ|бул|тел|инж|арх|проф|доц';
/** A sentence's own stop, after a whole word ("… ципове на ботуши. До края …"), not an abbreviation's ("гр. Разград"). */
const SENTENCE_STOP_RE = new RegExp(`(?<=\\p{L}{3}|\\d)(?<!(?:^|[\\s(])(?:${ABBREVIATIONS}))[.!?]\\s`, 'u');
// "… ципове на ботуши. до края на ноември …": a word after a whole word's stop starts a sentence.
const LOWER_SENTENCE_RE = new RegExp(
  `(?<=\\p{L}{3}[“”"»]?[.!?])(?<!(?:${ABBREVIATIONS}|кв\\.м)\\.)\\s+(?=\\p{Ll})(?!(?:с|гр|ул|бул|кв|обл|общ|жк|ж\\.к|www|тел)[.\\s])`,
  'u',
);
// ("… за джипове 35. всеки ден 8-20 ч": so does one after a number's stop, unless the number is an ordinal, "5. клас",
// "15. декември", or one of a date, "ул. Рила 5. ет. 2", and never before a site, "… 300. instagram.com/…".)
const ORDINAL_AFTER =
  'януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември|клас|класа|място|етаж|век|година|поред|ред|кръг|издание|сезон|вход|блок';
const AFTER_NUMBER_RE = new RegExp(
  `(?<=(?<![.,:/-])\\d{1,4}\\.)\\s+(?=\\p{Ll}{3,}(?!\\p{L}|[.\\/@][\\p{L}\\d]))(?!(?:${ORDINAL_AFTER})(?!\\p{L}))`,
  'u',
);

/**
 * The owner's own text as the description: every fact they typed stays, in their words; nothing is
 * added that they did not say. A long text keeps its first sentence and every sentence with a fact
 * (a phone, a price, an offer, a call, a site), then the rest in order while it fits.
 */
function ownersDescription(input: string): string {
  const typed = emojiAsStops(cleanInput(input));
  // (A line typed in one breath is punctuated whole later, its names with it.)
  const runOn = isRunOn(typed);
  const text = (runOn ? capitalizeVillages(typed) : capitalizePlaces(capitalizeGivenNames(capitalizeVillages(typed))))
    // ("… втори чифт на половин цена звъннете 0877 …": a call typed on after the deal, with its number, is a sentence of
    // its own, in a brief of sentences; a run-on line is punctuated whole later.)
    .replace(
      /(?<=[\p{L}\d%€]\s*)(?<!(?:^|\s)(?:и|или|а|ни|ми|ме|се|на|ни)\s*)\s+((?:звъннете|звънете|звъни|звънни|позвънете|обадете\s+се)(?:\s+на)?\s+(?=[+\d]))/giu,
      (m, call: string, at: number, all: string) =>
        runOn || !SENTENCE_STOP_RE.test(all.slice(0, at)) ? m : `. ${call}`,
    )
    .replace(EMOJI_RE, ' ')
    .replace(/[<>{}[\]|\\^~`]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .replace(GREETING_RE, '');
  const apart = runOn ? text : introductionApart(text);
  // Sentences as typed, ended where a stop is followed by a capital, a call ("… 25 евро на час. звъни на …", "… 38 лв.
  // поръчки 2 дни по-рано …"), the owner saying who they are ("… с монтажа 18 лв. казвам се Пламен …"), a word after
  // a whole word's stop ("… ципове на ботуши. до края на ноември …", "… „Hunter“. оглед безплатен …", never "25 лв. на
  // час") or a line break ("…на 0888 123 456\nДърва Стоянов"); "ул. Искра", "тел. 0888", "www.napoli.bg" end none.
  const sentences = apart
    .split(
      /(?<=[.!?])(?<!(?:^|[\s(])(?:ул|бул|тел|гр|с|кв|пл|жк|ж\.к|бл|вх|ап|ет|д-р|инж|арх|проф|доц|г-н|г-жа|св|мин|ч|кв\.м|м|км)\.)\s+(?=[\p{Lu}\d„"«]|(?:звън|обад|позвън|пиш|тел)\p{L}*[\s.:]|(?:поръчки|записване|записвания|резервации)\s|(?:казвам\s+се|аз\s+съм)\s)|\s*\n+\s*/u,
    )
    .flatMap((x) => x.split(LOWER_SENTENCE_RE))
    .flatMap((x) => x.split(AFTER_PRICE_STOP_RE))
    .flatMap((x) => x.split(AFTER_NUMBER_RE))
    .map((x) => x.trim())
    .filter((x) => /[\p{L}\d]/u.test(x))
    .map((x) => (/[.!?…]$/.test(x) ? x : `${x}.`))
    .map(runsABusiness)
    .map(townsListed)
    .map(nameThenSum)
    .map((x) => x.replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('bg-BG')));
  const fact =
    /\d|%|@|www\.|\.bg(?!\p{L})|\.com(?!\p{L})|отстъпк|безплат|подар|промоци|обадете|звъннете|звънете|пишете|поръчк|резерв|запишете|запазете/iu;
  const keep = new Set<number>();
  let length = 0;
  const take = (i: number) => {
    const add = sentences[i]!.length + 1;
    if (keep.has(i) || length + add > PROMPT_MAX_CHARS) return;
    keep.add(i);
    length += add;
  };
  if (sentences.length) take(0);
  sentences.forEach((x, i) => fact.test(x) && take(i));
  sentences.forEach((_, i) => take(i));
  const out = quoteSignature(sentences.filter((_, i) => keep.has(i)).join(' '));
  // One sentence longer than the whole: cut at a word, never inside one.
  return out || text.slice(0, PROMPT_MAX_CHARS - 1).replace(/\s+\S*$/, '') + '…';
}

/**
 * "Ивана съм, плета шалове и шапки …": a given name before "съм" opening a sentence is the owner saying who they are,
 * as "Аз съм Ивана, …" says it; read as typed, no name was found and the deal's piece was the service («Шал»).
 */
function nameThenSum(sentence: string): string {
  const m = /^(\p{Lu}\p{Ll}{2,11})\s+съм(?=\s*[,.–—-])/u.exec(sentence);
  return m && GIVEN_NAMES.has(m[1]!.toLocaleLowerCase('bg-BG'))
    ? `Аз съм ${m[1]}${sentence.slice(m[0].length)}`
    : sentence;
}

const TOWN_ALT = [...TOWNS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|');
const LISTED_REGION =
  'Родопите|Родопа|Пирин|Рила|Странджа|Сакар|Добруджа|Тракия|Балкана|Стара\\s+планина|Черноморието|Южното\\s+Черноморие|Северното\\s+Черноморие';
// ("…, Родопите Смолян, Девин, Чепеларе.", "…, Варна, Девня, Провадия.": towns listed after a comma at the end.)
const TOWNS_AFTER_COMMA_RE = new RegExp(
  `(?:,\\s+(?:(${LISTED_REGION})\\s*[–—:-]?\\s+)?|\\s+(?:в|във)\\s+(${LISTED_REGION})\\s*[–—:-]?\\s+)((?:${TOWN_ALT})(?:(?:,\\s*|\\s+и\\s+)(?:${TOWN_ALT}))+)([.!]?)$`,
  'u',
);

/**
 * "Ремонт на доилни апарати …, Родопите Смолян, Девин, Чепеларе.": towns listed after what is done, behind a comma,
 * are where it is done, said so: "… в Смолян, Девин и Чепеларе." Read as typed, the region was glued to
 * the first town and the towns after it were lost as clauses of their own. Only after a clause of words in lower case:
 * "Иван Петров, Варна, Девня" is a signature.
 */
function townsListed(sentence: string): string {
  const m = TOWNS_AFTER_COMMA_RE.exec(sentence);
  if (!m) return sentence;
  const before = sentence.slice(0, m.index);
  // ("… в Пловдив, Асеновград, Първомай" is said already; "… Бош, Пловдив" is one town, left as typed.)
  // ("…, Габрово и Севлиево" reads as said already.)
  if (
    !m[3]!.includes(',') ||
    !/(?<!\p{L})\p{Ll}{3,}/u.test(before) ||
    new RegExp(`(?<!\\p{L})(?:${TOWN_ALT})$`, 'u').test(before)
  )
    return sentence;
  // (The region the towns are in goes unsaid: «… в Родопите – Смолян, …» was read as a service done in the region.)
  const towns = m[3]!.split(/,\s*|\s+и\s+/u);
  const list = `${towns.slice(0, -1).join(', ')} и ${towns.at(-1)}`;
  return `${before} ${/^[ВвФф]/u.test(towns[0]!) ? 'във' : 'в'} ${list}${m[4] || '.'}`;
}

// "Предлагам асенизатор аз съм Пешо от Плевен, …", "Шивачка аз съм Мария от Сливен, …": the owner saying who they
// are, typed on after the trade with no stop, is a clause of its own; read on, the trade was «асенизатор аз» and the
// ad offered it. (Not after a word that carries the clause on: "… и аз съм Мария", "… защото аз съм …".)
const INTRODUCTION_RE = /(?<=\p{L})[ \t]+(?=(?:[Аа]з[ \t]+съм|[Кк]азвам[ \t]+се)[ \t]+(\p{L}+))/gu;
const CARRIES_ON_RE =
  /^(?:и|а|но|или|че|като|ако|когато|защото|където|тук|там|вече|сега|днес|също|пък|ли|да|не|то|та|който|която|което|които|само|дори|ето|така|още|вие|ти|той|тя|ние)$/u;

function introductionApart(text: string): string {
  return text.replace(INTRODUCTION_RE, (gap: string, name: string, at: number, all: string) => {
    const lower = name.toLocaleLowerCase('bg-BG');
    if (!(/^\p{Lu}\p{Ll}/u.test(name) || GIVEN_NAMES.has(lower)) || TOWNS_LOWER.has(lower)) return gap;
    // (Read back to the sentence's start, at most a line's opening: a long clause before it is a sentence of its own.)
    const from = Math.max(0, at - 80);
    const before = all.slice(from, at);
    const lead = /[.!?\n]\s*([^.!?\n]*)$/u.exec(before)?.[1] ?? (from === 0 ? before : '');
    const last = /(\p{L}+)$/u.exec(before)![1]!.toLocaleLowerCase('bg-BG');
    if (CARRIES_ON_RE.test(last)) return gap;
    // ("Асенизатор аз съм Иван": the one trade word that opens the line takes a comma; after a whole clause, a stop.)
    return /^\s*\p{L}+$/u.test(lead) ? ', ' : '. ';
  });
}

/**
 * "Карам мобилен шиномонтаж „Гуми на място“ в Ловеч", "Имам пекарна „Житен клас“ в Русе": the
 * owner's "I run a …" opens with the business itself ("Мобилен шиномонтаж „Гуми на място“ …"), not
 * with a deed ("каране на мобилен шиномонтаж"). Only when a name or a place follows the business.
 */
function runsABusiness(sentence: string): string {
  const m =
    /^(?:аз\s+)?(?:карам|държа|имам|въртя|стопанисвам|управлявам)\s+((?:\p{Ll}+\s+){0,3}\p{Ll}{3,})(?=\s+(?:[„"«]|\p{Lu}|(?:в|във|край|на)\s+\p{Lu}))/iu.exec(
      sentence,
    );
  if (!m) return sentence;
  return `${m[1]!.replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('bg-BG'))}${sentence.slice(m[0].length)}`;
}

const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}'’-]*|DJ|\d+)`;
// "Земни работи Пеев, 0887 …", "Кошничар Ради.", "ЕТ Чист Извор, тел. …": a name signed after the text.
const SIGNED_RE = new RegExp(
  String.raw`(^|[.!?]\s+)((?:ЕТ|ЕООД|ООД)\s+)?(${NAME_WORD}(?:\s+\p{Ll}{3,}){0,2}(?:\s+${NAME_WORD}){1,2})(?=\s*(?:,\s*(?:тел\.?|тел:|GSM)?\s*[+\d]|[.!?]?\s*$))`,
  'u',
);
// "DJ Боби – музика за сватби …": a name opening the text before its dash.
const LEADING_RE = new RegExp(String.raw`^(${NAME_WORD}(?:\s+${NAME_WORD}){1,2})(?=\s+[–—-]\s)`, 'u');

/**
 * The name an owner signs with, put in quotes as names are ("„Батутко“, 0876 …"): unquoted at the
 * end of a text, it read as one more word of the last sentence and the ad lost it. Only when no
 * name is quoted already, and never a town, a verb of theirs or a trade word alone.
 */
const FIRM_WORD_RE = /^(?:[Фф]ирма|[Кк]омпания)\s+(?=\p{Lu})/u;
function quoteSignature(text: string): string {
  if (/[„"«“]/.test(text)) return text;
  const ok = (name: string) =>
    !TOWNS_LOWER.has(name.toLocaleLowerCase('bg-BG')) &&
    !TOWNS.includes(name) &&
    !/(?:ам|ям|ме|им)$/u.test(name.split(/\s+/)[0]!) &&
    !/\d/.test(name);
  const lead = LEADING_RE.exec(text);
  // ("ДЪРВОРЕЗБА ТРЕВНЕНСКА ШКОЛА – Майстор Пенчо, …", "… - екип Колорит": the master or the team after the dash
  // signs it; the heading before it is the trade.)
  const signedAfter = /^\s+[–—-]\s+(?:екип|фирма|ателие|студио|майстор|бай|чичо)\s+\p{Lu}/iu;
  if (lead && ok(lead[1]!) && !signedAfter.test(text.slice(lead[0].length))) {
    // ("Фирма Топ Строй – ремонт на покриви …": the firm's word stays outside the quotes.)
    const firm = FIRM_WORD_RE.exec(lead[1]!)?.[0] ?? '';
    return `${firm}„${lead[1]!.slice(firm.length)}“${text.slice(lead[1]!.length)}`;
  }
  const signed = SIGNED_RE.exec(text);
  if (!signed || !ok(signed[3]!)) return text;
  // ("… Фирма Аква Дрил, 0886 …": the firm's word is what it is, outside the quotes; the name is "Аква Дрил".)
  const firm = FIRM_WORD_RE.exec(signed[3]!)?.[0] ?? '';
  const at = signed.index + signed[1]!.length + (signed[2]?.length ?? 0) + firm.length;
  const name = signed[3]!.slice(firm.length);
  // ("… от с. Старо Оряхово, 35 € на човек": the dot of "с." ends no sentence; a village follows it, no name.)
  if (/(?:^|[\s,(])(?:с|гр|кв|ул|бул|обл|общ|пл|к\.к|ж\.к)\.\s*$/iu.test(text.slice(0, at))) return text;
  return `${text.slice(0, at)}„${name}“${text.slice(at + name.length)}`;
}

/** Write an ad description for a business type; the same seed always gives the same text. */
export function writePromptLocal(businessType: string, options: WritePromptOptions = {}): string {
  if (ownerDescribes(businessType)) return ownersDescription(businessType);
  const r = createRandom(options.seed);
  const raw = cleanBusinessType(String(businessType ?? ''));
  const facts = mineFacts(raw);
  const subject = resolveSubject(facts, raw);
  const voice = voiceOf(facts);
  const perks = r.shuffle(subject.category.perks);
  // A trade's usual offer stands in for one the owner did not type: step 3 asks them to confirm it.
  const offer = facts.offer || r.pick(subject.category.offers);
  // A trade we do not know is written around the owner's own words; the generic list ("професионална
  // консултация", "гаранция за качество") would put services in their mouth.
  const known = subject.category !== GENERIC;
  // Drawn in the order they are written, so a seed gives a known trade the same text as before.
  const introLine = intro(r, subject, voice);
  const topic = subject.topic ? topicSentence(r, subject.topic) : '';
  const services = servicesSentence(r, subject, r.int(3, 4));
  const featured = featuredSentence(r, featuredService(r, subject, offer));
  const parts = {
    intro: introLine,
    topic,
    services: known ? services : '',
    featured: known ? featured : '',
    // (…nor a claim for it: "Държим на коректните цени" is the owner's to make, and the details read it as theirs.)
    perk1: known ? (perks[0] ?? '') : '',
    perk2: known ? (perks[1] ?? '') : '',
    season: facts.season ? seasonSentence(r, facts.season) : '',
    offer: offerSentence(r, offer, !!facts.offer),
    // (Who it is for is the owner's to say for a trade we do not know: "хора на 25-55 години" was a guess.)
    audience: known ? audienceSentence(r, subject) : '',
    address: facts.address && !VISIT_CTAS.has(subject.category.cta) ? addressSentence(r, voice) : '',
    cta: ctaSentence(r, subject, voice),
    closing: r.chance(0.5) ? r.pick(CLOSINGS) : '',
  };
  const order = [
    'intro',
    'topic',
    'services',
    'featured',
    'perk1',
    'perk2',
    'season',
    'offer',
    'audience',
    'address',
    'cta',
    'closing',
  ] as const;
  const render = () =>
    polish(
      order
        .map((k) => parts[k])
        .filter(Boolean)
        .join(' '),
    );
  let text = render();
  // Trim optional sentences first, then shorten the user's own words, until it fits.
  for (const k of ['closing', 'perk2', 'topic', 'audience'] as const) {
    if (text.length <= PROMPT_MAX_CHARS) break;
    parts[k] = '';
    text = render();
  }
  if (text.length > PROMPT_MAX_CHARS && known) {
    parts.services = servicesSentence(r, subject, 2);
    text = render();
  }
  if (text.length > PROMPT_MAX_CHARS) text = text.slice(0, PROMPT_MAX_CHARS - 1).replace(/\s+\S*$/, '') + '…';
  if (text.length < PROMPT_MIN_CHARS && !parts.closing) {
    parts.closing = r.pick(CLOSINGS);
    text = render();
  }
  // Still short (a trade we do not know has no stock lines to add): lines true of any business.
  for (const extra of known ? [...GENERIC.perks, ...ANY_BUSINESS] : ANY_BUSINESS) {
    if (text.length >= PROMPT_MIN_CHARS) break;
    if (text.includes(extra)) continue;
    parts.closing = `${extra} ${parts.closing}`.trim();
    text = render();
  }
  return text;
}
