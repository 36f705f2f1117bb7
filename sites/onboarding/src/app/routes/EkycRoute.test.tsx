import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import { createFakeServerClient, type FakeHandler } from '@brokerage/shared/api/testServer.ts';
import { UiStore } from '@brokerage/shared/app/stores/UiStore.ts';
import { fakeApiClient, fail, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { createFakeRecaptcha } from '@brokerage/shared/testing/fakeRecaptcha.ts';
import { fixtureGeneral, fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../locales/en/onboarding.json';
import viTexts from '../../locales/vi/onboarding.json';
import { EKYC_CASE_KEY } from '../../features/ekyc/stores/EkycFlowStore';
import { createStores } from '../RootStore';
import EkycRoute from './EkycRoute';
import { CustomerSessionStore } from '@brokerage/shared/auth/CustomerSessionStore.ts';
import { createMemoryStorage } from '@brokerage/shared/auth/storage.ts';

const intro = fixturePage({
  templateCode: 'EKYC',
  title: 'Mở tài khoản chứng khoán trực tuyến',
  summary: 'Xác thực bằng căn cước gắn chip, không cần đến quầy.',
  content: null,
});

const ekycAnswers: FakeHandler = (request) => {
  if (request.url === 'ekyc-open-account/generate-uuid')
    return {
      status: 201,
      data: {
        data: {
          uuid: 'u-1',
          token: 't-1',
          step: 'contact_info',
          expiresAt: '2030-01-01T00:00:00Z',
        },
      },
    };
  return { status: 500, data: {} };
};

function renderAt(path: string, ekyc: FakeHandler = ekycAnswers) {
  const content = fakeApiClient((url) =>
    url === 'pages/static/ekyc' ? ok(intro) : fail(404, 'page_not_found'),
  );
  const { client, server } = createFakeServerClient(ekyc);
  const result = renderWithProviders(<EkycRoute />, {
    site: 'onboarding',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral({ hotline: '1900 98 9999' }),
    stores: createStores({
      content: createContentApi(content),
      api: client,
      ui: new UiStore(path.startsWith('/en') ? 'en' : 'vi'),
      recaptcha: createFakeRecaptcha(null),
      customer: new CustomerSessionStore(createMemoryStorage()),
    }),
  });
  return { ...result, content, server };
}

describe('EkycRoute', () => {
  it('renders the intro, the seven steps in the server order, the checklist and the start', async () => {
    const { content, stores } = renderAt('/ekyc');
    await screen.findByRole('heading', { level: 1, name: 'Mở tài khoản chứng khoán trực tuyến' });
    expect(stores.ui.layout).toBe('ekyc');

    const steps = screen.getByRole('region', { name: 'Các bước mở tài khoản' });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
    // docs/ekyc.md: contact_info is "registration information", then the identity photos.
    within(items[0] as HTMLElement).getByText('Thông tin đăng ký', { exact: false });
    within(items[1] as HTMLElement).getByText('Xác thực khách hàng');
    within(items[2] as HTMLElement).getByText('Nhận diện khuôn mặt');
    within(items[6] as HTMLElement).getByText('Hoàn tất đăng ký');

    const checklist = screen.getByRole('region', { name: 'Quý khách cần chuẩn bị' });
    within(checklist).getByText(/30-40 cm/);
    within(checklist).getByText(/iOS 12 hoặc Android 21/);

    const start = screen.getByRole('region', { name: 'Bắt đầu mở tài khoản' });
    within(start).getByRole('button', { name: 'Bắt đầu mở tài khoản' });
    expect(within(start).queryByText(/sẽ sớm được hỗ trợ/)).toBeNull();
    // The hotline stays as help.
    expect(within(start).getByRole('link', { name: 'Gọi 1900 98 9999' }).getAttribute('href')).toBe(
      'tel:1900989999',
    );
    expect(
      within(start).getByRole('link', { name: 'Liên hệ với chúng tôi' }).getAttribute('href'),
    ).toBe('/lien-he');
    expect(content.requests).toEqual([{ url: 'pages/static/ekyc', params: { locale: 'vi' } }]);
  });

  it('speaks English under /en', async () => {
    renderAt('/en/ekyc');
    const steps = await screen.findByRole('region', { name: 'Account opening steps' });
    within(steps).getByText('Client identification', { exact: false });
    within(steps).getByText('Face recognition');
    screen.getByRole('region', { name: 'What you need' });
    screen.getByRole('button', { name: 'Start opening an account' });
  });

  it('"start" opens a case and shows the first step with the focus on its heading', async () => {
    const user = userEvent.setup();
    const { server } = renderAt('/ekyc');
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu mở tài khoản' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Thông tin đăng ký' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.requests.map((r) => r.url)).toEqual(['ekyc-open-account/generate-uuid']);
    expect(JSON.parse(localStorage.getItem(EKYC_CASE_KEY) ?? 'null')).toEqual({
      uuid: 'u-1',
      token: 't-1',
      step: 'contact_info',
    });
    screen.getByRole('textbox', { name: /Họ và tên/ });
    screen.getByText('Bước 1/7');
  });

  it('a case kept by this browser is offered to continue where it stands', async () => {
    localStorage.setItem(
      EKYC_CASE_KEY,
      JSON.stringify({ uuid: 'u-1', token: 't-1', step: 'contact_info' }),
    );
    const user = userEvent.setup();
    renderAt('/ekyc', (request) =>
      request.url === 'ekyc-open-account/steps/u-1'
        ? {
            status: 200,
            data: {
              data: {
                uuid: 'u-1',
                step: 'registration',
                expiresAt: '2030-01-01T00:00:00Z',
                documents: {},
              },
            },
          }
        : { status: 500, data: {} },
    );
    const card = await screen.findByRole('region', { name: 'Tiếp tục hồ sơ đang dở' });
    within(card).getByText(/đang ở bước “Hoàn thiện thông tin”/);
    within(card).getByRole('button', { name: 'Bắt đầu lại' });
    // No second "start" next to it.
    expect(screen.queryByRole('button', { name: 'Bắt đầu mở tài khoản' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('heading', { level: 2, name: 'Hoàn thiện thông tin' });
    screen.getByText('Bước 4/7');
  });

  it('a case the server no longer knows is dropped, with a notice, and "start" is back', async () => {
    localStorage.setItem(EKYC_CASE_KEY, JSON.stringify({ uuid: 'u-1', token: 't-1', step: 'otp' }));
    renderAt('/ekyc', () => ({
      status: 404,
      data: { errors: [{ code: 'ekyc_case_not_found', message: 'Not found' }] },
    }));
    await screen.findByText('Hồ sơ đã hết hiệu lực');
    screen.getByRole('button', { name: 'Bắt đầu mở tài khoản' });
    expect(localStorage.getItem(EKYC_CASE_KEY)).toBeNull();
  });
});
