import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import {
  type AssessmentAxis,
  type Criterion,
  type CriterionCode,
  MIN_SECTOR_COMPANIES,
} from '@brokerage/shared/market/fundamentals/assessment.ts';
import type { FirmType } from '@brokerage/shared/market/fundamentals/types.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AssessmentReason, ReasonTone } from '@brokerage/shared/validation/assessmentApi.ts';

type Text = Record<Locale, string>;

export const AXIS_LABELS: Readonly<Record<AssessmentAxis, Text>> = {
  businessModel: { vi: 'Mô hình kinh doanh', en: 'Business model' },
  performance: { vi: 'Hiệu quả hoạt động', en: 'Performance' },
  financialHealth: { vi: 'Sức khỏe tài chính', en: 'Financial health' },
  valuation: { vi: 'Định giá', en: 'Valuation' },
  technicalStrength: { vi: 'Sức mạnh kỹ thuật', en: 'Technical strength' },
  priceMomentum: { vi: 'Động lực giá', en: 'Price momentum' },
};

export const CRITERION_LABELS: Readonly<Record<CriterionCode, Text>> = {
  revenueGrowthYears: { vi: 'Số năm doanh thu tăng', en: 'Years of revenue growth' },
  revenueCagr: { vi: 'Tăng trưởng doanh thu bình quân', en: 'Revenue growth rate (CAGR)' },
  marginStability: { vi: 'Độ ổn định biên lợi nhuận', en: 'Margin stability' },
  marginVsSector: { vi: 'Biên lợi nhuận so với ngành', en: 'Margin against the sector' },
  roe: { vi: 'ROE', en: 'ROE' },
  roa: { vi: 'ROA', en: 'ROA' },
  profitGrowth: { vi: 'Tăng trưởng lợi nhuận', en: 'Profit growth' },
  revenueGrowth: { vi: 'Tăng trưởng doanh thu', en: 'Revenue growth' },
  debtToEquity: { vi: 'Nợ/Vốn chủ sở hữu', en: 'Liabilities to equity' },
  currentRatio: { vi: 'Thanh toán hiện hành', en: 'Current ratio' },
  negativeEquity: { vi: 'Vốn chủ sở hữu', en: 'Equity' },
  nplRatio: { vi: 'Tỷ lệ nợ xấu', en: 'NPL ratio' },
  loanToDeposit: { vi: 'Tỷ lệ cho vay/huy động (LDR)', en: 'Loan-to-deposit ratio' },
  equityToAssets: { vi: 'Vốn chủ sở hữu/Tổng tài sản', en: 'Equity to assets' },
  casaRatio: { vi: 'Tỷ lệ CASA', en: 'CASA ratio' },
  combinedRatio: { vi: 'Tỷ lệ kết hợp', en: 'Combined ratio' },
  marginLending: { vi: 'Cho vay ký quỹ/Vốn chủ sở hữu', en: 'Margin lending to equity' },
  peVsSector: { vi: 'P/E so với ngành', en: 'P/E against the sector' },
  pbVsSector: { vi: 'P/B so với ngành', en: 'P/B against the sector' },
  peLevel: { vi: 'Mức P/E', en: 'P/E level' },
  lossMaking: { vi: 'Lợi nhuận 4 quý', en: 'Four-quarter earnings' },
  movingAverages: { vi: 'Giá so với các đường MA', en: 'Price against moving averages' },
  rsi: { vi: 'RSI(14)', en: 'RSI(14)' },
  momentum1M: { vi: 'Lợi suất 1 tháng so với VN-Index', en: '1-month return vs VN-Index' },
  momentum3M: { vi: 'Lợi suất 3 tháng so với VN-Index', en: '3-month return vs VN-Index' },
  momentum6M: { vi: 'Lợi suất 6 tháng so với VN-Index', en: '6-month return vs VN-Index' },
};

/** A reason's tone from its points. */
export function toneOf(points: number | null): ReasonTone {
  if (points === null) return 'unavailable';
  if (points >= 4) return 'positive';
  if (points <= 1) return 'negative';
  return 'neutral';
}

/** The figures of one locale: percentages from fractions, multiples, points of return. */
function formatters(locale: Locale) {
  const pct = (v: number | null | undefined, signed = false) =>
    formatPercent(v === null || v === undefined ? null : v * 100, locale, { decimals: 1, signed });
  const num = (v: number | null | undefined, decimals = 2) =>
    formatNumber(v ?? null, locale, { decimals });
  return { pct, num };
}

type Values = Criterion['values'];

