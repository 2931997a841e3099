// A shop's bank account for payouts: saved after a penny drop at the payment provider confirms it,
// with a Route linked account for the transfers. The number is kept only as its last four digits
// and an HMAC (to tell the same account from a change). A new account takes payouts from the
// start of the India day 3 calendar days after it was added; changing an account holds the shop's
// payouts for 14 days (Shop.payoutsHeldUntil).
import crypto from "node:crypto";
import type { AppContext } from "../../plugins/db";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { indiaDayStart } from "../../lib/india-time";
import { ProviderError } from "../../adapters/payments";
import {
  BANK_ACCOUNT_ACTIVE_AFTER_DAYS,
  BANK_CHANGE_HOLD_DAYS,
  bankOfIfsc,
  type BankAccountBody,
  type BankAccountStatus,
  type BankAccountView,
  type PayoutStatus,
  type ShopPayoutView,
} from "../../contract/payouts";
import { LEDGER_ACCOUNT } from "../../contract/ledger-constants";
import type { ShopBankAccount } from "../../generated/prisma/client";
import { ownShop, recordAudit, type StaffContext } from "../shop-console/public";

const DAY_MS = 86_400_000;

export const accountNumberHash = (secret: string, accountNumber: string) =>
  crypto.createHmac("sha256", `${secret}:bank-account`).update(accountNumber).digest("hex");

/** When an account added at `now` takes payouts: the India day 3 calendar days later, from midnight. */
export const activeFromOf = (now: Date) => new Date(indiaDayStart(now).getTime() + BANK_ACCOUNT_ACTIVE_AFTER_DAYS * DAY_MS);

export const isPayable = (a: Pick<ShopBankAccount, "status" | "activeFrom" | "replacedAt" | "routeAccountId">, now: Date) =>
  a.status === "verified" && !a.replacedAt && !!a.routeAccountId && a.activeFrom.getTime() <= now.getTime();

export function bankAccountView(a: ShopBankAccount, now: Date): BankAccountView {
  return {
    id: a.id,
    holder_name: a.holderName,
    account_last4: a.accountLast4,
    ifsc: a.ifsc,
    bank_name: a.bankName,
    status: a.status as BankAccountStatus,
    verified_name: a.verifiedName,
    verified_at: a.verifiedAt?.toISOString() ?? null,
    active_from: a.activeFrom.toISOString(),
    active: a.status === "verified" && a.activeFrom.getTime() <= now.getTime(),
    created_at: a.createdAt.toISOString(),
  };
}

export const currentAccount = (db: Db, shopId: string) =>
  db.shopBankAccount.findFirst({ where: { shopId, replacedAt: null }, orderBy: { createdAt: "desc" } });

export async function shopPayoutView(db: Db, shopId: string, now: Date): Promise<ShopPayoutView> {
  const [shop, account, open, payouts] = await Promise.all([
    db.shop.findUniqueOrThrow({ where: { id: shopId }, select: { id: true, displayName: true, payoutsHeldUntil: true } }),
    currentAccount(db, shopId),
    db.ledgerEntry.aggregate({ where: { shopId, account: LEDGER_ACCOUNT.shop, settledPayoutId: null }, _sum: { amount: true } }),
    db.payout.findMany({ where: { shopId }, orderBy: { createdAt: "desc" }, take: 10 }),
  ]);
  const held = shop.payoutsHeldUntil && shop.payoutsHeldUntil.getTime() > now.getTime() ? shop.payoutsHeldUntil : null;
  return {
    shop_id: shop.id,
    shop_name: shop.displayName,
    account: account ? bankAccountView(account, now) : null,
    payouts_held_until: held?.toISOString() ?? null,
    unsettled: open._sum.amount ?? 0,
    last_payouts: payouts.map((p) => ({
      id: p.id,
      amount: p.amount,
      status: p.status as PayoutStatus,
      created_at: p.createdAt.toISOString(),
      processed_at: p.processedAt?.toISOString() ?? null,
    })),
  };
}

export async function listShopPayoutViews(db: Db, staff: StaffContext, now: Date): Promise<ShopPayoutView[]> {
  const out: ShopPayoutView[] = [];
  for (const id of staff.shopIds) out.push(await shopPayoutView(db, id, now));
  return out;
}

const providerError = (e: unknown) =>
  e instanceof ProviderError
    ? new AppError(ERROR_CODE.PAYMENT_PROVIDER_ERROR, e.message, { provider_code: e.providerCode })
    : e;

