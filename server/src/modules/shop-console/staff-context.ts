// The signed-in staff member as every console service sees it (StaffContext) and the ownership
// checks. No HTTP here: the guard itself is in guard-http.ts (guard.ts exports both).
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { privilegesOf, type Privilege } from "../../contract/console-roles";
import type { Db } from "../../lib/db";

export type StaffContext = {
  staffId: string;
  merchantId: string;
  /** A built-in role key, or "custom". */
  role: string;
  privileges: ReadonlySet<Privilege>;
  shopIds: string[];
  /** The stores of the merchant's shops. */
  storeIds: string[];
  /** The member's name (set by the guard; the audit log keeps it). */
  name?: string;
  /** The console session the request came with (set by the guard). */
  sessionId?: string;
};

/** The claims of a staff token. */
export type StaffClaims = { sub: string; sid: string; typ: "staff" };

/** Signs a staff token for a console session (guard-http.ts makes one from the app's JWT key). */
export type StaffSigner = (staffId: string, sessionId: string) => { token: string; expiry: number };

/** The member behind a staff session, with the merchant's shops and stores. */
export async function loadStaffContext(db: Db, staffId: string, sessionId?: string): Promise<StaffContext | null> {
  const member = await db.staffMember.findUnique({
    where: { id: staffId },
    include: {
      customRole: { select: { privileges: true } },
      merchant: {
        select: { shops: { select: { id: true, stores: { select: { id: true } } }, orderBy: { id: "asc" } } },
      },
    },
  });
  if (!member) return null;
  const custom = member.customRole ? (JSON.parse(member.customRole.privileges) as string[]) : [];
  const shops = member.merchant.shops;
  return {
    staffId: member.id,
    merchantId: member.merchantId,
    role: member.role,
    privileges: new Set(privilegesOf(member.role, custom)),
    shopIds: shops.map((s) => s.id),
    storeIds: shops.flatMap((s) => s.stores.map((st) => st.id)),
    name: member.name,
    sessionId,
  };
}

/**
 * A store of the member's merchant, or the catalogue's not-found error: another shop's store is
 * answered exactly like one that does not exist (404, never 403).
 */
export function ownStore(staff: StaffContext, storeId: string): string {
  if (!staff.storeIds.includes(storeId)) throw new AppError(ERROR_CODE.STORE_NOT_FOUND);
  return storeId;
}

/** Likewise for a shop of the member's merchant. */
export function ownShop(staff: StaffContext, shopId: string): string {
  if (!staff.shopIds.includes(shopId)) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
  return shopId;
}
