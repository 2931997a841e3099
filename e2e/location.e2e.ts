// One delivery location for the whole visit: chosen on /home it is the private shop's delivery
// location too (ADD works, the input shows it), it survives a reload, and a location chosen on the
// shop's page is home's delivery location when the customer goes back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { asDistinctClient, logInBrowser, signUpCustomer, storageItem } from "./support/customers";
import { openShopTile, productCards, setHomeLocations, shopGroup } from "./support/shopping";

const SHOP_NAME = "Sharma Kirana Store";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const deliveryInput = (page: Page) => page.getByRole("combobox", { name: "Delivery Location" });

/** Clicks ADD on the nth product card (of those in stock) of the shop page and waits until the cart holds it. */
async function addNthProduct(page: Page, n: number): Promise<string> {
  const addable = page.getByRole("button", { name: /^Add .+ to cart$/ });
  const add = productCards(page).filter({ has: addable }).nth(n).getByRole("button", { name: /^Add .+ to cart$/ });
  const label = (await add.getAttribute("aria-label")) ?? "";
  const name = label.replace(/^Add /, "").replace(/ to cart$/, "");
  await add.click();
  await page.getByRole("group", { name: `${name} in cart`, exact: true }).waitFor();
  return name;
}

describe("the delivery location", () => {
  it("carries from /home into a private shop, survives a reload, and goes back to /home", async () => {
    const customer = await signUpCustomer("Kavya", "Rao");
    const page = await newPage(browser);
    await asDistinctClient(page);
    await logInBrowser(page, customer.session);

    // ---- chosen on /home ----
    await page.goto("/home");
    await page.getByRole("banner").getByRole("button", { name: "Account menu for Kavya Rao" }).waitFor();
    await setHomeLocations(page);
    const homeLabel = await deliveryInput(page).inputValue();
    expect(homeLabel).toMatch(/^Koramangala/);

    // ---- the private shop, opened in the same visit (no page load) ----
    await shopGroup(page, "Private Shops:").getByRole("link", { name: new RegExp(SHOP_NAME) }).first().waitFor();
    await openShopTile(page, "Private Shops:", SHOP_NAME);
    await page.waitForURL(`**/${DEMO_PRIVATE_SHOP}`);
    await page.getByRole("heading", { level: 1, name: SHOP_NAME }).waitFor();
    expect(await deliveryInput(page).inputValue()).toBe(homeLabel);
    await page.getByLabel("Delivery Location is set").waitFor();
    await productCards(page).first().waitFor();
    const first = await addNthProduct(page, 0);
    expect(await page.getByRole("dialog", { name: "Empty Location" }).count()).toBe(0);

    // ---- reload: the location is still there, named again, and ADD still works ----
    await page.reload();
    await page.getByRole("heading", { level: 1, name: SHOP_NAME }).waitFor();
    await expect.poll(() => deliveryInput(page).inputValue()).toMatch(/Koramangala/);
    await page.getByLabel("Delivery Location is set").waitFor();
    await page.getByRole("group", { name: `${first} in cart`, exact: true }).waitFor();
    await addNthProduct(page, 1);
    expect(await page.getByRole("dialog", { name: "Empty Location" }).count()).toBe(0);

    // ---- chosen on the shop's page, it is home's delivery location too ----
    const shopLabel = await chooseOtherPlace(page, "Koramangala", homeLabel);
    expect(await deliveryInput(page).inputValue()).toBe(shopLabel);
    const stored = await storageItem(page, "galli:delivery_coordinates");
    await page.goBack();
    await page.waitForURL("**/home");
    expect(await deliveryInput(page).inputValue()).toBe(shopLabel);
    expect(await storageItem(page, "galli:delivery_coordinates")).toBe(stored);
  });
});

/** Chooses a place suggestion for `typed` other than `current` in the delivery input; returns its text. */
async function chooseOtherPlace(page: Page, typed: string, current: string): Promise<string> {
  const input = deliveryInput(page);
  await input.click();
  await input.fill(typed);
  const options = page
    .getByRole("listbox", { name: "Delivery Location suggestions" })
    .getByRole("option", { name: new RegExp(`^${typed}`) });
  await options.first().waitFor();
  for (let i = 0; i < (await options.count()); i++) {
    const name = (await options.nth(i).getAttribute("aria-label")) ?? "";
    if (name === current) continue;
    await options.nth(i).click();
    await page.getByLabel("Delivery Location is set").waitFor();
    return name;
  }
  throw new Error(`no other place than ${current} is suggested for ${typed}`);
}
