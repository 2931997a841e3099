// A delivery order's state and member on the board's card and the order page ("Delivery: Picked
// up · Suresh"); nothing for a self-pickup order.
import type { ConsoleOrder } from "@contract/console-orders";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantDeliveries";
import { deliveryOfOrder } from "../delivery";

export function DeliveryLine({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation();
  const delivery = deliveryOfOrder(order);
  if (!delivery) return null;
  const state = t(`merchantDeliveries.state.${delivery.state ?? "none"}`);
  return (
    <span data-testid="delivery-state">
      {delivery.member
        ? t("merchantDeliveries.assign.deliveryByMember", { state, name: delivery.member.name })
        : t("merchantDeliveries.assign.deliveryBy", { state })}
    </span>
  );
}
