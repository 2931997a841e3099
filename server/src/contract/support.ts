// The support form (spec part 1 sections 3, 5 and 8): POST /user/order/support/ask.
import { z } from "zod";
import { EMAIL_RE } from "./common";

export const SUPPORT_MESSAGES = {
  titleRequired: "Title is required.",
  emailRequired: "Email is required.",
  phoneRequired: "Phone number is required.",
  messageRequired: "Message is required.",
  invalidPhone: "Invalid phone number.",
  titleTooLong: "Title is too long (150 characters at most).",
  messageTooLong: "Message is too long (2000 characters at most).",
  sent: "Thanks! Our support team will get back to you within 24 hours.",
} as const;

/** Digits with an optional leading + and spaces or dashes between them: 6 to 15 digits in all. */
export const SUPPORT_PHONE_RE = /^\+?[0-9](?:[ -]?[0-9]){5,14}$/;

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
