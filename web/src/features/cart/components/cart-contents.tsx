// What the sidebar and the drawer both show: the drop area, the lines and the cart's actions
// (View Billing, Customize, Subscribe, Delivery Mode, Proceed to Buy).
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { selectCart, selectParcelCount } from "../selectors";
import {
  checkoutRequested,
  deliveryTypeChosen,
  deliveryTypesRequested,
  panelOpened,
  subscribeRequested,
} from "../slice";
import { CartDropArea } from "./cart-drop-area";
import { CartFees, FreeDeliveryNote } from "./cart-fees";
import { CartLine } from "./cart-line";
import styles from "./cart-sidebar.module.css";

function DeliveryModeSelect() {
  const dispatch = useAppDispatch();
  const { deliveryTypes } = useAppSelector(selectCart);
  const { t } = useTranslation();
  const data = deliveryTypes.data;
  if (!data) return null;
  return (
    <label className={styles.deliveryMode}>
      <span>{t("cart.deliveryMode")}</span>
      <select
        value={data.delivery_type}
        disabled={deliveryTypes.request.status === "sending"}
        onChange={(event) => dispatch(deliveryTypeChosen(Number(event.target.value)))}
      >
        {data.type.map((type) => (
          <option key={type._id} value={type._id}>
            {localiseMessage(type.name)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CartContents() {
  const dispatch = useAppDispatch();
  const { view } = useAppSelector(selectCart);
  const parcels = useAppSelector(selectParcelCount);
  const { t } = useTranslation();
  const shopId = view?._id ?? null;

  useEffect(() => {
    if (shopId) dispatch(deliveryTypesRequested(shopId));
  }, [shopId, dispatch]);

  const items = view?.items ?? [];
  const empty = items.length === 0;
  const open = view?.shop?.is_open ?? false;
  const total = view?.prices.total ?? 0;
  const canBuy = !empty && open && (view?.in_stock ?? false);

  return (
    <div className={styles.contents}>
      <CartDropArea empty={empty}>
        {!empty && (
          <>
            {view?.shop && <p className={styles.shopName}>{view.shop.display_name}</p>}
            <ul className={styles.lines} aria-label={t("cart.items")}>
              {items.map((item) => (
                <CartLine key={item.item._id} item={item} />
              ))}
            </ul>
          </>
        )}
      </CartDropArea>
      {!empty && (
        <div className={styles.actions}>
          {view && <CartFees prices={view.prices} />}
          {view && <FreeDeliveryNote prices={view.prices} className={styles.freeDelivery} />}
          {parcels > 1 && (
            <p className={styles.parcels} role="note">
              {t("cart.parcels", { count: parcels })}
            </p>
          )}
          <div className={styles.actionRow}>
            <Button variant="secondary" size="sm" onClick={() => dispatch(panelOpened("billing"))}>
              {t("cart.viewBilling")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => dispatch(panelOpened("customize"))}>
              {t("cart.customize")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => dispatch(subscribeRequested())}>
              {t("cart.subscribe")}
            </Button>
          </div>
          <Button variant="secondary" size="sm" onClick={() => dispatch(panelOpened("basket"))}>
            {t("cart.cheaperElsewhere")}
          </Button>
          <DeliveryModeSelect />
          {!open && <p className={styles.closedNote}>{t("cart.closedNote")}</p>}
          <Button
            variant="accent"
            disabled={!canBuy}
            onClick={() => shopId && dispatch(checkoutRequested({ shopId, amount: total }))}
          >
            {t("cart.proceed", { amount: formatRupees(total) })}
          </Button>
        </div>
      )}
    </div>
  );
}
