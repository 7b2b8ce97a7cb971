import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie } from 'hono/cookie';
import {
  UPLOAD_MAX_BYTES,
  ZBrandKitSlot,
  ZDeleteAccountRequest,
  ZUpdateBrandKitRequest,
  ZUpdateProfileRequest,
  type ProfileSettings,
} from '@reklamo/contract';
import { deleteAccount } from '@reklamo/core';
import { deleteUserCascade, findBrandKitOfUser, findUserById, saveBrandKitColors, updateFullName } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { apiError, AppError, parseJson } from '../http/errors.ts';
import { multipartFile } from '../http/multipart.ts';
import { uploadTempDir } from '../http/upload-stream.ts';
import { userRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import {
  avatarUrl,
  CONTENT_TYPES,
  formatOfKey,
  getBrandKit,
  removeAvatar,
  removeBrandKitFile,
  requireBrandKit,
  SLOT_COLUMNS,
  uploadAvatar,
  uploadBrandKitFile,
} from '../services/settings.service.ts';
import { revokeAllConnections } from '../publishing/publishing.service.ts';

type Env = { Variables: AppVariables };

/** JSON forms are tiny; uploads get the 5 MB file plus room for the multipart envelope. */
const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE') });
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
  onError: (c) => apiError(c, 413, 'FILE_TOO_LARGE'),
});

function parseSlot(c: Context) {
  const slot = ZBrandKitSlot.safeParse(c.req.param('slot'));
  if (!slot.success) throw new AppError('NOT_FOUND', 404);
  return slot.data;
}

/** Stored files go only to their owner, never cached by shared caches, never sniffed or run. */
async function sendOwnFile(c: Context, deps: AppDeps, key: string | null | undefined) {
  const format = key ? formatOfKey(key) : undefined;
  if (!key || !format) return apiError(c, 404, 'NOT_FOUND');
  let bytes: Buffer;
  try {
    bytes = await deps.storage.readBuffer(key);
  } catch {
    return apiError(c, 404, 'NOT_FOUND');
  }
  // A versioned URL (?v= the key's random name) never changes content; any other must be revalidated,
  // or a browser shared by two accounts could show one the other's cached file.
  const versioned = c.req.query('v') === key.split('/').pop()!.split('.')[0];
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': CONTENT_TYPES[format],
    'Cache-Control': versioned ? 'private, max-age=31536000, immutable' : 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  });
}

export function settingsRoutes(deps: AppDeps) {
  const { auth, database, storage, config } = deps;
  const db = database.db;
  return (
    new Hono<Env>()
      .use(requireUser(auth))
      // ---- profile ----
      .get('/profile', async (c) => {
        const user = await findUserById(db, c.get('user').id);
        if (!user) return apiError(c, 404, 'NOT_FOUND');
        return c.json({
          full_name: user.fullName,
          email: user.email,
          avatar_url: avatarUrl(user.avatarKey),
        } satisfies ProfileSettings);
      })
      .patch('/profile', jsonLimit, async (c) => {
        const input = await parseJson(c, ZUpdateProfileRequest);
        await updateFullName(db, c.get('user').id, input.full_name);
        const user = (await findUserById(db, c.get('user').id))!;
        return c.json({
          full_name: user.fullName,
          email: user.email,
          avatar_url: avatarUrl(user.avatarKey),
        } satisfies ProfileSettings);
      })
      .post('/avatar', uploadLimit, userRateLimit(db, 'upload'), async (c) => {
        const key = await uploadAvatar(
          db,
          storage,
          c.get('user').id,
          await multipartFile(c, { maxBytes: UPLOAD_MAX_BYTES, tmpDir: uploadTempDir(deps.config.dataDir) }),
        );
        return c.json({ avatar_url: avatarUrl(key) });
      })
      .get('/avatar', async (c) => sendOwnFile(c, deps, (await findUserById(db, c.get('user').id))?.avatarKey))
      .delete('/avatar', async (c) => {
        await removeAvatar(db, storage, c.get('user').id);
        return c.json({ avatar_url: null });
      })
      // ---- danger zone ----
      .delete('/account', jsonLimit, async (c) => {
        await parseJson(c, ZDeleteAccountRequest);
        await deleteAccount(
          {
            // A paid subscription is cancelled before anything is deleted.
            beforeDelete: async (id) => {
              await deps.payments.cancelNow(id);
              // Facebook and Google are asked to forget the app before the sealed tokens are deleted.
              await revokeAllConnections({ config, db, logger: deps.logger }, id);
            },
            deleteUserRows: (id) => deleteUserCascade(db, id),
            deleteFiles: (prefix) => storage.deletePrefix(prefix),
          },
          c.get('user').id,
        );
        // The sessions are gone with the user; clearing the cookie signs this browser out at once.
        for (const name of ['better-auth.session_token', 'better-auth.session_data']) {
          deleteCookie(c, name, { path: '/' });
          if (config.isProduction) deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
        }
        return c.json({ deleted: true });
      })
      // ---- Brand Kit (Pro and Agency with an active subscription) ----
      .get('/brand-kit', async (c) => {
        await requireBrandKit(db, c.get('user').id);
        return c.json(await getBrandKit(db, c.get('user').id));
      })
      .put('/brand-kit', jsonLimit, async (c) => {
        await requireBrandKit(db, c.get('user').id);
        const input = await parseJson(c, ZUpdateBrandKitRequest);
        await saveBrandKitColors(db, c.get('user').id, {
          primaryColor: input.primary_color,
          secondaryColor: input.secondary_color,
        });
        return c.json(await getBrandKit(db, c.get('user').id));
      })
      .put('/brand-kit/files/:slot', uploadLimit, userRateLimit(db, 'upload'), async (c) => {
        const slot = parseSlot(c);
        await requireBrandKit(db, c.get('user').id);
        await uploadBrandKitFile(
          db,
          storage,
          c.get('user').id,
          slot,
          await multipartFile(c, { maxBytes: UPLOAD_MAX_BYTES, tmpDir: uploadTempDir(deps.config.dataDir) }),
        );
        return c.json(await getBrandKit(db, c.get('user').id));
      })
      .get('/brand-kit/files/:slot', async (c) => {
        const slot = parseSlot(c);
        await requireBrandKit(db, c.get('user').id);
        const row = await findBrandKitOfUser(db, c.get('user').id);
        return sendOwnFile(c, deps, row?.[SLOT_COLUMNS[slot]]);
      })
      .delete('/brand-kit/files/:slot', async (c) => {
        const slot = parseSlot(c);
        await requireBrandKit(db, c.get('user').id);
        await removeBrandKitFile(db, storage, c.get('user').id, slot);
        return c.json(await getBrandKit(db, c.get('user').id));
      })
  );
}
