// The part of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type RequestSpec = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    setupClient?: (client: unknown) => void;
    requests?: RequestSpec[];
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  type Instance = PromiseLike<Result> & {
    on(event: "response", fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  };
  function autocannon(opts: Options): Instance;
  namespace autocannon {
    export type { RequestSpec };
  }
  export default autocannon;
}
