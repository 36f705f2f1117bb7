import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { fail } from '@brokerage/shared/testing/fakeApiClient.ts';
import { renderPage as renderWithApi } from '../../testing/renderPage';
import { fakeRightsApi, type FakeRightsApiOptions } from '../../testing/fakeRightsApi';
import { cashDividend, right } from '../../testing/rights';
import { BenefitHistoryPage } from './BenefitHistoryPage';

vi.mock('@brokerage/shared/app/files/saveFile.ts', () => ({ saveFile: vi.fn() }));

const RIGHTS = [
  right(100, {
    exDate: '2026-12-11',
    recordDate: '2026-12-14',
    executionDate: '2027-01-11',
    kind: 'egm',
    kindLabel: 'Đại hội đồng cổ đông bất thường',
    title: 'Đại hội đồng cổ đông bất thường năm 2027',
  }),
  cashDividend(99, { exDate: '2026-06-09', recordDate: '2026-06-10', executionDate: '2026-07-06' }),
  ...Array.from({ length: 12 }, (_, i) => right(80 - i)),
];

const VI_PATH = '/trung-tam-phan-tich/lich-su-huong-quyen?stock_symbol=FPT';
const EN_PATH = '/en/analysis-center/benefit-history?stock_symbol=FPT';

function renderPage(
  path = VI_PATH,
  options: Partial<FakeRightsApiOptions> = {},
  locale: 'vi' | 'en' = 'vi',
) {
  const api = fakeRightsApi({ rights: RIGHTS, ...options });
  return renderWithApi(<BenefitHistoryPage symbol="FPT" locale={locale} />, path, api);
}

const table = () => screen.findByTestId('rights-table');
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T01:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(saveFile).mockClear();
});

describe('BenefitHistoryPage', () => {
  it('lists the rights under h2 sections, ten first, "more" appending the rest', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(await bodyRows()).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 2, name: 'Lịch sử hưởng quyền' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ngày quyền sắp tới' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const first = within(await table()).getByRole('rowheader', { name: '11/12/2026' });
    const cells = within(first.closest('tr')!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      'Đại hội đồng cổ đông bất thường',
      'Đại hội đồng cổ đông bất thường năm 2027',
      '14/12/2026',
      '11/01/2027',
      '-',
      '27/02/2026',
    ]);
    const dividend = within(await table()).getByRole('rowheader', { name: '09/06/2026' });
    expect(within(dividend.closest('tr')!).getByText('1.300 đ/cp (13% mệnh giá)')).toBeTruthy();
    expect(screen.getByText('Đang hiển thị 10 / 14 quyền')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
  });

  it('filters by type from the select and by keyword on search, both kept in the URL', async () => {
    const user = userEvent.setup();
    const { api, location } = renderPage();
    await bodyRows();
    const select = screen.getByRole('combobox', { name: 'Loại quyền' });
    expect((select as HTMLInputElement).value).toBe('Tất cả loại quyền');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Cổ tức bằng tiền' }));
    expect(location.current.search).toBe('?stock_symbol=FPT&type=cash-dividend');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(api.requests.at(-1)?.params).toMatchObject({ exercise_right_type_id: 'cash-dividend' });

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Tất cả loại quyền' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));

    const keyword = screen.getByRole('searchbox', { name: 'Từ khóa' });
    await user.type(keyword, 'bất thường{Enter}');
    expect(location.current.search).toBe(
      '?stock_symbol=FPT&keyword=b%E1%BA%A5t+th%C6%B0%E1%BB%9Dng',
    );
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));

    await user.clear(keyword);
    await user.type(keyword, 'không có gì');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(await screen.findByText('Không có quyền nào khớp bộ lọc đã chọn.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Xóa bộ lọc' })[0]!);
    expect(location.current.search).toBe('?stock_symbol=FPT');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect((keyword as HTMLInputElement).value).toBe('');
  });

  it('reads the filters from the URL', async () => {
    renderPage(`${VI_PATH}&type=cash-dividend&keyword=c%E1%BB%95%20t%E1%BB%A9c`);
    expect(await bodyRows()).toHaveLength(1);
    expect((screen.getByRole('combobox', { name: 'Loại quyền' }) as HTMLInputElement).value).toBe(
      'Cổ tức bằng tiền',
    );
    expect((screen.getByRole('searchbox', { name: 'Từ khóa' }) as HTMLInputElement).value).toBe(
      'cổ tức',
    );
  });

  it('drops an unknown type and an unusable keyword from the URL and lists every right', async () => {
    const { api, location } = renderPage(`${VI_PATH}&type=bogus-type&keyword=%00`);
    await waitFor(() => expect(location.current.search).toBe('?stock_symbol=FPT'));
    expect(await bodyRows()).toHaveLength(10);
    for (const request of api.requests) {
      expect(request.params.exercise_right_type_id).toBeUndefined();
      expect(request.params.keyword).toBeUndefined();
    }
  });

  it('shows the coming dates and saves them as an .ics calendar in the page language', async () => {
    const user = userEvent.setup();
    renderPage(EN_PATH, {}, 'en');
    const list = await screen.findByRole('list', { name: 'Coming dates of FPT' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '14/12/2026 · Record date · Đại hội đồng cổ đông bất thường năm 2027',
      '11/01/2027 · Meeting day · Đại hội đồng cổ đông bất thường năm 2027',
    ]);
    await user.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('FPT-rights.ics');
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const text = await blob.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'SUMMARY:FPT – Record date: Đại hội đồng cổ đông bất thường năm 2027',
    );
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261214\r\nDTEND;VALUE=DATE:20261215');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270111\r\nDTEND;VALUE=DATE:20270112');
    expect(unfolded).toContain(
      'DESCRIPTION:Symbol: FPT\\nRight type: Đại hội đồng cổ đông bất thường',
    );
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('disables the download with the reason shown when no date is coming', async () => {
    vi.setSystemTime(new Date('2027-03-01T01:00:00Z'));
    renderPage();
    const reason = await screen.findByText(
      'FPT không có ngày đăng ký cuối cùng hay ngày thực hiện quyền nào từ hôm nay, nên chưa có lịch để tải.',
    );
    const button = screen.getByRole('button', { name: 'Tải lịch (.ics)' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('shows an error with a retry when the list fails', async () => {
    const user = userEvent.setup();
    let down = true;
    renderPage(VI_PATH, {
      override: (url, params) =>
        down && url === 'exercise-rights' && params.limit === 10
          ? fail(500, 'server_error')
          : undefined,
    });
    expect(
      await screen.findByText('Không tải được lịch sử hưởng quyền. Vui lòng thử lại.'),
    ).toBeTruthy();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await bodyRows()).toHaveLength(10);
  });

  it('says so when the company has no rights', async () => {
    renderPage(VI_PATH, { rights: [] });
    expect(await screen.findByText('FPT chưa có sự kiện quyền nào.')).toBeTruthy();
  });
});
