// The operations console's Support queue: tickets by status, overdue or assigned to the caller
// (soonest due first), one ticket with its thread, assign, reply and resolve. Each write runs the
// caller's audit entry in its own transaction (the console's recordOpsAudit). A reply or an
// assignment moves the ticket to "in_progress"; resolving needs a closing message to the customer.
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import {
  TICKET_PAGE_SIZE,
  type OpsTicketDetail,
  type OpsTicketQuery,
  type OpsTicketSummary,
} from "../../contract/grievance";
import { threadOf, ticketSelect, toSummary, type TicketRow } from "./tickets";

type Ctx = Pick<AppContext, "db" | "now"> & Partial<Pick<AppContext, "adapters">>;
type Tx = Prisma.TransactionClient;

/** The member acting (the ops guard's context) and how their writes are audited. */
export type TicketActor = {
  opsId: string;
  name: string;
  audit: (tx: Tx, entry: { action: string; entity: string; entityId: string; before: unknown; after: unknown }) => Promise<void>;
};

const rowSelect = { ...ticketSelect, user: { select: { firstName: true, lastName: true } } } satisfies Prisma.SupportTicketSelect;
type OpsRow = TicketRow & { user: { firstName: string; lastName: string } };

async function opsNames(ctx: Ctx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await ctx.db.opsStaff.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The order numbers of the tickets' orders, by order id. */
async function orderNumbers(ctx: Ctx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await ctx.db.order.findMany({ where: { id: { in: wanted } }, select: { id: true, orderNo: true } });
  return new Map(rows.map((r) => [r.id, r.orderNo]));
}

const toOps = (
  t: OpsRow,
  now: Date,
  names: Map<string, string>,
  orders: Map<string, string>,
): OpsTicketSummary => ({
  ...toSummary(t, now),
  customer_id: t.userId,
  customer_name: `${t.user.firstName} ${t.user.lastName}`.trim(),
  assigned_ops_id: t.assignedOpsId,
  assigned_ops_name: t.assignedOpsId ? (names.get(t.assignedOpsId) ?? null) : null,
  order_id: t.orderId,
  order_number: t.orderId ? (orders.get(t.orderId) ?? null) : null,
});

export async function listTickets(ctx: Ctx, opsId: string, q: OpsTicketQuery) {
  const now = ctx.now();
  const where: Prisma.SupportTicketWhereInput = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.overdue === "true" ? { status: q.status && q.status !== "resolved" ? q.status : { not: "resolved" }, dueAt: { lt: now } } : {}),
    ...(q.mine === "true" ? { assignedOpsId: opsId } : {}),
  };
  if (q.overdue === "true" && q.status === "resolved") return { items: [], total: 0 };
  const [rows, total] = await Promise.all([
    ctx.db.supportTicket.findMany({
      where,
      select: rowSelect,
      orderBy: [{ dueAt: "asc" }, { id: "asc" }],
      skip: (q.page - 1) * TICKET_PAGE_SIZE,
      take: TICKET_PAGE_SIZE,
    }),
    ctx.db.supportTicket.count({ where }),
  ]);
  const [names, orders] = await Promise.all([
    opsNames(ctx, rows.map((r) => r.assignedOpsId)),
    orderNumbers(ctx, rows.map((r) => r.orderId)),
  ]);
  return { items: rows.map((r) => toOps(r, now, names, orders)), total };
}

/** One ticket by id or number. */
export async function ticketForOps(ctx: Ctx, idOrNumber: string): Promise<OpsTicketDetail> {
  const t = await ctx.db.supportTicket.findFirst({
    where: { OR: [{ id: idOrNumber }, { number: idOrNumber }] },
    select: rowSelect,
  });
  if (!t) throw new AppError(ERROR_CODE.TICKET_NOT_FOUND, "No support ticket has this id.");
  const [names, orders] = await Promise.all([opsNames(ctx, [t.assignedOpsId]), orderNumbers(ctx, [t.orderId])]);
  return {
    ...toOps(t, ctx.now(), names, orders),
    email: t.email,
    phone: t.phone,
    messages: await threadOf(ctx.db, t.id),
  };
}

async function openTicket(tx: Tx, id: string) {
  const t = await tx.supportTicket.findFirst({ where: { OR: [{ id }, { number: id }] }, select: ticketSelect });
  if (!t) throw new AppError(ERROR_CODE.TICKET_NOT_FOUND, "No support ticket has this id.");
  if (t.status === "resolved") throw new AppError(ERROR_CODE.TICKET_RESOLVED, "This ticket is already resolved.");
  return t;
}

/** Claims the ticket in the state read (a concurrent resolve makes this one refuse). */
async function move(tx: Tx, t: TicketRow, data: Prisma.SupportTicketUpdateManyMutationInput) {
  const c = await tx.supportTicket.updateMany({ where: { id: t.id, status: t.status }, data });
  if (c.count !== 1) throw new AppError(ERROR_CODE.TICKET_RESOLVED, "This ticket changed meanwhile; please reload it.");
}

export async function assignTicket(ctx: Ctx, actor: TicketActor, id: string, toOpsId?: string) {
  const assignee = toOpsId ?? actor.opsId;
  const member = await ctx.db.opsStaff.findFirst({
    where: { id: assignee, status: "active", role: { in: ["admin", "support"] } },
    select: { id: true, name: true },
  });
  if (!member) throw new AppError(ERROR_CODE.OPS_MEMBER_NOT_FOUND);
  const now = ctx.now();
  const ticketId = await ctx.db.$transaction(async (tx) => {
    const t = await openTicket(tx, id);
    await move(tx, t, { assignedOpsId: member.id, status: "in_progress", acknowledgedAt: t.acknowledgedAt ?? now });
    await actor.audit(tx, {
      action: "ticket.assign",
      entity: "support_ticket",
      entityId: t.id,
      before: { status: t.status, assigned_ops_id: t.assignedOpsId },
      after: { status: "in_progress", assigned_ops_id: member.id, assigned_ops_name: member.name },
    });
    return t.id;
  });
  return ticketForOps(ctx, ticketId);
}

/** A reply to the customer (in the thread and by email); "resolve" also closes the ticket. */
export async function answerTicket(ctx: Ctx, actor: TicketActor, id: string, message: string, resolve: boolean) {
  const now = ctx.now();
  const t = await ctx.db.$transaction(async (tx) => {
    const t = await openTicket(tx, id);
    const status = resolve ? "resolved" : "in_progress";
    await move(tx, t, {
      status,
      acknowledgedAt: t.acknowledgedAt ?? now,
      ...(resolve ? { resolvedAt: now } : {}),
      // The first member to answer an unassigned ticket takes it.
      ...(t.assignedOpsId ? {} : { assignedOpsId: actor.opsId }),
    });
    await tx.supportTicketMessage.create({
      data: { ticketId: t.id, author: "ops", opsId: actor.opsId, authorName: actor.name, body: message, createdAt: now },
    });
    await actor.audit(tx, {
      action: resolve ? "ticket.resolve" : "ticket.reply",
      entity: "support_ticket",
      entityId: t.id,
      before: { status: t.status },
      after: { status, message },
    });
    return t;
  });
  await ctx.adapters?.messages.sendEmail(t.email, `Galli ${t.number}`, message);
  return ticketForOps(ctx, t.id);
}
