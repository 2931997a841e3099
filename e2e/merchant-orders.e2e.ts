// The merchant console's orders board, at phone width (390 px) in Hindi and at desktop width in
// English: the demo merchant signs in and opens the board; a customer places a cash-on-delivery
// order through the API; it appears in New Orders without a reload within 2 s (the tab title counts
// it); the merchant accepts it on the board, then readies, ships and delivers it from its page; the
// customer's Track Order shows each step as it happens. The packing slip prints the order.
// Delivered grows past a page: "Show more" adds the next page, the tab's count stays the tab's
// total, and a live refresh (a new order) keeps the pages shown and reads only the first again.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_POINT, DEMO_STORE_KEY } from "../seed/demo-credentials";
import { createDb } from "../server/src/lib/db";
import { launchBrowser, newPage } from "./support/browser";
import { placeCheeseByCash } from "./support/orders";
import { apiRaw, fakeIp, prepareStorage, sha256hex, signUpCustomer } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { trackedOrders } from "./support/shop-ui";
import en from "../web/src/lib/i18n/texts/merchantOrders/en";
import hi from "../web/src/lib/i18n/texts/merchantOrders/hi";
import coreEn from "../web/src/lib/i18n/texts/merchantCore/en";
import coreHi from "../web/src/lib/i18n/texts/merchantCore/hi";
import { fill } from "./support/texts";

const DEMO_MERCHANT = { mobile: "9800000001", password: "Galli@123" };


let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, core: typeof coreEn.merchantCore) {
  // Sign-in is limited per client address (10 a minute) and the journeys sign the demo merchant in
  // many times: each sign-in comes from its own address.
  await asDistinctClient(page);
  await page.goto("/merchant");
  await page.getByRole("textbox", { name: core.signIn.mobile }).fill(DEMO_MERCHANT.mobile);
  await page.getByLabel(core.signIn.password, { exact: true }).fill(DEMO_MERCHANT.password);
  await page.getByRole("button", { name: core.signIn.submit, exact: true }).click();
}

/** The customer's Track Order status line for the order. */
const trackStatus = (page: Page, orderNo: string) =>
  page
    .getByRole("list", { name: "Current orders" })
    .getByRole("article", { name: `Order ${orderNo}` })
    .locator(`dt:text-is("Status") + dd`)
    .first()
    .innerText();

const RUNS = [
  {
    name: "at 390 px in Hindi",
    mobile: true,
    language: "hi" as const,
    t: hi.merchantOrders,
    core: coreHi.merchantCore,
  },
  {
    name: "at desktop width in English",
    mobile: false,
    language: "en" as const,
    t: en.merchantOrders,
    core: coreEn.merchantCore,
  },
];

/**
 * Opens the console in the run's language (set once, so a language chosen later in the journey
 * stays), signs the demo merchant in and waits for the home.
 */
async function signInTo(page: Page, run: (typeof RUNS)[number]) {
  await page.context().addInitScript((language: string) => {
    if (!localStorage.getItem("e2e:language-set")) {
      localStorage.setItem("galli:language", language);
      localStorage.setItem("e2e:language-set", "1");
    }
  }, run.language);
  await signIn(page, run.core);
  await page.getByRole("heading", { name: run.t.home.title, exact: true }).waitFor();
}

