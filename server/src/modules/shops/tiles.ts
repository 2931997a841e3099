// One tile source per database for every caller in the process: the shop calls and the
// cross-shop reads (search, basket) share the in-memory index instead of loading it twice.
import type { Db } from "../../lib/db";
import type { ReadEpochs } from "../../lib/read-epochs";
import { tileIndex } from "./tile-index";
import { sqlTileSource, type TileSource } from "./tile-source";

export type Tiles = () => Promise<TileSource> | TileSource;

const shared = new WeakMap<object, Tiles>();

/** In memory while the read cache is on (exact through the "tiles" version), else the database. */
export function tilesFor(db: Db, epochs: ReadEpochs | null): Tiles {
  // Keyed by the app's versions reader when it has one: an app without caches over the same
  // database (the equality tests build one) keeps reading the database.
  const owner: object = epochs ?? db;
  const known = shared.get(owner);
  if (known) return known;
  const index = epochs ? tileIndex(db, epochs) : null;
  const sql = sqlTileSource(db);
  const tiles: Tiles = () => (index ? index.current() : sql);
  shared.set(owner, tiles);
  return tiles;
}
