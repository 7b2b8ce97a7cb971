/**
 * The local script writer: three storyboards from the same confirmed facts, each a different angle
 * (a question hook, the offer first, problem-agitate-solve). Every spoken line is sized at the
 * measured speaking rate so it fills its scene, and the scenes fill 15, 30 or 60 seconds.
 */
import {
  SCENE_PAUSE_SEC,
  STORYBOARD_ANGLES,
  STORYBOARD_LIMITS,
  ZStoryboard,
  spokenSeconds,
  type AspectRatio,
  type BusinessDetails,
  type SceneKind,
  type Storyboard,
  type StoryboardAngle,
  type StyleId,
  type VisualKind,
} from '@reklamo/contract';
import { DEAL_RE, meantPictureWords } from '@reklamo/trades';
import { isOfferTerm } from '../local/extract-details.ts';
import { isNaturalRegion, isRegionName } from '../local/find-location.ts';
import { GIVEN_NAMES, WORD_NAMES } from '../local/given-names.ts';
import { isCommonWord, isHeadWord, isProperWord } from '../local/latin-letters.ts';
import { createRandom, type Random } from '../local/random.ts';
import {
  escapeRe,
  GENERIC_DEED_RE,
  isFirstPersonVerb,
  isOwnVerb,
  notANounPhrase,
  SOLD_BY_HEAD_RE,
  stem5,
} from '../local/text.ts';
import {
  capFirst,
  countWords,
  DAY_SPAN_FROM,
  headline,
  formalRegister,
  JOB_WORD_RE,
  lastNaWithin,
  listOf,
  lowerFirst,
  MAKES,
  MONTHS,
  polish,
  sentence,
  splitPhrase,
} from './bulgarian.ts';
import {
  DEADLINE_FIRST_RE,
  euroSpace,
  cardHeadOf,
  offerHeadWords,
  isAgentNoun,
  isFragment,
  PERSON_TITLE_RE,
  keywordsOf,
  ownHow,
  placePhrase,
  readFacts,
  withoutHomePlace,
  type Facts,
} from './facts.ts';

export type WriteStoryboardOptions = {
  durationSec?: 15 | 30 | 60;
  aspectRatio?: AspectRatio;
  style?: StyleId;
  /** How many variants (1-3), in the order question, offer-first, problem-solution. */
  variants?: number;
  seed?: number;
  /** The user has photos or clips: scenes ask for them instead of illustrations. */
  hasPhotos?: boolean;
  /** The brand kit has a logo: the end card shows it. */
  hasLogo?: boolean;
};

/** The end card and the call stay long enough to read the name and the phone (AD-CRAFT: ≥ 2.5 s). */
export const MIN_SCENE_SEC: Partial<Record<SceneKind, number>> = { end: 2.5, cta: 2.5 };
// Which lines grow first when there is time (the phone is said from the start, see fit): the full offer, then the
// owner's own services and lines and the trade's care line, then the call's deadline and place, before a problem's
// longer stock wording.
const GROW_ORDER: SceneKind[] = ['offer', 'hook', 'service', 'proof', 'intro', 'cta', 'problem', 'end'];

type Draft = {
  kind: SceneKind;
  headline: string;
  sub?: string;
  /** Spoken lines from the shortest to the fullest; the writer picks one per scene to fit the time. */
  versions: string[];
  level: number;
  keywords: string[];
  /** The line said whole before any scene of a 15 s ad gives way (the owner's full offer over its priced part). */
  whole?: number;
  /** The end card's line with what the business does: it grows to it before any stock line grows (see fit). */
  signed?: number;
};

/**
 * Lines that fit any business: a thin brief may need a few, and the tests count them. Read as an owner
 * would, the self-praise ("Всеки клиент е важен за нас", "Вашето доволство е най-важно за нас", "Ще отговорим
 * на всички ваши въпроси") was struck from half the ads: what is left promises nothing unsaid.
 */
export const FILLERS = [
  'Ще се радваме да ви посрещнем.',
  'Работим с внимание към всеки детайл.',
  'Ще ви посрещнем с усмивка.',
  'Не отлагайте за утре.',
  'Ние ценим вашето време.',
  'Ще намерим решение за вас.',
  'Ние сме на ваше разположение.',
  'Ще се радваме да помогнем.',
];
// (A business that comes to the customer closes with a line true of any: "Ще се радваме да помогнем!")
const CLOSINGS = ['Очакваме ви!', 'Ще се радваме да ви посрещнем!', 'Ще се радваме да помогнем!'];
const CTA_FILLERS = ['Очакваме ви!', 'Не отлагайте за утре.', 'Заповядайте!', 'Ще се радваме да помогнем!'];
const OFFER_FILLERS = ['Не пропускайте!', 'Заповядайте!'];
// A gravestone, a funeral, a memorial: no hurry and no "best part" ("А сега най-хубавото: надгробни плочи …").
// (…and a death: "почистване след починали" is no job whose time comes round.)
const SOMBRE_RE =
  /надгроб|паметни(?:к|ци)|погреб|траур|ритуални\s+услуги|помен|опело|кремац|(?<!\p{L})(?:почина|покойн|смърт)/iu;
const HURRY = new Set(['Не пропускайте!', 'Не отлагайте за утре.']);
/** What is looked for as a place or a business, never timed: "школа", "магазин", "ателие", "конна база". */
const PLACE_NOUN_RE =
  /(?<!\p{L})(?:школа|школи|училище|магазин\p{L}*|работилница|ателие|студио|салон|агенция|база|ферма|пчелин|клуб|център|къща|хотел|бар|ресторант|сервиз|кантора|бюро|цех|зала|фирма|пазар|склад|борса|клиника|кабинет|аптека|ясла|градина|изба|\p{L}*(?:ница|арна|школа)|консултант\p{L}*|вулканизатор|инструктор\p{L}*|треньор\p{L}*|водач|фотограф|майстор)(?!\p{L})/iu;
const sombre = (f: Facts) => SOMBRE_RE.test(`${f.service} ${f.trade} ${f.offering} ${f.offer}`);
// "Urgency is a date, not an exclamation mark": «Не пропускайте!» only when the owner gave one (a deadline, "само днес",
// "до изчерпване", "ограничен брой"); "котел до 20 литра" is no date.
// (…or a month the offer holds, a day it starts, the places left: "през март", "Тръгване на 14 ноември, остават 6 места",
// "Свободни дати за юни и юли", whose «Не пропускайте!» is a date's.)
const WINDOW_RE = new RegExp(
  `(?<!\\p{L})(?:(?:през|за|от|на\\s+\\d{1,2}|от\\s+\\d{1,2})\\s+(?:${MONTHS.join('|')})(?!\\p{L})|остава(?:т)?\\s+(?:само\\s+)?\\d+\\s+(?:места|бройки|броя))`,
  'iu',
);
const dated = (f: Facts) =>
  DEADLINE_RE.test(f.typed) ||
  WINDOW_RE.test(f.typed) ||
  /(?<!\p{L})(?:само\s+(?:днес|утре)|до\s+изчерпване|ограничен\p{L}*\s+(?:брой|количеств\p{L}*|места)|последни\s+места)(?!\p{L})/iu.test(
    f.typed,
  );
/** "Специалитетът ни" is said of food only: a food trade's tour, course or rental is no dish ("дегустационни обиколки"). */
const isDish = (f: Facts) =>
  // (…nor are the machines it is sold from: "вендинг автомати за кафе и закуски".)
  f.food &&
  !/(?:обиколк|курс|урок|работилниц|наем|тур(?:ове|а)?(?!\p{L})|екскурзи|посещени|автомат|машин)/iu.test(f.offering);
const PROOF_HEADLINES = [
  'Качество и грижа',
  'С внимание към детайла',
  'Точно както го искате',
  'Качество, на което да разчитате',
];
// Paired by index: the short question is the headline (and the line in 15 s), the long one the line.
const PROBLEM_HEADLINES = ['Не знаете към кого да се обърнете?', 'Омръзна ли ви да чакате?', 'На кого да се доверите?'];
const PROBLEM_LINES = [
  'Не знаете към кого да се обърнете, когато ви трябва помощ?',
  'Омръзна ли ви да чакате и да губите време?',
  'Трудно е да намерите някого, на когото да се доверите.',
];
/**
 * A problem's headline: the line itself up to six words, else its opening phrase, "Стоите пред заключена врата".
 * (Fewer than three words cut from it say another thing or no problem, "Клиентите съдят | за фирмата …", "Медният съд",
 * "Не всичко": the stock recognition line stands over it.)
 */
function problemHeadline(line: string, stock: string): string {
  if (countWords(line) <= 6) return headline(line);
  const split = splitPhrase(line.replace(/[.!?]+$/, ''), 5);
  // (…nor does a circumstance: "При инцидент минутите", "За всяка дреболия".)
  if (!split || /^(?:при|за|в|във|на|с|със|от|по|до|след|без)\s/iu.test(split.head)) return stock;
  return countWords(split.head) >= 3 ? headline(split.head) : stock;
}
/**
 * The customer's trouble in what the owner typed, for a trade whose own problems the knowledge base does not have: each
 * line is true of any business that offers what they said, and needs no agreement with the owner's nouns.
 * (Without one, the problem-solution variant asked «Търсите промишлен алпинизъм в Бургас?», the question variant's hook.)
 */
export function ownerProblems(f: Pick<Facts, 'typed' | 'offering' | 'occasion' | 'food'>): {
  headline: string;
  line: string;
}[] {
  const t = ` ${f.typed} `;
  const out: { headline: string; line: string }[] = [];
  const add = (h: string, line = h) => {
    if (!out.some((x) => x.headline === h)) out.push({ headline: h, line });
  };
  // The day it is for, when the offering is for it ("езда на пони за детски рождени дни", "калиграфия за сватби").
  const day =
    /(?<!\p{L})за\s+(детски\s+|детските\s+)?(рождени\s+дни|рожден\s+ден|празници|празник|партита|сватби|сватба|кръщенета|кръщене|юбилеи|юбилей|годежи|абитуриентски\s+балове|балове)(?!\p{L})/iu.exec(
      t,
    );
  if (day) {
    const one: Record<string, string> = {
      'рождени дни': 'рожден ден',
      'рожден ден': 'рожден ден',
      празници: 'празник',
      празник: 'празник',
      партита: 'парти',
      сватби: 'сватба',
      сватба: 'сватба',
      кръщенета: 'кръщене',
      кръщене: 'кръщене',
      юбилеи: 'юбилей',
      юбилей: 'юбилей',
      годежи: 'годеж',
      'абитуриентски балове': 'абитуриентски бал',
      балове: 'бал',
    };
    // (A list of days is any of them: "за рождени дни, кръщенета и сватби", «Предстои празник?».)
    const listed =
      /^\s*(?:,|и|или)\s*(?:детски\s+)?(?:рожден|празни|парти|сватб|кръщен|юбиле|годеж|абитуриент|бал|откриван|фирмен|тържеств|събор|имен)/iu.test(
        t.slice(day.index + day[0].length),
      );
    const what = listed ? 'празник' : one[lc(day[2]!).replace(/\s+/g, ' ')]!;
    // ("за детски рождени дни и юбилеи": a jubilee is no child's.)
    add(`Предстои ${day[1] && !listed ? 'детски ' : ''}${what}?`);
  }
  // A thing given as a present ("комплект за подарък", "подарък за юбилей"), not a thing given free ("… са подарък").
  if (/(?<!\p{L})(?:за|като)\s+подар(?:ък|ъци)|(?<!\p{L})подар(?:ък|ъци)\s+за\s|подаръчн/iu.test(t))
    add(
      'Не знаете какво да подарите?',
      f.occasion && !/^\d/.test(f.occasion)
        ? `Наближава ${f.occasion}, а не знаете какво да подарите?`
        : 'Не знаете какво да подарите?',
    );
  // A thing mended ("ремонт на стари часовници", "поправка на акордеони"), not a home, a road or a leak: said of
  // "нещо", it needs no agreement with the owner's noun.
  // (The job they advertise, or their own verb: a cooper's "правим и ремонт на стари бъчви" is a side line.)
  const fix =
    /^(?:[Рр]емонт|[Пп]оправка)(?:\s+и\s+\p{Ll}+)?\s+на\s+(\p{Ll}{2,}(?:\s+\p{Ll}{3,}){0,2})/u.exec(
      f.offering.trim(),
    ) ??
    /(?<!\p{L})(?:[Пп]оправям|[Пп]оправяме|[Рр]емонтирам|[Рр]емонтираме)\s+(\p{Ll}{2,}(?:\s+\p{Ll}{3,}){0,2})/u.exec(t);
  if (
    fix &&
    !/(?:покрив|баня|бани|апартамент|жилищ|къщ|сград|фасад|офис|кухн|стая|стаи|помещени|тераса|път|улиц|двор|огра|стен|подове|тавани|мазе|комин|басейн|теч|инсталаци|повред|авари|щет|пробив)/iu.test(
      fix[1]!,
    )
  )
    add('Нещо се повреди?', 'Нещо се повреди? Жалко е да го изхвърлите.');
  // An emergency, or work at night ("денонощно", "нощем също", "24/7"): help when others sleep.
  if (/(?<!\p{L})аварийн/iu.test(t)) add('Аварията не чака до сутринта.');
  else if (
    !f.food &&
    /(?<!\p{L})(?:денонощно|нощем|през\s+нощта|24\s*\/\s*7|24\s+часа\s+в\s+денонощието|по\s+всяко\s+време)(?!\p{L})/iu.test(
      t,
    )
  )
    add('Нужна ви е помощ и нощем?');
  // What it spares ("ремонт на покриви без скеле", "без кал и мръсотия").
  const without =
    /(?<!\p{L})без\s+(скеле|кал|прах|мръсотия|шум|къртене|миризма|химия|химикали|консерванти|опашки|чакане|предплата|болка|стрес)(?!\p{L})/iu.exec(
      t,
    );
  if (without) add(`Мислите, че без ${lc(without[1]!)} не може?`);
  // Ready soon ("готово за 1 ден", "идвам до 2 часа", "още същия ден").
  if (
    /(?<!\p{L})(?:(?:готов\p{L}*|изпълн\p{L}*|доставка|доставяме|доставям|пристигаме|пристигам|идваме|идвам|реагираме|правим|правя)\s+(?:до|за|в\s+рамките\s+на)\s+(?:\d{1,2}|един|една|два|две|три|няколко)?\s*(?:минути|час|часа|ден|дни|денонощие)|(?:още\s+)?в\s+същия\s+ден|(?:още\s+)?същия\s+ден|експресн\p{L}*)(?!\p{L})/iu.test(
      t,
    )
  )
    add('Нямате време за чакане?');
  // Made to the customer's own design ("по ваш проект", "по мярка"; bread "по поръчка" is only ordered).
  if (
    /(?<!\p{L})по\s+(?:(?:ваш|ваша|ваше|ваши|собствен|собствена)\s+(?:проект|идея|размер|мярка|скица|дизайн|желание)|мярка|размер)(?!\p{L})/iu.test(
      t,
    )
  )
    add('Не намирате точно каквото искате?');
  // They come to the customer ("идвам до вас", "мобилна дъскорезница", "обикалям Ловешко").
  // ("плащам на място" is paid on the spot, "идвам с бусчето на пазара" is a market: neither comes to the door.)
  if (
    /(?<!\p{L})(?:(?:идва|пристига)(?:м|ме)\s+(?:\S+\s+){0,4}?(?:до|при|у)\s+(?:вас|ваш\p{L}*)|(?:на|до)\s+(?:вашия\s+)?адрес|при\s+вас|у\s+вас|до\s+вас|мобил(?:ен|на|но|ни)|обикаля(?:м|ме))(?!\p{L})/iu.test(
      t,
    )
  )
    add('Нямате време или възможност да пътувате?');
  return out;
}
/** The care of a thing ("ремонт на …", "почистване на …") and the trouble it mends, as a trade's problems would say it. */
const CARE_JOBS: [RegExp, RegExp][] = [
  [
    /^(?:ремонт|поправ|реставр|сервиз)/iu,
    /повред|счуп|спр[яеи]|не\s+работ|изостав|бърза|теч|капе|пада|разпад|скъс|пропуска|опасн|авари|развал|ръжд|не\s+държ|изгор|прекъсв|блокир|шум/iu,
  ],
  [/^(?:почист|пране|измив|миене|чистене)/iu, /прах|мръс|замърс|петн|кал(?!\p{L})|налеп|варовик|нечист|зацап|полеп/iu],
];
/**
 * The owner mends or cleans a thing that the trade found sells or installs ("ремонт на стари часовници" found the watch
 * shop, "почистване на соларни панели" the installer): that trade's problems («Цената на тока расте всяка година.») are
 * not the customer's, unless they say the trouble the job mends.
 */
const lookAlike = (f: Pick<Facts, 'offering' | 'flavour'>) => {
  const job = CARE_JOBS.find(([own]) => own.test(f.offering.trim()));
  const c = f.flavour;
  if (!job || !c) return false;
  const sells = /магазин|^фирма\s+за\s/iu.test(c.noun.text) || /-(?:shop|store)$/u.test(c.id);
  return sells && !c.problems.some((l) => job[1].test(l));
};

const AGITATE = {
  headline: 'Губите време и пари',
  versions: ['Губите време и пари.', 'Губите време, пари и нерви, а резултатът често разочарова.'],
};

// A date, never an age: "до 30 ноември", "до 14.02", "до края на април", but not "до 12 г." or "до 16 год.".
// ("От неделя до четвъртък -15%" is the days a discount runs, never a deadline [Резервирайте до четвъртък].)
const DEADLINE_RE = new RegExp(
  `(?:само\\s+)?(?<!${DAY_SPAN_FROM})до\\s+(?:края\\s+на\\s+\\p{L}+|\\d{1,2}(?:\\s+|\\.\\s?)(?:(?:${MONTHS.join('|')})(?!\\p{L})|\\d{1,2}(?!\\d)\\.?)|неделя|събота|петък|понеделник|вторник|сряда|четвъртък)`,
  'iu',
);
const uniq = (xs: string[]) => xs.filter((x, i) => x && xs.indexOf(x) === i);
const lc = (s: string) => s.toLocaleLowerCase('bg-BG');
// "Търсите X?", unless X is itself a search: "Търсене на трюфели край Ловеч?", never "Търсите търсене на трюфели".
const seeking = (what: string) => (/^търс/iu.test(what) ? capFirst(what) : `Търсите ${what}`);
/** "Светещи букви Габрово" and "светещи букви LOVE": a name that opens with the trade's words says it already. */
const sameOpening = (name: string, what: string) => {
  const [a, b] = [name, what].map((x) => lc(x).split(/\s+/).slice(0, 2).join(' '));
  return countWords(what) >= 2 && a === b;
};

/**
 * "Петър", "Петър Иванов": a person's name, said as "Аз съм …". "Дърва Стоянов" is a business signed with its
 * wares and a surname: its first word is what the owner sells ("дърва за огрев"), so no "Аз съм Дърва Стоянов".
 */
