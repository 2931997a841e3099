// Sessions: a customer whose token stops verifying (the server's signing secret changed between two
// visits) ends up a guest on /home without a storm of error popups; a restored session asks for the
// profile and the offers once; a search location from a saved address keeps its name after a
// reload; the header keeps one row from 1024 px up, in English and Hindi.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../server/src/config";
import { buildApp } from "../server/src/app";
import { launchBrowser, newPage } from "./support/browser";
import { api, asDistinctClient, logInBrowser, signUpCustomer, storageItem, type Customer } from "./support/customers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole("banner");
const accountMenu = (page: Page, c: Customer) =>
  header(page).getByRole("button", { name: `Account menu for ${c.firstName} ${c.lastName}` });

/** Counts the error popups that open on the page's next loads (the generic API error dialog is titled "Error"). */
async function countErrorDialogs(page: Page) {
  await page.context().addInitScript(() => {
    type W = { __errorDialogs: number; document: Document; MutationObserver: typeof MutationObserver };
    const w = globalThis as unknown as W;
    w.__errorDialogs = 0;
    const seen = new WeakSet<Element>();
    const watch = () =>
      new w.MutationObserver(() => {
        for (const dialog of w.document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
          if (seen.has(dialog)) continue;
          seen.add(dialog);
          if (/^\s*Error\b/.test(dialog.textContent ?? "")) w.__errorDialogs += 1;
        }
      }).observe(w.document.documentElement, { childList: true, subtree: true });
    if (w.document.documentElement) watch();
    else w.document.addEventListener("DOMContentLoaded", watch);
  });
  return () => page.evaluate(() => (globalThis as unknown as { __errorDialogs: number }).__errorDialogs);
}

const ADDRESS = {
  type: "Home",
  is_default: true,
  location: { type: "Point", coordinates: [77.6245, 12.9352] },
  address: { street: "Flat 7, 4th Cross", area: "Koramangala", zipcode: "560034" },
};
const ADDRESS_LABEL = "Flat 7, 4th Cross, Koramangala, 560034";

