/**
 * A language model's script, checked and finished the same way as ours: the model writes the
 * words per scene; the rules (register, prepositions, numbers, six-word headlines) and the timing
 * are applied here, and anything the contract refuses sends the caller to a repair or our writer.
 */
import { z } from 'zod';
import {
  SCENE_KINDS,
  SCENE_PAUSE_SEC,
  STORYBOARD_ANGLES,
  STORYBOARD_LIMITS,
  euroPrices,
  spokenSeconds,
  type BusinessDetails,
  type Storyboard,
} from '@reklamo/contract';
import { headline, sentence } from './bulgarian.ts';
import { scriptProblems } from './checks.ts';
import { keywordsOf, readFacts } from './facts.ts';
import { assembleStoryboard, type WriteStoryboardOptions } from './write-storyboard.ts';

export const ZModelScript = z.object({
  variants: z
    .array(
      z.object({
        angle: z.enum(STORYBOARD_ANGLES),
        scenes: z
          .array(
            z.object({
              kind: z.enum(SCENE_KINDS),
              voice: z.string().max(STORYBOARD_LIMITS.voiceMax),
              headline: z.string().min(1).max(STORYBOARD_LIMITS.headlineMax),
              sub: z.string().max(STORYBOARD_LIMITS.subMax).optional().default(''),
              keywords: z.array(z.string()).optional().default([]),
            }),
          )
          .min(STORYBOARD_LIMITS.minScenes)
          .max(STORYBOARD_LIMITS.maxScenes),
      }),
    )
    .min(1)
    .max(3),
});
export type ModelScript = z.infer<typeof ZModelScript>;

/** The JSON schema handed to the model (strict structured output: every property required). */
export const SCRIPT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['variants'],
  properties: {
    variants: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['angle', 'scenes'],
        properties: {
          angle: { type: 'string', enum: [...STORYBOARD_ANGLES] },
          scenes: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'voice', 'headline', 'sub', 'keywords'],
              properties: {
                kind: { type: 'string', enum: [...SCENE_KINDS] },
                voice: { type: 'string' },
                headline: { type: 'string' },
                sub: { type: 'string' },
                keywords: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  },
} as const;

export function scriptSystemPrompt(durationSec: number, variants: number): string {
  const words = Math.round(durationSec * 2.4);
  return [
    'Ти си копирайтър на кратки видео реклами за малки български фирми. Пишеш само на български език.',
    `Напиши ${variants} варианта на сценарий за реклама от ${durationSec} секунди, всеки с различен ъгъл: "question" (започва с въпрос, на който зрителят отговаря с "да"), "offer-first" (започва с офертата), "problem-solution" (проблем, засилване, решение).`,
    `Всеки вариант е списък от сцени (kind: ${SCENE_KINDS.join(', ')}). Общо около ${words} изговорени думи за целия сценарий; 1,5-8 секунди на сцена.`,
    'voice е изречението, което диктор изговаря; headline е текстът на екрана, най-много 6 думи; sub е кратък подред или празен низ; keywords са 2-4 съществителни за картинка.',
    'Обръщай се към зрителя с "Вие" (учтива форма: "Обадете се", "Заповядайте"), никога на "ти". Главна буква само в началото на изречението и в собствени имена.',
    'Използвай само фактите от съобщението на потребителя (име, услуга, оферта, телефон, адрес). Не измисляй цени, дати, телефони, услуги, удобства или отстъпки. Без квадратни скоби и без емоджи.',
    'Всеки вариант казва името, телефона и цялата оферта с цената и мярката ѝ, както са дадени. Цените са в евро, както са дадени ("48,57 €"), никога в лева. Дати като "до 14 февруари", телефони като "0888 123 456".',
    'Говори само за занаята на собственика с неговите думи; никога не го заменяй с подобен занаят и не споменавай друг занаят.',
    'Призивът е глагол и телефон: "Обадете се на 0888 123 456." Не цитирай изречение на собственика като име ("сферата „…“"), не пиши за самата реклама ("в тази реклама", "в тази кампания"). Последната сцена е kind "end" с името на фирмата.',
  ].join('\n');
}

