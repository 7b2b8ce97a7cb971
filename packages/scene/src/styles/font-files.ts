import type { FontKey } from './styles.ts';

/** The TTF of each font cut, as a package path: Node resolves it, the browser preview imports it as a URL. */
export const FONT_FILES: Record<FontKey, string> = {
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
  'cormorant-500-italic':
    '@expo-google-fonts/cormorant-garamond/500Medium_Italic/CormorantGaramond_500Medium_Italic.ttf',
};
