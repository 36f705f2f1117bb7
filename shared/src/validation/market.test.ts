import { describe, expect, it } from 'vitest';
import {
  CompanyRowSchema,
  CorporateActionRowSchema,
  CoveredWarrantRowSchema,
  DailyPriceRowSchema,
} from './market';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const company = {
  symbol: 'fpt',
  exchange: 'HOSE',
  nameVi: 'Công ty Cổ phần FPT',
  nameEn: 'FPT Corporation',
  icbCode: '9500',
  sectorVi: 'Công nghệ thông tin',
  sectorEn: 'Technology',
  firmType: 'company',
  sharesOutstanding: '1470000000',
  charteredCapital: 14_700_000_000_000,
  listingDate: '2006-12-13',
  vn30: 'true',
  hnx30: '',
};

const price = {
  symbol: 'FPT',
  sessionDate: '2026-11-20',
  open: '120000',
  high: 121_500,
  low: 119_000,
  close: 121_000,
  reference: 120_000,
  ceiling: 128_400,
  floor: 111_600,
  volume: 2_500_000,
  value: '302500000000',
  foreignBuyVolume: 300_000,
  foreignSellVolume: '',
};

describe('market import rows', () => {
  it('reads a company from CSV text or JSON values, upper-casing the symbol', () => {
    const row = CompanyRowSchema.parse(company);
    expect(row).toMatchObject({
      symbol: 'FPT',
      sharesOutstanding: 1_470_000_000,
      vn30: true,
      hnx30: false,
    });
    expect(
      issues(
        CompanyRowSchema.safeParse({ ...company, exchange: 'NYSE', listingDate: '2006-02-30' }),
      ),
    ).toEqual([expect.stringMatching(/^exchange: /), 'listingDate: not a calendar date']);
    expect(issues(CompanyRowSchema.safeParse({ ...company, sharesOutstanding: '1,470' }))).toEqual([
      expect.stringMatching(/^sharesOutstanding: /),
    ]);
  });

  it('reads the short and brand names when given, a CSV cell or a JSON list, and goes without them', () => {
    const plain = CompanyRowSchema.parse(company);
    expect(plain.shortName).toBeUndefined();
    expect(plain.brands).toBeUndefined();
    const csv = CompanyRowSchema.parse({
      ...company,
      shortName: ' FPT ',
      brands: 'FPT Software;  FPT Shop ; ;FPT Software',
    });
    expect(csv).toMatchObject({ shortName: 'FPT', brands: 'FPT Software; FPT Shop' });
    const json = CompanyRowSchema.parse({ ...company, brands: ['FPT Software', 'FPT Shop'] });
    expect(json.brands).toBe('FPT Software; FPT Shop');
    expect(CompanyRowSchema.parse({ ...company, shortName: '', brands: ' ; ' })).toMatchObject({
      shortName: undefined,
      brands: undefined,
    });
    expect(
      issues(CompanyRowSchema.safeParse({ ...company, shortName: 'x'.repeat(61), brands: [1] })),
    ).toEqual([expect.stringMatching(/^shortName: /), expect.stringMatching(/^brands\.0: /)]);
  });

  it('keeps a daily row consistent: high and low around the prices, inside the band', () => {
    expect(DailyPriceRowSchema.parse(price)).toMatchObject({ open: 120_000, foreignSellVolume: 0 });
    expect(issues(DailyPriceRowSchema.safeParse({ ...price, high: 118_000 }))).toContain(
      'high: below open, close or low',
    );
    expect(issues(DailyPriceRowSchema.safeParse({ ...price, high: 130_000 }))).toEqual([
      'high: above the ceiling',
    ]);
    expect(
      issues(DailyPriceRowSchema.safeParse({ ...price, foreignBuyVolume: 3_000_000 })),
    ).toEqual(['foreignBuyVolume: above the volume']);
  });

  it('reads the order figures when given, all four together, and goes without them', () => {
    const orders = {
      buyOrderCount: '1830',
      sellOrderCount: 2_105,
      buyOrderVolume: 3_400_000,
      sellOrderVolume: '3100000',
    };
    expect(DailyPriceRowSchema.parse({ ...price, ...orders })).toMatchObject({
      buyOrderCount: 1_830,
      sellOrderCount: 2_105,
      buyOrderVolume: 3_400_000,
      sellOrderVolume: 3_100_000,
    });
    const without = DailyPriceRowSchema.parse({ ...price, buyOrderCount: '', sellOrderCount: '' });
    expect(without.buyOrderCount).toBeUndefined();
    expect(without.sellOrderVolume).toBeUndefined();
    expect(
      issues(DailyPriceRowSchema.safeParse({ ...price, ...orders, sellOrderVolume: '' })),
    ).toEqual(['sellOrderVolume: required with the other order figures']);
    expect(
      issues(DailyPriceRowSchema.safeParse({ ...price, ...orders, buyOrderCount: 3_500_000 })),
    ).toEqual(['buyOrderCount: above buyOrderVolume']);
    expect(
      issues(DailyPriceRowSchema.safeParse({ ...price, ...orders, sellOrderCount: 0 })),
    ).toEqual(['sellOrderCount: 0 with sellOrderVolume above 0']);
    expect(
      issues(DailyPriceRowSchema.safeParse({ ...price, ...orders, buyOrderVolume: '1.5' })),
    ).toEqual(['buyOrderVolume: not a whole number']);
  });

  it('allows two decimals on index points only', () => {
    const index = {
      ...price,
      symbol: 'VNINDEX',
      open: 1_250.5,
      high: 1_262.35,
      low: 1_249.1,
      close: 1_260.02,
      reference: 1_250.5,
      ceiling: '',
      floor: '',
    };
    expect(DailyPriceRowSchema.parse(index)).toMatchObject({ close: 1_260.02, ceiling: undefined });
    expect(issues(DailyPriceRowSchema.safeParse({ ...index, close: 1_260.021 }))).toEqual([
      'close: more than 2 decimals',
    ]);
    expect(issues(DailyPriceRowSchema.safeParse({ ...price, close: 120_500.5 }))).toEqual([
      'close: a security price is whole VND',
    ]);
  });

  it('asks each corporate action for its own figures', () => {
    const base = { symbol: 'SSI', exDate: '2023-06-15' };
    expect(
      CorporateActionRowSchema.parse({
        ...base,
        kind: 'cash-dividend',
        cashPerShare: '1000',
        ratio: '',
      }),
    ).toMatchObject({ cashPerShare: 1_000, ratio: undefined });
    expect(
      CorporateActionRowSchema.parse({
        ...base,
        kind: 'rights',
        ratio: '0.25',
        subscriptionPrice: 10_000,
      }),
    ).toMatchObject({ ratio: 0.25 });
    expect(
      issues(CorporateActionRowSchema.safeParse({ ...base, kind: 'rights', ratio: 0.25 })),
    ).toEqual(['subscriptionPrice: required for rights']);
    expect(
      issues(
        CorporateActionRowSchema.safeParse({
          ...base,
          kind: 'bonus',
          ratio: 0.1,
          cashPerShare: 500,
        }),
      ),
    ).toEqual(['cashPerShare: not used by bonus']);
  });

  it('checks a covered warrant against its underlying and dates', () => {
    const cw = {
      code: 'CHPG2601',
      underlying: 'HPG',
      issuer: 'KIS',
      exercisePrice: 28_000,
      ratio: '4',
      issueDate: '2026-05-04',
      maturityDate: '2027-02-04',
      listingReference: 1_230,
    };
    expect(CoveredWarrantRowSchema.parse(cw)).toMatchObject({ ratio: 4 });
    expect(
      issues(
        CoveredWarrantRowSchema.safeParse({ ...cw, underlying: 'FPT', maturityDate: '2026-05-04' }),
      ),
    ).toEqual(['maturityDate: not after the issue date', 'code: does not name the underlying']);
    expect(issues(CoveredWarrantRowSchema.safeParse({ ...cw, listingReference: 1_235 }))).toEqual([
      'listingReference: not on the 10 VND tick',
    ]);
  });
});
