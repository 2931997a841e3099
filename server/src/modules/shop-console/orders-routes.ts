// The console's orders board, home dashboard and live stream, under /merchant/api:
//   GET  /orders                             the board: a tab's orders and every tab's count (orders)
//   GET  /orders/:order_id                   one order (orders)
//   GET  /orders/:order_id/image             the customer's image attached to the order (orders)
//   GET  /orders/:order_id/requests/:product_id/image?n=   a replacement request's photo n (from 0) (orders)
//   POST /orders/:order_id/<accept|reject|ready|ship|deliver>   a move, naming the status seen (orders)
//   POST /orders/:order_id/requests/<approve|refuse>            replacement / undelivered requests (orders)
//   GET  /dashboard                          the home (any member)
//   PUT  /dashboard/low-stock-threshold      a shop's low stock limit (settings)
//   GET  /events                             the member's stores' live event stream (orders)
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { messageEnvelope } from "../../contract/common";
import { LAST_EVENT_ID_HEADER, SHOP_LIVE_EVENTS, liveEvent } from "../../contract/live";
import {
  CONSOLE_MOVES,
  CONSOLE_ORDER_MESSAGES,
  CONSOLE_REQUEST_ANSWERS,
  consoleApproveBody,
  consoleBoardResponse,
  consoleDeliverBody,
  consoleDashboardResponse,
  consoleMoveBody,
  consoleOrderParams,
  consoleOrderResponse,
  consoleOrdersQuery,
  consoleRefuseBody,
  consoleRejectBody,
  consoleRequestImageParams,
  consoleRequestImageQuery,
  lowStockThresholdBody,
  type ConsoleMove,
  type ConsoleRequestAnswer,
} from "../../contract/console-orders";
import { openStream, parseLastEventId } from "../live/public";
import { consoleRateLimit, requireStaff } from "./guard";
import { answerConsoleRequest, consoleOrderImage, consoleRequestImage, moveConsoleOrder } from "./orders-service";
import { consoleBoard, consoleOrderView } from "./orders-board";
import { consoleDashboard, setLowStockThreshold } from "./dashboard";
import { commissionRules, type CommissionRulesCache } from "../ledger/public";

const rateLimit = consoleRateLimit();

const STREAM_ACCEPT = "Open the event stream with Accept: text/event-stream.";
const notAStreamReader = () =>
  new AppError(ERROR_CODE.VALIDATION_FAILED, STREAM_ACCEPT, {
    errors: [{ path: "headers.accept", message: STREAM_ACCEPT }],
  });

const SUMMARY: Record<ConsoleMove | ConsoleRequestAnswer, string> = {
  accept: "Accept a new order (New Orders -> Packaging)",
  reject: "Reject an order before delivery with a reason (stock back, the customer refunded as a cancel is)",
  ready: "Mark an order ready to ship (Packaging -> Dispatched)",
  ship: "Hand an order to delivery (Dispatched -> On the way)",
  deliver:
    "Mark an order delivered (On the way -> Delivered) with the customer's door code (a delivery or self-pickup order); a Manager or Super Admin may give override_reason instead",
  approve: "Approve the order's requested replacements and undelivered products: their amount is refunded",
  refuse: "Refuse the order's requested replacements and undelivered products with a reason (Galli support decides)",
};

const MOVED =
  "status is the order's status as the member saw it; when the order stands elsewhere now the answer is 409 ORDER_CHANGED with current_status.";

