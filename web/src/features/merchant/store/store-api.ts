// The stock, store settings, and API keys and webhooks calls of the merchant console, typed by the
// contract. Every call goes through the console's request (the staff token, the envelope).
import type { ConsoleStore, StockItem, StockUpdateBody } from "@contract/console-stock";
import type { StoreSettings, StoreSettingsBody, Storefront } from "@contract/console-settings";
import type { ApiKeyView, ConsoleWebhook } from "@contract/console-keys";
import type { AutoAssignSetting } from "@contract/delivery";
import type { ConsoleSlots, SlotRulesBody } from "@contract/slots";
import type { ConsoleAreaAnswer, DeliveryAreaBody, DeliveryAreaFeature } from "@contract/delivery-area";
import type { WebhookDeliveryView, WebhookEventType } from "@contract/webhooks";
import { consoleRequest } from "../console-api";
import { consoleUpload } from "../catalogue/catalogue-api";

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export type StockPage = { store_id: string; total: number; items: StockItem[] };

export const storeApi = {
  stores: () => consoleRequest<ConsoleStore[]>("GET", "/stores"),
  stock: (p: { store_id: string; q: string; out_of_stock: boolean; skip: number }) =>
    consoleRequest<StockPage>("GET", `/stock?${q({ ...p, out_of_stock: p.out_of_stock ? "1" : "0" })}`),
  updateStock: (storeId: string, code: string, body: StockUpdateBody) =>
    consoleRequest<StockItem>("PATCH", `/stock/${encodeURIComponent(storeId)}/${encodeURIComponent(code)}`, body),

  settings: () => consoleRequest<StoreSettings[]>("GET", "/settings"),
  saveSettings: (shopId: string, body: StoreSettingsBody) =>
    consoleRequest<StoreSettings>("PUT", `/settings/${encodeURIComponent(shopId)}`, body),
  closure: (shopId: string, closed: boolean) =>
    consoleRequest<StoreSettings>("PUT", `/settings/${encodeURIComponent(shopId)}/closure`, {
      temporarily_closed: closed,
    }),

  // Delivery slots: each store's capacity and cut-off, its slots today and tomorrow, closing one by hand.
  slots: (shopId: string) => consoleRequest<ConsoleSlots>("GET", `/settings/${encodeURIComponent(shopId)}/slots`),
  saveSlots: (shopId: string, storeId: string, body: SlotRulesBody) =>
    consoleRequest<{ rules: SlotRulesBody }>(
      "PUT",
      `/settings/${encodeURIComponent(shopId)}/slots/${encodeURIComponent(storeId)}`,
      body,
    ),
  closeSlot: (shopId: string, storeId: string, body: { date: string; slot: string; closed: boolean }) =>
    consoleRequest<{ closed: boolean }>(
      "PUT",
      `/settings/${encodeURIComponent(shopId)}/slots/${encodeURIComponent(storeId)}/close`,
      body,
    ),

  // A store's delivery area (GeoJSON) and its recent delivery points.
  area: (shopId: string, storeId: string) =>
    consoleRequest<ConsoleAreaAnswer>(
      "GET",
      `/settings/${encodeURIComponent(shopId)}/area/${encodeURIComponent(storeId)}`,
    ),
  saveArea: (shopId: string, storeId: string, body: DeliveryAreaBody) =>
    consoleRequest<DeliveryAreaFeature>(
      "PUT",
      `/settings/${encodeURIComponent(shopId)}/area/${encodeURIComponent(storeId)}`,
      body,
    ),

  // The last mile's automatic assignment switch (its own route, saved at once).
  autoAssign: (shopId: string) =>
    consoleRequest<AutoAssignSetting>("GET", `/delivery-settings/${encodeURIComponent(shopId)}`),
  setAutoAssign: (shopId: string, on: boolean) =>
    consoleRequest<AutoAssignSetting>("PUT", `/delivery-settings/${encodeURIComponent(shopId)}`, { auto_assign: on }),

  storefront: (shopId: string) =>
    consoleRequest<Storefront>("GET", `/settings/${encodeURIComponent(shopId)}/storefront`),
  uploadStorefront: (shopId: string, file: File) => {
    const form = new FormData();
    form.append("file", file);
    return consoleUpload<Storefront>(`/settings/${encodeURIComponent(shopId)}/image`, form);
  },

  keys: () => consoleRequest<ApiKeyView[]>("GET", "/keys"),
  issueKey: (label: string) => consoleRequest<ApiKeyView & { token: string }>("POST", "/keys", { label }),
  renameKey: (id: string, label: string) =>
    consoleRequest<ApiKeyView>("PATCH", `/keys/${encodeURIComponent(id)}`, { label }),
  revokeKey: (id: string) => consoleRequest<ApiKeyView>("POST", `/keys/${encodeURIComponent(id)}/revoke`),

  webhook: (storeId: string) => consoleRequest<ConsoleWebhook>("GET", `/webhooks/${encodeURIComponent(storeId)}`),
  saveWebhook: (storeId: string, body: { url: string; events: WebhookEventType[] }) =>
    consoleRequest<ConsoleWebhook>("PUT", `/webhooks/${encodeURIComponent(storeId)}`, body),
  rotateSecret: (storeId: string) =>
    consoleRequest<ConsoleWebhook>("POST", `/webhooks/${encodeURIComponent(storeId)}/rotate`),
  webhookOff: (storeId: string) => consoleRequest<ConsoleWebhook>("DELETE", `/webhooks/${encodeURIComponent(storeId)}`),
  testWebhook: (storeId: string) =>
    consoleRequest<{ delivery_id: string; event_id: string }>("POST", `/webhooks/${encodeURIComponent(storeId)}/test`),
  deliveries: (storeId: string) =>
    consoleRequest<{ total: number; deliveries: WebhookDeliveryView[] }>(
      "GET",
      `/webhooks/${encodeURIComponent(storeId)}/deliveries?limit=20`,
    ),
};

/** A failed call's message (already in the request's language) and its bad fields, by path. */
export function failureOf(err: unknown): { message: string; fields: Record<string, string> } {
  const e = err as {
    message?: string;
    errors?: { path: string; message: string }[];
    details?: { errors?: { path: string; message: string }[] };
  };
  const list = e.errors ?? e.details?.errors ?? [];
  const fields: Record<string, string> = {};
  for (const item of list) if (item.path && !fields[item.path]) fields[item.path] = item.message;
  return { message: e.message ?? "", fields };
}
