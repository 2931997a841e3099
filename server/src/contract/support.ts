// The support form (spec part 1 sections 3, 5 and 8): POST /user/order/support/ask.
import { z } from "zod";
import { EMAIL_RE } from "./common";
import { SUPPORT_MESSAGES, SUPPORT_PHONE_RE } from "./support-constants";
export * from "./support-constants";

const required = (message: string) => z.string({ error: message }).trim().min(1, { message, abort: true });

export const supportAskBody = z
  .object({
    title: required(SUPPORT_MESSAGES.titleRequired).max(150, SUPPORT_MESSAGES.titleTooLong),
    email: z
      .string({ error: SUPPORT_MESSAGES.emailRequired })
      .trim()
      .max(254, SUPPORT_MESSAGES.emailRequired)
      .regex(EMAIL_RE, SUPPORT_MESSAGES.emailRequired),
    phone: required(SUPPORT_MESSAGES.phoneRequired)
      .max(20, SUPPORT_MESSAGES.invalidPhone)
      .regex(SUPPORT_PHONE_RE, SUPPORT_MESSAGES.invalidPhone),
    message: required(SUPPORT_MESSAGES.messageRequired).max(2000, SUPPORT_MESSAGES.messageTooLong),
  })
  .strict();
export type SupportAskBody = z.infer<typeof supportAskBody>;
