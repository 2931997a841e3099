// Shapes shared by every domain: the response envelope, GeoJSON points, ids, pagination.
import { z } from "zod";
export * from "./common-constants";

export const errorItem = z.object({ path: z.string(), message: z.string() });

export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(errorItem).optional(),
  token: z.literal("expired").optional(),
});
export type Failure = z.infer<typeof failure>;

/** The success envelope around a data schema. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

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
