import type { PageSeed } from './page-types';

interface NewsProductText {
  code: string;
  vi: { slug: string; name: string; about: string };
  en: { slug: string; name: string; about: string };
}

const NEWS_PRODUCTS: NewsProductText[] = [
  {
    code: 'COMPANY',
    vi: {
      slug: 'tin-an-phat',
      name: 'Tin An Phát',
      about: 'hoạt động, sự kiện và chương trình ưu đãi của An Phát',
    },
    en: {
      slug: 'an-phat-news',
      name: 'An Phat news',
      about: 'An Phat’s activities, events and promotions',
    },
  },
  {
    code: 'STOCK',
    vi: {
      slug: 'tin-co-phieu',
      name: 'Tin cổ phiếu',
      about: 'diễn biến thị trường cổ phiếu và doanh nghiệp niêm yết',
    },
    en: { slug: 'stock-news', name: 'Stock news', about: 'the equity market and listed companies' },
  },
  {
    code: 'BOND',
    vi: {
      slug: 'tin-trai-phieu',
      name: 'Tin trái phiếu',
      about: 'thị trường trái phiếu chính phủ và trái phiếu doanh nghiệp',
    },
    en: { slug: 'bond-news', name: 'Bond news', about: 'government and corporate bond markets' },
  },
  {
    code: 'DERIVATIVE',
    vi: {
      slug: 'tin-phai-sinh',
      name: 'Tin phái sinh',
      about: 'hợp đồng tương lai chỉ số VN30 và trái phiếu chính phủ',
    },
    en: {
      slug: 'derivatives-news',
      name: 'Derivatives news',
      about: 'VN30 index futures and government bond futures',
    },
  },
  {
    code: 'FUND',
    vi: {
      slug: 'tin-quy-dau-tu',
      name: 'Tin quỹ đầu tư',
      about: 'quỹ mở, quỹ ETF và chứng chỉ quỹ',
    },
    en: {
      slug: 'fund-news',
      name: 'Fund news',
      about: 'open-ended funds, ETFs and fund certificates',
    },
  },
];

const newsPages: PageSeed[] = NEWS_PRODUCTS.map((p) => ({
  key: `news${p.code.charAt(0)}${p.code.slice(1).toLowerCase()}`,
  templateCode: `NEWS_${p.code}_NEWS_EVENTS`,
  vi: {
    slug: p.vi.slug,
    title: p.vi.name,
    summary: `Tin tức và sự kiện mới nhất về ${p.vi.about}.`,
    keywords: `${p.vi.name.toLowerCase()}, tin tức, sự kiện`,
    body: [
      `Chuyên mục ${p.vi.name} cập nhật tin tức về ${p.vi.about}, được đội ngũ An Phát tổng hợp mỗi ngày giao dịch.`,
      'Các bài viết mang tính tham khảo, không phải khuyến nghị mua bán.',
    ],
  },
  en: {
    slug: p.en.slug,
    title: p.en.name,
    summary: `The latest news and events on ${p.en.about}.`,
    keywords: `${p.en.name.toLowerCase()}, news, events`,
    body: [
      `${p.en.name} brings you news on ${p.en.about}, gathered by the An Phat team every trading day.`,
      'Articles are for reference only and are not a recommendation to buy or sell.',
    ],
  },
}));

