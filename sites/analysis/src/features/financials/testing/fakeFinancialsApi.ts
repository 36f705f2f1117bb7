// Test-only: the fundamentals API on the fake transport, answering with the fixtures.
import type { FakeHandler, FakeReply } from '@brokerage/shared/api/testServer.ts';
import type { FirmType, StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';
import { bankRatios, plans, reportsOf, statementOf } from './fixtures';

const STATEMENT_URL = /^ttpt-stox-tb-fund-(bank|insurance|securities|company)\/([a-z-]+)$/;

export const ok = (data: unknown): FakeReply => ({ status: 200, data: { data } });

/** Answers as the API does; `override` answers first when it returns a reply. */
export function fakeFinancialsHandler(
  override?: (request: Parameters<FakeHandler>[0]) => FakeReply | 'hang' | undefined,
): FakeHandler {
  return (request) => {
    const overridden = override?.(request);
    if (overridden) return overridden;
    const url = request.url ?? '';
    const params = (request.params ?? {}) as Record<string, string>;
    const statement = STATEMENT_URL.exec(url);
    if (statement) {
      return ok(
        statementOf(
          params.stock_symbol!,
          statement[1] as FirmType,
          statement[2] as StatementPath,
          params.period as FundamentalPeriod,
          params.locale as 'vi' | 'en',
        ),
      );
    }
    if (url === 'ttpt-financial-ratios') return ok(bankRatios(params.stock_symbol));
    if (url === 'ttpt-business-plan-statistics') return ok(plans);
    if (url === 'ttpt-financial-reports') {
      const all = reportsOf(params.stock_symbol!, 20);
      const page = Number(params.page);
      const limit = Number(params.limit);
      return {
        status: 200,
        data: {
          data: all.slice((page - 1) * limit, page * limit),
          meta: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
        },
      };
    }
    if (url === 'ttpt-financial-reports/create-download') {
      return {
        status: 200,
        data: new Blob(['\uFEFFBáo cáo,Mã,Chỉ tiêu,Q3/2026 (VND)\r\n'], { type: 'text/csv' }),
        headers: { 'content-disposition': 'attachment; filename="VCB_2026_Q3.csv"' },
      };
    }
    return { status: 404, data: { errors: [{ code: 'not_found', message: 'Not found' }] } };
  };
}
