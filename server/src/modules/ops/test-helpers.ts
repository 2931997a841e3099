// Test helpers for the operations console: ops members of any role made directly in the database,
// their bearer headers (a real ops session) and the OpsContext the guard would set.
import type { FastifyInstance } from "fastify";
import type { Db } from "../../lib/db";
import { clientHash, hashPassword } from "../../lib/password";
import { OPS_SESSION_HOURS, type OpsRole } from "../../contract/ops-roles";
import { signOpsToken, type OpsContext } from "./guard";

let counter = 0;
/** A unique 10-digit mobile number for an ops member (96..., apart from the seed's and others'). */
export function freshOpsMobile(): string {
  counter += 1;
  return `96${String(process.pid % 10_000).padStart(4, "0")}${String(counter).padStart(4, "0")}`;
}

export type TestOps = OpsContext & { password: string };

export async function createOps(
  db: Db,
  opts: { role?: OpsRole; name?: string; mobile?: string; password?: string; status?: "active" | "suspended" } = {},
): Promise<TestOps> {
  const mobile = opts.mobile ?? freshOpsMobile();
  const password = opts.password ?? "Ops#12345";
  const row = await db.opsStaff.create({
    data: {
      name: opts.name ?? `Ops ${mobile}`,
      mobile,
      role: opts.role ?? "admin",
      status: opts.status ?? "active",
      passwordHash: await hashPassword(clientHash(password)),
    },
  });
  return { opsId: row.id, name: row.name, mobile, role: row.role as OpsRole, password };
}

/** An ops bearer header for a member: a fresh ops session, as sign-in would open. */
export async function opsAuth(app: FastifyInstance, db: Db, opsId: string) {
  const session = await db.opsSession.create({
    data: { opsId, expiresAt: new Date(Date.now() + OPS_SESSION_HOURS * 3600_000) },
  });
  return { authorization: `Bearer ${signOpsToken(app, opsId, session.id).token}` };
}
