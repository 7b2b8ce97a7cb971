import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where media lives. Keys are relative paths such as `users/<id>/videos/<vid>.mp4`; the disk
 * implementation stores them under DATA_DIR/media; an S3 implementation can take its place.
 */
export type Storage = {
  put: (key: string, data: Buffer | Readable) => Promise<void>;
  /** Moves a local file in (renders are written to a temp file first). */
  putFile: (key: string, file: string) => Promise<void>;
  size: (key: string) => Promise<number | null>;
  read: (key: string, range?: { start: number; end: number }) => Readable;
  readBuffer: (key: string) => Promise<Buffer>;
  /** A local path for tools that need a file (ffmpeg, font loading); disk only. */
  localPath: (key: string) => string;
  delete: (key: string) => Promise<void>;
  deletePrefix: (prefix: string) => Promise<void>;
};

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
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
  return {
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
    read: (key, range) => fs.createReadStream(resolve(key), range),
    readBuffer: (key) => fsp.readFile(resolve(key)),
    localPath: resolve,
    delete: async (key) => {
      await fsp.rm(resolve(key), { force: true });
    },
    deletePrefix: async (prefix) => {
      await fsp.rm(resolve(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
  };
}
