// Browser journeys: a real server on a free port, driven by playwright-core and a Chromium that
// npm installs (@sparticuz/chromium) or the one CHROME_PATH names.
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@contract": path.resolve("server/src/contract") } },
  test: {
    name: "e2e",
    environment: "node",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // Tests a file marks concurrent run two at a time: the axe scans of English and Hindi pages
    // (accessibility.e2e.ts) keep a core each busy in their own renderer while the other waits.
    maxConcurrency: 2,
    // A journey that fails is run once more before it counts as failed, as Playwright's own CI
    // preset does: headless Chromium on a loaded 2-core machine now and then stops producing
    // animation frames for a page, and every click waits for two frames. A journey that fails twice
    // fails the run, and the reporter names every retried test.
    retry: 1,
  },
});
