import { z } from 'zod';
import { ZAspectRatio, ZBusinessDetailsInput, ZText } from './business.ts';
import { ZStyleId } from './plan-schemas.ts';
import { ZStoryboard, type Storyboard } from './storyboard.ts';

/**
 * One ad, one shape: what the owner asked for (the facts, the chosen script, the sound, their own
 * photos and clips, the format and the style). The create request is an AdSpec; the draft is one
 * being filled in; a stored video reads back as one; the render brief is made from one.
 */

export const VOICE_CHOICES = ['female', 'male', 'own', 'none'] as const;
export type VoiceChoice = (typeof VOICE_CHOICES)[number];
export const VOICE_PACES = ['slower', 'normal', 'faster'] as const;
export type VoicePace = (typeof VOICE_PACES)[number];

/** The synthesised music beds (the renderer's MOOD_BEDS); without one the trade and style pick it. */
export const MUSIC_MOODS = ['energetic', 'warm', 'elegant', 'calm'] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];

export const VIDEO_DURATIONS = [15, 30, 60] as const;
export const DEFAULT_VIDEO_DURATION = 30;
export const ZAdDuration = z.union([z.literal(15), z.literal(30), z.literal(60)]);
export type AdDuration = z.infer<typeof ZAdDuration>;

/** One scene's recorded take in an ad's sound; `durationSec` is the server's (sent by the editor, ignored when saved). */
export const ZSceneTake = z.object({
  sceneId: z.string().min(1).max(40),
  takeId: z.string().uuid(),
  line: z.string().max(400).optional(),
  durationSec: z.number().optional(),
});
export type SceneTakeRef = z.infer<typeof ZSceneTake>;

/**
 * How an ad sounds: who speaks and how fast, captions, and the music bed (a mood, or the user's own
 * file where the plan has it, which wins). Chosen in the create flow, changed in the editor, stored
 * with the video. A video stored before voice choices reads as the defaults, which is how it spoke.
 */
export const ZAdSound = z.object({
  voice: z.enum(VOICE_CHOICES).default('female'),
  pace: z.enum(VOICE_PACES).default('normal'),
  /** Word-by-word captions; on unless false. */
  captions: z.boolean().default(true),
  /** An uploaded own-voice recording (POST /api/voice/own), when voice is "own" and not recorded scene by scene. */
  ownVoiceId: z.string().uuid().optional(),
  /** That recording's length, for the create flow to show; the server measures its own. */
  ownVoiceSec: z.number().min(0).max(3600).optional(),
  /**
   * The own voice recorded scene by scene (POST /api/voice/takes): each scene's take and the spoken
   * line it stands for (what was read, or a later edit the owner chose to keep the take for). Kept
   * when another voice is chosen, so choosing "own" again finds them.
   */
  sceneTakes: z.array(ZSceneTake).max(20).optional(),
  musicMood: z.enum(MUSIC_MOODS).optional(),
  /** Pro/Agency: an uploaded music bed (POST /api/voice/music). */
  musicId: z.string().uuid().optional(),
});
export type AdSound = z.infer<typeof ZAdSound>;
export type AdSoundInput = z.input<typeof ZAdSound>;
export const DEFAULT_AD_SOUND: AdSound = { voice: 'female', pace: 'normal', captions: true };

/**
 * The chosen script as the spec carries it: its scenes, angle and length. The facts, format and style
 * are the spec's own, so they are said once and nothing can disagree with them.
 */
export const ZAdScript = ZStoryboard.omit({ facts: true, aspectRatio: true, style: true });
export type AdScript = z.infer<typeof ZAdScript>;

export const ZAdSpec = z.object({
  /** The confirmed details (SPEC.md section 5's field names): bounded, the four confirmed ones required. */
  facts: ZBusinessDetailsInput,
  /** The (edited) description the facts came from; kept with the video and searchable. */
  prompt: ZText(10_000).default(''),
  aspectRatio: ZAspectRatio.default('16:9'),
  durationSec: ZAdDuration.default(30),
  style: ZStyleId.default('bold'),
  /**
   * The chosen script variant; without one the server writes one. Its length must be the spec's:
   * a script written for 30 seconds is no 15-second ad (STORYBOARD_MISMATCH).
   */
  storyboard: ZAdScript.optional(),
  sound: ZAdSound.prefault({}),
  /** The caller's own photos and clips to use, in order; another user's id is a 404. */
  mediaIds: z.array(z.string().uuid()).max(20).default([]),
});
export type AdSpec = z.output<typeof ZAdSpec>;
export type AdSpecInput = z.input<typeof ZAdSpec>;

/** POST /api/videos: the ad to make. */
export const ZCreateVideoRequest = ZAdSpec;
export type CreateVideoRequest = AdSpecInput;

/** POST /api/brain/script: the confirmed facts and the ad's shape; the answer is three storyboards. */
export const ZScriptRequest = ZAdSpec.pick({ facts: true, aspectRatio: true, style: true, durationSec: true });
export type ScriptRequest = z.input<typeof ZScriptRequest>;

/** The script part of a storyboard, as a spec carries it. */
export function adScriptOf(sb: Storyboard): AdScript {
  const { facts: _facts, aspectRatio: _aspect, style: _style, ...script } = sb;
  return script;
}

/** The whole storyboard of a spec: its script with the spec's facts, format and style; null without a script. */
export function storyboardOfSpec(
  spec: Pick<AdSpec, 'facts' | 'aspectRatio' | 'style' | 'storyboard'>,
): Storyboard | null {
  if (!spec.storyboard) return null;
  return { ...spec.storyboard, facts: spec.facts, aspectRatio: spec.aspectRatio, style: spec.style };
}
