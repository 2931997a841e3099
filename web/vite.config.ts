// The web client's build and dev server. `npm run dev` runs this beside the API server on :3000;
// the proxy sends the server's paths there and leaves client routes (/api, /home...) to Vite.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./vite-precompress";

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

/** Paths the service worker never answers with the app shell: the server's own pages and files. */
const NOT_APP_PAGES = [/^\/user\//, /^\/api\/(read|update|openapi\.json)$/, /^\/merchant\//, /^\/mock\//, /^\/dev\//];

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    VitePWA({
      // A new version installs in the background and takes over on the next load.
      registerType: "autoUpdate",
      injectRegister: "script-defer",
      includeAssets: ["favicon.svg", "robots.txt", "icons/apple-touch-icon-180.png"],
      manifest: {
        id: "/home",
        name: "Galli: shops near you",
        short_name: "Galli",
        description: "Order groceries and everyday goods from the shops near you.",
        start_url: "/home",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        background_color: "#ffffff",
        theme_color: "#093b1d",
        lang: "en-IN",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The app shell (HTML, every JS and CSS chunk, icons) is precached: repeat visits start
        // from the device, and client routes open offline.
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // The Hindi catalogue (lib/i18n/hi.ts) is fetched only by those who choose Hindi.
        globIgnores: ["**/hi-*.js"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: NOT_APP_PAGES,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Product and shop images: immutable per URL, so the cached copy is served first.
            urlPattern: ({ url }) =>
              url.pathname === "/user/product/img/view" || url.pathname === "/user/category/view/img",
            handler: "CacheFirst",
            options: {
              cacheName: "galli-images",
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    precompress(outDir),
  ],
  resolve: {
    alias: {
      "@": fromWeb("./src"),
      "@contract": fromWeb("../server/src/contract"),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(SERVER_PATHS.map((pattern) => [pattern, { target: API_SERVER, changeOrigin: true }])),
  },
});
