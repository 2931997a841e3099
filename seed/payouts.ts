// Every demo shop's bank account: verified, active from the seed's time (so the demo can pay out at
// once), with its Route linked account in the payment emulator. Account numbers are made up (never
// ending in 0000, which the emulator's bank refuses); IFSCs use banks of the known-codes table.
import crypto from "node:crypto";
import type { Prisma } from "../server/src/generated/prisma/client";
import { DEV_JWT_SECRET } from "../server/src/config";
import { bankOfIfsc } from "../server/src/contract/payouts-constants";
import { accountNumberHash } from "../server/src/modules/payouts/public";

const IFSCS = ["SBIN0001234", "HDFC0000456", "ICIC0002345", "UTIB0000789", "KKBK0000958", "PUNB0123400", "CNRB0004567", "BARB0VJMUMB"];

type ShopLike = { id: string; displayName: string; merchantId: string; email?: string | null; mobilePrimary: string };

export function demoAccountNumber(i: number): string {
  return `50100${String(123_457 + i * 7919).padStart(9, "0")}`;
}

/** A Razorpay-style linked account id for a demo shop, stable across seeds. */
export const demoRouteAccountId = (shopId: string) =>
  `acc_${crypto.createHash("sha256").update(shopId).digest("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;

export function bankAccountRows(shops: ShopLike[], now: Date, secret = process.env.JWT_SECRET || DEV_JWT_SECRET) {
  const accounts: Prisma.ShopBankAccountCreateManyInput[] = [];
  const entities: Prisma.RzpEntityCreateManyInput[] = [];
  const secs = Math.floor(now.getTime() / 1000);
  shops.forEach((s, i) => {
    const number = demoAccountNumber(i);
    const ifsc = IFSCS[i % IFSCS.length];
    const routeAccountId = demoRouteAccountId(s.id);
    accounts.push({
      id: `bank_${s.id}`,
      shopId: s.id,
      holderName: s.displayName,
      accountLast4: number.slice(-4),
      accountNumberHash: accountNumberHash(secret, number),
      ifsc,
      bankName: bankOfIfsc(ifsc) ?? "",
      status: "verified",
      verifiedAt: now,
      verifiedName: s.displayName.toUpperCase(),
      validationId: null,
      routeAccountId,
      activeFrom: now,
      createdAt: now,
    });
    entities.push({
      id: routeAccountId,
      entity: "account",
      parentId: null,
      json: JSON.stringify({
        id: routeAccountId,
        entity: "account",
        type: "route",
        status: "activated",
        reference_id: s.id.slice(0, 20),
        email: s.email ?? "",
        phone: s.mobilePrimary,
        legal_business_name: s.displayName,
        created_at: secs,
      }),
      createdAt: now,
      updatedAt: now,
    });
  });
  return { accounts, entities };
}
