// The checkout's data port (checkout-data.ts): the promos' reads and the checkout's own writes
// (opening, moving a checkout's status, orders), on
// the Prisma build (PostgreSQL in the server-pg project, SQLite here) and on SQLite's prepared
// statements (checkout-data-sqlite.ts), with the same cases; each case's writes are rolled back.
// The cart's, the ledger's and the outbox's calls have their own parity tests; sqlite-path.test.ts
// compares every row a whole story writes through the app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { expectParity } from "../../testing/port-parity";
import { step } from "../../lib/steps";
import { newCustomer } from "../cart/test-world";
import { placePorts, type PlaceData } from "./checkout-data";
import { checkoutWorld, W } from "./test-helpers";

let t: TestApp;
let asha: string;
let ravi: string;
let since: Date;
const DAY1 = new Date("2026-11-19T10:00:00.000Z");
const DAY2 = new Date("2026-11-20T10:00:00.000Z");

beforeAll(async () => {
  t = await checkoutWorld();
  asha = await newCustomer(t.db);
  ravi = await newCustomer(t.db);
  const promo = (id: string, code: string, hideFromPublic: boolean) =>
    t.db.promo.create({
      data: {
        id,
        code,
        title: code,
        shopId: W.shopA,
        expiresAt: new Date("2027-01-01T00:00:00Z"),
        hideFromPublic,
        valueType: 1,
        offerType: 2,
        codeValue: 5000,
        createdAt: DAY1,
      },
    });
  await promo("promo-open", "SAVE50", false);
  await promo("promo-hidden", "LUCKY", true);
  await t.db.promoRedemption.createMany({
    data: [
      { promoId: "promo-open", userId: asha, checkoutId: "co-1", amount: 5000, createdAt: DAY1 },
      { promoId: "promo-open", userId: asha, checkoutId: "co-2", amount: 5000, createdAt: DAY2 },
      { promoId: "promo-open", userId: ravi, checkoutId: "co-3", amount: 5000, createdAt: DAY2 },
    ],
  });
  await t.db.promoGrant.create({ data: { promoId: "promo-hidden", userId: asha, uses: 2 } });
  await t.db.scratchCard.createMany({
    data: [
      { userId: ravi, cardType: 2, promoCode: "LUCKY", activatedAt: DAY1 },
      { userId: ravi, cardType: 2, promoCode: "LUCKY", activatedAt: null },
      { userId: asha, cardType: 2, promoCode: "OTHER", activatedAt: DAY1 },
    ],
  });
  since = new Date();
});
afterAll(async () => t?.close());

const parity = <T>(rule: (d: PlaceData) => Generator<() => unknown, T, unknown>, expected: unknown) =>
  expectParity(t.db, placePorts, rule, expected, since);

