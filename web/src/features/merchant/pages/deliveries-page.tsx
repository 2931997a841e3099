// Deliveries (/merchant/deliveries): a delivery member's open trips, nearest first, with their
// moves; the phone shares its position while a trip is on the road, and keeps moves made offline
// until the connection returns. Delivery members land here after signing in and see the cash they
// hold; a member with the orders privilege sees the cash each delivery member holds, and a Manager
// or Super Admin confirms its handover (deliveries/components/cash-section.tsx).
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantDeliveries";
import { TripCard } from "../deliveries/components/trip-card";
import { CashWithMembers, MyCash } from "../deliveries/components/cash-section";
import { hasPrivilege, useConsoleSession } from "../session";
import { usePositionSharing } from "../deliveries/position-sharing";
import { onTheRoad, useTrips } from "../deliveries/use-trips";
import styles from "../deliveries/components/deliveries.module.css";

const CONFIRMING_ROLES = ["manager", "super_admin"];

export default function DeliveriesPage() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const ownTrips = hasPrivilege(session, "deliveries");
  const shopCash = hasPrivilege(session, "orders");
  const canConfirm = session.status === "signedIn" && CONFIRMING_ROLES.includes(session.me.member.role);
  if (!ownTrips)
    return (
      <section className={styles.page} aria-labelledby="deliveries-title">
        <div className={styles.head}>
          <h1 id="deliveries-title">{t("merchantDeliveries.title")}</h1>
        </div>
        <CashWithMembers canConfirm={canConfirm} />
      </section>
    );
  return <MemberDeliveries shopCash={shopCash} canConfirm={canConfirm} />;
}

/** The member's own trips (and the cash they hold, or the shop's when they also see the orders). */
function MemberDeliveries({ shopCash, canConfirm }: { shopCash: boolean; canConfirm: boolean }) {
  const { t } = useTranslation();
  const trips = useTrips();
  const sharing = usePositionSharing((trips.trips ?? []).filter(onTheRoad).map((trip) => trip.order_id));
  const notice = trips.notice;
  return (
    <section className={styles.page} aria-labelledby="deliveries-title">
      <div className={styles.head}>
        <h1 id="deliveries-title">{t("merchantDeliveries.title")}</h1>
        <Button variant="ghost" size="sm" onClick={trips.reload}>
          {t("merchantDeliveries.refresh")}
        </Button>
      </div>
      {trips.waiting > 0 && <Alert tone="warning">{t("merchantDeliveries.waiting", { count: trips.waiting })}</Alert>}
      {notice && (
        <Alert tone={notice.kind === "saved" ? "info" : "success"}>
          {notice.kind === "saved"
            ? t("merchantDeliveries.saved")
            : t(`merchantDeliveries.${notice.kind}`, { number: notice.orderNo })}
        </Alert>
      )}
      {sharing === "on" && <p className={styles.muted}>{t("merchantDeliveries.sharing")}</p>}
      {sharing === "denied" && <Alert tone="warning">{t("merchantDeliveries.locationOff")}</Alert>}
      {trips.loadError && <Alert tone="error">{trips.loadError}</Alert>}
      {trips.trips === null && !trips.loadError && <Loader label={t("merchantDeliveries.loading")} />}
      {trips.trips?.length === 0 && <p>{t("merchantDeliveries.empty")}</p>}
      {trips.trips && trips.trips.length > 0 && (
        <ul className={styles.list}>
          {trips.trips.map((trip) => (
            <TripCard
              key={trip.order_id}
              trip={trip}
              busy={trips.busy === trip.order_id}
              error={trips.errors[trip.order_id] ?? null}
              onPickup={() => void trips.pickup(trip)}
              onDeliver={(body) => void trips.deliver(trip, body)}
              onFail={(reason) => void trips.fail(trip, reason)}
            />
          ))}
        </ul>
      )}
      {shopCash ? (
        <CashWithMembers canConfirm={canConfirm} />
      ) : (
        // Read again whenever the open trips change (a delivery adds cash to what the member holds).
        <MyCash key={(trips.trips ?? []).map((trip) => trip.order_id).join()} />
      )}
    </section>
  );
}
