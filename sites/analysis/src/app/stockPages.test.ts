import { describe, expect, it, vi } from 'vitest';
import type { AnalysisStores } from './RootStore';
import { preloadSubPage } from './stockPages';

function stores() {
  const load = vi.fn(() => Promise.resolve());
  const chart = vi.fn(() => Promise.resolve());
  const warrants = vi.fn(() => Promise.resolve());
  return {
    stores: {
      stock: { load },
      priceChart: { load: chart },
      warrants: { load: warrants },
    } as unknown as Pick<AnalysisStores, 'stock' | 'priceChart' | 'warrants'>,
    load,
    chart,
    warrants,
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

  it('brings the stock information page its chart and warrants, and no other page', async () => {
    const { stores: s, chart, warrants } = stores();
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
  });

  it('loads nothing without a symbol, for a malformed one, or on another sub-page', async () => {
    const { stores: s, load, chart, warrants } = stores();
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
  });
});
