// Managing a merchant's staff and custom roles: invite by mobile, change role, suspend, unsuspend,
// delete; custom roles built from the named privileges. Every write is audited in its own
// transaction. Rules: nobody suspends themselves; only a Super Admin grants or takes away Super
// Admin; the last active Super Admin can never be removed, suspended or demoted (409).
import type { Prisma, StaffMember, StaffRole } from "../../generated/prisma/client";
import type {
  ChangeRoleBody,
  CustomRoleView,
  InviteBody,
  RoleBody,
  StaffListData,
  StaffMemberView,
  AuditData,
} from "../../contract/console-staff";
import { CUSTOM_ROLE, isBuiltInRole, isPrivilege, ROLE_NAMES, type Privilege } from "../../contract/console-roles";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { auditPage } from "../../lib/console-accounts";
import { smsTarget } from "../../lib/otp";
import type { Language } from "../../lib/language";
import { recordAudit } from "./audit";
import type { StaffContext } from "./staff-context";
import { STAFF_SMS } from "./sign-in";

type Tx = Prisma.TransactionClient;
type MemberRow = StaffMember & { customRole: Pick<StaffRole, "name"> | null };

const SUPER_ADMIN = "super_admin";

export function memberView(m: MemberRow): StaffMemberView {
  return {
    id: m.id,
    name: m.name,
    mobile: m.mobile,
    role: m.role,
    role_name: isBuiltInRole(m.role) ? ROLE_NAMES[m.role] : (m.customRole?.name ?? m.role),
    custom_role_id: m.customRoleId,
    status: m.status === "suspended" ? "suspended" : "active",
    has_password: !!m.passwordHash,
    created_at: m.createdAt.toISOString(),
  };
}

const privilegesOfRow = (row: { privileges: string }): Privilege[] =>
  (JSON.parse(row.privileges) as string[]).filter(isPrivilege);

function roleView(r: StaffRole & { _count: { members: number } }): CustomRoleView {
  return { id: r.id, name: r.name, privileges: privilegesOfRow(r), members: r._count.members };
}

/** What an audit entry keeps of a member (never the password hash). */
const auditMember = (m: StaffMember) => ({
  name: m.name,
  mobile: m.mobile,
  role: m.role,
  custom_role_id: m.customRoleId,
  status: m.status,
});

