import { sql } from 'drizzle-orm';

import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * SPEC.md's `users` profile and better-auth's user are one row (decision 001): an account can
 * never exist without its profile. Usage counters live here so a quota check is one atomic UPDATE.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  subscriptionStatus: text('subscription_status', { enum: ['trial', 'starter', 'pro', 'agency'] })
    .notNull()
    .default('trial'),
  freeGenerationsUsed: integer('free_generations_used').notNull().default(0),
  freeGenerationsLimit: integer('free_generations_limit').notNull().default(1),
  downloadsUsed: integer('downloads_used').notNull().default(0),
  /** Start of the billing month the counters above belong to; null for trial (counted ever). */
  usagePeriodStart: timestamp('usage_period_start', { withTimezone: true }),
  avatarKey: text('avatar_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Fixed-window counters shared by every API process (per IP and per e-mail). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** The default e-mail provider: messages are stored here instead of sent. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** What SMTP would have attached (name, type, size): the files themselves are not kept here. */
  attachments: jsonb('attachments')
    .$type<Array<{ filename: string; contentType: string; size: number }>>()
    .notNull()
    .default([]),
  createdAt: createdAt(),
});

export const VIDEO_STATUSES = ['queued', 'generating', 'completed', 'failed', 'canceled'] as const;
export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    prompt: text('prompt').notNull().default(''),
    /** The confirmed facts (contract BusinessDetails); read with the contract's schema (server stored-ad.ts), never cast. */
    details: jsonb('details').notNull(),
    /** The script that was rendered (contract Storyboard); null for videos made before scripts existed. */
    storyboard: jsonb('storyboard'),
    /** Edits saved in the editor and not rendered yet; the next re-render renders them. */
    draftStoryboard: jsonb('draft_storyboard'),
    /** The sound chosen in the editor and not rendered yet (contract AdSound, as voice_options). */
    draftVoiceOptions: jsonb('draft_voice_options'),
    /** 1 for the first render; each re-render after edits is the next version (earlier ones in video_versions). */
    version: integer('version').notNull().default(1),
    /** The ad this one is another format of ("Всички формати"); null for an ad of its own. */
    parentId: uuid('parent_id'),
    aspectRatio: text('aspect_ratio').notNull().default('16:9'),
    style: text('style').notNull(),
    durationSec: integer('duration_sec').notNull().default(30),
    errorCode: text('error_code'),
    videoKey: text('video_key'),
    /** The rendition (video_key) the owner already downloaded: downloading it again is free. */
    downloadedKey: text('downloaded_key'),
    posterKey: text('poster_key'),
    /** The lower-quality rendition the player streams; the full file only goes out through /download. */
    previewKey: text('preview_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The ad's sound (contract AdSound); a row from before voice choices ({}) reads as the defaults it spoke with. */
    voiceOptions: jsonb('voice_options').notNull().default({}),
    /** WebVTT captions written beside the MP4. */
    captionsKey: text('captions_key'),
    /** Why the chosen voice did not speak (remote provider failed, engine crashed); null when it did. */
    voiceNote: text('voice_note'),
    /** Whether this video took a generation from the user's quota (given back on failure). */
    quotaCounted: boolean('quota_counted').notNull().default(false),
    /** The user's media this ad uses, in order; empty lets the ad use illustrations. */
    mediaIds: jsonb('media_ids').$type<string[]>().notNull().default([]),
    /** Stock photographers whose pictures the ad shows ({source, name, url, pageUrl}), credited in the library. */
    credits: jsonb('credits')
      .$type<{ source: 'pexels'; name: string; url: string; pageUrl?: string }[]>()
      .notNull()
      .default([]),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('videos_user_created_idx').on(t.userId, t.createdAt),
    // An ad (its first video and the formats made of it) has each aspect ratio once, however many
    // requests race to make it.
    uniqueIndex('videos_ad_aspect_idx').on(sql`coalesce(${t.parentId}, ${t.id})`, t.aspectRatio),
  ],
);

/** Earlier renders of an edited ad: kept downloadable after a re-render replaced them in the library. */
export const videoVersions = pgTable(
  'video_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storyboard: jsonb('storyboard'),
    aspectRatio: text('aspect_ratio').notNull(),
    style: text('style').notNull(),
    videoKey: text('video_key'),
    posterKey: text('poster_key'),
    captionsKey: text('captions_key'),
    /** The rendition the player streams, kept so a canceled re-render can show this version again. */
    previewKey: text('preview_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The stock photographers of this render, credited wherever it can still be downloaded. */
    credits: jsonb('credits')
      .$type<{ source: 'pexels'; name: string; url: string; pageUrl?: string }[]>()
      .notNull()
      .default([]),
    /** When it was replaced: the moment the re-render that followed it was asked for. */
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('video_versions_video_version_idx').on(t.videoId, t.version)],
);

export const AD_RENDER_KINDS = ['format', 'rerender', 'remake', 'first'] as const;

