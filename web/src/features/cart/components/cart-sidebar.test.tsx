import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DeliveryTypesData } from "@contract/cart";
import { CART_MESSAGES } from "@contract/cart-constants";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { makeStore } from "@/app/store";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import { viewRequested } from "../slice";
import { atta, attaItem, cartView, choice, customer, emptyView, prices } from "../test-data";
import { CartBar } from "./cart-bar";
import { CartSidebar } from "./cart-sidebar";
import { CartModals } from "./cart-modals";
import { CartDragHandle, useCartDragSource } from "./drag-source";
import { CartQuantityControl } from "./cart-quantity-control";
import { CartCardControls } from "./cart-card-controls";
import type { CartProductRef } from "../types";

const types: DeliveryTypesData = {
  delivery_type: 1,
  type: [
    { _id: 1, name: "By Shop" },
    { _id: 3, name: "Self Pickup" },
  ],
};

/** A server holding `view`, answering the cart calls; `extra` answers first when it knows the path. */
function server(view = cartView(), extra: (r: MockRequest) => MockReply | null = () => null) {
  return mockFetch((request) => {
    const special = extra(request);
    if (special) return special;
    if (request.url === "/user/order/view/delivery/type") return reply("POST /order/view/delivery/type", types);
    if (request.url === "/user/order/view/billing") return reply("POST /order/view/billing", prices);
    return reply("POST /cart/view/cr", view);
  });
}

function ProductCard({ product }: { product: CartProductRef }) {
  return (
    <article aria-label={product.productInfo.product_name} {...useCartDragSource(product)}>
      <CartQuantityControl product={product} />
      <CartDragHandle product={product} />
    </article>
  );
}

function renderSidebar(located = true) {
  return renderWithApp(
    <>
      <ProductCard product={atta} />
      <CartSidebar shopId="shop-a" isPrivate={false} deliveryLocationSet={located} />
      <CartModals />
    </>,
    { preloadedState: customer },
  );
}

