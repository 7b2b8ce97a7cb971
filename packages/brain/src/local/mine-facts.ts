/**
 * Facts mined from step 1's free text ("Семейна пекарна „Житен клас“ в Русе, 0888 123 456"): the
 * business name, the town and the phrase that places it, street address, phone, web address, an
 * offer and a season, plus what is left once they are taken out (the trade in the user's words).
 * The prompt writer puts every fact found into the description, spelled as typed.
 */
import { TOWNS, AMBIGUOUS_TOWNS } from './gazetteer.ts';
import { findLocation, findPlaces } from './find-location.ts';
import { tokenize, type Token } from './text.ts';

export type BusinessFacts = {
  /** The business's own name without quotes: "Житен клас". */
  name: string;
  /** The town in its proper case: "Пловдив" (also when typed "пловдив"). */
  town: string;
  /** Where the business is, ready to follow a verb: "в центъра на Пловдив", "във Враца", "в София, кв. Лозенец". */
  where: string;
  /** Street address as typed: "ул. Иван Вазов 12". */
  address: string;
  /** Phone written the Bulgarian way: "0888 123 456". */
  phone: string;
  /** Web or e-mail address as typed. */
  web: string;
  /** An offer the user typed: "20% отстъпка за първа поръчка". */
  offer: string;
  /** A season or occasion: "Коледа", "лятото". */
  season: string;
  /** The words left for the trade: "Семейна пекарна". */
  trade: string;
};

/** "… идвам на място в" cut at its length: a phrase never ends on a preposition or "и". */
const untrail = (s: string) => s.replace(/(?:\s+(?:в|във|на|от|за|с|със|и|или|до|край|около|при|по))+$/iu, '').trim();

/** Longest a fact may be before it reaches a sentence or a scene. */
export const FACT_MAX_CHARS = { name: 60, where: 80, address: 60, phone: 20, web: 60, offer: 120, trade: 80 } as const;

const TOWN_BY_LOWER = new Map<string, string>(TOWNS.map((t) => [t.toLowerCase(), t]));
const MAX_TOWN_WORDS = 3;

/** A Bulgarian phone number, mobile or landline, however it is grouped. */
export const PHONE_RE = /(?:\+359|00359|(?<![\d])0)[\s./-]?\(?\d{1,3}\)?(?:[\s./-]?\d){5,8}(?!\d)/;
const WEB_RE =
  /(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:bg|com|eu|net|org|info|shop|store|online|site)(?:\/[^\s,;]*)?(?![\p{L}\d])/iu;
const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const STREET_RE =
  /(?:ул\.|улица|бул\.|булевард|пл\.|площад)\s*[„"«]?[\p{L}\d][\p{L}\d\s.„“"«»-]{0,40}?(?:\s*(?:№\s*)?\d+[а-я]?)?(?=\s*[,;!?\n]|\s+(?:в|във|до|срещу|край)\s|\.(?:\s|$)|$)/u;
