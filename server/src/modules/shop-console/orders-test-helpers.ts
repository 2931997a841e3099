// Fixtures for the console orders tests: a staff member of a merchant with a signed-in session
// (its bearer header), and a second merchant with a shop and store of its own.
import request from "supertest";
import type { TestApp } from "../../testing/app";
import type { Privilege, RoleKey } from "../../contract/console-roles";
import { signStaffToken } from "./guard-http";
import { createStaff } from "./test-helpers";

/**
 * A member of `merchantId` with `role` (a custom one with `privileges`) and an open session that
 * outlives the tests' moving clock; answers its id and Authorization header.
 */
export async function staffSession(
  t: TestApp,
  merchantId = "m-1",
  role: RoleKey = "super_admin",
  privileges?: Privilege[],
) {
  const member = await createStaff(t.db, { merchantId, role, privileges });
  const session = await t.db.staffSession.create({
    data: { staffId: member.id, expiresAt: new Date(t.app.ctx.now().getTime() + 30 * 24 * 3_600_000) },
  });
  const { token } = signStaffToken(t.app, member.id, session.id);
  return { id: member.id, auth: { Authorization: `Bearer ${token}` } };
}

/** Another merchant with one shop and one store (nothing of the first one's is theirs). */
export async function otherMerchant(t: TestApp) {
  await t.db.merchant.create({ data: { id: "m-other", name: "Other Merchant", email: "other@test.in" } });
  await t.db.shop.create({
    data: {
      id: "shop-other",
      merchantId: "m-other",
      displayName: "Other Shop",
      kind: "Grocery",
      shopGroup: "public",
      image: "shops/other.webp",
      street: "1 Other Road",
      city: "Bengaluru",
      mobilePrimary: "9000000999",
    },
  });
  await t.db.store.create({
    data: {
      id: "store-other",
      shopId: "shop-other",
      storeKey: "key-store-other",
      name: "Other Store",
      street: "1 Other Road",
      area: "HSR",
      city: "Bengaluru",
      state: "Karnataka",
      zipcode: "560102",
      lng: 77.64,
      lat: 12.91,
    },
  });
}

export const consoleApi = (t: TestApp, auth: Record<string, string> | null) => {
  const withAuth = (r: request.Test) => (auth ? r.set(auth) : r);
  return {
    get: (path: string) => withAuth(request(t.app.server).get(`/merchant/api${path}`)),
    post: (path: string) => withAuth(request(t.app.server).post(`/merchant/api${path}`)),
    put: (path: string) => withAuth(request(t.app.server).put(`/merchant/api${path}`)),
  };
};
