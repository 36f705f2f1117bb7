import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import vi from '../locales/vi/common.json';
import { describeLocaleParity } from '../testing/localeParity';

describeLocaleParity('common', { vi, en });

describe('common locale files', () => {
  it('carry the exact error titles of spec §2', () => {
    expect(vi.errorPage.forbidden.title).toBe('Rất tiếc, chúng tôi đang phát triển tính năng này');
    expect(vi.errorPage.notFound.title).toBe('Rất tiếc, chúng tôi không tìm thấy trang này');
    expect(vi.errorPage.stockNotFound.title).toBe('Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này');
    expect(vi.errorPage.serverError.title).toBe('Lỗi máy chủ nội bộ');
    expect(vi.errorPage.maintenance.title).toBe('Rất tiếc, hệ thống đang được bảo trì');
    expect(vi.errorPage.forbidden.description).toBe('Chúng tôi đang xây dựng tính năng này. Quý khách vui lòng thử lại sau.');
  });
});
