// Cancel Order (spec part 2 section 4): blocked once the shop started preparing; step 1 the reason;
// step 2 (online orders only) the refund destination; COD orders cancel right after step 1.
import { useEffect, useState } from "react";
import type { OrderListItem } from "@contract/orders";
import { ORDER_MESSAGES, PAYMENT_TYPE } from "@contract/orders-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { cancelRequested, cancelReset } from "../order-slice";
import { selectCancelRequest } from "../selectors";
import { cancelAllowed } from "../status";
import { ReasonForm, type ReasonValue } from "./reason-form";
import styles from "./orders.module.css";

type Props = { order: OrderListItem; open: boolean; onOpenChange: (open: boolean) => void };

export function CancelDialog({ order, open, onOpenChange }: Props) {
  const dispatch = useAppDispatch();
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
        title="Cancel Order"
        description={ORDER_MESSAGES.cancelBlocked}
        size="sm"
        actions={
          <DialogClose>
            <Button>OK</Button>
          </DialogClose>
        }
      />
    );
  }
  const sending = request.status === "sending";
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Cancel Order" description={`Order ID ${order.order_id}`}>
      {!reason || !online ? (
        <ReasonForm
          initial={reason ?? undefined}
          submitLabel={online ? "Next" : "Cancel Order"}
          sending={sending}
          onSubmit={(value) => (online ? setReason(value) : send(value, true))}
        />
      ) : (
        <div className={styles.form}>
          <fieldset className={styles.radios} style={{ flexDirection: "column" }}>
            <legend>Refund to</legend>
            <label className={styles.radio}>
              <input type="radio" name="refund" checked={toWallet} onChange={() => setToWallet(true)} />
              <span>
                Refund to wallet cash <span className={styles.muted}>(instant credit to your Galli Cash)</span>
              </span>
            </label>
            <label className={styles.radio}>
              <input type="radio" name="refund" checked={!toWallet} onChange={() => setToWallet(false)} />
              <span>
                Refund to Bank Account{" "}
                <span className={styles.muted}>(5 to 7 business days, cancellation fee may apply)</span>
              </span>
            </label>
          </fieldset>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setReason(null)}>
              Back
            </Button>
            <Button variant="danger" loading={sending} onClick={() => send(reason, toWallet)}>
              Cancel Order
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
