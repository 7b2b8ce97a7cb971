import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { FONT_FILES } from '@reklamo/scene/styles/font-files.ts';
import { fontFamily, type FontKey } from '@reklamo/scene/styles/styles.ts';

const require = createRequire(import.meta.url);

export function fontPath(key: FontKey): string {
  return require.resolve(FONT_FILES[key]);
}

let registered = false;

/** Each weight gets its own family name so a weight request can never pick a neighbouring cut. */
export function registerDefaultFonts(): void {
  if (registered) return;
  for (const key of Object.keys(FONT_FILES) as FontKey[]) {
    if (!GlobalFonts.registerFromPath(fontPath(key), fontFamily(key))) throw new Error(`cannot load font ${key}`);
  }
  registered = true;
}

const brandCache = new Map<string, string>();

/**
 * Registers a Brand Kit font under a family unique to its path (so two renders with different
 * brand fonts in one process do not collide) and returns that family name.
 */
export function registerBrandFont(path: string, role: 'heading' | 'body'): string {
  const key = `${role}:${path}`;
  const known = brandCache.get(key);
  if (known) return known;
  const family = `Brand${role === 'heading' ? 'Heading' : 'Body'}-${brandCache.size + 1}`;
  if (!GlobalFonts.registerFromPath(path, family)) throw new Error(`cannot load brand font ${path}`);
  brandCache.set(key, family);
  return family;
}
