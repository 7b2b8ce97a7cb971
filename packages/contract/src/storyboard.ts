import { z } from 'zod';
import { ZAspectRatio, ZBusinessDetails } from './business.ts';
import { ZStyleId } from './plan-schemas.ts';

/**
 * The storyboard is the script of one ad: the brain writes it from the confirmed details, the user
 * edits it, the browser preview and the server renderer both draw it. Every bound here is what a
 * scene can show; the renderer still fits text, these only stop nonsense early.
 */

/** Beats of an ad. `service` may repeat (one per featured service); the rest usually appear once. */
export const SCENE_KINDS = ['hook', 'problem', 'intro', 'service', 'proof', 'offer', 'cta', 'end'] as const;
export const ZSceneKind = z.enum(SCENE_KINDS);
export type SceneKind = z.infer<typeof ZSceneKind>;

/** What picture the scene wants: the customer's photo or clip, an illustration, the logo, or none. */
export const VISUAL_KINDS = ['photo', 'clip', 'illustration', 'logo', 'none'] as const;
export const ZVisualKind = z.enum(VISUAL_KINDS);
export type VisualKind = z.infer<typeof ZVisualKind>;

/** The angles of the three variants. */
export const STORYBOARD_ANGLES = ['question', 'offer-first', 'problem-solution'] as const;
export const ZStoryboardAngle = z.enum(STORYBOARD_ANGLES);
export type StoryboardAngle = z.infer<typeof ZStoryboardAngle>;

export const STORYBOARD_LIMITS = {
  minScenes: 2,
  maxScenes: 20,
  /** The spoken line of one scene. */
  voiceMax: 400,
  /** Headline: at most 6 words by the writer's rule; the schema bounds characters. */
  headlineMax: 80,
  headlineWordsMax: 6,
  subMax: 160,
  keywordsMax: 8,
  keywordMax: 40,
  sceneMinSec: 0.8,
  sceneMaxSec: 15,
} as const;

/** No NUL or other C0 control characters (except tab/newline) in any text a scene carries. */
const noControl = (s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(s);
const sceneText = (max: number) => z.string().max(max).refine(noControl, 'CONTROL_CHARACTERS');

export const ZSceneVisual = z.object({
  kind: ZVisualKind,
  /** Trade keywords for picking an illustration or a stock picture ("пица", "фурна"). */
  keywords: z.array(z.string().max(STORYBOARD_LIMITS.keywordMax)).max(STORYBOARD_LIMITS.keywordsMax).default([]),
  /** One of the user's media (photo or clip) chosen for this scene. */
  mediaId: z.string().uuid().optional(),
  /** An illustration name from the offline set (e.g. "fluent-emoji:croissant"), when chosen. */
  icon: z.string().max(80).optional(),
  /**
   * The user chose this picture in the editor: it is shown as is (an illustration stays one even when
   * the ad has photos; "none" shows only the style's background).
   */
  pinned: z.boolean().optional(),
});
export type SceneVisual = z.infer<typeof ZSceneVisual>;

export const ZStoryboardScene = z.object({
  /** Stable within a storyboard so the editor can reorder and the voice cache can key by it. */
  id: z.string().min(1).max(40),
  kind: ZSceneKind,
  /** The spoken Bulgarian line; may be empty for a silent end card. */
  voice: sceneText(STORYBOARD_LIMITS.voiceMax),
  onScreen: z.object({
    headline: sceneText(STORYBOARD_LIMITS.headlineMax),
    sub: sceneText(STORYBOARD_LIMITS.subMax).optional(),
  }),
  visual: ZSceneVisual,
  /** Target length; the renderer stretches it to the voice when the voice runs longer. */
  durationSec: z.number().min(STORYBOARD_LIMITS.sceneMinSec).max(STORYBOARD_LIMITS.sceneMaxSec),
});
export type StoryboardScene = z.infer<typeof ZStoryboardScene>;

export const ZStoryboard = z.object({
  version: z.literal(1).default(1),
  angle: ZStoryboardAngle,
  durationSec: z.union([z.literal(15), z.literal(30), z.literal(60)]),
  aspectRatio: ZAspectRatio,
  style: ZStyleId,
  /** The confirmed details the script relies on (names, offer, phone, place). */
  facts: ZBusinessDetails,
  scenes: z.array(ZStoryboardScene).min(STORYBOARD_LIMITS.minScenes).max(STORYBOARD_LIMITS.maxScenes),
});
export type Storyboard = z.infer<typeof ZStoryboard>;
export type StoryboardInput = z.input<typeof ZStoryboard>;

export const ZScriptResponse = z.object({ variants: z.array(ZStoryboard).min(1).max(3) });
export type ScriptResponse = z.infer<typeof ZScriptResponse>;

/**
 * How fast the offline voice reads Bulgarian, in spoken words a second (measured 2.66 for espeak-ng "bg" at the
 * renderer's 175 words a minute, measured by `npx tsx packages/renderer/bench/measure-speech-rate.ts`).
 * The script writer sizes each spoken line with it so the voice fills its scene.
 */
export const SPEECH_WORDS_PER_SECOND = 2.65;
/** Breathing room per scene around its line (the lead before the words plus the pause after). */
export const SCENE_PAUSE_SEC = 0.6;

/**
 * Words as they are read aloud: "0888" is four spoken words, "49 лв." two, "20%" two. Plain words
 * count one each; the estimate is what matters for timing, not linguistics.
 */
export function spokenWords(text: string): number {
  let n = 0;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    const digits = token.replace(/\D/g, '');
    if (!digits) {
      if (/[\p{L}]/u.test(token)) n += 1;
      continue;
    }
    // A group of digits is read as several words ("сто двадесет и три"); a percent sign adds one.
    n += digits.length <= 2 ? 1 : Math.min(4, digits.length);
    if (token.includes('%')) n += 1;
  }
  return n;
}

/** Seconds the voice needs for a line at SPEECH_WORDS_PER_SECOND. */
export function spokenSeconds(text: string): number {
  return spokenWords(text) / SPEECH_WORDS_PER_SECOND;
}
