// Launches Chromium for the journeys: CHROME_PATH when set (e.g. Debian's /usr/bin/chromium),
// else the binary the @sparticuz/chromium package ships, always with our own flags.
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";

const FLAGS = [
  "--no-sandbox",
  "--no-zygote",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function launchBrowser(): Promise<Browser> {
  let executablePath = process.env.CHROME_PATH;
  if (!executablePath) {
    const sparticuz = (await import("@sparticuz/chromium")).default;
    executablePath = await sparticuz.executablePath();
  }
  return chromium.launch({ executablePath, headless: true, args: FLAGS });
}

/** A fresh desktop-sized page (its own context, so storage starts empty) on the test server. */
export async function newPage(browser: Browser, opts: { mobile?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject("baseURL"),
    viewport: opts.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
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
