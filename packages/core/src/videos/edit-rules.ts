import { ASPECT_RATIOS, type AspectRatio, type Storyboard, type VideoStatus } from '@reklamo/contract';

/**
 * Fair counting for edits (decided in DESIGN.md): a generation is one new ad. Re-rendering an ad
 * after edits is free up to FREE_RERENDERS_PER_DAY times a day; the same ad in the other formats
 * is free; downloads count once per version (the rendition key changes with the version).
 */
export const FREE_RERENDERS_PER_DAY = 3;

export type EditCheck =
  | { allowed: true }
  | { allowed: false; code: 'RENDER_IN_PROGRESS' | 'RERENDER_LIMIT_REACHED' | 'VIDEO_NOT_READY'; limit?: number };

const RUNNING: readonly VideoStatus[] = ['queued', 'generating'];

/** Whether the script of a video may be changed now: never while it renders. */
export function checkEdit(status: VideoStatus): EditCheck {
  return RUNNING.includes(status) ? { allowed: false, code: 'RENDER_IN_PROGRESS' } : { allowed: true };
}

/** Whether a new version may be rendered: not while one renders, and at most 3 a day per ad. */
export function checkRerender(status: VideoStatus, rerendersInLastDay: number): EditCheck {
  const edit = checkEdit(status);
  if (!edit.allowed) return edit;
  if (rerendersInLastDay >= FREE_RERENDERS_PER_DAY)
    return { allowed: false, code: 'RERENDER_LIMIT_REACHED', limit: FREE_RERENDERS_PER_DAY };
  return { allowed: true };
}

/** The formats still to make of a finished ad: every aspect ratio it does not have yet (free). */
export function formatsToMake(
  status: VideoStatus,
  own: AspectRatio,
  existing: readonly AspectRatio[],
): { allowed: true; aspects: AspectRatio[] } | { allowed: false; code: 'VIDEO_NOT_READY' } {
  if (status !== 'completed') return { allowed: false, code: 'VIDEO_NOT_READY' };
  return { allowed: true, aspects: ASPECT_RATIOS.filter((a) => a !== own && !existing.includes(a)) };
}

/** The media ids the edited scenes chose by hand (photos and clips), in scene order. */
export function chosenMediaIds(storyboard: Storyboard): string[] {
  const ids = storyboard.scenes.flatMap((s) =>
    (s.visual.kind === 'photo' || s.visual.kind === 'clip') && s.visual.mediaId ? [s.visual.mediaId] : [],
  );
  return [...new Set(ids)];
}

/**
 * What a re-render needs for the pictures chosen in the editor: the ad's media list grows by the
 * newly chosen ones. An ad that had no media showed illustrations everywhere; the renderer puts
 * the customer's photos wherever a scene asked for an illustration once the ad has any, so the
 * scenes the user did not touch are pinned to what they showed.
 */
export function picturesForRerender(
  storyboard: Storyboard,
  mediaIds: readonly string[],
): { storyboard: Storyboard; mediaIds: string[] } {
  const added = chosenMediaIds(storyboard).filter((id) => !mediaIds.includes(id));
  if (!added.length) return { storyboard, mediaIds: [...mediaIds] };
  const scenes = mediaIds.length
    ? storyboard.scenes
    : storyboard.scenes.map((s) =>
        s.visual.pinned
          ? s
          : {
              ...s,
              visual: {
                ...s.visual,
                kind: s.visual.kind === 'none' ? ('none' as const) : ('illustration' as const),
                mediaId: undefined,
                pinned: true,
              },
            },
      );
  return { storyboard: { ...storyboard, scenes }, mediaIds: [...mediaIds, ...added] };
}
