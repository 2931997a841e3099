// Rules named once and imported everywhere (the server decides; the web shows): India's offset from
// UTC lives in india-time-constants.ts, delivery types are compared by name (cart-constants.ts), an
// open escalation and "delivered" are orders-constants.ts's, "Galli Cash pays it all" and "no promo
// on COD" are checkout-constants.ts's. This test keeps the copies at zero in the code people read
// (tests and their helpers may write literal values to check them).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DELIVERY_TYPE } from "../contract/cart-constants";
import { galliCashPaysAll, PROMO_REFUSAL, promoRefusal } from "../contract/checkout-constants";
import { INDIA_OFFSET_MINUTES, INDIA_OFFSET_MS, indiaWallClock } from "../contract/india-time-constants";
import {
  CLOSED_STATUSES,
  ESCALATION_STATUS,
  isOpenEscalation,
  isWithdrawableEscalation,
  ORDER_STATUS,
  wasDelivered,
} from "../contract/orders-constants";

const ROOTS = ["server/src", "web/src", "seed", "bench", "scripts", "e2e"];
const OFFSET_HOME = path.resolve("server/src/contract/india-time-constants.ts");

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (["generated", "testing", "node_modules", "fixtures"].includes(entry.name)) continue;
      out.push(...sourceFiles(full));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(test|e2e)\.tsx?$|^test-|fixtures?\.ts$|test-data\.ts$|test-world\.ts$/.test(entry.name)
    ) {
      out.push(full);
    }
  }
  return out;
}

const files = ROOTS.flatMap((r) => sourceFiles(path.resolve(r)));

/** Every match of `pattern` outside comments, as "file: text". */
function findAll(pattern: RegExp, skip: (file: string) => boolean = () => false): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (skip(file)) continue;
    const code = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l))
      .join("\n");
    for (const m of code.matchAll(pattern)) found.push(`${path.relative(process.cwd(), file)}: ${m[0]}`);
  }
  return found;
}

describe("rules written in one place", () => {
  it("writes India's offset from UTC only in india-time-constants.ts", () => {
    const offset = /\b330\s*\*\s*60|\b5\.5\s*\*\s*3_?600|\b19_?800_?000\b|\b19_?800\b/g;
    expect(findAll(offset, (f) => f === OFFSET_HOME)).toEqual([]);
    expect(INDIA_OFFSET_MINUTES * 60_000).toBe(INDIA_OFFSET_MS);
    expect(indiaWallClock(Date.UTC(2026, 0, 1, 18, 30)).toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });

  it("compares delivery types by name, never as bare numbers", () => {
    const raw =
      /\b(delivery_type|deliveryType|deliveryPref)\s*(===|!==|==|!=|\?\?)\s*\d\b|\b\d\s*(===|!==)\s*[\w.]*\b(delivery_type|deliveryType)\b/g;
    expect(findAll(raw)).toEqual([]);
    expect(DELIVERY_TYPE).toEqual({ byShop: 1, selfPickup: 3 });
  });

  it("has one definition of an open escalation and of delivered", () => {
    const openSet = /OPEN_ESCALATION\w*\s*(:[^=]*)?=\s*new Set\(\[\s*\d/g;
    const delivered = /deliveredAt\s*!==?\s*null\s*\|\|/g;
    const home = path.resolve("server/src/contract/orders-constants.ts");
    expect(findAll(openSet)).toEqual([]);
    expect(findAll(delivered, (f) => f === home)).toEqual([]);
    const open = Object.values(ESCALATION_STATUS).filter(isOpenEscalation);
    expect(open).toEqual([1, 2, 4, 5, 6]);
    expect(Object.values(ESCALATION_STATUS).filter(isWithdrawableEscalation)).toEqual([1, 2]);
    expect(wasDelivered({ status: ORDER_STATUS.shipping, deliveredAt: null })).toBe(false);
    expect(wasDelivered({ status: ORDER_STATUS.verified, deliveredAt: null })).toBe(true);
    expect(wasDelivered({ status: ORDER_STATUS.cancelled, deliveredAt: new Date() })).toBe(true);
  });

  it("has one list of the statuses of an order closed unfulfilled", () => {
    const closed = /ORDER_STATUS\.cancelled,\s*ORDER_STATUS\.rejected,\s*ORDER_STATUS\.denied|FREED_STATUSES = \[/g;
    const home = path.resolve("server/src/contract/orders-constants.ts");
    expect(findAll(closed, (f) => f === home)).toEqual([]);
    expect(CLOSED_STATUSES).toEqual([7, 8, 9]);
  });

  it("decides Galli Cash pays it all and no promo on COD in the contract", () => {
    expect(galliCashPaysAll({ useWallet: true, balance: 500, due: 500 })).toBe(true);
    expect(galliCashPaysAll({ useWallet: true, balance: 499, due: 500 })).toBe(false);
    expect(galliCashPaysAll({ useWallet: false, balance: 900, due: 500 })).toBe(false);
    expect(promoRefusal({ cod: true, galliCashPaysAll: true })).toBe(PROMO_REFUSAL.cod);
    expect(promoRefusal({ cod: false, galliCashPaysAll: true })).toBe(PROMO_REFUSAL.galliCashOnly);
    expect(promoRefusal({ cod: false })).toBeNull();
    // The web reads the priced order instead of comparing its payable with 0 itself.
    expect(findAll(/billing\.payable\s*===\s*0/g)).toEqual([]);
  });
});
