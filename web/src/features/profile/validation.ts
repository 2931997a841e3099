// Profile and change-password form rules (spec part 1 section 5), with the spec's messages.
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@contract/auth-constants";
import { EMAIL_RE, MOBILE_RE } from "@contract/common-constants";
import { PROFILE_MESSAGES } from "@contract/profile-constants";

export type ProfileFields = { firstName: string; lastName: string; mobile: string; email: string };
export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

export function validateProfile(f: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!f.firstName.trim()) errors.firstName = PROFILE_MESSAGES.firstNameRequired;
  if (!f.lastName.trim()) errors.lastName = PROFILE_MESSAGES.lastNameRequired;
  if (!f.mobile.trim()) errors.mobile = PROFILE_MESSAGES.mobileRequired;
  else if (!MOBILE_RE.test(f.mobile.trim())) errors.mobile = AUTH_MESSAGES.invalidPhone;
  if (!f.email.trim()) errors.email = PROFILE_MESSAGES.emailRequired;
  else if (!EMAIL_RE.test(f.email.trim())) errors.email = AUTH_MESSAGES.invalidEmail;
  return errors;
}

export const emailCodeError = (code: string) =>
  /^[0-9]{6}$/.test(code.trim()) ? undefined : PROFILE_MESSAGES.otpRequired;

export type PasswordFields = { oldPassword: string; newPassword: string };
export function validatePasswordChange(f: PasswordFields): Partial<Record<keyof PasswordFields, string>> {
  const errors: Partial<Record<keyof PasswordFields, string>> = {};
  if (!f.oldPassword) errors.oldPassword = PROFILE_MESSAGES.oldPasswordRequired;
  if (!f.newPassword) errors.newPassword = PROFILE_MESSAGES.newPasswordRequired;
  else if (f.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = AUTH_MESSAGES.passwordTooShort;
  return errors;
}
