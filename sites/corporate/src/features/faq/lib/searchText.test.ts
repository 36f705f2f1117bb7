import { describe, expect, it } from 'vitest';
import { foldVietnamese, matchesWords, plainText, queryWords } from './searchText';

describe('foldVietnamese', () => {
  it('drops tone and vowel marks and folds đ', () => {
    expect(foldVietnamese('Mở TÀI khoản  ĐẦU tư')).toBe('mo tai khoan dau tu');
    expect(foldVietnamese('Phí lưu ký chứng khoán')).toBe('phi luu ky chung khoan');
  });

  it('treats precomposed and decomposed input alike', () => {
    expect(foldVietnamese('Ứng trước'.normalize('NFD'))).toBe(foldVietnamese('Ứng trước'.normalize('NFC')));
  });
});

describe('query matching', () => {
  const text = foldVietnamese('Làm thế nào để mở tài khoản chứng khoán trực tuyến?');

  it('matches with or without diacritics, words in any order', () => {
    expect(matchesWords(text, queryWords('mo tai khoan'))).toBe(true);
    expect(matchesWords(text, queryWords('Mở Tài Khoản'))).toBe(true);
    expect(matchesWords(text, queryWords('truc tuyen  mo'))).toBe(true);
    expect(matchesWords(text, queryWords('ky quy'))).toBe(false);
  });

  it('an empty query has no words', () => {
    expect(queryWords('   ')).toEqual([]);
  });

  it('reads the text of HTML answers', () => {
    expect(plainText('<p>Phí&nbsp;<strong>0,15%</strong></p>').replace(/\s+/g, ' ').trim()).toBe('Phí 0,15%');
  });
});
