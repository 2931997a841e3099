// /ops/api/system: what an operator needs without dashboards (the ops console's System page): the
// jobs and their last runs, the webhook outbox and the shops whose deliveries fail, payouts held,
// the last money reconciliation, this process (uptime, versions, live streams, memory, database
// pool, transaction retries, read cache, errors in the last hour by code) and the database (kind,
// migrations).
import { z } from "zod";
import { envelope } from "./common";

export const systemJob = z.object({
  name: z.string(),
  every_seconds: z.number().describe("How often the job is due."),
  last_run_at: z.string().nullable(),
  last_ok_at: z.string().nullable(),
  last_error: z.string().nullable().describe("The last failure's message while the job is failing; null once it succeeds."),
  failures_in_a_row: z.number().int(),
  next_run_at: z.string().nullable(),
  late: z.boolean().describe("No success for 3 periods (the alert's rule), or never a success after 3 periods of this process."),
});

export const failingShop = z.object({
  store_id: z.string(),
  store_name: z.string(),
  failed: z.number().int().describe("Deliveries given up after every retry."),
  retrying: z.number().int().describe("Deliveries waiting after at least one failed attempt."),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
});

export const opsSystemView = z.object({
  checked_at: z.string(),
  process: z.object({
    id: z.string().describe("This process (host, pid): the other processes of a group answer for themselves."),
    started_at: z.string(),
    uptime_seconds: z.number().int(),
    app_version: z.string(),
    node_version: z.string(),
    streams_open: z.number().int().describe("Live event streams open in this process."),
    memory_rss_bytes: z.number().int().describe("This process's resident memory."),
    db_pool: z
      .object({
        max: z.number().int(),
        in_use: z.number().int().describe("Connections checked out of the pool."),
        idle: z.number().int(),
        waiting: z.number().int().describe("Callers waiting for a connection: above 0 for long, the pool is too small."),
      })
      .nullable()
      .describe("This process's PostgreSQL pool (null on SQLite)."),
    transaction_retries: z.number().int().describe("Transactions retried after a conflict since this process started."),
    read_cache: z
      .object({ hits: z.number().int(), misses: z.number().int() })
      .describe("The hot reads' answer cache since this process started."),
  }),
  database: z.object({
    kind: z.enum(["sqlite", "postgresql"]),
    migrations: z
      .object({
        applied: z.number().int(),
        last: z.string().nullable(),
        failed: z.number().int().describe("Migrations started and not finished (a failed deploy)."),
        pending: z.number().int().nullable().describe("Migration folders shipped with this version and not applied (null: folders not found)."),
      })
      .nullable()
      .describe("null: the database was not made by migrations (a test database)."),
  }),
  jobs: z.object({
    lease_holder: z.string().nullable().describe("The process that holds the job lock (runs the timed jobs)."),
    lease_expires_at: z.string().nullable(),
    items: z.array(systemJob),
  }),
  outbox: z.object({
    depth: z.number().int().describe("Webhook deliveries waiting."),
    oldest_age_seconds: z.number().nullable(),
    failing_shops: z.array(failingShop).describe("Shops with failed or retrying deliveries, most failures first (at most 20)."),
  }),
  payouts: z.object({ created: z.number().int(), on_hold: z.number().int(), failed: z.number().int() }),
  money: z
    .object({ ran_at: z.string(), orders_checked: z.number().int(), mismatches: z.number().int() })
    .nullable()
    .describe("The last money reconciliation (null: never ran); its findings are on the Payouts page."),
  errors_last_hour: z.array(z.object({ code: z.string(), count: z.number().int() })).describe("Error answers of this process in the last hour, by the catalogue's code, most first."),
});
export type OpsSystemView = z.infer<typeof opsSystemView>;
export const opsSystemResponse = envelope(opsSystemView);