const routes: FastifyPluginAsyncZod = async (app) => {
  // The live commission rules for the home's rates (built on first use, as the read epochs may be
  // decorated by a plugin registered later).
  let commission: CommissionRulesCache | null = null;
  const { db } = app.ctx;
  const tags = ["Console orders"];
  const orders = requireStaff("orders");

  app.get(
    "/orders",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "The orders board: a tab's orders and every tab's count",
        description:
          "Tabs: new (New Orders, oldest first), packaging, dispatched, on_the_way, delivered, replace_refund (an open replacement or undelivered request), cancelled (cancelled, rejected, denied); the others newest first. Across the member's stores, or one with store_id.",
        querystring: consoleOrdersQuery,
        response: { 200: consoleBoardResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await consoleBoard(db, req.staff, req.query, app.ctx.now()),
    }),
  );

  app.get(
    "/orders/:order_id",
    {
      config: rateLimit,
      preHandler: orders,
      schema: { tags, summary: "One order", params: consoleOrderParams, response: { 200: consoleOrderResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await consoleOrderView(db, req.staff, req.params.order_id, app.ctx.now()),
    }),
  );

  app.get(
    "/orders/:order_id/image",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "The image the customer attached to the order (WebP)",
        params: consoleOrderParams,
        produces: ["image/webp"],
      },
    },
    async (req, reply) => {
      const bytes = await consoleOrderImage(app.ctx, req.staff, req.params.order_id);
      if (!bytes) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND);
      return reply.type("image/webp").header("cache-control", "private, max-age=3600").send(bytes);
    },
  );

  app.get(
    "/orders/:order_id/requests/:product_id/image",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "A photo the customer sent with a replacement request on the order's product (WebP; n from 0)",
        params: consoleRequestImageParams,
        querystring: consoleRequestImageQuery,
        produces: ["image/webp"],
      },
    },
    async (req, reply) => {
      const { order_id, product_id } = req.params;
      const bytes = await consoleRequestImage(app.ctx, req.staff, order_id, product_id, req.query.n);
      if (!bytes) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND);
      return reply.type("image/webp").header("cache-control", "private, max-age=3600").send(bytes);
    },
  );

  for (const move of CONSOLE_MOVES) {
    app.post(
      `/orders/:order_id/${move}`,
      {
        config: rateLimit,
        preHandler: orders,
        schema: {
          tags,
          summary: SUMMARY[move],
          description: MOVED,
          params: consoleOrderParams,
          body: move === "reject" ? consoleRejectBody : move === "deliver" ? consoleDeliverBody : consoleMoveBody,
          response: { 200: consoleOrderResponse },
        },
      },
      async (req) => {
        const body = req.body as { status: number; reason?: string; code?: string; override_reason?: string };
        return {
          success: true as const,
          data: await moveConsoleOrder(app.ctx, req.staff, req.params.order_id, move, body),
        };
      },
    );
  }

  for (const answer of CONSOLE_REQUEST_ANSWERS) {
    app.post(
      `/orders/:order_id/requests/${answer}`,
      {
        config: rateLimit,
        preHandler: orders,
        schema: {
          tags,
          summary: SUMMARY[answer],
          params: consoleOrderParams,
          body: answer === "approve" ? consoleApproveBody : consoleRefuseBody,
          response: { 200: consoleOrderResponse },
        },
      },
      async (req) => ({
        success: true as const,
        data: await answerConsoleRequest(
          app.ctx,
          req.staff,
          req.params.order_id,
          answer,
          req.body as { status?: number; reason?: string } | null | undefined,
        ),
      }),
    );
  }

  app.get(
    "/dashboard",
    {
      config: rateLimit,
      preHandler: requireStaff(null),
      schema: {
        tags,
        summary: "The console's home: today's orders and sales, orders waiting, items running low",
        response: { 200: consoleDashboardResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await consoleDashboard(db, req.staff, app.ctx.now(), () =>
        (commission ??= commissionRules(db, app.readEpochs ?? null)).current(),
      ),
    }),
  );

  app.put(
    "/dashboard/low-stock-threshold",
    {
      config: rateLimit,
      preHandler: requireStaff("settings"),
      schema: {
        tags,
        summary: "Set a shop's low stock limit (the home lists products whose stock is below it)",
        body: lowStockThresholdBody,
        response: { 200: messageEnvelope },
      },
    },
    async (req) => {
      await setLowStockThreshold(db, req.staff, req.body);
      return { success: true as const, message: CONSOLE_ORDER_MESSAGES.thresholdSaved };
    },
  );

  app.get(
    "/events",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "The live event stream of the member's stores",
        description: `A server-sent event stream like the store's (GET /api/stores/{store_key}/events), authorised by the console session: the ${SHOP_LIVE_EVENTS.join(", ")} events of every store of the merchant's shops. Reconnect with Last-Event-ID to get what was missed.`,
        headers: z.object({
          accept: z.string().optional().describe("Must include text/event-stream (400 otherwise)."),
          [LAST_EVENT_ID_HEADER]: z.string().optional(),
        }),
        produces: ["text/event-stream"],
        response: { 200: liveEvent },
      },
    },
    async (req, reply) => {
      // A stream never ends: a caller that did not ask for one gets an answer instead of a hang.
      if (!String(req.headers.accept ?? "").includes("text/event-stream")) throw notAStreamReader();
      const lastEventId = parseLastEventId(req.headers[LAST_EVENT_ID_HEADER]);
      await openStream(req, reply, app.liveHub, db, { storeIds: [...req.staff.storeIds] }, lastEventId);
    },
  );
};

export default routes;
