// Partner enquiries -> onboarding: the enquiries list, declining one with a reason, and onboarding
// a merchant in one transaction: the Merchant, its KYC record, the Shop (status "onboarding": no
// customer sees it until approved), its first Store (a store key like the seed's) and the Super
// Admin, a console member without a password whom the console's own invitation SMS asks to sign in
// with a one-time code; the enquiry is marked onboarded. Every write is in the ops audit log.
import type { Prisma } from "../../generated/prisma/client";
import type {
  EnquiryList,
  EnquiryStatus,
  EnquiryView,
  OnboardingBody,
  OnboardingResult,
} from "../../contract/ops-onboarding";
import { maskAccount } from "../../contract/kyc";
import { ERROR_CODE } from "../../contract/errors";
import { ENQUIRY_MESSAGES } from "../../contract/enquiry";
import type { AppContext } from "../../plugins/db";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { smsTarget } from "../../lib/otp";
import { STAFF_SMS } from "../shop-console/public";
import { shopCategories } from "../enquiry/public";
import { recordOpsAudit } from "./audit";
import type { OpsContext } from "./guard";

export const ENQUIRY_PAGE_SIZE = 50;

type EnquiryRow = Awaited<ReturnType<Db["enquiry"]["findFirstOrThrow"]>>;

export function enquiryView(e: EnquiryRow): EnquiryView {
  return {
    id: e.id,
    business_name: e.businessName,
    name: e.name,
    contact_num: e.contactNum,
    email_id: e.emailId,
    shop_category: e.shopCategory,
    city: e.city,
    status: e.status as EnquiryStatus,
    decline_reason: e.declineReason,
    created_at: e.createdAt.toISOString(),
    decided_at: e.decidedAt?.toISOString() ?? null,
    merchant_id: e.merchantId,
  };
}

export async function listEnquiries(db: Db, query: { status: EnquiryStatus; page: number }): Promise<EnquiryList> {
  const where = { status: query.status };
  const [rows, total] = await Promise.all([
    db.enquiry.findMany({
      where,
      orderBy: [{ createdAt: query.status === "new" ? "asc" : "desc" }, { id: "asc" }],
      skip: (query.page - 1) * ENQUIRY_PAGE_SIZE,
      take: ENQUIRY_PAGE_SIZE,
    }),
    db.enquiry.count({ where }),
  ]);
  return { items: rows.map(enquiryView), total };
}

export async function getEnquiry(db: Db, id: string): Promise<EnquiryView> {
  const row = await db.enquiry.findUnique({ where: { id } });
  if (!row) throw new AppError(ERROR_CODE.ENQUIRY_NOT_FOUND);
  return enquiryView(row);
}

async function waitingEnquiry(tx: Prisma.TransactionClient, id: string) {
  const row = await tx.enquiry.findUnique({ where: { id } });
  if (!row) throw new AppError(ERROR_CODE.ENQUIRY_NOT_FOUND);
  if (row.status !== "new") throw new AppError(ERROR_CODE.ENQUIRY_DECIDED);
  return row;
}

export async function declineEnquiry(
  ctx: AppContext,
  ops: OpsContext,
  id: string,
  reason: string,
): Promise<EnquiryView> {
  return ctx.db.$transaction(async (tx) => {
    const before = await waitingEnquiry(tx, id);
    const after = await tx.enquiry.update({
      where: { id },
      data: { status: "declined", declineReason: reason, decidedAt: ctx.now() },
    });
    await recordOpsAudit(tx, ops, {
      action: "enquiry.decline",
      entity: "enquiry",
      entityId: id,
      before: { status: before.status },
      after: { status: after.status, reason },
    });
    return enquiryView(after);
  });
}

