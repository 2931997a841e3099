import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithApp } from "@/testing/render";
import { AccountSideMenu } from "./account-side-menu";

describe("account side menu", () => {
  it("lists the account pages and highlights the current one", () => {
    renderWithApp(<AccountSideMenu />, { path: "/profile" });
    const nav = screen.getByRole("navigation", { name: "Account" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Track Order",
      "Purchase History",
      "Payments",
      "Profile & Settings",
    ]);
    expect(within(nav).getByRole("link", { name: "Profile & Settings" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Payments" })).not.toHaveAttribute("aria-current");
  });

  it("shows the orders count next to Track Order when there is one", () => {
    renderWithApp(<AccountSideMenu ordersCount={3} />, { path: "/track-order" });
    const track = screen.getByRole("link", { name: /Track Order/ });
    expect(track).toHaveAttribute("aria-current", "page");
    expect(within(track).getByText("3 orders")).toBeInTheDocument();
  });
});
