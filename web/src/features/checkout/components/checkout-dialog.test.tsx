import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import hi from "@/lib/i18n/hi";
import payment from "@/lib/i18n/texts/payment/hi";
import { checkoutOpened, payRequested } from "../slice";
import { banks, billing, customer, noTokens, openPayload, paymentOrder, placed, someTokens } from "../test-data";
import { CheckoutDialog } from "./checkout-dialog";

type Extra = (r: MockRequest) => MockReply | null;

/** A server for checkout; `extra` answers first when it knows the request. */
function server(extra: Extra = () => null, tokens = noTokens) {
  return mockFetch((r) => {
    const special = extra(r);
    if (special) return special;
    switch (r.url) {
      case "/user/order/view/delivery/type":
        return reply("POST /order/view/delivery/type", {
          delivery_type: 1,
          type: [
            { _id: 1, name: "By Shop" },
            { _id: 3, name: "Self Pickup" },
          ],
        });
      case "/user/cart/verify/stock":
        return reply("POST /cart/verify/stock", { in_stock: true, items: [] });
      case "/user/cart/verify/shop":
        return reply("POST /cart/verify/shop", { _id: "shop-a", delivery_type: 1, prices: billing });
      case "/user/order/razor/alltokens":
        return reply("POST /order/razor/alltokens", tokens);
      case "/user/order/razor/banks":
        return reply("POST /order/razor/banks", banks);
      case "/user/promo/list":
        return reply("POST /promo/list", []);
      case "/user/order/razor/payment":
        return reply(
          "POST /order/razor/payment",
          paymentOrder({ cod: { allowed: (r.body as { payment_mode?: string }).payment_mode !== "x", limit: null } }),
        );
      case "/mock/razorpay/v1/checkout/pay":
        return { body: { razorpay_payment_id: "pay_1", razorpay_order_id: "order_ABC", razorpay_signature: "sig" } };
      default:
        if (r.url.startsWith("/user/order/place/"))
          return reply("POST /order/place/:mode/:by", placed, "Your order has been placed.");
        return failure(ERROR_CODE.NOT_FOUND, r.url);
    }
  });
}

function open(addresses = openPayload.savedAddresses, features = openPayload.features) {
  const view = renderWithApp(<CheckoutDialog />, { preloadedState: customer });
  view.store.dispatch(checkoutOpened({ ...openPayload, savedAddresses: addresses, features }));
  return view;
}

const saved = [
  {
    id: "a1",
    type: "Home",
    location: { type: "Point" as const, coordinates: [77.6245, 12.9352] as [number, number] },
    address: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034" },
    is_default: true,
  },
];

async function toPayment(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Confirm Address" }));
  await screen.findByRole("tab", { name: "Card" });
  await screen.findByText("To pay");
}

afterEach(() => vi.useRealTimers());

