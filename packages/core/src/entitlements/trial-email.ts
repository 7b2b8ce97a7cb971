import crypto from 'node:crypto';

/**
 * The key of an address for the one-free-video rule: lower case, without a +tag, and for Gmail
 * without dots (they all reach one inbox), hashed so the table keeps no readable address after
 * an account is deleted.
 */
export function trialEmailKey(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  let name = local.split('+')[0]!;
  const host = domain === 'googlemail.com' ? 'gmail.com' : domain;
  if (host === 'gmail.com') name = name.replace(/\./g, '');
  return crypto.createHash('sha256').update(`${name}@${host}`).digest('hex');
}
