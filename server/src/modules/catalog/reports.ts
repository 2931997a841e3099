// Customers report a product once: a second report of the same product answers 409.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { type ProductReportBody } from "../../contract/catalog";
import { productNotFound, shopNotFound } from "./shop-scope";

const alreadyReported = () => new AppError(ERROR_CODE.ALREADY_REPORTED);

export async function reportProduct(db: Db, userId: string, body: ProductReportBody): Promise<void> {
  const shop = await db.shop.findUnique({ where: { id: body._id }, select: { id: true } });
  if (!shop) throw shopNotFound();
  const sold = await db.storeProduct.findFirst({
    where: { productId: body.product, store: { shopId: shop.id } },
    select: { id: true },
  });
  if (!sold) throw productNotFound();
  const existing = await db.productReport.findUnique({
    where: { userId_productId: { userId, productId: body.product } },
    select: { id: true },
  });
  if (existing) throw alreadyReported();
  try {
    await db.productReport.create({
      data: {
        userId,
        productId: body.product,
        shopId: shop.id,
        type: body.type,
        message: body.message ? body.message : null,
      },
    });
  } catch (err) {
    // Two reports racing: the unique index keeps one.
    if ((err as { code?: string }).code === "P2002") throw alreadyReported();
    throw err;
  }
}
