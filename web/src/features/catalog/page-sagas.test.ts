import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { makeStore, type AppStore } from "@/app/store";
import { guestServer, guestSession, mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { storedRecentShop } from "@/lib/storage";
import { catalogServer, testPrivateShop, testProducts } from "./testing/catalog-server";
import { categorySelected, pageRequested, searchCleared, searchTyped, shopOpened, shopOpenedEarly } from "./slice";
import { sessionEstablished } from "@/app/events";
import { failure } from "@/testing/fake-api";
import { ERROR_CODE } from "@contract/errors";
import { CLOSED_PRIVATE_SHOP_MESSAGE, SEARCH_DEBOUNCE_MS } from "./page-sagas";
import { SHOP_BOOT_ELEMENT_ID } from "@contract/catalog-constants";
import type { ShopBootData } from "@contract/catalog";
import { storedDeliveryCoordinates } from "@/lib/storage";

const publicRef = { kind: "public" as const, categoryId: "shop_1", storeIds: ["st_a"], isRecentShop: false };
const paths = (requests: MockRequest[]) =>
  requests.map((r) => new URL(r.url, "http://t").pathname.replace("/user/product/view/", ""));
const query = (r: MockRequest) => Object.fromEntries(new URL(r.url, "http://t").searchParams);

async function openShop(count: number, search?: (text: string) => ReturnType<typeof testProducts>) {
  const products = testProducts(count);
  const { requests } = mockFetch(catalogServer(products, guestServer, { search }));
  const store = makeStore();
  store.dispatch(shopOpened(publicRef));
  await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
  return { store, requests, products };
}

const window_ = (store: AppStore) => store.getState().catalog.page.window;

afterEach(() => {
  vi.useRealTimers();
});

describe("opening a shop", () => {
  it("loads the shop, then count and page 1 of its products with the stores from the home page", async () => {
    const { store, requests } = await openShop(120);
    expect(paths(requests).slice(0, 1)).toEqual(["public"]);
    expect(paths(requests)).toEqual(expect.arrayContaining(["products", "c", "product_category"]));
    const list = requests.find((r) => r.url.includes("/product/view/products"))!;
    expect(list.body).toEqual({ _id: "shop_1", stores: ["st_a"] });
    expect(query(list)).toEqual({ skip: "0", limit: "50" });
    expect(window_(store)).toMatchObject({ total: 120, pageSize: 50 });
    expect(window_(store).pages.map((p) => p.products.length)).toEqual([50]);
    expect(storedRecentShop.get()).toEqual({ isPrivate: false, categoryId: "shop_1", shopsIds: ["st_a"] });
    await waitFor(() => expect(store.getState().catalog.page.categories?.name).toBe("All"));
  });

  it("goes to /home when the shop cannot be loaded", async () => {
    mockFetch(guestServer);
    const store = makeStore();
    store.dispatch(shopOpened(publicRef));
    await waitFor(() => expect(store.getState().ui.navigation).toMatchObject({ to: "/home", replace: true }));
    expect(store.getState().catalog.page.shopRequest.status).toBe("error");
  });
});

describe("a private shop opened by its address", () => {
  const ref = { kind: "private" as const, storeUniqueId: "sharma-kirana" };

  it("is asked for as soon as the session's token comes, and the page takes that request over", async () => {
    storedRecentShop.clear();
    const { requests } = mockFetch(catalogServer(testProducts(10), guestServer));
    const store = makeStore();
    store.dispatch(shopOpenedEarly(ref));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    store.dispatch(sessionEstablished(guestSession));
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    expect(paths(requests).filter((p) => p === "private")).toHaveLength(1);
    expect(store.getState().catalog.page.openedEarly).toBe(true);
  });

  it("asks for its products with the shop's ids from the last visit alongside the shop, once", async () => {
    storedRecentShop.set({
      isPrivate: true,
      storeUniqueId: "sharma-kirana",
      categoryId: testPrivateShop._id,
      shopsIds: testPrivateShop.stores,
    });
    const { requests } = mockFetch(catalogServer(testProducts(10), guestServer, { shop: testPrivateShop }));
    const store = makeStore();
    store.dispatch(shopOpened(ref));
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    const order = paths(requests);
    expect(order.filter((p) => p === "products")).toHaveLength(1);
    expect(order.indexOf("products")).toBeLessThan(order.indexOf("private"));
    expect(store.getState().catalog.page.window.pages[0]?.products).toHaveLength(10);
  });

  it("asks again with the shop's answer when the ids it kept are not the shop's any more", async () => {
    storedRecentShop.set({ isPrivate: true, storeUniqueId: "sharma-kirana", categoryId: "old_id", shopsIds: ["old"] });
    const { requests } = mockFetch(catalogServer(testProducts(10), guestServer, { shop: testPrivateShop }));
    const store = makeStore();
    store.dispatch(shopOpened(ref));
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    const lists = requests.filter((r) => r.url.includes("/product/view/products"));
    expect(lists.map((r) => r.body)).toEqual([
      { _id: "old_id", stores: ["old"] },
      { _id: testPrivateShop._id, stores: testPrivateShop.stores },
    ]);
    expect(store.getState().ui.apiError.open).toBe(false);
  });
});

describe("a private shop whose first data came in the page", () => {
  const ref = { kind: "private" as const, storeUniqueId: "sharma-kirana" };
  const embed = (data: ShopBootData) => {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = SHOP_BOOT_ELEMENT_ID;
    script.textContent = JSON.stringify(data).replace(/</g, "\\u003c");
    document.head.append(script);
  };
  const bootData = (storeUniqueId = "sharma-kirana"): ShopBootData => {
    const products = testProducts(60);
    return {
      storeUniqueId,
      shop: {
        success: true,
        data: testPrivateShop,
        is_deliver: false,
        warning: "Please enter your delivery location.",
      },
      products: { success: true, data: [{ _id: "Grocery", products: products.slice(0, 50) }] },
      count: { success: true, data: { count: 60 } },
    };
  };

  afterEach(() => {
    document.getElementById(SHOP_BOOT_ELEMENT_ID)?.remove();
    storedDeliveryCoordinates.clear();
  });

  it("draws the shop and its first page without asking or waiting for the token, once", async () => {
    storedRecentShop.clear();
    embed(bootData());
    const { requests } = mockFetch(catalogServer(testProducts(60), guestServer, { shop: testPrivateShop }));
    const store = makeStore();
    store.dispatch(shopOpenedEarly(ref));
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    expect(store.getState().catalog.page.shop?._id).toBe(testPrivateShop._id);
    expect(store.getState().catalog.page.warning).toBe("Please enter your delivery location.");
    expect(window_(store)).toMatchObject({ total: 60, pageSize: 50 });
    expect(window_(store).pages.map((p) => p.products.length)).toEqual([50]);
    expect(requests).toHaveLength(0);
    expect(document.getElementById(SHOP_BOOT_ELEMENT_ID)).toBeNull();

    // The category tree (and everything after) waits for the token as before.
    store.dispatch(sessionEstablished(guestSession));
    await waitFor(() => expect(store.getState().catalog.page.categories?.name).toBe("All"));
    expect(paths(requests).filter((p) => !p.startsWith("/"))).toEqual(["product_category"]);
    store.dispatch(pageRequested({ direction: "next", page: 2 }));
    await waitFor(() => expect(window_(store).pages).toHaveLength(2));
    expect(query(requests.at(-1)!)).toEqual({ skip: "50", limit: "50" });

    // A later open of the same shop asks the server.
    store.dispatch(shopOpened(ref));
    await waitFor(() => expect(paths(requests)).toContain("private"));
  });

  it("draws while the session starts, and every call waits for the token", async () => {
    storedRecentShop.clear();
    embed(bootData());
    const { requests } = mockFetch(catalogServer(testProducts(60), guestServer, { shop: testPrivateShop }));
    // The guest token is on its way (the session saga's request is not part of this test).
    const store = makeStore({ session: { ...makeStore().getState().session, status: "sending" } });
    store.dispatch(shopOpenedEarly(ref));
    expect(store.getState().catalog.page.embedded).toBe(true);
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    store.dispatch(categorySelected("Grocery"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // No catalogue call before the token (a customer's live stream is no catalogue call).
    expect(requests.filter((r) => !r.url.includes("/live/events"))).toEqual([]);

    store.dispatch(sessionEstablished(guestSession));
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    const byCategory = requests.find((r) => r.url.includes("listByCategory"))!;
    expect(byCategory.headers.Authorization).toBe("Bearer guest-token");
  });

  it("is left alone when it is another shop's", async () => {
    embed(bootData("other-shop"));
    const { requests } = mockFetch(catalogServer(testProducts(10), guestServer, { shop: testPrivateShop }));
    const store = makeStore();
    store.dispatch(sessionEstablished(guestSession));
    store.dispatch(shopOpenedEarly(ref));
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    expect(paths(requests)).toContain("private");
    expect(window_(store).total).toBe(10);
  });

  it("asks whether the shop delivers to a customer's delivery location once the token has come", async () => {
    storedDeliveryCoordinates.set({ lat: 12.93, lng: 77.62 });
    embed(bootData());
    const { requests } = mockFetch(catalogServer(testProducts(60), guestServer, { shop: testPrivateShop }));
    const store = makeStore();
    store.dispatch(shopOpenedEarly(ref));
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    expect(store.getState().catalog.page.warning).toBe("");
    expect(requests).toHaveLength(0);
    store.dispatch(sessionEstablished(guestSession));
    await waitFor(() => expect(paths(requests)).toContain("private"));
    const check = requests.find((r) => r.url.includes("/product/view/private"))!;
    expect(check.body).toMatchObject({ deliveryLocation: { type: "Point", coordinates: [77.62, 12.93] } });
  });
});

describe("a closed private shop", () => {
  it("cannot be opened by its address: the message shows and the page goes to /home", async () => {
    const closed = { ...testPrivateShop, is_open: false, private_is_open: false };
    const { requests } = mockFetch(catalogServer(testProducts(10), guestServer, { shop: closed }));
    const store = makeStore();
    store.dispatch(shopOpened({ kind: "private", storeUniqueId: "closed-kirana" }));
    await waitFor(() => expect(store.getState().ui.navigation).toMatchObject({ to: "/home", replace: true }));
    expect(store.getState().ui.apiError).toMatchObject({ message: CLOSED_PRIVATE_SHOP_MESSAGE });
    expect(paths(requests)).not.toContain("products");
  });
});

describe("paging", () => {
  it("pages forward through a window of 5 and back again with the right skip", async () => {
    const { store, requests } = await openShop(400);
    for (let page = 2; page <= 7; page++) {
      store.dispatch(pageRequested({ direction: "next", page }));
      await waitFor(() => expect(store.getState().catalog.page.pageRequest.status).toBe("done"));
    }
    expect(window_(store).pages.map((p) => p.number)).toEqual([3, 4, 5, 6, 7]);
    const skips = requests.filter((r) => r.url.includes("/product/view/products")).map((r) => query(r).skip);
    expect(skips).toEqual(["0", "50", "100", "150", "200", "250", "300"]);

    store.dispatch(pageRequested({ direction: "previous", page: 2 }));
    await waitFor(() => expect(window_(store).pages.map((p) => p.number)).toEqual([2, 3, 4, 5, 6]));
    expect(query(requests.at(-1)!)).toEqual({ skip: "50", limit: "50" });
  });
});

describe("categories", () => {
  it("selecting a category resets to page 1 and reloads list and count for that path and below", async () => {
    const { store, requests } = await openShop(300);
    store.dispatch(pageRequested({ direction: "next", page: 2 }));
    await waitFor(() => expect(window_(store).pages).toHaveLength(2));
    store.dispatch(categorySelected("Grocery > Staples"));
    expect(window_(store).pages).toEqual([]);
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    const byCategory = requests.filter((r) => r.url.includes("listByCategory") || r.url.includes("by_category/c"));
    expect(byCategory.map((r) => r.body)).toEqual([
      { _id: "shop_1", stores: ["st_a"], category: "Grocery > Staples", is_reg_exp: true },
      { _id: "shop_1", stores: ["st_a"], category: "Grocery > Staples", is_reg_exp: true },
    ]);
    expect(query(byCategory.find((r) => r.url.includes("listByCategory"))!)).toEqual({ skip: "0", limit: "50" });
    expect(window_(store).total).toBe(200);
  });
});

describe("search", () => {
  it("waits 500 ms after the last key before searching, once", async () => {
    const { store, requests, products } = await openShop(60, (text) =>
      products.filter((p) => p.productInfo.product_name.includes(text)),
    );
    vi.useFakeTimers();
    store.dispatch(searchTyped("P"));
    await vi.advanceTimersByTimeAsync(300);
    store.dispatch(searchTyped("Pr"));
    await vi.advanceTimersByTimeAsync(300);
    store.dispatch(searchTyped("Product 01"));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(paths(requests)).not.toContain("listBySearch");
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    const searches = requests.filter((r) => r.url.includes("listBySearch"));
    expect(searches).toHaveLength(1);
    expect(searches[0].body).toEqual({ _id: "shop_1", stores: ["st_a"], search: "Product 01" });
    expect(query(searches[0])).toEqual({ skip: "0", limit: "100" });
    expect(window_(store)).toMatchObject({ pageSize: 100, total: 10 });
  });

  it("clearing the box goes straight back to the list, and a cleared pending search never runs", async () => {
    const { store, requests } = await openShop(60, () => []);
    vi.useFakeTimers();
    store.dispatch(searchTyped("atta"));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    vi.useRealTimers();
    await waitFor(() => expect(store.getState().catalog.page.mode).toEqual({ kind: "search", text: "atta" }));
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));

    const before = requests.length;
    store.dispatch(searchCleared());
    expect(store.getState().catalog.page.mode).toEqual({ kind: "all" });
    await waitFor(() => expect(store.getState().catalog.page.listRequest.status).toBe("done"));
    expect(paths(requests.slice(before)).sort()).toEqual(["c", "products"]);

    vi.useFakeTimers();
    store.dispatch(searchTyped("rice"));
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(searchCleared());
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    vi.useRealTimers();
    expect(requests.filter((r) => (r.body as { search?: string } | undefined)?.search === "rice")).toEqual([]);
  });
});

describe("an address that names no shop", () => {
  it("stays, marked not found (the page says so with a way home), instead of going to /home", async () => {
    mockFetch((request: MockRequest) =>
      request.url.includes("/product/view/private")
        ? failure(ERROR_CODE.SHOP_NOT_FOUND, "Shop not found.")
        : guestServer(request),
    );
    const store = makeStore();
    store.dispatch(shopOpened({ kind: "private", storeUniqueId: "no-such-shop" }));
    await waitFor(() => expect(store.getState().catalog.page.shopRequest.status).toBe("error"));
    expect(store.getState().catalog.page.notFound).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().ui.navigation).toBeNull();
  });
});
