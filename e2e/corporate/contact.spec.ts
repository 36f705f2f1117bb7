import { expect, test } from '../fixtures';

test.describe('contact form', () => {
  test('bad input is flagged on each field with the text kept, then the message is sent', async ({
    page,
    site,
  }) => {
    await site.open('/lien-he');
    const form = page.getByRole('form', { name: 'Gửi yêu cầu liên hệ' });
    const name = form.getByRole('textbox', { name: /^Họ và tên/ });
    const phone = form.getByRole('textbox', { name: /^Số điện thoại/ });
    const email = form.getByRole('textbox', { name: /^Email/ });
    const message = form.getByRole('textbox', { name: /^Nội dung/ });
    const send = form.getByRole('button', { name: 'Gửi liên hệ' });

    await name.fill('Nguyễn Văn 007');
    await phone.fill('12345');
    await email.fill('an@');
    await message.fill('Ngắn');
    await send.click();

    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Họ tên chỉ gồm chữ cái và khoảng trắng, không chứa số hay ký tự đặc biệt.'),
    ).toBeVisible();
    await expect(
      form.getByText('Số điện thoại không hợp lệ (10 chữ số bắt đầu bằng 0, hoặc +84).'),
    ).toBeVisible();
    await expect(form.getByText('Email không đúng định dạng.')).toBeVisible();
    await expect(form.getByText('Cần ít nhất 10 ký tự.')).toBeVisible();
    await expect(name).toHaveValue('Nguyễn Văn 007');
    await expect(phone).toHaveValue('12345');
    await expect(email).toHaveValue('an@');
    await expect(message).toHaveValue('Ngắn');

    await name.fill('Nguyễn Văn Đức');
    await phone.fill('0912 345 678');
    await email.fill('duc@example.vn');
    await message.fill('Tôi muốn được tư vấn mở tài khoản chứng khoán.');
    const posted = page.waitForResponse(
      (r) => r.url().includes('/api/v1/contacts') && r.request().method() === 'POST',
    );
    await send.click();
    expect((await posted).status()).toBe(201);

    await expect(
      page.getByRole('status').filter({ hasText: 'Cảm ơn quý khách đã liên hệ' }),
    ).toBeVisible();
    await expect(name).toHaveValue('');
  });

  test('the form speaks English under /en/contact', async ({ page, site }) => {
    await site.open('/en/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: /^Phone number/ }).fill('+84 12');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      form.getByText('The phone number is not valid (10 digits starting with 0, or +84).'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('+84 12');
  });

  for (const [path, title] of [
    ['/lien-he', 'Chi nhánh và phòng giao dịch'],
    ['/en/contact', 'Branches and transaction offices'],
  ] as const) {
    test(`${path} lists the offices of the branch network`, async ({ page, site }) => {
      await site.open(path);
      const card = page.getByRole('region', { name: title });
      const offices = card.getByTestId('office-list').getByRole('listitem');
      // The seeded network: the head office, 5 branches and 5 transaction offices.
      await expect(offices).toHaveCount(11);
      await expect(offices.first().getByRole('link')).toHaveAttribute('href', /^tel:\d+$/);
    });
  }
});
