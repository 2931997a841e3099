import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { checkoutRequested } from "@/features/cart/slice";
import { cartView } from "@/features/cart/test-data";
import { testShop } from "@/features/catalog/testing/catalog-server";
import { orderPlaced } from "@/features/checkout/slice";
import { placed } from "@/features/checkout/test-data";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { locationActions } from "@/features/location";
import { makeStore } from "./store";

/** The delivery location chosen on /home (Koramangala). */
const HOME = { lat: 12.9352, lng: 77.6245, label: "Koramangala, Bengaluru" };
const chooseHome = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(locationActions.placeChosen({ field: "delivery", location: HOME, source: "suggestion" }));

describe("checkout bridge", () => {
  it("opens checkout from the cart's Proceed to Buy, and reloads the cart after an order", async () => {
    const { requests } = mockFetch(() => new Promise(() => {}));
    const store = makeStore({
      session: {
        status: "done",
        token: customerSession.token,
        refreshToken: null,
        expiry: customerSession.expiry,
        guest: false,
        userName: "Asha",
        newUser: false,
      },
    });
    chooseHome(store);
    store.dispatch(checkoutRequested({ shopId: "shop-a", amount: 356 }));
    expect(store.getState().checkout).toMatchObject({
      open: true,
      shopId: "shop-a",
      cartAmount: 356,
      step: "ORDER_CONFIRMATION",
    });
    store.dispatch(orderPlaced(placed));
    await waitFor(() => expect(requests.some((r) => r.url === "/user/cart/view/cr")).toBe(true));
  });
  it("passes the shop's features, and an other-location shop's other-location delivery time", async () => {
    mockFetch(() => new Promise(() => {}));
    const base = makeStore().getState();
    const view = cartView();
    const shop = { ...testShop, _id: "shop-a", group: "global" as const, delivery_other_duration: 3 };
    const store = makeStore({
      ...base,
      catalog: { ...base.catalog, page: { ...base.catalog.page, shop } },
      cart: {
        ...base.cart,
        view: { ...view, shop: { ...view.shop!, features: { ...view.shop!.features, notes: false } } },
      },
    });
    chooseHome(store);
    store.dispatch(checkoutRequested({ shopId: "shop-a", amount: 356 }));
    expect(store.getState().checkout).toMatchObject({
      duration: "3 days",
      features: { notes: false, upload: true },
      // The cart's atta comes from two stores: two orders, two parcels.
      parcels: 2,
    });
    const local = makeStore({
      ...base,
      catalog: { ...base.catalog, page: { ...base.catalog.page, shop: { ...shop, group: "public" } } },
    });
    chooseHome(local);
    local.dispatch(checkoutRequested({ shopId: "shop-a", amount: 356 }));
    // No cart view for the shop: neither notes nor an image is offered.
    expect(local.getState().checkout).toMatchObject({
      duration: "45 minutes",
      features: { notes: false, upload: false },
      parcels: 1,
    });
  });
  it("asks for the delivery location first when none is chosen, and opens checkout once it is", () => {
    mockFetch(() => new Promise(() => {}));
    const store = makeStore();
    store.dispatch(checkoutRequested({ shopId: "shop-a", amount: 356 }));
    expect(store.getState().checkout).toMatchObject({
      open: false,
      locationNeeded: { shopId: "shop-a", amount: 356 },
    });
    // A search location is not where the order goes: checkout still waits.
    store.dispatch(locationActions.placeChosen({ field: "search", location: HOME, source: "suggestion" }));
    expect(store.getState().checkout.open).toBe(false);
    chooseHome(store);
    expect(store.getState().checkout).toMatchObject({
      open: true,
      locationNeeded: null,
      shopId: "shop-a",
      cartAmount: 356,
      location: { lat: HOME.lat, lng: HOME.lng },
    });
  });
});
