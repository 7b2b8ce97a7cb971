import { z } from 'zod';
import { ZAspectRatio, ZText } from './business.ts';
import { ZAdSound } from './ad-spec.ts';
import { ZPlanId, ZStyleId } from './plan-schemas.ts';
import { ZStoryboard } from './storyboard.ts';

export const REFUND_REASON_DISPLAY_MAX = 500;
export const REFUND_REASON_HARD_MAX = 5000;

/** Database states; the UI shows `queued` as SPEC.md's "processing". */
export const VIDEO_STATUSES = ['queued', 'generating', 'completed', 'failed', 'canceled'] as const;
export const ZVideoStatus = z.enum(VIDEO_STATUSES);
export type VideoStatus = z.infer<typeof ZVideoStatus>;

export const ZRefundStatus = z.enum(['pending', 'approved', 'rejected']);
export type RefundStatus = z.infer<typeof ZRefundStatus>;

/** A stock picture's author, credited where the video is shown ("Снимки: Име / Pexels"). */
export const ZPictureCredit = z.object({
  source: z.literal('pexels'),
  name: z.string(),
  url: z.string(),
  pageUrl: z.string().optional(),
});
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
