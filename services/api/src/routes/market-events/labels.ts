import type { ExerciseRightType } from '@brokerage/shared/market/companyData.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { MarketEventType } from '@brokerage/shared/validation/marketEvents.ts';
import type { ResultsPeriod } from './deadlines';

type Bilingual = Record<Locale, string>;

/**
 * The calendar's words in both languages: what each date is (the benefit history's calendar
 * uses the same, sites/analysis locales `corporateActions.calendar`), the derived deadlines'
 * titles and the rules they come from, and the .ics file's own texts.
 */

export const RECORD_LABEL: Bilingual = { vi: 'Ngày đăng ký cuối cùng', en: 'Record date' };

export const EXECUTION_LABELS: Record<ExerciseRightType, Bilingual> = {
  'cash-dividend': { vi: 'Ngày thanh toán cổ tức', en: 'Dividend payment date' },
  'stock-dividend': { vi: 'Ngày nhận cổ phiếu cổ tức', en: 'Dividend shares credited' },
  bonus: { vi: 'Ngày nhận cổ phiếu thưởng', en: 'Bonus shares credited' },
  rights: { vi: 'Hạn cuối đăng ký mua', en: 'Last subscription day' },
  agm: { vi: 'Ngày họp đại hội', en: 'Meeting day' },
  egm: { vi: 'Ngày họp đại hội', en: 'Meeting day' },
  'written-opinion': { vi: 'Hạn cuối gửi phiếu lấy ý kiến', en: 'Ballot deadline' },
};

export const DEADLINE_LABELS: Record<'results' | 'agm', Bilingual> = {
  results: { vi: 'Hạn công bố chậm nhất', en: 'Publication deadline' },
  agm: { vi: 'Hạn chót tổ chức đại hội', en: 'Deadline for holding the meeting' },
};

export const TYPE_LABELS: Record<MarketEventType, Bilingual> = {
  rights: { vi: 'Quyền cổ đông', en: 'Shareholder rights' },
  agm: { vi: 'Đại hội đồng cổ đông', en: 'Shareholder meetings' },
  results: { vi: 'Báo cáo tài chính', en: 'Financial results' },
};

/** The statements a results deadline is for. */
export function resultsTitle(locale: Locale, period: ResultsPeriod, fiscalYear: number): string {
  if (locale === 'vi') {
    switch (period) {
      case 'h1':
        return `Báo cáo tài chính bán niên ${fiscalYear} đã soát xét`;
      case 'fy':
        return `Báo cáo tài chính năm ${fiscalYear} đã kiểm toán`;
      default:
        return `Báo cáo tài chính quý ${period.slice(1)}/${fiscalYear}`;
    }
  }
  switch (period) {
    case 'h1':
      return `Reviewed ${fiscalYear} half-year financial statements`;
    case 'fy':
      return `Audited ${fiscalYear} annual financial statements`;
    default:
      return `Q${period.slice(1)} ${fiscalYear} financial statements`;
  }
}

/** The annual meeting a deadline is for (the seed's titles of recorded ones read the same). */
export const agmTitle = (locale: Locale, meetingYear: number): string =>
  locale === 'vi'
    ? `Đại hội đồng cổ đông thường niên năm ${meetingYear}`
    : `${meetingYear} annual general meeting of shareholders`;

/**
 * Where a derived deadline comes from: the general limit (a parent company that consolidates has
 * longer for some statements, which the page's note and docs/market-events.md say once).
 */
export function resultsBasis(locale: Locale, period: ResultsPeriod): string {
  const { vi, en } =
    period === 'h1'
      ? {
          vi: 'trong 45 ngày kể từ ngày kết thúc 6 tháng đầu năm tài chính',
          en: 'within 45 days of the end of the fiscal year’s first six months',
        }
      : period === 'fy'
        ? {
            vi: 'trong 90 ngày kể từ ngày kết thúc năm tài chính',
            en: 'within 90 days of the end of the fiscal year',
          }
        : {
            vi: 'trong 20 ngày kể từ ngày kết thúc quý',
            en: 'within 20 days of the end of the quarter',
          };
  return locale === 'vi'
    ? `Thông tư 96/2020/TT-BTC, Điều 14: ${vi}`
    : `Circular 96/2020/TT-BTC, Article 14: ${en}`;
}

export const AGM_BASIS: Bilingual = {
  vi: 'Luật Doanh nghiệp 2020, Điều 139: trong 4 tháng kể từ ngày kết thúc năm tài chính (có thể gia hạn, không quá 6 tháng)',
  en: 'Law on Enterprises 2020, Article 139: within four months of the end of the fiscal year (extendable to six)',
};

/** The .ics file's texts. */
export const CALENDAR_TEXTS = {
  product: { vi: 'Lịch sự kiện thị trường', en: 'Market events calendar' },
  description: {
    symbol: { vi: 'Mã chứng khoán', en: 'Symbol' },
    type: { vi: 'Loại sự kiện', en: 'Event type' },
    content: { vi: 'Nội dung', en: 'Details' },
    exDate: { vi: 'Ngày GDKHQ', en: 'Ex-rights date' },
    recordDate: { vi: 'Ngày ĐKCC', en: 'Record date' },
    executionDate: { vi: 'Ngày thực hiện', en: 'Payment / execution date' },
    basis: { vi: 'Mốc theo quy định', en: 'Set by the rules' },
    derived: {
      vi: 'Đây là hạn chót theo quy định, không phải ngày doanh nghiệp đã công bố.',
      en: 'This is the legal deadline, not a date the company has announced.',
    },
    source: { vi: 'Nguồn', en: 'Source' },
    demo: { vi: 'dữ liệu minh họa', en: 'demo data' },
  },
  /** The file's name before its dates. */
  fileName: { vi: 'lich-su-kien', en: 'market-events' },
} as const;
