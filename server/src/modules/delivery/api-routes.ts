// The last mile in the merchant order API (Authkey, per store), under /api/stores (paths fixed for
// other tools; the deliver with the door code is the order API's own deliver):
//   GET  /:store_key/delivery-members
//   GET  /:store_key/delivery-cash               cash each member holds, not yet handed over
//   POST /:store_key/orders/:order_id/assign   { member_id }
//   POST /:store_key/orders/:order_id/pickup
//   POST /:store_key/orders/:order_id/position { lat, lng, accuracy_m }
//   POST /:store_key/orders/:order_id/fail     { reason }
//   POST /:store_key/orders/:order_id/return
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  emptyActionBody,
  merchantOrderParams,
  merchantOrderResponse,
  storeKeyParams,
} from "../../contract/merchant-orders";
import {
  assignBody,
  deliveryCashResponse,
  deliveryMembersResponse,
  failBody,
  positionBody,
  positionResponse,
} from "../../contract/delivery";
import { merchantRateLimit, presentMerchantOrders, storeCall } from "../shop-orders-api/public";
import { assignTrip, failTrip, listMembers, pickUp, recordPosition, returnTrip } from "./service";
import { heldCash } from "./cash";

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Merchant orders"];
  const orderAnswer = async (id: string) => {
    const [order] = await presentMerchantOrders(db, [id]);
    return { success: true as const, data: order };
  };

  app.get(
    "/:store_key/delivery-members",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "The shop's delivery members (id, name, open trips)",
        params: storeKeyParams,
        response: { 200: deliveryMembersResponse },
      },
    },
    async (req) => {
      const { caller } = await storeCall(db, req);
      return { success: true as const, data: { members: await listMembers(db, caller.merchantId) } };
    },
  );

  app.get(
    "/:store_key/delivery-cash",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "Cash with delivery members: per member, the store's COD cash collected and not yet handed over",
        description: "Amounts in paise. A Manager confirms a handover in the merchant console.",
        params: storeKeyParams,
        response: { 200: deliveryCashResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: await heldCash(db, [store.id]) };
    },
  );

  app.post(
    "/:store_key/orders/:order_id/assign",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "Assign a packed delivery order to a delivery member (Agent-assigned)",
        description: "Self-pickup orders and orders past 3 Dispatched answer 409.",
        params: merchantOrderParams,
        body: assignBody,
        response: { 200: merchantOrderResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      const actor = { storeIds: [store.id], memberId: null };
      await assignTrip(db, actor, req.params.order_id, req.body.member_id, app.ctx.now());
      return orderAnswer(req.params.order_id);
    },
  );

  app.post(
    "/:store_key/orders/:order_id/pickup",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "Picked up from the shop (3 Dispatched -> 4 Shipping, Order-picked-up)",
        params: merchantOrderParams,
        body: emptyActionBody,
        response: { 200: merchantOrderResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      await pickUp(db, { storeIds: [store.id], memberId: null }, req.params.order_id, app.ctx.now());
      return orderAnswer(req.params.order_id);
    },
  );

  app.post(
    "/:store_key/orders/:order_id/position",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "The delivery person's position while the trip is open",
        description:
          "At most one position is accepted every 10 s (a faster one answers accepted: false). 422 DELIVERY_POSITION_REFUSED outside India, far outside the shop's area, or above 120 km/h.",
        params: merchantOrderParams,
        body: positionBody,
        response: { 200: positionResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      const actor = { storeIds: [store.id], memberId: null };
      return {
        success: true as const,
        data: await recordPosition(db, actor, req.params.order_id, req.body, app.ctx.now()),
      };
    },
  );

  app.post(
    "/:store_key/orders/:order_id/fail",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "The delivery failed (Delivery-failed, then RTO-Initiated)",
        params: merchantOrderParams,
        body: failBody,
        response: { 200: merchantOrderResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      await failTrip(db, { storeIds: [store.id], memberId: null }, req.params.order_id, req.body.reason, app.ctx.now());
      return orderAnswer(req.params.order_id);
    },
  );

  app.post(
    "/:store_key/orders/:order_id/return",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "The goods of a failed delivery are back at the shop (RTO-Delivered: stock back, refund by the rule)",
        description:
          "damaged or wrong_items (the shop's side): 8 Rejected, refunded in full; the customer's side: 7 Cancelled, the goods refunded and the delivery charge kept.",
        params: merchantOrderParams,
        body: emptyActionBody,
        response: { 200: merchantOrderResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      await returnTrip(db, { storeIds: [store.id], memberId: null }, req.params.order_id, app.ctx.now());
      return orderAnswer(req.params.order_id);
    },
  );
};

export default routes;
