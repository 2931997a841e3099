// The emulator's stand-in for RazorpayX's penny drop (fund account validations) and Route (linked
// accounts, direct transfers held until released, reversals), with Razorpay's field names.
// Stand-in rules: a bank account number ending in 0000 answers "invalid" (the demo's and the
// tests' failed penny drop); every other number is "active" under the holder's name in capitals.
import type { Db } from "../../../lib/db";
import type { RzpBankValidation, RzpLinkedAccount, RzpTransfer } from "../types";
import { badRequest, notFound } from "./errors";
import { load, newId, notes, save } from "./store";

type Body = Record<string, unknown>;
const secs = (d: Date) => Math.floor(d.getTime() / 1000);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** An account number the emulator's bank refuses (penny drop "invalid"). */
export const emulatorRefusesAccount = (accountNumber: string) => accountNumber.endsWith("0000");

export async function validateBankAccount(db: Db, body: Body, now: Date): Promise<RzpBankValidation> {
  const fa = (body.fund_account ?? {}) as Body;
  const bank = (fa.bank_account ?? {}) as Body;
  const account = str(bank.account_number);
  const ifsc = str(bank.ifsc);
  const name = str(bank.name).trim();
  if (fa.account_type !== "bank_account") throw badRequest("The account type field is invalid.", { field: "account_type" });
  if (!/^[0-9]{5,35}$/.test(account)) throw badRequest("The account number is invalid.", { field: "account_number" });
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc)) throw badRequest("The ifsc must be 11 characters.", { field: "ifsc" });
  if (!name) throw badRequest("The name field is required.", { field: "name" });
  const refused = emulatorRefusesAccount(account);
  const v: RzpBankValidation & Body = {
    id: newId("fav"),
    entity: "fund_account.validation",
    status: "completed",
    amount: 100,
    currency: "INR",
    results: { account_status: refused ? "invalid" : "active", registered_name: refused ? null : name.toUpperCase() },
    notes: notes(body.notes),
    utr: refused ? null : newId("utr").slice(4, 16).toUpperCase(),
    created_at: secs(now),
  };
  return save(db, v);
}

export async function getValidation(db: Db, id: string): Promise<RzpBankValidation> {
  const v = await load<RzpBankValidation>(db, id, "fund_account.validation");
  if (!v) throw notFound();
  return v;
}

type EmuAccount = RzpLinkedAccount & Body;

export async function createAccount(db: Db, body: Body, now: Date): Promise<EmuAccount> {
  if (body.type !== "route") throw badRequest("The type field is invalid.", { field: "type" });
  if (!str(body.email)) throw badRequest("The email field is required.", { field: "email" });
  if (!str(body.legal_business_name)) throw badRequest("The legal business name field is required.");
  return save(db, {
    id: newId("acc"),
    entity: "account",
    type: "route",
    status: "created",
    reference_id: str(body.reference_id) || null,
    email: str(body.email),
    phone: str(body.phone),
    legal_business_name: str(body.legal_business_name),
    created_at: secs(now),
  } as EmuAccount);
}

export async function requestProduct(db: Db, accountId: string, body: Body, now: Date) {
  const acc = await load<EmuAccount>(db, accountId, "account");
  if (!acc) throw notFound();
  if (body.product_name !== "route") throw badRequest("The product name field is invalid.", { field: "product_name" });
  return save(
    db,
    {
      id: newId("acc_prd"),
      entity: "account_product",
      product_name: "route",
      account_id: accountId,
      activation_status: "needs_clarification",
      active_configuration: {},
      requested_at: secs(now),
    },
    accountId,
  );
}

export async function editProduct(db: Db, accountId: string, productId: string, body: Body) {
  const p = await load<Body & { id: string; entity: string; account_id: string }>(db, productId, "account_product");
  if (!p || p.account_id !== accountId) throw notFound();
  const s = (body.settlements ?? {}) as Body;
  if (!str(s.account_number) || !str(s.ifsc_code) || !str(s.beneficiary_name)) {
    throw badRequest("The settlements field is required.", { field: "settlements" });
  }
  const updated = {
    ...p,
    activation_status: "activated",
    active_configuration: {
      settlements: { account_number: `XXXX${str(s.account_number).slice(-4)}`, ifsc_code: s.ifsc_code, beneficiary_name: s.beneficiary_name },
    },
  };
  await save(db, updated, accountId);
  const acc = await load<EmuAccount>(db, accountId, "account");
  if (acc) await save(db, { ...acc, status: "activated" });
  return updated;
}

