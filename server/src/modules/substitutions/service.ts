// Substitutions (issue 53; decisions.md "Substitutions"): at packing a shop marks `short_qty` units
// of an order's line short and, where the line's rule allows it, proposes a substitute from the same
// store's stock; the customer accepts or declines within SUBSTITUTION_ANSWER_MINUTES, else the
// line's rule decides (similar: accepted; refund: declined; call: declined and the shop is asked to
// call; the expiry job, expiry.ts). Every caller (the merchant API, the console, the customer's
// answer, the job) goes through here. Never sees HTTP.
//
// Money: the order's figures stay as placed (the ledger's sale and the lines' frozen commission);
// what a substitution gives back is a line refund (Refund.orderItemId = the short line) at once:
// online and Galli Cash orders get it back as escalations do (the online part to the payment's
// source, the rest to Galli Cash); a cash-on-delivery order's cash to collect is lowered instead
// (a "door:" refund, cash not charged; any part beyond the cash due goes to Galli Cash). The ledger
// reverses commission and TCS on the refunded share, so commission is on what was sold.
// Stock: the substitute's units are taken when it is proposed (held while the customer decides)
// and put back when it is declined; the short original's units are not restored (they were missing).
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { messageText } from "../../lib/message-templates";
import { enqueueWebhookEvent } from "../../lib/webhook-outbox";
import { toRupees } from "../../lib/money";
import { metrics } from "../../lib/metrics";
import { CLOSED_STATUSES, ORDER_STATUS, PAYMENT_TYPE } from "../../contract/orders";
import {
  SUBSTITUTION_ANSWER_MINUTES,
  SUBSTITUTION_RULES,
  type RespondBody,
  type SubstitutionBody,
  type SubstitutionItem,
  type SubstitutionRule,
  type SubstitutionState,
} from "../../contract/substitutions";
import { netUnitPrice } from "../catalog/public";
import { lineRefund, presentSubstitution, providerPayment, unitsValue } from "../orders/public";
import { recordDoorRefund, recordSourceRefund, refundToWallet, sendSourceRefund } from "../refunds/public";
import { syncLedgerAfter } from "../ledger/public";
import { acceptedRefund, substituteValue } from "./money";

type Tx = Prisma.TransactionClient;
export type SubstitutionCtx = Pick<AppContext, "db" | "now"> & Partial<Pick<AppContext, "adapters">>;

/** Statuses at which a line can still be marked short: before the order ships. */
export const BEFORE_SHIPPING: readonly number[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.accepted,
  ORDER_STATUS.readyToShip,
];
/** Statuses at which the customer can still answer (the order is not delivered or closed). */
const ANSWERABLE: readonly number[] = [...BEFORE_SHIPPING, ORDER_STATUS.shipping];

const orderWith = { items: { orderBy: { id: "asc" } }, substitutions: { orderBy: { createdAt: "asc" } } } as const;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderWith }>;
type Line = OrderRow["items"][number];
type SubRow = OrderRow["substitutions"][number];

export const bad = (path: string, message: string) =>
  new AppError(ERROR_CODE.VALIDATION_FAILED, message, { errors: [{ path, message }] });
type Refusal =
  | typeof ERROR_CODE.SUBSTITUTION_TOO_LATE
  | typeof ERROR_CODE.SUBSTITUTION_EXPIRED
  | typeof ERROR_CODE.SUBSTITUTION_ANSWERED
  | typeof ERROR_CODE.SUBSTITUTION_NOT_FOUND;
export const refused = (code: Refusal, path: string, message?: string) => {
  const e = new AppError(code);
  return new AppError(code, message ?? e.message, { errors: [{ path, message: message ?? e.message }] });
};

export const isRule = (r: string): r is SubstitutionRule => (SUBSTITUTION_RULES as readonly string[]).includes(r);
/** The rule of a line: its own, else the order's. */
export const lineRule = (order: { substitutionRule: string }, line: { substitutionRule: string }): SubstitutionRule =>
  isRule(line.substitutionRule)
    ? line.substitutionRule
    : isRule(order.substitutionRule)
      ? order.substitutionRule
      : "similar";

/** The refund-share view of the order (refund-share.ts). */
const refundOrder = (o: OrderRow) => ({
  offerType: o.offerType,
  offerAmount: o.offerAmount,
  netPrice: o.netPrice,
  delivery: o.delivery,
  items: o.items.map((i) => ({ id: i.id, qty: i.qty, netPrice: i.netPrice, taxPercent: i.taxPercent })),
});

