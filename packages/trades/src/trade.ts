/**
 * What Reklamo knows about one common Bulgarian small-business trade, in one row: how the owner's
 * text names it (stems), the copy the local writer draws on, the Bulgarian picture words a scene
 * carries and the illustrations (Fluent Emoji names) those words show. The brain writes from it and
 * the pictures draw from it, so the words and the pictures of a trade cannot drift apart.
 */
export type Gender = 'm' | 'f' | 'n' | 'p';
export type NounPhrase = { text: string; gender: Gender };

export function nounPhrase(text: string, gender: Gender): NounPhrase {
  return { text, gender };
}

export type Trade = {
  id: string;
  /** Lowercase stems; a business type matches when a word starts with one (multi-word stems match as substrings). */
  stems: string[];
  noun: NounPhrase;
  /** Object of "се грижи за ...": what the business takes care of for the customer. */
  care: string;
  services: string[];
  perks: string[];
  /** Suggested offers, prices in euro written the Bulgarian way ("13 €"). */
  offers: string[];
  audiences: string[];
  cta: string;
  /** The trade's Bulgarian name as a person would say it: "Пекарна", "Ключар". */
  label: string;
  /** Opening questions in the formal "Вие" register: "Търсите топла баница за закуска?" */
  hooks: string[];
  /** The customer's pain, one sentence each, for problem-agitate-solve ads. */
  problems: string[];
  /** Bulgarian picture words a scene of this trade carries: "хляб", "кроасан", "фурна". */
  visual: string[];
  /** The illustrations those words show, hero first (names in the Fluent Emoji set); at least three, none another trade's. */
  icons: string[];
};
