import { z } from 'zod';
import {
  adScriptOf,
  DETAIL_FIELDS,
  ZAdSound,
  ZAspectRatio,
  ZStoryboard,
  ZStyleId,
  type AdSound,
  type AdSpec,
  type BusinessDetails,
  type DetailField,
  type Storyboard,
} from '@reklamo/contract';
import type { VideoRow } from '@reklamo/db';

/**
 * A stored video read back as the AdSpec it was made from. Its jsonb columns (details, storyboard,
 * voice_options and the editor's drafts of them) are parsed with the contract's schemas here, the
 * one place they are read; a row from before a field existed reads as what it rendered with.
 */

/** Facts of a row from before a field existed read that field as empty, as the renderer did. */
const ZStoredFacts = z.object(
  Object.fromEntries(DETAIL_FIELDS.map((f) => [f, z.string().catch('')])) as Record<
    DetailField,
    z.ZodCatch<z.ZodString>
  >,
);

export class StoredAdUnreadable extends Error {
  constructor(videoId: string, column: string, cause: unknown) {
    super(`video ${videoId}: ${column} does not read as the contract's shape`, { cause });
  }
}

export function storedFacts(v: Pick<VideoRow, 'id' | 'details'>): BusinessDetails {
  const parsed = ZStoredFacts.safeParse(v.details);
  if (!parsed.success) throw new StoredAdUnreadable(v.id, 'details', parsed.error);
  return parsed.data;
}

/** The sound a render uses: the rendered one, or with `draft` the editor's unrendered change when there is one. */
export function storedSound(
  v: Pick<VideoRow, 'id' | 'voiceOptions' | 'draftVoiceOptions'>,
  opts: { draft?: boolean } = {},
): AdSound {
  const json = (opts.draft ? v.draftVoiceOptions : null) ?? v.voiceOptions ?? {};
  const parsed = ZAdSound.safeParse(json);
  if (!parsed.success)
    throw new StoredAdUnreadable(
      v.id,
      opts.draft && v.draftVoiceOptions ? 'draft_voice_options' : 'voice_options',
      parsed.error,
    );
  return parsed.data;
}

/**
 * The rendered script, or with `draft` the editor's unrendered edit when there is one; null for a
 * video from before scripts (or one whose script no longer reads).
 */
export function storedStoryboard(
  v: Pick<VideoRow, 'storyboard' | 'draftStoryboard'>,
  opts: { draft?: boolean } = {},
): Storyboard | null {
  const json = (opts.draft ? v.draftStoryboard : null) ?? v.storyboard;
  const parsed = json ? ZStoryboard.safeParse(json) : null;
  return parsed?.success ? parsed.data : null;
}

/**
 * The ad a video row renders. The facts are its script's (the renderer reads them there), else
 * the details; the length is its script's (the row's is the finished file's, which recorded
 * scenes set: a 17 s file of a 30 s script).
 */
export function adSpecOfVideo(v: VideoRow): AdSpec {
  const sb = storedStoryboard(v);
  return {
    facts: sb?.facts ?? storedFacts(v),
    prompt: v.prompt,
    aspectRatio: ZAspectRatio.parse(v.aspectRatio),
    style: ZStyleId.parse(v.style),
    durationSec: sb?.durationSec ?? (v.durationSec === 15 || v.durationSec === 60 ? v.durationSec : 30),
    storyboard: sb ? adScriptOf(sb) : undefined,
    sound: storedSound(v),
    mediaIds: v.mediaIds,
  };
}
