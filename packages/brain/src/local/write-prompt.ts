/**
 * The local copywriter: turns a business type into a Bulgarian ad description of 400-900
 * characters that the user edits. Placeholders in square brackets mark what only the user knows.
 */
import { findCategory, BUSINESS_NOUNS, type BusinessCategory } from './business-kb.ts';
import { adjective, agree, capitalize, our, parseNounPhrase, which, type Gender, type NounPhrase } from './morphology.ts';
import { createRandom, type Random } from './random.ts';

export const PROMPT_MIN_CHARS = 400;
export const PROMPT_MAX_CHARS = 900;

export const PLACEHOLDERS = { name: '[име на бизнеса]', city: '[град]', phone: '[телефон]', address: '[адрес]' } as const;

export type WritePromptOptions = { seed?: number };

type Subject = {
  np: NounPhrase;
  category: BusinessCategory;
  /** The user's own words when we could not place them in a category, quoted in the text. */
  topic: string | null;
};

const GENERIC: BusinessCategory = {
  id: 'generic', stems: [], noun: { text: 'местен бизнес', gender: 'm' }, care: 'доволните клиенти и качеството на всяка услуга',
  services: ['професионална консултация', 'индивидуален подход към всеки клиент', 'бързо и коректно обслужване', 'богат избор на достъпни цени', 'поръчки по телефона и онлайн', 'гаранция за качество'],
  perks: ['Държим на коректните цени и честното отношение към всеки клиент.', 'Работим с внимание към детайла и спазваме сроковете.'],
  offers: ['10% отстъпка за всеки нов клиент', 'подарък към всяка поръчка до края на месеца', 'безплатна консултация при първо посещение'],
  audiences: ['жители и гости на града, които ценят качеството', 'семейства и малки фирми от района', 'хора на 25-55 години, които търсят коректен партньор'],
  cta: 'Обадете се',
};

const ADJECTIVES = ['надежден', 'професионален', 'доверен', 'модерен', 'утвърден'];
// Calls to action that cannot take "на [телефон]" as their object.
const VISIT_CTAS = new Set(['Заповядайте', 'Посетете ни']);

