// The last mile on Track Order: a delivery order's state, door code, delivery person, expected
// arrival and map (an inline SVG, moving when the live stream says the order changed, without a
// reload); a self-pickup order's code and "Ready for pickup".
import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { LiveEvent } from "@contract/live";
import { ERROR_CODE } from "@contract/errors";
import { liveEventReceived } from "@/app/events";
import { failure, reply } from "@/testing/fake-api";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { TrackOrderPage } from "./pages/track-order-page";
import { layoutMap, layoutTiles, tileHref, type TrackingDelivery } from "./delivery";
import { listItem, path } from "./test-data";

const STORE = { lat: 12.9352, lng: 77.6245 };
const HOME = { lat: 12.9452, lng: 77.6345 };

const delivery = (over: Partial<TrackingDelivery> = {}): TrackingDelivery => ({
  state: "Order-picked-up",
  code: "4821",
  agent: { first_name: "Suresh" },
  position: { lat: 12.9372, lng: 77.6265, at: "2026-11-20T04:50:00.000Z" },
  eta: { promised_at: "2026-11-20T05:10:00.000Z", expected_at: "2026-11-20T05:00:00.000Z" },
  store: STORE,
  home: HOME,
  distance_km: 1.2,
  ...over,
});

function open(orders: () => ReturnType<typeof listItem>[], tiles: { tiles_url: string; attribution: string } | null = null) {
  textItem(STORAGE_KEYS.token).set(customerSession.token);
  const fetch = mockFetch((r) => {
    const p = path(r.url);
    if (p === "/user/places/tiles" && tiles) return { body: { success: true, data: tiles } };
    if (p === "/user/order/track/upcoming") return reply("GET /order/track/upcoming", orders());
    if (p === "/user/order/track/upcoming/c") return reply("GET /order/track/upcoming/c", { count: orders().length });
    return failure(ERROR_CODE.NOT_FOUND, `No route ${r.method} ${p}`);
  });
  return { ...renderWithApp(<TrackOrderPage />, { path: "/track-order" }), fetch };
}

const withDelivery = (status: number, d: TrackingDelivery | null, pickup?: { code: string; ready: boolean }) =>
  ({ ...listItem({ _id: "o1", status }), ...(d ? { delivery: d } : {}), ...(pickup ? { pickup } : {}) }) as ReturnType<
    typeof listItem
  >;

const riderPin = (svg: HTMLElement) => svg.querySelectorAll("circle")[2];

describe("Track Order's delivery", () => {
  it("shows the state, the code to share, the delivery person, the arrival and the map; it moves on a live event", async () => {
    let current = delivery();
    const { store } = open(() => [withDelivery(4, current)]);
    const card = await screen.findByRole("article", { name: "Order GL-o1" });
    expect(within(card).getByText("Picked up")).toBeVisible();
    expect(within(card).getByText("Share this code with the delivery person:")).toBeVisible();
    expect(within(card).getByText("4821")).toBeVisible();
    expect(within(card).getByText("Your delivery person: Suresh")).toBeVisible();
    expect(within(card).getByText("Expected by 10:30 AM")).toBeVisible();
    const map = within(card).getByRole("img", {
      name: "Map of the shop, the delivery person and your home. 1.2 km to go",
    });
    expect(map.tagName.toLowerCase()).toBe("svg");
    const before = riderPin(map).getAttribute("cx");

    // The delivery person moves; the stream says the order changed; the card reads it again.
    current = delivery({ position: { lat: 12.9432, lng: 77.6325, at: "2026-11-20T04:55:00.000Z" }, distance_km: 0.3 });
    const event: LiveEvent = {
      id: 9,
      type: "order.status",
      created_at: "2026-11-20T04:55:00.000Z",
      data: { order_id: "o1", order_number: "GL-o1", status: 4 },
    };
    act(() => {
      store.dispatch(liveEventReceived(event));
    });
    const moved = await within(card).findByRole("img", {
      name: "Map of the shop, the delivery person and your home. 0.3 km to go",
    });
    expect(riderPin(moved).getAttribute("cx")).not.toBe(before);
  });

  it("before anyone picks it up: no delivery person on the map; after delivery: no code and no map", async () => {
    let current = withDelivery(3, delivery({ state: "Agent-assigned", position: null, agent: null, distance_km: null }));
    const { store } = open(() => [current]);
    const card = await screen.findByRole("article", { name: "Order GL-o1" });
    expect(within(card).getByText("Assigned to a delivery person")).toBeVisible();
    expect(within(card).getByRole("img", { name: /^Map of the shop and your home\. 1\.6 km to go$/ })).toBeVisible();
    expect(within(card).queryByText(/Your delivery person/)).toBeNull();

    current = withDelivery(5, delivery({ state: "Order-delivered", code: "" }));
    act(() => {
      store.dispatch(
        liveEventReceived({ id: 10, type: "order.status", created_at: "2026-11-20T05:00:00.000Z", data: { order_id: "o1", order_number: "GL-o1", status: 5 } }),
      );
    });
    await waitFor(() => expect(within(card).getByText("Delivered", { selector: "p" })).toBeVisible());
    expect(within(card).queryByText(/Share this code/)).toBeNull();
    expect(within(card).queryByRole("img")).toBeNull();
  });

  it("draws over the tile server's tiles, with its credit, where the server names one", async () => {
    const { fetch } = open(() => [withDelivery(4, delivery())], {
      tiles_url: "https://{s}.tiles.example.in/{z}/{x}/{y}.png",
      attribution: "© Example Maps",
    });
    const card = await screen.findByRole("article", { name: "Order GL-o1" });
    await within(card).findByText("© Example Maps");
    const tiles = within(card).getAllByTestId("map-tile");
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile.getAttribute("href")).toMatch(/^https:\/\/[abc]\.tiles\.example\.in\/\d+\/\d+\/\d+\.png$/);
    // Asked once, not at every reload of the list.
    expect(fetch.requests.filter((r) => r.url.includes("/places/tiles"))).toHaveLength(1);
  });

  it("draws without tiles when the server names none", async () => {
    open(() => [withDelivery(4, delivery())]);
    const card = await screen.findByRole("article", { name: "Order GL-o1" });
    await within(card).findByRole("img", { name: /^Map of the shop, the delivery person and your home/ });
    expect(within(card).queryAllByTestId("map-tile")).toHaveLength(0);
  });

  it("a self-pickup order shows its pickup code, and 'Ready for pickup' once ready", async () => {
    open(() => [withDelivery(3, null, { code: "7310", ready: true })]);
    const card = await screen.findByRole("article", { name: "Order GL-o1" });
    expect(within(card).getByText("Your pickup code:")).toBeVisible();
    expect(within(card).getByText("7310")).toBeVisible();
    expect(within(card).getByText("Ready for pickup")).toBeVisible();
    expect(within(card).queryByRole("img")).toBeNull();
  });
});

