import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Place } from "@contract/places";
import type { SavedAddress } from "@contract/profile";
import type { ShopGroup } from "@contract/shops";
import { offersOpened } from "@/app/ui-slice";
import {
  STORAGE_KEYS,
  storedDeliveryCoordinates,
  storedRecentShop,
  storedSearchCoordinates,
  storedShopIds,
} from "@/lib/storage";
import { ERROR_CODE } from "@contract/errors";
import { failure, userApi } from "@/testing/fake-api";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import { group, offer, shopCard } from "../test-data";
import { OffersPanel } from "../components/offers-panel";
import { HOME_MESSAGES } from "../components/home-messages";
import { HomePage } from "./home-page";

const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
type Groups = { public: ShopGroup; private: ShopGroup; branded: ShopGroup; global: ShopGroup };
const empty = (): Groups => ({ public: group([]), private: group([]), branded: group([]), global: group([]) });
const koramangala: Place = {
  place_id: "loc:560034:koramangala",
  street: "",
  area: "Koramangala",
  city: "Bangalore",
  state: "Karnataka",
  zipcode: "560034",
  description: "Koramangala, Bangalore, Karnataka 560034",
  location: { type: "Point", coordinates: [77.622109, 12.926138] },
};

const notFound = ({ method, url }: MockRequest) => failure(ERROR_CODE.NOT_FOUND, `No route for ${method} ${url}.`);

function server(groups: Groups, offers = [offer()]) {
  return userApi(
    {
      "POST /category/view/location": ({ body }) =>
        (body as { type: number }).type === 1 ? groups.public : groups.branded,
      "POST /category/v2/view/location/private": () => groups.private,
      "POST /category/view/location/global": () => groups.global,
      "POST /promo/list": () => offers,
      "GET /places/reverse": () => koramangala,
      "GET /places/autocomplete": () => ({
        suggestions: [
          {
            place_id: koramangala.place_id,
            kind: "locality",
            main_text: "Koramangala",
            secondary_text: "Bangalore, Karnataka 560034",
            description: koramangala.description,
            location: koramangala.location,
          },
        ],
      }),
    },
    notFound,
  );
}

const shopCalls = (requests: MockRequest[]) => requests.filter((r) => r.url.startsWith("/user/category/"));
const setBothLocations = () => {
  storedDeliveryCoordinates.set(KORAMANGALA);
  storedSearchCoordinates.set(KORAMANGALA);
};

describe("home page without locations", () => {
  it("asks for both locations and makes no shop calls", async () => {
    const { requests } = mockFetch(server(empty()));
    renderWithApp(<HomePage />, { path: "/home" });
    expect(screen.getByText(HOME_MESSAGES.locationUnset)).toBeVisible();
    await waitFor(() => expect(requests.some((r) => r.url === "/user/promo/list")).toBe(true));
    expect(shopCalls(requests)).toEqual([]);
    expect(screen.queryByText("Public Shops:")).not.toBeInTheDocument();
  });

  it("still asks when only the delivery location is set", async () => {
    storedDeliveryCoordinates.set(KORAMANGALA);
    const { requests } = mockFetch(server(empty()));
    renderWithApp(<HomePage />, { path: "/home" });
    expect(screen.getByText(HOME_MESSAGES.locationUnset)).toBeVisible();
    await waitFor(() => expect(requests.some((r) => r.url.startsWith("/user/places/reverse"))).toBe(true));
    expect(shopCalls(requests)).toEqual([]);
  });

  it("loads the shops once a suggestion sets the second location", async () => {
    storedDeliveryCoordinates.set(KORAMANGALA);
    const { requests } = mockFetch(server({ ...empty(), public: group([shopCard({ display_name: "Near Kirana" })]) }));
    renderWithApp(<HomePage />, { path: "/home" });
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search Location" }), "kora");
    const option = await screen.findByRole("option", { name: "Koramangala, Bangalore, Karnataka 560034" });
    expect(requests.filter((r) => r.url.startsWith("/user/places/autocomplete"))).toHaveLength(1); // debounced
    await user.click(option);
    expect(await screen.findByText("Near Kirana")).toBeVisible();
    expect(storedSearchCoordinates.get()).toEqual({ lat: 12.926138, lng: 77.622109 });
    const call = shopCalls(requests).find((r) => r.url === "/user/category/v2/view/location/private")!;
    expect(call.body).toEqual({
      searchLocation: { type: "Point", coordinates: [77.622109, 12.926138] },
      deliveryLocation: { type: "Point", coordinates: [KORAMANGALA.lng, KORAMANGALA.lat] },
      maxDistance: 5000,
    });
  });
});

