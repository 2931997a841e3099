import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { sessionExpired } from "@/app/events";
import { makeStore } from "@/app/store";
import { STORAGE_KEYS, storedDistance, storedRecentShop, storedShopIds } from "@/lib/storage";
import { customerSession, guestServer, mockFetch } from "@/testing/mock-fetch";
import { sessionStarted } from "./slice";
import { readSession, writeSession } from "./storage";

describe("session sagas", () => {
  it("asks for a guest session when the stored one is a guest's", async () => {
    writeSession({ ...customerSession, token: "old-guest", guest: true, refresh_token: null, user_name: "" });
    const { requests } = mockFetch(guestServer);
    const store = makeStore();
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.token).toBe("guest-token"));
    // One session call (other features may load their own data once a session exists).
    expect(requests.filter((r) => r.url.startsWith("/user/auth/"))).toHaveLength(1);
  });

  it("turns an expired token into a fresh guest session and forgets account data", async () => {
    writeSession(customerSession);
    storedShopIds.set(["s1", "s2"]);
    storedRecentShop.set({ _id: "c1" });
    storedDistance.set("7");
    const { requests } = mockFetch(guestServer);
    const store = makeStore();
    store.dispatch(sessionStarted());
    expect(store.getState().session).toMatchObject({ token: "customer-token", guest: false, userName: "Asha" });

    // Several calls failing together must still make one guest request.
    store.dispatch(sessionExpired());
    store.dispatch(sessionExpired());
    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(store.getState().session.token).toBe("guest-token"));

    expect(requests.map((r) => r.url).filter((url) => url.startsWith("/user/auth/"))).toEqual(["/user/auth/guest"]);
    expect(readSession()).toMatchObject({ token: "guest-token", guest: true, refreshToken: null });
    expect(storedShopIds.get()).toBeNull();
    expect(storedRecentShop.get()).toBeNull();
    // The chosen distance is a preference, not account data: it survives.
    expect(window.localStorage.getItem(STORAGE_KEYS.distance)).toBe("7");
    expect(store.getState().ui.navigation).toMatchObject({ to: "/home", replace: true });
  });
});
