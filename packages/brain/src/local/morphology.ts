/**
 * Just enough Bulgarian morphology to write grammatical copy around a business noun the user typed
 * ("нашата пицария", "нашият автосервиз", "нашето студио") and to match words regardless of the
 * definite article when reading a description.
 */

/** m = masculine, f = feminine, n = neuter, p = plural (Bulgarian agreement has these four forms). */
export type Gender = 'm' | 'f' | 'n' | 'p';

export type Forms = { m: string; f: string; n: string; p: string };

/** A noun phrase with the gender of its head noun, e.g. { text: 'ветеринарна клиника', gender: 'f' }. */
export type NounPhrase = { text: string; gender: Gender };

const VOWELS = 'аъоуеиюяэ';

// Nouns whose gender or number the ending alone gets wrong; kept small on purpose.
const GENDER_EXCEPTIONS: Record<string, Gender> = {
  такси: 'n',
  меню: 'n',
  кафе: 'n',
  бижу: 'n',
  жури: 'n',
  шоу: 'n',
  студио: 'n',
  бистро: 'n',
  казино: 'n',
  радио: 'n',
  депо: 'n',
  бюро: 'n',
  ателие: 'n',
  кафене: 'n',
  училище: 'n',
  заведение: 'n',
  обзавеждане: 'n',
  съдия: 'm',
  баща: 'm',
  чичо: 'm',
  дядо: 'm',
  колега: 'm',
  нощ: 'f',
  пещ: 'f',
  вечер: 'f',
  есен: 'f',
  болест: 'f',
  радост: 'f',
  младост: 'f',
  мощ: 'f',
  помощ: 'f',
  сол: 'f',
  кръв: 'f',
  любов: 'f',
  пролет: 'f',
  захар: 'f',
  мед: 'm',
  хора: 'p',
  места: 'p',
  ястия: 'p',
  деца: 'p',
  пари: 'p',
  очила: 'p',
  услуги: 'p',
  цветя: 'p',
  дрехи: 'p',
  обувки: 'p',
  мебели: 'p',
  сладкиши: 'p',
  курсове: 'p',
  уроци: 'p',
  ремонти: 'p',
};

// Abstract nouns in these suffixes are feminine even though they end in a consonant.
const FEMININE_CONSONANT_SUFFIXES = ['ост', 'ест', 'щ'];

// Masculine nouns that take the "soft" article -ят / -я: agent nouns in -ар (the ending alone cannot
// tell лекар from календар), nouns in -тел, and a few old words.
const SOFT_MASCULINE = new Set([
  'лекар',
  'зъболекар',
  'пекар',
  'аптекар',
  'секретар',
  'кулинар',
  'ключар',
  'грънчар',
  'железар',
  'цар',
  'кон',
  'ден',
  'път',
  'огън',
  'зет',
  'лакът',
]);

function isVowel(ch: string): boolean {
  return VOWELS.includes(ch);
}

/** True when the word is written in Cyrillic (so Bulgarian endings mean something). */
export function isCyrillicWord(word: string): boolean {
  return /^[а-яёѝ-]+$/i.test(word);
}

/** Gender of a Bulgarian noun in its indefinite singular (or plural) form, from its ending. */
export function nounGender(word: string): Gender {
  const w = word.toLowerCase().trim();
  if (!w) return 'm';
  const known = GENDER_EXCEPTIONS[w];
  if (known) return known;
  if (!isCyrillicWord(w)) return 'm';
  if (/(ове|еве)$/.test(w)) return 'p';
  const last = w[w.length - 1];
  // Singular nouns in -и are rare loans (такси, жури) and are listed above; the rest are plurals.
  if (last === 'и') return 'p';
  if (last === 'а' || last === 'я') return 'f';
  if (last === 'о' || last === 'е' || last === 'ю' || last === 'у') return 'n';
  if (FEMININE_CONSONANT_SUFFIXES.some((s) => w.endsWith(s)) && w.length > 4) return 'f';
  return 'm';
}

/**
 * The definite form of a noun: автосервиз → автосервизът (subject) / автосервиза (object),
 * пицария → пицарията, студио → студиото, услуги → услугите, места → местата.
 */
