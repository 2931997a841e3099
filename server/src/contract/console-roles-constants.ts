// The merchant console's privileges and built-in roles (spec: Super Admin, Manager, Accounts,
// Delivery, Supervisor, Staff, plus custom roles built from named privileges). No zod here: the web
// console reads it to show only the links a member may open.

/** What a console route needs; a role is a set of these. */
export const PRIVILEGES = ["orders", "catalogue", "settings", "integrations", "money", "staff", "deliveries"] as const;
export type Privilege = (typeof PRIVILEGES)[number];

export const isPrivilege = (value: string): value is Privilege => (PRIVILEGES as readonly string[]).includes(value);

/** The spec's names of the privileges (English; the web has their Hindi). */
export const PRIVILEGE_NAMES: Record<Privilege, string> = {
  orders: "Orders",
  catalogue: "Catalogue and stock",
  settings: "Store settings",
  integrations: "API keys and webhooks",
  money: "Money and statements",
  staff: "Staff",
  deliveries: "Deliveries",
};

export const BUILT_IN_ROLES = ["super_admin", "manager", "accounts", "delivery", "supervisor", "staff"] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];
/** A member's role: a built-in one, or "custom" (the member's custom role names the privileges). */
export type RoleKey = BuiltInRole | "custom";
export const CUSTOM_ROLE = "custom" as const;

export const isBuiltInRole = (value: string): value is BuiltInRole =>
  (BUILT_IN_ROLES as readonly string[]).includes(value);

export const ROLE_PRIVILEGES: Record<BuiltInRole, readonly Privilege[]> = {
  super_admin: PRIVILEGES,
  manager: ["orders", "catalogue", "settings", "integrations", "money"],
  accounts: ["money", "orders"],
  // A delivery member works their own trips only (the deliveries screen), not the orders board.
  delivery: ["deliveries"],
  supervisor: ["orders", "catalogue"],
  staff: ["orders", "catalogue"],
};

export const ROLE_NAMES: Record<BuiltInRole, string> = {
  super_admin: "Super Admin",
  manager: "Manager",
  accounts: "Accounts",
  delivery: "Delivery",
  supervisor: "Supervisor",
  staff: "Staff",
};

/** The privileges of a member: a built-in role's, or the custom role's list (unknown keys dropped). */
export function privilegesOf(role: string, customPrivileges: readonly string[] = []): Privilege[] {
  if (isBuiltInRole(role)) return [...ROLE_PRIVILEGES[role]];
  if (role === CUSTOM_ROLE) return PRIVILEGES.filter((p) => customPrivileges.includes(p));
  return [];
}

export const STAFF_STATUSES = ["active", "suspended"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** How long one console sign-in lasts (no refresh: sign in again after a working day). */
export const STAFF_SESSION_HOURS = 12;

/** The staff and role forms' validation messages (/merchant/api/staff, /roles). */
export const STAFF_MESSAGES = {
  nameRequired: "Name is required.",
  nameTooLong: "Name is too long.",
  roleInvalid: "Choose a role.",
  customRoleRequired: "Choose the custom role.",
  roleNameRequired: "Role name is required.",
  privilegesRequired: "Choose at least one privilege.",
} as const;

export const STAFF_MESSAGES_HI = {
  nameRequired: "नाम ज़रूरी है।",
  nameTooLong: "नाम बहुत लंबा है।",
  roleInvalid: "एक भूमिका चुनें।",
  customRoleRequired: "कस्टम भूमिका चुनें।",
  roleNameRequired: "भूमिका का नाम ज़रूरी है।",
  privilegesRequired: "कम से कम एक अधिकार चुनें।",
} satisfies Record<keyof typeof STAFF_MESSAGES, string>;
