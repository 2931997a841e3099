// One cart line: image, name, unit, line price, a quantity dropdown capped by stock, 'More...'
// (Product Availability) and remove.
import type { CartItem } from "@contract/cart";
import { MAX_LINE_QTY } from "@contract/cart-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { CloseIcon } from "@/components/icons";
import { Button } from "@/components/ui/button";
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
  const { pendingProductId, changeRequest } = useAppSelector(selectCart);
  const info = item.item.productInfo;
  const name = info.product_name;
  const busy = changeRequest.status === "sending" && pendingProductId === item.item._id;
  const image = info.images[0]?.name;

  return (
    <li className={styles.line} aria-label={name} aria-busy={busy || undefined}>
      {image ? (
        <img className={styles.thumb} src={productImageUrl(image)} alt="" width={56} height={56} />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.lineBody}>
        <p className={styles.lineName}>{name}</p>
        <p className={styles.lineUnit}>{info.unit}</p>
        <p className={styles.linePrice} aria-label={`Line price ${formatRupees(item.line_price)}`}>
          {formatRupees(item.line_price)}
        </p>
        {!item.in_stock && (
          <p className={styles.stockWarning} role="status">
            {item.available === 0 ? "Out of stock now" : `Only ${item.available} in stock now`}: please reduce the
            quantity.
          </p>
        )}
        <div className={styles.lineControls}>
          <label className={styles.qtyLabel}>
            <span>Qty</span>
            <select
              aria-label={`Quantity of ${name}`}
              value={item.quantity}
              disabled={busy}
              onChange={(event) =>
                dispatch(lineQuantityChosen({ productId: item.item._id, qty: Number(event.target.value) }))
              }
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
            aria-label={`More about ${name}`}
            onClick={() => dispatch(availabilityOpened(item.item._id))}
          >
            More...
          </Button>
        </div>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${name}`}
        disabled={busy}
        onClick={() => dispatch(lineRemoveRequested({ productId: item.item._id, all: true }))}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
