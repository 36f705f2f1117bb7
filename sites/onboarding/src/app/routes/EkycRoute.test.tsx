import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../locales/en/onboarding.json';
import viTexts from '../../locales/vi/onboarding.json';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fail, fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import { createStores } from '../RootStore';
import EkycRoute from './EkycRoute';

const intro = fixturePage({
  templateCode: 'EKYC',
  title: 'Mở tài khoản chứng khoán trực tuyến',
  summary: 'Xác thực bằng căn cước gắn chip, không cần đến quầy.',
  content: null,
});

function renderAt(path: string) {
  const api = fakeApiClient((url) =>
    url === 'pages/static/ekyc' ? ok(intro) : fail(404, 'page_not_found'),
  );
  const result = renderWithProviders(<EkycRoute />, {
    site: 'onboarding',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral({ hotline: '1900 98 9999' }),
    stores: createStores({ content: createContentApi(api) }),
  });
  return { ...result, api };
}

describe('EkycRoute', () => {
  it('renders the intro, the seven steps, the checklist and an honest start panel', async () => {
    const { api, stores } = renderAt('/ekyc');
    await screen.findByRole('heading', { level: 1, name: 'Mở tài khoản chứng khoán trực tuyến' });
    expect(stores.ui.layout).toBe('ekyc');

    const steps = screen.getByRole('region', { name: 'Các bước mở tài khoản' });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
    within(steps).getByText('Xác thực khách hàng', { exact: false });
    within(steps).getByText('Hoàn tất đăng ký');

    const checklist = screen.getByRole('region', { name: 'Quý khách cần chuẩn bị' });
    within(checklist).getByText(/30-40 cm/);
    within(checklist).getByText(/iOS 12 hoặc Android 21/);

    const start = screen.getByRole('region', { name: 'Bắt đầu mở tài khoản' });
    within(start).getByText(/sẽ sớm được hỗ trợ; vui lòng gọi 1900 98 9999/);
    expect(within(start).getByRole('link', { name: 'Gọi 1900 98 9999' }).getAttribute('href')).toBe(
      'tel:1900989999',
    );
    expect(
      within(start).getByRole('link', { name: 'Liên hệ với chúng tôi' }).getAttribute('href'),
    ).toBe('/lien-he');
    expect(api.requests).toEqual([{ url: 'pages/static/ekyc', params: { locale: 'vi' } }]);
  });

  it('speaks English under /en', async () => {
    renderAt('/en/ekyc');
    const steps = await screen.findByRole('region', { name: 'Account opening steps' });
    within(steps).getByText('Client identification', { exact: false });
    within(steps).getByText('Face recognition');
    screen.getByRole('region', { name: 'What you need' });
  });
});
