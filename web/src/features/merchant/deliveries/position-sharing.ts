// While a trip is on the road (picked up), the phone shares its position for it: the browser's
// Geolocation watch, sent at most once every 10 s and only after moving 25 m since the last sent
// position; the watch stops when no trip is open. A refused position (the server's speed and area
// checks) is dropped: the next one tries again.
import { useEffect, useRef, useState } from "react";
import { distanceKm } from "@/lib/geo";
import { deliveriesApi } from "./api";

export const POSITION_EVERY_MS = 10_000;
export const POSITION_EVERY_M = 25;

type Sent = { lat: number; lng: number; at: number };

/** Whether a new fix is worth sending after `last`. */
export function shouldSend(last: Sent | null, next: Sent): boolean {
  if (!last) return true;
  if (next.at - last.at < POSITION_EVERY_MS) return false;
  return distanceKm(last, next) * 1000 >= POSITION_EVERY_M;
}

export type SharingState = "off" | "on" | "denied";

/** Shares the position for the orders in `onTheRoad` (their ids); off when the list is empty. */
export function usePositionSharing(onTheRoad: string[]): SharingState {
  const [state, setState] = useState<SharingState>("off");
  const orders = useRef(onTheRoad);
  orders.current = onTheRoad;
  const active = onTheRoad.length > 0;
  useEffect(() => {
    const geo = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!active || !geo) {
      setState("off");
      return;
    }
    let last: Sent | null = null;
    setState("on");
    const id = geo.watchPosition(
      (p) => {
        const next = { lat: p.coords.latitude, lng: p.coords.longitude, at: p.timestamp || Date.now() };
        if (!shouldSend(last, next)) return;
        last = next;
        const body = { lat: next.lat, lng: next.lng, accuracy_m: Math.round(p.coords.accuracy ?? 0) };
        for (const orderId of orders.current) deliveriesApi.position(orderId, body).catch(() => undefined);
      },
      (err) => setState(err.code === err.PERMISSION_DENIED ? "denied" : "on"),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => geo.clearWatch(id);
  }, [active]);
  return state;
}
