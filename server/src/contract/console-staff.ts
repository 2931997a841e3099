// The console's staff, custom roles and audit log (/merchant/api/staff, /roles, /audit): requests
// and answers. Managing staff needs the "staff" privilege; granting or taking away Super Admin
// needs a Super Admin.
import { z } from "zod";
import { envelope, id } from "./common";
import { mobileInput } from "./auth";
import { BUILT_IN_ROLES, CUSTOM_ROLE, PRIVILEGES, STAFF_MESSAGES, STAFF_STATUSES } from "./console-roles";

export { STAFF_MESSAGES };

const memberName = z
  .string({ error: STAFF_MESSAGES.nameRequired })
  .trim()
  .min(1, STAFF_MESSAGES.nameRequired)
  .max(80, STAFF_MESSAGES.nameTooLong);

export const roleKey = z.enum([...BUILT_IN_ROLES, CUSTOM_ROLE], { error: STAFF_MESSAGES.roleInvalid });

const roleFields = { role: roleKey, custom_role_id: id.optional() };
const customNeedsRole = {
  check: (b: { role: string; custom_role_id?: string }) => b.role !== CUSTOM_ROLE || !!b.custom_role_id,
  message: STAFF_MESSAGES.customRoleRequired,
  path: ["custom_role_id"],
};

export const inviteBody = z
  .object({ name: memberName, mobile: mobileInput, ...roleFields })
  .strict()
  .refine(customNeedsRole.check, { message: customNeedsRole.message, path: customNeedsRole.path });
export type InviteBody = z.infer<typeof inviteBody>;

export const changeRoleBody = z
  .object(roleFields)
  .strict()
  .refine(customNeedsRole.check, { message: customNeedsRole.message, path: customNeedsRole.path });
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;

export const staffParams = z.object({ staffId: id });
export const roleParams = z.object({ roleId: id });

export const roleBody = z
  .object({
    name: z
      .string({ error: STAFF_MESSAGES.roleNameRequired })
      .trim()
      .min(1, STAFF_MESSAGES.roleNameRequired)
      .max(40, STAFF_MESSAGES.nameTooLong),
    privileges: z
      .array(z.enum(PRIVILEGES), { error: STAFF_MESSAGES.privilegesRequired })
      .min(1, STAFF_MESSAGES.privilegesRequired)
      .max(PRIVILEGES.length),
  })
  .strict();
export type RoleBody = z.infer<typeof roleBody>;

export const staffMemberView = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: z.string(),
  role_name: z.string(),
  custom_role_id: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  has_password: z.boolean(),
  created_at: z.string(),
});
export type StaffMemberView = z.infer<typeof staffMemberView>;

export const customRoleView = z.object({
  id: z.string(),
  name: z.string(),
  privileges: z.array(z.enum(PRIVILEGES)),
  members: z.number().int(),
});
export type CustomRoleView = z.infer<typeof customRoleView>;

export const staffListData = z.object({ members: z.array(staffMemberView), roles: z.array(customRoleView) });
export type StaffListData = z.infer<typeof staffListData>;
export const staffListResponse = envelope(staffListData);
export const staffMemberResponse = envelope(staffMemberView);
export const customRoleResponse = envelope(customRoleView);

export const auditQuery = z.object({
  /** The id of the last entry of the previous page. */
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditEntryView = z.object({
  id: z.string(),
  at: z.string(),
  staff_id: z.string(),
  staff_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** What people call the entity: an order's number, a product's or a member's name (null when gone). */
  entity_label: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;
export const auditData = z.object({ entries: z.array(auditEntryView), next: z.string().nullable() });
export type AuditData = z.infer<typeof auditData>;
export const auditResponse = envelope(auditData);
