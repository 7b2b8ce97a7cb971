import { euroPrices } from '@reklamo/contract';
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
