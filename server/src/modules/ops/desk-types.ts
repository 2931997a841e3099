// What the desk's services share: the ops member acting (the guard's OpsContext), the context
// they run in and the roles each desk area lets in (OPS-ROLES: support handles orders, escalations
// and customers; suspending a shop is Admin only).
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import type { OpsContext } from "./ops-context";

export type OpsActor = OpsContext;
export type Tx = Prisma.TransactionClient;
export type DeskCtx = Pick<AppContext, "db" | "now"> & Partial<Pick<AppContext, "adapters">>;

export const DESK_ROLES = {
  orders: OPS_AREA_ROLES.desk,
  escalations: OPS_AREA_ROLES.desk,
  customers: OPS_AREA_ROLES.desk,
  shops: OPS_AREA_ROLES.admin,
} as const;

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
