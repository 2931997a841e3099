import { beforeAll, afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, sessionOnlyServer } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { AppRoutes } from "./router";
import { preloadLazyPages } from "@/app/lazy-pages";

// Routes load their pages on demand; have every chunk ready so tests wait on the app, not the loader.
beforeAll(() => preloadLazyPages(), 60_000);

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/153.0 Mobile Safari/537.36";

const onAndroid = () => vi.spyOn(window.navigator, "userAgent", "get").mockReturnValue(ANDROID);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a phone on the web app", () => {
  it("is sent to the store-app page, and 'Continue in browser' brings it back to the page it asked for", async () => {
    onAndroid();
    mockFetch(sessionOnlyServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/track-order" });
    expect(await screen.findByRole("heading", { level: 1, name: "Get the Galli app" })).toBeVisible();
    expect(location()).toBe("/get-app");

    await userEvent.click(screen.getByRole("button", { name: "Continue in browser" }));
    // A guest asking for Track Order then lands on /home, as on a desktop.
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping" })).toBeVisible();
    expect(location()).toBe("/home");
    expect(window.localStorage.getItem("galli:browser_on_phone")).toBe("1");
  });

  it("remembers the choice: a later visit opens the shop home directly", async () => {
    onAndroid();
    window.localStorage.setItem("galli:browser_on_phone", "1");
    mockFetch(sessionOnlyServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/home" });
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping" })).toBeVisible();
    expect(location()).toBe("/home");
  });

  it("without the choice, a phone opening /home still sees the store-app page", async () => {
    onAndroid();
    mockFetch(sessionOnlyServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/home" });
    expect(await screen.findByRole("button", { name: "Continue in browser" })).toBeVisible();
    expect(location()).toBe("/get-app");
  });
});
