// Test-only: the API of lich-su-huong-quyen and lich-su-tang-von over a list of rights.
import type { QueryParams } from '@brokerage/shared/api/client.ts';
import {
  fail,
  fakeApiClient,
  list,
  ok,
  type FakeReply,
} from '@brokerage/shared/testing/fakeApiClient.ts';
import type { CapitalRaising, ExerciseRight } from '../api/corporateActionsApi';
import { CAPITAL, TYPES } from './rights';

export interface FakeRightsApiOptions {
  rights: ExerciseRight[];
  capital?: CapitalRaising[];
  /** Answers a call before the fake does (a failure, say); undefined lets the fake answer. */
  override?: (url: string, params: QueryParams) => FakeReply | undefined;
}

/**
 * `exercise-rights` filtering by type and keyword (in the title, case ignored) and paging as the
 * API does, `exercise-right-types`, `ttpt-capital-raising-histories`.
 */
export function fakeRightsApi({ rights, capital = CAPITAL, override }: FakeRightsApiOptions) {
  return fakeApiClient((url, params) => {
    const overridden = override?.(url, params);
    if (overridden) return overridden;
    if (url === 'exercise-right-types') return ok(TYPES);
    if (url === 'ttpt-capital-raising-histories') return ok(capital);
    if (url !== 'exercise-rights') return fail(404, 'not_found');
    const type = params.exercise_right_type_id;
    if (type !== undefined && !TYPES.some((t) => t.id === type)) return fail(400, 'invalid_value');
    const keyword = typeof params.keyword === 'string' ? params.keyword.toLowerCase() : '';
    const matching = rights.filter(
      (right) =>
        (type === undefined || right.kind === type) && right.title.toLowerCase().includes(keyword),
    );
    const page = Number(params.page ?? 1);
    const limit = Number(params.limit ?? 20);
    return list(matching.slice((page - 1) * limit, page * limit), {
      page,
      limit,
      total: matching.length,
    });
  });
}