describe("merchant orders board", () => {
  for (const run of RUNS) {
    it(`${run.name}: a new COD order appears live, is accepted, shipped and delivered; Track Order follows`, async () => {
      const t = run.t;
      const customer = await signUpCustomer("Board");
      const merchant = await newPage(browser, { mobile: run.mobile });
      const shopper = await newPage(browser);
      try {
        await signInTo(merchant, run);
        await merchant.goto("/merchant/orders");
        await merchant.getByRole("heading", { name: t.title, exact: true }).waitFor();
        await merchant.getByTestId("count-new").filter({ hasText: /^\d+$/ }).waitFor();
        const newBefore = Number(await merchant.getByTestId("count-new").innerText());
        // From here the board is never reloaded: a marker on window would vanish with a reload.
        await merchant.evaluate(() => ((globalThis as unknown as { boardMarker: number }).boardMarker = 1));
        await merchant.waitForTimeout(500); // the live stream opens

        await placeCheeseByCash(customer.session.token, `Board journey ${run.language}`);
        const placedAt = Date.now();
        const [tracked] = await trackedOrders(customer.session.token);
        const orderNo = tracked.order_id;
        const card = merchant.locator(`[data-testid="console-order"][data-order-number="${orderNo}"]`);
        await card.waitFor({ timeout: 5000 });
        expect(Date.now() - placedAt, "the new order appeared").toBeLessThan(2000 + 500);
        await expect.poll(() => merchant.getByTestId("count-new").innerText()).toBe(String(newBefore + 1));
        await expect.poll(() => merchant.title()).toMatch(new RegExp(`^\\(${newBefore + 1}\\)`));
        expect(await card.innerText()).toContain(t.toCollect);

        // The customer follows on Track Order.
        await prepareStorage(shopper.context(), { session: customer.session, deliveryAt: DEMO_POINT });
        await shopper.goto("/track-order");
        await expect.poll(() => trackStatus(shopper, orderNo)).toMatch(/^New Order/);

        // Accept on the board: the order leaves New Orders.
        await card.getByRole("button", { name: `${t.actions.accept} ${orderNo}` }).click();
        await merchant.getByText(fill(t.done.accept, { number: orderNo })).waitFor();
        await expect.poll(() => trackStatus(shopper, orderNo), { timeout: 5000 }).toMatch(/^Packaging/);

        // In Packaging now; its page (no reload): ready, ship, deliver.
        await merchant.getByRole("tab", { name: new RegExp(`^${t.tabs.packaging}`) }).click();
        await merchant.getByRole("link", { name: fill(t.open, { number: orderNo }) }).click();
        await merchant.getByRole("heading", { name: fill(t.orderNumber, { number: orderNo }) }).waitFor();
        expect(await merchant.getByTestId("customer-name").innerText()).toContain(customer.firstName);
        for (const [move, customerSees] of [
          ["ready", /^Dispatched/],
          ["ship", /^Shipping/],
          ["deliver", /^Delivered/],
        ] as const) {
          // Delivered needs the customer's door code, read from their tracking answer.
          if (move === "deliver")
            await merchant
              .getByLabel(t.actions.deliveryCode)
              .fill(tracked.delivery?.code ?? tracked.pickup?.code ?? "");
          await merchant.getByRole("button", { name: t.actions[move], exact: true }).click();
          await merchant.getByText(fill(t.done[move], { number: orderNo })).waitFor();
          await expect.poll(() => trackStatus(shopper, orderNo), { timeout: 5000 }).toMatch(customerSees);
        }
        expect(await merchant.getByTestId("order-status").innerText()).toBe(t.tabs.delivered);

        // The packing slip.
        await merchant.getByRole("link", { name: t.actions.print }).click();
        const slip = merchant.getByRole("article", { name: t.slip.title });
        await slip.waitFor();
        expect(await slip.innerText()).toContain(orderNo);
        expect(await merchant.evaluate(() => (globalThis as unknown as { boardMarker?: number }).boardMarker)).toBe(1);
      } finally {
        await merchant.close();
        await shopper.close();
      }
    });
  }
});

/** The customer's id in a session token. */
const userIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")).sub as string;

/** A console token for the journey's own calls (finding and rejecting the order it placed). */
async function consoleToken(): Promise<string> {
  const res = await apiRaw<{ token: string }>("/merchant/api/auth/password", {
    ip: fakeIp(),
    body: {
      mobile: { dialing_code: "+91", number: DEMO_MERCHANT.mobile },
      password: sha256hex(DEMO_MERCHANT.password),
    },
  });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.data.token;
}

