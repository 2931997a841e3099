// The catalogue's add/remove slot on a product card or in the detail modal: ADD, or minus / qty /
// plus and 'More...' once the product is in the cart (spec part 1 section 2).
// Keyboard users keep their place: while a change is sending the buttons are aria-disabled (a
// disabled button would drop focus to <body>), and when ADD turns into the stepper (or the stepper
// back into ADD) focus moves to the control that replaced the one pressed.
import { useEffect, useRef, type MouseEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { productName } from "@/lib/product-name";
import { selectCart, selectCartItem } from "../selectors";
import { availabilityOpened, lineAddRequested, lineRemoveRequested } from "../slice";
import type { CartProductRef } from "../types";
import styles from "./cart-sidebar.module.css";

const TO_STEPPER = "stepper";
const TO_ADD = "add";

/** aria-disabled instead of disabled: the button stays focusable and ignores presses. */
function softDisabled(off: boolean, onPress: () => void) {
  return {
    "aria-disabled": off || undefined,
    onClick: (event: MouseEvent) => {
      if (off) {
        event.preventDefault();
        return;
      }
      onPress();
    },
  };
}

/** `withUnit`: the product's name in the controls' accessible names carries its unit ("Add Amul Toned Milk 500 ml to cart"), for two sizes of one product. */
export function CartQuantityControl({ product, withUnit = false }: { product: CartProductRef; withUnit?: boolean }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { context, pendingProductId, changeRequest } = useAppSelector(selectCart);
  const item = useAppSelector((state) => selectCartItem(state, product._id, context?.shopId));
  const name = withUnit
    ? `${productName(product.productInfo)} ${product.productInfo.unit}`
    : productName(product.productInfo);
  const busy = changeRequest.status === "sending" && pendingProductId === product._id;
  const outOfStock = product.total !== undefined && product.total <= 0;
  const inCart = Boolean(item);

  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const minusRef = useRef<HTMLButtonElement>(null);
  /** Set when the pressed control is about to be replaced: where focus goes once it is. */
  const focusNext = useRef<"stepper" | "add" | null>(null);
  useEffect(() => {
    if (focusNext.current === "stepper" && inCart) {
      focusNext.current = null;
      (plusRef.current?.getAttribute("aria-disabled") ? minusRef.current : plusRef.current)?.focus();
    } else if (focusNext.current === "add" && !inCart) {
      focusNext.current = null;
      addRef.current?.focus();
    }
  }, [inCart]);
  useEffect(() => {
    // A refused change leaves the control as it was: nothing to move to.
    if (changeRequest.status === "error") focusNext.current = null;
  }, [changeRequest.status]);
  const hadFocus = (button: HTMLButtonElement | null) => button !== null && document.activeElement === button;
  /** Focus follows the pressed control when it is replaced (ADD by the stepper, or back). */
  const followTo = (next: "stepper" | "add", pressed: HTMLButtonElement | null) => {
    if (hadFocus(pressed)) focusNext.current = next;
  };

  // Sold out and not in the cart: say so where ADD would be (no faded button to wonder about).
  if (!item && outOfStock) return <span className={styles.soldOut}>{t("catalog.outOfStock")}</span>;
  if (!item) {
    return (
      <Button
        ref={addRef}
        size="sm"
        aria-label={t("cart.addLabel", { name })}
        aria-busy={busy || undefined}
        {...softDisabled(busy, () => {
          followTo(TO_STEPPER, addRef.current);
          dispatch(lineAddRequested({ product }));
        })}
      >
        {t("cart.add")}
      </Button>
    );
  }
  const max = item.max_qty;
  return (
    <div className={styles.stepper} role="group" aria-label={t("cart.inCart", { name })} aria-busy={busy || undefined}>
      <Button
        ref={minusRef}
        size="sm"
        variant="secondary"
        aria-label={t("cart.removeOne", { name })}
        {...softDisabled(busy, () => {
          if (item.quantity <= 1) followTo(TO_ADD, minusRef.current);
          dispatch(lineRemoveRequested({ productId: product._id }));
        })}
      >
        −
      </Button>
      <span className={styles.stepperQty} aria-live="polite" aria-label={t("cart.quantity", { count: item.quantity })}>
        {item.quantity}
      </span>
      <Button
        ref={plusRef}
        size="sm"
        variant="secondary"
        aria-label={t("cart.addOne", { name })}
        {...softDisabled(busy || item.quantity >= max, () => dispatch(lineAddRequested({ product })))}
      >
        +
      </Button>
      <Button
        size="sm"
        variant="link"
        aria-label={t("cart.moreAbout", { name })}
        onClick={() => dispatch(availabilityOpened(product._id))}
      >
        {t("cart.more")}
      </Button>
    </div>
  );
}
