import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import request from "supertest";
import crypto from "node:crypto";
import { testApp, type TestApp } from "../../testing/app";
import { createCustomer, mobileBody, testClock } from "../../testing/accounts";
import { clientHash } from "../../lib/password";
import { sha256 } from "../../lib/tokens";

let t: TestApp;
const clock = testClock();
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" }, now: clock.now });
});
afterAll(async () => t.close());

async function loggedIn() {
  const c = await createCustomer(t.db);
  const res = await api()
    .post("/user/auth/password")
    .send({ mobile: mobileBody(c.mobile), password: clientHash(c.password) });
  expect(res.status).toBe(200);
  return { customer: c, session: res.body.data as { token: string; refresh_token: string; expiry: number } };
}
const refresh = (token?: string) => {
  const r = api().post("/user/auth/refresh");
  return token === undefined ? r : r.set("Refresh", token);
};
/** A well-formed HS256 token signed with a key of our choosing. */
function hs256(key: string, claims: Record<string, unknown>) {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const unsigned = `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}`;
  return `${unsigned}.${crypto.createHmac("sha256", key).update(unsigned).digest("base64url")}`;
}
const profile = (token: string) => api().get("/user/profile/view").set("authorization", `Bearer ${token}`);

describe("access tokens", () => {
  it("expire 15 minutes after issue, and the session says when", async () => {
    const { session } = await loggedIn();
    const claims = t.app.jwt.decode<{ exp: number; iat: number }>(session.token)!;
    expect(claims.exp - claims.iat).toBe(900);
    expect(session.expiry).toBe(claims.exp * 1000);
  });

  it("answer 401 with token 'expired' once expired", async () => {
    const { customer } = await loggedIn();
    const past = Math.floor(Date.now() / 1000) - 2000;
    const stale = t.app.jwt.sign({ sub: customer.id, guest: false, typ: "access", iat: past } as never);
    const res = await profile(stale);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, token: "expired", code: "TOKEN_EXPIRED" });
  });

  it("refuse a token verified before once its expiry has passed", async () => {
    const { session } = await loggedIn();
    expect((await profile(session.token)).status).toBe(200);
    expect((await profile(session.token)).status).toBe(200);
    const { exp } = t.app.jwt.decode<{ exp: number }>(session.token)!;
    vi.useFakeTimers({ toFake: ["Date"], now: exp * 1000 + 1000 });
    try {
      const res = await profile(session.token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ token: "expired", code: "TOKEN_EXPIRED" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("answer any token that does not verify with token 'expired' (tampered, another secret, malformed), and no token without", async () => {
    const { session, customer } = await loggedIn();
    const [head, body, sig] = session.token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), sub: "someone-else" }),
    ).toString("base64url");
    const tampered = await profile(`${head}.${forged}.${sig}`);
    expect(tampered.status).toBe(401);
    expect(tampered.body).toMatchObject({ success: false, token: "expired", code: "UNAUTHORIZED" });

    // The signing secret changed since the token was issued.
    const foreign = hs256("another-secret-of-enough-length", {
      sub: customer.id,
      guest: false,
      typ: "access",
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const other = await profile(foreign);
    expect(other.status).toBe(401);
    expect(other.body).toMatchObject({ token: "expired", code: "UNAUTHORIZED" });

    for (const bad of ["not-a-jwt", "a.b.c", `${head}.${body}`]) {
      const res = await profile(bad);
      expect(res.status).toBe(401);
      expect(res.body.token).toBe("expired");
    }
    // Not a bearer token at all: as if none was sent.
    const basic = await api().get("/user/profile/view").set("authorization", "Basic abc");
    expect(basic.status).toBe(401);
    expect(basic.body.token).toBeUndefined();

    // A well-signed token of another kind is no access token either.
    const notAccess = t.app.jwt.sign({ sub: customer.id, guest: false, typ: "refresh" } as never);
    const kind = await profile(notAccess);
    expect(kind.status).toBe(401);
    expect(kind.body.token).toBe("expired");

    // The same on a route guests may call.
    const optional = await api().post("/user/promo/list").set("authorization", `Bearer ${foreign}`).send({});
    expect(optional.status).toBe(401);
    expect(optional.body.token).toBe("expired");

    const none = await api().get("/user/profile/view");
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("UNAUTHORIZED");
    expect(none.body.token).toBeUndefined();
  });

  it("keep a guest token away from customer data", async () => {
    const guest = await api().get("/user/auth/guest");
    const res = await profile(guest.body.data.token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("LOGIN_REQUIRED");
  });
});

describe("POST /user/auth/refresh", () => {
  it("rotates: answers a new session and the old refresh token is spent", async () => {
    const { session } = await loggedIn();
    const res = await refresh(session.refresh_token);
    expect(res.status).toBe(200);
    const next = res.body.data;
    expect(next).toMatchObject({ guest: false, user_name: "Asha Verma" });
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await profile(next.token)).status).toBe(200);
    const old = await t.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: sha256(session.refresh_token) } });
    expect(old.usedAt).not.toBeNull();
    const fresh = await t.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: sha256(next.refresh_token) } });
    expect(fresh.familyId).toBe(old.familyId);
  });

  it("stores refresh tokens only as digests", async () => {
    const { session, customer } = await loggedIn();
    const rows = await t.db.refreshToken.findMany({ where: { userId: customer.id } });
    expect(rows.some((r) => r.tokenHash === session.refresh_token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === sha256(session.refresh_token))).toBe(true);
  });

  it("treats a reused refresh token as theft and revokes the whole family", async () => {
    const { session } = await loggedIn();
    const second = (await refresh(session.refresh_token)).body.data;
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ token: "expired", code: "REFRESH_REUSED" });
    // The thief's (or the customer's) newer token dies with it.
    const after = await refresh(second.refresh_token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("REFRESH_REVOKED");
  });

  it("leaves other logins of the same customer alone when one family is revoked", async () => {
    const { customer, session } = await loggedIn();
    const other = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(customer.mobile), password: clientHash(customer.password) });
    await refresh(session.refresh_token);
    await refresh(session.refresh_token);
    expect((await refresh(other.body.data.refresh_token)).status).toBe(200);
  });

  it("refuses a missing, unknown or expired refresh token with token 'expired'", async () => {
    const missing = await refresh();
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ token: "expired", code: "REFRESH_MISSING" });
    const unknown = await refresh("not-a-real-token");
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("REFRESH_INVALID");

    const { session } = await loggedIn();
    clock.advance(30 * 24 * 3600 * 1000 + 1000);
    const expired = await refresh(session.refresh_token);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ token: "expired", code: "REFRESH_EXPIRED" });
  });

  it("accepts the header with a Bearer prefix", async () => {
    const { session } = await loggedIn();
    expect((await refresh(`Bearer ${session.refresh_token}`)).status).toBe(200);
  });
});

describe("GET /user/auth/logout", () => {
  it("revokes the refresh token so it can no longer be used", async () => {
    const { session } = await loggedIn();
    const res = await api()
      .get("/user/auth/logout")
      .set("authorization", `Bearer ${session.token}`)
      .set("Refresh", session.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "You have been logged out." });
    const after = await refresh(session.refresh_token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("REFRESH_REVOKED");
  });

  it("revokes the tokens refreshed from the same login too", async () => {
    const { session } = await loggedIn();
    const next = (await refresh(session.refresh_token)).body.data;
    await api().get("/user/auth/logout").set("Refresh", session.refresh_token);
    expect((await refresh(next.refresh_token)).status).toBe(401);
  });

  it("works with an expired access token and without any token (idempotent)", async () => {
    const { session } = await loggedIn();
    const stale = t.app.jwt.sign({
      sub: "x",
      guest: false,
      typ: "access",
      iat: Math.floor(Date.now() / 1000) - 5000,
    } as never);
    const res = await api()
      .get("/user/auth/logout")
      .set("authorization", `Bearer ${stale}`)
      .set("Refresh", session.refresh_token);
    expect(res.status).toBe(200);
    expect((await api().get("/user/auth/logout")).status).toBe(200);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });
});
