// The merchant console (/merchant): at 390 px in Hindi and at desktop width in English, the demo
// merchant's Super Admin signs in with the password, invites a Staff member from the Staff page,
// and sees the invite in the audit log; the invited member signs in with a one-time code, sees only
// their role's pages, and store settings and API keys answer "Not allowed" (their API calls 403).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_MERCHANT_ADMIN } from "../seed/demo-credentials";
import en from "../web/src/lib/i18n/texts/merchantCore/en";
import hi from "../web/src/lib/i18n/texts/merchantCore/hi";
import { launchBrowser, newPage } from "./support/browser";
import { apiRaw, lastCodeSentTo, uniqueMobile } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { expectAccessible, startIn, type Language } from "./support/a11y";
import { fill } from "./support/texts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


const consoleToken = (page: Page) => page.evaluate(() => localStorage.getItem("galli:console_token"));

describe.each<{ language: Language; mobile: boolean }>([
  { language: "hi", mobile: true },
  { language: "en", mobile: false },
])("the merchant console in $language (phone: $mobile)", ({ language, mobile }) => {
  const t = (language === "hi" ? hi : en).merchantCore;

  it("the Super Admin invites a Staff member, who cannot open store settings or API keys", async () => {
    const admin = await newPage(browser, { mobile });
    const memberMobile = uniqueMobile();
    const memberName = language === "hi" ? "रवि कुमार" : "Ravi Kumar";
    try {
      // Sign-in is limited per client address, and other journeys sign the demo merchant in too.
      await asDistinctClient(admin);
      await startIn(admin.context(), language);
      await admin.goto("/merchant");
      await admin.getByRole("heading", { level: 1, name: t.signIn.title }).waitFor();
      await expectAccessible(admin, "console sign-in");
      await admin.getByLabel(t.signIn.mobile).fill(DEMO_MERCHANT_ADMIN.mobile);
      await admin.getByLabel(t.signIn.password, { exact: true }).fill(DEMO_MERCHANT_ADMIN.password);
      await admin.getByRole("button", { name: t.signIn.submit }).click();
      await admin.getByRole("heading", { level: 1, name: fill(t.home.title, { name: DEMO_MERCHANT_ADMIN.name }) }).waitFor();
      if (mobile) {
        // Phone-first: nothing wider than the screen.
        const wide = await admin.evaluate(() => document.documentElement.scrollWidth);
        expect(wide).toBeLessThanOrEqual(390);
      }

      const nav = admin.getByRole("navigation", { name: t.nav.label });
      await nav.getByRole("link", { name: t.nav.staff, exact: true }).click();
      await admin.getByRole("heading", { level: 1, name: t.staff.title }).waitFor();
      await admin.getByLabel(t.staff.name, { exact: true }).fill(memberName);
      await admin.getByLabel(t.staff.mobile, { exact: true }).fill(memberMobile);
      await admin.getByLabel(t.staff.role, { exact: true }).selectOption({ label: t.roles.staff });
      await admin.getByRole("button", { name: t.staff.sendInvite }).click();
      await admin.getByText(fill(t.staff.invited, { name: memberName })).waitFor();
      await admin.getByTestId(`member-${memberMobile}`).waitFor();
      await expectAccessible(admin, "console staff page");

      await nav.getByRole("link", { name: t.nav.audit, exact: true }).click();
      await admin.getByRole("heading", { level: 1, name: t.audit.title }).waitFor();
      // In words, naming the member (not "staff.invite" and an id).
      const invite = admin.getByRole("listitem").filter({ hasText: t.audit.actions.staff_invite }).first();
      await invite.getByText(memberName, { exact: true }).waitFor();
      await expectAccessible(admin, "console audit log");
    } finally {
      await admin.context().close();
    }

    // The invited member's first sign-in: a one-time code, then (later) a password.
    const member = await newPage(browser, { mobile });
    try {
      await asDistinctClient(member);
      await startIn(member.context(), language);
      await member.goto("/merchant");
      await member.getByRole("button", { name: t.signIn.withCode }).click();
      await member.getByLabel(t.signIn.mobile).fill(memberMobile);
      await member.getByRole("button", { name: t.signIn.sendCode }).click();
      await member.getByLabel(t.signIn.code).fill(await lastCodeSentTo(memberMobile));
      await member.getByRole("button", { name: t.signIn.verify }).click();
      await member.getByRole("heading", { level: 1, name: t.setPassword.title }).waitFor();
      await member.getByRole("button", { name: t.setPassword.later }).click();
      await member.getByRole("heading", { level: 1, name: fill(t.home.title, { name: memberName }) }).waitFor();

      // Only the pages a Staff role opens are linked.
      const nav = member.getByRole("navigation", { name: t.nav.label });
      await nav.getByRole("link", { name: t.nav.home, exact: true }).waitFor();
      for (const href of ["/merchant/settings", "/merchant/api-keys", "/merchant/staff", "/merchant/audit"]) {
        expect(await nav.locator(`a[href="${href}"]`).count(), href).toBe(0);
      }
      // By address: not allowed.
      for (const path of ["/merchant/settings", "/merchant/api-keys"]) {
        await member.goto(path);
        await member.getByRole("heading", { level: 1, name: t.forbidden.title }).waitFor();
      }
      // And the API refuses the member's token for what the role lacks.
      const token = await consoleToken(member);
      expect(token).toBeTruthy();
      const staffList = await apiRaw("/merchant/api/staff", { token: token! });
      expect(staffList.status).toBe(403);
      const me = await apiRaw<{ privileges: string[] }>("/merchant/api/me", { token: token! });
      expect(me.body.success && me.body.data.privileges).toEqual(["orders", "catalogue"]);
    } finally {
      await member.context().close();
    }
  });
});
