import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { fontFamily, type FontKey } from '../styles/styles.ts';

const require = createRequire(import.meta.url);

const FILES: Record<FontKey, string> = {
  'montserrat-900': '@expo-google-fonts/montserrat/900Black/Montserrat_900Black.ttf',
  'montserrat-500': '@expo-google-fonts/montserrat/500Medium/Montserrat_500Medium.ttf',
  'montserrat-300': '@expo-google-fonts/montserrat/300Light/Montserrat_300Light.ttf',
  'inter-700': '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  'inter-400': '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  'nunito-900': '@expo-google-fonts/nunito/900Black/Nunito_900Black.ttf',
  'nunito-600': '@expo-google-fonts/nunito/600SemiBold/Nunito_600SemiBold.ttf',
  'unbounded-800': '@expo-google-fonts/unbounded/800ExtraBold/Unbounded_800ExtraBold.ttf',
  'manrope-500': '@expo-google-fonts/manrope/500Medium/Manrope_500Medium.ttf',
  'playfair-800': '@expo-google-fonts/playfair-display/800ExtraBold/PlayfairDisplay_800ExtraBold.ttf',
  'playfair-700-italic': '@expo-google-fonts/playfair-display/700Bold_Italic/PlayfairDisplay_700Bold_Italic.ttf',
  'cormorant-600': '@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf',
  'cormorant-500-italic': '@expo-google-fonts/cormorant-garamond/500Medium_Italic/CormorantGaramond_500Medium_Italic.ttf',
};

export function fontPath(key: FontKey): string {
  return require.resolve(FILES[key]);
}

let registered = false;

/** Each weight gets its own family name so a weight request can never pick a neighbouring cut. */
export function registerDefaultFonts(): void {
  if (registered) return;
  for (const key of Object.keys(FILES) as FontKey[]) {
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