export async function createTransfer(db: Db, body: Body, now: Date): Promise<RzpTransfer> {
  const account = str(body.account);
  const amount = body.amount;
  if (!account) throw badRequest("The account field is required.", { field: "account" });
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
    throw badRequest("The amount must be at least INR 1.00", { field: "amount" });
  }
  if ((body.currency ?? "INR") !== "INR") throw badRequest("Currency is not supported", { field: "currency" });
  const acc = await load<EmuAccount>(db, account, "account");
  if (!acc) throw badRequest("The account id is invalid.", { field: "account" });
  if (acc.status !== "activated") throw badRequest("The linked account is not activated.", { field: "account" });
  const onHold = body.on_hold === true || body.on_hold === 1 || body.on_hold === "1";
  const t: RzpTransfer & Body = {
    id: newId("trf"),
    entity: "transfer",
    status: "processed",
    source: "acc_galli",
    recipient: account,
    amount,
    currency: "INR",
    amount_reversed: 0,
    fees: 0,
    tax: null,
    notes: notes(body.notes),
    linked_account_notes: [],
    on_hold: onHold,
    on_hold_until: null,
    settlement_status: onHold ? "on_hold" : "pending",
    recipient_settlement_id: null,
    created_at: secs(now),
    processed_at: secs(now),
    error: { code: null, description: null, reason: null, field: null, step: null, id: null, source: null, metadata: null },
  };
  return save(db, t, account);
}

export async function getTransfer(db: Db, id: string): Promise<RzpTransfer> {
  const t = await load<RzpTransfer>(db, id, "transfer");
  if (!t) throw notFound();
  return t;
}

export async function listTransfers(db: Db, query: Body) {
  const count = Math.min(Math.max(Math.floor(Number(query.count)) || 10, 1), 100);
  // Razorpay caps skip too; an unbounded one (1e300, Infinity) is no row at all.
  const skip = Math.min(Math.max(Math.floor(Number(query.skip)) || 0, 0), 1_000_000);
  const rows = await db.rzpEntity.findMany({
    where: { entity: "transfer" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take: count,
  });
  return rows.map((r) => JSON.parse(r.json) as RzpTransfer);
}

/** PATCH /transfers/:id: on_hold false releases a held transfer (the emulator settles it at once). */
export function editTransfer(db: Db, id: string, body: Body): Promise<RzpTransfer> {
  return db.$transaction(async (tx) => {
    const t = await load<RzpTransfer>(tx, id, "transfer");
    if (!t) throw notFound();
    const hold = body.on_hold === true || body.on_hold === 1 || body.on_hold === "1";
    if (hold || !t.on_hold) return t;
    return save(tx, { ...t, on_hold: false, settlement_status: "settled" } as RzpTransfer, t.recipient);
  });
}

export function reverseTransfer(db: Db, id: string, body: Body, now: Date) {
  return db.$transaction(async (tx) => {
    const t = await load<RzpTransfer>(tx, id, "transfer");
    if (!t) throw notFound();
    const left = t.amount - t.amount_reversed;
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
      throw badRequest("The amount must be a positive integer.", { field: "amount" });
    }
    if (amount > left) throw badRequest("The reversal amount is greater than the amount left to reverse", { field: "amount" });
    const reversed = t.amount_reversed + amount;
    await save(tx, { ...t, amount_reversed: reversed, status: reversed >= t.amount ? "reversed" : "partially_reversed" } as RzpTransfer, t.recipient);
    return save(
      tx,
      { id: newId("rvrsl"), entity: "reversal", transfer_id: id, amount, currency: "INR", notes: notes(body.notes), created_at: secs(now) },
      id,
    );
  });
}
