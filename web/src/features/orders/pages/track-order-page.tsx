// Track Order (/track-order, logged-in customers): the current orders, or one order's products
// view in place of the list.
import { TrackOrderCard } from "../components/track-order-card";
import { OrdersPage } from "./orders-page";

export function TrackOrderPage() {
  return (
    <OrdersPage
      title="Track Order"
      list="track"
      label="Current orders"
      emptyText="You will see a current orders here"
      renderCard={(order) => <TrackOrderCard order={order} />}
    />
  );
}
