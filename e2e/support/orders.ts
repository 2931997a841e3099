// The merchant side of an order for the journeys: `scripts/order-advance.ts` run as a command
// against the e2e server's database (DATA_DIR from the global setup), as a shop would move it.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, inject } from "vitest";
import { DEMO_MERCHANT_AUTHKEY, DEMO_STORE_KEY } from "../../seed/demo-credentials";
import { api } from "./api";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** `npx tsx scripts/order-advance.ts <order> [to]`; answers the line it printed ("Order GL...: New Order (1) -> ..."). */
export async function advanceOrder(orderRef: string, to?: 2 | 3 | 4 | 5 | 8 | 9): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: inject("dataDir"), LOG_LEVEL: "silent" };
  delete env.DATABASE_URL; // the script must find the journeys' database through DATA_DIR
  const args = ["tsx", "scripts/order-advance.ts", orderRef, ...(to === undefined ? [] : [String(to)])];
  const { stdout } = await run("npx", args, { cwd: ROOT, env, timeout: 30_000 });
  return stdout.trim();
}

/** `npx tsx scripts/order-advance.ts <order> escalation <to>`: moves the order's open requests, as the shop would. */
export async function advanceEscalation(orderRef: string, to: 2 | 3 | 4 | 5 | 6 | 7): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: inject("dataDir"), LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  const args = ["tsx", "scripts/order-advance.ts", orderRef, "escalation", String(to)];
  const { stdout } = await run("npx", args, { cwd: ROOT, env, timeout: 30_000 });
  return stdout.trim();
}

/** The demo merchant's store, its Authkey, and a product it sells cheapest (Amul Cheese Slices). */
export const DEMO_STORE = {
  authkey: DEMO_MERCHANT_AUTHKEY,
  storeKey: DEMO_STORE_KEY,
  shopId: "shop_001",
  cheese: "prod_0102",
} as const;

/**
 * Through the API, as the web client would: one Amul Cheese Slices into the customer's cart at
 * the demo store's shop, then a cash-on-delivery order to Koramangala. Answers the place call's
 * `data` as JSON (its order numbers).
 */
export async function placeCheeseByCash(token: string, notes: string): Promise<string> {
  await api("/user/cart/add", {
    token,
    body: { _id: DEMO_STORE.shopId, product_id: DEMO_STORE.cheese, is_private: false, stores: [], qty: 1 },
  });
  const form = new FormData();
  form.set(
    "inputs",
    JSON.stringify({
      _id: DEMO_STORE.shopId,
      deliveryLocation: { type: "Point", coordinates: [77.6245, 12.9352] },
      deliveryAddress: { street: "12, 4th Cross, 5th Block", area: "Koramangala", zipcode: "560034" },
      deliveryPreferences: null,
      notes,
      is_bfcash: false,
      is_shop_delivery: true,
      order_source: { type: 3, device: "web", version: "1.0.0" },
    }),
  );
  const res = await fetch(new URL("/user/order/place/cashOnDelivery/shop", inject("baseURL")), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { success: boolean; data: unknown };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return JSON.stringify(body.data);
}
