// The catalogue's data port (catalog-data.ts) on Prisma. Its SQLite twin is catalog-data-sqlite.ts.
import type { Prisma } from "../../generated/prisma/client";
import type { CatalogData } from "./catalog-data";
import { productViewInclude } from "./product-view";

export function prismaCatalogData(tx: Prisma.TransactionClient): CatalogData {
  return {
    productViewRows: async (ids, storeIds) => {
      if (ids.length === 0) return [];
      const rows = await tx.product.findMany({ where: { id: { in: ids } }, include: productViewInclude(storeIds) });
      // The fields a view is made of, as the SQLite build reads them.
      return rows.map(({ id, name, nameHi, brand, unit, description, mrp, category, images, storeProducts }) => ({
        id,
        name,
        nameHi,
        brand,
        unit,
        description,
        mrp,
        category,
        images,
        storeProducts,
      }));
    },
    reviewRows: async (productIds) => {
      if (productIds.length === 0) return [];
      const rows = await tx.productReview.groupBy({
        by: ["productId"],
        where: { productId: { in: productIds } },
        _count: { _all: true },
        _avg: { rating: true },
      });
      return rows.map((r) => ({ productId: r.productId, count: r._count._all, avg: r._avg.rating }));
    },
  };
}
