import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import enTexts from '../../locales/en/recruitment.json';
import viTexts from '../../locales/vi/recruitment.json';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fail, fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { createStores } from '../RootStore';
import CatchAllRoute from './CatchAllRoute';

function renderAt(path: string, pages: Record<string, Page>) {
  const api = fakeApiClient((url) => {
    const page = pages[decodeURIComponent(url.replace(/^pages\//, ''))];
    return page ? ok(page) : fail(404, 'page_not_found');
  });
  return renderWithProviders(<CatchAllRoute />, {
    site: 'recruitment',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral(),
    stores: createStores({ api, content: createContentApi(api) }),
  });
}

describe('CatchAllRoute (recruitment CMS pages)', () => {
  it.each(['RECRUITMENT', 'RECRUITMENT_CAREER', 'RECRUITMENT_ABOUT_US'])(
    'renders a %s page',
    async (templateCode) => {
      const { stores } = renderAt('/co-hoi-nghe-nghiep', {
        'co-hoi-nghe-nghiep': fixturePage({ templateCode, title: 'Cơ hội nghề nghiệp' }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Cơ hội nghề nghiệp' });
      expect(screen.getByRole('link', { name: 'Tuyển dụng' }).getAttribute('href')).toBe(
        '/tuyen-dung',
      );
      expect(stores.ui.layout).toBe('recruit');
    },
  );

  it('shows 404 for a page of another template', async () => {
    renderAt('/gioi-thieu', { 'gioi-thieu': fixturePage({ templateCode: 'ABOUT_GENERAL' }) });
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });

  it('shows 404 when no page has the slug', async () => {
    renderAt('/khong-co', {});
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});
