import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlobResult } from '@brokerage/shared/api/client.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fakeContentClient } from '../../../lib/catalog/testing/fakeContentClient';
import { detail, item, pageSummary, ref } from '../../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../../lib/catalog/testing/renderPage';
import { InstructsStore } from '../stores/InstructsStore';
import { GuideTemplate } from './GuideTemplate/GuideTemplate';
import { InstructDetailPage } from './InstructDetailPage/InstructDetailPage';

const online = item('instruct_category', { id: 1, slug: 'giao-dich-truc-tuyen', title: 'Giao dịch trực tuyến' });
const cash = item('instruct_category', { id: 2, slug: 'nop-rut-tien', title: 'Nộp rút tiền' });
const placeOrder = {
  id: 11,
  slug: 'huong-dan-dat-lenh',
  enSlug: 'how-to-place-orders',
  title: 'Hướng dẫn đặt lệnh',
  summary: 'Đặt lệnh trên web và ứng dụng',
  category: ref(online),
  path: '/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh',
  attrs: { icon: 'device-mobile' },
};
const instructs = [
  item('instruct', placeOrder),
  item('instruct', { id: 12, slug: 'huong-dan-huy-lenh', title: 'Hướng dẫn huỷ lệnh', category: ref(online), path: '/chi-tiet-ho-tro-giao-dich/huong-dan-huy-lenh', attrs: { icon: null } }),
  item('instruct', { id: 21, slug: 'nop-tien', title: 'Nộp tiền vào tài khoản', category: ref(cash), path: '/chi-tiet-ho-tro-giao-dich/nop-tien', attrs: { icon: null } }),
];

function setup(ui: React.ReactElement, path: string, postBlob?: () => Promise<BlobResult>) {
  const client = fakeContentClient(
    {
      'htgd-instruct-categories': [online, cash],
      'htgd-instructs': (params) => (params.category === 1 ? instructs.slice(0, 2) : instructs),
      'pages/static/all': [
        pageSummary({
          id: 1,
          templateCode: 'HTGH_GUIDE_TRADING_SYSTEM',
          title: 'Hướng dẫn',
          slug: 'huong-dan-he-thong-giao-dich',
          enSlug: 'trading-system-guide',
        }),
      ],
      'htgd-instructs/huong-dan-dat-lenh': detail('instruct', { ...placeOrder, body: '<p>Bước 1: đăng nhập.</p>' }),
    },
    { postBlob },
  );
  const save = vi.fn<(blob: Blob, fileName: string) => void>();
  const store = new InstructsStore(client, { save });
  return { ...renderPage(ui, { path, stores: { instructs: store } }), client, save, store };
}

describe('GuideTemplate (HTGH_GUIDE_TRADING_SYSTEM)', () => {
  it('groups the guides by category, each linking to its page', async () => {
    setup(<GuideTemplate page={fixturePage({ templateCode: 'HTGH_GUIDE_TRADING_SYSTEM', title: 'Hướng dẫn hệ thống giao dịch' })} />, '/huong-dan');
    const online = (await screen.findByRole('heading', { level: 2, name: 'Giao dịch trực tuyến' })).closest('section') as HTMLElement;
    expect(within(online).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh',
      '/chi-tiet-ho-tro-giao-dich/huong-dan-huy-lenh',
    ]);
    const cash = screen.getByRole('heading', { level: 2, name: 'Nộp rút tiền' }).closest('section') as HTMLElement;
    within(cash).getByRole('link', { name: /Nộp tiền vào tài khoản/ });
  });
});

describe('InstructDetailPage (chi-tiet-ho-tro-giao-dich)', () => {
  it('shows the guide with its breadcrumb and the others of its category', async () => {
    setup(<InstructDetailPage />, '/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh');
    await screen.findByRole('heading', { level: 1, name: 'Hướng dẫn đặt lệnh' });
    screen.getByText('Bước 1: đăng nhập.');
    const related = await screen.findByRole('region', { name: 'Hướng dẫn khác cùng nhóm' });
    expect(within(related).getAllByRole('link').map((a) => a.textContent)).toEqual(['Hướng dẫn huỷ lệnh']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Vị trí trang' });
    expect((await within(breadcrumb).findByRole('link', { name: 'Hướng dẫn giao dịch' })).getAttribute('href')).toBe(
      '/huong-dan-he-thong-giao-dich',
    );
  });

  it('exports the PDF as form fields and saves it under the server name, busy meanwhile', async () => {
    let answer: (result: BlobResult) => void = () => {};
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    const { client, save } = setup(
      <InstructDetailPage />,
      '/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh',
      () => new Promise((resolve) => (answer = resolve)),
    );
    const button = await screen.findByRole('button', { name: 'Tải PDF' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    screen.getByText('Đang tạo tệp PDF…');
    const post = client.requests.find((r) => r.method === 'post');
    expect(post?.url).toBe('htgd-instructs/export');
    expect(post?.form).toEqual({ id: 11 });
    answer({ blob, fileName: 'Hướng dẫn đặt lệnh.pdf' });
    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, 'Hướng dẫn đặt lệnh.pdf'));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it('names the file after the slug when the server gives no name', async () => {
    const blob = new Blob(['%PDF']);
    const { save } = setup(<InstructDetailPage />, '/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh', async () => ({ blob, fileName: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tải PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, 'huong-dan-dat-lenh.pdf'));
  });

  it('shows an error notification when the export fails', async () => {
    const { save, stores } = setup(<InstructDetailPage />, '/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh', () =>
      Promise.reject(new ApiRequestError({ status: 500, errors: [{ code: 'internal_error', message: 'x' }] })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Tải PDF' }));
    await waitFor(() =>
      expect(stores.ui.notification).toEqual({
        title: 'Không tải được tệp PDF',
        message: 'Đã có lỗi xảy ra khi tạo tệp PDF. Quý khách vui lòng thử lại sau.',
      }),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('is a 404 for an unknown slug', async () => {
    setup(<InstructDetailPage />, '/chi-tiet-ho-tro-giao-dich/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});
