import type { FlatMenuItem } from '../../repositories/menus';
import { buildMenuTree } from './menu-tree';

const row = (id: number, parentId: number | null, sort = 0): FlatMenuItem => ({
  id,
  parentId,
  sort,
  title: `item ${id}`,
  icon: null,
  iconImage: null,
  link: null,
  target: '_self',
  type: 'group',
  slug: null,
});

describe('buildMenuTree', () => {
  it('nests by parent, orders by sort and counts depth', () => {
    const tree = buildMenuTree([row(3, 1, 1), row(1, null), row(2, 1, 0), row(4, 2)]);
    expect(tree.map((i) => i.id)).toEqual([1]);
    expect(tree[0]?.subMenu.map((i) => i.id)).toEqual([2, 3]);
    expect(tree[0]?.subMenu[0]?.subMenu[0]).toMatchObject({ id: 4, depth: 2 });
  });

  it('drops items whose parent is missing', () => {
    expect(buildMenuTree([row(1, null), row(5, 99)]).map((i) => i.id)).toEqual([1]);
  });
});
