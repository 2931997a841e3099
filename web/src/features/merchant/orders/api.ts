// The orders board's calls to /merchant/api, with the console session's bearer token.
import type { ConsoleBoard, ConsoleDashboard, ConsoleOrder, ConsoleTab } from "@contract/console-orders";
import { apiRequest, buildUrl, toApiError, type HttpMethod } from "@/app/api-client";
import type { OrderAct, Failure } from "./slice";

export const CONSOLE_API_BASE = "/merchant/api";
/** Orders per tab on the board. */
export const BOARD_PAGE_SIZE = 50;

let tokenSource: () => string | null = () => null;
/** The console session hands its token getter over once (the console's session module). */
export function setConsoleTokenSource(source: () => string | null): void {
  tokenSource = source;
}
export const consoleToken = (): string | null => tokenSource();
export const consoleStreamUrl = () => buildUrl("/events", CONSOLE_API_BASE);

async function call<T>(method: HttpMethod, path: string, body?: unknown, query?: Record<string, string | number | null>) {
  const token = consoleToken();
  const res = await apiRequest<T>(method, path, {
    base: CONSOLE_API_BASE,
    auth: false,
    body,
    query,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return res.data;
}

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

export const ordersApi = {
  board: (tab: ConsoleTab, storeId: string | null) =>
    call<ConsoleBoard>("GET", "/orders", undefined, { tab, store_id: storeId, limit: BOARD_PAGE_SIZE }),
  order: (orderId: string) => call<ConsoleOrder>("GET", orderPath(orderId)),
  act: (orderId: string, act: OrderAct, status: number, reason?: string) => {
    if (act === "approve") return call<ConsoleOrder>("POST", `${orderPath(orderId)}/requests/approve`, { status });
    if (act === "refuse") return call<ConsoleOrder>("POST", `${orderPath(orderId)}/requests/refuse`, { status, reason });
    return call<ConsoleOrder>("POST", `${orderPath(orderId)}/${act}`, act === "reject" ? { status, reason } : { status });
  },
  dashboard: () => call<ConsoleDashboard>("GET", "/dashboard"),
  setThreshold: (shopId: string, threshold: number) =>
    call<null>("PUT", "/dashboard/low-stock-threshold", { shop_id: shopId, threshold }),
  /** The customer's image as an object URL (the image needs the bearer token, so no plain <img src>). */
  imageUrl: async (orderId: string): Promise<string | null> => {
    const token = consoleToken();
    const res = await fetch(buildUrl(`${orderPath(orderId)}/image`, CONSOLE_API_BASE), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) return null;
    return URL.createObjectURL(await res.blob());
  },
};

export function failureOf(err: unknown): Failure {
  const e = toApiError(err);
  return { message: e.message, code: e.code };
}
