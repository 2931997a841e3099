// The stock, store settings and integrations pages against a stand-in of their calls: inline
// edits send /api/update's fields, refused fields show at the field, a new key is shown once.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StockItem } from "@contract/console-stock";
import type { StoreSettings, Storefront } from "@contract/console-settings";
import { renderWithApp } from "@/testing/render";
import { storeApi } from "./store-api";
import StockPage from "../pages/stock-page";
import StoreSettingsPage from "../pages/store-settings-page";
import IntegrationsPage from "../pages/integrations-page";
import { StorefrontPanel } from "./storefront-panel";

vi.mock("./store-api", async (original) => {
  const real = await original<typeof import("./store-api")>();
  const fns = Object.fromEntries(Object.keys(real.storeApi).map((k) => [k, vi.fn()]));
  return { ...real, storeApi: fns };
});
const api = storeApi as unknown as Record<keyof typeof storeApi, ReturnType<typeof vi.fn>>;

const STORE = {
  store_id: "st1",
  store_key: "GALLI-STORE-0001",
  name: "Store 1",
  area: "Koramangala",
  shop_id: "sh1",
  shop_name: "Fresh Mart",
};
const item: StockItem = {
  product_code: "8900000000017",
  product_id: "p1",
  product_name: "Amul Cheese Slices",
  product_name_hi: "अमूल चीज़ स्लाइस",
  brand: "Amul",
  unit: "200 g",
  mrp: 150,
  stock: 12,
  selling_price: 140,
  offer: 5,
  tax: 12,
  updated_at: "2026-11-27T10:00:00.000Z",
};
const settings: StoreSettings = {
  shop_id: "sh1",
  display_name: "Fresh Mart",
  group: "public",
  open_now: true,
  updated_at: "2026-11-27T10:00:00.000Z",
  weekly_hours: [],
  holidays: [],
  temporarily_closed: false,
  delivery_radius_km: 10,
  delivery_hours: { from: "09:00", to: "21:00" },
  delivery_types: { by_shop: true, pickup: true },
  cod: { enabled: true, limit: null },
  features: { notes: true, upload: true },
  arrival: { prep_minutes: 15, speed_kmh: 15 },
  orders_per_hour: null,
  free_delivery_from: 199,
  local_delivery: { duration: 45, unit: "minutes" },
  other_delivery: { duration: 2, unit: "days" },
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.stores.mockResolvedValue([STORE]);
});

describe("stock page", () => {
  it("saves stock, price and offer of a row, and marks out of stock", async () => {
    api.stock.mockResolvedValue({ store_id: "st1", total: 1, items: [item] });
    api.updateStock.mockImplementation(
      async (_s: string, _c: string, b: { stock: number; selling_price: number; offer: number }) => ({
        ...item,
        stock: b.stock,
        selling_price: b.selling_price / 100,
        offer: b.offer,
      }),
    );
    renderWithApp(<StockPage />);
    const row = await screen.findByRole("listitem", { name: "Amul Cheese Slices" }, { timeout: 5000 });
    const stock = within(row).getByRole("spinbutton", { name: "Stock" });
    await userEvent.clear(stock);
    await userEvent.type(stock, "30");
    await userEvent.click(within(row).getByRole("button", { name: "Save" }));
    await within(row).findByText("Saved: Amul Cheese Slices");
    expect(api.updateStock).toHaveBeenCalledWith("st1", item.product_code, {
      stock: 30,
      selling_price: 14000,
      offer: 5,
    });
    await userEvent.click(within(row).getByRole("button", { name: "Mark out of stock" }));
    await within(row).findByText("Out of stock");
    expect(api.updateStock).toHaveBeenLastCalledWith("st1", item.product_code, {
      stock: 0,
      selling_price: 14000,
      offer: 5,
    });
  });

  it("shows a refused value at its field", async () => {
    api.stock.mockResolvedValue({ store_id: "st1", total: 1, items: [item] });
    api.updateStock.mockRejectedValue(
      Object.assign(new Error("selling_price must be more than 0."), {
        errors: [{ path: "selling_price", message: "selling_price must be more than 0." }],
      }),
    );
    renderWithApp(<StockPage />);
    const row = await screen.findByRole("listitem", { name: "Amul Cheese Slices" }, { timeout: 5000 });
    const price = within(row).getByRole("spinbutton", { name: "Selling price (₹)" });
    await userEvent.clear(price);
    await userEvent.type(price, "0");
    await userEvent.click(within(row).getByRole("button", { name: "Save" }));
    await within(row).findByText("selling_price must be more than 0.");
    expect(price).toHaveAttribute("aria-invalid", "true");
  });
});

