// The shop's moves on a delivery order out on the road or coming back. On the road: "Delivery
// failed" with one of the six reasons (then the goods come back), and for a Manager or Super Admin
// "Deliver without code" with a reason the audit log keeps. Coming back: "Goods are back at the
// shop" (RTO-Delivered: the stock returns, the customer is refunded by the failed-delivery rule).
import { useState } from "react";
import type { ConsoleOrder } from "@contract/console-orders";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import "@/lib/i18n/texts/merchantDeliveries";
import { FailForm } from "../../deliveries/components/fail-form";
import { useConsoleSession } from "../../session";
import { lastMileStage } from "../format";
import { ReasonDialog } from "./reason-dialog";

const OVERRIDERS = new Set(["manager", "super_admin"]);

type Send = (act: "fail" | "return" | "deliver", extra?: { reason?: string; overrideReason?: string }) => void;

export function LastMileActions({ order, sending, send }: { order: ConsoleOrder; sending: boolean; send: Send }) {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const [asking, setAsking] = useState<"fail" | "override" | "return" | null>(null);
  const stage = lastMileStage(order);
  if (!stage) return null;
  const role = session.status === "signedIn" ? session.me.member.role : null;
  const close = (open: boolean) => !open && setAsking(null);

  if (stage === "returning")
    return (
      <>
        <Button onClick={() => setAsking("return")} loading={sending}>
          {t("merchantOrders.lastMile.goodsBack")}
        </Button>
        <Dialog
          open={asking === "return"}
          onOpenChange={close}
          size="sm"
          fullScreenOnPhone={false}
          title={t("merchantOrders.lastMile.goodsBackTitle", { number: order.order_number })}
          description={t("merchantOrders.lastMile.goodsBackHelp")}
          actions={
            <>
              <DialogClose>
                <Button variant="secondary">{t("merchantOrders.reasonDialog.cancel")}</Button>
              </DialogClose>
              <Button
                loading={sending}
                onClick={() => {
                  send("return");
                  setAsking(null);
                }}
              >
                {t("merchantOrders.lastMile.goodsBackConfirm")}
              </Button>
            </>
          }
        />
      </>
    );

  return (
    <>
      {role && OVERRIDERS.has(role) && (
        <Button variant="secondary" onClick={() => setAsking("override")} disabled={sending}>
          {t("merchantOrders.lastMile.withoutCode")}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setAsking("fail")} disabled={sending}>
        {t("merchantOrders.lastMile.failed")}
      </Button>
      <ReasonDialog
        open={asking === "override"}
        kind="override"
        orderNumber={order.order_number}
        sending={sending}
        onOpenChange={close}
        onConfirm={(reason) => {
          send("deliver", { overrideReason: reason });
          setAsking(null);
        }}
      />
      <Dialog
        open={asking === "fail"}
        onOpenChange={close}
        size="sm"
        fullScreenOnPhone={false}
        title={t("merchantOrders.lastMile.failedTitle", { number: order.order_number })}
        description={t("merchantOrders.lastMile.failedHelp")}
      >
        <FailForm
          busy={sending}
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => {
            send("fail", { reason });
            setAsking(null);
          }}
        />
      </Dialog>
    </>
  );
}
