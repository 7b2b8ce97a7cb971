/**
 * What a customer keeps with us besides their photos and clips, counted against the same storage
 * allowance: own-voice recordings and scene takes (WAV), music (as uploaded), and the chunks of
 * uploads not finished yet.
 */
import { userFilesPrefix } from '@reklamo/core';
import { mediaBytesOfUser, openMediaUploadsOfUser, ownAudioReferences, type Db } from '@reklamo/db';
import type { Storage } from '../storage/storage.ts';

/** Own-voice files (recordings and takes) a user may keep at once: a few ads' worth of scenes and redos. */
export const OWN_AUDIO_MAX_FILES = 200;

/** The user's recordings, takes and music in storage: how many files and their bytes. */
export async function ownAudioUsage(storage: Storage, userId: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const dir of ['voice/', 'music/']) {
    for await (const o of storage.list(`${userFilesPrefix(userId)}${dir}`)) {
      files++;
      bytes += o.size;
    }
  }
  return { files, bytes };
}

/** Bytes stored for the user outside the media table: audio files and unfinished uploads' chunks. */
export async function otherStoredBytes(db: Db, storage: Storage, userId: string): Promise<number> {
  const [audio, open] = await Promise.all([ownAudioUsage(storage, userId), openMediaUploadsOfUser(db, userId)]);
  return audio.bytes + open.receivedBytes;
}

/** Everything the user's storage allowance counts. */
export async function storedBytesOfUser(db: Db, storage: Storage, userId: string): Promise<number> {
  const [mediaBytes, other] = await Promise.all([mediaBytesOfUser(db, userId), otherStoredBytes(db, storage, userId)]);
  return mediaBytes + other;
}

/** A recording nothing refers to is kept this long: the create flow in progress may still be about to use it. */
export const UNUSED_AUDIO_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the user's recordings, takes and music that no video and no draft names and that are
 * older than UNUSED_AUDIO_KEEP_MS: nothing can use them any more, and the user has no screen to
 * delete them, so without this they would fill the allowance for good. Returns how many went.
 */
export async function dropUnusedOwnAudio(
  db: Db,
  storage: Storage,
  userId: string,
  keepMs = UNUSED_AUDIO_KEEP_MS,
): Promise<number> {
  const refs = await ownAudioReferences(db, userId);
  const before = Date.now() - keepMs;
  const unused: string[] = [];
  for (const dir of ['voice/', 'music/']) {
    for await (const o of storage.list(`${userFilesPrefix(userId)}${dir}`)) {
      const id = o.key.slice(o.key.lastIndexOf('/') + 1).replace(/\.wav$/, '');
      if (!refs.includes(id) && o.modifiedAt.getTime() < before) unused.push(o.key);
    }
  }
  for (const key of unused) await storage.delete(key);
  return unused.length;
}