export async function loadOrder(tx: Tx | Db, where: Prisma.OrderWhereInput): Promise<OrderRow | null> {
  return tx.order.findFirst({ where, include: orderWith });
}

/** Units of each line already refunded whole by substitutions (declined or short). */
const refundedQty = (o: OrderRow) =>
  new Map(
    o.substitutions
      .filter((s) => s.state === "declined" || s.state === "short")
      .map((s) => [s.orderItemId, s.shortQty] as const),
  );

/** What the customer has paid (or will pay) for the order and not had back yet, per part. */
async function unrefunded(tx: Tx, o: OrderRow) {
  const earlier = await tx.refund.findMany({
    where: { orderId: o.id, status: { not: "failed" } },
    select: { amount: true, destination: true },
  });
  const sum = (d?: string) => earlier.filter((r) => !d || r.destination === d).reduce((s, r) => s + r.amount, 0);
  return {
    total: Math.max(0, o.amount - sum()),
    source: Math.max(0, (o.paymentType === PAYMENT_TYPE.online ? o.onlineAmount : 0) - sum("bank")),
    cash: o.paymentType === PAYMENT_TYPE.cod ? Math.max(0, o.amount - o.walletAmount - o.cashNotCharged) : 0,
  };
}

/**
 * Gives `amount` paise back for substitution `sub` of `line` (keys "substitution:<id>",
 * "substitution-source:<id>", "door:substitution:<id>": once whatever the retries). Answers the
 * source refunds to send after commit.
 */
async function giveBack(
  tx: Tx,
  o: OrderRow,
  line: Line,
  sub: SubRow,
  amount: number,
  reasonKey: "shortUnits" | "substituteDifference",
  now: Date,
) {
  if (amount <= 0) return [];
  const cause = {
    userId: o.userId,
    orderId: o.id,
    orderNo: o.orderNo,
    orderItemId: line.id,
    reason: messageText(reasonKey, { count: sub.shortQty, product: line.productName }),
    now,
  };
  const left = await unrefunded(tx, o);
  const sent: string[] = [];
  let rest = amount;
  if (o.paymentType === PAYMENT_TYPE.cod) {
    const door = Math.min(rest, left.cash);
    if (door > 0) await recordDoorRefund(tx, { ...cause, key: `door:substitution:${sub.id}`, amount: door });
    rest -= door;
    await tx.order.update({
      where: { id: o.id },
      data: { cashNotCharged: { increment: door }, substitutionRefund: { increment: amount } },
    });
  } else {
    const payment = left.source > 0 ? await providerPayment(tx, o.checkoutId) : null;
    const toSource = payment ? Math.min(rest, left.source) : 0;
    if (payment && toSource > 0) {
      const source = await recordSourceRefund(tx, {
        ...cause,
        key: `substitution-source:${sub.id}`,
        amount: toSource,
        paymentId: payment.id,
        paymentMethod: payment.method,
      });
      if (source.created) sent.push(source.refund!.id);
      rest -= toSource;
    }
    await tx.order.update({ where: { id: o.id }, data: { substitutionRefund: { increment: amount } } });
  }
  if (rest > 0) await refundToWallet(tx, { ...cause, key: `substitution:${sub.id}`, amount: rest });
  await tx.orderSubstitution.update({ where: { id: sub.id }, data: { refund: amount } });
  return sent;
}

/** The order.substitution event: the customer's and the store's streams, and the store's webhook. */
async function announce(tx: Tx, o: OrderRow, sub: SubRow, state: SubstitutionState, refund: number, now: Date) {
  await enqueueWebhookEvent(tx, {
    type: "order.substitution",
    storeId: o.storeId,
    userId: o.userId,
    data: {
      order_id: o.id,
      order_number: o.orderNo,
      status: o.status,
      product_id: sub.productId,
      qty: sub.shortQty,
      substitution_id: sub.id,
      substitution_state: state,
      substitute_product_id: sub.subProductId,
      substitute_qty: sub.subQty,
      refund: toRupees(refund),
    },
    now,
  });
}

/**
 * After the transaction's commit: the refunds to the source are sent, the shop's ledger follows and
 * the metrics count what the substitution became (never for a transaction that rolled back).
 */
export async function afterCommit(ctx: SubstitutionCtx, orderId: string, toSend: string[], state: SubstitutionState) {
  metrics.substitutions.inc({ state });
  if (ctx.adapters) {
    const send = { db: ctx.db, now: ctx.now, adapters: ctx.adapters };
    for (const id of toSend) await sendSourceRefund(send, id).catch(() => undefined);
  }
  await syncLedgerAfter(ctx.db, [orderId]);
}

