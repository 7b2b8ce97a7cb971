import type { AspectRatio } from '@reklamo/contract';
import type { TextMeasurer } from '../layout/fit-text.ts';
import { safeArea, type FontRoles, type Rect } from '../scenes/compose.ts';
import type { TimedScene } from '../scenes/timeline.ts';
import type { Theme } from '../styles/theme.ts';
import type { WordTiming } from '../voice/provider.ts';
import { captionBand, layoutCaptions, type CaptionLayer } from './draw.ts';
import { estimateWords } from './estimate.ts';
import { buildCaptionPages, type CaptionPage } from './pages.ts';

/**
 * Everything the renderer needs for captions, from the voice clips and the timeline: the pages on
 * the ad's time axis, their layout in the band, and the safe area left for the scenes.
 */
export function captionLayerFor(input: {
  ctx: TextMeasurer;
  width: number;
  height: number;
  aspect: AspectRatio;
  theme: Theme;
  fonts: FontRoles;
  timeline: TimedScene[];
  clips: { words?: WordTiming[]; durationSec: number }[];
  lines: { voice: string }[];
}): { layer: CaptionLayer; pages: CaptionPage[]; contentSafe: Rect } {
  const safe = safeArea(input.width, input.height, input.aspect);
  const { band, content, fontSize } = captionBand(safe, input.width, input.height, input.aspect);
  const scenes = input.timeline.map((s, i) => {
    const clip = input.clips[i];
    const words = clip?.words ?? estimateWords(input.lines[i]?.voice ?? '', clip?.durationSec ?? 0);
    return {
      start: s.start,
      end: s.end,
      words: words.map((w) => ({ text: w.text, start: s.voiceStart + w.start, end: s.voiceStart + w.end })),
    };
  });
  // Portrait bands are narrower: fewer characters per page.
  const pages = buildCaptionPages(scenes, { maxChars: input.width < input.height ? 16 : 22 });
  const layer = layoutCaptions(input.ctx, pages, { band, fontSize, theme: input.theme, fonts: input.fonts });
  return { layer, pages, contentSafe: content };
}
