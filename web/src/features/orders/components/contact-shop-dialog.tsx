// Contact Shop: the shop's phone numbers (spec: dialog 'Shop Contact', OK).
import type { OrderListItem } from "@contract/orders";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";

type Props = { order: OrderListItem; open: boolean; onOpenChange: (open: boolean) => void };

export function ContactShopDialog({ order, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const { primary, secondary } = order.shop.mobile;
  const numbers = [primary, ...(secondary ? [secondary] : [])];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("orderCare.contact.title")}
      description={order.shop.display_name}
      size="sm"
      actions={
        <DialogClose>
          <Button>{t("common.okUpper")}</Button>
        </DialogClose>
      }
    >
      <ul>
        {numbers.map((m) => (
          <li key={m.number}>
            <a href={`tel:${m.dialing_code}${m.number}`}>
              {m.dialing_code} {m.number}
            </a>
          </li>
        ))}
        {order.shop.email && (
          <li>
            <a href={`mailto:${order.shop.email}`}>{order.shop.email}</a>
          </li>
        )}
      </ul>
    </Dialog>
  );
}
