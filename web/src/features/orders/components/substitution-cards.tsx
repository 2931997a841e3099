// Lines found short at packing on Track Order (issue 53): a substitute the shop proposes, with
// Accept and Decline until it expires (10 minutes; then the line's rule decides), and what was
// refunded for each settled one. The list updates itself from the order.substitution live event.
import type { OrderListItem } from "@contract/orders";
import type { SubstitutionItem } from "@contract/substitutions";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { indiaWallClock, two } from "@/lib/india-time";
import { formatRupees } from "@/lib/money";
import { substitutionAnswered } from "../order-slice";
import { selectSubstitutionRequest } from "../selectors";
import styles from "./orders.module.css";

const clock = (iso: string | null) => {
  const d = iso ? indiaWallClock(iso) : null;
  return d ? `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : "";
};

function SubstitutionCard({ orderId, item }: { orderId: string; item: SubstitutionItem }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const request = useAppSelector(selectSubstitutionRequest(item._id));
  const sending = request?.status === "sending";
  const answer = (accept: boolean) => dispatch(substitutionAnswered({ orderId, substitutionId: item._id, accept }));
  const titleId = `substitution-${item._id}`;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="substitution">
      <h3 id={titleId}>{t("orderCare.substitution.title")}</h3>
      <p>{t("orderCare.substitution.short", { count: item.short_qty, product: item.product_name })}</p>
      {item.substitute && (
        <p>
          {t("orderCare.substitution.proposal", {
            count: item.substitute.qty,
            product: item.substitute.product_name,
            unit: item.substitute.unit,
            price: formatRupees(item.substitute.price),
          })}
        </p>
      )}
      {item.state === "proposed" ? (
        <>
          <p className={styles.muted}>
            {t("orderCare.substitution.deadline", {
              time: clock(item.expires_at),
              rule: t(`orderCare.substitution.rule.${item.rule}`),
            })}
          </p>
          <div className={styles.actions}>
            <Button variant="primary" size="sm" loading={sending} onClick={() => answer(true)}>
              {t("orderCare.substitution.accept")}
            </Button>
            <Button variant="secondary" size="sm" disabled={sending} onClick={() => answer(false)}>
              {t("orderCare.substitution.decline")}
            </Button>
          </div>
          {request?.status === "error" && request.error && (
            <p role="alert" className={styles.muted}>
              {request.error}
            </p>
          )}
        </>
      ) : (
        <p role="status">
          {item.state === "accepted" && `${t("orderCare.substitution.accepted")} `}
          {item.state === "declined" && `${t("orderCare.substitution.declined")} `}
          {item.refund > 0 && t("orderCare.substitution.refunded", { amount: formatRupees(item.refund) })}
          {item.call_requested && ` ${t("orderCare.substitution.callRequested")}`}
        </p>
      )}
    </section>
  );
}

export function SubstitutionCards({ order }: { order: OrderListItem }) {
  if (!order.substitutions?.length) return null;
  return (
    <>
      {order.substitutions.map((s) => (
        <SubstitutionCard key={s._id} orderId={order._id} item={s} />
      ))}
    </>
  );
}
