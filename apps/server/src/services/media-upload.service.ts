/**
 * Resumable uploads of the customer's photos and clips (decision 091). Chunks are kept as storage
 * objects under the user's prefix (so any API process, disk or S3, can take the next one and a
 * deleted account takes them along); the row counts how far they reach. Completing one joins the
 * chunks into a temp file and hands it to uploadMedia: the same checks, and a media row only when
 * everything is stored. Nothing of an unfinished upload ever shows in the media list.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import crypto from 'node:crypto';
import {
  MEDIA_LIMITS,
  MEDIA_UPLOAD_CHUNK_BYTES,
  type MediaItem,
  type MediaUploadState,
  type StartMediaUpload,
} from '@reklamo/contract';
import { mediaAllowanceBytes, userFilesPrefix } from '@reklamo/core';
import {
  advanceMediaUpload,
  deleteMediaUpload,
  findAccount,
  findMediaUploadOfUser,
  idleMediaUploads,
  insertMediaUploadWithin,
  mediaBytesOfUser,
  type Db,
  type MediaUploadRow,
} from '@reklamo/db';
import { AppError } from '../http/errors.ts';
import { HEAD_BYTES, sweepUploadTemp } from '../http/upload-stream.ts';
import type { Storage } from '../storage/storage.ts';
import { allowancePlanOf, uploadMedia } from './media.service.ts';
import { dropUnusedOwnAudio, ownAudioUsage } from './storage-usage.ts';

/** Uploads open at once per user: enough for a handful of files picked together. */
const MAX_OPEN_UPLOADS = 10;
/** An upload nobody has added to for this long is swept with its chunks (its bytes hold room of the allowance meanwhile). */
export const UPLOAD_IDLE_MS = 6 * 60 * 60 * 1000;

const chunksPrefix = (userId: string, id: string) => `${userFilesPrefix(userId)}uploads/${id}/`;
// Zero-padded offsets list in order.
const chunkKey = (userId: string, id: string, offset: number) =>
  `${chunksPrefix(userId, id)}${String(offset).padStart(12, '0')}`;

const stateOf = (r: MediaUploadRow): MediaUploadState => ({
  id: r.id,
  size: r.sizeBytes,
  offset: r.receivedBytes,
  chunkBytes: MEDIA_UPLOAD_CHUNK_BYTES,
});

