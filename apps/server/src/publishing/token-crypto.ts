import crypto from 'node:crypto';

/** The id stored beside a ciphertext: which of SOCIAL_TOKEN_KEY's keys sealed it (rotation). */
export function keyIdOf(key: Buffer): string {
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 12);
}

/** AES-256-GCM under the first (current) key: `iv.tag.ciphertext`, base64url. */
export function sealToken(keys: Buffer[], plain: string): { keyId: string; sealed: string } {
  const key = keys[0]!;
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { keyId: keyIdOf(key), sealed: [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url')).join('.') };
}

export class TokenKeyMissingError extends Error {}

export function openToken(keys: Buffer[], keyId: string, sealed: string): string {
  const key = keys.find((k) => keyIdOf(k) === keyId);
  if (!key) throw new TokenKeyMissingError(`no SOCIAL_TOKEN_KEY with id ${keyId}`);
  const [iv, tag, ct] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(ct!), decipher.final()]).toString('utf8');
}
