/** Finds where a business is: a town, a district, a street, a resort, or "online / nationwide". */
import { GIVEN_NAMES } from './given-names.ts';
import {
  ADJECTIVE_STEMS,
  AMBIGUOUS_TOWNS,
  CAPITAL_STEMS,
  DEMONYM_STEMS,
  DISTRICTS,
  RESORTS,
  TOWNS,
} from './gazetteer.ts';
import { isHeadWord } from './latin-letters.ts';
import { cap, hasPlaceholder, tokenize, type Token } from './text.ts';

type PlaceKind = 'town' | 'district' | 'resort';
type Place = { name: string; words: string[]; kind: PlaceKind; city?: string };
export type PlaceHit = { place: Place; start: number; end: number; cued: boolean };

const INDEX = new Map<string, Place[]>();
function add(place: Place) {
  const first = place.words[0].toLowerCase();
  const list = INDEX.get(first) ?? [];
  list.push(place);
  INDEX.set(first, list);
}
const words = (name: string) => tokenize(name).map((t) => t.text);
for (const name of TOWNS) add({ name, words: words(name), kind: 'town' });
for (const d of DISTRICTS) add({ name: d.name, words: words(d.name), kind: 'district', city: d.city });
for (const name of RESORTS) add({ name, words: words(name), kind: 'resort' });
// ("Работилницата ми е в Търново": the old capital is said without its "Велико", and is no business's name.)
add({ name: 'Велико Търново', words: ['Търново'], kind: 'town' });
// Longest names first so "Стара Загора" wins over a bare "Загора" and "Младост 1" over "Младост".
for (const list of INDEX.values()) list.sort((a, b) => b.words.length - a.words.length);

