import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RootState } from "@/app/store";
import { STORAGE_KEYS, storedDeliveryCoordinates } from "@/lib/storage";
import { guestServer, mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
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

const suggestion = {
  place_id: "p1",
  kind: "locality",
  main_text: "Bandra West",
  secondary_text: "Mumbai, Maharashtra",
  description: "Bandra West, Mumbai, Maharashtra",
  location: { type: "Point", coordinates: [72.8296, 19.0596] },
};
const savedHome = {
  id: "a1",
  type: "Home",
  location: { type: "Point", coordinates: [72.88, 19.07] },
  address: { street: "Flat 4, Sea View", area: "Kurla", zipcode: "400070" },
  is_default: true,
};

function server(extra: (r: MockRequest) => MockReply | null = () => null) {
  let saved = [savedHome];
  const handler = catalogServer(
    testProducts(3),
    (r) => {
      const answer = extra(r);
      if (answer) return answer;
      if (r.url.startsWith("/user/places/autocomplete"))
        return { body: { success: true, data: { suggestions: [suggestion] } } };
      if (r.url.startsWith("/user/places/reverse")) {
        return {
          body: {
            success: true,
            data: {
              place_id: "r",
              street: "",
              area: "Bandra West",
              city: "Mumbai",
              state: "Maharashtra",
              zipcode: "400050",
              description: "Bandra West, Mumbai",
              location: suggestion.location,
            },
          },
        };
      }
      if (r.url === "/user/profile/view") return { body: { success: true, data: { address: saved } } };
      if (r.url === "/user/profile/address/add")
        return { body: { success: true, message: "Address saved successfully.", data: savedHome } };
      if (r.url === "/user/profile/address/delete") {
        saved = [];
        return { body: { success: true, message: "Address deleted successfully." } };
      }
      return guestServer(r);
    },
    { shop: testPrivateShop },
  );
  return mockFetch(handler);
}

const privateCalls = (requests: MockRequest[]) => requests.filter((r) => r.url === "/user/product/view/private");

describe("the private shop's delivery location", () => {
  it("suggests places as you type; choosing one asks the shop whether it delivers there and remembers it", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />);
    const input = await screen.findByRole("textbox", { name: "Delivery location" });
    await user.type(input, "Band");
    await user.click(await screen.findByRole("button", { name: /Bandra West/ }));
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

  it("falls back to the saved coordinates when GPS fails, and shows the error when none are saved", async () => {
    const deny = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition: deny } });
    server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />);
    await user.click(await screen.findByRole("textbox", { name: "Delivery location" }));
    await user.click(screen.getByRole("button", { name: "Use my current location" }));
    expect(await screen.findByText("User denied Geolocation")).toBeVisible();
  });

  it("uses the saved coordinates without an error when GPS fails", async () => {
    window.localStorage.setItem(STORAGE_KEYS.deliveryCoordinates, JSON.stringify({ lat: 19.1, lng: 72.9 }));
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
    await user.click(await screen.findByRole("textbox", { name: "Delivery location" }));
    await user.click(screen.getByRole("button", { name: "Use my current location" }));
    expect(await screen.findByDisplayValue("Saved location")).toBeVisible();
    expect(screen.queryByText("Position unavailable")).not.toBeInTheDocument();
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

  it("chooses a saved address, and deletes one after confirmation", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "customer-token");
    const { requests } = server();
    const user = userEvent.setup();
    renderWithApp(<CatalogPage shopRef={privateRef} />, { preloadedState: customer });
    await user.click(await screen.findByRole("textbox", { name: "Delivery location" }));
    const saved = await screen.findByRole("list", { name: "Saved addresses" });
    await user.click(within(saved).getByRole("button", { name: /^Home Flat 4/ }));
    expect(storedDeliveryCoordinates.get()).toEqual({ lat: 19.07, lng: 72.88 });

    await user.click(screen.getByRole("textbox", { name: "Delivery location" }));
    await user.click(
      within(await screen.findByRole("list", { name: "Saved addresses" })).getByRole("button", {
        name: "Delete Home address",
      }),
    );
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
