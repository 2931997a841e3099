// What a link preview of a shop's or product's address shows: the title, description and image the
// server writes into the HTML of that address (title, meta description, Open Graph tags). The text
// is plain here; the HTML writer escapes it. An unknown shop has none (the plain HTML is sent); an
// unknown product of a known shop shows the shop.
import type { Db } from "../../lib/db";
import type { AnswerCache } from "../../lib/answer-cache";
import { CATALOG_EPOCH, TILES_EPOCH } from "../../lib/read-epochs";
import { productImagePath } from "../../contract/catalog";
import { productPath, shopPath, type ShopAddress } from "../../contract/shop-address-constants";
import { viewsByIds } from "./product-query";
import { shopPageEpochs } from "./listing-routes";

export type PageMeta = {
  title: string;
  description: string;
  /** The image's path on this server (the writer makes it absolute). */
  image: string | null;
  /** The address's canonical path. */
  path: string;
};

/** A description shorter than link previews cut: whole words, then an ellipsis. */
const DESCRIPTION_MAX = 200;
export function shortened(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/** The shop icon as the home page's tiles ask for it (400 x 400). */
const shopImagePath = (image: string) =>
  `/user/category/view/img?${new URLSearchParams({ img: image, format: "jpeg", width: "400", height: "400" }).toString()}`;

const PRODUCT_IMAGE_HEIGHT = 500;

async function computeMeta(db: Db, address: ShopAddress): Promise<PageMeta | null> {
  const shop = await db.shop.findUnique({
    where: address.kind === "private" ? { uniqueId: address.storeUniqueId } : { id: address.shopId },
    select: {
      id: true,
      uniqueId: true,
      displayName: true,
      street: true,
      city: true,
      image: true,
      shopGroup: true,
      status: true,
      stores: { select: { id: true } },
    },
  });
  if (!shop || shop.status !== "live" || (shop.shopGroup === "private") !== (address.kind === "private")) return null;
  const canonical: ShopAddress =
    address.kind === "private"
      ? { kind: "private", storeUniqueId: shop.uniqueId ?? address.storeUniqueId, productId: null }
      : { kind: "public", shopId: shop.id, productId: null };
  const shopMeta: PageMeta = {
    title: shop.displayName,
    // As the products page writes it (spec part 1 section 2: from display_name and street).
    description: shortened(`${shop.displayName}, ${shop.street}, ${shop.city}`),
    image: shop.image ? shopImagePath(shop.image) : null,
    path: shopPath(canonical),
  };
  if (!address.productId) return shopMeta;
  const [product] = await viewsByIds(
    db,
    [address.productId],
    shop.stores.map((s) => s.id),
  );
  if (!product) return shopMeta;
  const info = product.productInfo;
  const name = info.unit ? `${info.product_name} ${info.unit}` : info.product_name;
  const price = product.stores[0]?.net_price;
  const priced = price === undefined ? "" : `₹${price.toFixed(2)} at ${shop.displayName}. `;
  return {
    title: `${name} | ${shop.displayName}`,
    description: shortened(`${priced}${info.description}`),
    image: info.images[0] ? productImagePath(info.images[0].name, PRODUCT_IMAGE_HEIGHT) : shopMeta.image,
    path: productPath(canonical, product._id),
  };
}

/** The preview of an address, kept in the answer cache until the shop's data changes. */
export async function pageMeta(db: Db, answers: AnswerCache, address: ShopAddress): Promise<PageMeta | null> {
  const key = `meta:${JSON.stringify(address)}`;
  const epochs =
    address.kind === "public" ? [TILES_EPOCH, ...shopPageEpochs(address.shopId)] : [TILES_EPOCH, CATALOG_EPOCH];
  const cached = await answers.get(key, epochs, async () => JSON.stringify(await computeMeta(db, address)));
  return JSON.parse(cached.body) as PageMeta | null;
}
