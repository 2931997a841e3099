// The catalogue's add/remove slot on a product card or in the detail modal: ADD, or minus / qty /
// plus and 'More...' once the product is in the cart (spec part 1 section 2).
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { selectCart, selectCartItem } from "../selectors";
import { availabilityOpened, lineAddRequested, lineRemoveRequested } from "../slice";
import type { CartProductRef } from "../types";
import styles from "./cart-sidebar.module.css";

export function CartQuantityControl({ product }: { product: CartProductRef }) {
  const dispatch = useAppDispatch();
  const { context, pendingProductId, changeRequest } = useAppSelector(selectCart);
  const item = useAppSelector((state) => selectCartItem(state, product._id, context?.shopId));
  const name = product.productInfo.product_name;
  const busy = changeRequest.status === "sending" && pendingProductId === product._id;
  const outOfStock = product.total !== undefined && product.total <= 0;

  if (!item) {
    return (
      <Button
        size="sm"
        aria-label={`Add ${name} to cart`}
        disabled={busy || outOfStock}
        loading={busy}
        onClick={() => dispatch(lineAddRequested({ product }))}
      >
        ADD
      </Button>
    );
  }
  const max = item.max_qty;
  return (
    <div className={styles.stepper} role="group" aria-label={`${name} in cart`} aria-busy={busy || undefined}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Remove one ${name}`}
        disabled={busy}
        onClick={() => dispatch(lineRemoveRequested({ productId: product._id }))}
      >
        −
      </Button>
      <span className={styles.stepperQty} aria-live="polite" aria-label={`Quantity ${item.quantity}`}>
        {item.quantity}
      </span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Add one more ${name}`}
        disabled={busy || item.quantity >= max}
        onClick={() => dispatch(lineAddRequested({ product }))}
      >
        +
      </Button>
      <Button
        size="sm"
        variant="link"
        aria-label={`More about ${name}`}
        onClick={() => dispatch(availabilityOpened(product._id))}
      >
        More...
      </Button>
    </div>
  );
}
