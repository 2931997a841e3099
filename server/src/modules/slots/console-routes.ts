// Delivery slots in the merchant console (privilege "settings"), under /merchant/api:
//   GET /settings/:shop_id/slots                       each store's rules and slots today and tomorrow
//   PUT /settings/:shop_id/slots/:store_id             { capacity, cutoff_minutes, weekdays?, slots? }
//   PUT /settings/:shop_id/slots/:store_id/close       { date, slot, closed }
// Each write is in the console's audit log (store.slots, slot.close, slot.reopen).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  consoleSlotsParams,
  consoleSlotsResponse,
  consoleStoreSlotsParams,
  slotCloseBody,
  slotRulesBody,
  slotRulesResponse,
} from "../../contract/slots";
import { envelope } from "../../contract/common";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { indiaDate } from "../../lib/india-time";
import {
  consoleRateLimit,
  ownShop,
  ownStore,
  recordAudit,
  requireStaff,
  type StaffContext,
} from "../shop-console/public";
import { closeSlot, rulesView, saveSlotRules, slotsOf } from "./service";
import type { Db } from "../../lib/db";

async function shopStore(db: Db, staff: StaffContext, shopId: string, storeId: string) {
  ownShop(staff, shopId);
  ownStore(staff, storeId);
  const store = await db.store.findUnique({ where: { id: storeId }, select: { shopId: true } });
  if (!store || store.shopId !== shopId) throw new AppError(ERROR_CODE.STORE_NOT_FOUND);
}

export const slotsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Console: store settings"];
  const guard = requireStaff("settings");

  app.get(
    "/settings/:shop_id/slots",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: {
        tags,
        summary: "Each store's delivery slot rules and its slots' bookings today and tomorrow",
        params: consoleSlotsParams,
        response: { 200: consoleSlotsResponse },
      },
    },
    async (req) => {
      const shopId = ownShop(req.staff, req.params.shop_id);
      const now = app.ctx.now();
      const today = indiaDate(now);
      const tomorrow = indiaDate(now.getTime() + 86_400_000);
      const stores = await db.store.findMany({
        where: { shopId, id: { in: req.staff.storeIds } },
        select: {
          id: true,
          name: true,
          slotRules: true,
          shop: { select: { temporarilyClosed: true, weeklyHours: true, holidays: true } },
        },
        orderBy: { createdAt: "asc" },
      });
      return {
        success: true as const,
        data: {
          stores: await Promise.all(
            stores.map(async (s) => ({
              store_id: s.id,
              store_name: s.name,
              rules: rulesView(s.slotRules),
              today: await slotsOf(db, [s], today, now),
              tomorrow: await slotsOf(db, [s], tomorrow, now),
            })),
          ),
        },
      };
    },
  );

  app.put(
    "/settings/:shop_id/slots/:store_id",
    {
      config: consoleRateLimit(30),
      preHandler: guard,
      schema: {
        tags,
        summary: "Set a store's slot capacity and cut-off",
        description:
          "As PUT /api/stores/{store_key}/slots: a capacity below the orders already booked answers 400 naming the field.",
        params: consoleStoreSlotsParams,
        body: slotRulesBody,
        response: { 200: slotRulesResponse },
      },
    },
    async (req) => {
      const { shop_id, store_id } = req.params;
      await shopStore(db, req.staff, shop_id, store_id);
      const rules = await saveSlotRules(db, store_id, req.body, app.ctx.now(), (tx, before, after) =>
        recordAudit(tx, req.staff, { action: "store.slots", entity: "store", entityId: store_id, before, after }),
      );
      return { success: true as const, data: { rules } };
    },
  );

  app.put(
    "/settings/:shop_id/slots/:store_id/close",
    {
      config: consoleRateLimit(30),
      preHandler: guard,
      schema: {
        tags,
        summary: "Close one slot of one date by hand (or open it again)",
        description: "A closed slot takes no more orders (its capacity is 0 for the date); orders already placed stay.",
        params: consoleStoreSlotsParams,
        body: slotCloseBody,
        response: { 200: envelope(z.object({ closed: z.boolean() })) },
      },
    },
    async (req) => {
      const { shop_id, store_id } = req.params;
      const { date, slot, closed } = req.body;
      await shopStore(db, req.staff, shop_id, store_id);
      await closeSlot(db, { storeId: store_id, date, slot, closed }, (tx, before, after) =>
        recordAudit(tx, req.staff, {
          action: closed ? "slot.close" : "slot.reopen",
          entity: "store",
          entityId: store_id,
          before: { date, slot, closed: before },
          after: { date, slot, closed: after },
        }),
      );
      return { success: true as const, data: { closed } };
    },
  );
};
