/**
 * A brief typed as one lower-case line ("ключар бургас отключване на врати без повреда монтаж на
 * секретни брави денонощно 0888 77 66 55") is punctuated the way its owner would have said it before
 * it is read: "Ключар в Бургас – отключване на врати без повреда, монтаж на секретни брави денонощно.
 * 0888 77 66 55." Two copy reviews found every such brief unpostable: one run-on clause hid the
 * trade, the town, the services and the phone from each other.
 */
import { TOWNS } from './gazetteer.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { isFirstPersonVerb, SINGULAR_VERB_RE } from './text.ts';

export const MONTH_WORD_RE = /^(?:януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември)$/u;

// Longest first, each split once: "стара загора" before "загора".
const TOWNS_LC = [...TOWNS]
  .sort((a, b) => b.length - a.length)
  .map((t) => ({ parts: t.toLocaleLowerCase('bg-BG').split(' '), name: t }));
// …looked up by their first word: every word against every town made a long line slow.
const TOWNS_BY_FIRST = new Map<string, typeof TOWNS_LC>();
for (const t of TOWNS_LC) TOWNS_BY_FIRST.set(t.parts[0]!, [...(TOWNS_BY_FIRST.get(t.parts[0]!) ?? []), t]);
const PHONE_G = /(?:\+359|00359|(?<![\d])0)[\s-]?\d{2,3}(?:[\s-]?\d{2,4}){2,3}(?![\d])/g;
const CALL_WORDS =
  'обадете|обади|питайте|попитайте|търсете|пишете|пиши|звъннете|звънни|звънете|звъни|позвънете|поръчайте|поръчай|запазете|запишете|резервирайте|записване|поръчки';
const CALL_G = new RegExp(`\\s(${CALL_WORDS})(?=\\s|$)`, 'giu');
const CALL_START = new RegExp(`^(?:${CALL_WORDS})(?!\\p{L})`, 'iu');
// ("пишете или звънете на 0879 …": two calls joined by "или" are one sentence, never "Пишете или. Звънете …".)
const CALL_OR_BEFORE = new RegExp(`(?:^|\\s)(?:${CALL_WORDS})\\s+(?:и|или)$`, 'iu');
// ("… 130 лв телефон 0896 …", "… на верига вайбър 0877 …": the word that says what the number is goes with it, never
// "телефон. 0896 …"; "тел" keeps its stop, "тел. 0887".)
const PHONE_LABEL_END = /(?:^|\s)(?:телефон|gsm|вайбър|вайбер|viber)\s*$/iu;
/** What the owner adds after a list of towns to say the area around them: "… карнобат и селата", "… и околията". */
const AREA_TAIL_RE = /^(?:селата|околията|околностите|района|региона|областта|онлайн|страната)$/u;
/** A price said right after the towns, with its subject or not: "курс от 120 до 180 лв", "по 25 лв", "55 евро". */
const PRICE_AHEAD_RE =
  /^(?:\p{Ll}{3,}\s+)?(?:(?:от|по|за)\s+)?\d+(?:[.,]\d+)?(?:\s+до\s+\d+(?:[.,]\d+)?)?\s*(?:лв|лева|евро|€|eur)(?!\p{L})/iu;
// "продаваме части …", "изкупуваме коли …": what the owner does, a new clause.
const WE_VERB =
  /^(?:\p{L}{3,}(?:ваме|яваме|аваме)|\p{L}{4,}(?:вам|ям|ирам)|вземам|взимам|правим|строим|шием|перем|чистим|продавам|изкупувам|предлагам|ремонтирам|монтирам|идвам|доставям|доставяме|работим|работя|идваме|взимаме|вземаме|имам|имаме)$/u;
// "отключване на врати … монтаж на брави": a service named by its noun starts a list item.
const DEVERBAL =
  /^(?:\p{L}{4,}(?:ване|яване|ане|ене|яне)|монтаж|демонтаж|ремонт|смяна|доставка|продажба|поправка|превоз|диагностика|изработка)$/u;
/** Words a town's name follows without "в": "гр. Трявна", "с. Плачковци", "цялата България", "летище София". */
const TOWN_CUE_RE =
  /^(?:цяла|цялата|целия|гр\.?|град|с\.|село|летище|летището|гара|гарата|област|община|обл\.?|общ\.?)$/iu;

const PREP = new Set([
  'на',
  'за',
  'в',
  'във',
  'с',
  'със',
  'от',
  'до',
  'и',
  'или',
  'по',
  'при',
  'без',
  'срещу',
  'край',
  'около',
  'близо',
  'през',
  'над',
  'под',
  'към',
  'след',
  'само',
  'а',
  '–',
]);

