// Launches Chromium for the journeys (chromium.ts says which binary and flags) and opens pages.
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

/**
 * A fresh page (its own context, so storage starts empty) on the test server: desktop-sized, or a
 * phone (390x844 unless `viewport` says otherwise, an Android browser); `locale` sets the browser's
 * languages ("hi-IN": a browser asking for Hindi). The app's service worker is blocked unless
 * `serviceWorker` is set: it would download and cache the whole client in every fresh context, and
 * only the journeys about installing, push and offline need it.
 */
export async function newPage(
  browser: Browser,
  opts: {
    mobile?: boolean;
    viewport?: { width: number; height: number };
    locale?: string;
    serviceWorker?: boolean;
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject("baseURL"),
    serviceWorkers: opts.serviceWorker ? "allow" : "block",
    locale: opts.locale,
    viewport: opts.viewport ?? (opts.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 }),
    userAgent: opts.mobile
      ? "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/153.0 Mobile Safari/537.36"
      : undefined,
    geolocation: { latitude: 12.9352, longitude: 77.6245 },
    permissions: ["geolocation"],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Navigates and then waits until no request but a live event stream has been in flight for 500 ms
 * (Playwright's "networkidle" never comes while a stream is open). Every route whose path ends in
 * /events is a stream: the customer's, a store's and the merchant console's. Up to 15 s.
 */
export async function gotoAndSettle(page: Page, url: string): Promise<void> {
  const inFlight = new Set<unknown>();
  const isStream = (u: string) => new URL(u).pathname.endsWith("/events");
  const started = (r: { url(): string }) => {
    if (!isStream(r.url())) inFlight.add(r);
  };
  const ended = (r: unknown) => inFlight.delete(r);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.goto(url);
    const deadline = Date.now() + 15_000;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (Date.now() > deadline) throw new Error(`${url}: requests still in flight after 15 s`);
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}
