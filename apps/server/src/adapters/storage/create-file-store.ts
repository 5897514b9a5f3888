import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** An S3-compatible bucket when S3_BUCKET (and its keys) are set, else local files under DATA_DIR/files. */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.join(config.dataDir, 'files'));
}
