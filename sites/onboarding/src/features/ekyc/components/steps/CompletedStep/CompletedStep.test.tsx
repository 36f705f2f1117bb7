import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/flowFixtures';
import { CompletedStep } from './CompletedStep';

describe('CompletedStep', () => {
  it('opened: the customer number, the new 009C account, the app QR code and the signing window', async () => {
    renderStep(
      <CompletedStep
        hotline="1900 98 9999"
        completion={{
          variant: 'opened',
          customerId: 'KH000123',
          accountNumber: '009C000123',
          signWithinDays: 30,
          appUrl: 'https://app.example.vn/tai-ung-dung',
        }}
      />,
    );
    screen.getByRole('heading', { level: 2, name: 'Mở tài khoản thành công' });
    const terms = screen.getAllByRole('term').map((node) => node.textContent);
    expect(terms).toEqual(['Mã khách hàng', 'Số tài khoản chứng khoán']);
    screen.getByText('KH000123');
    screen.getByText('009C000123');
    screen.getByText('Vui lòng ký hợp đồng điện tử trên ứng dụng trong vòng 30 ngày.');
    const app = screen.getByRole('region', { name: 'Ký hợp đồng điện tử trên ứng dụng' });
    expect(within(app).getByRole('link', { name: 'Tải ứng dụng' }).getAttribute('href')).toBe(
      'https://app.example.vn/tai-ung-dung',
    );
    // The QR code is drawn once the qrcode package has loaded.
    const qr = await within(app).findByRole('img', { name: 'Mã QR tải ứng dụng giao dịch' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('review: the registration is complete and will be reviewed, with the customer number and the hotline', () => {
    renderStep(
      <CompletedStep
        hotline="1900 98 9999"
        completion={{
          variant: 'review',
          customerId: 'KH000124',
          accountNumber: null,
          signWithinDays: 30,
          appUrl: 'https://app.example.vn/tai-ung-dung',
        }}
      />,
      '/en/ekyc',
    );
    screen.getByRole('heading', { level: 2, name: 'Registration complete' });
    screen.getByText(/will be reviewed/);
    screen.getByText('KH000124');
    expect(screen.queryByText('Securities account number')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: /1900 98 9999/ }).getAttribute('href')).toBe(
      'tel:1900989999',
    );
  });
});
