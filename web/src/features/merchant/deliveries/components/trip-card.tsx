// One trip on the Deliveries page, phone-first: order, customer, address, call and directions, the
// cash to collect, notes; its moves where it stands (picked up; delivered or failed once on the road).
import { useState } from "react";
import type { DeliveryFailReason } from "@contract/delivery";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { formatNumber, formatRupees } from "@/lib/money";
import "@/lib/i18n/texts/merchantDeliveries";
import type { DeliverBody, Trip } from "../types";
import { DeliverForm } from "./deliver-form";
import { FailForm } from "./fail-form";
import styles from "./deliveries.module.css";

type Props = {
  trip: Trip;
  busy: boolean;
  error: string | null;
  onPickup: () => void;
  onDeliver: (body: DeliverBody) => void;
  onFail: (reason: DeliveryFailReason) => void;
};

const telOf = (phone: string) => `tel:${phone.startsWith("+") ? phone : `+91${phone}`}`;

export function TripCard({ trip, busy, error, onPickup, onDeliver, onFail }: Props) {
  const { t } = useTranslation();
  const [failing, setFailing] = useState(false);
  const headingId = `trip-${trip.order_id}`;
  const state = trip.delivery_state ?? "none";
  const assigned = trip.delivery_state === "Agent-assigned";
  const { street, area, zipcode, landmark } = trip.address;
  return (
    <li className={styles.trip} aria-labelledby={headingId} data-testid="trip">
      <div className={styles.tripHead}>
        <h2 id={headingId}>{t("merchantDeliveries.order", { number: trip.order_no })}</h2>
        <span className={styles.badge}>{t(`merchantDeliveries.state.${state}`)}</span>
      </div>
      <p className={styles.customer}>{trip.customer_name}</p>
      <address className={styles.address}>
        {[street, area, landmark, zipcode].filter(Boolean).join(", ")}
      </address>
      <p className={styles.muted}>
        {t("merchantDeliveries.away", { km: formatNumber(Math.round(trip.distance_km * 10) / 10) })} ·{" "}
        {t("merchantDeliveries.items", { count: trip.items })}
      </p>
      <div className={styles.row}>
        <Button asChild variant="secondary">
          <a href={telOf(trip.customer_phone)}>{t("merchantDeliveries.call", { name: trip.customer_name })}</a>
        </Button>
        <Button asChild variant="secondary">
          <a href={trip.directions_url} target="_blank" rel="noreferrer">
            {t("merchantDeliveries.directions")}
          </a>
        </Button>
      </div>
      <p className={trip.cash_to_collect > 0 ? styles.cash : styles.muted}>
        {trip.cash_to_collect > 0
          ? t("merchantDeliveries.toCollect", { amount: formatRupees(trip.cash_to_collect / 100) })
          : t("merchantDeliveries.paidOnline")}
      </p>
      {trip.notes && <p>{t("merchantDeliveries.notes", { notes: trip.notes })}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {assigned && (
        <Button onClick={onPickup} loading={busy}>
          {t("merchantDeliveries.pickUp")}
        </Button>
      )}
      {!assigned && !failing && <DeliverForm trip={trip} busy={busy} onSubmit={onDeliver} />}
      {!failing ? (
        <Button variant="secondary" onClick={() => setFailing(true)} disabled={busy}>
          {t("merchantDeliveries.fail")}
        </Button>
      ) : (
        <FailForm busy={busy} onSubmit={onFail} onCancel={() => setFailing(false)} />
      )}
    </li>
  );
}
