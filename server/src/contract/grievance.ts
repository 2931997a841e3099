// Grievance tickets: the customer's side under /user/order/support (raise through the support form,
// list, read, reply) and the operations console's Support queue under /ops/api/tickets (list, read,
// assign, reply, resolve). Times are ISO strings.
import { z } from "zod";
import { envelope } from "./common";
import {
  GRIEVANCE_MESSAGES as M,
  TICKET_AUTHORS,
  TICKET_MESSAGE_MAX,
  TICKET_NUMBER_RE,
  TICKET_STATUSES,
} from "./grievance-constants";
export * from "./grievance-constants";

export const ticketReplyBody = z
  .object({
    message: z
      .string({ error: M.replyRequired })
      .trim()
      .min(1, { message: M.replyRequired, abort: true })
      .max(TICKET_MESSAGE_MAX, M.replyTooLong),
  })
  .strict();
export type TicketReplyBody = z.infer<typeof ticketReplyBody>;

export const ticketNumberParams = z.object({ number: z.string().trim().regex(TICKET_NUMBER_RE).max(20) });
export const ticketIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const ticketMessage = z.object({
  _id: z.string(),
  author: z.enum(TICKET_AUTHORS),
  /** The support member's name on an ops message; null otherwise. */
  author_name: z.string().nullable(),
  body: z.string(),
  at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketSummary = z.object({
  _id: z.string(),
  number: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
  due_at: z.string(),
  resolved_at: z.string().nullable(),
  overdue: z.boolean(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const ticketDetail = ticketSummary.extend({ messages: z.array(ticketMessage) });
export type TicketDetail = z.infer<typeof ticketDetail>;

/** The support form's answer: the success dialog's message and the new ticket. */
export const ticketRaisedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ number: z.string(), status: z.enum(TICKET_STATUSES), due_at: z.string() }),
});

export const myTicketList = envelope(z.object({ items: z.array(ticketSummary) }));
export const myTicketAnswer = envelope(ticketDetail);

// The operations console.
const flag = z.enum(["true", "false"]).optional();
export const opsTicketQuery = z
  .object({
    status: z.enum(TICKET_STATUSES, { message: M.statusInvalid }).optional(),
    overdue: flag,
    mine: flag,
    page: z.coerce.number({ message: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(10_000, M.pageInvalid).default(1),
  })
  .strict();
export type OpsTicketQuery = z.infer<typeof opsTicketQuery>;

export const opsTicketSummary = ticketSummary.extend({
  customer_id: z.string(),
  customer_name: z.string(),
  assigned_ops_id: z.string().nullable(),
  assigned_ops_name: z.string().nullable(),
  order_id: z.string().nullable(),
  /** The order's number (GL...), as the customer and the desk read it. */
  order_number: z.string().nullable(),
});
export type OpsTicketSummary = z.infer<typeof opsTicketSummary>;

export const opsTicketDetail = opsTicketSummary.extend({
  email: z.string(),
  phone: z.string(),
  messages: z.array(ticketMessage),
});
export type OpsTicketDetail = z.infer<typeof opsTicketDetail>;

export const opsTicketList = envelope(z.object({ items: z.array(opsTicketSummary), total: z.number().int() }));
export type OpsTicketList = z.infer<typeof opsTicketList>["data"];
export const opsTicketAnswer = envelope(opsTicketDetail);

/** Assign to a support member (by id), or to the caller when no id is given. */
export const ticketAssignBody = z.object({ ops_id: z.string().trim().min(1).max(64).optional() }).strict();
export type TicketAssignBody = z.infer<typeof ticketAssignBody>;