// Words right before a place that make it a place ("в Бяла", "гр. Елена").
const CUES = new Set([
  'в',
  'във',
  'от',
  'гр',
  'град',
  'града',
  'с',
  'село',
  'край',
  'до',
  'около',
  'кв',
  'к',
  'квартал',
  'ж',
  'жк',
  'район',
  'курорт',
  'кк',
  'из',
  'центъра',
  'близо',
  'над',
]);
const SEA_RE = /(?<!\p{L})(?:плаж\p{L}*|мор(?:е|ето|ски\p{L}*)|черноморие\p{L}*)(?!\p{L})/iu;
const DISTRICT_CUE_RE =
  /(?:^|[\s,(])(кв\.|квартал|ж\.\s?к\.?|жк\.?|к-с|комплекс|район|р-н)\s*[„"«]?((?:\p{Lu}[\p{L}-]*|\d+)(?:\s+(?:\p{Lu}[\p{L}-]*|\d+|(?!(?:и|или|до|в|във|на|от|за|с|със|при|край|зад|срещу)\s)[а-я]+(?=\s+\p{Lu})|(?!(?:и|или|до|в|във|на|от|за|с|със|при|край|зад|срещу)(?![а-я]))[а-я]{3,}(?=\s*(?:[,.;:!?–—]|\s-\s|$))))?(?:\s*\d+)?)/gu;
// "ул. Ал. Стамболийски 3": a first name's initial is part of the street.
// ("ул. Пирин 33 (до лифта): точене на кантове": the colon ends it.)
const STREET_RE =
  /(?:^|[\s,(])((?:[Уу]л\.|[Уу]л(?=\s+\p{Lu})|[Уу]лица|[Бб]ул\.|[Бб]ул(?=\s+\p{Lu})|[Бб]улевард|[Пп]л\.|[Пп]лощад)\s*[„"«]?(?:\p{Lu}\p{Ll}{0,3}\.\s*)?\p{Lu}[^,.;:!?\n]{1,40}?)(?=[,.;:!?\n]|\s+(?:в|до|срещу|до)\s|\s[–—-]\s|\s*\p{Extended_Pictographic}|$)/u;
// ("с. Равна гора", "село Бяла вода": a village's second word may be a lower-case noun.)
const SETTLEMENT_RE =
  /(?:^|[\s,(])(?:гр\.|град|с\.|село|к\.к\.|курорт(?:а|ен комплекс)?)\s*[„"«]?(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+|\s+(?:гора|поле|река|бряг|баня|село|махала|колиби|извор|вода|дол|могила|ливада|поляна)(?!\p{L}))?)/u;
const REGION_RE =
  /((?:Северна|Южна|Западна|Източна|Северозападна|Североизточна|Югозападна|Югоизточна|Централна)\s+България|Черноморието|Южното\s+Черноморие|Северното\s+Черноморие|Родопите|Пирин|Рила|Стара\s+планина|Странджа)/u;
// "онлайн програми / консултации / уроци" describe how a service is given, and "онлайн магазини"
// (plural) are usually the customers, not where the business is.
const ONLINE_RE =
  /(онлайн|online|интернет\s+магазин|уебсайт|по\s+интернет)(?!\s+(?:програм|консултац|курс|урок|тренировк|обучени|сеси|час|срещ|терапи|записван|резервац|магазини))/iu;
const NATIONWIDE_RE =
  /(цялата\s+(?:страна|държава|България)|цяла\s+България|из\s+страната|всички\s+градове|национален\s+мащаб|навсякъде\s+в\s+(?:страната|България))/i;

/** "Родопите", "Южното Черноморие": a region, and nothing else. */
// ("Хасковско", "Смолянско", "Пловдивско": the region a town names, typed as its adjective.)
// ("Търговищко", "Разложко", "Гоцеделчевско": the town's last consonant may change, its words run together.)
const townRegion = (s: string) => {
  const stem = /^(\p{Lu}\p{Ll}{2,}?)(?:ско|шко|цко|щко|жко|чко)$/u.exec(s)?.[1]?.toLocaleLowerCase('bg-BG');
  if (!stem) return false;
  if (ADJECTIVE_STEMS.some(([a]) => s.toLocaleLowerCase('bg-BG').startsWith(a))) return true;
  return TOWNS.some((town) => {
    const t = town.toLocaleLowerCase('bg-BG').replace(/\s+/gu, '');
    return (
      (t.startsWith(stem) && t.length - stem.length <= 1) ||
      (/[жчшщ]$/u.test(stem) && t.length - stem.length <= 1 && t.startsWith(stem.slice(0, -1)))
    );
  });
};
/** "Рила", "Родопите", "Черноморието": a mountain, a coast or a part of the country, no town anyone is from. */
export const isNaturalRegion = (s: string) => new RegExp(`^${REGION_RE.source}$`, 'u').test(s.trim());
export const isRegionName = (s: string) =>
  new RegExp(`^${REGION_RE.source}$`, 'u').test(s.trim()) || townRegion(s.trim());

/**
 * Whether a town's name typed in lower case is the common word it also is: "Сирене, зряло в пещера! … край с. Ягодина"
 * ripens cheese in a cave, in a brief that names its own place; "фризьор в пещера" names no other, and is the town.
 */
export function commonWordNotTown(word: string, text: string): boolean {
  return !word.includes(' ') && /^\p{Ll}+$/u.test(word) && OWN_PLACE_RE.test(text) && isHeadWord(word);
}
const OWN_PLACE_RE = /(?:^|[\s,(])(?:с\.|село|гр\.|град)\s*\p{Lu}\p{Ll}/u;

export function findPlaces(text: string): PlaceHit[] {
  const tokens = tokenize(text);
  const hits: PlaceHit[] = [];
  // "водопроводчик смолян ремонт на течове": an owner who types all in lower case writes towns so too.
  // (…signed in capitals after the phone or not: "шевни машини ремонт варна … 0877 445 221 Стефка".)
  const phoneAt = [...text.matchAll(/(?:\+359|(?<!\d)0)(?:[\s/-]?\d){8,9}(?!\d)/gu)].at(-1)?.index;
  // (A sentence's first letter is no capital the owner typed: "… 35 евро. Обадете се 0884 …".)
  // (…nor a given name's, put in capitals by the prompt writer: "… звънни на Иво".)
  const allLower = !/\p{Lu}/u.test(
    text
      .slice(1, phoneAt ?? text.length)
      .replace(/(?<=[.!?]\s+)\p{Lu}/gu, '')
      .replace(/\p{Lu}\p{Ll}+/gu, (w) => (GIVEN_NAMES.has(w.toLocaleLowerCase('bg-BG')) ? '' : w)),
  );
  // (A town that is also a word or a name, typed with its capital, waits for a town beside it.)
  const listed: PlaceHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // "печатница в пазарджик": written all in lower case, a town still counts after "в" / "гр.".
    const lower = !/^\p{Lu}/u.test(t.text);
    const candidates = INDEX.get(t.text.toLowerCase());
    if (!candidates) continue;
    for (const place of candidates) {
      if (!matchesAt(tokens, i, place)) continue;
      const prev = tokens[i - 1];
      const gap = prev ? text.slice(prev.end, t.start) : '';
      const cued = !!prev && CUES.has(prev.text.toLowerCase()) && /^[\s.]*$/.test(gap);
      // ("бул. Тутракан 100" in Русе, "ул. Пловдив 12": a street named after a town is the street, no town.)
      if (prev && /^(?:ул|бул|улица|булевард)$/iu.test(prev.text) && /^[\s.]*[„"«]?$/u.test(gap)) continue;
      // "в цяла варна": "цяла" between the cue and the town.
      // (…and "в центъра на велинград": the centre of the town.)
      const whole =
        !!prev &&
        ((/^(?:цяла|целия|цялата)$/i.test(prev.text) && /^(?:в|във)$/i.test(tokens[i - 2]?.text ?? '')) ||
          (/^на$/i.test(prev.text) && /^(?:центъра|района|околностите)$/i.test(tokens[i - 2]?.text ?? '')));
      // ("…, бургас и региона, сарми …": a town with its region after it is where, typed in lower case or not.)
      const withRegion =
        /,\s*$/.test(text.slice(Math.max(0, t.start - 3), t.start)) &&
        /^\s+и\s+(?:региона|района|околията|околностите|областта)(?!\p{L})/iu.test(
          text.slice(tokens[i + place.words.length - 1]!.end),
        );
      // ("климатици пазарджик - профилактика …": a town typed in lower case right after the trade that opens the brief,
      // before its first dash or comma, is where.)
      const opening =
        i === 1 && /^\s+$/.test(gap) && /^\s*[–—,:-]/u.test(text.slice(tokens[i + place.words.length - 1]!.end));
      // ("полиграф тест детектор на лъжата софия - за фирми", "радон в дома - кърджали, момчилград, крумовград.": a town
      // in lower case set off by a dash or a comma is where, in a brief whose other words have their capitals too.)
      const setOff =
        /(?:,|\s[–—-])\s*$/u.test(text.slice(Math.max(0, t.start - 3), t.start)) ||
        /^(?:\s*,|\s+[–—-]\s)/u.test(text.slice(tokens[i + place.words.length - 1]!.end));
      if (
        (lower &&
          !(
            (cued && /^(?:в|във|гр|град)$/.test(prev!.text.toLowerCase())) ||
            whole ||
            allLower ||
            withRegion ||
            opening ||
            setOff
          )) ||
        (lower && (place.kind !== 'town' || AMBIGUOUS_TOWNS.has(place.name))) ||
        (lower && place.words.length === 1 && commonWordNotTown(t.text, text)) ||
        // ("Ягодинската пещера", "голямата баня": a town's word in lower case after an adjective with its article is
        // the thing it names.)
        (lower &&
          !!prev &&
          /^\s+$/u.test(gap) &&
          /^\p{L}{3,}(?:ската|ския|ският|ското|ната|ния|ният|ното|лата|вата)$/iu.test(prev.text))
      )
        continue;
      const afterComma =
        /,\s*$/.test(text.slice(Math.max(0, t.start - 3), t.start)) ||
        /[–—-]\s*$/.test(text.slice(Math.max(0, t.start - 3), t.start));
      // ("Ресторант Балкан, Котел, обяд 10 €": between commas it is the town, whatever else the word means.)
      const between =
        afterComma && /^\s*(?:[,.;!]|$)/.test(text.slice(tokens[i + place.words.length - 1]!.end)) && !lower;
      if (place.kind === 'town' && AMBIGUOUS_TOWNS.has(place.name) && !cued && !between) {
        // (Never a first name: "Елена, Габрово" signs the brief.)
        if (!lower && !GIVEN_NAMES.has(t.text.toLocaleLowerCase('bg-BG')))
          listed.push({ place, start: t.start, end: tokens[i + place.words.length - 1]!.end, cued: false });
        continue;
      }
      // ("Пловдив Капана": a quarter right after its own city is its quarter.)
      const city = hits.at(-1);
      const ofCityBefore = !!city && city.place.name === place.city && city.end === prev?.end && /^\s+$/.test(gap);
      if (place.kind === 'district' && !cued && !afterComma && !ofCityBefore) continue;
      // ("стаи под наем в Лозенец, на 200 м от плажа": a resort that is also a district of the capital is the resort by
      // the sea, unless its city is named.)
      if (place.kind === 'district' && RESORTS.includes(place.name) && SEA_RE.test(text) && !text.includes(place.city!))
        continue;
      const last = tokens[i + place.words.length - 1];
      hits.push({ place, start: t.start, end: last.end, cued });
      i += place.words.length - 1;
      break;
    }
  }
  return withListedTowns(text, hits, listed);
}

/**
 * "в Карлово, Сопот и Хисаря", "Сопот, Карлово, Калофер": a town that is also a word ("Сопот", "Лом") is a town when
 * it is listed beside another, set off only by a comma or "и".
 */
function withListedTowns(text: string, hits: PlaceHit[], listed: PlaceHit[]): PlaceHit[] {
  if (!listed.length || !hits.length) return hits;
  const joins = (from: number, to: number) => /^\s*(?:,|и|или)\s*$/u.test(text.slice(from, to));
  let out = hits;
  for (let grew = true; grew;) {
    grew = false;
    for (const c of listed) {
      if (out.includes(c) || out.some((h) => h.start < c.end && c.start < h.end)) continue;
      if (
        !out.some(
          (h) =>
            (h.place.kind === 'town' || h.place.kind === 'resort') &&
            (h.end <= c.start ? joins(h.end, c.start) : joins(c.end, h.start)),
        )
      )
        continue;
      out = [...out, c].sort((a, b) => a.start - b.start);
      grew = true;
    }
  }
  return out;
}

function matchesAt(tokens: Token[], i: number, place: Place): boolean {
  for (let k = 0; k < place.words.length; k++) {
    const tok = tokens[i + k];
    if (!tok) return false;
    if (
      k === 0
        ? tok.text !== place.words[0] && tok.text.toLowerCase() !== place.words[0].toLowerCase()
        : tok.text.toLowerCase() !== place.words[k].toLowerCase()
    )
      return false;
  }
  return true;
}

/** The location field: "Пловдив, кв. Тракия", "София, ж.к. Люлин", "онлайн, в цялата страна" or "". */
export function findLocation(text: string, exclude: string = ''): string {
  const hits = findPlaces(text);
  const towns = hits.filter((h) => h.place.kind === 'town');
  const resorts = hits.filter((h) => h.place.kind === 'resort');
  const parts: string[] = [];

  // A town named in the business name ("Мелник Вайн") only counts when mentioned elsewhere too.
  const excludeLower = exclude.toLowerCase();
  const outsideName = (h: PlaceHit) =>
    !excludeLower ||
    !excludeLower.includes(h.place.name.toLowerCase()) ||
    towns.filter((x) => x.place.name === h.place.name).length > 1 ||
    h.cued;
  // "Такси Луковит – курсове до Плевен": a town after "до" is where they go, not where they are.
  // (…and so are the towns listed after it: "Доставка до Троян и Ловеч".)
  // (…and so is a town they deliver in: "Пъстървово стопанство Доспат … доставка в Смолян и Девин" is in Доспат.)
  const there = (h: PlaceHit): boolean =>
    /(?:^|[\s,])(?:до|за)\s+$/iu.test(text.slice(Math.max(0, h.start - 5), h.start)) ||
    /(?:^|[\s,])(?:доставк[аи]|доставяме|доставям|разнасяме|разнасям)(?:\s+\S+){0,3}\s+(?:в|във)\s+$/iu.test(
      text.slice(Math.max(0, h.start - 40), h.start),
    ) ||
    // (…and so is where the bus leaves from: "Лагер … в с. Чифлик, Троянско. Транспорт с автобус от София и Плевен".)
    /(?:^|[\s,])(?:транспорт(?:ът)?|автобус(?:ът|и)?|трансфер(?:ът|и)?|тръгваме|тръгва|потегляме)(?!\p{L})(?:\s+\S+){0,3}\s+от\s+$/iu.test(
      text.slice(Math.max(0, h.start - 40), h.start),
    ) ||
    hits.some((o) => o.end < h.start && /^\s*(?:,|и|или)\s*$/u.test(text.slice(o.end, h.start)) && o !== h && there(o));
  const settlement = SETTLEMENT_RE.exec(text);
  // ("с. Ягода, Старозагорско … Доставям до Казанлък": the village typed is where they are, not the town
  // they deliver to.)
  const town =
    towns.find((h) => h.cued && !there(h) && outsideName(h)) ??
    towns.find((h) => !there(h) && outsideName(h)) ??
    (settlement && !hasPlaceholder(settlement[0]) ? undefined : (towns.find(outsideName) ?? towns[0]));

  // ("от с. Старо Оряхово": the village typed whole is where, not the town its last word names.)
  const wholeVillage =
    settlement && town && settlement[1]!.endsWith(` ${town.place.name}`) && !hasPlaceholder(settlement[0])
      ? settlement[1]!
      : '';
  // ("в с. Кладница": a village that shares its name with a town in the gazetteer is still the village typed.)
  const villageTyped =
    town && /(?:^|[\s,(])(?:с\.|село)\s*$/iu.test(text.slice(Math.max(0, town.start - 7), town.start))
      ? `с. ${town.place.name}`
      : '';
  let city = wholeVillage || villageNearTown(text, settlement, towns) || villageTyped || (town?.place.name ?? '');
  // ("Автоелектротехник Гошо, Горна Оряховица и Лясковец": a second town typed with "и" right after the first is
  // where they work too, said with it; "Стара Загора и Казанлък", never Стара Загора alone.)
  const second = town && city === town.place.name && !there(town) ? towns.find((h) => h.start > town.end) : undefined;
  if (second && /^\s+и\s+$/u.test(text.slice(town!.end, second.start)) && !/^\s*\p{L}/u.test(text.slice(second.end)))
    city = `${city} и ${second.place.name}`;
  // ("Бургас и Странджа": a mountain or a coast typed with "и" after the town is where they work too.)
  const natural =
    town && city === town.place.name
      ? new RegExp(`^\\s+и\\s+${REGION_RE.source}(?!\\p{L})`, 'u').exec(text.slice(town.end))
      : null;
  if (natural) city = `${city} и ${natural[1]}`;
  if (!city && settlement && !hasPlaceholder(settlement[0])) {
    // "к.к. Златни пясъци": the cue reads only the capitalised word; the gazetteer knows the whole resort.
    const resort = resorts.find((h) => h.place.name.startsWith(settlement[1]));
    city = resort ? resort.place.name : settlement[1];
    // ("Пчелин „Медена поляна“ с. Хърсово, Шуменско": the region typed after the village is said with it, «в село
    // Хърсово, Шуменско», never the village alone.)
    const region = regionAfter(text.slice(resort ? resort.end : settlement.index + settlement[0].length));
    const village = /(?:с\.|село)\s*[„"«]?$/u.test(settlement[0].slice(0, -settlement[1]!.length));
    if (region && village) city = `с. ${city}, ${region}`;
    // ("градина в с. Кладница … Доставяме в София": a village the gazetteer does not know is still a village.)
    else if (village && !resort) city = `с. ${city}`;
  }

  const found = findDistrict(text, hits);
  // ("Поправям шевни машини Сингер, Веритас, Чайка – … Гр. Казанлък": a quarter the gazetteer knows of another city,
  // typed with no "кв.", is no quarter of the town typed.)
  const district = found.uncued && city && found.city && !city.includes(found.city) ? NO_DISTRICT : found;
  if (!city && district.city) city = district.city;
  // ("Стрелбище „Робин“ в Борисовата градина, София", "в парк „Лаута“, Пловдив": a named spot typed right before its
  // town is where in it, said with it.)
  const spot =
    town && city === town.place.name ? SPOT_RE.exec(text.slice(Math.max(0, town.start - 60), town.start))?.[1] : '';
  if (city) parts.push(spot ? `${spot}, ${city}` : city);
  if (district.text && !parts.some((p) => p.includes(district.name))) parts.push(district.text);
  const street = STREET_RE.exec(text);
  if (street && !hasPlaceholder(street[1]) && parts.length)
    parts.push(
      street[1]
        .trim()
        .replace(/^\p{Lu}/u, (c) => c.toLocaleLowerCase('bg-BG'))
        // ("ул Розова долина 7" is written "ул. Розова долина 7".)
        .replace(/^(ул|бул)(?=\s)/u, '$1.'),
    );
  if (!parts.length && resorts.length) parts.push(resorts[0].place.name);
  if (parts.length) return cap(parts.join(', '));

  // "в Зелениково, Пловдивско": the village typed is nearer than the region's town.
  const village = cuedUnknownPlace(text, exclude);
  if (village) {
    const at = text.indexOf(village);
    const region = regionAfter(text.slice(at + village.length));
    // ("в Ловешко и Троянско": the second region typed with the first is said too.)
    const both = REGIONS_RE.exec(text.slice(at));
    if (both?.index === 0 && townRegion(both[1]!) && townRegion(both[2]!)) return `${both[1]} и ${both[2]}`;
    return region ? `${village}, ${region}` : village;
  }
  // ("копаем кладенци в общ. Марица и района": a municipality the gazetteer does not know is still where.)
  const county = /(?:^|[\s,(])(общ\.|община|обл\.|област)\s*(\p{Lu}\p{Ll}{2,}(?:\s+\p{Lu}\p{Ll}{2,})?)/u.exec(text);
  // ("в цялата Пловдивска обл. Мръсна вълна 1 лв/кг": after a region's adjective, "обл." ends it; the next word is the
  // price list's, never «област Мръсна».)
  const named = county && !/\p{L}{3,}(?:ска|шка|цка|чка)\s*$/iu.test(text.slice(0, county.index + 1));
  if (county && named) return `${/^общ/u.test(county[1]!) ? 'община' : 'област'} ${county[2]}`;
  // ("работим в цяла Старозагорска област": a whole region named by its town's adjective is where, not the town.)
  const area = /(?:^|[\s,(])(\p{L}{4,}(?:ска|шка|цка|чка))\s+(?:област(?!\p{L})|обл\.)/iu.exec(text)?.[1];
  if (area && ADJECTIVE_STEMS.some(([stem]) => area.toLowerCase().startsWith(stem)))
    return `${area.charAt(0).toLocaleUpperCase('bg-BG') + area.slice(1).toLowerCase()} област`;
  // ("обикалям Старозагорско и Хасковско": two regions typed are where a travelling trade works, said as typed, never the
  // town of the first, «Идвам до вас в Стара Загора».)
  const regions = REGIONS_RE.exec(text);
  if (regions && townRegion(regions[1]!) && townRegion(regions[2]!)) return `${regions[1]} и ${regions[2]}`;
  const lower = text.toLowerCase();
  for (const [stem, name] of [...ADJECTIVE_STEMS, ...DEMONYM_STEMS]) {
    if (new RegExp(`(?:^|[^\\p{L}])${stem}`, 'u').test(lower)) return name;
  }
  if (CAPITAL_STEMS.some((s) => new RegExp(`(?:^|[^\\p{L}])${s}`, 'u').test(lower))) return 'София';

  const region = REGION_RE.exec(text);
  if (region) return region[1];
  const online = ONLINE_RE.test(text);
  const nationwide = NATIONWIDE_RE.test(text);
  if (online && nationwide) return 'онлайн, в цялата страна';
  if (nationwide) return 'в цялата страна';
  if (online) return 'онлайн';
  return '';
}

const SPOT_RE =
  /(?:^|[\s,(])(?:в|във|на)\s+(\p{Lu}\p{Ll}+(?:ата|ия|ият|ото|ите)\s+\p{Ll}{4,}|(?:парк|градина|хижа|местността|язовир|плаж|пазар)\s+[„"«]\p{Lu}[^"“”»„]{1,25}[“"»])\s*,\s*$/u;
const REGIONS_RE =
  /(?<!\p{L})(\p{Lu}\p{Ll}{3,}(?:ско|шко|цко|щко|жко|чко))(?:\s*,\s*|\s+и\s+)(\p{Lu}\p{Ll}{3,}(?:ско|шко|цко|щко|жко|чко))(?!\p{L})/u;
/** ", Шуменско" after a village: the region of a town, typed as its adjective, right after it. */
function regionAfter(rest: string): string {
  const m = /^\s*,\s*(\p{Lu}\p{Ll}{3,}(?:ско|шко|цко|щко|жко|чко))(?!\p{L})/u.exec(rest);
  return m && townRegion(m[1]!) ? m[1]! : '';
}

/**
 * "край Велико Търново, с. Самоводене", "в село Труд до Пловдив": a village typed beside the town it is near is where
 * the business is, and the town is said as near it, in the owner's word ("с. Самоводене, край Велико Търново"); never
 * the town alone. ("от с. Труд до Пловдив" is a route, no place; "яйца от с. Ягода, край Казанлък" is where they are from.)
 */
function villageNearTown(text: string, settlement: RegExpExecArray | null, towns: PlaceHit[]): string {
  if (!settlement || hasPlaceholder(settlement[0]) || !/(?:^|[\s,(])(?:с\.|село)/u.test(settlement[0])) return '';
  const start = settlement.index + settlement[0].search(/(?:с\.|село)/u);
  const end = settlement.index + settlement[0].length;
  const from = /(?:^|\s)от\s*$/iu.test(text.slice(Math.max(0, start - 4), start));
  for (const h of towns) {
    // (The cue is read from the town backwards, at most a few words: "близо до", "в близост до".)
    const cue = NEAR_CUE_RE.exec(text.slice(Math.max(0, h.start - 20), h.start));
    if (!cue || (from && /^до$/iu.test(cue[1]!))) continue;
    const cueStart = h.start - cue[0].length;
    const after = h.start > start && /^\s*,?\s*$/u.test(text.slice(end, cueStart));
    const before = h.start < start && /^\s*,\s*$/u.test(text.slice(h.end, start));
    if (after || before) return `с. ${settlement[1]}, ${cue[1]!.toLocaleLowerCase('bg-BG')} ${h.place.name}`;
  }
  return '';
}
const NEAR_CUE_RE = /(?<!\p{L})(край|до|около|близо\s+до|в\s+близост\s+до|недалеч\s+от)\s+$/iu;

// Words a capital letter after "в"/"до" makes no place: dates, holidays, chains, and first names ("до Иван").
const NOT_PLACES = new Set([
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
  'понеделник',
  'вторник',
  'сряда',
  'четвъртък',
  'петък',
  'събота',
  'неделя',
  'коледа',
  'великден',
  'нова',
  'бъдни',
  'гергьовден',
  'никулден',
  'лидл',
  'билла',
  'кауфланд',
  'метро',
  'фантастико',
  'лукойл',
  'шел',
  'омв',
  'макдоналдс',
  'икеа',
  'фейсбук',
  'инстаграм',
  'вайбър',
  'гугъл',
  'бог',
  'иван',
  'георги',
  'петър',
  'мария',
  'елена',
  'димитър',
  'николай',
  'стефан',
  'христо',
  'йордан',
  'тодор',
  'васил',
  'ангел',
  'атанас',
  'мама',
  'баба',
  'дядо',
]);

/**
 * "Грънчарска работилница „Глина“ в Бусинци": a village the gazetteer does not know, typed without "село",
 * is still where the owner is. Only one capitalised word or two after "в/във/край/до/около", never inside
 * the business's name, a quote, a date, a chain or a first name.
 */
function cuedUnknownPlace(text: string, exclude: string): string {
  const re = /(?:^|[\s,(])(?:в|във|край|до|около)\s+(\p{Lu}\p{Ll}{2,}(?:[\s-]\p{Lu}\p{Ll}{2,})?)(?=[\s,.;:!?)–—-]|$)/gu;
  for (const m of text.matchAll(re)) {
    const place = m[1]!;
    const words = place.toLocaleLowerCase('bg-BG').split(/[\s-]/u);
    if (words.some((w) => NOT_PLACES.has(w))) continue;
    // ("записване в Instagram @vyatar.kite", "в Booking": a word in Latin letters is a network or a brand, no village.)
    if (/[A-Za-z]/u.test(place)) continue;
    if (exclude && exclude.toLocaleLowerCase('bg-BG').includes(words[0]!)) continue;
    // "до Иван Петров", "в Глина Студио": a run that goes on in capitals is a name, not a village.
    const after = text.slice(m.index! + m[0].length);
    if (/^\s+\p{Lu}/u.test(after) && !/^\s+[–—-]/u.test(after)) continue;
    // "в „Бусинци“": a quoted word is a name.
    if (/^[„"“«]/u.test(after)) continue;
    // "в Стара планина", "в Средна гора": a mountain is said whole, as the region it is.
    if (/^\s+(?:планина|гора)(?!\p{L})/u.test(after)) return `${place}${/^\s+\p{Ll}+/u.exec(after)![0]}`;
    // "в Стария град", "до Римската стена": an adjective before a common noun names a sight, not a village.
    if (/(?:ия|ият|ата|ото|ите|ски|ска|ско|ния|ната)$/u.test(words[words.length - 1]!) && /^\s+\p{Ll}/u.test(after))
      continue;
    return place;
  }
  return '';
}

const NO_DISTRICT = { text: '', name: '', city: '', uncued: false };
function findDistrict(text: string, hits: PlaceHit[]): { text: string; name: string; city: string; uncued: boolean } {
  DISTRICT_CUE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DISTRICT_CUE_RE.exec(text))) {
    if (hasPlaceholder(m[0])) continue;
    // ("косене от 0,10€ кв. Обадете се …": "кв." after a price or a number is the square metre, no quarter.)
    if (/^кв\.$/u.test(m[1]!) && /(?:\d|€|лв\.?|евро)\s*$/iu.test(text.slice(0, m.index + m[0].indexOf(m[1]!))))
      continue;
    // ("кв. Меден рудник до Лидл": a quarter the gazetteer knows by more words than the cue read is said whole, never
    // "кв. Меден".)
    const cued = m[2].trim();
    const whole = hits.find(
      (h) =>
        h.place.kind === 'district' &&
        h.place.name.length > cued.length &&
        h.place.name.startsWith(`${cued} `) &&
        text.startsWith(h.place.name, m!.index + m![0].length - cued.length),
    );
    const name = whole ? whole.place.name : cued;
    const known = hits.find((h) => h.place.kind === 'district' && name.startsWith(h.place.name));
    const prefix = m[1].replace(/\s+/g, '');
    return { text: `${prefix} ${name}`, name, city: known?.place.city ?? '', uncued: false };
  }
  const d = hits.find((h) => h.place.kind === 'district');
  if (d) return { text: d.place.name, name: d.place.name, city: d.place.city ?? '', uncued: !d.cued };
  return NO_DISTRICT;
}