function isPersonName(name: string, f: Facts): boolean {
  // ("Кабинет … Стъпка", "рибарски магазин Шаран", "… в Етъра край Габрово": one word is no person's when it is a
  // common noun that is no given name, or a place the owner is in.)
  if (/^[А-Я][а-я]{1,11}$/.test(name))
    return (
      GIVEN_NAMES.has(lc(name)) ||
      WORD_NAMES.has(lc(name)) ||
      (!isHeadWord(lc(name)) &&
        !new RegExp(`(?<!\\p{L})(?:в|във|до|край|над|под|из)\\s+${name}(?!\\p{L})`, 'u').test(f.typed))
    );
  if (!/^[А-Я][а-я]{1,11} [А-Я][а-я]+(?:ов|ев|ин|ски|цки)а?$/.test(name)) return false;
  const [first, last] = name.split(' ').map(lc) as [string, string];
  // ("Шевици Ирина", "Торти Мария": wares signed with a given name are a business, never "Аз съм Шевици Ирина"; "Майстор
  // Валентин", "Ковач Марин" are the man.)
  const given = (w: string) => GIVEN_NAMES.has(w) || WORD_NAMES.has(w) || isProperWord(w);
  if (
    given(last) &&
    !given(first) &&
    !isAgentNoun(first) &&
    !PERSON_TITLE_RE.test(name) &&
    !/^(?:баба|дядо|бай|леля|чичо|кака|бате|батко|кум|кума)$/u.test(first)
  )
    return false;
  const wares = lc([f.trade, f.service, f.offering, ...f.services, ...f.keywords].join(' '));
  return !new RegExp(`(?<!\\p{L})${first}(?!\\p{L})`, 'u').test(wares);
}

/** "сглобяваме …", "изписвам …": the owner's own verb opens it. */
const isVerbOpening = (s: string) => {
  const first = s.trim().split(/\s+/)[0] ?? '';
  // "оставете детето при нас …", "научете първия си танц": the owner's own call is said as typed too.
  return isOwnVerb(first) || /^\p{L}{3,}(?:ете|айте|яйте|ийте)$/iu.test(first);
};
/**
 * "изкопаваме изкуствени езера" asked for by the noun of "our" verb, "изкопаване на изкуствени езера": a customer
 * searches for the job, never "Търсите изкопаваме …?"; "" when the verb is no "we" verb of the -аме/-яме kind.
 */
function weDeedAsNoun(s: string): string {
  const m = /^(\p{L}{4,}[ая])ме\s+(?!(?:и|или|да|се|ви|ги|го|я)\s)(\p{Ll}.*)$/u.exec(s.trim());
  if (!m || !isOwnVerb(lc(`${m[1]}ме`))) return '';
  const rest = m[2]!;
  return `${lc(m[1]!)}не${/^(?:с|със|в|във|до|от|за|по|при|на)\s/u.test(rest) ? ' ' : ' на '}${rest}`;
}
/** The words before the last "на" among the first `maxWords` + 1, or "" when fewer than two are left. */
function beforeLastNa(s: string, maxWords: number): string {
  const words = s.split(/\s+/);
  const at = lastNaWithin(words, maxWords);
  return at >= 2 ? words.slice(0, at).join(' ') : '';
}
/** What a customer types into a search: at most five words, no number, day or verb. */
const askable = (s: string, most = 5) =>
  // "3D принтирани фигурки" may be asked for; "срок до 6 месеца" holds a number.
  countWords(s) <= most &&
  !/\d(?![DdKkД])|(?<!\p{L})(?:всеки|всяка|всяко|понеделник|вторник|сряда|четвъртък|петък|събота|неделя|онлайн|срок)(?!\p{L})/iu.test(
    s,
  ) &&
  !isVerbOpening(s) &&
  // ("един курс е" of "Един курс е 90 лева": a subject and its verb are asked for as no thing, "Търсите един курс е?".)
  !notANounPhrase(s) &&
  !/^\p{L}{4,}(?:ът|ят)(?!\p{L})/iu.test(s);
/** "боза от Радомир" says its town already: «Търсите боза от Радомир в Радомир?» says it twice. */
const namesTown = (phrase: string, town: string) =>
  Boolean(town) && new RegExp(`(?<!\\p{L})${escapeRe(town)}(?!\\p{L})`, 'iu').test(phrase);
/** A plumber or a tutor online welcomes no one in: their ads drop "Очакваме ви", "посрещнем" and "Заповядайте". */
const welcoming = (lines: string[], comesToYou: boolean) =>
  comesToYou ? lines.filter((c) => !/посрещнем|посрещнат|Очакваме ви|Заповядайте/.test(c)) : lines;
const join = (...parts: (string | false | undefined)[]) => polish(parts.filter(Boolean).join(' '));

/**
 * The offer's second line: "а за престой над 7 нощи – 10 € на нощ" loses its "а" (an "и" goes on the list above) and keeps its price ("За престой над
 * 7 нощи – 10 € на нощ", never "А за престой над 7 нощи"), up to eleven words when eight would cut the price off.
 */
/**
 * "Смолянско – 14,32 €/кг" of "…, сушени на въздух в с. Смилян, Смолянско – 14,32 €/кг": the region after its village's
 * comma is where the thing is made, never what the price is for; the price goes without it (the 30 s voice says it all).
 */
const withoutPlace = (clause: string) => {
  const m = /^([^\d,–—-]{3,30}?)\s*[–—-]\s+(?=(?:от\s+|само\s+|по\s+)?\d)/u.exec(clause);
  return m && (isRegionName(m[1]!) || /^(?:обл\.|област|общ\.|община)\s*\p{Lu}\p{Ll}+$/u.test(m[1]!))
    ? clause.slice(m[0].length)
    : clause;
};

function offerSub(tail: string): string {
  const bare = tail.replace(/^(?:а|но)\s+/iu, '');
  // ("до края на ноември втори чифт токчета на половин цена": the deal, then its deadline, which a cut may drop.)
  const until = DEADLINE_FIRST_RE.exec(bare);
  const t = capFirst(until && countWords(until[2]!) >= 3 ? `${until[2]} ${until[1]}` : bare);
  const priced = /\d\s*(?:лв|лева|€|евро|%)/iu;
  const eight = headline(t, 8);
  // (…and one a cut leaves on its modal verb: "За 7,67 € можете" of "… можете и да разходите алпака на повод".)
  const shown =
    (!priced.test(eight) || /\s(?:можете|може|могат|ще|да)$/iu.test(eight)) &&
    priced.test(t) &&
    countWords(t) <= 11 &&
    t.length <= 48
      ? headline(t, 11)
      : eight;
  // ("И изпичане на вашата купичка включени, 30 € на човек": a sub-line cut before its price shows the priced clause.)
  const parts = t.split(/,\s+/u);
  const pricedAt = parts.findIndex((p) => priced.test(p));
  if (!priced.test(shown) && pricedAt > 0) return headline(capFirst(withoutPlace(parts.slice(pricedAt).join(', '))), 8);
  // ("С колове и монтаж | – 28 €/л.м, сглобяема бетонна ограда – 45 €/л.м": cut at its dash, the first part lost the
  // price it opens with; it is shown whole, "С колове и монтаж – 28 €/л.м", and the voice says the rest.)
  const firstWhole = pricedAt === 0 && parts.length > 1 ? headline(parts[0]!, 11) : '';
  if (!priced.test(shown) && priced.test(firstWhole)) return firstWhole;
  // ("Терлици 11,25 €, до края на декември втори чифт | на половин цена": a sub-line too short for all the offer's
  // parts shows its whole parts, "Терлици 11,25 €"; the voice says the rest.)
  // ("Купи две батерии – третата е с 50% отстъпка до 31 декември": cut at its dash, the sub-line lost the deal; without
  // its date, which the voice says, the deal fits.)
  const deal = /%|безплат|подар|половин/iu;
  // ("За нови клиенти до края на декември първият месец е безплатен": and so is a date typed in the middle.)
  // (…only a date: "деца до 6 години безплатно" keeps whom the gift is for.)
  const undated = t.replace(
    new RegExp(
      String.raw`\s+(?:само\s+)?до\s+(?:\d{1,2}(?:\.\d{1,2}\.?|\s+(?:${MONTHS.join('|')}))|края\s+на\s+\p{L}+)(?=\s|$)`,
      'u',
    ),
    '',
  );
  if (deal.test(t) && !deal.test(shown) && undated !== t && countWords(undated) <= 9) return headline(undated, 9);
  // ("За поръчки над 80 броя – плик и сватбено меню подарък": what is given, after its condition's dash, when both do
  // not fit; the voice says the condition.)
  // (Only of a condition with no price of its own: "6 € до зона 2, фирмите с 20+ доставки - 10% отстъпка" keeps its price.)
  const dash = /\s[–—-]\s(.+)$/u.exec(t);
  const given = dash && !priced.test(t.slice(0, dash.index)) ? dash[1] : '';
  if (
    given &&
    deal.test(t) &&
    !deal.test(shown) &&
    deal.test(given) &&
    countWords(given) >= 2 &&
    countWords(given) <= 8
  )
    return headline(capFirst(given), 8);
  // ("12,78 € бройката при поръчка над 10 бр | само 10,23 €": a condition cut from the price it earns goes with it.)
  const prices = (x: string) => x.match(/\d\s*(?:лв|лева|€|евро)/giu)?.length ?? 0;
  const earned = /^(.*\d\s*(?:лв\.?|лева|€|евро)[^\d,]*?)\s+при\s[^\d]*\d[^€]*$/iu.exec(shown);
  if (prices(shown) < prices(t) && earned && countWords(earned[1]!) >= 2) return headline(earned[1]!, 11);
  // (A cut part that still shows its price stays: "15-20 мин във въздуха, 90 € с видео".)
  const lastShown = shown.slice(shown.lastIndexOf(', ') + 1);
  if (countWords(shown) >= countWords(t) || !shown.includes(', ') || priced.test(lastShown)) return shown;
  let whole = '';
  for (const part of t.split(/,\s+/)) {
    const next = whole ? `${whole}, ${part}` : part;
    if (countWords(next) > countWords(shown)) break;
    whole = next;
  }
  return countWords(whole) >= 2 ? headline(whole, 11) : shown;
}

/** A job that has its time ("почистване на комини", "ремонт на покрив"), not a thing bought or a place visited. */
// (Cheese, a plant, an app or a light end as a job does and are things: "Търсите козе сирене?", no "Време е за".)
const TIMED_JOB_RE =
  /^(?:\p{L}+\s+)?(?:(?!сирене(?!\p{L})|растени|приложени|осветлени|съоръжени|имени[ея])\p{L}{3,}(?:ане|ене|яне|ние)|ремонт\p{L}*|монтаж|демонтаж|смяна|поддръжка|профилактика|обслужване|подмяна|резитба|оран|сеч|дезинсекция|дератизация|дезинфекция)(?!\p{L})/iu;

/**
 * A job that comes round again, its time by the season or the calendar ("почистване на комини", "акордиране на пиана",
 * "пръскане на овошки", "чупене на орехи"): «Време е за …?» fits it. A one-off need, "пренасяне на пиана", "хващане на змии",
 * "обучение на кучета", "ремонт на телевизори", has no time that comes: «Имате нужда от …?».
 */
const RECURRING_JOB_RE =
  /^(?:\p{L}+\s+)?(?:почистване|поддръжка|поддържане|профилактика|обслужване|акордиране|настройка|пръскане|резитба|подрязване|кастрене|косене|точене|изпразване|изпомпване|пране|измиване|миене|подстригване|декалциране|дезинсекция|дератизация|дезинфекция|оран|сеч|цепене|преглед|сервиз|обработка|засаждане|сеитба|стригане|боядисване|чупене|рязане\s+на\s+дърва)(?!\p{L})/iu;

/** A job of its own ("монтаж на климатици", "боядисване на коса"), not a thing listed after the first. */
const ownScene = (s: string) =>
  countWords(s) >= 2 &&
  /^(?:\p{L}+\s+)?(?:\p{L}{3,}(?:ане|ене|яне|ние|ция|зия|аж|жка|вка|дба)|ремонт\p{L}*|уроци|курс\p{L}*|услуги|доставка|изработка|поддръжка|продажба|помощ|грижа|превоз|транспорт|наем|консултаци\p{L}*|терапи\p{L}*|масаж\p{L}*|обучени\p{L}*|пакет\p{L}*)(?!\p{L})/iu.test(
    s,
  );

/** "Уча деца и възрастни на ветроходство." after the hook "Уча деца и възрастни на ветроходство във Варна." */
function saysNothingNew(line: string, said: string): boolean {
  const stems = (x: string) =>
    x
      .toLocaleLowerCase('bg-BG')
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 5));
  const have = new Set(stems(said));
  const words = stems(line);
  return words.length > 0 && words.filter((w) => !have.has(w)).length <= words.length * 0.25;
}

/** What the business does, short enough to sign with ("сондажи" of "сондажи до 100 м с тръби"). */
function tradeHead(what: string): string {
  const head = what.replace(/\s+(?:до|от|за|с|със|на|в|във|над|под|по)\s+\d.*$/u, '').trim();
  return countWords(head) <= 6 ? head : (splitPhrase(head, 5)?.head ?? '');
}

/** Picks a hook from the knowledge base when it is a short question, else our own. */
function kbLine(lines: string[] | undefined, r: Random, fallback: string): string {
  const ok = (lines ?? []).filter(
    (l) => typeof l === 'string' && countWords(l) >= 3 && countWords(l) <= 14 && !/[[\]]/.test(l),
  );
  return ok.length ? sentence(r.pick(ok)) : fallback;
}

