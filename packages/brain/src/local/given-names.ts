/**
 * Bulgarian given names and the short forms owners sign with, for the name typed in lower case where only a name
 * stands: "обущар митко гр. габрово …", "аз съм пешо", "звъннете на иво". Words that are also common
 * nouns or adjectives ("поли", "дани", "мила", "рада", "вера", "зори") are left out: a capital is never put on them.
 */
const NAMES = `
александър алекс ангел антон асен атанас бисер благой бобо боби бойко борис боян бранимир валентин ваньо ванко васил
венци венцислав веселин владо владимир галин георги гошо гриша данчо делян деян димитър димо димчо дончо драго емил
живко жоро захари здравко ивайло иван иво ивелин ивчо илия ицо йордан йоско калин калоян камен кирил коко кольо
константин костадин краси красимир кристиян крум лазар любо любомир марин мартин методи митко мишо михаил мони наско
недко нено никола николай ники огнян пенчо пепи петко петър пешо пламен радо радослав ради рашо румен сашо светльо
светослав симеон симо славчо слави стамен стефан стоил стоян стойчо тодор тошо тони христо цветан цецо чочо явор янко
анелия ани анна боряна бояна валя ваня веси весела гала галя галина габи гергана гери даниела деси десислава диана
донка елена ели ели емилия жени иванка илиана ина йоана катя кати лили маги мария марийка мими нели нина пепа
петя роси румяна светла силвия сийка соня стела стефка таня теди тони цвети цветелина яна
`
  .split(/\s+/u)
  .filter((w) => /^\p{Ll}+$/u.test(w));

export const GIVEN_NAMES: ReadonlySet<string> = new Set(NAMES);

const NAME_ALT = NAMES.join('|');
// Where only a name stands: after a trade that opens the brief ("обущар митко"), after
// "аз съм"/"казвам се" and a call ("звъннете на ивo"), and signed after the phone ("… 0888 123 456 митко").
const NAME_SPOT_RE = new RegExp(
  `(^\\s*\\p{L}{4,}\\s+|(?:^|\\s)(?:аз\\s+съм|казвам\\s+се|обадете\\s+се\\s+на|звъннете\\s+на|звънете\\s+на|звъни\\s+на|звънни\\s+на|пишете\\s+на|търсете)\\s+|\\d\\s+)(${NAME_ALT})(?=[\\s,.!;:–—-]|$)`,
  'giu',
);

/** The given names typed in lower case where only a name stands, capitalised: "обущар митко" → "обущар Митко". */
export function capitalizeGivenNames(text: string): string {
  return text.replace(
    NAME_SPOT_RE,
    (_m, lead: string, name: string) => `${lead}${name[0]!.toLocaleUpperCase('bg-BG')}${name.slice(1)}`,
  );
}
