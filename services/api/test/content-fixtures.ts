import type { FastifyInstance } from 'fastify';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  contentDetailSchema,
  contentSummarySchema,
  type ContentType,
} from '@brokerage/shared/validation/contentItems.ts';
import { REPORT_FILE_PDFS } from '../seed/data/content';
import type { ContentSeed, ContentTextSeed } from '../seed/data/content-types';
import { seedContent } from '../seed/content';
import { FEE_SCHEDULE_PDF, publicFileNames, reportFileNames } from '../seed/files';
import { contentItems } from '../src/db/schema';
import { type TestAppOptions, buildTestApp, useTestApp } from '../src/test/build-test-app';
import { getOk } from '../src/test/requests';

/** A private report file the global setup writes (analysis reports name one of these). */
export const FIXTURE_REPORT_PDF = REPORT_FILE_PDFS[0]!.name;

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00+07:00`;

/** A language's texts, or just its slug and title. */
type Texts = ContentTextSeed | [slug: string, title: string];

/** A fixture as written here: published on 1 March unless it says otherwise. */
type FixtureInput = {
  [T in ContentType]: Omit<Extract<ContentSeed, { type: T }>, 'publishedAt' | 'vi' | 'en'> & {
    publishedAt?: string;
    vi: Texts;
    en: Texts;
  };
}[ContentType];

const texts = (t: Texts): ContentTextSeed => (Array.isArray(t) ? { slug: t[0], title: t[1] } : t);

/** One fixture, its attrs type-checked against its type (the union narrows on `type`). */
const item = ({ publishedAt = at(1), vi, en, ...fixture }: FixtureInput): ContentSeed =>
  ({ ...fixture, publishedAt, vi: texts(vi), en: texts(en) }) as ContentSeed;

/**
 * A small, fixed set of content items for the route tests, independent of the demo seed (which
 * other work fills in): every endpoint group, drafts, categories in both languages, a news item
 * per product, leaders of two departments, reports with and without a category.
 */
export const CONTENT_FIXTURES: ContentSeed[] = [
  // Disclosures and their categories.
  item({
    key: 'dc-periodic',
    type: 'disclosure_category',
    sort: 1,
    attrs: {},
    vi: ['cong-bo-dinh-ky', 'Công bố định kỳ'],
    en: ['periodic-disclosures', 'Periodic disclosures'],
  }),
  item({
    key: 'dc-adhoc',
    type: 'disclosure_category',
    sort: 2,
    attrs: {},
    vi: ['cong-bo-bat-thuong', 'Công bố bất thường'],
    en: ['extraordinary-disclosures', 'Extraordinary disclosures'],
  }),
  item({
    key: 'disc-agm',
    type: 'disclosure',
    parent: 'dc-periodic',
    outstanding: true,
    publishedAt: at(10),
    attrs: { implementDate: '2026-03-10', stockSymbol: 'APS', file: FEE_SCHEDULE_PDF },
    vi: {
      slug: 'nghi-quyet-dai-hoi-co-dong-2026',
      title: 'Nghị quyết Đại hội đồng cổ đông thường niên 2026',
      summary: 'Chứng khoán An Phát công bố nghị quyết đại hội.',
      body: ['Đại hội đã thông qua kế hoạch kinh doanh năm 2026.'],
    },
    en: {
      slug: 'agm-resolution-2026',
      title: 'Resolution of the 2026 annual general meeting',
      summary: 'An Phat Securities announces the AGM resolution.',
      body: ['The meeting approved the 2026 business plan.'],
    },
  }),
  item({
    key: 'disc-q4',
    type: 'disclosure',
    parent: 'dc-periodic',
    publishedAt: at(5),
    attrs: { implementDate: '2026-03-05', stockSymbol: null, file: null },
    vi: ['bao-cao-tinh-hinh-quan-tri-quy-4', 'Báo cáo tình hình quản trị quý 4'],
    en: ['q4-governance-report', 'Q4 governance report'],
  }),
  item({
    key: 'disc-draft',
    type: 'disclosure',
    parent: 'dc-periodic',
    draft: true,
    publishedAt: at(20),
    attrs: { implementDate: '2026-03-20', stockSymbol: null, file: null },
    vi: ['ban-nhap-cong-bo', 'Bản nháp công bố'],
    en: ['draft-disclosure', 'Draft disclosure'],
  }),
  item({
    key: 'disc-adhoc',
    type: 'disclosure',
    parent: 'dc-adhoc',
    publishedAt: at(7),
    attrs: { implementDate: '2026-03-07', stockSymbol: 'APS', file: null },
    vi: ['thay-doi-nhan-su', 'Thay đổi nhân sự cấp cao'],
    en: ['senior-staff-change', 'Senior staff change'],
  }),

  // News per product.
  item({
    key: 'news-open',
    type: 'news',
    outstanding: true,
    publishedAt: at(12),
    attrs: { product: 'company' },
    vi: {
      slug: 'an-phat-khai-truong-chi-nhanh-da-nang',
      title: 'An Phát khai trương chi nhánh Đà Nẵng',
      summary: 'Chi nhánh mới phục vụ nhà đầu tư miền Trung.',
      body: ['Chứng khoán An Phát mở chi nhánh thứ năm.', '<h2>Địa chỉ</h2>'],
      keywords: 'chi nhánh, Đà Nẵng',
    },
    en: {
      slug: 'an-phat-opens-da-nang-branch',
      title: 'An Phat opens its Da Nang branch',
      summary: 'The new branch serves investors in central Vietnam.',
      body: ['An Phat Securities opens its fifth branch.'],
    },
  }),
  item({
    key: 'news-award',
    type: 'news',
    publishedAt: at(3),
    image: 'banner-open-account.svg',
    attrs: { product: 'company' },
    vi: ['giai-thuong-moi-gioi-2026', 'Giải thưởng môi giới xuất sắc 2026'],
    en: ['brokerage-award-2026', 'Brokerage excellence award 2026'],
  }),
  item({
    key: 'news-bond',
    type: 'news',
    publishedAt: at(8),
    attrs: { product: 'bond' },
    vi: ['thi-truong-trai-phieu-thang-3', 'Thị trường trái phiếu tháng 3'],
    en: ['bond-market-in-march', 'The bond market in March'],
  }),

  // Exchange news.
  item({
    key: 'sc-hose',
    type: 'sgdck_category',
    attrs: {},
    vi: ['tin-hose', 'Tin từ HOSE'],
    en: ['hose-news', 'News from HOSE'],
  }),
  item({
    key: 'sg-new-listing',
    type: 'sgdck_news',
    parent: 'sc-hose',
    publishedAt: at(9),
    attrs: { releaseDate: '2026-03-09', exchange: 'HOSE' },
    vi: ['niem-yet-moi-thang-3', 'Cổ phiếu niêm yết mới tháng 3'],
    en: ['new-listings-in-march', 'New listings in March'],
  }),

  // Videos: a file with drawn thumbnail, an embedded player.
  item({
    key: 'video-guide',
    type: 'video',
    publishedAt: at(11),
    attrs: {
      thumbnail: '',
      urlLink: 'demo-app-guide.webm',
      linkType: 1,
      isLive: false,
      durationSeconds: 5,
    },
    vi: ['huong-dan-ung-dung', 'Hướng dẫn ứng dụng An Phát'],
    en: ['app-guide', 'An Phat app guide'],
  }),
  item({
    key: 'video-live',
    type: 'video',
    publishedAt: at(4),
    attrs: {
      thumbnail: 'banner-open-account.svg',
      urlLink: 'https://www.youtube-nocookie.com/embed/demo',
      linkType: 5,
      isLive: true,
      durationSeconds: null,
    },
    vi: ['toa-dam-truc-tuyen', 'Tọa đàm trực tuyến'],
    en: ['live-talk', 'Live talk'],
  }),

  // Reports and the calendar.
  item({
    key: 'ar-2025',
    type: 'annual_report',
    publishedAt: '2026-04-01T09:00:00+07:00',
    attrs: { year: 2025, releaseDate: '2026-04-01', pages: 80, file: FEE_SCHEDULE_PDF },
    vi: ['bao-cao-thuong-nien-2025', 'Báo cáo thường niên 2025'],
    en: ['annual-report-2025', 'Annual report 2025'],
  }),
  item({
    key: 'ar-2024',
    type: 'annual_report',
    publishedAt: '2025-04-01T09:00:00+07:00',
    attrs: { year: 2024, releaseDate: '2025-04-01', pages: 76, file: null },
    vi: ['bao-cao-thuong-nien-2024', 'Báo cáo thường niên 2024'],
    en: ['annual-report-2024', 'Annual report 2024'],
  }),
  item({
    key: 'fr-2025-q4',
    type: 'financial_report',
    publishedAt: '2026-01-20T09:00:00+07:00',
    attrs: {
      year: 2025,
      quarter: 4,
      audited: false,
      releaseDate: '2026-01-20',
      pages: 30,
      file: null,
    },
    vi: ['bao-cao-tai-chinh-quy-4-2025', 'Báo cáo tài chính quý 4/2025'],
    en: ['financial-statements-q4-2025', 'Financial statements Q4 2025'],
  }),
  item({
    key: 'gr-2025-h2',
    type: 'governance_report',
    publishedAt: '2026-01-25T09:00:00+07:00',
    attrs: { year: 2025, half: 2, releaseDate: '2026-01-25', pages: 12, file: null },
    vi: ['bao-cao-quan-tri-6-thang-cuoi-2025', 'Báo cáo quản trị 6 tháng cuối 2025'],
    en: ['governance-report-h2-2025', 'Governance report H2 2025'],
  }),
  item({
    key: 'ev-dividend',
    type: 'calendar_event',
    publishedAt: at(2),
    attrs: { eventDate: '2026-04-15', stockSymbol: 'APS', eventType: 'dividend' },
    vi: ['chia-co-tuc-2026', 'Chia cổ tức bằng tiền 2026'],
    en: ['cash-dividend-2026', 'Cash dividend 2026'],
  }),

  // Individual-customer services.
  item({
    key: 'kc-trading',
    type: 'khcn_service_category',
    sort: 1,
    attrs: { icon: 'chart-line' },
    vi: ['giao-dich-chung-khoan', 'Giao dịch chứng khoán'],
    en: ['securities-trading', 'Securities trading'],
  }),
  item({
    key: 'kc-advice',
    type: 'khcn_service_category',
    sort: 2,
    attrs: { icon: null },
    vi: ['tu-van-dau-tu', 'Tư vấn đầu tư'],
    en: ['investment-advice', 'Investment advice'],
  }),
  item({
    key: 'ks-margin',
    type: 'khcn_service',
    parent: 'kc-trading',
    sort: 2,
    attrs: { icon: null },
    vi: ['giao-dich-ky-quy', 'Giao dịch ký quỹ'],
    en: ['margin-trading', 'Margin trading'],
  }),
  item({
    key: 'ks-online',
    type: 'khcn_service',
    parent: 'kc-trading',
    sort: 1,
    attrs: { icon: null },
    vi: ['giao-dich-truc-tuyen', 'Giao dịch trực tuyến'],
    en: ['online-trading', 'Online trading'],
  }),
  item({
    key: 'ks-advice',
    type: 'khcn_service',
    parent: 'kc-advice',
    attrs: { icon: null },
    vi: ['tu-van-danh-muc', 'Tư vấn danh mục'],
    en: ['portfolio-advice', 'Portfolio advice'],
  }),
  item({
    key: 'khtc-custody',
    type: 'khtc_service',
    attrs: { icon: null },
    vi: ['luu-ky-chung-khoan', 'Lưu ký chứng khoán'],
    en: ['securities-custody', 'Securities custody'],
  }),
  item({
    key: 'nhdt-ipo',
    type: 'nhdt_service',
    attrs: { icon: null },
    vi: ['tu-van-phat-hanh', 'Tư vấn phát hành'],
    en: ['issuance-advisory', 'Issuance advisory'],
  }),
  item({
    key: 'nhdt-ma',
    type: 'nhdt_business',
    attrs: {},
    vi: ['mua-ban-sap-nhap', 'Mua bán và sáp nhập'],
    en: ['mergers-and-acquisitions', 'Mergers and acquisitions'],
  }),
  item({
    key: 'deal-hdb',
    type: 'recent_deal',
    attrs: {
      issuer: 'Ngân hàng TMCP Phát triển (HDB)',
      role: 'Tư vấn phát hành',
      valueVnd: 1_000_000_000_000,
      dealDate: '2026-02-01',
      logo: null,
    },
    vi: ['trai-phieu-hdb-2026', 'Trái phiếu HDB 2026'],
    en: ['hdb-bonds-2026', 'HDB bonds 2026'],
  }),
  item({
    key: 'bond-aps',
    type: 'bond_product',
    attrs: {
      code: 'APS-2028',
      issuer: 'Chứng khoán An Phát',
      couponRate: 9.5,
      maturityDate: '2028-03-01',
      parValueVnd: 100_000,
      termMonths: 24,
    },
    vi: ['trai-phieu-aps-2028', 'Trái phiếu APS 2028'],
    en: ['aps-bond-2028', 'APS bond 2028'],
  }),

  // Fees, instructions, FAQs.
  item({
    key: 'fee-stock',
    type: 'fee',
    attrs: {
      columns: ['Dịch vụ', 'Mức phí'],
      rows: [['Giao dịch trực tuyến', '0,15%']],
      effectiveDate: '2026-01-01',
      file: FEE_SCHEDULE_PDF,
    },
    localizedAttrs: {
      vi: { columns: ['Dịch vụ', 'Mức phí'], rows: [['Giao dịch trực tuyến', '0,15%']] },
      en: { columns: ['Service', 'Fee'], rows: [['Online trading', '0.15%']] },
    },
    vi: ['bieu-phi-co-phieu', 'Biểu phí giao dịch cổ phiếu'],
    en: ['stock-trading-fees', 'Stock trading fees'],
  }),
  item({
    key: 'ic-online',
    type: 'instruct_category',
    attrs: {},
    vi: ['giao-dich-truc-tuyen', 'Giao dịch trực tuyến'],
    en: ['online-trading', 'Online trading'],
  }),
  item({
    key: 'in-order',
    type: 'instruct',
    parent: 'ic-online',
    publishedAt: at(6),
    attrs: { icon: null },
    vi: {
      slug: 'huong-dan-dat-lenh',
      title: 'Hướng dẫn đặt lệnh trên ứng dụng',
      summary: 'Các bước đặt lệnh mua bán chứng khoán.',
      body: [
        '<h2>Bước 1: Đăng nhập</h2>',
        'Mở ứng dụng và đăng nhập.',
        '<ol><li>Chọn mục Giao dịch</li><li>Nhập mã chứng khoán và khối lượng</li></ol>',
        '<script>alert(1)</script>',
      ],
    },
    en: {
      slug: 'how-to-place-an-order',
      title: 'How to place an order in the app',
      body: ['<h2>Step 1: Log in</h2>', 'Open the app and log in.'],
    },
  }),
  item({
    key: 'in-draft',
    type: 'instruct',
    parent: 'ic-online',
    draft: true,
    publishedAt: at(6),
    attrs: { icon: null },
    vi: ['huong-dan-nhap', 'Hướng dẫn nháp'],
    en: ['draft-guide', 'Draft guide'],
  }),
  item({
    key: 'fc-account',
    type: 'faq_category',
    attrs: {},
    vi: ['tai-khoan', 'Tài khoản'],
    en: ['accounts', 'Accounts'],
  }),
  item({
    key: 'faq-open',
    type: 'faq',
    parent: 'fc-account',
    sort: 1,
    attrs: {},
    vi: {
      slug: 'mo-tai-khoan-mat-bao-lau',
      title: 'Mở tài khoản chứng khoán mất bao lâu?',
      summary: 'Khoảng 5 phút với eKYC.',
    },
    en: {
      slug: 'how-long-to-open-an-account',
      title: 'How long does opening an account take?',
      summary: 'About 5 minutes with eKYC.',
    },
  }),

  // Departments and their people.
  item({
    key: 'dep-board',
    type: 'department',
    sort: 1,
    attrs: {},
    vi: ['hoi-dong-quan-tri', 'Hội đồng quản trị'],
    en: ['board-of-directors', 'Board of directors'],
  }),
  item({
    key: 'dep-exec',
    type: 'department',
    sort: 2,
    attrs: {},
    vi: ['ban-dieu-hanh', 'Ban điều hành'],
    en: ['executive-board', 'Executive board'],
  }),
  item({
    key: 'leader-member',
    type: 'leader',
    parent: 'dep-board',
    sort: 2,
    attrs: { position: 'Thành viên HĐQT', photo: null },
    vi: ['tran-thi-binh', 'Trần Thị Bình'],
    en: ['tran-thi-binh', 'Trần Thị Bình'],
  }),
  item({
    key: 'leader-chair',
    type: 'leader',
    parent: 'dep-board',
    sort: 1,
    attrs: { position: 'Chủ tịch HĐQT', photo: 'flag-vi.svg' },
    vi: ['nguyen-van-an', 'Nguyễn Văn An'],
    en: ['nguyen-van-an', 'Nguyễn Văn An'],
  }),
  item({
    key: 'leader-ceo',
    type: 'leader',
    parent: 'dep-exec',
    attrs: { position: 'Tổng giám đốc', photo: null },
    vi: ['le-minh-chau', 'Lê Minh Châu'],
    en: ['le-minh-chau', 'Lê Minh Châu'],
  }),

  // Regions and branches.
  ...(['north', 'central', 'south'] as const).map((code, sort) =>
    item({
      key: `region-${code}`,
      type: 'region',
      sort,
      attrs: { code },
      vi: {
        slug: `mien-${['bac', 'trung', 'nam'][sort]}`,
        title: `Miền ${['Bắc', 'Trung', 'Nam'][sort]}`,
      },
      en: { slug: `${code}-region`, title: `${code} region` },
    }),
  ),
  item({
    key: 'branch-hn',
    type: 'branch',
    sort: 1,
    attrs: {
      regionCode: 'north',
      address: '36 Hoàng Cầu, Hà Nội',
      phone: '024 3999 9999',
      fax: null,
      email: 'hn@anphat.example.vn',
      isHeadOffice: true,
      lat: 21.02,
      lng: 105.82,
    },
    vi: ['hoi-so-ha-noi', 'Hội sở Hà Nội'],
    en: ['hanoi-head-office', 'Hanoi head office'],
  }),
  item({
    key: 'branch-hcm',
    type: 'branch',
    sort: 2,
    attrs: {
      regionCode: 'south',
      address: '12 Nguyễn Huệ, TP. Hồ Chí Minh',
      phone: '028 3999 9999',
      fax: null,
      email: null,
      isHeadOffice: false,
      lat: 10.77,
      lng: 106.7,
    },
    vi: ['chi-nhanh-ho-chi-minh', 'Chi nhánh Hồ Chí Minh'],
    en: ['ho-chi-minh-city-branch', 'Ho Chi Minh City branch'],
  }),

  // Analysis reports.
  item({
    key: 'arc-stock',
    type: 'analysis_report_category',
    sort: 1,
    attrs: { code: '289' },
    vi: ['bao-cao-doanh-nghiep', 'Báo cáo doanh nghiệp'],
    en: ['company-reports', 'Company reports'],
  }),
  item({
    key: 'arc-macro',
    type: 'analysis_report_category',
    sort: 2,
    attrs: { code: '300' },
    vi: ['bao-cao-vi-mo', 'Báo cáo vĩ mô'],
    en: ['macro-reports', 'Macro reports'],
  }),
  item({
    key: 'rep-fpt',
    type: 'analysis_report',
    parent: 'arc-stock',
    publishedAt: at(14),
    attrs: {
      stockSymbol: 'FPT',
      bgColor: '#e6f4ea',
      requiredLogin: true,
      releaseDate: '2026-03-14',
      pages: 18,
      file: FIXTURE_REPORT_PDF,
    },
    vi: {
      slug: 'fpt-cap-nhat-kqkd',
      title: 'FPT: Cập nhật kết quả kinh doanh',
      summary: 'Khuyến nghị mua.',
    },
    en: { slug: 'fpt-earnings-update', title: 'FPT: Earnings update', summary: 'Buy.' },
  }),
  item({
    key: 'rep-macro',
    type: 'analysis_report',
    parent: 'arc-macro',
    publishedAt: at(13),
    attrs: {
      stockSymbol: null,
      bgColor: null,
      requiredLogin: false,
      releaseDate: '2026-03-13',
      pages: 24,
      file: null,
    },
    vi: ['vi-mo-thang-3', 'Vĩ mô tháng 3'],
    en: ['macro-in-march', 'Macro in March'],
  }),
  item({
    key: 'rep-orphan',
    type: 'analysis_report',
    publishedAt: at(15),
    attrs: {
      stockSymbol: 'VNM',
      bgColor: null,
      requiredLogin: false,
      releaseDate: '2026-03-15',
      pages: 4,
      file: null,
    },
    vi: ['bao-cao-chua-phan-loai', 'Báo cáo chưa phân loại'],
    en: ['uncategorised-report', 'Uncategorised report'],
  }),
];

/** The key → fixture item, for tests that need a fixture's texts. */
export const fixture = (key: string): ContentSeed => {
  const found = CONTENT_FIXTURES.find((seed) => seed.key === key);
  if (!found) throw new Error(`no fixture ${key}`);
  return found;
};

/**
 * The real app on a copy of the seeded database whose content items are replaced by the
 * fixtures, so the route tests do not depend on the demo content.
 */
export function buildContentTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  return buildTestApp({
    ...options,
    before: async (app) => {
      await app.db.delete(contentItems);
      await seedContent(
        app.db,
        CONTENT_FIXTURES,
        await publicFileNames(CONTENT_FIXTURES, []),
        reportFileNames(),
      );
      await options.before?.(app);
    },
  });
}

/** The content app of the enclosing `describe` (see `useTestApp`). */
export const useContentTestApp = (options: TestAppOptions = {}): FastifyInstance =>
  useTestApp(options, buildContentTestApp);

/** A list endpoint of one content type: its envelope, every row checked against the type. */
export const getList = <T extends ContentType>(app: FastifyInstance, type: T, url: string) =>
  getOk(app, url, listEnvelope(contentSummarySchema(type)));

/** A detail endpoint of one content type: the item, checked against the type. */
export const getDetail = async <T extends ContentType>(
  app: FastifyInstance,
  type: T,
  url: string,
) => (await getOk(app, url, dataEnvelope(contentDetailSchema(type)))).data;

export const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((item) => item.slug);

/** A suite's list and detail calls of any content type, on its app. */
export const contentCalls = (app: FastifyInstance) => ({
  list: <T extends ContentType>(type: T, url: string) => getList(app, type, url),
  detail: <T extends ContentType>(type: T, url: string) => getDetail(app, type, url),
});
