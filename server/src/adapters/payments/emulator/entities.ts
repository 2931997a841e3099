// The emulator's state changes on orders, payments, refunds, customers and tokens, with
// Razorpay's field names, statuses and refusals. Each change runs in one database transaction.
import type { Db } from "../../../lib/db";
import type { RzpCustomer, RzpOrder, RzpPayment, RzpRefund, RzpToken } from "../index";
import { badRequest, notFound } from "./errors";
import { children, load, newId, notes, save, type Tx } from "./store";

export type EmuOrder = RzpOrder & { payment_capture: boolean; offer_id: null };
export type EmuPayment = RzpPayment & Record<string, unknown>;

const secs = (d: Date) => Math.floor(d.getTime() / 1000);

export async function createOrder(db: Db, body: Record<string, unknown>, now: Date): Promise<EmuOrder> {
  const amount = body.amount;
  if (typeof amount !== "number" || !Number.isInteger(amount)) {
    throw badRequest("The amount must be an integer.", { field: "amount", reason: "input_validation_failed" });
  }
  if (amount < 100) throw badRequest("Order amount less than minimum amount allowed", { field: "amount" });
  const currency = body.currency ?? "INR";
  if (currency !== "INR") throw badRequest("Currency is not supported", { field: "currency" });
  const order: EmuOrder = {
    id: newId("order"),
    entity: "order",
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency: "INR",
    receipt: typeof body.receipt === "string" ? body.receipt.slice(0, 40) : null,
    offer_id: null,
    status: "created",
    attempts: 0,
    notes: notes(body.notes),
    created_at: secs(now),
    payment_capture: body.payment_capture === true || body.payment_capture === 1 || body.payment_capture === "1",
  };
  return save(db, order);
}

export async function getOrder(tx: Tx, id: string): Promise<EmuOrder> {
  const order = await load<EmuOrder>(tx, id, "order");
  if (!order) throw notFound();
  return order;
}

export async function getPayment(tx: Tx, id: string): Promise<EmuPayment> {
  const p = await load<EmuPayment>(tx, id, "payment");
  if (!p) throw notFound();
  return p;
}

export const orderPayments = (tx: Tx, orderId: string) => children<EmuPayment>(tx, "payment", orderId);

export function capture(db: Db, paymentId: string, body: Record<string, unknown>): Promise<EmuPayment> {
  return db.$transaction(async (tx) => {
    const p = await getPayment(tx, paymentId);
    if (p.status === "captured" || p.captured) throw badRequest("This payment has already been captured");
    if (p.status !== "authorized") {
      throw badRequest("Only payments which have been authorized and not yet captured can be captured");
    }
    if (body.amount !== p.amount)
      throw badRequest("Capture amount must be equal to the amount authorized", { field: "amount" });
    const captured: EmuPayment = { ...p, status: "captured", captured: true };
    await save(tx, captured, p.order_id);
    if (p.order_id) {
      const order = await getOrder(tx, p.order_id);
      await save(tx, { ...order, status: "paid", amount_paid: order.amount, amount_due: 0 });
    }
    return captured;
  });
}

export function refund(db: Db, paymentId: string, body: Record<string, unknown>, now: Date): Promise<RzpRefund> {
  return db.$transaction(async (tx) => {
    const p = await getPayment(tx, paymentId);
    if (p.status !== "captured" && p.status !== "refunded") {
      throw badRequest("The payment has not been captured yet, so it cannot be refunded");
    }
    const left = p.amount - p.amount_refunded;
    if (left <= 0) throw badRequest("The payment has been fully refunded already");
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
      throw badRequest("The refund amount must be at least INR 1.00", { field: "amount" });
    }
    if (amount > left)
      throw badRequest("The refund amount provided is greater than amount captured", { field: "amount" });
    const r: RzpRefund & Record<string, unknown> = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: p.currency,
      payment_id: p.id,
      notes: notes(body.notes),
      receipt: null,
      acquirer_data: { arn: null },
      created_at: secs(now),
      batch_id: null,
      // Like a normal-speed refund at a bank: pending until settled (settleRefund).
      status: "pending",
      speed_processed: "normal",
      speed_requested: body.speed === "optimum" ? "optimum" : "normal",
    };
    await save(tx, r, p.id);
    const refunded = p.amount_refunded + amount;
    await save(
      tx,
      {
        ...p,
        amount_refunded: refunded,
        refund_status: refunded >= p.amount ? "full" : "partial",
        status: refunded >= p.amount ? "refunded" : p.status,
      },
      p.order_id,
    );
    return r;
  });
}

