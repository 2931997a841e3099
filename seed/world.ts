// The demo world: shops of all four groups around real Indian localities, a catalogue of several
// hundred products with images, stock and prices per store, content, customers with orders in
// every status, promos, ads and scratch cards. Deterministic for a given `now` (ids, prices and
// dates); only the password hash's salt differs between runs.
import type { Db } from "../server/src/lib/db";
import { seedWaitingProducts } from "./catalogue-reviews";
import type { Prisma } from "../server/src/generated/prisma/client";
import { sha256 } from "../server/src/lib/tokens";
import { rebuildSearchIndex } from "../server/src/modules/catalog/search";
import { buildCatalogue, productImageNames } from "./catalogue";
import { buildShops, productCode, shopAssortment, storeProductRows } from "./shops";
import { contentRows, reasonTitleRows } from "./content";
import {
  addressRows,
  adRows,
  AD_SPECS,
  promoGrantRows,
  promoRows,
  scratchCardRows,
  userRows,
  walletRows,
} from "./people";
import { closingRefundRows, oldOrderReviewRows, orderRows, productReviewRows } from "./orders";
import { adSvg, productAlt, productBackSvg, productSvg, shopAlt, shopSvg, writeImages, type ImageJob } from "./images";
import { KIND_COLORS, kindImageName, kindShopName } from "./tables/shops";
import { DEMO_MERCHANT_ADMIN, DEMO_DELIVERY_MEMBER, DEMO_MERCHANT_AUTHKEY, DEMO_OPS_STAFF } from "./demo-credentials";
import { clientHash, hashPassword } from "../server/src/lib/password";
import { bankAccountRows } from "./payouts";
import { addDays, dayStart } from "./random";
import { buildRuleSet, commissionFor, syncLedger } from "../server/src/modules/ledger/public";
import { DEMO_COMMISSION_RULES } from "../server/src/contract/ledger-constants";
import { PAYMENT_TYPE } from "../server/src/contract/orders-constants";

export type SeedOptions = { uploadsDir: string; images?: boolean; scale?: "demo" | "large"; now?: Date };

const CHUNK = 500;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** Everything the demo world holds, as rows (no database access). */
export function buildDemoWorld(now: Date) {
  const { categories, products } = buildCatalogue();
  const { merchants, shops, stores } = buildShops(now);
  const storeProducts = new Map<string, Prisma.StoreProductCreateManyInput[]>();
  // The demo customer's past orders were bought from the tree's products a shop picked itself
  // (not the everyday basket nor the specialists' lines it added), so they stay as they were.
  const pickedRows = new Map<string, Prisma.StoreProductCreateManyInput[]>();
  const specialist = new Set(products.filter((p) => p.specialist).map((p) => p.id));
  for (const shop of shops) {
    const assortment = shopAssortment(shop, products);
    const added = new Set(assortment.everyday.map((p) => p.id));
    stores
      .filter((s) => s.shopId === shop.id)
      .forEach((store, j) => {
        const rows = storeProductRows(store, j, assortment, now);
        storeProducts.set(store.id, rows);
        pickedRows.set(
          store.id,
          rows.filter((r) => !added.has(r.productId) && !specialist.has(r.productId)),
        );
      });
  }
  return { categories, products, merchants, shops, stores, storeProducts, pickedRows };
}

