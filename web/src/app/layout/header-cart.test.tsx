// The header's Cart(n) opens the cart feature's drawer (app/ composes the two).
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "@/app/layout/header";
import { useAppSelector } from "@/app/hooks";
import { reply } from "@/testing/fake-api";
import { mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { selectCartCount } from "@/features/cart/selectors";
import { cartView, customer, prices } from "@/features/cart/test-data";
import { CartModals } from "@/features/cart/components/cart-modals";

function HeaderWithCart() {
  const cart = useAppSelector(selectCartCount);
  return <Header counts={{ cart, offers: 0, scratch: 0 }} />;
}

describe("Cart(n) in the header", () => {
  it("opens the cart away from a products page, and Clear Cart empties it", async () => {
    const { requests } = mockFetch(({ url, method }) => {
      if (url === "/user/order/view/delivery/type")
        return reply("POST /order/view/delivery/type", { delivery_type: 1, type: [{ _id: 1, name: "By Shop" }] });
      if (url === "/user/order/view/billing") return reply("POST /order/view/billing", prices);
      return method === "DELETE"
        ? reply("DELETE /cart/clear/cr", cartView([]))
        : reply("POST /cart/view/cr", cartView());
    });
    const user = userEvent.setup();
    renderWithApp(
      <>
        <HeaderWithCart />
        <CartModals />
      </>,
      { preloadedState: customer },
    );
    await user.click(screen.getByRole("button", { name: "Cart(0)" }));
    const drawer = await screen.findByRole("dialog", { name: "Cart (4)" });
    expect(within(drawer).getByRole("listitem", { name: "Whole Wheat Atta" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "Cart(4)" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Account menu/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Clear Cart" }));
    expect(await screen.findByRole("button", { name: "Cart(0)" })).toBeInTheDocument();
    expect(requests.some((r) => r.method === "DELETE" && r.url === "/user/cart/clear/cr")).toBe(true);
  });

  it("asks a guest to log in", async () => {
    mockFetch(() => reply("POST /cart/view/cr", cartView()));
    const user = userEvent.setup();
    const { store } = renderWithApp(
      <>
        <HeaderWithCart />
        <CartModals />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Cart(0)" }));
    expect(store.getState().ui.modal).toBe("login");
  });
});
