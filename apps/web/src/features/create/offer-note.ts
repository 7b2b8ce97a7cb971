import { euroPrices, formatPrice } from '@reklamo/contract';
import { m } from '../../messages/index.ts';

const t = m.create.details;

/**
 * What step 3 tells the owner beside the offer: their лв prices as the ad will say them in euro
 * ("95 лв. → 48,57 €", for them to confirm), and that an offer they never typed in step 1 is our
 * suggestion, theirs to take, change or delete.
 */
export function offerNote(offer: string, ownerText: string | undefined): string | undefined {
  const { conversions } = euroPrices(offer);
  const euro = conversions.length ? t.offerInEuro(conversions.map((c) => `${c.from} → ${c.to}`).join(', ')) : '';
  const typedAnOffer = !ownerText || /\d|%|безплат|подар|отстъпк|промоц|намал/iu.test(ownerText);
  const suggested = offer.trim() && !typedAnOffer ? t.offerSuggested : '';
  return [suggested, euro].filter(Boolean).join(' ') || undefined;
}

// "1 227,10": an amount as formatPrice writes it, thousands grouped.
const AMOUNT_RE = /\d{1,3}(?:[\u00a0 ]\d{3})*(?:,\d{2})?(?!\d)/gu;

/** Down to a whole euro, or to ten cents under 10 €: never a price raised by the rounding. */
const roundedDown = (amount: string): string => {
  const cents = Math.round(Number(amount.replace(/[\u00a0 ]/gu, '').replace(',', '.')) * 100);
  const step = cents >= 1000 ? 100 : 10;
  return formatPrice(Math.floor(cents / step) * step, 'eur').replace(/\u00a0€$/u, '');
};

/**
 * The offer in euro with the prices converted from лв rounded down ("800 лв" is 409,03 €, offered as
 * 409 €), for the owner to take with one click; none when no converted price has cents to round.
 */
export function roundedEuroOffer(offer: string): { text: string; prices: string[] } | undefined {
  const { text, conversions } = euroPrices(offer);
  let out = text;
  const prices: string[] = [];
  for (const c of conversions) {
    const rounded = c.to.replace(AMOUNT_RE, roundedDown);
    if (rounded === c.to) continue;
    out = out.split(c.to).join(rounded);
    prices.push(rounded);
  }
  return prices.length ? { text: out, prices } : undefined;
}
