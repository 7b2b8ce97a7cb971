/** Text helpers shared by the extractor: cleaning, sentence splitting, tokens, caps on length. */

import { BUSINESS_NOUNS } from '@reklamo/trades';
import { DISTRICTS, RESORTS, TOWNS } from './gazetteer.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { latinToCyrillic } from './latin-letters.ts';
import { phonesInFigures } from './number-words.ts';

/** Two-word towns and resorts by their shortened form: "ст загора", "св влас" (first word cut to 1-3 letters). */
const TOWN_BY_ABBREVIATION = new Map(
  [...TOWNS, ...RESORTS].flatMap((town) => {
    const [first, ...rest] = town.split(' ');
    if (!rest.length || first!.length < 3) return [];
    return [1, 2, 3].map((n) => [`${first!.slice(0, n).toLocaleLowerCase('bg-BG')} ${rest.join(' ')}`, town] as const);
  }),
);
const TOWN_ABBREVIATION_RE = /(?<![\p{L}])(\p{Lu}\p{Ll}{0,2})\.\s*(\p{Lu}\p{Ll}+)(?![\p{L}])/gu;

export const FIELD_MAX_CHARS = 120;
/**
 * The offer holds every part the owner priced ("малки 23,01 €, средни 30,68 €, големи от 40,90 €, до края на ноември …"):
 * at 120 characters the third price of a price list was left out. The contract allows 300.
 */
export const OFFER_MAX_CHARS = 170;
/** Longer descriptions are cut before analysis so extraction stays a few milliseconds. */
export const ANALYSIS_MAX_CHARS = 10_000;

/** Capital first letter, the Bulgarian way. */
const upFirst = (s: string) => s.charAt(0).toLocaleUpperCase('bg-BG') + s.slice(1);

const PLACEHOLDER_RE = /\[[^\][]{0,60}\]/g;

export function hasPlaceholder(s: string): boolean {
  return /\[[^\][]{0,60}\]/.test(s);
}

/** Remove "[телефон]"-style placeholders together with the preposition that led to them. */
export function stripPlaceholders(s: string): string {
  return s
    .replace(/\s*(?:(?<!\p{L})(?:на|в|във|от|за|:)\s*)?\[[^\][]{0,60}\]/giu, '')
    .replace(PLACEHOLDER_RE, '')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])\1+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
  '&apos;': "'",
};

const TOWN_BY_LOWER = new Map(TOWNS.map((t) => [t.toLocaleLowerCase('bg-BG'), t]));

const SPELLED_OUT: Record<string, string> = { р: 'река', яз: 'язовир', вр: 'връх' };

// A word after a job's noun that is no thing it is done to: "тръгване всеки четвъртък", "монтаж при вас".
const NOT_A_THING = String.raw`(?!(?:при|дни|вкъщи|всички|всеки|други|няколко|тези|онези|двата|двете)(?!\p{L}))`;
// "точене ножове ножици": a job's noun opening a sentence, then one or two things it is done to, typed without "на".
const KEYWORD_JOB_RE = new RegExp(
  String.raw`(^|[.!?\n]\s*)(\p{L}{2,}(?:ване|яне|ене|ане)|[Рр]емонт|[Мм]онтаж|[Сс]мяна|[Пп]оправка|[Ии]зработка)[ \t]+${NOT_A_THING}(\p{Ll}{2,}(?:[ое]ве|[бвгджзклмнпрстфхцчшщ]и))(?:[ \t]+${NOT_A_THING}(\p{Ll}{2,}(?:[ое]ве|[бвгджзклмнпрстфхцчшщ]и))(?=[ \t]+[\p{Lu}\d]|[ \t]*[,.!?\n]|$))?(?![\p{L}])`,
  'gu',
);

/** Plain text from whatever the user pasted: drop scripts, tags, entities and control characters. */
const HOMOGLYPHS: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  A: 'А',
  C: 'С',
  E: 'Е',
  O: 'О',
  P: 'Р',
  X: 'Х',
  K: 'К',
  M: 'М',
  T: 'Т',
  H: 'Н',
  B: 'В',
};