function scenesFor(angle: StoryboardAngle, f: Facts, duration: 15 | 30 | 60, r: Random): Draft[] {
  const name = capFirst(f.displayName);
  // Mid-sentence a name stays as typed and "нашата пекарна" stays lower case.
  const nameMid = f.name ? name : f.displayName;
  const service = f.service;
  // "почистване на прозорци, фурни, тераси": things listed after a job of their own belong to it, said with it.
  const others = f.services
    .reduce<string[]>((out, s) => {
      const prev = out[out.length - 1];
      if (prev !== undefined && !ownScene(s) && (ownScene(prev) || /,/.test(prev)))
        out[out.length - 1] = `${prev}, ${s}`;
      else out.push(s);
      return out;
    }, [])
    .map((s) => s.replace(/, ([^,]+)$/, (m, tail: string) => (/\sи\s/.test(tail) ? m : ` и ${tail}`)));
  const kw = f.keywords;
  const serviceKw = (s: string) => uniq([...meantPictureWords(keywordsOf(s), f.typed), ...kw]).slice(0, 6);
  const drafts: Draft[] = [];

  // One person says who they are, from their town ("Аз съм Кольо от Първомай", "Аз съм пчелар от Елхово"; a
  // first name or a trade noun, never "Аз съм Ателие …"), else, unnamed, how they opened ("Правя мебели …").
  // A name typed after the business's noun ("Часовникарска работилница Тиктак") is the workshop's, not a first name.
  // ("Забавлячо, тел. …" signs a brand: one word is a person's name only when the owner presents it as theirs.)
  const selfIntro =
    f.firstPerson &&
    (f.name
      ? isPersonName(f.name, f) && !f.nameWithTrade && (/\s/.test(f.name) || f.personNamed)
      : f.trade !== '' && f.displayName === f.trade && isAgentNoun(f.trade));
  const ownIntro = !selfIntro && !f.name && Boolean(f.selfLine);

  // "Имате нужда от цветарски магазин?" asks for the shop, not what it sells: a trade is searched for.
  // A customer searches for the trade ("Търсите козметичен салон в Добрич?"), not for "меню" or "мрежи".
  // "Търсите срок до 6 месеца?", "Търсите зумба за жени всеки понеделник?": only a short thing is searched for.
  // "Курс в града от 35 €" is the deal's unit: the owner's own first service ("превоз на мебели и багаж") is
  // what a customer searches for.
  const dealUnit = Boolean(service) && lc(f.offer).startsWith(lc(service));
  // ("дърворезба по поръчка - икони": what follows its dash are examples.)
  // ("ремонт и профилактика на зъболекарски столове" is searched for as "ремонт на зъболекарски столове".)
  const ownService = dealUnit
    ? f.listed
        .filter((x) => !lc(service).includes(lc(x)))
        .map((x) => x.split(/\s[–—-]\s/u)[0]!.replace(/^(\p{L}{4,})\s+и\s+\p{L}{4,}\s+(на|за)\s/u, '$1 $2 '))
        .find((x) => askable(x) && countWords(x) <= 6)
    : undefined;
  const asked = ownService ?? (service && askable(service) ? service : '');
  // ("Търсите мандра?", "Търсите ателие?", "Търсите семейна фирма?": a customer searches for the cheese, the repair, the
  // sausage; a place of work alone is asked for only when nothing else is.)
  // ("Търсите шивашко ателие?" names the trade by its adjective, and stays.)
  const placeOfWork =
    /^(?:(?:семейн|малк|наш)\p{L}*\s+)?(?:ателие|студио|ферма|мандра|работилница|фирма|компания|екип|двор|пчелина|стопанство|цех)$/iu.test(
      f.trade,
    );
  // A line of the owner's own ("Шия ръчно кожени колани и портфейли.") opens better than a question cut
  // short; without one the cut question still says what they do.
  // (A later line of theirs, "Имаме спасителни жилетки и за деца", opens nothing: only how they began.)
  const selfHook = f.selfLine ? sentence(f.selfLine) : '';
  // "Търсите ремонт на печки на дърва?" of "ремонт на печки на дърва и камини": a long service, cut where
  // its phrase ends, is still what a customer searches for ("Търсите доверен партньор" said nothing).
  const askHead = (typed: string) => {
    // ("опушване на ваша риба, …": whose the goods are is how the job is sold; the customer searches for the job.)
    const raw = ((isVerbOpening(typed) && weDeedAsNoun(typed)) || typed).replace(
      /(?<=\sна)\s+ваш(?:а|е|и)?(?=\s)/u,
      '',
    );
    // ("опушване на риба, месо и сирене", "почистване на дворове, паркинги и алеи с …": one job on three things, a word
    // each, is asked whole, never cut after its comma, «Търсите почистване на дворове, паркинги?».)
    // ("доставка на пясък, чакъл, баластра и хумус": four things or more are too many to ask, seven words; the job is
    // asked with the first, «Търсите доставка на пясък?», never no question at all.)
    const onThree = /^\p{L}{4,}\s+на\s+\p{Ll}{3,}(?:,\s+\p{Ll}{3,}){1,3}\s+и\s+\p{Ll}{3,}(?=\s|$)/u.exec(raw)?.[0];
    // ("картини", "градини", "машини" are things, never an adjective cut from its noun.)
    if (onThree && !/(?:(?<!и)ни|ски|ки|ен|ов|на|но)$/u.test(onThree.split(/,/u)[0]!))
      return countWords(onThree) <= 6 ? onThree : onThree.split(/,/u)[0]!;
    // "емайлиране на стари вани на място у вас": where it is done is no part of what is searched for.
    // ("свещи от пчелен восък ръчно точени": nor is how it is made by hand.)
    const here = raw
      .replace(/\s+(?:на\s+място|у\s+вас|у\s+дома|в\s+дома\s+ви|при\s+вас|на\s+адрес|по\s+домовете)(?:\s.*)?$/iu, '')
      .replace(/,?\s+(?:ръчно(?:\s+\p{Ll}{3,}(?:ни|на|но|ен))?|ръчна\s+изработка|ръчно\s+изработени)$/iu, '');
    // "проверка, калибриране и ремонт на тахографи": the last job with the thing they share is asked for;
    // "програмиране и изработка на автомобилни ключове": the first, as "ремонт и профилактика на …" above.
    const s =
      /^(?:[^,\s]+,\s*)+[^,\s]+\s+и\s+(\p{L}+\s+(?:на|за)\s+\p{L}.*)$/u.exec(here)?.[1] ??
      here.replace(/^(\p{L}{4,})\s+и\s+\p{L}{4,}\s+(на|за)\s/u, '$1 $2 ');
    // ("стрелба с традиционни и спортни лъкове", six words with no break: asked without its two adjectives,
    // "стрелба с лъкове", never cut between them.)
    const cut = s
      ? (splitPhrase(s, 5) ??
        splitPhrase(
          s.replace(/\s+\p{Ll}{3,}(?:ни|ски|ки|ви)\s+(?:и|или)\s+\p{Ll}{3,}(?:ни|ски|ки|ви)(?=\s+\p{Ll}{3,})/u, ''),
          5,
        ))
      : null;
    // ("проверка, калибриране | и ремонт на тахографи" cut a list from the thing it is done to: no question.)
    if (!cut || (cut.rest && cut.head.includes(','))) return '';
    // "отсичане на опасни | и изсъхнали дървета" cut an adjective from its noun; "ремонт на кафе машини | и
    // кафемелачки", "монтаж на сателитни антени | и цифрова телевизия" cut one more thing after a whole one.
    const more = /^и\s/.test(cut.rest) && /(?:ни|ски|ки|ен|ов|ли|ти)$/iu.test(cut.head);
    // ("шиене на тенти за камиони | и ремаркета и брезенти …" cut one more thing, "ремаркета", after a whole one: the
    // word after its "и" is no adjective, so no adjective was cut from its noun.)
    const adjectiveCut =
      more &&
      countWords(cut.rest) > 2 &&
      /(?:^|\s)(?:на|за|от|с|със|в|по|до)\s+\p{L}+$/iu.test(cut.head) &&
      /^и\s+\p{L}{3,}(?:ни|ски|ки|ен|ов|ли|ти|ви|на|но)\s+\p{L}/iu.test(cut.rest);
    return !more || (!selfHook && !adjectiveCut) ? cut.head : '';
  };
  // ("транспорт на животни | и домашни любимци из цялата страна": when the careful cut asks for nothing, the
  // phrase's whole head still says what they do; "Търсите доверен партньор?" said nothing.)
  const ownAsk =
    [service, f.offering].map(askHead).find((h) => countWords(h) >= 2 && askable(h, h.includes(',') ? 6 : 5)) ??
    // (…unless the owner's own opening line is there to open the ad with.)
    // ("курсове по плетене | на една кука": with no phrase break, the cut goes before the last "на" that fits.)
    (selfHook ? [] : [service, f.offering])
      .map((x) => (x ? (splitPhrase(x, 5)?.head ?? beforeLastNa(x, 5)) : ''))
      .find((h) => countWords(h) >= 2 && askable(h) && !/(?:^|\s)(?:на|за|от|с|със|в|по|до|и)$/u.test(h)) ??
    '';

  // ("стрелба с традиционни и спортни лъкове": the trade the owner opened with is asked whole, six words and all.)
  // ("Ателие „Шевица“ … Шием народни носии по поръчка за фолклорни състави": the head of a service too long to ask whole
  // is asked before the workshop, «Търсите шиене на народни носии в Сливен?», never «Търсите ателие в Сливен?».)
  const askedTrade =
    f.trade &&
    askable(f.trade, 6) &&
    !/^(?:фирма|компания|екип)$/iu.test(f.trade) &&
    !(placeOfWork && ((asked && !asked.includes(',')) || ownAsk))
      ? f.trade
      : '';
  // Nothing to ask for and no line of one person's: the owner's own first line that says what they do ("Чупим орехи
  // с машина", "Тъчем чипровски килими на стан") opens the ad, never "Търсите доверен партньор?", which said nothing.
  const weLine =
    selfHook || askedTrade || asked || f.flavour || ownAsk
      ? ''
      : (f.proofs.find((p) => {
          const first = p.split(/\s+/)[0] ?? '';
          const words = countWords(p);
          return (
            (isOwnVerb(first) || isFirstPersonVerb(first)) &&
            !GENERIC_DEED_RE.test(lc(first)) &&
            words >= 3 &&
            words <= 12 &&
            !/\d/.test(p)
          );
        }) ?? '');
  // ("аз съм Митко от Казанлък поправям телефони … смяна на стъкло на айфон от 45 лв …": with no service, trade or line
  // of theirs to open with, the job the offer prices first is what a customer searches for, never «Търсите доверен
  // партньор?».)
  // ("Курс до 10 тона – 180 лв": the unit the deal is counted in, up to its "до", is no job: never «Търсите курс до?».)
  const offerJob = /^(\p{L}[^,\d]*?)\s+(?:(?:от|за|до|над|около)\s+|[–—-]\s+)?\d/u.exec(f.offer)?.[1]?.trim() ?? '';
  const shortAsk =
    ownAsk ||
    (!selfHook &&
    !weLine &&
    countWords(offerJob) >= 2 &&
    askable(offerJob) &&
    !SOLD_BY_HEAD_RE.test(offerJob) &&
    (ownScene(offerJob) || TIMED_JOB_RE.test(offerJob))
      ? lowerFirst(offerJob, f.properNames)
      : '');
  const statementHook = selfHook || (weLine ? sentence(weLine) : '');
  // The owner's line opens the ad only when there is nothing to ask for.
  // (Only the variants that open with a hook say it: the offer first and the problem leave the owner's line to a proof.)
  const hookUsed =
    Boolean(statementHook) &&
    !askedTrade &&
    !asked &&
    !f.flavour &&
    !shortAsk &&
    (angle === 'question' || (angle === 'offer-first' && !f.offer));
  // One person's own opening clause is said by their introduction, where no hook of theirs said it (unnamed, it
  // is their introduction already).
  // (…nor a service scene: "Монтирам зарядни станции …" is said once.)
  // ("Шия ръчно кожени колани и портфейли" before "Разчитайте на мен за ръчно шиене на кожени колани и портфейли"
  // says it twice.)
  const stems = (x: string) =>
    x
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4)
      .map(stem5);
  const restated = (line: string, noun: string) => {
    const said = new Set(stems(noun));
    const own = stems(line).slice(1);
    return own.length > 0 && own.every((w) => said.has(w));
  };
  const selfSaid =
    f.firstPerson &&
    !ownIntro &&
    Boolean(f.selfLine) &&
    !hookUsed &&
    !(f.serviceLine && saysNothingNew(f.serviceLine, statementHook)) &&
    // (…nor the owner's sentence the service scene says whole: "Шия карнавални … за деца и възрастни - принцеси,
    // животни …" after "Аз съм Феята от Кърджали. Шия карнавални … за деца и възрастни.")
    !(f.serviceLine && lc(f.serviceLine).startsWith(lc(f.selfLine.replace(/[.!]+$/u, '')))) &&
    !(service && restated(f.selfLine, service));
  const hookQuestion = (): Draft => {
    // The owner's own opening question ("Имате петно на тавана, а не знаете откъде тече?") is the hook they wrote.
    if (f.question)
      return {
        kind: 'hook',
        headline: headline(f.question),
        versions: [f.question],
        level: 0,
        keywords: serviceKw(service),
      };
    const kbHook = kbLine(f.flavour?.hooks, r, '');
    // An offer for a day everyone awaits opens with that day ("Наближава Никулден?"), not with the trade.
    if (f.occasion)
      return {
        kind: 'hook',
        headline: `Наближава ${f.occasion}?`,
        versions: [`Наближава ${f.occasion}?`],
        level: 0,
        keywords: serviceKw(service),
      };
    // Nothing short to search for: the trade's own question, else its noun ("Търсите доверен партньор" said nothing).
    if (!askedTrade && !asked && kbHook)
      return { kind: 'hook', headline: headline(kbHook), versions: [kbHook], level: 0, keywords: kw };
    // …else the owner's own opening, said as they wrote it ("Зидам каменни огради и подпорни стени на сухо.").
    if (hookUsed)
      return { kind: 'hook', headline: headline(statementHook, 5), versions: [statementHook], level: 0, keywords: kw };
    const base = askedTrade
      ? seeking(askedTrade)
      : asked
        ? f.offering !== asked
          ? seeking(asked)
          : r.pick([seeking(asked), `Имате нужда от ${asked}`])
        : f.flavour
          ? seeking(f.flavour.noun.text)
          : shortAsk
            ? seeking(shortAsk)
            : 'Търсите доверен партньор';
    const q = `${base}?`;
    const qTown = f.townPhrase && !namesTown(base, f.town) ? `${base} ${f.townPhrase}?` : q;
    // A long question is cut where its phrase ends and stays a question ("Търсите озвучаване и сценично осветление?").
    // (…and one too long for the card asks for the thing alone: "Шоу със сапунени балони?", not "Имате нужда от шоу?".)
    const thing = base.replace(/^(?:Търсите|Имате нужда от)\s+/u, '');
    // ("Търсите електрическо табло с дефектнотокова защита?" is six words and over the card's 50 characters.)
    const hl =
      // ("Опушване на риба, месо и сирене?": a list of things is asked whole at six words, never cut after its comma.)
      (countWords(q) > 6 || q.length > 50) && thing !== base && countWords(thing) <= (thing.includes(',') ? 6 : 5)
        ? `${capFirst(thing)}?`
        : headline(q);
    // The question alone: "Имаме точно това, което ви трябва" after it was the filler most reviewers struck.
    const versions = uniq([sentence(q), sentence(qTown)]);
    return { kind: 'hook', headline: hl, versions, level: 0, keywords: serviceKw(service) };
  };

  const intro = (lead: 'plain' | 'solution'): Draft => {
    const sub = f.town || (f.location && countWords(f.location) <= 5 ? f.location : '') || undefined;
    // "в Пловдив и региона": where around the town they work is said with it, unless the owner's own line says it.
    // (Fifteen seconds leave a second town to the card: "… в Стара Загора и Хасково" cut the offer to "5 часа 357,90 €".)
    const area =
      f.area &&
      f.townPhrase &&
      ![...f.proofs, f.serviceLine, f.offer].some((p) => lc(p).includes(lc(f.area))) &&
      // (…nor a list of them: ", Троян и Априлци".)
      !(short && /(?:^|\s)\p{Lu}\p{Ll}+$/u.test(f.area) && !isRegionName(f.area.replace(/^,\s*/u, '')))
        ? f.area
        : '';
    // ("Стрелбище „Робин“ в Борисовата градина, София": a named spot typed before the town is said with it.)
    const spot =
      f.placeShort && lc(f.placeShort).endsWith(`, ${lc(f.town)}`) && countWords(f.placeShort) <= 5 && !area
        ? placePhrase(f.placeShort)
        : '';
    const where = spot
      ? spot
      : f.townPhrase
        ? `${f.townPhrase}${area ? `${area.startsWith(',') ? '' : ' '}${area}` : ''}`
        : f.locationPhrase && countWords(f.locationPhrase) <= 5
          ? f.locationPhrase
          : '';
    // "Хамали Добрич", "Язовир Доспат": a name that says its town is never followed by "в Добрич" again.
    // (Where around it they work is still said: "… в Добрич и областта".)
    const whereAfter = (said: string) =>
      where && (area || !(f.town && lc(said).includes(lc(f.town)))) ? ` ${where}` : '';
    // Without a name or a trade to say, their own words: "Правя мебели от масивна дървесина по поръчка в Ихтиман."
    const own = ownIntro
      ? sentence(`${f.selfLine}${where && !f.selfLine.includes(f.town || '\u0000') ? ` ${where}` : ''}`)
      : '';
    // "Аз съм Петър Иванов от Пловдив. Работя в Пловдив и региона." (never "от Пловдив и региона").
    // ("село Хърсово, Шуменско": the region typed after the village is where they are from, no area they work in.)
    const regional = area.startsWith(', ') && isRegionName(area.slice(2));
    // ("обикалям Старозагорско и Хасковско": two regions are where they travel, never "от Старозагорско и Хасковско".)
    const regions = / и /u.test(f.town) && f.town.split(/\s+и\s+/u).every(isRegionName);
    // ("край Пловдив", "до село Ястребино": nor is a place they are near, never "Аз съм Марин край Пловдив".)
    const from =
      f.townPhrase &&
      /^(?:в|във)\s/u.test(f.townPhrase) &&
      !f.townListed &&
      !regions &&
      (!isNaturalRegion(f.town) || lc(f.typed).includes(`от ${lc(f.town)}`));
    // (…both are said as where they work: "Аз съм Марин. Работя край Пловдив.")
    const worksThere = regions || (Boolean(f.townPhrase) && !f.townListed && !/^(?:в|във)\s/u.test(f.townPhrase));
    const self =
      sentence(
        // (…never "от" a town typed in a list of where they work: "по Южното Черноморие - Созопол, Несебър, Поморие".)
        // (…nor "от" a mountain or a coast: "Аз съм Боян от Рила" of a guide who leads in Рила; unless the owner said so,
        // "Аз съм Иван от Родопите".)
        `Аз съм ${nameMid}${f.title ? `, ${f.title}` : ''}${from ? ` ${f.townPhrase.replace(/^(?:в|във)\s/u, 'от ')}${regional ? area : ''}` : ''}`,
      ) + ((area && !regional) || worksThere ? ` ${sentence(`Работя ${where}`)}` : '');
    // A business whose trade is all it sells ("фото будка под наем") and that no service scene names says it with the name.
    // …and so does one whose trade no question asks and no service says ("почистване на кладенци и септични ями").
    const unasked =
      !f.offering ||
      (!askable(f.trade) && !lc(f.offering).includes(lc(f.trade)) && !lc(f.serviceLine).includes(lc(f.trade)));
    // ("Десислава, медицинска сестра – медицинска сестра в Пловдив": the title said after the name says the trade.)
    const titleIsTrade =
      Boolean(f.title) && selfIntro && (lc(f.title).includes(lc(f.trade)) || lc(f.trade).includes(lc(f.title)));
    const what =
      unasked &&
      !titleIsTrade &&
      !f.nameWithTrade &&
      f.name &&
      f.trade &&
      countWords(f.trade) <= 6 &&
      !lc(f.name).includes(lc(f.trade))
        ? ` – ${f.trade}`
        : '';
    const first =
      lead === 'solution'
        ? sentence(
            `Има по-лесен начин: ${f.nameWithTrade ? lowerFirst(f.nameWithTrade) : nameMid}${f.title && selfIntro ? `, ${f.title}` : ''}${what}${whereAfter(f.nameWithTrade || nameMid)}`,
          )
        : selfIntro
          ? self
          : own || sentence(`${f.nameWithTrade || name}${what}${whereAfter(f.nameWithTrade || name)}`);
    // "Тук сме за вас" after the name said nothing (struck from half the ads when read as an owner would): the trade's care line or nothing.
    const care = f.care ? sentence(`${lead === 'solution' ? 'Ние се грижим' : 'Грижим се'} за ${f.care}`) : '';
    // "Нашите електротехнически услуги са решението": the verb agrees with a plural name.
    // (…and so with a family or a crew: "Ракитови са решението", "Стригачите са решението".)
    // ("Братя Стоянови са решението": brothers and sisters too.)
    // ("Ортопедични стелки по поръчка са решението": a business without a name goes by its wares, plural too.)
    // (…and so does one that shouted its wares as its heading: "ЛЕТНИ ШАПКИ ОТ ЛЕН ПО ПОРЪЧКА".)
    const headNoun =
      f.name && (/\p{Ll}/u.test(f.name) || countWords(f.name) < 3)
        ? ''
        : // ("Машини за захарен памук" are plural: a word before its preposition is the noun, whatever its ending.)
          (f.displayName
            .split(/\s+/)
            .find(
              (w, i, all) =>
                !/(?:ни|ски|шки|цки|ови|еви|ими)$/iu.test(w) ||
                /^(?:за|на|от|с|със|в|във|по|до|при)$/iu.test(all[i + 1] ?? ''),
            ) ?? '');
    // ("Каяк турове е решението": a noun before a plural names what kind, and the plural is the head.)
    const are =
      /^(?:нашите|братя|сестри)\s|^\p{L}{3,}(?:ите|ови|еви|овци|евци)(?:\s|$)/iu.test(f.displayName) ||
      (!f.name && /^\p{L}+\s+\p{L}{3,}(?:ове|еве)(?:\s|$)/iu.test(f.displayName)) ||
      // ("Рибарски излети Искър са решението": an adjective and its plural open the name.)
      /^\p{L}{3,}(?:ски|шки|цки|ни)\s+\p{Ll}{3,}(?:и|ове|еве)(?:\s|$)/u.test(f.displayName) ||
      /^\p{L}{3,}(?:и|ове|ета)$/iu.test(headNoun)
        ? 'са'
        : 'е';
    // (Where around the town they work is no stock line: the shortest solution still says it.)
    const shortest =
      lead === 'solution'
        ? [
            area || (f.title && selfIntro)
              ? sentence(`${nameMid}${f.title && selfIntro ? `, ${f.title}` : ''}${what}${whereAfter(nameMid)}`)
              : // ("При Стоян е решението": a name that opens with its preposition is said where it is, "При Стоян в Ямбол".)
                PLACE_LIKE_NAME_RE.test(f.name ?? '')
                ? sentence(`${nameMid}${what}${whereAfter(nameMid)}`)
                : // ("Иван е решението." said of a person reads as a riddle: one person says who they are.)
                  selfIntro && f.name
                  ? sentence(`Аз съм ${nameMid}`)
                  : // ("Тапицерски услуги са решението", "Ръчно дървени играчки е решението": with no name, what they do is
                    // no one to be the solution; it is said with its town, as the nameless intro says it.)
                    !f.name && whereAfter(name) && !/^наш/iu.test(f.displayName)
                    ? sentence(`${name}${whereAfter(name)}`)
                    : // («Бела е решението.», «Време е решението.»: a name that is a word says nothing; with its trade
                      // it says who, «Козметично студио Бела.», «Часовникарско ателие „Време“.»)
                      f.nameWithTrade && lc(f.nameWithTrade) !== lc(name)
                      ? sentence(capFirst(f.nameWithTrade))
                      : sentence(`${name} ${are} решението`),
          ]
        : [];
    // "Аз съм Георги Ненов. Настройвам пиана и пианина по домовете в Сливен и Ямбол.": one person's own opening
    // clause says what they do, and where, better than a care line.
    // (…where the town is said once: "Има по-лесен начин: Мария. Гледам деца в Стара Загора.")
    const townInLine = Boolean(f.town) && lc(f.selfLine).includes(lc(f.town));
    const said = selfSaid
      ? join(
          !townInLine
            ? first
            : sentence(
                lead === 'solution'
                  ? `Има по-лесен начин: ${f.nameWithTrade ? lowerFirst(f.nameWithTrade) : nameMid}${f.title && selfIntro ? `, ${f.title}` : ''}${what}`
                  : selfIntro
                    ? `Аз съм ${nameMid}`
                    : `${f.nameWithTrade || name}${what}`,
              ),
          sentence(f.selfLine),
        )
      : '';
    return {
      kind: 'intro',
      headline: headline(name),
      sub: sub ? capFirst(sub) : undefined,
      // (Thirty seconds and more say it always: the proofs leave it to this scene.)
      versions:
        said && duration !== 15
          ? uniq([said, care && join(said, care)])
          : uniq([...shortest, first, said || (care && join(first, care)), said && care && join(said, care)]),
      level: 0,
      keywords: kw,
    };
  };

  // "бусове", "копчета", "тиймбилдинг" after the first service are listed with it, as typed ("ГТП на
  // леки коли, бусове и мотори"): alone they read "При нас ще намерите и бусове".
  // A minute has time for each of them on its own.
  const listed = duration === 60 ? [] : others.filter((s) => !ownScene(s));
  const serviceScene = (lead: string, s: string, more: string[]): Draft | null => {
    if (!s) return null;
    // The offer that opens with the owner's own words for it ("Окачвам полилеи, лампи …") says it already.
    if (s === f.offering && f.offerSaysService) return null;
    // The owner's own sentence that says it in full is its line.
    // (Fifteen seconds may say only the service itself first: "Предлагаме ремонт на велосипеди и тротинетки.")
    // ("3 уикенда, 48 часа, дегустация на над 40 вина …" of a sommelier course: a line that opens with how long it
    // lasts shows what it is, [Курс за сомелиер], never [3 уикенда].)
    const measured = /^\d+\s+\p{L}+$/u.test(s) && f.service && !/^\d/u.test(f.service);
    if (s === f.offering && f.serviceLine) {
      // ("Изкопи за основи, дренаж, басейн" typed with no verb: the things listed bare are said with ours, «Предлагаме
      // изкопи за основи, дренаж и басейн.», never read out as a list.)
      const parts = f.serviceLine.replace(/[.!]+$/u, '').split(/,\s*/u);
      const bare =
        // ("Подстригване и боядисване." of a hairdresser: two things joined by "и" are a list too.)
        (parts.length >= 2 || /\sи\s/u.test(parts[0]!)) &&
        lc(f.serviceLine).startsWith(lc(s)) &&
        !isVerbOpening(f.serviceLine) &&
        !/^\p{L}{3,}(?:ава|ява|ува|юва|ира|ага|ога|еже|ече)\s+(?:при|на|за|в|във|с|със|от)\s/iu.test(f.serviceLine) &&
        parts.every((t) => /^\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}$/u.test(t) && !notANounPhrase(t)) &&
        // (…nor where: "Пчеларски курс за начинаещи, област Ловеч".)
        !parts
          .slice(1)
          .some(
            (t) =>
              /\p{Lu}/u.test(t) ||
              /^(?:област|община|обл|общ|село|град|гр|кв|квартал|ул|улица|район|р-н)(?!\p{L})/iu.test(t),
          ) &&
        // (…things, never how or what with: "…, индивидуално с преподавател", "…, с протокол от измерването".)
        !parts
          .slice(1)
          .some(
            (t) =>
              /^(?:за|с|със|от|до|в|във|на|при|без|по|през|след|преди|над|под|само|и)\s/iu.test(t) ||
              /^\p{Ll}{4,}о\s/u.test(t),
          );
      const line = bare
        ? sentence(
            `${lead} ${lowerFirst(listOf(parts.flatMap((t, i) => (i === parts.length - 1 ? t.split(/\s+и\s+(?=\p{L}+$)/u) : [t]))), f.properNames)}`,
          )
        : f.serviceLine;
      return {
        kind: 'service',
        headline: headline(capFirst(measured ? f.service : s)),
        versions: uniq([
          short && !isVerbOpening(s) && countWords(f.serviceLine) > countWords(s) + 3 ? sentence(`${lead} ${s}`) : '',
          line,
        ]),
        level: 0,
        keywords: serviceKw(s),
      };
    }
    // "сглобяваме геймърски компютри" is said as the owner wrote it, never "Предлагаме сглобяваме …".
    const own = isVerbOpening(s);
    // ("огради, портали, парапети" typed as one service is said as a list is, «Предлагам огради, портали и парапети.».)
    const items = s.split(/,\s*/u);
    const said =
      items.length >= 3 && items.every((t) => /^\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?$/u.test(t) && !/\sи\s/u.test(t))
        ? listOf(items)
        : s === f.service && f.serviceHow
          ? `${s}${f.serviceHow}`
          : s;
    const main = own ? sentence(capFirst(said)) : sentence(`${lead} ${said}`);
    // "почистваме бойлери от варовик", "сменяме анода" are what the owner does: said after the list, never in it
    // ("Предлагаме профилактика – почистваме бойлери от варовик и сменяме анода.").
    const with_ = (items: string[]) => {
      // ("учим рулетка, blackjack, покер за 6 седмици": a list that opens with the owner's verb is that verb's; the
      // things after it are what it takes, «– учим рулетка, blackjack и покер за 6 седмици», never «Предлагаме курс за
      // крупие, blackjack и покер за 6 седмици – учим рулетка.».)
      const opensWithDeed = items.length > 1 && isVerbOpening(items[0]!);
      const nextDeed = opensWithDeed ? items.findIndex((m, i) => i > 0 && isVerbOpening(m)) : -1;
      // ("учим коктейли и кафе" and "обслужване": one list, «учим коктейли, кафе и обслужване», never "… и кафе и …".)
      const taken = (opensWithDeed ? items.slice(0, nextDeed < 0 ? items.length : nextDeed) : []).map((m, i, all) =>
        i < all.length - 1 ? m.replace(/\s+и\s+(?!.*\sи\s)/u, ', ') : m,
      );
      const rest = items.slice(taken.length);
      const deeds = [...(taken.length ? [listOf(taken)] : []), ...rest.filter(isVerbOpening)];
      const things = rest.filter((m) => !isVerbOpening(m));
      // "записваме вокали, подкасти и реклами за радио": the things share the owner's verb.
      if (own)
        return things.length
          ? sentence(capFirst(`${listOf([s, ...things])}${deeds.length ? ` – ${listOf(deeds)}` : ''}`))
          : deeds.length
            ? sentence(capFirst(listOf([s, ...deeds])))
            : main;
      // ("снегопочистване с трактор и гребло - дворове, паркинги, пътища до вили": the things listed after a job
      // with no "на" of its own are what it is done on, «… с трактор и гребло – дворове, паркинги и пътища до вили»,
      // never «… и гребло, дворове, паркинги …» read as more services.)
      const doneOn =
        things.length > 0 &&
        !deeds.length &&
        JOB_WORD_RE.test(s.split(' ')[0]!) &&
        !/\s(?:на|за)\s/u.test(s) &&
        things.every((m) => !JOB_WORD_RE.test(m.split(' ')[0]!));
      if (doneOn) return sentence(`${lead} ${s} – ${listOf(things)}`);
      return items.length
        ? sentence(`${lead} ${listOf([s, ...things])}${deeds.length ? ` – ${listOf(deeds)}` : ''}`)
        : main;
    };
    // Listed things first; a service that may yet get its own scene last, so dropping it keeps them.
    const light = more.filter((m) => listed.includes(m)).slice(0, 3);
    const heavy = more.filter((m) => !listed.includes(m)).slice(0, Math.max(0, 2 - light.length));
    return {
      kind: 'service',
      headline: headline(capFirst(s)),
      versions: uniq([main, with_(light), with_([...light, ...heavy])]),
      level: 0,
      keywords: serviceKw(s),
    };
  };

  // ("Ваксини, обезпаразитяване и чипове на адрес, кастрации в кабинета." says "обезпаразитяване и чипове на адрес и
  // кастрации в кабинета" too, word for word with its commas.)
  const wordsInLine = (s: string) => {
    const words = lc(s)
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length >= 3);
    const line = new Set(lc(f.serviceLine).split(/[^\p{L}\d]+/u));
    return words.length > 0 && words.every((w) => line.has(w));
  };
  const extraServices = (count: number): Draft[] =>
    // The owner's own service line may already say it ("Авторски татуировки и покриване на стари татуси").
    others
      .filter((s) => !listed.includes(s) && !lc(f.serviceLine).includes(lc(s.split(',')[0]!)) && !wordsInLine(s))
      .slice(0, count)
      .map((s, i) => ({
        kind: 'service' as const,
        headline: headline(capFirst(s)),
        // "Предлагаме също гледка към планината" offers what is not sold; "И още:" fits anything listed.
        versions: uniq([sentence(`${i === 0 ? 'При нас ще намерите и' : 'И още:'} ${s}`)]),
        level: 0,
        keywords: serviceKw(s),
      }));

  const proofOffset = r.int(0, PROOF_HEADLINES.length - 1);
  const proof = (i: number): Draft | null => {
    // The owner's opening said as the introduction or the hook is not said again as a proof.
    // ("Уча деца и възрастни на ветроходство, лодки Оптимист …" after that hook says only its second clause.)
    const unsaid = (x: string) => {
      const rest = ownHow(
        x
          .replace(/[.!]+$/, '')
          .split(/,\s+/)
          .filter((c) => !saysNothingNew(c, statementHook))
          .join(', '),
      );
      return withoutHomePlace(hookUsed || selfSaid ? (rest ? sentence(capFirst(rest)) : '') : x);
    };
    const p = f.proofs
      .filter((x) => !(ownIntro && x.startsWith(f.selfLine)))
      .map(unsaid)
      .filter((x) => x && !isFragment(x) && !((hookUsed || selfSaid) && saysNothingNew(x, statementHook)))[i];
    // "Идеално за ски почивка със семейството." typed by the owner is the proof and the audience both: said once.
    const audience =
      f.audience &&
      i === 0 &&
      !(p && lc(p).includes(lc(f.audience))) &&
      // (…and so is it in the owner's service line: "Шах за деца от 6 до 14 г., групови и индивидуални занимания.")
      !lc(f.serviceLine).includes(lc(f.audience)) &&
      // (…and in what the service scene offers: «Идеално за начинаещи.» after «Предлагаме грънчарски курсове на колело за
      // начинаещи.» said it twice.)
      ![f.offering, f.service].some((x) => saysIn(x, `за ${f.audience}`))
        ? sentence(`Идеално за ${f.audience}`)
        : '';
    if (!p && !audience) return null;
    const versions = uniq([p ?? audience, p && audience ? join(p, audience) : '']);
    // A short line is its own headline ("Цветята пристигат свежи всеки ден"); a long one shows its
    // opening phrase ("Печем всяка сутрин" of "… с масло и закваска"); a stock phrase only without one.
    const phrase = p ? splitPhrase(p.replace(/[.!]+$/, ''), 4) : null;
    // Without a line of the owner's, the scene is who it is for, and says so on screen.
    const forWhom =
      !p && audience
        ? ([
            headline(audience),
            headline(capFirst(`за ${f.audience}`), 7),
            headline(capFirst(`за ${f.audience}`), 4),
          ].find((h) => h.length <= 40 && !/^Идеално за \S+$/.test(h)) ?? '')
        : '';
    const cut =
      p && countWords(p) <= 6 && p.length <= 36
        ? headline(p)
        : phrase && countWords(phrase.head) >= 2 && phrase.head.length <= 36
          ? headline(phrase.head)
          : forWhom;
    // ("Записване за летния лагер до 15 юни.", "24 и 25 декември, записване до 15 декември."): the date the owner gives
    // is on screen where it is said: the line whole when it is short, else its clause that holds the date.
    const until = p ? DEADLINE_RE.exec(p)?.[0] : undefined;
    const whole = p ? p.replace(/[.!]+$/u, '') : '';
    // (…a clause of its own, never the last of a list of places, "Банско и Благоевград до 22 декември"; else the line's
    // opening phrase and the date, "Доставка до вкъщи до 22 декември".)
    const dated = whole.split(/,\s+/u).find((c) => DEADLINE_RE.test(c) && /^\p{Ll}/u.test(c)) ?? '';
    const own =
      !until || lc(cut).includes(lc(until))
        ? cut
        : countWords(whole) <= 8 && whole.length <= 44
          ? headline(whole, 8)
          : dated && countWords(dated) <= 6 && dated.length <= 36
            ? headline(capFirst(dated), 6)
            : cut && !/\d$/u.test(cut) && countWords(`${cut} ${until}`) <= 8 && `${cut} ${until}`.length <= 44
              ? `${cut} ${until}`
              : cut;
    // A stock headline ("Качество и грижа") over the owner's own line said nothing: its words, cut.
    return {
      kind: 'proof',
      headline: own || (p ? headline(p, 5) : PROOF_HEADLINES[(i + proofOffset) % PROOF_HEADLINES.length]!),
      versions,
      level: 0,
      keywords: kw,
    };
  };

  // (One who comes to the customer has nothing to find "при нас": "Предлагаме …"; the pick is drawn all the same, so a
  // seed writes the rest of the ad as before.)
  const serviceLead = () => {
    const picked = r.pick(['При нас ще намерите', 'Предлагаме']);
    return f.comesToYou ? 'Предлагаме' : picked;
  };

  const offerScene = (first: boolean): Draft | null => {
    if (!f.offer) return null;
    // ("Нож 3 €" of "точене на ножове, ножици и сатъри": the bare thing a price is for is said with the job done to
    // it, "Точене на нож – 3 €", never as a knife for sale.)
    // (The job nearest before the thing is the one done to it: "смяна" of "ремонт на часовници и смяна на батерии".)
    const item = /^(\p{L}{3,})\s+((?:от\s+)?\d+(?:[.,]\d+)?\s?€.*)$/u.exec(f.offer);
    const itemAt = item
      ? new RegExp(`(?<!\\p{L})${escapeRe(lc(item[1]!).slice(0, Math.max(3, item[1]!.length - 1)))}`, 'u').exec(
          lc(f.service),
        )?.index
      : undefined;
    const job =
      itemAt === undefined
        ? undefined
        : [
            ...lc(f.service)
              .slice(0, itemAt)
              .matchAll(/(?<!\p{L})(\p{L}{3,})\s+на\s+/gu),
          ].at(-1)?.[1];
    const offerSaid =
      item && job && /^\p{L}+(?:ане|ене|яне|ка|ж|т|на|ба)$/u.test(job) && !/^(?:цена|такса|рязане)$/u.test(job)
        ? `${capFirst(job)} на ${lc(item[1]!)} – ${item[2]}`
        : f.offer;
    const full = sentence(offerSaid);
    // (…or after its dash: "от Пазарджик до Пловдив за 40,90 €" of "Пътна помощ … – от Пазарджик до Пловдив за 40,90 €".)
    // ("Основен сервиз на колело 25 € пълен сервиз … 45 € смяна на гума 8 €" typed in one breath, or a long line,
    // "Трактор с ремарке под наем … 30 € на час мин 2 часа ДИМОВ ТРАНС": up to its first price and unit.)
    const toFirstPrice = /^(\p{L}.{3,}?\d+(?:[.,]\d+)?\s?€(?:\s+(?:на|за)\s+(?:\p{L}+\.?|кв\.\s?м\.?))?)\s+\p{L}/u.exec(
      f.offer,
    )?.[1];
    // ("Къпане, сешоар и рязане на нокти за 35 €, подстригване … от 45 €": the list before the first price is
    // part of it, never "Сешоар и рязане на нокти за 35 €".)
    const clauses = f.offer.split(/(,\s+(?:а\s+)?|;\s+|\.\s+(?=\p{Lu}))/u);
    const firstPriced = clauses.findIndex((p, i) => i % 2 === 0 && /\d\s?€/u.test(p));
    const listItem = (p: string) =>
      countWords(p) <= 3 && !/\d/u.test(p) && !p.split(/\s+/u).some((w) => isOwnVerb(w) || isFirstPersonVerb(w));
    // (…only a list the offer opens with: "Немски, турски, от 10 €" is cut from "Преводи … – английски".)
    // ("Новогодишно меню с 5 ястия, жива музика и DJ до 4 сутринта – 95 € на човек": the price after a dash is for all
    // the clauses before it, never «Жива музика и DJ до 4 сутринта – 95 € на човек.»; a count is no price. So is a
    // price that opens its clause: "Смяна на масло и филтри, труд и преглед, 23 € на кола", never «Смяна – 23 € …».)
    const dashed =
      firstPriced > 0 &&
      (/^[^\d–—]*\p{L}[^–—]*\s[–—]\s+(?:от\s+)?\d/u.test(clauses[firstPriced]!) ||
        /^(?:(?:от|по|само)\s+)?\d/u.test(clauses[firstPriced]!));
    const dashedItem = (p: string) =>
      dashed &&
      countWords(p) <= 6 &&
      !/\d\s?(?:€|лв|%)/u.test(p) &&
      !p.split(/\s+/u).some((w) => isOwnVerb(w) || isFirstPersonVerb(w));
    let listFrom = firstPriced;
    while (
      listFrom >= 2 &&
      clauses[listFrom - 1] === ', ' &&
      (listItem(clauses[listFrom - 2]!) || dashedItem(clauses[listFrom - 2]!))
    )
      listFrom -= 2;
    // ("Ограда от 3D панели 1,53 м височина, | с колове и монтаж – 28 €/л.м": what comes with the thing is priced with
    // it, never «С колове и монтаж – 28 €/л.м.» said of nothing.)
    const withThing =
      firstPriced >= 2 && /^(?:с|със|без|вкл\.?|включително|заедно\s+с)\s/u.test(clauses[firstPriced]!)
        ? clauses.slice(firstPriced - 2, firstPriced + 1).join('')
        : undefined;
    // ("Цял ден с лодка, такъми и стръв 200 лв за до 2 рибари": a priced clause that opens with the last pair of a list
    // is priced with the list's first item before it, never «Такъми и стръв 102,26 € …» said as the whole deal's price.)
    let pairFrom = firstPriced;
    if (
      firstPriced >= 2 &&
      /^\p{L}+(?:\s+\p{L}+)?\s+(?:и|или)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:от\s+|за\s+)?\d/u.test(clauses[firstPriced]!)
    )
      while (
        pairFrom >= 2 &&
        clauses[pairFrom - 1] === ', ' &&
        countWords(clauses[pairFrom - 2]!) <= 6 &&
        !/\d/u.test(clauses[pairFrom - 2]!) &&
        !clauses[pairFrom - 2]!.split(/\s+/u).some((w) => isOwnVerb(w) || isFirstPersonVerb(w))
      )
        pairFrom -= 2;
    const pricedPart =
      (pairFrom < listFrom ? clauses.slice(pairFrom, firstPriced + 1).join('') : undefined) ??
      (listFrom === 0 &&
      firstPriced > 0 &&
      firstPriced < clauses.length - 1 &&
      /^(?:\p{Ll}|\d)/u.test(clauses[firstPriced]!)
        ? clauses.slice(listFrom, firstPriced + 1).join('')
        : undefined) ??
      withThing ??
      (firstPriced >= 0 && clauses.length > 1 ? clauses[firstPriced] : undefined) ??
      f.offer.split(/\s+[–—-]\s+/u).find((p) => /\d\s?€/u.test(p) && countWords(p) >= 3 && p !== f.offer) ??
      (toFirstPrice && (/\d\s?€/u.test(f.offer.slice(toFirstPrice.length)) || countWords(f.offer) > 14)
        ? toFirstPrice
        : undefined);
    // ("8,69 €/кг." of "Курбан за Гергьовден – цяло агне, …, 8,69 €/кг" said the price of nothing: the thing the offer
    // opens with goes before it, "Курбан – 8,69 €/кг.")
    const thing =
      /^(\p{Lu}\p{Ll}+(?:\s+(?!(?:за|на|с|със|от|в|във|до|по|и)\s)\p{Ll}+){0,2})(?=\s+(?:за|на|с|със|от|в|във|до|по)\s|\s+[–—-]\s|,)/u.exec(
        f.offer,
      )?.[1];
    // ("Смолянско – 14,32 €/кг." said the price of a region: the thing the offer opens with goes before the price, in
    // the words of its first clause, "Домашна луканка и суджук от свинско и телешко – 14,32 €/кг.")
    const placeless = pricedPart && withoutPlace(pricedPart);
    const opening = f.offer.split(/,\s+|\s+[–—-]\s+/u)[0]!;
    const pricedWhat =
      placeless && placeless !== pricedPart && !/\d/u.test(opening) && countWords(opening) <= 8
        ? `${opening} – ${placeless}`
        : pricedPart && /^(?:от\s+)?\d/u.test(pricedPart) && thing
          ? `${thing} – ${pricedPart}`
          : pricedPart;
    // (Fifteen seconds keep the deal the owner gave with the prices, "Пълно обслужване за 30 €, -20% за пенсионери",
    // never only the first price: a discount, a free part or a promo's date is what the short ad is for.)
    const dealAt = (p: string) => DEAL_RE.test(p) || DEADLINE_RE.test(p);
    const unpricedDeals = (at: (p: string) => boolean) =>
      pricedPart
        ? clauses.filter(
            (p, i) =>
              i % 2 === 0 &&
              i !== firstPriced &&
              at(p) &&
              !/\d\s?€/u.test(p.replace(/-?\s?\d+\s?%/gu, '')) &&
              !pricedPart.includes(p),
          )
        : [];
    const deals = pricedPart && !dealAt(pricedPart) ? unpricedDeals(dealAt) : [];
    // ("…, минимум 20 бройки", "…, само през май": the owner's terms of the deal are kept beside the deal, never cut for
    // time; other lines give way first.)
    const terms = unpricedDeals((p) => isOfferTerm(p) && !DEADLINE_RE.test(p)).slice(0, 2);
    // (In the order typed, at most two and a dozen words: "Първата консултация е безплатна, терапия – 30 €".)
    const chosen =
      [deals.slice(0, 2), deals.slice(0, 1)].find(
        (d) => countWords(d.filter((x) => !terms.includes(x)).join(' ')) <= 12,
      ) ?? [];
    const deal = clauses.filter((p) => chosen.includes(p) || terms.includes(p));
    const before = deal.filter((d) => clauses.indexOf(d) < firstPriced);
    const after = deal.filter((d) => clauses.indexOf(d) > firstPriced);
    const withDeal = (s: string) =>
      deal.length === 0
        ? s
        : [...before, s.replace(/[.!]+$/u, ''), ...after]
            .map((p, i) => (i === 0 ? capFirst(p) : lowerFirst(p, f.properNames)))
            .join(', ');
    const priced =
      pricedWhat && pricedPart !== f.offer && countWords(pricedWhat) >= 2 ? sentence(capFirst(pricedWhat)) : '';
    // "Специално предложение от нашите водопроводни услуги" says nothing: without a name the lead is the generic one.
    // "Цени от 1500 евро" is a price list, not a special: it is said plainly.
    // "Месечна такса 220 лв." or "Първа консултация 50 лв." is a price, not a special: a lead-in is kept
    // for a real deal (a discount, something free, a gift, two for one). "Само при X:" claimed an
    // exclusivity no owner wrote.
    // ("7 дни за 350 €", "500 бр. за 60 €", "Абонамент 25 € на месец": a count or a fee and its price too.)
    const priceAlone =
      /^(?:(?:цени|цена|цената|цените)\s+(?:(?:от|за|е)\s|\d)|(?:от\s+)?\d+(?:[.,]\d+)?\s?€)/i.test(f.offer) ||
      /^(?:\d+(?:[.,]\d+)?\s*\p{L}+\.?\s+(?:за\s+)?|(?:абонамент|такса|месечна\s+такса)\s+)\d+(?:[.,]\d+)?\s?€/iu.test(
        f.offer,
      );
    // ("Цена по договаряне, огледът е безплатен": a price still to be agreed is no treat to lead in to.)
    const plainPrice =
      priceAlone ||
      !DEAL_RE.test(f.offer) ||
      /^(?:цена|цени|цената|цените)(?:\s+\p{L}+)?\s+(?:по\s+договаряне|при\s+запитване|по\s+запитване|по\s+споразумение)/iu.test(
        f.offer,
      );
    // "Цена от 180 € на кв.м" or "3 € на брой" says the price of nothing: what is sold goes before it, in the owner's
    // words ("Чипровски килими – цена от 180 € на кв.м."; "тъчем ръчно" of their line is how, not what).
    const sold = (() => {
      const words = (f.service || f.offering).split(/\s+/u);
      // ("Ръчно изработени кръщелни свещи": the adverb of the participle after it is part of what is sold.)
      while (
        words.length > 1 &&
        (isVerbOpening(words[0]!) ||
          (/^\p{L}{3,}но$/iu.test(words[0]!) && !/^\p{L}{3,}(?:ни|на|ен|ан|ян)$/iu.test(words[1]!)))
      )
        words.shift();
      // ("Шоу със сапунени балони за детски рождени дни и кръщенета": what it is, before whom it is for.)
      const all = words.join(' ');
      const what = countWords(all) > 6 ? all.split(/\s+за\s+/u)[0]! : all;
      // ("Кухни по поръчка от ПДЧ и МДФ": seven words, the materials with it.)
      return what && !/\d/.test(what) && countWords(what) <= 7 && !lc(f.offer).includes(lc(what)) ? what : '';
    })();
    const priceOf = priceAlone && sold ? capFirst(sold) : '';
    const lead =
      plainPrice || sombre(f)
        ? ''
        : // ("Специално предложение от При Баба Ганка" says "от При": a name that opens with a preposition takes none.)
          first && f.name && !/^(?:при|от|у|на|за|в|във|с|със|до|край)\s/iu.test(f.name)
          ? `Специално предложение от ${name}:`
          : first
            ? 'Специално за вас:'
            : r.pick(['Специално за вас:', 'А сега най-хубавото:']);
    // ("Арка от балони по ваш избор на цвят – от 60 €": the customer's choice gives way to the price on a card.)
    const head = f.offerHead || f.offer;
    // ("От 65 € на кв.м", "Цена от 48 € на кв.м" is the price of nothing on a card: what is sold goes before it where
    // the headline holds both, "Ролетни щори от 65 € на кв.м".)
    const pricedHead = /^(?:(?:цена|цени|цената|цените)\s+)?(?:от\s+|за\s+|по\s+)?\d/iu.test(head);
    const withWhat = `${priceOf} ${lowerFirst(head.replace(/^(?:цена|цени|цената|цените)\s+/iu, ''))}`;
    const cardHead = cardHeadOf(
      // (…never a question the owner opened with, "Кой ще гледа кучето", nor a word of two letters, "Се за май".)
      priceOf &&
        /^\p{L}{3,}(?:\s|$)/u.test(priceOf) &&
        !/^(?:кой|коя|кое|кои|какво|какъв|каква|къде|кога|как|защо|колко|искате|търсите|имате)(?!\p{L})/iu.test(
          priceOf,
        ) &&
        pricedHead &&
        countWords(withWhat) <= offerHeadWords(withWhat)
        ? withWhat
        : head,
    );
    const offerLines = [
      short
        ? priceOf
          ? sentence(withDeal(`${priceOf} – ${lowerFirst(priced || f.offer)}`))
          : priced && sentence(withDeal(priced))
        : '',
      priceOf ? sentence(`${priceOf} – ${lowerFirst(f.offer)}`) : full,
      f.offer.includes(':') || !lead
        ? ''
        : // ("А сега най-хубавото: сега …" says its "сега" twice.)
          join(
            lead,
            lowerFirst(/сега/u.test(lead) ? offerSaid.replace(/^сега\s+/iu, '') : offerSaid, f.properNames).replace(
              /[.!]+$/,
              '',
            ) + '.',
          ),
    ];
    const saidAll = short && Boolean(offerLines[0]) && offerLines[0] === offerLines[1];
    return {
      kind: 'offer',
      headline: headline(capFirst(cardHead), offerHeadWords(cardHead)),
      sub: f.offerTail ? offerSub(f.offerTail) : undefined,
      // After a lead-in colon the offer continues the sentence; an offer with its own colon needs no lead.
      // Fifteen seconds may hold only the part with the price ("Урок 45 мин 10,23 €" of "…, при 8 урока месечно 71,58 €").
      // (A short line that with its deal is the whole offer is said so, plainly, as its priced part was: no lead-in.)
      versions: saidAll ? [offerLines[1]!] : uniq(offerLines),
      level: 0,
      whole: saidAll ? 0 : short && priced ? 1 : undefined,
      // A gift only when the offer gives one: "Кубик 56,24 €" is no present, nor is "безплатен оглед".
      keywords: uniq([...(/подар|гратис|ваучер/iu.test(f.offer) ? ['подарък'] : []), ...kw]).slice(0, 6),
    };
  };

  // No cue for the call: its picture is the beat's own (a receiver, a pin), never a trade's; a cue
  // "телефон" made a bakery's call to action show the phone-repair set (a battery, a wrench).
  const cta = (): Draft => {
    // (Fifteen seconds say the first number; the whole call says the other one too.)
    const first = spokenPhone(f.phone);
    const said = [f.phone, f.otherPhone].filter(Boolean).map(spokenPhone).join(' или ');
    // Urgency is a date (AD-CRAFT): the offer's deadline is said again with the call.
    const until = DEADLINE_RE.exec(f.offer)?.[0]
      .replace(/^само\s+/iu, '')
      .replace(/^До(?=\s)/u, 'до');
    // ("…, записване за сезона до 15 октомври", "…, поръчки до 20 декември": a deadline the owner said of signing up or
    // ordering is no "Предложението важи до …"; the card asks for that, «Запишете се до 15 октомври».)
    const dueClause = until ? (f.offer.split(/,\s+/u).find((p) => DEADLINE_RE.test(p)) ?? '') : '';
    const dueVerb = /(?<!\p{L})запис|(?<!\p{L})запиш/iu.test(dueClause)
      ? 'Запишете се'
      : /(?<!\p{L})поръч/iu.test(dueClause)
        ? 'Поръчайте'
        : /(?<!\p{L})резерв/iu.test(dueClause)
          ? 'Резервирайте'
          : '';
    // (…and said so, «Запишете се до 15 октомври на 0878 …», where the call was only "още днес".)
    const typedCall = f.cta.replace(/[.!]+$/, '');
    const c =
      dueVerb &&
      /^(?:обадете\s+се|свържете\s+се\s+с\s+(?:нас|мен)|звъннете|звънете|запишете\s+се|поръчайте|резервирайте)\s+още\s+днес$/iu.test(
        typedCall,
      )
        ? `${dueVerb} ${until}`
        : typedCall;
    // ("Обадете се още днес" on the card over "… до 30 октомври" left the date to the voice, which a muted feed never
    // hears: the card's call says it instead of "още днес", "Обадете се до 30 октомври"; the voice keeps its call and
    // says the date after it, as time allows. "Свържете се с нас", said when the owner gave no call, is the longer way
    // to say "Обадете се": a card cut it before its date.)
    const cardCall =
      until && /\s+още\s+днес$/iu.test(c)
        ? `${c.replace(/^свържете\s+се\s+с\s+нас(?=\s)/iu, (m) => (f.phone ? 'Обадете се' : m)).replace(/\s+още\s+днес$/iu, '')} ${until}`
        : c;
    const callVerb =
      /^(обадете|обаждайте|звъннете|звънете|звънни|позвънете|пишете|свържете|поръчайте|запишете|резервирайте|запазете|търсете)/i.test(
        c,
      );
    // "Пишете ми на Viber: 0899 …", never "на Viber на 0899".
    const numberOf = (phones: string) =>
      f.orPhone
        ? ` или на ${phones}`
        : // ("Запишете се до края на октомври" ends on its month, no "на" of a messenger: the number goes "на 0882 …".)
          /\sна\s+\S+$/.test(c) && !/(?<!\p{L})до\s+края\s+на\s+\S+$/iu.test(c)
          ? `: ${phones}`
          : /по\s+телефона$/.test(c)
            ? ` ${phones}`
            : `${/на$/.test(c) ? '' : ' на'} ${phones}`;
    const number = numberOf(said);
    // "Оглед и цена по телефона 0899 …" is a call of its own, said with its number.
    // ("Запазете час." with a site the only way to reach them booked nowhere: the call says where, «Запазете час на
    // www.desimarinova.bg.», and the site is not said again after it.)
    const siteCall =
      !f.phone && callVerb && /^(?!@)[^@\s]+\.[a-z]{2,}/iu.test(f.web) && !/\s(?:на|в|във|по)(?:\s|$)/iu.test(c);
    const called = f.phone
      ? callVerb || /по\s+телефона$/i.test(c)
        ? sentence(`${c}${number}`)
        : join(sentence(c), `Телефон: ${said}.`)
      : siteCall
        ? sentence(`${c} на ${f.web.replace(/^https?:\/\//, '')}`)
        : sentence(c);
    // The site or the handle the call left out: "Повече на floraco.bg.", "Инстаграм: @djsaxvarna." (in Bulgarian, as a Bulgarian voice says it)
    // (A handle the network line says with its page, "Пишете ми и в Инстаграм @desi.foto", is said once, by that line.)
    const netSaysWeb = Boolean(f.web) && f.network.includes(f.web);
    // ("Свободни дати за 2027 - пишете ни на 0887 … или във фейсбук Тракийски ритми": a call that writes already takes the
    // page with «или», never «Пишете ни на 0887 …. Пишете ни и във Фейсбук …».)
    const alsoWrite = /^Пишете\s+(?:ни|ми)\s+и\s+/u.exec(netSaysWeb ? '' : f.network);
    const writesToo = Boolean(alsoWrite) && /^Пишете\s+(?:ни|ми)\s+на\s+[^.]+\.$/u.test(called);
    const network = netSaysWeb || writesToo ? '' : f.network;
    const web = netSaysWeb
      ? f.network
      : f.web && !siteCall
        ? f.web.startsWith('@')
          ? `Инстаграм: ${f.web}.`
          : f.web.includes('@')
            ? `Пишете ни на ${f.web}.`
            : `Повече на ${f.web.replace(/^https?:\/\//, '')}.`
        : '';
    // Hours the owner gave as a fact are said once, in its own scene.
    const promise = f.proofs.some((p) => lc(p).includes(lc(f.promise.replace(/[.!]+$/, '')))) ? '' : f.promise;
    const withPhone = join(
      writesToo ? `${called.slice(0, -1)} или ${f.network.slice(alsoWrite![0].length)}` : called,
      promise,
      web,
    );
    // A business that comes to the customer says so where a shop would invite them in ("Идвам до вас в Пловдив"),
    // unless a scene before already said it in the owner's words ("Идвам на адрес").
    const saidComing = [withPhone, ...drafts.flatMap((d) => d.versions)].some((v) =>
      /(?<!\p{L})(?:идва\p{L}*|на\s+адрес|до\s+вас|при\s+вас)(?!\p{L})/iu.test(v),
    );
    // (…with the quarter or the second town the owner typed: "Идваме до вас в София, кв. Младост".)
    const coming =
      f.visitsYou && f.townPhrase && !saidComing
        ? sentence(`Идваме до вас ${f.placeShort ? placePhrase(f.placeShort) : f.townPhrase}`)
        : '';
    // ("Наем на озвучаване … Шумен, ул. Цар Освободител 92": a business that comes to you still says the street it
    // typed; fifteen seconds may say only that they come.)
    const awaits =
      f.locationPhrase && !f.comesToYou ? 'Очакваме ви' : f.locationPhrase && streetOf(f.location) ? 'Намирате ни' : '';
    const visit = awaits ? sentence(`${awaits} ${f.locationPhrase}`) : coming;
    // (…and with the town the other lines and the card say, the street alone when time is short: "Намирате ни на
    // бул. „Никола Петков“ 40." left the owner's list of wares its time.)
    const street = awaits ? streetOnly(f.location, f.town) : '';
    const visitStreet = street ? sentence(`${awaits} ${placePhrase(street)}`) : '';
    // ("Тел: 062 62 11 22 / 0898 765 432": the card shows both numbers, so the mobile a short call leaves unsaid is seen.)
    // (…and the site or page the owner gave, short as one types it: the voice says it only in thirty seconds, and
    // a muted feed never heard it; "balonikazanlak.bg", "fb.com/gaidirodopa", never "https://www.…/".)
    const site = f.web
      ? f.web
          .replace(/^https?:\/\//iu, '')
          .replace(/^www\./iu, '')
          .replace(/\/+$/u, '')
      : '';
    const phones = [f.phone, f.otherPhone].filter(Boolean).join(' / ');
    // (With no number the place stays beside it when short: "@iris.skin.sliven · Сливен, ул. Цар Симеон 9".)
    const place = f.location && countWords(f.location) <= 8 ? capFirst(f.location) : '';
    const sub =
      (phones && site ? `${phones} · ${site}` : phones) ||
      (site && place && countWords(place) <= 6 ? `${site} · ${place}` : site) ||
      place ||
      undefined;
    const deadline = until && !dueVerb ? sentence(`Предложението важи ${until}`) : '';
    // Fifteen seconds say the number with the verb alone ("Звънете на 0899 …"): "още днес" gives way to the digits.
    // ("Свържете се с нас", said when the owner gave no call, is the longer way to say "Обадете се".)
    const bare = /^свържете\s+се\s+с\s+нас(?:\s+още\s+днес)?$/iu.test(c)
      ? 'Обадете се'
      : c.replace(/\s+още\s+днес$/iu, '');
    const quick =
      short && f.phone && (callVerb || /(?<!\p{L})(?:обадете|звъннете|звънете|пишете|заявете)(?!\p{L})/iu.test(c))
        ? sentence(
            `${bare}${f.orPhone ? ' или на ' : /\sна\s+\S+$/.test(bare) && !/(?<!\p{L})до\s+края\s+на\s+\S+$/iu.test(bare) ? ': ' : ' на '}${first}`,
          )
        : '';
    return {
      kind: 'cta',
      headline: headline(capFirst(cardCall)),
      // (A site is written as typed: "droneshot.bg", never "Droneshot.bg".)
      sub: sub ? (site && sub.startsWith(site) ? sub : capFirst(sub)) : undefined,
      // (Fifteen seconds never leave the number unsaid, "Обадете се още днес." with the number only on screen:
      // "Обадете се на 0878 …", and "Изпратете документите си." with no verb to say it with, "… Телефон: 054 800 411.")
      // (Thirty say at least the first of two numbers: "Обадете се още днес." left both to the screen.)
      versions: uniq([
        short && f.phone
          ? quick || called
          : f.otherPhone && callVerb
            ? sentence(`${c}${numberOf(first)}`)
            : sentence(c),
        quick,
        withPhone,
        join(withPhone, deadline),
        // (A place past the town, "в Шумен, ул. Цар Освободител 92", is said before the deadline is said again: fit()
        // picks it first.)
        ...(!short && coming && coming !== visit ? [join(withPhone, coming)] : []),
        ...(!short && pastTown(f) && visit ? [join(withPhone, visitStreet), join(withPhone, visit)] : []),
        // (The network the owner is written to on comes before "Идваме до вас …", after the door they are awaited at.)
        ...(f.locationPhrase && !f.comesToYou
          ? [join(withPhone, deadline, visit), join(withPhone, network, deadline, visit)]
          : [
              join(withPhone, network, deadline),
              coming !== visit ? join(withPhone, network, deadline, coming) : '',
              join(withPhone, network, deadline, visit),
            ]),
      ]),
      level: 0,
      keywords: [],
    };
  };

  const end = (all: string[]): Draft => {
    // The call already says "Очакваме ви в …" when there is a place to visit.
    const visits = Boolean(f.locationPhrase) && !f.comesToYou;
    // The signature ends the ad; "Доверете ни се!" after it closed almost every ad and said nothing.
    const closings = welcoming(all, f.comesToYou || visits);
    // The card says what the business is: the trade in the owner's words when short ("Шах за деца · Плевен"), else the service.
    const cardWhat =
      f.trade && countWords(f.trade) <= 4 && !lc(f.name ?? '').includes(lc(f.trade)) ? f.trade : f.service;
    // (The town is said whole: "· Велико" of "Велико Търново" was cut with the card's eight words.)
    // (…with its quarter or the second town, when short: "София, кв. Младост" was "София" in every variant.)
    // (…never at the cost of what they do: "Слагане на външни алуминиеви · Петрич и Сандански" lost its "ролетни щори".)
    const whatWords = cardWhat && f.name ? countWords(cardWhat) : 0;
    const cardPlace =
      f.placeShort && countWords(f.placeShort) <= 4 && whatWords + countWords(f.placeShort) <= 8
        ? f.placeShort
        : f.town;
    const cardLine = cardWhat && f.name ? headline(capFirst(cardWhat), Math.max(3, 8 - countWords(cardPlace))) : '';
    // ("Морски риболов с лодка от пристанище Созопол": a card that says its town already says it once.)
    const placeSaid = Boolean(cardPlace) && new RegExp(`(?:^|\\s)${escapeRe(cardPlace)}$`, 'u').test(cardLine);
    const tag = [cardLine, placeSaid ? '' : cardPlace].filter(Boolean).join(' · ');
    // The brand, what it does and where, said as the card shows it: "При Мечо – скара в Банско."
    // (A longer one by its head: "Снежко ЕООД – почистване на сняг в Банско" of "… сняг от дворове и паркинги".)
    const whole = f.trade || f.service;
    // ("точене на ножове, ножици и сатъри": a list is said whole or not cut inside, "… ножове, ножици".)
    const what =
      countWords(whole) <= 5 || (countWords(whole) <= 7 && /,\s.*\s(?:и|или)\s\p{L}+$/u.test(whole))
        ? whole
        : (splitPhrase(whole, 5)?.head ?? whole);
    const where = f.townPhrase && !lc(name).includes(lc(f.town)) ? ` ${f.townPhrase}` : '';
    // (A name that says it already is not followed by it again: "Точилар Петьо в Ловеч", no "– точилар".)
    const signed =
      f.name &&
      what &&
      (countWords(what) <= 5 ||
        (what === whole && countWords(what) <= 7 && !/\s(?:у|в|във|на|за|с|със|по|до|от|при|и)$/u.test(what)))
        ? sentence(
            lc(name).includes(lc(what)) || sameOpening(name, what)
              ? `${name}${where}`
              : // ("частни уроци в Кърджали" says its town: never "… в Кърджали в Кърджали".)
                `${name} – ${what}${f.town && lc(what).includes(lc(f.town)) ? '' : where}`,
          )
        : '';
    // (…unless the introduction said it so already.)
    const signature = signed && !drafts.some((d) => d.versions.some((v) => v.includes(signed))) ? signed : '';
    // (Thirty seconds with no time for the town again, which the introduction says, say the name with what they do,
    // «Под ореха – къща за гости.», never the name alone, «Под ореха.».)
    const unplaced =
      signature && where && signature.endsWith(`${where}.`) && signature.includes(' – ')
        ? sentence(signature.slice(0, -where.length - 1))
        : '';
    // Time to spare goes to the number, said once more as the ad ends, before any stock line.
    const again = f.phone ? `Още веднъж: ${spokenPhone(f.phone)}.` : '';
    const card =
      short && f.townPhrase && !lc(name).includes(lc(f.town)) ? sentence(`${name} ${f.townPhrase}`) : sentence(name);
    // …and what they do when no other line of a 15 s ad says it ("Фирма Аква Дрил – сондажи в Добрич.", see fit).
    const trade = tradeHead(what);
    // (A business without a name goes by what it does already: "Шоу със сапунени балони в Русе.")
    const named =
      short &&
      f.name &&
      trade &&
      !lc(name).includes(lc(trade)) &&
      !lc(trade).includes(lc(name)) &&
      !sameOpening(name, trade)
        ? sentence(`${name} – ${trade}${f.townPhrase && !lc(trade).includes(lc(f.town)) ? ` ${f.townPhrase}` : ''}`)
        : '';
    // Fifteen seconds may have no introduction: the card's line says the name with the town ("Гуми на място в Ловеч.").
    // (…and, when there is time, what they do: a 15 s ad may have said it only in its offer.)
    const versions = short
      ? uniq([
          card,
          named,
          closings.length ? join(named || card, r.pick(closings)) : '',
          again && join(named || card, again),
        ])
      : (() => {
          const closed = closings.length ? join(sentence(name), r.pick(closings)) : '';
          const signedClosed = signature && closings.length ? join(signature, r.pick(closings)) : '';
          // ("Бъчварска работилница Кирови. Не забравяйте: 225 литра за 520 €." is longer than the signature: a step
          // the time cannot take would keep the signature unsaid, «Бъчварска работилница Кирови.»; it goes after it.)
          return uniq([
            sentence(name),
            // (…and a stock line is never said over it: «Малки готвачи. Не пропускайте!» left "кулинарни работилници
            // за деца в Пловдив" unsaid when the introduction grew.)
            signature ? '' : closed,
            unplaced,
            signature,
            signedClosed,
            again && join(signature || sentence(name), again),
          ]);
        })();
    const signedAt = versions.indexOf(short ? named : signature);
    return {
      kind: 'end',
      headline: headline(name),
      sub: tag ? capFirst(tag) : undefined,
      signed: signedAt > 0 ? signedAt : undefined,
      versions,
      level: 0,
      keywords: kw,
    };
  };

  const long = duration === 60;
  const short = duration === 15;
  const push = (...ds: (Draft | null | false)[]) => ds.forEach((d) => d && drafts.push(d));

  switch (angle) {
    case 'question':
      push(hookQuestion(), !short && intro('plain'));
      // Fifteen seconds hold one question, one offer and the call; the service is in the question.
      // ("Почистване на домове и офиси предлага почистване …": without a name of theirs, "Предлагаме".)
      if (!short || !f.offer)
        push(
          serviceScene(
            // ("При Стоян предлага …": a name that opens with its preposition is no subject.)
            short ? (f.name && !PLACE_LIKE_NAME_RE.test(f.name) ? `${name} предлага` : 'Предлагаме') : serviceLead(),
            f.offering,
            short || long ? [] : others,
          ),
        );
      if (long) push(...extraServices(2), proof(1));
      push(!short && proof(0), offerScene(false), cta(), end(CLOSINGS));
      break;
    case 'offer-first': {
      const first = offerScene(true);
      if (first) push({ ...first, kind: 'offer' });
      // Without an offer the ad opens with the trade's own question (else ours): "X представя Y" reads
      // as a press release. It then tells what the business does, as the question variant does.
      else {
        const kbHook = kbLine(f.flavour?.hooks, r, '');
        push(
          kbHook
            ? { kind: 'hook', headline: headline(kbHook), versions: [kbHook], level: 0, keywords: kw }
            : hookQuestion(),
        );
      }
      push(!short && intro('plain'));
      if (first || !short)
        push(
          serviceScene(
            short
              ? 'Предлагаме'
              : r.pick(['Разчитайте на нас за', isDish(f) ? 'Специалитетът ни:' : 'Разчитайте на нас за']),
            f.offering,
            long ? [] : others,
          ),
        );
      if (long) push(...extraServices(3), proof(1));
      push(!short && proof(0));
      // A minute is long enough to forget the opening offer: say it once more before the call.
      const recap = long ? offerScene(false) : null;
      if (recap)
        push({
          ...recap,
          versions: uniq([
            f.offer.includes(':')
              ? ''
              : sentence(`Не забравяйте: ${lowerFirst(f.offer, f.properNames).replace(/[.!]+$/, '')}`),
            ...recap.versions,
          ]),
        });
      // (No date, no hurry: a short offer said once more is what the time left is for, «Не забравяйте: 12,78 € на час.».)
      const remind =
        f.offerHead &&
        countWords(f.offerHead) <= 7 &&
        !f.offerHead.includes(',') &&
        /\d\s*(?:€|лв|%)|безплатн/iu.test(f.offerHead) &&
        !/^\p{Ll}+(?:та|ът|ят|то)\s/u.test(f.offerHead) &&
        !isVerbOpening(f.offerHead) &&
        !isFirstPersonVerb(lc(f.offerHead.split(/\s+/)[0]!))
          ? sentence(`Не забравяйте: ${lowerFirst(f.offerHead, f.properNames).replace(/[.!]+$/, '')}`)
          : '';
      push(
        cta(),
        end(
          // ("Urgency is a date": «Пътстрой-М – асфалтиране на дворове в Монтана. Не пропускайте!» hurried to no date.)
          !f.offer || sombre(f)
            ? ['Очакваме ви!']
            : dated(f)
              ? ['Не пропускайте!', 'Очакваме ви!']
              : remind
                ? [remind, 'Очакваме ви!']
                : // (…and with no number to say once more, a welcome the call may already have said leaves a thin ad
                  // ("Батут парк „Скок“ … Отворено всеки ден 10-21 ч.") silent for a third of its time: a plain closing.)
                  f.phone
                  ? ['Очакваме ви!']
                  : ['Очакваме ви!', 'Ще се радваме да помогнем!'],
        ),
      );
      break;
    }
    case 'problem-solution': {
      let timeFor = false;
      // The trade's own problems (knowledge base) read truer than ours; ours stand in for unknown trades.
      const kbProblems = (lookAlike(f) ? [] : (f.flavour?.problems ?? []))
        .filter((l) => countWords(l) >= 3 && countWords(l) <= 14 && !/[[\]]/.test(l))
        .map(sentence);
      const what = askedTrade || asked || shortAsk;
      // (Thirty seconds say a problem as it is shown, so one of up to eight words goes first: a long one first left the
      // stock «Не знаете към кого да се обърнете?» to say it. With none so short, what the owner sells is asked first,
      // and the long problem follows it.)
      const fits = (l: string) => countWords(l) <= 8;
      const shuffled = r.shuffle(kbProblems).sort((a, b) => Number(fits(b)) - Number(fits(a)));
      const askFirst = !short && !f.question && !!what && !!shuffled[0] && !fits(shuffled[0]);
      const [p1, p2] = askFirst ? [undefined, shuffled[0]] : shuffled;
      // A trade with no problems of its own: the customer's trouble in what the owner typed ("идваме при вас",
      // "нощем също", "без скеле"), never the hook's question again.
      const own = f.question || kbProblems.length || sombre(f) ? [] : ownerProblems(f);
      if (f.question) {
        // The owner named the customer's problem themselves ("Имате петно на тавана, а не знаете откъде тече?").
        push({ kind: 'problem', headline: headline(f.question), versions: [f.question], level: 0, keywords: kw });
      } else if (own.length && !(short && what)) {
        // (One: a trade with no problems of its own says no second, as it says no stock agitation.)
        // (Fifteen seconds have no service scene: the question that names the trade stays, as it does for a trade's own
        // problems; «Нямате време или възможност да пътувате?» alone never said "мобилна сауна".)
        for (const o of own.slice(0, 1))
          push({
            kind: 'problem',
            headline: headline(o.headline),
            // (What they show, and the whole line when there is time; fifteen seconds say what they show.)
            versions: short ? [sentence(o.headline)] : uniq([sentence(o.headline), sentence(o.line)]),
            level: 0,
            keywords: kw,
          });
      } else if (p1 && !(short && what)) {
        // (Fifteen seconds ask for the owner's trade, not "На кого да се доверите?" before it.)
        const shortProblem = short ? PROBLEM_HEADLINES[2]! : r.pick(PROBLEM_HEADLINES);
        // (Fifteen seconds say the trade's shortest problem, and show what they say: the stock line was said
        // under another problem's headline, "Къпането у дома е истинско изпитание".)
        const brief = short ? [...kbProblems].sort((a, b) => countWords(a) - countWords(b))[0]! : p1;
        // (…and so do thirty: a problem of up to eight words is said as it is shown, never the stock line under it.)
        const line = countWords(brief) > (short ? 7 : 8) ? '' : brief;
        // A cut sentence makes a poor headline: a long problem gets a short recognition line on screen.
        push({
          kind: 'problem',
          headline: short && !line ? shortProblem : problemHeadline(brief, 'Познато ли ви е?'),
          versions: line ? [line] : short ? [sentence(shortProblem)] : uniq([sentence(shortProblem), p1]),
          level: 0,
          keywords: kw,
        });
      } else if (what) {
        // A trade without problems of its own asks about what the owner sells, not "На кого да се доверите?".
        // (The trade in the owner's words first: "училище по ветроходство", not only the "курс" of its offer.)
        // ("Трудно ли е да намерите хляб в Банкя?" claimed a want no owner said: the moment for it is true of any trade,
        // "Време е за почистване на комини?", and its answer is who they are, not "Има по-лесен начин".)
        // (A place or a person is looked for, not timed: "Търсите школа по рисуване?", "Търсите учител по акордеон?";
        // and a funeral is never "time for".)
        // (Fifteen seconds have no time for it: the thing asked for alone, "Почистване на лаптопи от прах?", and the
        // shortest answer, "Стригачите са решението.", leave the time to the number.)
        // (…unless the thing is long: "Казана под наем?" alone read as no question at all, "Търсите казан под наем?".)
        const q = short
          ? countWords(what) >= 6
            ? `${capFirst(what)}?`
            : `${seeking(what)}?`
          : sombre(f) ||
              PLACE_NOUN_RE.test(what) ||
              what.split(/\s+/).some((w) => isAgentNoun(w)) ||
              // (…and a thing is looked for, not timed: "Време е за вода?", "Време е за рибарник?" asked of goods and
              // places; a job has its time, "Време е за почистване на комини?".)
              !TIMED_JOB_RE.test(what)
            ? `${seeking(what)}${f.townPhrase && !namesTown(what, f.town) ? ` ${f.townPhrase}` : ''}?`
            : // ("почистване след ремонт", "… след наводнение": a job after an event is done once, its time never comes round.)
              RECURRING_JOB_RE.test(what) && !/\sслед\s/iu.test(what)
              ? `Време е за ${what}?`
              : `Имате нужда от ${what}?`;
        timeFor = !short;
        push({
          kind: 'problem',
          // ("в Варна" is shown as said, "във Варна".)
          headline:
            countWords(q) <= 6
              ? polish(q)
              : `${headline(capFirst(what), what.includes(',') && countWords(what) === 6 ? 6 : 5).replace(/[?.!]+$/, '')}?`,
          versions: [sentence(q)],
          level: 0,
          // (The offer's job shows what the ad shows: "стъкло на айфон" is no window.)
          keywords: what !== ownAsk && what === shortAsk ? kw : serviceKw(what),
        });
      } else {
        // (Fifteen seconds take the shortest, leaving the time to the call's number.)
        const i = short ? 2 : r.int(0, PROBLEM_LINES.length - 1);
        push({
          kind: 'problem',
          headline: PROBLEM_HEADLINES[i]!,
          versions: uniq([sentence(PROBLEM_HEADLINES[i]!), PROBLEM_LINES[i]!]),
          level: 0,
          keywords: kw,
        });
      }
      // "Губите време, пари и нерви" fits a plumber and insults a funeral home: a second
      // problem only from the trade's own, or as the stock agitation after one of them.
      // (After the owner's own question, a stock second problem would put words in their mouth.)
      if (!short && (p1 || askFirst) && !f.question)
        push(
          p2
            ? {
                kind: 'problem',
                // ("Губите време и пари" over "Сутрин нямате време да приготвите закуска" said another problem.)
                headline: problemHeadline(p2, 'Звучи ли ви познато?'),
                versions: [p2],
                level: 0,
                keywords: kw,
              }
            : { kind: 'problem', headline: AGITATE.headline, versions: AGITATE.versions, level: 0, keywords: kw },
        );
      push(intro(timeFor ? 'plain' : 'solution'));
      if (!short)
        push(serviceScene(r.pick(['Ние предлагаме', 'Разчитайте на нас за']), f.offering, long ? [] : others));
      if (long) push(...extraServices(3));
      // The owner's own facts ("С доставка в Шумен и селата наоколо", "Докарваме я до вашата вила") are part of
      // the solution: after the stock problems they are what this business does that the others do not.
      push(!short && proof(0));
      push(offerScene(false), cta(), end(['Очакваме ви!']));
      break;
    }
  }
  // A thin brief leaves half a minute to fill: another fact the owner gave (their second sentence,
  // another service) reads better than a generic line, and keeps scenes short. They go before the offer.
  if (!short) {
    const fullest = (d: Draft) => rawSec(d, d.versions.length - 1);
    let gap = duration - drafts.reduce((a, d) => a + fullest(d), 0);
    const extras = [proof(drafts.some((d) => d.kind === 'proof') ? 1 : 0), ...extraServices(2)].filter(
      (d): d is Draft => d !== null,
    );
    for (const d of extras) {
      if (gap < 3.5 || drafts.length >= STORYBOARD_LIMITS.maxScenes - 1) break;
      if (drafts.some((x) => x.versions.includes(d.versions[0]!))) continue;
      const at = drafts.findIndex((x, i) => i > 0 && (x.kind === 'offer' || x.kind === 'cta'));
      drafts.splice(at < 0 ? drafts.length - 1 : at, 0, d);
      gap -= fullest(d);
      // A service with its own scene is no longer listed in the main service's line (one idea a scene).
      const item = d.kind === 'service' ? d.headline.toLocaleLowerCase('bg-BG') : '';
      for (const x of drafts) {
        if (x === d || x.kind !== 'service' || !item) continue;
        const kept = x.versions.filter((v, i) => i === 0 || !v.toLocaleLowerCase('bg-BG').includes(item));
        gap += fullest(x) - rawSec({ ...x, versions: kept }, kept.length - 1);
        x.versions = kept;
      }
    }
  }
  // The owner's second line has no scene of its own: the first proof says it too when there is time ("Изпращам с Еконт от Трявна.").
  const second = proof(1)?.versions[0];
  const first = drafts.find((d) => d.kind === 'proof');
  if (second && first && !drafts.some((d) => d.versions.some((v) => v.includes(second))))
    first.versions.push(join(first.versions[first.versions.length - 1]!, second));
  // "Идвам на адрес" said by the owner's own line makes the call's "Идвам до вас в …" a repeat.
  if (
    drafts.some(
      (d) =>
        d.kind !== 'cta' &&
        d.versions.some((v) => /(?<!\p{L})(?:идва\p{L}*|на\s+адрес|до\s+вас|при\s+вас)(?!\p{L})/iu.test(v)),
    )
  ) {
    for (const x of drafts)
      if (x.kind === 'cta') x.versions = uniq(x.versions.map((v) => v.replace(COMING_LINE_RE, '')).filter(Boolean));
  }
  unrepeated(drafts);
  return drafts.slice(0, STORYBOARD_LIMITS.maxScenes);
}

