// The spec's numbers behind the contract's named constants: the server names them, the wire keeps
// the spec's values.
import { describe, expect, it } from "vitest";
import { DELIVERY_TYPE } from "../contract/cart-constants";
import { PAYMENT_TYPE } from "../contract/orders-constants";
import { TOKEN_KIND } from "../contract/payments";
import { PROMO_VALUE_TYPE } from "../contract/promo-constants";
import { SHOP_ICON_DEFAULT_PX, SHOP_TYPE } from "../contract/shops-constants";

describe("named constants keep the spec's numbers", () => {
  it("delivery types, payment types, saved method kinds, promo values and shop types", () => {
    expect(DELIVERY_TYPE).toEqual({ byShop: 1, selfPickup: 3 });
    expect(PAYMENT_TYPE).toEqual({ online: 1, cod: 2 });
    expect(TOKEN_KIND).toEqual({ card: 1, upi: 2 });
    expect(PROMO_VALUE_TYPE).toEqual({ rupees: 1, percent: 2 });
    expect(SHOP_TYPE).toEqual({ public: 1, branded: 2 });
    expect(SHOP_ICON_DEFAULT_PX).toBe(300);
  });
});
