/**
 * The ffmpeg binary and the checks before it reads a file: Node-only, but no native module, so the
 * API can probe and trim uploads with it (a child process) without loading the renderer.
 */
export { defaultFfmpegPath } from './node/ffmpeg.ts';
export { probe } from './node/probe.ts';
export {
  AUDIO_CONTAINERS,
  VIDEO_CONTAINERS,
  inputArgs,
  safeInput,
  sniffContainer,
  UnsafeInputError,
  type Container,
} from './node/ffmpeg-input.ts';
export { analyseClip, type ClipSample } from './pictures/node/clip-window.ts';
export { workingClipArgs } from './pictures/node/working-copy.ts';
