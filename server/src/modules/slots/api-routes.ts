// Delivery slots in the merchant API (Authkey, per store), under /api/stores (paths fixed for other tools):
//   GET /:store_key/slots?date=YYYY-MM-DD   one item per slot: capacity, booked, cut-off, open
//   PUT /:store_key/slots                   { capacity, cutoff_minutes, weekdays?, slots? }
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { storeKeyParams } from "../../contract/merchant-orders";
import { slotRulesBody, slotRulesResponse, slotsQuery, slotsResponse } from "../../contract/slots";
import { merchantRateLimit, storeCall } from "../shop-orders-api/public";
import { saveSlotRules, slotStore, slotsOf } from "./service";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";

export const slotsApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Merchant slots"];

  app.get(
    "/:store_key/slots",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "The store's delivery slots on a date: capacity, orders booked, cut-off, open",
        description:
          "One item per slot. capacity null: unlimited; 0: closed by hand for the date. open is false when the slot is full, past its cut-off or the shop is closed then (state says which).",
        params: storeKeyParams,
        querystring: slotsQuery,
        response: { 200: slotsResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      const s = await slotStore(db, store.id);
      if (!s) throw new AppError(ERROR_CODE.STORE_NOT_FOUND);
      return { success: true as const, data: await slotsOf(db, [s], req.query.date, app.ctx.now()) };
    },
  );

  app.put(
    "/:store_key/slots",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "Set the store's slot capacity and cut-off",
        description:
          "capacity: orders each slot takes (null: unlimited); cutoff_minutes: the slot stops taking orders this long before it starts. Optional overrides: weekdays.<sun..sat>.capacity, weekdays.<day>.slots.<slot>, slots.<slot>; the most specific wins (weekday and slot, then slot, then weekday, then capacity). A capacity below the orders already booked for a slot of today or later answers 400 VALIDATION_FAILED naming the field; nothing is written.",
        params: storeKeyParams,
        body: slotRulesBody,
        response: { 200: slotRulesResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: { rules: await saveSlotRules(db, store.id, req.body, app.ctx.now()) } };
    },
  );
};