/**
 * The shop marks a line short, with or without a substitute. Refuses (nothing written) an order that
 * left the shop, a product not in the order, a line already marked, a quantity above the line's,
 * a substitute for a line whose rule is refund, a substitute the store does not sell, out of stock,
 * above the short quantity or costing more than the short units were charged.
 */
export async function proposeSubstitution(
  ctx: SubstitutionCtx,
  storeId: string,
  orderRef: string,
  body: SubstitutionBody,
): Promise<{ substitution_id: string }> {
  const now = ctx.now();
  const { id, orderId, toSend, state } = await ctx.db.$transaction(async (tx) => {
    const o = await loadOrder(tx, { id: orderRef, storeId });
    if (!o) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND, `This store has no order with order_id "${orderRef}".`);
    if (!BEFORE_SHIPPING.includes(o.status))
      throw refused(
        ERROR_CODE.SUBSTITUTION_TOO_LATE,
        "order_id",
        `Order ${o.orderNo} has left the shop or is closed (status ${o.status}): its lines can no longer be marked short.`,
      );
    const line = o.items.find((i) => i.productId === body.product_id || i.id === body.product_id);
    if (!line) throw bad("product_id", `Order ${o.orderNo} has no line for product ${body.product_id}.`);
    if (o.substitutions.some((s) => s.orderItemId === line.id))
      throw bad("product_id", `${line.productName} is already marked short on this order.`);
    if (body.short_qty > line.qty)
      throw bad("short_qty", `short_qty ${body.short_qty} is above the ${line.qty} ordered of ${line.productName}.`);
    const rule = lineRule(o, line);
    const sub = body.substitute;
    let created: SubRow;
    if (sub) {
      if (rule === "refund")
        throw bad(
          "substitute",
          `The customer asked not to replace ${line.productName} (refund): send substitute null.`,
        );
      if (sub.qty > body.short_qty)
        throw bad("substitute.qty", `substitute.qty ${sub.qty} is above short_qty ${body.short_qty}.`);
      if (sub.product_id === line.productId)
        throw bad("substitute.product_id", "The substitute must be another product than the short one.");
      const sp = await tx.storeProduct.findFirst({
        where: { storeId: o.storeId, productId: sub.product_id },
        include: { product: { select: { name: true, unit: true, images: { orderBy: { position: "asc" }, take: 1 } } } },
      });
      if (!sp) throw bad("substitute.product_id", `This order's store does not sell product ${sub.product_id}.`);
      if (sp.stock < sub.qty)
        throw bad(
          "substitute.product_id",
          sp.stock <= 0 ? `${sp.product.name} is out of stock.` : `Only ${sp.stock} of ${sp.product.name} in stock.`,
        );
      const unitNet = netUnitPrice(sp.sellingPrice, sp.offerPercent);
      const value = substituteValue(unitNet, sp.taxPercent, sub.qty);
      const charged = unitsValue(line, body.short_qty);
      if (value > charged)
        throw bad(
          "substitute.product_id",
          `${sub.qty} x ${sp.product.name} cost ₹${toRupees(value).toFixed(2)}, above the ₹${toRupees(charged).toFixed(2)} charged for ${body.short_qty} x ${line.productName}.`,
        );
      // Held for the customer while they decide (put back if declined).
      const taken = await tx.storeProduct.updateMany({
        where: { id: sp.id, stock: { gte: sub.qty } },
        data: { stock: { decrement: sub.qty } },
      });
      if (taken.count !== 1) throw bad("substitute.product_id", `${sp.product.name} is out of stock.`);
      created = await tx.orderSubstitution.create({
        data: {
          orderId: o.id,
          orderItemId: line.id,
          productId: line.productId,
          shortQty: body.short_qty,
          rule,
          subProductId: sub.product_id,
          subStoreProductId: sp.id,
          subName: sp.product.name,
          subUnit: sp.product.unit,
          subImage: sp.product.images[0]?.name ?? "",
          subQty: sub.qty,
          subNetPrice: unitNet,
          subTaxPercent: sp.taxPercent,
          subValue: value,
          state: "proposed",
          expiresAt: new Date(now.getTime() + SUBSTITUTION_ANSWER_MINUTES * 60_000),
          createdAt: now,
        },
      });
      await announce(tx, o, created, "proposed", 0, now);
      return { id: created.id, orderId: o.id, toSend: [] as string[], state: "proposed" as const };
    }
    created = await tx.orderSubstitution.create({
      data: {
        orderId: o.id,
        orderItemId: line.id,
        productId: line.productId,
        shortQty: body.short_qty,
        rule,
        state: "short",
        callRequested: rule === "call",
        answeredAt: now,
        createdAt: now,
      },
    });
    const left = await unrefunded(tx, o);
    const amount = lineRefund(refundOrder(o), line, body.short_qty, refundedQty(o), left.total);
    const sent = await giveBack(tx, o, line, created, amount, "shortUnits", now);
    await announce(tx, o, created, "short", amount, now);
    return { id: created.id, orderId: o.id, toSend: sent, state: "short" as const };
  });
  await afterCommit(ctx, orderId, toSend, state);
  return { substitution_id: id };
}

