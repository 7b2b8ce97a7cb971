import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStorage, type Storage } from './storage.ts';

/**
 * The media store the configuration asks for: DATA_DIR/media, or the S3 bucket. The AWS SDK is
 * loaded only for STORAGE=s3, so the default start stays quick.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE === 's3') {
    const { createS3Storage } = await import('./s3.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createDiskStorage(path.join(config.dataDir, 'media'));
}
