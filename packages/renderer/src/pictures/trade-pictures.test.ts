import { describe, expect, it } from 'vitest';
import { extractDetailsLocal, writePromptLocal, writeStoryboards } from '@reklamo/brain';
import type { BusinessDetails, Storyboard } from '@reklamo/contract';
import {
  BEAT_ICONS,
  familyIcons,
  NOUN_PICTURES,
  picturesFor,
  tradeFamily,
  tradeOfPictureWords,
  TRADES,
} from '@reklamo/trades';
import { iconSvg } from './node/emoji-library.ts';
import { planShots } from '@reklamo/scene/pictures/plan.ts';

const briefTextsOf = (d: BusinessDetails) => [d.AdvertizedService, d.Services, d.BusinessName, d.BusinessDescription];

/** The icons the shots of a storyboard show, as the render plans them. */
function shownIcons(details: BusinessDetails, sb: Storyboard): string[] {
  let t = 0;
  const scenes = sb.scenes.map((s) => ({ kind: s.kind, start: t, end: (t += s.durationSec), visual: s.visual }));
  return planShots({ scenes, media: [], briefTexts: briefTextsOf(details), transition: 'wipe' }).flatMap(
    (s) => s.icons ?? [],
  );
}

/** The icons of every variant the brain writes from these details. */
const variantsIcons = (details: BusinessDetails) =>
  writeStoryboards(details, { durationSec: 30, seed: 2 }).map((sb) => shownIcons(details, sb));

describe('one table for the words and the pictures of a trade', () => {
  it('every trade finds at least three illustrations of its own from its own picture words, and each exists in the set', () => {
    const missing: string[] = [];
    for (const t of TRADES) {
      const p = picturesFor({ keywords: t.visual });
      expect(p.trade?.id, t.id).toBe(t.id);
      expect(p.icons.length, t.id).toBeGreaterThanOrEqual(3);
      for (const icon of p.icons) if (iconSvg(icon) === null) missing.push(`${t.id}: ${icon}`);
    }
    expect(missing).toEqual([]);
  });

  it("no trade's pictures are another family's: an icon belongs to the trades of one family only, and the beats' own icons to none", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const t of TRADES) {
      for (const icon of t.icons) {
        const fam = tradeFamily(t);
        const had = owner.get(icon);
        if (had && had !== fam) clashes.push(`${icon}: ${had} and ${fam} (${t.id})`);
        owner.set(icon, fam);
      }
    }
    expect(clashes).toEqual([]);
    for (const icon of [...BEAT_ICONS.offer, ...BEAT_ICONS.cta]) expect(owner.has(icon), icon).toBe(false);
  });

  it("an ad the brain writes for a known trade shows the pictures of the row its words come from, or of its family, never another family's", () => {
    const wrong: string[] = [];
    let rowAds = 0;
    for (const t of TRADES) {
      const details = extractDetailsLocal(writePromptLocal(t.noun.text, { seed: 3 }));
      for (const sb of writeStoryboards(details, { durationSec: 30, seed: 2 })) {
        const row = sb.scenes.map((s) => tradeOfPictureWords(s.visual.keywords)).find(Boolean);
        if (!row) continue;
        rowAds++;
        const allowed = new Set([...familyIcons(tradeFamily(row)), ...BEAT_ICONS.offer, ...BEAT_ICONS.cta]);
        for (const icon of shownIcons(details, sb))
          if (!allowed.has(icon)) wrong.push(`${t.id} (${row.id} words): ${icon}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
    // Most ads of a known trade carry its words (the rest are written around the owner's own nouns).
    expect(rowAds).toBeGreaterThan(TRADES.length);
  });

  it('every illustration the lexicon of nouns names exists in the set', () => {
    const missing = [...new Set(NOUN_PICTURES.flatMap((n) => n.icons))].filter((n) => iconSvg(n) === null);
    expect(missing).toEqual([]);
    // A few hundred nouns of small-business work.
    expect(NOUN_PICTURES.flatMap((n) => n.stems).length).toBeGreaterThan(600);
  });
});

/** Owners' own words for trades the table does not know, as they type them into step 1. */
const UNKNOWN: { text: string; shows: string[]; never: string[] }[] = [
  {
    text: 'Здравейте, карам мобилен шиномонтаж „Гуми на място“ в Ловеч – идвам с буса до вас и сменям гумите за 20 минути. Смяна на 4 гуми с баланс 40 €. Тел. 0899 123 456',
    shows: ['wheel'],
    never: ['stethoscope', 'mobile-phone', 'battery'],
  },
  {
    text: 'Настройвам пиана в Пловдив и областта – Иван Петров, 25 години опит. Настройка на пиано 60 €, пишете или звънете на 0887 111 222',
    shows: ['musical-keyboard'],
    never: ['graduation-cap', 'mobile-phone', 'battery'],
  },
  {
    text: 'Конна база „Подкова“ край Габрово – уроци по езда за деца и възрастни, разходки с коне в планината. Първият урок е 15 €. Обадете се на 0888 765 432',
    shows: ['horse'],
    never: ['mobile-phone', 'battery', 'wrench', 'graduation-cap'],
  },
  {
    text: 'Сватбен DJ Мишо – музика и озвучаване за сватби и балове в Русе. До края на януари 10% отстъпка за резервации. 0878 222 333',
    shows: ['musical-notes'],
    never: ['cupcake', 'birthday-cake', 'mobile-phone', 'confetti-ball'],
  },
  {
    text: 'Продавам дърва за огрев – бук и дъб, нарязани и нацепени, с доставка в Габрово и селата. 1 кубик 90 €. Тел. 0896 444 555',
    shows: ['wood'],
    never: ['mobile-phone', 'battery', 'wrench'],
  },
  {
    text: 'Шивашко ателие „Игла“ в Бургас – скъсяване на панталони, смяна на ципове, ушиване на рокли. Скъсяване 5 €. 0886 101 202',
    shows: ['sewing-needle'],
    never: ['mobile-phone', 'dress'],
  },
];

describe('pictures of a trade nobody wrote down come from the owner’s own nouns', () => {
  it.each(UNKNOWN)('$text', ({ text, shows, never }) => {
    const details = extractDetailsLocal(text);
    const variants = variantsIcons(details);
    for (const icons of variants) {
      for (const icon of shows) expect(icons, text).toContain(icon);
      for (const icon of never) expect(icons, text).not.toContain(icon);
    }
  });

  it('an ad whose words name nothing that can be drawn is typographic: no illustration at all, never a stand-in', () => {
    const details = extractDetailsLocal(
      'Консултантска фирма „Вектор“ в Сливен – помагаме на малки фирми с европейски проекти и документи по програмите. Първа среща безплатно. 0877 909 808',
    );
    for (const icons of variantsIcons(details)) expect(icons).toEqual([]);
  });

  it('words every ad says (phone, gift, discount, client, smile) show nothing', () => {
    expect(
      picturesFor({
        texts: ['Обадете се на телефон 0888 123 456', 'подарък и 10% отстъпка за всеки клиент', 'с усмивка'],
      }).icons,
    ).toEqual([]);
  });
});
