/**
 * The part of autocannon's programmatic API the bench uses. autocannon ships no types and
 * `@types/autocannon` is not a dependency, so this describes only what we call and read.
 */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      headers?: Record<string, string>;
      /** Each connection cycles through these in order. */
      requests?: Request[];
      /** Called once per connection as it is created, e.g. to give it requests of its own. */
      setupClient?: (client: Client) => void;
      /** A run before the measured one whose results are discarded. */
      warmup?: { connections?: number; duration?: number };
      /** Seconds before a request counts as timed out. */
      timeout?: number;
    }

    /** One connection. */
    interface Client {
      setRequests(requests: Request[]): void;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p2_5: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface Result {
      /** Completed requests per one-second sample. */
      requests: Histogram & { sent: number };
      /** Milliseconds. */
      latency: Histogram;
      /** Bytes per one-second sample. */
      throughput: Histogram;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }

  function autocannon(options: autocannon.Options): PromiseLike<autocannon.Result>;
  export = autocannon;
}