/** The words of a line as said, in small letters: "Пращаме с Еконт." → "пращаме с еконт". */
const saidAs = (x: string) =>
  lc(x)
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
/** `part` said inside `line`, whole words only. */
const saysIn = (line: string, part: string) => {
  const p = saidAs(part);
  return p.length >= 6 && ` ${saidAs(line)} `.includes(` ${p} `);
};

/**
 * Each of the owner's clauses said once in a variant (blind read 13), the fuller line keeping it, and no scene dropped:
 * - "… ръчно отляти – пращаме с Еконт" beside the proof «Пращаме с Еконт, поръчки до 20 декември за Коледа.»: the
 *   service says no "– пращаме с Еконт" (the proof says it whole);
 * - the service «Идваме с банциг при вас.» before the proof «Мобилна дъскорезница - идваме с банциг при вас и режем
 *   вашите трупи на дъски, греди и летви. Минимум 5 куба.»: the service says the owner's sentence whole, «Идваме с
 *   банциг при вас и режем вашите трупи …», and the proof the rest, «Минимум 5 куба.».
 */
function unrepeated(drafts: Draft[]): void {
  const services = drafts.filter((x) => x.kind === 'service');
  // («Идеално за деца и възрастни с опитен инструктор.» is ours, said of whom the service is for: the owner's service
  // line, «… уроци по езда за деца и възрастни с опитен инструктор.», says it, and it goes.)
  const ours = /^Идеално за (.+?)[.!]$/u;
  for (let i = drafts.length - 1; i >= 0; i--) {
    const whom = drafts[i]!.kind === 'proof' && ours.exec(drafts[i]!.versions[0]!)?.[1];
    const by = whom ? services.find((d) => d.versions.some((v) => saysIn(v, `за ${whom}`))) : undefined;
    if (!by) continue;
    // (…and the service says it in every line: the time the proof had is its.)
    by.versions = by.versions.slice(by.versions.findIndex((v) => saysIn(v, `за ${whom}`)));
    by.level = 0;
    drafts.splice(i, 1);
  }
  const proofs = drafts.filter((d) => d.kind === 'proof');
  // (…and the offer's line: "Пращаме с Еконт в цялата страна, бурканче 4 €." says where it goes with its price.)
  const fuller = [...proofs, ...drafts.filter((d) => d.kind === 'offer')].filter((d) => !ours.test(d.versions[0]!));
  for (const d of services) {
    // (A service the owner's line says whole, "правим договор и приемо-предавателен протокол", is theirs to say again:
    // cut, «Предлагаме договор.», it would say less and still say it twice.)
    const whole = fuller.some((p) => saysIn(p.versions[0]!, d.headline));
    // (The things and the deeds after the service's own words that a proof or the offer says: gone from every line of
    // the service, "– пращаме с Еконт", ", събота и неделя".)
    // (…a thing of two words or more: "блокове" after "за етажна собственост" may be said of another thing.)
    const said = (c: string) => countWords(c) >= 2 && fuller.some((p) => saysIn(p.versions[0]!, c));
    const unsaid = (part: string) =>
      !part || said(part) ? [] : part.split(/,\s+|\s+и\s+(?!.*\sи\s)/u).filter((c) => !said(c));
    // (…and a list none of whose things is said stays as the owner typed it, "шкафове, скринове, маси".)
    const cut = (part: string) =>
      Boolean(part) && (said(part) || unsaid(part).length < part.split(/,\s+|\s+и\s+(?!.*\sи\s)/u).length);
    const core = d.versions[0]!.replace(/[.!]+$/u, '');
    d.versions = uniq(
      d.versions.map((v) => {
        const own = v.startsWith(core) && v.length > core.length + 1;
        const m = own
          ? /^(.*?)(?:\s[–—]\s(.+?))?([.!])$/u.exec(v.slice(core.length).replace(/^(?:,\s+|\s+и\s+)/u, ''))
          : /^(.+?)\s[–—]\s(.+?)([.!])$/u.exec(v);
        if (!m || whole) return v;
        const [first, second] = [m[1]!, m[2] ?? ''];
        if (!(own && cut(first)) && !cut(second)) return v;
        const deeds = cut(second) ? unsaid(second) : [second].filter(Boolean);
        const head = own && cut(first) ? listOf([core, ...unsaid(first)]) : v.replace(/(?:\s[–—]\s.+)?[.!]$/u, '');
        return `${head}${deeds.length ? ` – ${listOf(deeds)}` : ''}${m[3]}`;
      }),
    );
    d.level = Math.min(d.level, d.versions.length - 1);
    // (The service's own line said again inside a proof's longer sentence: the service says that sentence, the proof
    // what is left of it.)
    const line = d.versions[0]!;
    if (!/^\p{Lu}/u.test(line)) continue;
    for (const p of proofs) {
      const sentences = p.versions.at(-1)!.split(/(?<=[.!?])\s+/u);
      const at = sentences.findIndex((x) => saysIn(x, line) && saidAs(x) !== saidAs(line));
      if (at < 0) continue;
      const said = sentences[at]!;
      const from = lc(said).indexOf(lc(line.replace(/[.!]+$/u, '')));
      // (…from the service's first word on: "Мобилна дъскорезница - " before it is the trade the hook says.)
      // (…and only when another scene says it: the hook, the card.)
      const head = said.slice(0, from).replace(/\s[–—-]\s$/u, '');
      const headSaid = drafts.some((x) => x !== p && x !== d && x.versions.some((v) => saysIn(v, head)));
      if (from < 0 || (from > 0 && (!/\s[–—-]\s$/u.test(said.slice(0, from)) || !headSaid))) continue;
      const longer = sentence(capFirst(said.slice(from)));
      const rest = uniq(p.versions.map((v) => v.replace(said, '').trim()));
      // (A proof that says nothing else keeps its line: one scene never goes…)
      // (…unless the service says that line whole instead: "Мобилна дъскорезница - идваме с банциг при вас и режем …"
      // is the service's own sentence behind the trade the hook said, and said twice it is the same line again.)
      if (!rest.length && drafts.length > 5) {
        d.versions = uniq([longer, ...d.versions.filter((v) => saidAs(v).length > saidAs(longer).length)]);
        d.level = 0;
        drafts.splice(drafts.indexOf(p), 1);
        break;
      }
      if (!rest.length) continue;
      d.versions = uniq([longer, ...d.versions.filter((v) => saidAs(v).length > saidAs(longer).length)]);
      d.level = 0;
      p.versions = rest;
      p.level = 0;
      p.headline = countWords(rest[0]!) <= 6 && rest[0]!.length <= 36 ? headline(rest[0]!) : headline(rest[0]!, 5);
      break;
    }
  }
}

