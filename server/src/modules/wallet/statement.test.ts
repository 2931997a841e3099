// The Galli Cash statement and the refund list in the reader's language: notes and reasons are
// stored in English; a Hindi request reads them in Hindi (rows written before the templates too),
// an English request reads the stored text unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { createCustomer } from "../../testing/accounts";
import { credit } from "../../lib/wallet";
import { messageText } from "../../lib/message-templates";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

type Entry = { type: string; note: string };

/** Ledger rows as the modules write them, oldest first (the first three as written before the templates). */
async function ledgerOf(userId: string) {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute));
  let balance = 0;
  const row = async (kind: string, refId: string, amount: number, note: string, minute: number) => {
    balance += amount;
    await t.db.walletEntry.create({
      data: { userId, kind, refId: `${refId}-${userId}`, amount, balanceAfter: balance, note, createdAt: at(minute) },
    });
  };
  await row("scratch", "card", 2500, "Scratch card reward", 1);
  await row("order", "co", -2000, "Order payment (Sharma Kirana (Indiranagar))", 2);
  await row("cashback", "cb", 1500, "Cashback on order 1042", 3);
  await row("refund", "rf", 4000, messageText("refundNote", { orderNo: "1043" }), 4);
  await row("refund", "fb", 900, messageText("sourceRefundFailed", { reason: "BAD_REQUEST_ERROR" }), 5);
  await row("adjustment", "adj", 100, "Goodwill credit", 6);
}

const get = (userId: string, url: string, language?: string) => {
  const req = request(t.app.server).get(url).set(customerAuth(t.app, userId));
  return language ? req.set("Accept-Language", language) : req;
};

describe("Galli Cash statement notes", () => {
  it("answers a Hindi request with the notes in Hindi and an English one with the stored text", async () => {
    const user = (await createCustomer(t.db)).id;
    await ledgerOf(user);
    const stored = (await t.db.walletEntry.findMany({ where: { userId: user }, orderBy: { createdAt: "desc" } })).map(
      (r) => r.note,
    );

    const english = await get(user, "/user/wallet/statement", "en");
    expect(english.status).toBe(200);
    expect(english.body.data.entries.map((e: Entry) => e.note)).toEqual(stored);
    expect(stored).toEqual([
      "Goodwill credit",
      "Paid to Galli Cash: the refund to the source failed (BAD_REQUEST_ERROR)",
      "Refund for order 1043",
      "Cashback on order 1042",
      "Order payment (Sharma Kirana (Indiranagar))",
      "Scratch card reward",
    ]);

    const hindi = await get(user, "/user/wallet/statement", "hi-IN,hi;q=0.9,en;q=0.8");
    expect(hindi.status).toBe(200);
    expect(hindi.body.data.entries.map((e: Entry) => e.note)).toEqual([
      // Free text an operator wrote stays as written.
      "Goodwill credit",
      "Galli Cash में जमा किया: पेमेंट के स्रोत पर refund नहीं हो सका (BAD_REQUEST_ERROR)",
      "ऑर्डर 1043 का refund",
      "ऑर्डर 1042 पर cashback",
      "ऑर्डर का पेमेंट (Sharma Kirana (Indiranagar))",
      "Scratch card से मिला इनाम",
    ]);
    // Only the notes change: amounts, balances and types are the same in both.
    const rest = (entries: Entry[]) => entries.map(({ note: _note, ...other }) => other);
    expect(rest(hindi.body.data.entries)).toEqual(rest(english.body.data.entries));
  });

  it("a customer who saved Hindi reads Hindi notes without a header; the header wins when present", async () => {
    const user = (await createCustomer(t.db, { language: "hi" })).id;
    await t.db.$transaction((tx) =>
      credit(tx, {
        userId: user,
        amount: 1500,
        kind: "cashback",
        refId: `order-${user}`,
        note: messageText("cashbackNote", { orderNo: "2001" }),
      }),
    );
    const saved = await get(user, "/user/wallet/statement");
    expect(saved.body.data.entries[0].note).toBe("ऑर्डर 2001 पर cashback");
    const header = await get(user, "/user/wallet/statement", "en");
    expect(header.body.data.entries[0].note).toBe("Cashback on order 2001");
  });
});

describe("refund reasons", () => {
  it("the refund list gives each reason in the request's language", async () => {
    const user = (await createCustomer(t.db)).id;
    const reasons = [
      messageText("rejectedByShop", {}),
      messageText("undeliveredUnits", { count: 2, product: "Aashirvaad Atta 5 kg" }),
      "Changed my mind",
    ];
    for (const [i, reason] of reasons.entries()) {
      await t.db.refund.create({
        data: {
          userId: user,
          amount: 1000,
          destination: "wallet",
          status: "processed",
          reason,
          createdAt: new Date(Date.UTC(2026, 0, 5, 10, i)),
        },
      });
    }
    const english = await get(user, "/user/wallet/refunds", "en");
    expect(english.body.data.refunds.map((r: { reason: string }) => r.reason)).toEqual([
      "Changed my mind",
      "Undelivered: 2 x Aashirvaad Atta 5 kg",
      "Rejected by the shop",
    ]);
    const hindi = await get(user, "/user/wallet/refunds", "hi");
    expect(hindi.body.data.refunds.map((r: { reason: string }) => r.reason)).toEqual([
      "Changed my mind",
      "डिलीवर नहीं हुआ: 2 x Aashirvaad Atta 5 kg",
      "दुकान ने ऑर्डर रिजेक्ट किया",
    ]);
  });
});
