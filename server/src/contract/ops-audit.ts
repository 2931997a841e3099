// The operations console's audit log (GET /ops/api/audit, Admin): every ops action, newest first,
// filtered by action and/or entity, a page at a time.
import { z } from "zod";
import { envelope } from "./common";

const word = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9_.-]+$/, "Use an action or entity name such as shop.approve.");

export const opsAuditQuery = z.object({
  action: word.optional(),
  entity: word.optional(),
  /** The id of the last entry of the previous page. */
  before: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OpsAuditQuery = z.infer<typeof opsAuditQuery>;

export const opsAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  ops_id: z.string(),
  ops_name: z.string(),
  ops_role: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type OpsAuditEntryView = z.infer<typeof opsAuditEntry>;

export const opsAuditData = z.object({
  entries: z.array(opsAuditEntry),
  next: z.string().nullable(),
  /** Every action and entity the log holds, for the page's filters. */
  actions: z.array(z.string()),
  entities: z.array(z.string()),
});
export type OpsAuditData = z.infer<typeof opsAuditData>;
export const opsAuditResponse = envelope(opsAuditData);
