import type { BusinessDetails } from '@reklamo/contract';
import { CAPTION_MAX, YOUTUBE_TITLE_MAX } from '@reklamo/contract/publishing';
import { findCategory } from './local/business-kb.ts';
import { formatPhone, mineFacts, prep } from './local/mine-facts.ts';
import { parseLooseJson } from './normalize.ts';

/** The text of a post (Facebook, Instagram, YouTube's description) and YouTube's title. */
export type PostCaption = { caption: string; title: string };
export type WriteCaptionOpts = {
  /** More of the ad's own words (its script), where a phone may be. */ extraText?: string;
};

export const CAPTION_MAX_HASHTAGS = 5;

const PHONE = /(?:\+359|00359|0)[\s-]?\d(?:[\s-/]?\d){7,9}/g;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;
const digits = (s: string) => s.replace(/\D/g, '').replace(/^(?:00)?359/, '0');

/** The ad's phone, the Bulgarian way ("0888 123 456"), from whichever field the owner put it in. */
function phoneOf(d: BusinessDetails, extra: string): string {
  const found = [d.CTA, d.BusinessDescription, d.Offer, d.BusinessLocation, d.Services, extra]
    .join(' ')
    .match(PHONE)?.[0];
  return found ? formatPhone(found) : '';
}

const LITTLE_WORDS = new Set([
  'на',
  'в',
  'във',
  'за',
  'с',
  'със',
  'и',
  'от',
  'до',
  'по',
  'при',
  'край',
  'около',
  'а',
  'или',
]);