describe("the map's layout", () => {
  it("fits shop, delivery person and home inside the picture, north up", () => {
    const map = layoutMap(delivery(), 320, 200, 28);
    for (const p of [map.shop, map.home, map.agent!]) {
      expect(p.x).toBeGreaterThanOrEqual(28);
      expect(p.x).toBeLessThanOrEqual(292);
      expect(p.y).toBeGreaterThanOrEqual(28);
      expect(p.y).toBeLessThanOrEqual(172);
    }
    // The home is north-east of the shop: right of it and higher up.
    expect(map.home.x).toBeGreaterThan(map.shop.x);
    expect(map.home.y).toBeLessThan(map.shop.y);
  });

  it("centres one point when shop and home are the same place", () => {
    const map = layoutMap(delivery({ home: STORE, position: null }), 320, 200);
    expect(map.shop).toEqual({ x: 160, y: 100 });
  });
});

describe("the map over tiles", () => {
  /** The tile holding a point at zoom z, by the usual slippy-map formula. */
  const slippy = (p: { lat: number; lng: number }, z: number) => {
    const n = 2 ** z;
    const lat = (p.lat * Math.PI) / 180;
    return {
      x: Math.floor(((p.lng + 180) / 360) * n),
      y: Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n),
    };
  };

  it("picks the deepest zoom that fits, places the points inside, and covers them with the right tiles", () => {
    const d = delivery();
    const map = layoutTiles(d, "https://t.example.in/{z}/{x}/{y}.png", 320, 200, 28);
    expect(map.zoom).toBeGreaterThan(10);
    expect(map.zoom).toBeLessThanOrEqual(18);
    for (const p of [map.shop, map.home, map.agent!]) {
      expect(p.x).toBeGreaterThanOrEqual(28 - 0.1);
      expect(p.x).toBeLessThanOrEqual(292 + 0.1);
      expect(p.y).toBeGreaterThanOrEqual(28 - 0.1);
      expect(p.y).toBeLessThanOrEqual(172 + 0.1);
    }
    // A smaller picture needs a shallower zoom.
    const deeper = layoutTiles(d, "https://t.example.in/{z}/{x}/{y}.png", 320 / 2, 200 / 2, 14);
    expect(deeper.zoom).toBeLessThan(map.zoom);
    // The shop's own tile is drawn where the shop is.
    const own = slippy(d.store, map.zoom);
    const tile = map.tiles.find((t) => t.href === tileHref("https://t.example.in/{z}/{x}/{y}.png", map.zoom, own.x, own.y))!;
    expect(tile).toBeTruthy();
    expect(map.shop.x).toBeGreaterThanOrEqual(tile.x);
    expect(map.shop.x).toBeLessThan(tile.x + 256);
    expect(map.shop.y).toBeGreaterThanOrEqual(tile.y);
    expect(map.shop.y).toBeLessThan(tile.y + 256);
    // The tiles cover the whole picture.
    expect(Math.min(...map.tiles.map((t) => t.x))).toBeLessThanOrEqual(0);
    expect(Math.max(...map.tiles.map((t) => t.x + 256))).toBeGreaterThanOrEqual(320);
  });
});
