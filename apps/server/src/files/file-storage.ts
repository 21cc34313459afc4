import { join } from 'node:path';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createDatabaseFileStorage } from './database-storage.js';
import { createS3FileStorage } from './s3-storage.js';
import { createLocalFileStorage, type FileStorage } from './storage.js';

/**
 * The storage every node of an installation shares (docs/decisions/025): object storage when S3_*
 * is set; otherwise PostgreSQL's `stored_files`, which every node already reaches; the DATA_DIR folder
 * only with the embedded database, which one process owns anyway.
 */
export function createFileStorage(config: Config, database: DatabaseHandle): FileStorage {
  if (config.s3) return createS3FileStorage(config.s3);
  if (database.driver === 'postgres') return createDatabaseFileStorage(database.db);
  return createLocalFileStorage(join(config.dataDir, 'files'));
}
