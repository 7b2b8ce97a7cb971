import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ZEnv } from './config.ts';
import { imageSettings } from './image-settings.ts';

const made: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('refuses to start in production without AUTH_SECRET, naming the variable', () => {
    let err: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://reklamo.bg', DATA_DIR: tmp() });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).variables).toEqual(['AUTH_SECRET']);
    expect((err as Error).message).toContain('AUTH_SECRET');
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', DATA_DIR: tmp() })).toThrow(
      expect.objectContaining({ variables: ['PORT', 'DATABASE_URL'] }),
    );
  });

  it('generates a development secret once and keeps it in the data dir', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.authSecret).toBe(a.authSecret);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')).authSecret).toBe(a.authSecret);
    expect(loadConfig({ DATA_DIR: tmp() }).authSecret).not.toBe(a.authSecret);
  });

  it('uses the given production secret and never writes a secrets file', () => {
    const dir = tmp();
    const c = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://reklamo.bg/',
      DATA_DIR: dir,
    });
    expect(c.authSecret).toBe('x'.repeat(40));
    expect(c.publicUrl).toBe('https://reklamo.bg');
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  it('has the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.PORT).toBe(3000);
    expect(c.BRAIN_PROVIDER).toBe('local');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.isProduction).toBe(false);
  });

  it('turns Pexels on with its key alone; an image provider without its key is named', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).IMAGE_PROVIDER).toBe('none');
    expect(loadConfig({ DATA_DIR: tmp(), PEXELS_API_KEY: 'k' }).IMAGE_PROVIDER).toBe('pexels');
    expect(loadConfig({ DATA_DIR: tmp(), PEXELS_API_KEY: 'k', IMAGE_PROVIDER: 'none' }).IMAGE_PROVIDER).toBe('none');
    expect(() => loadConfig({ DATA_DIR: tmp(), IMAGE_PROVIDER: 'pexels' })).toThrow(
      expect.objectContaining({ variables: ['PEXELS_API_KEY'] }),
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), IMAGE_PROVIDER: 'openai' })).toThrow(
      expect.objectContaining({ variables: ['IMAGE_API_KEY'] }),
    );
    // The brain's endpoint and key serve the images too unless set apart.
    expect(
      imageSettings(
        loadConfig({
          DATA_DIR: tmp(),
          IMAGE_PROVIDER: 'openai',
          OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
          OPENAI_API_KEY: 'brain',
        }),
      ).openai,
    ).toEqual({ baseURL: 'http://127.0.0.1:9/v1', apiKey: 'brain', model: 'gpt-image-1' });
    expect(
      imageSettings(
        loadConfig({
          DATA_DIR: tmp(),
          IMAGE_PROVIDER: 'openai',
          OPENAI_API_KEY: 'brain',
          IMAGE_BASE_URL: 'http://127.0.0.1:8/v1',
          IMAGE_API_KEY: 'img',
          IMAGE_MODEL: 'flux',
        }),
      ).openai,
    ).toEqual({ baseURL: 'http://127.0.0.1:8/v1', apiKey: 'img', model: 'flux' });
  });

  it('describes every variable (the README table is built from these)', () => {
    for (const [name, schema] of Object.entries(ZEnv.shape)) expect(schema.description, name).toBeTruthy();
  });
});
