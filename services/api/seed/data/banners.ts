import type { LinkSeed, Localized } from './types';

/** The decorative picture drawn on the right of a banner (files.ts). */
export type BannerMotif = 'account' | 'chart' | 'team';

export interface BannerColours {
  /** Gradient stops, dark enough that white text passes WCAG AA on them without the scrim. */
  from: string;
  to: string;
  /** Highlight colour of the motif. */
  accent: string;
}

export interface BannerArt extends BannerColours {
  motif: BannerMotif;
}

/** The brand's green-teal (shade 9 of the site theme), also used for the share picture. */
export const BRAND_COLOURS: BannerColours = { from: '#00503c', to: '#012a20', accent: '#68bfa6' };

export interface BannerSeed {
  /** One text-free, language-neutral picture per banner. */
  file: string;
  art: BannerArt;
  /** The banner's words, rendered by the site as HTML over the picture. */
  text: Localized<{ title: string; description: string }>;
  link: LinkSeed;
}

export const BANNERS: BannerSeed[] = [
  {
    file: 'banner-open-account.svg',
    art: { motif: 'account', ...BRAND_COLOURS },
    link: { route: 'ekyc' },
    text: {
      vi: {
        title: 'Mở tài khoản chứng khoán trực tuyến trong 5 phút',
        description:
          'Xác thực bằng căn cước gắn chip ngay trên điện thoại, không cần đến quầy giao dịch.',
      },
      en: {
        title: 'Open a securities account online in 5 minutes',
        description: 'Verify with your chip ID card on your phone, with no branch visit needed.',
      },
    },
  },
  {
    file: 'banner-analysis-center.svg',
    art: { motif: 'chart', from: '#15407e', to: '#0a1f40', accent: '#7fb8ef' },
    link: { route: 'analysisCenter' },
    text: {
      vi: {
        title: 'Trung tâm phân tích: dữ liệu doanh nghiệp chuyên sâu',
        description:
          'Báo cáo tài chính, chỉ số định giá và khuyến nghị đầu tư từ đội ngũ phân tích An Phát.',
      },
      en: {
        title: 'Analysis Centre: in-depth company data',
        description:
          'Financial statements, valuation ratios and investment recommendations from the An Phat research team.',
      },
    },
  },
  {
    file: 'banner-careers.svg',
    art: { motif: 'team', from: '#7a4a0c', to: '#3d2404', accent: '#f2b84b' },
    link: { route: 'recruitment' },
    text: {
      vi: {
        title: 'Gia nhập đội ngũ An Phát',
        description:
          'Hơn 40 vị trí đang tuyển tại Hà Nội, Đà Nẵng và TP. Hồ Chí Minh. Cùng chúng tôi kiến tạo giá trị bền vững.',
      },
      en: {
        title: 'Join the An Phat team',
        description:
          'More than 40 openings in Hanoi, Da Nang and Ho Chi Minh City. Build lasting value with us.',
      },
    },
  },
];
