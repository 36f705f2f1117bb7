import { PAR_VALUE } from '@brokerage/shared/market/companyData.ts';
import type {
  CapitalHistoryRow,
  CompanyAssociationRow,
  CompanyNewsRow,
  CompanyProfileRow,
  ExerciseRightRow,
  ExerciseRightTypeRow,
  InsiderTransactionRow,
  LargeShareholderRow,
  OfficerRow,
  OwnershipStructureRow,
  RecommendationCategoryRow,
  RecommendationRow,
} from '@brokerage/shared/validation/companyProfiles.ts';
import { type GeneratedMarket, MARKET_SEED } from '../generate';
import { EXERCISE_RIGHT_TYPE_ROWS, capitalHistory, exerciseRights } from './profiles-capital';
import { news } from './profiles-news';
import { people } from './profiles-people';
import {
  RECOMMENDATION_CATEGORIES,
  type ResearchReport,
  recommendations,
} from './profiles-recommendations';
import {
  BIG_FOUR,
  CITIES,
  HEAD_OFFICE_CITY,
  LOCAL_AUDITORS,
  SECTOR_OVERVIEWS,
  SECTOR_UNITS,
  fill,
  plain,
} from './profiles-text';
import { type CompanyContext, round2, shuffled, stream } from './profiles-util';

/**
 * The company data of the fundamentals dataset, for every company of the generated market:
 * pure and deterministic (each part of each company draws from its own stream seeded with the
 * market seed, the part and the symbol), bilingual, and consistent with the market it is given
 * (shares, corporate actions, closes, foreign trading). See docs/fundamentals.md "Company data".
 */

export interface GeneratedCompanyData {
  profiles: CompanyProfileRow[];
  associations: CompanyAssociationRow[];
  largeShareholders: LargeShareholderRow[];
  ownership: OwnershipStructureRow[];
  officers: OfficerRow[];
  insiderTransactions: InsiderTransactionRow[];
  capitalHistory: CapitalHistoryRow[];
  exerciseRightTypes: ExerciseRightTypeRow[];
  exerciseRights: ExerciseRightRow[];
  news: CompanyNewsRow[];
  recommendationCategories: RecommendationCategoryRow[];
  recommendations: RecommendationRow[];
  /**
   * The house's company research reports (BCDN) in the CMS seed's report shape: they belong in
   * the analysis-report content, not in tables of their own (docs/fundamentals.md).
   */
  researchReports: ResearchReport[];
}

type Market = Pick<
  GeneratedMarket,
  'sessions' | 'companies' | 'dailyPrices' | 'corporateActions' | 'shares'
>;

/** Each company's view of the market. */
export function companyContexts(market: Market, seed = MARKET_SEED): CompanyContext[] {
  const closes = new Map<string, Map<string, number>>();
  const netForeign = new Map<string, number>();
  for (const row of market.dailyPrices) {
    let byDate = closes.get(row.symbol);
    if (!byDate) closes.set(row.symbol, (byDate = new Map()));
    byDate.set(row.sessionDate, row.close);
    netForeign.set(
      row.symbol,
      (netForeign.get(row.symbol) ?? 0) + row.foreignBuyVolume - row.foreignSellVolume,
    );
  }
  return market.companies.map((company) => ({
    symbol: company.symbol,
    company,
    sessions: market.sessions,
    shares: market.shares[company.symbol]!,
    actions: market.corporateActions.filter((a) => a.symbol === company.symbol),
    closes: closes.get(company.symbol) ?? new Map(),
    netForeignBought: netForeign.get(company.symbol) ?? 0,
    shortName: company.shortName ?? company.symbol,
    seed,
  }));
}

