// The cart's part of a product card: the controls area is the drag source (drag it onto the
// cart), with ADD or minus/plus/More ('Out of stock' when sold out), and a "Drag to cart" handle
// for the mouse (not on touch screens, not a Tab stop). Once the product
// is in the cart, a "Go to cart" control (shown when it has focus) takes keyboard users straight to
// the cart (the sidebar's heading, or the cart drawer on phones) instead of through the whole list.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { cartOpened } from "@/app/ui-slice";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { selectCart, selectCartItem } from "../selectors";
import { CartDragHandle, useCartDragSource } from "./drag-source";
import { CartQuantityControl } from "./cart-quantity-control";
import type { CartProductRef } from "../types";
import styles from "./cart-sidebar.module.css";

function GoToCart() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="link" className={styles.goToCart} onClick={() => dispatch(cartOpened())}>
      {t("cart.goToCart")}
    </Button>
  );
}

export function CartCardControls({ product, withUnit = false }: { product: CartProductRef; withUnit?: boolean }) {
  const drag = useCartDragSource(product);
  const { context } = useAppSelector(selectCart);
  const inCart = Boolean(useAppSelector((state) => selectCartItem(state, product._id, context?.shopId)));
  return (
    <div className={styles.cardControls} {...drag}>
      <CartQuantityControl product={product} withUnit={withUnit} />
      {inCart && <GoToCart />}
      {(inCart || !(product.total !== undefined && product.total <= 0)) && <CartDragHandle product={product} />}
    </div>
  );
}
