import { describe, expect, it } from "vitest";
import { privateShopRefForPath } from "./shop-ref";
import { resolveShopRef } from "./resolve-shop-ref";

describe("the shop of a products page", () => {
  it("is the private shop of the path, else the navigation state, else the shop last opened", () => {
    expect(resolveShopRef("sharma-kirana", null, null)).toEqual({ kind: "private", storeUniqueId: "sharma-kirana" });
    expect(resolveShopRef(undefined, { categoryId: "c1", shopsIds: ["s1"], isPrivate: false, isRecentShop: true }, null)).toEqual({
      kind: "public",
      categoryId: "c1",
      storeIds: ["s1"],
      isRecentShop: true,
    });
    expect(resolveShopRef(undefined, null, { isPrivate: false, categoryId: "c2", shopsIds: ["s2"] })).toMatchObject({
      kind: "public",
      categoryId: "c2",
      storeIds: ["s2"],
    });
    expect(resolveShopRef(undefined, undefined, { isPrivate: true, storeUniqueId: "x" })).toEqual({ kind: "private", storeUniqueId: "x" });
  });

  it("is a public shop by its own address, with the stores the home page or the last visit named, else all", () => {
    const state = { categoryId: "c1", shopsIds: ["s1"], isPrivate: false, isRecentShop: false };
    expect(resolveShopRef(undefined, state, null, "c1")).toEqual({
      kind: "public",
      categoryId: "c1",
      storeIds: ["s1"],
      isRecentShop: false,
    });
    // Another shop's state or last visit says nothing about this one's stores.
    expect(resolveShopRef(undefined, state, { isPrivate: false, categoryId: "c9", shopsIds: ["s9"] }, "c2")).toEqual({
      kind: "public",
      categoryId: "c2",
      storeIds: [],
      isRecentShop: false,
    });
    expect(resolveShopRef(undefined, null, { isPrivate: false, categoryId: "c2", shopsIds: ["s2"] }, "c2")).toEqual({
      kind: "public",
      categoryId: "c2",
      storeIds: ["s2"],
      isRecentShop: true,
    });
  });

  it("is none without a shop, so the page goes home", () => {
    expect(resolveShopRef(undefined, null, null)).toBeNull();
    expect(resolveShopRef(undefined, { categoryId: 5 }, { isPrivate: false })).toBeNull();
  });
});

describe("the private shop of an address", () => {
  it("is its one segment, decoded and trimmed, unless the app claims it", () => {
    expect(privateShopRefForPath("/sharma-kirana")).toEqual({ kind: "private", storeUniqueId: "sharma-kirana" });
    expect(privateShopRefForPath("/Ram%20Stores%20")).toEqual({ kind: "private", storeUniqueId: "Ram Stores" });
    for (const path of ["/", "/home", "/PUBLIC", "/Privacy-policy", "/a/b", "/%E0%A4%A"]) {
      expect(privateShopRefForPath(path)).toBeNull();
    }
  });
});
