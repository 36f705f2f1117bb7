import { roundToTick } from '@brokerage/shared/market/prices.ts';
import type { Recommendation, RecommendationColumn } from '@brokerage/shared/market/companyData.ts';
import type {
  RecommendationCategoryRow,
  RecommendationRow,
} from '@brokerage/shared/validation/companyProfiles.ts';
import { GIVEN_NAMES, MIDDLE_NAMES, SURNAMES, type Bilingual } from './profiles-text';
import { type CompanyContext, addDays, dmy, num, round2, stream } from './profiles-util';

/**
 * Analyst recommendations and the research reports behind them. The house research team (the
 * demo brokerage, An Phát) publishes fundamental calls a few times a year per company and its
 * advisory desk short technical ideas; each call's price is the dataset's close on its date and
 * its target sits where the call says (a buy well above, a sell below). The centre's company
 * reports already written in the CMS (seed/data/content/news-analysis.ts) are calls too: their
 * views are taken over on their dates so the report and the table agree.
 */

export const HOUSE_SOURCE: Bilingual = {
  vi: 'Khối Phân tích – Chứng khoán An Phát',
  en: 'An Phat Securities Research',
};
const ADVISORY_SOURCE: Bilingual = {
  vi: 'Phòng Tư vấn Đầu tư – Chứng khoán An Phát',
  en: 'An Phat Securities Investment Advisory',
};

/** The words printed on a report and in the table. */
export const RECOMMENDATION_WORDS: Record<Recommendation, Bilingual> = {
  buy: { vi: 'MUA', en: 'BUY' },
  accumulate: { vi: 'TÍCH LŨY', en: 'ACCUMULATE' },
  hold: { vi: 'NẮM GIỮ', en: 'HOLD' },
  reduce: { vi: 'GIẢM TỶ TRỌNG', en: 'REDUCE' },
  sell: { vi: 'BÁN', en: 'SELL' },
};

/** Target over price by call: [low, high] of target / price − 1. */
const UPSIDE: Record<Recommendation, [number, number]> = {
  buy: [0.2, 0.38],
  accumulate: [0.1, 0.2],
  hold: [-0.05, 0.1],
  reduce: [-0.15, -0.05],
  sell: [-0.3, -0.15],
};

const HEADERS: Record<RecommendationColumn, Bilingual> = {
  stockSymbol: { vi: 'Mã CK', en: 'Symbol' },
  exchange: { vi: 'Sàn', en: 'Exchange' },
  recommendationDate: { vi: 'Ngày khuyến nghị', en: 'Date' },
  recommendation: { vi: 'Khuyến nghị', en: 'Recommendation' },
  price: { vi: 'Giá ngày khuyến nghị (đồng)', en: 'Price on the date (VND)' },
  targetPrice: { vi: 'Giá mục tiêu (đồng)', en: 'Target price (VND)' },
  upsidePercent: { vi: 'Tiềm năng tăng giá (%)', en: 'Upside (%)' },
  stopLossPrice: { vi: 'Giá cắt lỗ (đồng)', en: 'Stop-loss (VND)' },
  horizonMonths: { vi: 'Thời gian nắm giữ (tháng)', en: 'Horizon (months)' },
  source: { vi: 'Nguồn', en: 'Source' },
  analyst: { vi: 'Chuyên viên phân tích', en: 'Analyst' },
};

const category = (
  code: string,
  name: Bilingual,
  columnsData: RecommendationColumn[],
  sort: number,
): RecommendationCategoryRow => ({
  code,
  nameVi: name.vi,
  nameEn: name.en,
  columnsMapping: Object.fromEntries(columnsData.map((key) => [key, HEADERS[key]])),
  columnsData,
  sort,
});

/** Spec §3 "Recommendation category": the two tables and their columns in order. */
export const RECOMMENDATION_CATEGORIES: RecommendationCategoryRow[] = [
  category(
    'fundamental',
    { vi: 'Khuyến nghị cơ bản', en: 'Fundamental recommendations' },
    [
      'stockSymbol',
      'exchange',
      'recommendationDate',
      'recommendation',
      'price',
      'targetPrice',
      'upsidePercent',
      'horizonMonths',
      'source',
      'analyst',
    ],
    0,
  ),
  category(
    'technical',
    { vi: 'Khuyến nghị kỹ thuật', en: 'Technical trading ideas' },
    [
      'stockSymbol',
      'exchange',
      'recommendationDate',
      'recommendation',
      'price',
      'targetPrice',
      'stopLossPrice',
      'upsidePercent',
      'horizonMonths',
      'analyst',
    ],
    1,
  ),
];

/**
 * The company reports of the CMS seed and their views (OUTPERFORM / KHẢ QUAN is "accumulate"
 * on this scale); profiles.test.ts checks them against the seed's reports.
 */
