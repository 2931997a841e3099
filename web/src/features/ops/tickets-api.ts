// The Support queue's calls (/ops/api/tickets*) through the console's opsRequest.
import type { OpsTicketDetail, OpsTicketSummary, TicketStatus } from "@contract/grievance";
import { opsRequest } from "./ops-api";

export type TicketFilters = { status: TicketStatus | ""; overdue: boolean; mine: boolean };

const ticket = (id: string) => `/tickets/${encodeURIComponent(id)}`;

export const ticketsApi = {
  list: (f: TicketFilters, page = 1) => {
    const q = new URLSearchParams({ page: String(page) });
    if (f.status) q.set("status", f.status);
    if (f.overdue) q.set("overdue", "true");
    if (f.mine) q.set("mine", "true");
    return opsRequest<{ items: OpsTicketSummary[]; total: number }>("GET", `/tickets?${q.toString()}`);
  },
  one: (id: string) => opsRequest<OpsTicketDetail>("GET", ticket(id)),
  assign: (id: string, opsId?: string) => opsRequest<OpsTicketDetail>("POST", `${ticket(id)}/assign`, opsId ? { ops_id: opsId } : {}),
  reply: (id: string, message: string) => opsRequest<OpsTicketDetail>("POST", `${ticket(id)}/reply`, { message }),
  resolve: (id: string, message: string) => opsRequest<OpsTicketDetail>("POST", `${ticket(id)}/resolve`, { message }),
};
