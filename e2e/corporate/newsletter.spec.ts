import { expect, test } from '../fixtures';

test.describe('newsletter signup', () => {
  test('a bad address is flagged, a new one is thanked, a second signup exactly the same', async ({
    site,
  }) => {
    await site.open('/');
    const signup = site.footer.getByRole('region', { name: 'Đăng ký nhận bản tin' });
    const email = signup.getByRole('textbox', { name: 'Email nhận bản tin' });
    const subscribe = signup.getByRole('button', { name: 'Đăng ký' });

    await email.fill('khach@');
    await subscribe.click();
    await expect(signup.getByText('Email không đúng định dạng.')).toBeVisible();
    await expect(email).toHaveValue('khach@');

    // Unique per run: the e2e stack may be reused between runs.
    const address = `khach.${Date.now()}@example.vn`;
    await email.fill(address);
    await subscribe.click();
    await expect(signup.getByText(/Cảm ơn quý khách đã đăng ký/)).toBeVisible();
    await expect(email).toHaveValue('');

    // The answer must not tell anyone whether an address is on the list (issue 9).
    await email.fill(address.toUpperCase());
    await subscribe.click();
    await expect(signup.getByText(/Cảm ơn quý khách đã đăng ký/)).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('the signup is in the footer of the other sites too, in English', async ({ site }) => {
    await site.open('/en/analysis-center');
    const signup = site.footer.getByRole('region', { name: 'Subscribe to our newsletter' });
    await expect(signup.getByRole('textbox', { name: 'Newsletter email' })).toBeVisible();
    await expect(signup.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});
