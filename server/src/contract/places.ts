// Places: autocomplete, reverse geocoding and geocoding by id (the maps service stand-in).
import { z } from "zod";
import { point } from "./common";

export const AUTOCOMPLETE_MAX_LENGTH = 500;

export const autocompleteQuery = z.object({
  q: z
    .string({ error: "Type a locality, city or pincode to search." })
    .trim()
    .min(1, "Type a locality, city or pincode to search.")
    .max(AUTOCOMPLETE_MAX_LENGTH, `The search text must be at most ${AUTOCOMPLETE_MAX_LENGTH} characters.`),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuery>;

const NUMBER_RE = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const coordinate = (name: "Latitude" | "Longitude", limit: number) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`)
    .regex(NUMBER_RE, `${name} must be a number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}.`)
        .max(limit, `${name} must be between -${limit} and ${limit}.`),
    );

export const reverseQuery = z.object({ lat: coordinate("Latitude", 90), lng: coordinate("Longitude", 180) });
export type ReverseQuery = z.infer<typeof reverseQuery>;

export const geocodeQuery = z.object({
  place_id: z
    .string({ error: "place_id is required." })
    .trim()
    .min(1, "place_id is required.")
    .max(200, "place_id is too long."),
});

export const suggestion = z.object({
  place_id: z.string(),
  kind: z.enum(["locality", "city"]),
  main_text: z.string(),
  secondary_text: z.string(),
  description: z.string(),
  location: point,
});
export type Suggestion = z.infer<typeof suggestion>;

export const autocompleteData = z.object({ suggestions: z.array(suggestion).max(8) });
export type AutocompleteData = z.infer<typeof autocompleteData>;

export const place = z.object({
  place_id: z.string(),
  street: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  description: z.string(),
  location: point,
});
export type Place = z.infer<typeof place>;

/** Reverse geocoding answers null when no known locality lies within 50 km of the point. */
export const reverseData = place.nullable();

/** The map tiles the delivery map may draw under itself (MAP_TILES_URL); null: none, draw without. */
export const mapTilesData = z.object({
  /** A Web Mercator tile template with {z}, {x}, {y} (and maybe {s}), or null. */
  tiles_url: z.string().nullable(),
  /** The credit the tiles' licence asks for ("" when none). */
  attribution: z.string(),
});
export type MapTilesData = z.infer<typeof mapTilesData>;