export function definite(
  word: string,
  gender: Gender = nounGender(word),
  role: 'subject' | 'object' = 'subject',
): string {
  const w = word;
  const lower = w.toLowerCase();
  if (!isCyrillicWord(lower)) return w;
  const last = lower[lower.length - 1];
  switch (gender) {
    case 'f':
      return w + 'та';
    case 'n':
      return w + 'то';
    case 'p':
      return w + (last === 'а' || last === 'я' ? 'та' : 'те');
    case 'm': {
      if (last === 'й') return w.slice(0, -1) + (role === 'subject' ? 'ят' : 'я');
      if (isVowel(last)) {
        // Masculine nouns in a vowel (баща, съдия, чичо) take the feminine/neuter article.
        return w + (last === 'о' ? 'то' : 'та');
      }
      const soft = SOFT_MASCULINE.has(lower) || /тел$/.test(lower);
      if (soft) return w + (role === 'subject' ? 'ят' : 'я');
      return w + (role === 'subject' ? 'ът' : 'а');
    }
  }
}

export function nounPhrase(text: string, gender: Gender): NounPhrase {
  return { text, gender };
}

/** Pick the form that agrees with a gender. */
export function agree(gender: Gender, forms: Forms): string {
  return forms[gender];
}

/** "наш" agreeing with the noun: нашият/нашия, нашата, нашето, нашите. */
export function our(gender: Gender, role: 'subject' | 'object' = 'subject'): string {
  return agree(gender, { m: role === 'subject' ? 'нашият' : 'нашия', f: 'нашата', n: 'нашето', p: 'нашите' });
}

/** "който" agreeing with the noun. */
export function which(gender: Gender): string {
  return agree(gender, { m: 'който', f: 'която', n: 'което', p: 'които' });
}

// Past participles used as adjectives keep their е: утвърден → утвърдена (not "утвърдна"),
// доверен → доверени (not "доверни").
const KEEPS_E = new Set([
  'утвърден',
  'доверен',
  'изпитан',
  'подготвен',
  'обучен',
  'оборудван',
  'уреден',
  'отворен',
  'специализиран',
  'сертифициран',
  'направен',
  'изработен',
  'проверен',
]);

/**
 * Inflect a regular adjective given its masculine form: нов → нова/ново/нови,
 * местен → местна/местно/местни, български → българска/българско/български.
 */
export function adjective(masc: string, gender: Gender): string {
  if (gender === 'm') return masc;
  const ending = agree(gender, { m: '', f: 'а', n: 'о', p: 'и' });
  // "-ски"/"-и" adjectives replace the final и: български → българска.
  if (/и$/.test(masc)) return masc.slice(0, -1) + ending;
  // Fleeting vowel in the last syllable: местен → местна, добър → добра, светъл → светла.
  if (/[^аъоуеиюя][ея]н$/.test(masc) && masc.length > 4 && !KEEPS_E.has(masc)) return masc.slice(0, -2) + 'н' + ending;
  if (/[^аъоуеиюя]ъ[лр]$/.test(masc)) return masc.slice(0, -2) + masc.slice(-1) + ending;
  return masc + ending;
}

/** Definite adjective: нов → новият, новата, новото, новите. */
export function definiteAdjective(masc: string, gender: Gender): string {
  if (gender === 'm') return adjective(masc, 'p') + 'ят';
  return adjective(masc, gender) + agree(gender, { m: '', f: 'та', n: 'то', p: 'те' });
}

const PREPOSITIONS = new Set(['на', 'за', 'с', 'със', 'от', 'в', 'във', 'и', 'по', 'до', 'при', 'към', 'или']);

/**
 * Read a free-text business type ("ветеринарна клиника", "ремонт на смартфони", "фитнес зала")
 * as a noun phrase with the gender of its head noun. Bulgarian puts modifiers (adjectives and noun
 * adjuncts such as "фитнес") before the head, so the head is the last word before the first
 * preposition; words after it are the head's complement.
 */
export function parseNounPhrase(text: string): NounPhrase | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const words = clean.split(' ');
  if (!words.every((w) => /^[а-яёѝ-]+$/i.test(w))) return null;
  const lower = words.map((w) => w.toLowerCase());
  let end = lower.findIndex((w) => PREPOSITIONS.has(w));
  if (end === 0) return null;
  if (end < 0) end = lower.length;
  // Sentence case: "Цветарски магазин" → "цветарски магазин", but acronyms keep their capitals ("ВиК услуги").
  const phrase = words.map((w) => (/^\p{Lu}\p{Ll}*(?:-\p{Ll}+)*$/u.test(w) ? w.toLowerCase() : w)).join(' ');
  return { text: phrase, gender: nounGender(lower[end - 1]) };
}

/** Crude stem for matching: strip the definite article and common plural endings. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 5) w = w.replace(/(ът|ят|та|то|те)$/, '');
  if (w.length > 5) w = w.replace(/(ове|еве|ища|ия|и|а|я|о|е)$/, '');
  return w;
}

/** Capitalise the first letter (Latin or Cyrillic). */
export function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
