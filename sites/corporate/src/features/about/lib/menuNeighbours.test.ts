import { describe, expect, it } from 'vitest';
import { fixtureMenuItem } from '@brokerage/shared/testing/fixtures.ts';
import { menuNeighbours } from './menuNeighbours';

const menu = [
  fixtureMenuItem({
    title: 'Hỗ trợ giao dịch',
    subMenu: [
      fixtureMenuItem({ title: 'Biểu phí', type: 'link', link: '/bieu-phi' }),
      fixtureMenuItem({ title: 'Nghiệp vụ giao dịch', type: 'page', reference: { slug: 'nghiep-vu-giao-dich' } }),
      fixtureMenuItem({ title: 'Quy định giao dịch', type: 'page', reference: { slug: 'quy-dinh-giao-dich' } }),
      fixtureMenuItem({ title: 'Nhóm', type: 'group' }),
    ],
  }),
];

describe('menuNeighbours', () => {
  it('finds the section of a page and the other pages in it', () => {
    const found = menuNeighbours(menu, ['nghiep-vu-giao-dich', 'trading-operations'], 'vi');
    expect(found?.section).toEqual({ title: 'Hỗ trợ giao dịch', href: null });
    expect(found?.links.map((l) => [l.title, l.href])).toEqual([
      ['Biểu phí', '/bieu-phi'],
      ['Quy định giao dịch', '/quy-dinh-giao-dich'],
    ]);
  });

  it('builds English paths for English pages', () => {
    const found = menuNeighbours(menu, ['nghiep-vu-giao-dich'], 'en');
    expect(found?.links[1]?.href).toBe('/en/quy-dinh-giao-dich');
  });

  it('gives null for a page the menu does not list', () => {
    expect(menuNeighbours(menu, ['khong-co'], 'vi')).toBeNull();
  });
});
