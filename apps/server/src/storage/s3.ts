import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, StorageUnavailableError, type Storage } from './storage.ts';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** Parts of 8 MiB, two in flight: an upload holds at most 16 MiB of a video in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404);

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through the official SDK. Uploads
 * stream through `@aws-sdk/lib-storage` (multipart above one part; a failed multipart upload is
 * aborted, so no half object is ever visible); reads stream with HTTP Range passed through.
 * Checksums are sent only where S3 requires them: several S3-compatible services refuse the
 * SDK's newer default trailing checksums.
 */
export function createS3Storage(o: S3Options): Storage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials:
      o.accessKeyId && o.secretAccessKey
        ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000, requestTimeout: 120_000 },
  });
  const Bucket = o.bucket;
  const where = `bucket "${o.bucket}" at ${o.endpoint ?? `AWS S3 (${o.region})`}`;

  const put = async (key: string, data: Buffer | Readable) => {
    assertSafeKey(key);
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: data },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    await upload.done();
  };

  const get = async (key: string, range?: { start: number; end: number }) => {
    assertSafeKey(key);
    const out = await client.send(
      new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    return out.Body as Readable;
  };

  const deleteKeys = async (keys: string[]) => {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      if (batch.length === 1) await client.send(new DeleteObjectCommand({ Bucket, Key: batch[0] }));
      else
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
    }
  };

  async function* list(prefix: string): AsyncIterable<{ key: string; size: number; modifiedAt: Date }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const obj of page.Contents ?? [])
        if (obj.Key) yield { key: obj.Key, size: obj.Size ?? 0, modifiedAt: obj.LastModified ?? new Date(0) };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    put,
    putFile: async (key, file) => {
      await put(key, fs.createReadStream(file));
      await fsp.rm(file, { force: true });
    },
    size: async (key) => {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    exists: async (key) => {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    read: (key, range) => {
      // The caller wants a stream now; the object's body is piped in when S3 answers.
      const out = new PassThrough();
      get(key, range).then(
        (body) => {
          body.on('error', (err) => out.destroy(err));
          body.pipe(out);
        },
        (err: Error) =>
          out.destroy(isNotFound(err) ? Object.assign(new Error(`no such object: ${key}`), { code: 'ENOENT' }) : err),
      );
      return out;
    },
    readBuffer: async (key) => {
      try {
        const body = await get(key);
        return Buffer.from(
          await (body as unknown as { transformToByteArray: () => Promise<Uint8Array> }).transformToByteArray(),
        );
      } catch (err) {
        if (isNotFound(err)) throw Object.assign(new Error(`no such object: ${key}`), { code: 'ENOENT' });
        throw err;
      }
    },
    toLocalFile: async (key, dir) => {
      const file = path.join(dir, key.replace(/\//g, '_'));
      await pipeline(await get(key), fs.createWriteStream(file));
      return file;
    },
    localPath: (key) => {
      throw new Error(`STORAGE=s3 has no local path for ${key}: use storage.toLocalFile`);
    },
    delete: async (key) => {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    deletePrefix: async (prefix) => {
      assertSafeKey(prefix);
      const keys: string[] = [];
      for await (const obj of list(prefix)) keys.push(obj.key);
      await deleteKeys(keys);
    },
    list,
    check: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw new StorageUnavailableError(explain(err, where));
      }
    },
    close: async () => client.destroy(),
  };
}

function explain(err: unknown, where: string): string {
  const status = err instanceof S3ServiceException ? err.$metadata?.httpStatusCode : undefined;
  const name = (err as { name?: string; code?: string })?.code ?? (err as Error)?.name ?? 'Error';
  if (status === 403 || /InvalidAccessKeyId|SignatureDoesNotMatch|AccessDenied|Credentials/i.test(name))
    return `S3 refused the credentials for ${where}: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (${name}).`;
  if (status === 404 || name === 'NoSuchBucket' || name === 'NotFound')
    return `S3 ${where} does not exist: create it or correct S3_BUCKET.`;
  if (status === 301 || name === 'PermanentRedirect') return `S3 ${where} is in another region: correct S3_REGION.`;
  return `S3 ${where} is unreachable (${name}: ${(err as Error)?.message ?? String(err)}): check S3_ENDPOINT and the network.`;
}
