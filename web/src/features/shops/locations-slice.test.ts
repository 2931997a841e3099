// The saved-address choice belongs to the account: it goes with login, logout, expiry and an
// expired token on the ads fetch; a typed location stays.
import { describe, expect, it } from "vitest";
import { loggedIn, savedAddressChoiceCleared } from "@/app/events";
import { guestSession } from "@/testing/mock-fetch";
import { initialLocationsState, locationsReducer as reducer, placeChosen } from "./locations-slice";

const koramangala = { lat: 12.9352, lng: 77.6245, text: "Home, Koramangala" };

describe("the saved address choice", () => {
  it("is cleared when the ads fetch finds the token expired, and on login", () => {
    for (const event of [savedAddressChoiceCleared(), loggedIn(guestSession)]) {
      let state = reducer(
        initialLocationsState(),
        placeChosen({ field: "delivery", location: koramangala, source: "saved" }),
      );
      expect(state.delivery.location).toEqual(koramangala);
      state = reducer(state, event);
      expect(state.delivery.location).toBeNull();
      expect(state.locationType).toBeNull();
    }
  });

  it("leaves a location chosen from a suggestion alone", () => {
    let state = reducer(
      initialLocationsState(),
      placeChosen({ field: "delivery", location: koramangala, source: "search" }),
    );
    state = reducer(state, savedAddressChoiceCleared());
    expect(state.delivery.location).toEqual(koramangala);
    expect(state.locationType).toBe("search");
  });
});
