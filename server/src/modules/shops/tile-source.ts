// Where the shop calls read stores, shop tiles and offers from: the database (sql.ts) or the
// in-memory tile index (tile-index.ts). Both answer the same questions the same way, so the
// range logic (nearby.ts) and the tiles (cards.ts) do not know which one they use.
import type { Db } from "../../lib/db";
import type { Box } from "../../lib/geo";
import type { ShopGroupName } from "../../contract/shops";
import {
  countShopsWithStores,
  liveOfferRows,
  shopRows,
  storesInBox,
  storesOfGroup,
  storesOfShops,
  type OfferRow,
  type ShopRow,
  type StoreRow,
} from "./sql";

type Maybe<T> = T | Promise<T>;

export type TileSource = {
  storesInBox(group: ShopGroupName, box: Box): Maybe<StoreRow[]>;
  storesOfGroup(group: ShopGroupName): Maybe<StoreRow[]>;
  storesOfShops(shopIds: string[]): Maybe<StoreRow[]>;
  countShopsWithStores(group: ShopGroupName): Maybe<number>;
  shopRows(ids: string[]): Maybe<ShopRow[]>;
  liveOfferRows(shopIds: string[], now: Date): Maybe<OfferRow[]>;
  /**
   * A number that moves whenever the live offers change with time alone (an offer expiring): with
   * the source's version, it tells whether an answer built earlier still holds at `now`.
   */
  offerClock(now: Date): number;
  /** The "tiles" version the source matches (null: read straight from the database, always current). */
  readonly version: number | null;
};

export function sqlTileSource(db: Db): TileSource {
  return {
    storesInBox: (group, box) => storesInBox(db, group, box),
    storesOfGroup: (group) => storesOfGroup(db, group),
    storesOfShops: (ids) => storesOfShops(db, ids),
    countShopsWithStores: (group) => countShopsWithStores(db, group),
    shopRows: (ids) => shopRows(db, ids),
    liveOfferRows: (ids, now) => liveOfferRows(db, ids, now),
    // Read straight from the database, nothing is reused: every instant is its own.
    offerClock: (now) => now.getTime(),
    version: null,
  };
}
