export { buildCaptionPages, pageText, type CaptionPage, type SceneWords } from './pages.ts';
export { toWebVTT, toSRT, srtFromWebVTT, parseWebVTT, type ParsedCue } from './subtitles.ts';
export { captionBand, captionColors, layoutCaptions, drawCaptions, pageAt, type CaptionLayer } from './draw.ts';
export { estimateWords } from './estimate.ts';
