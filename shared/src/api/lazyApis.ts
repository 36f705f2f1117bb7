import type { ApiClient } from './client';
import type { ContentItemsApi } from './contentItemsApi';
import type { KhcnApi } from './khcnApi';
import { lazyApi } from './lazyApi';

/**
 * The content-item and KHCN calls for stores made at start-up: the module with the calls and
 * its zod schemas loads on the first call, not before a site's first render
 * (scripts/check-bundles.ts). The same calls as `createContentItemsApi` and `createKhcnApi`.
 */
export function lazyContentItemsApi(api: ApiClient): ContentItemsApi {
  return lazyApi<ContentItemsApi>(() =>
    import('./contentItemsApi').then((m) => m.createContentItemsApi(api)),
  );
}

export function lazyKhcnApi(api: ApiClient): KhcnApi {
  return lazyApi<KhcnApi>(() => import('./khcnApi').then((m) => m.createKhcnApi(api)));
}