export async function seedDemoWorld(db: Db, opts: SeedOptions): Promise<void> {
  const now = dayStart(opts.now);
  const w = buildDemoWorld(now);
  const created = addDays(now, -150);

  const users = await userRows(now);
  const addresses = addressRows(now);
  const home = addresses[0];
  const { orders, items } = orderRows({
    now,
    shops: w.shops,
    stores: w.stores,
    storeProducts: w.pickedRows,
    products: new Map(w.products.map((p) => [p.id, p])),
    home,
  });

  await db.merchant.createMany({ data: w.merchants });
  await db.merchantApiKey.create({
    data: {
      id: "apikey_demo",
      merchantId: "merchant_demo",
      tokenHash: sha256(DEMO_MERCHANT_AUTHKEY),
      label: "Demo key",
      createdAt: created,
    },
  });
  await db.staffMember.create({
    data: {
      id: DEMO_MERCHANT_ADMIN.id,
      merchantId: DEMO_MERCHANT_ADMIN.merchantId,
      name: DEMO_MERCHANT_ADMIN.name,
      mobile: DEMO_MERCHANT_ADMIN.mobile,
      passwordHash: await hashPassword(clientHash(DEMO_MERCHANT_ADMIN.password)),
      role: "super_admin",
      createdAt: created,
      updatedAt: created,
    },
  });
  await db.staffMember.create({
    data: {
      id: DEMO_DELIVERY_MEMBER.id,
      merchantId: DEMO_DELIVERY_MEMBER.merchantId,
      name: DEMO_DELIVERY_MEMBER.name,
      mobile: DEMO_DELIVERY_MEMBER.mobile,
      passwordHash: await hashPassword(clientHash(DEMO_DELIVERY_MEMBER.password)),
      role: "delivery",
      invitedById: DEMO_MERCHANT_ADMIN.id,
      createdAt: created,
      updatedAt: created,
    },
  });
  for (const ops of DEMO_OPS_STAFF) {
    const { password, ...row } = ops;
    await db.opsStaff.create({
      data: { ...row, passwordHash: await hashPassword(clientHash(password)), createdAt: created, updatedAt: created },
    });
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  await db.shop.createMany({ data: w.shops.map(({ spec, color, ...row }) => row) });
  await db.store.createMany({ data: w.stores });
  const bank = bankAccountRows(w.shops, now);
  await db.shopBankAccount.createMany({ data: bank.accounts });
  await db.rzpEntity.createMany({ data: bank.entities });
  await db.category.createMany({ data: w.categories });
  await inChunks(
    w.products.map((p) => ({
      id: p.id,
      name: p.name,
      nameHi: p.nameHi,
      brand: p.brand,
      unit: p.unit,
      description: p.description,
      categoryId: p.categoryId,
      mrp: p.mrp,
      taxPercent: p.tax,
      hsn: p.hsn,
      createdAt: created,
      updatedAt: created,
    })),
    (data) => db.product.createMany({ data }),
  );
  await inChunks(
    w.products.flatMap((p) =>
      productImageNames(p).map((name, i) => ({ id: `img_${p.id}_${i + 1}`, productId: p.id, name, position: i })),
    ),
    (data) => db.productImage.createMany({ data }),
  );
  await inChunks(
    w.products.flatMap((p) =>
      p.attributes.map((a, i) => ({ id: `attr_${p.id}_${i + 1}`, productId: p.id, ...a, position: i })),
    ),
    (data) => db.productAttribute.createMany({ data }),
  );
  await inChunks([...w.storeProducts.values()].flat(), (data) => db.storeProduct.createMany({ data }));

  await db.contentPage.createMany({ data: contentRows() });
  await db.reasonTitle.createMany({ data: reasonTitleRows() });
  await db.user.createMany({ data: users });
  await db.address.createMany({ data: addresses });
  const wallet = walletRows(now);
  const closing = closingRefundRows(orders, wallet);
  await db.walletEntry.createMany({ data: [...wallet, ...closing.walletEntries] });
  await db.scratchCard.createMany({ data: scratchCardRows(now) });
  await db.promo.createMany({ data: promoRows(now) });
  await db.promoGrant.createMany({ data: promoGrantRows() });
  await db.ad.createMany({ data: adRows(now) });
  // The demo's default commission rules (10% with a minimum of ₹2 a line online, none on cash on
  // delivery), frozen on the demo orders' lines as the order writer does, and their ledger posted.
  const rules = DEMO_COMMISSION_RULES.map((r) => ({
    id: `commission_default_${r.payment}`,
    scope: "default",
    shopId: null,
    categoryId: null,
    payment: r.payment,
    bps: r.bps,
    minimum: r.minimum,
    active: true,
    createdAt: created,
    updatedAt: created,
  }));
  await db.commissionRule.createMany({ data: rules });
  const ruleSet = buildRuleSet(
    rules,
    w.categories.map((c) => ({ id: c.id as string, parentId: (c.parentId as string | null | undefined) ?? null })),
  );
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  const shopOf = new Map(w.shops.map((s) => [s.id, s]));
  const categoryOf = new Map(w.products.map((p) => [p.id, p.categoryId]));
  const frozen = items.map((item) => {
    const order = orderOf.get(item.orderId)!;
    const shop = shopOf.get(order.shopId)!;
    const c = commissionFor(ruleSet, {
      shop: { id: shop.id, shopGroup: shop.shopGroup, createdAt: new Date(shop.createdAt ?? created) },
      categoryId: categoryOf.get(item.productId) ?? null,
      payment: order.paymentType === PAYMENT_TYPE.cod ? "cod" : "online",
      lineValue: item.netPrice * item.qty,
      at: new Date(order.orderedAt ?? created),
    });
    return { ...item, commissionBps: c.bps, commission: c.commission, commissionRuleId: c.ruleId };
  });
  await db.order.createMany({ data: orders });
  await db.orderItem.createMany({ data: frozen });
  await db.refund.createMany({ data: closing.refunds });
  await syncLedger(db);
  const old = oldOrderReviewRows(now, orders, items);
  await db.shopReview.createMany({ data: old.shopReviews });
  await db.productReview.createMany({ data: [...productReviewRows(now, w.products), ...old.productReviews] });

  // Bulk inserts went through the triggers row by row; a rebuild leaves one optimised index.
  await rebuildSearchIndex(db);

  if (opts.images !== false) await writeImages(opts.uploadsDir, imageJobs(w));
}

/** Every image of the demo world, each with its alt text. */
export function imageJobs(w: ReturnType<typeof buildDemoWorld>): ImageJob[] {
  return [
    ...w.products.flatMap((p) =>
      productImageNames(p).map((name, i) => ({
        name,
        svg: i === 0 ? productSvg(p) : productBackSvg(p, productCode(p.num)),
        width: 500,
        height: 500,
        alt: i === 0 ? productAlt(p) : `${p.name} ${p.unit}: the back of the pack, with its MRP, details and barcode`,
      })),
    ),
    ...w.shops.map((s) => ({
      name: `shops/${s.id}.png`,
      svg: shopSvg({ name: s.displayName, kind: s.kind, range: s.spec.range, color: s.color }),
      width: 300,
      height: 300,
      alt: shopAlt(s.displayName, s.kind),
    })),
    // The large world's shops show their kind's storefront (drawn once per kind, named by the kind).
    ...Object.entries(KIND_COLORS).map(([kind, color]) => ({
      name: kindImageName(kind),
      svg: shopSvg({ name: kindShopName(kind), kind, color }),
      width: 300,
      height: 300,
      alt: shopAlt(kindShopName(kind), kind),
    })),
    ...AD_SPECS.filter((a) => a.adType === 1).map((a) => {
      const shop = w.shops.find((s) => s.id === a.shopId)!.displayName;
      return {
        name: `ads/${a.id}.png`,
        svg: adSvg(a.headline, shop, a.color),
        width: 728,
        height: 90,
        alt: `${a.headline}: ${shop}`,
      };
    }),
  ];
}

/** Seeds only an empty database (no shops); says whether it did. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if ((await db.shop.count()) > 0) return false;
  await seedDemoWorld(db, opts);
  // The demo shop's products waiting for review (the ops console's queue), made through the
  // merchant console's catalogue service as a merchant would (so not part of the deterministic rows).
  await seedWaitingProducts(db, opts.now ?? new Date());
  return true;
}
