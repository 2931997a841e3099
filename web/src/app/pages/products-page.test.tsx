import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { storedRecentShop } from "@/lib/storage";
import { guestServer, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { catalogServer, testPrivateShop, testProducts } from "@/features/catalog/testing/catalog-server";
import { AppRoutes } from "../router";
import { preloadLazyPages } from "@/app/lazy-pages";

// Routes load their pages on demand; have every chunk ready so tests wait on the app, not the loader.
beforeAll(() => preloadLazyPages(), 60_000);

/** A shop's first render runs the whole page's sagas; on a busy machine that takes over a second. */
const SLOW = 5000;

describe("products page routes", () => {
  it("opens a private shop's page at /{store_unique_id}", async () => {
    const { requests } = mockFetch(catalogServer(testProducts(3), guestServer, { shop: testPrivateShop }));
    const { location } = renderWithApp(<AppRoutes />, { path: "/sharma-kirana" });
    expect(await screen.findByRole("heading", { level: 1, name: "Sharma Kirana" }, { timeout: SLOW })).toBeVisible();
    expect(location()).toBe("/sharma-kirana");
    expect(requests.find((r) => r.url === "/user/product/view/private")?.body).toMatchObject({
      store_unique_id: "sharma-kirana",
    });
  });

  it("sends an unknown private shop to /home", async () => {
    mockFetch(guestServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/no-such-shop" });
    await waitFor(() => expect(location()).toBe("/home"), { timeout: SLOW });
  });

  it("opens /public/products for the shop last opened, and goes to /home when none is set", async () => {
    mockFetch(catalogServer(testProducts(3), guestServer));
    const first = renderWithApp(<AppRoutes />, { path: "/public/products" });
    await waitFor(() => expect(first.location()).toBe("/home"), { timeout: 5000 });
    first.unmount();

    storedRecentShop.set({ isPrivate: false, categoryId: "shop_1", shopsIds: ["st_a"] });
    const { location } = renderWithApp(<AppRoutes />, { path: "/public/products" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sharma General Store" }, { timeout: 5000 }),
    ).toBeVisible();
    expect(location()).toBe("/public/products");
  });
});
