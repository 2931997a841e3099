// The statements API over a small money world: who may read it, another merchant's shop and payout
// refused, the sums agreeing with the ledger to the paisa, India days, the payout's orders, the
// monthly TCS, and the CSV and PDF files (read back with pdftotext).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, customerAuth, type TestApp } from "../../testing/app";
import { createCustomer } from "../../testing/accounts";
import { LEDGER_ACCOUNT, LEDGER_KIND } from "../../contract/ledger-constants";
import { STATEMENT_MESSAGES } from "../../contract/merchant-statements";
import type { DailyStatement, PayoutStatement, TcsSummary } from "../../contract/merchant-statements";
import type { RoleKey } from "../../contract/console-roles";
import { createStaff, staffAuth } from "../shop-console/test-helpers";
import { statementWorld } from "./test-statement-world";
import { pdfText, pdftotextPath } from "../../testing/pdf-text";

let t: TestApp;
let world: Awaited<ReturnType<typeof statementWorld>>;
let accounts: Record<string, string>;
const RANGE = "from=2026-11-01&to=2026-11-30";

const as = (auth: Record<string, string>) => ({
  get: (path: string) => request(t.app.server).get(`/merchant/api${path}`).set(auth),
});
async function member(role: RoleKey, merchantId = world.merchantId) {
  const m = await createStaff(t.db, { merchantId, role });
  return staffAuth(t.app, t.db, m.id);
}
/** Binary answers (PDF) as a Buffer. */
const binary = (res: request.Test) =>
  res.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on("data", (c: Buffer) => chunks.push(c));
    r.on("end", () => done(null, Buffer.concat(chunks)));
  });

/** The ledger's own sums for the shop: by account, over non-payout journals, and paid out. */
async function ledgerSums(shopId: string) {
  const entries = await t.db.ledgerEntry.findMany({
    where: { shopId },
    select: { account: true, amount: true, journal: { select: { kind: true } } },
  });
  const sum = (pick: (e: (typeof entries)[number]) => boolean) =>
    entries.filter(pick).reduce((s, e) => s + e.amount, 0) / 100;
  const payoutKind = (k: string) => k === LEDGER_KIND.payout || k === LEDGER_KIND.payoutReversal;
  return {
    commission: sum((e) => e.account === LEDGER_ACCOUNT.commission),
    gateway_fee: sum((e) => e.account === LEDGER_ACCOUNT.gatewayFee),
    tcs: sum((e) => e.account === LEDGER_ACCOUNT.tcs),
    net: sum((e) => e.account === LEDGER_ACCOUNT.shop && !payoutKind(e.journal.kind)),
    paid_out: sum((e) => e.account === LEDGER_ACCOUNT.payout),
    customer: sum((e) => e.account === LEDGER_ACCOUNT.customer),
    balance: sum((e) => e.account === LEDGER_ACCOUNT.shop),
  };
}
const cents = (n: number) => Math.round(n * 100);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  world = await statementWorld(t.db);
  accounts = await member("accounts");
});
afterAll(async () => t.close());

