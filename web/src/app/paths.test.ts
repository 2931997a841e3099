import { describe, expect, it } from "vitest";
import { RESERVED_SHOP_SEGMENTS } from "@contract/catalog-constants";
import { classifyShopSegment, isReservedSegment, RESERVED_SEGMENTS, staticPaths } from "./paths";

describe("isReservedSegment", () => {
  it("reserves the app's own first segments", () => {
    for (const name of [
      "home",
      "products",
      "error",
      "payments",
      "track-order",
      "public",
      "profile",
      "purchase-history",
      "get-app",
      "find",
    ]) {
      expect(isReservedSegment(name)).toBe(true);
    }
  });

  it("reserves every static page name, whatever the case", () => {
    for (const path of Object.values(staticPaths)) expect(isReservedSegment(path.slice(1))).toBe(true);
    expect(isReservedSegment("privacy-policy")).toBe(true);
    expect(isReservedSegment("TERMS")).toBe(true);
  });

  it("leaves shop ids alone", () => {
    expect(isReservedSegment("sharma-kirana-42")).toBe(false);
    expect(isReservedSegment("homestore")).toBe(false);
    expect(isReservedSegment("api-mart")).toBe(false);
  });
});

describe("classifyShopSegment", () => {
  it("treats 'public' or an empty value as the public products page", () => {
    expect(classifyShopSegment("public")).toEqual({ kind: "public" });
    expect(classifyShopSegment("")).toEqual({ kind: "public" });
    expect(classifyShopSegment(undefined)).toEqual({ kind: "public" });
  });

  it("names a reserved segment as no shop", () => {
    expect(classifyShopSegment("profile")).toEqual({ kind: "reserved", segment: "profile" });
  });

  it("gives anything else to a private shop", () => {
    expect(classifyShopSegment("sharma-kirana-42")).toEqual({ kind: "private", storeUniqueId: "sharma-kirana-42" });
  });
});

describe("the server's rule for a private shop's address", () => {
  it("reserves the same first segments as the routes (the server embeds a shop's first data by it)", () => {
    expect([...RESERVED_SHOP_SEGMENTS].sort()).toEqual([...RESERVED_SEGMENTS].sort());
  });
});