/**
 * Every render of an ad after its first: a new format, a re-render after edits, a format made again
 * after it was deleted or canceled, or ('first') a re-render of an ad whose first render never
 * finished, which takes the generation that render gave back. Rows outlive the videos (no foreign key to them), so deleting a
 * format does not reset the ad's daily free re-renders or let it be made again for free.
 */
export const adRenders = pgTable(
  'ad_renders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ad: its first video's id. */
    adId: uuid('ad_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aspectRatio: text('aspect_ratio').notNull(),
    kind: text('kind', { enum: AD_RENDER_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ad_renders_ad_created_idx').on(t.adId, t.createdAt)],
);

/** Downloads count once per version of an ad, whatever format of it is downloaded. */
export const adDownloads = pgTable(
  'ad_downloads',
  {
    adId: uuid('ad_id').notNull(),
    version: integer('version').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.version] })],
);

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refund_requests_video_idx').on(t.videoId)],
);

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: ['starter', 'pro', 'agency'] }).notNull(),
  status: text('status', {
    enum: ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete'],
  }).notNull(),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  paymentMethodBrand: text('payment_method_brand'),
  paymentMethodLast4: text('payment_method_last4'),
  /** Billing interval of the plan's price (yearly plans still reset usage monthly). */
  interval: text('interval', { enum: ['month', 'year'] })
    .notNull()
    .default('month'),
  /** A downgrade (or interval change) scheduled for the period end; null when none is pending. */
  scheduledPlanId: text('scheduled_plan_id', { enum: ['starter', 'pro', 'agency'] }),
  scheduledInterval: text('scheduled_interval', { enum: ['month', 'year'] }),
  /** Stripe's subscription schedule that carries the scheduled change. */
  providerScheduleId: text('provider_schedule_id'),
  /** When an unpaid renewal first failed; the plan stops after the grace period. */
  pastDueSince: timestamp('past_due_since', { withTimezone: true }),
  /**
   * What a renewal of this plan and interval charges, euro cents, when it is not the list price: a
   * subscription once billed in лева renews at its converted price while that is lower. Null: list price.
   */
  priceAmount: integer('price_amount'),
  /** The subscriber must be told by e-mail of the new (euro) price before the next renewal charges it. */
  priceNoticePending: boolean('price_notice_pending').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    description: text('description').notNull(),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull().default('eur'),
    paymentStatus: text('payment_status').notNull(),
    invoiceUrl: text('invoice_url'),
    providerInvoiceId: text('provider_invoice_id').unique(),
    /** The subscription the order paid for (a duplicate's orders are refunded with it). */
    providerSubscriptionId: text('provider_subscription_id'),
    /** Refunded so far, minor units (at most amount_total). */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_date_idx').on(t.userId, t.orderDate)],
);

/**
 * The payments provider's customer of each user, created at the first checkout and reused, so a
 * user who opens checkout twice (or comes back after cancelling) stays one customer.
 */
export const paymentCustomers = pgTable('payment_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** Every payments event handled, by provider event id: a replay is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who the user's фактури are made out to (a person or a company); one per user. */
export const billingProfiles = pgTable('billing_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['person', 'company'] }).notNull(),
  name: text('name').notNull(),
  eik: text('eik').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  mol: text('mol').notNull().default(''),
  address: text('address').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The last фактура number issued. Numbers come from this row inside the transaction that makes
 * the order paid: a rollback gives the number back, so the sequence has no gaps (a Postgres
 * sequence would leave one).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  id: integer('id').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
});

/** Фактури and кредитни известия (ЗДДС чл. 114-115), with both parties as they were at issue. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().unique(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The фактура a кредитно известие corrects. */
    correctsInvoiceId: uuid('corrects_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    taxEventAt: timestamp('tax_event_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Minor units; a credit note's amounts are positive (it states that they are credited). */
    taxBase: integer('tax_base').notNull(),
    vatRate: integer('vat_rate').notNull().default(20),
    vatAmount: integer('vat_amount').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    reason: text('reason'),
    pdfKey: text('pdf_key'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_user_idx').on(t.userId), index('invoices_order_idx').on(t.orderId)],
);

/** Checkout sessions of the built-in test payments provider. */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  interval: text('interval', { enum: ['month', 'year'] })
    .notNull()
    .default('month'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
});

export const TICKET_CATEGORIES = ['billing', 'technical', 'feature_request', 'other'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull().default('other'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    priority: boolean('priority').notNull().default(false),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_user_idx').on(t.userId, t.createdAt)],
);

export const brandKits = pgTable('brand_kits', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  primaryColor: text('primary_color').notNull().default('#007BFF'),
  secondaryColor: text('secondary_color').notNull().default('#C42D9A'),
  primaryLogoKey: text('primary_logo_key'),
  secondaryLogoKey: text('secondary_logo_key'),
  headingFontKey: text('heading_font_key'),
  bodyFontKey: text('body_font_key'),
  updatedAt: updatedAt(),
});

