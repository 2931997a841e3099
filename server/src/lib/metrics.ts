// This process's Prometheus metrics (prom-client): one registry per process, every series labelled
// with `process` (a cluster worker's id, else "main"), served at GET /metrics (plugins/metrics.ts).
// Counters are plain increments, cheap enough for the checkout's path. Label values are route
// patterns, codes, kinds and job names: never a customer's data, an order number or a raw URL.
// Gauges that need the database (outbox, jobs) are read at scrape time by plugins/metrics.ts.
import cluster from "node:cluster";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export const METRICS_PREFIX = "galli_";

/** The `process` label: the cluster worker this is, or "main" for a single process. */
export const processLabel = (): string => (cluster.isWorker && cluster.worker ? `worker-${cluster.worker.id}` : "main");

export const registry = new Registry();
registry.setDefaultLabels({ process: processLabel() });
// Event-loop delay, memory, CPU, handles: prom-client's own process metrics.
collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX, eventLoopMonitoringPrecision: 20 });

const counter = (name: string, help: string, labelNames: readonly string[] = []) =>
  new Counter({ name: METRICS_PREFIX + name, help, labelNames, registers: [registry] });
const gauge = (name: string, help: string, labelNames: readonly string[] = []) =>
  new Gauge({ name: METRICS_PREFIX + name, help, labelNames, registers: [registry] });

/** Seconds: 2.5 ms to 10 s, the span of a cached read to a slow checkout. */
export const LATENCY_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  // HTTP
  httpRequests: counter("http_requests_total", "HTTP requests answered, by route pattern, method and status class.", [
    "route",
    "method",
    "status_class",
  ]),
  httpLatency: new Histogram({
    name: METRICS_PREFIX + "http_request_duration_seconds",
    help: "HTTP request latency in seconds, by route pattern, method and status class.",
    labelNames: ["route", "method", "status_class"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  }),
  errorAnswers: counter("http_error_answers_total", "Error answers by the error catalogue's code.", ["code"]),
  // Business
  ordersPlaced: counter("orders_placed_total", "Orders placed, by payment kind and shop group.", [
    "payment",
    "shop_group",
  ]),
  placementFailures: counter("order_placement_failures_total", "Place-order calls refused, by error code.", ["code"]),
  galliCashSpentPaise: counter("galli_cash_spent_paise_total", "Galli Cash spent on orders placed, in paise."),
  refundsInitiated: counter("refunds_initiated_total", "Refunds to the source sent to the payment provider."),
  refundsCompleted: counter("refunds_completed_total", "Refunds the payment provider reported processed."),
  payouts: counter("payouts_total", "Payout outcomes of the payout job: made, held, failed.", ["outcome"]),
  invoicesIssued: counter("invoices_issued_total", "Tax invoices and credit notes issued.", ["kind"]),
  substitutions: counter(
    "substitutions_total",
    "Short lines at packing, by what became of them: proposed (a substitute offered), accepted, declined, short (refunded, none offered).",
    ["state"],
  ),
  deliveries: counter(
    "deliveries_total",
    "Orders delivered, by whether they arrived by the time promised at placing (on_time: yes, no, or none promised).",
    ["on_time"],
  ),
  // Machinery
  poolInUse: gauge("db_pool_connections_in_use", "PostgreSQL connections checked out of this process's pool."),
  poolWaiting: gauge("db_pool_waiting", "Callers waiting for a PostgreSQL connection in this process."),
  txRetries: counter("db_transaction_retries_total", "Database transactions retried after a conflict."),
  jobRuns: counter("job_runs_total", "Job runs in this process, by job and outcome.", ["job", "outcome"]),
  jobLastSuccessAge: gauge("job_last_success_age_seconds", "Seconds since each job's last successful run.", ["job"]),
  jobIntervalSeconds: gauge("job_interval_seconds", "How often each job is due, in seconds.", ["job"]),
  outboxDepth: gauge("webhook_outbox_depth", "Webhook deliveries waiting to be posted."),
  outboxOldestAge: gauge(
    "webhook_outbox_oldest_age_seconds",
    "Age of the oldest webhook delivery waiting, in seconds.",
  ),
  streamsOpen: gauge("live_streams_open", "Live event streams open in this process."),
  cacheLookups: counter("read_cache_lookups_total", "Read cache lookups, by outcome (hit or miss).", ["outcome"]),
};

/** "2xx", "4xx", ... */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
