import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { initialSessionState } from "@/features/session/slice";
import { customerSession } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { Header } from "./header";

const customer = {
  session: {
    ...initialSessionState,
    status: "done" as const,
    token: customerSession.token,
    guest: false,
    userName: customerSession.user_name,
  },
};

describe("Header", () => {
  it("asks a guest to log in from the rewards icon and shows one reward waiting", async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<Header />);
    const rewards = screen.getByRole("button", { name: "Rewards (1 new)" });
    // The name comes from what the button shows (axe label-content-name-mismatch): '1' is part of it.
    expect(rewards).not.toHaveAttribute("aria-label");
    expect(rewards).toHaveTextContent("1");
    await user.click(rewards);
    expect(store.getState().ui.modal).toBe("login");
  });

  it("opens new tabs for Help and Business Enquiry", () => {
    renderWithApp(<Header />);
    for (const [name, href] of [
      ["Help", "/help"],
      ["Business Enquiry", "/partner"],
    ]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
    }
  });

  it("shows the support number with voice hours", () => {
    renderWithApp(<Header />);
    expect(screen.getByRole("link", { name: /Support \+91 80 4718 2000/ })).toHaveAttribute(
      "href",
      "tel:+918047182000",
    );
    expect(screen.getByText("Voice support 10 am to 7 pm")).toBeInTheDocument();
  });

  it("shows the offers count and raises the offers event", async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<Header counts={{ cart: 0, offers: 4, scratch: 0 }} />);
    const offers = screen.getByRole("button", { name: /Offers/ });
    expect(offers).toHaveTextContent("4 offers");
    await user.click(offers);
    expect(store.getState().ui.modal).toBe("offers");
  });

  it("gives a customer the account menu, without Clear Cart while the cart is empty", async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />, { preloadedState: customer });
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Account menu for Asha" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Track Order",
      "Purchase History",
      "Payments",
      "Profile & Settings",
      "Support",
      "Logout",
    ]);
  });

  it("offers Clear Cart when the cart holds items", async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<Header counts={{ cart: 3, offers: 0, scratch: 2 }} />, {
      preloadedState: customer,
    });
    expect(screen.getByRole("button", { name: /Cart\(3\)/ })).toBeVisible();
    expect(screen.getByRole("button", { name: "Rewards (2 new)" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Account menu for Asha" }));
    expect(await screen.findByRole("menuitem", { name: "Clear Cart" })).toBeVisible();
    await user.click(screen.getByRole("menuitem", { name: "Support" }));
    expect(store.getState().ui.modal).toBe("support");
  });
});
