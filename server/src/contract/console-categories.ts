// Merchant console: the category tree's leaves a product can be filed under (the product form's picker).
import { z } from "zod";
import { envelope } from "./common";

export const categoryOption = z.object({ id: z.string(), path: z.string() });
export type CategoryOption = z.infer<typeof categoryOption>;
export const categoryOptionsResponse = envelope(z.array(categoryOption));
