import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isTradingDay, nextTradingDay } from '@brokerage/shared/market/calendar.ts';
import { EXERCISE_RIGHT_TYPES, PAR_VALUE } from '@brokerage/shared/market/companyData.ts';
import {
  CompanyAssociationRowSchema,
  CapitalHistoryRowSchema,
  CompanyNewsRowSchema,
  CompanyProfileRowSchema,
  ExerciseRightRowSchema,
  ExerciseRightTypeRowSchema,
  InsiderTransactionRowSchema,
  LargeShareholderRowSchema,
  OfficerRowSchema,
  OwnershipStructureRowSchema,
  RecommendationCategoryRowSchema,
  RecommendationRowSchema,
} from '@brokerage/shared/validation/companyProfiles.ts';
import { CORPORATE_ACTION_KINDS } from '@brokerage/shared/validation/market.ts';
import { foreignHolding, foreignOwnershipLimit } from '../../../src/routes/market/figures';
import { ANALYSIS_REPORTS } from '../../data/content/news-analysis';
import { type GeneratedMarket, generateMarket } from '../generate';
import { type GeneratedCompanyData, generateCompanyData } from './profiles';
import { CMS_REPORT_CALLS, RECOMMENDATION_WORDS } from './profiles-recommendations';
import { NEWS_MAX, NEWS_MIN } from './profiles-news';

let market: GeneratedMarket;
let data: GeneratedCompanyData;
let first: string;
let last: string;

beforeAll(() => {
  market = generateMarket();
  data = generateCompanyData(market);
  first = market.sessions[0]!;
  last = market.sessions.at(-1)!;
}, 120_000);

const symbols = () => market.companies.map((c) => c.symbol);
const of = <T extends { symbol: string }>(rows: readonly T[], symbol: string) =>
  rows.filter((r) => r.symbol === symbol);
const sessionIndex = (date: string) => market.sessions.indexOf(date);
/** The share issues (ratio by ex-date) of a company. */
const issues = (symbol: string) =>
  market.corporateActions
    .filter((a) => a.symbol === symbol && a.kind !== 'cash-dividend')
    .map((a) => ({ exDate: a.exDate, ratio: a.ratio! }));

describe('company data', () => {
  it('has rows of every table for every company, each valid for the import schemas', () => {
    const check = <T extends z.ZodType>(schema: T, rows: readonly unknown[]) => {
      for (const row of rows) {
        const result = schema.safeParse(row);
        expect(result.error?.issues ?? [], JSON.stringify(row)).toEqual([]);
      }
    };
    check(CompanyProfileRowSchema, data.profiles);
    check(CompanyAssociationRowSchema, data.associations);
    check(LargeShareholderRowSchema, data.largeShareholders);
    check(OwnershipStructureRowSchema, data.ownership);
    check(OfficerRowSchema, data.officers);
    check(InsiderTransactionRowSchema, data.insiderTransactions);
    check(CapitalHistoryRowSchema, data.capitalHistory);
    check(ExerciseRightTypeRowSchema, data.exerciseRightTypes);
    check(ExerciseRightRowSchema, data.exerciseRights);
    check(CompanyNewsRowSchema, data.news);
    check(RecommendationCategoryRowSchema, data.recommendationCategories);
    check(RecommendationRowSchema, data.recommendations);
    for (const symbol of symbols()) {
      for (const rows of [
        data.profiles,
        data.associations,
        data.largeShareholders,
        data.ownership,
        data.officers,
        data.insiderTransactions,
        data.capitalHistory,
        data.exerciseRights,
        data.news,
        data.recommendations,
      ] as { symbol: string }[][]) {
        expect(of(rows, symbol).length, symbol).toBeGreaterThan(0);
      }
    }
  });

  it('is the same on every run', () => {
    expect(generateCompanyData(market)).toEqual(data);
  });

  it('writes Vietnamese with its diacritics and English without them', () => {
    const vietnamese = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;
    for (const p of data.profiles) {
      expect(p.overviewVi).toMatch(vietnamese);
      expect(p.addressVi).toMatch(vietnamese);
      expect(p.overviewEn).not.toMatch(vietnamese);
      expect(p.addressEn).not.toMatch(vietnamese);
    }
    for (const n of data.news) {
      expect(n.titleVi).not.toBe(n.titleEn);
      expect(n.bodyEn).not.toMatch(/[đơư]/i);
    }
  });
});

