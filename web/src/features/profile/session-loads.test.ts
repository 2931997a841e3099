// The profile and the payment settings load for a customer's session as it starts, and not for a
// guest's, nor for a session that has already given way to another by the time the sagas see it
// (an expired token turned into a guest's while the deferred sagas were loading): such a load would
// go out with the guest's token and be refused.
import { describe, expect, it } from "vitest";
import { sessionRestored } from "@/app/events";
import { makeStore } from "@/app/store";
import { customerSession, guestSession, mockFetch } from "@/testing/mock-fetch";

const path = (url: string) => new URL(url, "http://x").pathname;
const settle = () => new Promise((r) => setTimeout(r, 20));

describe("loads at a session's start", () => {
  it("a customer's session loads the profile and the payment settings", async () => {
    const fetch = mockFetch(() => new Promise(() => {}));
    const store = makeStore();
    store.dispatch(sessionRestored(customerSession));
    await settle();
    const paths = fetch.requests.map((r) => path(r.url));
    expect(paths).toContain("/user/profile/view");
    expect(paths).toContain("/user/order/razor/razInfo");
  });

  it("a guest's session (an expired customer token just turned guest) loads neither", async () => {
    const fetch = mockFetch(() => new Promise(() => {}));
    const store = makeStore();
    store.dispatch(sessionRestored(guestSession));
    await settle();
    const paths = fetch.requests.map((r) => path(r.url));
    expect(paths).not.toContain("/user/profile/view");
    expect(paths).not.toContain("/user/order/razor/razInfo");
  });
});
