// Buzz the shop: allowed while the order is not delivered and the last buzz is over 3600 s old;
// after a buzz an mm:ss countdown runs and the local record is cleared at zero.
import { useEffect, useState } from "react";
import type { OrderListItem } from "@contract/orders";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { mmss, secondsUntilBuzz } from "../buzz-record";
import { buzzExpired, buzzRequested } from "../order-slice";
import { selectBuzzRecord, selectBuzzRequest } from "../selectors";

export function BuzzButton({ order }: { order: OrderListItem }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const record = useAppSelector(selectBuzzRecord(order._id));
  const request = useAppSelector(selectBuzzRequest(order._id));
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntilBuzz(record, order.last_buzz_at, now);
  const last = `${record ?? ""}|${order.last_buzz_at ?? ""}`;
  const waiting = left > 0;

  // A new buzz restarts the clock; while waiting it ticks every second.
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = waiting ? window.setInterval(tick, 1000) : undefined;
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [last, waiting]);
  useEffect(() => {
    if (left === 0 && record) dispatch(buzzExpired(order._id));
  }, [dispatch, left, record, order._id]);

  if (left > 0) {
    return (
      <Button variant="secondary" size="sm" disabled aria-label={t("orderCare.buzz.againIn", { time: mmss(left) })}>
        {t("orderCare.buzz.waiting", { time: mmss(left) })}
      </Button>
    );
  }
  return (
    <Button
      variant="accent"
      size="sm"
      loading={request?.status === "sending"}
      onClick={() => dispatch(buzzRequested(order._id))}
    >
      {t("orderCare.buzz.buzz")}
    </Button>
  );
}
