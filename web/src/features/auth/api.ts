// The login, password-reset and sign-up calls (spec part 1 section 7, Auth). Passwords are hashed
// here, so plain text never leaves the browser; the device fields are the spec's fixed values.
import type { SessionData } from "@contract/session";
import { PRIVACY_NOTICE_VERSION } from "@contract/privacy-constants";
import { callApi } from "@/app/call-api";
import { hashPassword } from "@/lib/password-hash";
import { storedDeliveryCoordinates } from "@/lib/storage";
import type { SignUpForm } from "./validation";

/** The fixed device token the web client sends (spec part 1 section 9). */
export const WEB_DEVICE_TOKEN = "galli-web";
/** Device types: 3 for logins from the web, 1 for sign-up (spec part 1 section 9). */
const LOGIN_DEVICE = { type: 3, token: WEB_DEVICE_TOKEN };
const SIGN_UP_DEVICE = { type: 1, token: WEB_DEVICE_TOKEN };

const mobile = (number: string) => ({ dialing_code: "+91", number: number.trim() });

/** The last delivery location as a GeoJSON point; 0/0 means "not set" (spec part 1 section 3). */
function currentLocation() {
  const at = storedDeliveryCoordinates.get();
  return { type: "Point" as const, coordinates: [at?.lng ?? 0, at?.lat ?? 0] as [number, number] };
}

// Inline errors: the modal shows the server's message itself, so no generic dialog (silent). Like
// every call of the user API they carry the current (guest) bearer token (spec part 1 section 7).
const options = (body: unknown) => ({ body, silent: true });

export const requestPasswordLogin = (number: string, password: string) =>
  callApi<SessionData>(
    "POST",
    "/auth/password",
    options({
      mobile: mobile(number),
      password: hashPassword(password),
      device_details: LOGIN_DEVICE,
      current_location: currentLocation(),
    }),
  );

export const requestLoginCode = (number: string) =>
  callApi<undefined>("POST", "/auth/onetimepassword", options({ mobile: mobile(number) }));

export const requestCodeLogin = (number: string, otp: string) =>
  callApi<SessionData>(
    "POST",
    "/auth/onetimepassword/verify",
    options({
      mobile: mobile(number),
      otp: otp.trim(),
      device_details: LOGIN_DEVICE,
      current_location: currentLocation(),
    }),
  );

export const requestResetCode = (number: string) =>
  callApi<undefined>("POST", "/auth/forgotpassword/verify", options({ mobile: mobile(number) }));

export const requestPasswordReset = (number: string, otp: string, password: string, confirmPassword: string) =>
  callApi<undefined>(
    "POST",
    "/auth/resetpassword",
    options({
      mobile: mobile(number),
      otp: otp.trim(),
      password: hashPassword(password),
      confirm_password: hashPassword(confirmPassword),
    }),
  );

export const requestSignUpCode = (form: SignUpForm) =>
  callApi<undefined>(
    "POST",
    "/auth/signup/verify",
    options({ mobile: mobile(form.mobile), email: { id: form.email.trim() } }),
  );

export const requestSignUp = (form: SignUpForm, otp: string) =>
  callApi<SessionData>(
    "POST",
    "/auth/signup",
    options({
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      mobile: mobile(form.mobile),
      otp: otp.trim(),
      email: { id: form.email.trim() },
      password: hashPassword(form.password),
      device_details: SIGN_UP_DEVICE,
      current_location: currentLocation(),
      consent: { notice_version: PRIVACY_NOTICE_VERSION, offers: form.offers },
    }),
  );
