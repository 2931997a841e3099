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
import { layoutMap, type TrackingDelivery } from "./delivery";
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

function open(orders: () => ReturnType<typeof listItem>[]) {
  textItem(STORAGE_KEYS.token).set(customerSession.token);
  const fetch = mockFetch((r) => {
    const p = path(r.url);
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
