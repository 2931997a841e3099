// The merchant's order page: the customer's phone with a call button, and a replacement request
// with the customer's reason (in the console's language when it is a fixed title), message and
// photos (loaded with the member's token).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { MeData } from "@contract/console-auth";
import type { ConsoleOrder } from "@contract/console-orders";
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
  product_name: "Sona Masoori Rice",
  unit: "1 kg",
  qty: 2,
  selling_price: 60,
  net_price: 60,
  offer: 0,
  tax: 0,
  verify_status: 3,
  escalation_status: 1,
  escalated_qty: 1,
  escalation_reason: "Torn packet",
};

let order: ConsoleOrder;
let requests: MockRequest[];

beforeEach(async () => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "page-token");
  order = consoleOrder({
    status: 5,
    tab: "replace_refund",
    is_escalated: true,
    items: [item],
    requests: [
      {
        product_id: "p-rice",
        reason: "Torn packet",
        reason_hi: "फटा पैकेट",
        message: "The rice spilled in the bag",
        image_count: 2,
      },
    ],
  });
  Object.assign(URL, {
    createObjectURL: vi.fn((b: Blob) => `blob:photo-${b.size}`),
    revokeObjectURL: vi.fn(),
  });
  ({ requests } = mockFetch((r) => {
    if (r.url === "/merchant/api/me") return { body: { success: true, data: me } };
    if (r.url === "/merchant/api/orders/o-1") return { body: { success: true, data: order } };
    if (r.url.startsWith("/merchant/api/events")) return new Promise(() => {});
    const photo = /^\/merchant\/api\/orders\/o-1\/requests\/p-rice\/image\?n=(\d)$/.exec(r.url);
    if (photo) return { body: "x".repeat(Number(photo[1]) + 1) };
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  }));
  await loadMe();
});
afterEach(async () => {
  await signOut();
  await setLanguage("en", { remember: false });
  localStorage.clear();
  vi.unstubAllGlobals();
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

describe("the merchant's order page", () => {
  it("shows the customer's phone with a call button", async () => {
    renderPage();
    expect((await screen.findByTestId("customer-phone")).textContent).toBe("9876543210");
    const call = screen.getByRole("link", { name: "Call Asha Rao" });
    expect(call.getAttribute("href")).toBe("tel:+919876543210");
  });

  it("shows a replacement request's reason, message and photos", async () => {
    renderPage();
    expect(await screen.findByText("Customer's reason: Torn packet")).toBeTruthy();
    expect(screen.getByTestId("request-message").textContent).toBe("Customer's message: The rice spilled in the bag");
    const photos = await screen.findByRole("list", { name: "Customer's photos" });
    const imgs = await within(photos).findAllByRole("img");
    expect(imgs.map((i) => i.getAttribute("alt"))).toEqual(["Customer's photo 1 of 2", "Customer's photo 2 of 2"]);
    const photoCalls = requests.filter((r) => r.url.includes("/image?"));
    expect(photoCalls.map((r) => r.url)).toEqual([
      "/merchant/api/orders/o-1/requests/p-rice/image?n=0",
      "/merchant/api/orders/o-1/requests/p-rice/image?n=1",
    ]);
    expect(photoCalls[0].headers).toMatchObject({ authorization: "Bearer page-token" });
  });

  it("speaks Hindi: the fixed reason's Hindi title and the call button's name", async () => {
    await setLanguage("hi", { remember: false });
    renderPage();
    expect(await screen.findByText("ग्राहक का कारण: फटा पैकेट")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Asha Rao को कॉल करें" })).toBeTruthy();
  });
});
