import type { LinkSeed, Localized } from './types';

export interface BannerArt {
  eyebrow: string;
  title: string[];
  subtitle: string;
  cta: string;
  from: string;
  to: string;
}

export interface BannerSeed {
  file: Localized<string>;
  art: Localized<BannerArt>;
  link: LinkSeed;
}

const brand = { vi: 'CHỨNG KHOÁN AN PHÁT', en: 'AN PHAT SECURITIES' };

/** Home banners: the text is drawn into the SVG, so each language has its own image. */
export const BANNERS: BannerSeed[] = [
  {
    file: { vi: 'banner-mo-tai-khoan-vi.svg', en: 'banner-open-account-en.svg' },
    link: { route: 'ekyc' },
    art: {
      vi: {
        eyebrow: brand.vi,
        title: ['Mở tài khoản chứng khoán', 'trực tuyến chỉ trong 5 phút'],
        subtitle: 'Xác thực bằng căn cước gắn chip, không cần đến quầy.',
        cta: 'Mở tài khoản ngay',
        from: '#0b7a4b',
        to: '#0f5132',
      },
      en: {
        eyebrow: brand.en,
        title: ['Open a securities account', 'online in just 5 minutes'],
        subtitle: 'Verify with your chip ID card, no branch visit needed.',
        cta: 'Open an account',
        from: '#0b7a4b',
        to: '#0f5132',
      },
    },
  },
  {
    file: { vi: 'banner-trung-tam-phan-tich-vi.svg', en: 'banner-analysis-center-en.svg' },
    link: { route: 'analysisCenter' },
    art: {
      vi: {
        eyebrow: brand.vi,
        title: ['Trung tâm phân tích', 'dữ liệu doanh nghiệp chuyên sâu'],
        subtitle: 'Báo cáo tài chính, chỉ số định giá và khuyến nghị đầu tư.',
        cta: 'Khám phá ngay',
        from: '#1c4f9c',
        to: '#0d2c5c',
      },
      en: {
        eyebrow: brand.en,
        title: ['Analysis Centre', 'in-depth company data'],
        subtitle: 'Financial statements, valuation ratios and recommendations.',
        cta: 'Explore now',
        from: '#1c4f9c',
        to: '#0d2c5c',
      },
    },
  },
  {
    file: { vi: 'banner-tuyen-dung-vi.svg', en: 'banner-careers-en.svg' },
    link: { route: 'recruitment' },
    art: {
      vi: {
        eyebrow: brand.vi,
        title: ['Gia nhập đội ngũ An Phát', 'cùng kiến tạo giá trị bền vững'],
        subtitle: 'Hơn 40 vị trí đang chờ bạn tại Hà Nội, Đà Nẵng và TP. Hồ Chí Minh.',
        cta: 'Xem vị trí tuyển dụng',
        from: '#b7791f',
        to: '#7b4a0e',
      },
      en: {
        eyebrow: brand.en,
        title: ['Join the An Phat team', 'and build lasting value'],
        subtitle: 'Over 40 openings in Hanoi, Da Nang and Ho Chi Minh City.',
        cta: 'See open positions',
        from: '#b7791f',
        to: '#7b4a0e',
      },
    },
  },
];
