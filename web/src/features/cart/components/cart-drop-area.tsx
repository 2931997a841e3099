// The cart's drop area: 'Cart Empty' and the drag hint when the cart is empty; while a product is
// being dragged it accepts the drop (DROP) and offers a drop button for keyboard users, and
// Escape cancels (CANCEL).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CART_MESSAGES } from "@contract/cart-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { selectDrag } from "../selectors";
import { dragCancelled, dropped } from "../slice";
import styles from "./cart-sidebar.module.css";

export function CartDropArea({ empty, children }: { empty: boolean; children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const drag = useAppSelector(selectDrag);
  const [over, setOver] = useState(false);
  const dropButton = useRef<HTMLButtonElement>(null);
  const dragging = drag.status === "dragging" && drag.product !== null;

  useEffect(() => {
    if (!dragging) return;
    if (drag.viaKeyboard) dropButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dispatch(dragCancelled());
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [dragging, drag.viaKeyboard, dispatch]);

  const drop = () => {
    setOver(false);
    if (drag.product) dispatch(dropped(drag.product));
  };

  return (
    <div
      className={[styles.dropArea, dragging ? styles.dragging : "", over ? styles.over : ""].join(" ")}
      aria-label="Cart drop area"
      role="region"
      onDragOver={(event) => {
        if (!dragging) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        drop();
      }}
    >
      {empty && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{CART_MESSAGES.cartEmptyTitle}</p>
          <p className={styles.hint}>{CART_MESSAGES.dropHint}</p>
        </div>
      )}
      {dragging && drag.product && (
        <div className={styles.dropActions} aria-live="polite">
          <Button ref={dropButton} size="sm" onClick={drop}>
            Drop {drag.product.productInfo.product_name} here
          </Button>
          <Button size="sm" variant="ghost" onClick={() => dispatch(dragCancelled())}>
            Cancel
          </Button>
        </div>
      )}
      {children}
    </div>
  );
}
