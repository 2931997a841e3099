// What other modules may use of shop discovery: the shared tile source, the shops in range of a
// point (the home page's rule) and their tiles (rating, open state, offer, delivery time).
export { tilesFor, type Tiles } from "./tiles";
export { shopsInRange, type Nearby, type ShopHit, type StoreHit } from "./nearby";
export { toShopGroup } from "./cards";
export type { TileSource } from "./tile-source";
export { codRule, shopClock, shopOrderFields, type CodRule, type CodShop } from "./order-fields";
export { sellerOf } from "./seller";
