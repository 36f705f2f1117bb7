import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { createS3Store } from './s3-store';
import { parseStorageUrl } from './storage-url';

/** The local store's root: DATA_DIR/uploads. */
export const localStoreRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** The configured store: S3-compatible when STORAGE_URL is set, else files under DATA_DIR. */
export function openObjectStore(config: Pick<AppConfig, 'dataDir' | 'storageUrl'>): ObjectStore {
  return config.storageUrl
    ? createS3Store(parseStorageUrl(config.storageUrl))
    : createLocalStore(localStoreRoot(config.dataDir));
}
