// The last mile in the merchant console, under /merchant/api:
//   GET  /deliveries                         the member's open trips, nearest first (deliveries)
//   POST /deliveries/:order_id/pickup        picked up: 3 Dispatched -> 4 Shipping (deliveries)
//   POST /deliveries/:order_id/position      the member's position while the trip is open (deliveries)
//   POST /deliveries/:order_id/deliver       delivered with the door code and the cash collected (deliveries)
//   POST /deliveries/:order_id/fail          the delivery failed, with a reason (deliveries)
//   GET  /delivery-members                   the members who take trips, with their open trips (orders)
//   POST /orders/:order_id/assign            assign a packed order to a member (orders; Manager, Super Admin)
//   POST /orders/:order_id/fail              the shop marks a delivery failed, with a reason (orders)
//   POST /orders/:order_id/return            the goods are back at the shop (orders)
//   GET  /delivery-settings/:shop_id         the shop's automatic assignment switch (settings)
//   PUT  /delivery-settings/:shop_id         turn it on or off (settings; audited)
//   GET  /deliveries/cash                    the cash on delivery the member holds (deliveries)
//   GET  /delivery-cash                      the cash each member holds, not yet handed over (orders)
//   POST /delivery-cash/:member_id/handover  a Manager confirms a member handed cash over (orders; Manager, Super Admin)
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consoleOrderParams, consoleOrderResponse } from "../../contract/console-orders";
import {
  assignBody,
  autoAssignBody,
  autoAssignResponse,
  shopParams,
  deliverBody,
  deliveryCashResponse,
  handoverBody,
  handoverResponse,
  memberParams,
  deliveryMembersResponse,
  deliveryOrderParams,
  failBody,
  positionBody,
  positionResponse,
  tripResponse,
  tripsResponse,
} from "../../contract/delivery";
import { consoleOrderView, consoleRateLimit, requireStaff, type StaffContext } from "../shop-console/public";
import {
  assignTrip,
  deliverTrip,
  failTrip,
  listMembers,
  listTrips,
  pickUp,
  recordPosition,
  returnTrip,
} from "./service";
import { getAutoAssign, setAutoAssign } from "./auto-assign";
import { confirmHandover, heldCash } from "./cash";