/** The Route linked account for a verified bank account (created once; its id is kept on the row). */
async function linkAccount(ctx: AppContext, shopId: string, holderName: string, accountNumber: string, ifsc: string) {
  const shop = await ctx.db.shop.findUniqueOrThrow({
    where: { id: shopId },
    select: { id: true, displayName: true, email: true, mobilePrimary: true, merchant: { select: { email: true } } },
  });
  const linked = await ctx.adapters.payments.createLinkedAccount({
    referenceId: shop.id.slice(0, 20),
    name: shop.displayName,
    email: shop.email || shop.merchant.email,
    phone: shop.mobilePrimary,
    accountNumber,
    ifsc,
    beneficiaryName: holderName,
  });
  return linked.id;
}

/**
 * Adds or changes a shop's bank account: penny drop first (a refusal saves nothing and answers
 * BANK_ACCOUNT_NOT_VERIFIED), then the linked account, then the row, the hold and the audit entry
 * in one transaction.
 */
export async function saveBankAccount(
  ctx: AppContext,
  staff: StaffContext,
  shopId: string,
  body: BankAccountBody,
): Promise<ShopPayoutView> {
  const { db } = ctx;
  ownShop(staff, shopId);
  const now = ctx.now();
  const hash = accountNumberHash(ctx.config.jwtSecret, body.account_number);
  const current = await currentAccount(db, shopId);
  if (current && current.accountNumberHash === hash && current.ifsc === body.ifsc && current.status !== "failed") {
    throw new AppError(ERROR_CODE.BANK_ACCOUNT_SAME);
  }
  const bankName = bankOfIfsc(body.ifsc) ?? "";
  let validation;
  try {
    validation = await ctx.adapters.payments.validateBankAccount({
      name: body.holder_name,
      accountNumber: body.account_number,
      ifsc: body.ifsc,
      notes: { shop_id: shopId },
    });
  } catch (e) {
    throw providerError(e);
  }
  const refused = validation.status === "failed" || validation.results.account_status === "invalid";
  if (refused) {
    await recordAudit(db, staff, {
      action: "bank_account.refused",
      entity: "shop",
      entityId: shopId,
      before: null,
      after: { account_last4: body.account_number.slice(-4), ifsc: body.ifsc, penny_drop: validation.id },
    });
    throw new AppError(ERROR_CODE.BANK_ACCOUNT_NOT_VERIFIED);
  }
  const verified = validation.status === "completed" && validation.results.account_status === "active";
  // The linked account is made now even while the penny drop is still running (the number is not
  // kept afterwards); payouts wait for the verification either way.
  let routeAccountId: string;
  try {
    routeAccountId = await linkAccount(ctx, shopId, body.holder_name, body.account_number, body.ifsc);
  } catch (e) {
    throw providerError(e);
  }
  await db.$transaction(async (tx) => {
    if (current) await tx.shopBankAccount.update({ where: { id: current.id }, data: { replacedAt: now } });
    const row = await tx.shopBankAccount.create({
      data: {
        shopId,
        holderName: body.holder_name,
        accountLast4: body.account_number.slice(-4),
        accountNumberHash: hash,
        ifsc: body.ifsc,
        bankName,
        status: verified ? "verified" : "pending",
        verifiedAt: verified ? now : null,
        verifiedName: validation.results.registered_name,
        validationId: validation.id,
        routeAccountId,
        activeFrom: activeFromOf(now),
        createdAt: now,
      },
    });
    const heldUntil = current ? new Date(now.getTime() + BANK_CHANGE_HOLD_DAYS * DAY_MS) : null;
    if (heldUntil) await tx.shop.update({ where: { id: shopId }, data: { payoutsHeldUntil: heldUntil } });
    await recordAudit(tx, staff, {
      action: current ? "bank_account.change" : "bank_account.add",
      entity: "shop",
      entityId: shopId,
      before: current ? bankAccountView(current, now) : null,
      after: { ...bankAccountView(row, now), payouts_held_until: heldUntil?.toISOString() ?? null },
    });
  });
  return shopPayoutView(db, shopId, now);
}

/** Bank accounts whose penny drop was still running when they were added (the live provider may answer later): asks again. */
export async function refreshPendingAccounts(ctx: AppContext): Promise<number> {
  const pending = await ctx.db.shopBankAccount.findMany({ where: { status: "pending", validationId: { not: null } } });
  let changed = 0;
  for (const a of pending) {
    const v = await ctx.adapters.payments.fetchBankValidation(a.validationId!);
    if (v.status === "created") continue;
    const ok = v.status === "completed" && v.results.account_status === "active";
    await ctx.db.shopBankAccount.update({
      where: { id: a.id },
      data: ok
        ? { status: "verified", verifiedAt: ctx.now(), verifiedName: v.results.registered_name }
        : { status: "failed", failureReason: "The bank could not confirm this account." },
    });
    changed++;
  }
  return changed;
}
