// The payouts page against a stand-in API: payouts listed with shop, rupees, status and transfer;
// "no differences" when reconciliation is clean, the differences table when not; Retry only on a
// created or held payout, its refusal shown as the server words it; "Run payouts now" reports the run.
// Cash on delivery not yet handed over, per shop. The orders' money: the last check (clean, or its mismatches with order numbers and rupees), run now.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OpsPayoutView, ReconcileDifference } from "@contract/payouts";
import { mockFetch } from "@/testing/mock-fetch";
import OpsPayoutsPage from "./payouts-page";

const ok = (data: unknown) => ({ body: { success: true, data } });
const payout = (over: Partial<OpsPayoutView>): OpsPayoutView => ({
  id: "po1",
  key: "payout:s1:1",
  shop_id: "s1",
  shop_name: "Sharma Kirana",
  amount: 123456,
  entry_count: 3,
  status: "processed",
  transfer_id: "trf_1",
  account_last4: "4321",
  bank_name: "State Bank of India",
  attempts: 1,
  failure_reason: null,
  created_at: "2026-11-27T05:00:00.000Z",
  processed_at: "2026-11-27T05:01:00.000Z",
  ...over,
});
const recon = (differences: ReconcileDifference[]) => ({
  checked_at: "2026-11-27T06:00:00.000Z",
  payouts: 2,
  transfers: 1,
  paid: 123456,
  transferred: 123456,
  differences,
});