/** News, reports and investor-relations pages. */
export const NEWS_PAGES: PageSeed[] = [
  ...newsPages,
  {
    key: 'videos',
    templateCode: 'NEWS_VIDEOS',
    vi: {
      slug: 'video',
      title: 'Video',
      summary:
        'Nhận định thị trường, hướng dẫn giao dịch và các buổi hội thảo trực tuyến của An Phát.',
      keywords: 'video, nhận định thị trường, hội thảo',
      body: [
        'Xem lại các buổi nhận định thị trường hằng tuần và video hướng dẫn sử dụng nền tảng giao dịch.',
      ],
    },
    en: {
      slug: 'videos',
      title: 'Videos',
      summary: 'Market outlooks, trading how-tos and An Phat webinars.',
      keywords: 'videos, market outlook, webinars',
      body: ['Catch up on our weekly market outlooks and how-to videos for the trading platform.'],
    },
  },
  {
    key: 'annualReports',
    templateCode: 'NEWS_ANNUAL_REPORT',
    vi: {
      slug: 'bao-cao-thuong-nien',
      title: 'Báo cáo thường niên',
      summary: 'Báo cáo thường niên của Chứng khoán An Phát qua các năm.',
      keywords: 'báo cáo thường niên, quan hệ cổ đông',
      body: [
        'Báo cáo thường niên trình bày kết quả kinh doanh, tình hình tài chính và định hướng phát triển của An Phát trong năm.',
      ],
    },
    en: {
      slug: 'annual-reports',
      title: 'Annual reports',
      summary: 'An Phat Securities’ annual reports over the years.',
      keywords: 'annual reports, investor relations',
      body: [
        'Each annual report sets out An Phat’s business results, financial position and plans for the year ahead.',
      ],
    },
  },
  {
    key: 'financialStatements',
    templateCode: 'NEWS_FINANCIAL_STATEMENTS',
    vi: {
      slug: 'bao-cao-tai-chinh',
      title: 'Báo cáo tài chính',
      summary: 'Báo cáo tài chính quý, bán niên và năm đã được soát xét, kiểm toán.',
      keywords: 'báo cáo tài chính, kiểm toán, quý',
      body: [
        'An Phát công bố báo cáo tài chính quý, báo cáo bán niên đã soát xét và báo cáo năm đã kiểm toán theo quy định về công bố thông tin.',
      ],
    },
    en: {
      slug: 'financial-statements',
      title: 'Financial statements',
      summary: 'Quarterly, reviewed half-year and audited annual financial statements.',
      keywords: 'financial statements, audit, quarterly',
      body: [
        'An Phat publishes quarterly statements, reviewed half-year statements and audited annual statements as the disclosure rules require.',
      ],
    },
  },
  {
    key: 'governanceReports',
    templateCode: 'NEWS_CORPORATE_GOVERNANCE_SITUATION',
    vi: {
      slug: 'bao-cao-tinh-hinh-quan-tri',
      title: 'Báo cáo tình hình quản trị công ty',
      summary: 'Báo cáo tình hình quản trị công ty định kỳ sáu tháng và hằng năm.',
      keywords: 'quản trị công ty, báo cáo quản trị',
      body: [
        'Báo cáo nêu hoạt động của Hội đồng quản trị, Ủy ban kiểm toán, giao dịch của người nội bộ và các bên liên quan.',
      ],
    },
    en: {
      slug: 'corporate-governance-reports',
      title: 'Corporate governance reports',
      summary: 'Half-year and annual reports on corporate governance.',
      keywords: 'corporate governance, governance reports',
      body: [
        'The reports cover the work of the Board of Directors and the Audit Committee, and transactions by insiders and related parties.',
      ],
    },
  },
  {
    key: 'eventsCalendar',
    templateCode: 'NEWS_CALENDAR_EVENTS',
    vi: {
      slug: 'lich-su-kien',
      title: 'Lịch sự kiện',
      summary: 'Lịch chốt quyền, trả cổ tức, đại hội cổ đông và các sự kiện doanh nghiệp sắp tới.',
      keywords: 'lịch sự kiện, chốt quyền, cổ tức',
      body: [
        'Theo dõi ngày đăng ký cuối cùng, ngày giao dịch không hưởng quyền và ngày thanh toán cổ tức của các doanh nghiệp niêm yết.',
      ],
    },
    en: {
      slug: 'events-calendar',
      title: 'Events calendar',
      summary:
        'Upcoming record dates, dividend payments, shareholder meetings and other corporate events.',
      keywords: 'events calendar, record date, dividends',
      body: [
        'Follow record dates, ex-rights dates and dividend payment dates of listed companies.',
      ],
    },
  },
  {
    key: 'investorResearch',
    templateCode: 'KHCN_ANALYSIS_REPORT',
    vi: {
      slug: 'bao-cao-cho-nha-dau-tu',
      title: 'Báo cáo phân tích cho nhà đầu tư',
      summary: 'Báo cáo doanh nghiệp, ngành và chiến lược thị trường dành cho khách hàng cá nhân.',
      keywords: 'báo cáo phân tích, khuyến nghị, chiến lược',
      body: [
        'Khách hàng cá nhân của An Phát được đọc miễn phí báo cáo doanh nghiệp, báo cáo ngành và bản tin chiến lược thị trường.',
        'Một số báo cáo chuyên sâu yêu cầu đăng nhập; tải báo cáo cần đăng nhập bằng tài khoản An Phát (SSO).',
      ],
    },
    en: {
      slug: 'investor-research',
      title: 'Research for investors',
      summary: 'Company, sector and market strategy reports for individual clients.',
      keywords: 'research reports, recommendations, strategy',
      body: [
        'Individual clients of An Phat can read company reports, sector reports and market strategy notes free of charge.',
        'Some in-depth reports require you to log in; downloads require logging in with your An Phat account (SSO).',
      ],
    },
  },
];