/** A criterion's sentence with its figures, in `locale`; null values fall back to "not enough data". */
function sentence(
  code: CriterionCode,
  v: Values,
  locale: Locale,
  firmType: FirmType,
): string | null {
  const { pct, num } = formatters(locale);
  const vi = locale === 'vi';
  const range = `${v.from}–${v.to}`;
  const companies = (n: number | null | undefined) =>
    vi ? `${n} công ty` : `${n} ${n === 1 ? 'company' : 'companies'}`;
  switch (code) {
    case 'revenueGrowthYears':
      if (v.up === undefined) return null;
      return vi
        ? `Doanh thu tăng ở ${v.up}/${v.comparisons} năm trong giai đoạn ${range}.`
        : `Revenue grew in ${v.up} of ${v.comparisons} years over ${range}.`;
    case 'revenueCagr': {
      if (v.cagr === undefined || v.cagr === null) return null;
      const grew = v.cagr >= 0;
      return vi
        ? `Doanh thu ${grew ? 'tăng' : 'giảm'} bình quân ${pct(Math.abs(v.cagr))} mỗi năm giai đoạn ${range}.`
        : `Revenue ${grew ? 'grew' : 'fell'} ${pct(Math.abs(v.cagr))} a year on average over ${range}.`;
    }
    case 'marginStability': {
      if (v.mean === undefined) return null;
      const losses = v.lossYears ?? 0;
      if (v.cv === null) {
        return vi
          ? `Biên lợi nhuận ròng bình quân ${pct(v.mean)} giai đoạn ${range}, có ${losses} năm lỗ: không có biên lợi nhuận ổn định.`
          : `Average net margin of ${pct(v.mean)} over ${range} with ${losses} loss-making ${losses === 1 ? 'year' : 'years'}: no stable margin.`;
      }
      const lossNote =
        losses > 0
          ? vi
            ? `, có ${losses} năm lỗ`
            : `, ${losses} loss-making ${losses === 1 ? 'year' : 'years'}`
          : '';
      return vi
        ? `Biên lợi nhuận ròng bình quân ${pct(v.mean)}, hệ số biến thiên ${num(v.cv)} giai đoạn ${range}${lossNote}.`
        : `Average net margin of ${pct(v.mean)} with a coefficient of variation of ${num(v.cv)} over ${range}${lossNote}.`;
    }
    case 'marginVsSector':
      if (v.relative === undefined) return null;
      return vi
        ? `Biên lợi nhuận ròng năm ${v.year} ${pct(v.margin)}, bằng ${num(v.relative)} lần trung vị ngành ${pct(v.median)} (${companies(v.companies)}).`
        : `Net margin of ${pct(v.margin)} in ${v.year}, ${num(v.relative)}× the sector median of ${pct(v.median)} (${companies(v.companies)}).`;
    case 'roe':
      return vi
        ? `ROE 4 quý gần nhất ${pct(v.value)}.`
        : `Return on equity of ${pct(v.value)} over the last four quarters.`;
    case 'roa': {
      const scale =
        firmType === 'bank' ? (vi ? ' (thang điểm của ngân hàng)' : " (on the banks' scale)") : '';
      return vi
        ? `ROA 4 quý gần nhất ${pct(v.value)}${scale}.`
        : `Return on assets of ${pct(v.value)} over the last four quarters${scale}.`;
    }
    case 'profitGrowth':
    case 'revenueGrowth': {
      if (v.value === undefined || v.value === null) return null;
      const up = v.value >= 0;
      const change = pct(Math.abs(v.value));
      const what =
        code === 'profitGrowth'
          ? vi
            ? 'Lợi nhuận của cổ đông công ty mẹ'
            : 'Profit to shareholders'
          : vi
            ? 'Doanh thu'
            : 'Revenue';
      return vi
        ? `${what} 4 quý gần nhất ${up ? 'tăng' : 'giảm'} ${change} so với cùng kỳ.`
        : `${what} over the last four quarters ${up ? 'up' : 'down'} ${change} on a year earlier.`;
    }
    case 'debtToEquity':
      return vi
        ? `Nợ phải trả bằng ${num(v.value)} lần vốn chủ sở hữu.`
        : `Liabilities of ${num(v.value)}× equity.`;
    case 'currentRatio':
      return vi
        ? `Tài sản ngắn hạn bằng ${num(v.value)} lần nợ ngắn hạn.`
        : `Current assets of ${num(v.value)}× current liabilities.`;
    case 'negativeEquity':
      return vi
        ? 'Vốn chủ sở hữu âm hoặc bằng 0 ở quý gần nhất.'
        : 'Equity is zero or negative at the last quarter end.';
    case 'nplRatio':
      return vi
        ? `Nợ xấu (nhóm 3–5) ${pct(v.value)} tổng dư nợ.`
        : `Non-performing loans (groups 3–5) of ${pct(v.value)} of total loans.`;
    case 'loanToDeposit':
      return vi
        ? `Dư nợ cho vay bằng ${pct(v.value)} tiền gửi khách hàng.`
        : `Loans of ${pct(v.value)} of customer deposits.`;
    case 'equityToAssets':
      return vi
        ? `Vốn chủ sở hữu bằng ${pct(v.value)} tổng tài sản.`
        : `Equity of ${pct(v.value)} of total assets.`;
    case 'casaRatio':
      return vi
        ? `Tiền gửi không kỳ hạn (CASA) ${pct(v.value)} tổng tiền gửi.`
        : `Current and savings accounts (CASA) of ${pct(v.value)} of deposits.`;
    case 'combinedRatio':
      return vi
        ? `Tỷ lệ kết hợp (bồi thường và chi phí trên phí bảo hiểm thuần) ${pct(v.value)}.`
        : `Combined ratio (claims and expenses over net earned premiums) of ${pct(v.value)}.`;
    case 'marginLending':
      return vi
        ? `Dư nợ cho vay ký quỹ bằng ${num(v.value)} lần vốn chủ sở hữu.`
        : `Margin lending of ${num(v.value)}× equity.`;
    case 'peVsSector':
    case 'pbVsSector': {
      if (v.relative === undefined) return null;
      const ratio = code === 'peVsSector' ? 'P/E' : 'P/B';
      return vi
        ? `${ratio} ${num(v.value)}, bằng ${num(v.relative)} lần trung vị ngành ${num(v.median)} (${companies(v.companies)}).`
        : `${ratio} of ${num(v.value)}, ${num(v.relative)}× the sector median of ${num(v.median)} (${companies(v.companies)}).`;
    }
    case 'peLevel':
      return vi
        ? `P/E ${num(v.value)} lần lợi nhuận 4 quý gần nhất.`
        : `Priced at ${num(v.value)}× the last four quarters' earnings.`;
    case 'lossMaking':
      return vi
        ? `Lỗ trong 4 quý gần nhất (EPS ${num(v.eps, 0)} đồng): không có P/E.`
        : `Loss-making over the last four quarters (EPS of VND ${num(v.eps, 0)}): no P/E.`;
    case 'movingAverages': {
      if (v.met === undefined) return null;
      const ma200 =
        v.ma200 === null ? (vi ? 'chưa đủ 200 phiên' : 'not yet 200 sessions') : num(v.ma200, 0);
      return vi
        ? `Giá ${num(v.price, 0)} so với MA20 ${num(v.ma20, 0)}, MA50 ${num(v.ma50, 0)}, MA200 ${ma200}: đạt ${v.met}/${v.checks} điều kiện xu hướng tăng.`
        : `Price of ${num(v.price, 0)} against MA20 ${num(v.ma20, 0)}, MA50 ${num(v.ma50, 0)} and MA200 ${ma200}: ${v.met} of ${v.checks} uptrend checks met.`;
    }
    case 'rsi': {
      if (v.rsi === undefined || v.rsi === null) return null;
      const zone =
        v.rsi < 30
          ? vi
            ? ', vùng quá bán'
            : ', oversold'
          : v.rsi >= 70
            ? vi
              ? ', vùng quá mua'
              : ', overbought'
            : '';
      return vi ? `RSI(14) ${num(v.rsi, 1)}${zone}.` : `RSI(14) of ${num(v.rsi, 1)}${zone}.`;
    }
    case 'momentum1M':
    case 'momentum3M':
    case 'momentum6M': {
      if (v.relative === undefined) return null;
      const months = code === 'momentum1M' ? 1 : code === 'momentum3M' ? 3 : 6;
      const relative = v.relative ?? 0;
      const gap = num(Math.abs(relative) * 100, 1);
      const ahead = relative >= 0;
      return vi
        ? `Giá ${months} tháng qua ${pct(v.stock, true)}, VN-Index ${pct(v.index, true)}: ${ahead ? 'vượt' : 'kém'} ${gap} điểm %.`
        : `${months}-month return of ${pct(v.stock, true)} against the VN-Index's ${pct(v.index, true)}: ${ahead ? 'ahead' : 'behind'} by ${gap} points.`;
    }
  }
}

/** Why a criterion is not scored: the company alone in its sector, or data missing. */
function unscored(label: string, v: Values, locale: Locale): string {
  if (typeof v.companies === 'number' && v.companies < MIN_SECTOR_COMPANIES) {
    return locale === 'vi'
      ? `${label}: ngành chưa có doanh nghiệp khác để so sánh.`
      : `${label}: no other company of the sector to compare with.`;
  }
  return locale === 'vi' ? `${label}: chưa đủ dữ liệu.` : `${label}: not enough data.`;
}

/** A criterion as the call shows it. */
export function reasonOf(
  criterion: Criterion,
  locale: Locale,
  firmType: FirmType,
): AssessmentReason {
  const label = CRITERION_LABELS[criterion.code][locale];
  const text =
    criterion.points === null ? null : sentence(criterion.code, criterion.values, locale, firmType);
  return {
    code: criterion.code,
    label,
    points: criterion.points,
    tone: toneOf(criterion.points),
    text: text ?? unscored(label, criterion.values, locale),
  };
}
