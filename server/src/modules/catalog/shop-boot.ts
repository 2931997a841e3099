// A private shop's first data for the HTML of its address: the answers a guest's first calls get
// (the shop with no delivery location, page 1 of its products and their count), computed by the
// same code as those routes and kept in the same answer cache under the same versions, plus the
// images of the first cards. An unknown, non-private or closed shop has none (the page then loads
// as usual and shows what it shows today).
import type { AnswerCache, CachedAnswer } from "../../lib/answer-cache";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { TILES_EPOCH } from "../../lib/read-epochs";
import {
  CARD_IMAGE_HEIGHT,
  countData,
  PRODUCT_PAGE_SIZE,
  privateShopAnswer,
  productImagePath,
  productListAnswer,
  SHOP_BOOT_PRELOAD_IMAGES,
  type PrivateShopAnswer,
  type ProductListAnswer,
  type ShopBootData,
} from "../../contract/catalog";
import { envelope } from "../../contract/common";
import { privateShop } from "./shop-info";
import { resolveScope } from "./shop-scope";
import { countProducts, listProducts } from "./listing";
import { shopPageEpochs } from "./listing-routes";

export type ShopBoot = {
  /** ShopBootData as JSON (not yet escaped for HTML). */
  json: string;
  /** The first cards' image addresses, as the cards ask for them. */
  images: string[];
  /** Changes whenever the data does (the answers' ETags): a key for what is built from it. */
  version: string;
};

const countAnswer = envelope(countData);
type CountAnswer = ShopBootData["count"];

/** The guest's first call: no delivery location yet ([0, 0] is "not set"). */
const guestShopBody = (storeUniqueId: string) => ({
  store_unique_id: storeUniqueId,
  device_OS: "web",
  source: "web",
  deliveryLocation: { type: "Point" as const, coordinates: [0, 0] as [number, number] },
});

export async function privateShopBoot(db: Db, answers: AnswerCache, storeUniqueId: string): Promise<ShopBoot | null> {
  let shopCached: CachedAnswer;
  try {
    // Keyed by the minute too: the shop's own hours open and close it with time alone.
    const minute = Math.floor(Date.now() / 60_000);
    shopCached = await answers.get(`boot:private#${storeUniqueId}@${minute}`, [TILES_EPOCH], async () =>
      JSON.stringify(
        privateShopAnswer.parse({ success: true, ...(await privateShop(db, guestShopBody(storeUniqueId))) }),
      ),
    );
  } catch (error) {
    // Not a private shop of that id: nothing to embed. Anything else is the caller's to handle.
    if (error instanceof AppError) return null;
    throw error;
  }
  const shop = JSON.parse(shopCached.body) as PrivateShopAnswer;
  // A closed private shop cannot be opened: the page says so and goes home, as it does today.
  if (!shop.data.is_open && !shop.data.private_is_open) return null;
  const scope = { _id: shop.data._id, stores: shop.data.stores };
  const listCached = await answers.get(
    `boot:products#${JSON.stringify(scope)}`,
    shopPageEpochs(scope._id),
    async () => {
      const resolved = await resolveScope(db, scope._id, scope.stores);
      const [data, count] = await Promise.all([
        listProducts(db, resolved, { skip: 0, limit: PRODUCT_PAGE_SIZE }),
        countProducts(db, resolved),
      ]);
      return JSON.stringify({
        products: productListAnswer.parse({ success: true, data }),
        count: countAnswer.parse({ success: true, data: { count } }),
      });
    },
  );
  const { products, count } = JSON.parse(listCached.body) as { products: ProductListAnswer; count: CountAnswer };
  const data: ShopBootData = { storeUniqueId, shop, products, count };
  const images = products.data
    .flatMap((group) => group.products)
    .slice(0, SHOP_BOOT_PRELOAD_IMAGES)
    .flatMap((product) => {
      const image = product.productInfo.images[0];
      return image ? [productImagePath(image.name, CARD_IMAGE_HEIGHT)] : [];
    });
  return { json: JSON.stringify(data), images, version: `${shopCached.etag}${listCached.etag}` };
}
