// A store's delivery area in the merchant API (Authkey, per store), under /api/stores:
//   GET /:store_key/area   the area as a GeoJSON Feature (geometry null: the shop's radius)
//   PUT /:store_key/area   a GeoJSON Feature: the drawn Polygon (or null) and the pincode lists
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { storeKeyParams } from "../../contract/merchant-orders";
import { deliveryAreaBody, deliveryAreaResponse } from "../../contract/delivery-area";
import { merchantRateLimit, storeCall } from "../shop-orders-api/public";
import { areaFeature, areaStore, saveArea } from "./service";

export const areaApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Merchant delivery area"];

  app.get(
    "/:store_key/area",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "The store's delivery area as GeoJSON",
        description:
          "A GeoJSON Feature: geometry is the drawn Polygon ([longitude, latitude] points), or null when the shop's delivery radius applies; properties.pincodes_in are always delivered to, properties.pincodes_out never. Order of the test: pincode always out, pincode always in, the polygon if set, else the radius.",
        params: storeKeyParams,
        response: { 200: deliveryAreaResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: areaFeature(await areaStore(db, store.id)) };
    },
  );

  app.put(
    "/:store_key/area",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "Set the store's delivery area (GeoJSON)",
        description:
          'A GeoJSON Feature {"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[lng,lat],...]]} | null,"properties":{"pincodes_in":[],"pincodes_out":[]}}. A polygon with fewer than 3 points, one whose edges cross, or a point more than 10 km from the store answers 400 VALIDATION_FAILED naming the field; nothing is written.',
        params: storeKeyParams,
        body: deliveryAreaBody,
        response: { 200: deliveryAreaResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: await saveArea(db, store.id, req.body) };
    },
  );
};
