import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type {
  Customer,
  SpecialistRating,
  SpecialistRatingInput,
  SpecialistRatingResult,
} from '@brokerage/shared/validation/customers.ts';
import type { KhcnSpecialist } from '@brokerage/shared/validation/khcn.ts';
import { corporateTexts } from '../../../../locales/texts';
import { fakeContentClient } from '../../../../lib/catalog/testing/fakeContentClient';
import { InvestmentConsultingStore } from '../../stores/InvestmentConsultingStore';
import { SpecialistDetail } from '../SpecialistDetail/SpecialistDetail';

// user-event walks a radio group with CSS.escape, which jsdom does not have.
if (typeof CSS === 'undefined' || !CSS.escape) {
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: {
      ...(window.CSS ?? {}),
      escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`),
    },
  });
}

const customer: Customer = {
  id: 1,
  accountNumber: '009C000001',
  fullName: 'Nguyễn Văn An',
  email: 'an.nguyen@example.vn',
  phone: '0912345678',
  customerType: 'individual',
  loginMethod: 'sso',
};

const specialist: KhcnSpecialist = {
  id: 11,
  departmentId: 10,
  fullName: 'Trương Minh Khoa',
  title: 'Chuyên viên tư vấn',
  avatar: null,
  experienceYears: 8,
  averageRating: 4,
  ratingCount: 11,
  departmentName: 'Chi nhánh Cần Thơ',
  areaId: 3,
  areaName: 'Miền Nam',
  phone: '0292 3838 999',
  email: 'khoa.truong@anphat.example.vn',
  bio: 'Tư vấn cổ phiếu ngân hàng.',
  certificates: [],
};

const earlier: SpecialistRating = {
  star: 3,
  name: 'Nguyễn Văn An',
  phone: '0912345678',
  email: null,
  message: 'Tư vấn tận tình',
  updatedAt: '2026-09-01T03:00:00.000Z',
};

async function setup({
  session = 'anonymous' as 'anonymous' | 'logged-in',
  mine = null as SpecialistRating | null,
  rate = async (_id: number, body: SpecialistRatingInput): Promise<SpecialistRatingResult> => ({
    rating: {
      star: Number(body.star),
      name: body.name,
      phone: body.phone,
      email: body.email || null,
      message: body.message || null,
      updatedAt: '2026-10-02T03:00:00.000Z',
    },
    averageRating: 4.5,
    ratingCount: 12,
  }),
  path = '/tu-van-dau-tu?specialist=11',
  getRecaptchaToken = undefined as (() => Promise<string | null>) | undefined,
} = {}) {
  const client = fakeContentClient(
    { 'khcn/specialists/11': specialist, 'khcn/specialists/11/rating': () => mine },
    { postData: (_url, body) => rate(11, body as SpecialistRatingInput) },
  );
  // The rating's two calls, as the API client sees them.
  const rateSpecialist = vi.spyOn(client, 'postData');
  const getData = vi.spyOn(client, 'getData');
  const store = new InvestmentConsultingStore(client, { getRecaptchaToken });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <SpecialistDetail
      store={store}
      locale={path.startsWith('/en') ? 'en' : 'vi'}
      onClose={onClose}
    />,
    { path, resources: corporateTexts },
  );
  if (session === 'logged-in') {
    act(() => view.stores.customer.setSession({ accessToken: 'token', customer }, { isSso: true }));
  }
  await act(() => store.openSpecialist(11));
  return { ...view, store, rateSpecialist, getData, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Trương Minh Khoa' });
const form = async () => within(await dialog()).getByRole('form', { name: 'Đánh giá chuyên gia' });
const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
/** Gives `stars` and sends the form. */
async function sendStars(user: ReturnType<typeof userEvent.setup>, stars: number) {
  await user.click(screen.getByRole('radio', { name: `${stars} sao` }));
  await user.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
}

describe('SpecialistRatingForm', () => {
  it('shows the average on the detail in the page’s number format', async () => {
    await setup();
    const rating = within(await dialog()).getByTestId('specialist-rating');
    expect(rating.textContent).toBe('Đánh giá:4/5 (11 đánh giá)');
  });

  it('refuses 0 stars, a bad phone and a bad email, each on its field', async () => {
    const { user, rateSpecialist } = await setup({ session: 'logged-in' });
    await form();
    // Filled from the profile.
    await waitFor(() => expect(field('Họ và tên').value).toBe('Nguyễn Văn An'));
    await user.clear(field('Số điện thoại'));
    await user.type(field('Số điện thoại'), '12345');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'an@');
    await user.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));

    const stars = screen.getByRole('radiogroup', { name: /Số sao/ });
    expect(stars.getAttribute('aria-invalid')).toBe('true');
    expect(stars.getAttribute('aria-describedby')).toBeTruthy();
    const starError = document.getElementById(stars.getAttribute('aria-describedby') as string);
    expect(starError?.textContent).toBe('Quý khách vui lòng chọn số sao đánh giá.');
    expect(
      screen.getByText('Số điện thoại không hợp lệ (10 chữ số bắt đầu bằng 0, hoặc +84).'),
    ).toBeTruthy();
    expect(screen.getByText('Email không đúng định dạng.')).toBeTruthy();
    expect(field('Số điện thoại').value).toBe('12345');
    expect(rateSpecialist).not.toHaveBeenCalled();
  });

  it('stars are radios: a click or the arrow keys choose, each with a spoken label', async () => {
    const { user } = await setup({ session: 'logged-in' });
    await form();
    await user.click(screen.getByRole('radio', { name: '2 sao' }));
    expect((screen.getByRole('radio', { name: '2 sao' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '3 sao' }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('anonymous: a notice, and the submit opens the login modal keeping every value typed', async () => {
    const { user, stores, rateSpecialist, getData } = await setup();
    const rating = await form();
    expect(screen.getByText('Cần đăng nhập để đánh giá')).toBeTruthy();
    await user.click(within(rating).getByRole('radio', { name: '4 sao' }));
    await user.type(field('Họ và tên'), 'Lê Thị Bình');
    await user.type(field('Số điện thoại'), '0987654321');
    await user.type(field('Nhận xét'), 'Rất hài lòng');
    await user.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));

    expect(stores.customerAuth.loginOpen).toBe(true);
    expect(stores.customerAuth.loginReturnPath).toBe('/tu-van-dau-tu?specialist=11');
    expect(rateSpecialist).not.toHaveBeenCalled();
    // One modal at a time: the adviser's dialog steps aside for the login modal.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Trương Minh Khoa' })).toBeNull(),
    );

    // Logged in through the modal: the dialog comes back with what was typed; only the empty
    // email is filled in from the profile.
    act(() => {
      stores.customer.setSession({ accessToken: 'token', customer }, { isSso: false });
      stores.customerAuth.closeLogin();
    });
    await dialog();
    await waitFor(() =>
      expect(getData).toHaveBeenCalledWith('khcn/specialists/11/rating', expect.anything(), {
        params: { locale: 'vi' },
        signal: expect.any(AbortSignal),
      }),
    );
    await waitFor(() => expect(field('Email').value).toBe('an.nguyen@example.vn'));
    expect(field('Họ và tên').value).toBe('Lê Thị Bình');
    expect(field('Số điện thoại').value).toBe('0987654321');
    expect(field('Nhận xét').value).toBe('Rất hài lòng');
    expect((screen.getByRole('radio', { name: '4 sao' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Cần đăng nhập để đánh giá')).toBeNull();
  });

  it('shows the earlier rating, and a new one replaces it and updates the average in place', async () => {
    const { user, rateSpecialist, store } = await setup({ session: 'logged-in', mine: earlier });
    await form();
    expect(
      await screen.findByText(
        'Quý khách đã đánh giá 3 sao ngày 01/09/2026. Đánh giá mới sẽ thay thế đánh giá này.',
      ),
    ).toBeTruthy();
    // The earlier stars and comment are filled in.
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '3 sao' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(field('Nhận xét').value).toBe('Tư vấn tận tình');

    await sendStars(user, 4);
    await waitFor(() => expect(rateSpecialist).toHaveBeenCalledTimes(1));
    expect(rateSpecialist.mock.calls[0]?.[1]).toMatchObject({
      star: 4,
      name: 'Nguyễn Văn An',
      phone: '0912345678',
      email: 'an.nguyen@example.vn',
      message: 'Tư vấn tận tình',
    });
    // No reCAPTCHA token: no field for one.
    expect(rateSpecialist.mock.calls[0]?.[1]).not.toHaveProperty('grecaptcha_token');
    expect(await screen.findByText('Cảm ơn Quý khách đã đánh giá')).toBeTruthy();
    expect(within(await dialog()).getByTestId('specialist-rating').textContent).toBe(
      'Đánh giá:4,5/5 (12 đánh giá)',
    );
    expect(store.specialist?.ratingCount).toBe(12);
    expect(
      screen.getByText(
        'Quý khách đã đánh giá 4 sao ngày 02/10/2026. Đánh giá mới sẽ thay thế đánh giá này.',
      ),
    ).toBeTruthy();
  });

  it('sends the reCAPTCHA token with the rating when the site has one', async () => {
    const getRecaptchaToken = vi.fn(async () => 'recaptcha-token');
    const { user, rateSpecialist } = await setup({ session: 'logged-in', getRecaptchaToken });
    await form();
    await waitFor(() => expect(field('Họ và tên').value).toBe('Nguyễn Văn An'));
    await sendStars(user, 5);
    await waitFor(() => expect(rateSpecialist).toHaveBeenCalledTimes(1));
    expect(rateSpecialist.mock.calls[0]?.[1]).toMatchObject({
      star: 5,
      grecaptcha_token: 'recaptcha-token',
    });
    expect(getRecaptchaToken).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s field messages on the fields', async () => {
    const { user } = await setup({
      session: 'logged-in',
      rate: async () => {
        throw new ApiRequestError({
          status: 400,
          errors: [
            {
              code: 'phone_invalid',
              message: 'Số điện thoại này không nhận đánh giá.',
              field: 'phone',
            },
          ],
        });
      },
    });
    await form();
    await sendStars(user, 5);
    expect(await screen.findByText('Số điện thoại này không nhận đánh giá.')).toBeTruthy();
    expect(field('Số điện thoại').getAttribute('aria-invalid')).toBe('true');
  });

  it('401 rating_login_required: the spec’s message, in English too', async () => {
    const { user } = await setup({
      session: 'logged-in',
      path: '/en/investment-consulting?specialist=11',
      rate: async () => {
        throw new ApiRequestError({
          status: 401,
          errors: [{ code: 'rating_login_required', message: 'x' }],
        });
      },
    });
    const rating = within(await dialog()).getByRole('form', { name: 'Rate this adviser' });
    await user.click(within(rating).getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Rating the expert failed, please log in to rate')).toBeTruthy();
  });
});
