// A product's photos in the merchant console: added or removed in place for a draft, into the open
// change for a live product (catalogue-edit.ts).
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M } from "../../contract/catalogue-constants";
import { imageUrl } from "../product-review/public";
import type { StaffContext } from "./guard";
import { invalid, ownProduct, TX } from "./catalogue-facts";
import { changeFacts } from "./catalogue-edit";
import { productDetail } from "./catalogue-listing";

/** Adds a stored image: in place for a draft, into the open change for a live product. */
export async function addProductImage(db: Db, staff: StaffContext, productId: string, name: string, now: Date) {
  await db.$transaction(async (tx) => {
    const p = await ownProduct(tx, staff, productId);
    if (p.status === "review") throw new AppError(ERROR_CODE.PRODUCT_IN_REVIEW);
    await tx.productUpload.upsert({ where: { name }, create: { name, productId }, update: {} });
    await changeFacts(
      tx,
      staff,
      p,
      (base) => {
        if (base.images.length >= 8) throw invalid("file", M.imagesMax);
        return { ...base, images: [...base.images, name] };
      },
      now,
    );
  }, TX);
  return { name, url: imageUrl(name) };
}

/** Removes an image (by its stored name or the file part of it). */
export async function removeProductImage(db: Db, staff: StaffContext, productId: string, name: string, now: Date) {
  return db.$transaction(async (tx) => {
    const p = await ownProduct(tx, staff, productId);
    if (p.status === "review") throw new AppError(ERROR_CODE.PRODUCT_IN_REVIEW);
    const matches = (n: string) => n === name || n.endsWith(`/${name}`);
    await changeFacts(
      tx,
      staff,
      p,
      (base) => {
        if (!base.images.some(matches)) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND, M.imageMissing);
        return { ...base, images: base.images.filter((n) => !matches(n)) };
      },
      now,
    );
    return productDetail(tx, staff, productId);
  }, TX);
}

