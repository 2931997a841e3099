// Store settings in the merchant console: one shop's opening hours per weekday, holidays, temporary
// closure, delivery radius and types, the free-delivery amount, cash on delivery and its limit, order
// features, delivery durations, the arrival it promises (preparation time, delivery speed) and its
// preparation limit (orders for immediate delivery per hour).
// They are Shop columns, so the read-epoch triggers ("tiles", "shop:<id>") make every customer
// answer that shows the shop (tiles, shop header) change with the commit. Audited.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toPaise, toRupees } from "../../lib/money";
import { openBySchedule, parseHolidays, parseWeeklyHours } from "../../lib/opening-hours";
import {
  DURATION_UNITS,
  minutesToTime,
  timeToMinutes,
  type StoreSettings,
  type StoreSettingsBody,
} from "../../contract/console-settings";
import { recordAudit } from "./audit";
import { ownShop, type StaffContext } from "./guard";

const settingsSelect = {
  id: true,
  displayName: true,
  shopGroup: true,
  isOpen: true,
  privateIsOpen: true,
  weeklyHours: true,
  holidays: true,
  temporarilyClosed: true,
  deliveryRadiusM: true,
  freeDeliveryFrom: true,
  deliveryLocalFrom: true,
  deliveryLocalTo: true,
  selfPickup: true,
  isCod: true,
  isCodLimit: true,
  codLimitType: true,
  codLimit: true,
  featureNotes: true,
  featureUpload: true,
  deliveryLocalDuration: true,
  deliveryLocalUnit: true,
  deliveryOtherDuration: true,
  deliveryOtherUnit: true,
  prepMinutes: true,
  deliverySpeedKmh: true,
  ordersPerHour: true,
  updatedAt: true,
} as const satisfies Prisma.ShopSelect;
type SettingsRow = Prisma.ShopGetPayload<{ select: typeof settingsSelect }>;

const asUnit = (u: string): (typeof DURATION_UNITS)[number] =>
  (DURATION_UNITS as readonly string[]).includes(u) ? (u as (typeof DURATION_UNITS)[number]) : "minutes";

export function toSettings(s: SettingsRow, now: Date): StoreSettings {
  const hours = parseWeeklyHours(s.weeklyHours) ?? [];
  const scheduled = openBySchedule(s, now);
  const flags = s.shopGroup === "private" ? s.isOpen || s.privateIsOpen : s.isOpen;
  return {
    shop_id: s.id,
    display_name: s.displayName,
    group: s.shopGroup,
    open_now: flags && scheduled,
    weekly_hours: [...hours]
      .sort((a, b) => a.day - b.day)
      .map((h) => ({ day: h.day, open: h.open, from: minutesToTime(h.from), to: minutesToTime(h.to) })),
    holidays: [...parseHolidays(s.holidays)].sort(),
    temporarily_closed: s.temporarilyClosed,
    delivery_radius_km: s.deliveryRadiusM / 1000,
    delivery_hours: { from: minutesToTime(s.deliveryLocalFrom), to: minutesToTime(s.deliveryLocalTo) },
    delivery_types: { by_shop: true, pickup: s.selfPickup },
    cod: {
      enabled: s.isCod,
      limit: s.isCodLimit && s.codLimitType === "limit" ? toRupees(s.codLimit) : null,
    },
    features: { notes: s.featureNotes, upload: s.featureUpload },
    free_delivery_from: s.freeDeliveryFrom > 0 ? toRupees(s.freeDeliveryFrom) : null,
    local_delivery: { duration: s.deliveryLocalDuration, unit: asUnit(s.deliveryLocalUnit) },
    other_delivery: { duration: s.deliveryOtherDuration, unit: asUnit(s.deliveryOtherUnit) },
    arrival: { prep_minutes: s.prepMinutes, speed_kmh: s.deliverySpeedKmh },
    orders_per_hour: s.ordersPerHour,
    updated_at: s.updatedAt.toISOString(),
  };
}

