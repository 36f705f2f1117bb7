import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fixtureBlockItem,
  fixturePage,
  fixturePageBlock,
} from '@brokerage/shared/testing/fixtures.ts';
import { fail, fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { renderRoute } from '../testing/renderRoute';
import AnalysisCenterRoute from './AnalysisCenterRoute';

const intro = fixturePage({
  templateCode: 'ANALYSIS_CENTER',
  title: 'Trung tâm phân tích',
  summary: 'Dữ liệu doanh nghiệp niêm yết trên HOSE, HNX và UPCOM.',
  content: null,
  blocks: [
    fixturePageBlock({
      title: 'Phương pháp',
      items: [fixtureBlockItem({ title: 'Định giá P/E' })],
    }),
  ],
});

function renderAt(path: string) {
  const api = fakeApiClient((url) =>
    url === 'pages/static/analysis-center' ? ok(intro) : fail(404, 'page_not_found'),
  );
  return renderRoute(<AnalysisCenterRoute />, path, api);
}

describe('AnalysisCenterRoute dashboard', () => {
  it('renders the intro, the eleven sub-page links, the search box and the demo-data note', async () => {
    const { api } = renderAt('/trung-tam-phan-tich');
    await screen.findByRole('heading', { level: 1, name: 'Trung tâm phân tích' });
    screen.getByText('Dữ liệu doanh nghiệp niêm yết trên HOSE, HNX và UPCOM.');
    screen.getByRole('heading', { level: 2, name: 'Phương pháp' });
    screen.getByText('Dữ liệu minh họa');

    const tools = screen.getByRole('region', { name: 'Tất cả công cụ phân tích' });
    const links = within(tools).getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(
      within(tools)
        .getByRole('link', { name: /Hồ sơ doanh nghiệp/ })
        .getAttribute('href'),
    ).toBe('/trung-tam-phan-tich/ho-so-doanh-nghiep');
    screen.getByRole('textbox', { name: /Mã chứng khoán/ });
    expect(api.requests).toEqual([
      { url: 'pages/static/analysis-center', params: { locale: 'vi' } },
    ]);
  });

  it('keeps stock_symbol on the stock pages only', async () => {
    renderAt('/en/analysis-center?stock_symbol=FPT');
    const tools = await screen.findByRole('region', { name: 'All analysis tools' });
    expect(
      within(tools)
        .getByRole('link', { name: /Stock information/ })
        .getAttribute('href'),
    ).toBe('/en/analysis-center/stock-information?stock_symbol=FPT');
    expect(
      within(tools)
        .getByRole('link', { name: /Analysis reports/ })
        .getAttribute('href'),
    ).toBe('/en/analysis-center/analysis-report');
    expect((screen.getByRole('textbox', { name: /Stock symbol/ }) as HTMLInputElement).value).toBe(
      'FPT',
    );
  });
});

describe('AnalysisCenterRoute symbol search', () => {
  it('shows the message on the field and keeps what was typed', async () => {
    const { location } = renderAt('/trung-tam-phan-tich');
    const input = (await screen.findByRole('textbox', {
      name: /Mã chứng khoán/,
    })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'FP-T' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));

    screen.getByText('Mã chứng khoán gồm đúng 3 ký tự chữ cái in hoa hoặc chữ số, ví dụ FPT.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('FP-T');
    expect(location.current.search).toBe('');
  });

  it('asks for a symbol when the box is empty', async () => {
    renderAt('/trung-tam-phan-tich');
    fireEvent.click(await screen.findByRole('button', { name: 'Tra cứu' }));
    screen.getByText('Vui lòng nhập mã chứng khoán.');
  });

  it('navigates with ?stock_symbol= for a valid symbol, upper-cased', async () => {
    const { location } = renderAt('/trung-tam-phan-tich');
    const input = await screen.findByRole('textbox', { name: /Mã chứng khoán/ });
    fireEvent.change(input, { target: { value: ' vcb ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(location.current.pathname).toBe('/trung-tam-phan-tich');
    expect(location.current.search).toBe('?stock_symbol=VCB');
  });
});

describe('AnalysisCenterRoute sub-pages', () => {
  it('shows the under-development page for a known sub-page', async () => {
    renderAt('/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=FPT');
    await screen.findByRole('heading', {
      name: 'Rất tiếc, chúng tôi đang phát triển tính năng này',
    });
  });

  it('shows 404 for an unknown sub-page', async () => {
    renderAt('/trung-tam-phan-tich/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});
