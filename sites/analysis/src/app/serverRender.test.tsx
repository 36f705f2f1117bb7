// @vitest-environment node
import { enableStaticRendering } from 'mobx-react-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { answerKey, type PageResponse } from '@brokerage/shared/app/start/ssrMarkup.ts';
import { render } from '../server';
import { fptCompany, fptIndicators } from './testing/marketFixtures';

// The server render switches MobX observers to static rendering for the whole process; the
// jsdom suites that may share this worker react again.
afterAll(() => enableStaticRendering(false));

const answer = (path: string, data: unknown, status = 200): PageResponse => ({
  key: answerKey(path, { locale: 'vi' }),
  status,
  data: status === 200 ? { data } : data,
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
    ]);
    expect(result).not.toBeNull();
    const { html, pageData } = result!;
    expect(html).toContain('Công ty Cổ phần FPT');
    expect(html).toContain('121.000');
    expect(html).not.toContain('Đang tải thông tin mã FPT');
    // The browser's preload reads the same answers from the page's record.
    const keys = (JSON.parse(pageData) as PageResponse[]).map((entry) => entry.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        answerKey('ttpt-companies/FPT', { locale: 'vi' }),
        answerKey('ttpt-company-indicators/FPT', { locale: 'vi' }),
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
