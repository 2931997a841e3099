// What the desk's services need of the operations console's foundation, as plain types: the ops
// member acting (the guard's OpsContext) and the audit entry written in the same transaction as
// the write (recordOpsAudit). The routes plugins take the guard, the member and the audit writer as
// options, so the services stay plain functions `(ctx, ops, ...)` tested without HTTP.
import type { preHandlerAsyncHookHandler, FastifyRequest } from "fastify";
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";

export type DeskRole = "admin" | "reviewer" | "support";
export type OpsActor = { opsId: string; name: string; mobile: string; role: DeskRole };
export type DeskAuditEntry = { action: string; entity: string; entityId: string; before: unknown; after: unknown };
export type Tx = Prisma.TransactionClient;
/** Writes one ops audit entry inside the write's transaction. */
export type DeskAudit = (tx: Tx, entry: DeskAuditEntry) => Promise<void>;
export type DeskCtx = Pick<AppContext, "db" | "now"> & Partial<Pick<AppContext, "adapters">>;

/** How the console's index registers a desk routes plugin. */
export type DeskRouteOptions = {
  /** preHandler admitting the signed-in ops members of these roles (requireOps). */
  guard: (roles: readonly DeskRole[]) => preHandlerAsyncHookHandler;
  /** The member the guard admitted (request.ops). */
  actor: (req: FastifyRequest) => OpsActor;
  /** recordOpsAudit for that member. */
  audit: (tx: Tx, actor: OpsActor, entry: DeskAuditEntry) => Promise<void>;
};

/** Roles per desk area (OPS-CONTRACT): support handles orders, escalations and customers; shops are admin only. */
export const DESK_ROLES = {
  orders: ["admin", "support"],
  escalations: ["admin", "support"],
  customers: ["admin", "support"],
  shops: ["admin"],
} as const satisfies Record<string, readonly DeskRole[]>;

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