describe("store settings page", () => {
  it("closes the shop at once with the switch, and shows a refused radius at its field", async () => {
    api.settings.mockResolvedValue([settings]);
    api.closure.mockResolvedValue({ ...settings, temporarily_closed: true, open_now: false });
    api.saveSettings.mockRejectedValue(
      Object.assign(new Error("The delivery radius must be more than 0 km."), {
        errors: [{ path: "delivery_radius_km", message: "The delivery radius must be more than 0 km." }],
      }),
    );
    renderWithApp(<StoreSettingsPage />);
    const closure = await screen.findByRole("switch", { name: "Close the shop for now" }, { timeout: 5000 });
    await userEvent.click(closure);
    await screen.findByText("Customers see your shop closed now.");
    expect(api.closure).toHaveBeenCalledWith("sh1", true);

    const radius = screen.getByRole("spinbutton", { name: "Delivery radius (km)" });
    await userEvent.clear(radius);
    await userEvent.type(radius, "-3");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(radius).toHaveAttribute("aria-invalid", "true"));
    expect(api.saveSettings.mock.calls[0][1]).toMatchObject({ delivery_radius_km: -3, temporarily_closed: true });
  });

  it("shows each slot's bookings today and tomorrow, saves the capacity and closes a slot by hand", async () => {
    const day = (date: string, full: boolean) => ({
      date,
      items: ["7 AM-10 AM", "10 AM-1 PM", "1 PM-4 PM", "4 PM-7 PM", "7 PM-10 PM"].map((slot, n) => ({
        slot,
        capacity: 2,
        booked: full && n === 0 ? 2 : 0,
        cutoff_at: `${date}T00:30:00.000Z`,
        open: !(full && n === 0),
        state: full && n === 0 ? ("full" as const) : ("open" as const),
        closed: false,
      })),
      next_free: { date, slot: "10 AM-1 PM" },
    });
    api.settings.mockResolvedValue([settings]);
    api.slots.mockResolvedValue({
      stores: [
        {
          store_id: "st1",
          store_name: "Store 1",
          rules: { capacity: 2, cutoff_minutes: 60 },
          today: day("2026-11-21", false),
          tomorrow: day("2026-11-22", true),
        },
      ],
    });
    api.saveSlots.mockResolvedValue({ rules: { capacity: 5, cutoff_minutes: 60 } });
    api.closeSlot.mockResolvedValue({ closed: true });
    renderWithApp(<StoreSettingsPage />);
    const section = (await screen.findByRole("heading", { name: "Delivery slots" }, { timeout: 5000 })).closest(
      "section",
    )!;
    const tomorrow = within(section).getByRole("table", { name: "Tomorrow, 2026-11-22" });
    const row = within(tomorrow).getByRole("row", { name: /7 AM-10 AM/ });
    expect(within(row).getByText("2 of 2")).toBeInTheDocument();
    expect(within(row).getByText("Full")).toBeInTheDocument();

    const capacity = within(section).getByRole("spinbutton", { name: "Orders per slot" });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, "5");
    await userEvent.click(within(section).getByRole("button", { name: "Save slots" }));
    await waitFor(() => expect(api.saveSlots).toHaveBeenCalledWith("sh1", "st1", { capacity: 5, cutoff_minutes: 60 }));

    // Saved: the panel loads again.
    const again = await within(section).findByRole("table", { name: "Tomorrow, 2026-11-22" });
    await userEvent.click(within(again).getByRole("button", { name: "Close 1 PM-4 PM" }));
    await waitFor(() => expect(api.slots).toHaveBeenCalledTimes(3));
    expect(api.closeSlot).toHaveBeenCalledWith("sh1", "st1", { date: "2026-11-22", slot: "1 PM-4 PM", closed: true });
  });

  it("leads from Inventory Update API (the spec's path) to the API keys page", async () => {
    api.settings.mockResolvedValue([settings]);
    renderWithApp(<StoreSettingsPage />);
    const section = (await screen.findByRole("heading", { name: "Inventory Update API" }, { timeout: 5000 })).closest(
      "section",
    )!;
    expect(within(section).getByRole("link", { name: "API Keys" })).toHaveAttribute("href", "/merchant/api-keys");
    expect(within(section).getByRole("link", { name: "Read the API" })).toHaveAttribute("href", "/api");
  });
});

