/** The ratio or amount of a right as one short text ("1.300 đ/cp (13% mệnh giá)", "100:15"). */
import { formatNumber, formatPercent, type FormatLocale } from '@brokerage/shared/format/number.ts';
import type { ExerciseRight } from '@brokerage/shared/validation/marketApi.ts';

/** The sentences the figures go into, in the page's language. */
export interface RightFigureTexts {
  cash: (values: { amount: string; percent: string }) => string;
  shares: (values: { ratio: string; percent: string }) => string;
  rights: (values: { ratio: string; price: string }) => string;
}

/** Null for a meeting, or a right whose figures the API left out. */
export function rightFigure(
  right: ExerciseRight,
  locale: FormatLocale,
  texts: RightFigureTexts,
): string | null {
  switch (right.kind) {
    case 'cash-dividend':
      if (right.cashPerShare === null) return null;
      return texts.cash({
        amount: formatNumber(right.cashPerShare, locale, { decimals: 0 }),
        percent: formatPercent(right.percentOfPar, locale),
      });
    case 'stock-dividend':
    case 'bonus':
      if (right.ratioText === null) return null;
      return right.ratio === null
        ? right.ratioText
        : texts.shares({
            ratio: right.ratioText,
            percent: formatPercent(right.ratio * 100, locale),
          });
    case 'rights':
      if (right.ratioText === null) return null;
      return right.subscriptionPrice === null
        ? right.ratioText
        : texts.rights({
            ratio: right.ratioText,
            price: formatNumber(right.subscriptionPrice, locale, { decimals: 0 }),
          });
    default:
      return null;
  }
}
