import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CategoryNode } from "@contract/catalog";
import { renderWithApp } from "@/testing/render";
import { CategoryDrawer } from "./components/category-drawer";

const root: CategoryNode = {
  _id: "all",
  name: "All",
  path: "",
  parent: null,
  count: 1,
  children: [{ _id: "c_gro", name: "Grocery", path: "Grocery", parent: null, count: 1, children: [] }],
};

describe("the phone's categories sheet", () => {
  it("has one 'Categories' heading (the sheet's title), not a second one from the tree", async () => {
    renderWithApp(<CategoryDrawer root={root} selected="" onSelect={() => undefined} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Categories" }));
    const sheet = await screen.findByRole("dialog", { name: "Categories" });
    expect(within(sheet).getAllByRole("heading", { name: "Categories" })).toHaveLength(1);
    expect(within(sheet).getByRole("navigation", { name: "Categories" })).toBeVisible();
  });
});
