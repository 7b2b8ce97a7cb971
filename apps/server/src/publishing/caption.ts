import type { BusinessDetails } from '@reklamo/contract';

const PHONE = /(?:\+359|0)[\s-]?\d(?:[\s-]?\d){7,9}/;

/** A hashtag from words: letters and digits only, the words joined with capitals kept (#ПекарнаЗора). */
function tag(text: string): string | null {
  const words = text.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean).slice(0, 3);
  if (!words.length) return null;
  const t = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  return t.length >= 3 && t.length <= 40 ? `#${t}` : null;
}

/** The town from "гр. Пловдив, ул. …" or "Пловдив, център". */
function townOf(location: string): string {
  const m = /(?:гр\.|град|с\.)\s*([\p{L}-]+(?:\s[\p{L}-]+)?)/u.exec(location);
  return (m?.[1] ?? location.split(/[,;]/)[0] ?? '').trim();
}

/**
 * The post's text from the ad's facts, in Bulgarian: name and what it offers, the offer, the town,
 * the phone when the ad has one, and at most five hashtags. The owner edits it before posting.
 */
export function writeCaption(d: BusinessDetails, extraText = ''): { caption: string; title: string } {
  const name = d.BusinessName.trim();
  const service = (d.AdvertizedService || d.Services).trim();
  const town = townOf(d.BusinessLocation);
  const phone = PHONE.exec([d.CTA, d.BusinessDescription, d.Offer, d.BusinessLocation, extraText].join(' '))?.[0]?.trim();
  const lines: string[] = [];
  lines.push(service ? `${name} — ${service}${town ? ` в ${town}` : ''}.` : `${name}${town ? ` — ${town}` : ''}.`);
  if (d.Offer.trim()) lines.push(d.Offer.trim().replace(/[.!]?$/, '!'));
  if (d.CTA.trim() && !(phone && d.CTA.includes(phone))) lines.push(d.CTA.trim());
  if (phone) lines.push(`📞 ${phone}`);
  const tags = [...new Set([tag(name), tag(service), tag(town), '#реклама', '#местенбизнес'].filter((t): t is string => Boolean(t)))].slice(0, 5);
  lines.push('', tags.join(' '));
  const title = (service ? `${name} — ${service}` : name).slice(0, 100);
  return { caption: lines.join('\n').trim(), title };
}
