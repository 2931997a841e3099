// The board's pages: "Show more" appends the next page of a tab, and a quiet refresh (a live event,
// a move, the periodic read) reads only the first page again and keeps the pages shown after it.
import type { ConsoleBoard, ConsoleOrder, ConsoleTab } from "@contract/console-orders";

/**
 * Whether `a` comes before `b` on the tab, as the server sorts: New Orders oldest first (the one
 * waiting longest on top), every other tab newest first; ties by id.
 */
export function comesBefore(tab: ConsoleTab, a: ConsoleOrder, b: ConsoleOrder): boolean {
  const [x, y] = tab === "new" ? [a, b] : [b, a];
  if (x.ordered_at !== y.ordered_at) return x.ordered_at < y.ordered_at;
  return x.order_id < y.order_id;
}

/**
 * The first page read again, with the orders shown below it kept: those that sort after the
 * page's last order and still belong to the tab. An order that sorted within the first page and
 * is no longer on it has left the tab; when the first page holds the whole tab, it is the list.
 */
export function withFirstPage(shown: ConsoleBoard, first: ConsoleBoard): ConsoleBoard {
  const last = first.orders.at(-1);
  if (!last || first.orders.length >= first.total || shown.tab !== first.tab) return first;
  const onPage = new Set(first.orders.map((o) => o.order_id));
  const below = shown.orders.filter(
    (o) => !onPage.has(o.order_id) && o.tab === first.tab && comesBefore(first.tab, last, o),
  );
  return { ...first, orders: [...first.orders, ...below] };
}

/** The next page after what is shown (orders already shown are not repeated); counts from the newer answer. */
export function withNextPage(shown: ConsoleBoard, next: ConsoleBoard): ConsoleBoard {
  const seen = new Set(shown.orders.map((o) => o.order_id));
  return { ...next, orders: [...shown.orders, ...next.orders.filter((o) => !seen.has(o.order_id))] };
}