describe('profile', () => {
  it('takes the listing date and the last session’s charter capital from the market', () => {
    for (const company of market.companies) {
      const [profile] = of(data.profiles, company.symbol);
      const shares = market.shares[company.symbol]!.at(-1)!;
      expect(profile!.listingDate).toBe(company.listingDate);
      expect(profile!.foundedDate < company.listingDate).toBe(true);
      expect(profile!.sharesOutstanding).toBe(shares);
      expect(profile!.charterCapital).toBe(shares * PAR_VALUE);
      expect(profile!.charterCapital).toBe(company.charteredCapital);
      expect(profile!.asOfDate).toBe(last);
    }
  });

  it('keeps subsidiaries above 50 % and associates at 20–50 %', () => {
    for (const row of data.associations) {
      if (row.kind === 'subsidiary') expect(row.ownershipPercent).toBeGreaterThan(50);
      else expect(row.ownershipPercent).toBeGreaterThanOrEqual(20);
      expect(row.ownershipPercent).toBeLessThanOrEqual(row.kind === 'subsidiary' ? 100 : 50);
    }
  });
});

describe('capital-raising history', () => {
  it('chains from the founding to the last session’s shares', () => {
    for (const symbol of symbols()) {
      const rows = of(data.capitalHistory, symbol);
      const shares = market.shares[symbol]!;
      expect(rows[0]!.kind).toBe('founding');
      expect(rows[0]!.charterCapitalBefore).toBe(0);
      expect(rows[0]!.eventDate).toBe(of(data.profiles, symbol)[0]!.foundedDate);
      for (const [i, row] of rows.entries()) {
        expect(row.charterCapitalAfter).toBe(
          row.charterCapitalBefore + row.sharesAdded * PAR_VALUE,
        );
        expect(row.charterCapitalAfter).toBe(row.sharesAfter * PAR_VALUE);
        if (i > 0) {
          expect(row.charterCapitalBefore, `${symbol} ${row.eventDate}`).toBe(
            rows[i - 1]!.charterCapitalAfter,
          );
          expect(row.eventDate >= rows[i - 1]!.eventDate).toBe(true);
        }
      }
      const ipo = rows.find((r) => r.kind === 'ipo')!;
      expect(ipo.eventDate < market.companies.find((c) => c.symbol === symbol)!.listingDate).toBe(
        true,
      );
      const before = rows.filter((r) => r.eventDate < first);
      expect(before.at(-1)!.sharesAfter).toBe(shares[0]);
      expect(rows.at(-1)!.charterCapitalAfter).toBe(shares.at(-1)! * PAR_VALUE);
    }
  });

  it('has one increase per share issue of the dataset, of the shares the series gains', () => {
    for (const symbol of symbols()) {
      const inside = of(data.capitalHistory, symbol).filter((r) => r.eventDate >= first);
      const actions = market.corporateActions.filter(
        (a) => a.symbol === symbol && a.kind !== 'cash-dividend',
      );
      expect(inside.map((r) => [r.eventDate, r.kind])).toEqual(
        actions.map((a) => [a.exDate, a.kind]),
      );
      const shares = market.shares[symbol]!;
      for (const row of inside) {
        const i = sessionIndex(row.eventDate);
        expect(row.sharesAfter).toBe(shares[i]);
        expect(row.sharesAdded).toBe(shares[i]! - shares[i - 1]!);
      }
      // Nothing else moves the share series.
      const changes = shares.flatMap((n, i) => (i > 0 && n !== shares[i - 1] ? [i] : []));
      expect(changes.map((i) => market.sessions[i])).toEqual(inside.map((r) => r.eventDate));
    }
  });
});

