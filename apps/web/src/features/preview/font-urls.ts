import type { FontKey } from '@reklamo/scene';
import f0 from '@expo-google-fonts/montserrat/900Black/Montserrat_900Black.ttf?url';
import f1 from '@expo-google-fonts/montserrat/500Medium/Montserrat_500Medium.ttf?url';
import f2 from '@expo-google-fonts/montserrat/300Light/Montserrat_300Light.ttf?url';
import f3 from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import f4 from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import f5 from '@expo-google-fonts/nunito/900Black/Nunito_900Black.ttf?url';
import f6 from '@expo-google-fonts/nunito/600SemiBold/Nunito_600SemiBold.ttf?url';
import f7 from '@expo-google-fonts/unbounded/800ExtraBold/Unbounded_800ExtraBold.ttf?url';
import f8 from '@expo-google-fonts/manrope/500Medium/Manrope_500Medium.ttf?url';
import f9 from '@expo-google-fonts/playfair-display/800ExtraBold/PlayfairDisplay_800ExtraBold.ttf?url';
import f10 from '@expo-google-fonts/playfair-display/700Bold_Italic/PlayfairDisplay_700Bold_Italic.ttf?url';
import f11 from '@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf?url';
import f12 from '@expo-google-fonts/cormorant-garamond/500Medium_Italic/CormorantGaramond_500Medium_Italic.ttf?url';

/** The renderer's font files as URLs Vite emits (the same TTFs the server registers; see FONT_FILES). */
export const FONT_URLS: Record<FontKey, string> = {
  'montserrat-900': f0,
  'montserrat-500': f1,
  'montserrat-300': f2,
  'inter-700': f3,
  'inter-400': f4,
  'nunito-900': f5,
  'nunito-600': f6,
  'unbounded-800': f7,
  'manrope-500': f8,
  'playfair-800': f9,
  'playfair-700-italic': f10,
  'cormorant-600': f11,
  'cormorant-500-italic': f12,
};
