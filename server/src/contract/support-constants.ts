// Support form messages and patterns (no schemas): what the web reads without loading zod.
// support.ts re-exports all of it beside its schemas.

export const SUPPORT_MESSAGES = {
  titleRequired: "Title is required.",
  emailRequired: "Email is required.",
  phoneRequired: "Phone number is required.",
  messageRequired: "Message is required.",
  invalidPhone: "Invalid phone number.",
  titleTooLong: "Title is too long (150 characters at most).",
  messageTooLong: "Message is too long (2000 characters at most).",
  /** The support pages promise an answer within 48 hours (grievance-constants.ts, TICKET_ACK_HOURS). */
  sent: "Thanks! Our support team will get back to you within 48 hours.",
} as const;

/** Digits with an optional leading + and spaces or dashes between them: 6 to 15 digits in all. */
export const SUPPORT_PHONE_RE = /^\+?[0-9](?:[ -]?[0-9]){5,14}$/;
