// Per-store price, offer and stock of the shop's own product (no review), in paise, with the MRP
// rule of every price change (inventory/prices.ts). A not-yet-live product keeps them as draft
// offers; a live product's go straight into the stores' offers through the inventory's one price
// write, so the read-epoch triggers update customers' pages at once.
import type { Db } from "../../lib/db";
import { CATALOGUE_MESSAGES as M } from "../../contract/catalogue-constants";
import type { OffersBody } from "../../contract/merchant-catalogue";
import { productOffers, readFacts } from "../product-review/public";
import { changePrices, priceAboveMrp, type PriceChange } from "../inventory/public";
import { recordAudit } from "./audit";
import type { StaffContext } from "./guard";
import { invalid, ownProduct, TX } from "./catalogue-facts";
import { productDetail } from "./catalogue-listing";

/**
 * A not-yet-live product keeps its offers as draft offers (the set sent replaces the set kept); a
 * live product's go straight into the stores' offers (stores not sent stay as they are).
 */
export async function setOffers(db: Db, staff: StaffContext, productId: string, body: OffersBody, now: Date) {
  for (const [i, o] of body.offers.entries()) {
    if (!staff.storeIds.includes(o.store_id)) throw invalid(`offers.${i}.store_id`, M.store);
  }
  return db.$transaction(async (tx) => {
    const p = await ownProduct(tx, staff, productId);
    const shopStores = new Set(
      (await tx.store.findMany({ where: { shopId: p.shopId }, select: { id: true } })).map((s) => s.id),
    );
    for (const [i, o] of body.offers.entries()) {
      if (!shopStores.has(o.store_id)) throw invalid(`offers.${i}.store_id`, M.store);
    }
    const facts = (await readFacts(tx, productId))!;
    for (const [i, o] of body.offers.entries()) {
      if (priceAboveMrp(o.selling_price, facts.mrp ?? 0)) throw invalid(`offers.${i}.selling_price`, M.priceAboveMrp);
    }
    const before = await productOffers(tx, productId, p.status);
    if (p.status === "live") {
      const changes: PriceChange[] = [];
      for (const o of body.offers) {
        const exists = await tx.storeProduct.findUnique({
          where: { storeId_productId: { storeId: o.store_id, productId } },
          select: { id: true, taxPercent: true },
        });
        if (exists) {
          changes.push({
            id: exists.id,
            stock: o.stock,
            sellingPrice: o.selling_price,
            offer: o.offer_percent,
            tax: exists.taxPercent,
            mrp: facts.mrp ?? 0,
          });
        } else {
          // A store that did not sell it yet gets its row (the price rule was checked above).
          const code = facts.barcode ?? productId;
          const taken = await tx.storeProduct.findFirst({ where: { storeId: o.store_id, productCode: code }, select: { id: true } });
          if (taken) throw invalid("barcode", M.barcodeTaken);
          await tx.storeProduct.create({
            data: {
              storeId: o.store_id,
              productId,
              productCode: code,
              taxPercent: facts.tax_percent ?? 0,
              sellingPrice: o.selling_price,
              offerPercent: o.offer_percent,
              stock: o.stock,
              lastSyncedAt: now,
            },
          });
        }
      }
      await changePrices(tx, changes, now);
    } else {
      await tx.draftOffer.deleteMany({ where: { productId, storeId: { notIn: body.offers.map((o) => o.store_id) } } });
      for (const o of body.offers) {
        const data = { sellingPrice: o.selling_price, offerPercent: o.offer_percent, stock: o.stock };
        await tx.draftOffer.upsert({
          where: { productId_storeId: { productId, storeId: o.store_id } },
          create: { productId, storeId: o.store_id, ...data },
          update: data,
        });
      }
    }
    await tx.product.update({ where: { id: productId }, data: { updatedAt: now } });
    await recordAudit(tx, staff, {
      action: "product.offers",
      entity: "product",
      entityId: productId,
      before,
      after: await productOffers(tx, productId, p.status),
    });
    return productDetail(tx, staff, productId);
  }, TX);
}

