/**
 * Bulgarian numbers in words, as the voice must say them: engines read digits with the wrong
 * gender ("два евро"), in English after a currency code, or as "цяло" in a price, so every number
 * the voice says is written out here first.
 */

export type Gender = 'm' | 'f' | 'n';

const UNITS: Record<Gender, string[]> = {
  m: ['нула', 'един', 'два', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет'],
  f: ['нула', 'една', 'две', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет'],
  n: ['нула', 'едно', 'две', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет'],
};
const TEENS = [
  'десет',
  'единадесет',
  'дванадесет',
  'тринадесет',
  'четиринадесет',
  'петнадесет',
  'шестнадесет',
  'седемнадесет',
  'осемнадесет',
  'деветнадесет',
];
const TENS = [
  '',
  '',
  'двадесет',
  'тридесет',
  'четиридесет',
  'петдесет',
  'шестдесет',
  'седемдесет',
  'осемдесет',
  'деветдесет',
];
const HUNDREDS = [
  '',
  'сто',
  'двеста',
  'триста',
  'четиристотин',
  'петстотин',
  'шестстотин',
  'седемстотин',
  'осемстотин',
  'деветстотин',
];

/** The parts of 1-999 that "и" joins: "сто", "двадесет", "пет" → "сто двадесет и пет". */
function partsBelow1000(n: number, g: Gender): string[] {
  const out: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h) out.push(HUNDREDS[h]!);
  if (r >= 10 && r < 20) out.push(TEENS[r - 10]!);
  else {
    if (r >= 20) out.push(TENS[Math.floor(r / 10)]!);
    if (r % 10) out.push(UNITS[g][r % 10]!);
  }
  return out;
}

/** "и" before the last part when there are two or more: "хиляда и пет", "двадесет и една". */
const joinParts = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(' ')} и ${parts.at(-1)!}`;

/** The parts "и" joins, the thousands and millions each one part ("двадесет и две хиляди"). */
function numberParts(n: number, g: Gender): string[] {
  const parts: string[] = [];
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  if (millions) parts.push(millions === 1 ? 'един милион' : `${joinParts(partsBelow1000(millions, 'm'))} милиона`);
  if (thousands) parts.push(thousands === 1 ? 'хиляда' : `${joinParts(partsBelow1000(thousands, 'f'))} хиляди`);
  return [...parts, ...partsBelow1000(n % 1000, g)];
}

/** A whole number in words in the gender of what it counts: 2 евро → "две", 2 цента → "два". */
export function numberWords(n: number, g: Gender = 'm'): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) return String(n);
  if (n === 0) return 'нула';
  // "хиляда и петстотин", "хиляда петстотин и двадесет": one "и", before the last part.
  return joinParts(numberParts(n, g));
}

const ORD_UNITS = ['', 'първи', 'втори', 'трети', 'четвърти', 'пети', 'шести', 'седми', 'осми', 'девети'];
const ORD_TEENS = [
  'десети',
  'единадесети',
  'дванадесети',
  'тринадесети',
  'четиринадесети',
  'петнадесети',
  'шестнадесети',
  'седемнадесети',
  'осемнадесети',
  'деветнадесети',
];
const ORD_TENS = [
  '',
  '',
  'двадесети',
  'тридесети',
  'четиридесети',
  'петдесети',
  'шестдесети',
  'седемдесети',
  'осемдесети',
  'деветдесети',
];

/** A day of the month or a small ordinal, masculine ("петнадесети декември", "двадесет и първи"). */
export function ordinalWords(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return numberWords(n);
  if (n < 10) return ORD_UNITS[n]!;
  if (n < 20) return ORD_TEENS[n - 10]!;
  if (n % 10 === 0) return ORD_TENS[n / 10]!;
  return `${TENS[Math.floor(n / 10)]!} и ${ORD_UNITS[n % 10]!}`;
}

const ORD_FEM_UNITS = ['', 'първа', 'втора', 'трета', 'четвърта', 'пета', 'шеста', 'седма', 'осма', 'девета'];

/** A year as "година" says it: 2026 → "две хиляди двадесет и шеста", 2000 → "двехилядна". */
export function yearWords(n: number): string {
  if (!Number.isInteger(n) || n < 1000 || n > 2999) return numberWords(n);
  const parts = numberParts(n, 'f');
  const last = parts.pop()!;
  let ord: string;
  if (last === 'хиляда') ord = 'хилядна';
  else if (last === 'две хиляди') ord = 'двехилядна';
  else if (ORD_FEM_UNITS.includes(last) || UNITS.f.includes(last)) ord = ORD_FEM_UNITS[UNITS.f.indexOf(last)]!;
  else if (TEENS.includes(last) || TENS.includes(last)) ord = `${last}а`;
  else ord = `${last.replace(/стотин$/, 'сто').replace(/^(две|три)ста$/, '$1сто')}тна`;
  return joinParts([...parts, ord]);
}

/** What a number's gender is, from the word it counts (its say form): "евро" neuter, "гуми" feminine. */
const NEUTER = new Set([
  'евро',
  'места',
  'яйца',
  'деца',
  'кафета',
  'легла',
  'блюда',
  'ястия',
  'кила',
  'кафе',
  'място',
  'яйце',
  'дете',
  'легло',
  'ястие',
  'блюдо',
  'парчета',
  'парче',
  'меню',
  'менюта',
]);
const FEMININE = new Set([
  'хиляда',
  'хиляди',
  'стотинки',
  'стотинка',
  'минути',
  'минута',
  'години',
  'година',
  'седмици',
  'седмица',
  'нощувки',
  'нощувка',
  'нощи',
  'нощ',
  'вечери',
  'вечер',
  'гуми',
  'гума',
  'пици',
  'пица',
  'торти',
  'торта',
  'стаи',
  'стая',
  'услуги',
  'услуга',
  'процедури',
  'процедура',
  'части',
  'част',
  'порции',
  'порция',
  'бутилки',
  'бутилка',
  'кутии',
  'кутия',
  'чаши',
  'чаша',
  'секунди',
  'секунда',
  'персони',
  'персона',
]);

/** Count forms that look feminine by their ending: "два квадратни метра", "два киловата". */
const MASCULINE = new Set([
  'квадратни',
  'кубически',
  'киловата',
  'киловатчаса',
  'лева',
  'цента',
  'часа',
  'процента',
  'броя',
  'пъти',
  'души',
  'дни',
  'дена',
]);

export function genderOf(word: string | undefined): Gender {
  if (!word) return 'm';
  const w = word.toLowerCase().replace(/[^а-яёa-z-]/g, '');
  if (MASCULINE.has(w)) return 'm';
  if (NEUTER.has(w)) return 'n';
  if (FEMININE.has(w)) return 'f';
  // Plurals in -и/-е after a number are feminine or neuter ("две гуми", "две кафета" aside), and
  // a masculine noun after a number takes the count form in -а/-я ("два часа", "два стола").
  if (/[ие]$/.test(w) && w.length > 2) return 'f';
  if (/[оеу]$/.test(w) && w.length > 2) return 'n';
  return 'm';
}
