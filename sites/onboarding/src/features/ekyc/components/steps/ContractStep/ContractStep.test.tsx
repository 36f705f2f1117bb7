import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowAt, okReply, renderStep } from '../../../testing/flowFixtures';
import { ContractStep } from './ContractStep';

const TEXT = {
  title: 'Hợp đồng mở tài khoản giao dịch chứng khoán',
  meta: 'Mã hồ sơ u-1 · Lập ngày 01/06/2026',
  blocks: [
    { kind: 'heading', text: 'Bên B: Khách hàng' },
    { kind: 'item', text: 'Họ và tên: Nguyễn Văn An', marker: '•' },
    { kind: 'item', text: 'Số CCCD: 079090123456', marker: '•' },
    { kind: 'heading', text: 'Điều khoản và điều kiện' },
    { kind: 'item', text: 'Bên A mở cho Bên B tài khoản.', marker: '1.' },
    { kind: 'item', text: 'Bên B cam kết thông tin là đúng.', marker: '2.' },
    { kind: 'paragraph', text: 'Hợp đồng điện tử này được Bên B ký trên ứng dụng.' },
  ],
};

describe('ContractStep', () => {
  it('shows the agreement as text in the page, its terms numbered, and the PDF to download', async () => {
    const pdf = () =>
      Promise.resolve(
        new Response(new TextEncoder().encode('%PDF-1.7'), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="contract-u-1.pdf"',
          },
        }),
      );
    const { store } = await flowAt('contract', () => okReply(TEXT), { fetch: pdf });
    renderStep(<ContractStep store={store} />);
    const region = await screen.findByRole('region', {
      name: 'Nội dung hợp đồng mở tài khoản chứng khoán',
    });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe(TEXT.title);
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Bên B: Khách hàng', 'Điều khoản và điều kiện']);
    const lists = within(region).getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(within(lists[1]!).getAllByRole('listitem')[0]!.textContent).toBe(
      '1.Bên A mở cho Bên B tài khoản.',
    );
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('link', { name: /Tải hợp đồng/ })).toBeTruthy();
  });
});