describe('exercise rights', () => {
  it('are the corporate actions one to one, with the same figures', () => {
    const actionRights = data.exerciseRights.filter((r) =>
      (CORPORATE_ACTION_KINDS as readonly string[]).includes(r.typeId),
    );
    const key = (symbol: string, exDate: string, kind: string) => `${symbol}|${exDate}|${kind}`;
    expect(actionRights.map((r) => key(r.symbol, r.exDate, r.typeId)).sort()).toEqual(
      market.corporateActions.map((a) => key(a.symbol, a.exDate, a.kind)).sort(),
    );
    for (const action of market.corporateActions) {
      const right = actionRights.find(
        (r) => r.symbol === action.symbol && r.exDate === action.exDate && r.typeId === action.kind,
      )!;
      expect(right.cashPerShare).toBe(action.cashPerShare);
      expect(right.ratio).toBe(action.ratio);
      expect(right.subscriptionPrice).toBe(action.subscriptionPrice);
      if (action.cashPerShare !== undefined) {
        expect(right.percentOfPar).toBe(action.cashPerShare / 100);
      }
    }
  });

  it('put the ex-rights date one trading day before the record date', () => {
    for (const right of data.exerciseRights) {
      expect(isTradingDay(right.exDate)).toBe(true);
      expect(right.recordDate).toBe(nextTradingDay(right.exDate));
      expect(right.executionDate >= right.recordDate).toBe(true);
      expect(right.announcedDate <= right.exDate).toBe(true);
      expect(right.announcedDate <= last).toBe(true);
      expect(EXERCISE_RIGHT_TYPES).toContain(right.typeId);
      if (right.exDate > last) expect(['agm', 'egm', 'written-opinion']).toContain(right.typeId);
      else expect(right.exDate > first).toBe(true);
    }
  });

  it('give every company an AGM a year and some dates still to come', () => {
    for (const symbol of symbols()) {
      const years = of(data.exerciseRights, symbol)
        .filter((r) => r.typeId === 'agm')
        .map((r) => r.executionDate.slice(0, 4));
      expect(years, symbol).toEqual(['2022', '2023', '2024', '2025', '2026']);
    }
    expect(data.exerciseRights.some((r) => r.recordDate > last)).toBe(true);
    expect(data.exerciseRightTypes.map((t) => t.id)).toEqual([...EXERCISE_RIGHT_TYPES]);
  });
});

describe('shareholders', () => {
  it('split ownership into state, foreign and other adding up to 100 %', () => {
    for (const company of market.companies) {
      const rows = of(data.ownership, company.symbol);
      const total = market.shares[company.symbol]!.at(-1)!;
      expect(rows.map((r) => r.category)).toEqual(['state', 'foreign', 'other']);
      expect(rows.reduce((s, r) => s + r.shares, 0)).toBe(total);
      expect(Math.round(rows.reduce((s, r) => s + r.percent, 0) * 100)).toBe(10_000);
      for (const row of rows) expect(row.shares).toBeGreaterThanOrEqual(0);
    }
  });

  it('give foreigners the holding the market’s foreign trade implies, within the limit', () => {
    for (const company of market.companies) {
      const total = market.shares[company.symbol]!.at(-1)!;
      const net = market.dailyPrices
        .filter((r) => r.symbol === company.symbol)
        .reduce((sum, r) => sum + r.foreignBuyVolume - r.foreignSellVolume, 0);
      const expected = foreignHolding(
        company.symbol,
        company.firmType,
        total,
        net,
        issues(company.symbol).map((i) => i.ratio),
      ).holding;
      const foreign = of(data.ownership, company.symbol).find((r) => r.category === 'foreign')!;
      expect(foreign.shares, company.symbol).toBe(expected);
      expect(foreign.shares / total).toBeLessThanOrEqual(
        foreignOwnershipLimit(company.firmType) / 100,
      );
    }
  });

  it('list large holders that agree with the ownership structure and the officers', () => {
    for (const symbol of symbols()) {
      const holders = of(data.largeShareholders, symbol);
      const total = market.shares[symbol]!.at(-1)!;
      const part = (category: string) =>
        of(data.ownership, symbol).find((r) => r.category === category)!.shares;
      const sum = (kinds: string[]) =>
        holders.filter((h) => kinds.includes(h.kind)).reduce((s, h) => s + h.shares, 0);
      expect(sum(['state'])).toBe(part('state'));
      expect(sum(['foreign-institution'])).toBeLessThanOrEqual(part('foreign'));
      expect(sum(['domestic-institution', 'individual'])).toBeLessThanOrEqual(part('other'));
      for (const h of holders) {
        expect(h.percent).toBeCloseTo((h.shares / total) * 100, 4);
        expect(h.percent).toBeGreaterThanOrEqual(1);
        expect(h.asOfDate).toBe(last);
        if (h.kind === 'individual') {
          // An officer (their shares) or an officer's relative who bought into the list.
          const officer = of(data.officers, symbol).find((o) => o.name === h.nameVi);
          if (officer) expect(h.shares).toBe(officer.shares);
          else {
            const trades = of(data.insiderTransactions, symbol);
            expect(trades.some((t) => t.holderName === h.nameVi && t.relatedOfficer)).toBe(true);
          }
        }
      }
      for (let i = 1; i < holders.length; i++) {
        expect(holders[i]!.shares).toBeLessThanOrEqual(holders[i - 1]!.shares);
      }
    }
  });
});