const QUOTED_RE = /[„“"«]([^„“”"«»\n]{1,80})[“”"»]/u;
const OFFER_RE =
  /\d+(?:[.,]\d+)?\s?%|\d+\s*(?:лв\.?|лева|€|евро)(?!\p{L})|отстъпк|намалени|промоци|безплат|подар[ъя]|половин\s+цена|\d\s*\+\s*\d|\d+\s+за\s+\d+|ваучер/iu;
// A count or a measure right before a price, with its limit: "до 12 000 btu", "10 урока", "над 5 кг".
const MEASURE_BEFORE_RE =
  /(?:^|\s)((?:(?:до|над|под|около|от)\s+)?(?:[1-9]\d{0,2}(?:[ \u00a0]\d{3})+|\d+)(?:[.,]\d+)?\s*\p{L}{1,12}\.?)\s+$/u;
// ("150 лв монтаж включен": what the owner says of a price after it is a part of its own, never "150 лв. Монтаж включен!"
// read as two sentences; the price's unit, "150 лв на час", or its preposition is the price's.)
const AFTER_PRICE_RE =
  /(\d\s*(?:лв\.?|лева|€|евро))\s+(?!(?:на|за|от|до|с|със|и|или|а|при|в|във|по|без|вкл|включително|вместо|плюс|кг|килото|кило|бр|броя|бройката|кв|м|м2|л|час|часа|ден|нощ|нощувка|месец|седмица|човек|човека|урок|посещение|курс|сеанс|процедура|парче|парчето|брой)(?!\p{L}))(?=\p{Ll}{3,})/iu;
// What an area phrase before a town may hold: "в центъра на", "в района на", "гр.", "близо до".
const AREA_BEFORE_RE =
  /(?:(?:^|\s)(?:в|във|от|край|около|близо\s+до)\s+)?(?:(?:центъра|района|околностите|покрайнините|сърцето|квартал\s+\p{L}+)\s+на\s+)?(?:(?:гр\.|град|с\.|село)\s*)?$/iu;
const PLACE_CUES = new Set(['в', 'във', 'гр', 'град', 'от', 'на', 'край', 'около', 'до', 'село', 'с']);

const SEASONS: ReadonlyArray<[RegExp, string]> = [
  [/коледа|коледн/i, 'Коледа'],
  [/великден|великденск/i, 'Великден'],
  [/нова\s+година|новогодишн/i, 'Нова година'],
  [/свети\s+валентин|св\.\s*валентин|валентинк/i, 'Свети Валентин'],
  [/8\s*март|осми\s+март/i, '8 март'],
  [/черн(?:ия|ият)?\s+петък|black\s+friday/i, 'Черния петък'],
  [/абитуриент/i, 'абитуриентските балове'],
  [/учебна(?:та)?\s+година|първи\s+учебен|ученическ/i, 'новата учебна година'],
  [/(?:^|[^\p{L}])(?:лято|лятото|летн)/iu, 'лятото'],
  [/(?:^|[^\p{L}])(?:зима|зимата|зимн)/iu, 'зимата'],
  [/(?:^|[^\p{L}])(?:пролет|пролетта|пролетн)/iu, 'пролетта'],
  [/(?:^|[^\p{L}])(?:есен|есента|есенн)/iu, 'есента'],
];

/** "0888123456", "+359 888 123 456" → "0888 123 456"; other numbers stay as typed. */
export function formatPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('00359')) digits = '0' + digits.slice(5);
  else if (digits.startsWith('359')) digits = '0' + digits.slice(3);
  if (/^0[89]\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^02\d{7}$/.test(digits)) return `02 ${digits.slice(2, 5)} ${digits.slice(5)}`;
  return raw.replace(/\s+/g, ' ').trim();
}

/** "в" or "във", "с" or "със", by the next word (във/със before в/ф resp. с/з). */
export function prep(p: 'в' | 'с', next: string): string {
  const first = (/\p{L}/u.exec(next)?.[0] ?? '').toLowerCase();
  if (p === 'в') return first === 'в' || first === 'ф' ? 'във' : 'в';
  return first === 'с' || first === 'з' ? 'със' : 'с';
}

/**
 * A fact worth writing into an ad reads as words: brackets and markup characters are dropped, and
 * a string that is mostly symbols ("»>З:ЩЦ%…") is no fact at all.
 */
