import nspell from 'nspell';
import bulgarian from 'dictionary-bg';

/**
 * Real words the hunspell dictionary (dictionary-bg 2.0.0, an old word list) lacks, each with a
 * word it knows that inflects the same way (its forms are added too), or '' for a word that does
 * not inflect. Every entry was reviewed by hand: keep it short, and add only real, correctly spelt
 * words (modern trade words, abbreviations we print), never a word just to silence the test.
 */
export const REVIEWED_WORDS: Readonly<Record<string, string>> = {
  // Trades and places of business.
  пекарна: 'цветарница',
  винарна: 'цветарница',
  стъклария: 'цветарница',
  автошкола: 'школа',
  зоомагазин: 'магазин',
  фотостудио: 'студио',
  фотосесия: 'сесия',
  барбершоп: 'ремонт',
  кетъринг: 'ремонт',
  автодетайлинг: 'ремонт',
  детайлинг: 'ремонт',
  груминг: '',
  дресура: 'култура',
  геодезист: 'специалист',
  геодезически: 'технически',
  охранител: 'учител',
  медогонка: 'лодка',
  пушалка: 'лодка',
  // Modern goods, work and materials.
  // (The network an owner names for messages, said in Cyrillic: "пишете ни в Инстаграм".)
  инстаграм: '',
  фотобудка: 'будка',
  селфи: '',
  ретро: '',
  диспенсър: 'сувенир',
  вендинг: 'ремонт',
  автогаз: 'газ',
  инжекцион: 'милион',
  стенд: 'тест',
  калибровка: 'лодка',
  фолиране: 'боядисване',
  тониране: 'боядисване',
  претапициране: 'боядисване',
  принтиране: 'боядисване',
  автоключар: 'ключар',
  имобилайзер: 'компютър',
  джет: 'тест',
  уебсайт: 'мост',
  имейл: 'ремонт',
  интернет: '',
  смартфон: 'телефон',
  бус: 'мост',
  дрон: 'мост',
  уикенд: 'ремонт',
  ваучер: 'ремонт',
  флаер: 'шофьор',
  сатър: 'шофьор',
  тиймбилдинг: 'ремонт',
  ескейп: '',
  дъмбел: 'ремонт',
  батут: 'ремонт',
  стетоскоп: 'ремонт',
  ламинат: 'ремонт',
  гипсокартон: 'ремонт',
  стъклопакет: 'ремонт',
  термопомпа: 'помпа',
  хидроизолация: 'изолация',
  топлоизолация: 'изолация',
  видеонаблюдение: '',
  видеозаснемане: '',
  саниране: '',
  циклене: '',
  чипиране: '',
  пиърсинг: 'ремонт',
  гел: '',
  каско: '',
  айрян: '',
  био: '',
  пилатес: '',
  веган: '',
  салса: '',
  кикбокс: '',
  // Care and health.
  епилация: 'операция',
  ехография: 'операция',
  кинезитерапия: 'операция',
  физиотерапевт: 'терапевт',
  диетолог: 'психолог',
  аутизъм: '',
  визия: 'линия',
  тийнейджър: 'шофьор',
  // Papers and the people who help with them: "апостил на диплома", "семейна медиация".
  апостил: 'ремонт',
  медиация: 'операция',
  // Adjectives (inflected like "модерен" or "специализиран").
  дентален: 'модерен',
  масажен: 'модерен',
  маникюрен: 'модерен',
  логопедичен: 'модерен',
  интериорен: 'модерен',
  подаръчен: 'модерен',
  ключарски: 'зъболекарски',
  жестомимичен: 'модерен',
  мотивационен: 'модерен',
  сертифициран: 'специализиран',
  хипоалергенен: 'модерен',
  // Abbreviations we print: "49 лв.", "ДДС", "НВО", "ЕООД", "ТРЗ".
  лв: '',
  cv: '',
  ддс: '',
  нво: '',
  еоод: '',
  трз: '',
  // ("БАБХ" and "НАП" check a kitchen's papers and a shop's till; "ХАСАП" is the kitchen's food-safety plan.)
  бабх: '',
  нап: '',
  хасап: '',
  // Food made by small producers and sold on the go.
  суши: '',
  бургер: 'учител',
  дюнер: 'учител',
};

type Dictionary = ReturnType<typeof nspell>;

export type SpellChecker = {
  /** The distinct words of `text` the dictionary does not know, in order of first appearance. */
  unknownWords(text: string, userWords?: readonly string[]): string[];
};

// Loading the dictionary takes seconds, so it is parsed once per process and shared.
let dictionaryPromise: Promise<Dictionary> | undefined;

function loadDictionary(): Promise<Dictionary> {
  dictionaryPromise ??= Promise.resolve().then(() => {
    const dictionary = nspell({ aff: Buffer.from(bulgarian.aff), dic: Buffer.from(bulgarian.dic) });
    for (const [word, like] of Object.entries(REVIEWED_WORDS)) {
      if (like) dictionary.add(word, like);
      else dictionary.add(word);
    }
    return dictionary;
  });
  return dictionaryPromise;
}

// Letters and digits joined by inner hyphens or apostrophes: "по-добре", "0888", "5-те".
const TOKEN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** The word tokens of a text (Cyrillic or Latin), without numbers and tokens holding digits. */
export function wordsOf(text: string): string[] {
  return (text.match(TOKEN) ?? []).filter((token) => !/\p{N}/u.test(token));
}

// Bulgarian comparatives and superlatives are written with a hyphen: "по-бързо", "най-добрия".
const HYPHEN_PREFIXES = new Set(['по', 'най']);

function isKnown(dictionary: Dictionary, word: string): boolean {
  if (dictionary.correct(word) || dictionary.correct(word.toLowerCase())) return true;
  if (!word.includes('-')) return false;
  const parts = word.split('-');
  return parts.every(
    (part, i) => (i < parts.length - 1 && HYPHEN_PREFIXES.has(part.toLowerCase())) || isKnown(dictionary, part),
  );
}

/**
 * A Bulgarian spell checker over hunspell's bg dictionary plus {@link REVIEWED_WORDS} and `extra`.
 * Words the user typed are passed per call as `userWords` and never reported.
 */
export async function createSpellChecker(extra: readonly string[] = []): Promise<SpellChecker> {
  const dictionary = await loadDictionary();
  const extraWords = new Set(extra.flatMap(wordsOf).map((word) => word.toLowerCase()));
  return {
    unknownWords(text, userWords = []) {
      const allowed = new Set(userWords.flatMap(wordsOf).map((word) => word.toLowerCase()));
      const unknown: string[] = [];
      const seen = new Set<string>();
      for (const word of wordsOf(text)) {
        const key = word.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        if (extraWords.has(key) || allowed.has(key) || isKnown(dictionary, word)) continue;
        unknown.push(word);
      }
      return unknown;
    },
  };
}
