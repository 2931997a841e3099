// Product images: their address, and the first cards' images started before the list is drawn.
import type { ProductView } from "@contract/catalog";
import { CARD_IMAGE_HEIGHT as CARD_HEIGHT, productImagePath } from "@contract/catalog-constants";

/** The same address the server preloads from a shop page's HTML (productImagePath). */
export const productImageUrl = (name: string, height: 100 | 150 | 300 | 500) => productImagePath(name, height);

/** The first cards (a phone's first screen) load their images at once, not when they near the screen. */
export const EAGER_CARD_IMAGES = 4;
export const CARD_IMAGE_HEIGHT = CARD_HEIGHT;

/**
 * Starts the first cards' images as soon as a list arrives, before React has drawn it: the largest
 * paint of a shop's page is its first product's image. The cards' <img> then find them in the cache.
 */
export function warmCardImages(products: ProductView[]): void {
  if (typeof Image === "undefined") return;
  for (const product of products.slice(0, EAGER_CARD_IMAGES)) {
    const image = product.productInfo.images[0];
    if (image) new Image().src = productImageUrl(image.name, CARD_IMAGE_HEIGHT);
  }
}
