// The keys of the read-mostly answers' versions (model ReadEpoch) and the interface both builds of
// read-epochs.ts answer through.
export type ReadEpochs = {
  /**
   * The current versions of the keys, in order (0 before a key's first write). `checkedAfter`: a
   * `checks()` count taken when the request began; when the versions have been brought up to date
   * since (by another lookup of the same request), they are answered from memory without a new
   * check: every commit before the request was seen by that check, and one after it is concurrent
   * with the request (the request may see it or not, as if it had come a moment earlier).
   */
  versions(keys: string[], checkedAfter?: number): Promise<number[]>;
  /** SQLite: how many times the versions have been brought up to date with the database so far. */
  checks?(): number;
  close(): void | Promise<void>;
  /**
   * PostgreSQL: whether versions come from memory now, how many lookups asked the database, and
   * whether the customers' keys are followed (their channel LISTENed).
   */
  stats?(): { live: boolean; lookups: number; followsCustomers: boolean };
};

export const CATALOG_EPOCH = "catalog";
/** Every console guard's answer: sessions' ends, members, custom roles, merchants' shops and stores. */
export const CONSOLES_EPOCH = "consoles";
/** The merchant API's callers: keys revoked or moved, stores' keys and owners. */
export const API_KEYS_EPOCH = "api-keys";
export const TILES_EPOCH = "tiles";
export const shopEpoch = (shopId: string) => `shop:${shopId}`;
/**
 * A customer's cart as the basket optimizer prices it (migration cart_epoch). One key per customer:
 * neither build loads them all; each process follows only those it is asked for.
 */
export const cartEpoch = (userId: string) => `${CART_PREFIX}${userId}`;
export const CART_PREFIX = "cart:";
export const isCustomerKey = (key: string) => key.startsWith(CART_PREFIX);

export type ReadEpochOptions = {
  /** PostgreSQL: how many customers' keys a process follows at most (the least recently asked go first). */
  customerKeys?: number;
  /** PostgreSQL: how long a process keeps following customers' keys after the last lookup of one. */
  customerLingerMs?: number;
};
