// The cart's drop area: 'Cart Empty' and the drag hint when the cart is empty; while a product is
// being dragged it accepts the drop (DROP) and offers a drop button for keyboard users, and
// Escape cancels (CANCEL). From the keyboard, focus moves to the drop button, then to the cart
// after the drop, or back to the drag handle after a cancel.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { productName } from "@/lib/product-name";
import { selectDrag } from "../selectors";
import { dragCancelled, dropped } from "../slice";
import styles from "./cart-sidebar.module.css";

function returnToOrigin(origin: { current: HTMLElement | null }) {
  const from = origin.current;
  origin.current = null;
  if (from?.isConnected) from.focus();
}

export function CartDropArea({ empty, children }: { empty: boolean; children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const drag = useAppSelector(selectDrag);
  const [over, setOver] = useState(false);
  const { t } = useTranslation();
  const dropButton = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);
  /** The drag handle a keyboard drag started from. */
  const origin = useRef<HTMLElement | null>(null);
  const dragging = drag.status === "dragging" && drag.product !== null;

  const cancel = () => {
    dispatch(dragCancelled());
    returnToOrigin(origin);
  };

  useEffect(() => {
    if (!dragging) return;
    if (drag.viaKeyboard) {
      const active = document.activeElement;
      origin.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dropButton.current?.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch(dragCancelled());
      returnToOrigin(origin);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [dragging, drag.viaKeyboard, dispatch]);

  const drop = () => {
    setOver(false);
    const fromKeyboard = document.activeElement === dropButton.current;
    if (drag.product) dispatch(dropped(drag.product));
    origin.current = null;
    // The drop button goes away with the drag: the cart itself takes focus.
    if (fromKeyboard) area.current?.focus();
  };

  return (
    <div
      className={[styles.dropArea, dragging ? styles.dragging : "", over ? styles.over : ""].join(" ")}
      ref={area}
      tabIndex={-1}
      aria-label={t("cart.dropArea")}
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
          <p className={styles.emptyTitle}>{t("cart.emptyTitle")}</p>
          <p className={styles.hint}>{t("cart.dropHint")}</p>
        </div>
      )}
      {dragging && drag.product && (
        <div className={styles.dropActions} aria-live="polite">
          <Button ref={dropButton} size="sm" onClick={drop}>
            {t("cart.drop", { name: productName(drag.product.productInfo) })}
          </Button>
          <Button size="sm" variant="ghost" onClick={cancel}>
            {t("common.cancel")}
          </Button>
        </div>
      )}
      {children}
    </div>
  );
}
