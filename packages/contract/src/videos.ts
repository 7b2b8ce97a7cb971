import { z } from 'zod';
import { ZAspectRatio, ZBusinessDetails } from './business.ts';
import { ZPlanId, ZStyleId } from './plan-schemas.ts';

export const VIDEO_DURATIONS = [15, 30, 60] as const;
export const DEFAULT_VIDEO_DURATION = 30;
export const REFUND_REASON_DISPLAY_MAX = 500;
export const REFUND_REASON_HARD_MAX = 5000;

/** SPEC.md webhook 4's fields (the eleven business fields, AspectRatio, Name, Email) plus style. */
export const ZCreateVideoRequest = ZBusinessDetails.extend({
  AspectRatio: ZAspectRatio.default('16:9'),
  Style: ZStyleId.default('bold'),
  DurationSec: z.union([z.literal(15), z.literal(30), z.literal(60)]).default(30),
  /** The (edited) description the details came from; kept with the video and searchable. */
  Prompt: z.string().max(10_000).default(''),
  Name: z.string().max(200).optional(),
  Email: z.string().max(320).optional(),
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

export const ZVideo = z.object({
  id: z.string(),
  title: z.string(),
  status: ZVideoStatus,
  /** 0-100, from frames rendered. */
  progress: z.number(),
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
});
export type Video = z.infer<typeof ZVideo>;

export const ZVideoListQuery = z.object({
  search: z.string().max(200).optional(),
  status: ZVideoStatus.optional(),
});
export const ZVideoList = z.object({ videos: z.array(ZVideo) });
export type VideoList = z.infer<typeof ZVideoList>;

export const ZRefundRequest = z.object({ reason: z.string().max(REFUND_REASON_HARD_MAX) });
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
});
export type Usage = z.infer<typeof ZUsage>;
