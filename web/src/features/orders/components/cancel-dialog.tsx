// Cancel Order (spec part 2 section 4): blocked once the shop started preparing; step 1 the reason;
// step 2 (online orders only) the refund destination; COD orders cancel right after step 1.
import { useEffect, useState } from "react";
import type { OrderListItem } from "@contract/orders";
import { ORDER_MESSAGES, PAYMENT_TYPE } from "@contract/orders-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { cancelRequested, cancelReset } from "../order-slice";
import { selectCancelRequest } from "../selectors";
import { cancelAllowed } from "../status";
import { ReasonForm, type ReasonValue } from "./reason-form";
import styles from "./orders.module.css";

type Props = { order: OrderListItem; open: boolean; onOpenChange: (open: boolean) => void };

export function CancelDialog({ order, open, onOpenChange }: Props) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const request = useAppSelector(selectCancelRequest);
  const [reason, setReason] = useState<ReasonValue | null>(null);
  const [toWallet, setToWallet] = useState(true);
  const online = order.payment_type === PAYMENT_TYPE.online;

  useEffect(() => {
    if (!open) {
      setReason(null);
      setToWallet(true);
    }
  }, [open]);
  useEffect(() => {
    if (open && request.status === "done") {
      dispatch(cancelReset());
      onOpenChange(false);
    }
  }, [dispatch, open, request.status, onOpenChange]);

  const send = (value: ReasonValue, bfCash: boolean) =>
    dispatch(
      cancelRequested({
        orderIds: [order._id],
        toBfCash: bfCash,
        title: value.title,
        message: value.message,
        list: "track",
      }),
    );

  if (!cancelAllowed(order)) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t("orders.cancelOrder")}
        description={localiseMessage(ORDER_MESSAGES.cancelBlocked)}
        size="sm"
        actions={
          <DialogClose>
            <Button>{t("common.okUpper")}</Button>
          </DialogClose>
        }
      />
    );
  }
  const sending = request.status === "sending";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("orders.cancelOrder")}
      description={t("orderCare.orderId", { id: order.order_id })}
    >
      {!reason || !online ? (
        <ReasonForm
          initial={reason ?? undefined}
          submitLabel={online ? t("orderCare.cancel.next") : t("orders.cancelOrder")}
          sending={sending}
          onSubmit={(value) => (online ? setReason(value) : send(value, true))}
        />
      ) : (
        <div className={styles.form}>
          <fieldset className={styles.radios} style={{ flexDirection: "column" }}>
            <legend>{t("orderCare.cancel.refundTo")}</legend>
            <label className={styles.radio}>
              <input type="radio" name="refund" checked={toWallet} onChange={() => setToWallet(true)} />
              <span>
                {t("orderCare.cancel.toWallet")}{" "}
                <span className={styles.muted}>{t("orderCare.cancel.toWalletHint")}</span>
              </span>
            </label>
            <label className={styles.radio}>
              <input type="radio" name="refund" checked={!toWallet} onChange={() => setToWallet(false)} />
              <span>
                {t("orderCare.cancel.toBank")} <span className={styles.muted}>{t("orderCare.cancel.toBankHint")}</span>
              </span>
            </label>
          </fieldset>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setReason(null)}>
              {t("orderCare.back")}
            </Button>
            <Button variant="danger" loading={sending} onClick={() => send(reason, toWallet)}>
              {t("orders.cancelOrder")}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
