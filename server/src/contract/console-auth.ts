// The merchant console's sign-in, session and "who am I" shapes (/merchant/api/auth/*, /merchant/api/me).
// Staff sign in by mobile number with a password or a one-time code, like customers; the session is
// a staff token (never a customer's), so the two never open each other's routes.
import { z } from "zod";
import { envelope } from "./common";
import { hashedPassword, mobileInput, otpCode, AUTH_MESSAGES } from "./auth";
import { PRIVILEGES, STAFF_STATUSES } from "./console-roles";

export const staffPasswordBody = z
  .object({ mobile: mobileInput, password: hashedPassword(AUTH_MESSAGES.passwordRequired) })
  .strict();
export type StaffPasswordBody = z.infer<typeof staffPasswordBody>;

export const staffMobileBody = z.object({ mobile: mobileInput }).strict();
export type StaffMobileBody = z.infer<typeof staffMobileBody>;

export const staffCodeBody = z.object({ mobile: mobileInput, otp: otpCode() }).strict();
export type StaffCodeBody = z.infer<typeof staffCodeBody>;

/** Sets the member's password: the current one is needed when there is one. */
export const staffSetPasswordBody = z
  .object({
    password: hashedPassword(AUTH_MESSAGES.passwordRequired),
    old_password: hashedPassword(AUTH_MESSAGES.passwordRequired).optional(),
  })
  .strict();
export type StaffSetPasswordBody = z.infer<typeof staffSetPasswordBody>;

export const consoleSession = z.object({
  /** The staff bearer token (Authorization: Bearer ...). */
  token: z.string(),
  /** When the token stops working, milliseconds since the epoch. */
  expiry: z.number(),
  /** An invited member signed in with a code and has no password yet. */
  needs_password: z.boolean(),
});
export type ConsoleSession = z.infer<typeof consoleSession>;
export const consoleSessionResponse = envelope(consoleSession);

export const consoleStore = z.object({
  id: z.string(),
  store_key: z.string(),
  name: z.string(),
  area: z.string(),
  city: z.string(),
});

export const meData = z.object({
  member: z.object({
    id: z.string(),
    name: z.string(),
    mobile: z.string(),
    /** A built-in role key, or "custom". */
    role: z.string(),
    /** The role's English name (a custom role's own name). */
    role_name: z.string(),
    custom_role_id: z.string().nullable(),
    status: z.enum(STAFF_STATUSES),
    has_password: z.boolean(),
  }),
  privileges: z.array(z.enum(PRIVILEGES)),
  merchant: z.object({ id: z.string(), name: z.string() }),
  shops: z.array(z.object({ id: z.string(), name: z.string(), stores: z.array(consoleStore) })),
});
export type MeData = z.infer<typeof meData>;
export const meResponse = envelope(meData);

export const CONSOLE_AUTH_MESSAGES = {
  codeSent: "If this number belongs to a staff member, a one-time code has been sent to it.",
  signedOut: "You have been signed out.",
  passwordSet: "Your password has been saved.",
} as const;

export const CONSOLE_AUTH_MESSAGES_HI = {
  codeSent: "अगर यह नंबर किसी स्टाफ़ सदस्य का है, तो इस पर एक OTP भेज दिया गया है।",
  signedOut: "आप साइन आउट हो गए हैं।",
  passwordSet: "आपका पासवर्ड सेव हो गया है।",
} satisfies Record<keyof typeof CONSOLE_AUTH_MESSAGES, string>;
