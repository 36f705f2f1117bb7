import { publicFileUrl } from '../../src/lib/files/files';
import { BANNERS } from './banners';
import type { BlockItemSeed, BlockSeed } from './block-types';
import type { PageSeed } from './page-types';
import type { LinkSeed, Localized } from './types';

export const TRADING_SITE_URL = 'https://giaodich.chungkhoananphat.example/';

const bannerBlock = (locale: 'vi' | 'en'): BlockSeed => ({
  type: 'banner',
  title: locale === 'vi' ? 'Banner trang chủ' : 'Home banners',
  items: BANNERS.map((banner) => ({
    title: banner.text[locale].title,
    description: banner.text[locale].description,
    image: publicFileUrl(banner.file),
    link: banner.link,
  })),
});

/**
 * Home lists the site fetches itself (spec §2 Home): the research carousel, the news block that
 * switches among news, news_disclosure and news_sgdck (a tab shows only if its block exists) and
 * the video block. The blocks carry only their titles.
 */
const HOME_LISTS: { type: string; title: Localized<string>; seeAll?: LinkSeed }[] = [
  { type: 'report', title: { vi: 'Báo cáo phân tích', en: 'Research reports' } },
  // Company news lives on a CMS page the site cannot name by itself: the block links it.
  {
    type: 'news',
    title: { vi: 'Tin An Phát', en: 'An Phat news' },
    seeAll: { page: 'newsCompany' },
  },
  { type: 'news_disclosure', title: { vi: 'Công bố thông tin', en: 'Disclosures' } },
  { type: 'news_sgdck', title: { vi: 'Tin từ Sở giao dịch', en: 'Exchange news' } },
  { type: 'video', title: { vi: 'Video', en: 'Videos' } },
];

const homeListBlocks = (locale: 'vi' | 'en'): BlockSeed[] =>
  HOME_LISTS.map((list) => ({
    type: list.type,
    title: list.title[locale],
    items: list.seeAll
      ? [{ title: locale === 'vi' ? 'Xem tất cả' : 'See all', link: list.seeAll }]
      : [],
  }));

/** A home item in both languages: its title and description differ, icon and link do not. */
interface HomeItem extends Omit<BlockItemSeed, 'title' | 'description'> {
  text: Localized<[title: string, description?: string]>;
}

const itemIn =
  (locale: 'vi' | 'en') =>
  ({ text, ...item }: HomeItem): BlockItemSeed => {
    const [title, description] = text[locale];
    return { title, ...(description === undefined ? {} : { description }), ...item };
  };

const CUSTOMER_SERVICE: HomeItem[] = [
  {
    text: {
      vi: ['Mở tài khoản', 'Mở tài khoản trực tuyến bằng eKYC'],
      en: ['Open an account', 'Open an account online with eKYC'],
    },
    icon: 'user-plus',
    link: { route: 'ekyc' },
  },
  {
    text: {
      vi: ['Biểu phí', 'Phí giao dịch và lãi suất ký quỹ'],
      en: ['Fees', 'Trading fees and margin rates'],
    },
    icon: 'receipt',
    link: { route: 'transactionFee' },
  },
  {
    text: {
      vi: ['Hướng dẫn giao dịch', 'Đặt lệnh từng bước'],
      en: ['Trading guide', 'Placing orders step by step'],
    },
    icon: 'book',
    link: { page: 'tradingSystemGuide' },
  },
  {
    text: {
      vi: ['Câu hỏi thường gặp', 'Giải đáp nhanh thắc mắc'],
      en: ['FAQ', 'Quick answers to common questions'],
    },
    icon: 'help-circle',
    link: { page: 'faq' },
  },
  {
    text: { vi: ['Liên hệ', 'Tổng đài 1900 98 9999'], en: ['Contact us', 'Hotline 1900 98 9999'] },
    icon: 'headset',
    link: { route: 'contact' },
  },
];