describe('officers and insider transactions', () => {
  it('seat a chair, a chief executive and a supervisory head, since before the last session', () => {
    for (const symbol of symbols()) {
      const officers = of(data.officers, symbol);
      const founded = of(data.profiles, symbol)[0]!.foundedDate;
      const count = (en: string) => officers.filter((o) => o.positionEn === en).length;
      expect(count('Chairman of the Board')).toBe(1);
      expect(count('Chief Executive Officer')).toBe(1);
      expect(count('Head of the Supervisory Board')).toBe(1);
      for (const o of officers) {
        expect(o.sinceDate >= founded && o.sinceDate <= last).toBe(true);
        // One person, one holding, whichever boards list them.
        for (const other of officers.filter((x) => x.name === o.name)) {
          expect(other.shares).toBe(o.shares);
        }
      }
    }
  });

  it('chain each person’s holdings through trades and share issues to the officers’ shares', () => {
    for (const symbol of symbols()) {
      const trades = of(data.insiderTransactions, symbol);
      const grow = (holding: number, after: string, upTo: string) =>
        issues(symbol)
          .filter((i) => i.exDate > after && i.exDate <= upTo)
          // New shares are whole: a holder's fractions are dropped.
          .reduce((h, i) => Math.floor(h * (1 + i.ratio)), holding);
      for (const name of new Set(trades.map((t) => t.holderName))) {
        const mine = trades
          .filter((t) => t.holderName === name)
          .sort((a, b) => a.announcedDate.localeCompare(b.announcedDate));
        for (const [i, trade] of mine.entries()) {
          expect(market.sessions).toContain(trade.announcedDate);
          expect(trade.endDate <= last).toBe(true);
          if (trade.action === 'sell') {
            expect(trade.executedVolume).toBeLessThanOrEqual(trade.volumeBefore);
          }
          if (i > 0) {
            const previous = mine[i - 1]!;
            expect(trade.volumeBefore, `${symbol} ${name} ${trade.announcedDate}`).toBe(
              grow(previous.volumeAfter, previous.announcedDate, trade.announcedDate),
            );
          }
        }
        const lastTrade = mine.at(-1)!;
        const officer = of(data.officers, symbol).find((o) => o.name === name);
        if (officer) {
          expect(officer.shares).toBe(grow(lastTrade.volumeAfter, lastTrade.announcedDate, last));
        } else {
          expect(lastTrade.relatedOfficer).toBeDefined();
        }
      }
      for (const trade of trades.filter((t) => t.relatedOfficer)) {
        expect(of(data.officers, symbol).map((o) => o.name)).toContain(trade.relatedOfficer);
      }
    }
  });
});

describe('business news', () => {
  it('gives each company 20–40 items inside the dataset’s dates, with a body of paragraphs', () => {
    for (const symbol of symbols()) {
      const items = of(data.news, symbol);
      expect(items.length).toBeGreaterThanOrEqual(NEWS_MIN);
      expect(items.length).toBeLessThanOrEqual(NEWS_MAX);
      const years = new Set(items.map((n) => n.publishedAt.slice(0, 4)));
      expect(years.size, symbol).toBeGreaterThanOrEqual(4);
      for (const n of items) {
        const date = n.publishedAt.slice(0, 10);
        expect(date > first && date <= last).toBe(true);
        expect(n.bodyVi.split('\n\n').length).toBeGreaterThanOrEqual(2);
        expect(n.bodyEn.split('\n\n').length).toBe(n.bodyVi.split('\n\n').length);
      }
      for (const theme of ['results', 'agm']) {
        expect(items.some((n) => n.theme === theme)).toBe(true);
      }
    }
  });

  it('tells the dividends with the exercise rights’ figures', () => {
    for (const right of data.exerciseRights.filter((r) => r.typeId === 'cash-dividend')) {
      const item = of(data.news, right.symbol).find(
        (n) => n.theme === 'dividend' && n.publishedAt.startsWith(right.announcedDate),
      );
      if (!item) continue; // trimmed to NEWS_MAX or announced before the first session
      expect(item.summaryVi).toContain(right.exDate.split('-').reverse().join('/'));
    }
  });
});

