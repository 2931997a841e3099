// Merchant console, store settings (privilege "settings"): opening hours per weekday, holidays, the
// temporary closure switch, delivery radius and types, cash on delivery and its limit, order
// features and delivery durations of one shop. Refusals name the field (errors[].path).
import { z } from "zod";
import { envelope } from "./common";
import { DELIVERY_RADIUS_M } from "./catalog-constants";
import {
  DURATION_UNITS,
  MAX_COD_LIMIT_RUPEES,
  MAX_FREE_DELIVERY_RUPEES,
  MAX_HOLIDAYS,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  ORDERS_PER_HOUR_MAX,
  ORDERS_PER_HOUR_MIN,
  SETTINGS_MESSAGES,
  SPEED_KMH_MAX,
  SPEED_KMH_MIN,
} from "./console-settings-constants";

export * from "./console-settings-constants";
const M = SETTINGS_MESSAGES;

/** "HH:MM", 24-hour, India time. */
export const clockTime = z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);
export const timeToMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
export const minutesToTime = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** A day's hours; closing "00:00" means midnight (the end of the day). */
export const dayHours = z
  .object({
    day: z.number().int().min(0).max(6),
    open: z.boolean(),
    from: clockTime,
    to: clockTime,
  })
  .strict()
  .superRefine((d, ctx) => {
    const to = d.to === "00:00" ? 1440 : timeToMinutes(d.to);
    if (d.open && to <= timeToMinutes(d.from))
      ctx.addIssue({ code: "custom", path: ["to"], message: M.closeBeforeOpen });
  });
export type DayHoursView = z.infer<typeof dayHours>;

const isoDate = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    M.date,
  );

const duration = z.object({
  duration: z.number({ error: M.duration }).int(M.duration).min(1, M.duration).max(999, M.duration),
  unit: z.enum(DURATION_UNITS),
});

export const storeSettingsBody = z
  .object({
    /** Seven days (0 Sunday ... 6 Saturday), or none: open whenever the shop is open. */
    weekly_hours: z.array(dayHours).superRefine((days, ctx) => {
      if (days.length === 0) return;
      const seen = new Set(days.map((d) => d.day));
      if (days.length !== 7 || seen.size !== 7) ctx.addIssue({ code: "custom", message: M.weekdays });
    }),
    holidays: z
      .array(isoDate)
      .max(MAX_HOLIDAYS, M.holidaysMax)
      .refine((list) => new Set(list).size === list.length, M.holidaysRepeat),
    temporarily_closed: z.boolean(),
    delivery_radius_km: z
      .number({ error: M.radiusNumber })
      .positive(M.radiusPositive)
      .max(DELIVERY_RADIUS_M / 1000, M.radiusMax),
    /** The delivery window shown to customers (India time). */
    delivery_hours: z
      .object({ from: clockTime, to: clockTime })
      .strict()
      .superRefine((d, ctx) => {
        const to = d.to === "00:00" ? 1440 : timeToMinutes(d.to);
        if (to <= timeToMinutes(d.from)) ctx.addIssue({ code: "custom", path: ["to"], message: M.closeBeforeOpen });
      }),
    delivery_types: z.object({ by_shop: z.literal(true, { error: M.deliveryType }), pickup: z.boolean() }).strict(),
    cod: z
      .object({
        enabled: z.boolean(),
        /** Rupees; null: no limit. */
        limit: z.number().positive(M.codLimit).max(MAX_COD_LIMIT_RUPEES, M.codLimitMax).nullable(),
      })
      .strict(),
    features: z.object({ notes: z.boolean(), upload: z.boolean() }).strict(),
    /**
     * Delivery by the shop is free from this item total, in rupees; 0 or null: no such rule.
     * Left out: the rule stays as it is.
     */
    free_delivery_from: z
      .number({ error: M.freeDeliveryNumber })
      .min(0, M.freeDeliveryMin)
      .max(MAX_FREE_DELIVERY_RUPEES, M.freeDeliveryMax)
      .nullable()
      .optional(),
    local_delivery: duration.strict(),
    other_delivery: duration.strict(),
    /**
     * The arrival promised to customers before they order: preparation time plus the distance over
     * the delivery speed. Left out: both stay as they are.
     */
    arrival: z
      .object({
        prep_minutes: z
          .number({ error: M.prepMinutes })
          .int(M.prepMinutes)
          .min(PREP_MINUTES_MIN, M.prepMinutes)
          .max(PREP_MINUTES_MAX, M.prepMinutes),
        speed_kmh: z.number({ error: M.speed }).int(M.speed).min(SPEED_KMH_MIN, M.speed).max(SPEED_KMH_MAX, M.speed),
      })
      .strict()
      .optional(),
    /**
     * The most orders for immediate delivery (delivery by the shop, no slot) each store takes in
     * any 60 minutes; null: no limit. Left out: it stays as it is.
     */
    orders_per_hour: z
      .number({ error: M.ordersPerHour })
      .int(M.ordersPerHour)
      .min(ORDERS_PER_HOUR_MIN, M.ordersPerHour)
      .max(ORDERS_PER_HOUR_MAX, M.ordersPerHour)
      .nullable()
      .optional(),
  })
  .strict();
export type StoreSettingsBody = z.infer<typeof storeSettingsBody>;

/**
 * A shop's settings as answered: the body's fields with plain shapes (the body's strictness and
 * checks belong to what a member sends; answers are written by the compiled serializer).
 */
const timeWindow = z.object({ from: z.string(), to: z.string() });
const durationView = z.object({ duration: z.number(), unit: z.enum(DURATION_UNITS) });
export const storeSettings = z.object({
  weekly_hours: z.array(z.object({ day: z.number(), open: z.boolean(), from: z.string(), to: z.string() })),
  holidays: z.array(z.string()),
  temporarily_closed: z.boolean(),
  delivery_radius_km: z.number(),
  delivery_hours: timeWindow,
  delivery_types: z.object({ by_shop: z.boolean(), pickup: z.boolean() }),
  cod: z.object({ enabled: z.boolean(), limit: z.number().nullable() }),
  features: z.object({ notes: z.boolean(), upload: z.boolean() }),
  /** Rupees; null: no free-delivery rule. */
  free_delivery_from: z.number().nullable(),
  local_delivery: durationView,
  other_delivery: durationView,
  /** Minutes to prepare an order and the delivery speed in km/h. */
  arrival: z.object({ prep_minutes: z.number(), speed_kmh: z.number() }),
  /** Orders for immediate delivery per store in any 60 minutes; null: no limit. */
  orders_per_hour: z.number().nullable(),
  shop_id: z.string(),
  display_name: z.string(),
  group: z.string(),
  /** Whether customers see the shop open right now (its flags, closure switch, holidays and hours). */
  open_now: z.boolean(),
  updated_at: z.string(),
});
export type StoreSettings = z.infer<typeof storeSettings>;

export const shopIdParams = z.object({ shop_id: z.string().trim().min(1).max(64) });
export const closureBody = z.object({ temporarily_closed: z.boolean() }).strict();

export const storeSettingsResponse = envelope(storeSettings);
export const storeSettingsListResponse = envelope(z.array(storeSettings));

/** The shop's store-front image (its tile and header picture) and, for a shop still being
 * onboarded, which go-live rules are still missing before the operations team can approve it. */
export const storefront = z.object({
  shop_id: z.string(),
  status: z.string(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  go_live: z.object({
    storefront_image: z.boolean(),
    primary_mobile_verified: z.boolean(),
    ready: z.boolean(),
  }),
});
export type Storefront = z.infer<typeof storefront>;
export const storefrontResponse = envelope(storefront);