const UTILITIES: HomeItem[] = [
  {
    text: { vi: ['Thông tin cổ phiếu'], en: ['Stock information'] },
    icon: 'chart-line',
    link: { route: 'analysisCenter', subPage: 'stockInformation' },
  },
  {
    text: { vi: ['Báo cáo phân tích'], en: ['Research reports'] },
    icon: 'file-analytics',
    link: { route: 'analysisReports' },
  },
  {
    text: { vi: ['Lịch sự kiện'], en: ['Events calendar'] },
    icon: 'calendar-event',
    link: { page: 'eventsCalendar' },
  },
  {
    text: { vi: ['Công bố thông tin'], en: ['Disclosures'] },
    icon: 'news',
    link: { route: 'disclosureNews' },
  },
  {
    text: { vi: ['Giao dịch trực tuyến'], en: ['Online trading'] },
    icon: 'device-desktop-analytics',
    link: { url: TRADING_SITE_URL },
    target: '_blank',
  },
];

const HOME_TEXT = {
  vi: {
    customerService: 'Dịch vụ khách hàng',
    customerServiceIntro: 'Mọi điều quý khách cần để bắt đầu và giao dịch thuận tiện.',
    utilities: 'Tiện ích',
  },
  en: {
    customerService: 'Customer service',
    customerServiceIntro: 'Everything you need to get started and trade with ease.',
    utilities: 'Tools',
  },
};

const homeBlocksIn = (locale: 'vi' | 'en'): BlockSeed[] => [
  bannerBlock(locale),
  {
    type: 'customer_service',
    title: HOME_TEXT[locale].customerService,
    content: HOME_TEXT[locale].customerServiceIntro,
    items: CUSTOMER_SERVICE.map(itemIn(locale)),
  },
  { type: 'utilities', title: HOME_TEXT[locale].utilities, items: UTILITIES.map(itemIn(locale)) },
  ...homeListBlocks(locale),
];

const homeBlocks: Localized<BlockSeed[]> = { vi: homeBlocksIn('vi'), en: homeBlocksIn('en') };

