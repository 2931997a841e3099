import { describe, expect, it } from "vitest";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ORDER_MESSAGES } from "@contract/orders-constants";
import type { ReasonTitlesData } from "@contract/orders-actions";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { customerSession, mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { setLanguage } from "@/lib/i18n";
import { renderWithApp } from "@/testing/render";
import { TrackOrderPage } from "./pages/track-order-page";
import { listItem, path, query } from "./test-data";

const CANCEL_TITLES: ReasonTitlesData = {
  titles: [
    { _id: "c1", display_name: "Ordered by mistake" },
    { _id: "c2", display_name: "Other" },
  ],
};

function open(
  orders: ReturnType<typeof listItem>[],
  extra: (r: MockRequest) => MockReply | null = () => null,
  total = orders.length,
) {
  textItem(STORAGE_KEYS.token).set(customerSession.token);
  const fetch = mockFetch((r) => {
    const answer = extra(r);
    if (answer) return answer;
    const p = path(r.url);
    if (p === "/user/order/track/upcoming") {
      const skip = Number(query(r.url).get("skip"));
      return reply("GET /order/track/upcoming", orders.slice(skip, skip + 10));
    }
    if (p === "/user/order/track/upcoming/c") return reply("GET /order/track/upcoming/c", { count: total });
    if (p === "/user/order/view/cancel/titles") return reply("GET /order/view/cancel/titles", CANCEL_TITLES);
    return failure(ERROR_CODE.NOT_FOUND, `No route ${r.method} ${p}`);
  });
  const view = renderWithApp(<TrackOrderPage />, { path: "/track-order" });
  const calls = (p: string) => fetch.requests.filter((r) => path(r.url) === p);
  return { ...view, calls };
}

const card = (orderNo: string) => screen.getByRole("article", { name: `Order ${orderNo}` });

describe("Track Order", () => {
  it("shows the spec's empty text", async () => {
    open([]);
    expect(await screen.findByText("You will see a current orders here")).toBeVisible();
  });

  it("lists 10 orders per page and loads the next near the bottom while fewer than the total", async () => {
    const orders = Array.from({ length: 12 }, (_, i) => listItem({ _id: `o${i}` }));
    const { calls } = open(orders);
    expect(await screen.findAllByRole("article")).toHaveLength(10);
    expect(query(calls("/user/order/track/upcoming")[0].url).get("limit")).toBe("10");
    fireEvent.scroll(window);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(12));
    expect(query(calls("/user/order/track/upcoming")[1].url).get("skip")).toBe("10");
    fireEvent.scroll(window);
    expect(calls("/user/order/track/upcoming")).toHaveLength(2);
  });

  it("shows the card: shop, status with its time and '(Cancelled)', directions, contact dialog", async () => {
    open([listItem({ _id: "o1", status: 2, status_date: "2026-11-20T05:00:00.000Z" })]);
    const c = await screen.findByRole("article", { name: "Order GL-o1" });
    expect(within(c).getByRole("heading", { name: "Sharma Kirana" })).toBeVisible();
    expect(within(c).getByText("Packaging")).toBeVisible();
    expect(within(c).getByText(/Fri, Nov 20, 2026, 10:30 AM/)).toBeVisible();
    expect(within(c).getByRole("link", { name: "Directions" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=12.9352,77.6245",
    );
    await userEvent.click(within(c).getByRole("button", { name: "Contact Shop" }));
    const dialog = await screen.findByRole("dialog", { name: "Shop Contact" });
    expect(within(dialog).getByRole("link", { name: "+91 9876500001" })).toHaveAttribute("href", "tel:+919876500001");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says why an order cannot be cancelled once the shop started to prepare it", async () => {
    const { calls } = open([listItem({ _id: "o1", status: 2, cancel_selected_stage: 2 })]);
    await userEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Cancel Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Order" });
    expect(within(dialog).getByText(ORDER_MESSAGES.cancelBlocked)).toBeVisible();
    expect(calls("/user/order/track/cancelOrder")).toHaveLength(0);
  });

  it("hides Cancel Order and Buzz once delivered", async () => {
    open([listItem({ _id: "o1", status: 5 })]);
    const c = await screen.findByRole("article");
    expect(within(c).queryByRole("button", { name: "Cancel Order" })).toBeNull();
    expect(within(c).queryByRole("button", { name: /Buzz/ })).toBeNull();
    expect(within(c).getByRole("button", { name: "Verify Products" })).toBeVisible();
  });

  it("cancels a COD order after step 1: reason required, 'other' needs a message; the order leaves the list", async () => {
    const { calls } = open([listItem({ _id: "o1" }), listItem({ _id: "o2" })], (r) =>
      path(r.url) === "/user/order/track/cancelOrder"
        ? reply("POST /order/track/cancelOrder", { orders: [] }, "Your order has been cancelled.")
        : null,
    );
    await userEvent.click(
      within(await screen.findByRole("article", { name: "Order GL-o1" })).getByRole("button", { name: "Cancel Order" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Cancel Order" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Cancel Order" }));
    expect(within(dialog).getByText("Please select a reason")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Other" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Order" }));
    expect(within(dialog).getByText("Please type a message")).toBeVisible();
    expect(calls("/user/order/track/cancelOrder")).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Message" }), "Found it elsewhere");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Order" }));

    expect(await screen.findByText("Your order has been cancelled.")).toBeVisible();
    expect(calls("/user/order/track/cancelOrder")[0].body).toEqual({
      order_id: ["o1"],
      to_bfCash: true,
      title: "Other",
      message: "Found it elsewhere",
    });
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("article", { name: "Order GL-o1" })).toBeNull();
    expect(card("GL-o2")).toBeVisible();
  });

  it("asks an online order where the refund goes (step 2)", async () => {
    const { calls } = open([listItem({ _id: "o1", payment_type: 1, mode_name: "Online" })], (r) =>
      path(r.url) === "/user/order/track/cancelOrder"
        ? reply("POST /order/track/cancelOrder", { orders: [] }, "Refund on its way.")
        : null,
    );
    await userEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Cancel Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Order" });
    await userEvent.click(await within(dialog).findByRole("radio", { name: "Ordered by mistake" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByRole("radio", { name: /Refund to wallet cash/ })).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole("radio", {
        name: /Refund to Bank Account.*5 to 7 business days, cancellation fee may apply/,
      }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Order" }));
    expect(await screen.findByText("Refund on its way.")).toBeVisible();
    expect(calls("/user/order/track/cancelOrder")[0].body).toEqual({
      order_id: ["o1"],
      to_bfCash: false,
      title: "Ordered by mistake",
    });
  });

  it("speaks Hindi in the cancel dialog and on the Buzz button", async () => {
    await setLanguage("hi");
    try {
      open([listItem({ _id: "o1", payment_type: 1, mode_name: "Online", status: 1 })]);
      const c = await screen.findByRole("article");
      expect(within(c).getByRole("button", { name: "बज़ करें" })).toBeVisible();
      // The payment mode the server words in English.
      expect(within(c).getByText(/ · ऑनलाइन · कुल /)).toBeVisible();
      await userEvent.click(within(c).getByRole("button", { name: "ऑर्डर कैंसिल करें" }));
      const dialog = await screen.findByRole("dialog", { name: "ऑर्डर कैंसिल करें" });
      await userEvent.click(within(dialog).getByRole("button", { name: "आगे" }));
      expect(await within(dialog).findByText("कृपया एक वजह चुनें")).toBeVisible();
      await userEvent.click(within(dialog).getByRole("radio", { name: "Ordered by mistake" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "आगे" }));
      expect(within(dialog).getByRole("radio", { name: /वॉलेट कैश में रिफ़ंड/ })).toBeChecked();
    } finally {
      await setLanguage("en");
      window.localStorage.removeItem("galli:language");
    }
  });

  it("asks for the reasons again after a switch to Hindi, and Hindi 'अन्य' needs a message", async () => {
    let hindi = false;
    const { calls } = open([listItem({ _id: "o1", status: 1 })], (r) =>
      hindi && path(r.url) === "/user/order/view/cancel/titles"
        ? reply("GET /order/view/cancel/titles", {
            titles: [
              { _id: "c1", display_name: "गलती से order हो गया" },
              { _id: "c2", display_name: "अन्य" },
            ],
          })
        : null,
    );
    await userEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Cancel Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Order" });
    await within(dialog).findByRole("radio", { name: "Ordered by mistake" });
    hindi = true;
    try {
      await act(() => setLanguage("hi"));
      await userEvent.click(await within(dialog).findByRole("radio", { name: "अन्य" }));
      expect(calls("/user/order/view/cancel/titles")).toHaveLength(2);
      await userEvent.click(within(dialog).getByRole("button", { name: "ऑर्डर कैंसिल करें" }));
      expect(await within(dialog).findByText("कृपया मैसेज लिखें")).toBeVisible();
    } finally {
      await act(() => setLanguage("en"));
      window.localStorage.removeItem("galli:language");
    }
  });

  it("buzzes, keeps the local record and counts down mm:ss", async () => {
    const { calls } = open([listItem({ _id: "o1", status: 3 })], (r) =>
      path(r.url) === "/user/order/help/buzz"
        ? reply(
            "POST /order/help/buzz",
            { last_buzz_at: new Date().toISOString(), next_buzz_at: new Date(Date.now() + 3_600_000).toISOString() },
            "Buzzed!",
          )
        : null,
    );
    await userEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Buzz" }));
    expect(await screen.findByText("Buzzed!")).toBeVisible();
    expect(calls("/user/order/help/buzz")[0].body).toEqual({ _id: "o1" });
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.getByRole("button", { name: /Buzz again in (59:59|60:00)/ })).toBeDisabled();
    const record = JSON.parse(window.localStorage.getItem("galli:buzz")!);
    expect(record.o1).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it("clears a buzz record whose countdown is over", async () => {
    window.localStorage.setItem("galli:buzz", JSON.stringify({ o1: "01/01/2026 10:00:00" }));
    open([listItem({ _id: "o1", status: 1 })]);
    expect(await screen.findByRole("button", { name: "Buzz" })).toBeEnabled();
    await waitFor(() => expect(window.localStorage.getItem("galli:buzz")).toBeNull());
  });

  it("shows the help titles with their text, and phone and email actions", async () => {
    open([listItem({ _id: "o1" })], (r) => {
      const p = path(r.url);
      if (p === "/user/order/help/titles")
        return reply("GET /order/help/titles", {
          titles: [{ _id: "h1", display_name: "My order is late" }],
          help: { dialing_code: "+91", number: "8047182000", email: "support@galli.in" },
        });
      if (p === "/user/order/help/content")
        return reply("GET /order/help/content", {
          _id: "h1",
          display_name: "My order is late",
          content: "<p>Buzz the shop.</p>",
        });
      return null;
    });
    await userEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Help" }));
    const dialog = await screen.findByRole("dialog", { name: "Help" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "My order is late" }));
    expect(await within(dialog).findByText("Buzz the shop.")).toBeVisible();
    expect(within(dialog).getByRole("link", { name: "Call +918047182000" })).toHaveAttribute(
      "href",
      "tel:+918047182000",
    );
    expect(within(dialog).getByRole("link", { name: "Email support@galli.in" }).getAttribute("href")).toMatch(
      /^mailto:support@galli\.in\?subject=/,
    );
  });
});