const TOWN_WORDS = new Set(TOWNS_LC.flatMap((t) => t.parts));
const PRICE_WORD = /^(?:евро|€|лв\.?|лева|eur)$/u;
// What a price is for, said after it: "на час", "за двама", "килото", "на кв.м".
const PRICE_UNIT =
  /^(?:час|часа|човек|човека|души|двама|трима|четирима|петима|двойка|ден|денонощие|нощ|нощувка|месец|седмица|кг|килото|кило|бройката|бройка|бр\.?|парчето|парче|кв\.?|м|м2|метър|метра|линеен|куб|кубик|тон|тона|урок|посещение|курс|сеанс|процедура|час\.?)$/u;

// (…and an abbreviation in capitals, which is no capital the owner gave a name or a sentence: "… водим счетоводство
// на ЕООД и ЕТ заплати ддс …", "безопасност и здраве при работа ЗБУТ за фирми …"; a word that reads as one, "мандра
// БЯЛА РОСА", "фирма ЩИТ", is a name shouted.)
const ABBREVIATION_RE = /^(?=[А-Я]+$)(?:[А-Я]{2}|ЕООД|ООД|ЕАД|[^АЪОУЕИЮЯ]{2,4}|[^АЪОУЕИЮЯ]{2}[А-Я]{1,2})$/u;

// (Case-sensitive past its cue, so only a capital is taken for a name: "учител по математика" hides nothing.)
// ("асенизатор аз съм Иван от …": and the owner's own name said after the trade that opens the line.)
const NAMED_BY_RE =
  /(?<=(?:\s(?:[Аа]з\s+съм|[Кк]азвам\s+се)|(?:^|\s)(?:[Пп]итайте|[Пп]опитайте|[Тт]ърсете|[Тт]реньор|[Тт]реньорка|[Уу]чител|[Уу]чителка|[Ии]нструктор|[Кк]вартал|кв\.|ж\.к\.|жк|[Хх]отел|[Кк]омплекс))\s+)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?/gu;

export function isRunOn(text: string): boolean {
  // One stop at its end, a capital town, "село Бистрица" and the name signed before the phone leave a line
  // typed in one breath one line: "пчелар съм от село Бистрица продавам мед … Благоевград …", "… обадете се
  // на Кольо 0899/555-212 с. Кабиле".
  const bare = text
    .replace(/\d[.,:]\d/g, '')
    // ("… 12 евро на кв.м звъни …": a unit's stop ends no sentence.)
    .replace(/(?<!\p{L})(?:кв|куб|бр|год|лв|мин)\.(?:\s?м(?!\p{L}))?/giu, ' ')
    .replace(/(?:^|\s)(?:с|гр|обл|общ)\.(?=\s*\p{L})/giu, ' ')
    .replace(/[.!]\s*$/, '');
  const capitals = text
    // (…and a name said with the words that introduce it: "питайте Вики", "треньор Стефан Иванов",
    // "квартал Железник", "хотел Арена": a line dictated in one breath names people and places so.)
    .replace(NAMED_BY_RE, (m) => ' '.repeat(m.length))
    .slice(1)
    // (…the first name after the trade that opens it, "Коминочистач Иван с. …", and its region, "обл. София".)
    .replace(/^\p{Ll}{4,}\s+\p{Lu}\p{Ll}{2,11}(?=\s+(?:с|гр)\.)/u, ' ')
    .replace(/(?:^|\s)(?:с\.|гр\.|село|град)\s*\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?/gu, ' ')
    .replace(/(?:^|\s)(?:обл\.|общ\.|област|община)\s*\p{Lu}[\p{L}-]*/giu, ' ')
    // (…and the name signed before the phone: "обадете се на Кольо 0899 …", or after it: "… 0897 321 654 Ники".)
    .replace(/(?:^|\s)\p{Lu}\p{Ll}+(?=\s+(?:на\s+)?[+\d])/gu, ' ')
    .replace(/(?<=\d\s+)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?[.!]?\s*$/u, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}-]/gu, ''))
    .filter((w) => /[А-Я]/.test(w) && !TOWN_WORDS.has(w.toLocaleLowerCase('bg-BG')) && !ABBREVIATION_RE.test(w));
  return (
    text.length >= 40 && !/[.!?;:\n–—]/.test(bare) && (text.match(/,/g)?.length ?? 0) <= 1 && capitals.length === 0
  );
}

