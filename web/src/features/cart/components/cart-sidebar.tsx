// The cart sidebar of a products page (spec part 2 section 2). The page names its shop and says
// whether a delivery location is chosen; the sidebar loads the cart and takes drops.
import { useEffect, useRef } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useTranslation } from "@/lib/i18n";
import { storedDeliveryCoordinates } from "@/lib/storage";
import { selectCart } from "../selectors";
import { contextChanged, contextLeft, viewRequested } from "../slice";
import { CartContents } from "./cart-contents";
import styles from "./cart-sidebar.module.css";

type CartSidebarProps = {
  shopId: string;
  isPrivate: boolean;
  /** Whether the page has a delivery location; the saved coordinates decide when absent. */
  deliveryLocationSet?: boolean;
};

const savedLocationSet = () => {
  const saved = storedDeliveryCoordinates.get();
  return saved !== null && (saved.lat !== 0 || saved.lng !== 0);
};

export function CartSidebar({ shopId, isPrivate, deliveryLocationSet }: CartSidebarProps) {
  const dispatch = useAppDispatch();
  const { view, focusRequest } = useAppSelector(selectCart);
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation();
  const located = deliveryLocationSet ?? savedLocationSet();

  useEffect(() => {
    dispatch(contextChanged({ shopId, isPrivate, deliveryLocationSet: located }));
  }, [shopId, isPrivate, located, dispatch]);

  useEffect(() => {
    dispatch(viewRequested());
    return () => {
      dispatch(contextLeft());
    };
  }, [dispatch]);

  // Cart(n) in the header brings the sidebar into view.
  useEffect(() => {
    if (focusRequest === 0) return;
    heading.current?.scrollIntoView?.({ block: "nearest" });
    heading.current?.focus();
  }, [focusRequest]);

  return (
    <aside className={styles.sidebar} aria-labelledby="cart-sidebar-title" data-cart-root>
      <h2 id="cart-sidebar-title" className={styles.title} ref={heading} tabIndex={-1} data-cart-title>
        {view && view.count > 0 ? t("cart.titleCount", { count: view.count }) : t("cart.title")}
      </h2>
      <CartContents />
    </aside>
  );
}
