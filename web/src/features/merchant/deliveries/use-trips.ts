// The Deliveries page's state: the member's open trips (nearest first), the moves on them, and the
// moves kept on the phone while offline (offline-queue.ts), sent when the connection returns.
import { useCallback, useEffect, useState } from "react";
import { DELIVERY_STATE, OPEN_TRIP_STATES, type DeliveryFailReason } from "@contract/delivery-constants";
import { CLIENT_ERROR_CODE } from "@contract/errors-constants";
import { ORDER_STATUS } from "@contract/orders-constants";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { ConsoleError } from "../console-api";
import { deliveriesApi } from "./api";
import { enqueue, flushQueue, isOffline, readQueue } from "./offline-queue";
import type { DeliverBody, Trip } from "./types";

const isOpen = (trip: Trip) => trip.delivery_state !== null && OPEN_TRIP_STATES.includes(trip.delivery_state);
export const onTheRoad = (trip: Trip) =>
  trip.delivery_state === DELIVERY_STATE.pickedUp || trip.delivery_state === DELIVERY_STATE.atDelivery;
const nearestFirst = (trips: Trip[]) => [...trips].sort((a, b) => a.distance_km - b.distance_km);
const online = () => typeof navigator === "undefined" || navigator.onLine !== false;
const messageOf = (err: unknown) =>
  err instanceof ConsoleError || err instanceof Error ? err.message : "Something went wrong. Please try again.";

export type TripNotice = { orderId: string; tone: "error" | "success" | "info"; text: string };
export type NoticeKind = "saved" | "done" | "failedDone";

export function useTrips() {
  const [trips, setTrips] = useState<Trip[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: NoticeKind; orderNo: string } | null>(null);
  const [waiting, setWaiting] = useState(() => readQueue().length);
  const [version, setVersion] = useState(0);

  useConsoleLoad(
    (live) => {
      deliveriesApi.trips().then(
        (answer) => live() && (setTrips(nearestFirst(answer.trips)), setLoadError(null)),
        (err: unknown) => live() && setLoadError(messageOf(err)),
      );
    },
    [version],
  );
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const replace = (trip: Trip) =>
    setTrips((list) =>
      list === null
        ? list
        : nearestFirst(isOpen(trip) ? list.map((t) => (t.order_id === trip.order_id ? trip : t)) : list.filter((t) => t.order_id !== trip.order_id)),
    );
  const setError = (orderId: string, message: string | null) =>
    setErrors(({ [orderId]: _drop, ...rest }) => (message ? { ...rest, [orderId]: message } : rest));

  const flush = useCallback(async () => {
    if (!readQueue().length) return;
    const result = await flushQueue();
    setWaiting(result.left);
    for (const { action, message } of result.refused) setError(action.orderId, message);
    if (result.sent.length || result.refused.length) reload();
  }, [reload]);

  useEffect(() => {
    void flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [flush]);

  // The console's live stream is the orders board's; a member back on the page reads the trips again
  // (a trip assigned meanwhile shows up).
  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && reload();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);

  /** Runs a move; without a connection, a move that may wait is kept and shown as done meanwhile. */
  async function move(trip: Trip, call: () => Promise<{ trip: Trip }>, offline?: () => void) {
    setBusy(trip.order_id);
    setError(trip.order_id, null);
    setNotice(null);
    try {
      if (offline && !online()) throw new ConsoleError(CLIENT_ERROR_CODE.NETWORK_ERROR, "offline", 0);
      const answer = await call();
      replace(answer.trip);
      return answer.trip;
    } catch (err) {
      if (offline && isOffline(err)) {
        offline();
        setWaiting(readQueue().length);
        setNotice({ kind: "saved", orderNo: trip.order_no });
      } else setError(trip.order_id, messageOf(err));
      return null;
    } finally {
      setBusy(null);
    }
  }

  const base = (trip: Trip) => ({ orderId: trip.order_id, orderNo: trip.order_no });
  return {
    trips,
    loadError,
    busy,
    errors,
    notice,
    waiting,
    reload,
    pickup: (trip: Trip) =>
      move(
        trip,
        () => deliveriesApi.pickup(trip.order_id),
        () => {
          enqueue({ ...base(trip), kind: "pickup" });
          replace({ ...trip, status: ORDER_STATUS.shipping, delivery_state: DELIVERY_STATE.pickedUp });
        },
      ),
    deliver: async (trip: Trip, body: DeliverBody) => {
      const done = await move(
        trip,
        () => deliveriesApi.deliver(trip.order_id, body),
        () => {
          enqueue({ ...base(trip), kind: "deliver", body });
          setTrips((list) => list && list.filter((t) => t.order_id !== trip.order_id));
        },
      );
      if (done) setNotice({ kind: "done", orderNo: trip.order_no });
    },
    fail: async (trip: Trip, reason: DeliveryFailReason) => {
      const done = await move(trip, () => deliveriesApi.fail(trip.order_id, reason));
      if (done) setNotice({ kind: "failedDone", orderNo: trip.order_no });
    },
  };
}
