// Merchants, shops, stores and what each store sells, as plain rows for createMany.
import type { Prisma } from "../server/src/generated/prisma/client";
import { LOCALITIES, STREETS, locality, type Locality } from "./tables/localities";
import { KIND_COLORS, MERCHANTS, SHOP_SPECS, merchantFor, type ShopSpec } from "./tables/shops";
import {
  everydayProducts,
  GENERAL_KINDS,
  GENERAL_SPECIALIST_SHELF,
  inRange,
  RANGES,
  type ProductSeed,
} from "./catalogue";
import { DEMO_POINT } from "./demo-credentials";
import { gstinOf, gstStateByName } from "../server/src/contract/invoice-constants";
import { addDays, distanceKm, offsetKm, pad, rngFor, type Rng } from "./random";

export type ShopSeed = Prisma.ShopCreateManyInput & { id: string; spec: ShopSpec; color: string };
export type StoreSeed = Prisma.StoreCreateManyInput & { id: string; shopId: string; lat: number; lng: number };

export const storeKey = (n: number) => `GALLI-STORE-${pad(n, 4)}`;

/** EAN-13 style barcode: 890 (India) + 9-digit product number + check digit. */
export function productCode(productNum: number): string {
  const body = `890${pad(productNum, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

const nearestLocality = (p: { lat: number; lng: number }): Locality =>
  LOCALITIES.reduce((best, l) => (distanceKm(p, l) < distanceKm(p, best) ? l : best), LOCALITIES[0]);

const mobile = (rng: Rng) =>
  `${rng.pick(["98", "97", "96", "94", "91", "88", "80", "70"])}${pad(rng.int(0, 99_999_999), 8)}`;
const emailSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "");

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LEGAL_SUFFIXES = ["Private Limited", "LLP", "Traders", "Enterprises"] as const;

/**
 * A shop's GST registration: its legal name and a GSTIN in the state of its stores, carrying a PAN
 * of the holder type its legal name implies (C company, F firm for an LLP, P a proprietor's
 * trading name), with a valid check character. Drawn from its own generator, so the shop's other
 * seeded facts stay as they were.
 */
export function shopRegistration(shopId: string, name: string, state: string) {
  const rng = rngFor(`gstin:${shopId}`);
  const suffix = rng.pick(LEGAL_SUFFIXES);
  const holder = suffix === "Private Limited" ? "C" : suffix === "LLP" ? "F" : "P";
  const initial = /[A-Z]/.test(name[0]?.toUpperCase() ?? "") ? name[0].toUpperCase() : "G";
  const pan = `${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}${holder}${initial}${pad(rng.int(0, 9999), 4)}${rng.pick([...LETTERS])}`;
  const code = gstStateByName(state)?.code;
  if (!code) throw new Error(`No GST state code for "${state}" (contract/invoice-constants.ts).`);
  return { legalName: `${name.replace(/&/g, "and")} ${suffix}`, gstin: gstinOf(code, pan) };
}

/** Shop settings drawn per shop from its own seeded generator. */
export function shopSettings(spec: ShopSpec, rng: Rng) {
  const global = spec.group === "global";
  const codLimit = rng.chance(0.35);
  const otherCod = global && rng.chance(0.6);
  const otherLimit = otherCod && rng.chance(0.5);
  const localMinutes = rng.pick([30, 45, 60, 90]);
  return {
    deliveryLocalDuration: localMinutes,
    deliveryLocalUnit: "minutes",
    deliveryOtherDuration: rng.int(2, 5),
    deliveryOtherUnit: "days",
    deliveryLocalFrom: rng.pick([420, 480, 540]),
    deliveryLocalTo: rng.pick([1200, 1260, 1320]),
    deliveryMaxHours: localMinutes >= 60 ? 1 : 0,
    deliveryMaxMinutes: localMinutes % 60 || rng.pick([15, 30]),
    deliveryCharge: rng.pick([0, 0, 1500, 2000, 2500, 3000, 4000]),
    packagingCharge: rng.pick([0, 0, 500, 1000, 1500]),
    selfPickup: !global && rng.chance(0.8),
    isCod: !global || rng.chance(0.3),
    isCodLimit: codLimit,
    codLimitType: codLimit ? "limit" : "none",
    codLimit: codLimit ? rng.pick([200000, 300000, 500000]) : 0,
    otherIsCod: otherCod,
    otherIsCodLimit: otherLimit,
    otherCodLimitType: otherLimit ? "limit" : "none",
    otherCodLimit: otherLimit ? rng.pick([200000, 500000]) : 0,
    enableSubscription: spec.kind === "Dairy" || rng.chance(0.15),
    cancelSelectedStage: rng.pick([2, 3]),
    replacementDays: rng.pick([5, 6]),
    ratingAvg: Math.round((3.6 + rng.next() * 1.2) * 10) / 10,
    ratingCount: rng.int(12, 1800),
  };
}

export function buildShops(now: Date) {
  const created = addDays(now, -120);
  const merchants = MERCHANTS.map((m) => ({ ...m, createdAt: created }));
  const shops: ShopSeed[] = [];
  const stores: StoreSeed[] = [];
  SHOP_SPECS.forEach((spec, i) => {
    const id = `shop_${pad(i + 1, 3)}`;
    const rng = rngFor(id);
    const home = locality(spec.locality);
    const color = KIND_COLORS[spec.kind] ?? "#37474f";
    const street = `${rng.int(1, 480)}, ${rng.pick(STREETS[home.city])}, ${home.name}`;
    const shopCreated = addDays(now, -90 + i);
    shops.push({
      id,
      spec,
      color,
      merchantId: merchantFor(i, home.city),
      uniqueId: spec.uniqueId ?? null,
      displayName: spec.name,
      kind: spec.kind,
      shopGroup: spec.group,
      image: `shops/${id}.png`,
      street,
      city: home.city,
      isOpen: !spec.closed,
      privateIsOpen: spec.group === "private" && !spec.closed,
      mobilePrimary: mobile(rng),
      mobileSecondary: rng.chance(0.4) ? mobile(rng) : null,
      email: `${emailSlug(spec.name)}@shops.example.in`,
      ...shopSettings(spec, rng),
      freeDeliveryFrom: spec.freeDeliveryFrom ?? 0,
      createdAt: shopCreated,
      updatedAt: shopCreated,
    });
    const points =
      typeof spec.stores === "number"
        ? Array.from({ length: spec.stores }, () => offsetKm(home.lat, home.lng, rng.next() * 1.5, rng.int(0, 359)))
        : spec.stores.map(([km, bearing]) => offsetKm(DEMO_POINT.lat, DEMO_POINT.lng, km, bearing));
    points.forEach((p, j) => {
      const near = typeof spec.stores === "number" ? home : nearestLocality(p);
      stores.push({
        id: `store_${pad(i + 1, 3)}_${j + 1}`,
        shopId: id,
        storeKey: storeKey(stores.length + 1),
        name: points.length > 1 ? `${spec.name}, ${near.name}` : spec.name,
        street: `${rng.int(1, 480)}, ${rng.pick(STREETS[near.city])}`,
        area: near.name,
        city: near.city,
        state: near.state,
        zipcode: near.zipcode,
        lat: p.lat,
        lng: p.lng,
        createdAt: shopCreated,
      });
    });
    const shop = shops[shops.length - 1];
    Object.assign(shop, shopRegistration(id, spec.name, stores[stores.length - points.length].state));
  });
  return { merchants, shops, stores };
}

/**
 * What a shop sells. `range`: 60-200 products drawn from its range (a specialist's own range, or a
 * general store's pick of the tree's products plus a few of the specialists' lines); `everyday`:
 * the everyday basket's products it does not sell in any pack size yet, in every size and in every
 * store, so nearby general stores overlap and cross-shop search and the basket optimizer have
 * choices.
 */
export type Assortment = { range: ProductSeed[]; everyday: ProductSeed[] };

export function shopAssortment(shop: ShopSeed, products: ProductSeed[]): Assortment {
  const rangeName = shop.spec.range ?? shop.kind;
  const range = RANGES[rangeName] ?? RANGES.Grocery;
  const general = !shop.spec.range && GENERAL_KINDS.includes(shop.kind);
  const rng = rngFor(`assortment:${shop.id}`);
  // A general store's pick comes from the tree's products only, so adding specialists' lines
  // leaves what it already sold (and its prices) as it was.
  const pool = products.filter((p) => (!general || !p.specialist) && inRange(p, range));
  const count = Math.min(pool.length, rng.int(60, 200));
  const picked = rng.sample(pool, count);
  if (!general) return { range: picked.sort((a, b) => a.num - b.num), everyday: [] };
  const shelf = GENERAL_SPECIALIST_SHELF[shop.kind];
  const more = rngFor(`assortment-specialist:${shop.id}`);
  const specialists = products.filter((p) => p.specialist && inRange(p, shelf.range));
  picked.push(...more.sample(specialists, more.int(shelf.min, shelf.max)));
  // Every pack size of an everyday product the shop does not sell in any size yet.
  const has = new Set(picked.map((p) => p.name));
  return {
    range: picked.sort((a, b) => a.num - b.num),
    everyday: everydayProducts(products).filter((p) => !has.has(p.name) && inRange(p, range)),
  };
}

/** One store's offer rows: its own prices (a little under MRP), offers and uneven stock. */
export function storeProductRows(
  store: StoreSeed,
  storeIndex: number,
  assortment: Assortment,
  now: Date,
): Prisma.StoreProductCreateManyInput[] {
  const rows: Prisma.StoreProductCreateManyInput[] = [];
  const offer = (p: ProductSeed, rng: Rng) => {
    const factor = 1 - rng.next() * 0.12;
    const sellingPrice = Math.max(50, Math.min(p.mrp, Math.round((p.mrp * factor) / 50) * 50));
    rows.push({
      id: `sp_${store.id.slice(6)}_${pad(p.num, 4)}`,
      storeId: store.id,
      productId: p.id,
      productCode: productCode(p.num),
      sellingPrice,
      offerPercent: rng.chance(0.25) ? rng.pick([5, 10, 15, 20]) : 0,
      taxPercent: p.tax,
      stock: rng.chance(0.12) ? 0 : rng.int(1, 60),
      lastSyncedAt: null,
      updatedAt: now,
    });
  };
  const rng = rngFor(`prices:${store.id}`);
  for (const p of assortment.range) {
    // The first store carries the whole range; branches skip about one product in ten.
    if (storeIndex > 0 && rng.chance(0.1)) continue;
    offer(p, rng);
  }
  // The everyday basket is in every store, each with its own price.
  const everyday = rngFor(`prices-everyday:${store.id}`);
  for (const p of assortment.everyday) offer(p, everyday);
  return rows;
}
