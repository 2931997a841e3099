// The ledger's data port (wallet-data.ts): every call, and the posting rule over it (debitSteps),
// on the Prisma build (PostgreSQL in the server-pg project, SQLite here) and on SQLite's prepared
// statements (wallet-data-sqlite.ts), with the same cases; each case's writes are rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { expectParity } from "../testing/port-parity";
import { step } from "./steps";
import { debitSteps } from "./wallet";
import { walletPorts, type WalletData } from "./wallet-data";
import { ERROR_CODE } from "../contract/errors";

let t: TestApp;
let asha: string;
let ravi: string;
let since: Date;

beforeAll(async () => {
  t = await testApp();
  asha = (await t.db.user.create({ data: { firstName: "Asha", lastName: "Rao", mobile: "9000000201" } })).id;
  ravi = (await t.db.user.create({ data: { firstName: "Ravi", lastName: "Kumar", mobile: "9000000202" } })).id;
  await t.db.walletEntry.createMany({
    data: [
      { userId: asha, amount: 2500, kind: "scratch", refId: "card-1", balanceAfter: 2500, note: "won" },
      { userId: asha, amount: -1000, kind: "order", refId: "checkout-1", orderId: null, balanceAfter: 1500 },
    ],
  });
  since = new Date();
});
afterAll(async () => t?.close());

const parity = <T>(rule: (d: WalletData) => Generator<() => unknown, T, unknown>, expected: unknown) =>
  expectParity(t.db, walletPorts, rule, expected, since);

describe("the ledger's data port answers alike on every build", () => {
  it("sums a customer's entries (0 with none) and finds an entry by (kind, refId)", async () => {
    await parity(
      function* (d) {
        return [yield* step(() => d.walletSum(asha)), yield* step(() => d.walletSum(ravi))];
      },
      [1500, 0],
    );
    await parity(
      function* (d) {
        return [
          yield* step(() => d.walletEntry("scratch", "card-1")),
          yield* step(() => d.walletEntry("scratch", "card-2")),
        ];
      },
      [expect.objectContaining({ userId: asha, amount: 2500, balanceAfter: 2500, orderId: null, note: "won" }), null],
    );
  });

  it("writes an entry and reads it back", async () => {
    await parity(
      function* (d) {
        const made = yield* step(() =>
          d.createWalletEntry({
            userId: ravi,
            amount: 700,
            kind: "refund",
            refId: "refund-9",
            orderId: null,
            balanceAfter: 700,
            note: "",
          }),
        );
        const found = yield* step(() => d.walletEntry("refund", "refund-9"));
        return { made, found, sum: yield* step(() => d.walletSum(ravi)) };
      },
      {
        made: expect.objectContaining({ userId: ravi, amount: 700, kind: "refund", refId: "refund-9", note: "" }),
        found: expect.objectContaining({ userId: ravi, amount: 700, balanceAfter: 700 }),
        sum: 700,
      },
    );
  });

  it("posts a debit once per (kind, refId) and refuses to go below zero", async () => {
    await parity(
      function* (d) {
        const first = yield* debitSteps(d, { userId: asha, amount: 500, kind: "order", refId: "checkout-2" });
        const again = yield* debitSteps(d, { userId: asha, amount: 500, kind: "order", refId: "checkout-2" });
        let refused = "";
        try {
          yield* debitSteps(d, { userId: asha, amount: 1001, kind: "order", refId: "checkout-3" });
        } catch (err) {
          refused = (err as { code?: string }).code ?? String(err);
        }
        return { first, again: again.created, refused, sum: yield* step(() => d.walletSum(asha)) };
      },
      {
        first: { created: true, entry: expect.objectContaining({ amount: -500, balanceAfter: 1000 }) },
        again: false,
        refused: ERROR_CODE.INSUFFICIENT_BALANCE,
        sum: 1000,
      },
    );
    expect(await t.db.walletEntry.count({ where: { userId: asha } })).toBe(2);
  });
});