describe("CartSidebar", () => {
  it("shows what the total is made of: item total, delivery, packaging and tax, in the panel and the phone bar", async () => {
    server(cartView());
    renderWithApp(
      <>
        <CartSidebar shopId="shop-a" isPrivate={false} deliveryLocationSet />
        <CartBar />
      </>,
      { preloadedState: customer },
    );
    const details = await screen.findByLabelText("Price details");
    const rows = within(details)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ["Item Total", "₹1,511.18"],
      ["Delivery", "₹40.00"],
      ["Packaging", "₹15.00"],
      ["Tax", "₹52.99"],
      ["Order Total", "₹1,619.17"],
    ]);
    expect(screen.getByRole("button", { name: "Proceed to Buy ₹1,619.17" })).toBeInTheDocument();
    const bar = screen.getByRole("region", { name: "Cart summary" });
    expect(
      within(bar).getByText("Items ₹1,511.18 + delivery ₹40.00 + packaging ₹15.00 + tax ₹52.99"),
    ).toBeInTheDocument();
    // Two stores supply the atta: two orders, said before payment.
    expect(screen.getByRole("note")).toHaveTextContent("Your order comes in 2 parcels from 2 stores");
  });

  it("says how much more makes delivery free, then that it is free, in the panel and the phone bar", async () => {
    const renderBoth = () =>
      renderWithApp(
        <>
          <CartSidebar shopId="shop-a" isPrivate={false} deliveryLocationSet />
          <CartBar />
        </>,
        { preloadedState: customer },
      );
    server(cartView(undefined, { prices: { ...prices, free_delivery: { from: 1600, more: 88.82 } } }));
    const first = renderBoth();
    await screen.findByLabelText("Price details");
    const hints = screen.getAllByRole("status").filter((el) => el.textContent === "Add ₹88.82 more for free delivery");
    expect(hints).toHaveLength(2);
    expect(within(screen.getByRole("region", { name: "Cart summary" })).getByRole("status")).toHaveTextContent(
      "Add ₹88.82 more for free delivery",
    );
    first.unmount();

    const reached = { ...prices, delivery: 0, total: 1579.17, free_delivery: { from: 1500, more: 0 } };
    server(cartView(undefined, { prices: reached }));
    const second = renderBoth();
    await screen.findByRole("button", { name: "Proceed to Buy ₹1,579.17" });
    expect(screen.getAllByRole("status").filter((el) => el.textContent === "Free delivery")).toHaveLength(2);
    second.unmount();

    server(cartView(undefined, { prices: { ...prices, free_delivery: { from: 1600, more: 88.82 } } }));
    await setLanguage("hi");
    try {
      renderBoth();
      await waitFor(() =>
        expect(
          screen.getAllByRole("status").filter((el) => el.textContent === "मुफ़्त डिलीवरी के लिए ₹88.82 का सामान और जोड़ें"),
        ).toHaveLength(2),
      );
    } finally {
      await setLanguage("en");
    }
  });

  it("has no free-delivery line where the shop has no such rule", async () => {
    server(cartView());
    renderSidebar();
    await screen.findByLabelText("Price details");
    expect(screen.queryByText(/free delivery/i)).not.toBeInTheDocument();
  });

  it("says nothing of parcels when one store supplies the whole cart", async () => {
    server(cartView([attaItem(2)]));
    renderSidebar();
    await screen.findByRole("listitem", { name: "Whole Wheat Atta" });
    expect(screen.queryByText(/parcels/)).not.toBeInTheDocument();
  });

  it("shows the empty drop area", async () => {
    server(emptyView);
    renderSidebar();
    const area = screen.getByRole("region", { name: "Cart drop area" });
    expect(within(area).getByText("Cart Empty")).toBeInTheDocument();
    expect(within(area).getByText("Drag the product and drop it here to add in the cart")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Whole Wheat Atta to cart" })).toBeEnabled();
  });

  it("says 'Out of stock' where ADD would be for a sold-out product, with no drag handle; the handle is no Tab stop", async () => {
    server(emptyView);
    const soldOut: CartProductRef = { ...atta, _id: "p-sold", total: 0 };
    renderWithApp(
      <>
        <CartCardControls product={soldOut} />
        <CartCardControls product={atta} />
      </>,
      { preloadedState: customer },
    );
    expect(screen.getByText("Out of stock")).toBeVisible();
    expect(screen.getAllByRole("button", { name: /^Add Whole Wheat Atta to cart$/ })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: /^Drag to cart/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Drag to cart: Whole Wheat Atta" })).toHaveAttribute("tabindex", "-1");
  });

  it("lists lines with image, name, unit, price and a quantity dropdown capped by stock", async () => {
    const { requests } = server(cartView(), (r) =>
      r.url === "/user/cart/add" ? reply("POST /cart/add", cartView([attaItem(6)])) : null,
    );
    const user = userEvent.setup();
    renderSidebar();
    const line = await screen.findByRole("listitem", { name: "Whole Wheat Atta" });
    expect(within(line).getByText("5 kg")).toBeInTheDocument();
    expect(within(line).getByText("₹1,059.68")).toBeInTheDocument();
    const qty = within(line).getByRole("combobox", { name: "Quantity of Whole Wheat Atta" });
    expect(
      within(qty)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    await user.selectOptions(qty, "6");
    await waitFor(() => expect(qty).toHaveValue("6"));
    expect(requests.find((r) => r.url === "/user/cart/add")?.body).toMatchObject({ product_id: "p-atta", qty: 2 });
    // The card's control follows the cart: minus, quantity, plus, More...
    const control = screen.getByRole("group", { name: "Whole Wheat Atta in cart" });
    expect(within(control).getByLabelText("Quantity 6")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Cart (6)" })).toBeInTheDocument();
  });

  it("names a line by the product's Hindi name in Hindi", async () => {
    const hindi = attaItem(4);
    hindi.item = { ...hindi.item, productInfo: { ...hindi.item.productInfo, product_name_hi: "आशीर्वाद आटा" } };
    server(cartView([hindi]));
    await setLanguage("hi");
    try {
      renderSidebar();
      expect(await screen.findByRole("listitem", { name: "आशीर्वाद आटा" })).toBeInTheDocument();
    } finally {
      await setLanguage("en");
    }
  });

  it("marks a line that lost stock", async () => {
    server(cartView([attaItem(4, { available: 1, max_qty: 1, in_stock: false })], { in_stock: false }));
    renderSidebar();
    expect(await screen.findByText(/Only 1 in stock now/)).toBeInTheDocument();
    const qty = screen.getByRole("combobox", { name: "Quantity of Whole Wheat Atta" });
    expect(within(qty).getByRole("option", { name: "4" })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Proceed to Buy/ })).toBeDisabled();
  });

  it("removes a line", async () => {
    const { requests } = server(cartView(), (r) =>
      r.method === "DELETE" ? reply("DELETE /cart/remove/cr", emptyView) : null,
    );
    const user = userEvent.setup();
    renderSidebar();
    await user.click(await screen.findByRole("button", { name: "Remove Whole Wheat Atta" }));
    expect(await screen.findByText("Cart Empty")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "DELETE")).toMatchObject({
      url: "/user/cart/remove/cr",
      body: { all: true, product_id: "p-atta" },
    });
  });

  it("shows the billing the API computed", async () => {
    server();
    const user = userEvent.setup();
    renderSidebar();
    await user.click(await screen.findByRole("button", { name: "View Billing" }));
    const dialog = await screen.findByRole("dialog", { name: "Billing" });
    const row = (label: string) => within(dialog).getByText(label).parentElement;
    await waitFor(() => expect(row("Order Total")).toHaveTextContent("₹1,619.17"));
    expect(row("Gross Price")).toHaveTextContent("₹1,591.48");
    expect(row("Discount")).toHaveTextContent("−₹80.30");
    expect(row("Item Total")).toHaveTextContent("₹1,511.18");
    expect(row("Taxes and Charges")).toHaveTextContent("₹67.99");
    expect(row("Delivery")).toHaveTextContent("₹40.00");
  });

  it("proceeds to buy with the amount, only while the shop is open", async () => {
    server();
    const user = userEvent.setup();
    const store = makeStore(customer);
    const dispatched: { type: string; payload?: unknown }[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string; payload?: unknown }) => {
      dispatched.push(action);
      return dispatch(action as never);
    }) as typeof store.dispatch;
    renderWithApp(
      <>
        <CartSidebar shopId="shop-a" isPrivate={false} deliveryLocationSet />
        <CartModals />
      </>,
      { store },
    );
    await user.click(await screen.findByRole("button", { name: "Proceed to Buy ₹1,619.17" }));
    expect(dispatched).toContainEqual({
      type: "cart/checkoutRequested",
      payload: { shopId: "shop-a", amount: 1619.17 },
    });

    const closed = cartView();
    server({ ...closed, shop: closed.shop && { ...closed.shop, is_open: false } });
    store.dispatch(viewRequested());
    await waitFor(() => expect(screen.getByRole("button", { name: /Proceed to Buy/ })).toBeDisabled());
    expect(screen.getByText("This shop is closed now. You can order once it opens.")).toBeInTheDocument();
  });

  it("shows Product Availability per store", async () => {
    server();
    const user = userEvent.setup();
    renderSidebar();
    const line = await screen.findByRole("listitem", { name: "Whole Wheat Atta" });
    await user.click(within(line).getByRole("button", { name: "More about Whole Wheat Atta" }));
    const dialog = await screen.findByRole("dialog", { name: "Product Availability" });
    const rows = within(dialog).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent(/Store 1.*₹262\.49.*2.*12\.5% off/);
    expect(rows[1]).toHaveTextContent(/Store 2.*₹275\.00.*2.*No offer/);
  });

  it("customizes: none or one store, and Select writes it", async () => {
    const { requests } = server(cartView(), (r) => {
      if (r.url === "/user/cart/view/as") return reply("POST /cart/view/as", choice("shop-a", "auto"));
      if (r.url === "/user/cart/view/os")
        return reply("POST /cart/view/os", [
          choice("s1", "store", { can_fulfil: false, selected: false }),
          choice("s2", "store", { selected: false }),
        ]);
      if (r.url === "/user/cart/view/cs")
        return reply("POST /cart/view/cs", [choice("s2", "store", { selected: false })]);
      if (r.url === "/user/cart/write")
        return reply("POST /cart/write", cartView([attaItem()], { custom_store_id: "s2" }));
      return null;
    });
    const user = userEvent.setup();
    const { store } = renderSidebar();
    await user.click(await screen.findByRole("button", { name: "Customize" }));
    const dialog = await screen.findByRole("dialog", { name: "Customize Order" });
    const none = await within(dialog).findByRole("radio", { name: /None: best price from all stores/ });
    expect(none).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /Store s1/ })).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: /Store s2/ }));
    await user.click(within(dialog).getByRole("button", { name: "Select" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Customize Order" })).not.toBeInTheDocument());
    expect(requests.find((r) => r.url === "/user/cart/write")?.body).toEqual({ _id: "shop-a", store_id: "s2" });
    expect(requests.find((r) => r.url === "/user/cart/view/cs")?.body).toEqual({ _id: "shop-a", shopIds: ["s2"] });
    expect(store.getState().cart.view?.custom_store_id).toBe("s2");
  });

  it("drags a product from its card and drops it in the cart", async () => {
    const { requests } = server(emptyView, (r) =>
      r.url === "/user/cart/add" ? reply("POST /cart/add", cartView([attaItem(1)])) : null,
    );
    renderSidebar();
    const card = screen.getByRole("article", { name: "Whole Wheat Atta" });
    const area = screen.getByRole("region", { name: "Cart drop area" });
    const dataTransfer = { setData: () => {}, effectAllowed: "", dropEffect: "" };
    fireEvent.dragStart(card, { dataTransfer });
    fireEvent.dragOver(area, { dataTransfer });
    fireEvent.drop(area, { dataTransfer });
    fireEvent.dragEnd(card, { dataTransfer });
    expect(await screen.findByRole("listitem", { name: "Whole Wheat Atta" })).toBeInTheDocument();
    expect(requests.filter((r) => r.url === "/user/cart/add")).toHaveLength(1);
  });

  it("drags with the keyboard: Enter picks up, the drop button drops, Escape cancels", async () => {
    const { requests } = server(emptyView, (r) =>
      r.url === "/user/cart/add" ? reply("POST /cart/add", cartView([attaItem(1)])) : null,
    );
    const user = userEvent.setup();
    renderSidebar();
    const handle = screen.getByRole("button", { name: "Drag to cart: Whole Wheat Atta" });
    handle.focus();
    await user.keyboard("{Enter}");
    const drop = await screen.findByRole("button", { name: "Drop Whole Wheat Atta here" });
    expect(drop).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("button", { name: "Drop Whole Wheat Atta here" })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url === "/user/cart/add")).toHaveLength(0);
    // A cancel gives focus back to the handle.
    expect(handle).toHaveFocus();

    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("listitem", { name: "Whole Wheat Atta" })).toBeInTheDocument();
    // After the drop the cart itself has focus, so the next Tab goes through its lines.
    expect(screen.getByRole("region", { name: "Cart drop area" })).toHaveFocus();
  });

  it("keeps keyboard focus on the card: ADD hands it to +, and - on the last unit back to ADD", async () => {
    let lines = [] as ReturnType<typeof attaItem>[];
    server(emptyView, (r) => {
      if (r.url === "/user/cart/add") {
        lines = [attaItem(lines.length > 0 ? lines[0].quantity + 1 : 1)];
        return reply("POST /cart/add", cartView(lines));
      }
      if (r.url === "/user/cart/remove/cr") {
        lines = [];
        return reply("DELETE /cart/remove/cr", emptyView);
      }
      return null;
    });
    const user = userEvent.setup();
    renderSidebar();
    screen.getByRole("button", { name: "Add Whole Wheat Atta to cart" }).focus();
    await user.keyboard("{Enter}");
    const plus = await screen.findByRole("button", { name: "Add one more Whole Wheat Atta" });
    await waitFor(() => expect(plus).toHaveFocus());
    await user.keyboard("{Shift>}{Tab}{/Shift}");
    expect(screen.getByRole("button", { name: "Remove one Whole Wheat Atta" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Whole Wheat Atta to cart" })).toHaveFocus());
  });

  it("shows the conflict sentence when the product is from another shop's group", async () => {
    server(emptyView, (r) =>
      r.url === "/user/cart/add" ? failure(ERROR_CODE.CART_GROUP_CONFLICT, CART_MESSAGES.groupConflict) : null,
    );
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole("button", { name: "Add Whole Wheat Atta to cart" }));
    const dialog = await screen.findByRole("dialog", { name: "Items from another shop" });
    expect(dialog).toHaveTextContent(CART_MESSAGES.groupConflict);
    expect(within(dialog).getByRole("button", { name: "Clear Cart" })).toBeInTheDocument();
  });

  it("asks for a delivery location before any change", async () => {
    const { requests } = server(emptyView);
    const user = userEvent.setup();
    renderSidebar(false);
    await user.click(screen.getByRole("button", { name: "Add Whole Wheat Atta to cart" }));
    const dialog = await screen.findByRole("dialog", { name: "Empty Location" });
    expect(dialog).toHaveTextContent("Please enter delivery location in order to add or remove items in the cart!");
    expect(requests.filter((r) => r.url === "/user/cart/add")).toHaveLength(0);
  });

  it("offers the shop's delivery modes and subscribe", async () => {
    server();
    const user = userEvent.setup();
    renderSidebar();
    const mode = await screen.findByRole("combobox", { name: "Delivery Mode" });
    expect(
      within(mode)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["By Shop", "Self Pickup"]);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("dialog", { name: "Subscribe" })).toHaveTextContent(
      "Subscription not available for this shop!",
    );
  });
});
