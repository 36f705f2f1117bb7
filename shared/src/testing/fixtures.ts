import type { CustomerSessionStore } from '../auth/CustomerSessionStore';
import type { AnalysisReport } from '../validation/contentItems';
import type { Customer } from '../validation/customers';
import type { IndexQuote } from '../validation/marketApi';
import type {
  BlockItem,
  Menu,
  MenuItem,
  Page,
  PageBlock,
  Redirect,
  SystemGeneral,
} from '../validation/content';

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

/** A CMS page as `PageSchema` describes it, with overridable parts. */
export function fixturePage(over: Partial<Page> = {}): Page {
  return {
    id: 1,
    templateCode: 'ABOUT_GENERAL',
    title: 'Giới thiệu chung',
    summary: 'Chứng khoán An Phát đồng hành cùng nhà đầu tư.',
    content: '<p>Thành lập năm 2007.</p>',
    seo: { title: null, description: null, keyword: null, imgSrc: null },
    og: { title: null, description: null, image: null, type: null },
    translations: [{ locale: 'en', slug: 'about-us' }],
    blocks: [],
    updatedAt: '2026-03-01T08:00:00+07:00',
    ...over,
  };
}

/** A block of a page: plain HTML with no title or items unless given. */
export function fixturePageBlock(over: Partial<PageBlock> = {}): PageBlock {
  return { id: 1, type: 'html', title: null, content: null, items: [], ...over };
}

/** One item (card) of a page block. */
export function fixtureBlockItem(over: Partial<BlockItem> = {}): BlockItem {
  return {
    id: 1,
    title: 'Mở tài khoản',
    description: null,
    image: null,
    icon: null,
    link: null,
    target: '_self',
    ...over,
  };
}

/** An entry of the redirect table, as `systems/redirects/show` returns it. */
export function fixtureRedirect(over: Partial<Redirect> = {}): Redirect {
  return {
    path: '/trang-cu',
    target: '/lien-he',
    targetType: 'internal',
    locale: 'vi',
    statusCode: 301,
    ...over,
  };
}

/** A logged-in customer as `customers/me` answers (direct login unless `loginMethod` says). */
export function fixtureCustomer(over: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    accountNumber: '009C000001',
    fullName: 'Nguyễn Văn An',
    email: null,
    phone: null,
    customerType: 'individual',
    loginMethod: 'direct',
    ...over,
  };
}

/** How a test's visitor is logged in: not at all, with account and password, or by SSO. */
export type TestSession = 'anonymous' | 'direct' | 'sso';

/** Logs the visitor in as `session` says: a token and no profile yet, as right after a login. */
export function startSession(customer: CustomerSessionStore, session: TestSession): void {
  if (session === 'anonymous') return;
  customer.setSession({ accessToken: 'token', customer: null }, { isSso: session === 'sso' });
}

/** An analysis report (`ttpt-reports`) as the API sends it: a free FPT company report, no file. */
export function fixtureAnalysisReport(over: Partial<AnalysisReport> = {}): AnalysisReport {
  return {
    id: 12,
    name: 'FPT: Tăng trưởng mảng công nghệ',
    stockSymbol: 'FPT',
    type: { id: 1, name: 'Báo cáo doanh nghiệp', code: 'company' },
    createdAt: '2026-03-05T02:00:00.000Z',
    style: { bgColor: null },
    requiredLogin: false,
    file: null,
    releaseDate: '2026-03-05',
    releaseYear: 2026,
    pages: 18,
    summary: null,
    ...over,
  };
}

/** VN-Index's last session as `index-quotes` answers it (three closes of sparkline), with overrides. */
export function fixtureIndexQuote(over: Partial<IndexQuote> = {}): IndexQuote {
  return {
    exchangeCode: '10',
    symbol: 'VNINDEX',
    value: 1_250,
    changeValue: 5,
    changeValuePercent: 0.4,
    updatedAt: '2026-11-20T15:00:00+07:00',
    sessionDate: '2026-11-20',
    previousValue: 1_245,
    open: 1_246,
    high: 1_255,
    low: 1_240,
    totalVolume: 1,
    totalValue: 1,
    advances: 1,
    declines: 2,
    unchanged: 3,
    ceilings: 0,
    floors: 0,
    sparkline: [
      { sessionDate: '2026-11-18', value: 1_240 },
      { sessionDate: '2026-11-19', value: 1_245 },
      { sessionDate: '2026-11-20', value: 1_250 },
    ],
    ...over,
  };
}
