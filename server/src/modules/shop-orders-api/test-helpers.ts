// Fixtures for the merchant order API tests: a merchant token for the cart world's merchant, a COD
// order placed through the user API, and a local webhook receiver on 127.0.0.1.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import type { TestApp } from "../../testing/app";
import { sha256 } from "../../lib/tokens";
import { addToCart, customer, place, placeInputs, W } from "../checkout/test-helpers";

export const MERCHANT_TOKEN = "galli_test_orders_token_0001";
export const STORE_KEY = `key-${W.s1}`;

export async function merchantKey(t: TestApp, token = MERCHANT_TOKEN, merchantId = "m-1") {
  await t.db.merchantApiKey.create({ data: { merchantId, tokenHash: sha256(token), label: "test" } });
}

/** A customer's COD order of two packs of rice (allocated to the shop's first store, restocked first). */
export async function placeCodOrder(t: TestApp) {
  await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 50 } });
  const c = await customer(t);
  await addToCart(t, c.auth, W.rice, 2);
  const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
  if (res.status !== 200) throw new Error(`place ${res.status}: ${JSON.stringify(res.body)}`);
  const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id } });
  return { customer: c, order };
}

export const api = (t: TestApp, token: string | null = MERCHANT_TOKEN) => {
  const withKey = (r: request.Test) => (token === null ? r : r.set("Authkey", token));
  return {
    get: (path: string) => withKey(request(t.app.server).get(path)),
    post: (path: string) => withKey(request(t.app.server).post(path)),
    put: (path: string) => withKey(request(t.app.server).put(path)),
    delete: (path: string) => withKey(request(t.app.server).delete(path)),
  };
};

export type Received = { headers: http.IncomingHttpHeaders; body: string };

/** An HTTP endpoint on 127.0.0.1 that records each post and answers `status` (or never, when "hang"). */
export async function startReceiver(answer: number | "hang" = 200) {
  const received: Received[] = [];
  let status = answer;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (status === "hang") return;
      res.writeHead(status, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/galli-webhook`,
    received,
    answer: (s: number | "hang") => {
      status = s;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The verification a merchant's receiver does (docs/api.md): HMAC-SHA256 over "<t>.<raw body>". */
export function merchantVerifies(secret: string, r: Received, nowSeconds: number): boolean {
  const header = String(r.headers["galli-signature"] ?? "");
  const parts = new Map(header.split(",").map((p) => p.split("=") as [string, string]));
  const t = Number(parts.get("t"));
  if (!Number.isFinite(t) || Math.abs(nowSeconds - t) > 300) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${t}.${r.body}`).digest("hex");
  const given = parts.get("v1") ?? "";
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
