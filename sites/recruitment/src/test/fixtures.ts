import type { BlockItem, Page, PageBlock } from '@brokerage/shared/validation';

/** A CMS page as `PageSchema` describes it, with overridable parts. */
export function makePage(over: Partial<Page> = {}): Page {
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

export function makeItem(over: Partial<BlockItem> = {}): BlockItem {
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

export function makeBlock(over: Partial<PageBlock> = {}): PageBlock {
  return { id: 1, type: 'html', title: null, content: null, items: [], ...over };
}