export function punctuateRunOn(text: string): string {
  if (!isRunOn(text)) return text;
  let s = ` ${text.trim()} `;
  // The call starts a sentence and the phone ends it; a phone with no call before it stands alone.
  s = s.replace(CALL_G, (m, verb: string, at: number, all: string) =>
    CALL_OR_BEFORE.test(all.slice(0, at)) ? m : `. ${verb}`,
  );
  s = s.replace(PHONE_G, (m, at: number) => {
    const from = at >= 2 ? s.lastIndexOf('. ', at - 2) : -1;
    const clause = s.slice(from < 0 ? 0 : from + 2, at).trim();
    return `${CALL_START.test(clause) || PHONE_LABEL_END.test(s.slice(0, at)) ? ' ' : '. '}${m.trim()}. `;
  });
  // Towns are capitalised; the first, right after the opening words, is where the business is.
  const words = s.trim().split(/\s+/);
  let townAt = -1;
  // ("… айтос бургас карнобат и селата …": towns typed one after another are one list, "в Айтос, Бургас, Карнобат и
  // селата", never "в Айтос в Бургас в Карнобат"; each list's first town and the word after its last.)
  const lists: { start: number; end: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const { parts, name } of TOWNS_BY_FIRST.get(words[i]!.toLocaleLowerCase('bg-BG')) ?? []) {
      if (parts.every((p, k) => words[i + k]?.toLocaleLowerCase('bg-BG') === p)) {
        words.splice(i, parts.length, name);
        const last = lists.at(-1);
        if (last && i > 0 && last.end === i && last.start !== i) {
          words[i - 1] = `${words[i - 1]},`;
          last.end = i + 1;
          break;
        }
        if (last && /^(?:и|или)$/u.test(words[i - 1] ?? '') && last.end === i - 1) {
          last.end = i + 1;
          break;
        }
        if (last?.start !== i) lists.push({ start: i, end: i + 1 });
        if (townAt < 0 && i <= 4) townAt = i;
        // "… голям избор на платове харманли": a town later in the line is where, said with its "в".
        else if (i > 0 && !PREP.has(words[i - 1]!.toLocaleLowerCase('bg-BG')) && !TOWN_CUE_RE.test(words[i - 1]!)) {
          words.splice(i, 0, /^[ВвФф]/.test(name) ? 'във' : 'в');
          lists[lists.length - 1] = { start: i + 1, end: i + 2 };
        }
        break;
      }
    }
  }
  // ("… с камион 10 тона в Айтос, Бургас, Карнобат и селата курс от 120 до 180 лв …": where the owner works, said
  // after what they do, ends that sentence when the price follows it: "… и селата. Курс от 120 до 180 лв."; read on,
  // the towns and the price were one clause and the range was cut at its "до".)
  // (Last list first: an "и" put in shifts only the words after it.)
  for (const { start, end } of [...lists].reverse()) {
    if (start === townAt) continue;
    let e = end;
    if (/^(?:и|или)$/u.test(words[e] ?? '') && AREA_TAIL_RE.test(words[e + 1] ?? '')) e += 2;
    if (words[e] === 'наоколо') e += 1;
    // ("… в Дупница цена 50 лв …": after one town "цена" opens its own clause already.)
    const inTowns = /^(?:в|във)$/iu.test(words[start - 1] ?? '') || end - start > 1;
    if (
      inTowns &&
      !/[.,]$/u.test(words[e - 1]!) &&
      !(end - start === 1 && /^(?:цена|цени|цената|цените)$/iu.test(words[e] ?? '')) &&
      PRICE_AHEAD_RE.test(words.slice(e, e + 6).join(' '))
    )
      words[e - 1] = `${words[e - 1]}.`;
    // (…and the last two are joined by "и", as said: "в София и Перник", "в Айтос, Бургас, Карнобат и селата".)
    if (end - start > 1 && words[end] !== 'и' && words[end - 2] !== 'и' && words[end - 2]!.endsWith(',')) {
      words[end - 2] = words[end - 2]!.slice(0, -1);
      words.splice(end - 1, 0, 'и');
    }
  }
  // "в балчик и каварна …": a second town goes with the first, the dash after both.
  const listed = lists.find((l) => l.start === townAt);
  const after = Math.max(
    townAt >= 0 && /^(?:и|или)$/.test(words[townAt + 1] ?? '') && /^\p{Lu}/u.test(words[townAt + 2] ?? '')
      ? townAt + 3
      : townAt + 1,
    listed?.end ?? -1,
  );
  const next = words[after];
  if (townAt > 0 && townAt <= 4 && next && !/^(?:\.|и$|или$)/.test(next)) {
    const prev = words[townAt - 1]!.toLocaleLowerCase('bg-BG');
    if (prev === 'в' || prev === 'във') words.splice(after, 0, '–');
    else if (!PREP.has(prev) && !TOWN_CUE_RE.test(prev) && townAt <= 3) {
      words.splice(after, 0, '–');
      words.splice(townAt, 0, /^[ВвФф]/.test(words[townAt]!) ? 'във' : 'в');
    }
  }
  // A new service or what the owner does starts a list item ("…без повреда, монтаж на …").
  const out: string[] = [];
  // ("… 20 евро на час ракети осигурявам аз", "… 90 евро дърва включени": a price and its unit end their clause.)
  let priced = false;
  for (const [i, w] of words.entries()) {
    const prev = words[i - 1]?.toLocaleLowerCase('bg-BG') ?? '';
    // ("20 лв (10,23 €) на комин": the price in the other currency, in brackets, goes with the first.)
    const lw = w.toLocaleLowerCase('bg-BG').replace(/[()]/g, '');
    // ("процедура 40 лв у вас карта 10 процедури …": where it is done, at the customer's, goes with the price.)
    const atYours =
      (lw === 'у' && /^(?:вас|дома)(?![\p{L}])/iu.test(words[i + 1] ?? '')) ||
      (/^(?:вас|дома)$/u.test(lw) && prev === 'у');
    // ("… 60 € до 30 април": a date's month is no new clause.)
    const afterPrice =
      !atYours &&
      priced &&
      !PRICE_WORD.test(lw) &&
      !PREP.has(lw) &&
      !PRICE_UNIT.test(lw.replace(/[.,;!?]+$/u, '')) &&
      !/^[\d.,]/.test(lw) &&
      // ("2 часа за 120 евро до 15 деца": the count a price is for.)
      !(/^\d/.test(prev) && /^(?:деца|дете|гости)$/u.test(lw)) &&
      !(/^\d/.test(prev) && MONTH_WORD_RE.test(lw));
    priced = PRICE_WORD.test(lw) || (priced && (atYours || PREP.has(lw) || PRICE_UNIT.test(lw) || /^\d/.test(lw)));
    if (afterPrice) priced = false;
    const starts =
      i > 1 &&
      !PREP.has(prev) &&
      !/[.,]$/.test(prev) &&
      prev !== '–' &&
      // ("цена от 120 евро за къща включва монтаж и демонтаж": what a price includes is its object, no new item.)
      !/^(?:включва|включват|включено|включена|включени|включен|включително)$/u.test(prev) &&
      (afterPrice ||
        /^(?:първи|първа|първо|първият|първата|първото)$/.test(lw) ||
        // ("…, ракети осигурявам аз": a verb right after the clause's one object goes with it.)
        (WE_VERB.test(lw) && !out.at(-1)?.startsWith(', ')) ||
        DEVERBAL.test(lw) ||
        // (…but not what the owner asks of them: "10 лева ако искате всеки ден за месец – 200 лева".)
        (/^(?:всеки|всяка|всяко)$/.test(lw) && !/\p{L}{2,}(?:ате|яте|ите|ете)$/u.test(prev) && prev !== 'това') ||
        // ("първата консултация е 25 лева след това всяко занятие е 30 лева": "след това" opens the next price.)
        (priced && lw === 'след' && /^това$/iu.test(words[i + 1] ?? '')) ||
        // ("… една разходка е 8 евро а ако вземеш десет – 70 евро": "а" after a price opens the next priced part.)
        (lw === 'а' && PRICE_WORD.test(prev) && /^\p{L}/u.test(words[i + 1] ?? '')) ||
        // ("… обичам животните една разходка от час е 8 евро": a priced subject opens its own clause.)
        (/^(?:един|една|едно)$/u.test(lw) &&
          /^(?:\p{L}+\s+){1,3}(?:е|са|струва|струват)\s+\d/u.test(words.slice(i + 1, i + 6).join(' '))) ||
        // "… и околията огледът е безплатен цени от 15 евро": a subject with its "е", and "цени от", start clauses.
        (/^\p{L}{3,}(?:ът|ят|та|то|те)$/u.test(lw) && /^(?:е|са)$/.test(words[i + 1] ?? '')) ||
        (/^(?:цени|цена|цените|цената)$/.test(lw) && /^(?:от|за|са|е)$/.test(words[i + 1] ?? '')) ||
        // ("… по 8 лв на верига вайбър 0877 …": the word that says what the number is opens its clause.)
        (/^(?:тел\.?|телефон|gsm|вайбър|вайбер|viber)$/u.test(lw) && /^[+\d]/u.test(words[i + 1] ?? '')));
    // ("… в пловдив кършияка аз съм митко 20 евро на час …": the owner saying who they are is a sentence of its own,
    // so the name is never read as the price's first word.)
    const introduced =
      i > 2 &&
      /^\d/.test(lw) &&
      GIVEN_NAMES.has(prev) &&
      words[i - 2] === 'съм' &&
      words[i - 3]?.toLocaleLowerCase('bg-BG') === 'аз';
    // ("… в младост и студентски град аз съм ники студентка …": so is the owner's name later in the line.)
    // ("асенизатор аз съм Иван от …": after the one trade word that opens the line, a comma; the trade is no "асенизатор
    // аз" and the name is his, capitalised or not.)
    const introduces =
      i > 0 &&
      ((lw === 'аз' && words[i + 1] === 'съм') || (lw === 'казвам' && words[i + 1] === 'се')) &&
      GIVEN_NAMES.has((words[i + 2] ?? '').toLocaleLowerCase('bg-BG'));
    // ("казвам се гошо возя пясък …", "аз съм дидо чистя комини …": the owner's name said first is a sentence of its own,
    // the deed after it the next; read on, the name and the deed were one clause and no service was found in it.)
    const namedFirst =
      i === 3 &&
      ((/^казвам$/iu.test(words[0]!) && words[1] === 'се') || (/^аз$/iu.test(words[0]!) && words[1] === 'съм')) &&
      // (Whatever the word: "казвам се" names, and "аз съм шивачка шия …" says who before the deed as well.)
      /^\p{L}{3,}$/u.test(words[2]!) &&
      !PREP.has(words[2]!) &&
      (isFirstPersonVerb(lw) || SINGULAR_VERB_RE.test(lw) || WE_VERB.test(lw) || /^\p{L}{2,}[^аъоуеиюяй]я$/u.test(lw));
    // The first break after the opening words is the trade's dash ("Тапицерски услуги – претапициране …").
    const dash = starts && i <= 3 && !out.includes('–') && !out.some((x) => x.startsWith(', '));
    out.push(
      (introduced || namedFirst) && !/[.,]$/.test(prev)
        ? `. ${w}`
        : introduces && !/[.,]$/.test(prev) && !PREP.has(prev)
          ? `${i === 1 ? ',' : '.'} ${w}`
          : dash
            ? `– ${w}`
            : starts
              ? `, ${w}`
              : w,
    );
  }
  s = out
    .join(' ')
    .replace(/\s+,/g, ',')
    .replace(/\s+\./g, '.')
    .replace(/(?:[.,]\s*)+\./g, '.')
    .replace(/^[.\s]+/, '')
    .replace(/\.\s*,/g, '.')
    // "… 0899 555 212 с. Кабиле": the village signed after the phone is no sentence of its own.
    .replace(/\.\s+((?:с|гр)\.\s*\p{Lu})/gu, ', $1')
    .trim();
  // ("… които не говорят или заекват, първата консултация е 25 лева, след това …": the first price, said of its own
  // subject right after what the owner does, is a sentence of its own; read with the clauses before it, the line
  // was taken whole for what the business is.)
  s = s.replace(
    /(^|[.]\s)([^.]*?),\s+((?:(?:първ|последн)\p{L}{0,4}\s+\p{L}{3,}|(?:всеки|всяка|всяко|един|една|едно)\s+\p{L}{3,}(?:\s+(?:от|на|за)\s+\p{L}{3,})?|\p{L}{3,}(?:ът|ят|та|то))\s+(?:е|са|струва|струват)\s+(?:само\s+)?(?:от\s+)?\d+\s?(?:лв|лева|€|евро)(?!\p{L}))/u,
    (m, lead: string, before: string, priced: string) =>
      /\d\s?(?:лв|лева|€|евро)(?!\p{L})/u.test(before) ? m : `${lead}${before}. ${priced}`,
  );
  // Sentence case, and a full stop at the end.
  s = s.replace(/(^|[.]\s+)(\p{Ll})/gu, (_m, lead: string, c: string) => lead + c.toLocaleUpperCase('bg-BG'));
  // ("… 0896 447 120. Бай пешо.": the name after the title that signs the line is a name.)
  s = s.replace(
    /(\d[.]\s+(?:Бай|Баба|Дядо|Майстор|Чичо|Леля|Кака)\s+)(\p{Ll})(?=\p{Ll}{2,11}[.]$)/u,
    (_m, lead: string, c: string) => lead + c.toLocaleUpperCase('bg-BG'),
  );
  return /[.!?]$/.test(s) ? s : `${s}.`;
}