/** A hashtag of up to three words: letters and digits, the words joined with capitals (#ПекарнаЗора). */
function tag(text: string): string | null {
  const words = text
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3);
  // A tag does not end on a little word: "пешеходни обиколки на Стария град" → #ПешеходниОбиколки.
  while (words.length > 1 && LITTLE_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
  if (!words.length) return null;
  const t = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return t.length >= 3 && t.length <= 30 ? `#${t}` : null;
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const sentence = (s: string) => {
  const t = clean(s).replace(/[.!,;:–—-]+$/u, '');
  return t ? t[0]!.toUpperCase() + t.slice(1) : '';
};

/** Where the business is, ready to follow its name: "в Пловдив", "в София, Лозенец", "" when unknown. */
function whereOf(location: string): { where: string; town: string } {
  const loc = clean(location.replace(/(^|[\s,])(?:гр\.|град)\s*/gu, '$1'));
  const f = mineFacts(loc);
  // "София, Лозенец": the owner's neighbourhood or street stays with the town.
  if (f.town && loc.startsWith(f.town) && loc.length <= 60) return { where: `${prep('в', loc)} ${loc}`, town: f.town };
  if (f.where) return { where: f.where, town: f.town };
  const first = clean(location.split(/[,;]/)[0] ?? '').replace(/^(?:гр\.|град|с\.|село)\s*/u, '');
  return first && /^\p{Lu}/u.test(first) ? { where: `в ${first}`, town: first } : { where: '', town: '' };
}

/**
 * The local writer: the post from the ad's facts alone, in Bulgarian and the formal "Вие" — a
 * question of the trade when it is one we know, the name with what is advertised and where, the
 * offer, the call with the phone, and at most five hashtags (name, service, town, trade). Never
 * anything the owner did not say: no price, discount or address of its own.
 */
export function writeCaptionLocal(d: BusinessDetails, opts: WriteCaptionOpts = {}): PostCaption {
  const name = clean(d.BusinessName);
  const service = clean(d.AdvertizedService || d.Services.split(/[,;]/)[0] || '');
  const { where, town } = whereOf(d.BusinessLocation);
  const phone = phoneOf(d, opts.extraText ?? '');
  // The trade from what the business is, else from what it advertises; a list of services can
  // name another trade in passing ("съдове от глина, уроци" is no school).
  const trade = findCategory(d.BusinessDescription) ?? findCategory(d.AdvertizedService);
  const lines: string[] = [];
  // A trade's question opens only when it speaks of what the ad sells (a bakery's hook for bread).
  const hook = trade?.hooks.find(
    (h) => service && h.toLowerCase().includes(service.split(' ')[0]!.toLowerCase().slice(0, 5)),
  );
  if (hook) lines.push(hook);
  const what = service ? `${name} — ${service.toLowerCase() === name.toLowerCase() ? '' : service}` : name;
  lines.push(`${clean(`${what.replace(/ — $/, '')} ${where}`)}.`);
  if (clean(d.Offer)) lines.push(`${sentence(d.Offer)}!`);
  const cta = clean(d.CTA);
  const ctaWithoutPhone = sentence(phone ? cta.replace(PHONE, '').replace(/\s+(?:на|на тел\.?|тел\.?)\s*$/u, '') : cta);
  if (ctaWithoutPhone && phone) lines.push(`${ctaWithoutPhone}: 📞 ${phone}`);
  else if (ctaWithoutPhone) lines.push(`${ctaWithoutPhone}${/[!?]$/.test(cta) ? cta.at(-1) : '.'}`);
  else if (phone) lines.push(`📞 ${phone}`);
  const seen = new Set<string>();
  const tags = [tag(name), tag(service), tag(town), trade ? tag(trade.label) : null, '#МестенБизнес']
    .filter((t): t is string => Boolean(t))
    .filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    .slice(0, CAPTION_MAX_HASHTAGS);
  lines.push('', tags.join(' '));
  const long = service && service.toLowerCase() !== name.toLowerCase() ? `${name} — ${service}` : name;
  const title = (town && `${long} ${where}`.length <= YOUTUBE_TITLE_MAX ? `${long} ${where}` : long)
    .slice(0, YOUTUBE_TITLE_MAX)
    .trim();
  return { caption: lines.join('\n').trim().slice(0, CAPTION_MAX), title };
}

/**
 * What is wrong with a written post, in Bulgarian for the model to fix: too long, no name, a
 * phone that is not the ad's or missing, more than five hashtags, a number (a price, a discount)
 * the owner never gave, or not Bulgarian. Empty when it can go to the owner.
 */
export function captionProblems(c: PostCaption, d: BusinessDetails, opts: WriteCaptionOpts = {}): string[] {
  const problems: string[] = [];
  const text = c.caption ?? '';
  if (!clean(text)) return ['текстът е празен'];
  if (text.length > CAPTION_MAX) problems.push(`текстът е по-дълъг от ${CAPTION_MAX} знака`);
  if (!clean(c.title ?? '')) problems.push('няма заглавие');
  else if (c.title.length > YOUTUBE_TITLE_MAX) problems.push(`заглавието е по-дълго от ${YOUTUBE_TITLE_MAX} знака`);
  const name = clean(d.BusinessName).toLowerCase();
  if (name && !text.toLowerCase().includes(name)) problems.push(`липсва името „${clean(d.BusinessName)}“`);
  const phone = phoneOf(d, opts.extraText ?? '');
  const phones = text.match(PHONE) ?? [];
  if (phone && !phones.some((p) => digits(p) === digits(phone))) problems.push(`липсва телефонът ${phone}`);
  const strange = phones.filter((p) => digits(p) !== digits(phone));
  if (strange.length) problems.push(`телефонът ${strange[0]!.trim()} не е на бизнеса`);
  const tags = text.match(HASHTAG) ?? [];
  if (tags.length > CAPTION_MAX_HASHTAGS)
    problems.push(`хаштаговете са ${tags.length}, а може най-много ${CAPTION_MAX_HASHTAGS}`);
  // A number the owner never gave is a promise they did not make (a price, a discount, a year).
  const said = [...Object.values(d), opts.extraText ?? ''].join(' ');
  const known = new Set(said.match(/\d+(?:[.,]\d+)?/g) ?? []);
  const bare = text.replace(PHONE, ' ').replace(HASHTAG, ' ');
  const invented = (bare.match(/\d+(?:[.,]\d+)?/g) ?? []).filter((n) => !known.has(n));
  if (invented.length) problems.push(`числото ${invented[0]} го няма в данните на бизнеса`);
  const cyr = (bare.match(/\p{Script=Cyrillic}/gu) ?? []).length;
  const lat = (bare.match(/\p{Script=Latin}/gu) ?? []).length;
  if (cyr < lat * 2) problems.push('текстът трябва да е на български');
  return problems;
}

export const CAPTION_SYSTEM = [
  'Пишеш текста на публикация във Facebook, Instagram и YouTube за видеореклама на малък български бизнес.',
  'Пиши на български, учтиво (с „Вие“), кратко: 3–6 реда.',
  'Използвай само фактите, които ти дават: не измисляй цени, отстъпки, срокове, адреси или телефони.',
  'Спомени името на бизнеса, какво се рекламира, града и офертата, ако има такава.',
  'Ако има телефон, напиши го точно така, както е даден, в ред с призив за действие.',
  'На последния ред сложи до 5 хаштага на български, свързани с бизнеса, услугата и града.',
  'Заглавието е за YouTube: до 100 знака, името на бизнеса и какво се рекламира.',
  'Върни само JSON: {"caption": "...", "title": "..."}.',
].join('\n');

export const CAPTION_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['caption', 'title'],
  properties: { caption: { type: 'string' }, title: { type: 'string' } },
} as const;

