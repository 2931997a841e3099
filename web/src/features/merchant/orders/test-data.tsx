// An order as the console's board answers it, and its page rendered at /merchant/orders/o-1, for the
// orders pages' tests.
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { ConsoleOrder } from "@contract/console-orders";
import OrderPage from "../pages/order-page";

export const consoleOrder = (over: Partial<ConsoleOrder> = {}): ConsoleOrder => ({
  order_id: "o-1",
  order_number: "GL0000001",
  store_key: "GALLI-STORE-0001",
  status: 1,
  status_name: "New Order",
  payment_type: 2,
  payment_mode: "COD",
  delivery_type: 1,
  amount: 120,
  amount_to_collect: 120,
  customer_name: "Asha Rao",
  customer_mobile: "9876543210",
  delivery_address: {
    street: "12, 4th Cross",
    area: "Koramangala",
    zipcode: "560034",
    landmark: null,
    location: { type: "Point", coordinates: [77.6, 12.9] },
  },
  preferred_date: null,
  preferred_slot: null,
  notes: null,
  is_escalated: false,
  reject_reason: null,
  ordered_at: "2026-11-28T06:30:00.000Z",
  accepted_at: null,
  ready_to_ship_at: null,
  shipping_at: null,
  delivered_at: null,
  items: [],
  store_id: "st-1",
  store_name: "Koramangala",
  tab: "new",
  waiting_long: false,
  has_image: false,
  store_refusal_reason: null,
  delivery: { state: null, member: null, code_required: true },
  pickup_code_required: false,
  requests: [],
  substitutions: [],
  ...over,
});

/** The console's order page for order o-1. */
export function renderOrderPage() {
  return render(
    <MemoryRouter initialEntries={["/merchant/orders/o-1"]}>
      <Routes>
        <Route path="/merchant/orders/:orderId" element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}
