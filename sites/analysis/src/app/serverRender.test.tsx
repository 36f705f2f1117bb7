// @vitest-environment node
import { enableStaticRendering } from 'mobx-react-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { answerKey, type PageResponse } from '@brokerage/shared/app/start/ssrMarkup.ts';
import { fixtureIndexQuote, fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { render } from '../server';
import {
  MAX_PRICE_HISTORY_LIMIT,
  type MarketShare,
} from '@brokerage/shared/validation/marketApi.ts';
import { fptCompany, fptHistoryPoint, fptIndicators } from './testing/marketFixtures';

// The server render switches MobX observers to static rendering for the whole process; the
// jsdom suites that may share this worker react again.
afterAll(() => enableStaticRendering(false));

const answer = (path: string, data: unknown, status = 200): PageResponse => ({
  key: answerKey(path, { locale: 'vi' }),
  status,
  data: status === 200 ? { data } : data,
});

/** A list call's answer: one page holding every row. */
const listAnswer = (path: string, params: Record<string, unknown>, rows: unknown[]) => ({
  key: answerKey(path, { locale: 'vi', ...params }),
  status: 200,
  data: { data: rows, meta: { page: 1, limit: 100, total: rows.length, totalPages: 1 } },
});

/**
 * The analysis site's server render as the proxy calls it. The market answers are handed over
 * as the proxy hands those it already has; anything else goes to an API address where nothing
 * listens and fails, as a page must survive.
 */
function renderPage(url: string, answers: PageResponse[]) {
  return render({
    url,
    origin: 'https://example.test',
    api: { baseURL: 'http://127.0.0.1:9/api/v1', headers: {} },
    answers,
  });
}

describe('the analysis server render of a stock page', () => {
  it("serves the stock's name and figures from stock_symbol, with the answers for hydration", async () => {
    const result = await renderPage('/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=fpt', [
      answer('ttpt-companies/FPT', fptCompany),
      answer('ttpt-company-indicators/FPT', fptIndicators),
      listAnswer(
        'stock-quotes/price-histories',
        {
          stock_symbol: 'FPT',
          period: '6M',
          adjusted: 'false',
          order: 'asc',
          page: 1,
          limit: MAX_PRICE_HISTORY_LIMIT,
        },
        [fptHistoryPoint({ sessionDate: '2026-11-19', close: 120_000 }), fptHistoryPoint()],
      ),
      listAnswer('exercise-rights', { stock_symbol: 'FPT', page: 1, limit: 100 }, []),
      listAnswer('ttpt-covered-warrants', { stock_symbol: 'FPT', page: 1, limit: 100 }, []),
    ]);
    expect(result).not.toBeNull();
    const { html, pageData } = result!;
    expect(html).toContain('Công ty Cổ phần FPT');
    expect(html).toContain('121.000');
    expect(html).not.toContain('Đang tải thông tin mã FPT');
    // Everything that would otherwise arrive after the first paint and move the page: the
    // session line (the board's own wording replaces it), the chart and the warrants' answer.
    expect(html).toContain('Phiên giao dịch ngày 20/11/2026.');
    expect(html).toContain('data-testid="price-chart-svg"');
    expect(html).toContain('Hiện không có chứng quyền nào trên mã này.');
    // The browser's preload reads the same answers from the page's record.
    const keys = (JSON.parse(pageData) as PageResponse[]).map((entry) => entry.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        answerKey('ttpt-companies/FPT', { locale: 'vi' }),
        answerKey('ttpt-company-indicators/FPT', { locale: 'vi' }),
        answerKey('ttpt-covered-warrants', {
          locale: 'vi',
          stock_symbol: 'FPT',
          page: 1,
          limit: 100,
        }),
      ]),
    );
  });

  it('serves the stock-symbol 404 page for a symbol the API does not know', async () => {
    const notFound = {
      errors: [{ code: 'stock_symbol_not_found', message: 'Không tìm thấy mã chứng khoán.' }],
    };
    const result = await renderPage('/trung-tam-phan-tich/lich-su-giao-dich?stock_symbol=ZZZ', [
      answer('ttpt-companies/ZZZ', notFound, 404),
      answer('ttpt-company-indicators/ZZZ', notFound, 404),
    ]);
    expect(result!.html).toContain('Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này');
  });
});

describe('the analysis server render of the dashboard', () => {
  const vnIndex = fixtureIndexQuote({
    value: 1_250.5,
    previousValue: 1_245.5,
    sparkline: [
      { sessionDate: '2026-11-19', value: 1_245.5 },
      { sessionDate: '2026-11-20', value: 1_250.5 },
    ],
  });
  const share: MarketShare = {
    sessionDate: '2026-11-20',
    totalValue: 25_000_000_000,
    totalVolume: 1_000_000,
    byExchange: [],
    bySector: [],
  };

  it('draws the indices at their final size, not their loader (nothing below them moves)', async () => {
    const result = await renderPage('/trung-tam-phan-tich', [
      answer(
        'pages/static/analysis-center',
        fixturePage({ templateCode: 'ANALYSIS_CENTER', title: 'Trung tâm phân tích' }),
      ),
      answer('index-quotes', [vnIndex]),
      answer('stock-quotes/market-share', share),
    ]);
    const { html, pageData } = result!;
    expect(html).toContain('data-testid="index-VNINDEX"');
    expect(html).toContain('1.250,5');
    expect(html).not.toContain('Đang tải chỉ số');
    const keys = (JSON.parse(pageData) as PageResponse[]).map((entry) => entry.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        answerKey('index-quotes', { locale: 'vi' }),
        answerKey('stock-quotes/market-share', { locale: 'vi' }),
      ]),
    );
  });
});
