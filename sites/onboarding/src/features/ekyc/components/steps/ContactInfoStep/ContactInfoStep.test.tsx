import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, fill, flowAt, okReply, renderStep } from '../../../testing/flowFixtures';
import { ContactInfoStep } from './ContactInfoStep';

/** Fills the form as a customer born 15/05/1990 in Hà Nội, male, card issued 10/04/2021. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole('textbox', { name: /Họ và tên/ }), 'Nguyễn Văn An');
  await fill(user, screen.getByRole('textbox', { name: /Số căn cước/ }), '001090012345');
  await user.click(screen.getByRole('radio', { name: 'Nam' }));
  await fill(user, screen.getByLabelText(/Ngày sinh/), '1990-05-15');
  await fill(user, screen.getByLabelText(/Ngày cấp căn cước/), '2021-04-10');
  await fill(user, screen.getByRole('textbox', { name: /Số điện thoại di động/ }), '0912345678');
  await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'an@example.vn');
}

describe('ContactInfoStep', () => {
  it('explains what a complete ID number says as soon as it is typed, then the card expiry', async () => {
    const user = userEvent.setup();
    const { store } = await flowAt('contact_info', () => okReply({}));
    renderStep(<ContactInfoStep store={store} hotline="1900 98 9999" />);
    const idInput = screen.getByRole('textbox', { name: /Số căn cước/ });
    await fill(user, idInput, '00109001234');
    expect(screen.queryByText(/Theo số căn cước/)).toBeNull(); // 11 digits: not complete yet
    await user.type(idInput, '5');
    await screen.findByText(
      'Theo số căn cước: giới tính Nam, sinh năm 1990, đăng ký khai sinh tại Hà Nội.',
    );
    await user.click(screen.getByRole('radio', { name: 'Nữ' }));
    await screen.findByText(/Giới tính không khớp với số căn cước/);
    await user.click(screen.getByRole('radio', { name: 'Nam' }));
    await fill(user, screen.getByLabelText(/Ngày sinh/), '1990-05-15');
    await fill(user, screen.getByLabelText(/Ngày cấp căn cước/), '2021-04-10');
    // Issued at 30: valid until the 40th birthday.
    await screen.findByText(/có giá trị đến ngày 15\/05\/2030/);
  });

  it('warns that a 9-digit CMND needs a chip card once the number is left', async () => {
    const user = userEvent.setup();
    const { store } = await flowAt('contact_info', () => okReply({}));
    renderStep(<ContactInfoStep store={store} hotline="1900 98 9999" />);
    await fill(user, screen.getByRole('textbox', { name: /Số căn cước/ }), '123456789');
    expect(screen.queryByText(/chứng minh nhân dân \(CMND\) cũ/)).toBeNull();
    await user.tab();
    const notes = await screen.findAllByText(/chứng minh nhân dân \(CMND\) cũ/);
    expect(notes.length).toBeGreaterThan(0);
  });

  it('puts a server refusal on its field and keeps everything typed', async () => {
    const user = userEvent.setup();
    const { store, server } = await flowAt('contact_info', (request) =>
      request.url === 'ekyc-open-account/contact-info'
        ? errorReply(409, 'id_card_existed', 'idCode')
        : okReply({}),
    );
    renderStep(<ContactInfoStep store={store} hotline="1900 98 9999" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const idInput = screen.getByRole('textbox', { name: /Số căn cước/ });
    await waitFor(() => expect(idInput.getAttribute('aria-describedby') ?? '').toContain('error'));
    const describedBy = (idInput.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(describedBy).toContain(
      'Số căn cước này đã đăng ký tài khoản. Vui lòng gọi tổng đài 1900 98 9999',
    );
    expect(document.activeElement).toBe(idInput);
    expect(idInput).toHaveProperty('value', '001090012345');
    expect(screen.getByRole('textbox', { name: /Họ và tên/ })).toHaveProperty(
      'value',
      'Nguyễn Văn An',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('value', 'an@example.vn');
    const sent = server.requests.find((r) => r.url === 'ekyc-open-account/contact-info');
    expect(JSON.parse(String(sent?.data))).toMatchObject({
      uuid: 'u-1',
      customerType: 'personal',
      nationality: 'VN',
      fullName: 'Nguyễn Văn An',
      idCode: '001090012345',
      gender: 'male',
      dateOfBirth: '1990-05-15',
      idDate: '2021-04-10',
      phone: '0912345678',
    });
  });

  it('a failure with no field of its own is a form alert; the values stay', async () => {
    const user = userEvent.setup();
    const { store } = await flowAt('contact_info', (request) =>
      request.url === 'ekyc-open-account/contact-info'
        ? errorReply(503, 'ekyc_vendor_unavailable')
        : okReply({}),
    );
    renderStep(<ContactInfoStep store={store} hotline="1900 98 9999" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const alert = await screen.findByRole('alert');
    within(alert).getByText(/Hệ thống xác thực danh tính đang tạm gián đoạn/);
    expect(screen.getByRole('textbox', { name: /Họ và tên/ })).toHaveProperty(
      'value',
      'Nguyễn Văn An',
    );
  });

  it('explains that organisations open at a branch, with the hotline', async () => {
    const user = userEvent.setup();
    const { store } = await flowAt('contact_info', () => okReply({}));
    renderStep(<ContactInfoStep store={store} hotline="1900 98 9999" />);
    await user.click(screen.getByRole('radio', { name: 'Tổ chức' }));
    screen.getByText('Khách hàng tổ chức mở tài khoản tại quầy');
    expect(screen.getByRole('link', { name: 'Gọi 1900 98 9999' }).getAttribute('href')).toBe(
      'tel:1900989999',
    );
  });
});
