// The installable app: the web manifest and the service worker's rules (vite-plugin-pwa, Workbox's
// generateSW). Kept apart from vite.config.ts so tests/pwa.test.ts can check the rules themselves.
import type { VitePWAOptions } from "vite-plugin-pwa";

/** The page the service worker answers a page load with when the network is down (web/public). */
export const OFFLINE_PAGE = "/offline.html";

export const pwaOptions: Partial<VitePWAOptions> = {
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
  // Workbox writes each urlPattern's source into sw.js: they may use nothing from this file.
  workbox: {
    // Every JS and CSS chunk, the HTML, the offline page and its script, and the icons are
    // precached: a page load fetches only its HTML, and updates install in the background.
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    // The Hindi catalogue (lib/i18n/hi.ts) is fetched only by those who choose Hindi.
    globIgnores: ["**/hi-*.js"],
    // Web push: shows the server's order notifications and opens the order on a click.
    importScripts: ["/push-sw.js"],
    // Page loads go to the network (the browser starts the request while the worker wakes), and
    // when the network is down the offline page answers: an app shell with every call failing
    // would only show error dialogs.
    navigateFallback: null,
    navigationPreload: true,
    // A new worker takes over at once (the next page load runs the new version, even with other
    // tabs open), and the first one controls the page that installed it, so that page works offline.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
      },
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
};