export async function createCustomer(db: Db, body: Record<string, unknown>, now: Date): Promise<RzpCustomer> {
  const name = typeof body.name === "string" ? body.name.trim().slice(0, 50) : "";
  const email = typeof body.email === "string" && body.email ? body.email : null;
  const contact = typeof body.contact === "string" && body.contact ? body.contact : null;
  // fail_existing 0: answer the customer that already has this email and contact.
  const failExisting = !(body.fail_existing === 0 || body.fail_existing === "0" || body.fail_existing === false);
  if (contact || email) {
    const all = await db.rzpEntity.findMany({ where: { entity: "customer" } });
    const match = all
      .map((r) => JSON.parse(r.json) as RzpCustomer)
      .find((c) => c.contact === contact && c.email === email);
    if (match) {
      if (failExisting) throw badRequest("Customer already exists for the merchant");
      return match;
    }
  }
  return save(db, {
    id: newId("cust"),
    entity: "customer",
    name,
    email,
    contact,
    gstin: null,
    notes: notes(body.notes),
    created_at: secs(now),
  } as RzpCustomer);
}

export async function getCustomer(tx: Tx, id: string): Promise<RzpCustomer> {
  const c = await load<RzpCustomer>(tx, id, "customer");
  if (!c) throw notFound();
  return c;
}

export async function getToken(tx: Tx, customerId: string, tokenId: string): Promise<RzpToken> {
  await getCustomer(tx, customerId);
  const row = await tx.rzpEntity.findUnique({ where: { id: tokenId } });
  if (!row || row.entity !== "token" || row.parentId !== customerId) throw notFound();
  return JSON.parse(row.json) as RzpToken;
}

export const customerTokens = (tx: Tx, customerId: string) => children<RzpToken>(tx, "token", customerId);

/** A saved card or UPI id; the same card (last4, network, expiry) or VPA is saved once. */
export async function saveToken(
  tx: Tx,
  customerId: string,
  method: {
    card?: { last4: string; network: string; expiryMonth: string; expiryYear: string; name: string };
    vpa?: { username: string; handle: string };
  },
  now: Date,
): Promise<RzpToken> {
  const existing = await customerTokens(tx, customerId);
  const same = existing.find((t) =>
    method.card
      ? t.card?.last4 === method.card.last4 &&
        t.card?.network === method.card.network &&
        t.card?.expiry_month === method.card.expiryMonth &&
        t.card?.expiry_year === method.card.expiryYear
      : t.vpa?.username === method.vpa?.username && t.vpa?.handle === method.vpa?.handle,
  );
  if (same) return same;
  const token: RzpToken & Record<string, unknown> = {
    id: newId("token"),
    entity: "token",
    token: newId("tkn").slice(4),
    bank: null,
    wallet: null,
    method: method.card ? "card" : "upi",
    card: method.card
      ? ({
          entity: "card",
          name: method.card.name,
          last4: method.card.last4,
          network: method.card.network,
          type: "credit",
          issuer: null,
          international: false,
          emi: false,
          sub_type: "consumer",
          expiry_month: method.card.expiryMonth,
          expiry_year: method.card.expiryYear,
        } as never)
      : null,
    vpa: method.vpa ? { username: method.vpa.username, handle: method.vpa.handle, name: null } : null,
    recurring: false,
    auth_type: null,
    mrn: null,
    used_at: secs(now),
    created_at: secs(now),
    expired_at: null,
    status: "active",
  };
  return save(tx, token, customerId);
}

/**
 * The emulator's stand-in for the bank finishing a refund: pending -> processed, or failed (the
 * amount becomes refundable again). Not a Razorpay route; the demo and the tests drive it.
 */
export function settleRefund(db: Db, refundId: string, body: Record<string, unknown>): Promise<RzpRefund> {
  return db.$transaction(async (tx) => {
    const r = await load<RzpRefund>(tx, refundId, "refund");
    if (!r) throw notFound();
    const to = body.status === "failed" ? "failed" : "processed";
    if (r.status !== "pending") return r;
    const settled = { ...r, status: to } as RzpRefund;
    await save(tx, settled, r.payment_id);
    if (to === "failed") {
      const p = await getPayment(tx, r.payment_id);
      const refunded = p.amount_refunded - r.amount;
      await save(
        tx,
        {
          ...p,
          amount_refunded: refunded,
          refund_status: refunded > 0 ? "partial" : null,
          status: "captured",
        },
        p.order_id,
      );
    }
    return settled;
  });
}
