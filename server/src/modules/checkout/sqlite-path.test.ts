// On SQLite, cart changes and cash-on-delivery orders run on prepared statements in one
// synchronous transaction (lib/transact.ts); on PostgreSQL the same rules run on Prisma. This test
// runs one customer's story on two copies of the same world, one each way, and compares every
// row written (ids, order numbers and wall-clock stamps replaced by placeholders, their stored
// format checked) and every answer: the fast path writes exactly what the Prisma path writes.
import path from "node:path";
import Database from "better-sqlite3";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAuth, type TestApp } from "../../testing/app";
import { testPgServerUrl } from "../../testing/pg-databases";
import { sqliteConnectionOf, usePrismaOnly } from "../../lib/db";
import { setStock } from "../cart/test-world";
import { checkoutWorld, place, placeInputs, W } from "./test-helpers";

const NOW = new Date("2026-11-21T06:30:00Z");
const USER = "customer-equal";
const TABLES = [
  "Cart",
  "CartLine",
  "Checkout",
  "Order",
  "OrderItem",
  "StoreProduct",
  "WalletEntry",
  "WebhookDelivery",
  "PromoRedemption",
  "User",
  "ReadEpoch",
  "RateLimitBucket",
];
/** Columns stamped from the wall clock (Prisma's @default(now()) and @updatedAt). */
const WALL_CLOCK = new Set(["createdAt", "updatedAt", "resetAt"]);
const STORED_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

type Story = { answers: unknown[]; rows: Record<string, Record<string, unknown>[]> };

async function story(t: TestApp): Promise<Story> {
  await t.db.user.create({
    data: { id: USER, firstName: "Equal", lastName: "Paths", mobile: "9800000999", deliveryType: 1 },
  });
  await t.db.walletEntry.create({
    data: { userId: USER, amount: 10_000, kind: "adjustment", refId: "equal-start", balanceAfter: 10_000 },
  });
  await t.db.webhookEndpoint.create({
    data: { storeId: W.s2, url: "http://127.0.0.1:9/hook", secret: "s", events: JSON.stringify(["order.created"]) },
  });
  const auth = customerAuth(t.app, USER);
  const answers: unknown[] = [];
  const call = async (method: "post" | "delete", url: string, body: Record<string, unknown>) => {
    const res = await request(t.app.server)[method](url).set(auth).send(body);
    answers.push({ url, status: res.status, body: res.body });
  };
  const add = (product: string, qty: number) =>
    call("post", "/user/cart/add", { _id: W.shopA, product_id: product, is_private: false, stores: [], qty });
  await add(W.atta, 4);
  await add(W.rice, 2);
  await call("delete", "/user/cart/remove/cr", { _id: W.shopA, product_id: W.rice, is_private: false, qty: 1 });
  await add(W.ghee, 1);
  await add(W.ghee, 5); // more than the stock: refused, nothing written
  await add(W.oil, 1); // another shop's product: refused
  // Stock moves under the cart: placing re-allocates atta before taking it.
  await setStock(t.db, W.s3, W.atta, 0);
  await call("post", "/user/cart/view/cr", {});
  const placed = await place(t, auth, "cashOnDelivery/shop", placeInputs({ is_bfcash: true }));
  answers.push({ url: "place", status: placed.status, body: placed.body });
  // An empty cart cannot be placed again.
  const again = await place(t, auth, "cashOnDelivery/shop", placeInputs());
  answers.push({ url: "place again", status: again.status, body: again.body });
  await add(W.rice, 1);
  await call("delete", "/user/cart/clear/cr", {});

  const sqlite = new Database(path.join(t.dir, "galli.db"), { readonly: true });
  try {
    const rows: Story["rows"] = {};
    for (const table of TABLES) {
      rows[table] = sqlite.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Record<string, unknown>[];
    }
    return { answers, rows };
  } finally {
    sqlite.close();
  }
}

/**
 * Ids and order numbers become placeholders in order of appearance; wall-clock stamps become their
 * format; door codes a placeholder.
 */
function normalised(s: Story): unknown {
  const names = new Map<string, string>();
  const seen = (v: string, kind: string) => {
    if (!names.has(v)) names.set(v, `<${kind} ${names.size}>`);
    return names.get(v)!;
  };
  const generated = /^(c[a-z0-9]{24}|GL\d{6}[A-Z2-9]{6}|evt_[0-9a-f]{32})$/;
  const walk = (v: unknown, key = ""): unknown => {
    if (typeof v === "string") {
      if (WALL_CLOCK.has(key)) return STORED_DATE.test(v) || !Number.isNaN(Date.parse(v)) ? "<time>" : v;
      // The door code is random by design: each path draws its own four digits.
      if (key === "deliveryCode" && /^\d{4}$/.test(v)) return "<door code>";
      if (generated.test(v)) return seen(v, "id");
      if (v.startsWith("{") || v.startsWith("[")) {
        try {
          return walk(JSON.parse(v), key);
        } catch {
          return v;
        }
      }
      return v;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(s);
}

describe.skipIf(testPgServerUrl())("cart and cash on delivery on SQLite's prepared statements", () => {
  let fast: TestApp;
  let prisma: TestApp;
  beforeAll(async () => {
    fast = await checkoutWorld({ now: () => NOW });
    prisma = await checkoutWorld({ now: () => NOW });
    usePrismaOnly(prisma.db);
  });
  afterAll(async () => {
    await fast?.close();
    await prisma?.close();
  });

  it("writes the same rows and answers as the Prisma path", async () => {
    expect(sqliteConnectionOf(fast.db)).not.toBeNull();
    expect(sqliteConnectionOf(prisma.db)).toBeNull();
    const a = await story(fast);
    const b = await story(prisma);
    // The story did place an order from two stores, with Galli Cash and a webhook event.
    expect(a.rows.Order).toHaveLength(2);
    expect(a.rows.WebhookDelivery).toHaveLength(1);
    expect(a.rows.WalletEntry.filter((e) => e.kind === "order")).toHaveLength(1);
    // Every date the fast path stored has Prisma's format.
    for (const table of TABLES)
      for (const row of a.rows[table])
        for (const [k, v] of Object.entries(row))
          if (WALL_CLOCK.has(k) || k.endsWith("At"))
            expect(v === null || STORED_DATE.test(String(v)), `${table}.${k}`).toBe(true);
    expect(normalised(a)).toEqual(normalised(b));
  });
});
