// Shop discovery: the three location calls (private, public/branded, global), the shop group
// shape of spec part 1 section 3, and the shop icon query.
import { z } from "zod";
import { MAX_DISTANCE_M, MIN_DISTANCE_M } from "./shops-constants";

export * from "./shops-constants";

const coordinate = (name: "Longitude" | "Latitude", limit: number) =>
  z
    .number({ error: `${name} must be a number.` })
    .min(-limit, `${name} must be between -${limit} and ${limit}.`)
    .max(limit, `${name} must be between -${limit} and ${limit}.`);

/** A required GeoJSON point named in its messages; [0, 0] is the client's "not set". */
export const locationPoint = (name: string) =>
  z
    .object(
      {
        type: z.literal("Point", { error: `${name}.type must be "Point".` }),
        coordinates: z.tuple([coordinate("Longitude", 180), coordinate("Latitude", 90)], {
          error: `${name}.coordinates must be [longitude, latitude].`,
        }),
      },
      {
        error: (iss) =>
          iss.input === undefined || iss.input === null
            ? `${name} is required.`
            : `${name} must be a GeoJSON point: {"type": "Point", "coordinates": [longitude, latitude]}.`,
      },
    )
    .refine((p) => p.coordinates[0] !== 0 || p.coordinates[1] !== 0, `${name} is not set.`);

const distanceMessage = `maxDistance must be between ${MIN_DISTANCE_M} and ${MAX_DISTANCE_M} metres (1 to 10 km).`;

export const shopsLocationFields = {
  searchLocation: locationPoint("searchLocation"),
  deliveryLocation: locationPoint("deliveryLocation"),
  maxDistance: z
    .number({ error: (iss) => (iss.input === undefined ? "maxDistance is required." : distanceMessage) })
    .int("maxDistance must be a whole number of metres.")
    .min(MIN_DISTANCE_M, distanceMessage)
    .max(MAX_DISTANCE_M, distanceMessage),
};

/** Body of the private and global calls. */
export const shopsLocationBody = z.object(shopsLocationFields).strict();
export type ShopsLocationBody = z.infer<typeof shopsLocationBody>;

/** Body of POST /category/view/location: `type` 1 lists public shops, 2 branded shops. */
export const shopsByTypeBody = z
  .object({
    ...shopsLocationFields,
    type: z
      .number({ error: "type is required: 1 for public shops, 2 for branded shops." })
      .int("type must be 1 (public shops) or 2 (branded shops).")
      .min(1, "type must be 1 (public shops) or 2 (branded shops).")
      .max(2, "type must be 1 (public shops) or 2 (branded shops)."),
  })
  .strict();
export type ShopsByTypeBody = z.infer<typeof shopsByTypeBody>;

export const shopGroupName = z.enum(["public", "private", "branded", "global"]);
export type ShopGroupName = z.infer<typeof shopGroupName>;

export const shopOffer = z.object({
  /** Rupees when value_type is 1, a percentage when it is 2. */
  code_value: z.number(),
  value_type: z.union([z.literal(1), z.literal(2)]),
});

/** Cash on delivery as spec part 2 section 5 reads it: offered, and with a limit of type 'limit' only up to it. */
export const shopCodFields = z.object({
  is_cod: z.boolean(),
  /** Rupees: the most cash collected on delivery when is_cod_limit_type is "limit"; 0 otherwise. */
  is_cod_limit: z.number(),
  is_cod_limit_type: z.enum(["limit", "none"]),
});
export type ShopCodFields = z.infer<typeof shopCodFields>;

/**
 * The shop's order-relevant fields of spec part 2 section 3. The top-level COD fields are the ones
 * checkout applies (the 'other location' settings for an other-location shop, the local ones
 * otherwise); settings.general.delivery holds both.
 */
export const shopOrderFields = z.object({
  ...shopCodFields.shape,
  settings: z.object({
    general: z.object({ delivery: z.object({ local: shopCodFields, other: shopCodFields }) }),
  }),
  /** The local delivery window on the shop clock (India wall-clock ms after midnight written as
   * UTC, 19800000 ms ahead of the real instant): the client subtracts 330 minutes. */
  delivery_local_from: z.number().int(),
  delivery_local_to: z.number().int(),
});
export type ShopOrderFields = z.infer<typeof shopOrderFields>;

export const shopCard = z.object({
  _id: z.string(),
  category_id: z.string(),
  display_name: z.string(),
  /** Stored image name, for GET /user/category/view/img?img=... */
  image: z.string(),
  kind: z.string(),
  group: shopGroupName,
  /** The shop's stores that serve this search (for global shops: all of its stores). */
  stores: z.array(z.string()),
  /** The store nearest to the search location. */
  store_id: z.string(),
  /** Great-circle metres from the search location to the nearest store. */
  distance: z.number().int(),
  /** Metres from the delivery location to the nearest listed store. */
  delivery_distance: z.number().int(),
  store_rating: z.object({ avg_rating: z.number(), count: z.number().int() }),
  is_open: z.boolean(),
  private_is_open: z.boolean(),
  promoid_obj: z.object({ shop_unique_id: z.string().nullable() }),
  offer: shopOffer.nullable(),
  address: z.object({ street: z.string(), city: z.string() }),
  /** Present for private shops: their icon. */
  private: z.object({ icon: z.string() }).nullable(),
  delivery: z.object({
    local: z.object({ delivery_max_hours: z.number().int(), delivery_max_minutes: z.number().int() }),
  }),
  delivery_local_duration: z.number().int(),
  delivery_local_duration_unit: z.string(),
  /**
   * Only while the shop has reached its limit of orders for immediate delivery this hour: when the
   * next such order can be delivered (ISO time). Delivery slots are still offered.
   */
  next_delivery_at: z.string().optional(),
});
export type ShopCard = z.infer<typeof shopCard>;

export const shopGroup = z.object({
  shops: z.array(shopCard),
  /** Shops that answer the search; `shops` holds the nearest of them (at most 120, 60 for global). */
  count: z.number().int(),
  /** Every store id of the listed shops. */
  storesIds: z.array(z.string()),
});
export type ShopGroup = z.infer<typeof shopGroup>;

const INT_RE = /^\d+$/;
const sizeParam = (name: string) =>
  z
    .string()
    .trim()
    .regex(INT_RE, `${name} must be a whole number of pixels.`)
    .transform(Number)
    .pipe(z.number().min(16, `${name} must be between 16 and 1024.`).max(1024, `${name} must be between 16 and 1024.`));

export const shopIconQuery = z.object({
  img: z.string({ error: "img is required." }).trim().min(1, "img is required.").max(200, "img is too long."),
  format: z.enum(["jpeg", "jpg", "png", "webp"], { error: "format must be jpeg, png or webp." }).default("jpeg"),
  width: sizeParam("width").optional(),
  height: sizeParam("height").optional(),
  is_web: z.enum(["0", "1"], { error: "is_web must be 0 or 1." }).optional(),
  off: z.enum(["0", "1"], { error: "off must be 0 or 1." }).optional(),
});
export type ShopIconQuery = z.infer<typeof shopIconQuery>;
