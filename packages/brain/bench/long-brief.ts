/**
 * An owner's description of any length, as people paste them: a name, what they do, prices, phones,
 * towns, a deal and a call, sentences repeated with small changes (a pasted price list, a page copied
 * from the shop's site). Deterministic per seed, so a bench and a test read the same text.
 */
const NAMES = [
  'Пекарна „Житен клас“',
  'Автосервиз Мотор Про',
  'Козметично студио Glow',
  'Цветарски магазин Орхидея',
  'Ресторант Старата къща',
];
const TOWNS = ['Пловдив', 'Велико Търново', 'Стара Загора', 'Русе', 'Бургас', 'Враца', 'Габрово'];
const WORK = [
  'Печем хляб с квас, баници и козунаци всяка сутрин',
  'Смяна на масло, ремонт на ходова част и диагностика на двигателя',
  'Почистване на лице, масажи, маникюр и педикюр',
  'Правим букети, венци и декорации за сватби и кръщенета',
  'Традиционна българска кухня, скара и жива музика в петък',
  'Ремонтираме перални, хладилници и бойлери в дома ви',
];
const DEALS = [
  'Само този уикенд – комплексно измиване на цена от {p} лв.',
  'Промоция: {n}% отстъпка за групи над 10 души.',
  'Месечна карта само за {p} лв за студенти през септември.',
  'Вземи 2 баници и получи айрян подарък.',
  'Безплатна доставка в града при поръчка над {p} лв.',
  'През януари всяка втора процедура е на половин цена.',
];
const CALLS = [
  'Обадете се на {t}.',
  'Запазете час на {t} или ни пишете във Viber.',
  'Поръчки на тел. {t}, {town}.',
  'Елате на ул. „Иван Вазов“ {n}, {town}.',
];
const ASIDES = [
  'Работим от понеделник до събота, от 8 до 19 ч.',
  'Имаме паркинг пред обекта и приемаме карти.',
  'Клиентите ни от {town} и околността ни познават от {n} години.',
  'Цените са с ДДС, а за фирми издаваме фактура.',
  'Ние сме семейна фирма и държим на качеството',
  'кафе и вода за чакащите клиенти, безплатен интернет',
];

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

/** A Bulgarian brief of exactly `chars` characters (cut at the end, as a paste is). */
export function longBrief(chars: number, seed = 1): string {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const phone = () =>
    `08${7 + Math.floor(r() * 3)}${Math.floor(r() * 10)} ${100 + Math.floor(r() * 900)} ${100 + Math.floor(r() * 900)}`;
  const fill = (s: string) =>
    s
      .replace(/\{p\}/g, () => String(5 + Math.floor(r() * 80)))
      .replace(/\{n\}/g, () => String(2 + Math.floor(r() * 30)))
      .replace(/\{t\}/g, phone)
      .replace(/\{town\}/g, () => pick(TOWNS));
  const parts = [`${pick(NAMES)} в ${pick(TOWNS)}.`];
  while (parts.join(' ').length < chars) {
    const k = r();
    if (k < 0.3) parts.push(`${pick(WORK)}.`);
    else if (k < 0.55) parts.push(fill(pick(DEALS)));
    else if (k < 0.7) parts.push(fill(pick(CALLS)));
    else if (k < 0.9) parts.push(fill(pick(ASIDES)) + (r() < 0.5 ? '.' : ''));
    // A line break, as a pasted list has.
    else parts.push(`\n- ${pick(WORK).split(',')[0]} – ${5 + Math.floor(r() * 80)} лв\n`);
  }
  return parts.join(' ').slice(0, chars);
}
