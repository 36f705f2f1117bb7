import { asc, eq } from 'drizzle-orm';
import { overallScore } from '@brokerage/shared/market/fundamentals/assessment.ts';
import { AutomaticAssessmentSchema } from '@brokerage/shared/validation/assessmentApi.ts';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { marketCompanies } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { getOk } from '../../test/requests';
import { expectApiError } from '../../test/responses';
import { publishedDate } from '../fundamentals/books';
import { assessmentScores } from './scores';

const API = '/api/v1';
const Envelope = dataEnvelope(AutomaticAssessmentSchema);
const AXES = [
  'businessModel',
  'performance',
  'financialHealth',
  'valuation',
  'technicalStrength',
  'priceMomentum',
];

describe('ttpt-automatic-assessments/{id}', () => {
  const app = useTestApp({ env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });
  /** The first bank by symbol: its sector has the most companies. */
  let bank = '';

  beforeAll(async () => {
    const [row] = await app.db
      .select({ symbol: marketCompanies.symbol })
      .from(marketCompanies)
      .where(eq(marketCompanies.firmType, 'bank'))
      .orderBy(asc(marketCompanies.symbol))
      .limit(1);
    bank = row!.symbol;
    // The whole market is assessed on the first call (then kept): tens of thousands of
    // statement rows, slow on an in-memory database under load.
    await assessmentScores(app);
  }, 120_000);

  it('answers six axes with their reasons in Vietnamese and English, and peers of the same sector', async () => {
    const url = `${API}/ttpt-automatic-assessments/${bank}`;
    const vi = (await getOk(app, url, Envelope)).data;
    const en = (await getOk(app, `${url}?locale=en`, Envelope)).data;

    expect(vi.stockSymbol).toBe(bank);
    expect(vi.firmType).toBe('bank');
    expect(vi.sector).toBe('Ngân hàng');
    expect(en.sector).toBe('Banks');
    for (const answer of [vi, en]) {
      expect(answer.axes.map((a) => a.axis)).toEqual(AXES);
      for (const axis of answer.axes) {
        expect(axis.reasons.length).toBeGreaterThan(0);
        expect(axis.score).not.toBeNull();
      }
      // The overall is the mean of the axes on 0–100.
      expect(answer.overall).toBe(overallScore(answer.axes.map((a) => a.score)));
    }
    // The same scores, worded in each language with the figures.
    expect(en.overall).toBe(vi.overall);
    expect(en.axes.map((a) => a.score)).toEqual(vi.axes.map((a) => a.score));
    expect(vi.axes[0]!.label).toBe('Mô hình kinh doanh');
    expect(en.axes[0]!.label).toBe('Business model');
    const viRoe = vi.axes[1]!.reasons.find((r) => r.code === 'roe')!;
    const enRoe = en.axes[1]!.reasons.find((r) => r.code === 'roe')!;
    expect(viRoe.text).toMatch(/^ROE 4 quý gần nhất -?\d+(,\d)?%\.$/);
    expect(enRoe.text).toMatch(/^Return on equity of -?\d+(\.\d)?% over the last four quarters\.$/);
    // A bank's health is read from its own measures.
    expect(vi.axes[2]!.reasons.map((r) => r.code)).toEqual([
      'nplRatio',
      'loanToDeposit',
      'equityToAssets',
      'casaRatio',
    ]);
    for (const reason of vi.axes.flatMap((a) => a.reasons)) {
      expect(reason.tone).toBe(
        reason.points === null
          ? 'unavailable'
          : reason.points >= 4
            ? 'positive'
            : reason.points <= 1
              ? 'negative'
              : 'neutral',
      );
    }

    // The statements used were published by the session assessed (30 days after the quarter).
    const [quarter, year] = vi.statementPeriod!.slice(1).split('/').map(Number) as [number, number];
    expect(publishedDate(year, quarter) <= vi.asOf!).toBe(true);

    // Peers: other banks, at most six, largest first.
    const banks = await app.db
      .select({ symbol: marketCompanies.symbol })
      .from(marketCompanies)
      .where(eq(marketCompanies.icbCode, vi.icbCode));
    const sector = new Set(banks.map((b) => b.symbol));
    expect(vi.peers.length).toBe(Math.min(6, sector.size - 1));
    expect(vi.peers.length).toBeGreaterThan(0);
    for (const peer of vi.peers) {
      expect(sector.has(peer.stockSymbol)).toBe(true);
      expect(peer.stockSymbol).not.toBe(bank);
      expect(Object.keys(peer.scores)).toEqual(AXES);
      expect(peer.overall).toBe(overallScore(Object.values(peer.scores)));
    }
    const capitals = vi.peers.map((p) => p.marketCapital ?? 0);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));
    expect(en.peers.map((p) => p.stockSymbol)).toEqual(vi.peers.map((p) => p.stockSymbol));
  });

  it('agrees with the scores the screener reads, for every company', async () => {
    const scores = await assessmentScores(app);
    const companies = await app.db.select({ symbol: marketCompanies.symbol }).from(marketCompanies);
    expect(scores.size).toBe(companies.length);
    for (const score of scores.values()) {
      expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
    }
    const answer = await getOk(app, `${API}/ttpt-automatic-assessments/${bank}`, Envelope);
    expect(scores.get(bank)).toBe(answer.data.overall);
    // Cached per snapshot and session: the same map contents again.
    expect(await assessmentScores(app)).toEqual(scores);
  });

  it('trims and upper-cases the symbol', async () => {
    const answer = await getOk(
      app,
      `${API}/ttpt-automatic-assessments/%20${bank.toLowerCase()}%20`,
      Envelope,
    );
    expect(answer.data.stockSymbol).toBe(bank);
  });

  it('answers 404 stock_symbol_not_found for an unknown symbol', async () => {
    expectApiError(await app.inject(`${API}/ttpt-automatic-assessments/QQQQ`), 404, {
      code: 'stock_symbol_not_found',
      message: expect.any(String) as unknown as string,
      field: 'id',
    });
  });

  it.each(['A', 'FPT!', 'ABCDEFGHIJK'])('answers 400 for the malformed symbol %s', async (id) => {
    const res = await app.inject(`${API}/ttpt-automatic-assessments/${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'id' }] });
  });

  it('sends the assessment as public content', async () => {
    const res = await app.inject(`${API}/ttpt-automatic-assessments/${bank}`);
    expect(res.headers['cache-control']).toMatch(/public/);
  });
});