describe("distance", () => {
  it("defaults to 5 km, remembers the choice and sends it in metres", async () => {
    setBothLocations();
    const { requests } = mockFetch(server(empty()));
    const first = renderWithApp(<HomePage />, { path: "/home" });
    const select = screen.getByRole("combobox", { name: "Distance" });
    expect(select).toHaveValue("5");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"].map((n) => `${n} km`));
    await userEvent.setup().selectOptions(select, "7");
    expect(window.localStorage.getItem(STORAGE_KEYS.distance)).toBe("7");
    await waitFor(() =>
      expect(shopCalls(requests).some((r) => (r.body as { maxDistance: number }).maxDistance === 7000)).toBe(true),
    );
    first.unmount();
    renderWithApp(<HomePage />, { path: "/home" }); // a new visit: a fresh store reads storage
    expect(screen.getByRole("combobox", { name: "Distance" })).toHaveValue("7");
  });
});

describe("shop groups", () => {
  it("titles the four groups and pads each grid with placeholders to a multiple of 6", async () => {
    setBothLocations();
    const groups: Groups = {
      public: group(Array.from({ length: 7 }, () => shopCard())),
      private: group(
        Array.from({ length: 6 }, () => shopCard({ group: "private", promoid_obj: { shop_unique_id: "p" } })),
      ),
      branded: group([shopCard({ group: "branded" })]),
      global: group([]),
    };
    mockFetch(server(groups));
    const { container } = renderWithApp(<HomePage />, { path: "/home" });
    await screen.findByRole("heading", { name: "Public Shops:" });
    const section = (name: string) => screen.getByRole("region", { name });
    const placeholders = (name: string) => section(name).querySelectorAll("[data-placeholder]").length;
    expect(placeholders("Public Shops:")).toBe(5);
    expect(placeholders("Private Shops:")).toBe(0);
    expect(placeholders("Branded Shops")).toBe(5);
    expect(within(section("Other location shops:")).getByText("No other location shops yet.")).toBeVisible();
    expect(container.querySelectorAll("li[data-placeholder]").length + 7 + 6 + 1).toBe(24);
    for (const name of [
      "About Public Shops",
      "About Private Shops",
      "About Branded Shops",
      "About Other location shops",
    ]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("shows image, name, rating to one decimal, open state and offer on a tile", async () => {
    setBothLocations();
    const shop = shopCard({
      display_name: "Near Kirana",
      image: "shops/near.png",
      offer: { value_type: 2, code_value: 20 },
    });
    const unrated = shopCard({
      display_name: "New Mart",
      store_rating: { avg_rating: 0, count: 0 },
      is_open: false,
      offer: { value_type: 1, code_value: 50 },
    });
    mockFetch(server({ ...empty(), public: group([shop, unrated]) }));
    renderWithApp(<HomePage />, { path: "/home" });
    const tile = (await screen.findByText("Near Kirana")).closest("li")!;
    expect(within(tile).getByText("4.3")).toBeVisible();
    expect(within(tile).getByText("Open")).toBeVisible();
    expect(within(tile).getByText("20% OFF")).toBeVisible();
    expect(tile.querySelector("img")!.getAttribute("src")).toBe(
      "/user/category/view/img?img=shops%2Fnear.png&format=jpeg&width=400&height=400",
    );
    const other = screen.getByText("New Mart").closest("li")!;
    expect(within(other).getByText("No Ratings")).toBeVisible();
    expect(within(other).getByText("Closed")).toBeVisible();
    expect(within(other).getByText("₹50 OFF")).toBeVisible();
  });

  it("opens a public shop on its own /public/products/{shop id} and remembers it; a closed private shop cannot be opened", async () => {
    setBothLocations();
    const pub = shopCard({ display_name: "Near Kirana", stores: ["s1", "s2"] });
    const closed = shopCard({
      display_name: "Closed Private",
      group: "private",
      is_open: false,
      private_is_open: false,
      promoid_obj: { shop_unique_id: "closed-one" },
    });
    const open = shopCard({
      display_name: "Open Private",
      group: "private",
      is_open: false,
      private_is_open: true,
      promoid_obj: { shop_unique_id: "open-one" },
    });
    mockFetch(server({ ...empty(), public: group([pub]), private: group([closed, open]) }));
    const view = renderWithApp(<HomePage />, { path: "/home" });
    const closedTile = (await screen.findByText("Closed Private")).closest("li")!;
    expect(closedTile).toHaveAttribute("aria-disabled", "true");
    expect(within(closedTile).queryByRole("link")).toBeNull();
    expect(closedTile.querySelector("img")!.getAttribute("src")).toContain("is_web=1&off=1");
    expect(screen.getByRole("link", { name: /Open Private/ })).toHaveAttribute("href", "/open-one");
    await userEvent.setup().click(screen.getByRole("link", { name: /Near Kirana/ }));
    expect(view.location()).toBe(`/public/products/${pub.category_id}`);
    expect(storedShopIds.get()).toEqual(["s1", "s2"]);
    expect(storedRecentShop.get()).toMatchObject({ _id: pub._id, isPrivate: false, shopsIds: ["s1", "s2"] });
  });

  it("shows a group's help on a tap or click of its '?' (touch screens have no hover), and hides it again", async () => {
    setBothLocations();
    mockFetch(server({ ...empty(), public: group([shopCard({ display_name: "Near Kirana" })]) }));
    renderWithApp(<HomePage />, { path: "/home" });
    const user = userEvent.setup();
    const about = await screen.findByRole("button", { name: "About Public Shops" });
    expect(about).toHaveAttribute("aria-expanded", "false");
    await user.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Shops near your Search Location that anyone can order from.", { selector: "p" })).toBeVisible();
    await user.click(about);
    expect(screen.queryByText("Shops near your Search Location that anyone can order from.", { selector: "p" })).toBeNull();
  });

  it("shows the no-nearby-shops message (dismissible) with the other location shops below", async () => {
    setBothLocations();
    mockFetch(server({ ...empty(), global: group([shopCard({ display_name: "Far Away Foods", group: "global" })]) }));
    renderWithApp(<HomePage />, { path: "/home" });
    expect(await screen.findByText(HOME_MESSAGES.noNearbyShops)).toBeVisible();
    expect(screen.getByRole("heading", { name: "Other location shops:" })).toBeVisible();
    expect(screen.getByText("Far Away Foods")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Public Shops:" })).toBeNull();
    const user = userEvent.setup();
    const message = screen.getByText(HOME_MESSAGES.noNearbyShops).closest("[role=status]")!;
    await user.click(within(message as HTMLElement).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(HOME_MESSAGES.noNearbyShops)).toBeNull();
    expect(screen.getByText("Far Away Foods")).toBeVisible();
  });

  it("hides the warning banner when dismissed", async () => {
    mockFetch(server(empty()));
    renderWithApp(<HomePage />, { path: "/home" });
    const banner = screen.getByText(HOME_MESSAGES.warning).closest("[role=status]") as HTMLElement;
    await userEvent.setup().click(within(banner).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(HOME_MESSAGES.warning)).toBeNull();
  });
});

describe("GPS auto-select", () => {
  it("shows the geolocation error once when no coordinates are saved", async () => {
    mockFetch(server(empty()));
    renderWithApp(<HomePage />, { path: "/home" });
    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Delivery Location" });
    await user.click(input);
    await user.click(screen.getByRole("option", { name: /Auto-select my location/ }));
    const error = await screen.findByText(/cannot share your location/);
    await user.click(within(error.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Dismiss" }));
    await user.click(input);
    await user.click(screen.getByRole("option", { name: /Auto-select my location/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/cannot share your location/)).toBeNull(); // once only
  });

  it("falls back to the saved coordinates when GPS fails", async () => {
    storedDeliveryCoordinates.set(KORAMANGALA);
    mockFetch(server(empty()));
    renderWithApp(<HomePage />, { path: "/home" });
    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Delivery Location" });
    await waitFor(() => expect(input).toHaveValue("Koramangala, Bangalore, Karnataka 560034"));
    await user.click(input);
    await user.click(screen.getByRole("option", { name: /Auto-select my location/ }));
    await waitFor(() => expect(input).toHaveValue("Koramangala, Bangalore, Karnataka 560034"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(storedDeliveryCoordinates.get()).toEqual(KORAMANGALA);
  });

  it("uses the browser position and names it", async () => {
    const { requests } = mockFetch(server(empty()));
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 12.93, longitude: 77.62 } } as GeolocationPosition),
    };
    Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
    try {
      renderWithApp(<HomePage />, { path: "/home" });
      const user = userEvent.setup();
      await user.click(screen.getByRole("combobox", { name: "Search Location" }));
      await user.click(screen.getByRole("option", { name: /Auto-select my location/ }));
      await waitFor(() =>
        expect(screen.getByRole("combobox", { name: "Search Location" })).toHaveValue(
          "Koramangala, Bangalore, Karnataka 560034",
        ),
      );
      expect(requests.some((r) => r.url === "/user/places/reverse?lat=12.93&lng=77.62")).toBe(true);
      expect(storedSearchCoordinates.get()).toEqual({ lat: 12.93, lng: 77.62 });
    } finally {
      Object.defineProperty(navigator, "geolocation", { value: undefined, configurable: true });
    }
  });
});

describe("saved addresses", () => {
  it("offers a customer's saved addresses with home, work and other icons", async () => {
    const address = (id: string, type: string, street: string, lng: number, lat: number): SavedAddress => ({
      id,
      type,
      location: { type: "Point", coordinates: [lng, lat] },
      address: { street, area: "Koramangala", zipcode: "560034" },
      is_default: false,
    });
    mockFetch(
      userApi(
        {
          "GET /profile/view": () => ({
            _id: "u1",
            first_name: "Asha",
            last_name: "Verma",
            email: { id: "asha@example.in", is_verified: true },
            mobile: { dialing_code: "+91", number: "9876543210", is_verified: true },
            image: null,
            delivery_type: 1,
            address: [
              address("a1", "Home", "12 First Cross", 77.62, 12.93),
              address("a2", "Work", "5 Hosur Road", 77.63, 12.92),
              address("a3", "Gym", "3 Park Lane", 77.64, 12.94),
            ],
          }),
        },
        server(empty()),
      ),
    );
    renderWithApp(<HomePage />, {
      path: "/home",
      preloadedState: {
        session: {
          status: "done",
          token: "t",
          refreshToken: "r",
          expiry: null,
          guest: false,
          userName: "Asha",
          newUser: false,
        },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Delivery Location" }));
    const home = await screen.findByRole("option", { name: "Home, 12 First Cross, Koramangala, 560034" });
    expect(home.querySelector("[data-icon=home]")).not.toBeNull();
    expect(screen.getByRole("option", { name: /^Work/ }).querySelector("[data-icon=work]")).not.toBeNull();
    expect(screen.getByRole("option", { name: /^Gym/ }).querySelector("[data-icon=other]")).not.toBeNull();
    await user.click(home);
    expect(storedDeliveryCoordinates.get()).toEqual({ lat: 12.93, lng: 77.62 });
    expect(window.localStorage.getItem(STORAGE_KEYS.locationType)).toBe("saved");
  });
});

describe("offers panel", () => {
  it("lists today's offers with DD/MM/YYYY dates, or 'No Offers Today!'", async () => {
    mockFetch(
      server(empty(), [
        offer({ expiry_date: "2026-11-30T20:00:00.000Z" }),
        offer({
          promo_code: "SCRATCH10",
          promo_title: "Your scratch card prize",
          customer_id: "u-1",
          expiry_date: "2026-12-05T10:00:00.000Z",
          code_pro_obj: { value_type: 1, offer_type: 2, code_value: 10, price_limit: 0 },
        }),
      ]),
    );
    const view = renderWithApp(<OffersPanel />);
    act(() => {
      view.store.dispatch(offersOpened());
    });
    const dialog = await screen.findByRole("dialog", { name: "Todays Shop Offers" });
    expect(await within(dialog).findByText("20% off your groceries")).toBeVisible();
    expect(within(dialog).getByText("Valid till 01/12/2026")).toBeVisible(); // 20:00 UTC is 01:30 next day in India
    expect(within(dialog).getByText("20% Discount up to ₹100")).toBeVisible();
    // A code issued to this customer says so; a public one does not.
    const prize = within(dialog).getByText("Your scratch card prize").closest("li")!;
    expect(prize).toHaveTextContent("Only for you");
    expect(within(dialog).getByText("20% off your groceries").closest("li")).not.toHaveTextContent("Only for you");
    view.unmount();

    mockFetch(server(empty(), []));
    const again = renderWithApp(<OffersPanel />);
    act(() => {
      again.store.dispatch(offersOpened());
    });
    expect(await screen.findByText("No Offers Today!")).toBeVisible();
  });

  it("shows an offer's Hindi title on a page in Hindi, and its title when it has none", async () => {
    await setLanguage("hi");
    try {
      mockFetch(server(empty(), [offer(), offer({ promo_code: "PLAIN5", promo_title: "5% off", promo_title_hi: null })]));
      const view = renderWithApp(<OffersPanel />);
      act(() => {
        view.store.dispatch(offersOpened());
      });
      expect(await screen.findByText("आपकी किराने पर 20% छूट")).toBeVisible();
      expect(screen.queryByText("20% off your groceries")).toBeNull();
      expect(screen.getByText("5% off")).toBeVisible();
    } finally {
      await setLanguage("en");
    }
  });

  it("lets a customer ask to be told of new offers, and sends a guest to log in first", async () => {
    const customer = {
      session: {
        status: "done" as const,
        token: "t",
        refreshToken: "r",
        expiry: null,
        guest: false,
        userName: "Asha",
        newUser: false,
      },
    };
    const { requests } = mockFetch(
      userApi(
        {
          "POST /notify/offer": () => ({
            message: "We will let you know when new offers arrive.",
            data: { category_id: null, subscribed: true },
          }),
        },
        server(empty(), []),
      ),
    );
    const user = userEvent.setup();
    const view = renderWithApp(<OffersPanel />, { preloadedState: customer });
    act(() => {
      view.store.dispatch(offersOpened());
    });
    await user.click(await screen.findByRole("button", { name: "Notify me about new offers" }));
    expect(await screen.findByRole("status")).toHaveTextContent("We will let you know when new offers arrive.");
    expect(requests.filter((r) => r.url === "/user/notify/offer")).toHaveLength(1);
    view.unmount();

    const guest = renderWithApp(<OffersPanel />);
    act(() => {
      guest.store.dispatch(offersOpened());
    });
    await user.click(await screen.findByRole("button", { name: "Notify me about new offers" }));
    await waitFor(() => expect(guest.store.getState().ui.modal).toBe("login"));
    expect(requests.filter((r) => r.url === "/user/notify/offer")).toHaveLength(1);
  });
});
