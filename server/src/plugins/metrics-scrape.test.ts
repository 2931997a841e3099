// A real scrape: Debian's Prometheus on loopback scrapes a listening Galli with its METRICS_TOKEN;
// a cash-on-delivery order placed over HTTP is read back through Prometheus' query API.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/app";
import { prometheusPath, startPrometheus, type Prometheus } from "../testing/prometheus";
import { addToCart, checkoutWorld, customer, place, placeInputs, W } from "../modules/checkout/test-helpers";

const TOKEN = "scrape-token-for-the-real-scrape-test";
const NOW = new Date("2026-11-21T06:30:00Z"); // noon in India

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(prometheusPath())("Prometheus scraping a running Galli", () => {
  let t: TestApp;
  let prom: Prometheus;
  beforeAll(async () => {
    t = await checkoutWorld({ now: () => NOW, env: { METRICS_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    prom = await startPrometheus(`127.0.0.1:${port}`, TOKEN);
  }, 60_000);
  afterAll(async () => {
    await prom?.stop();
    await t?.close();
  });

  // The registry is the process's: other test files in this worker may have placed orders in other
  // shop groups, so the public shops' COD series is read on its own.
  const publicCodOrders = async () => {
    const r = await prom.query('galli_orders_placed_total{job="galli",payment="cod",shop_group="public",process="main"}');
    return r.length ? Number(r[0].value[1]) : 0;
  };

  it("scrapes with the token and reads the order placed back through the query API", async () => {
    const up = await eventually(
      () => prom.query('up{job="galli"}'),
      (r) => r.length === 1 && r[0].value[1] === "1",
    );
    expect(up.map((s) => s.value[1])).toEqual(["1"]);
    const before = await publicCodOrders();

    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    expect((await place(t, c.auth, "cashOnDelivery/shop", placeInputs())).status).toBe(200);

    const after = await eventually(publicCodOrders, (n) => n >= before + 1);
    expect(after).toBe(before + 1);
  }, 90_000);
});
