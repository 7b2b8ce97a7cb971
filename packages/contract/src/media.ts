import { z } from 'zod';
import type { PlanId } from './plans.ts';

/** The customer's own photos and clips: what may be uploaded, and how much each plan keeps. */
export const MEDIA_LIMITS = {
  photoMaxBytes: 20 * 1024 * 1024,
  clipMaxBytes: 200 * 1024 * 1024,
  clipMaxSec: 60,
} as const;

const MB = 1024 * 1024;
export const MEDIA_ALLOWANCE_BYTES: Record<PlanId, number> = {
  trial: 100 * MB,
  starter: 1024 * MB,
  pro: 10 * 1024 * MB,
  agency: 50 * 1024 * MB,
};

export const MEDIA_KINDS = ['photo', 'clip'] as const;
export const ZMediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof ZMediaKind>;

export const ZMediaItem = z.object({
  id: z.string().uuid(),
  kind: ZMediaKind,
  width: z.number().int(),
  height: z.number().int(),
  durationSec: z.number().nullable(),
  sizeBytes: z.number().int(),
  originalName: z.string(),
  /** Photographer credit for stock pictures ("Снимка: … / Pexels"); null for the user's own. */
  credit: z.string().nullable(),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof ZMediaItem>;

export const ZMediaList = z.object({
  items: z.array(ZMediaItem),
  usedBytes: z.number().int(),
  allowanceBytes: z.number().int(),
});
export type MediaList = z.infer<typeof ZMediaList>;

/** The media an ad uses, in order; empty or absent lets the ad use illustrations. */
export const ZMediaIds = z.array(z.string().uuid()).max(20);

/**
 * Resumable uploads (decision 091): large files are sent in chunks that survive a dropped
 * connection. POST /api/media/uploads starts one, PATCH …/:id sends a chunk at the received offset
 * (Content-Range), GET …/:id says the offset, POST …/:id/complete checks and stores the file.
 */
export const MEDIA_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** Files over this size use a resumable upload in the web app. */
export const MEDIA_RESUMABLE_FROM_BYTES = 8 * 1024 * 1024;
export const ZStartMediaUpload = z.object({
  name: z.string().max(200),
  size: z.number().int().positive().max(MEDIA_LIMITS.clipMaxBytes),
});
export type StartMediaUpload = z.infer<typeof ZStartMediaUpload>;
export const ZMediaUploadState = z.object({
  id: z.string().uuid(),
  size: z.number().int(),
  offset: z.number().int(),
  chunkBytes: z.number().int(),
});
export type MediaUploadState = z.infer<typeof ZMediaUploadState>;

/** The preview's frame size a photo is cropped for (GET /api/media/:id/crop). */
export const ZPhotoCropQuery = z.object({
  width: z.coerce.number().int().min(16).max(1920),
  height: z.coerce.number().int().min(16).max(1920),
});
export type PhotoCropQuery = z.infer<typeof ZPhotoCropQuery>;
