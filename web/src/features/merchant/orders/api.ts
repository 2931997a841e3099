// The orders board's calls to /merchant/api through the console's client (the staff token, the
// page's language, the envelope), and the console's live stream address.
import type { ConsoleBoard, ConsoleDashboard, ConsoleOrder, ConsoleTab } from "@contract/console-orders";
import { CONSOLE_API, ConsoleError, consoleRequest, consoleToken } from "../console-api";
import type { OrderAct, Failure } from "./slice";

export { consoleToken };
/** Orders a page of a tab on the board ("Show more" adds the next page). */
export const BOARD_PAGE_SIZE = 50;

export const consoleStreamUrl = () => `${CONSOLE_API}/events`;

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

function query(params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null) search.set(k, String(v));
  return search.toString();
}

export const ordersApi = {
  /** A page of the tab: the first one, or the one after `skip` orders ("Show more"). */
  board: (tab: ConsoleTab, storeId: string | null, skip = 0) =>
    consoleRequest<ConsoleBoard>(
      "GET",
      `/orders?${query({ tab, store_id: storeId, skip: skip || null, limit: BOARD_PAGE_SIZE })}`,
    ),
  order: (orderId: string) => consoleRequest<ConsoleOrder>("GET", orderPath(orderId)),
  act: (
    orderId: string,
    act: OrderAct,
    status: number,
    extra: { reason?: string; code?: string; overrideReason?: string } = {},
  ) => {
    const { reason, code, overrideReason } = extra;
    if (act === "approve")
      return consoleRequest<ConsoleOrder>("POST", `${orderPath(orderId)}/requests/approve`, { status });
    if (act === "refuse")
      return consoleRequest<ConsoleOrder>("POST", `${orderPath(orderId)}/requests/refuse`, { status, reason });
    if (act === "fail") return consoleRequest<ConsoleOrder>("POST", `${orderPath(orderId)}/fail`, { reason });
    if (act === "return") return consoleRequest<ConsoleOrder>("POST", `${orderPath(orderId)}/return`);
    const body =
      act === "reject"
        ? { status, reason }
        : act === "deliver" && code
          ? { status, code }
          : act === "deliver" && overrideReason
            ? { status, override_reason: overrideReason }
            : { status };
    return consoleRequest<ConsoleOrder>("POST", `${orderPath(orderId)}/${act}`, body);
  },
  dashboard: () => consoleRequest<ConsoleDashboard>("GET", "/dashboard"),
  setThreshold: (shopId: string, threshold: number) =>
    consoleRequest<string>("PUT", "/dashboard/low-stock-threshold", { shop_id: shopId, threshold }),
  /** The customer's image as an object URL (it needs the bearer token, so no plain <img src>). */
  imageUrl: async (orderId: string): Promise<string | null> => {
    const token = consoleToken();
    const res = await fetch(`${CONSOLE_API}${orderPath(orderId)}/image`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) return null;
    return URL.createObjectURL(await res.blob());
  },
  /** A photo the customer sent with a replacement request, as an object URL (null when it is gone). */
  requestImageUrl: async (orderId: string, productId: string, index: number): Promise<string | null> => {
    const token = consoleToken();
    const res = await fetch(
      `${CONSOLE_API}${orderPath(orderId)}/requests/${encodeURIComponent(productId)}/image?n=${index}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
    if (!res.ok) return null;
    return URL.createObjectURL(await res.blob());
  },
};

export function failureOf(err: unknown): Failure {
  if (err instanceof ConsoleError) return { message: err.message, code: err.code };
  return { message: "Something went wrong. Please try again.", code: null };
}
