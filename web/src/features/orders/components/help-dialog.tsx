// Help on an order: an accordion of the help titles (each one's text fetched when opened) with
// phone and email actions for Galli support.
import { useEffect } from "react";
import type { OrderListItem } from "@contract/orders";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Accordion } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { helpContentRequested, helpRequested } from "../order-slice";
import { selectHelp, selectHelpContent } from "../selectors";
import styles from "./orders.module.css";

type Props = { order: OrderListItem; open: boolean; onOpenChange: (open: boolean) => void };

export function HelpDialog({ order, open, onOpenChange }: Props) {
  const dispatch = useAppDispatch();
  const help = useAppSelector(selectHelp(order._id));
  const contents = useAppSelector(selectHelpContent);

  useEffect(() => {
    if (open && !help) dispatch(helpRequested(order._id));
  }, [dispatch, open, help, order._id]);

  const phone = help ? `${help.help.dialing_code}${help.help.number}` : null;
  const subject = encodeURIComponent(`Help with order ${order.order_id}`);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Help"
      description={`Order ID ${order.order_id}`}
      actions={
        help && (
          <>
            <Button asChild variant="secondary">
              <a href={`tel:${phone}`}>Call {phone}</a>
            </Button>
            <Button asChild variant="secondary">
              <a href={`mailto:${help.help.email}?subject=${subject}`}>Email {help.help.email}</a>
            </Button>
          </>
        )
      }
    >
      {!help ? (
        <Loader label="Loading help…" />
      ) : (
        <Accordion
          onOpen={(id) => !contents[id] && dispatch(helpContentRequested(id))}
          items={help.titles.map((t) => ({
            value: t._id,
            title: t.display_name,
            content: contents[t._id] ? (
              <div className={styles.helpBody} dangerouslySetInnerHTML={{ __html: contents[t._id].content }} />
            ) : (
              <Loader label="Loading…" />
            ),
          }))}
        />
      )}
    </Dialog>
  );
}
