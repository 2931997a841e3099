// The last mile with two phones: the shop's delivery member at 390 px in Hindi, the customer at
// 390 px in English. A COD order is placed, accepted and packed and assigned to the demo Delivery
// member (through the merchant API); the member signs in and lands on their trips, picks the order
// up; the phone's position (emulated geolocation) moves and the customer's map moves without a
// reload; a wrong door code is refused with the server's message, the right one delivers with the
// cash collected; Track Order says Delivered. The member then sees the cash they hold; the shop's
// Super Admin (desktop, English) sees it under "Cash with delivery members" and on the statement,
// confirms the handover (asked first), and the statement lists the order with its cash; the
// dashboard counts the delivery in the shop's arrivals of the last 7 days. Axe passes on every screen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_DELIVERY_MEMBER, DEMO_MERCHANT_ADMIN, DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { DEMO_STORE, placeCheeseByCash } from "./support/orders";
import { api, prepareStorage, signUpCustomer } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { trackedOrders } from "./support/shop-ui";
import { expectAccessible, startIn } from "./support/a11y";
import coreHi from "../web/src/lib/i18n/texts/merchantCore/hi";
import coreEn from "../web/src/lib/i18n/texts/merchantCore/en";
import deliveriesHi from "../web/src/lib/i18n/texts/merchantDeliveries/hi";
import deliveriesEn from "../web/src/lib/i18n/texts/merchantDeliveries/en";
import statementsEn from "../web/src/lib/i18n/texts/merchantStatements/en";
import onTimeEn from "../web/src/lib/i18n/texts/onTime/en";
import orderingEn from "../web/src/lib/i18n/main/ordering/en";
import { fill } from "./support/texts";

const core = coreHi.merchantCore;
const d = deliveriesHi.merchantDeliveries;
const coreE = coreEn.merchantCore;
const dE = deliveriesEn.merchantDeliveries;
const st = statementsEn.merchantStatements;
const track = orderingEn.orders.delivery;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const merchantApi = (path: string, body: unknown = {}) =>
  api(`/api/stores/${DEMO_STORE.storeKey}${path}`, { headers: { authkey: DEMO_STORE.authkey }, body });

/** The customer's map on Track Order: its accessible description names what it shows and the distance left. */
const mapLabel = (page: Page) =>
  page.getByRole("region", { name: track.heading }).getByRole("img").first().getAttribute("aria-label");

