import { z } from 'zod';

/** One OAuth connection per provider per user: Meta covers the Facebook Page and its Instagram account. */
export const PUBLISH_PROVIDERS = ['meta', 'google'] as const;
export type PublishProvider = (typeof PUBLISH_PROVIDERS)[number];

/** Where a video can go: Reels and Shorts take the 9:16 rendition, the two feeds 4:5 (or 1:1). */
export const PUBLISH_PLACES = [
  'facebook_reel',
  'instagram_reel',
  'youtube_short',
  'facebook_feed',
  'instagram_feed',
] as const;
export type PublishPlace = (typeof PUBLISH_PLACES)[number];
export const ZPublishPlace = z.enum(PUBLISH_PLACES);

export const PLACE_PROVIDER: Record<PublishPlace, PublishProvider> = {
  facebook_reel: 'meta',
  instagram_reel: 'meta',
  youtube_short: 'google',
  facebook_feed: 'meta',
  instagram_feed: 'meta',
};

/**
 * The ad's formats a place takes, the best first. A feed shows 4:5 taller than 1:1 on a phone; 1:1
 * serves when only it is ready. A missing one is rendered free (the ad's "Всички формати").
 */
export const PLACE_FORMATS: Record<PublishPlace, readonly ('9:16' | '4:5' | '1:1')[]> = {
  facebook_reel: ['9:16'],
  instagram_reel: ['9:16'],
  youtube_short: ['9:16'],
  facebook_feed: ['4:5', '1:1'],
  instagram_feed: ['4:5', '1:1'],
};

export const SOCIAL_CONNECTION_STATUSES = ['connected', 'expired', 'revoked'] as const;
export type SocialConnectionStatus = (typeof SOCIAL_CONNECTION_STATUSES)[number];

export const SOCIAL_POST_STATUSES = ['queued', 'scheduled', 'uploading', 'processing', 'published', 'failed'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

export const ZSocialConnection = z.object({
  id: z.uuid(),
  provider: z.enum(PUBLISH_PROVIDERS),
  status: z.enum(SOCIAL_CONNECTION_STATUSES),
  accountName: z.string(),
  pageName: z.string().nullable(),
  igUsername: z.string().nullable(),
  channelTitle: z.string().nullable(),
  places: z.array(ZPublishPlace),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SocialConnection = z.infer<typeof ZSocialConnection>;

export const ZPublishingState = z.object({
  providers: z.object({ meta: z.object({ configured: z.boolean() }), google: z.object({ configured: z.boolean() }) }),
  connections: z.array(ZSocialConnection),
  /** What the plan allows: Trial neither (it sees what it would get), Starter publishes now, Pro and Agency also schedule. */
  rights: z.object({ publish: z.boolean(), schedule: z.boolean() }),
});
export type PublishingState = z.infer<typeof ZPublishingState>;

export const ZConnectResponse = z.object({ url: z.url() });

/** A Facebook Page the person manages; `current` is the one posts go to. */
export const ZMetaPage = z.object({
  id: z.string(),
  name: z.string(),
  igUsername: z.string().nullable(),
  current: z.boolean(),
});
export type MetaPage = z.infer<typeof ZMetaPage>;
export const ZMetaPagesResponse = z.object({ pages: z.array(ZMetaPage) });
export const ZChoosePageRequest = z.object({ pageId: z.string().regex(/^\d{1,32}$|^[\w-]{1,64}$/) });

export const ZPostMetrics = z.object({
  at: z.string(),
  views: z.number().int().nonnegative(),
  reach: z.number().int().nonnegative().nullable(),
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  shares: z.number().int().nonnegative().nullable(),
  saves: z.number().int().nonnegative().nullable(),
  clicks: z.number().int().nonnegative().nullable(),
});
export type PostMetrics = z.infer<typeof ZPostMetrics>;

export const ZSocialPost = z.object({
  id: z.uuid(),
  /** The rendition that went out (the place's format). */
  videoId: z.uuid(),
  /** The ad it belongs to: its first video, whichever format went out. */
  adId: z.uuid(),
  /**
   * Shared by the variants of one ad: the ads made from the same description and facts (the create
   * flow writes the three variants from them). The library compares the variants by it.
   */
  variantGroup: z.string(),
  /** The ad's title, so a comparison names its variants without the library's list. */
  adTitle: z.string(),
  place: ZPublishPlace,
  status: z.enum(SOCIAL_POST_STATUSES),
  caption: z.string(),
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  permalink: z.string().nullable(),
  errorCode: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  metrics: ZPostMetrics.nullable(),
});
export type SocialPost = z.infer<typeof ZSocialPost>;

export const CAPTION_MAX = 2200;
export const YOUTUBE_TITLE_MAX = 100;

export const ZPublishRequest = z.object({
  videoId: z.uuid(),
  places: z.array(ZPublishPlace).min(1).max(PUBLISH_PLACES.length),
  caption: z.string().trim().min(1).max(CAPTION_MAX),
  title: z.string().trim().min(1).max(YOUTUBE_TITLE_MAX).optional(),
  /** ISO time; absent or null publishes now. The web picks it in Europe/Sofia. */
  scheduledAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type PublishRequest = z.infer<typeof ZPublishRequest>;

export const ZPublishResponse = z.object({ posts: z.array(ZSocialPost) });
export const ZPostsResponse = z.object({ posts: z.array(ZSocialPost) });
export const ZCaptionResponse = z.object({ caption: z.string(), title: z.string() });

/** Jobs of publishing (handlers in apps/server/src/jobs/publish-post.job.ts). */
export const PUBLISH_POST_JOB = { name: 'publish-post', schema: z.object({ postId: z.uuid() }) } as const;
export const READ_POST_METRICS_JOB = { name: 'read-post-metrics', schema: z.object({ postId: z.uuid() }) } as const;

/** Scheduling is in Bulgarian time, whatever the server's zone. */
export const PUBLISH_TIME_ZONE = 'Europe/Sofia';
