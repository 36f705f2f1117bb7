import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  contentDetailSchema,
  contentSummarySchema,
  type ContentType,
} from '@brokerage/shared/validation/contentItems.ts';
import { REPORT_FILE_PDFS } from '../seed/data/content';
import type { ContentSeed } from '../seed/data/content-types';
import { seedContent } from '../seed/content';
import { FEE_SCHEDULE_PDF, publicFileNames, reportFileNames } from '../seed/files';
import { contentItems } from '../src/db/schema';
import { type TestAppOptions, buildTestApp, useTestApp } from '../src/test/build-test-app';

/** A private report file the global setup writes (analysis reports name one of these). */
export const FIXTURE_REPORT_PDF = REPORT_FILE_PDFS[0]!.name;

/** Type-checks one fixture against its type's attrs (the union narrows on `type`). */
const item = (seed: ContentSeed): ContentSeed => seed;

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00+07:00`;

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
    publishedAt: at(1),
    attrs: {},
    vi: { slug: 'cong-bo-dinh-ky', title: 'Công bố định kỳ' },
    en: { slug: 'periodic-disclosures', title: 'Periodic disclosures' },
  }),
  item({
    key: 'dc-adhoc',
    type: 'disclosure_category',
    sort: 2,
    publishedAt: at(1),
    attrs: {},
    vi: { slug: 'cong-bo-bat-thuong', title: 'Công bố bất thường' },
    en: { slug: 'extraordinary-disclosures', title: 'Extraordinary disclosures' },
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
    vi: { slug: 'bao-cao-tinh-hinh-quan-tri-quy-4', title: 'Báo cáo tình hình quản trị quý 4' },
    en: { slug: 'q4-governance-report', title: 'Q4 governance report' },
  }),
  item({
    key: 'disc-draft',
    type: 'disclosure',
    parent: 'dc-periodic',
    draft: true,
    publishedAt: at(20),
    attrs: { implementDate: '2026-03-20', stockSymbol: null, file: null },
    vi: { slug: 'ban-nhap-cong-bo', title: 'Bản nháp công bố' },
    en: { slug: 'draft-disclosure', title: 'Draft disclosure' },
  }),
  item({
    key: 'disc-adhoc',
    type: 'disclosure',
    parent: 'dc-adhoc',
    publishedAt: at(7),
    attrs: { implementDate: '2026-03-07', stockSymbol: 'APS', file: null },
    vi: { slug: 'thay-doi-nhan-su', title: 'Thay đổi nhân sự cấp cao' },
    en: { slug: 'senior-staff-change', title: 'Senior staff change' },
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
    vi: { slug: 'giai-thuong-moi-gioi-2026', title: 'Giải thưởng môi giới xuất sắc 2026' },
    en: { slug: 'brokerage-award-2026', title: 'Brokerage excellence award 2026' },
  }),
  item({
    key: 'news-bond',
    type: 'news',
    publishedAt: at(8),
    attrs: { product: 'bond' },
    vi: { slug: 'thi-truong-trai-phieu-thang-3', title: 'Thị trường trái phiếu tháng 3' },
    en: { slug: 'bond-market-in-march', title: 'The bond market in March' },
  }),

  // Exchange news.
  item({
    key: 'sc-hose',
    type: 'sgdck_category',
    publishedAt: at(1),
    attrs: {},
    vi: { slug: 'tin-hose', title: 'Tin từ HOSE' },
    en: { slug: 'hose-news', title: 'News from HOSE' },
  }),
  item({
    key: 'sg-new-listing',
    type: 'sgdck_news',
    parent: 'sc-hose',
    publishedAt: at(9),
    attrs: { releaseDate: '2026-03-09', exchange: 'HOSE' },
    vi: { slug: 'niem-yet-moi-thang-3', title: 'Cổ phiếu niêm yết mới tháng 3' },
    en: { slug: 'new-listings-in-march', title: 'New listings in March' },
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
    vi: { slug: 'huong-dan-ung-dung', title: 'Hướng dẫn ứng dụng An Phát' },
    en: { slug: 'app-guide', title: 'An Phat app guide' },
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
    vi: { slug: 'toa-dam-truc-tuyen', title: 'Tọa đàm trực tuyến' },
    en: { slug: 'live-talk', title: 'Live talk' },
  }),

  // Reports and the calendar.
  item({
    key: 'ar-2025',
    type: 'annual_report',
    publishedAt: '2026-04-01T09:00:00+07:00',
    attrs: { year: 2025, releaseDate: '2026-04-01', pages: 80, file: FEE_SCHEDULE_PDF },
    vi: { slug: 'bao-cao-thuong-nien-2025', title: 'Báo cáo thường niên 2025' },
    en: { slug: 'annual-report-2025', title: 'Annual report 2025' },
  }),
  item({
    key: 'ar-2024',
    type: 'annual_report',
    publishedAt: '2025-04-01T09:00:00+07:00',
    attrs: { year: 2024, releaseDate: '2025-04-01', pages: 76, file: null },
    vi: { slug: 'bao-cao-thuong-nien-2024', title: 'Báo cáo thường niên 2024' },
    en: { slug: 'annual-report-2024', title: 'Annual report 2024' },
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
    vi: { slug: 'bao-cao-tai-chinh-quy-4-2025', title: 'Báo cáo tài chính quý 4/2025' },
    en: { slug: 'financial-statements-q4-2025', title: 'Financial statements Q4 2025' },
  }),
  item({
    key: 'gr-2025-h2',
    type: 'governance_report',
    publishedAt: '2026-01-25T09:00:00+07:00',
    attrs: { year: 2025, half: 2, releaseDate: '2026-01-25', pages: 12, file: null },
    vi: { slug: 'bao-cao-quan-tri-6-thang-cuoi-2025', title: 'Báo cáo quản trị 6 tháng cuối 2025' },
    en: { slug: 'governance-report-h2-2025', title: 'Governance report H2 2025' },
  }),
  item({
    key: 'ev-dividend',
    type: 'calendar_event',
    publishedAt: at(2),
    attrs: { eventDate: '2026-04-15', stockSymbol: 'APS', eventType: 'dividend' },
    vi: { slug: 'chia-co-tuc-2026', title: 'Chia cổ tức bằng tiền 2026' },
    en: { slug: 'cash-dividend-2026', title: 'Cash dividend 2026' },
  }),

  // Individual-customer services.
  item({
    key: 'kc-trading',
    type: 'khcn_service_category',
    sort: 1,
    publishedAt: at(1),
    attrs: { icon: 'chart-line' },
    vi: { slug: 'giao-dich-chung-khoan', title: 'Giao dịch chứng khoán' },
    en: { slug: 'securities-trading', title: 'Securities trading' },
  }),
  item({
    key: 'kc-advice',
    type: 'khcn_service_category',
    sort: 2,
    publishedAt: at(1),
    attrs: { icon: null },
    vi: { slug: 'tu-van-dau-tu', title: 'Tư vấn đầu tư' },
    en: { slug: 'investment-advice', title: 'Investment advice' },
  }),
  item({
    key: 'ks-margin',
    type: 'khcn_service',
    parent: 'kc-trading',
    sort: 2,
    publishedAt: at(1),
    attrs: { icon: null },
    vi: { slug: 'giao-dich-ky-quy', title: 'Giao dịch ký quỹ' },
    en: { slug: 'margin-trading', title: 'Margin trading' },
  }),
  item({
    key: 'ks-online',
    type: 'khcn_service',
    parent: 'kc-trading',
    sort: 1,
    publishedAt: at(1),
    attrs: { icon: null },
    vi: { slug: 'giao-dich-truc-tuyen', title: 'Giao dịch trực tuyến' },
    en: { slug: 'online-trading', title: 'Online trading' },
  }),
  item({
    key: 'ks-advice',
    type: 'khcn_service',
    parent: 'kc-advice',
    publishedAt: at(1),
    attrs: { icon: null },
    vi: { slug: 'tu-van-danh-muc', title: 'Tư vấn danh mục' },
    en: { slug: 'portfolio-advice', title: 'Portfolio advice' },
  }),
  item({
    key: 'khtc-custody',
    type: 'khtc_service',
    publishedAt: at(1),
    attrs: { icon: null },
    vi: { slug: 'luu-ky-chung-khoan', title: 'Lưu ký chứng khoán' },
    en: { slug: 'securities-custody', title: 'Securities custody' },
  }),
  item({
    key: 'nhdt-ipo',
    type: 'nhdt_service',
    publishedAt: at(1),
    attrs: { icon: null },
    vi: { slug: 'tu-van-phat-hanh', title: 'Tư vấn phát hành' },
    en: { slug: 'issuance-advisory', title: 'Issuance advisory' },
  }),
  item({
    key: 'nhdt-ma',
    type: 'nhdt_business',
    publishedAt: at(1),
    attrs: {},
    vi: { slug: 'mua-ban-sap-nhap', title: 'Mua bán và sáp nhập' },
    en: { slug: 'mergers-and-acquisitions', title: 'Mergers and acquisitions' },
  }),
  item({
    key: 'deal-hdb',
    type: 'recent_deal',
    publishedAt: at(1),
    attrs: {
      issuer: 'Ngân hàng TMCP Phát triển (HDB)',
      role: 'Tư vấn phát hành',
      valueVnd: 1_000_000_000_000,
      dealDate: '2026-02-01',
      logo: null,
    },
    vi: { slug: 'trai-phieu-hdb-2026', title: 'Trái phiếu HDB 2026' },
    en: { slug: 'hdb-bonds-2026', title: 'HDB bonds 2026' },
  }),
  item({
    key: 'bond-aps',
    type: 'bond_product',
    publishedAt: at(1),
    attrs: {
      code: 'APS-2028',
      issuer: 'Chứng khoán An Phát',
      couponRate: 9.5,
      maturityDate: '2028-03-01',
      parValueVnd: 100_000,
      termMonths: 24,
    },
    vi: { slug: 'trai-phieu-aps-2028', title: 'Trái phiếu APS 2028' },
    en: { slug: 'aps-bond-2028', title: 'APS bond 2028' },
  }),

  // Fees, instructions, FAQs.
  item({
    key: 'fee-stock',
    type: 'fee',
    publishedAt: at(1),
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
    vi: { slug: 'bieu-phi-co-phieu', title: 'Biểu phí giao dịch cổ phiếu' },
    en: { slug: 'stock-trading-fees', title: 'Stock trading fees' },
  }),
  item({
    key: 'ic-online',
    type: 'instruct_category',
    publishedAt: at(1),
    attrs: {},
    vi: { slug: 'giao-dich-truc-tuyen', title: 'Giao dịch trực tuyến' },
    en: { slug: 'online-trading', title: 'Online trading' },
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
    vi: { slug: 'huong-dan-nhap', title: 'Hướng dẫn nháp' },
    en: { slug: 'draft-guide', title: 'Draft guide' },
  }),
  item({
    key: 'fc-account',
    type: 'faq_category',
    publishedAt: at(1),
    attrs: {},
    vi: { slug: 'tai-khoan', title: 'Tài khoản' },
    en: { slug: 'accounts', title: 'Accounts' },
  }),
  item({
    key: 'faq-open',
    type: 'faq',
    parent: 'fc-account',
    sort: 1,
    publishedAt: at(1),
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
    publishedAt: at(1),
    attrs: {},
    vi: { slug: 'hoi-dong-quan-tri', title: 'Hội đồng quản trị' },
    en: { slug: 'board-of-directors', title: 'Board of directors' },
  }),
  item({
    key: 'dep-exec',
    type: 'department',
    sort: 2,
    publishedAt: at(1),
    attrs: {},
    vi: { slug: 'ban-dieu-hanh', title: 'Ban điều hành' },
    en: { slug: 'executive-board', title: 'Executive board' },
  }),
  item({
    key: 'leader-member',
    type: 'leader',
    parent: 'dep-board',
    sort: 2,
    publishedAt: at(1),
    attrs: { position: 'Thành viên HĐQT', photo: null },
    vi: { slug: 'tran-thi-binh', title: 'Trần Thị Bình' },
    en: { slug: 'tran-thi-binh', title: 'Trần Thị Bình' },
  }),
  item({
    key: 'leader-chair',
    type: 'leader',
    parent: 'dep-board',
    sort: 1,
    publishedAt: at(1),
    attrs: { position: 'Chủ tịch HĐQT', photo: 'flag-vi.svg' },
    vi: { slug: 'nguyen-van-an', title: 'Nguyễn Văn An' },
    en: { slug: 'nguyen-van-an', title: 'Nguyễn Văn An' },
  }),
  item({
    key: 'leader-ceo',
    type: 'leader',
    parent: 'dep-exec',
    publishedAt: at(1),
    attrs: { position: 'Tổng giám đốc', photo: null },
    vi: { slug: 'le-minh-chau', title: 'Lê Minh Châu' },
    en: { slug: 'le-minh-chau', title: 'Lê Minh Châu' },
  }),

  // Regions and branches.
  ...(['north', 'central', 'south'] as const).map((code, sort) =>
    item({
      key: `region-${code}`,
      type: 'region',
      sort,
      publishedAt: at(1),
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
    publishedAt: at(1),
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
    vi: { slug: 'hoi-so-ha-noi', title: 'Hội sở Hà Nội' },
    en: { slug: 'hanoi-head-office', title: 'Hanoi head office' },
  }),
  item({
    key: 'branch-hcm',
    type: 'branch',
    sort: 2,
    publishedAt: at(1),
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
    vi: { slug: 'chi-nhanh-ho-chi-minh', title: 'Chi nhánh Hồ Chí Minh' },
    en: { slug: 'ho-chi-minh-city-branch', title: 'Ho Chi Minh City branch' },
  }),

  // Analysis reports.
  item({
    key: 'arc-stock',
    type: 'analysis_report_category',
    sort: 1,
    publishedAt: at(1),
    attrs: { code: '289' },
    vi: { slug: 'bao-cao-doanh-nghiep', title: 'Báo cáo doanh nghiệp' },
    en: { slug: 'company-reports', title: 'Company reports' },
  }),
  item({
    key: 'arc-macro',
    type: 'analysis_report_category',
    sort: 2,
    publishedAt: at(1),
    attrs: { code: '300' },
    vi: { slug: 'bao-cao-vi-mo', title: 'Báo cáo vĩ mô' },
    en: { slug: 'macro-reports', title: 'Macro reports' },
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
    vi: { slug: 'vi-mo-thang-3', title: 'Vĩ mô tháng 3' },
    en: { slug: 'macro-in-march', title: 'Macro in March' },
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
    vi: { slug: 'bao-cao-chua-phan-loai', title: 'Báo cáo chưa phân loại' },
    en: { slug: 'uncategorised-report', title: 'Uncategorised report' },
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

/** GET helper: status and JSON body. */
export async function getJson(app: FastifyInstance, url: string) {
  const res = await app.inject(url);
  return { status: res.statusCode, body: res.json() as unknown };
}

/** GET that must answer 200, its body parsed by the schema (the wire shape is part of the test). */
export async function getOk<S extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  schema: S,
): Promise<z.infer<S>> {
  const { status, body } = await getJson(app, url);
  expect(status, url).toBe(200);
  return schema.parse(body);
}

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
