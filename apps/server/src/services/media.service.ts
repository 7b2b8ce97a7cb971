/**
 * The customer's photos and clips on top of the rules in @reklamo/core: each upload is checked by
 * its bytes, decoded and re-encoded (photos: EXIF orientation applied, metadata gone; clips: one
 * H.264 working copy, muted), thumbnailed, stored, and only then given a row. A failure at any
 * step leaves nothing behind.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_LIMITS, type MediaItem, type MediaList, type PlanId } from '@reklamo/contract';
import {
  accountStateOf,
  checkClipProbe,
  checkMediaAllowance,
  checkMediaUpload,
  isPlanActive,
  mediaAllowanceBytes,
  userFilesPrefix,
} from '@reklamo/core';
import {
  deleteMediaOfUser,
  findAccount,
  insertMediaWithinAllowance,
  listMediaOfUser,
  mediaBytesOfUser,
  type Db,
  type MediaRow,
} from '@reklamo/db';
import {
  analyseClip,
  defaultFfmpegPath,
  inputArgs,
  probe,
  safeInput,
  VIDEO_CONTAINERS,
  workingClipArgs,
  type ClipSample,
} from '@reklamo/renderer/ffmpeg';
import { AppError } from '../http/errors.ts';
import { mediaChild } from '../media-child/client.ts';
import type { Storage } from '../storage/storage.ts';
import { dropUnusedOwnAudio, otherStoredBytes } from './storage-usage.ts';

const THUMB_SIDE = 320;

export const mediaThumbUrl = (id: string) => `/api/media/${id}/thumbnail`;

export function toMediaItem(r: MediaRow): MediaItem {
  return {
    id: r.id,
    kind: r.kind,
    width: r.width,
    height: r.height,
    durationSec: r.durationMs === null ? null : r.durationMs / 1000,
    sizeBytes: r.sizeBytes,
    originalName: r.originalName,
    credit: r.credit,
    thumbnailUrl: mediaThumbUrl(r.id),
    createdAt: r.createdAt.toISOString(),
  };
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
/** A plan that is not paid up keeps the trial's allowance. */
export const allowancePlanOf = (a: Account): PlanId => {
  const s = accountStateOf(a);
  return isPlanActive(s) ? s.plan : 'trial';
};

export async function listMedia(db: Db, storage: Storage, userId: string): Promise<MediaList> {
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('NOT_FOUND', 404);
  const rows = await listMediaOfUser(db, userId);
  // Recordings, music and unfinished uploads take room of the same allowance.
  const usedBytes = (await mediaBytesOfUser(db, userId)) + (await otherStoredBytes(db, storage, userId));
  return { items: rows.map(toMediaItem), usedBytes, allowanceBytes: mediaAllowanceBytes(allowancePlanOf(account)) };
}

function run(bin: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    p.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    p.on('error', () => resolve({ code: -1, stderr }));
    p.on('close', (code) => resolve({ code, stderr }));
  });
}

type Prepared = {
  file: string;
  ext: string;
  thumb: string;
  width: number;
  height: number;
  durationMs: number | null;
  clipSamples?: ClipSample[];
};

/** sharp decodes the photo in the media child: a photo it cannot read, or one it crashes or hangs on, is a corrupt file. */
async function preparePhoto(src: string, work: string): Promise<Prepared> {
  const made = await mediaChild()
    .run({ op: 'photo', src, dir: work })
    .catch(() => null);
  if (!made) throw new AppError('CORRUPT_FILE', 422);
  return {
    file: made.file,
    ext: made.ext,
    thumb: made.thumb,
    width: made.width,
    height: made.height,
    durationMs: null,
  };
}

async function prepareClip(src: string, work: string, ffmpeg: string): Promise<Prepared> {
  // ffmpeg reads the upload only as the clip container its bytes say, never as a playlist.
  const input = await safeInput(src, VIDEO_CONTAINERS).catch(() => null);
  if (!input) throw new AppError('UNSUPPORTED_FILE_TYPE', 415);
  const p = await probe(ffmpeg, src).catch(() => null);
  if (!p) throw new AppError('CORRUPT_FILE', 422);
  const verdict = checkClipProbe({ hasVideo: !!p.video, durationSec: p.durationSec });
  if (!verdict.ok) throw new AppError(verdict.code, 422);
  const file = path.join(work, 'clip.mp4');
  const enc = await run(ffmpeg, workingClipArgs(input, file, MEDIA_LIMITS.clipMaxSec));
  if (enc.code !== 0) throw new AppError('CORRUPT_FILE', 422);
  const out = await probe(ffmpeg, file).catch(() => null);
  if (!out?.video) throw new AppError('CORRUPT_FILE', 422);
  const thumb = path.join(work, 'thumb.jpg');
  const th = await run(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    String(Math.min(1, out.durationSec / 2)),
    ...inputArgs(file, 'mp4'),
    '-frames:v',
    '1',
    '-vf',
    `scale=${THUMB_SIDE}:${THUMB_SIDE}:force_original_aspect_ratio=increase,crop=${THUMB_SIDE}:${THUMB_SIDE}`,
    '-q:v',
    '5',
    thumb,
  ]);
  if (th.code !== 0) throw new AppError('CORRUPT_FILE', 422);
  // Its light and steadiness, once: every render of it then picks its best stretch from these.
  const clipSamples = await analyseClip(ffmpeg, file);
  return {
    file,
    ext: 'mp4',
    thumb,
    width: out.video.width,
    height: out.video.height,
    durationMs: Math.round(out.durationSec * 1000),
    clipSamples,
  };
}

