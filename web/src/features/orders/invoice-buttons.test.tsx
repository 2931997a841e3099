// "Download invoice" on Track Order and Purchase History: only for delivered orders, saves the PDF
// the API answers (with the customer's token and language), shows a refusal's message, and lists a
// credit note for each refund after delivery.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { OrderListItem } from "@contract/orders";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { InvoiceButtons } from "./components/invoice-buttons";

type Order = Pick<OrderListItem, "_id" | "status" | "refunds">;
const refund = { _id: "r1" } as OrderListItem["refunds"][number];

beforeEach(() => {
  textItem(STORAGE_KEYS.token).set(customerSession.token);
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:pdf"), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe("the invoice buttons", () => {
  it("are not offered before delivery", () => {
    mockFetch(() => new Promise(() => {}));
    renderWithApp(<InvoiceButtons order={{ _id: "o1", status: 4, refunds: [] } satisfies Order} />);
    expect(screen.queryByRole("button", { name: "Download invoice" })).toBeNull();
  });

  it("download the delivered order's invoice with the customer's token and language", async () => {
    const fetch = mockFetch(() => ({ body: "%PDF-1.7" }));
    renderWithApp(<InvoiceButtons order={{ _id: "o1", status: 5, refunds: [] } satisfies Order} />);
    fireEvent.click(screen.getByRole("button", { name: "Download invoice" }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const request = fetch.requests[0];
    expect(request.url).toBe("/user/order/invoice/o1?lang=en");
    expect(request.headers.Authorization).toBe(`Bearer ${customerSession.token}`);
    expect(request.headers["Accept-Language"]).toBe("en");
  });

  it("show the server's message when the invoice is refused", async () => {
    mockFetch(() => ({ status: 409, body: { success: false, code: "INVOICE_NOT_READY", message: "Not delivered yet." } }));
    renderWithApp(<InvoiceButtons order={{ _id: "o1", status: 6, refunds: [] } satisfies Order} />);
    fireEvent.click(screen.getByRole("button", { name: "Download invoice" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not delivered yet.");
  });

  it("list a credit note for each refund after delivery", async () => {
    const fetch = mockFetch((r) =>
      r.url.endsWith("/documents")
        ? {
            body: {
              success: true,
              data: {
                invoice: true,
                invoice_number: "INV/26-27/000001",
                credit_notes: [{ refund_id: "r1", amount: 52.5, created_at: "2026-11-20T10:00:00Z", number: null }],
              },
            },
          }
        : { body: "%PDF-1.7" },
    );
    renderWithApp(<InvoiceButtons order={{ _id: "o1", status: 6, refunds: [refund] } satisfies Order} />);
    fireEvent.click(await screen.findByRole("button", { name: "Download credit note (₹52.50)" }));
    await waitFor(() => expect(fetch.requests.map((r) => r.url)).toContain("/user/order/invoice/o1?kind=credit_note&refund_id=r1&lang=en"));
  });
});
