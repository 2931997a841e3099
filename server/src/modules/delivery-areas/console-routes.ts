// A store's delivery area in the merchant console (privilege "settings"), under /merchant/api:
//   GET /settings/:shop_id/area/:store_id   the area and the store's recent delivery points
//   PUT /settings/:shop_id/area/:store_id   a GeoJSON Feature (as PUT /api/stores/{store_key}/area)
// Each write is in the console's audit log (store.area).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  consoleAreaParams,
  consoleAreaResponse,
  deliveryAreaBody,
  deliveryAreaResponse,
} from "../../contract/delivery-area";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { consoleRateLimit, ownShop, ownStore, recordAudit, requireStaff, type StaffContext } from "../shop-console/public";
import { areaFeature, areaStore, recentDeliveryPoints, saveArea } from "./service";
import type { Db } from "../../lib/db";

async function shopStore(db: Db, staff: StaffContext, shopId: string, storeId: string) {
  ownShop(staff, shopId);
  ownStore(staff, storeId);
  const store = await areaStore(db, storeId).catch(() => null);
  if (!store || store.shopId !== shopId) throw new AppError(ERROR_CODE.STORE_NOT_FOUND);
  return store;
}

export const areaConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Console: store settings"];
  const guard = requireStaff("settings");

  app.get(
    "/settings/:shop_id/area/:store_id",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: {
        tags,
        summary: "A store's delivery area and where its last delivered orders went",
        params: consoleAreaParams,
        response: { 200: consoleAreaResponse },
      },
    },
    async (req) => {
      const store = await shopStore(db, req.staff, req.params.shop_id, req.params.store_id);
      return {
        success: true as const,
        data: { area: areaFeature(store), recent_points: await recentDeliveryPoints(db, store.id) },
      };
    },
  );

  app.put(
    "/settings/:shop_id/area/:store_id",
    {
      config: consoleRateLimit(30),
      preHandler: guard,
      schema: {
        tags,
        summary: "Set a store's delivery area (GeoJSON)",
        description:
          "As PUT /api/stores/{store_key}/area: fewer than 3 points, crossing edges or a point beyond 10 km answers 400 naming the field.",
        params: consoleAreaParams,
        body: deliveryAreaBody,
        response: { 200: deliveryAreaResponse },
      },
    },
    async (req) => {
      const { shop_id, store_id } = req.params;
      await shopStore(db, req.staff, shop_id, store_id);
      const area = await saveArea(db, store_id, req.body, (tx, before, after) =>
        recordAudit(tx, req.staff, { action: "store.area", entity: "store", entityId: store_id, before, after }),
      );
      return { success: true as const, data: area };
    },
  );
};
