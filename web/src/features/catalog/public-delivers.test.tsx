// A public shop's products page tells a customer whose delivery location the shop does not reach
// (its stores' drawn areas or radius) before anything reaches checkout, and asks again when the
// location changes.
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { storedDeliveryCoordinates } from "@/lib/storage";
import { guestServer, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { CatalogPage } from "./components/catalog-page";
import type { ShopRef } from "./slice";
import { catalogServer, testProducts } from "./testing/catalog-server";

const publicRef: ShopRef = { kind: "public", categoryId: "shop_1", storeIds: [], isRecentShop: false };
const OUTSIDE =
  "This shop does not deliver to your delivery location. You can browse its products, but it delivers only within its delivery area.";

describe("a public shop outside the customer's delivery location", () => {
  it("says so on the products page, with the location sent to the shop", async () => {
    storedDeliveryCoordinates.set({ lat: 12.95, lng: 77.6 });
    const { requests } = mockFetch(catalogServer(testProducts(3), guestServer, { outside: OUTSIDE }));
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    expect(await screen.findByText(OUTSIDE)).toBeVisible();
    const asked = requests.filter((r) => r.url === "/user/product/view/delivers");
    expect(asked[0].body).toEqual({ category_id: "shop_1", deliveryLocation: { type: "Point", coordinates: [77.6, 12.95] } });
  });

  it("says nothing where the shop delivers or no location is set", async () => {
    storedDeliveryCoordinates.clear();
    const { requests } = mockFetch(catalogServer(testProducts(3), guestServer, { outside: OUTSIDE }));
    renderWithApp(<CatalogPage shopRef={publicRef} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Sharma General Store" })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(OUTSIDE)).toBeNull());
    expect(requests.filter((r) => r.url === "/user/product/view/delivers")).toHaveLength(0);
  });
});
