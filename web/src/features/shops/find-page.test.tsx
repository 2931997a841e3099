import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router-dom";
import type { FindSearchAnswer, FoundProduct, FoundShop } from "@contract/finder";
import { ERROR_CODE } from "@contract/errors";
import { envelopeReply, failure } from "@/testing/fake-api";
import { mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { storedDeliveryCoordinates, storedSearchCoordinates } from "@/lib/storage";
import { FindPage } from "./pages/find-page";
import { FIND_MESSAGES } from "./find-sagas";

const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };

function shop(id: string, name: string, price: number, extra: Partial<FoundShop> = {}): FoundShop {
  return {
    _id: id,
    display_name: name,
    image: "shop.png",
    kind: "Grocery",
    group: "public",
    unique_id: null,
    is_open: true,
    distance: 800,
    delivery_distance: 800,
    offer: { value_type: 2, code_value: 10 },
    delivery_local_duration: 30,
    delivery_local_duration_unit: "minutes",
    stores: [`${id}-store`],
    store_id: `${id}-store`,
    selling_price: price,
    net_price: price,
    offer_percent: 0,
    stock: 5,
    in_stock: true,
    ...extra,
  };
}

const atta: FoundProduct = {
  _id: "p-atta",
  category: "Grocery > Staples > Atta",
  product_name: "Aashirvaad Whole Wheat Atta",
  brand: "Aashirvaad",
  unit: "5 kg",
  mrp: 300,
  images: [{ name: "atta.png" }],
  lowest_price: 250,
  shops: [
    shop("shop-a", "Fresh Mart", 250),
    shop("shop-p", "Sharma Kirana", 265, { group: "private", unique_id: "sharma-kirana" }),
  ],
  shop_count: 2,
};

const answer: FindSearchAnswer = { success: true, data: [atta], count: 1, corrected: null, shops_searched: 7 };

function ShowState() {
  const location = useLocation();
  return <p data-testid="state">{JSON.stringify(location.state)}</p>;
}

function renderFind(q: string) {
  return renderWithApp(
    <Routes>
      <Route path="/find" element={<FindPage />} />
      <Route path="/public/products/:shopId" element={<ShowState />} />
      <Route path="/:shop" element={<ShowState />} />
    </Routes>,
    { path: `/find?q=${encodeURIComponent(q)}` },
  );
}

describe("search across nearby shops", () => {
  it("lists products with their shops, prices, offers and open state; a shop opens at the product", async () => {
    storedDeliveryCoordinates.set(KORAMANGALA);
    storedSearchCoordinates.set(KORAMANGALA);
    const { requests } = mockFetch((r) =>
      r.url.startsWith("/user/find/search")
        ? envelopeReply("POST /find/search", answer)
        : failure(ERROR_CODE.NOT_FOUND, `No route ${r.url}`),
    );
    const user = userEvent.setup();
    const view = renderFind("atta");
    const card = await screen.findByRole("listitem", { name: "Aashirvaad Whole Wheat Atta" });
    expect(screen.getByText("1 product in 7 shops within 5 km")).toBeVisible();
    const shops = within(card).getByRole("list", { name: "Shops with Aashirvaad Whole Wheat Atta" });
    const lines = within(shops).getAllByRole("listitem");
    expect(lines[0]).toHaveTextContent("Fresh Mart₹250.0010% OFFOpen0.8 km · 30 minutes");
    expect(lines[1]).toHaveTextContent("Sharma Kirana");
    const search = requests.find((r) => r.url.startsWith("/user/find/search"))!;
    expect(search.body).toEqual({
      search: "atta",
      searchLocation: { type: "Point", coordinates: [77.6245, 12.9352] },
      deliveryLocation: { type: "Point", coordinates: [77.6245, 12.9352] },
      maxDistance: 5000,
    });
    await user.click(within(lines[0]).getByRole("link", { name: /Fresh Mart/ }));
    await waitFor(() => expect(view.location()).toBe("/public/products/shop-a"));
    expect(JSON.parse(screen.getByTestId("state").textContent!)).toEqual({
      categoryId: "shop-a",
      shopsIds: ["shop-a-store"],
      isPrivate: false,
      isRecentShop: false,
      productId: "p-atta",
    });
  });

  it("opens a private shop at its own address", async () => {
    storedDeliveryCoordinates.set(KORAMANGALA);
    storedSearchCoordinates.set(KORAMANGALA);
    mockFetch(() => envelopeReply("POST /find/search", answer));
    const user = userEvent.setup();
    const view = renderFind("atta");
    await user.click(await screen.findByRole("link", { name: /Sharma Kirana/ }));
    await waitFor(() => expect(view.location()).toBe("/sharma-kirana"));
    expect(JSON.parse(screen.getByTestId("state").textContent!)).toEqual({ productId: "p-atta" });
  });

  it("asks for two letters and for locations without calling the server", async () => {
    const { requests } = mockFetch(() => envelopeReply("POST /find/search", answer));
    renderFind("a");
    expect(await screen.findByText(FIND_MESSAGES.short)).toBeVisible();
    expect(requests.filter((r) => r.url.startsWith("/user/find"))).toEqual([]);
  });

  it("searches a two-letter Hindi word whose vowel is a sign on its letter (घी)", async () => {
    storedDeliveryCoordinates.set(KORAMANGALA);
    storedSearchCoordinates.set(KORAMANGALA);
    const { requests } = mockFetch(() => envelopeReply("POST /find/search", answer));
    renderFind("घी");
    await waitFor(() => expect(requests.filter((r) => r.url.startsWith("/user/find/search"))).toHaveLength(1));
    expect(requests.find((r) => r.url.startsWith("/user/find/search"))!.body).toMatchObject({ search: "घी" });
  });

  it("asks for the home page's locations when they are not set", async () => {
    const { requests } = mockFetch(() => envelopeReply("POST /find/search", answer));
    renderFind("atta");
    expect(await screen.findByText(FIND_MESSAGES.noLocation)).toBeVisible();
    expect(requests.filter((r) => r.url.startsWith("/user/find"))).toEqual([]);
  });
});
