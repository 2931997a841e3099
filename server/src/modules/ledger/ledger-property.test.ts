// The shops' ledger as a property: random orders (online, cash on delivery, Galli Cash with or
// without an online part, several lines and tax slabs, delivery and packaging, a discount) and random
// event sequences (delivery, cancellation, partial line and order refunds, escalation refunds split
// between the source and Galli Cash, a failed source refund's Galli Cash fallback, payouts, the
// customer's Submit: a cashback promo credited then and taken back from later refunds, cash on
// delivery not charged at the door for lines reported undelivered, cash on delivery collected by a
// delivery member, in full or less, and its handover to the shop; before shipping, a line short at
// packing: refunded as its share, or a cheaper substitute accepted and its difference refunded, to
// the source and Galli Cash, or with cash on delivery off the cash to collect). After every event: every
// journal sums to 0, per order customer = -(shop + commission + fee + TCS), a journal once posted is
// never computed differently, nothing is posted twice, nothing is given back beyond what was taken,
// a fully refunded order leaves every account at 0, the customer never ends up with money they did
// not pay, and the cashback kept is what was earned on what was kept (more only while the refunds
// since Submit were too small to take it back).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEDGER_ACCOUNT as A, LEDGER_ACCOUNTS, ledgerKey } from "../../contract/ledger-constants";
import { commissionOf, saleParts, sumEntries, type Entries } from "./money";
import { orderJournals } from "./sync";
import { cashbackTakeBack, earnedCashback, lineRefund } from "../orders/refund-share";
import { acceptedRefund } from "../substitutions/money";

type Line = { id: string; qty: number; netPrice: number; taxPercent: number; commission: number };
type Refund = { id: string; key: string | null; orderItemId: string | null; amount: number; createdAt: Date };

const TAX = [0, 5, 12, 18, 28];

const lineArb = fc.record({
  qty: fc.integer({ min: 1, max: 6 }),
  netPrice: fc.integer({ min: 1, max: 200_000 }),
  taxPercent: fc.constantFrom(...TAX),
  bps: fc.integer({ min: 0, max: 10_000 }),
  minimum: fc.integer({ min: 0, max: 1_000 }),
});

const orderArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  pay: fc.constantFrom("online", "cod", "wallet", "wallet+online", "cod+wallet"),
  delivery: fc.integer({ min: 0, max: 9_900 }),
  packaging: fc.integer({ min: 0, max: 2_000 }),
  discountShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
  walletShare: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
  // Cash on delivery collected by a delivery member: the share of the cash due they collected.
  member: fc.option(fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true }))),
  // A cashback promo (never with cash on delivery nor with a discount): its amount and minimum
  // purchase as shares of the bill.
  cashback: fc.option(
    fc.record({
      share: fc.double({ min: 0.001, max: 1, noNaN: true }),
      minimum: fc.double({ min: 0, max: 1.2, noNaN: true }),
    }),
  ),
});

