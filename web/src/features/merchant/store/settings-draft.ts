// The store settings form's state: the saved settings as editable text, and back to the request.
import type { DayHoursView, StoreSettings, StoreSettingsBody } from "@contract/console-settings";

export type SettingsDraft = {
  keepHours: boolean;
  hours: DayHoursView[];
  holidays: string[];
  radius: string;
  deliveryFrom: string;
  deliveryTo: string;
  pickup: boolean;
  /** Rupees; empty or 0: no free-delivery rule. */
  freeDelivery: string;
  codOn: boolean;
  codLimited: boolean;
  codLimit: string;
  notes: boolean;
  upload: boolean;
  localDuration: string;
  localUnit: StoreSettingsBody["local_delivery"]["unit"];
  otherDuration: string;
  otherUnit: StoreSettingsBody["other_delivery"]["unit"];
  /** Minutes to prepare an order and the delivery speed (km/h): the arrival promised at checkout. */
  prepMinutes: string;
  speedKmh: string;
  /** Orders for immediate delivery per store in any 60 minutes; empty: no limit. */
  ordersPerHour: string;
};

const DAYS = [0, 1, 2, 3, 4, 5, 6];

export function draftOf(s: StoreSettings): SettingsDraft {
  return {
    keepHours: s.weekly_hours.length > 0,
    hours: s.weekly_hours.length
      ? s.weekly_hours
      : DAYS.map((day) => ({ day, open: true, from: s.delivery_hours.from, to: s.delivery_hours.to })),
    holidays: s.holidays,
    radius: String(s.delivery_radius_km),
    deliveryFrom: s.delivery_hours.from,
    deliveryTo: s.delivery_hours.to,
    pickup: s.delivery_types.pickup,
    freeDelivery: s.free_delivery_from === null ? "" : String(s.free_delivery_from),
    codOn: s.cod.enabled,
    codLimited: s.cod.limit !== null,
    codLimit: s.cod.limit === null ? "" : String(s.cod.limit),
    notes: s.features.notes,
    upload: s.features.upload,
    localDuration: String(s.local_delivery.duration),
    localUnit: s.local_delivery.unit,
    otherDuration: String(s.other_delivery.duration),
    otherUnit: s.other_delivery.unit,
    prepMinutes: String(s.arrival.prep_minutes),
    speedKmh: String(s.arrival.speed_kmh),
    ordersPerHour: s.orders_per_hour === null ? "" : String(s.orders_per_hour),
  };
}

/** Empty number fields go as NaN-free nulls the server refuses with the field named. */
const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

export function bodyOf(d: SettingsDraft, temporarilyClosed: boolean): StoreSettingsBody {
  return {
    weekly_hours: d.keepHours ? d.hours : [],
    holidays: d.holidays,
    temporarily_closed: temporarilyClosed,
    delivery_radius_km: num(d.radius),
    delivery_hours: { from: d.deliveryFrom, to: d.deliveryTo },
    delivery_types: { by_shop: true, pickup: d.pickup },
    cod: { enabled: d.codOn, limit: d.codLimited ? num(d.codLimit) : null },
    features: { notes: d.notes, upload: d.upload },
    free_delivery_from: d.freeDelivery.trim() === "" ? null : Number(d.freeDelivery),
    local_delivery: { duration: num(d.localDuration), unit: d.localUnit },
    other_delivery: { duration: num(d.otherDuration), unit: d.otherUnit },
    arrival: { prep_minutes: num(d.prepMinutes), speed_kmh: num(d.speedKmh) },
    orders_per_hour: d.ordersPerHour.trim() === "" ? null : Number(d.ordersPerHour),
  };
}
