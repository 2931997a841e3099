// The escalation refund rule over random checkouts: carts over one to three stores (offers, 0-28%
// tax), packaging and delivery, discount or cashback promos, Galli Cash splits, and requests on
// any subset of lines in any order. Refunds never exceed what was paid, the part of every line is
// its net price and tax less its discount share, and an order refunded unit by unit returns exactly
// what was paid for it.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { computeBilling, type BillingLine } from "../cart/public";
import { netUnitPrice } from "../cart/allocation";
import { splitByStore } from "../checkout/split";
import {
  cashbackTakeBack,
  earnedCashback,
  feesRefund,
  lineRefund,
  lineTax,
  minimumShare,
  paidFor,
  unitsValue,
  type RefundOrder,
} from "./refund-share";

const TAXES = [0, 3, 5, 12, 18, 28];

const lineArb = fc.record({
  sellingPrice: fc.integer({ min: 1, max: 250_000 }),
  offerPercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 50, noNaN: true })),
  taxPercent: fc.constantFrom(...TAXES),
  qty: fc.integer({ min: 1, max: 12 }),
});

const checkoutArb = fc.record({
  stores: fc.array(fc.array(lineArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
  packaging: fc.integer({ min: 0, max: 5_000 }),
  deliveryCharge: fc.integer({ min: 0, max: 10_000 }),
  deliveryType: fc.constantFrom(1 as const, 3 as const),
  promo: fc.option(
    fc.record({ offerType: fc.constantFrom(1 as const, 2 as const), amount: fc.integer({ min: 0, max: 200_000 }) }),
  ),
  online: fc.boolean(),
  walletShare: fc.double({ min: 0, max: 1, noNaN: true }),
  requests: fc.array(fc.record({ pick: fc.nat(), qtyShare: fc.double({ min: 0, max: 1, noNaN: true }) }), {
    maxLength: 12,
  }),
  wholeOrder: fc.boolean(),
});

type Checkout = typeof checkoutArb extends fc.Arbitrary<infer T> ? T : never;

/** The orders checkout would write for this cart: one per store, as order-writer.ts splits them. */
function ordersOf(c: Checkout) {
  const all: BillingLine[] = c.stores.flat();
  const billing = computeBilling({
    lines: all,
    shop: { deliveryCharge: c.deliveryCharge, packagingCharge: c.packaging },
    deliveryType: c.deliveryType,
    promo: c.promo,
  });
  const wallet = Math.floor(billing.total * c.walletShare);
  const shares = splitByStore(
    c.stores.map((lines, i) => ({ storeId: `s${i}`, lines })),
    { packaging: billing.packaging, delivery: billing.delivery },
    c.deliveryType,
    { offerType: billing.offerType, amount: billing.offerAmount },
    c.online ? billing.total - wallet : 0,
    wallet,
  );
  const orders = shares.map((s, i) => {
    const order: RefundOrder & { tax: number; paid: number } = {
      offerType: billing.offerType,
      offerAmount: s.offerAmount,
      netPrice: s.netPrice,
      delivery: s.delivery,
      tax: s.tax,
      items: c.stores[i].map((l, j) => ({
        id: `s${i}-l${j}`,
        qty: l.qty,
        netPrice: netUnitPrice(l.sellingPrice, l.offerPercent),
        taxPercent: l.taxPercent,
      })),
      // Online: Galli Cash + online; cash on delivery: the whole amount once delivered.
      paid: c.online ? s.walletAmount + s.onlineAmount : s.amount,
    };
    return order;
  });
  return { billing, orders };
}

describe("escalation refunds over random checkouts", () => {
  it("never exceed what was paid; a whole order comes back to the paisa", () => {
    fc.assert(
      fc.property(checkoutArb, (c) => {
        const { billing, orders } = ordersOf(c);
        expect(orders.reduce((s, o) => s + o.paid, 0)).toBe(billing.total);
        for (const order of orders) {
          // The refund rule prices the lines exactly as the bill taxed them.
          expect(order.items.reduce((s, l) => s + lineTax(l), 0)).toBe(order.tax);
          const asks = c.wholeOrder
            ? order.items.map((l) => ({ line: l, qty: l.qty }))
            : c.requests.map((r) => {
                const line = order.items[r.pick % order.items.length];
                return { line, qty: Math.max(1, Math.ceil(line.qty * r.qtyShare)) };
              });
          const refundedQty = new Map<string, number>();
          let refunded = 0;
          for (const { line, qty } of asks) {
            if (refundedQty.has(line.id)) continue; // one refund per line
            const amount = lineRefund(order, line, qty, refundedQty, order.paid - refunded);
            expect(amount).toBeGreaterThanOrEqual(0);
            const whole =
              qty >= line.qty && order.items.every((i) => i.id === line.id || (refundedQty.get(i.id) ?? 0) >= i.qty);
            if (!whole) {
              expect(amount).toBe(Math.min(paidFor(order, line, qty), order.paid - refunded));
              expect(amount).toBeLessThanOrEqual(unitsValue(line, qty));
            }
            refundedQty.set(line.id, qty);
            refunded += amount;
            expect(refunded).toBeLessThanOrEqual(order.paid);
          }
          if (c.wholeOrder) expect(refunded).toBe(order.paid);
        }
      }),
      { numRuns: 600 },
    );
  });

  it("a line's units come back with their tax and less their discount share", () => {
    // The tray: 2 x 237.97 at 5% tax. One tray cost 237.97 + 11.90 = 249.87.
    const tray = { id: "tray", qty: 2, netPrice: 23797, taxPercent: 5 };
    const plain: RefundOrder = { offerType: 0, offerAmount: 0, netPrice: 60000, delivery: 4000, items: [tray] };
    expect(lineTax(tray)).toBe(2380);
    expect(paidFor(plain, tray, 1)).toBe(24987);
    expect(paidFor(plain, tray, 2)).toBe(49974);
    // A 64.00 discount over a 640.00 bill: a tenth of every paisa, rounded up.
    const discounted = { ...plain, offerType: 2, offerAmount: 6400 };
    expect(paidFor(discounted, tray, 1)).toBe(24987 - 2499);
    // A cashback is paid on top and takes nothing off.
    expect(paidFor({ ...plain, offerType: 1, offerAmount: 6400 }, tray, 1)).toBe(24987);
  });

  it("a whole order's charges are their own refund: its lines' goods and the fees add up to what was paid", () => {
    const masala = { id: "masala", qty: 1, netPrice: 8500, taxPercent: 5 };
    const tea = { id: "tea", qty: 2, netPrice: 10000, taxPercent: 5 };
    const order: RefundOrder = { offerType: 0, offerAmount: 0, netPrice: 30125, delivery: 2000, items: [masala, tea] };
    // 85.00 + 4.25 tax and 200.00 + 10.00 tax, 2.00 packaging, 20.00 delivery: 321.25 paid.
    expect(paidFor(order, masala, 1) + paidFor(order, tea, 2)).toBe(29925);
    expect(feesRefund(order, 32125)).toBe(2200);
  });

  it("cashback is earned on what was kept: in proportion, nothing under the minimum, taken back from refunds only", () => {
    // ₹100 cashback, ₹500 minimum, on a 1090.00 bill.
    const order = { offerType: 1, offerAmount: 10000, netPrice: 105000, delivery: 4000 };
    expect(earnedCashback(order, 50000, 0)).toBe(10000);
    expect(earnedCashback(order, 50000, 45000)).toBe(5871); // 640.00 kept: 100 x 640/1090
    expect(earnedCashback(order, 50000, 59001)).toBe(0); // 499.99 kept: under the minimum
    expect(earnedCashback(order, 0, 109000)).toBe(0);
    expect(earnedCashback({ ...order, offerType: 2 }, 0, 0)).toBe(0);
    // Taken back: what is credited beyond what is earned, never more than the refund itself.
    expect(cashbackTakeBack(10000, 5871, 45000)).toBe(4129);
    expect(cashbackTakeBack(5871, 0, 2000)).toBe(2000);
    expect(cashbackTakeBack(3000, 5000, 2000)).toBe(0);
    // A checkout's minimum is shared by its stores' orders like its promo.
    expect(minimumShare(50000, 30000, 120000)).toBe(12500);
    expect(minimumShare(50000, 109000, 109000)).toBe(50000);
    expect(minimumShare(0, 1, 2)).toBe(0);
  });
});
