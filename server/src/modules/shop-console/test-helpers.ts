// Test helpers for the console: staff members of any role made directly in the database, their
// bearer headers (a real console session), and a StaffContext for calling services directly.
import type { FastifyInstance } from "fastify";
import type { Db } from "../../lib/db";
import { clientHash, hashPassword } from "../../lib/password";
import { STAFF_SESSION_HOURS, type Privilege, type RoleKey } from "../../contract/console-roles";
import { loadStaffContext, type StaffContext } from "./guard";
import { signStaffToken } from "./guard-http";

export type TestStaff = { id: string; merchantId: string; mobile: string; password: string; name: string };

let counter = 0;
/** A unique 10-digit mobile number for a staff member (97..., apart from the seed's and customers'). */
export function freshStaffMobile(): string {
  counter += 1;
  return `97${String(process.pid % 10_000).padStart(4, "0")}${String(counter).padStart(4, "0")}`;
}

/** A merchant of its own (with one shop and one store when `withStore`), for "another merchant" tests. */
export async function createMerchant(db: Db, name = "Other Merchant"): Promise<string> {
  const m = await db.merchant.create({ data: { name, email: `m${Date.now()}${counter++}@example.in` } });
  return m.id;
}

export async function createStaff(
  db: Db,
  opts: {
    merchantId: string;
    role?: RoleKey;
    /** With role "custom": the custom role's privileges. */
    privileges?: Privilege[];
    name?: string;
    mobile?: string;
    /** null: an invited member without a password. */
    password?: string | null;
    status?: "active" | "suspended";
  },
): Promise<TestStaff> {
  const mobile = opts.mobile ?? freshStaffMobile();
  const password = opts.password === undefined ? "Staff#1234" : opts.password;
  const customRole =
    opts.role === "custom"
      ? await db.staffRole.create({
          data: {
            merchantId: opts.merchantId,
            name: `Role ${mobile}`,
            privileges: JSON.stringify(opts.privileges ?? []),
          },
        })
      : null;
  const member = await db.staffMember.create({
    data: {
      merchantId: opts.merchantId,
      name: opts.name ?? `Member ${mobile}`,
      mobile,
      passwordHash: password === null ? null : await hashPassword(clientHash(password)),
      role: opts.role ?? "super_admin",
      customRoleId: customRole?.id ?? null,
      status: opts.status ?? "active",
    },
  });
  return { id: member.id, merchantId: opts.merchantId, mobile, password: password ?? "", name: member.name };
}

/** A console bearer header for a member: a fresh console session, as sign-in would open. */
export async function staffAuth(app: FastifyInstance, db: Db, staffId: string) {
  const session = await db.staffSession.create({
    data: { staffId, expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000) },
  });
  return { authorization: `Bearer ${signStaffToken(app, staffId, session.id).token}` };
}

/** The StaffContext the guard would set for a member (for calling services directly). */
export async function staffContext(db: Db, staffId: string): Promise<StaffContext> {
  const staff = await loadStaffContext(db, staffId);
  if (!staff) throw new Error(`no staff member ${staffId}`);
  return staff;
}
