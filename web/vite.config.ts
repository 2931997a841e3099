// The web client's build and dev server. `npm run dev` runs this beside the API server on :3000;
// the proxy sends the server's paths there and leaves client routes (/api, /home...) to Vite.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./vite-precompress";
import { shopPagePreload } from "./vite-shop-preload";
import { pageChunkGroup } from "./vite-page-chunks";
import { pwaOptions } from "./pwa";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const fromWeb = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const outDir = fromWeb("./dist");

/** Radix's internal packages that its components share (hooks, contexts, the primitive element, roving focus). */
const RADIX_BASE =
  /node_modules\/@radix-ui\/(primitive|react-(primitive|context|presence|id|direction|collection|roving-focus|compose-refs|slot|use-[a-z-]+))\//;

/** The API server of `npm run dev` (server/src/main.ts listens on 3000 by default). */
const API_SERVER = "http://localhost:3000";

// Anchored patterns: a plain "/user" prefix would also catch a shop id such as /userpoint, and
// "/api" alone is the client's API document page.
const SERVER_PATHS = [
  "^/user(/|$)",
  "^/api/(read|update)$",
  "^/api/openapi\\.json$",
  "^/merchant/api(/|$)",
  "^/ops/api(/|$)",
  "^/mock(/|$)",
  "^/dev(/|$)",
  "^/healthz$",
];

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), VitePWA(pwaOptions), shopPagePreload(), precompress(outDir)],
  resolve: {
    alias: [
      { find: "@", replacement: fromWeb("./src") },
      { find: "@contract", replacement: fromWeb("../server/src/contract") },
      // React Router's package points every import at its development build (extra checks and
      // warnings); the build takes its production twin, as React's own production build is taken.
      ...(command === "build"
        ? [
            { find: /^react-router$/, replacement: fromWeb("../node_modules/react-router/dist/production/index.mjs") },
            { find: /^react-router\/dom$/, replacement: fromWeb("../node_modules/react-router/dist/production/dom-export.mjs") },
          ]
        : []),
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the first page load needs in one file beside the entry, rather than a score
        // of small shared chunks: brotli compresses them about 10 KB smaller together. Pages and
        // dialogs that load on demand keep their own chunks.
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            // Radix's building blocks that the dialogs and popovers (loaded on demand by every page,
            // /home when idle) share with the products page, beside neither: in the page's chunk
            // (where the bundler put them) they made /home fetch and modulepreload the whole page.
            { name: "radix-base", test: RADIX_BASE, priority: 1 },
            // The products page's code in one chunk rather than nine (vite-page-chunks.ts).
            pageChunkGroup(fromWeb("./src/main.tsx"), fromWeb("./src/app/pages/products-page.tsx")),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(SERVER_PATHS.map((pattern) => [pattern, { target: API_SERVER, changeOrigin: true }])),
  },
}));
