import { DETAIL_FIELDS, type AspectRatio, type BusinessDetails, type Storyboard, type StyleId } from '@reklamo/contract';

export type VideoShape = { durationSec: 15 | 30 | 60; aspectRatio: AspectRatio; style: StyleId };

/**
 * The storyboard the user chose, fit to render as this video, or null when it does not belong to
 * it: its facts must be the confirmed details (so the script cannot say what the user did not
 * confirm) and its length the video's. Format and style follow the video, which the user may
 * change after choosing a script without changing a word of it.
 */
export function chosenStoryboard(sb: Storyboard, details: BusinessDetails, shape: VideoShape): Storyboard | null {
  if (sb.durationSec !== shape.durationSec) return null;
  for (const f of DETAIL_FIELDS) if (sb.facts[f].trim() !== details[f].trim()) return null;
  return { ...sb, facts: details, aspectRatio: shape.aspectRatio, style: shape.style };
}
