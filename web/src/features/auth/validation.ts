// The login and sign-up form rules of spec part 1 section 5, with the spec's messages (the server
// checks the same rules with the same texts, from the shared contract).
import { PRIVACY_MESSAGES } from "@contract/privacy-constants";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@contract/auth-constants";
import { EMAIL_RE, MOBILE_RE } from "@contract/common-constants";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const CODE_RE = /^[0-9]{6}$/;

export const mobileError = (mobile: string) => (MOBILE_RE.test(mobile.trim()) ? undefined : AUTH_MESSAGES.invalidPhone);
export const passwordError = (password: string) => (password ? undefined : AUTH_MESSAGES.passwordRequired);
/** A password being chosen (sign-up, reset): required and at least PASSWORD_MIN_LENGTH characters. */
export const newPasswordError = (password: string) =>
  passwordError(password) ?? (password.length < PASSWORD_MIN_LENGTH ? AUTH_MESSAGES.passwordTooShort : undefined);
export const codeError = (code: string) => (CODE_RE.test(code.trim()) ? undefined : AUTH_MESSAGES.invalidCode);

/** Drops the fields without an error, so an empty object means the form is valid. */
function only<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<K>;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export type LoginForm = { mobile: string; password: string };
export const validateLogin = (f: LoginForm) =>
  only({ mobile: mobileError(f.mobile), password: passwordError(f.password) });

export type ResetForm = { code: string; password: string; confirmPassword: string };
export const validateReset = (f: ResetForm) =>
  only({
    code: codeError(f.code),
    password: newPasswordError(f.password),
    confirmPassword: f.confirmPassword && f.confirmPassword === f.password ? undefined : AUTH_MESSAGES.passwordNotMatch,
  });

export type SignUpForm = {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  password: string;
  /** The privacy notice was read and accepted (required), and the separate offers opt-in. */
  acceptNotice: boolean;
  offers: boolean;
};
export const validateSignUp = (f: SignUpForm) =>
  only({
    firstName: f.firstName.trim() ? undefined : AUTH_MESSAGES.firstNameRequired,
    lastName: f.lastName.trim() ? undefined : AUTH_MESSAGES.lastNameRequired,
    mobile: mobileError(f.mobile),
    email: EMAIL_RE.test(f.email.trim()) ? undefined : AUTH_MESSAGES.invalidEmail,
    password: newPasswordError(f.password),
    acceptNotice: f.acceptNotice ? undefined : PRIVACY_MESSAGES.consentRequired,
  });