export async function listStaff(db: Db, staff: StaffContext): Promise<StaffListData> {
  const [members, roles] = await Promise.all([
    db.staffMember.findMany({
      where: { merchantId: staff.merchantId },
      include: { customRole: { select: { name: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.staffRole.findMany({
      where: { merchantId: staff.merchantId },
      include: { _count: { select: { members: true } } },
      orderBy: { name: "asc" },
    }),
  ]);
  return { members: members.map(memberView), roles: roles.map(roleView) };
}

/** A member of the caller's merchant, or 404 (another merchant's member reads as not found). */
async function ownMember(tx: Tx, staff: StaffContext, staffId: string): Promise<StaffMember> {
  const member = await tx.staffMember.findUnique({ where: { id: staffId } });
  if (!member || member.merchantId !== staff.merchantId) throw new AppError(ERROR_CODE.STAFF_NOT_FOUND);
  return member;
}

/** The custom role named by a body, checked to be the caller's merchant's. */
async function roleFields(tx: Tx, staff: StaffContext, body: ChangeRoleBody) {
  if (body.role !== CUSTOM_ROLE) return { role: body.role, customRoleId: null };
  const role = await tx.staffRole.findUnique({ where: { id: body.custom_role_id ?? "" } });
  if (!role || role.merchantId !== staff.merchantId) throw new AppError(ERROR_CODE.ROLE_NOT_FOUND);
  return { role: CUSTOM_ROLE, customRoleId: role.id };
}

const onlySuperAdmin = (staff: StaffContext) => {
  if (staff.role !== SUPER_ADMIN) throw new AppError(ERROR_CODE.FORBIDDEN);
};

/** Refuses a change that would leave the merchant without an active Super Admin. */
async function keepSuperAdmin(tx: Tx, member: StaffMember) {
  if (member.role !== SUPER_ADMIN || member.status !== "active") return;
  const others = await tx.staffMember.count({
    where: { merchantId: member.merchantId, role: SUPER_ADMIN, status: "active", id: { not: member.id } },
  });
  if (others === 0) throw new AppError(ERROR_CODE.LAST_SUPER_ADMIN);
}

const notSelf = (staff: StaffContext, member: StaffMember) => {
  if (member.id === staff.staffId) throw new AppError(ERROR_CODE.STAFF_SELF);
};

const withRole = (tx: Tx, id: string) =>
  tx.staffMember.findUniqueOrThrow({ where: { id }, include: { customRole: { select: { name: true } } } });

export async function inviteStaff(
  ctx: AppContext,
  staff: StaffContext,
  body: InviteBody,
  language: Language,
): Promise<StaffMemberView> {
  if (body.role === SUPER_ADMIN) onlySuperAdmin(staff);
  const number = body.mobile.number;
  const created = await ctx.db
    .$transaction(async (tx) => {
      if (await tx.staffMember.findUnique({ where: { mobile: number }, select: { id: true } })) {
        throw new AppError(ERROR_CODE.STAFF_MOBILE_TAKEN);
      }
      const fields = await roleFields(tx, staff, body);
      const member = await tx.staffMember.create({
        data: { merchantId: staff.merchantId, name: body.name, mobile: number, invitedById: staff.staffId, ...fields },
      });
      await recordAudit(tx, staff, {
        action: "staff.invite",
        entity: "staff",
        entityId: member.id,
        before: null,
        after: auditMember(member),
      });
      return withRole(tx, member.id);
    })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === "P2002") throw new AppError(ERROR_CODE.STAFF_MOBILE_TAKEN);
      throw err;
    });
  const merchant = await ctx.db.merchant.findUniqueOrThrow({ where: { id: staff.merchantId }, select: { name: true } });
  await ctx.adapters.messages.sendSms(smsTarget(number), STAFF_SMS[language].invite(merchant.name));
  return memberView(created);
}

export async function changeRole(
  db: Db,
  staff: StaffContext,
  staffId: string,
  body: ChangeRoleBody,
): Promise<StaffMemberView> {
  return db.$transaction(async (tx) => {
    const member = await ownMember(tx, staff, staffId);
    const fields = await roleFields(tx, staff, body);
    if (member.role === SUPER_ADMIN || fields.role === SUPER_ADMIN) onlySuperAdmin(staff);
    if (fields.role !== SUPER_ADMIN) await keepSuperAdmin(tx, member);
    const updated = await tx.staffMember.update({ where: { id: member.id }, data: fields });
    await recordAudit(tx, staff, {
      action: "staff.role",
      entity: "staff",
      entityId: member.id,
      before: auditMember(member),
      after: auditMember(updated),
    });
    return memberView(await withRole(tx, member.id));
  });
}

export async function setStatus(
  ctx: AppContext,
  staff: StaffContext,
  staffId: string,
  status: "active" | "suspended",
): Promise<StaffMemberView> {
  return ctx.db.$transaction(async (tx) => {
    const member = await ownMember(tx, staff, staffId);
    notSelf(staff, member);
    if (member.role === SUPER_ADMIN) onlySuperAdmin(staff);
    if (status === "suspended") await keepSuperAdmin(tx, member);
    const updated = await tx.staffMember.update({ where: { id: member.id }, data: { status } });
    // A suspended member's open sessions end now (the guard refuses them anyway).
    if (status === "suspended") {
      await tx.staffSession.updateMany({
        where: { staffId: member.id, revokedAt: null },
        data: { revokedAt: ctx.now() },
      });
    }
    await recordAudit(tx, staff, {
      action: status === "suspended" ? "staff.suspend" : "staff.unsuspend",
      entity: "staff",
      entityId: member.id,
      before: auditMember(member),
      after: auditMember(updated),
    });
    return memberView(await withRole(tx, member.id));
  });
}

export async function deleteStaff(db: Db, staff: StaffContext, staffId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const member = await ownMember(tx, staff, staffId);
    if (member.role === SUPER_ADMIN) onlySuperAdmin(staff);
    await keepSuperAdmin(tx, member);
    // Sessions go with the member (cascade).
    await tx.staffMember.delete({ where: { id: member.id } });
    await recordAudit(tx, staff, {
      action: "staff.delete",
      entity: "staff",
      entityId: member.id,
      before: auditMember(member),
      after: null,
    });
  });
}

const roleTaken = (err: unknown) => {
  if ((err as { code?: string }).code === "P2002") throw new AppError(ERROR_CODE.ROLE_NAME_TAKEN);
  throw err;
};

async function ownRole(tx: Tx, staff: StaffContext, roleId: string) {
  const role = await tx.staffRole.findUnique({
    where: { id: roleId },
    include: { _count: { select: { members: true } } },
  });
  if (!role || role.merchantId !== staff.merchantId) throw new AppError(ERROR_CODE.ROLE_NOT_FOUND);
  return role;
}

