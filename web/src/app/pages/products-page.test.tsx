import { beforeAll, describe, expect, it } from "vitest";
import userEvent from "@testing-library/user-event";
import { screen, waitFor } from "@testing-library/react";
import { storedRecentShop } from "@/lib/storage";
import { guestServer, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { catalogServer, testPrivateShop, testProduct, testProducts } from "@/features/catalog/testing/catalog-server";
import { reply } from "@/testing/fake-api";
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

  it("shows an unknown private shop's address as not found, with a way home", async () => {
    mockFetch(guestServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/no-such-shop" });
    expect(await screen.findByText("Shop or page not found", {}, { timeout: SLOW })).toBeVisible();
    // Behind the spec's error popup ("Shop not found.") until it is closed.
    expect(screen.getByRole("link", { name: "Go to the home page", hidden: true })).toHaveAttribute("href", "/home");
    expect(location()).toBe("/no-such-shop");
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

  it("opens a public shop at its own address in a fresh browser (no shop opened before), with all its stores", async () => {
    window.localStorage.clear();
    const { requests } = mockFetch(catalogServer(testProducts(3), guestServer));
    renderWithApp(<AppRoutes />, { path: "/public/products/shop_1" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sharma General Store" }, { timeout: SLOW }),
    ).toBeVisible();
    expect(requests.find((r) => r.url === "/user/product/view/public")?.body).toEqual({ category_id: "shop_1" });
    expect(requests.find((r) => r.url.startsWith("/user/product/view/products"))?.body).toMatchObject({
      _id: "shop_1",
      stores: ["st_a", "st_b"],
    });
    await waitFor(() => expect(window.location.pathname).toBe("/public/products/shop_1"));
  });

  it("opens a product's detail at its address, and the address bar follows the dialog", async () => {
    window.localStorage.clear();
    const withDetail = catalogServer(testProducts(3), (r) =>
      r.url.startsWith("/user/product/view/by_product")
        ? reply("POST /product/view/by_product", {
            ...testProduct(1),
            template: [],
            reviews: { count: 0, avg_rating: 0 },
          })
        : r.url.startsWith("/user/product/view/reviews")
          ? reply("POST /product/view/reviews", { count: 0, avg_rating: 0, reviews: [] })
          : guestServer(r),
    );
    mockFetch(withDetail);
    const user = userEvent.setup();
    const view = renderWithApp(<AppRoutes />, { path: "/public/products/shop_1/product/p_001" });
    const dialog = await screen.findByRole("dialog", { name: "Product 001" }, { timeout: SLOW });
    expect(dialog).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe("/public/products/shop_1/product/p_001"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Product 001" })).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe("/public/products/shop_1"));
    view.unmount();

    mockFetch(catalogServer(testProducts(3), withDetail, { shop: testPrivateShop }));
    renderWithApp(<AppRoutes />, { path: "/sharma-kirana/product/p_001" });
    expect(await screen.findByRole("dialog", { name: "Product 001" }, { timeout: SLOW })).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe("/sharma-kirana/product/p_001"));
  });

  it("sends a product address under an app page to /home", async () => {
    mockFetch(guestServer);
    const { location } = renderWithApp(<AppRoutes />, { path: "/profile/product/p_001" });
    await waitFor(() => expect(location()).toBe("/home"), { timeout: SLOW });
  });

  it("names two sizes of one product apart in their ADD buttons, by unit", async () => {
    window.localStorage.clear();
    const [a, b, c] = testProducts(3);
    const milk = (p: typeof a, unit: string) => ({
      ...p,
      productInfo: { ...p.productInfo, product_name: "Amul Toned Milk", unit },
    });
    mockFetch(catalogServer([milk(a, "500 ml"), milk(b, "1 l"), c], guestServer));
    renderWithApp(<AppRoutes />, { path: "/public/products/shop_1" });
    expect(
      await screen.findByRole("button", { name: "Add Amul Toned Milk 500 ml to cart" }, { timeout: SLOW }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Add Amul Toned Milk 1 l to cart" })).toBeVisible();
    // A name no other product has stays as it is.
    expect(screen.getByRole("button", { name: `Add ${c.productInfo.product_name} to cart` })).toBeVisible();
  });
});