export const CMS_REPORT_CALLS: { symbol: string; date: string; view: Recommendation }[] = [
  { symbol: 'FPT', date: '2026-11-10', view: 'accumulate' },
  { symbol: 'SSI', date: '2026-11-17', view: 'accumulate' },
  { symbol: 'VCB', date: '2026-11-03', view: 'hold' },
  { symbol: 'HPG', date: '2026-10-28', view: 'buy' },
  { symbol: 'MWG', date: '2026-10-21', view: 'accumulate' },
  { symbol: 'DGC', date: '2026-10-14', view: 'hold' },
  { symbol: 'REE', date: '2026-10-07', view: 'accumulate' },
  { symbol: 'PNJ', date: '2026-09-29', view: 'buy' },
  { symbol: 'TCB', date: '2026-09-22', view: 'accumulate' },
  { symbol: 'GAS', date: '2026-09-15', view: 'hold' },
  { symbol: 'ACB', date: '2026-09-08', view: 'accumulate' },
];

/** The house's analysts (made-up names), fixed so every company shares the same team. */
const ANALYSTS: string[] = (() => {
  const random = stream(0, 'analysts', 'house');
  const names = new Set<string>();
  while (names.size < 8) {
    const gender = random.chance(0.5) ? 'male' : 'female';
    names.add(
      `${random.pick(SURNAMES)} ${random.pick(MIDDLE_NAMES[gender])} ${random.pick(GIVEN_NAMES[gender])}`,
    );
  }
  return [...names];
})();

/** How far back the house's reports go (older calls stay in the history without one). */
export const REPORT_DAYS = 730;

/** A research report of the house, in the shape of the CMS seed's company reports. */
export interface ResearchReport {
  key: string;
  category: 'company';
  symbol: string;
  date: string;
  pages: number;
  requiredLogin: boolean;
  view: Recommendation;
  vi: { title: string; summary: string; points: string[] };
  en: { title: string; summary: string; points: string[] };
}

const REPORT_THEMES: Record<Recommendation, Bilingual> = {
  buy: {
    vi: 'Định giá hấp dẫn, triển vọng tăng trưởng rõ nét',
    en: 'Attractive valuation, clear growth outlook',
  },
  accumulate: {
    vi: 'Tích lũy chờ chu kỳ tăng trưởng mới',
    en: 'Accumulate ahead of the next growth cycle',
  },
  hold: { vi: 'Triển vọng đã phản ánh vào giá', en: 'The outlook is in the price' },
  reduce: { vi: 'Rủi ro ngắn hạn gia tăng', en: 'Short-term risks are rising' },
  sell: { vi: 'Giá cổ phiếu vượt xa giá trị hợp lý', en: 'The price is well above fair value' },
};

const FIRM_RISKS: Record<CompanyContext['company']['firmType'], Bilingual> = {
  bank: {
    vi: 'Rủi ro: nợ xấu tăng, biên lãi ròng thu hẹp',
    en: 'Risks: rising bad debt and a narrower net interest margin',
  },
  insurance: {
    vi: 'Rủi ro: tỷ lệ bồi thường tăng, lợi suất đầu tư giảm',
    en: 'Risks: higher claims and lower investment yields',
  },
  securities: {
    vi: 'Rủi ro: thanh khoản thị trường suy giảm, biến động danh mục tự doanh',
    en: 'Risks: lower market turnover and swings in the proprietary book',
  },
  company: {
    vi: 'Rủi ro: giá nguyên vật liệu và nhu cầu tiêu thụ',
    en: 'Risks: raw-material prices and demand',
  },
};

function report(
  context: CompanyContext,
  call: RecommendationRow,
  random: () => number,
): ResearchReport {
  const word = RECOMMENDATION_WORDS[call.recommendation];
  const theme = REPORT_THEMES[call.recommendation];
  const risk = FIRM_RISKS[context.company.firmType];
  const upside = { vi: num.vi(call.upsidePercent), en: num.en(call.upsidePercent) };
  const above = call.upsidePercent >= 0;
  return {
    key: `${context.symbol.toLowerCase()}-${call.recommendationDate}`,
    category: 'company',
    symbol: context.symbol,
    date: call.recommendationDate,
    pages: 8 + Math.floor(random() * 17),
    requiredLogin: random() < 0.4,
    view: call.recommendation,
    vi: {
      title: `${context.symbol} – ${theme.vi}`,
      summary: `Chúng tôi khuyến nghị ${word.vi} cổ phiếu ${context.symbol} với giá mục tiêu ${num.vi(call.targetPrice)} đồng/cổ phiếu, ${above ? 'cao' : 'thấp'} hơn ${num.vi(Math.abs(call.upsidePercent))}% so với giá đóng cửa ngày ${dmy(call.recommendationDate)}.`,
      points: [
        `Giá mục tiêu: ${num.vi(call.targetPrice)} đồng/cổ phiếu`,
        `Giá đóng cửa ngày ${dmy(call.recommendationDate)}: ${num.vi(call.price)} đồng/cổ phiếu`,
        `Tiềm năng tăng giá: ${upside.vi}%`,
        risk.vi,
      ],
    },
    en: {
      title: `${context.symbol} – ${theme.en}`,
      summary: `We rate ${context.symbol} ${word.en} with a target price of VND ${num.en(call.targetPrice)} a share, ${num.en(Math.abs(call.upsidePercent))}% ${above ? 'above' : 'below'} the close of ${dmy(call.recommendationDate)}.`,
      points: [
        `Target price: VND ${num.en(call.targetPrice)} a share`,
        `Close on ${dmy(call.recommendationDate)}: VND ${num.en(call.price)} a share`,
        `Upside: ${upside.en}%`,
        risk.en,
      ],
    },
  };
}

