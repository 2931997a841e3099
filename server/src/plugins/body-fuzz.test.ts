// Hostile bodies and ids tried on every route of the app: nothing answers 5xx. A body nested past
// the bound (a bracket bomb, a deep object) answers 400 JSON_TOO_DEEP wherever a body is read,
// whatever walks it after the parser; the Razorpay stand-in answers Razorpay's 4xx to malformed
// ids and bodies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { customerAuth, testApp, type TestApp } from "../testing/app";
import { createCustomer } from "../testing/accounts";
import { MAX_JSON_DEPTH } from "../lib/json-depth";

const LEVELS = 50_000;
const BRACKET_BOMB = "[".repeat(LEVELS) + "]".repeat(LEVELS);
const DEEP_OBJECT = '{"a":'.repeat(LEVELS) + "1" + "}".repeat(LEVELS);
const JUST_TOO_DEEP = "[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1);
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Call = { method: string; url: string };
type Answer = { call: string; status: number; code: string };

let t: TestApp;
const routes: RouteOptions[] = [];
let bearer: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ seeded: true, onRoute: (route) => routes.push(route) });
  const customer = await createCustomer(t.db);
  bearer = customerAuth(t.app, customer.id);
});
afterAll(async () => t?.close());

/** Every route and method that reads a body, its path parameters filled with `id`. */
function bodyCalls(id: string, under = ""): Call[] {
  return routes.flatMap((route) =>
    ([] as string[])
      .concat(route.method as string | string[])
      .filter((method) => BODY_METHODS.has(method) && route.url.startsWith(under))
      .map((method) => ({ method, url: route.url.replace(/:\w+/g, encodeURIComponent(id)).replace(/\*$/, "x") })),
  );
}

async function send(call: Call, payload: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.inject({
    method: call.method as "POST",
    url: call.url,
    payload,
    headers: { "content-type": "application/json", ...headers },
  });
  let code = "";
  try {
    const body = JSON.parse(res.body) as { code?: string; error?: { code?: string } };
    code = body.code ?? body.error?.code ?? "";
  } catch {
    code = "(not JSON)";
  }
  return { call: `${call.method} ${call.url}`, status: res.statusCode, code };
}

describe("bodies nested past the bound, on every route", () => {
  it.each([
    ["a bracket bomb (50,000 [ then 50,000 ])", BRACKET_BOMB],
    ["an object nested 50,000 deep", DEEP_OBJECT],
    [`an array nested ${MAX_JSON_DEPTH + 1} deep`, JUST_TOO_DEEP],
  ])("%s: no route answers 5xx; those that read it answer 400 JSON_TOO_DEEP", async (_name, body) => {
    const calls = [...bodyCalls("x1"), ...bodyCalls("__proto__", "/api/stores/")];
    expect(calls.length).toBeGreaterThan(150);
    const answers: Answer[] = [];
    for (const call of calls) {
      answers.push(await send(call, body));
      answers.push(await send(call, body, bearer));
    }
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const refused = answers.filter((a) => a.code === "JSON_TOO_DEEP");
    expect(refused.every((a) => a.status === 400)).toBe(true);
    // The routes the issue named (a session check first answers 401 without reading the body).
    const calls400 = new Set(refused.map((a) => a.call));
    for (const named of [
      "POST /user/promo/list",
      "PUT /user/live/preferences",
      "POST /merchant/api/auth/password",
      "POST /ops/api/auth/password",
      "POST /dev/webhooks/receive",
    ])
      if (calls.some((c) => `${c.method} ${c.url}` === named)) expect(calls400).toContain(named);
    expect(calls400.size).toBeGreaterThan(50);
    // The Razorpay stand-in answers in Razorpay's shape.
    expect(answers.find((a) => a.call === "POST /mock/razorpay/v1/checkout/pay")).toMatchObject({
      status: 400,
      code: "BAD_REQUEST_ERROR",
    });
  }, 120_000);

  it("a body nested as deep as the bound is still read", async () => {
    const deepest = "[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH);
    const answer = await send({ method: "POST", url: "/user/promo/list" }, deepest, bearer);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe("VALIDATION_FAILED");
  });

  it("brackets inside strings do not count", async () => {
    const answer = await send(
      { method: "POST", url: "/ops/api/auth/password" },
      JSON.stringify({ email: "[".repeat(10_000), password: "{".repeat(10_000) }),
    );
    expect(answer.code).not.toBe("JSON_TOO_DEEP");
    expect(answer.status).toBeLessThan(500);
  });

  it("answers in Hindi for a Hindi reader", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/user/promo/list",
      payload: BRACKET_BOMB,
      headers: { "content-type": "application/json", "accept-language": "hi", ...bearer },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "JSON_TOO_DEEP", message: expect.stringMatching(/नेस्टेड/) });
  });
});