export function scriptUserPrompt(details: BusinessDetails): string {
  const f = readFacts(details);
  const lines = [
    `Име: ${f.name ?? ''}`,
    `Занаят (думите на собственика): ${f.trade}`,
    `Рекламирана услуга: ${f.service}`,
    `Други услуги: ${f.services.join(', ')}`,
    `Оферта: ${f.offer}`,
    `Призив: ${f.cta}`,
    `Телефон: ${f.phone}`,
    `Място: ${f.location}`,
    `Аудитория: ${f.audience}`,
    `Описание: ${f.proofs.slice(0, 2).join(' ')}`,
  ];
  return lines.filter((l) => !/:\s*$/.test(l)).join('\n');
}

/**
 * The model's answer as storyboards, or an error message for the repair request. Lines pass the
 * same Bulgarian rules as ours; a script whose words would not fit the ad (more than a third over
 * at the measured rate) is refused rather than read at a gallop.
 */
export function storyboardsFromModel(
  raw: unknown,
  details: BusinessDetails,
  opts: WriteStoryboardOptions,
): { ok: true; value: Storyboard[] } | { ok: false; error: string } {
  const parsed = ZModelScript.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      error: parsed.error.issues
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .slice(0, 5)
        .join('; '),
    };
  const duration = opts.durationSec ?? 30;
  const facts = readFacts(details);
  const fallbackKeywords = facts.keywords;
  const typed = Object.values(details)
    .filter((x) => typeof x === 'string')
    .join(' ');
  const out: Storyboard[] = [];
  for (const v of parsed.data.variants) {
    const scenes = v.scenes.map((s) => ({
      kind: s.kind,
      // A price the model left in лева is said in euro, as ours are.
      voice: sentence(euroPrices(s.voice).text),
      headline: headline(euroPrices(s.headline).text),
      sub: s.sub ? headline(euroPrices(s.sub).text, 10) : undefined,
      keywords: (s.keywords.length ? keywordsOf(...s.keywords) : fallbackKeywords).slice(0, 6),
    }));
    const all = scenes.map((s) => `${s.voice} ${s.headline} ${s.sub ?? ''}`).join(' ');
    if (/[[\]]/.test(all)) return { ok: false, error: `variant ${v.angle}: a placeholder in square brackets` };
    const cyrillic = (all.match(/\p{Script=Cyrillic}/gu) ?? []).length;
    const letters = (all.match(/\p{L}/gu) ?? []).length;
    // Brand names may be Latin; the sentences around them must be Bulgarian.
    if (cyrillic < letters * 0.6) return { ok: false, error: `variant ${v.angle}: not in Bulgarian` };
    // The same checks as our own scripts: the owner's facts kept, no other trade, no broken line.
    const problems = scriptProblems(
      scenes.flatMap((s) => [s.voice, s.headline, s.sub ?? '', ...s.keywords]),
      { ...facts, category: facts.flavour },
      typed,
    );
    if (problems.length) return { ok: false, error: `variant ${v.angle}: ${problems.slice(0, 4).join('; ')}` };
    const need = scenes.reduce((a, s) => a + spokenSeconds(s.voice) + SCENE_PAUSE_SEC, 0);
    if (need > duration * 1.33)
      return { ok: false, error: `variant ${v.angle}: the lines need ${Math.round(need)} s, the ad is ${duration} s` };
    try {
      out.push(assembleStoryboard(details, v.angle, scenes, opts));
    } catch (err) {
      return { ok: false, error: `variant ${v.angle}: ${(err as Error).message.slice(0, 300)}` };
    }
  }
  return { ok: true, value: out.slice(0, opts.variants ?? 3) };
}
