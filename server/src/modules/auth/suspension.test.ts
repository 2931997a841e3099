// A customer the operations console suspended (User.suspendedAt) cannot sign in, refresh or use a
// token they already hold, in either language; restoring them lets them back in. Every process sees
// the change on its next request (the "suspensions" version moves with it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createCustomer, mobileBody } from "../../testing/accounts";
import { clientHash } from "../../lib/password";
import { ERROR_CODE } from "../../contract/errors";
import { SUSPENSIONS_EPOCH } from "../../lib/suspensions";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const signIn = (mobile: string, password: string, language = "en") =>
  api()
    .post("/user/auth/password")
    .set("accept-language", language)
    .send({ mobile: mobileBody(mobile), password: clientHash(password) });
const profile = (token: string) => api().get("/user/profile/view").set("authorization", `Bearer ${token}`);
const refresh = (token: string) => api().post("/user/auth/refresh").set("Refresh", token);
const suspend = (id: string, at: Date | null) => t.db.user.update({ where: { id }, data: { suspendedAt: at } });
const version = async () =>
  (await t.db.readEpoch.findUnique({ where: { key: SUSPENSIONS_EPOCH } }))?.version ?? 0;

const SUSPENDED_EN = "Your Galli account is suspended. Please contact Galli support.";
const SUSPENDED_HI = "आपका Galli खाता निलंबित है। कृपया Galli सपोर्ट से संपर्क करें।";

describe("a suspended customer", () => {
  it("cannot use a token, refresh or sign in again, with a clear message; restored, they can", async () => {
    const c = await createCustomer(t.db);
    const other = await createCustomer(t.db);
    const login = await signIn(c.mobile, c.password);
    expect(login.status).toBe(200);
    const { token, refresh_token } = login.body.data as { token: string; refresh_token: string };
    const otherToken = (await signIn(other.mobile, other.password)).body.data.token as string;
    // The token works (and is remembered as verified) before the suspension.
    expect((await profile(token)).status).toBe(200);

    const before = await version();
    await suspend(c.id, new Date());
    expect(await version()).toBeGreaterThan(before);

    const used = await profile(token);
    expect(used.status).toBe(403);
    expect(used.body).toMatchObject({ code: ERROR_CODE.ACCOUNT_SUSPENDED, token: "expired", message: SUSPENDED_EN });
    const refreshed = await refresh(refresh_token);
    expect(refreshed.status).toBe(403);
    expect(refreshed.body).toMatchObject({ code: ERROR_CODE.ACCOUNT_SUSPENDED, token: "expired" });
    const again = await signIn(c.mobile, c.password);
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: ERROR_CODE.ACCOUNT_SUSPENDED, message: SUSPENDED_EN });
    // The sign-in form's guest session stays: no "expired" on a refused sign-in.
    expect(again.body.token).toBeUndefined();
    expect((await signIn(c.mobile, c.password, "hi")).body.message).toBe(SUSPENDED_HI);
    // A wrong password says nothing about the suspension.
    expect((await signIn(c.mobile, "Wrong#123")).body.code).not.toBe(ERROR_CODE.ACCOUNT_SUSPENDED);
    // Others are not affected.
    expect((await profile(otherToken)).status).toBe(200);

    await suspend(c.id, null);
    expect((await profile(token)).status).toBe(200);
    expect((await signIn(c.mobile, c.password)).status).toBe(200);
  });

  it("does not move the suspensions version for other profile edits", async () => {
    const c = await createCustomer(t.db);
    const before = await version();
    await t.db.user.update({ where: { id: c.id }, data: { firstName: "Meera" } });
    expect(await version()).toBe(before);
  });
});
