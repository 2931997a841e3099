import { describe, expect, it } from "vitest";
import { ERROR_CODE } from "@contract/errors";
import type { CartView } from "@contract/cart";
import { CART_MESSAGES } from "@contract/cart-constants";
import { failure, reply } from "@/testing/fake-api";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { customerSession, mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import { PurchaseHistoryPage } from "./pages/purchase-history-page";
import { details, inDays, listItem, path, product } from "./test-data";

const shop = listItem().shop;
const verified = listItem({ _id: "v1", status: 6, shop: { ...shop, replacement: inDays(3) } });
const reviewed = listItem({ _id: "v2", status: 6, shop_reviewed: true, shop: { ...shop, replacement: inDays(3) } });
const cancelled = listItem({ _id: "c1", status: 7, shop: { ...shop, replacement: null } });
const expired = listItem({ _id: "e1", status: 6, shop: { ...shop, replacement: inDays(-1) } });

function open(
  orders = [verified, reviewed, cancelled, expired],
  extra: (r: MockRequest) => MockReply | null = () => null,
) {
  textItem(STORAGE_KEYS.token).set(customerSession.token);
  const fetch = mockFetch((r) => {
    const answer = extra(r);
    if (answer) return answer;
    const p = path(r.url);
    if (p === "/user/order/history/purchase") return reply("GET /order/history/purchase", orders);
    if (p === "/user/order/history/purchase/c") return reply("GET /order/history/purchase/c", { count: orders.length });
    return failure(ERROR_CODE.NOT_FOUND, `No route ${p}`);
  });
  const view = renderWithApp(<PurchaseHistoryPage />, { path: "/purchase-history" });
  return { ...view, calls: (p: string) => fetch.requests.filter((r) => path(r.url) === p) };
}

describe("Purchase History", () => {
  it("shows the spec's empty text", async () => {
    open([]);
    expect(await screen.findByText("You will see a history of your past orders here")).toBeVisible();
  });

  it("shows each card's total, products count, replacement window and the store review button", async () => {
    open();
    const v1 = await screen.findByRole("article", { name: "Order GL-v1" });
    expect(within(v1).getByText("Total Paid: ₹ 1,090.00")).toBeVisible();
    expect(within(v1).getByText("3 more day(s) left")).toBeVisible();
    expect(within(v1).getByRole("button", { name: "Write Store Review" })).toBeVisible();
    const v2 = screen.getByRole("article", { name: "Order GL-v2" });
    expect(within(v2).queryByRole("button", { name: "Write Store Review" })).toBeNull();
    const c1 = screen.getByRole("article", { name: "Order GL-c1" });
    expect(within(c1).getByText("(Cancelled)")).toBeVisible();
    expect(within(c1).getByText("N/A")).toBeVisible();
    expect(within(c1).queryByRole("button", { name: "Write Store Review" })).toBeNull();
    const e1 = screen.getByRole("article", { name: "Order GL-e1" });
    expect(within(e1).getByText("N/A")).toBeVisible();
    expect(within(e1).queryByRole("button", { name: "Write Store Review" })).toBeNull();
  });

  it("reads an order an administrator cancelled (status 9) as 'Cancelled by administrator'", async () => {
    open([listItem({ _id: "d1", status: 9, shop: { ...shop, replacement: null } })]);
    const d1 = await screen.findByRole("article", { name: "Order GL-d1" });
    expect(within(d1).getByText("Cancelled by administrator")).toBeVisible();
    expect(d1).not.toHaveTextContent("Denied");
    expect(d1).not.toHaveTextContent("(Cancelled)");
  });

  it("sends a store review from the card with isPurchaseHistory", async () => {
    const { calls } = open([verified], (r) => {
      const p = path(r.url);
      if (p === "/user/order/view/shopreview/titles")
        return reply("POST /order/view/shopreview/titles", {
          shop: { _id: "shop-1", name: "Koramangala", display_name: "Sharma Kirana", icon: "x.png" },
          titles: [1, 2, 3, 4, 5].map((rating) => ({ rating, titles: rating === 1 ? ["Rude staff"] : [] })),
          order: { _id: "v1", order_id: "GL-v1", rating: 0, review: { title: [], message: "" }, delivered_at: null },
        });
      if (p === "/user/order/history/reviewShop")
        return reply(
          "POST /order/history/reviewShop",
          { rating: 1, shop: { _id: "shop-1", rating: 3, rating_count: 3 } },
          "Thank you for rating the shop!",
        );
      return null;
    });
    await userEvent.click(
      within(await screen.findByRole("article")).getByRole("button", { name: "Write Store Review" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Store Feedback" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Rude staff" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Feedback" }));
    expect(await screen.findByText("Thank you for rating the shop!")).toBeVisible();
    expect(calls("/user/order/history/reviewShop")[0].body).toEqual({
      order_id: "v1",
      rating: 1,
      title: ["Rude staff"],
      shop_id: "shop-1",
      isPurchaseHistory: true,
    });
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(within(screen.getByRole("article")).queryByRole("button", { name: "Write Store Review" })).toBeNull();
  });

  it("opens the products view and reviews a delivered product", async () => {
    const products = [
      product({ id: "l1", product_id: "prod-atta", verify_status: 1 }),
      product({
        id: "l2",
        product_id: "prod-rice",
        product_name: "India Gate Basmati",
        verify_status: 3,
        escalation_status: 1,
        escalated_qty: 1,
        refund_value: 450,
      }),
    ];
    const { calls } = open([verified], (r) => {
      const p = path(r.url);
      if (p === "/user/order/history/viewProducts")
        return reply("POST /order/history/viewProducts", details(verified, products));
      if (p === "/user/order/view/productreview/titles")
        return reply("POST /order/view/productreview/titles", {
          titles: [],
          product: { id: "l1", product_id: "prod-atta", product_name: "Aashirvaad Atta" },
          delivered_at: "2026-11-20T09:00:00.000Z",
          rating: 0,
          review: { title: "", message: "" },
        });
      if (p === "/user/order/history/reviewProduct")
        return reply(
          "POST /order/history/reviewProduct",
          { rating: 4, product_id: "prod-atta" },
          "Thank you for reviewing the product!",
        );
      return null;
    });
    await userEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Products" }));
    const view = await screen.findByRole("region", { name: "Order products" });
    const atta = await within(view).findByRole("listitem", { name: "Aashirvaad Atta" });
    expect(within(atta).getByRole("radio", { name: "Delivered" })).toBeChecked();
    expect(within(atta).getByRole("radio", { name: "Delivered" })).toBeDisabled();
    const rice = within(view).getByRole("listitem", { name: "India Gate Basmati" });
    expect(within(rice).queryByRole("button", { name: "Write Product Review" })).toBeNull();
    expect(within(view).queryByRole("button", { name: "Submit" })).toBeNull();

    await userEvent.click(within(atta).getByRole("button", { name: "Write Product Review" }));
    const dialog = await screen.findByRole("dialog", { name: "Product Review" });
    expect(await within(dialog).findByText("Aashirvaad Atta")).toBeVisible();
    expect(within(dialog).getByText("Delivered on 20/11/2026 - 02:30 PM")).toBeVisible();
    expect(within(dialog).getByRole("radio", { name: "1 star" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Review" }), "Soft rotis");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("Thank you for reviewing the product!")).toBeVisible();
    expect(calls("/user/order/history/reviewProduct")[0].body).toEqual({
      order_id: "v1",
      product_id: "prod-atta",
      category_id: "shop-1",
      rating: 4,
      message: "Soft rotis",
    });
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    // A success message returns the view to the list.
    expect(await screen.findByRole("article", { name: "Order GL-v1" })).toBeVisible();
  });

  it("after Submit, reports a delivered product while the window has days left and it has no request", async () => {
    const products = [
      product({ id: "l1", product_id: "prod-atta", verify_status: 1 }),
      product({
        id: "l2",
        product_id: "prod-rice",
        product_name: "India Gate Basmati",
        verify_status: 3,
        escalation_status: 1,
        escalated_qty: 1,
        refund_value: 450,
      }),
    ];
    const { calls } = open([verified, expired], (r) => {
      const p = path(r.url);
      if (p === "/user/order/history/viewProducts") {
        const id = (r.body as { order_id: string }).order_id;
        return reply("POST /order/history/viewProducts", details(id === "v1" ? verified : expired, products));
      }
      if (p === "/user/order/history/verifyProducts") {
        // The server keeps the answer: the order's products read again carry it.
        products[0] = { ...products[0], verify_status: 2, escalated_qty: 2, escalation_status: 1, refund_value: 630 };
        return reply("POST /order/history/verifyProducts", products[0], "Undelivered request raised.");
      }
      return null;
    });
    await userEvent.click(
      within(await screen.findByRole("article", { name: "Order GL-v1" })).getByRole("button", { name: "Products" }),
    );
    const view = await screen.findByRole("region", { name: "Order products" });
    const atta = await within(view).findByRole("listitem", { name: "Aashirvaad Atta" });
    expect(within(atta).getByRole("radio", { name: "Delivered" })).toBeDisabled();
    expect(within(atta).getByRole("radio", { name: "Replacement" })).toBeEnabled();
    // A product with a request already open stays as it is.
    const rice = within(view).getByRole("listitem", { name: "India Gate Basmati" });
    expect(within(rice).getByRole("radio", { name: "Undelivered" })).toBeDisabled();

    await userEvent.click(within(atta).getByRole("radio", { name: "Undelivered" }));
    expect(await within(atta).findByText(/-₹630.00/)).toBeVisible();
    const sent = calls("/user/order/history/verifyProducts")[0].body as FormData;
    expect(Object.fromEntries(sent.entries())).toMatchObject({
      order_id: "v1",
      product_id: "l1",
      verify_status: "2",
      qty: "2",
    });
    // One request per product: the radios close again.
    expect(within(atta).getByRole("radio", { name: "Replacement" })).toBeDisabled();
  });

  it("after the replacement window closes, a verified order's products can no longer be reported", async () => {
    open([expired], (r) =>
      path(r.url) === "/user/order/history/viewProducts"
        ? reply("POST /order/history/viewProducts", details(expired, [product({ id: "l1", verify_status: 1 })]))
        : null,
    );
    await userEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Products" }));
    const atta = await screen.findByRole("listitem", { name: "Aashirvaad Atta" });
    for (const name of ["Delivered", "Undelivered", "Replacement"])
      expect(within(atta).getByRole("radio", { name })).toBeDisabled();
  });

  it("clears the list when the history call fails, with the generic error", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    mockFetch(() => failure(ERROR_CODE.INTERNAL, "Something went wrong. Please try again."));
    const { store } = renderWithApp(<PurchaseHistoryPage />, { path: "/purchase-history" });
    expect(await screen.findByText("You will see a history of your past orders here")).toBeVisible();
    expect(store.getState().ui.apiError.open).toBe(true);
  });

  it("a cancelled order reads by its refunds instead of 'Total Paid', and its status once", async () => {
    const refund = {
      amount: 484.31,
      failure_reason: null,
      processed_at: null,
      created_at: "2026-11-20T04:30:00.000Z",
      order: { _id: "c2", order_id: "GL-c2" },
      reason: "Cancelled by the customer: Changed my mind",
    };
    const toCard = listItem({
      _id: "c2",
      status: 7,
      amount: 484.31,
      refunds: [
        {
          ...refund,
          _id: "r1",
          destination: "bank",
          method: "card",
          status: "initiated",
          expected_by: "2026-11-30T04:30:00.000Z",
        },
      ],
    });
    const toWallet = listItem({
      _id: "c3",
      status: 7,
      refunds: [
        {
          ...refund,
          _id: "r2",
          amount: 1090,
          destination: "wallet",
          method: "wallet",
          status: "processed",
          expected_by: refund.created_at,
          processed_at: refund.created_at,
        },
      ],
    });
    open([toCard, toWallet]);
    const card = await screen.findByRole("article", { name: "Order GL-c2" });
    expect(within(card).getByText("Refund of ₹484.31 to your card: expected by 30/11/2026")).toBeVisible();
    expect(within(card).queryByText(/Total Paid/)).toBeNull();
    expect(within(card).getByText("(Cancelled)")).toBeVisible();
    expect(card).not.toHaveTextContent("Cancelled (Cancelled)");
    const wallet = screen.getByRole("article", { name: "Order GL-c3" });
    expect(within(wallet).getByText("Refunded ₹1,090.00 to Galli Cash")).toBeVisible();
    // The billing details list the refund too.
    await userEvent.click(within(card).getByRole("button", { name: "Billing details" }));
    const dialog = await screen.findByRole("dialog", { name: "Billing details" });
    expect(within(dialog).getByText("Refund of ₹484.31 to your card: expected by 30/11/2026")).toBeVisible();
  });

  it("a cash-on-delivery order's goods that never came were not charged: Total Paid leaves them out and says so", async () => {
    const cod = listItem({
      _id: "d1",
      status: 6,
      payment_type: 2,
      amount: 1090,
      refunds: [
        {
          _id: "r3",
          amount: 450,
          destination: "cash",
          method: "cash",
          status: "processed",
          failure_reason: null,
          expected_by: "2026-11-20T04:30:00.000Z",
          processed_at: "2026-11-20T04:30:00.000Z",
          created_at: "2026-11-20T04:30:00.000Z",
          order: { _id: "d1", order_id: "GL-d1" },
          reason: "Not charged at the door (undelivered): 1 x India Gate Basmati",
        },
      ],
    });
    open([cod]);
    const card = await screen.findByRole("article", { name: "Order GL-d1" });
    expect(within(card).getByText("Total Paid: ₹ 640.00")).toBeVisible();
    expect(within(card).getByText("₹450.00 not charged at the door")).toBeVisible();
    try {
      await act(() => setLanguage("hi", { remember: false }));
      expect(await within(card).findByText("दरवाज़े पर ₹450.00 नहीं लिए गए")).toBeVisible();
    } finally {
      await act(() => setLanguage("en", { remember: false }));
    }
  });

  it("a cash-on-delivery order closed before delivery says nothing was paid", async () => {
    open([listItem({ _id: "c4", status: 7, payment_type: 2, amount: 250, refunds: [] })]);
    const card = await screen.findByRole("article", { name: "Order GL-c4" });
    expect(within(card).getByText("Nothing paid: cash on delivery, closed before delivery")).toBeVisible();
    expect(within(card).queryByText(/Total Paid/)).toBeNull();
  });

  it("a prepaid order cancelled before any refund was recorded says what was paid and how it comes back", async () => {
    open([
      // Card and Galli Cash, no refund row (yet).
      listItem({
        _id: "c5",
        status: 7,
        payment_type: 1,
        amount: 316,
        wallet_amount: 100,
        online_amount: 216,
        refunds: [],
      }),
      // Galli Cash only.
      listItem({
        _id: "c6",
        status: 9,
        payment_type: 1,
        amount: 120.5,
        wallet_amount: 120.5,
        online_amount: 0,
        refunds: [],
      }),
      // Cash on delivery with a Galli Cash part: that part was paid.
      listItem({
        _id: "c7",
        status: 8,
        payment_type: 2,
        amount: 250,
        wallet_amount: 50,
        online_amount: 0,
        refunds: [],
      }),
    ]);
    const mixed = await screen.findByRole("article", { name: "Order GL-c5" });
    expect(within(mixed).getByText("Total Paid: ₹ 316.00")).toBeVisible();
    const back = within(mixed).getByRole("list", { name: "Refunds" });
    expect(
      within(back)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "₹100.00 paid from Galli Cash comes back to your Galli Cash.",
      "₹216.00 paid online comes back to how you paid, or to your Galli Cash. The refund is listed here once it starts.",
    ]);
    const wallet = screen.getByRole("article", { name: "Order GL-c6" });
    expect(within(wallet).getByText("Total Paid: ₹ 120.50")).toBeVisible();
    expect(within(wallet).getByText("₹120.50 paid from Galli Cash comes back to your Galli Cash.")).toBeVisible();
    expect(within(wallet).queryByText(/paid online/)).toBeNull();
    const cod = screen.getByRole("article", { name: "Order GL-c7" });
    expect(within(cod).getByText("Total Paid: ₹ 50.00")).toBeVisible();
    expect(within(cod).queryByText(/Nothing paid/)).toBeNull();
    for (const card of [mixed, wallet, cod]) expect(card).not.toHaveTextContent(/₹ ?0\.00/);
  });

  it("an older answer without the paid split still shows the prepaid amount and that it comes back", async () => {
    open([listItem({ _id: "c8", status: 7, payment_type: 1, amount: 210, refunds: [] })]);
    const card = await screen.findByRole("article", { name: "Order GL-c8" });
    expect(within(card).getByText("Total Paid: ₹ 210.00")).toBeVisible();
    expect(within(card).getByText(/₹210\.00 paid online comes back/)).toBeVisible();
  });
});

describe("in Hindi", () => {
  it("names an order's products by their Hindi names, else as written; so does Buy again", async () => {
    const products = [
      product({ id: "l1", product_id: "prod-atta", product_name_hi: "आशीर्वाद आटा", verify_status: 1 }),
      product({ id: "l2", product_id: "prod-rice", product_name: "India Gate Basmati", verify_status: 1 }),
    ];
    open([verified], (r) => {
      const p = path(r.url);
      if (p === "/user/order/history/viewProducts")
        return reply("POST /order/history/viewProducts", details(verified, products));
      return null;
    });
    try {
      await userEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Products" }));
      const view = await screen.findByRole("region", { name: "Order products" });
      expect(await within(view).findByRole("listitem", { name: "Aashirvaad Atta" })).toBeVisible();
      await act(() => setLanguage("hi", { remember: false }));
      expect(await within(view).findByRole("listitem", { name: "आशीर्वाद आटा" })).toBeVisible();
      expect(within(view).getByText("आशीर्वाद आटा")).toBeVisible();
      expect(within(view).getByRole("listitem", { name: "India Gate Basmati" })).toBeVisible();
    } finally {
      await act(() => setLanguage("en", { remember: false }));
    }
  });
});

describe("Buy again", () => {
  const cart: CartView = {
    _id: "shop-1",
    is_private: false,
    shop: {
      _id: "shop-1",
      display_name: "Sharma Kirana",
      image: "shops/sharma.png",
      shop_group: "public",
      is_open: true,
      features: { enable_subscription: false, notes: false, upload: false },
      self_pickup: false,
      is_cod: true,
      is_cod_limit: 0,
      is_cod_limit_type: "none",
      settings: {
        general: {
          delivery: {
            local: { is_cod: true, is_cod_limit: 0, is_cod_limit_type: "none" },
            other: { is_cod: false, is_cod_limit: 0, is_cod_limit_type: "none" },
          },
        },
      },
      delivery_local_from: 540 * 60_000,
      delivery_local_to: 1260 * 60_000,
      delivery_local_duration: 45,
      delivery_local_duration_unit: "minutes",
      delivery_other_duration: 2,
      delivery_other_duration_unit: "days",
    },
    items: [],
    count: 2,
    store_ids: ["store-1"],
    custom_store_id: null,
    in_stock: true,
    prices: {
      gross_price: 600,
      discount: 0,
      item_total: 600,
      onlyTax: 0,
      onlyTaxes: 0,
      packaging_price: 0,
      taxes: 0,
      net_price: 600,
      delivery: 0,
      promo_info: { offer_type: 0, offerAmount: 0 },
      total: 600,
      delivery_type: 1,
    },
  };

  it("asks before replacing another shop's cart, then lists what was added and what is not available", async () => {
    const { calls, store } = open([verified], (r) => {
      if (path(r.url) !== "/user/cart/buy-again") return null;
      if (!(r.body as { replace: boolean }).replace) return failure(ERROR_CODE.CART_GROUP_CONFLICT);
      return reply("POST /cart/buy-again", {
        shop: { _id: "shop-1", display_name: "Sharma Kirana", group: "public", unique_id: null },
        cart,
        added: [{ product_id: "prod-atta", product_name: "Aashirvaad Atta", qty: 2 }],
        missing: [{ product_id: "prod-dal", product_name: "Toor Dal", qty: 1, available: 0 }],
      });
    });
    const card = await screen.findByRole("article", { name: "Order GL-v1" });
    await userEvent.click(within(card).getByRole("button", { name: "Buy again" }));
    const ask = await screen.findByRole("dialog", { name: "Clear Cart?" });
    expect(ask).toHaveTextContent(CART_MESSAGES.groupConflict);
    await userEvent.click(within(ask).getByRole("button", { name: "Clear Cart" }));
    const done = await screen.findByRole("dialog", { name: "Buy again" });
    expect(done).toHaveTextContent("Added to your cart from Sharma Kirana: Aashirvaad Atta × 2.");
    expect(within(within(done).getByRole("list", { name: "Not available now" })).getByText("Toor Dal")).toBeVisible();
    expect(within(done).getByRole("link", { name: "Go to Sharma Kirana" })).toBeVisible();
    expect(calls("/user/cart/buy-again").map((r) => r.body)).toEqual([
      { order_id: "v1", replace: false },
      { order_id: "v1", replace: true },
    ]);
    // The cart feature shows the refilled cart (Cart(n) in the header reads it).
    expect(store.getState().cart.view?._id).toBe("shop-1");
  });

  it("names the products added and missing by their Hindi names in Hindi", async () => {
    open([verified], (r) => {
      if (path(r.url) !== "/user/cart/buy-again") return null;
      return reply("POST /cart/buy-again", {
        shop: { _id: "shop-1", display_name: "Sharma Kirana", group: "public", unique_id: null },
        cart,
        added: [{ product_id: "prod-atta", product_name: "Aashirvaad Atta", product_name_hi: "आशीर्वाद आटा", qty: 2 }],
        missing: [
          { product_id: "prod-dal", product_name: "Toor Dal", product_name_hi: "तूर दाल", qty: 1, available: 0 },
        ],
      });
    });
    try {
      const card = await screen.findByRole("article", { name: "Order GL-v1" });
      await userEvent.click(within(card).getByRole("button", { name: "Buy again" }));
      expect(await screen.findByRole("dialog", { name: "Buy again" })).toHaveTextContent("Aashirvaad Atta × 2");
      await act(() => setLanguage("hi", { remember: false }));
      const done = screen.getByRole("dialog");
      expect(done).toHaveTextContent("आशीर्वाद आटा × 2");
      expect(within(done).getByText("तूर दाल")).toBeVisible();
    } finally {
      await act(() => setLanguage("en", { remember: false }));
    }
  });
});
