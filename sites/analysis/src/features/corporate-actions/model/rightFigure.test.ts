import { describe, expect, it } from 'vitest';
import { cashDividend, right } from '../testing/rights';
import { rightFigure, type RightFigureTexts } from './rightFigure';

const texts: RightFigureTexts = {
  cash: ({ amount, percent }) => `${amount} đ/cp (${percent})`,
  shares: ({ ratio, percent }) => `${ratio} (${percent})`,
  rights: ({ ratio, price }) => `${ratio}, giá ${price} đ`,
};

describe('rightFigure', () => {
  it('writes a cash dividend, a share issue and a rights issue in the page language', () => {
    expect(rightFigure(cashDividend(1), 'vi', texts)).toBe('1.300 đ/cp (13%)');
    expect(rightFigure(cashDividend(1), 'en', texts)).toBe('1,300 đ/cp (13%)');
    const stock = right(2, { kind: 'stock-dividend', ratio: 0.125, ratioText: '1000:125' });
    expect(rightFigure(stock, 'vi', texts)).toBe('1000:125 (12,5%)');
    const issue = right(3, { kind: 'rights', ratioText: '100:15', subscriptionPrice: 10_000 });
    expect(rightFigure(issue, 'vi', texts)).toBe('100:15, giá 10.000 đ');
    expect(rightFigure(right(4, { kind: 'bonus', ratioText: '10:1' }), 'en', texts)).toBe('10:1');
  });

  it('has no figure for a meeting or a right without its figures', () => {
    expect(rightFigure(right(5), 'vi', texts)).toBeNull();
    expect(rightFigure(cashDividend(6, { cashPerShare: null }), 'vi', texts)).toBeNull();
  });
});
