// Track Order's substitution cards: a proposed substitute with its deadline, Accept sends the
// answer and shows it; in Hindi; a settled one shows its refund.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ERROR_CODE } from "@contract/errors";
import type { SubstitutionItem } from "@contract/substitutions";
import { failure, reply } from "@/testing/fake-api";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { setLanguage } from "@/lib/i18n";
import { renderWithApp } from "@/testing/render";
import { TrackOrderPage } from "./pages/track-order-page";
import { listItem, path } from "./test-data";

const proposed: SubstitutionItem = {
  _id: "sub-1",
  product_id: "prod-rice",
  product_name: "Basmati Rice",
  short_qty: 1,
  substitute: { product_id: "prod-rice-b", product_name: "Sona Masoori Rice", unit: "1 kg", image: "", qty: 1, price: 120 },
  state: "proposed",
  rule: "similar",
  refund: 0,
  call_requested: false,
  expires_at: "2026-11-20T04:40:00.000Z",
};

function open(substitutions: SubstitutionItem[]) {
  textItem(STORAGE_KEYS.token).set(customerSession.token);
  const fetch = mockFetch((r) => {
    const p = path(r.url);
    if (p === "/user/order/track/upcoming")
      return reply("GET /order/track/upcoming", [listItem({ _id: "o1", substitutions })]);
    if (p === "/user/order/track/upcoming/c") return reply("GET /order/track/upcoming/c", { count: 1 });
    if (p === "/user/order/substitutions/respond")
      return reply("POST /order/substitutions/respond", { ...proposed, state: "accepted", refund: 30.5 });
    return failure(ERROR_CODE.NOT_FOUND, `No route ${r.method} ${p}`);
  });
  renderWithApp(<TrackOrderPage />, { path: "/track-order" });
  return fetch;
}

describe("substitutions on Track Order", () => {
  it("shows the proposal with its deadline and sends the customer's Accept", async () => {
    const fetch = open([proposed]);
    const card = await screen.findByRole("region", { name: "An item is short" });
    expect(within(card).getByText("1 × Basmati Rice could not be packed.")).toBeVisible();
    expect(within(card).getByText(/1 × Sona Masoori Rice \(1 kg\) instead/)).toBeVisible();
    expect(within(card).getByText("Answer by 10:10. With no answer: the substitute is accepted.")).toBeVisible();
    await userEvent.click(within(card).getByRole("button", { name: "Accept substitute" }));
    await waitFor(() => expect(within(card).getByRole("status")).toHaveTextContent("Substitute accepted."));
    const sent = fetch.requests.find((r) => path(r.url) === "/user/order/substitutions/respond")!;
    expect(sent.body).toEqual({ order_id: "o1", substitution_id: "sub-1", accept: true });
  });

  it("in Hindi, and a short line's refund", async () => {
    await setLanguage("hi");
    try {
      open([{ ...proposed, _id: "sub-2", substitute: null, state: "short", rule: "refund", refund: 52.5 }]);
      const card = await screen.findByRole("region", { name: "एक आइटम कम है" });
      expect(within(card).getByRole("status")).toHaveTextContent("वापस किए गए");
      expect(within(card).queryByRole("button")).toBeNull();
    } finally {
      await setLanguage("en");
    }
  });
});
