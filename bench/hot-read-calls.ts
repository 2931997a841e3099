// The hot reads of browsing as bench calls (bench/hot-reads.ts measures them; bench/live.ts again
// with open live event streams): nearby shops, search across shops, the basket optimizer, a
// shop's listings, search and product views.
import type { Call } from "./measure";
import { customerToken } from "./server";
import type { BasketTargets, Targets } from "./targets";

export const BENGALURU = { lat: 12.9716, lng: 77.5946 };
export const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
const at = (p: { lat: number; lng: number }) => ({ type: "Point", coordinates: [p.lng, p.lat] });

/** Search across the shops near the centre (a common word and a one-letter typo) and the basket optimizer. */
function finderCalls(b: BasketTargets | null): Call[] {
  const near = { searchLocation: at(BENGALURU), deliveryLocation: at(BENGALURU), maxDistance: 10_000 };
  const out: Call[] = [
    {
      name: "find 'atta' 10 km centre",
      method: "POST",
      request: () => ({ path: "/user/find/search?skip=0&limit=20", body: { ...near, search: "atta" } }),
    },
    {
      name: "find typo 'ashirvaad' 10 km centre",
      method: "POST",
      request: () => ({ path: "/user/find/search?skip=0&limit=20", body: { ...near, search: "ashirvaad" } }),
    },
  ];
  if (b)
    out.push({
      name: `basket ${b.productIds.length} lines 10 km centre`,
      method: "POST",
      token: customerToken(b.userId),
      request: () => ({ path: "/user/find/basket", body: { deliveryLocation: at(BENGALURU), maxDistance: 10_000 } }),
    });
  return out;
}

/** Fills the demo customer's cart with the basket's lines (the optimizer prices the cart as it stands). */
export async function fillBasket(base: string, b: BasketTargets) {
  const auth = { authorization: `Bearer ${customerToken(b.userId)}`, "content-type": "application/json" };
  await fetch(`${base}/user/cart/clear/cr`, { method: "DELETE", headers: auth, body: "{}" });
  for (const productId of b.productIds) {
    const res = await fetch(`${base}/user/cart/add`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ _id: b.shopId, product_id: productId, is_private: false, qty: 1 }),
    });
    if (!res.ok) throw new Error(`could not fill the basket: ${res.status} ${await res.text()}`);
  }
}

/** Every hot read of browsing (and two that are not targets), for a world's targets. */
export function hotReadCalls(t: Targets, b: BasketTargets | null): Call[] {
  const shops: Call[] = [];
  for (const [where, p] of [
    ["centre", BENGALURU],
    ["Koramangala", KORAMANGALA],
  ] as const) {
    for (const km of [5, 10]) {
      const loc = { searchLocation: at(p), deliveryLocation: at(p), maxDistance: km * 1000 };
      shops.push(
        {
          name: `public ${km} km ${where}`,
          method: "POST",
          request: () => ({ path: "/user/category/view/location", body: { ...loc, type: 1 } }),
        },
        {
          name: `private ${km} km ${where}`,
          method: "POST",
          request: () => ({ path: "/user/category/v2/view/location/private", body: loc }),
        },
        {
          name: `global ${km} km ${where}`,
          method: "POST",
          request: () => ({ path: "/user/category/view/location/global", body: loc }),
        },
      );
    }
  }
  const scope = { _id: t.shopId };
  const pages = (n: number) => Math.max(1, Math.min(20, Math.ceil(n / 50)));
  return [
    ...shops,
    ...finderCalls(b),
    {
      name: "listByCategory top",
      method: "POST",
      distinct: pages(t.topCount),
      request: (i) => ({
        path: `/user/product/view/listByCategory?skip=${(i % pages(t.topCount)) * 50}&limit=50`,
        body: { ...scope, category: t.topLevel, is_reg_exp: true },
      }),
    },
    {
      name: "listByCategory leaf",
      method: "POST",
      distinct: pages(t.leafCount),
      request: (i) => ({
        path: `/user/product/view/listByCategory?skip=${(i % pages(t.leafCount)) * 50}&limit=50`,
        body: { ...scope, category: t.leaf, is_reg_exp: false },
      }),
    },
    {
      name: "listBySearch",
      method: "POST",
      distinct: t.queries.length,
      request: (i) => ({
        path: "/user/product/view/listBySearch?skip=0&limit=100",
        body: { ...scope, search: t.queries[i % t.queries.length] },
      }),
    },
    {
      name: "by_product",
      method: "POST",
      distinct: t.productIds.length,
      request: (i) => ({
        path: "/user/product/view/by_product",
        body: { ...scope, product_id: t.productIds[i % t.productIds.length] },
      }),
    },
    {
      name: "product_category",
      method: "POST",
      request: () => ({ path: "/user/product/view/product_category", body: scope }),
    },
    {
      name: "view/public",
      method: "POST",
      request: () => ({ path: "/user/product/view/public", body: { category_id: t.shopId } }),
    },
    { name: "healthz (not a target)", method: "GET", request: () => ({ path: "/healthz" }) },
    {
      name: "product image h300 (not a target)",
      method: "GET",
      request: () => ({ path: `/user/product/img/view?img=${encodeURIComponent(t.image)}&format=png&height=300` }),
    },
  ];
}