/** Intro content of each site's first page, fetched by key (`pages/static/{key}`). */
export const STATIC_PAGES: PageSeed[] = [
  {
    key: 'home',
    templateCode: 'HOME',
    staticKey: 'home-page',
    vi: {
      slug: '',
      title: 'Chứng khoán An Phát – Đồng hành cùng nhà đầu tư',
      summary:
        'Mở tài khoản trực tuyến, giao dịch cổ phiếu, trái phiếu, phái sinh và nhận báo cáo phân tích từ An Phát.',
      keywords: 'chứng khoán, mở tài khoản, giao dịch cổ phiếu, An Phát',
      body: ['Chào mừng quý khách đến với Chứng khoán An Phát.'],
    },
    en: {
      slug: '',
      title: 'An Phat Securities – Investing alongside you',
      summary:
        'Open an account online, trade stocks, bonds and derivatives, and read research from An Phat.',
      keywords: 'securities, open an account, stock trading, An Phat',
      body: ['Welcome to An Phat Securities.'],
    },
    blocks: homeBlocks,
  },
  {
    key: 'analysisCenterIntro',
    templateCode: 'ANALYSIS_CENTER',
    staticKey: 'analysis-center',
    vi: {
      slug: 'trung-tam-phan-tich',
      title: 'Trung tâm phân tích',
      summary:
        'Dữ liệu doanh nghiệp niêm yết, báo cáo tài chính, chỉ số định giá và khuyến nghị từ đội ngũ phân tích An Phát.',
      keywords: 'trung tâm phân tích, thông tin cổ phiếu, báo cáo phân tích',
      body: [
        'Tra cứu các doanh nghiệp niêm yết trên HOSE, HNX và UPCOM: giá trực tuyến, lịch sử giao dịch và phân tích kỹ thuật. Dữ liệu trên trang là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'analysis-center',
      title: 'Analysis Centre',
      summary:
        'Listed-company data, financial statements, valuation ratios and recommendations from the An Phat research team.',
      keywords: 'analysis centre, stock information, research reports',
      body: [
        'Look up companies listed on HOSE, HNX and UPCOM: live prices, trading history and technical analysis. The data shown is demo data.',
      ],
    },
    // The dashboard lists every tool itself; this block says how to use them and where the
    // figures come from.
    blocks: {
      vi: [
        {
          type: 'html',
          title: 'Cách sử dụng Trung tâm phân tích',
          content: [
            '<ol>',
            '<li><strong>Nhập mã chứng khoán</strong> (ví dụ FPT) vào ô tra cứu. Mã được giữ khi quý khách chuyển giữa các trang về cổ phiếu.</li>',
            '<li><strong>Bắt đầu từ Thông tin cổ phiếu</strong> để nắm diễn biến giá và các chỉ số cơ bản, sau đó xem Thông tin tài chính và Báo cáo chi tiết.</li>',
            '<li><strong>Đối chiếu với Báo cáo phân tích</strong> của đội ngũ An Phát trước khi ra quyết định đầu tư.</li>',
            '</ol>',
            '<p><strong>Nguồn dữ liệu.</strong> Trên trang trình diễn này, giá, khối lượng và số liệu doanh nghiệp là dữ liệu minh họa được tạo tự động cho các mã niêm yết thật. Khi kết nối nguồn dữ liệu của nhà cung cấp, giá được cập nhật sau mỗi phiên, còn báo cáo tài chính và sự kiện quyền được cập nhật khi doanh nghiệp công bố thông tin trên HOSE, HNX và UPCOM. Thông tin chỉ mang tính tham khảo, không phải lời mời mua bán chứng khoán.</p>',
          ].join('\n'),
          items: [],
        },
      ],
      en: [
        {
          type: 'html',
          title: 'How to use the Analysis Centre',
          content: [
            '<ol>',
            '<li><strong>Enter a stock symbol</strong> (for example FPT) in the search box. The symbol stays with you as you move between the stock pages.</li>',
            '<li><strong>Start with Stock information</strong> for price movements and key ratios, then go on to Financial information and the Detail report.</li>',
            '<li><strong>Compare with the Analysis reports</strong> from the An Phat research team before you make an investment decision.</li>',
            '</ol>',
            '<p><strong>Data sources.</strong> On this demo site, prices, volumes and company figures are generated illustration data for real listed tickers. Once connected to a market-data vendor, prices update after each trading session, and financial statements and corporate actions update when companies publish them on HOSE, HNX and UPCOM. The information is for reference only and is not an offer to buy or sell securities.</p>',
          ].join('\n'),
          items: [],
        },
      ],
    },
  },
  {
    key: 'recruitmentIntro',
    templateCode: 'RECRUITMENT_HOME',
    staticKey: 'recruitment',
    vi: {
      slug: 'tuyen-dung',
      title: 'Tuyển dụng',
      summary: 'Cùng An Phát xây dựng sự nghiệp trong ngành chứng khoán.',
      keywords: 'tuyển dụng, việc làm chứng khoán, An Phát',
      body: [
        'Tìm vị trí phù hợp, lưu công việc yêu thích và ứng tuyển bằng CV trực tuyến hoặc CV PDF.',
      ],
    },
    en: {
      slug: 'recruitment',
      title: 'Careers',
      summary: 'Build your career in securities with An Phat.',
      keywords: 'careers, securities jobs, An Phat',
      body: [
        'Find the right role, save the jobs you like and apply with an online CV or a PDF CV.',
      ],
    },
    blocks: {
      vi: [
        {
          type: 'intro',
          title: 'Vì sao chọn An Phát',
          items: [
            {
              title: 'Cơ hội nghề nghiệp',
              description: 'Lộ trình phát triển rõ ràng',
              icon: 'briefcase',
              link: { page: 'careers' },
            },
            {
              title: 'Môi trường làm việc',
              description: 'Văn hóa cởi mở, phúc lợi tốt',
              icon: 'users',
              link: { page: 'lifeAtAnPhat' },
            },
            {
              title: 'Quy trình tuyển dụng',
              description: 'Phản hồi trong 10 ngày làm việc',
              icon: 'id-badge-2',
              link: { page: 'joinAnPhat' },
            },
          ],
        },
      ],
      en: [
        {
          type: 'intro',
          title: 'Why An Phat',
          items: [
            {
              title: 'Career opportunities',
              description: 'A clear path to grow',
              icon: 'briefcase',
              link: { page: 'careers' },
            },
            {
              title: 'Life at An Phat',
              description: 'An open culture and good benefits',
              icon: 'users',
              link: { page: 'lifeAtAnPhat' },
            },
            {
              title: 'Hiring process',
              description: 'A reply within 10 working days',
              icon: 'id-badge-2',
              link: { page: 'joinAnPhat' },
            },
          ],
        },
      ],
    },
  },
  {
    key: 'ekycIntro',
    templateCode: 'EKYC',
    staticKey: 'ekyc',
    vi: {
      slug: 'ekyc',
      title: 'Mở tài khoản chứng khoán trực tuyến',
      summary: 'Mở tài khoản bằng căn cước gắn chip trong vài phút, không cần đến quầy giao dịch.',
      keywords: 'mở tài khoản, eKYC, căn cước gắn chip',
      body: [
        'Quý khách cần căn cước gắn chip còn hiệu lực, điện thoại có camera, số điện thoại và email đang sử dụng.',
        'Sau khi đăng ký, quý khách ký hợp đồng điện tử trên ứng dụng di động của An Phát để kích hoạt tài khoản.',
      ],
    },
    en: {
      slug: 'ekyc',
      title: 'Open a securities account online',
      summary: 'Open an account with your chip ID card in minutes, without visiting a branch.',
      keywords: 'open an account, eKYC, chip ID card',
      body: [
        'You need a valid chip ID card, a phone with a camera, and a phone number and email address you use.',
        'After registering, sign the electronic contract in the An Phat mobile app to activate your account.',
      ],
    },
    blocks: {
      vi: [
        {
          type: 'intro',
          title: 'Các bước mở tài khoản',
          items: [
            { title: 'Thông tin tài khoản và liên hệ', icon: 'user-plus' },
            {
              title: 'Xác minh giấy tờ tùy thân',
              description: 'Chụp hai mặt căn cước và chữ ký',
              icon: 'id-badge-2',
            },
            {
              title: 'Nhận diện khuôn mặt',
              description: 'Quay video khuôn mặt, cách camera 30–40 cm',
              icon: 'scan-eye',
            },
            {
              title: 'Thông tin đăng ký',
              description: 'Loại tài khoản, gói dịch vụ, kênh giới thiệu',
              icon: 'file-text',
            },
            {
              title: 'Xác thực OTP',
              description: 'Nhập mã 6 số gửi tới điện thoại',
              icon: 'message-2-code',
            },
            { title: 'Xác nhận hợp đồng và hoàn tất', icon: 'circle-check' },
          ],
        },
      ],
      en: [
        {
          type: 'intro',
          title: 'How it works',
          items: [
            { title: 'Account and contact details', icon: 'user-plus' },
            {
              title: 'Identity documents',
              description: 'Photograph both sides of your ID card and your signature',
              icon: 'id-badge-2',
            },
            {
              title: 'Face recognition',
              description: 'Record a short face video 30–40 cm from the camera',
              icon: 'scan-eye',
            },
            {
              title: 'Registration details',
              description: 'Account type, service pack, referral channel',
              icon: 'file-text',
            },
            {
              title: 'OTP verification',
              description: 'Enter the 6-digit code sent to your phone',
              icon: 'message-2-code',
            },
            { title: 'Confirm the contract and finish', icon: 'circle-check' },
          ],
        },
      ],
    },
  },
];
