/**
 * Pictures on the server: the stock and generated image sources, the owner's uploads made into
 * working copies, clip analysis and the illustration library. These load sharp and the native
 * canvas, so the API imports them only when an upload needs them (a dynamic import).
 */
export { IMAGE_PROVIDERS, type ImageSettings, type ImageProviderId, type PictureCredit } from './image-source.ts';
export { iconSvg, setIllustrationCacheDir, warmIcons, warmIconsInTurns } from './emoji-library.ts';
export { cropPhoto, type MediaInput } from './prepare.ts';
export { analyseClip, type ClipSample } from './clip-window.ts';
export { writeWorkingPhoto, workingClipArgs } from './working-copy.ts';
