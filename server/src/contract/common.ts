// Shapes shared by every domain: the response envelope, GeoJSON points, ids, pagination.
import { z } from "zod";
export * from "./common-constants";

export const errorItem = z.object({ path: z.string(), message: z.string() });

/**
 * What a refusal may say beyond its code and message: each field is named here, so the shared
 * Failure schema stays closed (additionalProperties false) and a thrower cannot add another.
 */
export const failureDetails = {
  errors: z.array(errorItem).optional().describe("Each bad field of the request."),
  token: z.literal("expired").optional().describe("The session has ended: renew it or log in again."),
  current_status: z.number().int().optional().describe("INVALID_TRANSITION and ORDER_CHANGED: the order's status now."),
  available: z.number().int().min(0).optional().describe("OUT_OF_STOCK: how many units are in stock."),
  product_ids: z.array(z.string()).optional().describe("STORE_CANNOT_FULFIL: the products the store is short of."),
  store_id: z
    .string()
    .optional()
    .describe("STORE_NOT_FOUND, STORE_PRODUCT_NOT_FOUND: the store named; SLOT_FULL, SLOT_CLOSED: the store whose slot it is; STORE_BUSY: the store at its limit."),
  retry_after: z.number().int().min(0).optional().describe("BUZZ_COOLDOWN: seconds until the next buzz."),
  provider_code: z.string().optional().describe("PAYMENT_PROVIDER_ERROR: the payment provider's own error code."),
  delivery_state: z
    .string()
    .nullable()
    .optional()
    .describe("DELIVERY_STATE_CONFLICT: the order's delivery state now (null: nobody assigned yet)."),
  next_slot: z
    .object({ date: z.string(), slot: z.string() })
    .nullable()
    .optional()
    .describe("SLOT_FULL, SLOT_CLOSED: the next slot that can be chosen (null: none within the preferred-date window)."),
  next_delivery_at: z
    .string()
    .optional()
    .describe("STORE_BUSY: when the next order for immediate delivery can be delivered (ISO time)."),
  refunded: z.literal(true).optional().describe("An order placement failed after payment: the payment was refunded."),
};
export type FailureDetails = { [K in keyof typeof failureDetails]?: z.infer<(typeof failureDetails)[K]> };

/** As an answer schema it is closed (additionalProperties false): a field not named above is a mistake. */
export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  ...failureDetails,
});
export type Failure = z.infer<typeof failure>;

/** The success envelope around a data schema. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/**
 * The selling shop's details a product and an order show (Consumer Protection (E-Commerce) Rules
 * 2020): the registered legal name (the display name when none is registered), the selling store's
 * address and the GSTIN (null when the shop has none).
 */
export const sellerDetails = z.object({ legal_name: z.string(), address: z.string(), gstin: z.string().nullable() });
export type SellerDetails = z.infer<typeof sellerDetails>;

/** A success envelope with only a message. */
export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

export const id = z.string().trim().min(1, "Id is required.").max(64);

/** Coordinates as GeoJSON: [lng, lat]. 0/0 means "not set" in the client. */
export const point = z.object({
  type: z.literal("Point"),
  coordinates: z.tuple([
    z.number().min(-180, "Longitude must be between -180 and 180.").max(180, "Longitude must be between -180 and 180."),
    z.number().min(-90, "Latitude must be between -90 and 90.").max(90, "Latitude must be between -90 and 90."),
  ]),
});
export type Point = z.infer<typeof point>;

export const pageQuery = (maxLimit: number) =>
  z.object({
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(maxLimit),
  });
