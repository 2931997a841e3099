// Product Availability (spec part 2 section 2): per store, 'Store n', price, qty and offer.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { selectCart, selectCartItem } from "../selectors";
import { panelClosed } from "../slice";
import styles from "./cart-dialogs.module.css";

export function AvailabilityDialog() {
  const dispatch = useAppDispatch();
  const { panel, availabilityProductId } = useAppSelector(selectCart);
  const item = useAppSelector((state) => (availabilityProductId ? selectCartItem(state, availabilityProductId) : null));
  const open = panel === "availability" && item !== null;
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && dispatch(panelClosed())}
      title={t("availability.title")}
      description={item ? `${item.item.productInfo.product_name}, ${item.item.productInfo.unit}` : undefined}
      actions={
        <DialogClose>
          <Button variant="secondary">{t("common.close")}</Button>
        </DialogClose>
      }
    >
      {item && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("availability.store")}</th>
              <th scope="col">{t("detail.price")}</th>
              <th scope="col">{t("cart.qty")}</th>
              <th scope="col">{t("availability.offer")}</th>
            </tr>
          </thead>
          <tbody>
            {item.item.stores.map((s) => (
              <tr key={s.store_id}>
                <th scope="row">
                  {t("availability.storeNo", { no: s.store_no })}
                  <span className={styles.sub}>
                    {s.stock > 0 ? t("detail.inStock", { count: s.stock }) : t("catalog.outOfStock")}
                  </span>
                </th>
                <td>
                  {formatRupees(s.net_price)}
                  {s.offer > 0 && <span className={styles.strike}>{formatRupees(s.selling_price)}</span>}
                </td>
                <td>{s.qty}</td>
                <td>{s.offer > 0 ? t("availability.off", { percent: s.offer }) : t("availability.noOffer")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