/** "00:00" as a closing time is midnight, the end of the day. */
const closing = (t: string) => (t === "00:00" ? 1440 : timeToMinutes(t));

export function toColumns(b: StoreSettingsBody): Prisma.ShopUpdateInput {
  const hours = [...b.weekly_hours]
    .sort((x, y) => x.day - y.day)
    .map((h) => ({ day: h.day, open: h.open, from: timeToMinutes(h.from), to: closing(h.to) }));
  return {
    weeklyHours: hours.length ? JSON.stringify(hours) : "",
    holidays: JSON.stringify([...b.holidays].sort()),
    temporarilyClosed: b.temporarily_closed,
    deliveryRadiusM: Math.round(b.delivery_radius_km * 1000),
    deliveryLocalFrom: timeToMinutes(b.delivery_hours.from),
    deliveryLocalTo: closing(b.delivery_hours.to),
    selfPickup: b.delivery_types.pickup,
    isCod: b.cod.enabled,
    isCodLimit: b.cod.limit !== null,
    codLimitType: b.cod.limit !== null ? "limit" : "none",
    codLimit: b.cod.limit !== null ? toPaise(b.cod.limit) : 0,
    featureNotes: b.features.notes,
    featureUpload: b.features.upload,
    deliveryLocalDuration: b.local_delivery.duration,
    deliveryLocalUnit: b.local_delivery.unit,
    deliveryOtherDuration: b.other_delivery.duration,
    deliveryOtherUnit: b.other_delivery.unit,
    ...(b.free_delivery_from !== undefined ? { freeDeliveryFrom: toPaise(b.free_delivery_from ?? 0) } : {}),
    ...(b.arrival ? { prepMinutes: b.arrival.prep_minutes, deliverySpeedKmh: b.arrival.speed_kmh } : {}),
    ...(b.orders_per_hour !== undefined ? { ordersPerHour: b.orders_per_hour } : {}),
  };
}

async function readRow(db: Db | Prisma.TransactionClient, shopId: string): Promise<SettingsRow> {
  const row = await db.shop.findUnique({ where: { id: shopId }, select: settingsSelect });
  if (!row) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
  return row;
}

export async function listSettings(db: Db, staff: StaffContext, now: Date): Promise<StoreSettings[]> {
  const rows = await db.shop.findMany({
    where: { id: { in: staff.shopIds } },
    select: settingsSelect,
    orderBy: { id: "asc" },
  });
  return rows.map((r) => toSettings(r, now));
}

export async function getSettings(db: Db, staff: StaffContext, shopId: string, now: Date): Promise<StoreSettings> {
  return toSettings(await readRow(db, ownShop(staff, shopId)), now);
}

async function change(
  db: Db,
  staff: StaffContext,
  shopId: string,
  data: Prisma.ShopUpdateInput,
  action: string,
  now: Date,
): Promise<StoreSettings> {
  ownShop(staff, shopId);
  return db.$transaction(async (tx) => {
    const before = toSettings(await readRow(tx, shopId), now);
    const row = await tx.shop.update({ where: { id: shopId }, data, select: settingsSelect });
    const after = toSettings(row, now);
    const strip = ({ updated_at: _u, open_now: _o, ...rest }: StoreSettings) => rest;
    await recordAudit(tx, staff, { action, entity: "shop", entityId: shopId, before: strip(before), after: strip(after) });
    return after;
  });
}

export const saveSettings = (db: Db, staff: StaffContext, shopId: string, body: StoreSettingsBody, now: Date) =>
  change(db, staff, shopId, toColumns(body), "store.settings", now);

/** The temporary closure switch alone (the page's one-tap switch). */
export const setClosure = (db: Db, staff: StaffContext, shopId: string, closed: boolean, now: Date) =>
  change(db, staff, shopId, { temporarilyClosed: closed }, closed ? "store.close" : "store.reopen", now);
