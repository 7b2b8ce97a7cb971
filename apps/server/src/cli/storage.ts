/**
 * `npm run -s cli -- storage migrate --to s3`: copies every media file of DATA_DIR/media into the
 * bucket of the S3_* settings and verifies each copy by reading it back (SHA-256 of both sides).
 * Safe to run again: objects already in the bucket with the same checksum are skipped. The disk
 * files stay; switch to STORAGE=s3 and remove DATA_DIR/media yourself once the report is clean.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Readable } from 'node:stream';
import { loadConfig } from '../config.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createDiskStorage, type Storage } from '../storage/storage.ts';

export const usage = 'npm run -s cli -- storage migrate --to s3   (S3_BUCKET, S3_ENDPOINT, … set as for STORAGE=s3)';

async function sha256(stream: Readable): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function run(argv: string[], opts: { env?: Record<string, string | undefined> } = {}): Promise<unknown> {
  const { positionals, values } = parseArgs({
    args: argv,
    options: { to: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals[0] !== 'migrate') throw new Error(`unknown storage command: ${positionals[0] ?? '(none)'}`);
  if (values.to !== 's3') throw new Error('only --to s3 is supported');
  const config = loadConfig({ ...(opts.env ?? process.env), STORAGE: 's3' });
  const from = createDiskStorage(path.join(config.dataDir, 'media'));
  const to: Storage = await createStorage(config);
  try {
    await to.check();
    const report = { copied: 0, skipped: 0, bytes: 0, failed: [] as Array<{ key: string; reason: string }> };
    for await (const { key, size } of from.list('')) {
      try {
        const local = await sha256(from.read(key));
        if ((await to.size(key)) === size && (await sha256(to.read(key))) === local) {
          report.skipped++;
          continue;
        }
        await to.put(key, from.read(key));
        const remote = await sha256(to.read(key));
        if (remote !== local) throw new Error(`checksum mismatch after copy (${local} vs ${remote})`);
        report.copied++;
        report.bytes += size;
      } catch (err) {
        report.failed.push({ key, reason: (err as Error).message });
      }
    }
    if (report.failed.length)
      throw new Error(
        `${report.failed.length} file(s) not copied:\n${report.failed.map((f) => `  ${f.key}: ${f.reason}`).join('\n')}`,
      );
    return { to: `s3://${config.S3_BUCKET}`, ...report, verified: report.copied + report.skipped };
  } finally {
    await to.close();
  }
}
