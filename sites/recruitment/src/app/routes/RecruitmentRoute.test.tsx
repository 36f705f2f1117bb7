import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../locales/en/recruitment.json';
import viTexts from '../../locales/vi/recruitment.json';
import {
  fixtureBlockItem,
  fixturePage,
  fixturePageBlock,
} from '@brokerage/shared/testing/fixtures.ts';
import { fail, fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { createStores } from '../RootStore';
import RecruitmentRoute from './RecruitmentRoute';

const intro = fixturePage({
  templateCode: 'RECRUITMENT',
  title: 'Tuyển dụng',
  summary: 'Cùng An Phát kiến tạo giá trị bền vững.',
  content: null,
  blocks: [
    fixturePageBlock({
      id: 1,
      type: 'why_join_us',
      title: 'Vì sao chọn An Phát',
      items: [
        fixtureBlockItem({ id: 11, title: 'Lộ trình phát triển rõ ràng', icon: 'trending-up' }),
      ],
    }),
    fixturePageBlock({
      id: 2,
      type: 'career_areas',
      title: 'Lĩnh vực nghề nghiệp',
      items: [
        fixtureBlockItem({ id: 21, title: 'Môi giới chứng khoán', link: '/co-hoi-nghe-nghiep' }),
      ],
    }),
  ],
});

describe('RecruitmentRoute', () => {
  it('renders the intro and its blocks from pages/static/recruitment in the recruit layout', async () => {
    const api = fakeApiClient((url) =>
      url === 'pages/static/recruitment' ? ok(intro) : fail(404, 'page_not_found'),
    );
    const { stores } = renderWithProviders(<RecruitmentRoute />, {
      site: 'recruitment',
      path: '/tuyen-dung',
      resources: { vi: viTexts, en: enTexts },
      general: fixtureGeneral(),
      stores: createStores({ api, content: createContentApi(api) }),
    });

    await screen.findByRole('heading', { level: 1, name: 'Tuyển dụng' });
    screen.getByText('Cùng An Phát kiến tạo giá trị bền vững.');
    const why = screen.getByRole('region', { name: 'Vì sao chọn An Phát' });
    within(why).getByRole('heading', { level: 3, name: 'Lộ trình phát triển rõ ràng' });
    const areas = screen.getByRole('region', { name: 'Lĩnh vực nghề nghiệp' });
    expect(
      within(areas)
        .getByRole('link', { name: /Môi giới chứng khoán/ })
        .getAttribute('href'),
    ).toBe('/co-hoi-nghe-nghiep');
    expect(stores.ui.layout).toBe('recruit');
    expect(stores.recruit.isRecruitMode).toBe(true);
    // The job search, posts and FAQs below it ask the recruitment API (JobSearch.test.tsx).
    expect(api.requests.filter((r) => r.url.startsWith('pages/'))).toEqual([
      { url: 'pages/static/recruitment', params: { locale: 'vi' } },
    ]);
  });
});
