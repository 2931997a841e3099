// The signed-in member as GET /merchant/api/me answers it, for the console's tests.
import type { MeData } from "@contract/console-auth";

export const consoleMe = (
  role: string,
  privileges: MeData["privileges"] = ["orders"],
  over: { member?: Partial<MeData["member"]>; shops?: MeData["shops"] } = {},
): MeData => ({
  member: {
    id: "staff_1",
    name: "Meena",
    mobile: "9700000001",
    role,
    role_name: role,
    custom_role_id: null,
    status: "active",
    has_password: true,
    ...over.member,
  },
  privileges,
  merchant: { id: "merchant_demo", name: "Galli Demo Merchant" },
  shops: over.shops ?? [],
});
