// The merchant-service calls the partner form uses: shop categories and cities.
import { z } from "zod";
import { envelope } from "./common";
export * from "./merchant-service-constants";

export const categoryOption = z.object({ display_name: z.string() });
export const categoriesData = z.object({ categories: z.array(categoryOption) });
export type CategoriesData = z.infer<typeof categoriesData>;
export const categoriesResponse = envelope(categoriesData);

export const locationOption = z.object({ name: z.string(), state: z.string() });
export type LocationOption = z.infer<typeof locationOption>;
export const locationsData = z.object({ location: z.array(locationOption) });
export type LocationsData = z.infer<typeof locationsData>;
export const locationsResponse = envelope(locationsData);
export const locationsQuery = z.object({ country: z.string().max(60).default("India") });