/**
 * The number as a Bulgarian says it: "+359 88 812 3456" is "088 812 3456" aloud (three words shorter, which a
 * 15 s call needs); the screen shows it as typed.
 */
export function spokenPhone(phone: string): string {
  return phone.replace(/^(?:\+|00)\s*359[\s-]*(?:\(0\)\s*)?/u, '0');
}

/** A scene's length at its chosen line (or at `level`): the line read at the measured rate, its pause, the kind's minimum. */
const rawSec = (d: Draft, level = d.level) => {
  const s = spokenSeconds(d.versions[level] ?? '') + SCENE_PAUSE_SEC;
  return Math.max(MIN_SCENE_SEC[d.kind] ?? 0, s);
};
const total = (ds: Draft[]) => ds.reduce((a, d) => a + rawSec(d), 0);
/** The shortest breath after a line a 15 s ad may keep so its call says the number (the words keep the measured rate). */
const TIGHT_PAUSE_SEC = 0.25;
/**
 * Fits `duration` as it is, or (fifteen seconds only) once every scene is shortened alike so that each line
 * keeps at least TIGHT_PAUSE_SEC after it: the breaths between lines give way to the phone, never the words.
 */
const tight = (ds: Draft[], duration: number) => {
  const k = duration / total(ds);
  return (
    k >= 1 ||
    (duration === 15 &&
      ds.every(
        (d) =>
          k * rawSec(d) >=
          Math.max(spokenSeconds(d.versions[d.level] ?? '') + TIGHT_PAUSE_SEC, (MIN_SCENE_SEC[d.kind] ?? 0) * 0.9),
      ))
  );
};

