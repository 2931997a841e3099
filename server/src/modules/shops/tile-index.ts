// The shop calls' data held in memory: every store on a grid per shop group, every shop's tile
// fields and its public promos. A 10 km search then looks at the few grid cells around the point
// instead of walking thousands of index entries and mapping rows through Prisma. The index is
// rebuilt when the "tiles" version moves (read-epochs.ts: triggers bump it on every shop, store
// and promo write, in any process), so answers always equal the database's. Promo expiry is
// checked per call against the clock, like the SQL does.
import type { Db } from "../../lib/db";
import type { Box } from "../../lib/geo";
import { TILES_EPOCH, type ReadEpochs } from "../../lib/read-epochs";
import type { ShopGroupName } from "../../contract/shops";
import { allStoresWithGroup, listedPromoRows, shopRows, type ShopRow, type StoreRow, type PromoRow } from "./sql";
import type { TileSource } from "./tile-source";
import { scheduleClock, scheduleTurns } from "../../lib/opening-hours";

/** Grid cell size in degrees (about 2.2 km of latitude): a 10 km search reads about 100 cells. */
const CELL_DEG = 0.02;
const cellOf = (deg: number) => Math.floor(deg / CELL_DEG);
const cellKey = (latCell: number, lngCell: number) => (latCell + 10_000) * 100_000 + (lngCell + 50_000);
/** The versions the index is kept by (one list: the versions reader answers it from memory). */
const TILES_KEYS = [TILES_EPOCH];

type Snapshot = {
  version: number;
  groups: Map<string, { all: StoreRow[]; cells: Map<number, StoreRow[]>; shopsWithStores: number }>;
  storesByShop: Map<string, StoreRow[]>;
  shops: Map<string, ShopRow>;
  promos: Map<string, PromoRow[]>;
  /** Every listed promo's expiry (ms), ascending: how many have passed is the offer clock. */
  expiries: number[];
  /** The minutes of the week at which some shop's own schedule opens or closes it. */
  turns: number[];
};

async function load(db: Db, version: number): Promise<Snapshot> {
  const [stores, shopIds, promos] = await Promise.all([
    allStoresWithGroup(db),
    db.shop.findMany({ select: { id: true }, where: { status: "live" } }),
    // Public promos not used up; expiry is checked per call.
    listedPromoRows(db),
  ]);
  const shops = new Map<string, ShopRow>();
  const ids = shopIds.map((s) => s.id);
  for (let i = 0; i < ids.length; i += 500)
    for (const r of await shopRows(db, ids.slice(i, i + 500))) shops.set(r.id, r);

  const groups: Snapshot["groups"] = new Map();
  const storesByShop = new Map<string, StoreRow[]>();
  for (const { shopGroup, ...store } of stores) {
    let g = groups.get(shopGroup);
    if (!g) groups.set(shopGroup, (g = { all: [], cells: new Map(), shopsWithStores: 0 }));
    g.all.push(store);
    const key = cellKey(cellOf(store.lat), cellOf(store.lng));
    const cell = g.cells.get(key);
    if (cell) cell.push(store);
    else g.cells.set(key, [store]);
    const own = storesByShop.get(store.shopId);
    if (own) own.push(store);
    else storesByShop.set(store.shopId, [store]);
  }
  for (const g of groups.values()) g.shopsWithStores = new Set(g.all.map((s) => s.shopId)).size;
  const byShop = new Map<string, PromoRow[]>();
  for (const p of promos) {
    const list = byShop.get(p.shopId);
    const row = { ...p, expiresAt: new Date(p.expiresAt) };
    if (list) list.push(row);
    else byShop.set(p.shopId, [row]);
  }
  const expiries = promos.map((p) => new Date(p.expiresAt).getTime()).sort((a, b) => a - b);
  const turns = scheduleTurns(shops.values());
  return { version, groups, storesByShop, shops, promos: byShop, expiries, turns };
}

const inBox = (s: StoreRow, b: Box) => s.lat >= b.minLat && s.lat <= b.maxLat && s.lng >= b.minLng && s.lng <= b.maxLng;

function source(snap: Snapshot): TileSource {
  const group = (g: ShopGroupName) => snap.groups.get(g);
  return {
    version: snap.version,
    storesInBox(g, box) {
      const grid = group(g);
      if (!grid) return [];
      const [lat0, lat1, lng0, lng1] = [cellOf(box.minLat), cellOf(box.maxLat), cellOf(box.minLng), cellOf(box.maxLng)];
      // A box wider than the group's stores: a scan of them all is cheaper than the empty cells.
      if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > grid.all.length) return grid.all.filter((s) => inBox(s, box));
      const out: StoreRow[] = [];
      for (let la = lat0; la <= lat1; la++)
        for (let ln = lng0; ln <= lng1; ln++) {
          const cell = grid.cells.get(cellKey(la, ln));
          if (cell) for (const s of cell) if (inBox(s, box)) out.push(s);
        }
      return out;
    },
    storesOfGroup: (g) => group(g)?.all ?? [],
    storesOfShops: (ids) => ids.flatMap((id) => snap.storesByShop.get(id) ?? []),
    countShopsWithStores: (g) => group(g)?.shopsWithStores ?? 0,
    shopRows: (ids) => ids.flatMap((id) => snap.shops.get(id) ?? []),
    liveOfferRows: (ids, now) =>
      ids
        .flatMap((id) => (snap.promos.get(id) ?? []).filter((p) => p.expiresAt > now))
        .map(({ shopId, valueType, codeValue }) => ({
          shopId,
          valueType,
          codeValue,
        })),
    offerClock(now) {
      // Offers live while expiresAt > now: count the expiries at or before now (binary search).
      const t = now.getTime();
      let [lo, hi] = [0, snap.expiries.length];
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (snap.expiries[mid] <= t) lo = mid + 1;
        else hi = mid;
      }
      // An answer also holds only while no shop's hours open or close it (0 without hours).
      return scheduleClock(snap.turns, now) * (snap.expiries.length + 1) + lo;
    },
  };
}

/** The tile index of one process: `current()` gives a source that matches the database now. */
export function tileIndex(db: Db, epochs: ReadEpochs) {
  let snap: Snapshot | null = null;
  // The source over the current snapshot, made once per snapshot (not per request).
  let current: TileSource | null = null;
  let loading: { version: number; job: Promise<Snapshot> } | null = null;
  return {
    async current(): Promise<TileSource> {
      const [version] = await epochs.versions(TILES_KEYS);
      if (snap?.version === version) return (current ??= source(snap));
      if (loading?.version !== version) {
        const job = load(db, version).then((s) => {
          current = null;
          return (snap = s);
        });
        loading = { version, job };
        void job
          .finally(() => {
            if (loading?.job === job) loading = null;
          })
          .catch(() => undefined);
      }
      return source(await loading.job);
    },
  };
}
