import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

/**
 * An S3-compatible bucket when S3_BUCKET (and its keys) are set, else local files under DATA_DIR/files. The AWS
 * SDK (about 5 MB of heap) is loaded only for a bucket.
 */
export async function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): Promise<FileStore> {
  if (!config.s3) return createLocalFileStore(path.join(config.dataDir, 'files'));
  const { createS3FileStore } = await import('./s3-file-store');
  return createS3FileStore(config.s3);
}
