import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ERROR_CODE } from "@contract/errors";
import type { OrderProduct } from "@contract/orders";
import type { ShopReviewTitlesData } from "@contract/orders-actions";
import { failure, reply } from "@/testing/fake-api";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { customerSession, mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { TrackOrderPage } from "./pages/track-order-page";
import { details, inDays, listItem, path, product } from "./test-data";

const order = listItem({ _id: "o1", status: 5, shop: { ...listItem().shop, replacement: inDays(6) } });
const atta = product({
  id: "line-atta",
  product_id: "prod-atta",
  product_name: "Aashirvaad Atta",
  qty: 2,
  net_price: 300,
});
const rice = product({
  id: "line-rice",
  product_id: "prod-rice",
  product_name: "India Gate Basmati",
  qty: 1,
  net_price: 450,
});

const SHOP_TITLES: ShopReviewTitlesData = {
  shop: { _id: "shop-1", name: "Koramangala", display_name: "Sharma Kirana", icon: "shops/sharma.png" },
  titles: [
    { rating: 1, titles: ["Late delivery"] },
    { rating: 2, titles: [] },
    { rating: 3, titles: [] },
    { rating: 4, titles: [] },
    { rating: 5, titles: ["Quick delivery", "Polite staff"] },
  ],
  order: {
    _id: "o1",
    order_id: "GL-o1",
    rating: 0,
    review: { title: [], message: "" },
    delivered_at: "2026-11-20T09:00:00.000Z",
  },
};

/** The server: products change as they are verified. */
function server() {
  const products: Record<string, OrderProduct> = { [atta.id]: atta, [rice.id]: rice };
  let listed = [order];
  return (r: MockRequest) => {
    const p = path(r.url);
    if (p === "/user/order/track/upcoming") return reply("GET /order/track/upcoming", listed);
    if (p === "/user/order/track/upcoming/c") return reply("GET /order/track/upcoming/c", { count: listed.length });
    if (p === "/user/order/track/details") {
      const all = Object.values(products);
      const data = details(order, all);
      // Nothing came: the whole order's refund carries the 40.00 delivery as its own line.
      const nothingCame = all.every((x) => x.verify_status === 2 && x.escalated_qty === x.qty);
      return reply("POST /order/track/details", {
        ...data,
        order: { ...data.order, fees_refund: nothingCame ? 40 : 0 },
      });
    }
    if (p === "/user/order/view/replacement/titles")
      return reply("GET /order/view/replacement/titles", { titles: [{ _id: "r1", display_name: "Damaged product" }] });
    if (p === "/user/order/track/verifyProducts") {
      const form = r.body as FormData;
      const id = String(form.get("product_id"));
      const status = Number(form.get("verify_status"));
      const qty = Number(form.get("qty") ?? products[id].qty);
      products[id] = {
        ...products[id],
        verify_status: status,
        escalated_qty: status === 1 ? 0 : qty,
        escalation_status: status === 1 ? 0 : 1,
        refund_value: status === 1 ? 0 : qty * products[id].net_price,
      };
      return reply("POST /order/track/verifyProducts", products[id]);
    }
    if (p === "/user/order/track/verifyOrder") {
      listed = [];
      return reply(
        "POST /order/track/verifyOrder",
        {
          _id: "o1",
          status: 6,
          verified_at: new Date().toISOString(),
          payment_type: 2,
          amount_payable: 1090,
          escalated_products: 1,
        },
        "Thank you! Your order has been verified.",
      );
    }
    if (p === "/user/order/view/shopreview/titles") return reply("POST /order/view/shopreview/titles", SHOP_TITLES);
    if (p === "/user/order/track/reviewShop")
      return reply(
        "POST /order/track/reviewShop",
        { rating: 5, shop: { _id: "shop-1", rating: 4.5, rating_count: 2 } },
        "Thank you for rating the shop!",
      );
    return failure(ERROR_CODE.NOT_FOUND, `No route ${p}`);
  };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

describe("product verification and After Submit on a delivered COD order", () => {
  it("verifies Delivered and Replacement, submits, pays, sees the request, then leaves store feedback", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    const fetch = mockFetch(server());
    renderWithApp(<TrackOrderPage />, { path: "/track-order" });
    const calls = (p: string) => fetch.requests.filter((r) => path(r.url) === p);

    await userEvent.click(await screen.findByRole("button", { name: "Verify Products" }));
    const view = await screen.findByRole("region", { name: "Order products" });
    const submit = await within(view).findByRole("button", { name: "Submit" });
    expect(submit).toBeDisabled();

    // Delivered goes at once, with the full quantity.
    const attaRow = within(view).getByRole("listitem", { name: "Aashirvaad Atta" });
    await userEvent.click(within(attaRow).getByRole("radio", { name: "Delivered" }));
    await waitFor(() => expect(within(attaRow).getByRole("radio", { name: "Delivered" })).toBeChecked());
    const first = calls("/user/order/track/verifyProducts")[0].body as FormData;
    expect(Object.fromEntries(first.entries())).toMatchObject({
      order_id: "o1",
      product_id: "line-atta",
      verify_status: "1",
      category_id: "shop-1",
      shop_id: "store-1",
    });

    // Replacement opens the form, which checks its fields before sending.
    const riceRow = within(view).getByRole("listitem", { name: "India Gate Basmati" });
    await userEvent.click(within(riceRow).getByRole("radio", { name: "Replacement" }));
    const form = await screen.findByRole("dialog", { name: "Replacement" });
    await userEvent.click(await within(form).findByRole("button", { name: "Send Request" }));
    expect(within(form).getByText("Please select a reason.")).toBeVisible();
    expect(within(form).getByText("Message is required.")).toBeVisible();
    expect(within(form).getByText("Please upload at least two images.")).toBeVisible();
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Reason" }), "Damaged product");
    await userEvent.type(within(form).getByRole("textbox", { name: "Message" }), "Torn pack");
    expect(within(form).getByText("9/150")).toBeVisible();
    await userEvent.upload(within(form).getByLabelText("Photos (2 to 3)"), [png("a.png")]);
    await userEvent.click(within(form).getByRole("button", { name: "Send Request" }));
    expect(within(form).getByText("Please upload at least two images.")).toBeVisible();
    expect(calls("/user/order/track/verifyProducts")).toHaveLength(1);
    await userEvent.upload(within(form).getByLabelText("Photos (2 to 3)"), [png("a.png"), png("b.png")]);
    await userEvent.click(within(form).getByRole("button", { name: "Send Request" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Replacement" })).toBeNull());
    const sent = calls("/user/order/track/verifyProducts")[1].body as FormData;
    expect(sent.get("verify_status")).toBe("3");
    expect(sent.get("reason")).toBe("Damaged product");
    expect(sent.get("message")).toBe("Torn pack");
    expect(sent.get("qty")).toBe("1");
    expect((sent.get("image1") as File).name).toBe("a.png");
    expect((sent.get("image2") as File).name).toBe("b.png");
    expect(within(riceRow).getByText(/Replacement requested/)).toBeVisible();
    expect(within(riceRow).getByText("-₹450.00")).toBeVisible();

    // Submit: verify the order, fetch the review titles, Make payment (COD), then the request dialog.
    await userEvent.click(within(view).getByRole("button", { name: "Submit" }));
    const pay = await screen.findByRole("dialog", { name: "Make payment" });
    expect(within(pay).getByText("Please pay ₹1,090.00 in cash to the shop.")).toBeVisible();
    expect(calls("/user/order/view/shopreview/titles")[0].body).toEqual({ order_id: "o1" });
    await userEvent.click(within(pay).getByRole("button", { name: "Done" }));
    const requests = await screen.findByRole("dialog", { name: "Your requests" });
    expect(within(requests).getByText("Replacement requested for 1 product(s)")).toBeVisible();
    // The order left the list, which is shown again.
    expect(screen.queryByRole("region", { name: "Order products", hidden: true })).toBeNull();

    // Store Feedback: 1 star by default; choosing a star clears the chosen titles.
    await userEvent.click(within(requests).getByRole("button", { name: "Give Feedback" }));
    const feedback = await screen.findByRole("dialog", { name: "Store Feedback" });
    expect(within(feedback).getByRole("radio", { name: "1 star" })).toBeChecked();
    await userEvent.click(within(feedback).getByRole("button", { name: "Late delivery" }));
    expect(within(feedback).getByRole("button", { name: "Late delivery" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(feedback).getByRole("radio", { name: "5 stars" }));
    expect(within(feedback).queryByRole("button", { name: "Late delivery" })).toBeNull();
    await userEvent.click(within(feedback).getByRole("button", { name: "Quick delivery" }));
    await userEvent.type(within(feedback).getByRole("textbox", { name: "Message" }), "Great shop");
    await userEvent.click(within(feedback).getByRole("button", { name: "Submit Feedback" }));

    expect(await screen.findByText("Thank you for rating the shop!")).toBeVisible();
    expect(calls("/user/order/track/reviewShop")[0].body).toEqual({
      order_id: "o1",
      rating: 5,
      title: ["Quick delivery"],
      message: "Great shop",
      shop_id: "shop-1",
      isPurchaseHistory: false,
    });
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(await screen.findByText("You will see a current orders here")).toBeVisible();
  });
});

describe("the refund shown on a delivered order", () => {
  it("shows each line's own refund and the delivery and packaging refund as its own line when nothing came", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    mockFetch(server());
    renderWithApp(<TrackOrderPage />, { path: "/track-order" });
    await userEvent.click(await screen.findByRole("button", { name: "Verify Products" }));
    const view = await screen.findByRole("region", { name: "Order products" });
    const attaRow = await within(view).findByRole("listitem", { name: "Aashirvaad Atta" });
    const riceRow = within(view).getByRole("listitem", { name: "India Gate Basmati" });
    await userEvent.click(within(attaRow).getByRole("radio", { name: "Undelivered" }));
    expect(await within(attaRow).findByText("-₹600.00")).toBeVisible();
    expect(within(view).queryByText(/Delivery and packaging refund/)).toBeNull();
    await userEvent.click(within(riceRow).getByRole("radio", { name: "Undelivered" }));
    expect(await within(riceRow).findByText("-₹450.00")).toBeVisible();
    // The last line shows its own goods; the charges are their own line.
    const fees = await within(view).findByText(/Delivery and packaging refund/);
    expect(fees).toHaveTextContent("Delivery and packaging refund · -₹40.00");
  });
});

describe("After Submit on a paid order", () => {
  function paidServer(escalated: number, products: OrderProduct[]) {
    let listed = [listItem({ _id: "o1", status: 5, payment_type: 1, mode_name: "Online" })];
    return (r: MockRequest) => {
      const p = path(r.url);
      if (p === "/user/order/track/upcoming") return reply("GET /order/track/upcoming", listed);
      if (p === "/user/order/track/upcoming/c") return reply("GET /order/track/upcoming/c", { count: listed.length });
      if (p === "/user/order/track/details")
        return reply("POST /order/track/details", details(listed[0] ?? order, products));
      if (p === "/user/order/track/verifyOrder") {
        listed = [];
        return reply("POST /order/track/verifyOrder", {
          _id: "o1",
          status: 6,
          verified_at: new Date().toISOString(),
          payment_type: 1,
          amount_payable: 0,
          escalated_products: escalated,
        });
      }
      if (p === "/user/order/view/shopreview/titles") return reply("POST /order/view/shopreview/titles", SHOP_TITLES);
      if (p === "/user/order/view/cancel/titles")
        return reply("GET /order/view/cancel/titles", { titles: [{ _id: "c1", display_name: "Not needed any more" }] });
      if (p === "/user/order/track/cancelEscalation")
        return reply(
          "POST /order/track/cancelEscalation",
          { _id: "o1", closed: 1 },
          "Your request has been cancelled.",
        );
      return failure(ERROR_CODE.NOT_FOUND, `No route ${p}`);
    };
  }

  it("opens Store Feedback straight away when every product was delivered; closing it leaves the list", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    mockFetch(paidServer(0, [{ ...atta, verify_status: 1 }]));
    renderWithApp(<TrackOrderPage />, { path: "/track-order" });
    await userEvent.click(await screen.findByRole("button", { name: "Verify Products" }));
    await userEvent.click(await screen.findByRole("button", { name: "Submit" }));
    const feedback = await screen.findByRole("dialog", { name: "Store Feedback" });
    expect(screen.queryByRole("dialog", { name: "Make payment" })).toBeNull();
    await userEvent.click(within(feedback).getByRole("button", { name: "Skip" }));
    expect(await screen.findByText("You will see a current orders here")).toBeVisible();
  });

  it("withdraws a request from the cancel/feedback dialog with a reason", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    const fetch = mockFetch(paidServer(1, [{ ...rice, verify_status: 2, escalation_status: 1, escalated_qty: 1 }]));
    renderWithApp(<TrackOrderPage />, { path: "/track-order" });
    await userEvent.click(await screen.findByRole("button", { name: "Verify Products" }));
    await userEvent.click(await screen.findByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Your requests" });
    expect(within(dialog).getByText("Undelivered request for 1 product(s)")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Request" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Cancel Request" }));
    expect(within(dialog).getByText("Please select a reason")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Not needed any more" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Request" }));
    expect(await screen.findByText("Your request has been cancelled.")).toBeVisible();
    expect(fetch.requests.find((r) => path(r.url) === "/user/order/track/cancelEscalation")?.body).toEqual({
      _id: "o1",
      reason: "Not needed any more",
    });
  });
});
