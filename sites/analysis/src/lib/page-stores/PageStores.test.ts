import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { PageStores } from './PageStores';

describe('PageStores', () => {
  it('makes a store once per factory, with the site’s API client, and keeps it', () => {
    const api = fakeApiClient(() => ok(null));
    const stores = new PageStores(api);
    let made = 0;
    const first = (client: ApiClient) => ({ client, n: ++made });
    const second = () => ({ other: true });
    const a = stores.get(first);
    expect(a.client).toBe(api);
    expect(stores.get(first)).toBe(a);
    expect(stores.get(second)).toEqual({ other: true });
    expect(made).toBe(1);
  });
});