/** "стенни, джобни и будилници": the items as a list is said, the last after "и". */
export const andList = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} и ${items.at(-1)}` : (items[0] ?? '');

export function cleanInput(input: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- anything else is read as JavaScript prints it
  let text = typeof input === 'string' ? input : input == null ? '' : String(input);
  text = text.slice(0, ANALYSIS_MAX_CHARS * 2);
  text = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h\d)\b[^>]*>/gi, '\n')
    .replace(/<[^>]{0,500}>/g, ' ')
    .replace(/&[a-z#0-9]{2,8};/gi, (m) => ENTITIES[m.toLowerCase()] ?? ' ')
    // ("Бургас 🧘‍♀️ Водя аз – Надя": the joiner inside one emoji keeps it one, so it still ends the sentence.)
    .replace(/(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu, '')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\ufeff]/g, ' ')
    .replace(/\r\n?/g, '\n');
  // ("… само събота и неделя #лабиринт #варна #семейство #есен 📞 …": hashtags are for the feed, never said; a run of them
  // goes, and so does one that ends a line ("… 0888 55 66 77 #пилатес") or joins words ("#торти_по_поръчка"); one typed
  // inside a sentence, "най-вкусната #пица", is the word it tags.)
  text = text
    .replace(/(?:(?<![\p{L}\d&])#\p{L}[\p{L}\d_]*[\s,]*){2,}/gu, ' ')
    .replace(/(?<![\p{L}\d&])#\p{L}[\p{L}\d]*(?:_[\p{L}\d]+)+/gu, ' ')
    .replace(/(?<![\p{L}\d&])#\p{L}[\p{L}\d]*(?=[ \t.,!]*(?:\n|$))/gu, ' ')
    .replace(/(?<![\p{L}\d&])#(?=\p{L})/gu, '');
  text = fromJsonLooking(text);
  // ("kvartiri vav Varvara, staya za dvama 30 evro": a brief typed in Latin letters is read as the Bulgarian it is.)
  text = latinToCyrillic(text);
  text = dictationFillers(text);
  // ("обадете се на нула осем осем седем петнайсет …": a phone dictated in words is read as its digits.)
  text = phonesInFigures(text);
  // ("… първият урок е безплатен иво 0885 331 207": a given name typed in lower case right before the phone signs the
  // brief, so it is written as a name is, never read as the offer's last word.)
  text = text.replace(NAME_BEFORE_PHONE_RE, (word) => (SIGNING_NAMES.has(word) ? upFirst(word) : word));
  // ("14 EUR/м2", "40eur на час", "25 евр. на чувал", "30 evro": the euro typed any way after its price is the euro;
  // a stop that ended the sentence stays one, after a word that reads as a sentence's end.)
  text = text.replace(
    /(?<=\d)(\s*)(eur|euro|evro|евр|еур)(\.?)(?![\p{L}\d])(?=(\s*\/)?(\s+(?:на|за|по|с|със|от|до|в|при|или|и|\+)(?!\p{L}))?)/giu,
    (m, space: string, typed: string, stop: string, slash: string | undefined, unit: string | undefined) =>
      slash
        ? ' €'
        : // ("120 EUR на яма" is read as typed already; "8 Eur. звънете" ends its sentence on a word.)
          space && !stop && /^eur$/iu.test(typed)
          ? m
          : ` евро${stop && !unit ? '.' : ''}`,
  );
  text = loanwordsSaid(text);
  // ("звънни на ивo": a Latin letter that looks Cyrillic, typed inside a Cyrillic word, is the Cyrillic one.)
  text = text.replace(/[\p{L}]*\p{Script=Cyrillic}[\p{L}]*/gu, (w) =>
    /[a-zA-Z]/.test(w) ? w.replace(/[aceopxyAEOPCXKMTHB]/g, (c) => HOMOGLYPHS[c] ?? c) : w,
  );
  // ('"Килимчо" пране на килими': a name in straight quotes is quoted as Bulgarian names are, „Килимчо“; an inch's
  // mark, 24", is no quote.)
  text = text.replace(/(?<![\p{L}\d])"(\p{L}[^"\n]{0,60}?)"(?![\p{L}\d])/gu, '„$1“');
  // ("Курс кат. В 1 400 лв": the licence's category is said in full, never the stop of "кат." ending the sentence or the
  // trade, «шофьорски курсове кат».)
  text = text.replace(/(?<!\p{L})([Кк])ат\.[ \t]*(?=[АВСДТМ](?:\d|\+\p{Lu})?(?![\p{L}\d]))/gu, (_m, k: string) =>
    k === 'К' ? 'Категория ' : 'категория ',
  );
  // ("… в центъра на Сливен- смяна на ток 8 лв": a hyphen typed straight after a word, with a space after it, is the dash
  // between two clauses; "дву- и триетажни" leaves its word to the next.)
  text = text.replace(
    /(?<=\p{Script=Cyrillic}{2})-[ \t]+(?=[\p{Script=Cyrillic}\d])(?!(?:и|или|нито|до)[ \t])/gu,
    ' – ',
  );
  // "Изкопни работи с багер, Пазарджик | 50 € на час | Иван …": a bar between parts of the brief ends each.
  // (…from the start of the spaces before it only: tried from each of them, a long run took a second.)
  text = text.replace(
    /([.!?])?(?<![ \t])[ \t]*(?:\|[ \t]*)+(\p{Ll})?(?=\S|$)/gu,
    (_m, stop: string | undefined, next: string | undefined) =>
      `${stop ?? '.'} ${(next ?? '').toLocaleUpperCase('bg-BG')}`,
  );
  // ("Ключарско ателие „КЛЮЧ“ • 📍 Пловдив • копиране на ключове от 3 € • 📞 0888 …": a bio's bullets between its
  // parts end each, as the bar does; a bullet that opens a line is the list's, read with its line.)
  text = text.replace(
    /(?<=\S)([.!?])?((?:[ \t]*\p{Extended_Pictographic}\uFE0F?)*)[ \t]*(?:[•·▪●◾◦][ \t]*)+(\p{Ll})?(?=\S|$)/gmu,
    (_m, stop: string | undefined, emoji: string, next: string | undefined) =>
      `${stop ?? '.'}${emoji} ${(next ?? '').toLocaleUpperCase('bg-BG')}`,
  );
  text = unshout(text);
  text = wordsToTheTool(text);
  // ("ЕТ „Пивоварна Хмел – Иван Петров“, …", "ЕООД „Чисто и лесно“ – …": a company form that opens a sentence is the
  // register's word, never what the business is ("Търсите ЕТ?"); a sole trader's own name after the dash signs it.)
  text = text.replace(
    /(^|[.!?…\n][ \t]*)(?:ЕТ|ЕООД|ООД|ЕАД|АД|СД)[ \t]+(?:„([^“”\n]{2,60}?)[ \t]+[–—-][ \t]+(\p{Lu}\p{Ll}+[ \t]+\p{Lu}\p{Ll}+)[“”]|(?=[„\p{Lu}]))/gu,
    (_m, before: string, trade: string | undefined, owner: string | undefined) =>
      trade ? `${before}„${trade}“ – ${owner}` : before,
  );
  text = relativeAsOwner(text);
  // ("Какво предлагаме? Поправка на бижута, гравиране …": what is offered is said as offered, "Предлагаме поправка на
  // бижута, …"; an answer that opens with its own verb is read as typed.)
  text = text.replace(
    /(^|[.!?…\n]|\p{Extended_Pictographic}\uFE0F?)[ \t]*(?<![\p{L}\d])какво\s+(?:ви\s+)?(предлага(?:ме|м))[ \t]*\?+[ \t]*:?\s*(\p{Lu})(\p{Ll}+)(?=[\s,.])/giu,
    (m, before: string, verb: string, first: string, rest: string) =>
      /(?:ме|ам|ям|им)$/u.test(rest)
        ? m
        : `${before} ${upFirst(verb.toLocaleLowerCase('bg-BG'))} ${first.toLocaleLowerCase('bg-BG')}${rest}`,
  );
  text = text.replace(QA_HEADING_RE, '$1 ');
  text = formFields(text);
  text = listingFields(text);
  text = typedAbbreviations(text);
  // ("Уважаеми стопани, ветеринарен техник Петя …": whom the owner greets is no part of what they do, nor is
  // "Здравейте мамчета 🤱" a name.)
  text = text.replace(
    /^\s*(?:уважаеми|скъпи|драги|здравейте,?\s+)\s*(?:\p{Ll}+\s+)?(?:стопани|клиенти|съграждани|приятели|жители|собственици|фермери|родители|колеги|съседи|мамчета|мами|майки|дами|момичета|дами\s+и\s+господа|\p{Ll}+(?:ари|ачи|ци|ки|ели|ини))\s*(?:[,!]|[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]+[,!]?)\s*/iu,
    '',
  );
  // "ел. табла" would end a sentence at its dot and be read "ел": the word in full, agreeing with its noun.
  // "по ел. инсталацията": the article moves to the adjective ("по електрическата инсталация").
  text = text.replace(/(?<![\p{L}])([еЕ])л\.\s*(?=\p{Ll})(\p{Ll}+)/gu, (_m, e: string, noun: string) =>
    /\p{L}{3,}[ая]та$/u.test(noun)
      ? `${e}лектрическата ${noun.slice(0, -2)}`
      : /\p{L}{3,}[иея]те$/u.test(noun)
        ? `${e}лектрическите ${noun.slice(0, -2)}`
        : `${e}лектрическ${/о$/.test(noun) ? 'о' : /[ая]$/.test(noun) && !/(?:ла|на|та)$/.test(noun) ? 'а' : 'и'} ${noun}`,
  );
  // "по р. Струма", "на яз. Жребчево", "до вр. Снежанка": the river, the lake and the peak are said in full, and
  // their dot ends no sentence.
  text = text.replace(/(?<![\p{L}])(р|яз|вр)\.\s*(?=\p{Lu}\p{Ll})/gu, (_m, a: string) => `${SPELLED_OUT[a]} `);
  // "Ст. Загора", "В.Търново": a town's shortened first word would end a sentence at its dot and leave
  // "Ст" to be read as a name; the town is written out.
  text = text.replace(
    TOWN_ABBREVIATION_RE,
    (m, first: string, rest: string) => TOWN_BY_ABBREVIATION.get(`${first.toLocaleLowerCase('bg-BG')} ${rest}`) ?? m,
  );
  // ("… вечер и събота,ние сме фирма … с 5 човека екип.абонамент от 2 лв …": a comma or a stop typed without its
  // space between two Cyrillic words still parts them; "кв.м", "т.е." and web addresses stay as they are.)
  text = text
    .replace(/(?<=\p{Script=Cyrillic}{2}),(?=\p{Script=Cyrillic}{2})/gu, ', ')
    .replace(/\.(?<=(?<!\p{L})\p{Script=Cyrillic}{3,}\.)(?=\p{Script=Cyrillic}{3,}(?![\p{L}.]))/gu, '. ');
  // "телфон 0889 …", "тлф: 0888 …": the phone's label typed short or wrong is the word ("Трион Митко телфон" is no name).
  text = text.replace(/(?<!\p{L})(?:телфон|тефон|телеон|телефн|тлф|телф)(?!\p{L})/giu, (m) =>
    /\p{Lu}/u.test(m[0]!) ? 'Телефон' : 'телефон',
  );
  // ("…, гр котел.", "в гр. стара загора": a town typed in lower case after its "гр" is written as a town.)
  text = text.replace(
    /(?<!\p{L})(гр\.?|град)(\s*)(\p{Ll}+(?:\s+\p{Ll}+)?)/giu,
    (m, gr: string, sp: string, words: string) => {
      const two = TOWN_BY_LOWER.get(words);
      const one = TOWN_BY_LOWER.get(words.split(/\s+/)[0]!);
      const at = /^гр$/iu.test(gr) ? `${gr}.` : gr;
      return two
        ? `${at}${sp || ' '}${two}`
        : one
          ? `${at}${sp || ' '}${one}${words.slice(words.split(/\s+/)[0]!.length)}`
          : m;
    },
  );
  // ("в гр Смолян": the short "гр" has its stop, as the rest of the reading expects.)
  text = text.replace(/(?<!\p{L})([Гг]р)\s+(?=\p{Lu}\p{Ll})/gu, '$1. ');
  // ("точене ножове ножици Стара Загора …": a brief of keywords that opens with a job's noun and the things it is
  // done to says them as a sentence would, "точене на ножове и ножици"; only where the job opens a sentence: mid-list,
  // "къпане подстригване нокти", each word is a job of its own.)
  text = text.replace(
    KEYWORD_JOB_RE,
    (_m, before: string, job: string, what: string, more: string | undefined) =>
      `${before}${job} на ${what}${more ? ` и ${more}` : ''}`,
  );
  text = placeTypos(text);
  // ("Др. Иванова", "д-р иванова", "инж николов": a title before a surname is written as titles are, "д-р Иванова",
  // "инж. Николов", its stop no sentence's end and the surname with its capital; "и др." ends a list.)
  text = text.replace(
    /(?<![\p{L}-])(?<!\sи\s)(д-р|др|инж|арх|адв|проф|доц)(\.?)(\s*)(\p{L}\p{Ll}+(?:ов|ев|ова|ева|ски|ска|цки|цка|ин|ина))(?!\p{L})/giu,
    (m, title: string, stop: string, space: string, surname: string) => {
      const t = title.toLocaleLowerCase('bg-BG');
      if (!stop && !space) return m;
      const typed = t === 'д-р' || t === 'др' ? 'д-р' : `${t}.`;
      return `${/^\p{Lu}/u.test(title) ? upFirst(typed) : typed} ${upFirst(surname)}`;
    },
  );
  // "0888/41-22-90", "082/82-44-10": the slash after the code is a space, so the number is read whole.
  text = text.replace(/(?<![\d/])(0\d{1,3})\s?\/\s?(?=\d(?:[\s-]?\d){4,6}(?!\d))/g, '$1 ');
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim()
    .slice(0, ANALYSIS_MAX_CHARS);
}

// (Not "ели", the firs a Christmas tree seller sells.)
const SIGNING_NAMES = new Set([...GIVEN_NAMES].filter((n) => n !== 'ели'));
const NAME_BEFORE_PHONE_RE =
  /(?<![\p{L}\d-])\p{Ll}{2,12}(?![\p{L}])(?=[ \t]*(?:[,:–—-][ \t]*)?(?:\+359|0)[ \t]?\d{2,3}[ \t/-]?\d)/gu;

// The words a brief dictated by voice is padded with: "ами", "еми", "абе", "демек", "нали", a hesitation ("ъъъ",
// "ммм"). (On a word's lower-cased letters; "мм" and "е" alone are a millimetre and a verb.)
const FILLER_RE = /^(?:ами+|еми|абе|демек|нали|ъ+м*|м{3,}|а{3,}|е{3,})$/u;
// …of which these open what is said next: "… 50 лв ами значи обаждайте се …" is two sentences.
const OPENS_NEXT_RE = /^(?:ами+|еми|абе)$/u;
// "значи" is a verb after these ("това значи, че …"), and before "че".
const MEANS_AFTER_RE = /^(?:това|което|които|то|не|какво|що|ще|да|би|ли)$/u;
// The little words a sentence goes on after ("… аз съм Митко и ами правя …" goes on): no stop is put after them.
const GOES_ON = new Set(
  'и или а но на в във за от с със до по при към край около че да се ще не ни ви ми ти му ѝ й ги го ме ли е са съм сме сте си аз ние вие те тя той то като'.split(
    ' ',
  ),
);
// A number said in words is no stutter: "осем осем" is two digits of a phone.
const NUMBER_WORD_RE =
  /^(?:нула|един|една|едно|два|две|три|четири|пет|шест|седем|осем|девет|десет|сто|\p{L}+(?:надесет|десет|йсет|ста|стотин)|хиляда|хиляди)$/u;
const WORD_PARTS_RE = /^([„"«(]*)(\p{L}+)([,.!?;:…)»“"]*)$/u;

type Said = { out: string; lc: string; trail: string; gap: string };

/**
 * "ами значи ние сме пътна помощ от Севлиево ами значи вдигаме коли денонощно и и бусове …", "значи аз съм Митко и
 * ами правя куриерски услуги …": a brief dictated to a phone is read without the words that pad speech (no filler is a
 * trade, a name or a line: «Търсите ами значи ние?»), a word said twice once ("и и" is "и"), and where "ами" opens
 * what is said next after a whole clause, a sentence ends there ("… по 1,20 на километър. Обаждайте се …").
 * "значи" that means ("това значи, че …"), "такова" that qualifies ("такова качество") and the adversative "ами"
 * ("не е скъпо, ами е …") stay.
 */
function dictationFillers(text: string): string {
  if (
    !/(?<![\p{L}\d])(?:ами|еми|абе|демек|нали|значи|такова|ъ|ммм|ааа|еее)|(?<![\p{L}\d])(\p{L}+)[ \t]+\1(?![\p{L}\d])/iu.test(
      text,
    )
  )
    return text;
  const words: (Said & { core: string; lead: string })[] = [];
  let gap = '';
  for (const [, raw, space] of text.matchAll(/(\S+)|(\s+)/gu)) {
    if (space) {
      gap += space;
      continue;
    }
    const parts = WORD_PARTS_RE.exec(raw!);
    const core = parts?.[2] ?? '';
    words.push({
      out: raw!,
      core,
      lead: parts?.[1] ?? '',
      lc: core.toLocaleLowerCase('bg-BG'),
      trail: /[,.!?;:…)»“"]*$/u.exec(raw!)![0],
      gap,
    });
    gap = '';
  }
  const drop = words.map((w, i) => {
    if (!w.core) return false;
    const prev = words[i - 1];
    if (FILLER_RE.test(w.lc)) {
      // ("обадете се на Еми": a name.)
      if (w.lc === 'еми' && w.core !== 'еми') return false;
      // ("не е скъпо, ами е качествено": "ами" is "but" after a "не" of its sentence.)
      if (/^ами/u.test(w.lc) && prev && /,$/u.test(prev.trail))
        for (let k = i - 1; k >= Math.max(0, i - 12); k--) {
          if (words[k]!.lc === 'не') return false;
          if (k < i - 1 && /[.!?…]/u.test(words[k]!.trail)) break;
        }
      return true;
    }
    if (w.lc === 'значи') return !(prev && !prev.trail && MEANS_AFTER_RE.test(prev.lc)) && words[i + 1]?.lc !== 'че';
    return false;
  });
  const dictated = drop.some(Boolean);
  words.forEach((w, i) => {
    const prev = words[i - 1];
    const next = words[i + 1];
    // "ами такова, идваме …": "такова" padding speech, beside another filler or set off by its comma.
    if (w.lc === 'такова' && !drop[i])
      drop[i] = (i > 0 && drop[i - 1]!) || (!!next && FILLER_RE.test(next.lc)) || /^,/u.test(w.trail);
    // "и и бусове", "ние ние сме": a word said twice is said once (a little word always; in a dictated brief any word
    // that is no number, as typed in lower case).
    if (
      !drop[i] &&
      prev &&
      w.core &&
      w.lc === prev.lc &&
      !prev.trail &&
      !w.lead &&
      /^[ \t]+$/u.test(w.gap) &&
      w.core === w.lc &&
      // ("категория В в Кърджали", "блок А а …": a capital letter alone inside a sentence is a category or a block's
      // letter, no stutter of the "в" after it.)
      !(prev.core.length === 1 && prev.core !== prev.lc && i > 1 && !/[.!?…]/u.test(words[i - 2]!.trail)) &&
      (GOES_ON.has(w.lc) || (dictated && w.lc.length >= 3 && !NUMBER_WORD_RE.test(w.lc)))
    )
      drop[i] = true;
  });
  if (!drop.some(Boolean)) return text;
  const up = (s: string) =>
    s.replace(/^([^\p{L}\d]*)(\p{Ll})/u, (_m, lead: string, c: string) => lead + c.toLocaleUpperCase('bg-BG'));
  const kept: Said[] = [];
  for (let i = 0; i < words.length;) {
    if (!drop[i]) {
      kept.push({ ...words[i]! });
      i++;
      continue;
    }
    let j = i;
    while (j < words.length && drop[j]) j++;
    const run = words.slice(i, j);
    const first = run[0]!;
    const last = run.at(-1)!;
    const prev = kept.at(-1);
    const next = words[j] ? { ...words[j]! } : undefined;
    const lineBreak = [...run, ...(next ? [next] : [])].some((w) => w.gap.includes('\n'));
    // A stop said after the filler ends the sentence before it: "… до вас, нали?" is "… до вас?".
    const stop = run
      .map((w) => /[.!?…]+/u.exec(w.trail)?.[0])
      .filter(Boolean)
      .at(-1);
    // (…and one set off by commas leaves none: "ние сме, нали, от Севлиево".)
    if (prev && /,$/u.test(prev.trail) && /,$/u.test(last.trail)) {
      prev.out = prev.out.slice(0, -1);
      prev.trail = prev.trail.slice(0, -1);
    }
    if (prev && stop && !/[.!?…]/u.test(prev.trail)) {
      prev.out = prev.out.replace(/[,;:]+$/u, '') + stop;
      prev.trail = stop;
    }
    if (next) {
      const ended = !prev || /[.!?…]$/u.test(prev.trail) || lineBreak;
      const splits =
        !ended &&
        run.some((w) => OPENS_NEXT_RE.test(w.lc)) &&
        !prev.trail &&
        !GOES_ON.has(prev.lc) &&
        !/^\d/u.test(next.out);
      if (splits) {
        prev.out += '.';
        prev.trail = '.';
      }
      if (splits || (ended && (/^\p{Lu}/u.test(first.core) || /[.!?…]$/u.test(last.trail)))) next.out = up(next.out);
      next.gap = !prev ? '' : lineBreak ? '\n' : first.gap || ' ';
      kept.push(next);
      i = j + 1;
    } else i = j;
  }
  const tail = /\s*$/u.exec(text)![0];
  return (
    kept
      .map((w) => w.gap + w.out)
      .join('')
      .trimEnd() + tail
  );
}

/**
 * "free консултация", "booking на 0899 …", "online или в офиса": the English word a Bulgarian brief borrows is
 * said the Bulgarian way ("безплатна консултация", "записване на 0899 …", "онлайн"), never spelled out in Latin
 * by the voice. Only beside a Cyrillic word: a name in English ("Free Spirit Yoga") stays as typed.
 */
function loanwordsSaid(text: string): string {
  // (A word typed in capitals is said in capitals only in a brief shouted whole: its first 200 letters, read once.)
  let shouted: boolean | undefined;
  const isShouted = () => {
    shouted ??= !/\p{Ll}/u.test((text.match(/\p{L}/gu) ?? []).slice(0, 200).join(''));
    return shouted;
  };
  const up = (typed: string, said: string) =>
    typed === typed.toUpperCase() && typed.length > 1 && /\p{Lu}{2}/u.test(typed.slice(0, 2))
      ? isShouted()
        ? said.toLocaleUpperCase('bg-BG')
        : upFirst(said)
      : /^\p{Lu}/u.test(typed)
        ? upFirst(said)
        : said;
  // (…agreeing with its noun: "безплатна консултация", "безплатен преглед", "безплатно паркиране".)
  const agreeing = (noun: string, [masculine, feminine, neuter, plural]: readonly string[]) => {
    const n = noun.toLocaleLowerCase('bg-BG');
    return /(?:ия|ии|[ая])$/u.test(n)
      ? feminine
      : /[ие]$/u.test(n)
        ? /(?:ие|не)$/u.test(n)
          ? neuter
          : plural
        : /[оу]$/u.test(n)
          ? neuter
          : masculine;
  };
  return (
    text
      .replace(/(?<![\p{L}\d])(free)[ \t]+(?=(\p{Script=Cyrillic}+))/giu, (_m, typed: string, noun: string) => {
        return `${up(typed, agreeing(noun, ['безплатен', 'безплатна', 'безплатно', 'безплатни']))} `;
      })
      // ("NEW in Русе!!!", "new процедура": the shop's news, "Ново в Русе", "нова процедура".)
      .replace(
        /(?<![\p{L}\d])(new)[ \t]+in[ \t]+(?=\p{Script=Cyrillic})/giu,
        (_m, typed: string) => `${up(typed, 'ново')} в `,
      )
      .replace(/(?<![\p{L}\d])(new)[ \t]+(?=(\p{Script=Cyrillic}+))/giu, (_m, typed: string, noun: string) => {
        return `${up(typed, agreeing(noun, ['нов', 'нова', 'ново', 'нови']))} `;
      })
      // ("250 лв → promo 199 лв", "Sale: записване до 15 септември": the price a promotion gives, said first as the
      // price it is, "199 лв вместо 250 лв", and a promotion's label in Bulgarian, "промо цена 199 лв", "Промоция: …".)
      .replace(
        /(\d(?:[\d.,]|[ \t](?=\d)){0,12}[ \t]?(?:лв\.?|лева|€|евро))[ \t]*(?:→|->|=>|⇒)[ \t]*(?:(?:promo|промо)(?:[ \t]+цена)?[ \t]*:?[ \t]*)?(\d(?:[\d.,]|[ \t](?=\d)){0,12}[ \t]?(?:лв\.?|лева|€|евро))/giu,
        '$2 вместо $1',
      )
      .replace(/(?<![\p{L}\d])(promo)[ \t]*:?[ \t]*(?=\d)/giu, (_m, typed: string) => `${up(typed, 'промо цена')} `)
      .replace(
        /(?<![\p{L}\d])(sale)(?![\p{L}\d])[ \t]*[:!]?[ \t]*(?=\p{Script=Cyrillic}|[-–]?\d)/giu,
        (_m, typed: string) => `${up(typed, 'промоция')}: `,
      )
      // ("записване преди 15 септември = първият месец -50%": an equals sign between words is the dash it means; one
      // before the price of what it sums, "2 часа = 60 €", is said "равно" as the owner would say it, and one with no
      // space by it, "2+2=4", "profile.php?id=100", is left as typed.)
      .replace(
        /(?<=[\p{L}\d%€])(?:[ \t]+(?:=|→)[ \t]*|(?:=|→)[ \t]+)(?=[\p{L}\d-])(?![-–]?\d[\d \t.,]*(?:лв|лева|€|евро))/gu,
        ' – ',
      )
      .replace(
        // (What stands before the word is looked at once the word is found, never from every space of a run.)
        /(?<![\p{L}\d])(booking|online)(?![\p{L}\d])(?=[ \t]*[:,]?[ \t]*(?:\p{Script=Cyrillic}|\+?\d))|(?<![\p{L}\d])(booking|online)(?![\p{L}\d])(?<=\p{Script=Cyrillic}[ \t,]+(?:booking|online))/giu,
        (_m, a: string | undefined, b: string | undefined) => {
          const typed = (a ?? b)!;
          return up(typed, /^booking$/iu.test(typed) ? 'записване' : 'онлайн');
        },
      )
  );
}

// What an owner asks of us, not what they tell their customers: "Здравейте, искам реклама за …", "трябва ни видео
// за …", "направете ми клип за …", "Да звучи весело!". (An imperative without "ми"/"ни" or "моля" is the owner's own
// call to customers: an agency's "пуснете реклама за вашия бизнес при нас" stays.)
const MADE_FOR_US = String.raw`(?:направите|изготвите|създадете|пуснете|монтирате)`;
const ASKED = [
  String.raw`(?:бих(?:ме)?\s+)?(?:искам|искаме|желая|желаем|искал[аи]?|желал[аи]?)(?:\s+бих(?:ме)?)?(?:\s+да\s+(?:ми|ни)\s+${MADE_FOR_US})?`,
  String.raw`трябва\s+(?:ми|ни)`,
  String.raw`нужн[аои]\s+(?:ми|ни)\s+е`,
  String.raw`може\s+ли(?:\s+да\s+(?:ми|ни)\s+${MADE_FOR_US})?`,
  String.raw`(?:направете|направи|пуснете|пусни|създайте|създай|изгответе|изготви)\s+(?:ми|ни)`,
  String.raw`моля\s*,?\s*(?:направете|направи|пуснете|пусни|създайте|създай|изгответе|изготви)(?:\s+(?:ми|ни))?`,
].join('|');
const MEDIA = String.raw`(?:видео\s*реклам[аи]|рекламно\s+видео|рекламен\s+клип|видеоклип|реклам[аи]|видео|клип|ролик)`;
const NETWORK = String.raw`(?:фейсбук|facebook|инстаграм|instagram|тик\s*ток|tiktok|социалните\s+мрежи)`;
const TO_THE_TOOL_RE = new RegExp(
  String.raw`(^|[.!?…\n])[ \t]*(?:(?:здравейте|здравей|здрасти|добър\s+ден|привет)[ \t]*[,!.]*[ \t]*)?(?:${ASKED})\s+` +
    String.raw`(?:(?:една|един|едно|някаква|кратка|кратко|кратък|хубава|хубаво|хубав|весела|весело|нова|ново)\s+)?${MEDIA}` +
    String.raw`(?:\s+(?:във|в|за)\s+${NETWORK}(?:\s+и\s+${NETWORK})?)?(?:[ \t]*[:,\-–—][ \t]*|\s+(?:за|на)\s+|[ \t]*(?=[.!?\n]|$))`,
  'giu',
);
const TONE = String.raw`(?:весел|забавн|сериозн|младежк|кратк|ясн|модерн|стилн|професионалн|динамичн|емоционалн|топл|приятелск|елегантн|ведр|енергичн|свеж|позитивн|смешн|луксозн|спокойн|нежн|закачлив|стегнат|празничн|коледн|жизнерадостн|оптимистичн|атрактивн|запомнящ)\p{L}*`;
const TONES = String.raw`(?:(?:по-|много|малко|доста)[ \t]*)?${TONE}(?:(?:[ \t]*,[ \t]*|[ \t]+и[ \t]+)(?:по-)?${TONE})*`;
const FOR_THE_AD = String.raw`(?:рекламата|видеото|клипът|клипа|текстът|текста|музиката)`;
// "Да звучи весело!", "рекламата да е кратка и ясна", "… за климатици да звучи весело монтаж на …": at a sentence's
// start any "да е/бъде/звучи/изглежда" with a tone; inside one only "звучи/изглежда" or the ad named ("цената да е
// ясна" is the owner's promise). (From the first of a run of spaces only: tried from each, a long run took seconds.)
const TONE_RE = new RegExp(
  String.raw`(^|[.!?…\n])[ \t]*(?:(?:искам|искаме|бих\s+искал[аи]?|желая|желаем)[ \t]+)?(?:${FOR_THE_AD}[ \t]+)?(?:да|нека)[ \t]+(?:звучи|бъде|е|изглежда)[ \t]+${TONES}[ \t]*[.!?]*|` +
    String.raw`(?<![ \t])[ \t]+(?:и[ \t]+)?(?:(?:${FOR_THE_AD}[ \t]+)?(?:да|нека)[ \t]+(?:звучи|изглежда)|${FOR_THE_AD}[ \t]+(?:да|нека)[ \t]+(?:бъде|е))[ \t]+${TONES}(?![\p{L}])([ \t]*[.!?]*)`,
  'giu',
);
const ASKED_FOR = '\uE000';
const SAID_NEXT = '\uE001';

/**
 * "Здравейте, искам реклама за моята фирма „Сондажи Петров“ от с. Труд …", "направете ми видео за цепене на дърва
 * …", "трябва ни реклама за климатици да звучи весело монтаж на климатик …": the owner's request to us and how the ad
 * should sound are no words of the ad. What the ad is for stays, as the owner's own sentence ("Фирма „Сондажи
 * Петров“ от с. Труд …", "Цепене на дърва …"), unless it is a bare noun said again in the brief ("…за моя мед. …
 * Акациев мед 9 €").
 */
function wordsToTheTool(text: string): string {
  if (!/(?:реклам|видео|клип|ролик|звучи|изглежда|да\s+е|бъде)/iu.test(text)) return text;
  let out = text
    .replace(TONE_RE, (_m, start: string | undefined, end: string | undefined) =>
      start !== undefined ? `${start}${SAID_NEXT}` : /[.!?]/.test(end ?? '') ? (end ?? '').trim() : `.${SAID_NEXT}`,
    )
    .replace(TO_THE_TOOL_RE, (_m, before: string) => `${before}${ASKED_FOR}`);
  // "моята фирма „…“" → "Фирма „…“"; "салона ми за маникюр" → "Салон за маникюр" (the noun said as a thing, not ours).
  out = out.replace(
    /\uE000(?:(?:моята|моя|моят|моето|моите|нашата|нашия|нашият|нашето|нашите)\s+)?(\p{L}+)(\s+(?:ми|ни)(?![\p{L}]))?/gu,
    (_m, noun: string, mine: string | undefined) =>
      ASKED_FOR +
      (!mine
        ? noun
        : /(?:[ая]та|[ое]то|ият)$/u.test(noun)
          ? noun.slice(0, -2)
          : /ия$/u.test(noun)
            ? noun.slice(0, -1)
            : /[^аеиоуъюя][ая]$/u.test(noun) && noun.length > 4
              ? noun.slice(0, -1)
              : noun),
  );
  // What is left of a request that named only its thing, said again in the brief, goes: "Мед преди зимата." when
  // "Акациев мед 9 €" follows.
  out = out.replace(/\uE000([^.!?\n\uE000]*)([.!?]+|\n|$)/gu, (m, said: string, end: string) => {
    const words = said.trim().split(/\s+/u).filter(Boolean);
    const head = (words[0] ?? '').toLocaleLowerCase('bg-BG').slice(0, 4);
    const again = head.length >= 3 && out.replace(m, ' ').toLocaleLowerCase('bg-BG').includes(head);
    return words.length === 0 || (words.length <= 3 && again)
      ? end === '\n'
        ? end
        : SAID_NEXT
      : `${SAID_NEXT}${said.trim()}${end}`;
  });
  return out
    .replace(/\uE001[ \t]*(\p{L})?/gu, (_m, c: string | undefined) => ` ${(c ?? '').toLocaleUpperCase('bg-BG')}`)
    .replace(/^[ \t.!?]+/u, '');
}

// Whom a relative writing for the owner names: "баща ми", "майка ми", "съпругът ми", "дъщеря ми" …
const RELATIVE_RE =
  /(^|[.!?…\n]\s*|\p{Extended_Pictographic}\uFE0F?\s*)(?<![\p{L}\d])(?:баща|татко|майка|мама|съпруг(?:ът)?|съпруга(?:та)?|мъж(?:ът)?|жена(?:та)?|брат|сестра|син|синът|дъщеря|дъщерята|дядо|баба|леля|чичо|вуйчо|свекър|свекърва|тъст|тъща|зет|снаха|снахата|приятел(?:ят|ката|ка)?)\s+ми(?:\s+(\p{L}+))?\s+(\p{Ll}+)(?![\p{L}])/iu;
// "…, казва се Георги.", "Казва се Надя", "името ѝ е Мария": the relative's name, said anywhere in the brief.
// (The comma and spaces before it are cut by hand: a pattern that opened with them tried every space of a long run.)
const NAMED_RE =
  /(?<=[\s,.!?])(?:казва\s+се|казват\s+(?:му|ѝ|й)|името\s+(?:му|ѝ|й)\s+е)\s+((?:г-жа|г-н|госпожа|господин|д-р|доктор|бай|леля|кака|чичо)\s+)?(\p{L}+)(?![\p{L}])/iu;
// The relatives spoken of as "she" ("Тя е медицинска сестра"); the rest as "he".
const SHE_RE =
  /^(?:майка|мама|съпруга(?:та)?|жена(?:та)?|сестра|дъщеря(?:та)?|баба|леля|свекърва|тъща|снаха(?:та)?|приятелка(?:та)?)$/iu;
// What a relative's owner does, said of them after the first deed ("… е учителка в пенсия и прави частни уроци"):
// the common verbs of a trade, and those that end as only verbs do ("ремонтира", "рисува").
const THIRD_PERSON_VERB_RE =
  /^(?:прави|гледа|ходи|има|дава|взима|взема|идва|работи|помага|учи|шие|пече|плете|готви|продава|предлага|поправя|чисти|пере|глади|подстригва|боядисва|изработва|води|кара|вози|доставя|отглежда|произвежда|преподава|превежда|подготвя|обучава|снима|пише|свири|строи|копае|сече|цепи|коси|оре|меси|мие|приготвя|обслужва|посещава|приема|сменя|точи|бере|вари|сади|кове|казва|отговаря|обича|иска|пътува|изпраща|взима|може|знае|\p{L}{3,}(?:ира|ува))$/iu;

/** "гледа" → "гледам", "прави" → "правя", "учи" → "уча", "шие" → "шия", "пече" → "пека"; undefined when unsure. */
function firstPerson(verb: string): string | undefined {
  const w = verb.toLocaleLowerCase('bg-BG');
  if (w === 'е') return 'съм';
  if (w.length < 3) return undefined;
  if (/[ая]$/u.test(w)) return `${w}м`;
  if (/[жчшщ]и$/u.test(w)) return `${w.slice(0, -1)}а`;
  if (/и$/u.test(w)) return `${w.slice(0, -1)}я`;
  if (/ие$/u.test(w)) return `${w.slice(0, -1)}я`;
  if (/че$/u.test(w)) return `${w.slice(0, -2)}ка`;
  if (/(?:те|де|ре|не|ше|же|ве)$/u.test(w)) return w === 'може' ? 'мога' : `${w.slice(0, -1)}а`;
  if (/ае$/u.test(w)) return `${w.slice(0, -1)}я`;
  return undefined;
}

/**
 * "баща ми Стефан има обущарска работилница …", "майка ми гледа деца у дома … казва се Надя": a brief a relative
 * writes for the owner is the owner's business said in the owner's words: the relative is no service, no name and
 * no line ("Предлагаме баща ми."), the person named signs ("Казвам се Стефан и имам обущарска работилница …") and
 * what they do is what the business does ("Гледам деца у дома …").
 */
function relativeAsOwner(text: string): string {
  const opening = RELATIVE_RE.exec(text.slice(0, 400));
  if (!opening) return text;
  const [whole, before, word, verb] = opening as unknown as [string, string, string | undefined, string];
  const given = (w: string | undefined) =>
    w &&
    (GIVEN_NAMES.has(w.toLocaleLowerCase('bg-BG')) ||
      (/^\p{Lu}\p{Ll}+$/u.test(w) && !TOWN_BY_LOWER.has(w.toLocaleLowerCase('bg-BG'))))
      ? upFirst(w.toLocaleLowerCase('bg-BG'))
      : undefined;
  // ("Баща ми Стефан има …": the name after the relative; otherwise the word there is the deed, "майка ми гледа …".)
  const inline = given(word);
  const deed = firstPerson(inline || !word ? verb : word);
  if (!deed) return text;
  const rest = inline || !word ? '' : ` ${verb}`;
  let after = text.slice(opening.index + whole.length);
  let name = inline;
  // ("… казва се г-жа Хасанова": the title a teacher or a doctor is called by is said with the name.)
  let title = '';
  const named = NAMED_RE.exec(after);
  if (named && given(named[2]) && (!name || given(named[2]) === name)) {
    name = given(named[2]);
    title = named[1] ? named[1].trim().toLocaleLowerCase('bg-BG') : '';
    const head = after.slice(0, named.index).trimEnd();
    after = (head.endsWith(',') ? head.slice(0, -1).trimEnd() : head) + after.slice(named.index + named[0].length);
  }
  // (A brief typed in one lower-case breath stays one, to be punctuated as such: "казвам се стефан имам …".)
  const breath = /^\p{Ll}/u.test(whole.slice(before.length)) && !/[.!?]\s*\S/u.test(text.trim());
  const up = (w: string) => (breath ? w : upFirst(w));
  // ("майка ми е учителка …": "съм" opens no sentence; "Аз съм учителка …".)
  const said = !name
    ? deed === 'съм'
      ? `${up('аз')} съм`
      : up(deed)
    : title
      ? `${up('аз')} съм ${title} ${name} и ${deed}`
      : breath && GIVEN_NAMES.has(name.toLocaleLowerCase('bg-BG'))
        ? `казвам се ${name.toLocaleLowerCase('bg-BG')} и ${deed}`
        : `${up('казвам')} се ${name} и ${deed}`;
  const relative = /^\S+/u.exec(whole.slice(before.length))![0];
  return `${text.slice(0, opening.index)}${before}${said}${rest}${ownersOwnWords(after, SHE_RE.test(relative), name, breath)}`;
}

/**
 * The rest of a relative's brief, said as the owner says it: "… е учителка в пенсия и прави частни уроци" goes on
 * "и правя частни уроци"; "Тя е медицинска сестра с 25 г. стаж." is "Аз съм медицинска сестра …" (an ad that says
 * «Аз съм Надя.» has no «тя»); "тел на мама: 0889 …" is "тел: 0889 …" and "обадете се на мама" calls the owner. Where
 * the verb cannot be said in the first person, the owner's name stands for "тя".
 */
function ownersOwnWords(after: string, she: boolean, name: string | undefined, breath: boolean): string {
  const lc = (w: string) => w.toLocaleLowerCase('bg-BG');
  const relative = String.raw`(?:баща|татко|майка|мама|съпруг(?:ът|а|ата)?|мъж(?:ът)?|жена(?:та)?|брат|сестра|син(?:ът)?|дъщеря(?:та)?|дядо|баба|леля|чичо|вуйчо)(?:\s+ми)?`;
  // (The first sentence only, to its stop: a long paste is read once.)
  const stop = /[.!?…](?=\s|$)|\n/u.exec(after);
  const first = stop ? after.slice(0, stop.index) : after;
  const goesOn = first.replace(
    // (From the "и" or the comma, never back from each of a run of spaces.)
    /((?:(?<![\p{L}\d])и|,)[ \t]+(?:(?:сега|вече|също|още|често)[ \t]+)?)(\p{Ll}+)(?!\p{L})/gu,
    (_m, lead: string, w: string) => lead + (THIRD_PERSON_VERB_RE.test(w) ? (firstPerson(w) ?? w) : w),
  );
  return (goesOn + after.slice(first.length))
    .replace(
      new RegExp(
        String.raw`(?<![\p{L}\d])((?:тел\.?|телефон(?:ът)?|номер(?:ът|а)?|gsm|моб\.?)[ \t]+)на[ \t]+${relative}(?![\p{L}])`,
        'giu',
      ),
      (_m, label: string) => label.trimEnd(),
    )
    .replace(
      new RegExp(
        String.raw`(?<![\p{L}\d])((?:обадете|обаждайте)\s+се|звънете|звъннете|звънни|звъни|пишете|питайте)[ \t]+(?:на|за)[ \t]+${relative}(?![\p{L}])(?=([ \t]*[+\d])?)`,
        'giu',
      ),
      (_m, call: string, phone: string | undefined) => (name ? `${call} на ${name}` : phone ? `${call} на` : call),
    )
    .replace(
      new RegExp(
        // (…anywhere in a line typed in one breath: "… в Пловдив тя е сладкар …".)
        String.raw`(^|[.!?…]\s+|\n\s*${breath ? '|(?<![\\p{L}\\d])' : ''})(${she ? 'тя' : 'той'}|${relative})((?:\s+(?:също|вече|още|сега|и|не|ще))*)\s+(\p{Ll}+)(?![\p{L}])(?:(\s+да\s+)(\p{Ll}+)(?![\p{L}]))?`,
        'giu',
      ),
      (m, lead: string, _who: string, also: string, verb: string, da: string | undefined, then: string | undefined) => {
        const said = firstPerson(verb);
        const next = da ? `${da}${firstPerson(then!) ?? then}` : '';
        if (!said) return name ? `${lead}${name}${m.slice(lead.length + _who.length)}` : m;
        const words = also.trim() ? also.trim().split(/\s+/u) : [];
        // "Тя е …" is "Аз съм …"; "Тя вече е …" is "Вече съм …"; "Тя прави …" is "Правя …", "Тя може да ушие" "Мога да ушия".
        const out = words.length ? [...words, said] : said === 'съм' ? ['аз', said] : [said];
        return `${lead}${breath ? lc(out.join(' ')) : upFirst(lc(out.join(' ')))}${next}`;
      },
    );
}

// "Кои сме ние? Бижутерия … Какво предлагаме? Поправка на бижута … Колко струва? Гравиране от 15 €": the headings
// of a brief typed as questions and answers are the owner's form, not their words to the customer (never a hook);
// the answers are read as the sentences they are. Only a question about the business itself, followed by its answer.
const QA_HEADING_RE = new RegExp(
  `(^|[.!?…\\n]|\\p{Extended_Pictographic}\\uFE0F?)[ \\t]*(?<![\\p{L}\\d])(?:${[
    'ко(?:и|й|я)\\s+(?:сме|съм|е)(?:\\s+(?:ние|аз|тя|той))?',
    'какво\\s+(?:(?:ви\\s+)?(?:предлагаме|предлагам|предлага|правим|правя|прави)|включва|получавате|ще\\s+получите)',
    'колко\\s+(?:струва|струват|ще\\s+ви\\s+струва|е\\s+цената)',
    '(?:каква\\s+е\\s+)?(?:цена|цената|цени|цените)',
    'за\\s+кого(?:\\s+(?:е|са|сме))?',
    'къде(?:\\s+(?:сме|съм|се\\s+намираме|ни\\s+намирате|да\\s+ни\\s+намерите|работим|работя))?',
    'кога(?:\\s+(?:работим|работя|сме\\s+отворени))?',
    'защо\\s+(?:точно\\s+)?(?:ние|нас|мен|да\\s+(?:изберете|ни\\s+изберете|ме\\s+изберете)(?:\\s+(?:нас|мен))?)',
    'как\\s+(?:работим|работя|да\\s+(?:се\\s+запишете|ни\\s+намерите|поръчате|се\\s+свържете(?:\\s+с\\s+нас)?))',
    '(?:контакт|контакти|телефон|адрес|услуги|работно\\s+време)',
  ].join('|')})[ \\t]*\\?+[ \\t]*:?(?=\\s*[\\p{L}\\d+„"])`,
  'giu',
);

// A field's label as a listing on OLX or Facebook Marketplace types it: "Цена: от 25 €", "Локация: Перник", "Тел: 0877 …".
const PRICE_FIELD_RE = /^(?:цена|цени|цената|цените)$/iu;
const PLACE_FIELD_RE = /^(?:локация|местоположение|местонахождение|адрес|район|град|населено място)$/iu;
const PHONE_FIELD_RE = /^(?:тел|телефон|gsm|моб|мобилен|инфо|информация|контакт|контакти|за контакт|връзка)$/iu;
const OTHER_FIELD_RE =
  /^(?:доставка|състояние|наличност|работно време|количество|размер|размери|порода|възраст|марка|модел)$/iu;
const FIELD_LABEL_RE = new RegExp(
  // (A run of spaces is tried from its start only, and never twice around the stop: a paste of 20,000 spaces after a
  // word took seconds.)
  `(?<![ \\t])([ \\t]*)(?<![\\p{L}\\d])(${[PRICE_FIELD_RE, PLACE_FIELD_RE, PHONE_FIELD_RE, OTHER_FIELD_RE]
    .map((re) => re.source.slice(4, -2))
    .join('|')})[ \\t]*(?:\\.[ \\t]*)?:[ \\t]*(?=\\S)`,
  'giu',
);

// The fields of a brief typed as a form ("Име: Габи\nГрад: …\nУслуга: …\nЦена: …\nТел: …") a listing has no label for:
// who, what they do and where.
const NAME_FIELD_RE = /^(?:име|имена|име и фамилия|име на (?:фирмата|бизнеса|обекта)|фирма|наименование)$/iu;
const TRADE_FIELD_RE = /^(?:услуга|услуги|дейност|професия|специалност|вид услуга|занимание)$/iu;
const TOWN_FIELD_RE = /^(?:град|населено място|локация|местоположение|местонахождение|район)$/iu;
const FORM_LABEL_RE = new RegExp(
  // (A run of spaces is tried from its start only: see FIELD_LABEL_RE.)
  `(^|\\n|[;|])(?<![ \\t])[ \\t]*(${[
    NAME_FIELD_RE,
    TRADE_FIELD_RE,
    TOWN_FIELD_RE,
    PRICE_FIELD_RE,
    PHONE_FIELD_RE,
    OTHER_FIELD_RE,
    /^(?:адрес|имейл|email|e-mail|сайт|уебсайт|фейсбук|facebook|инстаграм|instagram|работно време|описание)$/iu,
  ]
    .map((re) => re.source.slice(4, -2))
    .join('|')})[ \\t]*:[ \\t]*(?=[^\\s])`,
  'giu',
);

/**
 * "Име: Габи\nГрад: Стара Загора и селата около нея\nУслуга: фризьор с посещение по домовете (подстригване, …)\nЦена:
 * …\nТел: …": a brief typed as a form says no label («услуга: фризьор …»), and reads each field for what it is: the
 * name is the name ("Габи."), the service is what the business does, said with the town where it is done ("Фризьор с
 * посещение по домовете в Стара Загора и селата около нея (подстригване, …)."); the price and the phone are read as a
 * listing's are. A name or a service labelled so outside a form is read the same.
 */
function formFields(text: string): string {
  if (!/(?:име|имена|фирма|наименование|услуг|дейност|професия|специалност|занимание)[ \t]*:/iu.test(text)) return text;
  const fields = [...text.matchAll(FORM_LABEL_RE)].map((m) => ({
    label: m[2]!.toLocaleLowerCase('bg-BG'),
    at: m.index + m[1]!.length,
    from: m.index + m[0].length,
  }));
  const kind = (label: string) =>
    NAME_FIELD_RE.test(label)
      ? 'name'
      : TRADE_FIELD_RE.test(label)
        ? 'trade'
        : TOWN_FIELD_RE.test(label)
          ? 'town'
          : 'other';
  if (!fields.some((f) => kind(f.label) === 'name' || kind(f.label) === 'trade')) return text;
  const parts = fields.map((f, k) => ({
    kind: kind(f.label),
    typed: text.slice(f.at, fields[k + 1]?.at ?? text.length),
    value: text
      .slice(f.from, fields[k + 1]?.at ?? text.length)
      .replace(/[\s,;|]+$/u, '')
      .trim(),
  }));
  const head = text.slice(0, fields[0]!.at);
  const form = parts.length >= 3;
  const trade = form ? parts.find((p) => p.kind === 'trade') : undefined;
  const town = form ? parts.find((p) => p.kind === 'town') : undefined;
  // The town goes with the service, before its list: "Фризьор с посещение по домовете в Стара Загора (…)".
  const where =
    town && /^(?:\p{Lu}|(?:с|гр|кв)\.|село|град|квартал)/u.test(town.value) && !/^(?:ул|бул)\./u.test(town.value)
      ? `${/^[ВвФф]/u.test(town.value) ? 'във' : 'в'} ${town.value}`
      : '';
  const cut = trade && where ? /\s+[(–—-]|:|$/u.exec(trade.value) : null;
  const merged = !!cut && (cut.index < trade!.value.length || !trade!.value.includes(','));
  const end = (s: string) => (/[.!?…]$/u.test(s) ? s : `${s}.`);
  // Each field a line of its own, as a form is typed ("Име: Вики; Град: …" too).
  const said = parts.flatMap((p) => {
    if (p.kind === 'name') return [end(upFirst(p.value))];
    if (p.kind === 'trade') {
      const v =
        merged && p === trade ? `${p.value.slice(0, cut!.index)} ${where}${p.value.slice(cut!.index)}` : p.value;
      return [end(upFirst(v))];
    }
    if (p === town && merged) return [];
    return [p.typed.replace(/[\s;|,]+$/u, '')];
  });
  const lead = head.replace(/[ \t;|]+$/u, '');
  return `${lead}${lead && !lead.endsWith('\n') ? '\n' : ''}${said.join('\n')}${/\s*$/u.exec(text)![0]}`;
}

/**
 * "… без чакане Цена: к-т … от 35 € Локация: Варна Тел: 0899 …": a post copied from a listing reads each of its
 * fields for what it is, and no label is said: the price is a sentence of its own ("Цени от 25 € до 70 €."), the
 * place is where ("Във Варна и к.к. Златни пясъци."), the phone is the call ("Тел. 0899 …").
 */
function listingFields(text: string): string {
  return text
    .replace(FIELD_LABEL_RE, (m, space: string, label: string, at: number) => {
      const word = label.trim();
      // (Only the few characters either side are read: a long paste of labels is read in linear time.)
      const before = text.slice(Math.max(0, at - 12), at);
      const after = text.slice(at + m.length, at + m.length + 240);
      // (A label in lower case inside a sentence, "… и доставка: безплатна", is the owner's own words.)
      const opens = /[.!?\n\p{Extended_Pictographic}\uFE0F]\s*$/u.test(before) || (at <= 12 && /^\s*$/u.test(before));
      if (!opens && !/^\p{Lu}/u.test(word)) return m;
      const lead = opens || /[,;:]$/u.test(before) ? space : '. ';
      if (PRICE_FIELD_RE.test(word)) {
        if (/^(?:от|до)\s/iu.test(after)) return `${lead}Цени `;
        if (/^\d/u.test(after)) return `${lead}Цена `;
        // ("Цена: к-т къпане + подстригване от 35 €": what is priced, then its price.)
        if (/^[^.!?\n]*?\d\s?(?:€|евро|лв|лева|eur)(?!\p{L})/iu.test(after)) return `${lead}\u0001`;
        return `${lead}Цената е `;
      }
      if (PLACE_FIELD_RE.test(word)) {
        if (/^(?:ул\.|бул\.|улица|булевард)/iu.test(after)) return `${lead}На `;
        if (/^(?:с\.|село|гр\.|град|кв\.|ж\.к|жк|к\.к|кк)/iu.test(after)) return `${lead}В `;
        if (/^\p{Lu}/u.test(after)) return `${lead}${/^[ВвФф]/u.test(after) ? 'Във' : 'В'} `;
        return m;
      }
      if (PHONE_FIELD_RE.test(word)) return `${lead}Тел. `;
      return `${lead}${upFirst(word)} `;
    })
    .replace(/\u0001(\p{L})?/gu, (_m, c: string | undefined) => (c ?? '').toLocaleUpperCase('bg-BG'));
}

// The number a count is in: "1 бр." is "1 брой", "20 бр." is "20 броя".
const countWord = (n: string) => (/^1$/u.test(n) ? 'брой' : 'броя');

/**
 * Abbreviations owners type, said and shown as a Bulgarian voice reads them: "к-т" (комплект), "1,20 € бр."
 * ("1,20 € бройката"), "над 20 бр." ("над 20 броя"), "3 хил." ("3 хиляди"), "вкл." ("включено", "включително"),
 * "12 г. опит" ("12 години опит"). An abbreviation's stop that ended a sentence still ends it.
 */
function typedAbbreviations(text: string): string {
  // (The stop stays where the sentence ends: before a capital, an emoji, a line's end or the brief's.)
  // (What follows is read a few characters far: a long paste is read in linear time.)
  const stopIf = (rest: string) => (/^\s*(?:$|\n|[\p{Lu}\p{Extended_Pictographic}„"«])/u.test(rest) ? '.' : '');
  return (
    text
      .replace(/(?<!\p{L})([кК])-т(?!\p{L})/gu, (_m, k: string) => (k === 'К' ? 'Комплект' : 'комплект'))
      // ("1,20 € бр.", "6 лв/бр.": the price of one.)
      .replace(
        /(\d\s?(?:€|евро|лв\.?|лева))\s*(?:\/\s*|\s)бр(\.?)(?!\p{L})(?=([\s\S]{0,3}))/gu,
        (_m, price: string, dot: string, _r: string, at: number, all: string) =>
          `${price} бройката${dot ? stopIf(all.slice(at + _m.length, at + _m.length + 40)) : ''}`,
      )
      .replace(
        /(?<![\d.,])(\d+)\s?бр(\.?)(?!\p{L})/gu,
        (m, n: string, dot: string, at: number, all: string) =>
          `${n} ${countWord(n)}${dot ? stopIf(all.slice(at + m.length, at + m.length + 40)) : ''}`,
      )
      .replace(
        /(?<![\d.,])(\d+)\s?хил\.(?!\p{L})/gu,
        (m, n: string, at: number, all: string) =>
          `${n === '1' ? '1 хиляда' : `${n} хиляди`}${stopIf(all.slice(at + m.length, at + m.length + 40))}`,
      )
      // ("с 12 г. опит", "деца до 6 г.", "30г опит", "деца до 7г": years, not grams.)
      .replace(
        /(?<![\d.,])(\d{1,2})\s?г\.?(?=\s+(?:опит|стаж|практика|гаранция)(?!\p{L}))/gu,
        (_m, n: string) => `${n} ${n === '1' ? 'година' : 'години'}`,
      )
      .replace(
        /((?:деца|дете|децата)\s+(?:до|от|над)\s+)(\d{1,2})\s?г(\.?)(?!\p{L})/giu,
        (m, lead: string, n: string, dot: string, at: number, all: string) =>
          `${lead}${n} ${n === '1' ? 'година' : 'години'}${dot ? stopIf(all.slice(at + m.length, at + m.length + 40)) : ''}`,
      )
      // ("доставка вкл. до 50 км": included, agreeing with what is; "280 € вкл. ДДС": including.)
      .replace(/вкл\.(?<=(\p{L}+|[\d€])\s?вкл\.)(?=(\s*)(\p{L}*))/gu, (_m, prev: string, _sp: string, next: string) => {
        if (next && !/^(?:до|в|във|на|за|при|над|и)$/u.test(next)) return 'включително';
        if (/[\d€]$/u.test(prev) || !/\p{L}{3,}$/u.test(prev)) return 'включително';
        return /[ая]$/u.test(prev)
          ? 'включена'
          : /[еоу]$/u.test(prev)
            ? 'включено'
            : /и$/u.test(prev)
              ? 'включени'
              : 'включен';
      })
  );
}

// (…and the places abroad a travel agency or a carrier goes to: "ЕКСКУРЗИИ ДО ИСТАНБУЛ".)
// (…and the towns over the border a carrier or a taxi goes to: "в русе и гюргево", "от видин до калафат".)
export const ABROAD =
  'Истанбул Одрин Солун Атина Букурещ Белград Скопие Охрид Виена Рим Париж Лондон Дубай Гърция Турция Румъния Сърбия Македония Италия Испания Германия Австрия Европа Египет Кипър Гюргево Калафат Крайова Констанца Тулча Кавала Ксанти Драма Серес Ниш Пирот';
const PLACE_NAMES = new Set([...TOWNS, ...RESORTS, ...ABROAD.split(' ')].map((t) => t.toLocaleLowerCase('bg-BG')));

/** Every town and resort of two words or more, by its lower-case spelling with one letter blanked. */
let placeByTypo: Map<string, string> | undefined;
function placesByTypo(): Map<string, string> {
  if (placeByTypo) return placeByTypo;
  const keys = new Map<string, string>();
  for (const place of [...TOWNS, ...RESORTS]) {
    const p = place.toLocaleLowerCase('bg-BG');
    if (!/\s/u.test(p)) continue;
    for (let i = p.indexOf(' ') + 1; i < p.length; i++) {
      const key = `${p.slice(0, i)}?${p.slice(i + 1)}`;
      keys.set(key, keys.has(key) && keys.get(key) !== place ? '' : place);
    }
  }
  placeByTypo = keys;
  return keys;
}
const PLACE_BY_LOWER = new Map([...TOWNS, ...RESORTS].map((p) => [p.toLocaleLowerCase('bg-BG'), p]));
const DISTRICT_NAMES = new Set(DISTRICTS.map((d) => d.name.toLocaleLowerCase('bg-BG').split(/\s+/)[0]!));
const PLACE_CUE_RE =
  /(?<![\p{L}])((?:в|във|от|край|около|до|гр\.|град|с\.|село)\s*)(\p{Lu}\p{Ll}{3,})((?:\s+\p{Ll}{3,})?)(?![\p{L}])/gu;

/**
 * "в Руссе", "в Габровво", "около с. Широка лъкъ": a town typed with a letter doubled, or a place of two words with one
 * letter of its second word wrong, after the word that says where, is that place ("Русе", "Габрово", "Широка лъка").
 * Nothing looser: the villages a one-letter change would also fit ("Осеново", "Ряхово") are not in the gazetteer.
 */
function placeTypos(text: string): string {
  return text.replace(PLACE_CUE_RE, (m, cue: string, first: string, second: string) => {
    const f = first.toLocaleLowerCase('bg-BG');
    const two = `${f}${second.toLocaleLowerCase('bg-BG')}`;
    if (second && !PLACE_NAMES.has(two))
      for (let i = f.length + 1; i < two.length; i++) {
        const place = placesByTypo().get(`${two.slice(0, i)}?${two.slice(i + 1)}`);
        if (place) return `${cue}${place}`;
      }
    if (PLACE_NAMES.has(f) || GIVEN_NAMES.has(f) || DISTRICT_NAMES.has(f)) return m;
    // A letter typed twice: "Руссе", "Габровво".
    const once = f.replace(/(\p{L})\1/gu, '$1');
    const place = once !== f && PLACE_BY_LOWER.get(once);
    return place ? `${cue}${place}${second}` : m;
  });
}
// Little words an owner typing in capitals still means in lower case ("ЗА СТУДЕНТИ", "В ЦЕНТЪРА").
const LITTLE_WORDS = new Set(
  'в във на за и с със от до по при към над под без или но а да не ще се си ни ви ги го ме ли до е са съм сме ден дни час кг км кв м бр лв ул бул гр с тел цена нощ път'.split(
    ' ',
  ),
);

// The words of a call ("ЗВЪНЕТЕ", "ЗА ПОРЪЧКИ", "ТЕЛ"): no name signs with them.
const CALL_WORD_RE = /^(?:звън|обад|пиш|тел|gsm|моб|поръч|резерв|информ|запиш|контакт)/u;
// Words that end a brief after its phone without signing it: "… 0888 123 456 ВСЕКИ ДЕН", "… ДЕНОНОЩНО".
const SIGN_OFF_RE =
  /^(?:всеки|всяка|всяко|денонощно|работим|само|без|сега|днес|веднага|очакваме|чакаме|благодарим|viber|вайбър)$/u;

// Acronyms of three letters with a vowel in them, as a brief in capitals writes them.
const ACRONYMS = new Set('НАП КАТ БАН ВИК ЕАД ООД ЕГН ЕИК АЕЦ ТЕЦ ЛЕД СПА БАБ ЕЛК'.split(' '));

/**
 * "ФИТНЕС ЗАЛА ТИТАН ПЛЕВЕН МЕСЕЧНА КАРТА 35 ЕВРО": a brief typed in capitals is read in sentence case, as
 * if typed so ("Фитнес зала Титан Плевен месечна карта 35 евро"): a sentence's first word, a town, the word
 * after a business's noun (its name), after "с."/"гр." and inside quotes keep their capital; other short
 * words in capitals are acronyms ("СПА", "ЕТ", "BMW") and stay as typed.
 */
// The unit a price is counted in, after "на" or "за": "кв.м", "час", "брой", "линеен метър", "човек".
const PRICE_UNIT_WORD_RE =
  /^(?:кв|квадрат\p{L}*|час|брой|бройка|бр|кг|килограм|м|метър|метра|линеен|л|литър|ден|денонощие|нощ|нощувка|човек|глава|декар|дка|км|километър|курс|тон|куб|кубик|кубичен|пакет|сесия|посещение|месец|седмица|двама|двойка|чифт|комплект)$/u;

function unshout(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((c) => /\p{Lu}/u.test(c)).length;
  if (letters.length < 15 || upper < letters.length * 0.7) return text;
  const lc = (w: string) => w.toLocaleLowerCase('bg-BG');
  const cap = (w: string) => w.charAt(0) + lc(w.slice(1));
  const tokens = text.split(/(\p{L}[\p{L}'’-]*)/u);
  // ("… 0899 77 66 55 - КАЗАНА НА ДОНЧО": up to four words after the last phone, ending the brief, sign it.)
  const lastPhone = [...text.matchAll(/(?:\+359|(?<!\d)0)(?:[\s/-]?\d){8,9}(?!\d)/gu)].at(-1);
  const tail = lastPhone
    ? /^\s*[,–—-]?\s*(\p{L}+(?:\s+\p{L}+){0,3})\s*[.!]?\s*$/u.exec(text.slice(lastPhone.index! + lastPhone[0].length))
    : null;
  const tailWord = tail ? lc(tail[1]!.split(/\s+/)[0]!) : '';
  const signedFrom =
    tail && !LITTLE_WORDS.has(tailWord) && !CALL_WORD_RE.test(tailWord) && !SIGN_OFF_RE.test(tailWord)
      ? text.length - tail[0].length + tail[0].indexOf(tail[1]!)
      : Infinity;
  // ("ГРАВИРАНЕ НА СТЪКЛО КРИСТАЛ - ГАБРОВО", "ДЕЗИНСЕКЦИЯ ЧИСТ ДОМ - …", "ХОТЕЛ ЗА КУЧЕТА ЛАПИЧКА - С. ЛОЗЕН": the
  // words after the opening service or business noun, before the dash, are its name.)
  const opening = /^([^.!?\n–—]*?)\s[–—-]\s/u.exec(text)?.[1] ?? '';
  const openWords = [...opening.matchAll(/\p{L}[\p{L}'’-]*/gu)];
  const head = lc(openWords[0]?.[0] ?? '');
  const phraseEnd =
    /^(?:на|за)$/u.test(lc(openWords[1]?.[0] ?? '')) && openWords.length > 3 ? 3 : openWords.length > 1 ? 1 : 0;
  const namedOpening =
    phraseEnd &&
    (/(?:не|ние|ция|зия)$/u.test(head) || BUSINESS_NOUNS.has(head)) &&
    openWords.length - phraseEnd <= 3 &&
    // ("ЧИСТЕНЕ НА ОФИС ПРОЗОРЦИ С АЛПИНИСТИ": a name has no preposition or unit inside.)
    openWords.slice(phraseEnd).every((w) => !LITTLE_WORDS.has(lc(w[0])))
      ? [openWords[phraseEnd]!.index!, opening.length]
      : [Infinity, Infinity];
  // ("РЕЗЕРВНИ ЧАСТИ ЗА ТРАКТОРИ - АГРОЧАСТ ГР. ПОПОВО": one or two words after the opening's dash, before the town's
  // "ГР." or the village's "С.", are who sells it.)
  const afterDash =
    /^([^.!?\n–—]*?\s[–—-]\s+)(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)(?=,?\s+(?:(?:ГР|С)\.|(?:ГРАД|СЕЛО)\s))/u.exec(
      text,
    );
  const dashNamed =
    afterDash &&
    afterDash[1]!.trim().split(/\s+/).length > 2 &&
    afterDash[2]!.split(/\s+/).every((w) => !LITTLE_WORDS.has(lc(w)) && !PLACE_NAMES.has(lc(w)))
      ? [afterDash[1]!.length, afterDash[0].length]
      : [Infinity, Infinity];
  // ("РЕМОНТ НА ПЕРАЛНИ И ХЛАДИЛНИЦИ ТЕХНО СЕРВИЗ ВАРНА …": one or two words after the opening
  // business or service and what it is for, before the town or the village, are its name; the thing it is for reads
  // on only with its "И". (Not before "КВ.": a quarter and then the town are read as the service, "Люлин София …".)
  const forWhat =
    /^(\p{L}+\s+(?:ЗА|НА)\s+\p{L}+(?:\s+И\s+\p{L}+)?\s+)(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)\s+(?:(?:ГР|С)\.|(?:ГРАД|СЕЛО)\s|(\p{L}+))/u.exec(
      text,
    );
  const forHead = lc(forWhat?.[1]!.split(/\s+/)[0] ?? '');
  const forNamed =
    forWhat &&
    (/(?:не|ние|ция|зия)$/u.test(forHead) || BUSINESS_NOUNS.has(forHead) || forHead === 'ремонт') &&
    (!forWhat[3] || PLACE_NAMES.has(lc(forWhat[3]))) &&
    forWhat[2]!.split(/\s+/).every((w) => !LITTLE_WORDS.has(lc(w)) && !PLACE_NAMES.has(lc(w)) && !/\d/u.test(w))
      ? [forWhat[1]!.length, forWhat[1]!.length + forWhat[2]!.length]
      : [Infinity, Infinity];
  let at = 0;
  let previous = '';
  let sentenceStart = true;
  // (The sentence's first word and how many words it has had so far.)
  let opener = '';
  let sentenceWords = 0;
  let quoted = false;
  let cued = false;
  for (let i = 1; i < tokens.length; i += 2) {
    const word = tokens[i]!;
    const before = tokens[i - 1]!;
    // ("… НА ПОЧИВКА. 15 € НА НОЩ": a sentence opened by a number or a price has already started.)
    if (
      /[.!?\n]/.test(before) &&
      // ("ПРЕГЛЕД 20 ЛВ., ПРИ РЕМОНТ …": an abbreviation's stop before a comma ends no sentence.)
      !/^\.\s*[,;:]/u.test(before) &&
      !/(?:^|\s)(?:ул|бул|гр|с|тел|кв|ж\.к|св)\.\s*$/iu.test(`${previous}${before}`) &&
      !/[.!?\n][^.!?\n]*[\d€$%]/u.test(before) &&
      // ("ОТ 180 ЛВ. НА КВ.М": the unit a price is counted in goes on with it; "25 ЛВ. ЗА ПОРЪЧКИ …" ends.)
      !(lc(previous) === 'лв' && /^(?:на|за)$/u.test(lc(word)) && PRICE_UNIT_WORD_RE.test(lc(tokens[i + 2] ?? ''))) &&
      // ("1000 БР. ВИЗИТКИ ЗА 45 ЛВ": the count's "бр." goes on to what is counted; "10 БР. ЗВЪНЕТЕ" ends.)
      !(lc(previous) === 'бр' && /\d\s*$/u.test(tokens[i - 3] ?? '') && !CALL_WORD_RE.test(lc(word)))
    )
      sentenceStart = true;
    // (A straight quote opens only right before its word: the one after "ЗАКЛЮЧЕНИ" closes it.)
    if (/[„«]|"$/.test(before)) quoted = true;
    const after = tokens[i + 1] ?? '';
    const lower = lc(word);
    const next = tokens[i + 2] ? lc(tokens[i + 2]!) : '';
    const isPlace =
      PLACE_NAMES.has(lower) || PLACE_NAMES.has(`${lower} ${next}`) || PLACE_NAMES.has(`${lc(previous)} ${lower}`);
    // (A price after it is what the thing costs, "КАРТА 35 ЕВРО"; a phone signs the name, "АГЕНЦИЯ ЧАЙКА 052 …".)
    // ("ПЧЕЛАР ДИМО 0878 …", "ВИЗБА СТАРАТА ЛОЗА 0888 …": the words after a sentence's first, signing before the
    // phone, are a name too; "ЗА ПОРЪЧКИ 0888", "ЗВЪНЕТЕ СЕГА 0888" are the call.)
    const beforePhone = /^\s*(?:0|\+359)\d{2,}/.test(after);
    const signing =
      sentenceWords >= 1 &&
      sentenceWords <= 2 &&
      !LITTLE_WORDS.has(lc(opener)) &&
      !CALL_WORD_RE.test(lc(opener)) &&
      !CALL_WORD_RE.test(lower) &&
      !BUSINESS_NOUNS.has(lower) &&
      !/^(?:сега|днес|веднага)$/u.test(lower) &&
      /^(?:\s+\p{L}[\p{L}'’-]*)?\s*(?:0|\+359)\d{2,}/u.test(tokens.slice(i + 1, i + 5).join(''));
    // ("КАФЕ-СЛАДКАРНИЦА СЛАДКО КЪТЧЕ": the last part of a joined noun is the business's.)
    const named =
      (BUSINESS_NOUNS.has(lc(previous).split('-').pop()!) || signing) &&
      !/[,.:;!?–—-]/.test(before) &&
      !LITTLE_WORDS.has(lower) &&
      (!/\d/.test(after.slice(0, 2)) || beforePhone || signing);
    // ("с. ГОРНО ЯБЪЛКОВО": a village's two words; "С ХОТЕЛ" is "with a hotel".)
    const cue =
      (/^(?:с|гр)$/u.test(lc(previous)) && /^\./.test(before)) ||
      /^(?:село|град)$/u.test(lc(previous)) ||
      (cued &&
        !/[,.:;!?–—-]/.test(before) &&
        !LITTLE_WORDS.has(lower) &&
        !/^\p{Ll}/u.test(tokens[i - 2] ?? '') &&
        // ("С. БИСТРИЦА ОБЛ. СОФИЯ": an abbreviation after the village is no second word of its name.)
        !/^\./.test(after));
    cued = (/^(?:с|гр)$/u.test(lc(previous)) && /^\./.test(before)) || /^(?:село|град)$/u.test(lc(previous));
    // ("ДДС", "НАП", "ЕТ" stay; "БУК И ДЪБ", "ПЧЕЛЕН МЕД" are words: a Cyrillic three letters with a vowel.)
    // ("30 Х 40 СМ", "5 КГ", "2 Ч": a unit or a times sign after a number is lower case; "СВ. ЛУКА" is "Св. Лука".)
    const unit = /\d\s*$/.test(before) && word.length <= 3 && /^\s*(?:[\s\d.,/)]|$)/.test(after);
    const saint =
      (/^(?:СВ|СВЕТИ|СВЕТА)$/u.test(word) && /^\.?\s+\p{Lu}/u.test(`${after}${tokens[i + 2] ?? ''}`)) ||
      (/^(?:СВ|СВЕТИ|СВЕТА)$/u.test(previous) && /^\.?\s+$/u.test(before));
    const acronym =
      !unit &&
      !saint &&
      word.length <= 3 &&
      !LITTLE_WORDS.has(lower) &&
      !sentenceStart &&
      (word.length <= 2 || ACRONYMS.has(word) || !/[АЪОУЕИЮЯ]/u.test(word) || !/^\p{Script=Cyrillic}+$/u.test(word));
    // ("КОМИНОЧИСТАЧ ИВАН С. БИСТРИЦА …": a first name after the person's trade that opens the brief, before a
    // village, a town, a dash or the phone.)
    const titled =
      sentenceWords === 1 &&
      /^\p{L}{4,}(?:АЧ|АР|ЯР|ЕР|ЬОР|ИСТ|ТЕЛ|ОГ|ГРАФ|ДЖИЯ)$/u.test(previous) &&
      /^\p{Lu}{3,12}$/u.test(word) &&
      !LITTLE_WORDS.has(lower) &&
      (PLACE_NAMES.has(next) || /^(?:с|гр|село|град)$/u.test(next) || /^\s*(?:[,|–—-]|(?:0|\+359)\d)/u.test(after));
    // ("КОМИНИ СТОЙЧЕВ ГАБРОВО - …", "ГУМИ ТОДОРОВ, …": a surname after the trade's word, before a town, a dash
    // or the phone, is the name's; an adjective in -ов goes before its noun, "ЛИПОВ МЕД".)
    const surname =
      sentenceWords >= 1 &&
      !LITTLE_WORDS.has(lc(previous)) &&
      /^\p{Lu}{3,}(?:ОВ|ЕВ|ОВА|ЕВА|ОВИ|ЕВИ)$/u.test(word) &&
      (PLACE_NAMES.has(next) || /^\s*(?:[,|–—-]|$|(?:0|\+359)\d)/u.test(after));
    at += before.length;
    const signed =
      (at >= signedFrom ||
        (at >= namedOpening[0]! && at < namedOpening[1]!) ||
        (at >= dashNamed[0]! && at < dashNamed[1]!) ||
        (at >= forNamed[0]! && at < forNamed[1]!)) &&
      !LITTLE_WORDS.has(lower);
    at += word.length;
    tokens[i] =
      acronym || /\p{Ll}/u.test(word)
        ? word
        : sentenceStart || isPlace || named || cue || quoted || signed || saint || surname || titled
          ? cap(word)
          : lower;
    if (/[“”"»]/.test(after)) quoted = false;
    if (sentenceStart) opener = word;
    sentenceWords = sentenceStart ? 1 : sentenceWords + 1;
    previous = word;
    sentenceStart = false;
  }
  return tokens.join('');
}

/** A description pasted as JSON (e.g. a previous answer) is read as its string values. */
function fromJsonLooking(text: string): string {
  const t = text.trim();
  if (!/^[[{]/.test(t)) return text;
  try {
    const values: string[] = [];
    const walk = (v: unknown, depth: number) => {
      if (depth > 5 || values.length > 200) return;
      if (typeof v === 'string') values.push(v.trim().replace(/[.!?]?$/, '.'));
      else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
      else if (v && typeof v === 'object') Object.values(v).forEach((x) => walk(x, depth + 1));
    };
    walk(JSON.parse(t), 0);
    return values.length ? values.join('\n') : text;
  } catch {
    return text.replace(/[{}[\]"]+/g, ' ').replace(/\s*,\s*\n/g, '\n');
  }
}

// "… още 45 лв. инстаграм @…", "… роял от 350 лв. специални колани …", "… 40 лв на кв.м. безплатна проба …": after a
// price's stop, typed in lower case, a word that is no preposition and no unit of the price starts the owner's next
// sentence. "25 лв. на урок", "15 лв. буркан от 900 г", "8 лв. чифта", "60 лв. месечно", "45 лв. вместо 70 лв.",
// "5 лв. доплащане", "38 лв. цял за 4 души" and "20 лв. всеки вторник" read on, and so do a site, "www.roma.bg", and
// an address, "ул. Ботев 22". ("… 60 лв. всяка 5-та мивка безплатно!" is a bonus of its own, and "по случай 8 март"
// a promotion's.)
export const AFTER_PRICE_STOP_RE =
  /(?<=(?:\d\s?(?:лв|лева|€|евро)|(?<!\p{L})(?:кв\.\s?м|м2|м²))\.)[ \t]+(?=\p{Ll})(?![\p{L}\d-]*[.@/][\p{L}\d]|(?:ул|бул|пл|кв|жк|гр|с|тел|обл|общ)\.)(?!(?:на|за|в|във|до|от|с|със|без|при|по(?!\s+случай)|и|или|а|но|плюс|вместо|срещу|след|преди|само|доплащане|допълнително|отгоре|цял|цяла|цяло|вкл|включ\p{L}*|общо|ддс|всеки|всяк[аои](?!\s+(?:\d|втор|трет|четвърт|пет|шест|седм|осм|девет|десет))|бр|брой|броя|бройка|бройката|чифт|чифта|кутия|кутията|буркан|буркана|пакет|пакета|комплект|комплекта|парче|парчето|порция|порцията|кг|килограм|килограма|литър|литъра|л|метър|метъра|линеен|м|кв|км|час|часа|ден|нощ|нощувка|месец|месечно|годишно|дневно|седмично|човек|сесия|урок|кубик|кубика|тон|тона|торба|чувал|чувала|декар|дка)(?!\p{L}))/u;

const AFTER_PRICE_STOP_AT = new RegExp(AFTER_PRICE_STOP_RE.source, 'uy');

// Abbreviations after which a period does not end the sentence.
/** A sentence that opens with the call ("запазете час в инстаграм …", "Обадете се …"). */
export const CALL_OPENING_RE =
  /^(?:запазете|обадете|звъннете|звънете|пишете|поръчайте|резервирайте|запишете|заповядайте)(?!\p{L})/iu;

const NO_BREAK_ABBR =
  /(?:^|[\s(„"])(?:гр|кв|ж\.к|жк|ул|бул|с|св|вл|бл|вх|ап|ет|тел|д-р|проф|инж|арх|адв|доц|пл|р-н|обл|общ|т\.е|т\.нар|напр|вкл|мин|мес|прибл|хил|млн|No|бр|ср|пр|к\.к|кк|ген|акад|кат|Mr|Mrs|Ms|Dr|St|Jr)\.$/i;

// "… край Ловеч 🐄 Доставяме всеки петък": an emoji before a capital ends the sentence too, and before a
// number or a word of its own ("… Мездра 📸 2 часа снимане", "Пепи в Кюстендил 🥐 топла баница"), not "🍕 и бира".
// ("… в Русе 🐶✂️ подстригване …": a run of emoji stops it once.)
const EMOJI_STOP =
  /(?![☎📞📱])(?:\p{Extended_Pictographic}\uFE0F?\u200D?)+(?=\s+(?:\p{Lu}|\d|(?!(?:и|или|с|със|за|в|във|на|от|до|по|а)\s)\p{Ll}))/u;

// ("Снимки и видео +15€ 📸 Резервации …": after a price too.)
// (An emoji before the phone or a place only marks it: "Пращаме с Еконт 🐝 0879 …", "… пчелин 🐝 село Лесичово".)
const EMOJI_AS_STOP_RE = new RegExp(
  `([\\p{L}\\d"“»)€%]?)[ \\t]*${EMOJI_STOP.source}(\\s+)(?!(?:\\+359|0)\\d|(?:село|с\\.|гр\\.|град|кв\\.|ул\\.|ж\\.к)\\s)(\\p{Ll}?)`,
  'gu',
);
// Where a sentence may end: its stop, a line break or an emoji that stops it.
const SENTENCE_END_RE = new RegExp(`[.!?…]+|\\n+|${EMOJI_STOP.source}`, 'gu');

/**
 * The emoji that end a sentence written as full stops, for text whose emoji are dropped next:
 * "Курсове по грънчарство 🏺 правиш си чаша" → "Курсове по грънчарство. Правиш си чаша".
 */
export function emojiAsStops(text: string): string {
  return text
    .replace(
      EMOJI_AS_STOP_RE,
      (_, before: string, space: string, next: string) =>
        `${before}${before ? '.' : ''}${space}${next.toLocaleUpperCase('bg-BG')}`,
    )
    .replace(FLAG_BREAK_RE, (_, next: string) => `${/^\p{Lu}/u.test(next) ? '.' : ','} `);
}
// ("English for kids в Бургас, к-с Меден рудник 🇬🇧 групи по 6 деца …": a flag, two letters of their own block and no
// pictograph, parts two phrases as a comma does, so a quarter's last word is never read with the next phrase's;
// before a capital it ends the sentence, as any emoji does.)
const FLAG_BREAK_RE =
  /(?<=[\p{L}\d])[ \t]*(?:[\u{1F1E6}-\u{1F1FF}]{2})+[ \t]+(?=(\p{Lu}|(?!(?:и|или|с|със|за|в|във|на|от|до|по|а)\s)\p{Ll}))/gu;

/** Split into sentences, keeping "гр. Пловдив" and "ж.к. Люлин" inside theirs. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = SENTENCE_END_RE;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const end = m.index + m[0].length;
    // "… часовници (не ръчни!). Почистване …": an exclamation inside brackets ends nothing.
    if (/^[!?…]/u.test(m[0]) && /^\)/u.test(text.slice(end))) continue;
    if (m[0][0] === '.') {
      const before = text.slice(Math.max(0, m.index - 12), end);
      const after = text.slice(end, end + 8);
      // "… на първото посещение. ул. Александровска 45, тел. …": an address, a phone or a call ("… 9. запазете час")
      // starts its own sentence.
      // (A title after a street's "ул." is the street's name: "ул. Д-р Заменхоф 3".)
      const title =
        /^\s+(?:инж|арх|адв|проф|доц)\.|^\s+д-р\s/i.test(after) && !/(?:^|\s)(?:ул|бул|пл)\.$/i.test(before);
      const startsContact =
        /^\s+(?:ул|бул|пл|тел|ж\.?к)[.:\s]/i.test(after) ||
        title ||
        CALL_OPENING_RE.test(text.slice(end, end + 16).trimStart()) ||
        // ("… 19 лв/кг. поръчки до 1 май 0876 …": the deadline of the orders, typed in lower case, is the call's.)
        /^(?:поръчки|записване|записвания|резервации|заявки)\s+до\s/iu.test(text.slice(end, end + 24).trimStart());
      // "доставка до 30 мин. Втората пица …", "10 бр. Поръчайте …": a unit's period before a capital ends it.
      // ("гаранция 3 мес. „Кафе Сервиз“ 0899 …": the quoted name after it too.)
      const unitEnds = /(?:^|\s)(?:мин|мес|бр|хил|млн)\.$/i.test(before) && /^\s+[„"«]?\p{Lu}\p{Ll}/u.test(after);
      if (startsContact || unitEnds) {
        const s = text.slice(start, end).trim();
        if (s) out.push(s);
        start = end;
        continue;
      }
      if (NO_BREAK_ABBR.test(before)) continue;
      // "Деца до 7 г. - 20% отстъпка", "200 г. сирене": years and grams after a number, unless a capital follows.
      // ("ГОЛФ 5 2008 Г. 4500 €" typed in capitals: the year's "Г." too.)
      if (/\d\s?[гГ]\.$/u.test(before) && !/^\s+\p{Lu}/u.test(after)) continue;
      // "Косене до 500 кв.м. 30 €": a unit of area before its price is the price's subject, not a sentence.
      // (…but a phone after a price per unit is the call, a sentence of its own: "… – 2 € на кг. 0886 40 50 60".)
      if (
        /(?:^|\s|\d)(?:кв\.\s?м|м2|дка|кг|км)\.$/iu.test(before) &&
        /^\s+\d/.test(text.slice(end, end + 3)) &&
        !(
          /\d\s*(?:€|евро|лв\.?|лева)\s+(?:на|за)\s+(?:кв\.\s?м|м2|дка|кг|км)\.$/iu.test(before) &&
          /^\s+(?:\+359|0)\d{2,3}(?:[\s-]?\d){5,}/u.test(text.slice(end, end + 20))
        )
      )
        continue;
      // "до В. Търново", "ул. Ал. Стамболийски": a capital's initial before a capitalised word ends nothing.
      // ("ОУ „Хр. Ботев“", "ул. „Ив. Вазов“": so does a given name's short form in quotes.)
      // (…but not before a noun with its article, "категории А1, А2 и А. Теорията е онлайн": that is a sentence.)
      if (
        /(?:^|[\s(„"])[А-ЯA-Z]\.$/.test(before) &&
        /^\s+[А-ЯA-Z]/.test(text.slice(end, end + 3)) &&
        !/^\s+\p{Lu}\p{Ll}{3,}(?:ата|ята|ото|ето|ите|ът|ят)(?!\p{L})/u.test(text.slice(end, end + 24))
      )
        continue;
      if (/[„"«][А-Я][а-я]{1,2}\.$/u.test(before) && /^\s*[А-Я][а-я]+[“”"»]/u.test(text.slice(end, end + 24))) continue;
      // "5.50 лв" and "8.03." are numbers, not sentence ends.
      if (/\d$/.test(text.slice(0, m.index)) && /^\d/.test(text.slice(end))) continue;
      // "www.roma.bg", "т.е." and "25 лв. за двама" continue the sentence.
      // (A whole word's period before a lower-case word ends it: "… само за мъже. инстаграм @…".)
      AFTER_PRICE_STOP_AT.lastIndex = end;
      if (AFTER_PRICE_STOP_AT.test(text)) {
        const s = text.slice(start, end).trim();
        if (s) out.push(s);
        start = end;
        continue;
      }
      if (
        /^[\p{L}\d]/u.test(text.slice(end, end + 1)) ||
        // ("… до Нова Загора. буркан 720 г …" and "… 27 €. пращаме …" end there too: a name and the euro sign
        // are no abbreviations.)
        (/^\s+[a-zа-я]/.test(text.slice(end, end + 3)) && !/(?:(?:^|\s)\p{L}{4,}|€|\))\.$/u.test(before))
      )
        continue;
      // "… за 25 лв. – не пропускайте!": a dash after an abbreviation's period continues the sentence.
      if (/^[ \t]+[–—]/.test(text.slice(end, end + 3))) continue;
      // "Сайт от 600 лв., готов за 2 седмици": a comma after it too.
      if (/^[,/]/.test(text.slice(end, end + 1))) continue;
      // "120 лв. (61,36 €), за Samsung …": the same price in the other currency, in brackets, is the price's,
      // and so is a lower-case aside on it ("проверка 20 лв. (приспада се при ремонт), 044 …").
      // ("Сливен. (0888) 12 34 56": after any other stop a bracket opens a sentence of its own.)
      if (
        /(?:лв|лева)\.$/iu.test(before) &&
        /^\s*\(\s*(?:(?:около\s+|~\s*)?\d|\p{Ll})/u.test(text.slice(end, end + 12))
      )
        continue;
    }
    const s = text.slice(start, end).trim();
    if (s) out.push(s);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

export type Token = { text: string; start: number; end: number };

export function tokenize(s: string): Token[] {
  const tokens: Token[] = [];
  const re = /[\p{L}\p{N}]+(?:[-'’&][\p{L}\p{N}]+)*/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return tokens;
}

export const isCapitalized = (w: string) => /^\p{Lu}/u.test(w);
export const isLatin = (w: string) => /^[A-Za-z]/.test(w);

/** Cut to at most `max` characters at a word boundary, dropping dangling punctuation. */
export function cap(s: string, max = FIELD_MAX_CHARS): string {
  let out = s.replace(/\s+/g, ' ').trim();
  if (out.length > max) {
    out = out.slice(0, max + 1);
    const cut = out.lastIndexOf(' ');
    out = out.slice(0, cut > max / 2 ? cut : max);
  }
  return out
    .replace(/^(?!-\d)[\s,;:–—-]+/, '')
    .replace(/[\s,;:–—(-]+$/, '')
    .trim();
}

/** "гр. Смолян", "ул. Главна 12", "тел. 0888…": a part of an address or a contact line. */
export const ADDRESS_CUE_RE = /(?:^|[\s,])(?:гр|ул|бул|кв|тел|ж\.к|пл)\./i;

/**
 * Phrases people write among their services that are not something to buy: how to book
 * ("Записване по телефона", "Запазете дата"), the price ("Цена по договаряне"), a lead time ("Изработка 7-10
 * дни"), results, group size, "the first visit", a period ("Уикенд", "/месец"), when it is ready ("готови до следващия ден").
 */
export const NOT_SOLD_RE =
  /^(?:[^\p{L}\d]|(?:записван|запазете|запишете|резервирайте|резерваци|обадете|звъннете|поръчки\s+(?:на|по)|пишете)|резултат|(?:малки|големи|нови)\s+групи|групи\s+(?:до|от)|първ(?:ата|ият|ото|и)\s|(?:уикенд|седмица|месец|сезон)$|\p{L}+\s+\d+\s*[-–]\s*\d+\s*(?:дни|часа|седмици)|(?:всеки|всяка|всяко)\s|реакция\s|проблем\p{L}*(?:\s|$)|\p{L}+ост$|(?:вход|плащане|паркинг|срок|разсрочено|тръгване|остават|свободни|денонощно|цена|цени)(?:\s|$)|без\s+(?:предварително\s+)?(?:записване|резервация|чакане)|готов(?:и|а|о)?\s+(?:до|за|на|в|след)\s|(?:пон|вт|ср|чет|пет|съб|нед)\p{L}*\.?\s*[-–]\s*(?:пон|вт|ср|чет|пет|съб|нед))/iu;

/** A word's first five letters in lower case: what two forms of one word share ("козунак", "козунаци"). */
export const stem5 = (w: string) => w.toLocaleLowerCase('bg-BG').slice(0, 5);

/** A string matched literally inside a RegExp. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "смяна на гуми" of "мобилен шиномонтаж Гуми на място, Ловеч, смяна на гуми 20 лв", "ремонт на покриви" of
 * "покривна фирма Покриви": a name typed with its capital (in `typed`) that `phrase` says in small letters after a job
 * and its "на" or "за" is there what the job is done on, no name. A given name is a name however typed ("торти на
 * мими"), and so is one after a thing ("паметници от гранит" of the workshop „Гранит“ say what the name says).
 */
export function nameAsObject(phrase: string, name: string, typed: string): boolean {
  const lower = name.toLocaleLowerCase('bg-BG');
  if (!name || lower === name || !typed.includes(name) || GIVEN_NAMES.has(lower)) return false;
  const at = phrase.indexOf(lower);
  return (
    at > 0 &&
    !/^\p{L}/u.test(phrase.slice(at + lower.length)) &&
    /(?<!\p{L})(?:\p{L}{3,}(?:ане|ене|яне|ние|аж|жка|вка|дба)|смяна|подмяна|ремонт|сервиз|поддръжка|профилактика)\s+(?:на|за)\s+$/iu.test(
      phrase.slice(Math.max(0, at - 24), at),
    )
  );
}

/**
 * "сглобяваме", "строим", "изписвам": the owner's own verb, "we" or "I" (not "проблем", "прием", "храм", nor the
 * adjectives "охраняем", "сгъваем": their verbs say "охраняваме", "сгъваме").
 */
export const isOwnVerb = (word: string) =>
  /^\p{L}{2,}(?:аме|яме|им|ем|ам|ям)$/iu.test(word) &&
  !/^\p{L}{4,}(?:яем|ваем)$/iu.test(word) &&
  !/^(?:проблем|систем|обем|прием|наем|заем|подем|храм|срам|сам|там|нам|вам|програм|грам|голям|ислям|грим|режим|интим|екстрем|крем|тандем|модем|гарнитурам)$/iu.test(
    word,
  );

/** "Копая кладенци", "точа ножове", "шия рокли": the owner's own verbs that do not end in "-м". */
export const SINGULAR_VERB_RE =
  /^(?:чистя|уча|мия|кося|строя|пера|пиша|возя|нося|шия|пека|готвя|правя|водя|точа|режа|сека|копая|ора|варя|стрижа|гладя|редя|плета|кърпя|меся|сея|садя|кастря|меля|градя)$/iu;
/** "идвам", "поправям", "изготвям": an owner's first-person verb (not "сам", "там", "храм", "инстаграм"). */
export const isFirstPersonVerb = (word: string) =>
  /^\p{L}+[ая]м$/iu.test(word) &&
  !/^(?:сам|там|нам|вам|храм|срам|голям|малам|ислям|плам|шам|ням|хам|\p{L}*грам)$/iu.test(word);

/**
 * Words that only a verb ends so, said to the customer: "оставяте", "взимате", "поръчайте", "елате" (2nd person plural
 * and the imperative), never a noun.
 */
const YOU_VERB_RE = /^\p{L}{3,}(?:ате|яте|йте)$/iu;
/** "носите", "донесете", "купете": a 2nd person or an imperative in "-ите"/"-ете", told from a definite plural by what follows. */
const YOU_OR_PLURAL_RE = /^\p{L}{2,}(?:ите|ете)$/iu;
/** "новите", "българските", "ръчните", "зелените": a definite plural adjective before its noun, no verb. */
const PLURAL_ADJECTIVE_RE = /(?:н|ск|шк|цк|ов|ев|л|ч|ш|ж|щ)ите$/iu;
/** Words after a definite plural noun ("тортите ни", "ябълките от градината"): no verb's object. */
const AFTER_PLURAL_RE =
  /^(?:на|ни|ви|им|му|й|за|с|със|от|в|във|по|до|при|и|или|без|под|над|като|са|се|са|ще|вече|днес|—|–|-)$/iu;
/** "гоня къртици", "точа ножове": verbs of the owner's in "-я"/"-а" that no ending tells from a noun. */
const MORE_SINGULAR_VERBS_RE = /^(?:гоня|ловя|дарача|лепя|пуша|кова|тъка|скубя|беля|вадя)$/iu;

/** "е", "са", "идва", "има": a verb said of a subject (never a noun), which no noun phrase holds after its first word. */
const CLAUSE_VERB_RE =
  /^(?:е|са|бил|била|било|били|има|няма|идва|идват|дойде|дойдоха|настъпи|настъпва|започна|започва|наближава|пристигна|пристигнаха|струва|струват|отнема|трае)$/u;

/** "… е тук!", "… дойде!", "… наближава!": the verb of an exclamation whose subject is no thing sold. */
const EXCLAIMED_VERB_RE =
  /^\s+(?:е|са|вече\s+е|дойде|дойдоха|идва|идват|настъпи|настъпва|започна|започва|наближава|пристигна|пристигнаха|се\s+\p{L}+)(?!\p{L})/iu;

/** "Носите ябълки", "Оставяте вечер", "Донесете си чушките": what the customer does, said to them (no noun phrase). */
export function toCustomer(phrase: string): boolean {
  const [first = '', next = ''] = phrase
    .trim()
    .toLocaleLowerCase('bg-BG')
    .split(/[\s,]+/u);
  return (
    YOU_VERB_RE.test(first) ||
    (YOU_OR_PLURAL_RE.test(first) &&
      Boolean(next) &&
      // ("Ловите сами пъстърва", "берете сами": "сами" follows a verb, never an adjective before its noun.)
      (/^(?:сами|самички)$/u.test(next) || (!PLURAL_ADJECTIVE_RE.test(first) && !AFTER_PLURAL_RE.test(next))))
  );
}

/**
 * "Гоня къртици", "Носите ябълки", "Оставяте вечер", "Идване на да заколя", "Чепкане и дарачим вълна", "Лятото дойде!":
 * what the owner or the customer DOES, a sentence or an exclamation, typed where a thing or a job is named. Such a
 * phrase is no noun for "Търсите …?", "Предлагаме …", "Име – … в Град": it is turned into the owner's noun or left out.
 * `text` (the brief) tells an exclamation: the phrase said whole before its "!".
 */
/** "правя", "предлагаме", "продавам": the owner's own verbs that no noun is spelt as. */
const OWN_VERB_INSIDE_RE =
  /^(?:правя|правим|предлагам|предлагаме|продавам|продаваме|изработвам|изработваме|изработваме|поправям|поправяме|ремонтирам|ремонтираме)$/u;
// (Words a plural with its article may follow in a noun phrase: "за децата", "всички кравите" is no verb.)
const PREPOSITION_OR_COUNT_RE =
  /^(?:за|на|от|по|при|със|към|след|преди|през|между|над|под|пред|без|до|във|около|всички|двете|трите|двамата|тримата|само|и|или|за|сред|срещу|чрез|край)$/u;
export function notANounPhrase(phrase: string, text = ''): boolean {
  const words = phrase
    .trim()
    .toLocaleLowerCase('bg-BG')
    .split(/[\s,]+/u)
    .filter(Boolean);
  const [first = ''] = words;
  if (!first) return false;
  // (Nouns that end as a verb does: "хамам", "бадем", "балсам".)
  const finite = (w: string) =>
    !/^(?:хамам|бадем|балсам|харем|тотем|бохем|ефим|максим|аноним|синоним|пилигрим|ислям|мадам|вигвам)$/u.test(w) &&
    (isOwnVerb(w) ||
      isFirstPersonVerb(w) ||
      SINGULAR_VERB_RE.test(w) ||
      MORE_SINGULAR_VERBS_RE.test(w) ||
      YOU_VERB_RE.test(w));
  if (finite(first) || toCustomer(phrase)) return true;
  // ("паса кравите на селото": a bare word with a noun in the plural's article straight after it is a verb and its
  // object, whatever the verb; a noun would join it with "на", an adjective would carry the article itself.)
  if (
    words.length >= 2 &&
    /^\p{L}{3,}$/u.test(first) &&
    !/(?:ане|ене|яне|ние|ция|зия|ка|ки|ски|ни|ен|ов|ев|ия|ът|ят|та|то|те|ите|ата|ята)$/u.test(first) &&
    !PREPOSITION_OR_COUNT_RE.test(first) &&
    /^\p{L}{3,}(?:ите|ете)$/u.test(words[1]!)
  )
    return true;
  // ("идване на да заколя": a clause of "да" and a verb is no part of a noun phrase.)
  if (/(?:^|\s)да\s+\p{L}/iu.test(phrase)) return true;
  // ("От Карлово правя дървени маси" of "майстор Иван от Карлово правя …": the owner's "I make" inside it is a clause.)
  if (words.slice(1).some((w) => OWN_VERB_INSIDE_RE.test(w))) return true;
  // ("Дядо Коледа идва" of "Дядо Коледа идва с подаръците …", "един курс е" of "един курс е 90 лева": a subject and its
  // verb are a sentence cut short, no thing sold: "Предлагаме дядо Коледа идва.", "Търсите един курс е?".)
  if (words.some((w) => CLAUSE_VERB_RE.test(w))) return true;
  // ("чепкане и дарачим вълна": a job half turned to its noun, its second verb left a verb.)
  if (words.slice(1).some((w, i) => /^(?:и|или)$/u.test(words[i]!) && finite(w))) return true;
  // ("Лятото дойде!", "Ура, есента е тук!": the exclamation the owner opened with, or its subject.)
  if (text && phrase.trim().length >= 3) {
    const at = text.toLocaleLowerCase('bg-BG').indexOf(phrase.trim().toLocaleLowerCase('bg-BG'));
    const tail = at >= 0 ? (/^[^.!?]{0,40}[.!?]/u.exec(text.slice(at + phrase.trim().length))?.[0] ?? '') : '';
    if (
      tail.endsWith('!') &&
      // ("Домашни баници!" is a thing sold, exclaimed; "Лятото дойде!" is a sentence.)
      ((/^\s*!$/u.test(tail) &&
        /\s(?:е|са|дойде|дойдоха|идва|идват|настъпи|дойде|започна|пристигна)$/iu.test(phrase.trim())) ||
        EXCLAIMED_VERB_RE.test(tail)) &&
      /(?:^|[.!?,]\s*)$/u.test(text.slice(Math.max(0, at - 12), at))
    )
      return true;
  }
  return false;
}

/** The telephone glyphs people put before a number ("☎ 0888 …"). */
/** "Тапицер", "ковач", "часовникар", "фотограф": a person's trade by its ending, known to the knowledge base or not. */
// (…and "плочкаджия"; a woman's: "масажистка", "шивачка", "учителка", "фризьорка"; and a few in "-ор":
// "видеооператор", never "трактор" or "генератор"; "зъботехник", "автомеханик", "кинезитерапевт", never "понеделник" or "часовник".)
export const isAgentNoun = (w: string) =>
  /^\p{L}{3,}(?:ар|яр|ер|ьор|ач|ист|тел|ог|граф|джия|истка|арка|ьорка|ачка|телка)$|^\p{L}*(?:оператор|инструктор|декоратор|аниматор|организатор|реставратор)(?:ка)?$|^\p{L}*(?:техник|механик|терапевт|електрик)$/iu.test(
    w.trim(),
  ) && !NOT_AGENT_RE.test(w.trim());
// Things and places that end like a trade's person: "лятен лагер за деца" is a camp, "бойлер" a water heater.
const NOT_AGENT_RE =
  /^(?:лагер|катер|бойлер|принтер|скенер|тонер|контейнер|трейлер|скутер|хеликоптер|хангар|кантар|флаер|ролер|постер|банер|стикер)$/iu;

/** Verbs of how, not what ("идвам до вас", "работя в Ямбол", "карам всеки ден", "пращам по Еконт"): no trade's deed. */
/** "вече 30 години", "с 15 години опит": how long the owner has done it, said last; no part of what they do. */
export const YEARS_AT_IT_RE = /\s+(?:вече|от|над|с|повече\s+от)\s+\d+\s+(?:години|год\.?)(?:\s+опит)?$/u;
export const GENERIC_DEED_RE =
  /^(?:идвам|идваме|работя|работим|карам|караме|имам|имаме|обслужвам|обслужваме|давам|даваме|пращам|пращаме|изпращам|изпращаме|доставям|доставяме|приемам|приемаме|търся|търсим|очаквам|очакваме)$/u;

/** "Търсим зоомагазини за дистрибутори", "търся семейство, на което да помагам": whom the owner looks for (not "търсим предците ви"). */
/**
 * What a thing is sold by or a job counted in, opening a phrase: "кора 30 яйца", "кило козе сирене", "курс до 8 кубика",
 * "чували храна", "маршрут 10 км": a unit of the deal, never what the owner sells or does.
 */
export const SOLD_BY =
  'кора|кори|кило|килограм|кг|буркан|буркана|бала|бали|каса|каси|касетка|касетки|щайга|щайги|чувал|чували|торба|торби|пакет|пакета|пакетче|пакетчета|кутия|кутии|кутийка|бутилка|бутилки|туба|туби|литър|литра|бройка|брой|броя|парче|парчета|порция|порции|кубик|кубика|курс|курса|палет|палета|кашон|кашона|връзка|връзки|дамаджана|кофа|кофи|тон|тона|маршрут|трасе|доза|дози';
/** A phrase that opens with a unit of the deal: "Кора 30 яйца", "Курс в града", "Бала". */
export const SOLD_BY_HEAD_RE = new RegExp(
  `^(?:(?:един|една|едно|цял|цяла|цяло|половин|\\d+(?:[.,]\\d+)?)\\s*)?(?:${SOLD_BY})(?!\\p{L})(.*)$`,
  'iu',
);
export const SEEKS_RE =
  /^търс(?:им|я)\s+(?:\p{L}+\s+){0,3}?(?:семейств|клиент|партньор|дистрибутор|служител|работни|магазин|зоомагазин|колег|съдружни|инвеститор|търговц|доставчи|работа)/iu;
export const PHONE_GLYPH_RE = /[☎📞📱]\uFE0F?/gu;

/** "Бързо и евтино.", "качествено, коректно": how the work is done, never a service or a product. */
export const MANNER_ONLY_RE =
  /^(?:(?:бързо|евтино|качествено|професионално|надеждно|лесно|удобно|изгодно|коректно|онлайн|на място|безплатно|безплатен|безплатна)[\s,и.!]*)+$/i;

/** Trim surrounding quotes, dashes and trailing sentence punctuation. */
export function tidy(s: string): string {
  return (
    s
      // A minus right before a number is a discount ("-30% на всички якета"), not a dash to trim.
      .replace(/^(?!-\d)[\s„“”"«»'‘’,;:–—-]+/, '')
      .replace(/[\s„“”"«»'‘’,;:–—-]+$/, '')
      .replace(/[.!?]+$/, '')
      .trim()
  );
}

// A single word that shares the noun after "и": "Външно и вътрешно почистване", "монтаж и ремонт на бойлери".
const DAYS = 'понеделник|вторник|сряда|четвъртък|петък|събота|неделя|делник|празник';
const DAY_END_RE = new RegExp(`(?:^|\\s)(?:${DAYS})$`, 'iu');
const DAY_RE = new RegExp(`^(?:${DAYS})(?:\\s|$)`, 'iu');
const ADJ = '\\p{Ll}+(?:ски|ска|ско|цки|ен|ов|ев|ова|ева|ено|ово)';
const LONE_ADJECTIVE_RE = new RegExp(`^${ADJ}$`, 'u');
// ("ловя къртици и полевки" said by its noun, "лов на къртици и полевки": a hunt is a job too.)
// ("превоз на пясък и чакъл": a carrier's job is named by a noun of no job's ending.)
const JOB = '(?:\\p{L}+(?:ане|ене|яне|ние|ка|ж)|ремонт|сервиз|монтаж|лов|улов|превоз|пренос|транспорт|извоз)';
// "калибриране и ремонт на тахографи": two jobs and the object they share.
const JOBS_SHARING_RE = new RegExp(`^${JOB}\\s+и\\s+${JOB}\\s+(?:на|за)\\s`, 'iu');
const LONE_JOB_RE = new RegExp(`^${JOB}$`, 'iu');
const JOB_ON_RE = new RegExp(`^${JOB}(?:\\s+и\\s+${JOB})?\\s+(?:на|за)\\s+(?:\\p{Ll}+\\s+)?\\p{Ll}+$`, 'iu');
const JOB_FIRST_RE = new RegExp(`^${JOB},\\s*`, 'iu');
const ADJECTIVE_LIST_RE = new RegExp(`^(?:${ADJ},\\s*)+${ADJ}$`, 'u');
/** A plural adjective ("традиционни", "спортни", "ръчни"), never a plural noun in "-ини" ("градини"). */
const PLURAL_ADJ = '\\p{Ll}+(?:[^и]ни|ски|шни|ови|еви)';
/** "стрелба с традиционни": a phrase that ends on a preposition and a plural adjective, cut from its noun. */
export const CUT_ADJECTIVE_RE = new RegExp(`\\s(?:с|със|за|на|от|по|в|във)\\s+${PLURAL_ADJ}$`, 'u');
/** "гледаме възрастни": the owner's verb and a plural adjective whose noun comes after the next one. */
const VERB_THEN_ADJECTIVE_RE = new RegExp(`^\\p{L}+(?:ме|м)\\s+${PLURAL_ADJ}$`, 'u');
/** "и спортни лъкове": the second adjective and the noun both share, after "и". */
export const SHARED_NOUN_AFTER_RE = new RegExp(`^\\s*и\\s+${PLURAL_ADJ}\\s+\\p{Ll}{3,}`, 'u');
// ("релаксиращ и спортен масаж": a participle shares its noun too; "стругови и заваръчни работи" the plural adjective.)
const SHARED_HEAD_RE = /^(?:\p{L}+(?:но|ни|на|ен|ов|ови|еви|ски|ска|ско|ж|аж|ка|не|ние|[ая]щ[аои]?)|ремонт|сервиз)$/iu;

/**
 * The items of a services list as people write it: commas, semicolons, new lines, bullets, "/",
 * "както и", and "и" between two whole items ("козунаци и сладки"), but not inside one item
 * ("монтаж и ремонт на бойлери", "дамско и мъжко подстригване").
 */
/**
 * The items of an owner's list of services. With `objects`, the lone nouns after the owner's verb and its object stay
 * with it (the writer's reading; the details keep each item as typed).
 */
/** "от чужбина", "по домовете", "до летището": a part opening with a preposition and its word. */
const PREPOSITION_OPENS_RE = /^(от|до|в|във|по|из|през|към|извън)\s+\p{L}/iu;
/** "в събота", "от 10 ч", "през лятото", "до 15 май": a part that says when. */
const WHEN_OPENS_RE =
  /^(?:от|до|в|във|през)\s+(?:\d|(?:понеделник|вторник|сряда|четвъртък|петък|събота|неделя|делнични|делник|почивни|празнични|празници|уикенд\p{L}*|лятото|зимата|есента|пролетта|сезона|януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември)(?!\p{L}))/iu;

export function splitServiceList(services: string, { objects = false } = {}): string[] {
  const out: string[] = [];
  // "пролет/лято" is one season's collection; "класически, спортен и антицелулитен масаж" one massage.
  // ("по 1,20 €/кг": a decimal comma parts no list.)
  const chunks = services.split(
    /(?:(?<!\d),|,(?!\d)|[;\n•·|])+|\s+както\s+и\s+|(?<=\p{L})(?<!пролет|лято|есен|зима)\s*\/\s*(?=\p{L})/u,
  );
  // ("обучение за категории А1, А2 и А", "ремонт на модели 3, 5 и 7": codes listed after a comma are the first item's.)
  for (let j = 1; j < chunks.length; j++)
    if (
      /^\s*[\p{Lu}\d]{1,3}(?:\s+(?:и|или)\s+[\p{Lu}\d]{1,3})?\s*$/u.test(chunks[j]!) &&
      /[\p{Lu}\d]$/u.test(chunks[j - 1]!.trim())
    ) {
      chunks.splice(j - 1, 2, `${chunks[j - 1]!.trim()}, ${chunks[j]!.trim()}`);
      j--;
    }
  for (let j = 0; j + 1 < chunks.length; j++) {
    // "Проверка, калибриране и ремонт на тахографи": lone jobs before a comma share the object at the end.
    const loneJob = j === 0 && LONE_JOB_RE.test(chunks[j]!.trim()) && JOBS_SHARING_RE.test(chunks[j + 1]!.trim());
    if (LONE_ADJECTIVE_RE.test(chunks[j]!.trim()) || loneJob) {
      chunks.splice(j, 2, `${chunks[j]!.trim()}, ${chunks[j + 1]!.trim()}`);
      j--;
    }
  }
  // ("превоз на кучета до ветеринар, до летището и от чужбина": a part after a comma that opens with the preposition
  // the part before ended on says more of the same job, never «до летището» as a service.)
  for (let j = 1; j < chunks.length; j++) {
    const lead = PREPOSITION_OPENS_RE.exec(chunks[j]!.trim())?.[1]?.toLocaleLowerCase('bg-BG');
    if (lead && new RegExp(`\\s${lead}\\s+\\p{L}+$`, 'iu').test(chunks[j - 1]!.trim())) {
      chunks.splice(j - 1, 2, `${chunks[j - 1]!.trim()}, ${chunks[j]!.trim()}`);
      j--;
    }
  }
  const whole = new Set<string>();
  // ("… мезе в нашата изба, изкопана в скалата": a participle after a comma says more of the thing before it.)
  // ("колела под наем, градски и планински, имаме и електрически": kinds said after the thing are of it.)
  for (let j = 1; j < chunks.length; j++)
    if (
      PARTICIPLE_CLAUSE_RE.test(chunks[j]!.trim()) ||
      (KINDS_AFTER_RE.test(chunks[j]!.trim()) && !KINDS_AFTER_RE.test(chunks[j - 1]!.trim()))
    ) {
      const merged = `${chunks[j - 1]!.trim()}, ${chunks[j]!.trim().replace(/^(?:имаме|има|предлагаме)\s+(?:и\s+)?/u, '')}`;
      chunks.splice(j - 1, 2, merged);
      whole.add(merged);
      j--;
    }
  // "местим мебели, гардероби, спални, кухни": the lone nouns after the owner's verb and its object are more of what
  // they move, one item ("местим мебели, гардероби, спални и кухни"), never services of their own ("Предлагаме
  // гардероби"). Only a list of lone nouns to its end or to the owner's next deed ("…, и разглобяваме"): "… за
  // църкви, манастири и училища по стария начин" is left as it was.
  for (let j = 0; objects && j < chunks.length; j++) {
    const [verb, ...object] = chunks[j]!.trim().split(/\s+/);
    if (!verb || !object.length || !(isOwnVerb(verb) || isFirstPersonVerb(verb)) || MAKES_OR_SELLS_RE.test(verb))
      continue;
    let n = 0;
    while (
      j + 1 + n < chunks.length &&
      chunks[j + 1 + n]!.trim()
        .split(/\s+и\s+/)
        .every(isLoneObject)
    )
      n++;
    // ("Поемаме всичко: документи, некролози, …": what is listed after a colon is a list of its own.)
    if (chunks[j]!.includes(':')) continue;
    const next = chunks[j + 1 + n]?.trim().replace(/^и\s+/u, '').split(/\s+/)[0] ?? '';
    if (!n || (next && !isOwnVerb(next) && !isFirstPersonVerb(next) && !new RegExp(`^${JOB}$`, 'u').test(next)))
      continue;
    const list = chunks.slice(j, j + n + 1).flatMap((c) => c.trim().split(/\s+и\s+/));
    const merged = andList(list);
    chunks.splice(j, n + 1, merged);
    whole.add(merged);
  }
  for (const chunk of chunks) {
    const parts =
      whole.has(chunk) || (JOB_FIRST_RE.test(chunk) && JOBS_SHARING_RE.test(chunk.replace(/^[^,]*,\s*/, '')))
        ? [chunk]
        : chunk.split(/\s+и\s+/);
    let i = 0;
    while (i < parts.length) {
      let item = parts[i];
      // A lone modifier or deverbal noun before "и" shares what follows: keep the pair together.
      // "поръчки за фирми и събития": one word after "и" shares the preposition before it.
      // ("дегустация … със сирене и мезе в нашата изба": what comes with it is one more thing after "с", not a service.)
      const sharesPreposition = (left: string, right: string) =>
        /\s(?:за|на|с|със|от|по|до|в|във|из)\s+\p{L}+$/iu.test(left.trim()) &&
        (!/\s/.test(right.trim()) ||
          (/\s(?:с|със)\s+\p{Ll}+$/u.test(left.trim()) &&
            isLoneObject(right.trim().split(/\s+/)[0]!) &&
            /^\p{Ll}+\s+(?:в|във|от)\s/u.test(right.trim())));
      // "жива музика петък и събота": two days are one time, not two services.
      const dayPair = (left: string, right: string) => DAY_END_RE.test(left.trim()) && DAY_RE.test(right.trim());
      // "ремонт на перални и съдомиялни по домовете": a job's second object, not a second job.
      const secondObject = (left: string, right: string) =>
        JOB_ON_RE.test(left.trim()) &&
        !new RegExp(`^(?:${JOB}|смяна|\\p{Lu})(?!\\p{L})`, 'u').test(right.trim()) &&
        (right.trim().split(/\s+/).length <= 3 ||
          // ("… на малки кучета и котки направо в буса": where it is done goes with the second object too.)
          // ("превоз на пясък и чакъл с камион 10 тона": and so does what it is carried with.)
          /^\p{Ll}{3,}\s+(?:направо|директно|вкъщи|у|на|в|във|при|до|по|с|със)\s/u.test(right.trim()));
      // ("стрелба с традиционни и спортни лъкове": two adjectives after a preposition share the noun after the second.)
      // (…and so do two after the owner's verb: "гледаме възрастни и трудноподвижни хора".)
      const sharesNoun = (left: string, right: string) =>
        (CUT_ADJECTIVE_RE.test(left.trim()) || VERB_THEN_ADJECTIVE_RE.test(left.trim())) &&
        SHARED_NOUN_AFTER_RE.test(` и ${right.trim()}`);
      while (
        i + 1 < parts.length &&
        (sharesNoun(item, parts[i + 1]) ||
          (!/\s/.test(item.trim()) && SHARED_HEAD_RE.test(item.trim()) && /\s/.test(parts[i + 1].trim())) ||
          sharesPreposition(item, parts[i + 1]) ||
          secondObject(item, parts[i + 1]) ||
          dayPair(item, parts[i + 1]) ||
          // ("Легализирани преводи от и на английски": a part that ends on its preposition shares the words after "и".)
          /(?:^|\s)(?:от|на|за|с|със|в|във|до|по|към)$/iu.test(item.trim()) ||
          // ("транспорт на покойник в страната и от чужбина": a part that opens with a preposition is where or whom
          // the job before it goes, never a job of its own, «от чужбина».)
          // (…but when it is done, "спешни пациенти и в събота и неделя от 10 до 14 ч", is no part of the job.)
          (/\s/.test(item.trim()) &&
            PREPOSITION_OPENS_RE.test(parts[i + 1].trim()) &&
            !WHEN_OPENS_RE.test(parts[i + 1].trim())) ||
          ADJECTIVE_LIST_RE.test(item.trim()))
      ) {
        item = `${item} и ${parts[i + 1]}`;
        i++;
      }
      out.push(item);
      i++;
    }
  }
  // ("…, без стрес", "…, във вашия двор": how and where it goes are no items of the list.)
  return out
    .map((s) => tidy(s).replace(/^(?:и|както\s+и|а|или)\s+/i, ''))
    .filter(
      (s) => /\p{L}{2,}/u.test(s) && !/^(?:без\s|(?:във?|у)\s+(?:вашия|вашата|вашето|вашите|дома)(?!\p{L}))/iu.test(s),
    );
}

/** "правим луканка, суджук", "продаваме мед, прополис": what is made or sold is each a thing on offer. */
const MAKES_OR_SELLS_RE =
  /^(?:прав|продава|предлага|пече|пека|произвежда|отглежда|изработва|ши[ея]|плет|вар|готв|бер|изкупува|внася|доставя|гледа)/iu;

/** "градски и планински", "имаме и електрически": plural adjectives alone, the kinds of a thing said before them. */
export const KINDS_AFTER_RE =
  /^(?:(?:имаме|има|предлагаме)\s+(?:и\s+)?)?\p{Ll}{2,}(?:ски|цки|шки|жки|чни|жни|лни|рни|тни|дни|нни)(?:(?:,\s*|\s+(?:и|или)\s+)\p{Ll}{2,}(?:ски|цки|шки|жки|чни|жни|лни|рни|тни|дни|нни))*$/u;

/** "изкопана в скалата", "направени от масив": a past participle and where or of what. */
// (A verb's prefix or "-иран" tells it from a noun of the same ending: "изкопана", "сервирана", never "охрана".)
export const PARTICIPLE_CLAUSE_RE =
  /^(?:(?:из|по|на|при|за|от|раз|пре|до|про|об|под|над|съ|у)\p{Ll}{2,}(?:ан|ян|ен)|\p{Ll}{2,}(?:иран|ован))(?:а|о|и)?\s+(?:в|във|на|от|с|със|по|под)\s/u;

/** "гардероби", "кухни": one plain noun, no verb, no job, no name. */
const isLoneObject = (item: string) =>
  /^\p{Ll}{3,}$/u.test(item) &&
  !isOwnVerb(item) &&
  !isFirstPersonVerb(item) &&
  !/(?:ане|яне|ене|ние|ство)$/u.test(item) &&
  !SINGULAR_VERB_RE.test(item);

// "за Никулден печем шаран", "за 14 февруари приемаме поръчки": a day everyone knows is coming. A
// plain date ("за 4 декември") is a deadline, not an occasion, and so is a known one after "до". ("4 € за бала"
// prices a bale of hay, no prom.)
export const OCCASION_RE =
  /(?:^|[^\p{L}])(?:(?:за|до|по)\s+(Коледа|Великден|Нова\s+година|Никулден|Гергьовден|Свети\s+Валентин|Валентин|Трифон\s+Зарезан|Баба\s+Марта|Бабинден|Димитровден|Ивановден|Петровден|Цветница|Лазаровден|Заговезни|Хелоуин|Black\s+Friday)|за\s+(8\s+март|14\s+февруари|1\s+март|1\s+юни|първия\s+учебен\s+ден|абитуриентския\s+бал|(?<!(?:\d|€|лв\.?|лева|евро)\s*за\s+)бала))(?![\p{L}\d])/iu;

export function occasionOf(text: string): string {
  const m = OCCASION_RE.exec(text);
  if (!m) return '';
  const said = (m[1] ?? m[2]!).replace(/\s+/g, ' ');
  // "по Коледа", "за Валентин": the day as it is named after "Наближава".
  const named: Record<string, string> = {
    валентин: 'Свети Валентин',
    'първия учебен ден': 'първият учебен ден',
    'абитуриентския бал': 'абитуриентският бал',
    бала: 'балът',
  };
  const day = named[said.toLocaleLowerCase('bg-BG')];
  if (day || /^\d/.test(said)) return day ?? said;
  // Typed "за коледа": a holiday's name is capitalised, "година" of "Нова година" is not.
  return said.replace(/(^|\s)(\p{Ll})/gu, (w, sp: string, c: string, at: number) =>
    said.slice(at).trim().startsWith('година') ? w : sp + c.toLocaleUpperCase('bg-BG'),
  );
}
