import { publicFileUrl } from '../../../lib/files';
import { TRADING_SITE_URL } from './pages-static';
import type { Localized } from './types';

const OG_IMAGE = {
  vi: publicFileUrl('banner-mo-tai-khoan-vi.svg'),
  en: publicFileUrl('banner-open-account-en.svg'),
};

/** System settings of spec §3, one row per language. */
export const SETTINGS: Localized<{
  siteName: string;
  address: string;
  seoTitle: string;
  seoDescription: string;
  keywords: string;
}> = {
  vi: {
    siteName: 'Chứng khoán An Phát',
    address: 'Tầng 12, tòa nhà An Phát, 36 Hoàng Cầu, phường Ô Chợ Dừa, Hà Nội',
    seoTitle: 'Chứng khoán An Phát – Đồng hành cùng nhà đầu tư Việt',
    seoDescription:
      'Mở tài khoản chứng khoán trực tuyến, giao dịch cổ phiếu, trái phiếu, phái sinh và tra cứu báo cáo phân tích tại Chứng khoán An Phát.',
    keywords:
      'chứng khoán, mở tài khoản chứng khoán, giao dịch cổ phiếu, báo cáo phân tích, An Phát',
  },
  en: {
    siteName: 'An Phat Securities',
    address: '12th floor, An Phat Building, 36 Hoang Cau, O Cho Dua Ward, Hanoi',
    seoTitle: 'An Phat Securities – Investing alongside Vietnam’s investors',
    seoDescription:
      'Open a securities account online, trade stocks, bonds and derivatives, and read research reports at An Phat Securities.',
    keywords: 'securities, open a securities account, stock trading, research reports, An Phat',
  },
};

export const SHARED_SETTINGS = {
  hotline: '1900 98 9999',
  email: { vi: 'hotro@chungkhoananphat.example', en: 'support@chungkhoananphat.example' },
  customerSsoClientId: 'website',
  tradingSiteUrl: TRADING_SITE_URL,
  ogImage: OG_IMAGE,
};

export const SITE_LOCALES = [
  {
    code: 'vi',
    name: 'Tiếng Việt',
    icon: publicFileUrl('flag-vi.svg'),
    message: 'Phiên bản tiếng Việt tạm thời chưa khả dụng. Quý khách vui lòng quay lại sau.',
  },
  {
    code: 'en',
    name: 'English',
    icon: publicFileUrl('flag-en.svg'),
    message: 'The English version is temporarily unavailable. Please check back later.',
  },
];

/** Server overrides of the sites' bundled `common` namespace (dotted keys). */
export const FE_TRANSLATIONS: Localized<Record<string, string>> = {
  vi: {
    'footer.slogan': 'Đồng hành cùng nhà đầu tư Việt',
    'footer.copyright': '© 2026 Công ty Cổ phần Chứng khoán An Phát. Bảo lưu mọi quyền.',
    'footer.licence':
      'Giấy phép thành lập và hoạt động số 99/UBCK-GP do Ủy ban Chứng khoán Nhà nước cấp (dữ liệu minh họa).',
    'header.hotline': 'Tổng đài hỗ trợ',
    'header.openAccount': 'Mở tài khoản',
    'demo.notice': 'Dữ liệu minh họa',
    'errors.underDevelopment':
      'Chúng tôi đang xây dựng tính năng này. Quý khách vui lòng thử lại sau.',
  },
  en: {
    'footer.slogan': 'Investing alongside Vietnam’s investors',
    'footer.copyright': '© 2026 An Phat Securities JSC. All rights reserved.',
    'footer.licence':
      'Establishment and operation licence No. 99/UBCK-GP issued by the State Securities Commission (demo data).',
    'header.hotline': 'Customer hotline',
    'header.openAccount': 'Open an account',
    'demo.notice': 'Demo data',
    'errors.underDevelopment': 'We are building this feature. Please try again later.',
  },
};
