// Merchant console, store settings (privilege "settings"): opening hours per weekday, holidays, the
// temporary closure switch, delivery radius and types, cash on delivery and its limit, order
// features and delivery durations of one shop. Refusals name the field (errors[].path).
import { z } from "zod";
import { envelope } from "./common";
import { DELIVERY_RADIUS_M } from "./catalog-constants";

export const SETTINGS_MESSAGES = {
  time: "Use a time such as 09:00 or 21:30.",
  closeBeforeOpen: "Closing time must be after opening time.",
  weekdays: "Give the hours of all seven days, Sunday to Saturday, once each.",
  date: "Use a date such as 2026-12-25.",
  holidaysRepeat: "Each holiday date only once.",
  holidaysMax: "At most 60 holidays.",
  radiusPositive: "The delivery radius must be more than 0 km.",
  radiusMax: `The delivery radius can be at most ${DELIVERY_RADIUS_M / 1000} km.`,
  radiusNumber: "The delivery radius must be a number of km.",
  codLimit: "The cash on delivery limit must be more than ₹0.",
  codLimitMax: "The cash on delivery limit can be at most ₹1,00,000.",
  duration: "The delivery time must be a whole number from 1 to 999.",
  deliveryType: "Delivery by the shop is always offered.",
} as const;
const M = SETTINGS_MESSAGES;

/** The same messages in Hindi (the server answers them for a Hindi request). */
export const SETTINGS_MESSAGES_HI = {
  time: "समय ऐसे लिखें: 09:00 या 21:30।",
  closeBeforeOpen: "बंद होने का समय खुलने के समय के बाद होना चाहिए।",
  weekdays: "रविवार से शनिवार तक सातों दिन का समय एक-एक बार दें।",
  date: "तारीख ऐसे लिखें: 2026-12-25।",
  holidaysRepeat: "हर छुट्टी की तारीख एक ही बार दें।",
  holidaysMax: "ज़्यादा से ज़्यादा 60 छुट्टियाँ।",
  radiusPositive: "डिलीवरी का दायरा 0 km से ज़्यादा होना चाहिए।",
  radiusMax: `डिलीवरी का दायरा ज़्यादा से ज़्यादा ${DELIVERY_RADIUS_M / 1000} km हो सकता है।`,
  radiusNumber: "डिलीवरी का दायरा km में एक संख्या होनी चाहिए।",
  codLimit: "कैश ऑन डिलीवरी की सीमा ₹0 से ज़्यादा होनी चाहिए।",
  codLimitMax: "कैश ऑन डिलीवरी की सीमा ज़्यादा से ज़्यादा ₹1,00,000 हो सकती है।",
  duration: "डिलीवरी का समय 1 से 999 तक की पूरी संख्या होनी चाहिए।",
  deliveryType: "दुकान से डिलीवरी हमेशा मिलती है।",
} satisfies Record<keyof typeof SETTINGS_MESSAGES, string>;

export const MAX_HOLIDAYS = 60;
export const MAX_COD_LIMIT_RUPEES = 100_000;
export const DURATION_UNITS = ["minutes", "hours", "days"] as const;

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
    if (d.open && to <= timeToMinutes(d.from)) ctx.addIssue({ code: "custom", path: ["to"], message: M.closeBeforeOpen });
  });
export type DayHoursView = z.infer<typeof dayHours>;

const isoDate = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), M.date);

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
    delivery_types: z
      .object({ by_shop: z.literal(true, { error: M.deliveryType }), pickup: z.boolean() })
      .strict(),
    cod: z
      .object({
        enabled: z.boolean(),
        /** Rupees; null: no limit. */
        limit: z.number().positive(M.codLimit).max(MAX_COD_LIMIT_RUPEES, M.codLimitMax).nullable(),
      })
      .strict(),
    features: z.object({ notes: z.boolean(), upload: z.boolean() }).strict(),
    local_delivery: duration.strict(),
    other_delivery: duration.strict(),
  })
  .strict();
export type StoreSettingsBody = z.infer<typeof storeSettingsBody>;

export const storeSettings = storeSettingsBody.safeExtend({
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
