// One autocannon run against a running server, and the A B A B comparison with the ceiling route.
import fs from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

export type Call = {
  name: string;
  method: "GET" | "POST";
  /** Path (and query) and body of the i-th request. */
  request: (i: number) => { path: string; body?: unknown };
  /** How many different requests the call makes (request(i) for i below it; 1 when it never varies). */
  distinct?: number;
  /** An access token of its own (a customer's), instead of the run's guest token. */
  token?: string;
};

export type Run = {
  rps: number;
  p50: number;
  p99: number;
  over1s: number;
  errors: number;
  total: number;
  /** Answers by status other than the expected one (e.g. 503 when the server sheds load). */
  wrong: Record<number, number>;
  /** Connections that failed (reset, refused) and requests that timed out, as autocannon counts them. */
  socketErrors: number;
  timeouts: number;
};

/** A run's errors, with what they were when there were any: "3 (502 x2, 1 socket)". */
export function errorsOf(r: Run): string {
  const parts = [
    ...Object.entries(r.wrong).map(([status, n]) => `${status} x${n}`),
    ...(r.socketErrors ? [`${r.socketErrors} socket`] : []),
    ...(r.timeouts ? [`${r.timeouts} timed out`] : []),
  ];
  return parts.length ? `${r.errors} (${parts.join(", ")})` : String(r.errors);
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
export const PAIRS = Number(process.env.BENCH_PAIRS ?? 2);
export const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
/** What a browser asks for (Chrome): answers of 1 KB and more come back compressed, as a phone gets them. */
export const ACCEPT_ENCODING = process.env.ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";

export const ceiling: Call = { name: "ceiling: 404 of /user/x", method: "GET", request: () => ({ path: "/user/x" }) };

/** Sends each distinct request of a call once, one at a time, each on a new connection (so a
 * cluster hands them to its workers in turn): a browsing city keeps its caches warm. The workers
 * take connections in strict turn, so a pass is padded with cheap requests until it has used one
 * connection more than a multiple of `workers`: N passes then give every worker every request
 * (equal passes of an even length would give each worker the same half, every time). */
export async function warm(base: string, token: string, call: Call, distinct: number, workers = 1) {
  const padding = (((1 - distinct) % workers) + workers) % workers;
  for (let i = 0; i < distinct + padding; i++) {
    const r = i < distinct ? call.request(i) : ceiling.request(i);
    const method = i < distinct ? call.method : ceiling.method;
    const body = r.body ? JSON.stringify(r.body) : undefined;
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        base + r.path,
        {
          method,
          agent: false,
          headers: {
            authorization: `Bearer ${call.token ?? token}`,
            "accept-encoding": ACCEPT_ENCODING,
            ...(body ? { "content-type": "application/json" } : {}),
          },
        },
        (res) => res.resume().on("end", resolve).on("error", reject),
      );
      req.on("error", reject);
      req.end(body);
    });
  }
}

/** Waits until the server has worked off what a run left in flight (a cheap call answers fast). */
export async function settle(base: string) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await fetch(`${base}/user/x`).then((res) => res.arrayBuffer());
    if (performance.now() - t0 < 25) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * autocannon's request list for a call: its distinct requests, built once with the token and a
 * browser's encodings, which every connection goes through in turn. (A setupRequest function would
 * copy and rebuild each request: the load generator, on the same two cores, would then spend more
 * per request than the server does on a cheap call.)
 */
function requestsOf(call: Call, token: string): autocannon.RequestSpec[] {
  return Array.from({ length: call.distinct ?? 1 }, (_, i) => {
    const r = call.request(i);
    return {
      method: call.method,
      path: r.path,
      headers: {
        authorization: `Bearer ${call.token ?? token}`,
        "accept-encoding": ACCEPT_ENCODING,
        ...(r.body ? { "content-type": "application/json" } : {}),
      },
      body: r.body ? JSON.stringify(r.body) : undefined,
    };
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** CPU time (ms so far) of every process whose command line names nginx. */
export function nginxCpuMs(): number {
  let ms = 0;
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!/^nginx/.test(fs.readFileSync(`/proc/${name}/cmdline`, "utf8"))) continue;
      ms += cpuMs(Number(name));
    } catch {
      // ended meanwhile
    }
  }
  return ms;
}
const CLOCK_TICKS = 100;

/**
 * The server's own CPU time per request of a call (one process, `pid`): `amount` requests at 16
 * connections, the process's CPU time before and after. Unlike req/s it hardly moves with what else
 * the machine runs, so a change can be weighed on a busy machine.
 */
export async function cpuPerRequest(
  base: string,
  token: string,
  call: Call,
  pid: number,
  amount: number,
  /** Other CPU time to count (ms so far), e.g. the database server's (bench/pg-cpu.ts). */
  other?: () => number,
) {
  const before = cpuMs(pid);
  const otherBefore = other?.() ?? 0;
  const client = process.cpuUsage();
  const result = await autocannon({
    url: base,
    connections: 16,
    amount,
    requests: requestsOf(call, token),
  });
  const used = cpuMs(pid) - before;
  const otherUsed = (other?.() ?? 0) - otherBefore;
  const { user, system } = process.cpuUsage(client);
  return {
    usPerRequest: (used * 1000) / result.requests.total,
    otherUsPerRequest: (otherUsed * 1000) / result.requests.total,
    clientUsPerRequest: (user + system) / result.requests.total,
    requests: result.requests.total,
  };
}

export async function run(base: string, token: string, call: Call, seconds = SECONDS, okStatus = 200): Promise<Run> {
  let over1s = 0;
  let wrong = 0;
  const byStatus: Record<number, number> = {};
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: requestsOf(call, token),
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    if (ms > 1000) over1s++;
    if (status !== okStatus) {
      wrong++;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    }
  });
  const result = await instance;
  await settle(base);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    over1s,
    errors: wrong + result.errors + result.timeouts,
    total: result.requests.total,
    wrong: byStatus,
    socketErrors: result.errors,
    timeouts: result.timeouts,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export type Compared = { call: Run; ceiling: Run; share: number };

/** ceiling, call, ceiling, call, ...: the call's share of the ceiling is the median over the pairs. */
export async function compare(base: string, token: string, call: Call): Promise<Compared> {
  const calls: Run[] = [];
  const ceilings: Run[] = [];
  for (let p = 0; p < PAIRS; p++) {
    ceilings.push(await run(base, token, ceiling, SECONDS, 404));
    calls.push(await run(base, token, call));
  }
  const pick = (runs: Run[]): Run => ({
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    over1s: runs.reduce((a, r) => a + r.over1s, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    total: runs.reduce((a, r) => a + r.total, 0),
    wrong: runs.reduce<Record<number, number>>((a, r) => {
      for (const [k, v] of Object.entries(r.wrong)) a[Number(k)] = (a[Number(k)] ?? 0) + v;
      return a;
    }, {}),
    socketErrors: runs.reduce((a, r) => a + r.socketErrors, 0),
    timeouts: runs.reduce((a, r) => a + r.timeouts, 0),
  });
  return {
    call: pick(calls),
    ceiling: pick(ceilings),
    share: median(calls.map((c, k) => (ceilings[k].rps > 0 ? c.rps / ceilings[k].rps : 0))),
  };
}
