// The private shop's delivery location is the location feature's one delivery location: chosen
// here or on /home, remembered, named after a reload, checked with the shop, saved as an address.
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Place, Suggestion } from "@contract/places";
import type { SavedAddress } from "@contract/profile";
import { ERROR_CODE } from "@contract/errors";
import type { RootState } from "@/app/store";
import { makeStore } from "@/app/store";
import { locationActions } from "@/features/location";
import { STORAGE_KEYS, storedDeliveryCoordinates } from "@/lib/storage";
import { ApiFailure, userApi } from "@/testing/fake-api";
import { guestServer, mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { CatalogPage } from "./components/catalog-page";
import { catalogServer, testPrivateShop, testProducts } from "./testing/catalog-server";

const privateRef = { kind: "private" as const, storeUniqueId: "sharma-kirana" };
const customer = {
  session: {
    status: "done",
    token: "customer-token",
    refreshToken: null,
    expiry: null,
    guest: false,
    userName: "Asha",
    newUser: false,
  },
} as unknown as Partial<RootState>;

const suggestion: Suggestion = {
  place_id: "p1",
  kind: "locality",
  main_text: "Bandra West",
  secondary_text: "Mumbai, Maharashtra",
  description: "Bandra West, Mumbai, Maharashtra",
  location: { type: "Point", coordinates: [72.8296, 19.0596] },
};
const reversePlace: Place = {
  place_id: "r",
  street: "",
  area: "Bandra West",
  city: "Mumbai",
  state: "Maharashtra",
  zipcode: "400050",
  description: "Bandra West, Mumbai",
  location: suggestion.location,
};
const savedHome: SavedAddress = {
  id: "a1",
  type: "Home",
  location: { type: "Point", coordinates: [72.88, 19.07] },
  address: { street: "Flat 4, Sea View", area: "Kurla", zipcode: "400070" },
  is_default: true,
};

function server() {
  let saved = [savedHome];
  const handler = catalogServer(
    testProducts(3),
    userApi(
      {
        "GET /places/autocomplete": () => ({ suggestions: [suggestion] }),
        "GET /places/reverse": () => reversePlace,
        "GET /profile/view": () => ({
          _id: "u1",
          first_name: "Asha",
          last_name: "Verma",
          email: { id: "asha@example.in", is_verified: true },
          mobile: { dialing_code: "+91", number: "9876543210", is_verified: true },
          image: null,
          delivery_type: 1,
          address: saved,
        }),
        "POST /profile/address/add": () => ({ message: "Address saved successfully.", data: savedHome }),
        "POST /profile/address/edit": (r) => {
          const id = (r.body as { id?: string }).id;
          if (id !== savedHome.id) return new ApiFailure(404, ERROR_CODE.ADDRESS_NOT_FOUND, "Address not found.");
          return { message: "Address updated successfully.", data: savedHome };
        },
        "DELETE /profile/address/delete": () => {
          saved = [];
          return { message: "Address deleted successfully.", data: undefined };
        },
      },
      guestServer,
    ),
    { shop: testPrivateShop },
  );
  return mockFetch(handler);
}

const privateCalls = (requests: MockRequest[]) => requests.filter((r) => r.url === "/user/product/view/private");
const deliveryInput = () => screen.findByRole("combobox", { name: "Delivery Location" });

describe("the private shop's delivery location", () => {
  it("suggests places as you type; choosing one asks the shop whether it delivers there and remembers it", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />);
    const input = await deliveryInput();
    await user.type(input, "Band");
    await user.click(await screen.findByRole("option", { name: /^Bandra West/ }));
    expect(input).toHaveValue("Bandra West, Mumbai, Maharashtra");
    await waitFor(() => expect(privateCalls(requests)).toHaveLength(2));
    expect(privateCalls(requests)[1].body).toMatchObject({
      deliveryLocation: { type: "Point", coordinates: [72.8296, 19.0596] },
    });
    expect(storedDeliveryCoordinates.get()).toEqual({ lat: 19.0596, lng: 72.8296 });

    await user.clear(input);
    await waitFor(() => expect(storedDeliveryCoordinates.get()).toBeNull());
    await waitFor(() => expect(privateCalls(requests)).toHaveLength(3));
    expect(privateCalls(requests)[2].body).toMatchObject({ deliveryLocation: { coordinates: [0, 0] } });
  });

  it("shows the location chosen on /home, and a choice here is home's too", async () => {
    const { requests } = server();
    const store = makeStore();
    const home = { lat: 12.9352, lng: 77.6245, label: "Koramangala, Bengaluru, Karnataka 560034" };
    // Chosen on /home in this visit (after the store started, so nothing was in storage then).
    store.dispatch(locationActions.placeChosen({ field: "delivery", location: home, source: "suggestion" }));
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />, { store });
    const input = await deliveryInput();
    expect(input).toHaveValue(home.label);
    expect(screen.getByLabelText("Delivery Location is set")).toBeInTheDocument();
    // The shop is asked about the home location, not about "no location" ([0, 0]).
    expect(privateCalls(requests)[0].body).toMatchObject({ deliveryLocation: { coordinates: [77.6245, 12.9352] } });

    await user.clear(input);
    await user.type(input, "Band");
    await user.click(await screen.findByRole("option", { name: /^Bandra West/ }));
    expect(store.getState().location.delivery.location).toEqual({
      lat: 19.0596,
      lng: 72.8296,
      label: suggestion.description,
    });
  });

  it("names coordinates restored after a reload", async () => {
    window.localStorage.setItem(STORAGE_KEYS.deliveryCoordinates, JSON.stringify({ lat: 19.0596, lng: 72.8296 }));
    const { requests } = server();
    renderWithApp(<CatalogPage shopRef={privateRef} />);
    await waitFor(async () => expect(await deliveryInput()).toHaveValue("Bandra West, Mumbai"));
    expect(requests.some((r) => r.url === "/user/places/reverse?lat=19.0596&lng=72.8296")).toBe(true);
    expect(privateCalls(requests)[0].body).toMatchObject({ deliveryLocation: { coordinates: [72.8296, 19.0596] } });
  });

  it("shows the GPS error once when GPS fails and no coordinates are saved", async () => {
    const deny = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition: deny } });
    server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />);
    await user.click(await deliveryInput());
    await user.click(await screen.findByRole("option", { name: /^Auto-select my location/ }));
    const message = "Location access is blocked. Allow it in your browser, or type your location instead.";
    expect(await screen.findByText(message)).toBeVisible();
    await user.click(screen.getByRole("button", { name: /dismiss|close/i }));
    await user.click(await deliveryInput());
    await user.click(await screen.findByRole("option", { name: /^Auto-select my location/ }));
    await waitFor(() => expect(deny).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("falls back to the saved coordinates without an error when GPS fails", async () => {
    window.localStorage.setItem(STORAGE_KEYS.deliveryCoordinates, JSON.stringify({ lat: 19.0596, lng: 72.8296 }));
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
          fail?.({ code: 2, message: "Position unavailable" } as GeolocationPositionError),
      },
    });
    server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />);
    await user.click(await deliveryInput());
    await user.click(await screen.findByRole("option", { name: /^Auto-select my location/ }));
    await waitFor(async () => expect(await deliveryInput()).toHaveValue("Bandra West, Mumbai"));
    expect(screen.queryByText(/could not be found/)).not.toBeInTheDocument();
    expect(storedDeliveryCoordinates.get()).toEqual({ lat: 19.0596, lng: 72.8296 });
  });

  it("asks a guest to log in before saving an address", async () => {
    window.localStorage.setItem(STORAGE_KEYS.deliveryCoordinates, JSON.stringify({ lat: 19.1, lng: 72.9 }));
    server();
    const user = userEvent.setup();
    const { store } = renderWithApp(<CatalogPage shopRef={privateRef} />);
    await user.click(await screen.findByRole("button", { name: "Save address" }));
    expect(store.getState().ui.modal).toBe("login");
  });

  it("saves the chosen location as an address, with the spec's field messages", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "customer-token");
    window.localStorage.setItem(STORAGE_KEYS.deliveryCoordinates, JSON.stringify({ lat: 19.0596, lng: 72.8296 }));
    const { requests } = server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />, { preloadedState: customer });
    await user.click(await screen.findByRole("button", { name: "Save address" }));
    const dialog = await screen.findByRole("dialog", { name: "Save Address" });
    expect(within(dialog).getByRole("textbox", { name: "Zipcode" })).toHaveValue("400050");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("House no, Flat, Street is required")).toBeVisible();
    expect(within(dialog).getByText("Please select a type")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: "House no, Flat, Street" }), "12 Hill Road");
    await user.click(within(dialog).getByRole("button", { name: "Other" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Type is required")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: "Name this address" }), "Mom's place");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save Address" })).not.toBeInTheDocument());
    expect(requests.find((r) => r.url === "/user/profile/address/add")?.body).toEqual({
      deliveryAddress: {
        location: { type: "Point", coordinates: [72.8296, 19.0596] },
        address: { street: "12 Hill Road", area: "Bandra West, Mumbai", zipcode: "400050" },
        type: "Mom's place",
        is_default: false,
      },
    });
  });

  it("asks before overwriting a type already used, and overwrites that address on yes", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "customer-token");
    window.localStorage.setItem(STORAGE_KEYS.deliveryCoordinates, JSON.stringify({ lat: 19.0596, lng: 72.8296 }));
    const { requests } = server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />, { preloadedState: customer });
    // The saved addresses are loaded (the list knows Home is taken) before the dialog opens.
    await waitFor(() => expect(requests.some((r) => r.url === "/user/profile/view")).toBe(true));
    await user.click(await screen.findByRole("button", { name: "Save address" }));
    const dialog = await screen.findByRole("dialog", { name: "Save Address" });
    await user.type(within(dialog).getByRole("textbox", { name: "House no, Flat, Street" }), "12 Hill Road");
    await user.click(within(dialog).getByRole("button", { name: "Home" }));

    // Cancel sends nothing and keeps the form.
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    let ask = await screen.findByRole("dialog", { name: "Overwrite address?" });
    expect(ask).toHaveTextContent("You already have an address saved as Home. Do you want to overwrite it?");
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Overwrite address?" })).not.toBeInTheDocument());
    expect(requests.some((r) => r.url.startsWith("/user/profile/address/"))).toBe(false);
    expect(screen.getByRole("dialog", { name: "Save Address" })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole("dialog", { name: "Save Address" })).getByRole("button", { name: "Save" }),
    );
    ask = await screen.findByRole("dialog", { name: "Overwrite address?" });
    await user.click(within(ask).getByRole("button", { name: "Overwrite" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save Address" })).not.toBeInTheDocument());
    expect(requests.some((r) => r.url === "/user/profile/address/add")).toBe(false);
    expect(requests.find((r) => r.url === "/user/profile/address/edit")?.body).toMatchObject({
      id: "a1",
      deliveryAddress: { type: "Home", address: { street: "12 Hill Road" } },
    });
  });

  it("chooses a saved address, and deletes one after confirmation", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "customer-token");
    const { requests } = server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />, { preloadedState: customer });
    await user.click(await deliveryInput());
    await user.click(await screen.findByRole("option", { name: /^Home, Flat 4/ }));
    expect(storedDeliveryCoordinates.get()).toEqual({ lat: 19.07, lng: 72.88 });
    expect(await deliveryInput()).toHaveValue("Flat 4, Sea View, Kurla, 400070");

    await user.click(await deliveryInput());
    await user.click(await screen.findByRole("button", { name: "Delete Home address" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Location" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete Location" })).not.toBeInTheDocument());
    expect(requests.find((r) => r.url === "/user/profile/address/delete")).toMatchObject({
      method: "DELETE",
      body: { id: "a1" },
    });
    await waitFor(() => expect(requests.filter((r) => r.url === "/user/profile/view")).toHaveLength(2));
  });
});
