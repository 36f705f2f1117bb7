import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import vi from '../locales/vi/common.json';
import type { TranslationTree } from '../validation';

function keys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

function lookup(tree: TranslationTree, path: string): string {
  const value = path.split('.').reduce<TranslationTree | string | undefined>(
    (node, part) => (typeof node === 'object' ? node[part] : undefined),
    tree,
  );
  return typeof value === 'string' ? value : '';
}

describe('common locale files', () => {
  it('have the same keys in Vietnamese and English', () => {
    expect(keys(vi).sort()).toEqual(keys(en).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const key of keys(vi)) {
      expect(lookup(vi, key).trim(), key).not.toBe('');
      expect(lookup(en, key).trim(), key).not.toBe('');
      expect(placeholders(lookup(en, key)), key).toEqual(placeholders(lookup(vi, key)));
    }
  });

  it('carry the exact error titles of spec §2', () => {
    expect(vi.errorPage.forbidden.title).toBe('Rất tiếc, chúng tôi đang phát triển tính năng này');
    expect(vi.errorPage.notFound.title).toBe('Rất tiếc, chúng tôi không tìm thấy trang này');
    expect(vi.errorPage.stockNotFound.title).toBe('Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này');
    expect(vi.errorPage.serverError.title).toBe('Lỗi máy chủ nội bộ');
    expect(vi.errorPage.maintenance.title).toBe('Rất tiếc, hệ thống đang được bảo trì');
    expect(vi.errorPage.forbidden.description).toBe('Chúng tôi đang xây dựng tính năng này. Quý khách vui lòng thử lại sau.');
  });
});
