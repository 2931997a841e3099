// A fetch stand-in for web tests: answers by method and path, and records every request made.
import { vi } from "vitest";
import { ERROR_CODE } from "@contract/errors";
import type { SessionData } from "@contract/session";
import { failure, reply } from "./fake-api";

export type MockReply = { status?: number; body?: unknown };
export type MockRequest = { method: string; url: string; headers: Record<string, string>; body: unknown };
type Handler = (request: MockRequest) => MockReply | Promise<MockReply>;

export function mockFetch(handler: Handler) {
  const requests: MockRequest[] = [];
  /**
   * The customer's live stream requests, kept apart: a store's live saga opens one whenever a
   * customer session starts, whatever the test is about, so they never count among `requests`.
   */
  const streams: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof init.body === "string" ? init.body : undefined;
    const request: MockRequest = {
      method: init.method ?? "GET",
      url: String(input),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: raw === undefined ? init.body : JSON.parse(raw),
    };
    (request.url.startsWith("/user/live/events") ? streams : requests).push(request);
    const reply = await handler(request);
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, requests, streams };
}

export const guestSession: SessionData = {
  token: "guest-token",
  refresh_token: null,
  expiry: Date.UTC(2030, 0, 1),
  guest: true,
  user_name: "",
  new_user: false,
};

export const customerSession: SessionData = {
  token: "customer-token",
  refresh_token: "refresh-token",
  expiry: Date.UTC(2030, 0, 1),
  guest: false,
  user_name: "Asha",
  new_user: false,
};

/** The server's answer to GET /user/auth/guest, and a 404 envelope for anything else. */
export const guestServer: Handler = ({ method, url }) =>
  method === "GET" && url === "/user/auth/guest"
    ? reply("GET /auth/guest", guestSession)
    : failure(ERROR_CODE.NOT_FOUND, `No route for ${method} ${url}.`);

/**
 * For shell tests that must not depend on what each feature loads: the session calls are answered
 * (guest, logout) and every other call stays pending, so no feature data or error dialog appears.
 */
export const sessionOnlyServer: Handler = (request) => {
  if (request.url === "/user/auth/guest") return guestServer(request);
  if (request.url === "/user/auth/logout") return reply("GET /auth/logout", undefined, "Logged out.");
  return new Promise<MockReply>(() => {});
};
