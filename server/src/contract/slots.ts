// Delivery slot capacity and cut-off: the merchant API (GET/PUT /api/stores/{store_key}/slots),
// the console's calls and the customer's slot list at checkout.
import { z } from "zod";
import { envelope } from "./common";
import { DELIVERY_SLOTS, SLOT_LABELS } from "./checkout-constants";
import { MAX_CUTOFF_MINUTES, MAX_SLOT_CAPACITY, SLOT_STATES, WEEKDAYS } from "./slots-constants";
export * from "./slots-constants";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: "Use a real date as YYYY-MM-DD.",
    },
  );
export const slotLabel = z.enum(SLOT_LABELS as [string, ...string[]]);

export const slotsQuery = z.object({
  date: isoDate.optional().describe("India date YYYY-MM-DD; today (India) when left out."),
});

const capacity = z.number().int().min(0).max(MAX_SLOT_CAPACITY);
const perSlot = z
  .partialRecord(slotLabel, capacity.nullable())
  .describe(`Capacity per slot label (${DELIVERY_SLOTS.map((s) => s.label).join(", ")}); null: unlimited.`);

/** The slot rules; strict as a request body (an unknown key is refused), open as an answer. */
function slotRules(strict: boolean) {
  const day = z.object({ capacity: capacity.nullable().optional(), slots: perSlot.optional() });
  const rules = z.object({
    capacity: capacity.nullable().describe("Orders each slot takes; null: unlimited (the default)."),
    cutoff_minutes: z
      .number()
      .int()
      .min(0)
      .max(MAX_CUTOFF_MINUTES)
      .describe("A slot stops taking orders this many minutes before it starts."),
    weekdays: z
      .partialRecord(z.enum(WEEKDAYS), strict ? day.strict() : day)
      .optional()
      .describe("Per weekday (sun..sat): a capacity for the day and/or per slot."),
    slots: perSlot.optional(),
  });
  return strict ? rules.strict() : rules;
}
export const slotRulesBody = slotRules(true);
const slotRulesAnswer = slotRules(false);
export type SlotRulesBody = z.infer<typeof slotRulesBody>;

export const slotItem = z.object({
  slot: z.string().describe("The slot's label, as the order's preferred slot names it."),
  capacity: z.number().int().nullable().describe("Orders it takes on this date; null: unlimited; 0: closed by hand."),
  booked: z.number().int().describe("Orders placed for it and not cancelled, rejected or denied."),
  cutoff_at: z.string().describe("ISO instant after which it takes no more orders."),
  open: z.boolean().describe("Whether an order can choose it now."),
  state: z.enum(SLOT_STATES),
  closed: z.boolean().describe("Closed by hand for this date."),
});
export type SlotItem = z.infer<typeof slotItem>;

export const slotsAnswer = z.object({
  date: z.string(),
  items: z.array(slotItem),
  /** The first slot that can be chosen, today or later (within the preferred-date window). */
  next_free: z.object({ date: z.string(), slot: z.string() }).nullable(),
});
export type SlotsAnswer = z.infer<typeof slotsAnswer>;
export const slotsResponse = envelope(slotsAnswer);
export const slotRulesResponse = envelope(z.object({ rules: slotRulesAnswer }));

/** The console closes or reopens one slot of one date. */
export const slotCloseBody = z.object({ date: isoDate, slot: slotLabel, closed: z.boolean() }).strict();

/** The customer's slot list at checkout: for the stores of their cart at this shop. */
export const customerSlotsQuery = z.object({ shop_id: z.string().trim().min(1).max(64), date: isoDate.optional() });

export const consoleSlotsParams = z.object({ shop_id: z.string().trim().min(1).max(64) });
export const consoleStoreSlotsParams = consoleSlotsParams.extend({ store_id: z.string().trim().min(1).max(64) });

/** The console's slot panel: per store of the shop, its rules and its slots today and tomorrow. */
export const consoleSlotsResponse = envelope(
  z.object({
    stores: z.array(
      z.object({
        store_id: z.string(),
        store_name: z.string(),
        rules: slotRulesAnswer,
        today: slotsAnswer,
        tomorrow: slotsAnswer,
      }),
    ),
  }),
);
export type ConsoleSlots = z.infer<typeof consoleSlotsResponse>["data"];