describe("sessions", () => {
  it("logs out to a guest on /home when the signing secret changed between two visits", async () => {
    // A second server on the same database, signing with another secret: the first visit's token
    // no longer verifies there.
    const rotated: FastifyInstance = await buildApp(
      loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: inject("dataDir"),
        DEMO_MODE: "true",
        FULFILMENT_SIMULATOR: "false",
        WEBHOOK_DELIVERY: "false",
        HOST: "127.0.0.1",
        PORT: "0",
        TRUST_PROXY: "true",
        JWT_SECRET: "a-new-signing-secret-after-rotation",
      }),
    );
    const rotatedBase = await rotated.listen({ port: 0, host: "127.0.0.1" });
    try {
      const customer = await signUpCustomer("Asha", "Verma");
      await api("POST", "/user/profile/address/add", {
        token: customer.session.token,
        body: { deliveryAddress: ADDRESS },
      });
      const page = await newPage(browser);
      await asDistinctClient(page);
      await logInBrowser(page, customer.session);

      // ---- first visit: logged in, the search location chosen from the saved address ----
      await page.goto("/home");
      await accountMenu(page, customer).waitFor();
      const search = page.getByRole("combobox", { name: "Search Location" });
      await search.click();
      await page
        .getByRole("listbox", { name: "Search Location suggestions" })
        .getByRole("option", { name: /Home/ })
        .click();
      await page.getByLabel("Search Location is set").waitFor();
      expect(await search.inputValue()).toBe(ADDRESS_LABEL);
      expect(await storageItem(page, "galli:search_coordinates")).not.toBeNull();
      const customerToken = await storageItem(page, "galli:token");

      // ---- second visit: the API now answers from the server with the new secret ----
      await page.context().route("**/user/**", async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch({ url: new URL(url.pathname + url.search, rotatedBase).toString() });
        await route.fulfill({ response });
      });
      const refusedTokens = new Set<string>();
      page.on("response", async (res) => {
        if (res.status() === 401) refusedTokens.add((await res.request().headerValue("authorization")) ?? "");
      });
      const errorDialogs = await countErrorDialogs(page);
      await page.goto("/profile");

      await header(page).getByRole("button", { name: "Login" }).waitFor();
      await page.waitForURL("**/home");
      expect(await accountMenu(page, customer).count()).toBe(0);
      expect(await storageItem(page, "galli:guest")).toBe("true");
      const guestToken = await storageItem(page, "galli:token");
      expect(guestToken).not.toBe(customerToken);
      expect(await storageItem(page, "galli:refresh_token")).toBeNull();
      // The saved address choice went with the account; the cart count is 0.
      expect(await storageItem(page, "galli:search_coordinates")).toBeNull();
      expect(await page.getByRole("combobox", { name: "Search Location" }).inputValue()).toBe("");
      await expect(
        header(page)
          .getByRole("button", { name: /Cart\s*\(0\)/ })
          .count(),
      ).resolves.toBe(1);
      // Let the page settle: the new guest token works, and no error popup opened.
      await page.waitForTimeout(1500);
      // Only the old token was refused; the new guest token works.
      expect([...refusedTokens]).toEqual([`Bearer ${customerToken}`]);
      expect(await errorDialogs()).toBe(0);
      expect(await page.getByRole("dialog").count()).toBe(0);
      await page.context().close();
    } finally {
      await rotated.close();
    }
  });

  it("restores a session with one profile and one offers request, and keeps a saved search address's name", async () => {
    const customer = await signUpCustomer("Ravi", "Kumar");
    await api("POST", "/user/profile/address/add", {
      token: customer.session.token,
      body: { deliveryAddress: ADDRESS },
    });
    const page = await newPage(browser);
    await asDistinctClient(page);
    await logInBrowser(page, customer.session);
    await page.goto("/home");
    await accountMenu(page, customer).waitFor();
    const search = page.getByRole("combobox", { name: "Search Location" });
    await search.click();
    await page
      .getByRole("listbox", { name: "Search Location suggestions" })
      .getByRole("option", { name: /Home/ })
      .click();
    await page.getByLabel("Search Location is set").waitFor();

    const calls: string[] = [];
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (pathname === "/user/profile/view" || pathname === "/user/promo/list") calls.push(pathname);
    });
    await page.reload();
    await accountMenu(page, customer).waitFor();
    await page.getByLabel("Search Location is set").waitFor();
    expect(await page.getByRole("combobox", { name: "Search Location" }).inputValue()).toBe(ADDRESS_LABEL);
    await page.waitForTimeout(2000);
    expect(calls.filter((c) => c === "/user/profile/view")).toHaveLength(1);
    // The groups are not loaded (no delivery location): the restore and the page ask for the same offers.
    expect(calls.filter((c) => c === "/user/promo/list")).toHaveLength(1);
    await page.context().close();
  });

  it.each([
    ["en", "Account menu for Meenakshi Sundaram"],
    ["hi", "Meenakshi Sundaram का खाता मेन्यू"],
  ] as const)("keeps the header on one row from 1024 px up for a customer (%s)", async (language, menuName) => {
    const customer = await signUpCustomer("Meenakshi", "Sundaram");
    for (const width of [1024, 1280, 1366]) {
      const page = await newPage(browser, { viewport: { width, height: 800 } });
      await asDistinctClient(page);
      await logInBrowser(page, customer.session);
      await page.context().addInitScript((lang: string) => {
        (globalThis as unknown as { localStorage: Storage }).localStorage.setItem("galli:language", lang);
      }, language);
      await page.goto("/home");
      await header(page).getByRole("button", { name: menuName }).waitFor();
      const rows = await page.evaluate(() => {
        const main = document.querySelector("header")!.children[1] as HTMLElement;
        const items = Array.from(main.children).filter((c) => (c as HTMLElement).offsetParent !== null);
        const nav = main.querySelector("nav")!;
        const tops = (els: Element[]) => els.map((e) => Math.round(e.getBoundingClientRect().top));
        const centres = items.map((e) => {
          const r = e.getBoundingClientRect();
          return Math.round(r.top + r.height / 2);
        });
        return {
          height: main.getBoundingClientRect().height,
          centres,
          navTops: tops(Array.from(nav.children).filter((c) => (c as HTMLElement).offsetParent !== null)),
          overflow: main.scrollWidth > main.clientWidth,
        };
      });
      const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
      expect(spread(rows.centres), `${language} ${width}: ${JSON.stringify(rows)}`).toBeLessThanOrEqual(4);
      expect(spread(rows.navTops), `${language} ${width}: ${JSON.stringify(rows)}`).toBeLessThanOrEqual(4);
      expect(rows.height, `${language} ${width}`).toBeLessThan(72);
      expect(rows.overflow, `${language} ${width}`).toBe(false);
      await page.context().close();
    }
  });
});
