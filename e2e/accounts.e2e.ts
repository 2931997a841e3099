// Accounts: a guest signs up (two screens, the code from the outbox), logs out, logs in with a
// one-time code, saves an address on /profile, renames themself, and still sees it after a reload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import {
  api,
  asDistinctClient,
  callApi,
  nextCode,
  outboxIds,
  pageToken,
  storageItem,
  uniqueMobile,
} from "./support/customers";

type Profile = {
  first_name: string;
  last_name: string;
  email: { id: string | null; is_verified: boolean };
  mobile: { number: string; is_verified: boolean };
  address: {
    type: string;
    is_default: boolean;
    location: { coordinates: [number, number] };
    address: { street: string; area: string; zipcode: string; landmark?: string | null };
  }[];
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole("banner");
const accountMenu = (page: Page, name: string) =>
  header(page).getByRole("button", { name: `Account menu for ${name}` });
const profileOf = async (page: Page) => api<Profile>("GET", "/user/profile/view", { token: await pageToken(page) });

describe("accounts", () => {
  it("signs up, logs out, logs in with a one-time code, saves an address and renames the customer", async () => {
    const page = await newPage(browser);
    await asDistinctClient(page);
    const mobile = uniqueMobile();
    const email = `kavya.${mobile}@example.in`;

    // ---- sign up: details, then the code sent to the phone ----
    await page.goto("/");
    await page.waitForURL("**/home");
    await header(page).getByRole("button", { name: "Sign up" }).click();
    const signUp = page.getByRole("dialog", { name: "Sign up" });
    await signUp.getByLabel("First name").fill("Kavya");
    await signUp.getByLabel("Last name").fill("Rao");
    await signUp.getByLabel("Mobile number").fill(mobile);
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill("Kavya#2026");
    await signUp.getByRole("checkbox", { name: /I have read this notice/ }).check();
    const before = await outboxIds(mobile);
    await signUp.getByRole("button", { name: "Continue" }).click();

    const verify = page.getByRole("dialog", { name: "Verify your mobile number" });
    await verify.waitFor();
    expect(await verify.textContent()).toMatch(
      new RegExp(`sent to \\+91\\s${mobile.slice(0, 5)}\\s${mobile.slice(5)}`),
    );
    const signUpCode = await nextCode(mobile, before);
    await verify.getByLabel("Verification code").fill(signUpCode);
    await verify.getByRole("button", { name: "Sign up" }).click();
    await verify.waitFor({ state: "hidden" });
    await accountMenu(page, "Kavya Rao").waitFor();
    expect(await header(page).getByRole("button", { name: "Login" }).count()).toBe(0);

    // The server made the customer, mobile verified by the code, email still to verify.
    const created = await profileOf(page);
    expect(created).toMatchObject({
      first_name: "Kavya",
      last_name: "Rao",
      mobile: { number: mobile, is_verified: true },
      email: { id: email, is_verified: false },
      address: [],
    });
    const firstRefresh = await storageItem(page, "galli:refresh_token");
    expect(firstRefresh).toBeTruthy();

    // ---- log out from the user menu ----
    await accountMenu(page, "Kavya Rao").click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await header(page).getByRole("button", { name: "Login" }).waitFor();
    await page.waitForURL("**/home");
    await expect.poll(() => storageItem(page, "galli:guest"), { timeout: 5_000 }).toBe("true");
    // The server revoked the session's refresh token.
    const refreshAfterLogout = await callApi("POST", "/user/auth/refresh", { headers: { refresh: firstRefresh! } });
    expect(refreshAfterLogout.status).toBe(401);

    // ---- log in with a one-time code ----
    await header(page).getByRole("button", { name: "Login" }).click();
    const login = page.getByRole("dialog", { name: "Login" });
    await login.getByLabel("Mobile number").fill(mobile);
    const beforeLogin = await outboxIds(mobile);
    await login.getByRole("button", { name: "Login with OTP" }).click();
    const codeView = page.getByRole("dialog", { name: "Login with a one-time code" });
    await codeView.waitFor();
    const loginCode = await nextCode(mobile, beforeLogin);
    expect(loginCode).not.toBe(signUpCode);
    await codeView.getByLabel("One-time code").fill(loginCode);
    await codeView.getByRole("button", { name: "Verify and login" }).click();
    await codeView.waitFor({ state: "hidden" });
    await accountMenu(page, "Kavya Rao").waitFor();

    // ---- profile: add a saved address in the New Location modal ----
    await accountMenu(page, "Kavya Rao").click();
    await page.getByRole("menuitem", { name: "Profile & Settings" }).click();
    await page.waitForURL("**/profile");
    await page.getByRole("heading", { level: 1, name: "Profile & Settings" }).waitFor();
    await page.getByText("There is no saved locations").waitFor();
    await page.getByRole("button", { name: "Add More Locations" }).click();
    const newLocation = page.getByRole("dialog", { name: "New Location" });
    await newLocation.getByRole("combobox", { name: "Location" }).fill("Koramangala");
    const place = newLocation
      .getByRole("listbox", { name: "Places" })
      .getByRole("option", { name: /^Koramangala/ })
      .first();
    await place.waitFor();
    await place.click();
    await expect
      .poll(() => newLocation.getByRole("combobox", { name: "Location" }).inputValue())
      .toMatch(/^Koramangala/);
    await newLocation.getByLabel("House no, Flat, Street").fill("Flat 12, 4th Cross");
    await newLocation.getByLabel("Landmark (optional)").fill("Near Forum Mall");
    await newLocation.getByLabel("Zipcode").fill("560034");
    // Other without a name is refused; turning Other off checks the type again.
    await newLocation.getByRole("button", { name: "Other" }).click();
    await newLocation.getByRole("button", { name: "Save" }).click();
    await newLocation.getByText("Type is required").waitFor();
    await newLocation.getByRole("button", { name: "Other" }).click();
    await newLocation.getByText("Please select a type").waitFor();
    expect(await newLocation.getByText("Type is required").count()).toBe(0);
    await newLocation.getByRole("button", { name: "Home" }).click();
    expect(await newLocation.getByText("Please select a type").count()).toBe(0);
    expect(await newLocation.getByRole("button", { name: "Home" }).getAttribute("aria-pressed")).toBe("true");
    await newLocation.getByRole("button", { name: "Save" }).click();
    const saved = page.getByRole("dialog", { name: "Success" });
    await saved.waitFor();
    expect(await saved.textContent()).toContain("Address saved successfully.");
    await saved.getByRole("button", { name: "OK" }).click();
    const addresses = page.getByRole("list", { name: "Saved addresses" });
    await addresses.getByText("Flat 12, 4th Cross, Near Forum Mall", { exact: false }).waitFor();
    expect(await addresses.getByRole("listitem").count()).toBe(1);
    expect(await addresses.getByText("Default").isVisible()).toBe(true);

    const withAddress = await profileOf(page);
    expect(withAddress.address).toHaveLength(1);
    const [home] = withAddress.address;
    expect(home).toMatchObject({
      type: "Home",
      is_default: true,
      address: { street: "Flat 12, 4th Cross", zipcode: "560034", landmark: "Near Forum Mall" },
    });
    expect(home.address.area).toMatch(/^Koramangala/);
    const [lng, lat] = home.location.coordinates;
    expect(Math.abs(lat - 12.93)).toBeLessThan(0.05);
    expect(Math.abs(lng - 77.62)).toBeLessThan(0.05);

    // ---- edit the name in the Edit Profile modal ----
    const details = page.getByRole("region", { name: "Personal details" });
    await details.getByText("Kavya Rao", { exact: true }).waitFor();
    await details.getByRole("button", { name: "Edit profile" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Profile" });
    await editor.waitFor();
    expect(await editor.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await editor.getByRole("button", { name: "Edit first name" }).click();
    await editor.getByLabel("First name").fill("Kavitha");
    await editor.getByRole("button", { name: "Save" }).click();
    const updated = page.getByRole("dialog", { name: "Success" });
    await updated.waitFor();
    await editor.waitFor({ state: "hidden" });
    expect(await updated.textContent()).toContain("Profile updated successfully.");
    await updated.getByRole("button", { name: "OK" }).click();
    await accountMenu(page, "Kavitha Rao").waitFor();
    expect((await profileOf(page)).first_name).toBe("Kavitha");

    // ---- after a reload: still logged in, with the new name and the address ----
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Profile & Settings" }).waitFor();
    await accountMenu(page, "Kavitha Rao").waitFor();
    await page.getByRole("region", { name: "Personal details" }).getByText("Kavitha Rao", { exact: true }).waitFor();
    await page
      .getByRole("list", { name: "Saved addresses" })
      .getByText("Flat 12, 4th Cross", { exact: false })
      .waitFor();
    expect(await profileOf(page)).toMatchObject({ first_name: "Kavitha", last_name: "Rao" });

    await page.context().close();
  });
});