const auditRole = (r: { name: string; privileges: string }) => ({ name: r.name, privileges: privilegesOfRow(r) });

export async function createRole(db: Db, staff: StaffContext, body: RoleBody): Promise<CustomRoleView> {
  return db
    .$transaction(async (tx) => {
      if (
        await tx.staffRole.findUnique({ where: { merchantId_name: { merchantId: staff.merchantId, name: body.name } } })
      ) {
        throw new AppError(ERROR_CODE.ROLE_NAME_TAKEN);
      }
      const role = await tx.staffRole.create({
        data: { merchantId: staff.merchantId, name: body.name, privileges: JSON.stringify(body.privileges) },
      });
      await recordAudit(tx, staff, {
        action: "role.create",
        entity: "role",
        entityId: role.id,
        before: null,
        after: auditRole(role),
      });
      return roleView({ ...role, _count: { members: 0 } });
    })
    .catch(roleTaken);
}

export async function updateRole(db: Db, staff: StaffContext, roleId: string, body: RoleBody): Promise<CustomRoleView> {
  return db
    .$transaction(async (tx) => {
      const role = await ownRole(tx, staff, roleId);
      const clash = await tx.staffRole.findUnique({
        where: { merchantId_name: { merchantId: staff.merchantId, name: body.name } },
      });
      if (clash && clash.id !== role.id) throw new AppError(ERROR_CODE.ROLE_NAME_TAKEN);
      const updated = await tx.staffRole.update({
        where: { id: role.id },
        data: { name: body.name, privileges: JSON.stringify(body.privileges) },
      });
      await recordAudit(tx, staff, {
        action: "role.update",
        entity: "role",
        entityId: role.id,
        before: auditRole(role),
        after: auditRole(updated),
      });
      return roleView({ ...updated, _count: role._count });
    })
    .catch(roleTaken);
}

export async function deleteRole(db: Db, staff: StaffContext, roleId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const role = await ownRole(tx, staff, roleId);
    if (role._count.members > 0) throw new AppError(ERROR_CODE.ROLE_IN_USE);
    await tx.staffRole.delete({ where: { id: role.id } });
    await recordAudit(tx, staff, {
      action: "role.delete",
      entity: "role",
      entityId: role.id,
      before: auditRole(role),
      after: null,
    });
  });
}

export async function auditLog(
  db: Db,
  staff: StaffContext,
  query: { before?: string; limit: number },
): Promise<AuditData> {
  const rows = await db.consoleAudit.findMany({
    where: { merchantId: staff.merchantId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    ...(query.before ? { cursor: { id: query.before }, skip: 1 } : {}),
  });
  const page = auditPage(rows, query.limit, (r) => ({ staff_id: r.staffId, staff_name: r.staffName }));
  const labels = await auditLabels(db, page.entries);
  return { ...page, entries: page.entries.map((e) => ({ ...e, entity_label: labels.get(`${e.entity}:${e.entity_id}`) ?? null })) };
}

/** What people call each entry's entity: order numbers, product, member, role and store names. */
async function auditLabels(db: Db, entries: { entity: string; entity_id: string }[]): Promise<Map<string, string>> {
  const ids = (entity: string) => [...new Set(entries.filter((e) => e.entity === entity).map((e) => e.entity_id))];
  const [orders, products, members, roles, stores] = await Promise.all([
    db.order.findMany({ where: { id: { in: ids("order") } }, select: { id: true, orderNo: true } }),
    db.product.findMany({ where: { id: { in: ids("product") } }, select: { id: true, name: true } }),
    db.staffMember.findMany({ where: { id: { in: ids("staff") } }, select: { id: true, name: true } }),
    db.staffRole.findMany({ where: { id: { in: ids("role") } }, select: { id: true, name: true } }),
    db.store.findMany({ where: { id: { in: ids("store") } }, select: { id: true, name: true } }),
  ]);
  return new Map<string, string>([
    ...orders.map((o) => [`order:${o.id}`, o.orderNo] as [string, string]),
    ...products.map((p) => [`product:${p.id}`, p.name] as [string, string]),
    ...members.map((m) => [`staff:${m.id}`, m.name] as [string, string]),
    ...roles.map((r) => [`role:${r.id}`, r.name] as [string, string]),
    ...stores.map((s) => [`store:${s.id}`, s.name] as [string, string]),
  ]);
}
