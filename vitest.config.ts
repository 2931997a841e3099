// Unit, API contract and web component tests. Browser journeys run from e2e/vitest.config.ts.
import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const alias = {
  "@": path.resolve("web/src"),
  "@contract": path.resolve("server/src/contract"),
};

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
