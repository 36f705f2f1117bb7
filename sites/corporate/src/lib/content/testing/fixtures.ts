// Content items as the API sends them, for tests. Each builder fills every field of the schema.
import { fixtureAnalysisReport } from '@brokerage/shared/testing/fixtures.ts';
import type {
  AnalysisReport,
  ContentDetail,
  ContentSummary,
} from '@brokerage/shared/validation/contentItems.ts';

const base = (id: number, title: string) => ({
  id,
  slug: `muc-${id}`,
  title,
  summary: `Tóm tắt ${id}`,
  image: null,
  createdAt: '2026-10-02T01:30:00.000Z',
  outstanding: false,
  sort: 0,
  category: null,
  translations: [
    { locale: 'vi' as const, slug: `muc-${id}` },
    { locale: 'en' as const, slug: `item-${id}` },
  ],
  path: null,
});

const detailExtra = {
  body: '<p>Nội dung chi tiết.</p>',
  seo: { title: null, description: null, keyword: null, imgSrc: null },
};

export const fixtureNews = (
  id: number,
  fields: Partial<ContentSummary<'news'>> = {},
): ContentSummary<'news'> => ({
  ...base(id, `Tin ${id}`),
  type: 'news',
  attrs: { product: 'company' },
  path: `/chi-tiet-tin-tuc-va-su-kien-company/muc-${id}`,
  ...fields,
});

export const fixtureNewsDetail = (
  id: number,
  fields: Partial<ContentDetail<'news'>> = {},
): ContentDetail<'news'> => ({
  ...fixtureNews(id),
  ...detailExtra,
  ...fields,
});

export const fixtureDisclosure = (
  id: number,
  fields: Partial<ContentSummary<'disclosure'>> = {},
): ContentSummary<'disclosure'> => ({
  ...base(id, `Công bố ${id}`),
  type: 'disclosure',
  attrs: { implementDate: '2026-09-15', stockSymbol: 'APS', file: null },
  path: `/chi-tiet-cong-bo-thong-tin/muc-${id}`,
  ...fields,
});

export const fixtureDisclosureDetail = (
  id: number,
  fields: Partial<ContentDetail<'disclosure'>> = {},
): ContentDetail<'disclosure'> => ({ ...fixtureDisclosure(id), ...detailExtra, ...fields });

export const fixtureDisclosureCategory = (
  id: number,
  slug: string,
  title: string,
): ContentSummary<'disclosure_category'> => ({
  ...base(id, title),
  slug,
  type: 'disclosure_category',
  attrs: {},
  translations: [
    { locale: 'vi', slug },
    { locale: 'en', slug: `${slug}-en` },
  ],
  path: `/cong-bo-thong-tin/${slug}`,
});

export const fixtureExchangeNews = (
  id: number,
  fields: Partial<ContentSummary<'sgdck_news'>> = {},
): ContentSummary<'sgdck_news'> => ({
  ...base(id, `Tin SGDCK ${id}`),
  type: 'sgdck_news',
  attrs: { releaseDate: '2026-08-20', exchange: 'HOSE' },
  path: `/chi-tiet-tin-tuc-sgdck/muc-${id}`,
  ...fields,
});

export const fixtureVideo = (
  id: number,
  attrs: Partial<ContentSummary<'video'>['attrs']> = {},
): ContentSummary<'video'> => ({
  ...base(id, `Video ${id}`),
  type: 'video',
  attrs: {
    thumbnail: `/api/v1/files/video-${id}.jpg`,
    urlLink: `/api/v1/files/demo-${id}.webm`,
    linkType: 1,
    isLive: false,
    durationSeconds: 125,
    ...attrs,
  },
});

export const fixtureReport = (id: number, fields: Partial<AnalysisReport> = {}): AnalysisReport =>
  fixtureAnalysisReport({
    id,
    name: `Báo cáo cập nhật ${id}`,
    createdAt: '2026-10-01T02:00:00.000Z',
    releaseDate: '2026-10-01',
    pages: 12,
    ...fields,
  });