/**
 * The customer's own photos and clips, kept for reuse across ads. A row exists only
 * once its files are stored (nothing half-uploaded shows); sizes count against the plan's allowance.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'clip'] }).notNull(),
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationMs: integer('duration_ms'),
    /**
     * A clip's light and steadiness over time (renderer clip-window.ts), measured once at upload so
     * each render picks its best stretch without decoding the whole clip again; null for photos.
     */
    clipSamples: jsonb('clip_samples').$type<{ t: number; yavg: number; ydif: number }[]>(),
    /** Stored bytes (working copy + thumbnail): what the allowance counts. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull().default(''),
    /** Photographer credit for stock pictures; null for the user's own. */
    credit: text('credit'),
    createdAt: createdAt(),
  },
  (t) => [index('media_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A resumable upload in progress (decision 091): its chunks are storage objects under
 * `users/<id>/uploads/<upload id>/`; `receivedBytes` is how far they reach. It becomes a `media`
 * row only when complete and checked; one left idle is swept with its chunks.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('media_uploads_user_idx').on(t.userId), index('media_uploads_updated_idx').on(t.updatedAt)],
);

/**
 * E-mail addresses (hashed, normalised) that have had their free trial video. No foreign key: the
 * row outlives a deleted account, so signing up again with the same address gives no second one.
 */
export const trialClaims = pgTable('trial_claims', {
  emailHash: text('email_hash').primaryKey(),
  userId: text('user_id'),
  createdAt: createdAt(),
});

/**
 * The create flow's unfinished ad, one per user (contract CreateDraft): another device or a reload
 * picks it up where it was left; generating a video clears it.
 */
export const createDrafts = pgTable('create_drafts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

/**
 * How the account's voice says a word it gets wrong (the business name, the town, any word of a
 * script): the written word, lower case, and what is said for it (the word with its stressed vowel
 * marked, or typed as it sounds). Every later ad's voice uses it; the captions keep the written word.
 */
export const pronunciations = pgTable(
  'pronunciations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    spoken: text('spoken').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] })],
);

/**
 * A user's Facebook (Page + linked Instagram) or Google (YouTube channel) connection. Tokens are
 * AES-256-GCM ciphertexts under SOCIAL_TOKEN_KEY; `key_id` names the key so a rotated one still decrypts.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['meta', 'google'] }).notNull(),
    status: text('status', { enum: ['connected', 'expired', 'revoked'] })
      .notNull()
      .default('connected'),
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    pageId: text('page_id'),
    pageName: text('page_name'),
    igUserId: text('ig_user_id'),
    igUsername: text('ig_username'),
    channelId: text('channel_id'),
    channelTitle: text('channel_title'),
    keyId: text('key_id').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    pageTokenEnc: text('page_token_enc'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('social_connections_user_provider_idx').on(t.userId, t.provider)],
);

/**
 * One video going to one place. `platform_session` holds what the platform answered before each
 * step (upload ids, session URIs, container ids), so a retried job resumes instead of posting twice.
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id').references(() => socialConnections.id, { onDelete: 'set null' }),
    place: text('place', {
      enum: ['facebook_reel', 'instagram_reel', 'youtube_short', 'facebook_feed', 'instagram_feed'],
    }).notNull(),
    caption: text('caption').notNull(),
    title: text('title'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    status: text('status', { enum: ['queued', 'scheduled', 'uploading', 'processing', 'published', 'failed'] })
      .notNull()
      .default('queued'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    platformSession: jsonb('platform_session').$type<Record<string, unknown>>().notNull().default({}),
    platformPostId: text('platform_post_id'),
    permalink: text('permalink'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    attempts: jsonb('attempts')
      .$type<{ at: string; step: string; status: number | null; answer: unknown }[]>()
      .notNull()
      .default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    metricsReads: integer('metrics_reads').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('social_posts_video_idx').on(t.videoId), index('social_posts_user_idx').on(t.userId, t.createdAt)],
);

/** A reading of a post's figures; the newest is shown, the series shows how it grew. */
export const socialPostMetrics = pgTable(
  'social_post_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    views: integer('views').notNull().default(0),
    reach: integer('reach'),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares'),
    saves: integer('saves'),
    clicks: integer('clicks'),
  },
  (t) => [index('social_post_metrics_post_idx').on(t.postId, t.takenAt)],
);

export const schema = {
  socialConnections,
  socialPosts,
  socialPostMetrics,
  pronunciations,
  users,
  createDrafts,
  trialClaims,
  sessions,
  accounts,
  verifications,
  rateLimits,
  emailOutbox,
  videos,
  refundRequests,
  subscriptions,
  orders,
  paymentEvents,
  paymentCustomers,
  testCheckoutSessions,
  billingProfiles,
  invoiceCounters,
  invoices,
  supportTickets,
  brandKits,
  media,
  videoVersions,
};