describe("who reads statements", () => {
  it("Accounts, Manager and Super Admin read them; Delivery, Supervisor and Staff are refused; no token is 401", async () => {
    for (const role of ["accounts", "manager", "super_admin"] as const) {
      const res = await as(await member(role)).get(`/statements?${RANGE}`);
      expect(res.status, role).toBe(200);
    }
    for (const role of ["delivery", "supervisor", "staff"] as const) {
      for (const path of [
        `/statements?${RANGE}`,
        "/statements.csv",
        "/statements/tcs",
        `/statements/payouts/${world.payout.id}`,
      ]) {
        const res = await as(await member(role)).get(path);
        expect(res.status, `${role} ${path}`).toBe(403);
      }
    }
    expect((await request(t.app.server).get("/merchant/api/statements")).status).toBe(401);
    const customer = await createCustomer(t.db);
    expect((await as(customerAuth(t.app, customer.id)).get("/statements")).status).toBe(401);
  });

  it("refuses another merchant's shop and payout as not found, and shows a rival only its own money", async () => {
    const api = as(accounts);
    const shop = await api.get(`/statements?shop_id=${world.rival.shopId}&${RANGE}`);
    expect(shop.status).toBe(404);
    expect(shop.body.code).toBe("SHOP_NOT_FOUND");
    for (const path of [
      `/statements/payouts/${world.rivalPayout.id}`,
      `/statements/payouts/${world.rivalPayout.id}/statement.csv`,
      `/statements/payouts/${world.rivalPayout.id}/statement.pdf`,
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe("PAYOUT_NOT_FOUND");
    }
    expect((await api.get(`/statements/tcs?shop_id=${world.rival.shopId}`)).status).toBe(404);
    expect((await api.get(`/statements.csv?shop_id=${world.rival.shopId}`)).status).toBe(404);

    const rival = await as(await member("super_admin", world.otherMerchantId)).get(`/statements?${RANGE}`);
    expect(rival.status).toBe(200);
    expect(rival.body.data.shop.shop_id).toBe(world.rival.shopId);
    expect(JSON.stringify(rival.body)).not.toContain(world.shopId);
    expect(rival.body.data.totals.gross).toBe(200);
  });

  it("answers bad dates and months with the field and its message", async () => {
    const api = as(accounts);
    const order = await api.get("/statements?from=2026-11-30&to=2026-11-01");
    expect(order.status).toBe(400);
    expect(order.body.errors).toEqual([{ path: "to", message: STATEMENT_MESSAGES.rangeOrder }]);
    const long = await api.get("/statements?from=2025-01-01&to=2026-11-01");
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toBe(STATEMENT_MESSAGES.rangeTooLong);
    const bad = await api.get("/statements.csv?from=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: "from", message: STATEMENT_MESSAGES.dateInvalid });
    const month = await api.get("/statements/tcs?month=2026-13");
    expect(month.status).toBe(400);
    expect(month.body.errors[0]).toEqual({ path: "month", message: STATEMENT_MESSAGES.monthInvalid });
    const hindi = await api.get("/statements?from=2026-11-30&to=2026-11-01").set("accept-language", "hi");
    expect(hindi.body.errors[0].message).toMatch(/[\u0900-\u097F]/);
  });
});

describe("the statement per day", () => {
  it("agrees with the ledger to the paisa, and every row balances like a journal", async () => {
    const res = await as(accounts).get(`/statements?${RANGE}`);
    expect(res.status).toBe(200);
    const s = res.body.data as DailyStatement;
    const ledger = await ledgerSums(world.shopId);
    expect(s.shop).toEqual({ shop_id: world.shopId, name: "Statement Fresh Mart" });
    expect(s.totals).toMatchObject({
      commission: ledger.commission,
      gateway_fee: ledger.gateway_fee,
      tcs: ledger.tcs,
      net: ledger.net,
      paid_out: ledger.paid_out,
    });
    // What customers paid, gave back and handed the shop in cash is the customer account, split.
    expect(cents(s.totals.gross - s.totals.refunds - s.totals.cod_cash)).toBe(cents(-ledger.customer));
    // Facts of the world: ₹266 online + ₹120 cash paid, ₹56 refunded, ₹120 collected by the shop.
    expect(s.totals).toMatchObject({ orders: 2, gross: 386, refunds: 56, cod_cash: 120 });
    expect(s.balance).toBe(ledger.balance);
    for (const row of [...s.days, s.totals]) {
      expect(cents(row.gross - row.refunds - row.cod_cash)).toBe(
        cents(row.commission + row.gateway_fee + row.tcs + row.net),
      );
    }
    for (const key of [
      "gross",
      "refunds",
      "cod_cash",
      "commission",
      "gateway_fee",
      "tcs",
      "net",
      "paid_out",
    ] as const) {
      expect(cents(s.days.reduce((sum, d) => sum + d[key], 0)), key).toBe(cents(s.totals[key]));
    }
  });

  it("groups by India date: a delivery at 01:30 India time is on the next UTC day's date", async () => {
    const s = (await as(accounts).get(`/statements?${RANGE}`)).body.data as DailyStatement;
    expect(s.days.map((d) => d.date)).toEqual(["2026-11-10", "2026-11-13", "2026-11-20", "2026-11-25"]);
    expect(s.days[0]).toMatchObject({ orders: 1, gross: 266, refunds: 0, paid_out: 0 });
    expect(s.days[1]).toMatchObject({ orders: 1, gross: 120, cod_cash: 120, gateway_fee: 0 });
    expect(s.days[2]).toMatchObject({ orders: 1, gross: 0, refunds: 56 });
    expect(s.days[3]).toMatchObject({ orders: 0, net: 0, paid_out: s.totals.net });
    expect(s.payouts).toEqual([
      expect.objectContaining({ payout_id: world.payout.id, status: "processed", transfer_id: "trf_statement_0001" }),
    ]);
    // Each order with its money in the range, dated by its first posting.
    expect(s.orders.map((o) => [o.order_no, o.date, o.gross, o.refunds, o.cod_cash])).toEqual([
      ["ST0000001", "2026-11-10", 266, 56, 0],
      ["ST0000002", "2026-11-13", 120, 0, 120],
    ]);
    expect(cents(s.orders.reduce((sum, o) => sum + o.net, 0))).toBe(cents(s.totals.net));
    // A range without money: no rows, zero totals; the balance is today's either way.
    const empty = (await as(accounts).get("/statements?from=2026-10-01&to=2026-10-31")).body.data as DailyStatement;
    expect(empty.days).toEqual([]);
    expect(empty.totals.gross).toBe(0);
    expect(empty.payouts).toEqual([]);
  });

  it("covers the last 30 days when no dates are given", async () => {
    const s = (await as(accounts).get("/statements")).body.data as DailyStatement;
    expect((Date.parse(s.to) - Date.parse(s.from)) / 86_400_000).toBe(29);
  });

  it("downloads as CSV: a header row, a row per day, a total row, rupees with 2 decimals", async () => {
    const res = await as(accounts).get(`/statements.csv?${RANGE}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="galli-statement-2026-11-01-to-2026-11-30.csv"',
    );
    const rows = res.text
      .trim()
      .split("\r\n")
      .map((r) => r.split(","));
    expect(rows[0]).toEqual([
      "Date",
      "Orders",
      "Paid by customers (INR)",
      "Refunds (INR)",
      "Cash collected on delivery (INR)",
      "Commission (INR)",
      "Gateway fee (INR)",
      "TCS (INR)",
      "Shop's share (INR)",
      "Paid out (INR)",
    ]);
    expect(rows.map((r) => r[0])).toEqual(["Date", "2026-11-10", "2026-11-13", "2026-11-20", "2026-11-25", "Total"]);
    const json = (await as(accounts).get(`/statements?${RANGE}`)).body.data as DailyStatement;
    const t2 = json.totals;
    expect(rows[5]).toEqual([
      "Total",
      "2",
      ...[t2.gross, t2.refunds, t2.cod_cash, t2.commission, t2.gateway_fee, t2.tcs, t2.net, t2.paid_out].map((n) =>
        n.toFixed(2),
      ),
    ]);
    expect(rows[1].slice(0, 3)).toEqual(["2026-11-10", "1", "266.00"]);
  });

  it.runIf(pdftotextPath())(
    "downloads as PDF that pdftotext reads: title, shop, dates and totals; in Hindi for a Hindi request",
    async () => {
      const res = await binary(as(accounts).get(`/statements.pdf?${RANGE}`));
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="galli-statement-2026-11-01-to-2026-11-30\.pdf"$/,
      );
      const text = pdfText(res.body as Buffer);
      const json = (await as(accounts).get(`/statements?${RANGE}`)).body.data as DailyStatement;
      expect(text).toContain("Galli statement");
      expect(text).toContain("Statement Fresh Mart");
      expect(text).toContain("2026-11-13");
      expect(text).toContain("Commission");
      expect(text).toContain("386.00");
      expect(text).toContain(json.totals.commission.toFixed(2));
      expect(text).toContain("trf_statement_0001");
      expect(text).toContain("#ST0000002");

      const hi = await binary(as(accounts).get(`/statements.pdf?${RANGE}`).set("accept-language", "hi"));
      const hindi = pdfText(hi.body as Buffer);
      expect(hindi).toContain("कमीशन");
      expect(hindi).toContain("386.00");
      expect(hindi).toContain("Statement Fresh Mart");
    },
  );
});

describe("a payout's statement", () => {
  it("lists the orders it paid with their money; its share adds up to the payout", async () => {
    const res = await as(accounts).get(`/statements/payouts/${world.payout.id}`);
    expect(res.status).toBe(200);
    const s = res.body.data as PayoutStatement;
    expect(s.payout).toMatchObject({
      payout_id: world.payout.id,
      status: "processed",
      transfer_id: "trf_statement_0001",
    });
    expect(s.orders.map((o) => o.order_no)).toEqual(["ST0000001", "ST0000002"]);
    expect(s.orders[0]).toMatchObject({ order_id: world.online.id, date: "2026-11-10", gross: 266, refunds: 56 });
    expect(s.orders[1]).toMatchObject({ order_id: world.cod.id, date: "2026-11-12", gross: 120, cod_cash: 120 });
    expect(cents(s.totals.net)).toBe(world.payout.amount);
    expect(cents(s.payout.amount)).toBe(world.payout.amount);
    const ledger = await ledgerSums(world.shopId);
    expect(s.totals).toMatchObject({ commission: ledger.commission, tcs: ledger.tcs, gateway_fee: ledger.gateway_fee });
  });

  it("downloads as CSV and PDF", async () => {
    const csv = await as(accounts).get(`/statements/payouts/${world.payout.id}/statement.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="galli-payout-${world.payout.id}.csv"`);
    const rows = csv.text.trim().split("\r\n");
    expect(rows[0].startsWith("Order,Date,Paid by customers (INR)")).toBe(true);
    expect(rows[1].startsWith("ST0000001,2026-11-10,266.00,56.00,0.00,")).toBe(true);
    expect(rows[3].startsWith("Total,,386.00,56.00,120.00,")).toBe(true);
    expect(rows[3].endsWith(`,${(world.payout.amount / 100).toFixed(2)}`)).toBe(true);

    const pdf = await binary(as(accounts).get(`/statements/payouts/${world.payout.id}/statement.pdf`));
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    if (!pdftotextPath()) return; // its text is read where poppler-utils is installed (CI)
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain("Galli payout statement");
    expect(text).toContain("#ST0000001");
    expect(text).toContain("trf_statement_0001");
  });

  it("is not found for an id of nothing", async () => {
    const res = await as(accounts).get("/statements/payouts/no-such-payout");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("PAYOUT_NOT_FOUND");
  });
});

describe("the monthly TCS summary", () => {
  it("gives net taxable supplies (sales less returns) and the TCS the ledger holds, per month", async () => {
    const res = await as(accounts).get("/statements/tcs?month=2026-11");
    expect(res.status).toBe(200);
    const s = res.body.data as TcsSummary;
    const ledger = await ledgerSums(world.shopId);
    // ₹200 + ₹50 + ₹120 of taxable value sold, the ₹50 line returned.
    expect(s.months).toEqual([{ month: "2026-11", orders: 2, net_taxable: 320, tcs: ledger.tcs }]);
    expect(ledger.tcs).toBe(1.6);

    const year = (await as(accounts).get("/statements/tcs")).body.data as TcsSummary;
    expect(year.months).toHaveLength(12);

    const csv = await as(accounts).get("/statements/tcs.csv?month=2026-11");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="galli-tcs-2026-11-to-2026-11.csv"');
    expect(csv.text.split("\r\n").slice(0, 2)).toEqual([
      "Month,Orders,Net taxable supplies (INR),TCS (INR)",
      "2026-11,2,320.00,1.60",
    ]);
    const pdf = await binary(as(accounts).get("/statements/tcs.pdf?month=2026-11"));
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    if (!pdftotextPath()) return; // its text is read where poppler-utils is installed (CI)
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain("Galli TCS summary");
    expect(text).toContain("320.00");
  });
});
