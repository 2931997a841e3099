// The operations console's roles (Galli's own staff at /ops). No zod here: the web console reads it
// to show only the pages a member may open.
//   Admin: everything. Catalogue reviewer: the review queue (products and shops). Support: orders,
//   escalations, enquiries (read) and suspending a customer. Suspending a shop, onboarding, ops
//   staff and the audit log: Admin only.

export const OPS_ROLES = ["admin", "reviewer", "support"] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

export const isOpsRole = (value: string): value is OpsRole => (OPS_ROLES as readonly string[]).includes(value);

/** The roles' English names (the web has their Hindi). */
export const OPS_ROLE_NAMES: Record<OpsRole, string> = {
  admin: "Admin",
  reviewer: "Catalogue reviewer",
  support: "Support",
};

/** The roles each area of the console lets in (the guard of each route names one of these). */
export const OPS_AREA_ROLES = {
  /** The review queue: products and shops waiting to go live. */
  review: ["admin", "reviewer"],
  /** Orders, escalations, suspending a customer. */
  desk: ["admin", "support"],
  /** Partner enquiries, read. */
  enquiriesRead: ["admin", "support"],
  /** Onboarding, declining an enquiry, suspending a shop, ops staff. */
  admin: ["admin"],
  /** The audit log. */
  audit: ["admin"],
  /** Grievance tickets: the Support queue. */
  tickets: ["admin", "support"],
} as const satisfies Record<string, readonly OpsRole[]>;

/** How long an ops session lasts (no refresh: sign in again). */
export const OPS_SESSION_HOURS = 12;

export const OPS_STATUSES = ["active", "suspended"] as const;
