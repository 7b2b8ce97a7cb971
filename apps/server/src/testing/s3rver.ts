import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort } from '@reklamo/db';

type S3rverInstance = { run: () => Promise<unknown>; close: () => Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: Record<string, unknown>) => S3rverInstance;

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The env a process needs for STORAGE=s3 against this server. */
  env: Record<string, string>;
  /** Where s3rver keeps the objects (the "bucket's disk", not a node's). */
  directory: string;
  stop: () => Promise<void>;
};

/**
 * An S3-compatible server on 127.0.0.1 for tests (s3rver: the S3 protocol with signature checks;
 * its one account is S3RVER / S3RVER), with one empty bucket.
 */
export async function startLocalS3(bucket = 'reklamo-test'): Promise<LocalS3> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    vhostBuckets: false,
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