describe("the last mile", () => {
  it("a member delivers a COD order with the door code while the customer watches the map move", async () => {
    const customer = await signUpCustomer("Door");
    await placeCheeseByCash(customer.session.token, "Door code journey");
    const [order] = await trackedOrders(customer.session.token);
    const code = order.delivery!.code;
    expect(code).toMatch(/^\d{4}$/);
    const id = order._id;
    await merchantApi(`/orders/${id}/accept`);
    await merchantApi(`/orders/${id}/ready`);
    await merchantApi(`/orders/${id}/assign`, { member_id: DEMO_DELIVERY_MEMBER.id });

    // The member's phone starts 600 m north of the customer's home.
    const member = await newPage(browser, { mobile: true });
    // The customer on the website at phone width (a phone's browser is first offered the app).
    const shopper = await newPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await member.context().setGeolocation({ latitude: 12.9406, longitude: 77.6245 });
      await member.context().addInitScript(() => localStorage.setItem("galli:language", "hi"));
      await asDistinctClient(member);
      await member.goto("/merchant");
      await member.getByRole("textbox", { name: core.signIn.mobile }).fill(DEMO_DELIVERY_MEMBER.mobile);
      await member.getByLabel(core.signIn.password, { exact: true }).fill(DEMO_DELIVERY_MEMBER.password);
      await member.getByRole("button", { name: core.signIn.submit, exact: true }).click();
      const trip = member.getByRole("listitem", { name: fill(d.order, { number: order.order_id }) });
      await trip.waitFor({ timeout: 20_000 });
      await expectAccessible(member, "delivery member's trips, phone, Hindi");

      await prepareStorage(shopper.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await shopper.goto("/track-order");
      await shopper.getByRole("region", { name: track.heading }).getByText(code, { exact: true }).waitFor();

      // Picked up: the first position goes at once and the customer's map shows the delivery person.
      await trip.getByRole("button", { name: d.pickUp, exact: true }).click();
      await expect.poll(() => mapLabel(shopper), { timeout: 20_000 }).toContain(track.mapWithAgent);
      const before = await mapLabel(shopper);
      await expectAccessible(shopper, "Track Order with the delivery map");

      // 11 s on (one position every 10 s at most) the phone is 200 m closer: the map moves, no reload.
      await shopper.evaluate(() => ((globalThis as unknown as { marker: number }).marker = 1));
      await member.waitForTimeout(11_000);
      await member.context().setGeolocation({ latitude: 12.9388, longitude: 77.6245 });
      await expect.poll(() => mapLabel(shopper), { timeout: 20_000 }).not.toBe(before);
      expect(await shopper.evaluate(() => (globalThis as unknown as { marker?: number }).marker)).toBe(1);

      // A wrong code is refused with the server's message; the right one delivers.
      const wrong = code === "0000" ? "1111" : "0000";
      await trip.getByLabel(d.code).fill(wrong);
      await trip.getByRole("button", { name: d.deliver, exact: true }).click();
      await trip.getByRole("alert").waitFor();
      await trip.getByLabel(d.code).fill(code);
      await trip.getByRole("button", { name: d.deliver, exact: true }).click();
      await member.getByText(fill(d.done, { number: order.order_id })).waitFor();

      const [delivered] = (await api<{ order_id: string; status: number }[]>("/user/order/history/purchase", {
        token: customer.session.token,
      })).filter((o) => o.order_id === order.order_id);
      expect(delivered?.status).toBe(5);

      // The member holds the cash: it shows under "Cash you hold" with the order.
      const mine = member.getByRole("region", { name: d.cash.mine });
      await mine.getByText(fill(d.order, { number: order.order_id }), { exact: false }).waitFor({ timeout: 20_000 });
      await expectAccessible(member, "delivery member's cash, phone, Hindi");
    } finally {
      await member.context().close();
      await shopper.context().close();
    }

    // The shop's Super Admin at a desk, in English: the statement shows the cash with the members,
    // the Deliveries page lists it per member, a handover is confirmed after asking.
    const admin = await newPage(browser);
    try {
      await startIn(admin.context(), "en");
      await asDistinctClient(admin);
      await admin.goto("/merchant");
      await admin.getByRole("textbox", { name: coreE.signIn.mobile }).fill(DEMO_MERCHANT_ADMIN.mobile);
      await admin.getByLabel(coreE.signIn.password, { exact: true }).fill(DEMO_MERCHANT_ADMIN.password);
      await admin.getByRole("button", { name: coreE.signIn.submit, exact: true }).click();
      await admin.getByRole("heading", { level: 1, name: coreE.signIn.title }).waitFor({ state: "detached" });
      const nav = () => admin.getByRole("navigation", { name: coreE.nav.label });

      await nav().getByRole("link", { name: st.title, exact: true }).click();
      await admin.getByRole("heading", { level: 1, name: st.title }).waitFor();
      const withMembers = st.codWithMembers.split("{{")[0];
      await admin.getByText(withMembers, { exact: false }).waitFor();

      await nav().getByRole("link", { name: coreE.nav.deliveries, exact: true }).click();
      const cash = admin.getByRole("region", { name: dE.cash.title });
      const ravi = cash.getByRole("listitem", { name: DEMO_DELIVERY_MEMBER.name });
      await ravi.getByText(order.order_id, { exact: false }).waitFor({ timeout: 20_000 });
      await expectAccessible(admin, "cash with delivery members (en)");
      await ravi.getByRole("button", { name: dE.cash.confirm }).click();
      const ask = admin.getByRole("dialog", { name: dE.cash.askTitle });
      await ask.getByRole("button", { name: dE.cash.confirmYes }).click();
      await admin
        .getByText(fill(dE.cash.confirmed, { name: DEMO_DELIVERY_MEMBER.name, amount: "" }).replace(/: \.$/, ""), {
          exact: false,
        })
        .waitFor();
      // The list is read again after the handover: the order's cash is gone from it.
      await expect.poll(() => cash.getByText(order.order_id, { exact: false }).count()).toBe(0);

      // The statement lists the order with the cash collected on delivery, and no cash is left with the members.
      await nav().getByRole("link", { name: st.title, exact: true }).click();
      await admin
        .getByRole("table", { name: st.byOrder })
        .getByRole("row", { name: new RegExp(`#${order.order_id}`) })
        .waitFor();
      await expect(admin.getByText(withMembers, { exact: false }).count()).resolves.toBe(0);

      // The dashboard counts the delivery among the shop's arrivals of the last 7 days.
      await nav().getByRole("link", { name: coreE.nav.home, exact: true }).click();
      const arrivals = admin.getByRole("region", { name: onTimeEn.onTime.title });
      await arrivals.getByText(/: \d+% on time of \d+ deliver(y|ies), median /).first().waitFor();
      await arrivals.getByText(onTimeEn.onTime.note).waitFor();
    } finally {
      await admin.context().close();
    }
  }, 120_000);
});
