// The saved-address choice belongs to the account: it goes with login, logout, expiry and an
// expired token on the ads fetch; a typed or recent location stays.
import { describe, expect, it } from "vitest";
import { loggedIn, savedAddressChoiceCleared } from "@/app/events";
import { makeStore } from "@/app/store";
import { customerSession } from "@/testing/mock-fetch";
import { placeChosen } from "./locations-slice";

const home = { lat: 12.9352, lng: 77.6245, text: "Home, Koramangala" };
const typed = { lat: 12.9784, lng: 77.6408, text: "Indiranagar, Bengaluru" };

describe("the saved address choice", () => {
  it("is forgotten when the ads fetch finds the token expired, and on login, field by field", async () => {
    for (const event of [savedAddressChoiceCleared(), loggedIn(customerSession)]) {
      window.localStorage.clear();
      const store = makeStore();
      store.dispatch(placeChosen({ field: "delivery", location: home, source: "saved" }));
      store.dispatch(placeChosen({ field: "search", location: typed, source: "search" }));
      expect(window.localStorage.getItem("galli:location_type")).toBe("search");
      store.dispatch(event);
      const { locations } = store.getState().shops;
      expect(locations.delivery.location).toBeNull();
      expect(locations.search.location).toEqual(typed);
      expect(window.localStorage.getItem("galli:delivery_coordinates")).toBeNull();
      expect(window.localStorage.getItem("galli:search_coordinates")).not.toBeNull();
    }
  });

  it("leaves a location chosen from a suggestion alone", () => {
    const store = makeStore();
    store.dispatch(placeChosen({ field: "delivery", location: typed, source: "search" }));
    store.dispatch(savedAddressChoiceCleared());
    expect(store.getState().shops.locations.delivery.location).toEqual(typed);
  });
});
