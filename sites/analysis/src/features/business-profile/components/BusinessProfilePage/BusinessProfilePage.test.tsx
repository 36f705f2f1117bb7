import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enAnalysis from '../../../../locales/en/analysis.json';
import enProfile from '../../../../locales/en/profile.json';
import viAnalysis from '../../../../locales/vi/analysis.json';
import viProfile from '../../../../locales/vi/profile.json';
import { BusinessProfileStore } from '../../stores/BusinessProfileStore';
import { profileHandler, type ProfileServerOptions } from '../../testing/profileFixtures';
import { BusinessProfileView } from './BusinessProfilePage';

const resources = {
  vi: { ...viAnalysis, profile: viProfile },
  en: { ...enAnalysis, profile: enProfile },
};

/** The first answer waits for the API module's lazy import, slow on a busy machine. */
const FIRST = { timeout: 20_000 };

const PATH = '/trung-tam-phan-tich/ho-so-doanh-nghiep?stock_symbol=FPT';

function renderPage(options: ProfileServerOptions = {}) {
  const { client, server } = createFakeServerClient(profileHandler(options));
  const store = new BusinessProfileStore(client);
  const view = renderWithProviders(<BusinessProfileView store={store} symbol="FPT" locale="vi" />, {
    site: 'analysis',
    path: PATH,
    resources,
    general: fixtureGeneral(),
  });
  return { ...view, server, store };
}

/** The section named by its level-2 heading. */
const section = (name: string) =>
  screen
    .getAllByRole('region', { name })
    .find((region) => within(region).queryByRole('heading', { level: 2, name }))!;

describe('BusinessProfilePage', () => {
  it('shows the facts, the chart with its name and legend, and the boards in Vietnamese', async () => {
    renderPage();
    await screen.findByText('9.070 tỷ đồng', {}, FIRST);
    const company = section('Thông tin doanh nghiệp');
    expect(within(company).getByText('907.000.000 cổ phiếu')).toBeTruthy();
    expect(within(company).getByText('39.284')).toBeTruthy();
    const website = within(company).getByRole('link', { name: /www\.fpt\.com\.vn/ });
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(website.getAttribute('target')).toBe('_blank');
    // Listing facts: the IPO of the capital history.
    const listing = section('Thông tin niêm yết');
    expect(await within(listing).findByText('35.000 đồng')).toBeTruthy();
    expect(within(listing).getByText('463.894.959 cổ phiếu')).toBeTruthy();

    const chart = await screen.findByRole('img', {
      name: 'Biểu đồ cơ cấu sở hữu: Nhà nước 0%, Nước ngoài 24,63%, Khác 75,37%',
    });
    expect(chart.querySelectorAll('circle[data-category]')).toHaveLength(2);
    const legend = screen.getByRole('list', { name: 'Chú giải biểu đồ cơ cấu sở hữu' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(3);

    const officers = section('Ban lãnh đạo');
    await waitFor(() =>
      expect(
        within(officers)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Hội đồng quản trị', 'Ban kiểm soát', 'Ban điều hành']),
    );
  });

  it('shows a failed section with a retry, the others as usual', async () => {
    const failing = new Set(['ttpt-ownership-structures']);
    renderPage({ failing });
    const ownership = section('Cơ cấu sở hữu');
    const retry = await within(ownership).findByRole('button', { name: 'Thử lại' }, FIRST);
    expect(within(ownership).getByRole('alert')).toBeTruthy();
    await screen.findByText('9.070 tỷ đồng');
    failing.clear();
    fireEvent.click(retry);
    await within(ownership).findByRole('img', { name: /^Biểu đồ cơ cấu sở hữu/ });
  });

  it('appends the next page of large shareholders and drops the button after the last', async () => {
    renderPage({ holders: 7 });
    const holders = section('Cổ đông lớn');
    const more = await within(holders).findByRole('button', { name: 'Xem thêm cổ đông' }, FIRST);
    expect(within(holders).getAllByRole('rowheader')).toHaveLength(5);
    fireEvent.click(more);
    await waitFor(() => expect(within(holders).getAllByRole('rowheader')).toHaveLength(7));
    expect(within(holders).queryByRole('button', { name: 'Xem thêm cổ đông' })).toBeNull();
    expect(within(holders).getByText('Đang hiển thị 7/7')).toBeTruthy();
  });

  it('says so when no insider trade was announced from the day chosen', async () => {
    renderPage();
    const insiders = section('Giao dịch cổ đông nội bộ');
    await within(insiders).findAllByRole('rowheader', {}, FIRST);
    fireEvent.change(within(insiders).getByLabelText(/Công bố từ ngày/), {
      target: { value: '2030-01-01' },
    });
    await within(insiders).findByText('Không có giao dịch nào được công bố từ ngày 01/01/2030.');
    fireEvent.click(within(insiders).getByRole('button', { name: 'Bỏ lọc ngày' }));
    await waitFor(() => expect(within(insiders).getAllByRole('rowheader')).toHaveLength(4));
  });
});
