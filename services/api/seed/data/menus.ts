import type { IconName } from '@brokerage/shared/validation/icons.ts';
import { publicFileUrl } from '../../src/lib/files/files';
import { TRADING_SITE_URL } from './pages-static';
import type { LinkSeed, Localized } from './types';

export interface MenuItemSeed {
  title: Localized<string>;
  /** No link: a group heading. A `page` link makes a `page` item. */
  link?: LinkSeed;
  icon?: IconName;
  iconImage?: string;
  target?: '_self' | '_blank';
  children?: MenuItemSeed[];
}

const item = (
  vi: string,
  en: string,
  link?: LinkSeed,
  extra: Omit<MenuItemSeed, 'title' | 'link'> = {},
): MenuItemSeed => ({
  title: { vi, en },
  ...(link ? { link } : {}),
  ...extra,
});

/** Every section of the product is reachable from here (depth 0–2). */
const HEADER: MenuItemSeed[] = [
  item(
    'Giới thiệu',
    'About us',
    { page: 'aboutGeneral' },
    {
      icon: 'building',
      children: [
        item('Tổng quan', 'Overview', { page: 'aboutOverview' }),
        item('Ban lãnh đạo', 'Leadership', { page: 'aboutLeader' }),
        item('Bộ máy quản lý', 'Departments', { route: 'departments' }),
        item('Sơ đồ tổ chức', 'Organisational chart', { page: 'aboutOrgChart' }),
        item('Mạng lưới hoạt động', 'Branch network', { page: 'aboutNetwork' }),
        item('Giá trị cốt lõi', 'Core values', { page: 'aboutValue' }),
        item('Thành tựu', 'Achievements', { page: 'aboutAchievement' }),
        item('Chính sách', 'Policies', { page: 'aboutPolicy' }),
      ],
    },
  ),
  item(
    'Khách hàng cá nhân',
    'Individual customers',
    { route: 'individualCustomer' },
    {
      icon: 'user',
      children: [
        item('Giao dịch cổ phiếu', 'Stock trading', { page: 'stockTrading' }),
        item('Quản lý tài khoản', 'Account management', { page: 'accountManagement' }),
        item('Tư vấn đầu tư', 'Investment advisory', { page: 'investmentConsulting' }),
        item('Báo cáo cho nhà đầu tư', 'Research for investors', { page: 'investorResearch' }),
        item(
          'Câu hỏi thường gặp',
          'FAQ',
          { page: 'faq' },
          {
            children: [
              item('Hỏi đáp về mở tài khoản', 'Account opening questions', {
                page: 'faqAccountOpening',
              }),
            ],
          },
        ),
      ],
    },
  ),
  item(
    'Khách hàng tổ chức',
    'Organisation customers',
    { route: 'organizeCustomer' },
    { icon: 'building-skyscraper' },
  ),
  item(
    'Ngân hàng đầu tư',
    'Investment banking',
    { route: 'bankInvestment' },
    {
      icon: 'building-bank',
      children: [
        item('Thương vụ tiêu biểu', 'Recent deals', { page: 'recentDeals' }),
        item(
          'Trái phiếu doanh nghiệp',
          'Corporate bonds',
          { page: 'corporateBonds' },
          {
            children: [
              item(
                'Đăng ký giao dịch trái phiếu',
                'Register for bond trading',
                { route: 'registerBondTrading' },
                {
                  iconImage: publicFileUrl('menu-bond.svg'),
                },
              ),
            ],
          },
        ),
      ],
    },
  ),
  item('Hỗ trợ giao dịch', 'Trading support', undefined, {
    icon: 'lifebuoy',
    children: [
      item('Biểu phí', 'Fees', { route: 'transactionFee' }, { icon: 'receipt' }),
      item('Hướng dẫn hệ thống giao dịch', 'Trading system guide', { page: 'tradingSystemGuide' }),
      item('Tính năng giao dịch', 'Trading features', { page: 'tradingFeatures' }),
      item('Sản phẩm và dịch vụ', 'Products and services', { page: 'productsAndServices' }),
      item('Nghiệp vụ giao dịch', 'Trading operations', { page: 'tradingOperations' }),
      item('Quy định giao dịch', 'Trading rules', { page: 'tradingRules' }),
      item('Câu hỏi thường gặp', 'FAQ', { page: 'faq' }, { icon: 'help-circle' }),
    ],
  }),
  item('Tin tức', 'News', undefined, {
    icon: 'news',
    children: [
      item(
        'Tin An Phát',
        'An Phat news',
        { page: 'newsCompany' },
        {
          children: [
            item('Tin cổ phiếu', 'Stock news', { page: 'newsStock' }),
            item('Tin trái phiếu', 'Bond news', { page: 'newsBond' }),
            item('Tin phái sinh', 'Derivatives news', { page: 'newsDerivative' }),
            item('Tin quỹ đầu tư', 'Fund news', { page: 'newsFund' }),
          ],
        },
      ),
      item('Công bố thông tin', 'Disclosures', { route: 'disclosureNews' }),
      item('Tin từ Sở giao dịch', 'Exchange news', { route: 'sgdckNews' }),
      item('Video', 'Videos', { page: 'videos' }),
      item('Lịch sự kiện', 'Events calendar', { page: 'eventsCalendar' }),
    ],
  }),
  item('Quan hệ cổ đông', 'Investor relations', undefined, {
    icon: 'report',
    children: [
      item('Báo cáo thường niên', 'Annual reports', { page: 'annualReports' }),
      item('Báo cáo tài chính', 'Financial statements', { page: 'financialStatements' }),
      item('Báo cáo quản trị công ty', 'Corporate governance reports', {
        page: 'governanceReports',
      }),
    ],
  }),
  item(
    'Trung tâm phân tích',
    'Analysis Centre',
    { route: 'analysisCenter' },
    {
      icon: 'chart-line',
      iconImage: publicFileUrl('menu-analysis.svg'),
      children: [
        item('Bảng giá', 'Price board', { route: 'analysisCenter', subPage: 'priceBoard' }),
        item('Lịch sự kiện', 'Market events', {
          route: 'analysisCenter',
          subPage: 'marketEvents',
        }),
        item('Thông tin cổ phiếu', 'Stock information', {
          route: 'analysisCenter',
          subPage: 'stockInformation',
        }),
        item('Hồ sơ doanh nghiệp', 'Company profile', {
          route: 'analysisCenter',
          subPage: 'businessProfile',
        }),
        item('Phân tích kỹ thuật', 'Technical analysis', {
          route: 'analysisCenter',
          subPage: 'technicalAnalytic',
        }),
        item('Báo cáo phân tích', 'Research reports', { route: 'analysisReports' }),
      ],
    },
  ),
  item(
    'Tuyển dụng',
    'Careers',
    { route: 'recruitment' },
    {
      icon: 'briefcase',
      children: [
        item('Cơ hội nghề nghiệp', 'Career opportunities', { page: 'careers' }),
        item('Môi trường làm việc', 'Life at An Phat', { page: 'lifeAtAnPhat' }),
        item('Gia nhập An Phát', 'Join An Phat', { page: 'joinAnPhat' }),
      ],
    },
  ),
  item(
    'Mở tài khoản',
    'Open an account',
    { route: 'ekyc' },
    { icon: 'user-plus', iconImage: publicFileUrl('menu-ekyc.svg') },
  ),
  item(
    'Giao dịch trực tuyến',
    'Online trading',
    { url: TRADING_SITE_URL },
    { icon: 'device-desktop-analytics', target: '_blank' },
  ),
  item('Liên hệ', 'Contact', { route: 'contact' }, { icon: 'headset' }),
];

