import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DeliveryTypesData } from "@contract/cart";
import type { BasketData, BasketOption } from "@contract/finder";
import { reply } from "@/testing/fake-api";
import { mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { storedDeliveryCoordinates } from "@/lib/storage";
import { setLanguage } from "@/lib/i18n";
import hi from "@/lib/i18n/hi";
import texts from "@/lib/i18n/texts/cartDialogs/hi";
import { cartView, customer, prices } from "../test-data";
import { CartSidebar } from "./cart-sidebar";
import { CartModals } from "./cart-modals";

const types: DeliveryTypesData = { delivery_type: 1, type: [{ _id: 1, name: "By Shop" }] };

function option(id: string, name: string, total: number, extra: Partial<BasketOption> = {}): BasketOption {
  return {
    shop: {
      _id: id,
      display_name: name,
      image: "shop.png",
      kind: "Grocery",
      group: "public",
      unique_id: null,
      is_open: true,
      distance: 1200,
      offer: null,
      delivery_local_duration: 30,
      delivery_local_duration_unit: "minutes",
    },
    current: false,
    complete: true,
    missing: [],
    prices: { ...prices, total },
    saving: 1619.17 - total,
    ...extra,
  };
}

const basket: BasketData = {
  lines: [{ product_id: "p-atta", product_name: "Whole Wheat Atta", unit: "5 kg", image: null, qty: 4 }],
  current: option("shop-a", "Fresh Mart", 1619.17, { current: true, saving: null }),
  options: [
    option("shop-b", "Cheap Mart", 1500),
    option("shop-c", "Half Mart", 900, {
      complete: false,
      saving: null,
      missing: [
        { product_id: "p-atta", product_name: "Whole Wheat Atta", product_name_hi: "गेहूं आटा", qty: 4, available: 1 },
      ],
    }),
  ],
  shops_compared: 3,
};

describe("Cheaper elsewhere?", () => {
  it("lists the shops with totals and savings, asks before moving, then offers the new shop", async () => {
    storedDeliveryCoordinates.set({ lat: 12.9352, lng: 77.6245 });
    const moved = cartView(undefined, { _id: "shop-b" });
    const { requests } = mockFetch((r) => {
      if (r.url === "/user/find/basket") return reply("POST /find/basket", basket);
      if (r.url === "/user/cart/move")
        return reply(
          "POST /cart/move",
          {
            shop: { _id: "shop-b", display_name: "Cheap Mart", group: "public", unique_id: null },
            cart: moved,
            added: [{ product_id: "p-atta", product_name: "Whole Wheat Atta", qty: 4 }],
            missing: [],
          },
          "Your cart now holds this shop's items.",
        );
      if (r.url === "/user/order/view/delivery/type") return reply("POST /order/view/delivery/type", types);
      return reply("POST /cart/view/cr", cartView());
    });
    const user = userEvent.setup();
    renderWithApp(
      <>
        <CartSidebar shopId="shop-a" isPrivate={false} deliveryLocationSet />
        <CartModals />
      </>,
      { preloadedState: customer },
    );
    await user.click(await screen.findByRole("button", { name: "Cheaper elsewhere?" }));
    const dialog = await screen.findByRole("dialog", { name: "Cheaper elsewhere?" });
    const table = await within(dialog).findByRole("table", { name: "Shops and totals" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      expect.stringContaining("Fresh Mart"),
      expect.stringContaining("Cheap Mart"),
      expect.stringContaining("Half Mart"),
    ]);
    expect(within(rows[1]).getByText("Save ₹119.17")).toBeVisible();
    expect(within(rows[2]).getByText("Lacks: Whole Wheat Atta (only 1 of 4)")).toBeVisible();
    const body = requests.find((r) => r.url === "/user/find/basket")!.body;
    expect(body).toEqual({ deliveryLocation: { type: "Point", coordinates: [77.6245, 12.9352] }, maxDistance: 10000 });

    await user.click(within(rows[1]).getByRole("button", { name: "Move cart here" }));
    const confirm = await within(dialog).findByRole("group", { name: "Move your cart?" });
    expect(confirm).toHaveTextContent(
      "Move your cart to Cheap Mart? Your cart will be cleared and filled with the same items from Cheap Mart.",
    );
    expect(requests.some((r) => r.url === "/user/cart/move")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Clear and move" }));
    expect(await within(dialog).findByText("Your cart now holds Cheap Mart's items.")).toBeVisible();
    expect(requests.find((r) => r.url === "/user/cart/move")!.body).toEqual({ _id: "shop-b" });
    expect(within(dialog).getByRole("link", { name: "Go to Cheap Mart" })).toHaveAttribute("href", "/public/products/shop-b");
  });

  it("speaks Hindi: the shops, the saving and what a shop lacks", async () => {
    await setLanguage("hi");
    try {
      storedDeliveryCoordinates.set({ lat: 12.9352, lng: 77.6245 });
      mockFetch((r) => {
        if (r.url === "/user/find/basket") return reply("POST /find/basket", basket);
        if (r.url === "/user/order/view/delivery/type") return reply("POST /order/view/delivery/type", types);
        return reply("POST /cart/view/cr", cartView());
      });
      const user = userEvent.setup();
      renderWithApp(
        <>
          <CartSidebar shopId="shop-a" isPrivate={false} deliveryLocationSet />
          <CartModals />
        </>,
        { preloadedState: customer },
      );
      await user.click(await screen.findByRole("button", { name: hi.cart.cheaperElsewhere }));
      const dialog = await screen.findByRole("dialog", { name: texts.cartDialogs.basket.title });
      const table = await within(dialog).findByRole("table", { name: texts.cartDialogs.basket.table });
      const rows = within(table).getAllByRole("row").slice(1);
      expect(within(rows[1]).getByText("₹119.17 की बचत")).toBeVisible();
      // A product goes by its Hindi name in Hindi.
      expect(within(rows[2]).getByText("इनकी कमी: गेहूं आटा (4 में से सिर्फ़ 1)")).toBeVisible();
      expect(within(rows[0]).getByText(texts.cartDialogs.basket.yourCart)).toBeVisible();
      // The shop's kind and delivery time the server words in English.
      expect(within(rows[1]).getByText("किराना · 1.2 km · 30 मिनट")).toBeVisible();
      // The cart's delivery method (behind the dialog).
      expect(screen.getByRole("option", { name: "दुकान से डिलीवरी", hidden: true })).toBeInTheDocument();
    } finally {
      await setLanguage("en");
      window.localStorage.clear();
    }
  });
});
