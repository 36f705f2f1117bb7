import { describe, expect, it, vi } from 'vitest';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import { createPeersStore } from '../features/stock-pages/stores/PeersStore';
import { fixturePeers } from '../features/stock-pages/testing/peersFixtures';
import { PageStores } from '../lib/page-stores/PageStores';
import type { AnalysisStores } from './RootStore';
import { preloadSubPage } from './stockPages';

type PreloadStores = Pick<AnalysisStores, 'stock' | 'priceChart' | 'warrants' | 'pageStores'>;

function stores() {
  const load = vi.fn(() => Promise.resolve());
  const chart = vi.fn(() => Promise.resolve());
  const warrants = vi.fn(() => Promise.resolve());
  const peers = vi.fn(() => Promise.resolve());
  return {
    stores: {
      stock: { load },
      priceChart: { load: chart },
      warrants: { load: warrants },
      // The peer comparison's own store (the factory its section asks the page stores with).
      pageStores: {
        get: (factory: unknown) => {
          if (factory !== createPeersStore) throw new Error('another page store was asked for');
          return { load: peers };
        },
      },
    } as unknown as PreloadStores,
    load,
    chart,
    warrants,
    peers,
  };
}

const query = (search: string) => new URLSearchParams(search);

describe('preloadSubPage', () => {
  it("loads the stock's header for each stock page, the symbol normalised, in the page's language", async () => {
    const { stores: s, load } = stores();
    await preloadSubPage(
      s,
      'vi',
      '/trung-tam-phan-tich/lich-su-giao-dich',
      query('?stock_symbol=%20fpt%20'),
    );
    await preloadSubPage(
      s,
      'en',
      '/en/analysis-center/technical-analytic',
      query('stock_symbol=HPG&interval=5m'),
    );
    await preloadSubPage(
      s,
      'vi',
      '/trung-tam-phan-tich/ho-so-doanh-nghiep',
      query('stock_symbol=VCB'),
    );
    expect(load.mock.calls).toEqual([
      ['FPT', 'vi'],
      ['HPG', 'en'],
      ['VCB', 'vi'],
    ]);
  });

  it('brings the stock information page its chart, warrants and peers, and no other page', async () => {
    const { stores: s, chart, warrants, peers } = stores();
    await preloadSubPage(
      s,
      'en',
      '/en/analysis-center/stock-information',
      query('stock_symbol=fpt'),
    );
    await preloadSubPage(
      s,
      'vi',
      '/trung-tam-phan-tich/lich-su-giao-dich',
      query('stock_symbol=FPT'),
    );
    expect(chart.mock.calls).toEqual([['FPT', 'en']]);
    expect(warrants.mock.calls).toEqual([['FPT', 'en']]);
    expect(peers.mock.calls).toEqual([['FPT', 'en']]);
  });

  it("fills the peer comparison's store, whose load on the section's mount does not ask again", async () => {
    const { client, server } = createFakeServerClient((request) => ({
      status: 200,
      data: { data: fixturePeers({ stockSymbol: (request.url ?? '').split('/').pop()! }) },
    }));
    const pageStores = new PageStores(client);
    await preloadSubPage(
      { ...stores().stores, pageStores } as unknown as PreloadStores,
      'vi',
      '/trung-tam-phan-tich/thong-tin-co-phieu',
      query('stock_symbol=vcb'),
    );
    const peers = pageStores.get(createPeersStore);
    expect(peers.current?.stockSymbol).toBe('VCB');
    // What PeerComparison's useLoad does when it mounts (hydration): the answer is there.
    await peers.load('VCB', 'vi');
    expect(server.requests.map((r) => [r.url, r.params])).toEqual([
      ['ttpt-company-peers/VCB', { locale: 'vi' }],
    ]);
  });

  it('loads nothing without a symbol, for a malformed one, or on another sub-page', async () => {
    const { stores: s, load, chart, warrants, peers } = stores();
    await preloadSubPage(s, 'vi', '/trung-tam-phan-tich/thong-tin-co-phieu', query(''));
    await preloadSubPage(
      s,
      'vi',
      '/trung-tam-phan-tich/thong-tin-co-phieu',
      query('stock_symbol=%20'),
    );
    await preloadSubPage(
      s,
      'vi',
      '/trung-tam-phan-tich/thong-tin-co-phieu',
      query('stock_symbol=%3Cb%3E'),
    );
    await preloadSubPage(
      s,
      'vi',
      '/trung-tam-phan-tich/bao-cao-phan-tich',
      query('stock_symbol=FPT'),
    );
    await preloadSubPage(s, 'vi', '/trung-tam-phan-tich', query('stock_symbol=FPT'));
    expect(load).not.toHaveBeenCalled();
    expect(chart).not.toHaveBeenCalled();
    expect(warrants).not.toHaveBeenCalled();
    expect(peers).not.toHaveBeenCalled();
  });
});