const FOOTER: MenuItemSeed[] = [
  item('Về An Phát', 'About An Phat', undefined, {
    children: [
      item('Giới thiệu', 'About us', { page: 'aboutGeneral' }),
      item('Ban lãnh đạo', 'Leadership', { page: 'aboutLeader' }),
      item('Mạng lưới hoạt động', 'Branch network', { page: 'aboutNetwork' }),
      item('Tuyển dụng', 'Careers', { route: 'recruitment' }),
      item('Liên hệ', 'Contact', { route: 'contact' }),
    ],
  }),
  item('Sản phẩm dịch vụ', 'Products and services', undefined, {
    children: [
      item('Khách hàng cá nhân', 'Individual customers', { route: 'individualCustomer' }),
      item('Khách hàng tổ chức', 'Organisation customers', { route: 'organizeCustomer' }),
      item('Ngân hàng đầu tư', 'Investment banking', { route: 'bankInvestment' }),
      item('Trung tâm phân tích', 'Analysis Centre', { route: 'analysisCenter' }),
    ],
  }),
  item('Hỗ trợ', 'Support', undefined, {
    children: [
      item('Mở tài khoản', 'Open an account', { route: 'ekyc' }),
      item('Biểu phí', 'Fees', { route: 'transactionFee' }),
      item('Hướng dẫn giao dịch', 'Trading guides', { page: 'tradingSystemGuide' }),
      item('Câu hỏi thường gặp', 'FAQ', { page: 'faq' }),
      item('Chính sách và quy định', 'Policies and regulations', { page: 'aboutPolicy' }),
    ],
  }),
  item('Liên kết', 'Links', undefined, {
    children: [
      item(
        'Sở Giao dịch Chứng khoán TP.HCM',
        'Ho Chi Minh Stock Exchange',
        { url: 'https://www.hsx.vn/' },
        { target: '_blank' },
      ),
      item(
        'Sở Giao dịch Chứng khoán Hà Nội',
        'Hanoi Stock Exchange',
        { url: 'https://www.hnx.vn/' },
        { target: '_blank' },
      ),
    ],
  }),
];

export const MENUS: { code: string; items: MenuItemSeed[] }[] = [
  { code: 'header', items: HEADER },
  { code: 'footer', items: FOOTER },
];
