// Live order updates: a customer watches Track Order while the shop accepts, readies, ships and
// delivers the order through the merchant order API; each status appears on the page without a
// reload within 2 seconds, and the bell in the header lists the notifications, in English and,
// after switching the language, in Hindi. The notifications also leave the app: a web push reaches
// the local push stand-in (which decrypts it) and the demo outbox holds the SMS, in the language
// the customer chose (a customer who switched to Hindi gets the Hindi SMS and push).
//
// The browser subscription goes through the web client's API (POST /user/live/push/subscribe with
// a PushSubscription's JSON) with keys the stand-in made: headless Chromium's pushManager only
// subscribes at Google's push service, which is outside this machine's reach.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { startPushStandIn } from "../server/src/testing/push-standin";
import { DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { DEMO_STORE, placeCheeseByCash } from "./support/orders";
import { api, apiRaw, prepareStorage, signUpCustomer } from "./support/api";
import { trackedOrders } from "./support/shop-ui";

const AUTHKEY = DEMO_STORE.authkey;
const STORE_KEY = DEMO_STORE.storeKey;

const fact = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`).first().innerText();

type PushMessage = { title: string; body: string; url: string; tag?: string };
type OutboxMessage = { channel: string; to: string; subject: string | null; body: string };

let browser: Browser;
let push: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  browser = await launchBrowser();
  push = await startPushStandIn();
});
afterAll(async () => {
  await browser?.close();
  await push?.close();
});

/** This browser's push subscription, sent to the server as the web client sends it. */
async function subscribeToPush(token: string): Promise<string> {
  const subscription = push.subscribe();
  await api("/user/live/push/subscribe", { token, body: subscription });
  return new URL(subscription.endpoint).pathname;
}

/** The pushes the stand-in decrypted for one subscription (its path). */
const pushesTo = (path: string) =>
  push.received.filter((r) => r.path === path).map((r) => ({ vapid: r.vapid, ...(r.message as PushMessage) }));

/** The SMS texts the demo outbox holds for a mobile number, newest first. */
const smsTo = async (mobile: string) =>
  (await api<OutboxMessage[]>(`/dev/outbox?to=${mobile}&limit=20`))
    .filter((m) => m.channel === "sms")
    .map((m) => m.body);

/** Waits until the language switch has been saved on the server (the texts it sends follow it). */
const languageSaved = (page: Page, language: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith("/user/profile/language/edit") &&
      r.status() === 200 &&
      (r.request().postDataJSON() as { language?: string } | null)?.language === language,
  );

describe("live order updates", () => {
  it("Track Order shows each status the shop sets within 2 s, without a reload; the bell lists them", async () => {
    const customer = await signUpCustomer("Live");
    const token = customer.session.token;
    const pushPath = await subscribeToPush(token);
    await placeCheeseByCash(token, "Live journey");
    const [tracked] = await trackedOrders(token);
    const orderNo = tracked.order_id;
    const orderId = tracked._id;

    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await page.goto("/track-order");
      const card = page
        .getByRole("list", { name: "Current orders" })
        .getByRole("article", { name: `Order ${orderNo}` });
      await card.waitFor();
      expect(await fact(card, "Status")).toMatch(/^New Order/);
      // The page is never reloaded from here on: a marker on window would vanish with a reload.
      await page.evaluate(() => ((globalThis as unknown as { liveMarker: number }).liveMarker = 1));
      // Let the stream open before the first move.
      await page.waitForTimeout(500);

      for (const [action, name] of [
        ["accept", "Packaging"],
        ["ready", "Dispatched"],
        ["ship", "Shipping"],
        ["deliver", "Delivered"],
      ] as const) {
        const moved = await apiRaw(`/api/stores/${STORE_KEY}/orders/${orderId}/${action}`, {
          method: "POST",
          headers: { authkey: AUTHKEY },
          // Delivered with the customer's door code, as their tracking shows it.
          body: action === "deliver" ? { code: tracked.delivery?.code ?? tracked.pickup?.code } : {},
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        const started = Date.now();
        await expect.poll(() => fact(card, "Status"), { timeout: 5000, interval: 50 }).toMatch(new RegExp(`^${name}`));
        expect(Date.now() - started, `${name} appeared`).toBeLessThan(2000);
      }
      expect(await page.evaluate(() => (globalThis as unknown as { liveMarker?: number }).liveMarker)).toBe(1);

      // The bell: four new notifications, the last first.
      const bell = page.getByRole("button", { name: /^Notifications, 4 new$/ });
      await bell.waitFor();
      await bell.click();
      const items = page.getByTestId("notification");
      await items.first().waitFor();
      expect(await items.count()).toBe(4);
      expect(await items.first().innerText()).toBe(`Order ${orderNo} delivered`);
      expect(await items.nth(3).innerText()).toBe(`Order ${orderNo} accepted by the shop`);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();

      // Outside the app, in English (the customer's language): a web push for each
      // notification reached the push stand-in, signed with VAPID, and the outbox holds the SMS.
      await expect
        .poll(() => pushesTo(pushPath).map((p) => p.title), { timeout: 15_000, interval: 250 })
        .toContain(`Your order ${orderNo} is delivered`);
      const pushes = pushesTo(pushPath);
      expect(pushes.every((p) => p.vapid)).toBe(true);
      expect(pushes.map((p) => p.title)).toEqual(
        expect.arrayContaining([
          `The shop accepted your order ${orderNo}`,
          `Your order ${orderNo} is out for delivery`,
        ]),
      );
      const delivered = pushes.find((p) => p.title === `Your order ${orderNo} is delivered`)!;
      expect(delivered.url).toMatch(new RegExp(`/track-order\\?order=${orderNo}$`));
      await expect
        .poll(() => smsTo(customer.mobile), { timeout: 15_000, interval: 250 })
        .toContainEqual(expect.stringMatching(new RegExp(`^Galli: your order ${orderNo} is delivered\\.`)));
      expect(await smsTo(customer.mobile)).toContainEqual(
        expect.stringMatching(new RegExp(`^Galli: the shop accepted your order ${orderNo}\\.`)),
      );

      // In Hindi the same list reads in Hindi.
      await page.getByRole("banner").getByRole("button", { name: /^हिंदी/ }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("hi");
      await page.getByRole("button", { name: "सूचनाएँ", exact: true }).click();
      await expect.poll(() => items.first().innerText()).toBe(`ऑर्डर ${orderNo} डिलीवर हो गया`);
    } finally {
      await page.close();
    }
  });

  it("a customer who switched to Hindi gets the push and the SMS in Hindi", async () => {
    const customer = await signUpCustomer("Hindi");
    const token = customer.session.token;
    const pushPath = await subscribeToPush(token);
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await page.goto("/track-order");
      const saved = languageSaved(page, "hi");
      await page.getByRole("banner").getByRole("button", { name: /^हिंदी/ }).click();
      await saved;

      await placeCheeseByCash(token, "Live journey in Hindi");
      const [tracked] = await trackedOrders(token);
      const orderNo = tracked.order_id;
      const accepted = await apiRaw(`/api/stores/${STORE_KEY}/orders/${tracked._id}/accept`, {
        method: "POST",
        headers: { authkey: AUTHKEY },
        body: {},
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

      // The bell says it in Hindi at once; the push and the SMS follow in Hindi.
      await page.getByRole("button", { name: /^सूचनाएँ, \d/ }).click();
      await expect
        .poll(() => page.getByTestId("notification").first().innerText())
        .toBe(`दुकान ने ऑर्डर ${orderNo} स्वीकार किया`);
      await expect
        .poll(() => pushesTo(pushPath).map((p) => p.title), { timeout: 15_000, interval: 250 })
        .toContain(`दुकान ने आपका ऑर्डर ${orderNo} स्वीकार किया`);
      await expect
        .poll(() => smsTo(customer.mobile), { timeout: 15_000, interval: 250 })
        .toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^Galli: दुकान ने आपका ऑर्डर ${orderNo} स्वीकार किया। इसे यहाँ देखें: \\S+/track-order\\?order=${orderNo}$`,
            ),
          ),
        );
    } finally {
      await page.close();
    }
  });

  it("Profile: notification preferences, offers off by default, a change is kept", async () => {
    const customer = await signUpCustomer("Prefs");
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await page.goto("/profile");
      const card = page.getByRole("region", { name: "Notifications" });
      await card.waitFor();
      expect(await card.getByRole("checkbox", { name: "Order updates by SMS" }).isChecked()).toBe(true);
      const offers = card.getByRole("checkbox", { name: "Offers by SMS" });
      expect(await offers.isChecked()).toBe(false);
      await offers.click();
      await expect.poll(() => offers.isChecked()).toBe(true);
      await expect
        .poll(
          async () =>
            (await api<{ sms: { offers: boolean } }>("/user/live/preferences", { token: customer.session.token })).sms
              .offers,
        )
        .toBe(true);
      await page.reload();
      await expect.poll(() => page.getByRole("checkbox", { name: "Offers by SMS" }).isChecked()).toBe(true);
    } finally {
      await page.close();
    }
  });
});
