import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { openObjectStore } from '../../lib/storage/open-store';
import type { ObjectStore } from '../../lib/storage/object-store';
import { describeStorage, parseStorageUrl } from '../../lib/storage/storage-url';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every stored file lives (lib/storage): DATA_DIR/uploads or STORAGE_URL's bucket. */
    storage: ObjectStore;
  }
}

/**
 * Opens the configured object store once per process. The S3 store joins readiness (a
 * HeadBucket): a replica whose bucket cannot be reached is taken out of the balancer, and
 * its file routes answer 503 `storage_unavailable` meanwhile. Never fails the start.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; store?: ObjectStore }) => {
    const { config } = options;
    const store = options.store ?? openObjectStore(config);
    app.decorate('storage', store);
    app.log.info(
      {
        storage: config.storageUrl
          ? describeStorage(parseStorageUrl(config.storageUrl))
          : 'DATA_DIR/uploads',
      },
      `object storage: ${store.kind}`,
    );
    if (store.kind === 's3') app.addReadinessCheck('storage', () => store.check());
    app.addHook('onClose', () => store.close());
  },
  { name: 'storage' },
);