describe("the payouts page", () => {
  it("lists payouts, states no differences, runs the job and retries a held payout", async () => {
    let items = [payout({}), payout({ id: "po2", shop_name: "Gupta Dairy", status: "on_hold", amount: 5000, transfer_id: "trf_2", processed_at: null })];
    let runs = 0;
    const { requests } = mockFetch(({ method, url }) => {
      if (method === "GET" && url.startsWith("/ops/api/payouts?")) return ok({ items, total: items.length, page: 1, per_page: 50 });
      if (method === "GET" && url === "/ops/api/payouts/reconciliation") return ok(recon([]));
      if (method === "GET" && url === "/ops/api/payouts/cod-held")
        return ok({
          total: 32050,
          shops: [{ shop_id: "s1", shop_name: "Sharma Kirana", amount: 32050, orders: 2, oldest_at: "2026-11-27T05:00:00.000Z" }],
        });
      if (method === "POST" && url === "/ops/api/payouts/run") {
        runs += 1;
        return ok({ payouts_created: 1, transfers_made: 1, released: 0, failed: 0, skipped: {} });
      }
      if (method === "POST" && url === "/ops/api/payouts/po2/retry") {
        items = items.map((p) => (p.id === "po2" ? { ...p, status: "processed" as const, processed_at: "2026-11-27T06:01:00.000Z" } : p));
        return ok(items[1]);
      }
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    render(<OpsPayoutsPage />);
    expect(await screen.findByText("No differences: every payout agrees with its transfer.")).toBeTruthy();
    const first = screen.getByRole("row", { name: "Sharma Kirana · po1" });
    expect(within(first).getByText("₹1,234.56")).toBeTruthy();
    expect(within(first).getByText("Processed")).toBeTruthy();
    expect(within(first).getByText("trf_1")).toBeTruthy();
    expect(within(first).queryByRole("button", { name: "Retry" })).toBeNull();
    // Cash on delivery with the shops' delivery members, not yet handed over.
    const cod = await screen.findByRole("table", { name: "Cash on delivery not yet handed over" });
    expect(within(cod).getByText("₹320.50")).toBeTruthy();
    expect(within(cod).getByText("Sharma Kirana")).toBeTruthy();
    const held = screen.getByRole("row", { name: "Gupta Dairy · po2" });
    expect(within(held).getByText("On hold")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Run payouts now" }));
    expect(await screen.findByText("Payouts run: 1 created, 1 transferred, 0 released, 0 failed.")).toBeTruthy();
    expect(runs).toBe(1);

    await user.click(within(screen.getByRole("row", { name: "Gupta Dairy · po2" })).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Payout po2 asked again: now Processed.")).toBeTruthy();
    expect(
      await within(screen.getByRole("row", { name: "Gupta Dairy · po2" })).findByText("Processed"),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === "POST").map((r) => r.url)).toEqual([
      "/ops/api/payouts/run",
      "/ops/api/payouts/po2/retry",
    ]);
  });

  it("lists the differences and shows the server's refusal of a retry", async () => {
    mockFetch(({ method, url }) => {
      if (method === "GET" && url.startsWith("/ops/api/payouts?"))
        return ok({ items: [payout({ status: "created", transfer_id: null, processed_at: null })], total: 1, page: 1, per_page: 50 });
      if (method === "GET" && url === "/ops/api/payouts/reconciliation")
        return ok(
          recon([
            {
              problem: "missing_transfer",
              payout_id: "po1",
              transfer_id: null,
              shop_id: "s1",
              payout_amount: 123456,
              transfer_amount: null,
              detail: "No transfer for this payout.",
            },
          ]),
        );
      if (method === "POST" && url === "/ops/api/payouts/po1/retry")
        return { status: 409, body: { success: false, code: "PAYOUT_NOT_RETRYABLE", message: "This payout cannot be retried." } };
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    render(<OpsPayoutsPage />);
    const table = await screen.findByRole("table", { name: "Differences" });
    expect(within(table).getByText("Transfer missing")).toBeTruthy();
    expect(within(table).getByText("₹1,234.56")).toBeTruthy();
    expect(within(table).getByText("No transfer for this payout.")).toBeTruthy();
    expect(screen.queryByText("No differences: every payout agrees with its transfer.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("This payout cannot be retried.")).toBeTruthy();
  });

  it("shows the last check of the orders' money, and runs it now with its mismatches listed", async () => {
    const finding = {
      order_id: "order_007",
      order_number: "GL40210959",
      status: 7,
      check: "refund_total" as const,
      expected: 808.8,
      actual: 0,
      detail: "GL40210959: closed with ₹808.80 paid and ₹0.00 refunded.",
    };
    let last: unknown = null;
    const { requests } = mockFetch(({ method, url }) => {
      if (method === "GET" && url.startsWith("/ops/api/payouts?")) return ok({ items: [], total: 0, page: 1, per_page: 50 });
      if (method === "GET" && url === "/ops/api/payouts/reconciliation") return ok(recon([]));
      if (method === "GET" && url === "/ops/api/money-reconciliation") return ok(last);
      if (method === "POST" && url === "/ops/api/money-reconciliation/run") {
        last = { ran_at: "2026-11-27T06:30:00.000Z", trigger: "ops", orders_checked: 7, mismatches: 1, findings: [finding] };
        return ok(last);
      }
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    render(<OpsPayoutsPage />);
    expect(await screen.findByText("Not checked yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Check orders' money now" }));
    expect(await screen.findByText("Orders checked: 7. Mismatches: 1.")).toBeTruthy();
    expect(screen.getByText("Mismatches: 1")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Mismatches" });
    expect(within(table).getByText("GL40210959")).toBeTruthy();
    expect(within(table).getByText("Refunds are not what was paid")).toBeTruthy();
    expect(within(table).getByText("₹808.80")).toBeTruthy();
    expect(within(table).getByText("₹0.00")).toBeTruthy();
    expect(within(table).getByText(finding.detail)).toBeTruthy();
    expect(screen.getByText(/^Orders checked: 7, .* \(from the console\)\.$/)).toBeTruthy();
    expect(requests.filter((r) => r.method === "POST").map((r) => r.url)).toEqual(["/ops/api/money-reconciliation/run"]);
  });

  it("states a clean check of the orders' money by the hourly job", async () => {
    mockFetch(({ method, url }) => {
      if (method === "GET" && url.startsWith("/ops/api/payouts?")) return ok({ items: [], total: 0, page: 1, per_page: 50 });
      if (method === "GET" && url === "/ops/api/payouts/reconciliation") return ok(recon([]));
      if (method === "GET" && url === "/ops/api/money-reconciliation")
        return ok({ ran_at: "2026-11-27T06:00:00.000Z", trigger: "job", orders_checked: 12, mismatches: 0, findings: [] });
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    render(<OpsPayoutsPage />);
    expect(await screen.findByText("No mismatches: every order's money agrees.")).toBeTruthy();
    expect(screen.getByText(/^Orders checked: 12, .* \(by the hourly job\)\.$/)).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Mismatches" })).toBeNull();
  });

  it("offers to try again when the payouts do not load", async () => {
    mockFetch(() => ({ status: 500, body: { success: false, code: "INTERNAL", message: "Something went wrong." } }));
    render(<OpsPayoutsPage />);
    expect(await screen.findByText("Could not load the payouts. Please try again.")).toBeTruthy();
  });
});