/** An upload received to a local file (http/upload-stream.ts): its path, size, name and first bytes. */
export type ReceivedUpload = { path: string; size: number; name: string; head: Buffer };

/** The most bytes an upload may have, by what its first bytes say it is (photos are smaller than clips). */
export function mediaMaxBytes(head: Uint8Array): number {
  const c = checkMediaUpload(head, 1, undefined);
  return c.ok && c.kind === 'photo' ? MEDIA_LIMITS.photoMaxBytes : MEDIA_LIMITS.clipMaxBytes;
}

/**
 * Stores one upload (read from its temp file, never whole in memory); the row appears only after
 * both files are in storage and the allowance still holds.
 */
export async function uploadMedia(
  db: Db,
  storage: Storage,
  userId: string,
  upload: ReceivedUpload,
  ffmpegPath?: string,
): Promise<MediaItem> {
  const check = checkMediaUpload(upload.head, upload.size, upload.name);
  if (!check.ok) throw new AppError(check.code, check.status === 413 ? 413 : 422);
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('NOT_FOUND', 404);
  // Recordings, music and other unfinished uploads count too (read once: they are not locked with the media rows).
  let other = await otherStoredBytes(db, storage, userId);
  // Old recordings nothing uses any more make room first.
  if (
    !checkMediaAllowance(
      allowancePlanOf(account),
      (await mediaBytesOfUser(db, userId)) + other,
      Math.min(upload.size, 1),
    ).ok &&
    (await dropUnusedOwnAudio(db, storage, userId)) > 0
  ) {
    other = await otherStoredBytes(db, storage, userId);
  }
  // A cheap early refusal on the raw size; the real check is at commit with the stored size.
  const early = checkMediaAllowance(
    allowancePlanOf(account),
    (await mediaBytesOfUser(db, userId)) + other,
    Math.min(upload.size, 1),
  );
  if (!early.ok) throw new AppError('MEDIA_ALLOWANCE_EXCEEDED', 413, { allowanceBytes: early.allowanceBytes });
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'reklamo-media-'));
  const id = crypto.randomUUID();
  const keys: string[] = [];
  try {
    const prepared =
      check.kind === 'photo'
        ? await preparePhoto(upload.path, work)
        : await prepareClip(upload.path, work, ffmpegPath ?? defaultFfmpegPath());
    const size = (await fsp.stat(prepared.file)).size + (await fsp.stat(prepared.thumb)).size;
    const base = `${userFilesPrefix(userId)}media/${id}`;
    const fileKey = `${base}.${prepared.ext}`;
    const thumbKey = `${base}.thumb.${check.kind === 'photo' ? 'webp' : 'jpg'}`;
    await storage.putFile(fileKey, prepared.file);
    keys.push(fileKey);
    await storage.putFile(thumbKey, prepared.thumb);
    keys.push(thumbKey);
    let allowance = 0;
    const row = await insertMediaWithinAllowance(
      db,
      {
        id,
        userId,
        kind: check.kind,
        fileKey,
        thumbKey,
        width: prepared.width,
        height: prepared.height,
        durationMs: prepared.durationMs,
        clipSamples: prepared.clipSamples ?? null,
        sizeBytes: size,
        originalName: upload.name.slice(0, 200),
      },
      (acc, used) => {
        const v = checkMediaAllowance(allowancePlanOf(acc), used + other, size);
        if (!v.ok) allowance = v.allowanceBytes;
        return v.ok;
      },
    );
    if (!row) throw new AppError('MEDIA_ALLOWANCE_EXCEEDED', 413, { allowanceBytes: allowance });
    keys.length = 0;
    return toMediaItem(row);
  } finally {
    // Whatever was stored without a row is removed again: nothing half-stored.
    for (const k of keys) await storage.delete(k).catch(() => {});
    await fsp.rm(work, { recursive: true, force: true });
  }
}

export async function removeMedia(db: Db, storage: Storage, userId: string, id: string): Promise<void> {
  const row = await deleteMediaOfUser(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 404);
  await storage.delete(row.fileKey);
  await storage.delete(row.thumbKey);
}

/**
 * A photo as the render crops it for a frame of `width`×`height` (the same attention crop and
 * overscan), as a high-quality JPEG: the preview draws exactly the part of the photo the MP4 shows.
 */
export async function photoCrop(storage: Storage, row: MediaRow, width: number, height: number): Promise<Buffer> {
  if (row.kind !== 'photo') throw new AppError('NOT_FOUND', 404);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'reklamo-crop-'));
  try {
    const src = await storage.toLocalFile(row.fileKey, dir).catch(() => null);
    if (!src) throw new AppError('NOT_FOUND', 404);
    const out = path.join(dir, 'crop.jpg');
    await mediaChild().run({ op: 'crop', src, out, width, height });
    return await fsp.readFile(out);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
