/**
 * The Node renderer: the frame loop (the shared scene code drawn on @napi-rs/canvas, frames through
 * WebAssembly into one ffmpeg), for the render worker, the CLI and the benches. The browser-safe
 * scene code is @reklamo/scene; the media sources are also reachable alone (./voice, ./pictures,
 * ./ffmpeg) so that a process which only needs one of them does not load the canvas.
 */
export { renderVideo, storyboardOf, frameSize, NATIVE_SIZE } from './node/render-video.ts';
export type { RenderBrief, RenderOptions, RenderResult, RenderTimings, BrandKit } from './node/render-video.ts';
export type { RenderMedia } from './node/media.ts';
export { createNodeMedia } from './media/node-media.ts';
export { registerDefaultFonts, registerBrandFont, fontPath } from './node/fonts.ts';
export { MUSIC_MOODS, MOOD_BEDS, moodFor, synthMusic, type MusicMood } from './audio/music.ts';
export { loadMusicBed } from './audio/own-music.ts';
export * from './ffmpeg-tools.ts';
export * from './voice/index.ts';
export * from './pictures/node/index.ts';
