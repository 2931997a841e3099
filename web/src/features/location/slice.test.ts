// The one location state: what a choice stores, what goes with the account, what a reload restores.
import { describe, expect, it } from "vitest";
import { loggedIn, loggedOut, savedAddressChoiceCleared } from "@/app/events";
import { makeStore } from "@/app/store";
import { STORAGE_KEYS } from "@/lib/storage";
import { customerSession } from "@/testing/mock-fetch";
import { locationActions as a } from "./slice";

const home = { lat: 12.9352, lng: 77.6245, label: "Home, Koramangala" };
const typed = { lat: 12.9784, lng: 77.6408, label: "Indiranagar, Bengaluru" };
const read = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? "null");

describe("the location state", () => {
  it("forgets a saved-address choice when the ads fetch finds the token expired, and on login, field by field", () => {
    for (const event of [savedAddressChoiceCleared(), loggedIn(customerSession)]) {
      window.localStorage.clear();
      const store = makeStore();
      store.dispatch(a.placeChosen({ field: "delivery", location: home, source: "saved" }));
      store.dispatch(a.placeChosen({ field: "search", location: typed, source: "suggestion" }));
      expect(window.localStorage.getItem(STORAGE_KEYS.locationType)).toBe("suggestion");
      store.dispatch(event);
      const { location } = store.getState();
      expect(location.delivery.location).toBeNull();
      expect(location.search.location).toEqual(typed);
      expect(window.localStorage.getItem(STORAGE_KEYS.deliveryCoordinates)).toBeNull();
      expect(read(STORAGE_KEYS.searchCoordinates)).toEqual({ lat: typed.lat, lng: typed.lng });
    }
  });

  it("leaves a location chosen from a suggestion alone", () => {
    const store = makeStore();
    store.dispatch(a.placeChosen({ field: "delivery", location: typed, source: "suggestion" }));
    store.dispatch(savedAddressChoiceCleared());
    expect(store.getState().location.delivery.location).toEqual(typed);
  });

  it("keeps recent suggestions (newest first, at most 5, no repeats) and forgets them on logout", () => {
    const store = makeStore();
    for (let i = 0; i < 7; i++)
      store.dispatch(
        a.placeChosen({ field: "search", location: { lat: i, lng: i, label: `Place ${i}` }, source: "suggestion" }),
      );
    store.dispatch(
      a.placeChosen({ field: "search", location: { lat: 4, lng: 4, label: "Place 4" }, source: "suggestion" }),
    );
    store.dispatch(a.placeChosen({ field: "delivery", location: home, source: "gps" }));
    const labels = store.getState().location.recent.map((r) => r.label);
    expect(labels).toEqual(["Place 4", "Place 6", "Place 5", "Place 3", "Place 2"]);
    expect(read(STORAGE_KEYS.recentAddresses)[0]).toEqual({ lat: 4, lng: 4, text: "Place 4" });
    store.dispatch(loggedOut());
    expect(store.getState().location.recent).toEqual([]);
  });

  it("restores coordinates, their source and recent addresses after a reload, without a label yet", () => {
    window.localStorage.setItem(STORAGE_KEYS.deliveryCoordinates, JSON.stringify({ lat: 1, lng: 2 }));
    window.localStorage.setItem(STORAGE_KEYS.searchCoordinates, JSON.stringify({ lat: 0, lng: 0 }));
    window.localStorage.setItem(STORAGE_KEYS.locationType, "search"); // written by earlier versions
    window.localStorage.setItem(
      STORAGE_KEYS.recentAddresses,
      JSON.stringify([{ lat: 3, lng: 4, text: "Old" }, "junk"]),
    );
    const { location } = makeStore().getState();
    expect(location.delivery).toMatchObject({ location: { lat: 1, lng: 2, label: "" }, source: "suggestion" });
    expect(location.search.location).toBeNull(); // 0/0 is "not set"
    expect(location.recent).toEqual([{ lat: 3, lng: 4, label: "Old" }]);
  });

  it("clears the coordinates when the input is emptied, not while it is edited", () => {
    const store = makeStore();
    store.dispatch(a.placeChosen({ field: "delivery", location: typed, source: "suggestion" }));
    store.dispatch(a.queryChanged({ field: "delivery", query: "Indira" }));
    expect(store.getState().location.delivery.location).toEqual(typed);
    store.dispatch(a.queryChanged({ field: "delivery", query: "  " }));
    expect(store.getState().location.delivery).toMatchObject({ location: null, source: null, query: "" });
    expect(window.localStorage.getItem(STORAGE_KEYS.deliveryCoordinates)).toBeNull();
  });

  it("restores a search location chosen from a saved address with the address's name, and still forgets it on logout", () => {
    const store = makeStore();
    store.dispatch(a.placeChosen({ field: "search", location: home, source: "saved" }));
    store.dispatch(a.placeChosen({ field: "delivery", location: typed, source: "suggestion" }));

    // A reload: a new store reads storage back.
    const reloaded = makeStore();
    expect(reloaded.getState().location.search).toMatchObject({ location: home, source: "saved", query: home.label });
    expect(reloaded.getState().location.delivery).toMatchObject({
      location: typed,
      source: "suggestion",
      query: typed.label,
    });

    reloaded.dispatch(loggedOut());
    expect(reloaded.getState().location.search.location).toBeNull();
    expect(reloaded.getState().location.delivery.location).toEqual(typed);
    expect(makeStore().getState().location.search.location).toBeNull();
  });
});
