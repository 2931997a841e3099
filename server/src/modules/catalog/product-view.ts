// The product shape of spec part 1 section 3 (productInfo, stores[] with product_details, total,
// reviews), built from database rows. Own file so the cart can serialise its lines the same way.
import type { Prisma } from "../../generated/prisma/client";
import type { ProductGroup, ProductStore, ProductView } from "../../contract/catalog";
import { toRupees } from "../../lib/money";
import { netUnitPrice } from "./offer-price";

/** What a product view needs loaded; `storeIds` limits the store offers to the stores in scope. */
export const productViewInclude = (storeIds: string[]) =>
  ({
    category: { select: { path: true } },
    images: { select: { name: true }, orderBy: [{ position: "asc" }, { id: "asc" }] },
    storeProducts: {
      where: { storeId: { in: storeIds } },
      select: { id: true, storeId: true, sellingPrice: true, offerPercent: true, stock: true },
    },
  }) satisfies Prisma.ProductInclude;

export type ProductRow = Prisma.ProductGetPayload<{ include: ReturnType<typeof productViewInclude> }>;
export type StoreOfferRow = ProductRow["storeProducts"][number];
/** What a view is made of: Prisma's row, or the same fields read on prepared statements. */
export type ProductViewRow = Pick<ProductRow, "id" | "name" | "nameHi" | "brand" | "unit" | "description" | "mrp"> & {
  category: { path: string };
  images: { name: string }[];
  storeProducts: StoreOfferRow[];
};
export type ReviewSummary = { count: number; avg_rating: number };

/** Prices of one store's offer in paise: before the offer, the amount off, and what one unit costs. */
export function offerPrices(sp: Pick<StoreOfferRow, "sellingPrice" | "offerPercent">) {
  const net = netUnitPrice(sp.sellingPrice, sp.offerPercent);
  return { selling: sp.sellingPrice, offerAmount: sp.sellingPrice - net, net };
}

export function toProductStore(sp: StoreOfferRow, qty = 0): ProductStore {
  const p = offerPrices(sp);
  return {
    store_id: sp.storeId,
    net_price: toRupees(p.net),
    qty,
    product_details: {
      id: sp.id,
      qty,
      stock: sp.stock,
      selling_price: toRupees(p.selling),
      offer_selling_price: toRupees(p.net),
      offer_price: toRupees(p.offerAmount),
      offer: sp.offerPercent,
    },
  };
}

export type ProductViewOptions = {
  reviews?: ReviewSummary;
  /** The caller's cart quantity per store id (the cart's own use); 0 where absent. */
  cartQty?: ReadonlyMap<string, number>;
};

export function toProductView(row: ProductViewRow, opts: ProductViewOptions = {}): ProductView {
  const offers = [...row.storeProducts].sort(
    (a, b) => offerPrices(a).net - offerPrices(b).net || a.storeId.localeCompare(b.storeId),
  );
  return {
    _id: row.id,
    category: row.category.path,
    productInfo: {
      product_name: row.name,
      ...(row.nameHi ? { product_name_hi: row.nameHi } : {}),
      brand: row.brand,
      unit: row.unit,
      description: row.description,
      mrp: toRupees(row.mrp),
      images: row.images.map((i) => ({ name: i.name })),
    },
    stores: offers.map((sp) => toProductStore(sp, opts.cartQty?.get(sp.storeId) ?? 0)),
    total: offers.reduce((sum, sp) => sum + Math.max(0, sp.stock), 0),
    reviews: opts.reviews ?? { count: 0, avg_rating: 0 },
  };
}

/** Consecutive products of one category path become one group (one heading in the list). */
export function groupRuns(products: ProductView[]): ProductGroup[] {
  const groups: ProductGroup[] = [];
  for (const p of products) {
    const last = groups[groups.length - 1];
    if (last && last._id === p.category) last.products.push(p);
    else groups.push({ _id: p.category, products: [p] });
  }
  return groups;
}
