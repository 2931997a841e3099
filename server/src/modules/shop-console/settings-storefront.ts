// The shop's store-front image in store settings: uploaded (images only, by their bytes; re-encoded
// like product images and stored under shops/), replacing the previous one. The customer tiles and
// shop header serve Shop.image through the shop icon route, so a live shop shows the new picture at
// once. For a shop still being onboarded it also says which go-live rules are still missing (a
// store-front image, a verified primary mobile) before the operations team can approve it.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { Storefront } from "../../contract/console-settings";
import { recordAudit } from "./audit";
import { ownShop, type StaffContext } from "./guard";

/** The image as the customer tiles ask for it (the shop icon route, 400 x 400). */
export const storefrontUrl = (image: string) =>
  `/user/category/view/img?${new URLSearchParams({ img: image, format: "jpeg", width: "400", height: "400" }).toString()}`;

export async function getStorefront(db: Db, staff: StaffContext, shopId: string): Promise<Storefront> {
  const id = ownShop(staff, shopId);
  const [shop, onboarding] = await Promise.all([
    db.shop.findUnique({ where: { id }, select: { id: true, status: true, image: true } }),
    db.shopOnboarding.findFirst({ where: { shopId: id }, select: { mobileVerifiedAt: true } }),
  ]);
  if (!shop) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
  const image = shop.image.trim() || null;
  // Shops that never went through onboarding (the seeded ones) have no onboarding row: verified.
  const verified = onboarding ? onboarding.mobileVerifiedAt !== null : true;
  return {
    shop_id: shop.id,
    status: shop.status,
    image,
    image_url: image ? storefrontUrl(image) : null,
    go_live: { storefront_image: image !== null, primary_mobile_verified: verified, ready: image !== null && verified },
  };
}

export async function setStorefrontImage(db: Db, staff: StaffContext, shopId: string, name: string): Promise<Storefront> {
  const id = ownShop(staff, shopId);
  await db.$transaction(async (tx) => {
    const before = await tx.shop.findUnique({ where: { id }, select: { image: true } });
    if (!before) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
    await tx.shop.update({ where: { id }, data: { image: name } });
    await recordAudit(tx, staff, {
      action: "settings.storefront_image",
      entity: "shop",
      entityId: id,
      before: { image: before.image || null },
      after: { image: name },
    });
  });
  return getStorefront(db, staff, id);
}
