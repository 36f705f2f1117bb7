/**
 * The part of autocannon 8's API the load bench uses (the package ships no types, and adding
 * @types/autocannon for four fields is not worth a dependency).
 */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }

  export interface Result {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    overallRate?: number;
    connectionRate?: number;
    timeout?: number;
    pipelining?: number;
    /** Each request in turn; `setupRequest` may rewrite it (a new path per request). */
    requests?: Array<{
      setupRequest?: (request: RequestParams) => RequestParams;
    }>;
  }

  export interface RequestParams {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
