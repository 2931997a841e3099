import { describe, expect, it } from "vitest";
import { runSaga, type Saga } from "redux-saga";
import type { UnknownAction } from "@reduxjs/toolkit";
import { ERROR_CODE } from "@contract/errors";
import { writeSession } from "@/features/session/storage";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { ApiError, apiRequest, buildUrl, GENERIC_ERROR_MESSAGE } from "./api-client";
import { callApi } from "./call-api";
import { sessionExpired } from "./events";
import { apiErrorRaised } from "./ui-slice";
import { setLanguage } from "@/lib/i18n";

describe("apiRequest", () => {
  it("returns the success envelope from the user API with the stored bearer token", async () => {
    writeSession(customerSession);
    const { requests } = mockFetch(() => ({ body: { success: true, message: "Fetched.", data: { n: 3 } } }));
    const result = await apiRequest<{ n: number }>("POST", "/cart/view/cr", {
      body: { _id: "c1" },
      query: { skip: 0, limit: 50 },
    });
    expect(result).toEqual({ success: true, message: "Fetched.", data: { n: 3 } });
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: "/user/cart/view/cr?skip=0&limit=50",
      body: { _id: "c1" },
      headers: { Authorization: "Bearer customer-token", "Content-Type": "application/json" },
    });
  });

  it("asks for answers in the language shown", async () => {
    const { requests } = mockFetch(() => ({ body: { success: true, data: null } }));
    await apiRequest("GET", "/cart/count");
    expect(requests[0].headers["Accept-Language"]).toBe("en");
    await setLanguage("hi");
    await apiRequest("GET", "/cart/count");
    expect(requests[1].headers["Accept-Language"]).toBe("hi");
    await setLanguage("en");
  });

  it("sends raw paths and no token when asked", async () => {
    writeSession(customerSession);
    const { requests } = mockFetch(() => ({ body: { success: true, data: [] } }));
    await apiRequest("GET", "/merchant/api/loclist", {
      base: "",
      auth: false,
      query: { country: "India", page: undefined },
    });
    expect(requests[0].url).toBe("/merchant/api/loclist?country=India");
    expect(requests[0].headers.Authorization).toBeUndefined();
  });

  it("throws the failure envelope as an ApiError", async () => {
    mockFetch(() => ({
      status: 409,
      body: {
        success: false,
        code: ERROR_CODE.CART_GROUP_CONFLICT,
        message: "Clear the cart first.",
        errors: [{ path: "_id", message: "Other group." }],
      },
    }));
    const error = await apiRequest("POST", "/cart/add", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "CART_GROUP_CONFLICT",
      message: "Clear the cart first.",
      serverMessage: "Clear the cart first.",
      errors: [{ path: "_id", message: "Other group." }],
      expired: false,
    });
  });

  it("flags an expired token", async () => {
    mockFetch(() => ({
      status: 401,
      body: { success: false, code: ERROR_CODE.TOKEN_EXPIRED, message: "Your session has expired.", token: "expired" },
    }));
    const error = await apiRequest("GET", "/profile/view").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: "TOKEN_EXPIRED", expired: true });
  });

  it("treats a 200 answer with success false as a failure", async () => {
    mockFetch(() => ({ body: { success: false, code: ERROR_CODE.PROMO_INVALID, message: "Promo code is invalid!" } }));
    await expect(apiRequest("POST", "/promo/list")).rejects.toMatchObject({ code: "PROMO_INVALID", status: 200 });
  });

  it("falls back to the generic message when the server sends none", async () => {
    mockFetch(() => ({ status: 502 }));
    const error = await apiRequest("GET", "/auth/guest").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "HTTP_502", serverMessage: null, message: GENERIC_ERROR_MESSAGE });
  });

  it("turns a network failure into an ApiError", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(apiRequest("GET", "/auth/guest")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});

describe("buildUrl", () => {
  it("encodes query values", () => {
    expect(buildUrl("/profile/image/view", undefined, { img: "a b.png", width: 500 })).toBe(
      "/user/profile/image/view?img=a+b.png&width=500",
    );
  });
});

async function runCallApi(path: string) {
  const dispatched: UnknownAction[] = [];
  let outcome: unknown;
  const saga: Saga = function* () {
    try {
      outcome = yield* callApi("GET", path);
    } catch (error) {
      outcome = error;
    }
  };
  await runSaga(
    { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => ({}) },
    saga,
  ).toPromise();
  return { dispatched, outcome };
}

describe("callApi", () => {
  it("returns the envelope and dispatches nothing on success", async () => {
    mockFetch(() => ({ body: { success: true, data: { ok: 1 } } }));
    const { dispatched, outcome } = await runCallApi("/wallet/bfcash");
    expect(outcome).toEqual({ success: true, data: { ok: 1 } });
    expect(dispatched).toEqual([]);
  });

  it("raises the error dialog with the server message and rethrows", async () => {
    mockFetch(() => ({
      status: 404,
      body: { success: false, code: ERROR_CODE.NOT_FOUND, message: "Shop not found." },
    }));
    const { dispatched, outcome } = await runCallApi("/category/view/location");
    expect(dispatched).toEqual([apiErrorRaised({ message: "Shop not found." })]);
    expect(outcome).toBeInstanceOf(ApiError);
  });

  it("ends the session on an expired token", async () => {
    mockFetch(() => ({
      status: 401,
      body: { success: false, code: ERROR_CODE.TOKEN_EXPIRED, message: "Expired.", token: "expired" },
    }));
    const { dispatched } = await runCallApi("/profile/view");
    // A logout, not a popup: a page of failing calls must not stack error dialogs.
    expect(dispatched).toEqual([sessionExpired()]);
  });

  it("ends nothing when the expired answer is for a token the session has since replaced", async () => {
    writeSession(customerSession);
    mockFetch(async () => {
      // The logout and the new guest session happened while this call was on its way.
      writeSession({ ...customerSession, token: "guest-token", guest: true, refresh_token: null });
      return {
        status: 401,
        body: { success: false, code: ERROR_CODE.UNAUTHORIZED, message: "Not valid.", token: "expired" },
      };
    });
    const { dispatched, outcome } = await runCallApi("/profile/view");
    expect(dispatched).toEqual([]);
    expect(outcome).toBeInstanceOf(ApiError);
  });
});
