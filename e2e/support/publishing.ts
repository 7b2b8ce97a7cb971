import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ScriptResponse } from '@reklamo/contract';
import { baseUrl, createUser, newPage } from './browser.ts';
import { seedVideo, setActivePlan, withE2eDb } from './db.ts';

/** What the bakery's owner typed in the create flow; every bakery ad is made from it. */
export const BAKERY_PROMPT =
  'Пекарна Зора в Лозенец: хляб на квас всяка сутрин, втори хляб на половин цена. Обадете се на 0888 123 456.';

export type User = Awaited<ReturnType<typeof createUser>>;

/** The three script variants the create flow shows for the bakery (one per angle). */
async function variantsFor(u: User) {
  const res = await fetch(`${baseUrl()}/api/brain/script`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl(), cookie: u.cookie },
    body: JSON.stringify({
      facts: {
        BusinessName: 'Пекарна Зора',
        BusinessDescription: 'Квартална пекарна в Лозенец',
        Services: 'хляб, кифли, баници',
        AdvertizedService: 'хляб на квас',
        Offer: 'втори хляб на половин цена',
        CTA: 'Обадете се на 0888 123 456',
        BusinessLocation: 'София, Лозенец',
        TargetAudience: 'семейства в Лозенец',
      },
      durationSec: 15,
      aspectRatio: '9:16',
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as ScriptResponse).variants;
}

/** A finished 9:16 ad made from the bakery's description with one variant's script, as the worker leaves it. */
async function bakeryAd(u: User, title: string, variant: ScriptResponse['variants'][number]) {
  const id = await seedVideo(u.email, { title });
  await withE2eDb((c) =>
    c.query(`update videos set aspect_ratio = '9:16', prompt = $2, details = $3, storyboard = $4 where id = $1`, [
      id,
      BAKERY_PROMPT,
      JSON.stringify(variant.facts),
      JSON.stringify(variant),
    ]),
  );
  return id;
}

/**
 * A new bakery owner (on `plan`, or on the trial without one) with a finished ad for each title, made
 * from the variants in turn, signed in on a page of this size; with `connect`, their Facebook Page and
 * Instagram are connected through Settings first.
 */
export async function bakeryOwner(
  titles: string[],
  opts: {
    plan?: 'starter' | 'pro' | 'agency';
    viewport: { width: number; height: number };
    connect: boolean;
  },
): Promise<{
  u: User;
  variants: ScriptResponse['variants'];
  ids: string[];
  page: Page;
  context: BrowserContext;
}> {
  const u = await createUser();
  if (opts.plan) await setActivePlan(u.email, opts.plan);
  const variants = await variantsFor(u);
  const ids: string[] = [];
  for (const [i, t] of titles.entries()) ids.push(await bakeryAd(u, t, variants[i % variants.length]!));
  const { page, context } = await newPage({ cookie: u.cookie, viewport: opts.viewport });
  if (opts.connect) await connectMeta(page);
  return { u, variants, ids, page, context };
}

/** Connects the fake Facebook Page and its Instagram account through Settings, the way an owner does. */
export async function connectMeta(page: Page) {
  await page.goto('/dashboard?section=settings');
  const card = page.getByTestId('social-profiles');
  await card.getByRole('button', { name: 'Свържете Facebook и Instagram' }).click();
  // The dialog (the fake says yes at once) sends the browser back through our callback to Settings.
  await card.getByTestId('social-result').getByText('Готово: свързахме Facebook и Instagram.').waitFor();
  await card.getByText('Страница: Пекарна Зора').waitFor();
  await card.getByText('Instagram: @pekarna.zora').waitFor();
  expect(new URL(page.url()).searchParams.has('social')).toBe(false);
}

/** Opens the publish dialog from the ad's card in the library. */
export async function openPublish(page: Page, title: string) {
  await page.goto('/dashboard?section=inspiration');
  const card = page.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: `Публикувайте „${title}“` }).click();
  const dialog = page.getByRole('dialog', { name: 'Публикуване в мрежите' });
  await dialog.waitFor();
  return { card, dialog };
}

/** Opens the publish dialog and waits until the caption is written for the ad. */
export async function openPublishWithCaption(page: Page, title: string) {
  const opened = await openPublish(page, title);
  await expect.poll(() => opened.dialog.getByLabel('Текст към публикацията').inputValue()).not.toBe('');
  return opened;
}

/**
 * Publishes the ad now to one of the connected Reels (the other one unticked) with the written
 * caption, then closes the dialog; returns the ad's card.
 */
export async function publishNowOnly(page: Page, title: string, place: 'Facebook Reels' | 'Instagram Reels') {
  const { card, dialog } = await openPublishWithCaption(page, title);
  const other = place === 'Facebook Reels' ? 'Instagram Reels' : 'Facebook Reels';
  await dialog.getByRole('checkbox', { name: other }).uncheck();
  await dialog.getByRole('button', { name: 'Публикувайте', exact: true }).click();
  await dialog.getByText(/^Изпратихме видеото\./).waitFor();
  await dialog.getByRole('button', { name: 'Затворете', exact: true }).click();
  return card;
}

export async function postsOf(videoId: string) {
  return withE2eDb(
    async (c) =>
      (
        await c.query<{ id: string; place: string; status: string; error_code: string | null }>(
          'select id, place, status, error_code from social_posts where video_id = $1 order by created_at',
          [videoId],
        )
      ).rows,
  );
}

/**
 * Figures are read an hour after posting; the test runs that read now for the video's posts, against
 * the fake, and waits until it has been recorded (the library asks again only every minute once
 * nothing is moving).
 */
export async function readFiguresNow(page: Page, videoId: string) {
  const postIds = (await postsOf(videoId)).map((p) => p.id);
  await withE2eDb((c) =>
    c.query(
      `update pgboss.job set start_after = now() where name = 'read-post-metrics' and state = 'created' and data->>'postId' = any($1)`,
      [postIds],
    ),
  );
  await expect
    .poll(
      () =>
        withE2eDb(
          async (c) =>
            (await c.query('select distinct post_id from social_post_metrics where post_id = any($1)', [postIds]))
              .rowCount,
        ),
      { timeout: 60_000 },
    )
    .toBe(postIds.length);
  await page.reload();
}

/** Waits until the post (or the first post on a card) shows this many views. */
export async function expectViews(post: Locator, views: string) {
  await expect
    .poll(
      () =>
        post
          .locator('[data-figure="views"]')
          .first()
          .textContent()
          .catch(() => null),
      { timeout: 60_000 },
    )
    .toBe(views);
}
