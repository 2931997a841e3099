// The cart's part of a product card: the controls area is the drag source (drag it onto the
// cart), with ADD or minus/plus/More, and a "Drag to cart" handle for the keyboard.
import { CartDragHandle, useCartDragSource } from "./drag-source";
import { CartQuantityControl } from "./cart-quantity-control";
import type { CartProductRef } from "../types";
import styles from "./cart-sidebar.module.css";

export function CartCardControls({ product }: { product: CartProductRef }) {
  const drag = useCartDragSource(product);
  return (
    <div className={styles.cardControls} {...drag}>
      <CartQuantityControl product={product} />
      <CartDragHandle product={product} />
    </div>
  );
}