function plausible(s: string): string {
  const t = s
    .replace(/[<>{}[\]|\\^~`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!t) return '';
  const wordy = (t.match(/[\p{L}\d\s]/gu) ?? []).length;
  return wordy / t.length >= 0.8 && /\p{L}{2,}/u.test(t) ? t : '';
}

function clip(s: string, max: number): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1).lastIndexOf(' ');
  return t.slice(0, cut > max / 2 ? cut : max).replace(/[\s,;:–—-]+$/, '');
}

type Span = { start: number; end: number };

function findTown(text: string, tokens: Token[], skip: Span[]): { town: string; span: Span } | null {
  const inSkip = (t: Token) => skip.some((s) => t.start >= s.start && t.start < s.end);
  for (let i = 0; i < tokens.length; i++) {
    if (inSkip(tokens[i])) continue;
    for (let n = Math.min(MAX_TOWN_WORDS, tokens.length - i); n >= 1; n--) {
      const words = tokens.slice(i, i + n);
      const town = TOWN_BY_LOWER.get(words.map((w) => w.text.toLowerCase()).join(' '));
      if (!town) continue;
      const prev = tokens[i - 1]?.text.toLowerCase() ?? '';
      const cued = PLACE_CUES.has(prev) && /^[\s.]*$/.test(text.slice(tokens[i - 1].end, tokens[i].start));
      const afterComma = /[,–—-]\s*$/.test(text.slice(0, tokens[i].start));
      const capital = /^\p{Lu}/u.test(words[0].text);
      // Lowercase towns and towns that are also words ("Бяла", "Елена") need a place cue.
      if ((!capital || AMBIGUOUS_TOWNS.has(town)) && !cued) continue;
      if (capital && !cued && !afterComma && i === 0 && tokens.length > n) continue;
      return { town, span: { start: tokens[i].start, end: words[n - 1].end } };
    }
  }
  return null;
}

const NAME_CONNECTORS = new Set(['и', '&', 'на', 'за', 'де']);

/** A capitalised proper name that is neither the first word, a town, nor a trade word. */
function findProperName(text: string, tokens: Token[], townSpan: Span | null): Span | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const startsSentence = i === 0 || /[.!?]\s*$/.test(text.slice(tokens[i - 1].end, t.start));
    const capital = /^\p{Lu}/u.test(t.text) || /^[A-Z]/.test(t.text);
    if (!capital || startsSentence) continue;
    if (townSpan && t.start >= townSpan.start && t.start < townSpan.end) continue;
    if (/^[\p{Lu}]{2,5}$/u.test(t.text) && !/^[A-Z]/.test(t.text)) continue; // "ВиК", "ДДС"-style acronyms
    const prev = tokens[i - 1]?.text.toLowerCase() ?? '';
    if (['ул', 'бул', 'пл', 'кв', 'жк', 'гр', 'с'].includes(prev)) continue;
    // "фризьор в Лозенец": a district or resort after "в" is where, not who.
    if (
      (prev === 'в' || prev === 'във') &&
      findPlaces(text.slice(tokens[i - 1].start)).some((p) => p.start === t.start - tokens[i - 1].start)
    )
      continue;
    let end = i;
    for (let k = i + 1; k < tokens.length && k - i < 5; k++) {
      const gap = text.slice(tokens[k - 1].end, tokens[k].start);
      if (/[,.;:!?()„“”"«»\n–—]|\s-\s/.test(gap)) break;
      if (townSpan && tokens[k].start >= townSpan.start) break;
      const w = tokens[k].text;
      if (/^\p{Lu}/u.test(w) || /^[A-Z]/.test(w)) {
        end = k;
        continue;
      }
      const lw = w.toLowerCase();
      // "Петров и партньори," "Стабилен дом,": lowercase words that run into punctuation or the end.
      const restGap = text.slice(tokens[k].end, tokens[k + 1]?.start ?? text.length);
      const beforeTown =
        !!townSpan &&
        !!tokens[k + 2] &&
        PLACE_CUES.has(tokens[k + 1]?.text.toLowerCase() ?? '') &&
        tokens[k + 2].start === townSpan.start;
      const endsHere = !tokens[k + 1] || /[,.;:!?()\n–—]/.test(restGap) || beforeTown;
      if (NAME_CONNECTORS.has(lw) && tokens[k + 1] && (/^\p{Lu}/u.test(tokens[k + 1].text) || lw === 'и')) continue;
      if (
        !PLACE_CUES.has(lw) &&
        lw.length > 2 &&
        (endsHere || (k === end + 1 && tokens[k + 1] && /[,.;:!?\n–—]/.test(restGap)))
      ) {
        end = k;
        if (endsHere) break;
        continue;
      }
      break;
    }
    // "д-р Иванова", "арх. Петров": a title right before the name is part of it.
    const title = /(?:^|\s)((?:д-р|доц\.|проф\.|инж\.|арх\.|адв\.)\s*)$/i.exec(text.slice(0, t.start));
    return { start: title ? t.start - title[1].length : t.start, end: tokens[end].end };
  }
  return null;
}

function firstMatch(re: RegExp, text: string): { value: string; span: Span } | null {
  const m = re.exec(text);
  return m ? { value: m[0], span: { start: m.index, end: m.index + m[0].length } } : null;
}

/** Mine the facts of a business type; never throws, every fact capped (see FACT_MAX_CHARS). */
export function mineFacts(input: string): BusinessFacts {
  const text = String(input ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\ufeff]/g, ' ')
    .replace(/[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{FE0F}]/gu, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
  const taken: Span[] = [];

  const phone = firstMatch(PHONE_RE, text);
  if (phone) taken.push(phone.span);
  const email = firstMatch(EMAIL_RE, text);
  if (email) taken.push(email.span);
  const web =
    email ??
    firstMatch(
      WEB_RE,
      text.replace(EMAIL_RE, (m) => ' '.repeat(m.length)),
    );
  if (web && !email) taken.push(web.span);
  const street = firstMatch(STREET_RE, text);
  if (street) taken.push(street.span);

  const quoted = QUOTED_RE.exec(text);
  let nameSpan: Span | null = quoted ? { start: quoted.index, end: quoted.index + quoted[0].length } : null;
  let name = quoted ? quoted[1].trim() : '';

  const tokens = tokenize(text).filter((t) => !taken.some((s) => t.start >= s.start && t.start < s.end));
  const town = findTown(text, tokens, nameSpan ? [nameSpan] : []);
  if (!name) {
    const proper = findProperName(
      text,
      tokens.filter((t) => !/^\d/.test(t.text)),
      town?.span ?? null,
    );
    if (proper) {
      nameSpan = proper;
      name = text.slice(proper.start, proper.end);
    }
  }
  if (nameSpan) taken.push(nameSpan);

  let where = '';
  let townName = '';
  if (town) {
    townName = town.town;
    const before = AREA_BEFORE_RE.exec(text.slice(0, town.span.start));
    const areaStart =
      before && before[0].trim()
        ? town.span.start - before[0].length + (before[0].length - before[0].trimStart().length)
        : town.span.start;
    const area = text
      .slice(areaStart, town.span.start)
      .trim()
      .replace(/^(?:в|във)(?:\s+|$)/i, '');
    where =
      area && !/^(?:от|край|около|близо)/i.test(area)
        ? `в ${area.replace(/\s+/g, ' ')} ${townName}`
        : `${prep('в', townName)} ${townName}`;
    if (/^(?:от|край|около|близо)/i.test(area)) where = `${area} ${townName}`;
    taken.push({ start: areaStart, end: town.span.end });
    // A district typed beside the town ("ж.к. Младост, София") joins it: "в София, ж.к. Младост".
    const location = findLocation(text.replace(STREET_RE, ' '), name);
    const district = location.startsWith(`${townName}, `) ? location.slice(townName.length + 2) : '';
    const at = district ? text.indexOf(district.replace(/^(?:ж\.к\.|жк\.?|кв\.|р-н)\s*/, '')) : -1;
    if (district && at >= 0 && !area) {
      where = `${prep('в', townName)} ${townName}, ${district}`;
      const cue = /(?:ж\.\s?к\.?|жк\.?|кв\.|квартал|р-н|район)\s*$/i.exec(text.slice(0, at));
      taken.push({ start: at - (cue?.[0].length ?? 0), end: at + district.length });
    }
  } else {
    const rest = nameSpan
      ? text.slice(0, nameSpan.start) + ' '.repeat(nameSpan.end - nameSpan.start) + text.slice(nameSpan.end)
      : text;
    const location = findLocation(rest);
    if (location && !/онлайн|страна/.test(location)) {
      townName = location.split(',')[0].trim();
      where = `${prep('в', location)} ${location}`;
      const last = location.split(',').pop()!.trim();
      const at = rest.indexOf(last);
      if (at >= 0) {
        const before = AREA_BEFORE_RE.exec(rest.slice(0, at));
        taken.push({ start: at - (before?.[0].trimStart().length ?? 0), end: at + last.length });
      }
    }
  }

  // The offer is the clause that holds a number with % or лв., a gift or a free thing.
  let offer = '';
  // ("10 евро кв.м", "25 € на куб. м": a unit's stop ends no clause.)
  const clauseRe = /(?:[^,;.!?\n–—]|(?<=(?<!\p{L})(?:кв|куб|лин))\.(?=\s?м(?!\p{L})))+/gu;
  let m: RegExpExecArray | null;
  while ((m = clauseRe.exec(text))) {
    const span = { start: m.index, end: m.index + m[0].length };
    // Blank out what is already taken (the name, the town, the phone) before reading the clause.
    const clause = [...m[0]]
      .map((ch, i) => (taken.some((s) => span.start + i >= s.start && span.start + i < s.end) ? ' ' : ch))
      .join('');
    const hit = OFFER_RE.exec(clause);
    if (!hit || !/\p{L}{3,}/u.test(clause)) continue;
    // In the first clause the trade comes first ("кафене с 2 за 1"): the offer starts at its signal.
    let from = 0;
    if (span.start === 0) {
      const head = clause.slice(0, hit.index);
      const word = /(?:^|\s)(\p{L}+\s+)?$/u.exec(head);
      from = word && word[1] && /^(?:безплатн|първ|втор|трет)/iu.test(word[1]) ? hit.index - word[1].length : hit.index;
      // ("климатици до 12 000 btu 150 лв", "10 урока 200 лв": the measure or count a price is for goes with it.)
      const measure = MEASURE_BEFORE_RE.exec(clause.slice(0, hit.index));
      if (measure && from === hit.index && measure.index > 0) from = measure.index + measure[0].indexOf(measure[1]!);
    }
    offer = clause
      .slice(from)
      // "… 50 евро само подрязване 15 обадете се на Кольо 0899 …": the call after the deal is no part of it.
      .split(
        /(?<!\p{L})(?:обадете|обади|звъннете|звънете|звънни|позвънете|пишете|пиши|поръчайте|запишете|резервирайте)(?!\p{L})/iu,
      )[0]!
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(?:с|със)\s+/i, '')
      .replace(AFTER_PRICE_RE, '$1, ');
    taken.push({ start: span.start + from, end: span.end });
    break;
  }

  const season = SEASONS.find(([re]) => re.test(text))?.[1] ?? '';

  let trade = '';
  const kept = [...text].map((ch, i) => (taken.some((s) => i >= s.start && i < s.end) ? ' ' : ch)).join('');
  trade = kept
    .replace(/(?<!\p{L})(?:тел\.?|телефон|gsm|адрес|сайт|web|имейл|e-mail)\s*:?\s*(?=[,;]|$)/giu, ' ')
    .split(/[,;.!?\n–—(]/)[0]
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?:\s+(?:в|във|на|от|за|с|със|и|до|край|около|близо|in|at|of|and|the|for|д-р|доц|проф|инж|арх))+$/iu, '')
    .replace(/[\s–—-]+$/, '')
    .trim();

  return {
    name: clip(plausible(name.replace(/^[„“"«'\s]+|[“”"»'\s]+$/g, '')), FACT_MAX_CHARS.name),
    town: townName,
    where: clip(where, FACT_MAX_CHARS.where),
    address: street ? clip(street.value, FACT_MAX_CHARS.address) : '',
    phone: phone ? clip(formatPhone(phone.value), FACT_MAX_CHARS.phone) : '',
    web: web ? clip(web.value, FACT_MAX_CHARS.web) : '',
    offer: untrail(clip(plausible(offer), FACT_MAX_CHARS.offer)),
    season,
    trade: untrail(clip(plausible(trade), FACT_MAX_CHARS.trade)),
  };
}
