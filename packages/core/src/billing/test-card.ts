/** Cards of the built-in test checkout, after Stripe's test cards. */
export const TEST_CARD_OK = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export type TestCardResult =
  { ok: true; brand: string; last4: string } | { ok: false; code: 'CARD_INVALID' | 'CARD_EXPIRED' | 'CARD_DECLINED' };

/**
 * Test mode accepts only 4242 4242 4242 4242 with any future expiry (MM/YY) and any 3-4 digit CVC;
 * every other well-formed card is declined, like Stripe's 4000 0000 0000 0002.
 */
export function checkTestCard(input: { number: string; expiry: string; cvc: string }, now: Date): TestCardResult {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { ok: false, code: 'CARD_INVALID' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, code: 'CARD_INVALID' };
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  if (!m) return { ok: false, code: 'CARD_INVALID' };
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return { ok: false, code: 'CARD_INVALID' };
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return { ok: false, code: 'CARD_EXPIRED' };
  if (number !== TEST_CARD_OK) return { ok: false, code: 'CARD_DECLINED' };
  return { ok: true, brand: 'visa', last4: number.slice(-4) };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
