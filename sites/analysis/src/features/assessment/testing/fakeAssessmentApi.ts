// Test-only: `ttpt-automatic-assessments/{id}` over the BVH fixtures.
import type { QueryParams } from '@brokerage/shared/api/client.ts';
import {
  fail,
  fakeApiClient,
  ok,
  type FakeReply,
} from '@brokerage/shared/testing/fakeApiClient.ts';
import type { AutomaticAssessment } from '../api/assessmentApi';
import { BVH_EN, BVH_VI } from './assessmentFixtures';

export interface FakeAssessmentApiOptions {
  /** Answers a call before the fake does (a failure, say); undefined lets the fake answer. */
  override?: (url: string, params: QueryParams) => FakeReply | undefined;
  /** Changes the answer (no peers, nothing scored…). */
  edit?: (answer: AutomaticAssessment) => AutomaticAssessment;
}

/** BVH in either language; any other symbol is 404 `stock_symbol_not_found`. */
export function fakeAssessmentApi({ override, edit = (a) => a }: FakeAssessmentApiOptions = {}) {
  return fakeApiClient((url, params) => {
    const overridden = override?.(url, params);
    if (overridden) return overridden;
    if (url !== 'ttpt-automatic-assessments/BVH') return fail(404, 'stock_symbol_not_found');
    return ok(edit(params.locale === 'en' ? BVH_EN : BVH_VI));
  });
}
