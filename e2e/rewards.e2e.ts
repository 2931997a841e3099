// Issue "Rewards, ads, support, partner enquiry and the content pages": a customer scratches a
// scratch card with the mouse and is credited once; a guest sends a partner enquiry (captcha answer
// from the demo-mode /dev/captcha/:id); every static page opens with its title and without the main
// header, and the FAQ switches between its two tabs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";
import { DEMO_POINT } from "../seed/demo-credentials";
import { PAGES } from "../seed/tables/pages";
import { CUSTOMER_HELP, FAQ_CUSTOMER, FAQ_MERCHANT, MERCHANT_HELP } from "../seed/tables/help";
import { createDb } from "../server/src/lib/db";
import { launchBrowser, newPage } from "./support/browser";
import { CHROMIUM_FLAGS, chromiumPath } from "./support/chromium";
import { api, apiRaw, fakeIp, prepareStorage, signUpCustomer, uniqueMobile, walletBalance } from "./support/api";
import { dialog } from "./support/shop-ui";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The user id an access token was issued for (its `sub`). */
const userIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")).sub as string;

/** The journeys' database, for setting up what no API creates (a scratch card) and reading what none shows. */
const journeyDb = () => createDb(`file:${inject("dataDir")}/galli.db`);

describe("Rewards, partner enquiry and the content pages", () => {
  it("scratches a ₹25 card on the canvas with the mouse, sees the reward and is credited once", async () => {
    const customer = await signUpCustomer("Ravi");
    const token = customer.session.token;
    const db = journeyDb();
    const card = await db.scratchCard
      .create({
        data: {
          userId: userIdOf(token),
          cardType: 1,
          randomCost: 2500,
          note: "Thanks for trying the journeys",
          titleMsg: "Scratch and win",
        },
      })
      .finally(() => db.$disconnect());
    expect(await walletBalance(token)).toBe(0);

    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/home");
      // The header's rewards icon shows the one new card.
      await page.getByRole("banner").getByRole("button", { name: "Rewards (1 new)" }).click();
      const rewards = dialog(page, "Rewards");
      const canvas = rewards.getByRole("img", { name: "Scratch card" });
      await canvas.waitFor();
      expect(await rewards.getByText("Swipe the above card to see your reward").isVisible()).toBe(true);
      const box = (await canvas.boundingBox())!;
      expect(Math.round(box.width)).toBe(200);
      expect(Math.round(box.height)).toBe(200);

      // Mouse down on the card, zig-zag across it with the 60 px brush, mouse up.
      const at = (x: number, y: number) => [box.x + x, box.y + y] as const;
      await page.mouse.move(...at(10, 10));
      await page.mouse.down();
      for (const [i, y] of [15, 45, 75, 105, 135, 165, 190].entries()) {
        const [from, to] = i % 2 === 0 ? [10, 190] : [190, 10];
        await page.mouse.move(...at(from, y), { steps: 4 });
        await page.mouse.move(...at(to, y), { steps: 12 });
      }
      await page.mouse.up();

      // The cover is gone and the reward shows.
      const result = rewards.getByRole("status");
      await result.getByText("You've Won ₹ 25").waitFor();
      expect(await result.getByText("Added to your Galli Cash").isVisible()).toBe(true);
      expect(await rewards.getByRole("img", { name: "Scratch card" }).count()).toBe(0);

      // Credited once: ₹25 in Galli Cash; a second accept is refused and credits nothing.
      expect(await walletBalance(token)).toBe(25);
      const replay = await apiRaw("/user/ads/accept", { token, body: { _id: card.id } });
      expect(replay.status).toBe(409);
      expect(replay.body).toMatchObject({ success: false, code: "CARD_ALREADY_SCRATCHED" });
      expect(await walletBalance(token)).toBe(25);
      expect(await api<{ count: number }>("/user/ads/count", { token, body: {} })).toEqual({ count: 0 });
    } finally {
      await page.context().close();
    }
  });

  it("opens the cards and shows the ads on plain http off localhost (no WebCrypto there)", async () => {
    const customer = await signUpCustomer("Devi");
    const db = journeyDb();
    await db.scratchCard
      .create({
        data: { userId: userIdOf(customer.session.token), cardType: 1, randomCost: 1000, titleMsg: "Scratch and win" },
      })
      .finally(() => db.$disconnect());
    // A host name that is not loopback, mapped to the test server: a non-secure origin.
    const lan = await chromium.launch({
      executablePath: await chromiumPath(),
      headless: true,
      args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP galli.test 127.0.0.1"],
    });
    try {
      const port = new URL(inject("baseURL")).port;
      const context = await lan.newContext({
        baseURL: `http://galli.test:${port}`,
        viewport: { width: 1280, height: 900 },
      });
      await prepareStorage(context, { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto("/home");
      expect(
        await page.evaluate(() => {
          const g = globalThis as unknown as { isSecureContext: boolean; crypto: { subtle?: unknown } };
          return { secure: g.isSecureContext, subtle: g.crypto.subtle === undefined ? "none" : "present" };
        }),
      ).toEqual({ secure: false, subtle: "none" });
      await page.getByRole("banner").getByRole("button", { name: "Rewards (1 new)" }).click();
      const rewards = dialog(page, "Rewards");
      await rewards.getByRole("img", { name: "Scratch card" }).waitFor();
      // The ads near the demo point show beside the card.
      await rewards.getByRole("link").first().waitFor();
      expect(await rewards.getByText("No rewards found!").count()).toBe(0);
    } finally {
      await lan.close();
    }
  });

  it("a guest sends a partner enquiry, sees the 'Enquiry' dialog, and the form is cleared", async () => {
    const page = await newPage(browser);
    try {
      // The enquiry limit counts per address: this visitor comes from an address of its own.
      await page.context().setExtraHTTPHeaders({ "x-forwarded-for": fakeIp() });
      // The captcha id travels in the page's captcha calls (there may be more than one); demo mode
      // tells the answer of the one the page shows.
      const captchas: { captcha_id: string; svg: string }[] = [];
      page.on("response", async (r) => {
        if (new URL(r.url()).pathname !== "/user/enquiry/captcha" || !r.ok()) return;
        captchas.push(((await r.json()) as { data: { captcha_id: string; svg: string } }).data);
      });
      await page.goto("/partner");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await page.getByRole("button", { name: "Login" }).count()).toBe(0);
      const form = page.getByRole("form", { name: "Partner enquiry" });
      const submit = form.getByRole("button", { name: "Submit", exact: true });
      expect(await submit.isDisabled()).toBe(true);

      const business = `Journey Traders ${Date.now()}`;
      const contact = uniqueMobile();
      await form.getByRole("textbox", { name: "Shop / Business name" }).fill(business);
      await form.getByRole("textbox", { name: "Owner name" }).fill("Lakshmi Rao");
      await form.getByRole("textbox", { name: "Owner Contact Number" }).fill(contact);
      await form.getByRole("textbox", { name: "Owner Email Id" }).fill(`partner.${contact}@example.in`);
      const category = form.getByRole("combobox", { name: "Shop category" });
      await category.locator("option", { hasText: "Grocery" }).first().waitFor({ state: "attached" });
      await category.selectOption("Grocery");
      const city = form.getByRole("combobox", { name: "City" });
      await expect.poll(() => city.locator("option").count()).toBeGreaterThan(10);
      const cities = await city.locator("option").allTextContents();
      const bengaluru = cities.find((c) => /^(Bangalore|Bengaluru)/.test(c)) ?? cities[1];
      await city.selectOption(bengaluru);
      const captchaImage = page.getByRole("img", { name: "Captcha: type the characters shown" });
      const shownSrc = (await captchaImage.getAttribute("src"))!;
      const shownSvg = decodeURIComponent(shownSrc.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
      await expect.poll(() => captchas.some((c) => c.svg === shownSvg)).toBe(true);
      const captchaId = captchas.find((c) => c.svg === shownSvg)!.captcha_id;
      const { answer } = await api<{ answer: string }>(`/dev/captcha/${captchaId}`);
      await form.getByRole("textbox", { name: "Captcha" }).fill(answer);
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await submit.click();

      // The 'Enquiry' dialog with the server's thanks; Ok closes it.
      const sent = dialog(page, "Enquiry");
      await sent.waitFor();
      expect(await sent.innerText()).toContain("Our partner team will call you within 2 business days.");
      await sent.getByRole("button", { name: "Ok" }).click();
      await sent.waitFor({ state: "detached" });

      // The form is cleared (and blocked again until filled).
      for (const name of ["Shop / Business name", "Owner name", "Owner Contact Number", "Owner Email Id", "Captcha"])
        expect(await form.getByRole("textbox", { name }).inputValue()).toBe("");
      expect(await category.inputValue()).toBe("");
      expect(await city.inputValue()).toBe("");
      expect(await submit.isDisabled()).toBe(true);

      // What the server stored.
      const db = journeyDb();
      const rows = await db.enquiry.findMany({ where: { businessName: business } }).finally(() => db.$disconnect());
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Lakshmi Rao",
        contactNum: contact,
        emailId: `partner.${contact}@example.in`,
        shopCategory: "Grocery",
        city: bengaluru,
      });
    } finally {
      await page.context().close();
    }
  });

  // Each static page: its title, then something of its body (from the seeded content rows).
  const firstHeading = (slug: string) => {
    const body = PAGES.find((p) => p.slug === slug)!.body;
    return /<h2>(.*?)<\/h2>/
      .exec(body)![1]
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&");
  };
  const STATIC_PAGES: { path: string; title: string; shows: string }[] = [
    { path: "/about-us", title: "About Us", shows: firstHeading("about-us") },
    { path: "/terms", title: "Terms and Conditions", shows: firstHeading("terms") },
    { path: "/privacy", title: "Privacy Policy", shows: firstHeading("privacy") },
    { path: "/Privacy-policy", title: "Merchant Privacy Policy", shows: firstHeading("Privacy-policy") },
    { path: "/merchant-policy", title: "Merchant Policy", shows: firstHeading("merchant-policy") },
    { path: "/cancellation", title: "Cancellation and Refund Policy", shows: firstHeading("cancellation") },
    { path: "/help", title: "Help", shows: CUSTOMER_HELP[0][0] },
    { path: "/faq", title: "FAQ", shows: FAQ_CUSTOMER[0][0] },
    { path: "/merchant-help", title: "Merchant Help", shows: MERCHANT_HELP[0][0] },
  ];

  it("opens every static page with its title, its body and no main header", async () => {
    const page = await newPage(browser);
    try {
      for (const p of STATIC_PAGES) {
        await page.goto(p.path);
        const h1 = page.getByRole("heading", { level: 1 });
        await h1.getByText(p.title, { exact: true }).waitFor();
        expect(await h1.count(), p.path).toBe(1);
        expect(await page.title(), p.path).toContain(p.title);
        await page.getByRole("main").getByText(p.shows, { exact: true }).first().waitFor();
        // No main header: no banner with Login, no Login button anywhere, no error.
        expect(await page.getByRole("banner").getByRole("button", { name: "Login" }).count(), p.path).toBe(0);
        expect(await page.getByRole("button", { name: "Login" }).count(), p.path).toBe(0);
        expect(await page.getByRole("navigation", { name: "Main" }).count(), p.path).toBe(0);
        expect(await page.getByRole("main").getByRole("alert").count(), p.path).toBe(0);
      }
    } finally {
      await page.context().close();
    }
  });

  it("gives Help, FAQ, Partner, About and Merchant Help the logo link home and the support phone and email", async () => {
    const page = await newPage(browser);
    try {
      for (const path of ["/help", "/faq", "/partner", "/about-us", "/merchant-help"]) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).waitFor();
        const support = page.getByRole("navigation", { name: "Support" });
        expect(await support.getByRole("link", { name: "Call +91 80 4718 2000" }).getAttribute("href"), path).toBe(
          "tel:+918047182000",
        );
        expect(await support.getByRole("link", { name: "Email support@galli.in" }).getAttribute("href"), path).toBe(
          "mailto:support@galli.in",
        );
        expect(await page.getByRole("link", { name: "Galli home" }).getAttribute("href"), path).toBe("/home");
      }
      // The logo goes home.
      await page.getByRole("link", { name: "Galli home" }).click();
      await page.waitForURL(/\/home$/);
    } finally {
      await page.context().close();
    }
  });

  it("switches the FAQ between 'Customer / Bayer' and 'Merchant / Seller'", async () => {
    const page = await newPage(browser);
    try {
      await page.goto("/faq");
      const tabs = page.getByRole("tablist", { name: "FAQ sections" });
      const customer = tabs.getByRole("tab", { name: "Customer / Bayer" });
      const merchant = tabs.getByRole("tab", { name: "Merchant / Seller" });
      const panel = page.getByRole("tabpanel");
      const customerQuestion = FAQ_CUSTOMER[0][0];
      const merchantQuestion = FAQ_MERCHANT[0][0];

      await panel.getByRole("button", { name: customerQuestion }).waitFor();
      expect(await customer.getAttribute("aria-selected")).toBe("true");
      expect(await merchant.getAttribute("aria-selected")).toBe("false");
      expect(await panel.getByRole("button").count()).toBe(FAQ_CUSTOMER.length);

      await merchant.click();
      await panel.getByRole("button", { name: merchantQuestion }).waitFor();
      expect(await merchant.getAttribute("aria-selected")).toBe("true");
      expect(await customer.getAttribute("aria-selected")).toBe("false");
      expect(await panel.getByRole("button", { name: customerQuestion }).count()).toBe(0);
      expect(await panel.getByRole("button").count()).toBe(FAQ_MERCHANT.length);
      // An answer opens under its question.
      await panel.getByRole("button", { name: merchantQuestion }).click();
      await panel.getByText("Fill in the partner enquiry form with your business details").waitFor();

      await customer.click();
      await panel.getByRole("button", { name: customerQuestion }).waitFor();
      expect(await customer.getAttribute("aria-selected")).toBe("true");
      expect(await panel.getByRole("button", { name: merchantQuestion }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
