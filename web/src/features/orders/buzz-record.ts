// The buzz record of spec part 2 section 3: kept locally per order id, with the time formatted
// DD/MM/YYYY HH:mm:ss (India time); the countdown to the next buzz runs from it and the entry is
// cleared when the countdown reaches zero.
import { BUZZ_COOLDOWN_SECONDS } from "@contract/orders-constants";
import { formatBuzzTime, INDIA_OFFSET_MINUTES } from "@/lib/india-time";
import { storedBuzzRecords } from "@/lib/storage";

export type BuzzRecords = Record<string, string>;

const RECORD = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant a DD/MM/YYYY HH:mm:ss India-time record stands for, or null. */
export function parseBuzzTime(text: string): number | null {
  const m = RECORD.exec(text);
  if (!m) return null;
  const [, dd, mm, yyyy, hh, mi, ss] = m.map(Number);
  return Date.UTC(yyyy, mm - 1, dd, hh, mi, ss) - INDIA_OFFSET_MINUTES * 60_000;
}

export const readBuzzRecords = (): BuzzRecords => storedBuzzRecords.get() ?? {};

export function recordBuzz(orderId: string, at: number | string | Date): BuzzRecords {
  const records = { ...readBuzzRecords(), [orderId]: formatBuzzTime(at) };
  storedBuzzRecords.set(records);
  return records;
}

export function clearBuzz(orderId: string): BuzzRecords {
  const { [orderId]: _gone, ...rest } = readBuzzRecords();
  if (Object.keys(rest).length) storedBuzzRecords.set(rest);
  else storedBuzzRecords.clear();
  return rest;
}

/** Whole seconds until the next buzz is allowed (0 = now), from the local record or the server's time. */
export function secondsUntilBuzz(record: string | undefined, serverLast: string | null, now = Date.now()): number {
  const local = record ? parseBuzzTime(record) : null;
  const server = serverLast ? new Date(serverLast).getTime() : null;
  const last = Math.max(local ?? 0, server ?? 0);
  if (!last) return 0;
  return Math.max(0, Math.ceil((last + BUZZ_COOLDOWN_SECONDS * 1000 - now) / 1000));
}

export const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
