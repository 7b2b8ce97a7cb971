/**
 * Which trade of the table a text names: the brain reads the owner's business type with it, and the
 * pictures the owner's details, so both land on the same row (or on none).
 */
import { TRADES } from './rows.ts';
import type { Trade } from './trade.ts';

/** Lowercase head nouns that name a business (so a user's own phrase can be reused as the noun). */
export const BUSINESS_NOUNS = new Set([
  'магазин',
  'салон',
  'студио',
  'клиника',
  'кабинет',
  'център',
  'фирма',
  'агенция',
  'кантора',
  'ателие',
  'школа',
  'зала',
  'клуб',
  'ресторант',
  'кафене',
  'пекарна',
  'сладкарница',
  'пицария',
  'хотел',
  'къща',
  'бар',
  'сервиз',
  'автосервиз',
  'автомивка',
  'работилница',
  'аптека',
  'оптика',
  'печатница',
  'винарна',
  'механа',
  'бистро',
  'таверна',
  'бутик',
  'зоомагазин',
  'автошкола',
  'академия',
  'градина',
  'ясла',
  'занималня',
  'фурна',
  'кафетерия',
  'книжарница',
  'цветарница',
  'месарница',
  'бижутерия',
  'галерия',
  'хижа',
  'вила',
  'база',
  'лаборатория',
  'поликлиника',
  'болница',
  'стоматология',
  'барбершоп',
  'хостел',
  'пансион',
  'ферма',
  'изба',
  'пазар',
  'склад',
  'бюро',
  'ателие',
  'услуги',
  'гостилница',
  'закусвалня',
  'сладоледена',
  'чайна',
  'пъб',
  'бирария',
  'бръснарница',
  'железария',
  'училище',
  'кабинет',
  'пералня',
  'магазинче',
  'дестилерия',
  'мандра',
  'пивоварна',
  'конюшня',
  'разсадник',
]);

// Stems that also name many other trades' work ("курс", "урок", "дизайн"): they count half, so
// "академия за красота" is beauty and "курс по плуване" is swimming. A wedding is what a DJ, a
// photographer and a florist work for too: "сватбен DJ" is no events agency.
const WEAK_STEMS = new Set([
  'урок',
  'уроци',
  'курс',
  'школ',
  'академи',
  'обучени',
  'изпит',
  'дизайн',
  'реклам',
  'здрав',
  'организиране на',
  'транспорт',
  'товар',
  'ателие',
  'фото',
  'вода',
  'теч',
  'канал',
  'ключ',
  'книжка',
  'кухн',
  'механ',
  'уеб',
  'сайт',
  'it',
  'ит',
  'приложени',
  'интериор',
  'фасад',
  'врати',
  'семена',
  'инструменти',
  'колела',
  'книга',
  'книги',
  'сот',
  'учебен център',
  'подстригв',
  'сватб',
]);

/** The text as stems are matched against it: lower case, letters and digits, one space around every word. */
const padded = (text: string) =>
  ` ${String(text ?? '')
    .slice(0, 2000)
    .toLowerCase()
    .replace(/[^a-zа-яёѝ0-9 ]+/gi, ' ')
    .replace(/\s+/g, ' ')} `;

/**
 * The trade a text is about, or null when nothing fits. The longest stem wins ("детска градина"
 * beats the gardening stem "градин", "фитнес зала" a bare "зала"); among equals the one named first.
 * Only the best trade is returned, so a text never mixes the words of two trades.
 */
export function findTrade(businessType: string): Trade | null {
  const text = padded(businessType);
  let best: Trade | null = null;
  let bestScore = 0;
  for (const cat of TRADES) {
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
 * ("Грънчарски курс" is no school tutoring, "уроци по гайда" no maths lessons).
 */
export function namesTradeStrongly(cat: Pick<Trade, 'stems'>, text: string): boolean {
  const t = padded(text);
  const words = t.trim().split(' ');
  return cat.stems.some((stem) =>
    WEAK_STEMS.has(stem)
      ? // "механа Чучура", "школа Азбука": a shared stem that is the business's own noun still names it.
        words.some((w) => BUSINESS_NOUNS.has(w) && w.startsWith(stem))
      : stem.length <= 2
        ? t.includes(` ${stem} `)
        : t.includes(` ${stem}`),
  );
}
