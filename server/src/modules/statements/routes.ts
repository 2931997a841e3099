// /merchant/api/statements*: a shop's statements in the merchant console (privilege "money":
// Super Admin, Manager, Accounts): per day over a range, per payout, the monthly TCS, each as JSON
// and as CSV and PDF downloads (Content-Disposition: attachment; the PDF in the request's language).
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toRupees } from "../../lib/money";
import { languageOf } from "../../lib/language";
import {
  dailyStatementResponse,
  payoutParams,
  payoutQuery,
  payoutStatementResponse,
  statementQuery,
  tcsQuery,
  tcsSummaryResponse,
  type PayoutSummary,
  type StatementMoney,
} from "../../contract/merchant-statements";
import { consoleRateLimit, requireStaff } from "../shop-console/public";
import { dailyCsv, payoutCsv, tcsCsv } from "./csv";
import type { Money } from "./money";
import { dailyPdf, payoutPdf, tcsPdf } from "./pdf";
import { dailyStatement, payoutStatement, type OrderRow, type PayoutRow, type ShopRef } from "./service";
import { tcsSummary } from "./tcs";

/** A payout's rows and totals: the money columns without the order count and paid-out. */
const columns = (m: Money) => ({
  gross: toRupees(m.gross),
  refunds: toRupees(m.refunds),
  cod_cash: toRupees(m.codCash),
  commission: toRupees(m.commission),
  gateway_fee: toRupees(m.gatewayFee),
  tcs: toRupees(m.tcs),
  net: toRupees(m.net),
});
const money = (m: Money): StatementMoney => ({ orders: m.orders, ...columns(m), paid_out: toRupees(m.paidOut) });
const orderView = (o: OrderRow) => ({ order_id: o.orderId, order_no: o.orderNo, date: o.date, ...columns(o) });
const shopView = (s: ShopRef) => ({ shop_id: s.id, name: s.name });
const payoutView = (p: PayoutRow): PayoutSummary => ({
  payout_id: p.id,
  created_at: p.createdAt.toISOString(),
  processed_at: p.processedAt?.toISOString() ?? null,
  amount: toRupees(p.amount),
  status: p.status,
  transfer_id: p.transferId,
  failure_reason: p.failureReason,
});

/** Sends a statement file as a download. */
function file(reply: FastifyReply, type: string, name: string, body: string | Buffer) {
  return reply
    .type(type)
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "private, no-store")
    .send(body);
}
const CSV = "text/csv; charset=utf-8";
const PDF = "application/pdf";
const safeName = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, "");

const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const guard = requireStaff("money");
  const tags = ["Console: statements"];
  const limit = consoleRateLimit();
  // A PDF takes a moment of CPU: fewer of them a minute.
  const files = consoleRateLimit(30);

  app.get(
    "/statements",
    {
      config: limit,
      preHandler: guard,
      schema: {
        tags,
        summary: "The shop's money per India day over a range, its payouts and balance",
        description: "from/to are India dates (both included; default the last 30 days). Sums of the shop's ledger.",
        querystring: statementQuery,
        response: { 200: dailyStatementResponse },
      },
    },
    async (req) => {
      const s = await dailyStatement(db, req.staff, req.query, app.ctx.now());
      return {
        success: true as const,
        data: {
          shop: shopView(s.shop),
          shops: s.shops.map(shopView),
          from: s.from,
          to: s.to,
          days: s.days.map((d) => ({ date: d.date, ...money(d) })),
          orders: s.orders.map(orderView),
          totals: money(s.totals),
          payouts: s.payouts.map(payoutView),
          balance: toRupees(s.balance),
          cod_with_members: toRupees(s.codWithMembers),
        },
      };
    },
  );

  for (const kind of ["csv", "pdf"] as const) {
    app.get(
      `/statements.${kind}`,
      {
        config: files,
        preHandler: guard,
        schema: {
          tags,
          summary: `The statement per day as ${kind.toUpperCase()}`,
          querystring: statementQuery,
          produces: [kind === "csv" ? "text/csv" : PDF],
        },
      },
      async (req, reply) => {
        const s = await dailyStatement(db, req.staff, req.query, app.ctx.now());
        const name = `galli-statement-${s.from}-to-${s.to}.${kind}`;
        if (kind === "csv") return file(reply, CSV, name, dailyCsv(s));
        return file(reply, PDF, name, await dailyPdf(s, languageOf(req.headers["accept-language"])));
      },
    );
  }

  app.get(
    "/statements/tcs",
    {
      config: limit,
      preHandler: guard,
      schema: {
        tags,
        summary: "The monthly TCS summary (net taxable supplies, TCS 0.5%)",
        querystring: tcsQuery,
        response: { 200: tcsSummaryResponse },
      },
    },
    async (req) => {
      const s = await tcsSummary(db, req.staff, req.query, app.ctx.now());
      return {
        success: true as const,
        data: {
          shop: shopView(s.shop),
          months: s.months.map((m) => ({
            month: m.month,
            orders: m.orders,
            net_taxable: toRupees(m.netTaxable),
            tcs: toRupees(m.tcs),
          })),
        },
      };
    },
  );

  for (const kind of ["csv", "pdf"] as const) {
    app.get(
      `/statements/tcs.${kind}`,
      {
        config: files,
        preHandler: guard,
        schema: {
          tags,
          summary: `The monthly TCS summary as ${kind.toUpperCase()}`,
          querystring: tcsQuery,
          produces: [kind === "csv" ? "text/csv" : PDF],
        },
      },
      async (req, reply) => {
        const s = await tcsSummary(db, req.staff, req.query, app.ctx.now());
        const months = s.months.map((m) => m.month);
        const name = `galli-tcs-${months[months.length - 1]}-to-${months[0]}.${kind}`;
        if (kind === "csv") return file(reply, CSV, name, tcsCsv(s));
        return file(reply, PDF, name, await tcsPdf(s, languageOf(req.headers["accept-language"])));
      },
    );
  }

  app.get(
    "/statements/payouts/:payout_id",
    {
      config: limit,
      preHandler: guard,
      schema: {
        tags,
        summary: "One payout: its status, transfer reference and the orders it paid",
        params: payoutParams,
        querystring: payoutQuery,
        response: { 200: payoutStatementResponse },
      },
    },
    async (req) => {
      const s = await payoutStatement(db, req.staff, req.params.payout_id);
      return {
        success: true as const,
        data: {
          shop: shopView(s.shop),
          payout: payoutView(s.payout),
          orders: s.orders.map(orderView),
          totals: { orders: s.totals.orders, ...columns(s.totals) },
        },
      };
    },
  );

  for (const kind of ["csv", "pdf"] as const) {
    app.get(
      `/statements/payouts/:payout_id/statement.${kind}`,
      {
        config: files,
        preHandler: guard,
        schema: {
          tags,
          summary: `One payout's statement as ${kind.toUpperCase()}`,
          params: payoutParams,
          querystring: payoutQuery,
          produces: [kind === "csv" ? "text/csv" : PDF],
        },
      },
      async (req, reply) => {
        const s = await payoutStatement(db, req.staff, req.params.payout_id);
        const name = `galli-payout-${safeName(s.payout.id)}.${kind}`;
        if (kind === "csv") return file(reply, CSV, name, payoutCsv(s));
        return file(reply, PDF, name, await payoutPdf(s, languageOf(req.headers["accept-language"])));
      },
    );
  }
};

export default statementsRoutes;
