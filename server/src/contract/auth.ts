// Request shapes of the auth calls (spec part 1 sections 3, 5 and 7), shared with the web client.
// Every message is the spec's own text; the server answers with the first failing one.
import { z } from "zod";
import { EMAIL_RE, MOBILE_RE, point } from "./common";
import { AUTH_MESSAGES, PASSWORD_HASH_RE, OTP_RE } from "./auth-constants";
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "./privacy-constants";
export * from "./auth-constants";

/** The dialing code is fixed at +91; clients send it as text or as a number. */
export const dialingCode = z
  .union([z.literal("+91"), z.literal("91"), z.literal(91)], { error: AUTH_MESSAGES.dialingCode })
  .optional();

export const mobileInput = z.object(
  {
    dialing_code: dialingCode,
    number: z.coerce.string().trim().regex(MOBILE_RE, AUTH_MESSAGES.invalidPhone),
  },
  { error: AUTH_MESSAGES.invalidPhone },
);
export type MobileInput = z.infer<typeof mobileInput>;

/** A hashed password: required, and a SHA-256 hex digest (the plain text never leaves the browser). */
export const hashedPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .regex(PASSWORD_HASH_RE, AUTH_MESSAGES.passwordNotHashed);

export const otpCode = (message: string = AUTH_MESSAGES.invalidCode) => z.coerce.string().trim().regex(OTP_RE, message);

export const emailAddress = (message: string = AUTH_MESSAGES.invalidEmail) =>
  z.string({ error: message }).trim().toLowerCase().max(254, message).regex(EMAIL_RE, message);

/** `email` as {id} (the sign-up payload) or as a bare string. */
export const emailInput = z.preprocess(
  (v) => (typeof v === "string" ? { id: v } : v),
  z.object({ id: emailAddress() }, { error: AUTH_MESSAGES.invalidEmail }),
);

export const deviceDetails = z
  .object({
    type: z.union([z.number().int(), z.string().max(20)]),
    token: z.string().max(512),
  })
  .optional();

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(50, "Name is too long.");

export const passwordLoginBody = z
  .object({
    mobile: mobileInput,
    password: hashedPassword(AUTH_MESSAGES.passwordRequired),
    device_details: deviceDetails,
    current_location: point.optional(),
  })
  .strict();
export type PasswordLoginBody = z.infer<typeof passwordLoginBody>;

export const mobileOnlyBody = z.object({ mobile: mobileInput }).strict();
export type MobileOnlyBody = z.infer<typeof mobileOnlyBody>;

export const otpLoginBody = z
  .object({
    mobile: mobileInput,
    otp: otpCode(),
    device_details: deviceDetails,
    current_location: point.optional(),
  })
  .strict();
export type OtpLoginBody = z.infer<typeof otpLoginBody>;

export const resetPasswordBody = z
  .object({
    mobile: mobileInput,
    otp: otpCode(),
    password: hashedPassword(AUTH_MESSAGES.passwordRequired),
    /** Optional on the wire (the spec's payload has no confirmation); checked when sent. */
    confirm_password: z.string().optional(),
  })
  .strict()
  .refine((b) => b.confirm_password === undefined || b.confirm_password === b.password, {
    message: AUTH_MESSAGES.passwordNotMatch,
    path: ["confirm_password"],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const signupVerifyBody = z.object({ mobile: mobileInput, email: emailInput }).strict();
export type SignupVerifyBody = z.infer<typeof signupVerifyBody>;

/**
 * Sign-up's consent (DPDP): the version of the privacy notice the customer read and accepted, and
 * the separate, optional opt-in for offers. A sign-up without it is refused.
 */
export const signupConsent = z
  .object(
    {
      notice_version: z.literal(PRIVACY_NOTICE_VERSION, { error: PRIVACY_MESSAGES.noticeVersion }),
      offers: z.boolean({ error: PRIVACY_MESSAGES.consentRequired }).default(false),
    },
    { error: PRIVACY_MESSAGES.consentRequired },
  )
  .strict();
export type SignupConsent = z.infer<typeof signupConsent>;

export const signupBody = z
  .object({
    first_name: name(AUTH_MESSAGES.firstNameRequired),
    last_name: name(AUTH_MESSAGES.lastNameRequired),
    mobile: mobileInput,
    password: hashedPassword(AUTH_MESSAGES.passwordRequired),
    email: emailInput,
    otp: otpCode(),
    device_details: deviceDetails,
    current_location: point.optional(),
    consent: signupConsent,
  })
  .strict();
export type SignupBody = z.infer<typeof signupBody>;
