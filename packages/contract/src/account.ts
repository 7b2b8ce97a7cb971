import { z } from 'zod';
import { ZText } from './business.ts';

/** Settings, Brand Kit and support contract. */

/** Every upload (avatar, logos, fonts): SPEC.md's 5MB hint, enforced on the server. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

// ---- profile -------------------------------------------------------------------------------------

export const FULL_NAME_MAX = 100;

export const ZUpdateProfileRequest = z.object({
  full_name: ZText(FULL_NAME_MAX * 2)
    .transform((s) => s.trim())
    .pipe(z.string().min(1).max(FULL_NAME_MAX)),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZProfileSettings = z.object({
  full_name: z.string(),
  /** Read-only: an account's e-mail cannot be changed. */
  email: z.string(),
  /** GET this (same-origin, with the session cookie) for the photo; null without one. */
  avatar_url: z.string().nullable(),
});
export type ProfileSettings = z.infer<typeof ZProfileSettings>;

/** SPEC.md section 5: the delete confirmation word. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const ZDeleteAccountRequest = z.object({ confirm: z.literal(DELETE_CONFIRMATION_WORD) });
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

// ---- Brand Kit ----------------------------------------------------------------------------------

export const DEFAULT_PRIMARY_COLOR = '#007BFF';
export const DEFAULT_SECONDARY_COLOR = '#C42D9A';
export const ZHexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'expected #RRGGBB')
  .transform((s) => s.toUpperCase());

export const BRAND_KIT_SLOTS = ['primary_logo', 'secondary_logo', 'heading_font', 'body_font'] as const;
export const ZBrandKitSlot = z.enum(BRAND_KIT_SLOTS);
export type BrandKitSlot = z.infer<typeof ZBrandKitSlot>;
export const isLogoSlot = (s: BrandKitSlot) => s === 'primary_logo' || s === 'secondary_logo';

export const ZUpdateBrandKitRequest = z.object({
  primary_color: ZHexColor,
  secondary_color: ZHexColor,
});
export type UpdateBrandKitRequest = z.input<typeof ZUpdateBrandKitRequest>;

export const ZBrandKitFile = z.object({
  /** Same-origin URL that serves the file to its owner only. */
  url: z.string(),
  /** png, jpeg, svg, ttf, otf or woff. */
  format: z.string(),
});
export type BrandKitFile = z.infer<typeof ZBrandKitFile>;

export const ZBrandKit = z.object({
  primary_color: z.string(),
  secondary_color: z.string(),
  files: z.object({
    primary_logo: ZBrandKitFile.nullable(),
    secondary_logo: ZBrandKitFile.nullable(),
    heading_font: ZBrandKitFile.nullable(),
    body_font: ZBrandKitFile.nullable(),
  }),
  /** False while the user has never saved a Brand Kit: the colours are the form's defaults and renders use the style's own. */
  saved: z.boolean().optional(),
});
export type BrandKit = z.infer<typeof ZBrandKit>;

// ---- support ------------------------------------------------------------------------------------

export const TICKET_CATEGORIES = ['billing', 'technical', 'feature_request', 'other'] as const;
export const ZTicketCategory = z.enum(TICKET_CATEGORIES);
export type TicketCategory = z.infer<typeof ZTicketCategory>;

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const ZTicketStatus = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ZTicketStatus>;

/** SPEC.md: the counter shows out of 1000 with no cut-off; the server's hard limit is higher. */
export const TICKET_MESSAGE_DISPLAY_MAX = 1000;
export const TICKET_MESSAGE_HARD_MAX = 5_000;
export const TICKET_SUBJECT_MAX = 200;

/** Lengths are checked by the route so that each gets its own error code. */
export const ZCreateTicketRequest = z.object({
  subject: ZText(TICKET_SUBJECT_MAX * 4),
  message: ZText(TICKET_MESSAGE_HARD_MAX * 4),
  category: ZTicketCategory.default('other'),
});
export type CreateTicketRequest = z.input<typeof ZCreateTicketRequest>;

export const ZTicket = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  category: ZTicketCategory,
  status: ZTicketStatus,
  priority: z.boolean(),
  created_at: z.string(),
  status_changed_at: z.string().nullable(),
});
export type Ticket = z.infer<typeof ZTicket>;
export const ZTicketList = z.object({ tickets: z.array(ZTicket) });
export type TicketList = z.infer<typeof ZTicketList>;
