// A shop goes live only when its rules hold (spec merchant help): at least one store-front image
// (the shop's image, uploaded in the merchant console's store settings) and a verified primary
// mobile (its Super Admin, whose mobile it is, signed in with a one-time code sent to it: the
// invitation's completion). The Shops waiting list shows each rule's state; approving a shop whose
// rules do not hold answers 409 naming the missing rule.
import type { GoLiveRule, WaitingShop } from "../../contract/ops-onboarding";
import { GO_LIVE_MESSAGES, GO_LIVE_RULES } from "../../contract/ops-onboarding";
import { maskAccount } from "../../contract/kyc";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { recordOpsAudit } from "./audit";
import type { OpsContext } from "./guard";

type ShopRow = { id: string; image: string; mobilePrimary: string };

/** Each go-live rule's state for the shops given. */
async function rulesOf(db: Db, shops: ShopRow[]): Promise<Map<string, Record<GoLiveRule, boolean>>> {
  const onboarding = await db.shopOnboarding.findMany({
    where: { shopId: { in: shops.map((s) => s.id) } },
    select: { shopId: true, mobileVerifiedAt: true },
  });
  const verified = new Set(onboarding.filter((o) => o.mobileVerifiedAt).map((o) => o.shopId));
  return new Map(
    shops.map((s) => [s.id, { storefront_image: s.image.trim() !== "", primary_mobile_verified: verified.has(s.id) }]),
  );
}

export async function waitingShops(db: Db): Promise<WaitingShop[]> {
  const shops = await db.shop.findMany({
    where: { status: "onboarding" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      displayName: true,
      kind: true,
      image: true,
      mobilePrimary: true,
      city: true,
      createdAt: true,
      merchantId: true,
      merchant: { select: { name: true } },
    },
  });
  const rules = await rulesOf(db, shops);
  const kycs = await db.merchantKyc.findMany({ where: { merchantId: { in: shops.map((s) => s.merchantId) } } });
  const kycOf = new Map(kycs.map((k) => [k.merchantId, k]));
  return shops.map((s) => {
    const r = rules.get(s.id)!;
    const kyc = kycOf.get(s.merchantId);
    return {
      shop_id: s.id,
      name: s.displayName,
      kind: s.kind,
      merchant_name: s.merchant.name,
      primary_mobile: s.mobilePrimary,
      city: s.city,
      created_at: s.createdAt.toISOString(),
      rules: r,
      ready: GO_LIVE_RULES.every((rule) => r[rule]),
      kyc: kyc
        ? {
            pan: kyc.pan,
            gstin: kyc.gstin,
            fssai: kyc.fssai,
            bank_account: maskAccount(kyc.bankAccount),
            ifsc: kyc.ifsc,
          }
        : null,
    };
  });
}

export async function approveShop(ctx: AppContext, ops: OpsContext, shopId: string): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    const shop = await tx.shop.findUnique({
      where: { id: shopId },
      select: {
        id: true,
        status: true,
        image: true,
        mobilePrimary: true,
        gstin: true,
        legalName: true,
        merchantId: true,
        merchant: { select: { name: true } },
      },
    });
    if (!shop) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
    if (shop.status !== "onboarding") throw new AppError(ERROR_CODE.SHOP_NOT_WAITING);
    const rules = (await rulesOf(tx as unknown as Db, [shop])).get(shop.id)!;
    const missing = GO_LIVE_RULES.filter((rule) => !rules[rule]);
    if (missing.length) {
      throw new AppError(ERROR_CODE.SHOP_NOT_READY, GO_LIVE_MESSAGES[missing.length > 1 ? "both" : missing[0]]);
    }
    // Its tax invoices are issued under the GSTIN of the merchant's KYC and its business name.
    const kyc = await tx.merchantKyc.findUnique({ where: { merchantId: shop.merchantId }, select: { gstin: true } });
    await tx.shop.update({
      where: { id: shop.id },
      data: {
        status: "live",
        gstin: shop.gstin ?? kyc?.gstin ?? null,
        legalName: shop.legalName ?? shop.merchant.name,
      },
    });
    await tx.shopOnboarding.updateMany({
      where: { shopId: shop.id },
      data: { approvedAt: ctx.now(), approvedById: ops.opsId },
    });
    await recordOpsAudit(tx, ops, {
      action: "shop.approve",
      entity: "shop",
      entityId: shop.id,
      before: { status: shop.status, rules },
      after: { status: "live" },
    });
  });
}
