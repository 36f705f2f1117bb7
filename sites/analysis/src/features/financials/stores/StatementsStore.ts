import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { FirmType, StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';
import type { Statement } from '../api/financialsApi';
import { CHART_LINES } from '../model/layouts';
import { KeyedResourceStore, type KeyedRequest, type KeyedState } from './KeyedResourceStore';

/** The calls and their schemas load with the first request, not with the page's chunk. */
const financialsApi = () => import('../api/financialsApi');

/** One statement of one company for one kind of period. */
export interface StatementRequest {
  symbol: string;
  firmType: FirmType;
  path: StatementPath;
  period: FundamentalPeriod;
}

/** The company's statements as the page wants them (charts and table share the answers). */
export interface ChartRequest {
  symbol: string;
  firmType: FirmType;
  period: FundamentalPeriod;
}

/**
 * The statements of `ttpt-stox-tb-fund-{type}/{sub-path}`, kept by symbol, sub-path, period and
 * language for the visit: the table holds the tab shown, the charts the income statement and
 * the balance sheet, each section loading and failing on its own.
 */
export class StatementsStore {
  readonly #cache = new KeyedResourceStore<Statement>('analysis.financials.statement');
  /** The statement table's requests (its useLoad cancels them). */
  readonly table = this.#cache.lease();
  /** The charts' requests. */
  readonly charts = this.#cache.lease();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  loadTable(request: StatementRequest, locale: Locale): Promise<void> {
    return this.table.load([this.#request(request, locale)]);
  }

  /** The income statement and the balance sheet (or a securities firm's security-balance). */
  loadCharts(request: ChartRequest, locale: Locale): Promise<void> {
    return this.charts.load(
      chartPaths(request.firmType).map((path) => this.#request({ ...request, path }, locale)),
    );
  }

  state(request: StatementRequest, locale: Locale): KeyedState<Statement> {
    return this.#cache.state(statementKey(request, locale));
  }

  retry(request: StatementRequest, locale: Locale): Promise<void> {
    return this.#cache.retry(statementKey(request, locale));
  }

  #request(request: StatementRequest, locale: Locale): KeyedRequest<Statement> {
    return {
      key: statementKey(request, locale),
      loader: async (signal) =>
        (await financialsApi()).getStatement(this.#api, request, { locale, signal }),
    };
  }
}

export const statementKey = (
  { symbol, firmType, path, period }: StatementRequest,
  locale: Locale,
): string => `${symbol}|${firmType}|${path}|${period}|${locale}`;

/** The statements the charts read: the income statement, then the balance sheet. */
export const chartPaths = (firmType: FirmType): [StatementPath, StatementPath] => [
  'income-statement',
  CHART_LINES[firmType].balancePath,
];
