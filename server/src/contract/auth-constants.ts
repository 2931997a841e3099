// Auth messages and limits (no schemas): what the web reads without loading zod.
// auth.ts re-exports all of it beside its schemas.

export const AUTH_MESSAGES = {
  invalidPhone: "Invalid phone number.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be at least 8 characters.",
  invalidCode: "Invalid code.",
  passwordNotMatch: "Password not match.",
  firstNameRequired: "First name is required.",
  lastNameRequired: "Last name is required.",
  invalidEmail: "Invalid email.",
  wrongCredentials: "Invalid mobile number or password.",
  passwordChanged: "Password successfully changed!",
  dialingCode: "Dialing code must be +91.",
  passwordNotHashed: "Password must be sent hashed.",
  codeSent: "A one-time code has been sent to your mobile number.",
  resetCodeSent: "A code to reset your password has been sent to your mobile number.",
  signUpCodeSent: "A verification code has been sent to your mobile number.",
} as const;

export const DIALING_CODE = "+91";
/** A client-side SHA-256 hex digest of what the user typed. */
export const PASSWORD_HASH_RE = /^[a-f0-9]{64}$/;
export const OTP_RE = /^[0-9]{6}$/;

/**
 * New passwords (sign-up, reset, change) need this many characters. The browser checks it: only
 * the password's SHA-256 digest ever reaches the server.
 */
export const PASSWORD_MIN_LENGTH = 8;
