import type { BusinessDetails } from '@reklamo/contract';

/** The ad's beats, in order; each gets one voice-over line and one scene. */
export const SCENE_KINDS = ['hook', 'intro', 'services', 'offer', 'cta', 'end'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export type ScriptLine = { kind: SceneKind; voice: string };

/** Natural Bulgarian read-out pace for an ad (measured against espeak at our rate). */
export const WORDS_PER_SECOND = 2.4;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const words = (s: string) => (s ? s.split(/\s+/).filter(Boolean).length : 0);
const endSentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);
const stripEnd = (s: string) => s.replace(/[.!?…\s]+$/, '');
const lowerFirst = (s: string) => (s && !/^[A-ZА-Я]{2}/.test(s) ? s[0]!.toLocaleLowerCase('bg-BG') + s.slice(1) : s);

export function splitServices(services: string): string[] {
  return services
    .split(/[,;\n•·|]+|\s+и\s+/)
    .map((s) => stripEnd(clean(s)))
    .filter(Boolean);
}

export function sentences(text: string): string[] {
  return clean(text)
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
}

/**
 * Builds the voice-over, one line per scene, close to WORDS_PER_SECOND × duration words.
 * The required beats (name, offer, call to action) are always read; description, audience and
 * extra services are added while the word budget allows, so short ads stay tight and long ones full.
 */
export function buildScript(d: BusinessDetails, durationSec: number): ScriptLine[] {
  const budget = Math.round(WORDS_PER_SECOND * durationSec);
  const name = clean(d.BusinessName) || 'Нашият бизнес';
  const service = stripEnd(clean(d.AdvertizedService));
  const services = splitServices(d.Services).filter((s) => s.toLocaleLowerCase() !== service.toLocaleLowerCase());
  const offer = stripEnd(clean(d.Offer));
  const cta = stripEnd(clean(d.CTA)) || 'Свържете се с нас още днес';
  const location = stripEnd(clean(d.BusinessLocation));
  const audience = stripEnd(clean(d.TargetAudience));
  const description = sentences(d.BusinessDescription);

  const hook = service ? `Търсите ${lowerFirst(service)}?` : 'Търсите най-доброто?';
  const hookExtra = 'Имаме нещо специално за вас.';
  const intro = `${name}.`;
  const offerLine = offer ? endSentence(offer) : '';
  const ctaLine = `${endSentence(cta)}${location ? ` Намерете ни: ${endSentence(location)}` : ''}`;
  const endLine = `${name}. Очакваме ви!`;

  const core = [hook, intro, offerLine, ctaLine, endLine].join(' ');
  let left = budget - words(core);
  const add = (text: string) => {
    const n = words(text);
    if (n <= left) {
      left -= n;
      return text;
    }
    return '';
  };

  const introParts: string[] = [intro];
  const serviceItems: string[] = [];
  let hookLine = hook;
  // Order says what a listener misses most when the ad is short.
  if (service) introParts.push(add(`${service} на високо ниво.`) || '');
  for (const s of services.slice(0, 4)) {
    const cost = serviceItems.length === 0 ? words(s) + 1 : words(s);
    if (cost <= left) {
      left -= cost;
      serviceItems.push(lowerFirst(s));
    }
  }
  for (const s of description) {
    const piece = add(endSentence(s));
    if (piece) introParts.push(piece);
    if (left < 4) break;
  }
  if (audience) {
    const a = add(`Идеално за ${lowerFirst(audience)}.`);
    if (a) introParts.push(a);
  }
  const extra = add(hookExtra);
  if (extra) hookLine = `${hook} ${extra}`;

  return [
    { kind: 'hook', voice: hookLine },
    { kind: 'intro', voice: introParts.filter(Boolean).join(' ') },
    { kind: 'services', voice: serviceItems.length ? `Предлагаме ${joinList(serviceItems)}.` : '' },
    { kind: 'offer', voice: offerLine },
    { kind: 'cta', voice: ctaLine },
    { kind: 'end', voice: endLine },
  ];
}

export const countWords = words;
