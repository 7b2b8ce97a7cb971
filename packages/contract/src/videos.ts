import { z } from 'zod';
import { ZAspectRatio, ZBusinessDetailsInput, ZText } from './business.ts';
import { VOICE_CHOICES, VOICE_PACES, ZAdSound } from './ad-spec.ts';
import { ZPlanId, ZStyleId } from './plan-schemas.ts';
import { ZStoryboard } from './storyboard.ts';

export const REFUND_REASON_DISPLAY_MAX = 500;
export const REFUND_REASON_HARD_MAX = 5000;

/** SPEC.md webhook 4's fields (the eleven business fields, AspectRatio, Name, Email) plus style. */
export const ZCreateVideoRequest = ZBusinessDetailsInput.extend({
  AspectRatio: ZAspectRatio.default('16:9'),
  Style: ZStyleId.default('bold'),
  DurationSec: z.union([z.literal(15), z.literal(30), z.literal(60)]).default(30),
  /** The (edited) description the details came from; kept with the video and searchable. */
  Prompt: ZText(10_000).default(''),
  Name: ZText(100).optional(),
  Email: ZText(320).optional(),
  /** Who speaks: the provider's female or male voice, the user's own uploaded recording, or nobody. */
  Voice: z.enum(VOICE_CHOICES).optional(),
  Pace: z.enum(VOICE_PACES).optional(),
  /** Word-by-word captions; on unless false. */
  Captions: z.boolean().optional(),
  /** An uploaded own-voice recording (POST /api/voice/own), used when Voice is "own". */
  OwnVoiceId: z.string().uuid().optional(),
  /**
   * The own voice recorded scene by scene (POST /api/voice/takes), used when Voice is "own": one
   * take per scene of the Storyboard (which must come with it), each setting its scene's length.
   */
  SceneTakes: z
    .array(z.object({ SceneId: z.string().min(1).max(40), TakeId: z.string().uuid() }))
    .min(1)
    .max(20)
    .optional(),
  /** Pro/Agency: an uploaded music bed (POST /api/voice/music). */
  MusicId: z.string().uuid().optional(),
  /** The chosen script variant; its facts must be these details. Without one the server writes one. */
  Storyboard: ZStoryboard.optional(),
  /** The caller's own photos and clips to use, in order (issue 14); another user's id is a 404. */
  MediaIds: z.array(z.string().uuid()).max(20).default([]),
});
export type CreateVideoRequest = z.input<typeof ZCreateVideoRequest>;

/** Database states; the UI shows `queued` as SPEC.md's "processing". */
export const VIDEO_STATUSES = ['queued', 'generating', 'completed', 'failed', 'canceled'] as const;
export const ZVideoStatus = z.enum(VIDEO_STATUSES);
export type VideoStatus = z.infer<typeof ZVideoStatus>;

export const ZRefundStatus = z.enum(['pending', 'approved', 'rejected']);
export type RefundStatus = z.infer<typeof ZRefundStatus>;

/** A stock picture's author, credited where the video is shown ("Снимки: Име / Pexels"). */
export const ZPictureCredit = z.object({ source: z.literal('pexels'), name: z.string(), url: z.string(), pageUrl: z.string().optional() });
export type PictureCredit = z.infer<typeof ZPictureCredit>;

export const ZVideo = z.object({
  id: z.string(),
  title: z.string(),
  /** 1 for the first render; each re-render after edits is the next. */
  version: z.number().optional(),
  /** The ad this one is another format of. */
  parent_id: z.string().nullable().optional(),
  status: ZVideoStatus,
  /** 0-100, from frames rendered. */
  progress: z.number(),
  /** A queued video's place among the renders waiting (1: next to start); only on GET /api/videos/:id. */
  queue_place: z.number().int().positive().nullable().optional(),
  thumbnail_url: z.string().nullable(),
  video_url: z.string().nullable(),
  download_url: z.string().nullable(),
  duration: z.number(),
  aspect_ratio: ZAspectRatio,
  style: ZStyleId,
  prompt: z.string(),
  error_code: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  refund_requested: z.boolean(),
  refund_status: ZRefundStatus.nullable(),
  /** WebVTT captions of a completed video, for the player's <track>. */
  captions_url: z.string().nullable().optional(),
  /** The same captions as SubRip, the file platforms ask for beside the MP4. */
  captions_srt_url: z.string().nullable().optional(),
  /** Set when the chosen voice could not speak and another (or none) did. */
  voice_note: z.string().nullable().optional(),
  /** Stock photographers whose pictures the ad shows; empty when it shows only the user's own or illustrations. */
  credits: z.array(ZPictureCredit).optional(),
});
export type Video = z.infer<typeof ZVideo>;

/** An earlier render of an edited ad, still downloadable. */
export const ZVideoVersion = z.object({
  version: z.number(),
  created_at: z.string(),
  download_url: z.string().nullable(),
  aspect_ratio: ZAspectRatio,
  /** The stock photographers of that render (none when it used no stock pictures). */
  credits: z.array(ZPictureCredit),
});
export type VideoVersion = z.infer<typeof ZVideoVersion>;

/** What the editor opens: the script to edit (the saved draft, else the rendered one) and the versions. */
export const ZVideoEditor = z.object({
  video: ZVideo,
  storyboard: ZStoryboard.nullable(),
  versions: z.array(ZVideoVersion),
  rerenders: z.object({ usedToday: z.number(), freePerDay: z.number() }),
  /** The sound the next render uses: the saved edit, else the last render's. */
  sound: ZAdSound.optional(),
  /** The user's photos and clips the ad uses, in order (the preview draws them as the render will). */
  mediaIds: z.array(z.string().uuid()).optional(),
});
export type VideoEditor = z.infer<typeof ZVideoEditor>;

/** PATCH /api/videos/:id/storyboard: the edited script, and optionally the edited sound beside it. */
export const ZStoryboardEdit = ZStoryboard.extend({ sound: ZAdSound.optional() });
export type StoryboardEdit = z.input<typeof ZStoryboardEdit>;

export const ZVideoListQuery = z.object({
  search: ZText(200).optional(),
  status: ZVideoStatus.optional(),
});
export const ZVideoList = z.object({ videos: z.array(ZVideo) });
export type VideoList = z.infer<typeof ZVideoList>;

export const ZRefundRequest = z.object({ reason: ZText(REFUND_REASON_HARD_MAX) });
export type RefundRequest = z.infer<typeof ZRefundRequest>;

/** What the user may do now; drives the plan banner, stat cards and the Generate button. */
export const ZUsage = z.object({
  plan: ZPlanId,
  planName: z.string(),
  subscriptionActive: z.boolean(),
  generations: z.object({ used: z.number(), limit: z.number() }),
  downloads: z.object({ used: z.number(), limit: z.number() }),
  createdVideos: z.number(),
  canGenerate: z.boolean(),
  /** Why generation is refused: SUBSCRIPTION_INACTIVE | GENERATION_LIMIT_REACHED | GENERATION_NOT_ALLOWED. */
  reason: z.string().nullable(),
  allowedStyles: z.array(ZStyleId),
  hasBrandKit: z.boolean(),
  periodEnd: z.string().nullable(),
  /** When the monthly counters start again (paid plans; monthly within a yearly plan too); null for the trial. */
  usageResetsAt: z.string().nullable().optional(),
});
export type Usage = z.infer<typeof ZUsage>;
