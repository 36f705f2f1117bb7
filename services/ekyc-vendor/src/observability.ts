/**
 * The vendor's metrics: the shared request series (by route pattern) and its verdicts by check
 * and outcome, so a dashboard shows why photos fail (blur, glare…) without reading any case.
 */
import { createHttpMetrics, type HttpMetrics } from '@brokerage/shared/server/observability.ts';
import { Counter } from 'prom-client';

export interface VendorMetrics extends HttpMetrics {
  /** One verdict: `check` (id_front, id_back, signature, face), `outcome` (ok or the code). */
  verdicts: Counter<'check' | 'outcome'>;
}

export function createMetrics(): VendorMetrics {
  // A check decodes and measures a photo or a video: tens of ms to seconds.
  const http = createHttpMetrics({ buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] });
  return {
    ...http,
    verdicts: new Counter({
      name: 'ekyc_vendor_verdicts_total',
      help: 'Check verdicts, by check (id_front, id_back, signature, face) and outcome (ok or the failing code)',
      labelNames: ['check', 'outcome'],
      registers: [http.registry],
    }),
  };
}
