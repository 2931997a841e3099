import { describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import type { SessionData } from "@contract/session";
import { sessionEstablished } from "@/app/events";
import { makeStore } from "@/app/store";
import { logoutRequested } from "@/app/ui-slice";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, guestSession, mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { REFRESH_AHEAD_MS } from "./refresh";
import { sessionStarted } from "./slice";
import { readSession, writeSession } from "./storage";

const rotated: SessionData = {
  ...customerSession,
  token: "rotated-token",
  refresh_token: "rotated-refresh",
  expiry: Date.UTC(2031, 0, 1),
};
const expiredAnswer = failure(ERROR_CODE.REFRESH_REUSED, "Your session has expired. Please log in again.", {
  token: "expired",
});

/** Refresh succeeds for "refresh-token"; anything else is refused the way the server refuses it. */
function server({ method, url, headers }: MockRequest) {
  if (method === "POST" && url === "/user/auth/refresh") {
    return headers.Refresh === "refresh-token" ? reply("POST /auth/refresh", rotated) : expiredAnswer;
  }
  if (method === "GET" && url === "/user/auth/guest") return reply("GET /auth/guest", guestSession);
  if (method === "GET" && url === "/user/auth/logout")
    return reply("GET /auth/logout", undefined, "You have been logged out.");
  return failure(ERROR_CODE.NOT_FOUND, "none");
}
// Other features (ads, profile...) also call on session events; these tests look at the auth calls.
const calls = (requests: MockRequest[]) =>
  requests.filter((r) => r.url.startsWith("/user/auth/")).map((r) => `${r.method} ${r.url}`);

describe("start-up with an expired customer token", () => {
  it("refreshes with the Refresh header before the session is restored", async () => {
    writeSession({ ...customerSession, expiry: Date.now() - 1000 });
    const { requests } = mockFetch(server);
    const store = makeStore();
    store.dispatch(sessionStarted());
    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(store.getState().session.token).toBe("rotated-token"));
    const refresh = requests.find((r) => r.url === "/user/auth/refresh")!;
    expect(refresh.headers.Refresh).toBe("refresh-token");
    expect(refresh.headers.Authorization).toBeUndefined();
    expect(readSession()).toMatchObject({ token: "rotated-token", refreshToken: "rotated-refresh", guest: false });
    expect(calls(requests)).not.toContain("GET /user/auth/guest");
  });

  it("logs out to a guest session when the refresh is refused", async () => {
    writeSession({ ...customerSession, refresh_token: "stolen-and-reused", expiry: Date.now() - 1000 });
    const { requests } = mockFetch(server);
    const store = makeStore();
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.token).toBe("guest-token"));
    expect(store.getState().session.guest).toBe(true);
    expect(store.getState().ui.apiError.open).toBe(false);
    expect(readSession()).toMatchObject({ guest: true, refreshToken: null });
    expect(calls(requests)).toEqual(["POST /user/auth/refresh", "GET /user/auth/guest"]);
  });

  it("asks for a guest session when there is no refresh token to use", async () => {
    writeSession({ ...customerSession, refresh_token: null, expiry: Date.now() - 1000 });
    const { requests } = mockFetch(server);
    const store = makeStore();
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.token).toBe("guest-token"));
    expect(calls(requests)).toEqual(["GET /user/auth/guest"]);
  });

  it("offers a retry when the refresh fails for another reason", async () => {
    writeSession({ ...customerSession, expiry: Date.now() - 1000 });
    mockFetch(() => failure(ERROR_CODE.DATABASE_UNAVAILABLE, "The database is not answering."));
    const store = makeStore();
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.status).toBe("error"));
    expect(store.getState().session.token).toBeNull();
  });
});

describe("keeping the session alive", () => {
  it("refreshes a customer token shortly before it expires", async () => {
    const { requests } = mockFetch(server);
    const store = makeStore();
    store.dispatch(sessionEstablished({ ...customerSession, expiry: Date.now() + REFRESH_AHEAD_MS + 50 }));
    await waitFor(() => expect(store.getState().session.token).toBe("rotated-token"));
    expect(calls(requests)).toEqual(["POST /user/auth/refresh"]);
  });

  it("replaces a guest token shortly before it expires", async () => {
    const { requests } = mockFetch(server);
    const store = makeStore();
    store.dispatch(
      sessionEstablished({ ...guestSession, token: "old-guest", expiry: Date.now() + REFRESH_AHEAD_MS + 50 }),
    );
    await waitFor(() => expect(store.getState().session.token).toBe("guest-token"));
    expect(calls(requests)).toEqual(["GET /user/auth/guest"]);
  });
});

describe("logout", () => {
  it("sends the refresh token so the server can revoke it", async () => {
    writeSession(customerSession);
    const { requests } = mockFetch(server);
    const store = makeStore();
    store.dispatch(sessionStarted());
    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().session.token).toBe("guest-token"));
    const logout = requests.find((r) => r.url === "/user/auth/logout")!;
    expect(logout.headers.Refresh).toBe("refresh-token");
    expect(logout.headers.Authorization).toBe("Bearer customer-token");
  });
});

describe("several tabs", () => {
  it("adopts the session another tab refreshed instead of presenting the spent refresh token", async () => {
    const { requests } = mockFetch(server);
    const store = makeStore();
    // No random spread here: the wait ends 100 ms from now, after the other tab has written.
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    store.dispatch(sessionEstablished({ ...customerSession, expiry: Date.now() + REFRESH_AHEAD_MS + 100 }));
    // The other tab rotated the tokens and stored them meanwhile.
    writeSession(rotated);
    await waitFor(() => expect(store.getState().session.token).toBe("rotated-token"));
    expect(calls(requests)).toEqual([]);
    random.mockRestore();
  });
});
