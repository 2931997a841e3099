// The product list's sliding window (spec part 1 sections 4 and 9): pages of 50 (100 for search),
// at most 5 pages held; going forward past 5 drops the first page, going back drops the last.
import type { ProductView } from "@contract/catalog";

export const PRODUCT_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 100;
export const MAX_WINDOW_PAGES = 5;
/** Load the next page when the bottom of the list is this close (px). */
export const NEXT_PAGE_THRESHOLD_PX = 700;
/** Load the previous page when the window is scrolled above this (px). */
export const PREVIOUS_PAGE_SCROLL_Y = 120;

export type ProductPage = { number: number; products: ProductView[] };
export type ListWindow = { pageSize: number; total: number; pages: ProductPage[] };

export const emptyWindow = (pageSize = PRODUCT_PAGE_SIZE): ListWindow => ({ pageSize, total: 0, pages: [] });

export const lastPageNumber = (w: ListWindow) => w.pages[w.pages.length - 1]?.number ?? 0;
export const firstPageNumber = (w: ListWindow) => w.pages[0]?.number ?? 0;

/** The page after the window, while the total exceeds page size x the last page number. */
export function nextPageNumber(w: ListWindow): number | null {
  const last = lastPageNumber(w);
  return last > 0 && w.total > w.pageSize * last ? last + 1 : null;
}

/** The page before the window, when earlier pages were dropped. */
export function previousPageNumber(w: ListWindow): number | null {
  const first = firstPageNumber(w);
  return first > 1 ? first - 1 : null;
}

/** skip for a page number (1-based). */
export const skipOf = (w: Pick<ListWindow, "pageSize">, page: number) => (page - 1) * w.pageSize;

/** Page 1 of a fresh list. */
export const startWindow = (pageSize: number, total: number, products: ProductView[]): ListWindow => ({
  pageSize,
  total,
  pages: [{ number: 1, products }],
});

/** Adds a page after the window, dropping the first page past the limit. Out-of-order pages are ignored. */
export function appendPage(w: ListWindow, page: ProductPage): ListWindow {
  if (page.number !== lastPageNumber(w) + 1) return w;
  const pages = [...w.pages, page];
  return { ...w, pages: pages.length > MAX_WINDOW_PAGES ? pages.slice(pages.length - MAX_WINDOW_PAGES) : pages };
}

/** Adds a page before the window, dropping the last page past the limit. Out-of-order pages are ignored. */
export function prependPage(w: ListWindow, page: ProductPage): ListWindow {
  if (page.number < 1 || page.number !== firstPageNumber(w) - 1) return w;
  const pages = [page, ...w.pages];
  return { ...w, pages: pages.length > MAX_WINDOW_PAGES ? pages.slice(0, MAX_WINDOW_PAGES) : pages };
}

export const windowProducts = (w: ListWindow): ProductView[] => w.pages.flatMap((p) => p.products);

export type ScrollPosition = { scrollY: number; viewportHeight: number; documentHeight: number };

/** Which page the scroll position asks for, if any. */
export function pageWanted(w: ListWindow, pos: ScrollPosition): { direction: "next" | "previous"; page: number } | null {
  const next = nextPageNumber(w);
  if (next !== null && pos.scrollY + pos.viewportHeight >= pos.documentHeight - NEXT_PAGE_THRESHOLD_PX) {
    return { direction: "next", page: next };
  }
  const previous = previousPageNumber(w);
  if (previous !== null && pos.scrollY < PREVIOUS_PAGE_SCROLL_Y) return { direction: "previous", page: previous };
  return null;
}
