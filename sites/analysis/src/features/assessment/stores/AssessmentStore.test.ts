import { describe, expect, it } from 'vitest';
import { fail } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fakeAssessmentApi } from '../testing/fakeAssessmentApi';
import { BVH_VI } from '../testing/assessmentFixtures';
import { AssessmentStore } from './AssessmentStore';

describe('AssessmentStore', () => {
  it('loads a company’s assessment in the language asked, once per symbol and language', async () => {
    const api = fakeAssessmentApi();
    const store = new AssessmentStore(api);
    const loading = store.load('BVH', 'vi');
    expect(store.assessment.isLoading).toBe(true);
    await loading;
    expect(store.current?.axes[0]?.label).toBe('Mô hình kinh doanh');
    await store.load('BVH', 'vi');
    expect(api.requests).toEqual([
      { url: 'ttpt-automatic-assessments/BVH', params: { locale: 'vi' } },
    ]);
    await store.load('BVH', 'en');
    expect(store.current?.axes[0]?.label).toBe('Business model');
    expect(api.requests).toHaveLength(2);
  });

  it('averages the peers for the radar', async () => {
    const store = new AssessmentStore(fakeAssessmentApi());
    await store.load('BVH', 'vi');
    const [a, b] = BVH_VI.peers;
    const mean = (x: number | null, y: number | null) => Math.round(((x ?? 0) + (y ?? 0)) * 5) / 10;
    expect(store.peersAverage?.valuation).toBe(mean(a!.scores.valuation, b!.scores.valuation));
  });

  it('keeps the failure for a retry, and says when nothing could be scored', async () => {
    let down = true;
    const store = new AssessmentStore(
      fakeAssessmentApi({
        override: () => (down ? fail(500, 'server_error') : undefined),
        edit: (a) => ({ ...a, overall: null }),
      }),
    );
    await store.load('BVH', 'vi');
    expect(store.assessment.failure).toBe('server');
    expect(store.current).toBeNull();
    down = false;
    await store.assessment.retry();
    expect(store.assessment.failure).toBeNull();
    expect(store.assessment.isEmpty).toBe(true);
  });
});
