// A store's delivery area as the merchant API and the console read and write it: a GeoJSON Feature
// whose geometry is the drawn Polygon (null: the shop's delivery radius) and whose properties
// carry the pincodes always delivered to and never delivered to. The shape is checked here; the
// geometry's own rules (3 points or more, no crossing edges, near the store) in the service, so
// every refusal names its field.
import { z } from "zod";
import { envelope } from "./common";
import { AREA_MESSAGES as M, MAX_AREA_PINCODES, MAX_AREA_POINTS, PINCODE_PATTERN } from "./delivery-area-constants";

export * from "./delivery-area-constants";

const position = z
  .tuple([z.number({ error: M.point }).min(-180, M.point).max(180, M.point), z.number({ error: M.point }).min(-90, M.point).max(90, M.point)], {
    error: M.point,
  })
  .describe("[longitude, latitude] (GeoJSON order)");

export const areaPolygon = z
  .object({
    type: z.literal("Polygon", { error: M.polygon }),
    coordinates: z
      .array(z.array(position, { error: M.polygon }).max(MAX_AREA_POINTS + 1, M.tooManyPoints), { error: M.polygon })
      .length(1, M.polygon)
      .describe("One outline (no holes); closed or not, the first point is not repeated when stored."),
  })
  .describe("The drawn area (GeoJSON Polygon)");

const pincodes = z
  .array(z.string({ error: M.pincode }).trim().regex(PINCODE_PATTERN, M.pincode), { error: M.pincode })
  .max(MAX_AREA_PINCODES, M.pincodesMax);

export const areaProperties = z.object({
  pincodes_in: pincodes.default([]).describe("Always delivered to, whatever the area or radius."),
  pincodes_out: pincodes.default([]).describe("Never delivered to (wins over everything else)."),
});

/** PUT body: a GeoJSON Feature; geometry null clears the drawing (the radius applies again). */
export const deliveryAreaBody = z.object({
  type: z.literal("Feature", { error: M.polygon }),
  geometry: areaPolygon.nullable(),
  properties: areaProperties.default({ pincodes_in: [], pincodes_out: [] }),
});
export type DeliveryAreaBody = z.input<typeof deliveryAreaBody>;

export const deliveryAreaFeature = z.object({
  type: z.literal("Feature"),
  geometry: z.object({ type: z.literal("Polygon"), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) }).nullable(),
  properties: z.object({
    pincodes_in: z.array(z.string()),
    pincodes_out: z.array(z.string()),
    store_id: z.string(),
    store_name: z.string(),
    store: z.tuple([z.number(), z.number()]).describe("The store's [longitude, latitude]."),
    radius_km: z.number().describe("The shop's delivery radius (used when geometry is null)."),
  }),
});
export type DeliveryAreaFeature = z.infer<typeof deliveryAreaFeature>;
export const deliveryAreaResponse = envelope(deliveryAreaFeature);

/** The console's view: the area and the store's recent delivery points ([lng, lat]). */
export const consoleAreaAnswer = z.object({
  area: deliveryAreaFeature,
  recent_points: z.array(z.tuple([z.number(), z.number()])),
});
export type ConsoleAreaAnswer = z.infer<typeof consoleAreaAnswer>;
export const consoleAreaResponse = envelope(consoleAreaAnswer);
export const consoleAreaParams = z.object({
  shop_id: z.string().trim().min(1).max(64),
  store_id: z.string().trim().min(1).max(64),
});
