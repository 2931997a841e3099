// The answer of a place-order call: the orders made (with the store addresses PAYMENT_SUCCESS shows).
import type { PlaceOrderData } from "../../contract/checkout";
import { toRupees } from "../../lib/money";
import type { Priced } from "./pricing";
import type { WrittenOrder } from "./order-writer";
import { ORDER_STATUS, type PaymentType } from "../../contract/orders";

/** The shop group of each answer placedAnswer made (the orders-placed metric's label), read by the route. */
export const placedShopGroup = new WeakMap<PlaceOrderData, string>();

export function placedAnswer(
  p: Priced,
  written: WrittenOrder[],
  how: { checkoutId: string; paymentType: PaymentType; modeName: string; online: number; cash: number },
): PlaceOrderData {
  const shop = p.state.shop;
  const answer: PlaceOrderData = {
    shops: written.map((o) => {
      const store = p.state.stores.find((s) => s.id === o.storeId)!;
      return {
        _id: o.id,
        order_id: o.orderNo,
        store_id: o.storeId,
        category_id: shop.id,
        name: shop.displayName,
        store_name: store.name,
        address: [store.street, store.area, store.city, `${store.state} ${store.zipcode}`.trim()]
          .filter(Boolean)
          .join(", "),
        mobile: shop.mobilePrimary,
        amount: toRupees(o.share.amount),
        status: ORDER_STATUS.ordered,
      };
    }),
    amount: toRupees(p.billing.total),
    paid: { online: toRupees(how.online), bfcash: toRupees(p.walletAmount), cash: toRupees(how.cash) },
    payment_type: how.paymentType,
    mode_name: how.modeName,
    transaction_id: how.checkoutId,
  };
  placedShopGroup.set(answer, shop.shopGroup);
  return answer;
}
