// The privacy calls of Profile (DPDP): consents, "Download my data" and "Delete my account". Plain
// promises: the privacy card keeps its own state (nothing else in the app reads it).
import type { ConsentsData } from "@contract/privacy";
import { apiRequest, USER_API_BASE } from "@/app/api-client";
import { storedAccessToken } from "@/lib/storage";

export const fetchConsents = () => apiRequest<ConsentsData>("GET", "/profile/consents");

export const saveOffersConsent = (granted: boolean) =>
  apiRequest<ConsentsData>("POST", "/profile/consents/offers", { body: { granted } });

export const fetchGalliCash = () => apiRequest<{ balance: number }>("POST", "/wallet/bfcash", { body: {} });

export const sendDeleteCode = () => apiRequest<undefined>("POST", "/profile/delete/otp");

export const deleteMyAccount = (otp: string, galliCash?: "refund" | "forfeit") =>
  apiRequest<undefined>("POST", "/profile/delete", {
    body: { otp: otp.trim(), ...(galliCash ? { galli_cash: galliCash } : {}) },
  });

/** Downloads GET /user/profile/export as the file the server names. */
export async function downloadMyData(): Promise<void> {
  const token = storedAccessToken.get();
  const res = await fetch(`${USER_API_BASE}/profile/export`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "galli-my-data.json";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
