/**
 * Writer → extractor round trip: whatever our own writer produces for every preset, every idea
 * chip and every trade of the knowledge base, unedited and with the placeholders filled, the
 * extractor reads back a real service (never the business), a real offer (never the service
 * list) and the facts the user typed.
 */
import { describe, expect, it } from 'vitest';
import { createMessages } from '../../../../apps/web/src/messages/create.ts';
import { homeMessages } from '../../../../apps/web/src/messages/home.ts';
import { BUSINESS_KB, BUSINESS_NOUNS, findCategory } from './business-kb.ts';
import { extractDetailsLocal } from './extract-details.ts';
import { splitServiceList } from './text.ts';
import { writePromptLocal } from './write-prompt.ts';

const PRESETS = Object.values(createMessages.create.business.presets);
const CHIPS = Object.values(homeMessages.home.ideas);
const FILLED = {
  '[име на бизнеса]': '„Слънце“',
  '[град]': 'Пловдив',
  '[телефон]': '0888 123 456',
  '[адрес]': 'ул. Райна Княгиня 5',
};
const fill = (text: string) => Object.entries(FILLED).reduce((t, [k, v]) => t.split(k).join(v), text);
const OFFER_SIGNAL = /\d|подар|безплат|половин|отстъпк|промоци|до края|всяк|без оскъпяване/i;

function problems(type: string, text: string, allowed: string[]): string[] {
  const out = extractDetailsLocal(text);
  const found: string[] = [];
  const service = out.AdvertizedService.toLowerCase();
  if (!allowed.map((s) => s.toLowerCase()).includes(service)) found.push(`service "${out.AdvertizedService}"`);
  if (/^(?:наш|ваш)/i.test(out.AdvertizedService) || (BUSINESS_NOUNS.has(service) && !allowed.includes(service)))
    found.push(`service is the business "${out.AdvertizedService}"`);
  if (!out.Offer || !OFFER_SIGNAL.test(out.Offer)) found.push(`offer "${out.Offer}"`);
  if (out.Offer && out.Services && out.Offer.toLowerCase().includes(out.Services.toLowerCase()))
    found.push(`offer is the service list "${out.Offer}"`);
  const items = splitServiceList(out.Services);
  if (items.length < 2) found.push(`services "${out.Services}"`);
  if (items.some((s) => /^(?:както|и|или|а)(?:\s|$)/i.test(s)))
    found.push(`service item starts with a conjunction: ${JSON.stringify(items)}`);
  return found.map((f) => `${type}: ${f}\n  ${text}`);
}

describe('writer → extractor on our own texts', () => {
  it.each(PRESETS)('preset "%s"', (type) => {
    const category = findCategory(type)!;
    expect(category, type).not.toBeNull();
    const bad: string[] = [];
    for (let seed = 1; seed <= 10; seed++) {
      const text = writePromptLocal(type, { seed });
      for (const t of [text, fill(text)]) bad.push(...problems(type, t, [...category.services, type]));
    }
    expect(bad).toEqual([]);
  });

  it.each(CHIPS.map((c) => [c.label, c] as const))(
    'idea chip "%s": its ready prompt and our text for its business type',
    (_label, chip) => {
      const out = extractDetailsLocal(chip.prompt);
      expect(out.AdvertizedService).not.toMatch(/^(?:наш|ваш)/i);
      expect(out.BusinessName).not.toBe('');
      expect(out.BusinessLocation).not.toBe('');
      expect(OFFER_SIGNAL.test(out.Offer), out.Offer).toBe(true);
      expect(out.Offer.toLowerCase()).not.toContain(out.Services.toLowerCase().slice(0, 20));
      expect(splitServiceList(out.Services).length).toBeGreaterThanOrEqual(2);
      const category = findCategory(chip.businessType)!;
      const bad: string[] = [];
      for (let seed = 1; seed <= 6; seed++)
        bad.push(...problems(chip.businessType, writePromptLocal(chip.businessType, { seed }), category.services));
      expect(bad).toEqual([]);
    },
  );

  // (One seed a test: the three read every trade twice over, longer together than one test's minute on a slow machine.)
  it.each([1, 2, 3])('every trade of the knowledge base, unedited and filled in (seed %i)', (seed) => {
    const bad: string[] = [];
    for (const category of BUSINESS_KB) {
      const text = writePromptLocal(category.label, { seed });
      for (const t of [text, fill(text)])
        bad.push(...problems(category.label, t, [...category.services, category.label]));
    }
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('reads back the facts the user typed', () => {
    for (const category of BUSINESS_KB) {
      const typed = `${category.label} „Слънчев ден“ в Габрово, ул. Васил Левски 5, 0888 123 456`;
      const out = extractDetailsLocal(writePromptLocal(typed, { seed: 2 }));
      expect(out.BusinessName, typed).toBe('Слънчев ден');
      expect(out.BusinessLocation, typed).toContain('Габрово');
      expect(out.CTA, typed).toContain('0888 123 456');
    }
  });
});
