import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { RouteOptions } from "fastify";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../testing/app";
import {
  fallbackReason,
  jsonDifference,
  responseSerializer,
  SerializerMismatchError,
  serializerChecks,
  serializerFallbacks,
} from "./response-serializer";

let n = 0;
/** The compiled serializer alone (production) and zod's parse + JSON.stringify (the reference). */
function both(schema: z.ZodType) {
  const label = `probe ${n++}`;
  const compiled = responseSerializer(schema, { check: false, label, reference: (d) => schema.parse(d) });
  const checked = responseSerializer(schema, { check: true, label, reference: (d) => schema.parse(d) });
  return { compiled, checked, zod: (d: unknown) => JSON.stringify(schema.parse(d)) };
}

/** Same JSON value from both, and check mode agrees. */
function expectSame(schema: z.ZodType, data: unknown) {
  const { compiled, checked, zod } = both(schema);
  expect(fallbackReason(schema)).toBeNull();
  const expected = JSON.parse(zod(data));
  expect(JSON.parse(compiled(data))).toEqual(expected);
  expect(JSON.parse(checked(data))).toEqual(expected);
  return JSON.parse(compiled(data));
}

const item = z.object({ id: z.string(), qty: z.number().int(), price: z.number(), note: z.string().nullable() });

describe("compiled response serializers write what zod + JSON.stringify writes", () => {
  it("strips unknown keys at every depth, keeps optional and nullable as zod does", () => {
    const schema = z.object({
      success: z.literal(true),
      items: z.array(item),
      maybe: z.string().optional(),
      none: z.number().nullable(),
      nested: z.object({ a: z.boolean() }).nullable(),
      list: z.array(z.string()).nullable(),
      count: z.number().int().nullable(),
    });
    const data = {
      success: true,
      secret: "x",
      items: [
        { id: "a", qty: 2, price: 10.5, note: null, internal: 1 },
        { id: 'b\u2028"\\', qty: -3, price: 1e21, note: "तेल" },
      ],
      none: null,
      nested: { a: false, hidden: true },
      list: null,
      count: 7,
    };
    const out = expectSame(schema, data);
    expect(out).not.toHaveProperty("secret");
    expect(out.items[0]).not.toHaveProperty("internal");
    expect(out).not.toHaveProperty("maybe");
    expectSame(schema, { ...data, maybe: undefined, nested: null, list: ["x"], count: null });
    expectSame(schema, { ...data, maybe: "here" });
  });

  it("unions: literals, discriminated, numbers, nullable objects", () => {
    const schema = z.object({
      status: z.union([z.literal("open"), z.literal("closed")]),
      kind: z.enum(["shop", "stall"]),
      pay: z.discriminatedUnion("method", [
        z.object({ method: z.literal("cod"), due: z.number() }),
        z.object({ method: z.literal("online"), ref: z.string(), paid: z.boolean() }),
      ]),
      score: z.union([z.number().int().min(0).max(5), z.number().min(10)]),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
    });
    const base = { status: "open", kind: "shop", score: 3, either: { a: "x", extra: 1 } };
    expectSame(schema, { ...base, pay: { method: "cod", due: 5, ref: "leak" } });
    expectSame(schema, { ...base, pay: { method: "online", ref: "r1", paid: true }, score: 12.5, either: { b: 2 } });
  });

  it("records, tuples, recursion, anything-typed keys and dates", () => {
    const node: z.ZodType<{ name: string; children: unknown[] }> = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const schema = z.object({
      byShop: z.record(z.string(), z.object({ total: z.number() })),
      labels: z.record(z.string(), z.string()),
      loose: z.record(z.string(), z.unknown()),
      point: z.tuple([z.number(), z.number()]),
      tree: node,
      meta: z.unknown(),
      when: z.date(),
    });
    expectSame(schema, {
      byShop: { s1: { total: 3, x: 1 }, s2: { total: 0 } },
      labels: { en: "Rice", hi: "चावल" },
      loose: { a: [1, { b: null }], skip: undefined },
      point: [77.2, 28.6],
      tree: { name: "root", children: [{ name: "leaf", children: [], extra: 1 }] },
      meta: undefined,
      when: new Date("2026-01-02T03:04:05.006Z"),
    });
  });

  it("a wrong shape fails with zod's error in check mode", () => {
    const { checked } = both(item);
    expect(() => checked({ id: "a", qty: 1.5, price: 1, note: null })).toThrow(z.ZodError);
    expect(() => checked({ id: "a", qty: 1, price: 1 })).toThrow(z.ZodError);
  });

  it("check mode throws when the compiled serializer and zod disagree", () => {
    // A reference that rewrites the answer stands in for a serializer that would not be faithful.
    const check = responseSerializer(item, {
      check: true,
      label: "GET /probe",
      reference: (d) => ({ ...item.parse(d), qty: 99 }),
    });
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(() => check({ id: "a", qty: 1, price: 1, note: null })).toThrow(SerializerMismatchError);
      expect(() => check({ id: "a", qty: 1, price: 1, note: null })).toThrow(/GET \/probe.*at \.qty/s);
      expect(String(stderr.mock.calls[0]?.[0])).toMatch(/GET \/probe differs from zod/);
    } finally {
      stderr.mockRestore();
    }
  });

  it("keeps zod for schemas it cannot write faithfully, and names them", () => {
    const trimmed = z.object({ name: z.string().trim() });
    const transformed = z.object({ n: z.string().transform((s) => s.length) });
    const defaulted = z.object({ n: z.number().default(1) });
    for (const schema of [trimmed, transformed, defaulted]) expect(fallbackReason(schema)).not.toBeNull();
    const serialize = responseSerializer(trimmed, {
      check: true,
      label: "GET /trimmed",
      reference: (d) => trimmed.parse(d),
    });
    expect(serialize({ name: "  dal " })).toBe('{"name":"dal"}');
    expect(serializerFallbacks()["GET /trimmed"]).toMatch(/rewriting check/);
  });

  it("jsonDifference ignores key order and names the first difference", () => {
    expect(jsonDifference({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBeNull();
    expect(jsonDifference({ a: 1, b: [1, { c: 2 }] }, { a: 1, b: [1, { c: 3 }] })).toBe(".b[1].c");
    expect(jsonDifference({ a: 1 }, { a: 1, b: 2 })).toBe(".b");
  });
});

describe("every answer schema of the app compiles", () => {
  it("no route keeps the zod serializer", async () => {
    const routes: RouteOptions[] = [];
    const t = await testApp({ onRoute: (route) => routes.push(route) });
    try {
      const failing: string[] = [];
      let count = 0;
      for (const route of routes) {
        for (const [status, schema] of Object.entries(route.schema?.response ?? {})) {
          count++;
          const reason = fallbackReason(schema as z.ZodType);
          if (reason) failing.push(`${String(route.method)} ${route.url} ${status}: ${reason}`);
        }
      }
      expect(count).toBeGreaterThan(100);
      expect(failing).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("real answers, compiled only and checked against zod", () => {
  const KORAMANGALA = { type: "Point", coordinates: [77.6245, 12.9352] };
  const probe = z.object({ id: z.string(), qty: z.number().int() });
  const extend = async (app: TestApp["app"]) => {
    app.get("/probe/:shape", { schema: { response: { 200: probe } } }, async (req) => {
      const { shape } = req.params as { shape: string };
      return shape === "good" ? { id: "a", qty: 2, secret: "x" } : { id: "a" };
    });
  };
  let checked: TestApp;
  let compiled: TestApp;
  beforeAll(async () => {
    checked = await testApp({ seeded: true, extend });
    compiled = await testApp({ seeded: true, extend, env: { SERIALIZER_CHECK: "false" } });
  });
  afterAll(async () => {
    await checked?.close();
    await compiled?.close();
  });

  /** The same call on both apps: 200, checked against zod on one, the same JSON value from both. */
  async function same(method: "post" | "get", url: string, body: object, auth: (t: TestApp) => Record<string, string>) {
    const label = `${method.toUpperCase()} ${url.split("?")[0]}`;
    // A cached answer is checked once, when it is computed (label "... (cached)").
    const count = () =>
      Object.entries(serializerChecks())
        .filter(([k]) => k === label || k === `${label} (cached)`)
        .reduce((n, [, v]) => n + v, 0);
    const before = count();
    const a = await request(checked.app.server)[method](url).set(auth(checked)).send(body);
    const b = await request(compiled.app.server)[method](url).set(auth(compiled)).send(body);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    expect(count()).toBe(before + 1);
    expect(b.body).toEqual(a.body);
    return a.body;
  }

  it("shop groups, a product page and a cart answer alike", async () => {
    const guest = (t: TestApp) => guestAuth(t.app);
    const near = { searchLocation: KORAMANGALA, deliveryLocation: KORAMANGALA, maxDistance: 10_000 };
    const shops = await same("post", "/user/category/view/location", { ...near, type: 1 }, guest);
    expect(shops.data.shops.length).toBeGreaterThan(0);
    const shopId = shops.data.shops[0]._id as string;
    const page = await same("post", "/user/product/view/products?skip=0&limit=50", { _id: shopId, stores: [] }, guest);
    expect(page.data.length).toBeGreaterThan(0);

    const offer = await checked.db.storeProduct.findFirstOrThrow({
      where: { stock: { gt: 5 }, store: { shop: { shopGroup: "public" } } },
      select: { productId: true, store: { select: { shopId: true } } },
    });
    const user = await checked.db.user.findFirstOrThrow({ select: { id: true } });
    const customer = (t: TestApp) => customerAuth(t.app, user.id);
    const add = { _id: offer.store.shopId, product_id: offer.productId, is_private: false, stores: [] };
    const cart = await same("post", "/user/cart/add", add, customer);
    expect(cart.data.items.length).toBeGreaterThan(0);
    await same("post", "/user/cart/view/cr", {}, customer);
  });

  it("strip unknown keys, and a wrong shape is a 500 in both modes", async () => {
    for (const t of [checked, compiled]) {
      const good = await t.app.inject({ method: "GET", url: "/probe/good" });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ id: "a", qty: 2 });
      const bad = await t.app.inject({ method: "GET", url: "/probe/bad" });
      expect(bad.statusCode).toBe(500);
      expect(bad.json().code).toBe("INTERNAL");
    }
  });
});
