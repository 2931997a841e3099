// What must hold with several app processes on one PostgreSQL database (the scale-out path):
// stock is never oversold, a payment never places two orders and a client's rate limit is one
// count, whichever process answers.
// Runs in the server-pg project only (it needs a database server the processes share).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/app";
import { testPgServerUrl } from "../testing/pg-databases";
import { startAppProcesses, stopAppProcesses, type AppProcess } from "../testing/processes";
import { mobileBody } from "../testing/accounts";
import { clientHash } from "../lib/password";
import {
  addToCart,
  checkoutWorld,
  customer,
  payOnline,
  placeInputs,
  stockOf,
  W,
  type Auth,
} from "../modules/checkout/test-helpers";

const NOW = new Date("2026-11-21T06:30:00Z"); // 12:00 noon in India, inside delivery hours
let t: TestApp;
let procs: AppProcess[] = [];

let client = 0;
/** Each request from its own made-up client address (the processes trust X-Forwarded-For). */
const from = (address = `10.1.${Math.floor(++client / 250)}.${client % 250}`) => ({ "x-forwarded-for": address });

/** The place-order form, sent to one of the processes. */
function placeAt(p: AppProcess, auth: Auth, path: string, inputs: Record<string, unknown>) {
  const form = new FormData();
  form.set("inputs", JSON.stringify(inputs));
  const headers = { ...auth, ...from() };
  return fetch(`${p.url}/user/order/place/${path}`, { method: "POST", headers, body: form }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { code?: string },
  }));
}

describe.runIf(testPgServerUrl())("three app processes on one PostgreSQL database", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    t = await checkoutWorld({ now: () => NOW });
    procs = await startAppProcesses(3, {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.dir,
      GALLI_TEST_NOW: NOW.toISOString(),
      TRUST_PROXY: "true",
    });
  }, 170_000);
  afterAll(async () => {
    await stopAppProcesses(procs);
    await t?.close();
  });

  it("20 buyers for the last 3 units at once: exactly 3 orders, stock 0, never negative", async () => {
    await t.db.storeProduct.update({
      where: { storeId_productId: { storeId: W.b1, productId: W.oil } },
      data: { stock: 3 },
    });
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const c = await customer(t);
      await addToCart(t, c.auth, W.oil, 1, W.shopB);
      buyers.push(c);
    }
    const results = await Promise.all(
      buyers.map((c, i) => placeAt(procs[i % 3], c.auth, "cashOnDelivery/shop", placeInputs({ _id: W.shopB }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === "OUT_OF_STOCK")).toBe(true);
    expect(await stockOf(t, W.b1, W.oil)).toBe(0);
    const sold = await t.db.orderItem.aggregate({ where: { productId: W.oil }, _sum: { qty: true } });
    expect(sold._sum.qty).toBe(3);
    expect(await t.db.order.count({ where: { userId: { in: buyers.map((b) => b.id) } } })).toBe(3);
  });

  it("100 buyers for the last 50 units over 3 processes: exactly 50 orders, stock 0, no 5xx", async () => {
    await t.db.storeProduct.update({
      where: { storeId_productId: { storeId: W.b1, productId: W.oil } },
      data: { stock: 50 },
    });
    const before = await t.db.orderItem.aggregate({ where: { productId: W.oil }, _sum: { qty: true } });
    const buyers = [];
    for (let i = 0; i < 100; i++) {
      const c = await customer(t);
      await addToCart(t, c.auth, W.oil, 1, W.shopB);
      buyers.push(c);
    }
    const results = await Promise.all(
      buyers.map((c, i) => placeAt(procs[i % 3], c.auth, "cashOnDelivery/shop", placeInputs({ _id: W.shopB }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(
      results.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.code === "OUT_OF_STOCK"),
    ).toBe(true);
    expect(await stockOf(t, W.b1, W.oil)).toBe(0);
    const sold = await t.db.orderItem.aggregate({ where: { productId: W.oil }, _sum: { qty: true } });
    expect((sold._sum.qty ?? 0) - (before._sum.qty ?? 0)).toBe(50);
    expect(await t.db.order.count({ where: { userId: { in: buyers.map((b) => b.id) } } })).toBe(50);
  });

  it("one payment submitted 6 times to 3 processes: one order, one captured payment", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 2);
    const before = await stockOf(t, W.s1, W.rice);
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => placeAt(procs[i % 3], c.auth, "online/shop", placeInputs({ payment }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(1);
    expect(await stockOf(t, W.s1, W.rice)).toBe(before - 2);
    const payments = await t.db.payment.findMany({ where: { checkout: { userId: c.id } } });
    expect(payments.filter((p) => p.status === "captured")).toHaveLength(1);
  });

  it("one cash order submitted 6 times at once: one order", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => placeAt(procs[i % 3], c.auth, "cashOnDelivery/shop", placeInputs())),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(1);
  });

  it("counts one client's login attempts across the processes: the 11th in a minute is refused", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${procs[i % 3].url}/user/auth/password`, {
        method: "POST",
        headers: { "content-type": "application/json", ...from("10.9.9.9") },
        body: JSON.stringify({
          mobile: mobileBody(`97100000${String(i).padStart(2, "0")}`),
          password: clientHash(`guess-${i}`),
        }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