describe('recommendations', () => {
  const closeOn = (symbol: string, date: string) =>
    market.dailyPrices.find((r) => r.symbol === symbol && r.sessionDate === date)?.close;

  it('take the price from the dataset’s close of the day and the target the call implies', () => {
    for (const row of data.recommendations) {
      expect(row.price, `${row.symbol} ${row.recommendationDate}`).toBe(
        closeOn(row.symbol, row.recommendationDate),
      );
      expect(row.upsidePercent).toBeCloseTo((row.targetPrice / row.price - 1) * 100, 2);
      const up = row.upsidePercent;
      if (row.categoryCode === 'technical') {
        expect(up).toBeGreaterThan(0);
        continue;
      }
      if (row.recommendation === 'buy') expect(up).toBeGreaterThanOrEqual(15);
      if (row.recommendation === 'accumulate') expect(up).toBeGreaterThanOrEqual(5);
      if (row.recommendation === 'reduce') expect(up).toBeLessThan(0);
      if (row.recommendation === 'sell') expect(up).toBeLessThan(-10);
      if (row.stopLossPrice !== undefined) expect(row.stopLossPrice).toBeLessThan(row.price);
    }
    for (const symbol of symbols()) {
      const history = of(data.recommendations, symbol).filter(
        (r) => r.categoryCode === 'fundamental',
      );
      expect(history.length, symbol).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(data.recommendations.map((r) => r.categoryCode))).toEqual(
      new Set(data.recommendationCategories.map((c) => c.code)),
    );
  });

  it('agree with the research reports already in the CMS seed', () => {
    const cms = ANALYSIS_REPORTS.flatMap((r) =>
      r.type === 'analysis_report' &&
      r.attrs.stockSymbol &&
      r.parent === 'analysis-category-company'
        ? [r]
        : [],
    );
    expect(cms.map((r) => `${r.attrs.stockSymbol}|${r.attrs.releaseDate}`).sort()).toEqual(
      CMS_REPORT_CALLS.map((c) => `${c.symbol}|${c.date}`).sort(),
    );
    const cmsWord = { buy: 'MUA', accumulate: 'KHẢ QUAN', hold: 'NẮM GIỮ' } as Record<
      string,
      string
    >;
    for (const call of CMS_REPORT_CALLS) {
      const report = cms.find((r) => r.attrs.stockSymbol === call.symbol)!;
      expect(report.vi.body?.join(' ')).toContain(`: ${cmsWord[call.view]}.`);
      const row = data.recommendations.find(
        (r) => r.symbol === call.symbol && r.recommendationDate === call.date,
      );
      expect(row?.recommendation).toBe(call.view);
    }
  });

  it('have a generated research report for each recent house call the CMS lacks', () => {
    for (const report of data.researchReports) {
      const call = data.recommendations.find(
        (r) =>
          r.symbol === report.symbol &&
          r.recommendationDate === report.date &&
          r.categoryCode === 'fundamental',
      )!;
      expect(call.recommendation).toBe(report.view);
      expect(
        CMS_REPORT_CALLS.some((c) => c.symbol === report.symbol && c.date === report.date),
      ).toBe(false);
      expect(report.vi.summary).toContain(RECOMMENDATION_WORDS[call.recommendation].vi);
      expect(report.en.points.join(' ')).toContain(call.targetPrice.toLocaleString('en-US'));
    }
    expect(new Set(data.researchReports.map((r) => r.key)).size).toBe(data.researchReports.length);
    expect(new Set(data.researchReports.map((r) => r.symbol)).size).toBe(market.companies.length);
  });
});
