// Launches Chromium for the journeys (chromium.ts says which binary and flags) and opens pages.
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

/**
 * A fresh page (its own context, so storage starts empty) on the test server: desktop-sized, or a
 * phone (390x844 unless `viewport` says otherwise, an Android browser).
 */
export async function newPage(
  browser: Browser,
  opts: { mobile?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject("baseURL"),
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