async function ownUpload(db: Db, userId: string, id: string): Promise<MediaUploadRow> {
  const row = await findMediaUploadOfUser(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

export async function startMediaUpload(
  db: Db,
  storage: Storage,
  userId: string,
  input: StartMediaUpload,
): Promise<MediaUploadState> {
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('NOT_FOUND', 404);
  const allowanceBytes = mediaAllowanceBytes(allowancePlanOf(account));
  const usedNow = async () => (await mediaBytesOfUser(db, userId)) + (await ownAudioUsage(storage, userId)).bytes;
  let used = await usedNow();
  // Old recordings nothing uses any more make room first.
  if (used >= allowanceBytes && (await dropUnusedOwnAudio(db, storage, userId)) > 0) used = await usedNow();
  if (used >= allowanceBytes) throw new AppError('MEDIA_ALLOWANCE_EXCEEDED', 413, { allowanceBytes });
  await sweepIdleUploads(db, storage, { userId });
  // Unfinished uploads hold their announced size against the allowance from the start, so chunks
  // parked and never completed cannot take more room than the account may keep. One full-size clip
  // may always be sent: it is kept re-encoded and smaller, and completing it checks the real size.
  const room = Math.max(allowanceBytes - used, MEDIA_LIMITS.clipMaxBytes);
  let refusal: AppError | null = null;
  const row = await insertMediaUploadWithin(db, { userId, name: input.name, sizeBytes: input.size }, (open) => {
    if (open.count >= MAX_OPEN_UPLOADS) refusal = new AppError('RATE_LIMITED', 429);
    else if (open.announcedBytes + input.size > room)
      refusal = new AppError('MEDIA_ALLOWANCE_EXCEEDED', 413, { allowanceBytes });
    return !refusal;
  });
  if (!row) throw refusal ?? new AppError('NOT_FOUND', 404);
  return stateOf(row);
}

export async function mediaUploadState(db: Db, userId: string, id: string): Promise<MediaUploadState> {
  return stateOf(await ownUpload(db, userId, id));
}

/** Parses `Content-Range: bytes start-end/total` (end inclusive). */
export function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!m) return null;
  const [start, end, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return end >= start && end < total ? { start, end, total } : null;
}

/**
 * Checks a chunk's place before a byte of it is read: it must start where the received bytes end
 * (else 409 with the offset to go on from) and stay within the announced size and the chunk limit.
 */
export async function checkChunk(
  db: Db,
  userId: string,
  id: string,
  range: ReturnType<typeof parseContentRange>,
): Promise<{ row: MediaUploadRow; bytes: number }> {
  const row = await ownUpload(db, userId, id);
  if (!range || range.total !== row.sizeBytes) throw new AppError('VALIDATION_FAILED', 400);
  if (range.end - range.start + 1 > MEDIA_UPLOAD_CHUNK_BYTES)
    throw new AppError('FILE_TOO_LARGE', 413, { max: MEDIA_UPLOAD_CHUNK_BYTES });
  if (range.start !== row.receivedBytes)
    throw new AppError('UPLOAD_OFFSET_MISMATCH', 409, { offset: row.receivedBytes });
  return { row, bytes: range.end - range.start + 1 };
}

/** Stores a received chunk (a temp file, moved in) and moves the offset on. */
export async function storeChunk(
  db: Db,
  storage: Storage,
  row: MediaUploadRow,
  file: string,
  bytes: number,
): Promise<MediaUploadState> {
  const key = chunkKey(row.userId, row.id, row.receivedBytes);
  await storage.putFile(key, file);
  if (!(await advanceMediaUpload(db, row.id, row.receivedBytes, row.receivedBytes + bytes))) {
    // Another request stored this chunk first (same key, same bytes) or the upload was swept.
    const now = await findMediaUploadOfUser(db, row.userId, row.id);
    if (!now) {
      await storage.deletePrefix(chunksPrefix(row.userId, row.id));
      throw new AppError('NOT_FOUND', 404);
    }
    throw new AppError('UPLOAD_OFFSET_MISMATCH', 409, { offset: now.receivedBytes });
  }
  return { ...stateOf(row), offset: row.receivedBytes + bytes };
}

/**
 * Joins the chunks into one temp file and stores it as media with every check of a direct upload.
 * Whatever the outcome (but "not all there yet"), the upload and its chunks are gone afterwards.
 */
export async function completeMediaUpload(
  db: Db,
  storage: Storage,
  userId: string,
  id: string,
  tmpDir: string,
  ffmpegPath?: string,
): Promise<MediaItem> {
  const row = await ownUpload(db, userId, id);
  if (row.receivedBytes < row.sizeBytes) throw new AppError('UPLOAD_INCOMPLETE', 409, { offset: row.receivedBytes });
  // Claimed: a second "complete" at the same time finds nothing.
  if (!(await deleteMediaUpload(db, row.id))) throw new AppError('NOT_FOUND', 404);
  await fsp.mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${crypto.randomUUID()}.part`);
  try {
    const keys: string[] = [];
    for await (const chunk of storage.list(chunksPrefix(userId, id))) keys.push(chunk.key);
    // Zero-padded offsets: listing order is byte order. Streamed one after another, never held whole.
    const joined = async function* () {
      for (const key of keys.sort()) yield* storage.read(key);
    };
    await pipeline(joined, fs.createWriteStream(file));
    const size = (await fsp.stat(file)).size;
    if (size !== row.sizeBytes) throw new AppError('UPLOAD_INCOMPLETE', 409, { offset: 0 });
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const fh = await fsp.open(file, 'r');
    await fh.read(head, 0, head.length, 0).finally(() => fh.close());
    return await uploadMedia(db, storage, userId, { path: file, size, name: row.name, head }, ffmpegPath);
  } finally {
    await fsp.rm(file, { force: true });
    await storage.deletePrefix(chunksPrefix(userId, id)).catch(() => {});
  }
}

export async function cancelMediaUpload(db: Db, storage: Storage, userId: string, id: string): Promise<void> {
  const row = await ownUpload(db, userId, id);
  await deleteMediaUpload(db, row.id);
  await storage.deletePrefix(chunksPrefix(userId, id));
}

/** Removes uploads idle for UPLOAD_IDLE_MS (all users', or one user's) with their chunks. */
export async function sweepIdleUploads(
  db: Db,
  storage: Storage,
  opts: { userId?: string; idleMs?: number } = {},
): Promise<number> {
  const before = new Date(Date.now() - (opts.idleMs ?? UPLOAD_IDLE_MS));
  let removed = 0;
  for (const row of await idleMediaUploads(db, before)) {
    if (opts.userId && row.userId !== opts.userId) continue;
    if (!(await deleteMediaUpload(db, row.id))) continue;
    await storage.deletePrefix(chunksPrefix(row.userId, row.id)).catch(() => {});
    removed++;
  }
  return removed;
}

/**
 * The API's hourly clean-up: idle resumable uploads with their chunks, and temp files a crashed
 * process left in `tmpDir`. Runs once at start too. Returns the stop function.
 */
export function startUploadSweeper(
  db: Db,
  storage: Storage,
  tmpDir: string,
  onError: (err: unknown) => void,
): () => Promise<void> {
  const sweep = () => Promise.all([sweepIdleUploads(db, storage), sweepUploadTemp(tmpDir)]).catch(onError);
  let running = sweep();
  const timer = setInterval(
    () => {
      running = sweep();
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
