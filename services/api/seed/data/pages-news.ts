import type { PageSeed } from './page-types';

interface NewsProductLocale {
  slug: string;
  name: string;
  about: string;
  /** What the section brings, the first paragraph of the page. */
  intro: string;
}

interface NewsProductText {
  code: string;
  /** Market sections carry the not-advice note; An Phát's own news does not need it. */
  market: boolean;
  vi: NewsProductLocale;
  en: NewsProductLocale;
}

const NEWS_PRODUCTS: NewsProductText[] = [
  {
    code: 'COMPANY',
    market: false,
    vi: {
      slug: 'tin-an-phat',
      name: 'Tin An Phát',
      about: 'hoạt động, sự kiện và chương trình ưu đãi của An Phát',
      intro:
        'Thông báo chính thức, sự kiện, chương trình ưu đãi, giải thưởng và tính năng mới trên ứng dụng của Chứng khoán An Phát.',
    },
    en: {
      slug: 'an-phat-news',
      name: 'An Phat news',
      about: 'An Phat’s activities, events and promotions',
      intro:
        'Official notices, events, promotions, awards and new app features from An Phat Securities.',
    },
  },
  {
    code: 'STOCK',
    market: true,
    vi: {
      slug: 'tin-co-phieu',
      name: 'Tin cổ phiếu',
      about: 'diễn biến thị trường cổ phiếu và doanh nghiệp niêm yết',
      intro:
        'Diễn biến VN-Index, dòng tiền khối ngoại, mùa báo cáo tài chính và tin doanh nghiệp niêm yết trên HOSE, HNX và UPCoM, được đội ngũ An Phát tổng hợp mỗi ngày giao dịch.',
    },
    en: {
      slug: 'stock-news',
      name: 'Stock news',
      about: 'the equity market and listed companies',
      intro:
        'VN-Index moves, foreign flows, earnings seasons and news on companies listed on HOSE, HNX and UPCoM, gathered by the An Phat team every trading day.',
    },
  },
  {
    code: 'BOND',
    market: true,
    vi: {
      slug: 'tin-trai-phieu',
      name: 'Tin trái phiếu',
      about: 'thị trường trái phiếu chính phủ và trái phiếu doanh nghiệp',
      intro:
        'Lợi suất trái phiếu chính phủ, kết quả đấu thầu của Kho bạc Nhà nước, hoạt động phát hành và giao dịch trái phiếu doanh nghiệp.',
    },
    en: {
      slug: 'bond-news',
      name: 'Bond news',
      about: 'government and corporate bond markets',
      intro:
        'Government bond yields, State Treasury auction results, and corporate bond issuance and trading.',
    },
  },
  {
    code: 'DERIVATIVE',
    market: true,
    vi: {
      slug: 'tin-phai-sinh',
      name: 'Tin phái sinh',
      about: 'hợp đồng tương lai chỉ số VN30, trái phiếu chính phủ và chứng quyền có bảo đảm',
      intro:
        'Hợp đồng tương lai chỉ số VN30 và trái phiếu chính phủ, lịch đáo hạn, tỷ lệ ký quỹ và chứng quyền có bảo đảm niêm yết trên HOSE.',
    },
    en: {
      slug: 'derivatives-news',
      name: 'Derivatives news',
      about: 'VN30 index futures, government bond futures and covered warrants',
      intro:
        'VN30 index and government bond futures, expiry dates, margin rates and the covered warrants listed on HOSE.',
    },
  },
  {
    code: 'FUND',
    market: true,
    vi: {
      slug: 'tin-quy-dau-tu',
      name: 'Tin quỹ đầu tư',
      about: 'quỹ mở, quỹ ETF và chứng chỉ quỹ',
      intro:
        'Dòng vốn vào các quỹ ETF, kỳ cơ cấu danh mục chỉ số, hiệu suất quỹ mở và kiến thức đầu tư qua chứng chỉ quỹ.',
    },
    en: {
      slug: 'fund-news',
      name: 'Fund news',
      about: 'open-ended funds, ETFs and fund certificates',
      intro:
        'ETF flows, index rebalancing, open-ended fund performance and the basics of investing through fund certificates.',
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
      p.vi.intro,
      p.market
        ? 'Số liệu trong các bài viết là số liệu minh họa. Nội dung chỉ mang tính tham khảo, không phải khuyến nghị mua bán.'
        : 'Quý khách cần hỗ trợ vui lòng liên hệ tổng đài 1900 98 9999.',
    ],
  },
  en: {
    slug: p.en.slug,
    title: p.en.name,
    summary: `The latest news and events on ${p.en.about}.`,
    keywords: `${p.en.name.toLowerCase()}, news, events`,
    body: [
      p.en.intro,
      p.market
        ? 'Figures in the articles are illustrative. Articles are for reference only and are not a recommendation to buy or sell.'
        : 'If you need help, please call our hotline on 1900 98 9999.',
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
        'Chương trình trực tiếp “Toàn cảnh thị trường” phát lúc 19:30 thứ Sáu hằng tuần; quý khách có thể xem lại các số trước cùng bản ghi hội thảo trực tuyến.',
        'Video hướng dẫn mở tài khoản bằng eKYC, nạp tiền và đặt lệnh giúp quý khách làm quen với ứng dụng APS Mobile trong vài phút.',
        'Nội dung nhận định chỉ mang tính tham khảo, không phải khuyến nghị đầu tư.',
      ],
    },
    en: {
      slug: 'videos',
      title: 'Videos',
      summary: 'Market outlooks, trading how-tos and An Phat webinars.',
      keywords: 'videos, market outlook, webinars',
      body: [
        'Our live show, “The week in the market”, streams every Friday at 19:30; past episodes and webinar recordings are here to watch again.',
        'How-to videos on eKYC account opening, deposits and placing orders get you started with the APS Mobile app in minutes.',
        'Market commentary is for reference only and is not investment advice.',
      ],
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
        'Báo cáo thường niên trình bày kết quả kinh doanh, tình hình tài chính, quản trị công ty và định hướng phát triển của An Phát trong năm.',
        'Quý cổ đông và nhà đầu tư có thể tải báo cáo các năm từ 2019 dưới dạng PDF.',
      ],
    },
    en: {
      slug: 'annual-reports',
      title: 'Annual reports',
      summary: 'An Phat Securities’ annual reports over the years.',
      keywords: 'annual reports, investor relations',
      body: [
        'Each annual report sets out An Phat’s business results, financial position, corporate governance and plans for the year ahead.',
        'Shareholders and investors can download the reports from 2019 onwards as PDF files.',
      ],
    },
  },
  {
    key: 'financialStatements',
    templateCode: 'NEWS_FINANCIAL_STATEMENTS',
    vi: {
      slug: 'bao-cao-tai-chinh',
      title: 'Báo cáo tài chính',
      summary:
        'Báo cáo tài chính quý và báo cáo tài chính năm đã kiểm toán của Chứng khoán An Phát.',
      keywords: 'báo cáo tài chính, kiểm toán, quý',
      body: [
        'An Phát công bố báo cáo tài chính quý trong vòng 20 ngày kể từ ngày kết thúc quý và báo cáo tài chính năm đã kiểm toán trong vòng 90 ngày kể từ ngày kết thúc năm tài chính, theo quy định về công bố thông tin.',
        'Báo cáo tài chính bán niên đã soát xét và báo cáo tỷ lệ an toàn tài chính được đăng tại mục Công bố thông tin.',
      ],
    },
    en: {
      slug: 'financial-statements',
      title: 'Financial statements',
      summary: 'Quarterly and audited annual financial statements of An Phat Securities.',
      keywords: 'financial statements, audit, quarterly',
      body: [
        'As the disclosure rules require, An Phat publishes quarterly statements within 20 days of the quarter end and audited annual statements within 90 days of the year end.',
        'Reviewed half-year statements and capital adequacy reports are published under Disclosures.',
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
        'Báo cáo nêu hoạt động của Hội đồng quản trị, Ban Kiểm soát, giao dịch của người nội bộ và các bên liên quan.',
        'Báo cáo 6 tháng đầu năm được công bố trước ngày 30/7; báo cáo năm được công bố trước ngày 30/1 năm sau.',
      ],
    },
    en: {
      slug: 'corporate-governance-reports',
      title: 'Corporate governance reports',
      summary: 'Half-year and annual reports on corporate governance.',
      keywords: 'corporate governance, governance reports',
      body: [
        'The reports cover the work of the Board of Directors and the Supervisory Board, and transactions by insiders and related parties.',
        'The first-half report is published by 30 July and the annual report by 30 January of the following year.',
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
        'Lịch cũng gồm ngày niêm yết mới, ngày đáo hạn hợp đồng tương lai và các buổi hội thảo trực tuyến của An Phát. Sự kiện của doanh nghiệp niêm yết trên trang trình diễn là dữ liệu minh họa.',
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
        'The calendar also shows new listings, futures expiry dates and An Phat webinars. Listed-company events on this demo site are illustrative data.',
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
        'Khách hàng cá nhân của An Phát được đọc miễn phí năm nhóm báo cáo: báo cáo doanh nghiệp, báo cáo ngành, báo cáo vĩ mô, chiến lược đầu tư và bản tin hằng ngày.',
        'Một số báo cáo chuyên sâu yêu cầu đăng nhập; tải báo cáo cần đăng nhập bằng tài khoản An Phát (SSO).',
        'Quan điểm trong báo cáo là của Khối Phân tích, chỉ mang tính tham khảo và không phải lời mời mua bán chứng khoán.',
      ],
    },
    en: {
      slug: 'investor-research',
      title: 'Research for investors',
      summary: 'Company, sector and market strategy reports for individual clients.',
      keywords: 'research reports, recommendations, strategy',
      body: [
        'Individual clients of An Phat can read five kinds of research free of charge: company reports, sector reports, macro reports, investment strategy and daily bulletins.',
        'Some in-depth reports require you to log in; downloads require logging in with your An Phat account (SSO).',
        'Views in the reports are the research team’s own, for reference only, and are not an offer to buy or sell securities.',
      ],
    },
  },
];
