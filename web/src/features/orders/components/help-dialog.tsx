// Help on an order: an accordion of the help titles (each one's text fetched when opened) with
// phone and email actions for Galli support.
import { useEffect } from "react";
import type { OrderListItem } from "@contract/orders";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Accordion } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { Loader } from "@/components/ui/spinner";
import { helpContentRequested, helpRequested } from "../order-slice";
import { selectHelp, selectHelpContent } from "../selectors";
import styles from "./orders.module.css";

type Props = { order: OrderListItem; open: boolean; onOpenChange: (open: boolean) => void };

export function HelpDialog({ order, open, onOpenChange }: Props) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const help = useAppSelector(selectHelp(order._id));
  const contents = useAppSelector(selectHelpContent);

  useEffect(() => {
    if (open && !help) dispatch(helpRequested(order._id));
  }, [dispatch, open, help, order._id]);

  const phone = help ? `${help.help.dialing_code}${help.help.number}` : null;
  const subject = encodeURIComponent(t("orderCare.help.subject", { id: order.order_id }));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("header.help")}
      description={t("orderCare.orderId", { id: order.order_id })}
      actions={
        help && (
          <>
            <Button asChild variant="secondary">
              <a href={`tel:${phone}`}>{t("orderCare.help.call", { phone })}</a>
            </Button>
            <Button asChild variant="secondary">
              <a href={`mailto:${help.help.email}?subject=${subject}`}>
                {t("orderCare.help.email", { email: help.help.email })}
              </a>
            </Button>
          </>
        )
      }
    >
      {!help ? (
        <Loader label={t("orderCare.help.loading")} />
      ) : (
        <Accordion
          onOpen={(id) => !contents[id] && dispatch(helpContentRequested(id))}
          items={help.titles.map((title) => ({
            value: title._id,
            title: title.display_name,
            content: contents[title._id] ? (
              <div className={styles.helpBody} dangerouslySetInnerHTML={{ __html: contents[title._id].content }} />
            ) : (
              <Loader label={t("common.loading")} />
            ),
          }))}
        />
      )}
    </Dialog>
  );
}