function profile(context: CompanyContext, foundedDate: string): CompanyProfileRow {
  const random = stream(context.seed, 'profile', context.symbol);
  const { company, symbol, shortName } = context;
  const shares = context.shares.at(-1)!;
  const overview = SECTOR_OVERVIEWS[company.icbCode as keyof typeof SECTOR_OVERVIEWS];
  const city = CITIES[HEAD_OFFICE_CITY[symbol] ?? 'hn'];
  const [street, ward] = random.pick(city.streets);
  const number = random.int(2, 199);
  const large = company.charteredCapital >= 5e12;
  const auditor = large || random.chance(0.6) ? random.pick(BIG_FOUR) : random.pick(LOCAL_AUDITORS);
  const employees =
    company.firmType === 'bank'
      ? random.int(4_000, 26_000)
      : company.firmType === 'securities'
        ? random.int(300, 2_000)
        : company.firmType === 'insurance'
          ? random.int(1_500, 9_000)
          : random.int(large ? 3_000 : 400, large ? 60_000 : 8_000);
  const area = city.area;
  const local = area.length === 3 ? 8 : 7;
  const phoneDigits = String(random.int(10 ** (local - 1) * 3, 10 ** (local - 1) * 4 - 1));
  const domain = plain(shortName)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return {
    symbol,
    overviewVi: fill(overview.vi, shortName),
    overviewEn: fill(overview.en, plain(shortName)),
    foundedDate,
    listingDate: company.listingDate,
    charterCapital: shares * PAR_VALUE,
    sharesOutstanding: shares,
    employees,
    auditorVi: auditor.vi,
    auditorEn: auditor.en,
    addressVi: `${number} ${street}, phường ${ward}, ${city.vi}`,
    addressEn: `${number} ${plain(street)} Street, ${plain(ward)} Ward, ${city.en}`,
    website: `https://www.${domain}.com.vn`,
    phone: `(${area}) ${phoneDigits.slice(0, local - 4)} ${phoneDigits.slice(local - 4)}`,
    taxCode: `${city.taxPrefix}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
    asOfDate: context.sessions.at(-1)!,
  };
}

/** 2–5 subsidiaries and 0–3 associates in the company's own lines of business. */
function associations(context: CompanyContext): CompanyAssociationRow[] {
  const random = stream(context.seed, 'associations', context.symbol);
  const units = SECTOR_UNITS[context.company.icbCode as keyof typeof SECTOR_UNITS];
  const subsidiaries = random.int(2, Math.min(5, units.length));
  const associates = random.int(0, 3);
  const name = context.shortName;
  const rows: CompanyAssociationRow[] = [];
  const used = new Set<string>();
  for (let i = 0; i < subsidiaries + associates; i++) {
    const subsidiary = i < subsidiaries;
    const unit = subsidiary ? units[i]! : shuffled(random, units, 1)[0]!;
    const place = subsidiary
      ? null
      : random.pick(['Miền Bắc', 'Miền Trung', 'Miền Nam', 'Mê Kông']);
    const vi = fill(unit.vi, name) + (place ? ` ${place}` : '');
    if (used.has(vi)) continue;
    used.add(vi);
    const ownershipPercent = subsidiary
      ? random.chance(0.5)
        ? 100
        : round2(random.between(51, 99.5))
      : round2(random.between(20, 49.9));
    const kindVi = subsidiary && ownershipPercent === 100 ? 'Công ty TNHH MTV' : 'Công ty Cổ phần';
    const kindEn =
      subsidiary && ownershipPercent === 100 ? 'Company Limited' : 'Joint Stock Company';
    const en = fill(unit.en, plain(name)) + (place ? ` ${plain(place)}` : '');
    rows.push({
      symbol: context.symbol,
      nameVi: `${kindVi} ${vi}`,
      nameEn: `${en} ${kindEn}`,
      kind: subsidiary ? 'subsidiary' : 'associate',
      ownershipPercent,
      charterCapital: random.int(1, 400) * 5_000_000_000,
      businessVi: fill(unit.vi, '').replace(/\s+/g, ' ').trim(),
      businessEn: fill(unit.en, '').replace(/\s+/g, ' ').trim(),
    });
  }
  return rows;
}

/** The whole company data of `market`. Pure: the same market gives the same rows. */
export function generateCompanyData(market: Market, seed = MARKET_SEED): GeneratedCompanyData {
  const out: GeneratedCompanyData = {
    profiles: [],
    associations: [],
    largeShareholders: [],
    ownership: [],
    officers: [],
    insiderTransactions: [],
    capitalHistory: [],
    exerciseRightTypes: EXERCISE_RIGHT_TYPE_ROWS,
    exerciseRights: [],
    news: [],
    recommendationCategories: RECOMMENDATION_CATEGORIES,
    recommendations: [],
    researchReports: [],
  };
  for (const context of companyContexts(market, seed)) {
    const capital = capitalHistory(context);
    const rights = exerciseRights(context);
    const holders = people(context, capital.foundedDate);
    const calls = recommendations(context);
    out.profiles.push(profile(context, capital.foundedDate));
    out.associations.push(...associations(context));
    out.largeShareholders.push(...holders.largeShareholders);
    out.ownership.push(...holders.ownership);
    out.officers.push(...holders.officers);
    out.insiderTransactions.push(...holders.insiderTransactions);
    out.capitalHistory.push(...capital.rows);
    out.exerciseRights.push(...rights);
    out.news.push(
      ...news(context, {
        rights,
        capital: capital.rows,
        insiders: holders.insiderTransactions,
      }),
    );
    out.recommendations.push(...calls.rows);
    out.researchReports.push(...calls.reports);
  }
  return out;
}