/**
 * Fundamental calls every 5 to 14 months (the CMS reports' calls among them), technical ideas
 * now and then; a research report for each fundamental call of the last REPORT_DAYS the CMS
 * does not already have.
 */
export function recommendations(context: CompanyContext): {
  rows: RecommendationRow[];
  reports: ResearchReport[];
} {
  const random = stream(context.seed, 'recommendations', context.symbol);
  const { symbol, sessions, closes, company } = context;
  const target = (price: number, call: Recommendation) => {
    const [low, high] = UPSIDE[call];
    return Math.max(100, Math.round((price * (1 + random.between(low, high))) / 100) * 100);
  };
  const call = (momentum: number): Recommendation => {
    // Cheaper after a fall: the house leans to buy what fell and to trim what ran.
    const lean = -momentum * 2 + random.normal() * 0.8;
    return lean > 0.9
      ? 'buy'
      : lean > 0.2
        ? 'accumulate'
        : lean > -0.6
          ? 'hold'
          : lean > -1.2
            ? 'reduce'
            : 'sell';
  };
  const momentumAt = (i: number) =>
    Math.log(closes.get(sessions[i]!)! / closes.get(sessions[Math.max(0, i - 120)]!)!);
  const row = (
    i: number,
    categoryCode: 'fundamental' | 'technical',
    recommendation: Recommendation,
  ): RecommendationRow => {
    const date = sessions[i]!;
    const price = closes.get(date)!;
    const targetPrice =
      categoryCode === 'technical'
        ? Math.round((price * random.between(1.08, 1.2)) / 100) * 100
        : target(price, recommendation);
    return {
      symbol,
      categoryCode,
      recommendationDate: date,
      recommendation,
      price,
      targetPrice,
      upsidePercent: round2((targetPrice / price - 1) * 100),
      ...(categoryCode === 'technical'
        ? {
            stopLossPrice: roundToTick(company.exchange, price * random.between(0.9, 0.95), 'down'),
          }
        : {}),
      horizonMonths: categoryCode === 'technical' ? random.int(1, 3) : 12,
      sourceVi: (categoryCode === 'technical' ? ADVISORY_SOURCE : HOUSE_SOURCE).vi,
      sourceEn: (categoryCode === 'technical' ? ADVISORY_SOURCE : HOUSE_SOURCE).en,
      analyst: random.pick(ANALYSTS),
    };
  };

  const pinned = CMS_REPORT_CALLS.filter((c) => c.symbol === symbol);
  const pinnedIndex = pinned.map((c) => sessions.indexOf(c.date));
  const rows: RecommendationRow[] = [];
  for (let i = random.int(60, 200); i < sessions.length; i += random.int(105, 290)) {
    if (pinnedIndex.some((p) => Math.abs(p - i) < 60)) continue;
    rows.push(row(i, 'fundamental', call(momentumAt(i))));
  }
  for (const [n, c] of pinned.entries()) rows.push(row(pinnedIndex[n]!, 'fundamental', c.view));
  for (let i = random.int(150, 400); i < sessions.length; i += random.int(200, 420)) {
    rows.push(row(i, 'technical', random.chance(0.8) ? 'buy' : 'accumulate'));
  }
  rows.sort(
    (a, b) =>
      a.recommendationDate.localeCompare(b.recommendationDate) ||
      a.categoryCode.localeCompare(b.categoryCode),
  );
  const reportsFrom = addDays(sessions.at(-1)!, -REPORT_DAYS);
  const reports = rows
    .filter((r) => r.categoryCode === 'fundamental' && r.recommendationDate >= reportsFrom)
    .filter((r) => !pinned.some((c) => c.date === r.recommendationDate))
    .map((r) => report(context, r, () => random.next()));
  return { rows, reports };
}
