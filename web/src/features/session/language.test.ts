import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { loggedIn, sessionEstablished } from "@/app/events";
import { makeStore } from "@/app/store";
import { chooseLanguage, currentLanguage, setLanguage } from "@/lib/i18n";
import { storedLanguage } from "@/lib/storage";
import { reply } from "@/testing/fake-api";
import { customerSession, guestServer, mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { sessionStarted } from "./slice";
import { writeSession } from "./storage";

const languageServer = (request: MockRequest) =>
  request.url === "/user/profile/language/edit"
    ? reply("POST /profile/language/edit", { language: (request.body as { language: "en" | "hi" }).language })
    : guestServer(request);

const saves = (requests: MockRequest[]) => requests.filter((r) => r.url === "/user/profile/language/edit");

afterEach(async () => {
  await setLanguage("en", { remember: false });
});

describe("the customer's saved language", () => {
  it("keeps a guest's switch on the device only", async () => {
    const { requests } = mockFetch(languageServer);
    const store = makeStore();
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.token).toBe("guest-token"));
    await chooseLanguage("hi");
    expect(storedLanguage.get()).toBe("hi");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // (Stores of earlier tests still listen; none of this guest's token may save.)
    expect(saves(requests).filter((r) => JSON.stringify(r.headers).includes("guest-token"))).toHaveLength(0);
  });

  it("saves a logged-in customer's switch on the server", async () => {
    writeSession(customerSession);
    const { requests } = mockFetch(languageServer);
    const store = makeStore();
    store.dispatch(sessionStarted());
    await chooseLanguage("hi");
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]).toMatchObject({ method: "POST", body: { language: "hi" } });
    expect(saves(requests)[0].headers.Authorization ?? saves(requests)[0].headers.authorization).toBe(
      "Bearer customer-token",
    );
  });

  it("adopts the saved language at login when the device has no choice of its own", async () => {
    mockFetch(languageServer);
    const store = makeStore();
    store.dispatch(loggedIn({ ...customerSession, language: "hi" }));
    await waitFor(() => expect(currentLanguage()).toBe("hi"));
  });

  it("keeps the device's own choice at login and stores it on the account", async () => {
    storedLanguage.set("en");
    const { requests } = mockFetch(languageServer);
    const store = makeStore();
    store.dispatch(sessionEstablished({ ...customerSession, language: "hi" }));
    store.dispatch(loggedIn({ ...customerSession, language: "hi" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).toBe("en");
    await waitFor(() => expect(saves(requests).map((r) => r.body)).toContainEqual({ language: "en" }));
  });

  it("keeps the Hindi a browser asked for at login, over the account's English, and stores it", async () => {
    await setLanguage("hi", { remember: false });
    const { requests } = mockFetch(languageServer);
    const store = makeStore();
    store.dispatch(sessionEstablished({ ...customerSession, language: "en" }));
    store.dispatch(loggedIn({ ...customerSession, language: "en" }));
    await waitFor(() => expect(saves(requests).map((r) => r.body)).toContainEqual({ language: "hi" }));
    expect(currentLanguage()).toBe("hi");
    expect(storedLanguage.get()).toBeNull();
  });
});
