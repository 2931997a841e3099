// Talking to the test server from a journey: JSON calls in the API's envelope, fresh customers
// (sign-up with the code read from the demo outbox), password login, and putting a session (and a
// delivery location) into a page's local storage the way the web client keeps them.
//
// Rate limits stay on in the e2e server and count per address; trustProxy is on, so each fresh
// customer's own auth calls come from their own made-up address (X-Forwarded-For), like distinct
// customers would, and journeys do not use up each other's sign-up or login allowance.
import { createHash, randomInt } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "../../server/src/contract/privacy-constants";
import type { PageWindow } from "./page-globals";

export type Envelope<T> =
  { success: true; message?: string; data: T } | { success: false; code: string; message: string; errors?: unknown };

export type Session = {
  token: string;
  refresh_token?: string | null;
  expiry: number;
  guest: boolean;
  user_name: string;
  new_user: boolean;
};

export type Customer = { mobile: string; password: string; email: string; firstName: string; session: Session };

export const sha256hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(`${status} ${code}: ${message}`);
  }
}

type CallOptions = { method?: string; token?: string; body?: unknown; ip?: string; headers?: Record<string, string> };

/** A JSON call; answers the envelope's data, throws ApiError on a refusal. */
export async function api<T = unknown>(path: string, opts: CallOptions = {}): Promise<T> {
  const res = await apiRaw<T>(path, opts);
  if (!res.body.success) throw new ApiError(res.status, res.body.code, res.body.message, res.body);
  return res.body.data;
}

/** A JSON call; answers the status and the whole envelope, refusals included. */
export async function apiRaw<T = unknown>(
  path: string,
  opts: CallOptions = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers["x-forwarded-for"] = opts.ip;
  const res = await fetch(new URL(path, inject("baseURL")), {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A made-up private address for one customer's auth calls. */
export const fakeIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

/** A 10-digit mobile number no seeded or earlier customer uses (starts 6, which the seed never does). */
export const uniqueMobile = () =>
  `6${String(Date.now() % 1e5).padStart(5, "0")}${String(randomInt(0, 1e4)).padStart(4, "0")}`;

const mobile = (number: string) => ({ dialing_code: "+91", number });

/** The one-time code last sent to a phone, from the demo outbox. */
export async function lastCodeSentTo(number: string): Promise<string> {
  const messages = await api<{ body: string }[]>(`/dev/outbox?to=${number}&limit=5`);
  const code = messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`No code in the outbox for ${number}: ${JSON.stringify(messages)}`);
  return code;
}

/** Signs a new customer up through the API (verify, code from the outbox, sign-up) and answers the session. */
export async function signUpCustomer(firstName = "E2E"): Promise<Customer> {
  const number = uniqueMobile();
  const email = `e2e.${number}@example.in`;
  const password = "Galli@e2e1";
  const ip = fakeIp();
  await api("/user/auth/signup/verify", { body: { mobile: mobile(number), email: { id: email } }, ip });
  const otp = await lastCodeSentTo(number);
  const session = await api<Session>("/user/auth/signup", {
    body: {
      first_name: firstName,
      last_name: "Tester",
      mobile: mobile(number),
      password: sha256hex(password),
      email: { id: email },
      otp,
      consent: { notice_version: PRIVACY_NOTICE_VERSION, offers: false },
    },
    ip,
  });
  return { mobile: number, password, email, firstName, session };
}

/** Password login through the API (the web client hashes the password the same way). */
export async function logIn(number: string, password: string): Promise<Session> {
  return api<Session>("/user/auth/password", {
    body: { mobile: mobile(number), password: sha256hex(password) },
    ip: fakeIp(),
  });
}

export type LatLng = { lat: number; lng: number };

/**
 * Prepares the context's local storage before the app's first script runs, with the keys of
 * web/src/lib/storage.ts: a logged-in session (as writeSession stores it) and/or the delivery and
 * search locations. Only the first page load writes them: later loads keep whatever the app has
 * stored since (a refreshed token, a logout...).
 */
export async function prepareStorage(
  context: BrowserContext,
  opts: { session?: Session; deliveryAt?: LatLng; searchAt?: LatLng; browserOnPhone?: boolean },
) {
  const items: Record<string, string> = {};
  const session = opts.session;
  if (session) {
    items["galli:token"] = session.token;
    items["galli:guest"] = String(session.guest);
    items["galli:user_name"] = session.user_name;
    items["galli:new_user"] = String(session.new_user);
    items["galli:token_expiry"] = String(session.expiry);
    if (session.refresh_token) items["galli:refresh_token"] = session.refresh_token;
  }
  if (opts.deliveryAt) items["galli:delivery_coordinates"] = JSON.stringify(opts.deliveryAt);
  if (opts.searchAt) items["galli:search_coordinates"] = JSON.stringify(opts.searchAt);
  // A phone that chose 'Continue in browser' on the store-app page before.
  if (opts.browserOnPhone) items["galli:browser_on_phone"] = "1";
  await context.addInitScript((values: Record<string, string>) => {
    const storage = (globalThis as unknown as PageWindow).localStorage;
    // A marker of our own (outside the app's galli: keys), so the app's later writes are kept.
    if (storage.getItem("e2e:storage-prepared")) return;
    for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
    storage.setItem("e2e:storage-prepared", "1");
  }, items);
}

/** The access token the page currently holds (after a UI login, say). */
export const pageToken = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => (globalThis as unknown as PageWindow).localStorage.getItem("galli:token"));
  if (!token) throw new Error("The page holds no token.");
  return token;
};

/** The customer's Galli Cash balance in rupees. */
export async function walletBalance(token: string): Promise<number> {
  return (await api<{ balance: number }>("/user/wallet/bfcash", { token, body: {} })).balance;
}
