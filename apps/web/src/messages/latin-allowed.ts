/**
 * The Latin words a Bulgarian screen may show (names, formats, units), and the few whole messages
 * that stay English because SPEC.md quotes them so and DESIGN.md keeps them (decision 116). Read by
 * the tests that fail when English reaches a screen; nothing in the app imports it.
 */
export const LATIN_WORDS_KEPT = new Set([
  'Reklamo',
  'Brand',
  'Kit',
  'Pexels',
  'AI',
  'BG',
  'CVC',
  'DELETE',
  'Enter',
  'RRGGBB',
  'MP4',
  'MP3',
  'WAV',
  'M4A',
  'OGG',
  'WebM',
  'FLAC',
  'JPG',
  'PNG',
  'SVG',
  'WebP',
  'TTF',
  'OTF',
  'WOFF',
  'WOFF2',
  'MOV',
  'MB',
  'srt',
  'vtt',
  'YouTube',
  'Reels',
  'Shorts',
  'TikTok',
  'Stories',
  'Facebook',
  'Instagram',
  // The acronym beside its Bulgarian words on the Agency card (SPEC's "SLA").
  'SLA',
]);

/** Catalogue entries that are English on purpose, by their path in `m`. */
export const ENGLISH_BY_SPEC = new Map<string, string>([
  ['m.landing.showcase.videoFallback', 'Your browser does not support the video tag.'],
  ['m.landing.pricing.custom', 'Custom'],
  ['m.plans.custom', 'Custom'],
  // An e-mail address as an example, not a word.
  ['m.signup.emailPlaceholder', 'ivan@firma.bg'],
]);

/** The Latin words of a text that are not names or formats (e-mail addresses, links, codes like "BG123" and Roman numerals aside). */
export function unkeptLatinWords(text: string): string[] {
  const plain = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  return (plain.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
    (w) => !LATIN_WORDS_KEPT.has(w) && !/^[A-Z]{0,2}\d/.test(w) && !/^[IVX]+$/.test(w),
  );
}
