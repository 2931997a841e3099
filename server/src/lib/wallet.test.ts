import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { balance, credit, debit } from "./wallet";

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await testApp();
  userId = (await t.db.user.create({ data: { firstName: "Asha", lastName: "Rao", mobile: "9000000101" } })).id;
});
afterAll(async () => t.close());

describe("the Galli Cash ledger", () => {
  it("credits once per (kind, refId) and keeps a running balance", async () => {
    const first = await t.db.$transaction((tx) =>
      credit(tx, { userId, amount: 2500, kind: "scratch", refId: "card-1", note: "won" }),
    );
    const again = await t.db.$transaction((tx) =>
      credit(tx, { userId, amount: 2500, kind: "scratch", refId: "card-1" }),
    );
    const second = await t.db.$transaction((tx) =>
      credit(tx, { userId, amount: 1000, kind: "refund", refId: "order-1" }),
    );
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.entry.id).toBe(first.entry.id);
    expect(second.entry.balanceAfter).toBe(3500);
    expect(await balance(t.db, userId)).toBe(3500);
    expect(await t.db.walletEntry.count({ where: { userId } })).toBe(2);
  });

  it("debits, and refuses to go below zero", async () => {
    const paid = await t.db.$transaction((tx) =>
      debit(tx, { userId, amount: 3000, kind: "order", refId: "checkout-1" }),
    );
    expect(paid.entry.amount).toBe(-3000);
    expect(paid.entry.balanceAfter).toBe(500);
    await expect(
      t.db.$transaction((tx) => debit(tx, { userId, amount: 501, kind: "order", refId: "checkout-2" })),
    ).rejects.toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      status: 409,
    });
    expect(await balance(t.db, userId)).toBe(500);
  });

  it("refuses amounts that are not positive whole paise, and a reused refId with another amount", async () => {
    await expect(
      t.db.$transaction((tx) => credit(tx, { userId, amount: 0, kind: "adjustment", refId: "a" })),
    ).rejects.toMatchObject({ code: "INVALID_AMOUNT" });
    await expect(
      t.db.$transaction((tx) => credit(tx, { userId, amount: 12.5, kind: "adjustment", refId: "b" })),
    ).rejects.toMatchObject({ code: "INVALID_AMOUNT" });
    await expect(
      t.db.$transaction((tx) => credit(tx, { userId, amount: 999, kind: "scratch", refId: "card-1" })),
    ).rejects.toMatchObject({
      code: "WALLET_ENTRY_CONFLICT",
    });
  });
});