/** Inside a transaction: settles a proposed substitution (claims it first; false when someone else did). */
export async function settle(
  tx: Tx,
  o: OrderRow,
  sub: SubRow,
  accept: boolean,
  by: "customer" | "rule",
  now: Date,
): Promise<{ settled: boolean; toSend: string[]; state: SubstitutionState }> {
  const line = o.items.find((i) => i.id === sub.orderItemId)!;
  const callRequested = by === "rule" && !accept && sub.rule === "call";
  const claimed = await tx.orderSubstitution.updateMany({
    where: { id: sub.id, state: "proposed" },
    data: { state: accept ? "accepted" : "declined", answeredBy: by, answeredAt: now, callRequested },
  });
  const state = accept ? "accepted" : "declined";
  if (claimed.count !== 1) return { settled: false, toSend: [], state };
  const closed = CLOSED_STATUSES.includes(o.status);
  let amount = 0;
  let toSend: string[] = [];
  if (!accept && sub.subStoreProductId && sub.subQty)
    await tx.storeProduct.updateMany({
      where: { id: sub.subStoreProductId },
      data: { stock: { increment: sub.subQty } },
    });
  // A cancelled or rejected order was refunded whole when it closed: nothing more moves.
  if (!closed) {
    if (accept) {
      const value = sub.subValue ?? 0;
      amount = Math.min(acceptedRefund(refundOrder(o), line, sub.shortQty, value), (await unrefunded(tx, o)).total);
      toSend = await giveBack(tx, o, line, sub, amount, "substituteDifference", now);
    } else {
      const declined = {
        ...o,
        substitutions: o.substitutions.map((s) => (s.id === sub.id ? { ...s, state: "declined" } : s)),
      };
      amount = lineRefund(refundOrder(o), line, sub.shortQty, refundedQty(declined), (await unrefunded(tx, o)).total);
      toSend = await giveBack(tx, o, line, sub, amount, "shortUnits", now);
    }
  }
  await announce(tx, o, { ...sub, state }, state, amount, now);
  return { settled: true, toSend, state };
}

/** The customer's answer to a proposal: within the 10 minutes, once. */
export async function respondToSubstitution(
  ctx: SubstitutionCtx,
  userId: string,
  body: RespondBody,
): Promise<SubstitutionItem> {
  const now = ctx.now();
  const { orderId, toSend, subId, state } = await ctx.db.$transaction(async (tx) => {
    const o = await loadOrder(tx, { OR: [{ id: body.order_id }, { orderNo: body.order_id }], userId });
    if (!o) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
    const sub = o.substitutions.find((s) => s.id === body.substitution_id);
    if (!sub) throw refused(ERROR_CODE.SUBSTITUTION_NOT_FOUND, "substitution_id");
    if (sub.state !== "proposed") throw refused(ERROR_CODE.SUBSTITUTION_ANSWERED, "substitution_id");
    if (!sub.expiresAt || now.getTime() > sub.expiresAt.getTime())
      throw refused(ERROR_CODE.SUBSTITUTION_EXPIRED, "substitution_id");
    if (!ANSWERABLE.includes(o.status))
      throw refused(
        ERROR_CODE.SUBSTITUTION_TOO_LATE,
        "order_id",
        `Order ${o.orderNo} is no longer open (status ${o.status}).`,
      );
    const r = await settle(tx, o, sub, body.accept, "customer", now);
    if (!r.settled) throw refused(ERROR_CODE.SUBSTITUTION_ANSWERED, "substitution_id");
    return { orderId: o.id, toSend: r.toSend, subId: sub.id, state: r.state };
  });
  await afterCommit(ctx, orderId, toSend, state);
  const row = await ctx.db.orderSubstitution.findUniqueOrThrow({ where: { id: subId } });
  const line = await ctx.db.orderItem.findUnique({ where: { id: row.orderItemId }, select: { productName: true } });
  return presentSubstitution(row, line ?? undefined);
}
