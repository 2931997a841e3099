// The console's order page while packing: mark a line short, see the candidates the server
// suggests and propose one (the merchant API's body), in Hindi too.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { MeData } from "@contract/console-auth";
import type { CandidateItem, SubstitutionItem } from "@contract/substitutions";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { setLanguage } from "@/lib/i18n";
import OrderPage from "../pages/order-page";
import { CONSOLE_TOKEN_KEY } from "../console-api";
import { loadMe, signOut } from "../session";
import { consoleOrder } from "./test-data";

const me: MeData = {
  member: {
    id: "staff_1",
    name: "Meena",
    mobile: "9700000001",
    role: "manager",
    role_name: "Manager",
    custom_role_id: null,
    status: "active",
    has_password: true,
  },
  privileges: ["orders"],
  merchant: { id: "merchant_demo", name: "Galli Demo Merchant" },
  shops: [],
};

const item = {
  product_id: "p-rice",
  product_code: null,
  product_name: "Basmati Rice",
  unit: "1 kg",
  qty: 2,
  selling_price: 150.5,
  net_price: 150.5,
  offer: 0,
  tax: 0,
  verify_status: 0,
  escalation_status: 0,
  escalated_qty: 0,
  escalation_reason: null,
};
const candidate: CandidateItem = {
  product_id: "p-sona",
  product_name: "Sona Masoori Rice",
  unit: "1 kg",
  image: "",
  stock: 9,
  price: 120,
  same_category: true,
  same_brand: true,
  price_within: true,
};

let requests: MockRequest[];
let subs: SubstitutionItem[];

beforeEach(async () => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "page-token");
  subs = [];
  const order = consoleOrder({ status: 2, tab: "packaging", items: [item] });
  ({ requests } = mockFetch((r) => {
    if (r.url === "/merchant/api/me") return { body: { success: true, data: me } };
    if (r.url === "/merchant/api/orders/o-1") return { body: { success: true, data: order } };
    if (r.url.startsWith("/merchant/api/events")) return new Promise(() => {});
    if (r.url === "/merchant/api/orders/o-1/substitutions" && r.method === "GET")
      return { body: { success: true, data: { items: subs } } };
    if (r.url === "/merchant/api/orders/o-1/substitutions/candidates?product_id=p-rice")
      return { body: { success: true, data: { items: [candidate] } } };
    if (r.url === "/merchant/api/orders/o-1/substitutions" && r.method === "POST") {
      subs = [
        {
          _id: "s-1",
          product_id: "p-rice",
          product_name: "Basmati Rice",
          short_qty: 1,
          substitute: { product_id: "p-sona", product_name: "Sona Masoori Rice", unit: "1 kg", image: "", qty: 1, price: 120 },
          state: "proposed",
          rule: "similar",
          refund: 0,
          call_requested: false,
          expires_at: "2026-11-20T04:40:00.000Z",
        },
      ];
      return { body: { success: true, data: { substitution_id: "s-1" } } };
    }
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  }));
  await loadMe();
});
afterEach(async () => {
  await signOut();
  await setLanguage("en", { remember: false });
  localStorage.clear();
  vi.restoreAllMocks();
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={["/merchant/orders/o-1"]}>
      <Routes>
        <Route path="/merchant/orders/:orderId" element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe("short items on the console's order page", () => {
  it("marks one of two short and proposes the suggested substitute", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Mark short: Basmati Rice" }));
    const form = await screen.findByRole("group", { name: "Mark short" });
    const qty = within(form).getByLabelText("Units short");
    await userEvent.clear(qty);
    await userEvent.type(qty, "1");
    await userEvent.click(await within(form).findByRole("radio", { name: /Sona Masoori Rice \(1 kg\), ₹120.00, 9 in stock/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Propose substitute" }));
    const list = await screen.findByTestId("substitutions");
    await waitFor(() => expect(list.textContent).toContain("Waiting for the customer"));
    const post = requests.find((r) => r.method === "POST" && r.url === "/merchant/api/orders/o-1/substitutions")!;
    expect(post.body).toEqual({ product_id: "p-rice", short_qty: 1, substitute: { product_id: "p-sona", qty: 1 } });
  });

  it("speaks Hindi", async () => {
    await setLanguage("hi", { remember: false });
    renderPage();
    expect(await screen.findByRole("button", { name: "Basmati Rice कम बताएँ" })).toBeTruthy();
  });
});