describe("the Razorpay stand-in's malformed ids and bodies", () => {
  const key = "Basic " + Buffer.from("rzp_test_galli:galli_emulator_secret").toString("base64");
  const hostile = { toString: 1, valueOf: 1 };
  const ids = ["x1", "__proto__", "constructor", "order_" + "9".repeat(300), "pay_%00", "'; --", "[]"];
  const bodies = [
    "null",
    "[]",
    '"text"',
    "42",
    "{}",
    "{",
    BRACKET_BOMB,
    '{"amount":"lots","currency":{},"notes":[1]}',
    '{"amount":-1}',
    // Values whose String() or Number() throws, in every field the stand-in reads.
    JSON.stringify({
      key_id: "rzp_test_galli",
      method: "card",
      amount: 1e300,
      notes: { a: hostile },
      card: { number: hostile, expiry_month: hostile, expiry_year: hostile, cvv: hostile, name: hostile },
      customer_id: "cust_x",
    }),
    JSON.stringify({ key_id: "rzp_test_galli", method: "card", card: { number: "4111111111111111", expiry_month: 12, expiry_year: 2099, cvv: hostile } }),
    JSON.stringify({ key_id: "rzp_test_galli", method: "upi", vpa: hostile, bank: hostile, token: hostile }),
    JSON.stringify({ fund_account: { account_type: "bank_account", bank_account: hostile }, notes: hostile, type: hostile }),
  ];

  it("answers every one with Razorpay's error shape below 500", async () => {
    // Real ids too, so a body gets past the id's lookup to its fields.
    const created = await t.app.inject({
      method: "POST",
      url: "/mock/razorpay/v1/orders",
      payload: { amount: 50_000, currency: "INR" },
      headers: { authorization: key },
    });
    const orderId = (created.json() as { id: string }).id;
    const customer = await t.app.inject({
      method: "POST",
      url: "/mock/razorpay/v1/customers",
      payload: { name: "Asha", email: "asha@example.in" },
      headers: { authorization: key },
    });
    const customerId = (customer.json() as { id: string }).id;
    const pages = await t.app.inject({
      method: "GET",
      url: "/mock/razorpay/v1/transfers?skip=1e300&count=Infinity",
      headers: { authorization: key },
    });
    expect(pages.statusCode).toBe(200);
    const answers: Answer[] = [];
    for (const body of bodies.filter((b) => b.includes("rzp_test_galli"))) {
      const real = JSON.stringify({ ...(JSON.parse(body) as object), order_id: orderId, customer_id: customerId });
      for (const url of ["/mock/razorpay/v1/checkout/pay", "/mock/razorpay/v1/checkout/tokens"])
        answers.push(await send({ method: "POST", url }, real));
    }
    for (const id of [...ids, orderId, customerId]) {
      for (const call of routes.flatMap((route) =>
        ([] as string[])
          .concat(route.method as string | string[])
          .filter((m) => route.url.startsWith("/mock/razorpay/") && m !== "HEAD")
          .map((method) => ({ method, url: route.url.replace(/:\w+/g, encodeURIComponent(id)) })),
      )) {
        for (const body of call.method === "GET" ? [""] : bodies) {
          answers.push(await send(call, body, { authorization: key }));
          answers.push(await send(call, body));
        }
      }
    }
    expect(answers.length).toBeGreaterThan(500);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  }, 120_000);
});
