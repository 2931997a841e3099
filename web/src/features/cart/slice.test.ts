import { describe, expect, it } from "vitest";
import { cartReducer, checkoutRequested, panelOpened } from "./slice";

describe("the cart's panels", () => {
  it("closes the drawer when checkout takes over, so an order's empty cart never covers Track Order", () => {
    const open = cartReducer(undefined, panelOpened("drawer"));
    expect(open.panel).toBe("drawer");
    expect(cartReducer(open, checkoutRequested({ shopId: "shop-a", amount: 120 })).panel).toBeNull();
    // Other panels are left to their own dialogs.
    const billing = cartReducer(undefined, panelOpened("billing"));
    expect(cartReducer(billing, checkoutRequested({ shopId: "shop-a", amount: 120 })).panel).toBe("billing");
  });
});
