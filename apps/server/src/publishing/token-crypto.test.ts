import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { keyIdOf, openToken, sealToken } from './token-crypto.ts';

describe('social token sealing', () => {
  it('seals under the first key and still opens with the old one after a rotation', () => {
    const oldKey = crypto.randomBytes(32);
    const newKey = crypto.randomBytes(32);
    const sealed = sealToken([oldKey], 'EAAB-page-token');
    expect(sealed.sealed).not.toContain('EAAB');
    expect(sealed.keyId).toBe(keyIdOf(oldKey));
    // After rotation ("new,old") the old rows open, new ones are sealed under the new key.
    expect(openToken([newKey, oldKey], sealed.keyId, sealed.sealed)).toBe('EAAB-page-token');
    expect(sealToken([newKey, oldKey], 'x').keyId).toBe(keyIdOf(newKey));
    // Without the old key the row cannot be opened, and a changed byte is refused.
    expect(() => openToken([newKey], sealed.keyId, sealed.sealed)).toThrow();
    const tampered = sealed.sealed.slice(0, -2) + (sealed.sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openToken([oldKey], sealed.keyId, tampered)).toThrow();
  });

  it('requires SOCIAL_TOKEN_KEY in production once a platform is on, and generates one in development', () => {
    const prod = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://reklamo.bg',
      DATABASE_URL: 'postgres://u:p@h/db',
    };
    expect(() => loadConfig({ ...prod, META_APP_ID: '1', META_APP_SECRET: 's' })).toThrow(ConfigError);
    expect(loadConfig(prod).publishing).toEqual({ meta: false, google: false });
    const key = crypto.randomBytes(32).toString('base64');
    const c = loadConfig({
      ...prod,
      META_APP_ID: '1',
      META_APP_SECRET: 's',
      SOCIAL_TOKEN_KEY: `${key},${crypto.randomBytes(32).toString('hex')}`,
    });
    expect(c.publishing.meta).toBe(true);
    expect(c.socialTokenKeys).toHaveLength(2);
    expect(() => loadConfig({ ...prod, SOCIAL_TOKEN_KEY: 'short' })).toThrow(ConfigError);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-cfg-'));
    const dev = loadConfig({ DATA_DIR: dir });
    expect(dev.socialTokenKeys[0]).toHaveLength(32);
    // The same key on the next start: the sealed tokens stay readable.
    expect(loadConfig({ DATA_DIR: dir }).socialTokenKeys[0]!.equals(dev.socialTokenKeys[0]!)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
