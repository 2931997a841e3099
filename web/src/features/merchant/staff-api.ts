// The Staff and Audit log pages' calls (/merchant/api/staff, /roles, /audit).
import type { AuditData, CustomRoleView, StaffListData, StaffMemberView } from "@contract/console-staff";
import type { Privilege } from "@contract/console-roles-constants";
import { consoleRequest } from "./console-api";

export type RoleChoice = { role: string; custom_role_id?: string };

export const staffApi = {
  list: () => consoleRequest<StaffListData>("GET", "/staff"),
  invite: (name: string, mobile: string, role: RoleChoice) =>
    consoleRequest<StaffMemberView>("POST", "/staff", {
      name,
      mobile: { dialing_code: "+91", number: mobile },
      ...role,
    }),
  changeRole: (id: string, role: RoleChoice) => consoleRequest<StaffMemberView>("PATCH", `/staff/${id}`, role),
  suspend: (id: string) => consoleRequest<StaffMemberView>("POST", `/staff/${id}/suspend`),
  unsuspend: (id: string) => consoleRequest<StaffMemberView>("POST", `/staff/${id}/unsuspend`),
  remove: (id: string) => consoleRequest<string>("DELETE", `/staff/${id}`),
  createRole: (name: string, privileges: Privilege[]) =>
    consoleRequest<CustomRoleView>("POST", "/roles", { name, privileges }),
  deleteRole: (id: string) => consoleRequest<string>("DELETE", `/roles/${id}`),
  audit: (before?: string) =>
    consoleRequest<AuditData>("GET", `/audit${before ? `?before=${encodeURIComponent(before)}` : ""}`),
};

/** A role select's value: a built-in role key, or "custom:<id>". */
export const roleValue = (m: { role: string; custom_role_id: string | null }) =>
  m.role === "custom" && m.custom_role_id ? `custom:${m.custom_role_id}` : m.role;
export const roleChoice = (value: string): RoleChoice =>
  value.startsWith("custom:") ? { role: "custom", custom_role_id: value.slice(7) } : { role: value };