function cleanBusinessType(input: string): string {
  return input.replace(/<[^>]*>/g, ' ').replace(/[\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

function resolveSubject(raw: string): Subject {
  const category = findCategory(raw);
  // "автомивка/детайлинг на автомобили": the first alternative is the business noun.
  const firstAlternative = raw.split(/[/|,;(]/)[0].trim();
  const userNp = parseNounPhrase(firstAlternative);
  const head = userNp ? headWord(userNp.text) : '';
  const userNamesABusiness = !!userNp && BUSINESS_NOUNS.has(head);
  if (category) return { np: userNamesABusiness && userNp ? userNp : category.noun, category, topic: null };
  if (!raw) return { np: GENERIC.noun, category: GENERIC, topic: null };
  if (userNp && userNamesABusiness) return { np: userNp, category: GENERIC, topic: null };
  return { np: { text: 'фирма', gender: 'f' }, category: GENERIC, topic: raw };
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

function intro(r: Random, s: Subject): string {
  const { np, category } = s;
  const g = np.gender;
  const adj = adjective(r.pick(ADJECTIVES), g);
  const name = PLACEHOLDERS.name;
  const city = PLACEHOLDERS.city;
  const cares = agree(g, { m: 'се грижи', f: 'се грижи', n: 'се грижи', p: 'се грижат' });
  return r.pick([
    `Търсите ${adj} ${np.text} в ${city}? ${name} е точното място за вас.`,
    `${capitalize(our(g))} ${np.text} ${name} ${isVerb(g)} на ваше разположение в ${city} и района.`,
    `${name} – ${adj} ${np.text} в ${city}, ${which(g)} ${cares} за ${category.care}.`,
    `Добре дошли в ${name} – ${adj} ${np.text} в ${city} с грижа за ${category.care}.`,
  ]);
}

function servicesSentence(r: Random, s: Subject, count: number): string {
  const items = r.shuffle(s.category.services).slice(0, count);
  return r.pick([`Предлагаме ${list(items)}.`, `При нас ще намерите ${list(items)}.`, `Очакват ви ${list(items)}.`]);
}

function topicSentence(r: Random, topic: string): string {
  return r.pick([
    `Специализирани сме в областта „${topic}“ и познаваме нуждите на нашите клиенти.`,
    `Опитът ни в сферата „${topic}“ е вашата гаранция за качество.`,
  ]);
}

/** The service the ad is about: the one the offer names, else one of the business's services. */
function featuredService(r: Random, s: Subject, offer: string): string {
  const stem = (w: string) => w.toLowerCase().slice(0, Math.max(4, w.length - 2));
  const named = s.category.services.find((svc) => svc.split(/\s+/).some((w) => w.length >= 4 && offer.toLowerCase().includes(stem(w))));
  return named ?? r.pick(s.category.services);
}

function featuredSentence(r: Random, featured: string): string {
  return r.pick([
    `В тази кампания представяме ${featured}.`,
    `Този месец рекламираме ${featured}.`,
    `Акцентът в тази реклама е ${featured}.`,
  ]);
}

function offerSentence(r: Random, offerText: string): string {
  const offer = stripEnd(offerText);
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

function ctaSentence(r: Random, s: Subject): string {
  const cta = s.category.cta;
  const phone = PLACEHOLDERS.phone;
  if (VISIT_CTAS.has(cta)) {
    return r.pick([
      `${cta} на ${PLACEHOLDERS.address} или се обадете на ${phone}!`,
      `${cta} още днес или се обадете на ${phone}!`,
    ]);
  }
  return r.pick([
    `${cta} на ${phone} още днес!`,
    `${cta} на ${phone} или ни пишете във Facebook!`,
    `${cta} още сега на ${phone}!`,
  ]);
}

const CLOSINGS = ['Очакваме ви!', 'Ще се радваме да ви посрещнем!', 'Доверете ни се!'];

/** Write an ad description for a business type; the same seed always gives the same text. */
export function writePromptLocal(businessType: string, options: WritePromptOptions = {}): string {
  const r = createRandom(options.seed);
  const subject = resolveSubject(cleanBusinessType(String(businessType ?? '')));
  const perks = r.shuffle(subject.category.perks);
  const offer = r.pick(subject.category.offers);
  const parts = {
    intro: intro(r, subject),
    topic: subject.topic ? topicSentence(r, subject.topic) : '',
    services: servicesSentence(r, subject, r.int(3, 4)),
    featured: featuredSentence(r, featuredService(r, subject, offer)),
    perk1: perks[0] ?? '',
    perk2: perks[1] ?? '',
    offer: offerSentence(r, offer),
    audience: audienceSentence(r, subject),
    cta: ctaSentence(r, subject),
    closing: r.chance(0.5) ? r.pick(CLOSINGS) : '',
  };
  const order = ['intro', 'topic', 'services', 'featured', 'perk1', 'perk2', 'offer', 'audience', 'cta', 'closing'] as const;
  const render = () => order.map((k) => parts[k]).filter(Boolean).join(' ');
  let text = render();
  // Trim optional sentences first, then shorten the user's own words, until it fits.
  for (const k of ['closing', 'perk2', 'topic'] as const) {
    if (text.length <= PROMPT_MAX_CHARS) break;
    parts[k] = '';
    text = render();
  }
  if (text.length > PROMPT_MAX_CHARS) {
    parts.services = servicesSentence(r, subject, 2);
    text = render();
  }
  if (text.length > PROMPT_MAX_CHARS) text = text.slice(0, PROMPT_MAX_CHARS - 1).replace(/\s+\S*$/, '') + '…';
  if (text.length < PROMPT_MIN_CHARS && !parts.closing) {
    parts.closing = r.pick(CLOSINGS);
    text = render();
  }
  if (text.length < PROMPT_MIN_CHARS) {
    const extra = GENERIC.perks.find((p) => !text.includes(p));
    if (extra) parts.closing = `${extra} ${parts.closing}`.trim();
    text = render();
  }
  return text;
}
