// Grievance tickets (Consumer Protection (E-Commerce) Rules 2020): every support request becomes a
// ticket with a number, an automatic acknowledgement (the "support-ack" job, and right after the
// request) and a due date one month after it was raised. A customer sees and answers only their own
// tickets; another customer's number answers 404, as an unknown one does.
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { SupportAskBody } from "../../contract/support";
import {
  GRIEVANCE_MESSAGES,
  GRIEVANCE_MESSAGES_HI,
  TICKET_DUE_MONTHS,
  type TicketAuthor,
  type TicketDetail,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
} from "../../contract/grievance";
import { asLanguage, type Language } from "../../lib/language";
import { INDIA_TIME_ZONE, indiaWallClock } from "../../lib/india-time";

type DbOrTx = Db | Prisma.TransactionClient;
type Ctx = Pick<AppContext, "db" | "now"> & Partial<Pick<AppContext, "adapters">>;

/** One calendar month later (the 31st of a shorter month lands on its last day). */
export function dueDate(createdAt: Date, months = TICKET_DUE_MONTHS): Date {
  const d = new Date(createdAt.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** "GT-2611-": the India year and month a ticket was raised in. */
export function numberPrefix(at: Date): string {
  const ist = indiaWallClock(at);
  const yy = String(ist.getUTCFullYear() % 100).padStart(2, "0");
  const mm = String(ist.getUTCMonth() + 1).padStart(2, "0");
  return `GT-${yy}${mm}-`;
}

/** A date as the customer reads it, in India time ("27 December 2026"). */
export const indiaDate = (d: Date, language: Language) =>
  d.toLocaleDateString(language === "hi" ? "hi-IN" : "en-IN", {
    timeZone: INDIA_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  });

export const grievanceTexts = (language: Language) => (language === "hi" ? GRIEVANCE_MESSAGES_HI : GRIEVANCE_MESSAGES);

export const ticketSelect = {
  id: true,
  number: true,
  userId: true,
  orderId: true,
  subject: true,
  email: true,
  phone: true,
  status: true,
  assignedOpsId: true,
  acknowledgedAt: true,
  dueAt: true,
  resolvedAt: true,
  createdAt: true,
} satisfies Prisma.SupportTicketSelect;
export type TicketRow = Prisma.SupportTicketGetPayload<{ select: typeof ticketSelect }>;

const messageSelect = { id: true, author: true, authorName: true, body: true, createdAt: true } satisfies Prisma.SupportTicketMessageSelect;
type MessageRow = Prisma.SupportTicketMessageGetPayload<{ select: typeof messageSelect }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const isOverdue = (t: Pick<TicketRow, "status" | "dueAt">, now: Date) =>
  t.status !== "resolved" && t.dueAt.getTime() < now.getTime();

export const toSummary = (t: TicketRow, now: Date): TicketSummary => ({
  _id: t.id,
  number: t.number,
  subject: t.subject,
  status: t.status as TicketStatus,
  created_at: t.createdAt.toISOString(),
  acknowledged_at: iso(t.acknowledgedAt),
  due_at: t.dueAt.toISOString(),
  resolved_at: iso(t.resolvedAt),
  overdue: isOverdue(t, now),
});

export const toMessage = (m: MessageRow): TicketMessage => ({
  _id: m.id,
  author: m.author as TicketAuthor,
  author_name: m.author === "ops" ? m.authorName : null,
  body: m.body,
  at: m.createdAt.toISOString(),
});

export const threadOf = async (db: DbOrTx, ticketId: string) =>
  (await db.supportTicketMessage.findMany({
    where: { ticketId },
    select: messageSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  })).map(toMessage);

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === "P2002";

/** Raises a ticket from the support form: the ticket, its first message, then its acknowledgement. */
export async function raiseTicket(ctx: Ctx, userId: string, body: SupportAskBody, orderId?: string | null) {
  const now = ctx.now();
  const prefix = numberPrefix(now);
  let ticket: TicketRow | null = null;
  // Numbers run per month; two requests at once may pick the same one: the unique index refuses
  // the second, which takes the next.
  for (let attempt = 0; !ticket; attempt++) {
    try {
      ticket = await ctx.db.$transaction(async (tx) => {
        const last = await tx.supportTicket.findFirst({
          where: { number: { startsWith: prefix } },
          orderBy: { number: "desc" },
          select: { number: true },
        });
        const next = (last ? Number(last.number.slice(prefix.length)) : 0) + 1 + attempt;
        const created = await tx.supportTicket.create({
          data: {
            number: `${prefix}${String(next).padStart(6, "0")}`,
            userId,
            orderId: orderId ?? null,
            subject: body.title,
            email: body.email,
            phone: body.phone,
            dueAt: dueDate(now),
            createdAt: now,
            messages: { create: { author: "customer", body: body.message, createdAt: now } },
          },
          select: ticketSelect,
        });
        return created;
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
  await acknowledgeTickets(ctx, now, [ticket.id]);
  return (await ctx.db.supportTicket.findUniqueOrThrow({ where: { id: ticket.id }, select: ticketSelect }));
}

/**
 * Acknowledges open tickets (all of them, or the given ones): status "acknowledged", a message from
 * Galli in the thread naming the due date, and an email to the address the customer gave. Each
 * ticket is claimed with a conditional update, so two runs acknowledge it once. Answers how many.
 */
export async function acknowledgeTickets(ctx: Ctx, at: Date, ids?: string[]): Promise<number> {
  const due = await ctx.db.supportTicket.findMany({
    where: { status: "open", acknowledgedAt: null, ...(ids ? { id: { in: ids } } : {}) },
    select: { ...ticketSelect, user: { select: { language: true } } },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
  let done = 0;
  for (const t of due) {
    const language = asLanguage(t.user.language);
    const text = grievanceTexts(language).acknowledgement(t.number, indiaDate(t.dueAt, language));
    const claimed = await ctx.db.$transaction(async (tx) => {
      const c = await tx.supportTicket.updateMany({
        where: { id: t.id, status: "open", acknowledgedAt: null },
        data: { status: "acknowledged", acknowledgedAt: at },
      });
      if (c.count !== 1) return false;
      await tx.supportTicketMessage.create({ data: { ticketId: t.id, author: "system", body: text, createdAt: at } });
      return true;
    });
    if (!claimed) continue;
    done++;
    await ctx.adapters?.messages.sendEmail(t.email, `Galli ${t.number}`, text);
  }
  return done;
}

/** The customer's own tickets, newest first. */
export async function myTickets(ctx: Ctx, userId: string): Promise<TicketSummary[]> {
  const now = ctx.now();
  const rows = await ctx.db.supportTicket.findMany({
    where: { userId },
    select: ticketSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  return rows.map((t) => toSummary(t, now));
}

async function ownTicket(db: DbOrTx, userId: string, number: string) {
  const t = await db.supportTicket.findUnique({ where: { number }, select: ticketSelect });
  if (!t || t.userId !== userId) throw new AppError(ERROR_CODE.TICKET_NOT_FOUND);
  return t;
}

export async function myTicket(ctx: Ctx, userId: string, number: string): Promise<TicketDetail> {
  const t = await ownTicket(ctx.db, userId, number);
  return { ...toSummary(t, ctx.now()), messages: await threadOf(ctx.db, t.id) };
}

/** The customer answers in the thread; a resolved ticket takes no more messages. */
export async function replyAsCustomer(ctx: Ctx, userId: string, number: string, message: string): Promise<TicketDetail> {
  const t = await ownTicket(ctx.db, userId, number);
  const now = ctx.now();
  await ctx.db.$transaction(async (tx) => {
    // Checked where the message is written: a ticket resolved meanwhile refuses it.
    const open = await tx.supportTicket.updateMany({
      where: { id: t.id, status: { not: "resolved" } },
      data: { updatedAt: now },
    });
    if (open.count !== 1) throw new AppError(ERROR_CODE.TICKET_RESOLVED);
    await tx.supportTicketMessage.create({ data: { ticketId: t.id, author: "customer", body: message, createdAt: now } });
  });
  return myTicket(ctx, userId, number);
}
