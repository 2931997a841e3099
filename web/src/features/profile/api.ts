// The profile calls of the user API (spec part 1 section 7, Profile). Failures are shown by the
// profile page's own dialogs (silent). Saved addresses and place lookups are the location feature's.
import type { ProfileData, ProfileEditBody } from "@contract/profile";
import type { SessionData } from "@contract/session";
import type { NotificationPreferences } from "@contract/live";
import { callApi } from "@/app/call-api";
import { hashPassword } from "@/lib/password-hash";

const silent = { silent: true };

export const fetchProfile = () => callApi<ProfileData>("GET", "/profile/view", silent);

export const saveProfile = (changes: ProfileEditBody) =>
  callApi<ProfileData>("POST", "/profile/edit", { ...silent, body: changes });

export const sendEmailCode = () => callApi<undefined>("POST", "/profile/email/otp", silent);

export const verifyEmailCode = (otp: string) =>
  callApi<undefined>("POST", "/profile/email/verifyOTP", { ...silent, body: { otp } });

export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append("image", file);
  return callApi<{ image: string }>("POST", "/profile/image/change", { ...silent, formData: form });
}

/** The photo at the spec's profile size (500 x 500); an <img> loads it, no token needed. */
export const photoUrl = (image: string) =>
  `/user/profile/image/view?img=${encodeURIComponent(image)}&format=png&width=500&height=500`;

export const changePassword = (oldPassword: string, newPassword: string) =>
  callApi<SessionData>("POST", "/profile/password/edit", {
    ...silent,
    body: { old_password: hashPassword(oldPassword), new_password: hashPassword(newPassword) },
  });

export const fetchPreferences = () => callApi<NotificationPreferences>("GET", "/live/preferences", silent);

export const savePreferences = (body: NotificationPreferences) =>
  callApi<NotificationPreferences>("PUT", "/live/preferences", { ...silent, body });

export const fetchPushKey = () => callApi<{ public_key: string | null }>("GET", "/live/push/key", silent);

export const subscribePush = (subscription: PushSubscriptionJSON) =>
  callApi<undefined>("POST", "/live/push/subscribe", { ...silent, body: subscription });
