// The moves an order offers where it stands: its next step, reject before delivery, and the answers
// to a waiting replacement or undelivered request. Each names the status the member sees, so a
// move another member already made comes back as "changed", never as a second move.
import { useState } from "react";
import type { ConsoleOrder } from "@contract/console-orders";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { actRequested, selectAct, type OrderAct } from "../slice";
import { useOrdersDispatch, useOrdersSelector } from "../hooks";
import { canReject, lastMileStage, nextMove, openRequests } from "../format";
import { LastMileActions } from "./last-mile-actions";
import { ReasonDialog } from "./reason-dialog";
import styles from "./orders.module.css";

export function OrderActions({ order, compact = false }: { order: ConsoleOrder; compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useOrdersDispatch();
  const act = useOrdersSelector(selectAct);
  const [asking, setAsking] = useState<"reject" | "refuse" | null>(null);
  const [code, setCode] = useState("");
  const sending = act.status === "sending";
  const stage = lastMileStage(order);
  // Goods coming back are not delivered: the shop confirms they are back (LastMileActions).
  const next = stage === "returning" ? null : nextMove(order.status);
  const requests = openRequests(order).length > 0;
  // A delivery or self-pickup order is handed over with the customer's 4-digit code.
  const needsCode = next === "deliver" && (order.delivery?.code_required === true || order.pickup_code_required);
  const send = (a: OrderAct, extra: { reason?: string; overrideReason?: string } = {}) =>
    dispatch(
      actRequested({
        orderId: order.order_id,
        act: a,
        status: order.status,
        ...extra,
        ...(a === "deliver" && needsCode && !extra.overrideReason ? { code: code.trim() } : {}),
      }),
    );

  if (!next && !requests && !stage) return null;
  return (
    <div className={styles.actions}>
      {needsCode && (
        <TextField
          label={t("merchantOrders.actions.deliveryCode")}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 4))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          name={`delivery-code-${order.order_id}`}
        />
      )}
      {next && (
        <Button
          onClick={() => send(next)}
          loading={sending}
          aria-label={compact ? `${t(`merchantOrders.actions.${next}`)} ${order.order_number}` : undefined}
        >
          {t(`merchantOrders.actions.${next}`)}
        </Button>
      )}
      <LastMileActions order={order} sending={sending} send={send} />
      {canReject(order) && (
        <Button variant="secondary" onClick={() => setAsking("reject")} disabled={sending}>
          {t("merchantOrders.actions.reject")}
        </Button>
      )}
      {requests && (
        <>
          <Button onClick={() => send("approve")} loading={sending}>
            {t("merchantOrders.actions.approve")}
          </Button>
          <Button variant="secondary" onClick={() => setAsking("refuse")} disabled={sending}>
            {t("merchantOrders.actions.refuse")}
          </Button>
        </>
      )}
      <ReasonDialog
        open={asking !== null}
        kind={asking ?? "reject"}
        orderNumber={order.order_number}
        sending={sending}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={(reason) => {
          send(asking!, { reason });
          setAsking(null);
        }}
      />
    </div>
  );
}
