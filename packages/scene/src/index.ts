/**
 * The ad's scenes as code that runs in the browser and in Node alike: the layout, styles, captions,
 * picture plan and drawing over the standard Canvas 2D API, and the sizes and rules of an ad's
 * sound. Nothing here imports node:*, a native module or ffmpeg, so the web app's preview draws with
 * exactly what the server renders with, and the API can use the rules without loading a renderer.
 */
export { drawAdFrame, fontKeysOf, frameSize, posterTime, prepareAd, NATIVE_SIZE } from './ad/prepare-ad.ts';
export type { PrepareAdInput, PreparedAd, SceneVoice } from './ad/prepare-ad.ts';
export { FONT_FILES } from './styles/font-files.ts';
export { fontFamily, STYLES, type FontKey } from './styles/styles.ts';
export { resolveTheme, type Theme } from './styles/theme.ts';
export {
  fitText,
  checkLayout,
  fontString,
  type TextLayout,
  type FitOptions,
  type TextMeasurer,
} from './layout/fit-text.ts';
export { contrastRatio, pickTextColor, relativeLuminance, ensureContrast, WCAG_AA } from './color/contrast.ts';
export { preparePreviewPictures, type PreviewMedia, type PreviewPictures } from './pictures/browser.ts';
export { captionKeepOut } from './pictures/track.ts';
export { pictureTexts } from '@reklamo/trades';
export { kenBurnsRect, photoMoveAt, type SourceRect } from './pictures/photo-move.ts';
export { allIndexedIcons } from './pictures/keywords-bg.ts';
export { voiceOverflow } from './scenes/timeline.ts';
export {
  buildCaptionPages,
  toWebVTT,
  toSRT,
  srtFromWebVTT,
  parseWebVTT,
  captionBand,
  estimateWords,
  type CaptionPage,
  type ParsedCue,
} from './captions/index.ts';
export { capLine, speechText, phrasesOf, MAX_LINE_CHARS } from './voice/speech-text.ts';
export {
  applyStress,
  LEXICON_ENTRIES,
  markStress,
  normalizeFix,
  plainSpoken,
  STRESS_MARK,
  type Pronunciations,
} from './voice/stress.ts';
export {
  fasterRate,
  noneVoice,
  PACE_RATE,
  type Pace,
  type SynthOptions,
  type VoiceClip,
  type VoiceGender,
  type VoiceProvider,
  type WordTiming,
} from './voice/provider.ts';
export {
  AUDIO_MAX_BYTES,
  fitScenesToTakes,
  OWN_MUSIC_MAX_SEC,
  OWN_VOICE_MAX_SEC,
  RECORDED_AD_MAX_SEC,
  RECORDING_MAX_BYTES,
  RECORDING_RAW_MAX_SEC,
  RECORDING_SPEECH_MAX_SEC,
  recordedSceneSec,
} from './voice/sound-limits.ts';
export { withServerBaseline } from './styles/server-baseline.ts';
