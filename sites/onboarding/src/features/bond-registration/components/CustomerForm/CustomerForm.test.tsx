import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bondStoreOn, DEMO_CUSTOMER, errorReply, fixtureProduct, okReply, renderBond, T0 } from '../../testing/bondFixtures';
import { CustomerForm } from './CustomerForm';

describe('CustomerForm', () => {
  it("a logged-in customer's account is fixed and the details prefilled", async () => {
    const { store } = bondStoreOn(() => okReply(fixtureProduct()), {
      session: { token: 't', customer: DEMO_CUSTOMER },
    });
    await store.loadProduct('TEST2801');
    renderBond(<CustomerForm store={store} locale="vi" onDone={() => {}} />, '/thong-tin-trai-phieu-va-ca-nhan');
    const account = screen.getByRole('textbox', { name: /Số tài khoản chứng khoán/ });
    expect(account).toHaveProperty('value', '009C000001');
    expect(account).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: /Họ và tên/ })).toHaveProperty('value', 'Nguyễn Văn An');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('value', 'an.nguyen@example.com');
    expect(screen.queryByRole('button', { name: 'Gửi mã xác thực' })).toBeNull();
  });

  it('a visitor gets messages on the fields, the code with its countdown, and a sold-out refusal keeps everything', async () => {
    const user = userEvent.setup();
    const { store } = bondStoreOn((request) => {
      if (request.url === 'bonds/account-otp')
        return okReply({ phoneMasked: '091****678', expiresAt: new Date(T0 + 300_000).toISOString(), resendAt: new Date(T0 + 60_000).toISOString() });
      if (request.url === 'bonds/account-otp/verify')
        return okReply({ confirmation: 'c', expiresAt: new Date(T0 + 1_800_000).toISOString() });
      if (request.url === 'bonds/registrations') return errorReply(409, 'bond_sold_out', { params: { remaining: 4 } });
      return okReply(fixtureProduct({ professionalOnly: true }));
    });
    await store.loadProduct('TEST2801');
    const onDone = vi.fn();
    renderBond(<CustomerForm store={store} locale="vi" onDone={onDone} />, '/thong-tin-trai-phieu-va-ca-nhan');

    await user.type(screen.getByRole('textbox', { name: /Số tài khoản ngân hàng mẹ/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    screen.getByText('Số tài khoản ngân hàng gồm ít nhất 10 chữ số.');
    // The account number, the name, the phone and the e-mail are missing: each says so.
    expect(screen.getAllByText('Vui lòng nhập thông tin này.')).toHaveLength(4);
    screen.getByText(/chỉ dành cho nhà đầu tư chứng khoán chuyên nghiệp. Vui lòng xác nhận/);
    expect(onDone).not.toHaveBeenCalled();

    const account = screen.getByRole('textbox', { name: /Số tài khoản chứng khoán/ });
    await user.type(account, '009C1');
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));
    screen.getByText(/Số tài khoản không đúng định dạng/);
    await user.clear(account);
    await user.type(account, '009C000001');
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));
    await screen.findByText(/Mã xác thực đã được gửi tới số điện thoại 091\*\*\*\*678/);
    screen.getByText('Mã hết hạn sau 5:00');
    expect(screen.getByRole('button', { name: 'Gửi lại mã sau 1:00' })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: /Mã xác thực \(OTP\)/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Xác thực' }));
    await screen.findByText('Đã xác thực');

    const bank = screen.getByRole('textbox', { name: /Số tài khoản ngân hàng mẹ/ });
    await user.type(bank, '67890');
    await user.clear(screen.getByRole('textbox', { name: /Họ và tên/ }));
    await user.type(screen.getByRole('textbox', { name: /Họ và tên/ }), 'Nguyễn Văn An');
    await user.type(screen.getByRole('textbox', { name: /Số điện thoại/ }), '0912345678');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'an@example.com');
    await user.click(screen.getByRole('checkbox', { name: /nhà đầu tư chứng khoán chuyên nghiệp/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    await screen.findByText(/Chỉ còn 4 trái phiếu. Đăng ký chưa được ghi nhận/);
    expect(screen.getByRole('link', { name: 'Sửa số lượng' }).getAttribute('href')).toBe('/dang-ky-giao-dich-trai-phieu?code=TEST2801');
    expect(bank).toHaveProperty('value', '1234567890');
    expect(onDone).not.toHaveBeenCalled();
  });
});