/**
 * The share of the ad left to music between lines rather than padded with a generic sentence: a
 * breath after each line reads as pace, "Всеки клиент е важен за нас" as filler. With a tenth of the
 * time left to the music stock lines were in every ad, with a fifth still in most, so a quarter now:
 * about a second after each line of a 30 s ad.
 * Fifteen seconds stay dense (one offer and the call) and a minute has lines to spare: a tenth there.
 * Past `secondLine` of silence a scene may take a second stock line.
 */
const fillLimits = (duration: number) =>
  duration === 30 ? { slack: 0.25, secondLine: 0.33 } : { slack: 0.1, secondLine: 0.12 };

/** Grows the lines one step at a time, scene by scene, while the whole still fits the duration. */
function fit(
  drafts: Draft[],
  duration: number,
  r: Random,
  comesToYou = false,
  voice = (line: string) => line,
  phone = '',
  trade = '',
  calm = false,
  place = '',
) {
  const welcome = (lines: string[]) =>
    welcoming(lines, comesToYou)
      .filter((line) => !(calm && HURRY.has(line)))
      .map(voice);
  // The phone is said with the call whenever there is one: it is what the ad is for. A second stock problem or
  // a further service gives way to it; only when even that does not fit is the call said bare (the card shows it).
  const call = drafts.find((d) => d.kind === 'cta');
  const phoned = call && phone ? call.versions.findIndex((v) => v.includes(phone)) : -1;
  // (A service the offer itself names, "При нас ще намерите шатра 6х12 м за 1 ден" before "Шатра 6х12 м за 1 ден – 300 €", is said by the offer.)
  const offer = lc(drafts.find((d) => d.kind === 'offer')?.versions[0] ?? '');
  const spare = () => {
    const second = drafts.findIndex(
      (d, i) => d.kind === 'problem' && drafts.findIndex((x) => x.kind === 'problem') !== i,
    );
    return second >= 0
      ? second
      : drafts.findIndex((d) => d.kind === 'service' && offer.startsWith(lc(d.headline)) && d.headline.length >= 8);
  };
  if (call && phoned > 0) {
    call.level = phoned;
    // …and so does it to the owner's own lines said in full (every service listed, their second line).
    const owned = () =>
      total(drafts) +
      drafts
        .filter((d) => d.kind === 'service' || d.kind === 'proof')
        .reduce((a, d) => a + rawSec(d, d.versions.length - 1) - rawSec(d), 0);
    for (let i = spare(); owned() > duration && i >= 0; i = spare()) drafts.splice(i, 1);
    // Fifteen seconds hold the hook, the offer and the call with its number: the introduction or the service
    // gives way, the end card says the name and the town.
    // A stock problem ("На кого да се доверите?") goes last: then the offer opens the ad.
    const stock = (d: Draft) =>
      d.kind === 'problem' && PROBLEM_HEADLINES.some((h) => d.versions[d.level] === sentence(h));
    const offered = drafts.some((x) => x.kind === 'offer');
    const aside = () =>
      offered ? drafts.findIndex((d, j) => j > 0 && (d.kind === 'intro' || d.kind === 'service')) : -1;
    // The owner's whole offer is said before an introduction; only then is it cut to its priced part, and only
    // after that does the problem-solution variant lose its stock problem.
    const whole = drafts.filter((d) => d.whole !== undefined);
    if (duration === 15) {
      for (const d of whole) d.level = d.whole!;
      for (let i = aside(); !tight(drafts, duration) && i >= 0; i = aside()) drafts.splice(i, 1);
      if (!tight(drafts, duration)) for (const d of whole) d.level = 0;
      const stocked = () => (offered ? drafts.findIndex(stock) : -1);
      for (let i = stocked(); !tight(drafts, duration) && i >= 0; i = stocked()) drafts.splice(i, 1);
    }
    // (The end card then says the name alone, the card shows the rest: the number is what fifteen seconds are for.)
    const card = drafts.find((d) => d.kind === 'end');
    if (duration === 15 && card && !tight(drafts, duration) && call.versions[call.level]!.includes(phone)) {
      const bare = sentence(card.versions[0]!.replace(/\s+(?:в|във)\s+.*$/u, ''));
      if (bare !== card.versions[0]) {
        card.versions.unshift(bare);
        if (card.signed !== undefined) card.signed++;
      }
      card.level = 0;
    }
    // (…and before the number goes, the offer says its deal without the thing the hook already named: "Месечна такса
    // 35,79 € за 4 занятия, първото е безплатно." after "Търсите школа по роботика за деца?", so the call keeps "на 0896 …".)
    const offerDraft = drafts.find((d) => d.kind === 'offer');
    const namedFirst = offerDraft
      ? /^[^–—]{3,70}\s[–—]\s(\p{L}.{8,})$/u.exec(offerDraft.versions[offerDraft.level] ?? '')
      : null;
    if (
      duration === 15 &&
      offerDraft &&
      namedFirst &&
      /^(?:hook|problem)$/.test(drafts[0]?.kind ?? '') &&
      !tight(drafts, duration)
    ) {
      offerDraft.versions.splice(offerDraft.level, 0, sentence(capFirst(namedFirst[1]!)));
      if (!tight(drafts, duration)) offerDraft.versions.splice(offerDraft.level, 1);
    }
    if (duration === 15 ? !tight(drafts, duration) : total(drafts) > duration) call.level = 0;
    // A 15 s ad whose hook and offer never say what the business does says it with the name on the end card.
    const named = card && trade ? card.versions.findIndex((v) => lc(v).includes(lc(trade))) : -1;
    if (
      duration === 15 &&
      card &&
      named > card.level &&
      !drafts.some((d) => lc(d.versions[d.level] ?? '').includes(lc(trade)))
    ) {
      const was = card.level;
      card.level = named;
      // (Else the introduction or the service gives way to it: "Николай Петров – шах за деца в Плевен." says
      // what "Предлагам групови и индивидуални занимания." did not.)
      const i = tight(drafts, duration) ? -1 : aside();
      const dropped = i >= 0 ? drafts.splice(i, 1)[0]! : undefined;
      if (!tight(drafts, duration)) {
        card.level = was;
        if (dropped) drafts.splice(i, 0, dropped);
      }
    }
  }
  // The place the owner typed past the town (the street, the quarter, the town a village is near, a second town) is
  // said with the call in thirty seconds before any line grows: "Очакваме ви в Шумен, ул. Цар Освободител 92." was
  // said in one variant of six, the intro's stock line took its time. (Fifteen say the number; the card, the town.)
  const placed = (v: string) =>
    v.includes(place) && (!phone || !call!.versions[call!.level]!.includes(phone) || v.includes(phone));
  const atPlace =
    call && place && duration !== 15 ? call.versions.findIndex((v, i) => i > call.level && placed(v)) : -1;
  if (call && atPlace > 0 && !call.versions[call.level]!.includes(place)) {
    const was = call.level;
    const before = [...drafts];
    call.level = atPlace;
    // (A second stock problem, or a service the offer says, gives way to it as it does to the number.)
    for (let i = spare(); total(drafts) > duration && i >= 0; i = spare()) drafts.splice(i, 1);
    if (total(drafts) > duration) {
      call.level = was;
      drafts.splice(0, drafts.length, ...before);
    }
  }
  // The end card's line grows to say what the business does before the introduction, the call or the problem take a
  // stock line («Ферма Пиле в Омуртаг. Грижим се за …» and the end «Ферма Пиле.»); its own stock lines stay last.
  const EARLY_END = GROW_ORDER.indexOf('intro') - 0.5;
  let heldForNumber = false;
  const unphoned = () => Boolean(call && phoned > 0 && !call.versions[call.level]!.includes(phone));
  const grow = (cardOnly = false) => {
    const card = drafts.find((d) => d.kind === 'end' && d.signed !== undefined);
    const rank = (d: Draft) => GROW_ORDER.indexOf(d.kind);
    const order: [Draft, boolean][] = [
      ...drafts.map((d): [Draft, boolean] => [d, false]),
      ...(card ? [[card, true] as [Draft, boolean]] : []),
    ].sort(([a, ea], [b, eb]) => (ea ? EARLY_END : rank(a)) - (eb ? EARLY_END : rank(b)));
    let grew = true;
    while (grew) {
      grew = false;
      let stepped = false;
      for (const [d, early] of order) {
        if (d.level + 1 >= d.versions.length || (cardOnly && d !== card)) continue;
        if (early && d.level >= d.signed!) continue;
        // (…once the call says the number: the number comes first, «Агро Тош ЕООД – жътва на ишлеме с комбайн.» took
        // the time that "Запишете се до 20 юни на 0888 631 207." needed; the card grows again once it is said, below.)
        if (d === card && unphoned()) {
          heldForNumber = true;
          continue;
        }
        if (d === card && !early && stepped) continue;
        d.level++;
        if (total(drafts) <= duration) {
          grew = true;
          if (early) stepped = true;
        } else d.level--;
      }
    }
  };
  const ungrown = new Map(drafts.map((d) => [d, d.level]));
  grow();
  // A 15 s ad whose lines, grown, still never say what the business does says it with the name on the end card, as
  // above, when its call says no number to make room for it ("Приемам само с уговорка. Телефон: 0898 765 432." left
  // «Стъпка в Хасково.» the only word of a "Кабинет за медицински педикюр"), or without the town another line says
  // ("Обадете се … Очакваме ви в Стара Загора." before "Микрофона – караоке бар."); the lines
  // grow again around it, never at the cost of one said before ("Гайда с ручило 350 €, смяна на мях 60 €." keeps
  // its second price).
  const endCard = drafts.find((d) => d.kind === 'end');
  const says = (d: Draft) => Boolean(trade) && lc(d.versions[d.level] ?? '').includes(lc(trade));
  if (duration === 15 && endCard && trade && !drafts.some(says)) {
    const grown = new Map(drafts.map((d) => [d, d.level]));
    const named = endCard.versions.findIndex((v) => lc(v).includes(lc(trade)));
    const signedLine = named >= 0 ? endCard.versions[named]! : '';
    const townAt = Math.max(signedLine.lastIndexOf(' в '), signedLine.lastIndexOf(' във '));
    const townSaid = townAt > 0 ? signedLine.slice(townAt).replace(/^\s(?:в|във)\s/u, '') : '';
    const dashAt = signedLine.indexOf(' – ');
    const untowned =
      dashAt > 0 && townAt > dashAt && /^\p{Lu}/u.test(townSaid) && townSaid.endsWith('.') && !/[–—]/u.test(townSaid)
        ? sentence(signedLine.slice(0, townAt))
        : '';
    // (…the town said by another line: fifteen seconds say it aloud.)
    const town = townSaid.replace(/\.$/u, '');
    const pushed =
      Boolean(untowned) &&
      lc(untowned).includes(lc(trade)) &&
      drafts.some((d) => d !== endCard && (d.versions[grown.get(d)!] ?? '').includes(town));
    if (pushed) endCard.versions.push(untowned);
    const tries = [named, pushed ? endCard.versions.length - 1 : -1].filter((i) => i >= 0);
    const costless = tries.some((at) => {
      for (const d of drafts) d.level = ungrown.get(d) ?? d.level;
      // (…fitting, or no longer than the card it replaces in an ad the owner's long offer keeps over its time anyway.)
      const before = total(drafts);
      endCard.level = at;
      if (!tight(drafts, duration) && total(drafts) > before) return false;
      grow();
      return drafts.every((d) => d === endCard || d.level >= grown.get(d)!);
    });
    if (!costless) {
      if (pushed) endCard.versions.pop();
      for (const d of drafts) d.level = grown.get(d)!;
    }
  }
  // The lines grown, the call takes back its number before any generic sentence fills the time: "Обадете се още
  // днес. Не отлагайте за утре." had time for the phone.
  if (call && phoned > 0 && !call.versions[call.level]!.includes(phone)) {
    const was = call.level;
    call.level = phoned;
    if (duration === 15 ? !tight(drafts, duration) : total(drafts) > duration) call.level = was;
  }
  // (Thirty seconds with the number said nowhere, "Обадете се още днес. … Ники.": a service the other lines say
  // already, then a proof, gives way to it.)
  if (call && phoned > 0 && duration !== 15 && !drafts.some((d) => d.versions[d.level]!.includes(phone))) {
    const said = (d: Draft) => drafts.some((x) => x !== d && lc(x.versions[x.level] ?? '').includes(lc(d.headline)));
    const before = [...drafts];
    const was = call.level;
    call.level = phoned;
    // (…then the offer's lead-in, "А сега най-хубавото:", and then the service line: a price list of three sizes said
    // whole left "Запишете се още днес." with no number.)
    const offerAt = drafts.find((d) => d.kind === 'offer');
    const offerWas = offerAt?.level ?? 0;
    const leadless = offerAt ? offerAt.versions.findIndex((v) => !/^[^:]{3,40}:\s/u.test(v)) : -1;
    for (const pick of [
      () => drafts.findIndex((d) => d.kind === 'service' && d.headline.length >= 8 && said(d)),
      () => drafts.findLastIndex((d) => d.kind === 'proof'),
      () => {
        if (offerAt && leadless >= 0 && leadless !== offerAt.level) offerAt.level = leadless;
        return -1;
      },
      () => drafts.findIndex((d) => d.kind === 'service'),
    ]) {
      if (total(drafts) <= duration) break;
      const at = pick();
      if (at >= 0) drafts.splice(at, 1);
    }
    if (total(drafts) > duration) {
      call.level = was;
      if (offerAt) offerAt.level = offerWas;
      drafts.splice(0, drafts.length, ...before);
    }
  }
  // (…the card alone: the time the call's number left is no room for another line's stock words.)
  if (heldForNumber) grow(true);
  // Facts ran out before the time did: a generic sentence closes the gap, the one that fills it best
  // each time, at most one per scene (two in a minute) and never the same one twice in an ad.
  const perScene = duration === 60 ? 2 : 1;
  const limits = fillLimits(duration);
  const added = new Map<Draft, number>();
  // "Очакваме ви!" after "Очакваме ви в Силистра." is the same line twice.
  const used = (line: string) => drafts.some((x) => x.versions[x.level]!.includes(line.replace(/[.!]+$/, '')));
  for (let guard = 0; guard < 40; guard++) {
    const gap = duration - total(drafts);
    if (gap < duration * limits.slack) break;
    // A very thin brief may take a second generic line in a scene rather than a third of the ad silent.
    const cap = gap > duration * limits.secondLine ? perScene + 1 : perScene;
    let best: { d: Draft; line: string; gain: number } | null = null;
    for (const d of drafts) {
      if ((added.get(d) ?? 0) >= cap) continue;
      const pool =
        d.kind === 'cta'
          ? welcome(CTA_FILLERS)
          : d.kind === 'offer'
            ? welcome(OFFER_FILLERS)
            : d.kind === 'end'
              ? d.level > 0
                ? []
                : welcome(CLOSINGS)
              : d.kind === 'hook' || d.kind === 'problem'
                ? []
                : welcome(FILLERS);
      const before = rawSec(d);
      for (const line of r.shuffle(pool)) {
        if (used(line)) continue;
        const current = d.versions[d.level]!;
        const candidate = join(current, line);
        d.versions.splice(d.level + 1, 0, candidate);
        d.level++;
        const gain = rawSec(d) - before;
        if (gain <= gap && gain > 0 && (!best || gain > best.gain)) best = { d, line, gain };
        d.versions.splice(d.level, 1);
        d.level--;
      }
    }
    if (!best) break;
    best.d.versions.splice(best.d.level + 1, 0, join(best.d.versions[best.d.level]!, best.line));
    best.d.level++;
    added.set(best.d, (added.get(best.d) ?? 0) + 1);
  }
}

