/**
 * The browser's way in: the scene code without anything Node-only (no fs, no @napi-rs/canvas, no
 * ffmpeg), so the web app's preview draws with exactly what the server renders with.
 */
export { drawAdFrame, fontKeysOf, frameSize, posterTime, prepareAd, NATIVE_SIZE } from './ad/prepare-ad.ts';
export type { PrepareAdInput, PreparedAd, SceneVoice } from './ad/prepare-ad.ts';
export { FONT_FILES } from './styles/font-files.ts';
export { fontFamily, type FontKey } from './styles/styles.ts';
export { preparePreviewPictures, type PreviewMedia, type PreviewPictures } from './pictures/browser.ts';
export { captionKeepOut } from './pictures/track.ts';
export { voiceOverflow } from './scenes/timeline.ts';
export { capLine } from './voice/speech-text.ts';
export { fasterRate, PACE_RATE } from './voice/provider.ts';
export { withServerBaseline } from './styles/server-baseline.ts';
