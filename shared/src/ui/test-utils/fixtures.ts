import type { Menu, MenuItem, SystemGeneral } from '../../validation';

/** System settings as the seeded API returns them, with overrides. */
export function fixtureGeneral(overrides: Partial<SystemGeneral> = {}): SystemGeneral {
  return {
    siteName: 'Chứng khoán An Phát',
    hotline: '1900 98 9999',
    email: 'hotro@anphat.example',
    address: 'Tầng 12, 25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
    customerSSOClientId: 'website',
    chatScripts: [],
    gaId: null,
    gtmId: null,
    googleRecaptchaSiteKey: null,
    tradingSiteUrl: null,
    locales: [
      { code: 'vi', name: 'Tiếng Việt', icon: '/api/v1/files/flag-vi.svg', enabled: true, message: '' },
      { code: 'en', name: 'English', icon: '/api/v1/files/flag-en.svg', enabled: true, message: 'English is coming soon.' },
    ],
    seo: { title: 'Chứng khoán An Phát', description: 'Công ty chứng khoán An Phát', keyword: 'chứng khoán', imgSrc: null },
    og: { title: null, description: null, image: null, type: 'website' },
    ...overrides,
  };
}

let nextId = 1000;

/** One menu item; `subMenu` children get their parent's id and depth + 1. */
export function fixtureMenuItem(item: Partial<MenuItem> & Pick<MenuItem, 'title'>, depth = 0): MenuItem {
  const id = item.id ?? nextId++;
  return {
    id,
    parentId: item.parentId ?? null,
    depth,
    title: item.title,
    icon: item.icon ?? null,
    iconImage: item.iconImage ?? null,
    link: item.link ?? null,
    target: item.target ?? '_self',
    type: item.type ?? (item.link ? 'link' : 'group'),
    reference: item.reference ?? null,
    subMenu: (item.subMenu ?? []).map((child) => fixtureMenuItem({ ...child, parentId: id }, depth + 1)),
  };
}

/** A header menu three levels deep (icons, a CMS page, an external link) and a footer menu. */
export function fixtureMenus(): Menu[] {
  return [
    {
      code: 'header',
      items: [
        fixtureMenuItem({
          title: 'Phân tích',
          icon: 'chart-line',
          subMenu: [
            fixtureMenuItem({ title: 'Trung tâm phân tích', icon: 'report-analytics', link: '/trung-tam-phan-tich' }),
            fixtureMenuItem({
              title: 'Báo cáo',
              icon: 'file-text',
              subMenu: [
                fixtureMenuItem({ title: 'Báo cáo phân tích', link: '/bao-cao-phan-tich' }),
                fixtureMenuItem({ title: 'Báo cáo thường niên', type: 'page', reference: { slug: 'bao-cao-thuong-nien' } }),
              ],
            }),
            fixtureMenuItem({ title: 'Bảng giá', icon: 'external-link', link: 'https://banggia.example.com', target: '_blank' }),
          ],
        }),
        fixtureMenuItem({ title: 'Tuyển dụng', icon: 'briefcase', link: '/tuyen-dung' }),
        fixtureMenuItem({ title: 'Liên hệ', link: '/lien-he' }),
      ],
    },
    {
      code: 'footer',
      items: [
        fixtureMenuItem({
          title: 'Về An Phát',
          subMenu: [
            fixtureMenuItem({ title: 'Giới thiệu', type: 'page', reference: { slug: 'gioi-thieu' } }),
            fixtureMenuItem({ title: 'Liên hệ', link: '/lien-he' }),
          ],
        }),
        fixtureMenuItem({
          title: 'Hỗ trợ',
          subMenu: [fixtureMenuItem({ title: 'Biểu phí', link: '/bieu-phi' })],
        }),
      ],
    },
  ];
}
