import { describe, expect, it } from 'vitest';
import { relatedLinks } from './RelatedItems';

describe('relatedLinks', () => {
  it('links each item to its path, else to its type’s route in the language', () => {
    const items = [
      { id: 1, type: 'instruct', slug: 'mo-tai-khoan', title: 'Mở tài khoản', path: null },
      { id: 2, type: 'instruct', slug: 'nop-tien', title: 'Nộp tiền', path: '/nop-tien' },
    ];
    expect(relatedLinks(items, 'vi')).toEqual([
      { id: 1, title: 'Mở tài khoản', href: '/chi-tiet-ho-tro-giao-dich/mo-tai-khoan' },
      { id: 2, title: 'Nộp tiền', href: '/nop-tien' },
    ]);
  });
});
