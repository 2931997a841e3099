// Helpers for the accounts, discovery, catalogue and cart journeys: calls to the test server's API
// (as a distinct client address, so journeys never share per-address rate limits), fresh customers
// with unique mobile numbers, one-time codes read from the demo outbox, and a logged-in browser.
import { createHash, randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "../../server/src/contract/privacy-constants";

/** Journeys run on loopback, so each client gets its own forwarded address (the app trusts the proxy). */
export function distinctClientAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Makes every request of the page's browser context come from its own client address. */
export async function asDistinctClient(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": distinctClientAddress() });
}

export type ApiAnswer<T = unknown> = {
  status: number;
  body: { success: boolean; data: T; message?: string; code?: string };
};

/** One call to the test server's API; the body is JSON, the token a bearer token. */
export async function callApi<T = unknown>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  opts: { body?: unknown; token?: string; client?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    "x-forwarded-for": opts.client ?? distinctClientAddress(),
    ...opts.headers,
  };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(new URL(path, inject("baseURL")), {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Like callApi, but throws with the server's answer unless it succeeded. */
export async function api<T = unknown>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  opts: { body?: unknown; token?: string; client?: string } = {},
): Promise<T> {
  const answer = await callApi<T>(method, path, opts);
  if (answer.status >= 300 || !answer.body?.success) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

/** A guest token, for the catalogue and shop calls that need one. */
export async function guestToken(): Promise<string> {
  return (await api<{ token: string }>("GET", "/user/auth/guest")).token;
}

/** A 10-digit mobile number no seeded or earlier customer uses (seeded numbers never start with 6). */
export function uniqueMobile(): string {
  return `6${String(Date.now() % 1e6).padStart(6, "0")}${String(randomInt(0, 1000)).padStart(3, "0")}`;
}

/** The browser globals the journeys touch (the e2e type check has no DOM library). */
export type BrowserGlobals = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  scrollTo(x: number, y: number): void;
  document: { documentElement: { scrollHeight: number } };
};

/** One local storage entry of the page's origin. */
export async function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(k), key);
}

/** SHA-256 hex, as the web client sends passwords. */
export const hashPassword = (plain: string) => createHash("sha256").update(plain, "utf8").digest("hex");

type OutboxMessage = { id: string; to: string; body: string; created_at: string };

/** Ids of the messages already sent to a number or address (to tell the next code from older ones). */
export async function outboxIds(to: string): Promise<Set<string>> {
  const messages = await api<OutboxMessage[]>("GET", `/dev/outbox?to=${encodeURIComponent(to)}&limit=100`);
  return new Set(messages.map((m) => m.id));
}

/** The 6-digit code of the newest message to `to` that is not in `seen`; waits for it to arrive. */
export async function nextCode(to: string, seen: Set<string> = new Set(), timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const messages = await api<OutboxMessage[]>("GET", `/dev/outbox?to=${encodeURIComponent(to)}&limit=20`);
    const fresh = messages.find((m) => !seen.has(m.id) && /\b\d{6}\b/.test(m.body));
    if (fresh) return fresh.body.match(/\b(\d{6})\b/)![1];
    if (Date.now() > until) throw new Error(`no new code was sent to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type Session = {
  token: string;
  refresh_token: string | null;
  expiry: number;
  guest: boolean;
  user_name: string;
  new_user: boolean;
};

export type Customer = {
  mobile: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  session: Session;
};

/** Signs a new customer up through the API (code from the outbox), with a unique mobile number. */
export async function signUpCustomer(firstName = "Meera", lastName = "Iyer"): Promise<Customer> {
  const client = distinctClientAddress();
  const mobile = uniqueMobile();
  const email = `e2e.${mobile}@example.in`;
  const password = "Journey#2026";
  const seen = await outboxIds(mobile);
  await api("POST", "/user/auth/signup/verify", {
    client,
    body: { mobile: { dialing_code: "+91", number: mobile }, email: { id: email } },
  });
  const otp = await nextCode(mobile, seen);
  const session = await api<Session>("POST", "/user/auth/signup", {
    client,
    body: {
      first_name: firstName,
      last_name: lastName,
      mobile: { dialing_code: "+91", number: mobile },
      password: hashPassword(password),
      email: { id: email },
      otp,
      consent: { notice_version: PRIVACY_NOTICE_VERSION, offers: false },
    },
  });
  return { mobile, email, password, firstName, lastName, session };
}

/**
 * Opens the app already logged in as the customer: the session is put in local storage (the keys
 * the web client keeps) before the first page of the context loads, once, so the app's own
 * refreshes and logout are not undone on later loads.
 */
export async function logInBrowser(page: Page, session: Session): Promise<void> {
  await page.context().addInitScript((s: Session) => {
    const storage = (globalThis as unknown as BrowserGlobals).localStorage;
    if (storage.getItem("galli:e2e_session_set")) return;
    storage.setItem("galli:e2e_session_set", "1");
    storage.setItem("galli:token", s.token);
    if (s.refresh_token) storage.setItem("galli:refresh_token", s.refresh_token);
    storage.setItem("galli:guest", "false");
    storage.setItem("galli:user_name", s.user_name);
    storage.setItem("galli:new_user", String(s.new_user));
    storage.setItem("galli:token_expiry", String(s.expiry));
  }, session);
}

/** The access token the page currently holds (after logins, refreshes). */
export async function pageToken(page: Page): Promise<string> {
  const token = await storageItem(page, "galli:token");
  if (!token) throw new Error("the page holds no token");
  return token;
}
