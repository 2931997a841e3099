// Arrival promised and measured: a shop's on-time figures over the last 7 India days (the merchant
// dashboard and the ops console's shops).
import { z } from "zod";

export const onTime = z.object({
  /** Delivered orders of the last 7 India days that carried a promised arrival. */
  delivered: z.number().int(),
  /** Share delivered at or before the promise, 0-1; null when none were delivered. */
  on_time_share: z.number().nullable(),
  /** Median of delivered - promised in minutes (negative: early); null when none were delivered. */
  median_delay_minutes: z.number().nullable(),
});
export type OnTimeView = z.infer<typeof onTime>;
