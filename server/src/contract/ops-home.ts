// /ops/api/home: what waits for Galli's staff, as counts with the page that works each queue. A
// member gets only the queues their role may open (contract/ops-roles-constants.ts OPS_AREA_ROLES).
import { z } from "zod";
import { envelope } from "./common";

/** Each queue the home counts, in the order it shows them (most urgent first). */
export const OPS_HOME_QUEUES = [
  "escalations",
  "tickets_overdue",
  "tickets_open",
  "reviews",
  "shops_waiting",
  "enquiries",
  "payouts_held",
  "webhooks_failing",
] as const;
export type OpsHomeQueue = (typeof OPS_HOME_QUEUES)[number];

export const opsHomeItem = z.object({
  queue: z.enum(OPS_HOME_QUEUES),
  count: z.number().int().describe("How many wait in the queue now."),
  path: z.string().describe("The ops console's page that works the queue (under /ops)."),
});
export type OpsHomeItem = z.infer<typeof opsHomeItem>;

export const opsHomeResponse = envelope(z.object({ waiting: z.array(opsHomeItem) }));
export type OpsHomeView = z.infer<typeof opsHomeResponse>["data"];