// "Идваме до вас във Варна, кв. Чайка.": the line whole, never cut at the quarter's "кв." (which left "Чайка.").
// (Tried from the first of a run of spaces only: a run pasted long never makes it quadratic.)
const COMING_LINE_RE =
  /(?<!\s)\s*Идваме до вас(?:[^.!]|(?<=(?:^|[\s,(])(?:кв|ж|ж\.к|ул|бул|пл|гр|с|обл|общ|бл|вх|ет|ап|св))\.)*[.!]/u;

/** The place says more than the town: a street, a quarter, the town a village is near, a second town. */
const pastTown = (f: Facts) => Boolean(f.location) && lc(f.location) !== lc(f.town);

/** "ул. Цар Освободител 92" of "Шумен, ул. Цар Освободител 92": the street a place holds, or "". */
const streetOf = (location: string) =>
  /(?:^|,\s*)((?:ул\.|улица|бул\.|булевард|пл\.|площад)\s*[^,]+)/iu.exec(location)?.[1] ?? '';

/** "кв. Лозенец, ул. Св. Наум 21" of "София, кв. Лозенец, ул. Св. Наум 21": the place past its town, when it has a street. */
const streetOnly = (location: string, town: string) => {
  if (!streetOf(location) || !town) return '';
  const parts = location.split(/\s*,\s*/u);
  // (The town a village is near goes with the town: "село Самоводене, край В. Търново, ул. Първа 3" → "ул. Първа 3".)
  return parts.length > 1 && lc(parts[0]!) === lc(town)
    ? parts
        .slice(1)
        .filter((p) => !/^(?:край|до|около|близо|в\s+близост|недалеч)\s/iu.test(p))
        .join(', ')
    : '';
};

/** Our "we" lines as one person says them ("Тук сме за вас" → "Тук съм за вас"), for an owner who writes "I". */
const FIRST_PERSON: [RegExp, string][] = [
  [/Ние сме тук за вас/g, 'Тук съм за вас'],
  [/Тук сме за вас/g, 'Тук съм за вас'],
  [/Ние се грижим за/g, 'Грижа се за'],
  [/Грижим се за/g, 'Грижа се за'],
  [/Разчитайте на нас/g, 'Разчитайте на мен'],
  [/Ние предлагаме/g, 'Предлагам'],
  [/Предлагаме/g, 'Предлагам'],
  [/Помагаме при/g, 'Помагам при'],
  [/При нас ще намерите/g, 'При мен ще намерите'],
  [/Специалитетът ни/g, 'Специалитетът ми'],
  [/Очакваме ви/g, 'Очаквам ви'],
  [/Намирате ни/g, 'Намирате ме'],
  [/Идваме до вас/g, 'Идвам до вас'],
  [/Свържете се с нас/g, 'Свържете се с мен'],
  [/Пишете ни/g, 'Пишете ми'],
  [/Обадете ни се/g, 'Обадете ми се'],
  [/Работим с внимание/g, 'Работя с внимание'],
  [/Ще се радваме да ви посрещнем/g, 'Ще се радвам да ви посрещна'],
  [/Ще ви посрещнем с усмивка/g, 'Ще ви посрещна с усмивка'],
  [/Ще се радваме да помогнем/g, 'Ще се радвам да помогна'],
  [/Ние ценим вашето време/g, 'Ценя вашето време'],
  [/Ще намерим решение за вас/g, 'Ще намеря решение за вас'],
  [/Ние сме на ваше разположение/g, 'На ваше разположение съм'],
];
export const asFirstPerson = (line: string) => FIRST_PERSON.reduce((l, [re, to]) => l.replace(re, to), line);

function visualKind(kind: SceneKind, o: WriteStoryboardOptions): VisualKind {
  if (kind === 'end') return o.hasLogo ? 'logo' : 'illustration';
  return o.hasPhotos ? 'photo' : 'illustration';
}

/** Scene lengths: each line plus its pause, scaled so the scenes add up to the ad exactly. */
function timeScenes(drafts: Draft[], duration: number): number[] {
  const raw = drafts.map((d) => rawSec(d));
  const k = duration / raw.reduce((a, b) => a + b, 0);
  const max = STORYBOARD_LIMITS.sceneMaxSec;
  const out = raw.map((s) => Math.min(max, Math.max(STORYBOARD_LIMITS.sceneMinSec, Math.round(s * k * 10) / 10)));
  // Rounding (and the 15 s cap) leaves some tenths; scenes with room absorb them so the total is exact.
  for (let guard = 0; guard < 400; guard++) {
    const diff = Math.round((duration - out.reduce((a, b) => a + b, 0)) * 10) / 10;
    if (Math.abs(diff) < 0.05) break;
    const step = diff > 0 ? 0.1 : -0.1;
    // Each tenth goes to the scene least stretched over its line (or comes from the most stretched),
    // so no one scene holds the rounding of all the others.
    const ratio = (j: number) => (out[j]! + step) / raw[j]!;
    const room = out
      .map((_, j) => j)
      .filter((j) => (diff > 0 ? out[j]! < max : out[j]! > STORYBOARD_LIMITS.sceneMinSec));
    const i = room.reduce(
      (a, b) => (diff > 0 ? (ratio(b) < ratio(a) ? b : a) : ratio(b) > ratio(a) ? b : a),
      room[0] ?? 0,
    );
    out[i] = Math.round((out[i]! + step) * 10) / 10;
  }
  return out;
}

/** "При Стоян", "У Пешо": a name that opens with its preposition, said as a place, never as a subject. */
const PLACE_LIKE_NAME_RE = /^(?:при|у)\s+\p{Lu}/iu;

/** A scene as a writer (ours or a model) drafts it, before ids, pictures and timing are added. */
export type SceneDraft = { kind: SceneKind; voice: string; headline: string; sub?: string; keywords: string[] };

/**
 * Turns drafted scenes into a valid storyboard: ids, the kind of picture, and durations from the
 * spoken lines scaled to the ad's length. Throws (ZodError) when the result breaks the contract.
 */
export function assembleStoryboard(
  details: BusinessDetails,
  angle: StoryboardAngle,
  scenes: SceneDraft[],
  opts: WriteStoryboardOptions = {},
): Storyboard {
  const duration = opts.durationSec ?? 30;
  const secs = timeScenes(
    scenes.map((d) => ({ kind: d.kind, headline: d.headline, versions: [d.voice], level: 0, keywords: d.keywords })),
    duration,
  );
  const counts: Partial<Record<SceneKind, number>> = {};
  const storyboard: Storyboard = {
    version: 1,
    angle,
    durationSec: duration,
    aspectRatio: opts.aspectRatio ?? '16:9',
    style: opts.style ?? 'bold',
    facts: details,
    scenes: scenes.map((d, i) => {
      counts[d.kind] = (counts[d.kind] ?? 0) + 1;
      const head = euroSpace(d.headline || capFirst(readFacts(details).displayName));
      const sub =
        d.sub && d.sub.toLocaleLowerCase('bg-BG') !== head.toLocaleLowerCase('bg-BG')
          ? euroSpace(d.sub).slice(0, STORYBOARD_LIMITS.subMax)
          : undefined;
      return {
        id: `${d.kind}-${counts[d.kind]}`,
        kind: d.kind,
        voice: euroSpace(d.voice).slice(0, STORYBOARD_LIMITS.voiceMax),
        onScreen: sub ? { headline: head, sub } : { headline: head },
        visual: {
          kind: visualKind(d.kind, opts),
          keywords: d.keywords
            .map((k) => k.slice(0, STORYBOARD_LIMITS.keywordMax))
            .slice(0, STORYBOARD_LIMITS.keywordsMax),
        },
        durationSec: secs[i]!,
      };
    }),
  };
  // The contract is the last word: a writer bug must fail here, not in the renderer.
  return ZStoryboard.parse(storyboard);
}

export function writeStoryboard(
  details: BusinessDetails,
  angle: StoryboardAngle,
  opts: WriteStoryboardOptions = {},
): Storyboard {
  const duration = opts.durationSec ?? 30;
  const facts = readFacts(details);
  const r = createRandom((opts.seed ?? 1) * 7 + STORYBOARD_ANGLES.indexOf(angle));
  // (Every line in the formal "Вие", the owner's own question too: «Искате ли котката или кучето ви …».)
  const voice = (line: string) => formalRegister(facts.firstPerson ? asFirstPerson(line) : line);
  const drafts = scenesFor(angle, facts, duration, r).map((d) => ({
    ...d,
    headline: voice(d.headline),
    sub: d.sub && voice(d.sub),
    versions: d.versions.map(voice),
  }));
  fit(
    drafts,
    duration,
    r,
    facts.comesToYou,
    voice,
    spokenPhone(facts.phone),
    tradeHead(facts.trade || facts.service),
    sombre(facts),
    // (The place as the call says it, when it says more than the town: the street, the quarter.)
    pastTown(facts) ? streetOf(facts.location) || (facts.comesToYou ? facts.placeShort : facts.location) : '',
  );
  return assembleStoryboard(
    details,
    angle,
    drafts.map((d) => ({
      kind: d.kind,
      // ("Има по-лесен начин: Инж. Петя Колева.": a title said inside a sentence is in small letters.)
      voice: brandsCapitalised(d.versions[d.level] ?? '')
        .replace(/(?<=[\p{L}\d,:;–—]\s+)(Инж|Адв|Арх|Проф|Доц|Д-р)(?=\.?\s+\p{Lu})/gu, (t) =>
          t.toLocaleLowerCase('bg-BG'),
        )
        // ("разходка в полето + посещение на дестилерията": the screen shows the owner's plus, the voice says "и".)
        .replace(/(?<=\p{L})\s+\+\s+(?=\p{L})/gu, ' и ')
        .replace(HOUR_ABBR_RE, (_m, at: string, n: string) => `${at} ${n} часа`),
      headline: brandsCapitalised(
        d.kind === 'service' ? listedHeadline(d.headline, d.versions[d.level] ?? '') : d.headline,
      ),
      sub: d.sub && brandsCapitalised(d.sub),
      keywords: d.keywords,
    })),
    opts,
  );
}

/**
 * "от 10ч", "до 18 ч.", "в 9ч": an hour the screen shows short is said whole, «от 10 часа»; read out, "10ч" is no word.
 * (The abbreviation's stop goes with it inside a sentence, "от 8 ч. до 17 ч."; the one ending the sentence stays.)
 */
const HOUR_ABBR_RE =
  /(?<!\p{L})([Оо]т|[Дд]о|[Вв]|[Кк]ъм|[Сс]лед|[Пп]реди|[Оо]коло|[Мм]ежду)\s+(\d{1,2}(?:[.:]\d\d)?)\s?ч(?:\.(?=\s+\p{Ll}|\s*[,;–—-])|(?!\p{L}))/gu;

/**
 * [Фураж] over «Продаваме фураж, цимент и тухли.»: the first of the things the line lists shows them all when they fit
 * the screen, [Фураж, цимент и тухли]; a longer list keeps its first.
 */
export const listedHeadline = (head: string, voice: string): string => {
  // (…and the one other thing after its "и": [Подстригване и боядисване].)
  const at = Math.max(lc(voice).indexOf(`${lc(head)}, `), lc(voice).indexOf(`${lc(head)} и `));
  if (!head || at < 0 || /\p{L}/u.test(voice[at - 1] ?? '')) return head;
  const list = voice
    .slice(at)
    .split(/\s+[–—]\s+|[.!?;:]/u)[0]!
    .trim();
  const items = list.split(/,\s*|\s+и\s+/u);
  if (items.length < 2 || !items.every((t) => /^\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2}$/u.test(t))) return head;
  const shown = `${head}${list.slice(head.length)}`;
  return countWords(shown) <= 6 && shown.length <= 44 ? shown : head;
};

