// The operations console desk's calls (/ops/api/orders, /escalations, /shops, /customers) through
// the console's opsRequest (the ops token, the page's language, the envelope).
import type {
  EscalationDecision,
  OpsCustomer,
  OpsEscalation,
  OpsOrderDetail,
  OpsOrderSummary,
  OpsShop,
} from "@contract/ops-desk";
import { opsRequest } from "./ops-api";

export type Page<T> = { items: T[]; total: number };

const qs = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const deskApi = {
  orders: (q: string, page = 1) => opsRequest<Page<OpsOrderSummary>>("GET", `/orders?${qs({ q, page })}`),
  order: (id: string) => opsRequest<OpsOrderDetail>("GET", `/orders/${encodeURIComponent(id)}`),
  deny: (id: string, reason: string) =>
    opsRequest<OpsOrderDetail>("POST", `/orders/${encodeURIComponent(id)}/deny`, { reason }),
  escalations: (page = 1) => opsRequest<Page<OpsEscalation>>("GET", `/escalations?${qs({ page })}`),
  decide: (orderId: string, decision: EscalationDecision, note: string) =>
    opsRequest<{ order_no: string; escalation_status: number; products: number; refunded: number }>(
      "POST",
      `/escalations/${encodeURIComponent(orderId)}/decision`,
      { decision, note },
    ),
  shops: (q: string, suspended: boolean, page = 1) =>
    opsRequest<Page<OpsShop>>("GET", `/shops?${qs({ q, suspended, page })}`),
  setShop: (id: string, suspend: boolean, reason: string) =>
    opsRequest<OpsShop>("POST", `/shops/${encodeURIComponent(id)}/${suspend ? "suspend" : "unsuspend"}`, { reason }),
  customers: (q: string, suspended: boolean, page = 1) =>
    opsRequest<Page<OpsCustomer>>("GET", `/customers?${qs({ q, suspended, page })}`),
  setCustomer: (id: string, suspend: boolean, reason: string) =>
    opsRequest<OpsCustomer>("POST", `/customers/${encodeURIComponent(id)}/${suspend ? "suspend" : "unsuspend"}`, {
      reason,
    }),
};
