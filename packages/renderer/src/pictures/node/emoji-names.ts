import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let byEmoji: Record<string, { slug: string }> | null = null;

const strip = (e: string) => e.replace(/[\uFE0F\u{1F3FB}-\u{1F3FF}]/gu, '');

/**
 * The Fluent Emoji icon name for an emoji character: Unicode's CLDR name, kebab-cased, is how the
 * set names its icons ("🥐" → croissant). Skin-tone and presentation variants fall back to the base.
 */
export function emojiIconName(emoji: string): string | null {
  byEmoji ??= require('unicode-emoji-json/data-by-emoji.json') as Record<string, { slug: string }>;
  const hit = byEmoji[emoji] ?? byEmoji[strip(emoji)] ?? byEmoji[`${strip(emoji)}\uFE0F`];
  return hit ? hit.slug.replace(/_/g, '-') : null;
}
