// GET /merchant/api/me: the signed-in member, their role and privileges, the merchant and its
// shops with their stores (what the console's navigation and store pickers are built from).
import type { MeData } from "../../contract/console-auth";
import { isBuiltInRole, PRIVILEGES, ROLE_NAMES } from "../../contract/console-roles";
import type { Db } from "../../lib/db";
import type { StaffContext } from "./guard";

export async function whoAmI(db: Db, staff: StaffContext): Promise<MeData> {
  const member = await db.staffMember.findUniqueOrThrow({
    where: { id: staff.staffId },
    include: {
      customRole: { select: { name: true } },
      merchant: {
        select: {
          id: true,
          name: true,
          shops: {
            orderBy: { id: "asc" },
            select: {
              id: true,
              displayName: true,
              stores: {
                orderBy: { storeKey: "asc" },
                select: { id: true, storeKey: true, name: true, area: true, city: true },
              },
            },
          },
        },
      },
    },
  });
  return {
    member: {
      id: member.id,
      name: member.name,
      mobile: member.mobile,
      role: member.role,
      role_name: isBuiltInRole(member.role) ? ROLE_NAMES[member.role] : (member.customRole?.name ?? member.role),
      custom_role_id: member.customRoleId,
      status: member.status === "suspended" ? "suspended" : "active",
      has_password: !!member.passwordHash,
    },
    privileges: PRIVILEGES.filter((p) => staff.privileges.has(p)),
    merchant: { id: member.merchant.id, name: member.merchant.name },
    shops: member.merchant.shops.map((shop) => ({
      id: shop.id,
      name: shop.displayName,
      stores: shop.stores.map((s) => ({ id: s.id, store_key: s.storeKey, name: s.name, area: s.area, city: s.city })),
    })),
  };
}
