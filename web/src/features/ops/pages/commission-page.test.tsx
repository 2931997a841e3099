// The commission rules page against a stand-in API: the rules listed with the private shops' free
// months; a new category rule saved as basis points and paise; a percent over 100 refused on the
// page before any call; the server's refusal shown; a rule edited and deactivated.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CommissionRuleView } from "@contract/commission";
import { mockFetch } from "@/testing/mock-fetch";
import OpsCommissionPage, { percentToBps, rupeesToPaise } from "./commission-page";

const ok = (data: unknown) => ({ body: { success: true, data } });
const rule = (over: Partial<CommissionRuleView>): CommissionRuleView => ({
  id: "r1",
  scope: "default",
  shop_id: null,
  shop_name: null,
  category_id: null,
  category_path: null,
  payment: "online",
  bps: 1000,
  minimum: 200,
  active: true,
  created_at: "2026-11-27T05:00:00.000Z",
  updated_at: "2026-11-27T05:00:00.000Z",
  ...over,
});

describe("percent and rupees on the form", () => {
  it("turns a percent into basis points and rupees into paise, refusing what is out of range", () => {
    expect(percentToBps("10")).toBe(1000);
    expect(percentToBps("2.5")).toBe(250);
    expect(percentToBps("100")).toBe(10_000);
    expect(percentToBps("100.01")).toBeNull();
    expect(percentToBps("-1")).toBeNull();
    expect(percentToBps("1.234")).toBeNull();
    expect(percentToBps("ten")).toBeNull();
    expect(rupeesToPaise("2")).toBe(200);
    expect(rupeesToPaise("")).toBe(0);
    expect(rupeesToPaise("-2")).toBeNull();
  });
});

describe("the commission rules page", () => {
  it("lists rules, saves a new one, edits and deactivates one", async () => {
    let rules = [rule({}), rule({ id: "r2", payment: "cod", bps: 500, minimum: 0 })];
    const { requests } = mockFetch(({ method, url, body }) => {
      if (method === "GET" && url === "/ops/api/commission-rules")
        return ok({ items: rules, private_free_months: 6, categories: [{ id: "c1", path: "Grocery > Staples" }] });
      if (method === "POST" && url === "/ops/api/commission-rules") {
        const b = body as { bps: number };
        if (b.bps === 700)
          return {
            status: 409,
            body: {
              success: false,
              code: "COMMISSION_RULE_EXISTS",
              message: "An active rule already covers this shop or category and payment. Edit that rule instead.",
            },
          };
        rules = [
          ...rules,
          rule({
            id: "r3",
            scope: "category",
            category_id: "c1",
            category_path: "Grocery > Staples",
            ...(body as object),
          }),
        ];
        return ok(rules[2]);
      }
      if (method === "PATCH" && url.startsWith("/ops/api/commission-rules/")) {
        const id = url.split("/").pop();
        rules = rules.map((r) => (r.id === id ? { ...r, ...(body as object) } : r));
        return ok(rules.find((r) => r.id === id));
      }
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    render(<OpsCommissionPage />);
    expect(await screen.findByText("Private shops pay no commission for their first 6 months.")).toBeTruthy();
    const online = screen.getByRole("listitem", { name: "Default · Online and Galli Cash" });
    expect(within(online).getByText("10% · minimum ₹2 a line")).toBeTruthy();

    // New category rule: a percent over 100 is refused on the page.
    await user.selectOptions(screen.getByLabelText("Applies to"), "category");
    const form = screen.getByRole("form", { name: "New rule" });
    await user.type(within(form).getByLabelText(/Commission \(%\)/), "150");
    await user.click(within(form).getByRole("button", { name: "Save rule" }));
    expect(within(form).getByText("The commission must be between 0% and 100%.")).toBeTruthy();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);

    // The server's refusal is shown as it says it.
    await user.clear(within(form).getByLabelText(/Commission \(%\)/));
    await user.type(within(form).getByLabelText(/Commission \(%\)/), "7");
    await user.click(within(form).getByRole("button", { name: "Save rule" }));
    expect(await within(form).findByText(/An active rule already covers this/)).toBeTruthy();

    await user.clear(within(form).getByLabelText(/Commission \(%\)/));
    await user.type(within(form).getByLabelText(/Commission \(%\)/), "7.5");
    await user.clear(within(form).getByLabelText(/Minimum per line/));
    await user.type(within(form).getByLabelText(/Minimum per line/), "1.5");
    await user.click(within(form).getByRole("button", { name: "Save rule" }));
    expect(await screen.findByText("Commission rule saved.")).toBeTruthy();
    const posted = requests.filter((r) => r.method === "POST").pop();
    expect(posted?.body).toEqual({
      scope: "category",
      payment: "online",
      bps: 750,
      minimum: 150,
      shop_id: null,
      category_id: "c1",
    });
    expect(
      await screen.findByRole("listitem", { name: "Category: Grocery > Staples · Online and Galli Cash" }),
    ).toBeTruthy();

    // Edit the COD default to 6%, then deactivate it.
    const cod = screen.getByRole("listitem", { name: "Default · Cash on delivery" });
    await user.click(within(cod).getByRole("button", { name: "Edit" }));
    const percent = within(cod).getByLabelText("Commission (%)");
    await user.clear(percent);
    await user.type(percent, "6");
    await user.click(within(cod).getByRole("button", { name: "Save rule" }));
    expect(
      await within(screen.getByRole("listitem", { name: "Default · Cash on delivery" })).findByText(
        "6% · minimum ₹0 a line",
      ),
    ).toBeTruthy();
    await user.click(
      within(screen.getByRole("listitem", { name: "Default · Cash on delivery" })).getByRole("button", {
        name: "Deactivate",
      }),
    );
    expect(
      await within(screen.getByRole("listitem", { name: "Default · Cash on delivery" })).findByText("Inactive"),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([
      { bps: 600, minimum: 0 },
      { active: false },
    ]);
  });
});
