// Home page and products page steps shared by the discovery, catalogue and cart journeys.
import type { Locator, Page } from "playwright-core";

export type LocationLabel = "Delivery Location" | "Search Location";

/**
 * Types a locality in a location combobox (the home page's two, or a private shop's delivery
 * input) and chooses the first place suggestion whose name starts with it (the GPS, saved and
 * recent options come first in the list).
 */
export async function chooseLocation(page: Page, label: LocationLabel, locality: string): Promise<string> {
  const input = page.getByRole("combobox", { name: label });
  await input.click();
  await input.fill(locality);
  const list = page.getByRole("listbox", { name: `${label} suggestions` });
  const option = list.getByRole("option", { name: new RegExp(`^${locality}\\b`, "i") }).first();
  await option.waitFor();
  const name = (await option.getAttribute("aria-label")) ?? locality;
  await option.click();
  await page.getByLabel(`${label} is set`).waitFor();
  return name;
}

export const chooseHomeLocation = chooseLocation;

/** Both locations chosen near the demo point; the shop groups then load. */
export async function setHomeLocations(page: Page, locality = "Koramangala"): Promise<void> {
  await chooseHomeLocation(page, "Delivery Location", locality);
  await chooseHomeLocation(page, "Search Location", locality);
  await page.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
}

/** A shop group's section on the home page, by its heading. */
export function shopGroup(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title });
}

/** Clicks a shop's tile (a link named by its texts) in a group on the home page. */
export async function openShopTile(page: Page, groupTitle: string, shopName: string): Promise<void> {
  const tile = shopGroup(page, groupTitle)
    .getByRole("link", { name: new RegExp(escapeRegExp(shopName)) })
    .first();
  await tile.click();
}

/** The product cards of a products page. */
export function productCards(page: Page): Locator {
  return page.locator("main article[aria-label]");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export type LatLng = { lat: number; lng: number };

/** The search and delivery points the home page chose (kept in local storage). */
export async function chosenPoints(page: Page): Promise<{ search: LatLng; delivery: LatLng }> {
  const read = (key: string) =>
    page.evaluate(
      (k) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(k),
      key,
    );
  const search = JSON.parse((await read("galli:search_coordinates")) ?? "null") as LatLng | null;
  const delivery = JSON.parse((await read("galli:delivery_coordinates")) ?? "null") as LatLng | null;
  if (!search || !delivery) throw new Error("the home page has not chosen both locations");
  return { search, delivery };
}

/** The body of the shop-group calls for these points, as the home page sends it (5 km by default). */
export function groupQuery(points: { search: LatLng; delivery: LatLng }, km = 5) {
  const point = (p: LatLng) => ({ type: "Point", coordinates: [p.lng, p.lat] });
  return { searchLocation: point(points.search), deliveryLocation: point(points.delivery), maxDistance: km * 1000 };
}