export function captionUserPrompt(d: BusinessDetails, opts: WriteCaptionOpts = {}): string {
  const phone = phoneOf(d, opts.extraText ?? '');
  const rows: [string, string][] = [
    ['Име', d.BusinessName],
    ['Какво е бизнесът', d.BusinessDescription],
    ['Услуги', d.Services],
    ['Рекламира се', d.AdvertizedService],
    ['Оферта', d.Offer],
    ['Призив', d.CTA],
    ['Място', d.BusinessLocation],
    ['За кого', d.TargetAudience],
    ['Телефон', phone],
  ];
  return rows
    .filter(([, v]) => clean(v))
    .map(([k, v]) => `${k}: ${clean(v)}`)
    .join('\n');
}

export function captionFromModel(raw: string): PostCaption | null {
  const j = parseLooseJson(raw) as { caption?: unknown; title?: unknown } | null;
  if (!j || typeof j.caption !== 'string') return null;
  return { caption: j.caption.replace(/\r\n/g, '\n').trim(), title: typeof j.title === 'string' ? clean(j.title) : '' };
}

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * The post written by a model, checked as the owner's words are: an answer with problems goes back
 * once with what was wrong, and a second miss (or a model that does not answer) gives the local
 * writer's post — a caption is never worth an error.
 */
export async function writeCaptionWithModel(
  complete: (messages: ChatMessage[]) => Promise<string>,
  d: BusinessDetails,
  opts: WriteCaptionOpts = {},
): Promise<PostCaption> {
  const messages: ChatMessage[] = [
    { role: 'system', content: CAPTION_SYSTEM },
    { role: 'user', content: captionUserPrompt(d, opts) },
  ];
  for (let attempt = 0; attempt < 2; attempt++) {
    let raw: string;
    try {
      raw = await complete(messages);
    } catch {
      break;
    }
    const c = captionFromModel(raw);
    const problems = c ? captionProblems(c, d, opts) : ['отговорът не е JSON с caption и title'];
    if (c && !problems.length) return c;
    messages.push(
      { role: 'assistant', content: raw },
      {
        role: 'user',
        content: `Текстът не отговаря на изискванията: ${problems.slice(0, 4).join('; ')}. Напиши го отново, поправен, само като JSON.`,
      },
    );
  }
  return writeCaptionLocal(d, opts);
}