/**
 * "доилни апарати марки делавал и вестфалия" typed in lower case: the names a "марка" lists are written as names are,
 * «марки Делавал и Вестфалия»; a word the dictionary has stays as it is, "всички марки автомобили". (Without the word
 * list no one can tell a name, and the line stays as typed.)
 */
export const brandsCapitalised = (line: string): string =>
  makesCapitalised(line).replace(
    /(?<!\p{L})(марка|марки|марката|марките)\s+(\p{Ll}[\p{L}-]+(?:(?:,\s*|\s+и\s+|\s+или\s+)\p{Ll}[\p{L}-]+)*)/gu,
    (_m, lead: string, names: string) => {
      const items = names.split(/(,\s*|\s+и\s+|\s+или\s+)/u);
      // (…as far as the names go: "марка беларус и зетор и доставка с куриер" lists a thing after them; "марки коли и
      // бусове" names none.)
      const upTo = items.findIndex((w, i) => i % 2 === 0 && isCommonWord(w) !== false);
      const named = upTo < 0 ? items.length : upTo;
      return `${lead} ${items.map((w, i) => (i % 2 === 0 && i < named ? capFirst(w) : w)).join('')}`;
    },
  );

/** "ремонт на фолксваген, шкода и ауди" → "ремонт на Фолксваген, Шкода и Ауди" (and "алфа ромео" → "Алфа Ромео"). */
const makesCapitalised = (line: string): string =>
  line
    .replace(/(?<![\p{L}-])\p{Ll}[\p{Ll}]+(?![\p{L}-])/gu, (w) => MAKES.get(w) ?? w)
    .replace(/(?<!\p{L})алфа(?=\s+Ромео(?!\p{L}))/gu, 'Алфа')
    .replace(/(?<!\p{L})ланд(?=\s+Ровър(?!\p{L}))/gu, 'Ланд');

/** Three storyboards (or `variants` of them) from the same details, one per angle. */
export function writeStoryboards(details: BusinessDetails, opts: WriteStoryboardOptions = {}): Storyboard[] {
  const n = Math.max(1, Math.min(STORYBOARD_ANGLES.length, opts.variants ?? 3));
  return STORYBOARD_ANGLES.slice(0, n).map((angle) => writeStoryboard(details, angle, opts));
}
