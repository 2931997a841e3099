// One cart line: image, name, unit, line price, a quantity dropdown capped by stock, 'More...'
// (Product Availability) and remove.
import { useEffect, useRef } from "react";
import type { CartItem } from "@contract/cart";
import { MAX_LINE_QTY } from "@contract/cart-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { CloseIcon } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { productName } from "@/lib/product-name";
import { formatRupees } from "@/lib/money";
import { selectCart } from "../selectors";
import { availabilityOpened, lineQuantityChosen, lineRemoveRequested } from "../slice";
import { productImageUrl } from "../types";
import styles from "./cart-sidebar.module.css";

/** 1..max_qty; a line holding more than the stock also lists its own quantity, which cannot be chosen again. */
export function quantityOptions(item: Pick<CartItem, "quantity" | "max_qty">): { value: number; disabled: boolean }[] {
  const top = Math.min(MAX_LINE_QTY, Math.max(item.max_qty, item.quantity, 1));
  return Array.from({ length: top }, (_, i) => ({ value: i + 1, disabled: i + 1 > Math.max(item.max_qty, 1) }));
}

export function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { pendingProductId, changeRequest } = useAppSelector(selectCart);
  const info = item.item.productInfo;
  const name = productName(info);
  const busy = changeRequest.status === "sending" && pendingProductId === item.item._id;
  const image = info.images[0]?.name;
  // Removing the line removes the focused button with it: focus moves to the next line's quantity
  // (or the previous one's, or the cart's title) instead of falling to <body>.
  const lineRef = useRef<HTMLLIElement>(null);
  const focusAfterRemoval = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      const target = focusAfterRemoval.current;
      if (target?.isConnected && (document.activeElement === document.body || !document.activeElement)) target.focus();
    },
    [],
  );
  const rememberNeighbour = () => {
    const line = lineRef.current;
    const neighbour = (line?.nextElementSibling ?? line?.previousElementSibling)?.querySelector("select");
    focusAfterRemoval.current =
      neighbour ??
      line?.closest<HTMLElement>("[data-cart-root]")?.querySelector<HTMLElement>("[data-cart-title]") ??
      null;
  };

  return (
    <li ref={lineRef} className={styles.line} aria-label={name} aria-busy={busy || undefined}>
      {image ? (
        <img className={styles.thumb} src={productImageUrl(image)} alt="" width={56} height={56} />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.lineBody}>
        <p className={styles.lineName}>{name}</p>
        <p className={styles.lineUnit}>{info.unit}</p>
        <p className={styles.linePrice} aria-label={t("cart.linePrice", { price: formatRupees(item.line_price) })}>
          {formatRupees(item.line_price)}
        </p>
        {!item.in_stock && (
          <p className={styles.stockWarning} role="status">
            {t("cart.reduce", {
              stock: item.available === 0 ? t("cart.outOfStockNow") : t("cart.onlyInStock", { count: item.available }),
            })}
          </p>
        )}
        <div className={styles.lineControls}>
          <label className={styles.qtyLabel}>
            <span>{t("cart.qty")}</span>
            <select
              aria-label={t("cart.quantityOf", { name })}
              value={item.quantity}
              // Not disabled while sending: a disabled select would drop keyboard focus.
              aria-disabled={busy || undefined}
              onChange={(event) => {
                if (!busy) dispatch(lineQuantityChosen({ productId: item.item._id, qty: Number(event.target.value) }));
              }}
            >
              {quantityOptions(item).map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.value}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="link"
            size="sm"
            aria-label={t("cart.moreAbout", { name })}
            onClick={() => dispatch(availabilityOpened(item.item._id))}
          >
            {t("cart.more")}
          </Button>
        </div>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t("cart.remove", { name })}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          rememberNeighbour();
          dispatch(lineRemoveRequested({ productId: item.item._id, all: true }));
        }}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
