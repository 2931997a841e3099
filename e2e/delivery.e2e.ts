// The last mile with two phones: the shop's delivery member at 390 px in Hindi, the customer at
// 390 px in English. A COD order is placed, accepted and packed and assigned to the demo Delivery
// member (through the merchant API); the member signs in and lands on their trips, picks the order
// up; the phone's position (emulated geolocation) moves and the customer's map moves without a
// reload; a wrong door code is refused with the server's message, the right one delivers with the
// cash collected; Track Order says Delivered. Axe passes on both screens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_DELIVERY_MEMBER, DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { DEMO_STORE, placeCheeseByCash } from "./support/orders";
import { api, prepareStorage, signUpCustomer } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { trackedOrders } from "./support/shop-ui";
import { expectAccessible } from "./support/a11y";
import coreHi from "../web/src/lib/i18n/texts/merchantCore/hi";
import deliveriesHi from "../web/src/lib/i18n/texts/merchantDeliveries/hi";
import orderingEn from "../web/src/lib/i18n/main/ordering/en";
import { fill } from "./support/texts";

const core = coreHi.merchantCore;
const d = deliveriesHi.merchantDeliveries;
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
    } finally {
      await member.context().close();
      await shopper.context().close();
    }
  }, 120_000);
});