describe("the free-delivery amount", () => {
  it("shows the saved amount, sends what the merchant types (empty: no rule) and shows a refusal at the field", async () => {
    api.settings.mockResolvedValue([settings]);
    api.saveSettings.mockImplementation(async (_id: string, body: { free_delivery_from: number | null }) => ({
      ...settings,
      free_delivery_from: body.free_delivery_from || null,
    }));
    renderWithApp(<StoreSettingsPage />);
    const amount = await screen.findByRole("spinbutton", { name: "Free delivery on orders of (₹)" }, { timeout: 5000 });
    expect(amount).toHaveValue(199);
    expect(amount).toHaveAccessibleDescription(/costs nothing when the item total reaches this amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, "249.5");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.saveSettings).toHaveBeenCalledTimes(1));
    expect(api.saveSettings.mock.calls[0][1]).toMatchObject({ free_delivery_from: 249.5 });
    await userEvent.clear(amount);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.saveSettings).toHaveBeenCalledTimes(2));
    expect(api.saveSettings.mock.calls[1][1]).toMatchObject({ free_delivery_from: null });

    const message = "The free delivery amount cannot be less than ₹0.";
    api.saveSettings.mockRejectedValue(
      Object.assign(new Error(message), { errors: [{ path: "free_delivery_from", message }] }),
    );
    await userEvent.type(amount, "-5");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "true"));
    expect(amount).toHaveAccessibleDescription(new RegExp(message.replace(/[.₹]/g, ".")));
  });

  it("edits the preparation time and delivery speed the arrival is promised from, and shows a refusal at the field", async () => {
    api.settings.mockResolvedValue([settings]);
    api.saveSettings.mockImplementation(
      async (_id: string, body: { arrival: { prep_minutes: number; speed_kmh: number } }) => ({
        ...settings,
        arrival: body.arrival,
      }),
    );
    renderWithApp(<StoreSettingsPage />);
    const prep = await screen.findByRole("spinbutton", { name: "Preparation time (minutes)" }, { timeout: 5000 });
    const speed = screen.getByRole("spinbutton", { name: "Delivery speed (km/h)" });
    expect(prep).toHaveValue(15);
    expect(speed).toHaveValue(15);
    await userEvent.clear(prep);
    await userEvent.type(prep, "20");
    await userEvent.clear(speed);
    await userEvent.type(speed, "25");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.saveSettings).toHaveBeenCalledTimes(1));
    expect(api.saveSettings.mock.calls[0][1]).toMatchObject({ arrival: { prep_minutes: 20, speed_kmh: 25 } });

    const message = "The delivery speed must be a whole number of km/h from 5 to 60.";
    api.saveSettings.mockRejectedValue(
      Object.assign(new Error(message), { errors: [{ path: "arrival.speed_kmh", message }] }),
    );
    await userEvent.clear(speed);
    await userEvent.type(speed, "99");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(speed).toHaveAttribute("aria-invalid", "true"));
    expect(speed).toHaveAccessibleDescription(new RegExp(message.replace(/[./]/g, ".")));
  });

  it("edits the orders per hour for immediate delivery (empty: no limit) and shows a refusal at the field", async () => {
    api.settings.mockResolvedValue([settings]);
    api.saveSettings.mockImplementation(async (_id: string, body: { orders_per_hour: number | null }) => ({
      ...settings,
      orders_per_hour: body.orders_per_hour,
    }));
    renderWithApp(<StoreSettingsPage />);
    const cap = await screen.findByRole("spinbutton", { name: "Orders per hour for immediate delivery" }, { timeout: 5000 });
    expect(cap).toHaveValue(null);
    expect(cap).toHaveAccessibleDescription(/Leave empty for no limit/);
    await userEvent.type(cap, "12");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.saveSettings).toHaveBeenCalledTimes(1));
    expect(api.saveSettings.mock.calls[0][1]).toMatchObject({ orders_per_hour: 12 });
    await waitFor(() => expect(cap).toHaveValue(12));
    await userEvent.clear(cap);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.saveSettings).toHaveBeenCalledTimes(2));
    expect(api.saveSettings.mock.calls[1][1]).toMatchObject({ orders_per_hour: null });

    const message = "Orders per hour for immediate delivery must be empty (no limit) or a whole number from 1 to 500.";
    api.saveSettings.mockRejectedValue(Object.assign(new Error(message), { errors: [{ path: "orders_per_hour", message }] }));
    await userEvent.type(cap, "0");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(cap).toHaveAttribute("aria-invalid", "true"));
    expect(cap).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, ".")));
  });
});

