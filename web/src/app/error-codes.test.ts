// The web matches failures by the catalogue's names: ApiError.code is typed by the contract, so a
// misspelt code (a name or a literal) fails the type check, and the groups match what the server sends.
import { describe, expect, it } from "vitest";
import { CLIENT_ERROR_CODE, ERROR_CODE, ERROR_GROUP, inGroup } from "@contract/errors-constants";
import { ApiError, toApiError } from "@/app/api-client";

describe("error codes on the web", () => {
  it("compares an ApiError's code with the catalogue's names", () => {
    const e = new ApiError({ status: 409, code: ERROR_CODE.CART_GROUP_CONFLICT, serverMessage: "x" });
    expect(e.code === ERROR_CODE.CART_GROUP_CONFLICT).toBe(true);
    // @ts-expect-error a misspelt literal has no overlap with the code type
    expect(e.code === "CART_GROUP_CONFLCT").toBe(false);
    // A misspelt name is refused by the type check (at run time each name answers itself, so the
    // web carries no list of the catalogue's codes).
    // @ts-expect-error a misspelt name does not exist
    void ERROR_CODE.CART_GROUP_CONFLCT;
  });

  it("tells promo refusals and captcha refusals by their groups", () => {
    expect(inGroup(ERROR_CODE.PROMO_NOT_FOR_COD, ERROR_GROUP.promoNotForPayment)).toBe(true);
    expect(inGroup(ERROR_CODE.PROMO_EXPIRED, ERROR_GROUP.promoNotForPayment)).toBe(false);
    expect(inGroup(ERROR_CODE.CAPTCHA_USED, ERROR_GROUP.captcha)).toBe(true);
    expect(toApiError(new Error("boom")).code).toBe(CLIENT_ERROR_CODE.CLIENT_ERROR);
  });
});
