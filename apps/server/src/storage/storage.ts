import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where media lives. Keys are relative paths such as `users/<id>/videos/<vid>.mp4`, and everything
 * of a user is under `users/<id>/` (deleting the account deletes that prefix). `STORAGE=disk`
 * stores them under DATA_DIR/media, `STORAGE=s3` in a bucket (storage/s3.ts); code outside this
 * folder only calls these methods and never assumes a local file (use `toLocalFile`).
 */
export type Storage = {
  kind: 'disk' | 's3';
  /** Writes a whole object; a stream is never buffered whole (S3: multipart). No half object on failure. */
  put: (key: string, data: Buffer | Readable) => Promise<void>;
  /** Moves a local file in (renders are written to a temp file first); the file is gone afterwards. */
  putFile: (key: string, file: string) => Promise<void>;
  /** Bytes of the object, or null when there is none. */
  size: (key: string) => Promise<number | null>;
  exists: (key: string) => Promise<boolean>;
  /** Streams the object, or the inclusive byte range; a missing object errors the stream (code ENOENT). */
  read: (key: string, range?: { start: number; end: number }) => Readable;
  readBuffer: (key: string) => Promise<Buffer>;
  /**
   * A local file with the object's bytes for tools that need a path (ffmpeg, font loading): disk
   * gives its own file (do not modify it), S3 downloads into `dir` (the caller's temp dir).
   */
  toLocalFile: (key: string, dir: string) => Promise<string>;
  /** A local path; disk only (S3 throws). Prefer toLocalFile. */
  localPath: (key: string) => string;
  delete: (key: string) => Promise<void>;
  deletePrefix: (prefix: string) => Promise<void>;
  /** Every object under a prefix ('' for all). */
  list: (prefix: string) => AsyncIterable<{ key: string; size: number; modifiedAt: Date }>;
  /** Throws StorageUnavailableError with a message for the operator when the store cannot be used. */
  check: () => Promise<void>;
  close: () => Promise<void>;
};

/** The media store cannot be used (bucket unreachable, wrong credentials, missing bucket). */
export class StorageUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  // Writes go to a temp file and are renamed, so a failed upload never replaces the previous file.
  const atomicWrite = async (key: string, write: (tmp: string) => Promise<void>) => {
    const target = resolve(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      await write(tmp);
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  };
  async function* walk(dir: string, rel: string): AsyncIterable<{ key: string; size: number; modifiedAt: Date }> {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) yield* walk(path.join(dir, e.name), key);
      else if (e.isFile() && !e.name.endsWith('.tmp')) {
        const st = await fsp.stat(path.join(dir, e.name));
        yield { key, size: st.size, modifiedAt: st.mtime };
      }
    }
  }
  return {
    kind: 'disk',
    put: (key, data) =>
      atomicWrite(key, async (tmp) => {
        if (Buffer.isBuffer(data)) await fsp.writeFile(tmp, data);
        else await pipeline(data, fs.createWriteStream(tmp));
      }),
    putFile: (key, file) =>
      atomicWrite(key, async (tmp) => {
        await fsp.rename(file, tmp).catch(async () => {
          await fsp.copyFile(file, tmp);
          await fsp.rm(file, { force: true });
        });
      }),
    size: async (key) => {
      try {
        return (await fsp.stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    exists: async (key) => fs.existsSync(resolve(key)),
    read: (key, range) => fs.createReadStream(resolve(key), range),
    readBuffer: (key) => fsp.readFile(resolve(key)),
    toLocalFile: async (key) => {
      const file = resolve(key);
      await fsp.access(file);
      return file;
    },
    localPath: resolve,
    delete: async (key) => {
      await fsp.rm(resolve(key), { force: true });
    },
    deletePrefix: async (prefix) => {
      await fsp.rm(resolve(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    list: (prefix) => {
      const dir = prefix.replace(/\/$/, '');
      return dir ? walk(resolve(dir), dir) : walk(root, '');
    },
    check: async () => {
      try {
        await fsp.mkdir(root, { recursive: true });
        await fsp.access(root, fs.constants.W_OK);
      } catch (err) {
        throw new StorageUnavailableError(`Media directory ${root} is not writable: ${(err as Error).message}`);
      }
    },
    close: async () => {},
  };
}