describe("API keys and webhooks page", () => {
  const key = {
    key_id: "k1",
    label: "Billing",
    created_at: "2026-11-27T10:00:00.000Z",
    revoked_at: null,
    last_used_at: null,
  };
  const endpoint = {
    url: "https://erp.example.in/galli",
    events: ["order.created" as const],
    secret: "whsec_old",
    created_at: "2026-11-27T10:00:00.000Z",
    updated_at: "2026-11-27T10:00:00.000Z",
  };
  beforeEach(() => {
    api.keys.mockResolvedValue([]);
    api.webhook.mockResolvedValue({ store_id: "st1", store_key: "GALLI-STORE-0001", endpoint: null });
    api.deliveries.mockResolvedValue({ total: 0, deliveries: [] });
  });

  it("shows a new key's token once, and revokes a key after asking in the page", async () => {
    const confirm = vi.spyOn(window, "confirm");
    api.issueKey.mockResolvedValue({ ...key, token: "galli_secret_token" });
    api.revokeKey.mockResolvedValue({ ...key, revoked_at: "2026-11-27T11:00:00.000Z" });
    renderWithApp(<IntegrationsPage />);
    await userEvent.type(await screen.findByRole("textbox", { name: "Key name" }, { timeout: 5000 }), "Billing");
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("galli_secret_token")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByText("galli_secret_token")).toBeNull();
    const row = screen.getByRole("listitem", { name: "Billing" });
    within(row).getByText(/Never used/);
    const revoke = within(row).getByRole("button", { name: "Revoke" });

    // Cancel: nothing revoked, focus back on Revoke.
    await userEvent.click(revoke);
    const ask = await screen.findByRole("dialog", { name: "Revoke “Billing”?" });
    within(ask).getByText("Software using this key stops working at once.");
    await userEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(api.revokeKey).not.toHaveBeenCalled();

    await userEvent.click(revoke);
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Revoke" }));
    await within(row).findByText(/^Revoked/);
    expect(api.revokeKey).toHaveBeenCalledWith("k1");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
  });

  it("renames a key in place: Save sends the new name, Cancel and Escape keep it, focus goes back to Rename", async () => {
    const prompt = vi.spyOn(window, "prompt");
    api.keys.mockResolvedValue([key]);
    api.renameKey.mockImplementation(async (_id: string, label: string) => ({ ...key, label }));
    renderWithApp(<IntegrationsPage />);
    const row = await screen.findByRole("listitem", { name: "Billing" }, { timeout: 5000 });
    const rename = within(row).getByRole("button", { name: "Rename" });

    await userEvent.click(rename);
    const field = within(row).getByRole("textbox", { name: "Key name" });
    expect(field).toHaveFocus();
    expect(field).toHaveValue("Billing");
    await userEvent.type(field, " old");
    await userEvent.click(within(row).getByRole("button", { name: "Cancel" }));
    expect(within(row).queryByRole("textbox")).toBeNull();
    await waitFor(() => expect(within(row).getByRole("button", { name: "Rename" })).toHaveFocus());

    await userEvent.click(within(row).getByRole("button", { name: "Rename" }));
    await userEvent.keyboard("{Escape}");
    expect(within(row).queryByRole("textbox")).toBeNull();

    await userEvent.click(within(row).getByRole("button", { name: "Rename" }));
    const again = within(row).getByRole("textbox", { name: "Key name" });
    await userEvent.clear(again);
    await userEvent.type(again, "Tally ERP{Enter}");
    const renamed = await screen.findByRole("listitem", { name: "Tally ERP" });
    expect(api.renameKey).toHaveBeenCalledTimes(1);
    expect(api.renameKey).toHaveBeenCalledWith("k1", "Tally ERP");
    await waitFor(() => expect(within(renamed).getByRole("button", { name: "Rename" })).toHaveFocus());
    expect(prompt).not.toHaveBeenCalled();
  });

  it("shows a refused name at the field", async () => {
    api.keys.mockResolvedValue([key]);
    api.renameKey.mockRejectedValue(
      Object.assign(new Error("Give the key a name, such as Billing software."), {
        errors: [{ path: "label", message: "Give the key a name, such as Billing software." }],
      }),
    );
    renderWithApp(<IntegrationsPage />);
    const row = await screen.findByRole("listitem", { name: "Billing" }, { timeout: 5000 });
    await userEvent.click(within(row).getByRole("button", { name: "Rename" }));
    const field = within(row).getByRole("textbox", { name: "Key name" });
    await userEvent.clear(field);
    await userEvent.type(field, " ");
    await userEvent.click(within(row).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    within(row).getByText("Give the key a name, such as Billing software.");
  });

  it("makes a new webhook secret only after asking in the page", async () => {
    const confirm = vi.spyOn(window, "confirm");
    api.webhook.mockResolvedValue({ store_id: "st1", store_key: "GALLI-STORE-0001", endpoint });
    api.rotateSecret.mockResolvedValue({
      store_id: "st1",
      store_key: "GALLI-STORE-0001",
      endpoint: { ...endpoint, secret: "whsec_new" },
    });
    renderWithApp(<IntegrationsPage />);
    const opener = await screen.findByRole("button", { name: "New secret" }, { timeout: 5000 });
    await userEvent.click(opener);
    let ask = await screen.findByRole("dialog", { name: "Make a new secret?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(api.rotateSecret).not.toHaveBeenCalled();

    await userEvent.click(opener);
    ask = await screen.findByRole("dialog", { name: "Make a new secret?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Make a new secret" }));
    await screen.findByText("A new secret is in use.");
    expect(api.rotateSecret).toHaveBeenCalledWith("st1");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(screen.getByRole("button", { name: "Show secret" }));
    screen.getByText("whsec_new");
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe("the page's questions", () => {
  it("name their two answers apart in both languages", async () => {
    const { default: en } = await import("@/lib/i18n/texts/merchantStore/en");
    const { default: hi } = await import("@/lib/i18n/texts/merchantStore/hi");
    for (const { merchantStore: texts } of [en, hi]) {
      expect(texts.keys.revoke).not.toBe(texts.cancel);
      expect(texts.keys.rotateYes).not.toBe(texts.cancel);
    }
  });
});

// The store-front image on the settings page: the current picture, an upload that replaces it, a
// refused file's message, and an onboarding shop's list of what is missing to go live.
const onboarding: Storefront = {
  shop_id: "sh1",
  status: "onboarding",
  image: null,
  image_url: null,
  go_live: { storefront_image: false, primary_mobile_verified: true, ready: false },
};
const withImage: Storefront = {
  ...onboarding,
  image: "shops/abc.webp",
  image_url: "/user/category/view/img?img=shops%2Fabc.webp&format=jpeg&width=400&height=400",
  go_live: { storefront_image: true, primary_mobile_verified: true, ready: true },
};

describe("store-front image", () => {
  it("lists what an onboarding shop still needs, uploads the image and shows it", async () => {
    api.storefront.mockResolvedValue(onboarding);
    api.uploadStorefront.mockResolvedValue(withImage);
    renderWithApp(<StorefrontPanel shopId="sh1" />);
    const list = await screen.findByRole("list", { name: "Before your shop can go live" }, { timeout: 5000 });
    expect(within(list).getByText("Upload a store-front image.")).toBeInTheDocument();
    expect(within(list).getByText("Primary mobile verified.")).toBeInTheDocument();
    expect(screen.getByText("No store-front image yet.")).toBeInTheDocument();

    const file = new File([new Uint8Array([137, 80, 78, 71])], "front.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Upload store-front image"), file);
    await screen.findByText("Store-front image saved.");
    expect(api.uploadStorefront).toHaveBeenCalledWith("sh1", file);
    expect(screen.getByRole("img", { name: "Current store-front image" })).toHaveAttribute("src", withImage.image_url);
    expect(screen.getByText("Store-front image uploaded.")).toBeInTheDocument();
    expect(screen.getByText("Everything is ready. Galli's team will approve your shop soon.")).toBeInTheDocument();
    expect(screen.getByLabelText("Replace store-front image")).toBeInTheDocument();
  });

  it("shows a refused file's message and no go-live list for a live shop", async () => {
    api.storefront.mockResolvedValue({ ...withImage, status: "live" });
    api.uploadStorefront.mockRejectedValue(
      Object.assign(new Error("Only images can be uploaded (JPEG, PNG or WebP)."), {
        errors: [{ path: "file", message: "Only images can be uploaded (JPEG, PNG or WebP)." }],
      }),
    );
    renderWithApp(<StorefrontPanel shopId="sh1" />);
    await screen.findByRole("img", { name: "Current store-front image" }, { timeout: 5000 });
    expect(screen.queryByRole("list", { name: "Before your shop can go live" })).toBeNull();
    const file = new File(["hello"], "front.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Replace store-front image"), file);
    expect(await screen.findByRole("alert")).toHaveTextContent("Only images can be uploaded (JPEG, PNG or WebP).");
  });
});
