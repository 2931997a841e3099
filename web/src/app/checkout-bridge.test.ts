import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { checkoutRequested } from "@/features/cart/slice";
import { orderPlaced } from "@/features/checkout/slice";
import { placed } from "@/features/checkout/test-data";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { makeStore } from "./store";

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
});