describe("the checkout's data port answers alike on every build", () => {
  it("finds promos by id and by code", async () => {
    await parity(
      function* (d) {
        return [
          yield* step(() => d.promoById("promo-hidden")),
          yield* step(() => d.promoByCode("SAVE50")),
          yield* step(() => d.promoById("no-promo")),
          yield* step(() => d.promoByCode("save50")),
        ];
      },
      [
        expect.objectContaining({ id: "promo-hidden", code: "LUCKY", hideFromPublic: true, createdAt: DAY1 }),
        expect.objectContaining({ id: "promo-open", code: "SAVE50", hideFromPublic: false, minPurchaseEnable: false }),
        null,
        null,
      ],
    );
  });

  it("counts redemptions in all, since a moment, by a customer and both; grants and scratched cards", async () => {
    await parity(
      function* (d) {
        return {
          all: yield* step(() => d.redemptions("promo-open", {})),
          since: yield* step(() => d.redemptions("promo-open", { since: DAY2 })),
          byAsha: yield* step(() => d.redemptions("promo-open", { userId: asha })),
          both: yield* step(() => d.redemptions("promo-open", { since: DAY2, userId: asha })),
          none: yield* step(() => d.redemptions("promo-hidden", {})),
          granted: yield* step(() => d.grantedUses("promo-hidden", asha)),
          notGranted: yield* step(() => d.grantedUses("promo-hidden", ravi)),
          scratched: yield* step(() => d.scratchedCards(ravi, "LUCKY")),
          otherCode: yield* step(() => d.scratchedCards(asha, "LUCKY")),
        };
      },
      { all: 3, since: 2, byAsha: 2, both: 1, none: 0, granted: 2, notGranted: null, scratched: 1, otherCode: 0 },
    );
  });

  it("writes a checkout, its redemption, orders with their items, and the new-customer flag", async () => {
    await parity(
      function* (d) {
        const checkout = yield* step(() =>
          d.createCheckout({
            userId: asha,
            shopId: W.shopA,
            status: "placed",
            amount: 0,
            walletAmount: 0,
            useWallet: false,
            promoId: "promo-open",
            billingJson: "{}",
          }),
        );
        yield* step(() =>
          d.createRedemption({ promoId: "promo-open", userId: asha, checkoutId: checkout.id, amount: 5000 }),
        );
        const redeemed = yield* step(() => d.redemptions("promo-open", { userId: asha }));
        const sp = yield* step(() => d.storeProductIds([W.s1, W.s2], [W.atta, W.ghee, W.oil]));
        const atta = sp.find((r) => r.storeId === W.s1 && r.productId === W.atta)!;
        const order = yield* step(() =>
          d.createOrder(
            {
              orderNo: "GL000001ABCDEF",
              userId: asha,
              shopId: W.shopA,
              storeId: W.s1,
              checkoutId: checkout.id,
              status: 1,
              paymentType: 2,
              modeName: "COD",
              deliveryType: 1,
              grossPrice: 59998,
              netPrice: 52498,
              amount: 52498,
            },
            [
              {
                productId: W.atta,
                storeProductId: atta.id,
                productName: "Whole Wheat Atta",
                unit: "5 kg",
                image: `${W.atta}.jpg`,
                qty: 2,
                sellingPrice: 29999,
                netPrice: 26249,
                commissionBps: 1000,
                commission: 5250,
                commissionRuleId: "rule-default-cod",
              },
            ],
          ),
        );
        const before = yield* step(() => d.userPrefs(asha));
        yield* step(() => d.markNotNewCustomer(asha));
        const after = yield* step(() => d.userPrefs(asha));
        return {
          checkout: typeof checkout.id,
          redeemed,
          storeProducts: sp.map((r) => `${r.storeId} ${r.productId}`).sort(),
          order: { ...order, id: typeof order.id },
          newCustomer: [before?.isNewCustomer, after?.isNewCustomer],
        };
      },
      {
        checkout: "string",
        redeemed: 3,
        storeProducts: [`${W.s1} ${W.atta}`, `${W.s2} ${W.atta}`, `${W.s2} ${W.ghee}`],
        order: { id: "string", orderNo: "GL000001ABCDEF", status: 1 },
        newCustomer: [true, false],
      },
    );
    expect(await t.db.order.count()).toBe(0);
    expect(await t.db.promoRedemption.count()).toBe(3);
  });

  it("moves a checkout from one status to another only from the status named", async () => {
    await parity(
      function* (d) {
        const checkout = yield* step(() =>
          d.createCheckout({
            userId: ravi,
            shopId: W.shopA,
            status: "created",
            amount: 0,
            walletAmount: 0,
            useWallet: true,
            billingJson: "{}",
          }),
        );
        return {
          claimed: yield* step(() => d.moveCheckout(checkout.id, "created", "placed")),
          again: yield* step(() => d.moveCheckout(checkout.id, "created", "placed")),
          notPaid: yield* step(() => d.moveCheckout(checkout.id, "paid", "placed")),
          missing: yield* step(() => d.moveCheckout("no-checkout", "created", "placed")),
        };
      },
      { claimed: true, again: false, notPaid: false, missing: false },
    );
    expect(await t.db.checkout.count({ where: { userId: ravi } })).toBe(0);
  });
});