describe("ORDER_CONFIRMATION", () => {
  it("asks for the address with the spec's messages before confirming", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole("dialog", { name: "Order Confirmation" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm Address" }));
    expect(screen.getByText("House no, Flat, Address is required")).toBeInTheDocument();
    expect(screen.getByText("Zipcode is required")).toBeInTheDocument();
    expect(requests.some((r) => r.url === "/user/cart/verify/shop")).toBe(false);
  });

  it("fills Area and PIN from the chosen location, and saves the first address as Home, the default", async () => {
    const profile = {
      _id: "u1",
      first_name: "Asha",
      last_name: "Verma",
      email: { id: null, is_verified: false },
      mobile: { dialing_code: "+91", number: "9876543210", is_verified: true },
      image: null,
      delivery_type: 1,
      address: saved,
    };
    const { requests } = server((r) => {
      if (r.url.startsWith("/user/places/reverse"))
        return reply("GET /places/reverse", {
          place_id: "koramangala",
          street: "Koramangala",
          area: "Bangalore South",
          city: "Bangalore",
          state: "Karnataka",
          zipcode: "560034",
          description: "Koramangala, Bangalore, Karnataka 560034",
          location: { type: "Point", coordinates: [77.6245, 12.9352] },
        });
      if (r.url === "/user/profile/address/add") return reply("POST /profile/address/add", saved[0]);
      if (r.url === "/user/profile/view") return reply("GET /profile/view", profile);
      return null;
    });
    const user = userEvent.setup();
    const view = open();
    const area = await screen.findByRole("textbox", { name: "Area" });
    await waitFor(() => expect(area).toHaveValue("Koramangala, Bangalore South"));
    expect(screen.getByRole("textbox", { name: "Zipcode" })).toHaveValue("560034");
    expect(screen.getByRole("textbox", { name: "House no, Flat, Street" })).toHaveValue("");
    // The first order: saving is offered and ticked, as Home.
    expect(screen.getByRole("checkbox", { name: "Save this address" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Home" })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: "House no, Flat, Street" }), "12, 4th Cross");
    await user.click(screen.getByRole("radio", { name: "Work" }));
    await toPayment(user);
    await waitFor(() => expect(view.store.getState().location.saved).toHaveLength(1));
    expect(requests.find((r) => r.url === "/user/profile/address/add")?.body).toEqual({
      deliveryAddress: {
        location: { type: "Point", coordinates: [77.6245, 12.9352] },
        address: { street: "12, 4th Cross", area: "Koramangala, Bangalore South", zipcode: "560034" },
        type: "Work",
        is_default: true,
      },
    });
    // Going back and confirming again does not save it twice.
    expect(view.store.getState().checkout.saveAddress.offered).toBe(false);
  });

  it("preselects the saved address and offers no saving", async () => {
    const { requests } = server();
    open(saved);
    await screen.findByRole("button", { name: "Confirm Address" });
    expect(screen.getByText("12, 4th Cross, Koramangala, 560034")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Save this address" })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith("/user/places/reverse"))).toBe(false);
  });

  it("closes when the stock check fails, and goes on when the check itself errors", async () => {
    server((r) =>
      r.url === "/user/cart/verify/stock"
        ? reply(
            "POST /cart/verify/stock",
            { in_stock: false, items: [] },
            "Some items in your cart are no longer in stock.",
          )
        : null,
    );
    const first = open(saved);
    await waitFor(() => expect(first.store.getState().checkout.open).toBe(false));
    first.unmount();
    server((r) =>
      r.url === "/user/cart/verify/stock"
        ? failure(ERROR_CODE.INTERNAL, "Something went wrong. Please try again.")
        : null,
    );
    const second = open(saved);
    await waitFor(() => expect(second.store.getState().ui.apiError.open).toBe(false));
    expect(await screen.findByRole("dialog", { name: "Order Confirmation" })).toBeInTheDocument();
    expect(second.store.getState().checkout.open).toBe(true);
  });

  it("offers notes and an image only when the shop accepts them", async () => {
    server();
    const first = open(saved);
    expect(await screen.findByLabelText("Notes for the shop (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText("Attach an image (optional)")).toBeInTheDocument();
    first.unmount();
    const second = open(saved, { notes: false, upload: true });
    await screen.findByRole("dialog", { name: "Order Confirmation" });
    expect(screen.queryByLabelText("Notes for the shop (optional)")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Attach an image (optional)")).toBeInTheDocument();
    second.unmount();
    open(saved, { notes: true, upload: false });
    await screen.findByRole("dialog", { name: "Order Confirmation" });
    expect(screen.getByLabelText("Notes for the shop (optional)")).toBeInTheDocument();
    expect(screen.queryByLabelText("Attach an image (optional)")).not.toBeInTheDocument();
  });

  it("disables preferred slots that have started", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T06:30:00Z")); // 12:00 noon in India
    server();
    open(saved);
    const slots = await screen.findByRole("radiogroup", { name: "Delivery slot" });
    expect(within(slots).getByRole("radio", { name: "7 AM-10 AM" })).toBeDisabled();
    expect(within(slots).getByRole("radio", { name: "10 AM-1 PM" })).toBeDisabled();
    expect(within(slots).getByRole("radio", { name: "1 PM-4 PM" })).toBeEnabled();
    expect(within(slots).getByRole("radio", { name: "7 PM-10 PM" })).toBeEnabled();
  });

  /** The server's slot list for a date: 1 PM-4 PM full, the rest open but those the clock closes. */
  const slotList = (date: string) => {
    const item = (slot: string, state: "open" | "full" | "cut_off") => ({
      slot,
      capacity: 2,
      booked: state === "full" ? 2 : 0,
      cutoff_at: "2026-11-22T00:30:00.000Z",
      open: state === "open",
      state,
      closed: false,
    });
    return reply("GET /order/slots", {
      date,
      items: [
        item("7 AM-10 AM", "cut_off"),
        item("10 AM-1 PM", "cut_off"),
        item("1 PM-4 PM", "full"),
        item("4 PM-7 PM", "open"),
        item("7 PM-10 PM", "open"),
      ],
      next_free: { date, slot: "4 PM-7 PM" },
    });
  };

  it("shows a full slot as full (disabled) and preselects the next free one, in English and Hindi", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T06:30:00Z")); // 12:00 noon in India
    const { requests } = server((r) => (r.url.startsWith("/user/order/slots") ? slotList("2026-11-21") : null));
    const user = userEvent.setup();
    const view = open(saved);
    const slots = await screen.findByRole("radiogroup", { name: "Delivery slot" });
    const full = await within(slots).findByRole("radio", { name: "1 PM-4 PM (full)" });
    expect(full).toBeDisabled();
    expect(within(slots).getByRole("radio", { name: "4 PM-7 PM" })).toBeEnabled();
    expect(requests.some((r) => r.url === "/user/order/slots?shop_id=shop-a")).toBe(true);
    // Choosing a date: its list comes and its first free slot is chosen.
    const date = screen.getByLabelText("Date");
    await user.clear(date);
    await user.type(date, "2026-11-21");
    await waitFor(() => expect(within(slots).getByRole("radio", { name: "4 PM-7 PM" })).toBeChecked());
    view.unmount();

    await setLanguage("hi");
    try {
      open(saved);
      const hiSlots = await screen.findByRole("radiogroup", { name: payment.payment.time.slot });
      const hiFull = await within(hiSlots).findByRole("radio", { name: /\(भर गया\)$/ });
      expect(hiFull).toBeDisabled();
    } finally {
      await setLanguage("en");
    }
  });
});

describe("PAYMENT", () => {
  it("pays by card through the provider and shows PAYMENT_SUCCESS; the card never reaches /user", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    const { store } = open(saved);
    await toPayment(user);
    await user.click(screen.getByRole("tab", { name: "Card" }));
    await user.click(screen.getByRole("button", { name: "Pay ₹356.00" }));
    expect(screen.getByText("Please enter a valid 16 digit card number.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Card number"), "4111111111111111");
    expect(screen.getByText("Visa")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Expiry (MM/YY)"), "1230");
    expect(screen.getByLabelText("Expiry (MM/YY)")).toHaveValue("12/30");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(screen.getByRole("button", { name: "Pay ₹356.00" }));
    const provider = await screen.findByRole("dialog", { name: "Razorpay Test Checkout" });
    // A second Pay while the first is under way is ignored (takeLeading), and so is a double click.
    store.dispatch(payRequested({ details: null }));
    await user.dblClick(within(provider).getByRole("button", { name: "Pay ₹356.00" }));
    expect(await screen.findByText("Thank you! Your order has been placed.")).toBeInTheDocument();
    expect(screen.getByText(/Koramangala Street/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/home");
    expect(screen.getByRole("link", { name: "Track order" })).toHaveAttribute("href", "/track-order");

    const pays = requests.filter((r) => r.url === "/mock/razorpay/v1/checkout/pay");
    expect(pays).toHaveLength(1);
    expect(pays[0].body).toMatchObject({
      key_id: "rzp_test_galli",
      order_id: "order_ABC",
      method: "card",
      card: { number: "4111111111111111", expiry_month: "12", expiry_year: "2030" },
    });
    const places = requests.filter((r) => r.url.startsWith("/user/order/place/"));
    expect(places.map((r) => r.url)).toEqual(["/user/order/place/online/shop"]);
    const inputs = JSON.parse((places[0].body as FormData).get("inputs") as string);
    expect(inputs).toMatchObject({
      _id: "shop-a",
      payment: { razorpay_payment_id: "pay_1", razorpay_order_id: "order_ABC", razorpay_signature: "sig" },
      deliveryAddress: { street: "12, 4th Cross", zipcode: "560034" },
      is_bfcash: false,
      is_shop_delivery: true,
      order_source: { type: 3 },
    });
    expect(inputs).not.toHaveProperty("promo_id");
    for (const r of requests.filter((x) => x.url.startsWith("/user/"))) {
      const body = r.body instanceof FormData ? String(r.body.get("inputs")) : JSON.stringify(r.body ?? null);
      expect(body).not.toContain("4111111111111111");
      expect(body).not.toContain('"cvv"');
    }
    expect(store.getState().checkout.step).toBe("PAYMENT_SUCCESS");
  });

  it("live mode: one Pay per method opens the hosted checkout with that method and the customer's id", async () => {
    const opened: Record<string, unknown>[] = [];
    // Razorpay's checkout.js, as loaded: run-checkout takes window.Razorpay when it is there.
    class HostedCheckout {
      constructor(private readonly options: Record<string, unknown> & { handler: (r: unknown) => void }) {}
      on() {}
      open() {
        opened.push(this.options);
        this.options.handler({ razorpay_payment_id: "pay_9", razorpay_order_id: "order_ABC", razorpay_signature: "s" });
      }
      close() {}
    }
    vi.stubGlobal("Razorpay", HostedCheckout);
    try {
      const { requests } = server((r) =>
        r.url === "/user/order/razor/payment"
          ? reply("POST /order/razor/payment", paymentOrder({ mode: "live" }))
          : null,
      );
      const user = userEvent.setup();
      open(saved);
      await toPayment(user);
      for (const tab of ["Card", "UPI", "Net Banking", "Preferred"]) {
        await user.click(screen.getByRole("tab", { name: tab }));
        const panel = screen.getByRole("tabpanel", { name: tab });
        expect(within(panel).getByRole("button", { name: "Pay ₹356.00" })).toBeVisible();
        expect(within(panel).queryAllByRole("textbox"), tab).toHaveLength(0);
        expect(within(panel).queryAllByRole("radio"), tab).toHaveLength(0);
      }
      await user.click(screen.getByRole("tab", { name: "Net Banking" }));
      await user.click(screen.getByRole("button", { name: "Pay ₹356.00" }));
      expect(await screen.findByText("Thank you! Your order has been placed.")).toBeInTheDocument();
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatchObject({
        key: "rzp_test_galli",
        order_id: "order_ABC",
        amount: 35600,
        customer_id: "cust_1",
        remember_customer: true,
        prefill: { method: "netbanking", email: "asha@example.in" },
      });
      expect(opened[0]).not.toHaveProperty("method_details");
      expect(requests.some((r) => r.url.startsWith("/mock/razorpay"))).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a failing card asks for the refund and shows its message as an error; nothing is placed", async () => {
    const { requests } = server((r) => {
      if (r.url === "/mock/razorpay/v1/checkout/pay")
        return {
          status: 400,
          body: {
            error: {
              code: "BAD_REQUEST_ERROR",
              description: "Your payment has been declined by the bank.",
              reason: "payment_declined",
            },
          },
        };
      if (r.url === "/user/order/refund/orderIssue")
        return reply(
          "POST /order/refund/orderIssue",
          { refunded: false, amount: 0 },
          "No money was taken from your account.",
        );
      return null;
    });
    const user = userEvent.setup();
    const { store } = open(saved);
    await toPayment(user);
    await user.click(screen.getByRole("tab", { name: "Card" }));
    await user.type(screen.getByLabelText("Card number"), "4000000000000002");
    await user.type(screen.getByLabelText("Expiry (MM/YY)"), "1230");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(screen.getByRole("button", { name: "Pay ₹356.00" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Razorpay Test Checkout" })).getByRole("button", {
        name: "Pay ₹356.00",
      }),
    );
    expect(
      await screen.findByText("Your payment has been declined by the bank. No money was taken from your account."),
    ).toBeInTheDocument();
    // Said once, beside the form: no error popup on top repeating it.
    expect(store.getState().ui.apiError.open).toBe(false);
    const issue = requests.find((r) => r.url === "/user/order/refund/orderIssue");
    expect(issue?.body).toEqual({ amount_paid: 356, payment: { txnid: "chk-1", hash: "a".repeat(64) } });
    expect(requests.some((r) => r.url.startsWith("/user/order/place/"))).toBe(false);
  });

  it("shows the UPI, Preferred and Net Banking messages", async () => {
    server(() => null, someTokens);
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    await user.click(screen.getByRole("tab", { name: "Preferred" }));
    await user.click(screen.getByRole("button", { name: "Pay ₹356.00" }));
    expect(screen.getByText("Please select an option!")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "UPI" }));
    await user.click(screen.getByRole("button", { name: "Pay ₹356.00" }));
    expect(screen.getByText("Please select UPI ID")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Use another UPI ID" }));
    await user.click(screen.getByRole("button", { name: "Pay ₹356.00" }));
    expect(screen.getByText("Please enter your UPI ID")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Net Banking" }));
    expect(screen.queryByText("Please enter your UPI ID")).not.toBeInTheDocument(); // switching resets
    const featured = screen.getByRole("radiogroup", { name: "Popular banks" });
    expect(
      within(featured)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["HDFC Bank", "Axis Bank", "ICICI Bank", "Kotak Mahindra Bank", "State Bank of India"]);
    await user.click(screen.getByRole("button", { name: "Pay ₹356.00" }));
    expect(screen.getByText("Please select a Bank")).toBeInTheDocument();
  });

  it("speaks Hindi: the preferred time, the methods' messages and the card's checks", async () => {
    await setLanguage("hi");
    try {
      server(() => null, someTokens);
      const user = userEvent.setup();
      open(saved);
      expect(await screen.findByText(payment.payment.time.legend)).toBeInTheDocument();
      await user.click(await screen.findByRole("button", { name: hi.checkout.confirm }));
      await screen.findByRole("tab", { name: hi.checkout.tabs.card });
      const pay = () => user.click(screen.getByRole("button", { name: /पे करें$/ }));
      await user.click(screen.getByRole("tab", { name: hi.checkout.tabs.preferred }));
      await pay();
      expect(screen.getByText(payment.payment.preferred.select)).toBeInTheDocument();
      await user.click(screen.getByRole("tab", { name: hi.checkout.tabs.upi }));
      await pay();
      expect(screen.getByText(payment.payment.upi.select)).toBeInTheDocument();
      await user.click(screen.getByRole("tab", { name: hi.checkout.tabs.netBanking }));
      expect(screen.getByRole("radiogroup", { name: payment.payment.netBanking.popular })).toBeInTheDocument();
      await user.click(screen.getByRole("tab", { name: hi.checkout.tabs.card }));
      await pay();
      expect(screen.getByText(payment.payment.card.numberInvalid)).toBeInTheDocument();
      expect(screen.getByText(payment.payment.card.cvvInvalid)).toBeInTheDocument();
      expect(screen.getByRole("region", { name: payment.payment.promo.label })).toBeInTheDocument();
    } finally {
      await setLanguage("en");
      window.localStorage.clear();
    }
  });

  it("places a COD order from the Cash tab, and refuses a promo there", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    await user.click(screen.getByRole("tab", { name: "Cash" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === "/user/order/razor/payment").at(-1)?.body).toMatchObject({
        payment_mode: "cod",
      }),
    );
    await user.type(screen.getByLabelText("Promo code"), "save10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Promo code is not applicable for COD order!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Thank you! Your order has been placed.")).toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith("/user/order/place/")).map((r) => r.url)).toEqual([
      "/user/order/place/cashOnDelivery/shop",
    ]);
  });

  it("sends the substitution rules chosen (order default and one item) to the placed order", async () => {
    const { requests } = server((r) =>
      r.url === "/user/order/substitutions/default"
        ? reply("GET /order/substitutions/default", { default: "call" })
        : r.url === "/user/order/substitutions/rules"
          ? reply("POST /order/substitutions/rules", { default: "refund", applied: ["p-atta"] })
          : null,
    );
    const user = userEvent.setup();
    const view = renderWithApp(<CheckoutDialog />, { preloadedState: customer });
    view.store.dispatch(
      checkoutOpened({ ...openPayload, savedAddresses: saved, lines: [{ productId: "p-atta", name: "Whole Wheat Atta" }] }),
    );
    // The remembered default is offered.
    const orderRule = await screen.findByLabelText("For every item");
    await waitFor(() => expect(orderRule).toHaveValue("call"));
    await user.selectOptions(orderRule, "refund");
    await user.click(screen.getByText("Choose per item"));
    await user.selectOptions(screen.getByLabelText("Whole Wheat Atta"), "similar");
    await toPayment(user);
    await user.click(screen.getByRole("tab", { name: "Cash" }));
    await user.click(await screen.findByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Thank you! Your order has been placed.")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((r) => r.url === "/user/order/substitutions/rules")?.body).toEqual({
        order_id: placed.shops[0]._id,
        default: "refund",
        lines: { "p-atta": "similar" },
      }),
    );
  });

  it("offers the substitution rules in Hindi", async () => {
    server();
    await setLanguage("hi");
    try {
      open(saved);
      expect(await screen.findByRole("option", { name: "न बदलें (पैसे वापस)" })).toBeInTheDocument();
    } finally {
      await setLanguage("en");
    }
  });

  it("announces a cart of two stores as two parcels before payment, and lists both orders after", async () => {
    const second = {
      ...placed.shops[0],
      _id: "o-2",
      order_id: "GL261121GHIJKL",
      store_id: "store-a2",
      store_name: "Indiranagar",
    };
    server((r) =>
      r.url.startsWith("/user/order/place/")
        ? reply(
            "POST /order/place/:mode/:by",
            { ...placed, shops: [placed.shops[0], second] },
            "Your order has been placed.",
          )
        : null,
    );
    const user = userEvent.setup();
    const view = renderWithApp(<CheckoutDialog />, { preloadedState: customer });
    view.store.dispatch(checkoutOpened({ ...openPayload, savedAddresses: saved, parcels: 2 }));
    expect(await screen.findByText("Your order comes in 2 parcels from 2 stores")).toBeInTheDocument();
    await toPayment(user);
    const summary = screen.getByRole("complementary", { name: "Payment summary" });
    expect(within(summary).getByText("Your order comes in 2 parcels from 2 stores")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Cash" }));
    await user.click(await screen.findByRole("button", { name: "Place Order" }));
    expect(
      await screen.findByText("Your order comes in 2 parcels: one order for each store below."),
    ).toBeInTheDocument();
    const orders = within(screen.getByRole("list", { name: "Your orders" })).getAllByRole("listitem");
    expect(orders.map((o) => o.textContent)).toEqual([
      expect.stringContaining("Order GL261121ABCDEF"),
      expect.stringContaining("Order GL261121GHIJKL"),
    ]);
  });

  it("shows when a delivery by the shop will arrive, from the server's pricing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T06:30:00Z")); // 12:00 noon in India
    let arrival = "2026-11-21T06:58:00.000Z";
    const { requests } = server((r) =>
      r.url === "/user/order/razor/payment"
        ? reply("POST /order/razor/payment", paymentOrder({ arrival_at: arrival }))
        : null,
    );
    const user = userEvent.setup();
    open(saved);
    const slots = await screen.findByRole("radiogroup", { name: "Delivery slot" });
    await user.click(within(slots).getByRole("radio", { name: "4 PM-7 PM" }));
    await toPayment(user);
    const summary = screen.getByRole("complementary", { name: "Payment summary" });
    expect(within(summary).getByText("Arrives by 12:28 PM")).toBeInTheDocument();
    // The location and the chosen slot go with the pricing request.
    expect(requests.find((r) => r.url === "/user/order/razor/payment")?.body).toMatchObject({
      delivery_location: { lat: 12.9352, lng: 77.6245 },
      delivery_preferences: { date: null, slot: "4 PM-7 PM" },
    });
    // Another day's arrival carries its date.
    arrival = "2026-11-22T07:30:00.000Z";
    await user.click(screen.getByRole("tab", { name: "Cash" }));
    expect(await within(summary).findByText("Arrives by 22/11/2026 - 01:00 PM")).toBeInTheDocument();
  });

  it("says when the next order can be delivered, instead of the arrival, while the shop is busy", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T06:30:00Z")); // 12:00 noon in India
    server((r) =>
      r.url === "/user/order/razor/payment"
        ? reply(
            "POST /order/razor/payment",
            paymentOrder({ arrival_at: "2026-11-21T06:58:00.000Z", next_delivery_at: "2026-11-21T07:58:00.000Z" }),
          )
        : null,
    );
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This shop is taking no more orders for immediate delivery right now. The next order can be delivered at 01:28 PM. Choose a delivery slot to order now.",
    );
    expect(screen.queryByText(/Arrives by/)).not.toBeInTheDocument();
  });

  it("shows no arrival for self pickup or when the server has none", async () => {
    server();
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    expect(screen.queryByText(/Arrives by/)).not.toBeInTheDocument();
  });

  it("says nothing of parcels when one store supplies the cart", async () => {
    server();
    open(saved);
    await screen.findByRole("button", { name: "Confirm Address" });
    expect(screen.queryByText(/parcels/)).not.toBeInTheDocument();
  });

  it("lists only the offers that can apply, and says why the others cannot (new customers only, minimum, Cash)", async () => {
    const base = {
      category_id: null,
      shop_name: null,
      shop_icon: null,
      promo_title: "Offer",
      promo_title_hi: null,
      expiry_date: "2026-11-30T20:00:00.000Z",
      hide_from_public: false,
      customer_id: null,
      code_pro_obj: { value_type: 1 as const, offer_type: 2 as const, code_value: 10, price_limit: 0 },
      min_purchase_enable: false,
      min_purchase_obj: { type: 1, value: 0 },
      limited_users_per_day: 0,
      applicable_only_for_new_customer: false,
      max_limit: 0,
    };
    const offers = [
      { ...base, _id: "o1", promo_code: "SAVE10" },
      {
        ...base,
        _id: "o2",
        promo_code: "WELCOME50",
        applicable_only_for_new_customer: true,
        customer_id: 2 as const,
        not_for_you: "new_customers_only" as const,
      },
      {
        ...base,
        _id: "o3",
        promo_code: "BIG100",
        min_purchase_enable: true,
        min_purchase_obj: { type: 1, value: 5000 },
      },
    ];
    server((r) => (r.url === "/user/promo/list" ? reply("POST /promo/list", offers) : null));
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    const usable = await screen.findByRole("list", { name: "Offers" });
    expect(
      within(usable)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("SAVE10")]);
    const refused = screen.getByRole("list", { name: "Not for this order" });
    expect(
      within(refused)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("This promo code is only for new customers."),
      expect.stringContaining("A minimum purchase of ₹5,000.00 is needed for this promo code."),
    ]);
    expect(within(refused).queryByRole("button")).not.toBeInTheDocument();
    // On the Cash tab no code applies: each says so, none has Apply.
    await user.click(screen.getByRole("tab", { name: "Cash" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Offers" })).not.toBeInTheDocument());
    const cash = screen.getByRole("list", { name: "Not for this order" });
    expect(within(cash).getAllByRole("listitem")).toHaveLength(3);
    for (const li of within(cash).getAllByRole("listitem"))
      expect(li).toHaveTextContent("Promo code is not applicable for COD order!");
  });

  it("has no Cash tab when COD is not allowed", async () => {
    server((r) =>
      r.url === "/user/order/razor/payment"
        ? reply("POST /order/razor/payment", paymentOrder({ cod: { allowed: false, limit: 300 } }))
        : null,
    );
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    expect(screen.queryByRole("tab", { name: "Cash" })).not.toBeInTheDocument();
  });

  it("asks before using Galli Cash and then prices with it", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    await user.click(screen.getByRole("checkbox", { name: /Use Galli Cash/ }));
    const ask = await screen.findByRole("dialog", { name: "Galli Cash" });
    expect(within(ask).getByText("Do you want to continue with Galli cash to place order?")).toBeInTheDocument();
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === "/user/order/razor/payment").at(-1)?.body).toMatchObject({
        is_bfcash: true,
      }),
    );
  });

  it("says a promo is not applicable when Galli Cash pays everything", async () => {
    server((r) => {
      const body = r.body as { promo_code?: string; promo_id?: string; is_bfcash?: boolean } | undefined;
      if (r.url === "/user/order/razor/payment" && body?.promo_code)
        return failure(
          ERROR_CODE.PROMO_NOT_FOR_WALLET_ONLY,
          "Promo code is not applicable if you pay only with Galli Cash!",
        );
      return null;
    });
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    await user.type(screen.getByLabelText("Promo code"), "FLAT50");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(
      await screen.findByText("Promo code is not applicable if you pay only with Galli Cash!"),
    ).toBeInTheDocument();
  });
  it("keeps Pay usable after a refused promo code: the order is priced again without it", async () => {
    const { requests } = server((r) => {
      const body = r.body as { promo_code?: string } | undefined;
      if (r.url === "/user/order/razor/payment" && body?.promo_code)
        return failure(ERROR_CODE.PROMO_INVALID, "Promo code is invalid!");
      return null;
    });
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    await user.click(screen.getByRole("tab", { name: "Card" }));
    await user.type(screen.getByLabelText("Promo code"), "NOPE");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Promo code is invalid!")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay ₹356.00" })).toBeEnabled());
    const last = requests.filter((r) => r.url === "/user/order/razor/payment").at(-1)?.body;
    expect(last).not.toHaveProperty("promo_code");
  });

  it("places with Galli Cash through online/bfcash when it covers the whole order on the Cash tab", async () => {
    const { requests } = server((r) => {
      const body = r.body as { payment_mode?: string; is_bfcash?: boolean } | undefined;
      if (r.url !== "/user/order/razor/payment" || !body?.is_bfcash) return null;
      const covered = { ...billing, bfcash_amount: 356, bfcash_balance: 500, payable: 0 };
      return body.payment_mode === "cod"
        ? reply(
            "POST /order/razor/payment",
            paymentOrder({ billing: covered, amount: 0, transaction_id: null, hash: null, order: null }),
          )
        : reply(
            "POST /order/razor/payment",
            paymentOrder({ billing: covered, amount: 0, transaction_id: "chk-w", hash: "b".repeat(64), order: null }),
          );
    });
    const user = userEvent.setup();
    open(saved);
    await toPayment(user);
    await user.click(screen.getByRole("tab", { name: "Cash" }));
    await user.click(screen.getByRole("checkbox", { name: /Use Galli Cash/ }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Galli Cash" })).getByRole("button", { name: "Yes" }),
    );
    const place = await screen.findByRole("button", { name: "Place Order with Galli Cash" });
    expect(screen.queryByText(/in cash when your order/)).not.toBeInTheDocument();
    await waitFor(() => expect(place).toBeEnabled());
    expect(
      requests
        .filter((r) => r.url === "/user/order/razor/payment")
        .map((r) => (r.body as { payment_mode: string }).payment_mode)
        .slice(-2),
    ).toEqual(["cod", "online"]);
    await user.click(place);
    expect(await screen.findByText("Thank you! Your order has been placed.")).toBeInTheDocument();
    const places = requests.filter((r) => r.url.startsWith("/user/order/place/"));
    expect(places.map((r) => r.url)).toEqual(["/user/order/place/online/bfcash"]);
    const inputs = JSON.parse((places[0].body as FormData).get("inputs") as string);
    expect(inputs).toMatchObject({ is_bfcash: true, payment: { txnid: "chk-w", hash: "b".repeat(64) } });
  });
});
