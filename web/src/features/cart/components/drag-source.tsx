// The drag side of "drag the product and drop it in the cart": props for a product card (pointer
// drag) and a handle button that also works from the keyboard (Enter picks up; the cart's drop
// button or Escape finish it).
import type { DragEvent } from "react";
import { useStore } from "react-redux";
import { useAppDispatch } from "@/app/hooks";
import type { RootState } from "@/app/store";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { productName } from "@/lib/product-name";
import { dragCancelled, dragStarted } from "../slice";
import type { CartProductRef } from "../types";
import styles from "./cart-sidebar.module.css";

/** Spread on a product card: <article {...useCartDragSource(product)}>. */
export function useCartDragSource(product: CartProductRef) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "copy";
      // Some browsers start a drag only when data is set.
      event.dataTransfer.setData("text/plain", productName(product.productInfo));
      dispatch(dragStarted({ product }));
    },
    onDragEnd: () => {
      // Dropped outside the cart (or Escape during the drag): CANCEL.
      if (store.getState().cart.drag.status === "dragging") dispatch(dragCancelled());
    },
  };
}

/**
 * A handle that starts the drag with a mouse (Enter on it works too). Not a Tab stop: keyboard
 * users have ADD on the same card, and "drag" means nothing to them; touch screens do not show it.
 */
export function CartDragHandle({ product }: { product: CartProductRef }) {
  const dispatch = useAppDispatch();
  const source = useCartDragSource(product);
  const { t } = useTranslation();
  const name = productName(product.productInfo);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={styles.dragHandle}
      tabIndex={-1}
      {...source}
      aria-label={t("cart.dragLabel", { name })}
      onClick={() => dispatch(dragStarted({ product, viaKeyboard: true }))}
    >
      {t("cart.dragToCart")}
    </Button>
  );
}
