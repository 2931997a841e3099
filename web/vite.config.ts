// The web client's build and dev server. `npm run dev` runs this beside the API server on :3000;
// the proxy sends the server's paths there and leaves client routes (/api, /home...) to Vite.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./vite-precompress";
import { shopPagePreload } from "./vite-shop-preload";
import { pwaOptions } from "./pwa";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const fromWeb = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const outDir = fromWeb("./dist");

/** The API server of `npm run dev` (server/src/main.ts listens on 3000 by default). */
const API_SERVER = "http://localhost:3000";

// Anchored patterns: a plain "/user" prefix would also catch a shop id such as /userpoint, and
// "/api" alone is the client's API document page.
const SERVER_PATHS = [
  "^/user(/|$)",
  "^/api/(read|update)$",
  "^/api/openapi\\.json$",
  "^/merchant(/|$)",
  "^/mock(/|$)",
  "^/dev(/|$)",
  "^/healthz$",
];

const ENTRY = fromWeb("./src/main.tsx");
const PRODUCTS_PAGE = fromWeb("./src/app/pages/products-page.tsx");

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** Every module `root` imports statically, directly or not, leaving out those in `known`. */
function staticClosure(root: string, graph: ModuleGraph, known = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || known.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    const lazy = new Set(info?.dynamicallyImportedIds ?? []);
    stack.push(...(info?.importedIds ?? []).filter((next) => !lazy.has(next)));
  }
  return seen;
}

const pageOnly = new WeakMap<ModuleGraph, Set<string>>();
/** The modules the products page imports that the entry does not (once per chunking pass). */
function productsPageModules(graph: ModuleGraph): Set<string> {
  let modules = pageOnly.get(graph);
  if (!modules) {
    modules = staticClosure(PRODUCTS_PAGE, graph, staticClosure(ENTRY, graph));
    pageOnly.set(graph, modules);
  }
  return modules;
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), VitePWA(pwaOptions), shopPagePreload(), precompress(outDir)],
  resolve: {
    alias: {
      "@": fromWeb("./src"),
      "@contract": fromWeb("../server/src/contract"),
    },
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
            // What the products page draws with (radix parts, the cart's panel) in its own chunk
            // rather than seven small ones shared with the dialogs: a shop's address preloads it
            // from the HTML, and on slow networks every request costs a round trip.
            { name: (id, ctx) => (productsPageModules(ctx).has(id) ? "products-page" : null), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(SERVER_PATHS.map((pattern) => [pattern, { target: API_SERVER, changeOrigin: true }])),
  },
});
