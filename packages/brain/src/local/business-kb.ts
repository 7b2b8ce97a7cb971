/**
 * What the local copywriter knows about common Bulgarian small businesses: how to name the
 * business, what it offers, typical offers, who buys, and how to call them to act. Matched against
 * the user's business type by word stems, so "пицария", "пици" and "пицарията" all land on pizza.
 */
import type { NounPhrase } from './morphology.ts';
import { FOOD_TRADES } from './trades/food.ts';
import { AUTO_TRADES } from './trades/auto.ts';
import { HOME_TRADES } from './trades/home.ts';
import { CARE_TRADES } from './trades/care.ts';
import { LEARNING_TRADES } from './trades/learning.ts';
import { SERVICES_TRADES } from './trades/services.ts';
import { RETAIL_TRADES } from './trades/retail.ts';

export type BusinessCategory = {
  id: string;
  /** Lowercase stems; a business type matches when a word starts with one (multi-word stems match as substrings). */
  stems: string[];
  noun: NounPhrase;
  /** Object of "се грижи за ...": what the business takes care of for the customer. */
  care: string;
  services: string[];
  perks: string[];
  offers: string[];
  audiences: string[];
  cta: string;
  /** The trade's Bulgarian name as a person would say it: "Пекарна", "Ключар". */
  label: string;
  /** Opening questions in the formal "Вие" register: "Търсите топла баница за закуска?" */
  hooks: string[];
  /** The customer's pain, one sentence each, for problem-agitate-solve ads. */
  problems: string[];
  /** Bulgarian picture keywords for the illustration picker: "хляб", "кроасан", "фурна". */
  visual: string[];
};

export const BUSINESS_KB: readonly BusinessCategory[] = [
  ...FOOD_TRADES,
  ...AUTO_TRADES,
  ...HOME_TRADES,
  ...CARE_TRADES,
  ...LEARNING_TRADES,
  ...SERVICES_TRADES,
  ...RETAIL_TRADES,
];

/** Lowercase head nouns that name a business (so a user's own phrase can be reused as the noun). */
export const BUSINESS_NOUNS = new Set([
  'магазин', 'салон', 'студио', 'клиника', 'кабинет', 'център', 'фирма', 'агенция', 'кантора', 'ателие',
  'школа', 'зала', 'клуб', 'ресторант', 'кафене', 'пекарна', 'сладкарница', 'пицария', 'хотел', 'къща', 'бар',
  'сервиз', 'автосервиз', 'автомивка', 'работилница', 'аптека', 'оптика', 'печатница', 'винарна', 'механа',
  'бистро', 'таверна', 'бутик', 'зоомагазин', 'автошкола', 'академия', 'градина', 'ясла', 'занималня', 'фурна',
  'кафетерия', 'книжарница', 'цветарница', 'месарница', 'бижутерия', 'галерия', 'хижа', 'вила', 'база',
  'лаборатория', 'поликлиника', 'болница', 'стоматология', 'барбершоп', 'хостел', 'пансион', 'ферма', 'изба',
  'пазар', 'склад', 'бюро', 'ателие', 'услуги', 'гостилница', 'закусвалня', 'сладоледена', 'чайна', 'пъб',
  'бирария', 'бръснарница', 'железария', 'училище', 'кабинет', 'пералня', 'магазинче', 'дестилерия', 'мандра',
  'пивоварна', 'конюшня', 'разсадник',
]);

// Stems that also name many other trades' work ("курс", "урок", "дизайн"): they count half, so
// "академия за красота" is beauty and "курс по плуване" is swimming.
const WEAK_STEMS = new Set([
  'урок', 'уроци', 'курс', 'школ', 'академи', 'обучени', 'изпит', 'дизайн', 'реклам', 'здрав', 'организиране на',
  'транспорт', 'товар', 'ателие', 'фото', 'вода', 'теч', 'канал', 'ключ', 'книжка', 'кухн', 'механ', 'уеб', 'сайт',
  'it', 'ит', 'приложени', 'интериор', 'фасад', 'врати', 'семена', 'инструменти', 'колела', 'книга', 'книги', 'сот', 'учебен център', 'подстригв',
]);

/** The text as stems are matched against it: lower case, letters and digits, one space around every word. */
const padded = (text: string) => ` ${String(text ?? '').slice(0, 2000).toLowerCase().replace(/[^a-zа-яёѝ0-9 ]+/gi, ' ').replace(/\s+/g, ' ')} `;

/**
 * The trade a text is about, or null when nothing fits. The longest stem wins ("детска градина"
 * beats the gardening stem "градин", "фитнес зала" a bare "зала"); among equals the one named first.
 * Only the best trade is returned, so a text never mixes the words of two trades.
 */
export function findCategory(businessType: string): BusinessCategory | null {
  const text = padded(businessType);
  let best: BusinessCategory | null = null;
  let bestScore = 0;
  for (const cat of BUSINESS_KB) {
    let score = 0;
    for (const stem of cat.stems) {
      // Stems are anchored at a word start: "вар" must not match inside "товар"; a stem ending in a
      // space ("мед ") must be the whole word.
      const at = stem.length <= 2 ? text.indexOf(` ${stem} `) : text.indexOf(` ${stem}`);
      if (at < 0) continue;
      score = Math.max(score, stem.length * (WEAK_STEMS.has(stem) ? 0.5 : 1) - at / 1000);
    }
    if (score > bestScore) {
      best = cat;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Whether the text names the trade by one of its own stems, not only by a stem many trades share
 * ("Грънчарски курс" is no school tutoring, "уроци по гайда" no maths lessons: review 13).
 */
export function namesStrongly(cat: BusinessCategory, text: string): boolean {
  const t = padded(text);
  const words = t.trim().split(' ');
  return cat.stems.some((stem) =>
    WEAK_STEMS.has(stem)
      ? // "механа Чучура", "школа Азбука": a shared stem that is the business's own noun still names it.
        words.some((w) => BUSINESS_NOUNS.has(w) && w.startsWith(stem))
      : stem.length <= 2 ? t.includes(` ${stem} `) : t.includes(` ${stem}`));
}

/** The category with this id (the knowledge base's ids are unique). */
export function categoryById(id: string): BusinessCategory | undefined {
  return BUSINESS_KB.find((c) => c.id === id);
}
