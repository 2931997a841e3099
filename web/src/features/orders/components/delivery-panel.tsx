// The last mile on a Track Order card: for a delivery order its state, the door code (while the
// order is open), the delivery person's first name, the expected arrival and the map; for a
// self-pickup order its pickup code and "Ready for pickup". The live stream's events reload the
// order (live-sagas.ts), so all of it moves without a reload.
import type { OrderListItem } from "@contract/orders";
import { formatClockTime } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import { deliveryOf, isOpenOrder, pickupOf, type TrackingDelivery } from "../delivery";
import { DeliveryMap } from "./delivery-map";
import styles from "./delivery.module.css";

function Code({ label, code }: { label: string; code: string }) {
  return (
    <p className={styles.codeLine}>
      {label} <strong className={styles.code}>{code}</strong>
    </p>
  );
}

function DeliveryPart({ delivery, open }: { delivery: TrackingDelivery; open: boolean }) {
  const { t } = useTranslation();
  const state = delivery.state ?? "none";
  const expected = delivery.eta?.expected_at ?? null;
  const promised = delivery.eta?.promised_at ?? null;
  return (
    <section className={styles.panel} aria-label={t("orders.delivery.heading")}>
      <p className={styles.state} role="status">
        {t(`orders.delivery.state.${state}`)}
      </p>
      {open && delivery.code && <Code label={t("orders.delivery.shareCode")} code={delivery.code} />}
      {delivery.agent && <p>{t("orders.delivery.agent", { name: delivery.agent.first_name })}</p>}
      {expected ? (
        <p>{t("orders.delivery.expected", { time: formatClockTime(expected) })}</p>
      ) : (
        promised && <p>{t("orders.delivery.promised", { time: formatClockTime(promised) })}</p>
      )}
      {open && <DeliveryMap delivery={delivery} />}
    </section>
  );
}

export function DeliveryPanel({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const open = isOpenOrder(order.status);
  const delivery = deliveryOf(order);
  if (delivery) return <DeliveryPart delivery={delivery} open={open} />;
  const pickup = pickupOf(order);
  if (!pickup) return null;
  return (
    <section className={styles.panel} aria-label={t("orders.delivery.pickupCode")}>
      {pickup.ready && (
        <p className={styles.state} role="status">
          {t("orders.delivery.readyForPickup")}
        </p>
      )}
      {open && pickup.code && <Code label={t("orders.delivery.pickupCode")} code={pickup.code} />}
    </section>
  );
}