const member = (staff: StaffContext) => ({ storeIds: staff.storeIds, memberId: staff.staffId });
const shop = (staff: StaffContext) => ({ storeIds: staff.storeIds, memberId: null });

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const rateLimit = consoleRateLimit();
  const deliveries = requireStaff("deliveries");
  const orders = requireStaff("orders");
  const tags = ["Console deliveries"];

  app.get(
    "/deliveries",
    {
      config: rateLimit,
      preHandler: deliveries,
      schema: { tags, summary: "The member's open trips, nearest first", response: { 200: tripsResponse } },
    },
    async (req) => ({ success: true as const, data: { trips: await listTrips(db, member(req.staff)) } }),
  );

  app.post(
    "/deliveries/:order_id/pickup",
    {
      config: rateLimit,
      preHandler: deliveries,
      schema: {
        tags,
        summary: "Picked up from the shop (3 Dispatched -> 4 Shipping, Order-picked-up)",
        description:
          "Only the member's own trip in state Agent-assigned; otherwise 409 DELIVERY_STATE_CONFLICT with the state now.",
        params: deliveryOrderParams,
        response: { 200: tripResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { trip: await pickUp(db, member(req.staff), req.params.order_id, app.ctx.now()) },
    }),
  );

  app.post(
    "/deliveries/:order_id/position",
    {
      config: rateLimit,
      preHandler: deliveries,
      schema: {
        tags,
        summary: "The member's position while the trip is open",
        description:
          "At most one position is accepted every 10 s (a faster one answers accepted: false and writes nothing). 422 DELIVERY_POSITION_REFUSED outside India, far outside the shop's area, or above 120 km/h from the previous position.",
        params: deliveryOrderParams,
        body: positionBody,
        response: { 200: positionResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await recordPosition(db, member(req.staff), req.params.order_id, req.body, app.ctx.now()),
    }),
  );

  app.post(
    "/deliveries/:order_id/deliver",
    {
      config: rateLimit,
      preHandler: deliveries,
      schema: {
        tags,
        summary: "Delivered with the customer's 4-digit code (4 Shipping -> 5 Delivered, Order-delivered)",
        description:
          "cash_collected (paise) defaults to the amount to collect; less needs cash_reason, more is refused. A wrong code is 422 DELIVERY_CODE_WRONG; after 5 wrong codes the order's code is locked for 15 minutes (429 DELIVERY_CODE_LOCKED).",
        params: deliveryOrderParams,
        body: deliverBody,
        response: { 200: tripResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { trip: await deliverTrip(db, member(req.staff), req.params.order_id, req.body, app.ctx.now()) },
    }),
  );

  app.post(
    "/deliveries/:order_id/fail",
    {
      config: rateLimit,
      preHandler: deliveries,
      schema: {
        tags,
        summary: "The delivery failed (Delivery-failed, then RTO-Initiated: the goods go back to the shop)",
        params: deliveryOrderParams,
        body: failBody,
        response: { 200: tripResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { trip: await failTrip(db, member(req.staff), req.params.order_id, req.body.reason, app.ctx.now()) },
    }),
  );

  app.get(
    "/delivery-members",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "The members who take trips (the deliveries privilege), with their open trips",
        response: { 200: deliveryMembersResponse },
      },
    },
    async (req) => ({ success: true as const, data: { members: await listMembers(db, req.staff.merchantId) } }),
  );

  app.post(
    "/orders/:order_id/assign",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "Assign (or reassign) a packed delivery order to a delivery member (Manager or Super Admin)",
        description: "Self-pickup orders and orders past Dispatched answer 409.",
        params: consoleOrderParams,
        body: assignBody,
        response: { 200: consoleOrderResponse },
      },
    },
    async (req) => {
      const now = app.ctx.now();
      await assignTrip(db, shop(req.staff), req.params.order_id, req.body.member_id, now, req.staff);
      return { success: true as const, data: await consoleOrderView(db, req.staff, req.params.order_id, now) };
    },
  );

  app.post(
    "/orders/:order_id/fail",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "The shop marks a delivery failed (Delivery-failed, then RTO-Initiated), with a reason",
        description:
          "For an order on the road (Order-picked-up or At-delivery), whoever delivers it; otherwise 409 DELIVERY_STATE_CONFLICT with the state now. Written to the audit log.",
        params: consoleOrderParams,
        body: failBody,
        response: { 200: consoleOrderResponse },
      },
    },
    async (req) => {
      const now = app.ctx.now();
      await failTrip(db, shop(req.staff), req.params.order_id, req.body.reason, now, req.staff);
      return { success: true as const, data: await consoleOrderView(db, req.staff, req.params.order_id, now) };
    },
  );

  app.post(
    "/orders/:order_id/return",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "The goods of a failed delivery are back at the shop (RTO-Delivered: stock back, refund by the rule)",
        description:
          "A shop-side reason (damaged, wrong_items) closes the order as 8 Rejected, refunded in full; a customer-side one as 7 Cancelled, the goods refunded and the delivery charge kept.",
        params: consoleOrderParams,
        response: { 200: consoleOrderResponse },
      },
    },
    async (req) => {
      const now = app.ctx.now();
      await returnTrip(db, shop(req.staff), req.params.order_id, now, req.staff);
      return { success: true as const, data: await consoleOrderView(db, req.staff, req.params.order_id, now) };
    },
  );

  const settings = requireStaff("settings");
  app.get(
    "/delivery-settings/:shop_id",
    {
      config: rateLimit,
      preHandler: settings,
      schema: {
        tags,
        summary: "The shop's automatic assignment of ready delivery orders (on or off)",
        params: shopParams,
        response: { 200: autoAssignResponse },
      },
    },
    async (req) => ({ success: true as const, data: await getAutoAssign(db, req.staff, req.params.shop_id) }),
  );

  app.put(
    "/delivery-settings/:shop_id",
    {
      config: rateLimit,
      preHandler: settings,
      schema: {
        tags,
        summary: "Turn automatic assignment on or off",
        description:
          "When on, each delivery order that becomes ready (3 Dispatched) goes within seconds to the free delivery member (no open trips, else the fewest, then by name); orders already waiting are assigned at once. Self-pickup orders never.",
        params: shopParams,
        body: autoAssignBody,
        response: { 200: autoAssignResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await setAutoAssign(db, req.staff, req.params.shop_id, req.body.auto_assign, app.ctx.now()),
    }),
  );

  app.get(
    "/deliveries/cash",
    {
      config: rateLimit,
      preHandler: deliveries,
      schema: {
        tags,
        summary: "The cash on delivery the member holds (collected, not yet handed over to the shop)",
        response: { 200: deliveryCashResponse },
      },
    },
    async (req) => ({ success: true as const, data: await heldCash(db, req.staff.storeIds, req.staff.staffId) }),
  );

  app.get(
    "/delivery-cash",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "Cash with delivery members: per member, the COD cash collected and not yet handed over",
        response: { 200: deliveryCashResponse },
      },
    },
    async (req) => ({ success: true as const, data: await heldCash(db, req.staff.storeIds) }),
  );

  app.post(
    "/delivery-cash/:member_id/handover",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "A Manager or Super Admin confirms a delivery member handed cash over to the shop",
        description:
          "amount (paise) must be what the member holds for the orders named in order_ids, or for all cash held now (all: true). More is 422 DELIVERY_CASH_HANDOVER_ABOVE_HELD; less is 422 DELIVERY_CASH_HANDOVER_SHORT; an order already handed over is 409 DELIVERY_CASH_HANDED_OVER (nothing moves twice). Another merchant's member is 404.",
        params: memberParams,
        body: handoverBody,
        response: { 200: handoverResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await confirmHandover(db, req.staff, req.params.member_id, req.body, app.ctx.now()),
    }),
  );
};

export default routes;
