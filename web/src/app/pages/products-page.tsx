// The products page (spec part 1 section 2): /{store_unique_id} for a private shop, and
// /public/products (or /public) for public, branded and other-location shops. The catalog feature
// draws the page; the cart feature plugs in through renderCartControls, cartShopId and aside.
import { useMemo } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths } from "@/app/paths";
import { clearCartRequested } from "@/app/ui-slice";
import { CatalogPage } from "@/features/catalog/components/catalog-page";
import { resolveShopRef } from "@/features/catalog/shop-ref";
import { storedRecentShop } from "@/lib/storage";
import { CartCardControls } from "@/features/cart/components/cart-card-controls";
import { CartQuantityControl } from "@/features/cart/components/cart-quantity-control";
import { CartBar } from "@/features/cart/components/cart-bar";
import { CartSidebar } from "@/features/cart/components/cart-sidebar";
import { selectCartPanel, selectCartView, selectMovedToShopId } from "@/features/cart/selectors";
import type { RenderCartControls } from "@/features/catalog/components/cart-slot";
import { selectNeedsLocation, selectShop } from "@/features/catalog/selectors";

// The cart's controls in the catalogue's slot: cards are drag sources, the detail modal is not.
const cartControls: RenderCartControls = (product, { placement }) =>
  placement === "card" ? <CartCardControls product={product} /> : <CartQuantityControl product={product} />;

export function ProductsPage({ storeUniqueId }: { storeUniqueId?: string }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const shopRef = useMemo(
    () => resolveShopRef(storeUniqueId, location.state, storedRecentShop.get()),
    [storeUniqueId, location.state],
  );
  const shop = useAppSelector(selectShop);
  const needsLocation = useAppSelector(selectNeedsLocation);
  const cartView = useAppSelector(selectCartView);
  // 'Cheaper elsewhere?' moves the cart to another shop and then goes there: no "switch shop?"
  // question about that cart while its dialog is open or on the way to that shop.
  const comparing = useAppSelector(selectCartPanel) === "basket";
  const movedTo = useAppSelector(selectMovedToShopId);
  const cartShopId = comparing || (movedTo !== null && movedTo === cartView?._id) ? null : (cartView?._id ?? null);
  // Search across shops opens a shop at one product's detail (navigation state `productId`).
  const navState = location.state as { productId?: unknown } | null;
  const openProductId = typeof navState?.productId === "string" ? navState.productId : undefined;
  if (!shopRef) return <Navigate to={paths.home} replace />;
  return (
    <>
      <CatalogPage
        shopRef={shopRef}
        openProductId={openProductId}
        onClearCart={() => dispatch(clearCartRequested())}
        cartShopId={cartShopId}
        renderCartControls={cartControls}
        aside={
          shop ? (
            <CartSidebar
              shopId={shop._id}
              isPrivate={shopRef.kind === "private"}
              deliveryLocationSet={!needsLocation}
            />
          ) : null
        }
      />
      <CartBar />
    </>
  );
}