/** The next free store key in the seed's form (GALLI-STORE-0001, ...). */
async function nextStoreKey(tx: Prisma.TransactionClient): Promise<string> {
  const keys = await tx.store.findMany({
    where: { storeKey: { startsWith: "GALLI-STORE-" } },
    select: { storeKey: true },
  });
  const top = keys.reduce((max, k) => Math.max(max, Number(k.storeKey.slice("GALLI-STORE-".length)) || 0), 0);
  return `GALLI-STORE-${String(top + 1).padStart(4, "0")}`;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function onboardMerchant(
  ctx: AppContext,
  ops: OpsContext,
  body: OnboardingBody,
): Promise<OnboardingResult> {
  const kind = (await shopCategories(ctx)).find((c) => same(c, body.kind));
  if (!kind) throw new AppError(ERROR_CODE.UNKNOWN_CATEGORY, ENQUIRY_MESSAGES.unknownCategory);
  const result = await ctx.db
    .$transaction(async (tx) => {
      if (body.enquiry_id) await waitingEnquiry(tx, body.enquiry_id);
      if (await tx.staffMember.findUnique({ where: { mobile: body.admin.mobile }, select: { id: true } })) {
        throw new AppError(ERROR_CODE.STAFF_MOBILE_TAKEN);
      }
      const merchant = await tx.merchant.create({ data: { name: body.business_name, email: body.email } });
      const kyc = await tx.merchantKyc.create({
        data: {
          merchantId: merchant.id,
          pan: body.kyc.pan,
          gstin: body.kyc.gstin,
          fssai: body.kyc.fssai || null,
          bankAccount: body.kyc.bank_account,
          ifsc: body.kyc.ifsc,
          createdById: ops.opsId,
        },
      });
      const shop = await tx.shop.create({
        data: {
          merchantId: merchant.id,
          displayName: body.shop_name,
          kind,
          shopGroup: "public",
          image: "",
          street: body.store.street,
          city: body.store.city,
          mobilePrimary: body.primary_mobile,
          email: body.email,
          status: "onboarding",
        },
      });
      const store = await tx.store.create({
        data: {
          shopId: shop.id,
          storeKey: await nextStoreKey(tx),
          name: `${body.shop_name}, ${body.store.area}`,
          street: body.store.street,
          area: body.store.area,
          city: body.store.city,
          state: body.store.state,
          zipcode: body.store.pincode,
          lat: body.store.lat,
          lng: body.store.lng,
        },
      });
      await tx.shopOnboarding.create({ data: { shopId: shop.id, enquiryId: body.enquiry_id ?? null } });
      const admin = await tx.staffMember.create({
        data: { merchantId: merchant.id, name: body.admin.name, mobile: body.admin.mobile, role: "super_admin" },
      });
      if (body.enquiry_id) {
        await tx.enquiry.update({
          where: { id: body.enquiry_id },
          data: { status: "onboarded", decidedAt: ctx.now(), merchantId: merchant.id },
        });
      }
      const kycShown = {
        pan: kyc.pan,
        gstin: kyc.gstin,
        fssai: kyc.fssai,
        bank_account: maskAccount(kyc.bankAccount),
        ifsc: kyc.ifsc,
      };
      await recordOpsAudit(tx, ops, {
        action: "merchant.onboard",
        entity: "merchant",
        entityId: merchant.id,
        before: body.enquiry_id ? { enquiry_id: body.enquiry_id, status: "new" } : null,
        after: {
          merchant: merchant.name,
          shop_id: shop.id,
          shop: shop.displayName,
          kind,
          status: shop.status,
          store_key: store.storeKey,
          super_admin: { id: admin.id, name: admin.name, mobile: admin.mobile },
          kyc: kycShown,
        },
      });
      return {
        merchant_id: merchant.id,
        shop_id: shop.id,
        store_id: store.id,
        store_key: store.storeKey,
        admin_id: admin.id,
        kyc: kycShown,
      };
    })
    .catch((err: unknown) => {
      const e = err as { code?: string; meta?: { target?: unknown } };
      if (e.code === "P2002" && JSON.stringify(e.meta?.target ?? "").includes("mobile")) {
        throw new AppError(ERROR_CODE.STAFF_MOBILE_TAKEN);
      }
      throw err;
    });
  await ctx.adapters.messages.sendSms(smsTarget(body.admin.mobile), STAFF_SMS.en.invite(body.business_name));
  return result;
}