describe("merchant orders board: Delivered past a page", () => {
  const PAST = 60;
  const made: string[] = [];
  let userId = "";
  beforeAll(async () => {
    // Old delivered orders of the demo store, straight into the database (a page's worth through the
    // API would take minutes); a customer of their own, so nobody else's history changes.
    const customer = await signUpCustomer("Paging");
    userId = userIdOf(customer.session.token);
    const db = createDb(`file:${inject("dataDir")}/galli.db`);
    try {
      const store = await db.store.findUniqueOrThrow({ where: { storeKey: DEMO_STORE_KEY } });
      const rows = Array.from({ length: PAST }, (_, i) => {
        const at = new Date(Date.UTC(2025, 0, 1, 9, i));
        return {
          id: `paging_${process.pid}_${i}`,
          orderNo: `GLP${String(process.pid % 100_000).padStart(5, "0")}${String(i).padStart(3, "0")}`,
          userId,
          shopId: store.shopId,
          storeId: store.id,
          status: 5,
          paymentType: 2,
          modeName: "COD",
          deliveryType: 1,
          grossPrice: 10_000,
          netPrice: 10_000,
          amount: 10_000,
          street: "12, 4th Cross",
          area: "Koramangala",
          zipcode: "560034",
          orderedAt: at,
          acceptedAt: at,
          deliveredAt: new Date(at.getTime() + 3_600_000),
        };
      });
      await db.order.createMany({ data: rows });
      made.push(...rows.map((r) => r.id));
    } finally {
      await db.$disconnect();
    }
  });
  afterAll(async () => {
    const db = createDb(`file:${inject("dataDir")}/galli.db`);
    try {
      await db.order.deleteMany({ where: { id: { in: made } } });
    } finally {
      await db.$disconnect();
    }
  });

  for (const run of RUNS) {
    it(`${run.name}: Show more adds the next page, the count stays the total, a live refresh keeps the pages`, async () => {
      const t = run.t;
      const merchant = await newPage(browser, { mobile: run.mobile });
      const reads: string[] = [];
      merchant.on("request", (r) => {
        if (r.url().includes("/merchant/api/orders?")) reads.push(new URL(r.url()).search);
      });
      let placedNo: string | null = null;
      try {
        await signInTo(merchant, run);
        await merchant.goto("/merchant/orders");
        await merchant.getByRole("tab", { name: new RegExp(`^${t.tabs.delivered}`) }).click();
        const cards = merchant.getByTestId("console-order");
        await expect.poll(() => cards.count()).toBe(50);
        const count = merchant.getByTestId("count-delivered");
        const total = Number(await count.innerText());
        expect(total).toBeGreaterThanOrEqual(PAST);
        await merchant.getByText(fill(t.shownOf, { shown: 50, total })).waitFor();

        await merchant.getByRole("button", { name: t.loadMore, exact: true }).click();
        const shown = Math.min(100, total);
        await expect.poll(() => cards.count()).toBe(shown);
        expect(reads.filter((q) => q.includes("skip=50"))).toHaveLength(1);
        expect(await count.innerText()).toBe(String(total));
        // The oldest of the journey's orders is on the second page when it is the last one.
        if (total <= 100)
          await cards.filter({ hasText: `GLP${String(process.pid % 100_000).padStart(5, "0")}000` }).waitFor();

        // A customer places an order: the live event refreshes the board (New Orders counts it),
        // reading only the first page of Delivered again, and the pages shown stay.
        const newBefore = Number(await merchant.getByTestId("count-new").innerText());
        await merchant.waitForTimeout(500); // the live stream opens
        const readsBefore = reads.length;
        const customer = await signUpCustomer("Paging live");
        await placeCheeseByCash(customer.session.token, `Paging journey ${run.language}`);
        placedNo = (await trackedOrders(customer.session.token))[0].order_id;
        await expect.poll(() => merchant.getByTestId("count-new").innerText()).toBe(String(newBefore + 1));
        const refreshes = reads.slice(readsBefore);
        expect(refreshes.length).toBeGreaterThan(0);
        for (const q of refreshes) expect(q).not.toContain("skip=");
        expect(await cards.count()).toBe(shown);
        expect(await count.innerText()).toBe(String(total));
      } finally {
        await merchant.close();
        // The placed order is rejected, so the next journeys find New Orders as they were.
        if (placedNo) {
          const auth = { authorization: `Bearer ${await consoleToken()}` };
          const board = await apiRaw<{ orders: { order_id: string; order_number: string }[] }>(
            "/merchant/api/orders?tab=new&limit=100",
            { headers: auth },
          );
          const placed = board.body.success
            ? board.body.data.orders.find((o) => o.order_number === placedNo)
            : undefined;
          if (placed)
            await apiRaw(`/merchant/api/orders/${placed.order_id}/reject`, {
              headers: auth,
              body: { status: 1, reason: "Paging journey" },
            });
        }
      }
    });
  }
});
