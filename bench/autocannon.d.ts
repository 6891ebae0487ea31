/**
 * The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
 * See node_modules/autocannon/README.md, "API".
 */
declare module 'autocannon' {
  export interface Options {
    url: string;
    /** Concurrent connections (default 10). */
    connections?: number;
    /** Seconds to run. */
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Requests per second over all connections; latencies are corrected for coordinated omission. */
    overallRate?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    title?: string;
  }

  /** Percentiles and moments of one statistic (latency in milliseconds, requests per second). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    url: string;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