const eventArb = fc.oneof(
  fc.constant({ kind: "deliver" as const }),
  fc.constant({ kind: "cancel" as const }),
  fc.record({
    kind: fc.constant("lineRefund" as const),
    line: fc.nat(3),
    frac: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant("escalation" as const),
    line: fc.nat(3),
    frac: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant("orderRefund" as const), frac: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
  fc.constant({ kind: "fallback" as const }),
  fc.constant({ kind: "payout" as const }),
  fc.constant({ kind: "handover" as const }),
  // The customer's Submit; with cash on delivery, the lines flagged were reported undelivered.
  fc.record({ kind: fc.constant("verify" as const), undelivered: fc.array(fc.boolean(), { maxLength: 4 }) }),
  // Before shipping: `short` of a line's units missing at packing; with a substitute worth `worth`
  // of them (accepted), else refunded (no substitute, or declined).
  fc.record({
    kind: fc.constant("substitution" as const),
    line: fc.nat(3),
    short: fc.double({ min: 0, max: 1, noNaN: true }),
    worth: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  }),
);

const linePaid = (l: Line) => l.netPrice * l.qty + Math.round((l.netPrice * l.qty * l.taxPercent) / 100);

describe("the shops' ledger, over random orders and events", () => {
  it("balances after every event and never posts twice", () => {
    fc.assert(
      fc.property(orderArb, fc.array(eventArb, { maxLength: 12 }), (spec, events) => {
        const items: Line[] = spec.lines.map((l, i) => ({
          id: `line-${i}`,
          qty: l.qty,
          netPrice: l.netPrice,
          taxPercent: l.taxPercent,
          commission: commissionOf({ bps: l.bps, minimum: l.minimum }, l.netPrice * l.qty),
        }));
        const billed = items.reduce((s, l) => s + linePaid(l), 0) + spec.delivery + spec.packaging;
        const cod = spec.pay === "cod" || spec.pay === "cod+wallet";
        const cashback = cod ? null : spec.cashback;
        const amount = billed - (cashback ? 0 : Math.floor(billed * spec.discountShare));
        const promo = {
          offerType: cashback ? 1 : 0,
          offerAmount: cashback ? Math.max(1, Math.floor(billed * cashback.share)) : 0,
          netPrice: billed - spec.delivery,
          delivery: spec.delivery,
        };
        const minimum = cashback ? Math.floor(billed * cashback.minimum) : 0;
        const walletAmount =
          spec.pay === "wallet" ? amount : spec.pay.includes("+") ? Math.floor(amount * spec.walletShare) : 0;
        const onlineAmount = cod ? 0 : amount - walletAmount;
        const order = {
          id: "order-1",
          shopId: "shop-1",
          paymentType: cod ? 2 : 1,
          amount,
          walletAmount,
          onlineAmount,
          items,
          status: 1,
          orderedAt: new Date(Date.UTC(2026, 10, 1)),
          deliveredAt: null as Date | null,
          refunds: [] as Refund[],
          cashHolderId: null as string | null,
          cashCollected: null as number | null,
          cashHandedOverAt: null as Date | null,
        };

        const posted = new Map<string, Entries>();
        let paidOut = 0;
        let clock = order.orderedAt.getTime();
        const tick = () => new Date((clock += 60_000));
        const refunded = () =>
          order.refunds.filter((r) => !r.key?.startsWith("fallback:")).reduce((s, r) => s + r.amount, 0);
        // The customer's money: refunds received, and the cashback on their Galli Cash (credited at
        // Submit, taken back from later refunds).
        let verified = false;
        let received = 0;
        let credited = 0;
        let creditedAtSubmit = 0;
        let refundedSinceSubmit = 0;
        const addRefund = (amount: number, orderItemId: string | null, key: string | null = null) => {
          const left = amount > 0 ? Math.min(amount, order.amount - refunded()) : 0;
          if (left <= 0) return;
          if (!key?.startsWith("door:")) {
            const takeBack = verified
              ? cashbackTakeBack(credited, earnedCashback(promo, minimum, refunded() + left), left)
              : 0;
            credited -= takeBack;
            received += left - takeBack;
          }
          if (verified) refundedSinceSubmit += left;
          order.refunds.push({
            id: `refund-${order.refunds.length}`,
            key,
            orderItemId,
            amount: left,
            createdAt: tick(),
          });
        };
        const doorRefunded = () =>
          order.refunds.filter((r) => r.key?.startsWith("door:")).reduce((s, r) => s + r.amount, 0);
        const delivered = () => order.deliveredAt !== null;
        const substituted = new Set<string>();
        const wholeShort = new Map<string, number>();
        const closed = () => order.status >= 7;

        const sync = () => {
          const drafts = orderJournals(order);
          const keys = drafts.map((d) => d.key);
          expect(new Set(keys).size).toBe(keys.length);
          for (const d of drafts) {
            expect(sumEntries(d.entries)).toBe(0);
            const had = posted.get(d.key);
            // Posted once; computed again later it is the same journal.
            if (had) expect(d.entries).toEqual(had);
            else posted.set(d.key, d.entries);
          }
        };

        const check = () => {
          const total = (account: string) =>
            [...posted.values()].reduce((s, e) => s + (e[account as keyof Entries] ?? 0), 0);
          for (const e of posted.values()) expect(sumEntries(e)).toBe(0);
          expect(LEDGER_ACCOUNTS.reduce((s, a) => s + total(a), 0)).toBe(0);
          expect(total(A.payout)).toBe(paidOut);
          // Never more given back than taken.
          expect(total(A.commission)).toBeGreaterThanOrEqual(0);
          expect(total(A.tcs)).toBeGreaterThanOrEqual(0);
          expect(total(A.gatewayFee)).toBeGreaterThanOrEqual(0);
          const sold = posted.has(ledgerKey.sale(order.id));
          if (sold) {
            const p = saleParts(order);
            expect(total(A.commission)).toBeLessThanOrEqual(p.commission);
            expect(total(A.tcs)).toBeLessThanOrEqual(p.tcs);
            expect(total(A.gatewayFee)).toBeLessThanOrEqual(p.fee);
            // The shop keeps what was paid and not refunded, less what Galli keeps of it (and,
            // with cash on delivery, less the cash it already holds).
            // (Cash not charged at the door was never collected.)
            // Cash a delivery member holds is the shop's side too (member_cash until its handover).
            const cash = cod ? order.amount - order.walletAmount - doorRefunded() : 0;
            const held = order.cashHolderId && !order.cashHandedOverAt ? (order.cashCollected ?? 0) : 0;
            expect(total(A.memberCash) + held).toBe(0);
            expect(total(A.shop) + total(A.memberCash) + paidOut).toBe(
              order.amount - refunded() - total(A.commission) - total(A.gatewayFee) - total(A.tcs) - cash,
            );
            if (refunded() === order.amount)
              for (const a of [A.commission, A.tcs, A.gatewayFee]) expect(total(a)).toBe(0);
          } else {
            expect(posted.size).toBe(paidOut === 0 ? 0 : posted.size);
          }
          // The customer never ends up with money they did not pay: what they paid (with cash on
          // delivery, the Galli Cash part, and once delivered the cash charged at the door) covers
          // what came back and the cashback kept; all of it back means no cashback at all.
          const paid = cod
            ? order.walletAmount + (delivered() ? order.amount - order.walletAmount - doorRefunded() : 0)
            : order.amount;
          expect(received + credited).toBeLessThanOrEqual(paid);
          expect(credited).toBeGreaterThanOrEqual(0);
          if (refunded() === order.amount) expect(credited).toBe(0);
          // The cashback kept: what is earned on what was kept, more only by what the refunds since
          // Submit could not take back.
          if (verified) {
            const earned = earnedCashback(promo, minimum, refunded());
            expect(credited).toBeGreaterThanOrEqual(earned);
            expect(credited - earned).toBeLessThanOrEqual(Math.max(0, creditedAtSubmit - refundedSinceSubmit));
          }
        };

        sync();
        check();
        for (const ev of events) {
          switch (ev.kind) {
            case "deliver":
              if (!delivered() && !closed()) {
                order.status = 5;
                order.deliveredAt = tick();
                if (cod && spec.member !== null) {
                  const collected = Math.floor((order.amount - order.walletAmount - doorRefunded()) * spec.member);
                  if (collected > 0) {
                    order.cashHolderId = "member-1";
                    order.cashCollected = collected;
                  }
                }
              }
              break;
            case "handover":
              if (order.cashHolderId && !order.cashHandedOverAt) order.cashHandedOverAt = tick();
              break;
            case "cancel":
              if (!delivered() && !closed()) {
                order.status = 7;
                // What substitutions gave back already is not paid twice (orders/refunds.ts).
                const given = (prefix: string) =>
                  order.refunds.filter((r) => r.key?.startsWith(prefix)).reduce((s, r) => s + r.amount, 0);
                if (cod) addRefund(order.walletAmount - given("substitution:"), null, `order:${order.id}`);
                else {
                  addRefund(order.walletAmount - given("substitution:"), null, `order:${order.id}`);
                  addRefund(order.onlineAmount - given("substitution-source:"), null, `order-source:${order.id}`);
                }
              }
              break;
            case "substitution": {
              const line = items[ev.line % items.length];
              if (delivered() || closed() || substituted.has(line.id)) break;
              substituted.add(line.id);
              const shortQty = Math.max(1, Math.ceil(line.qty * ev.short));
              const view = { offerType: promo.offerType, offerAmount: promo.offerAmount, netPrice: promo.netPrice, delivery: promo.delivery, items };
              const unrefunded = order.amount - refunded();
              const value =
                ev.worth === null
                  ? lineRefund(view, line, shortQty, wholeShort, unrefunded)
                  : Math.min(
                      unrefunded,
                      acceptedRefund(view, line, shortQty, Math.floor((line.netPrice * shortQty + Math.round((line.netPrice * shortQty * line.taxPercent) / 100)) * ev.worth)),
                    );
              if (ev.worth === null) wholeShort.set(line.id, shortQty);
              // As the service splits it: cash on delivery off the cash due, else to the source; the rest to Galli Cash.
              const first = cod
                ? Math.min(value, order.amount - order.walletAmount - doorRefunded())
                : Math.min(value, order.onlineAmount - order.refunds.filter((r) => r.key?.startsWith("substitution-source:")).reduce((s, r) => s + r.amount, 0));
              addRefund(first, line.id, cod ? `door:substitution:${line.id}` : `substitution-source:${line.id}`);
              addRefund(value - first, line.id, `substitution:${line.id}`);
              break;
            }
            case "lineRefund":
            case "escalation": {
              const line = items[ev.line % items.length];
              if (!delivered()) break;
              const amount = Math.max(1, Math.round(linePaid(line) * ev.frac));
              if (ev.kind === "escalation") {
                const source = Math.floor(amount / 2);
                addRefund(source, line.id, `escalation-source:${line.id}:${order.refunds.length}`);
                addRefund(amount - source, line.id, `escalation:${line.id}:${order.refunds.length}`);
              } else addRefund(amount, line.id);
              break;
            }
            case "orderRefund":
              if (delivered()) addRefund(Math.max(1, Math.round(order.amount * ev.frac)), null);
              break;
            case "fallback": {
              const first = order.refunds.find((r) => !r.key?.startsWith("fallback:"));
              if (first)
                order.refunds.push({
                  ...first,
                  id: `refund-${order.refunds.length}`,
                  key: `fallback:${first.id}`,
                  createdAt: tick(),
                });
              break;
            }
            case "verify": {
              if (!delivered() || closed() || verified) break;
              order.status = 6;
              // Cash on delivery: the lines reported undelivered are not charged at the door (what
              // Galli Cash paid beyond the cash due goes back to Galli Cash).
              if (cod)
                items.forEach((line, i) => {
                  if (!ev.undelivered[i]) return;
                  const value = Math.min(linePaid(line), order.amount - refunded());
                  const door = Math.min(value, order.amount - order.walletAmount - doorRefunded());
                  addRefund(door, line.id, `door:${line.id}`);
                  addRefund(value - door, line.id, `escalation:${line.id}`);
                });
              credited = creditedAtSubmit = earnedCashback(promo, minimum, refunded());
              verified = true;
              break;
            }
            case "payout": {
              // Pays what the shop is owed (a debt, with cash on delivery, waits to be netted); never
              // while a delivery member still holds the order's cash (payouts' orderCleared).
              if (order.cashHolderId && !order.cashHandedOverAt) break;
              const owed = [...posted.values()].reduce((s, e) => s + (e.shop ?? 0), 0);
              if (owed > 0) {
                posted.set(ledgerKey.payout(`payout-${posted.size}`), { [A.shop]: -owed, [A.payout]: owed });
                paidOut += owed;
              }
              break;
            }
          }
          sync();
          check();
        }
      }),
      { numRuns: 500 },
    );
  });
});
