import { describe, expect, it } from "vitest";
import {
  appendPage,
  MAX_WINDOW_PAGES,
  nextPageNumber,
  pageWanted,
  prependPage,
  previousPageNumber,
  skipOf,
  startWindow,
  windowProducts,
  type ListWindow,
} from "./list-window";
import { testProduct } from "./testing/catalog-server";

const page = (n: number, size = 50) => ({ number: n, products: Array.from({ length: size }, (_, i) => testProduct((n - 1) * size + i)) });
const numbers = (w: ListWindow) => w.pages.map((p) => p.number);

describe("the 5-page product window", () => {
  it("asks for the next page while the total exceeds 50 x the last page number", () => {
    let w = startWindow(50, 320, page(1).products);
    expect(nextPageNumber(w)).toBe(2);
    for (let n = 2; n <= 6; n++) w = appendPage(w, page(n));
    expect(nextPageNumber(w)).toBe(7);
    w = appendPage(w, page(7, 20));
    // 320 <= 50 x 7: nothing more.
    expect(nextPageNumber(w)).toBeNull();
    expect(nextPageNumber(startWindow(50, 50, page(1).products))).toBeNull();
    expect(nextPageNumber(startWindow(50, 51, page(1).products))).toBe(2);
  });

  it("keeps at most 5 pages going forward, dropping the first 50", () => {
    let w = startWindow(50, 1000, page(1).products);
    for (let n = 2; n <= 5; n++) w = appendPage(w, page(n));
    expect(numbers(w)).toEqual([1, 2, 3, 4, 5]);
    expect(windowProducts(w)).toHaveLength(250);

    w = appendPage(w, page(6));
    expect(numbers(w)).toEqual([2, 3, 4, 5, 6]);
    expect(windowProducts(w)).toHaveLength(250);
    expect(windowProducts(w)[0]._id).toBe(page(2).products[0]._id);
    expect(w.pages).toHaveLength(MAX_WINDOW_PAGES);
    expect(previousPageNumber(w)).toBe(1);
  });

  it("going back adds the page before and drops the last 50", () => {
    let w = startWindow(50, 1000, page(1).products);
    for (let n = 2; n <= 7; n++) w = appendPage(w, page(n));
    expect(numbers(w)).toEqual([3, 4, 5, 6, 7]);
    w = prependPage(w, page(2));
    expect(numbers(w)).toEqual([2, 3, 4, 5, 6]);
    expect(windowProducts(w).at(-1)?._id).toBe(page(6).products[49]._id);
    w = prependPage(w, page(1));
    expect(numbers(w)).toEqual([1, 2, 3, 4, 5]);
    expect(previousPageNumber(w)).toBeNull();
    expect(nextPageNumber(w)).toBe(6);
  });

  it("ignores pages that do not join the window", () => {
    const w = appendPage(appendPage(startWindow(50, 1000, page(1).products), page(2)), page(3));
    expect(appendPage(w, page(5))).toBe(w);
    expect(appendPage(w, page(3))).toBe(w);
    expect(prependPage(w, page(0))).toBe(w);
    expect(numbers(w)).toEqual([1, 2, 3]);
  });

  it("computes skip from the page size (100 for search)", () => {
    expect(skipOf({ pageSize: 50 }, 1)).toBe(0);
    expect(skipOf({ pageSize: 50 }, 4)).toBe(150);
    expect(skipOf({ pageSize: 100 }, 3)).toBe(200);
  });

  it("wants the next page within 700 px of the bottom and the previous one under scrollY 120", () => {
    let w = startWindow(50, 1000, page(1).products);
    for (let n = 2; n <= 6; n++) w = appendPage(w, page(n));
    const at = (scrollY: number) => pageWanted(w, { scrollY, viewportHeight: 800, documentHeight: 10_000 });
    expect(at(8_500)).toEqual({ direction: "next", page: 7 });
    expect(at(8_499)).toBeNull();
    expect(at(119)).toEqual({ direction: "previous", page: 1 });
    expect(at(120)).toBeNull();
    const first = startWindow(50, 1000, page(1).products);
    expect(pageWanted(first, { scrollY: 0, viewportHeight: 800, documentHeight: 10_000 })).toBeNull();
  });
});
