import type { QueryParams } from '@brokerage/shared/api/client.ts';
import {
  fail,
  fakeApiClient,
  list,
  ok,
  type FakeReply,
} from '@brokerage/shared/testing/fakeApiClient.ts';
import type {
  Recommendation,
  RecommendationCategory,
} from '@brokerage/shared/validation/companyDataApi.ts';

/** The two demo categories as the API answers them in `locale`. */
export function fixtureCategories(locale: 'vi' | 'en' = 'vi'): RecommendationCategory[] {
  const vi = locale === 'vi';
  return [
    {
      code: 'fundamental',
      name: vi ? 'Khuyến nghị cơ bản' : 'Fundamental recommendations',
      columnsMapping: {
        stockSymbol: vi ? 'Mã CK' : 'Symbol',
        recommendationDate: vi ? 'Ngày khuyến nghị' : 'Date',
        recommendation: vi ? 'Khuyến nghị' : 'Recommendation',
        price: vi ? 'Giá ngày khuyến nghị (đồng)' : 'Price on the date (VND)',
        targetPrice: vi ? 'Giá mục tiêu (đồng)' : 'Target price (VND)',
        upsidePercent: vi ? 'Tiềm năng tăng giá (%)' : 'Upside (%)',
        analyst: vi ? 'Chuyên viên phân tích' : 'Analyst',
      },
      columnsData: [
        'stockSymbol',
        'recommendationDate',
        'recommendation',
        'price',
        'targetPrice',
        'upsidePercent',
        'analyst',
      ],
    },
    {
      code: 'technical',
      name: vi ? 'Khuyến nghị kỹ thuật' : 'Technical trading ideas',
      columnsMapping: {
        stockSymbol: vi ? 'Mã CK' : 'Symbol',
        recommendation: vi ? 'Khuyến nghị' : 'Recommendation',
        stopLossPrice: vi ? 'Giá cắt lỗ (đồng)' : 'Stop-loss (VND)',
        upsidePercent: vi ? 'Tiềm năng tăng giá (%)' : 'Upside (%)',
      },
      columnsData: ['stockSymbol', 'recommendation', 'stopLossPrice', 'upsidePercent'],
    },
  ];
}

let nextId = 1;

export function fixtureRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    id: nextId++,
    categoryCode: 'fundamental',
    stockSymbol: 'FPT',
    exchange: 'HOSE',
    recommendationDate: '2026-11-10',
    recommendation: 'buy',
    recommendationLabel: 'Mua',
    price: 100900,
    targetPrice: 118400,
    upsidePercent: 17.34,
    stopLossPrice: null,
    horizonMonths: 12,
    source: 'An Phát',
    analyst: 'Hồ Thanh Chi',
    ...overrides,
  };
}

/** `count` calls of `category`, one per symbol S01, S02…, newest first. */
export function fixtureCalls(count: number, category = 'fundamental', from = 1): Recommendation[] {
  return Array.from({ length: count }, (_, i) =>
    fixtureRecommendation({
      categoryCode: category,
      stockSymbol: `S${String(from + i).padStart(2, '0')}`,
      stopLossPrice: category === 'technical' ? 90000 : null,
      upsidePercent: i % 2 === 0 ? 12.5 : -3.25,
      recommendation: i % 2 === 0 ? 'buy' : 'reduce',
      recommendationLabel: i % 2 === 0 ? 'Mua' : 'Giảm tỷ trọng',
    }),
  );
}

export interface RecommendationApiOptions {
  /** The calls of each category (paged by the fake as the API does). */
  calls?: Record<string, Recommendation[]>;
  /** Each company's history in a category, keyed `category:SYMBOL`. */
  history?: Record<string, Recommendation[]>;
  /** Answers instead of the fake's own for a URL (e.g. a failure). */
  override?: (url: string, params: QueryParams) => FakeReply | undefined;
}

const pageOf = <T>(items: T[], params: QueryParams): FakeReply => {
  const page = Number(params.page ?? 1);
  const limit = Number(params.limit ?? 20);
  const slice = items.slice((page - 1) * limit, page * limit);
  return list(slice, { page, limit, total: items.length });
};

/** A fake API with the recommendation calls; the exports are left to the test. */
export function fakeRecommendationApi(options: RecommendationApiOptions = {}) {
  const calls = options.calls ?? {
    fundamental: fixtureCalls(25),
    technical: fixtureCalls(3, 'technical'),
  };
  const history = options.history ?? {};
  return fakeApiClient((url, params) => {
    const overridden = options.override?.(url, params);
    if (overridden) return overridden;
    const locale = params.locale === 'en' ? 'en' : 'vi';
    if (url === 'ttpt-suggestion-categories') return ok(fixtureCategories(locale));
    const category = String(params.category_code ?? 'fundamental');
    if (url === 'ttpt-recommendations') {
      if (!(category in calls)) return fail(400, 'recommendation_category_not_found');
      return pageOf(calls[category]!, params);
    }
    if (url === 'ttpt-recommendations/history') {
      return pageOf(history[`${category}:${String(params.stock_symbol)}`] ?? [], params);
    }
    return fail(404, 'not_found');
  });
}
