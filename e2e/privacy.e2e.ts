// Privacy (DPDP): a guest signs up and sees the privacy notice (each data item and its purpose),
// orders (cash on delivery), downloads their data from Profile (the file holds the order), is
// refused deletion while the order is in progress (with the reason), then deletes the account once
// it is delivered: logged out, the login is refused, and the shop's tax invoice for the order is
// kept with the buyer's name and without the mobile number.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_MERCHANT_ADMIN } from "../seed/demo-credentials";
import { pdfText } from "../server/src/testing/pdf-text";
import { launchBrowser, newPage } from "./support/browser";
import {
  distinctClientAddress,
  asDistinctClient,
  callApi,
  hashPassword,
  nextCode,
  outboxIds,
  pageToken,
  uniqueMobile,
} from "./support/customers";
import { advanceOrder, placeCheeseByCash } from "./support/orders";
import { trackedOrders } from "./support/shop-ui";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole("banner");

describe("privacy", () => {
  it("signs up with the notice, orders, downloads the data and deletes the account", async () => {
    const page = await newPage(browser);
    await asDistinctClient(page);
    const mobile = uniqueMobile();
    const password = "Nisha#2026";

    // ---- sign up: the privacy notice stands on its own and must be accepted ----
    await page.goto("/");
    await page.waitForURL("**/home");
    await header(page).getByRole("button", { name: "Sign up" }).click();
    const signUp = page.getByRole("dialog", { name: "Sign up" });
    await signUp.getByLabel("First name").fill("Nisha");
    await signUp.getByLabel("Last name").fill("Kapoor");
    await signUp.getByLabel("Mobile number").fill(mobile);
    await signUp.getByLabel("Email").fill(`nisha.${mobile}@example.in`);
    await signUp.getByLabel("Password").fill(password);
    const notice = signUp.getByRole("region", { name: "How Galli uses your data" });
    await notice.waitFor();
    for (const item of ["Mobile number", "Addresses", "Location", "Orders", "Payment tokens", "Device details"]) {
      expect(await notice.locator("dt", { hasText: item }).count()).toBe(1);
    }
    await signUp.getByRole("button", { name: "Continue" }).click();
    await signUp.getByText("Please read and accept the privacy notice to sign up.").waitFor();
    await signUp.getByRole("checkbox", { name: /I have read this notice/ }).check();
    const before = await outboxIds(mobile);
    await signUp.getByRole("button", { name: "Continue" }).click();
    const verify = page.getByRole("dialog", { name: "Verify your mobile number" });
    await verify.getByLabel("Verification code").fill(await nextCode(mobile, before));
    await verify.getByRole("button", { name: "Sign up" }).click();
    await verify.waitFor({ state: "hidden" });
    await header(page).getByRole("button", { name: "Account menu for Nisha Kapoor" }).waitFor();

    // ---- an order, cash on delivery ----
    const token = await pageToken(page);
    await placeCheeseByCash(token, "Privacy journey");
    const [order] = await trackedOrders(token);
    expect(order?.order_id).toBeTruthy();
    const orderNo = order!.order_id;

    // ---- Profile: download my data; the file holds the order ----
    await page.goto("/profile");
    const privacy = page.getByRole("region", { name: "Privacy" });
    await privacy.getByText(/Privacy notice .* accepted/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      privacy.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^galli-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path()) ?? "", "utf8")) as {
      profile: { mobile: { number: string } };
      orders: { order_id: string }[];
      consents: { notice: { version: string } | null };
    };
    expect(data.profile.mobile.number).toBe(mobile);
    expect(data.orders.map((o) => o.order_id)).toContain(orderNo);
    expect(data.consents.notice).not.toBeNull();

    // ---- delete: refused while the order is in progress, with the reason ----
    await privacy.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete my account" });
    const seen = await outboxIds(mobile);
    await dialog.getByRole("button", { name: "Send code" }).click();
    const code = await nextCode(mobile, seen);
    await dialog.getByLabel("Verification code").fill(code);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("Your account cannot be deleted while an order is in progress.", { exact: false }).waitFor();

    // The shop delivers; the same code (not spent by the refusal) now deletes the account.
    await advanceOrder(orderNo, 5);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    // Logged out: the header offers Login again.
    await header(page).getByRole("button", { name: "Login" }).waitFor();

    // Login is refused; the number is no longer anyone's.
    const login = await callApi("POST", "/user/auth/password", {
      body: { mobile: { dialing_code: "+91", number: mobile }, password: hashPassword(password) },
    });
    expect(login.status).toBe(400);
    // The old session's token is refused too.
    expect((await callApi("GET", "/user/profile/view", { token })).status).toBeGreaterThanOrEqual(401);

    // The shop's tax invoice for the order is kept: the buyer's name, never the mobile number.
    const staff = await callApi<{ token: string }>("POST", "/merchant/api/auth/password", {
      body: {
        mobile: { dialing_code: "+91", number: DEMO_MERCHANT_ADMIN.mobile },
        password: hashPassword(DEMO_MERCHANT_ADMIN.password),
      },
    });
    expect(staff.status).toBe(200);
    const pdf = await fetch(new URL(`/merchant/api/orders/${orderNo}/invoice`, inject("baseURL")), {
      headers: { authorization: `Bearer ${staff.body.data.token}`, "x-forwarded-for": distinctClientAddress() },
    });
    expect(pdf.status).toBe(200);
    const invoiceText = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(invoiceText).toContain("Nisha Kapoor");
    expect(invoiceText).toContain(orderNo);
    expect(invoiceText).not.toContain(mobile);
  });
});
