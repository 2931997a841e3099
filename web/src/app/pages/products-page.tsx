// The products page (spec part 1 section 2): /{store_unique_id} for a private shop, and
// /public/products (or /public) for public, branded and other-location shops, which also have an
// address of their own (/public/products/{shop id}); either + /product/{product id} opens that
// product's detail. The address bar follows the shop and the open detail, so it can be shared.
// The catalog feature draws the page; the cart feature plugs in through renderCartControls,
// cartShopId and aside.
import { useEffect, useMemo } from "react";
import { productPath, shopPath, type ShopAddress } from "@contract/shop-address-constants";
import { Link, Navigate, useLocation } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths } from "@/app/paths";
import { afterPendingBack, whenModalEntry } from "@/components/ui/back-closes";
import { clearCartRequested } from "@/app/ui-slice";
import { CatalogPage } from "@/features/catalog/components/catalog-page";
import { resolveShopRef } from "@/features/catalog/resolve-shop-ref";
import { storedRecentShop } from "@/lib/storage";
import { CartCardControls } from "@/features/cart/components/cart-card-controls";
import { CartQuantityControl } from "@/features/cart/components/cart-quantity-control";
import { CartBar } from "@/features/cart/components/cart-bar";
import { CartSidebar } from "@/features/cart/components/cart-sidebar";
import { selectCartPanel, selectCartView, selectMovedToShopId } from "@/features/cart/selectors";
import type { RenderCartControls } from "@/features/catalog/components/cart-slot";
import { createSelector } from "@reduxjs/toolkit";
import {
  selectDetail,
  selectNeedsLocation,
  selectShop,
  selectPageRef,
  selectShopNotFound,
  selectWindowProducts,
} from "@/features/catalog/selectors";
import { useTranslation } from "@/lib/i18n";
import type { ShopRef } from "@/features/catalog/slice";
import type { ProductView, ShopInfo } from "@contract/catalog";

/**
 * Keeps the address bar on the open shop's own address, or its open product's: replaced in place
 * (no new history entry, and the router's page stays as it is). The product's address goes on its
 * detail's own history entry (components/ui/back-closes.ts), never on the shop page's: closing the
 * detail takes that entry back and lands on the shop's address, which a Back to a product's address
 * would open again. The shop's address waits for a closing detail's entry to be gone.
 */
function useShareableAddress(shopRef: ShopRef | null, shop: ShopInfo | null, productId: string | null) {
  // Only once this page's shop has come (not the one shown before it).
  const loaded =
    shopRef?.kind === "private"
      ? shop?.store_unique_id?.toLowerCase() === shopRef.storeUniqueId.toLowerCase()
      : shop !== null && shop._id === shopRef?.categoryId;
  const address: ShopAddress | null =
    !shopRef || !loaded
      ? null
      : shopRef.kind === "private"
        ? { kind: "private", storeUniqueId: shopRef.storeUniqueId, productId: null }
        : { kind: "public", shopId: shopRef.categoryId, productId: null };
  const want = address ? (productId ? productPath(address, productId) : shopPath(address)) : null;
  const forProduct = Boolean(want && productId);
  useEffect(() => {
    if (!want) return;
    const apply = () => {
      if (window.location.pathname !== want) {
        window.history.replaceState(window.history.state, "", `${want}${window.location.search}`);
      }
    };
    if (forProduct) return whenModalEntry(apply);
    const closing = afterPendingBack();
    if (!closing) return apply();
    let wanted = true;
    void closing.then(() => wanted && apply());
    return () => {
      wanted = false;
    };
  }, [want, forProduct]);
}

/** Names two or more products of the list share (two sizes of one product): their controls add the unit. */
const selectSharedNames = createSelector(selectWindowProducts, (products) => {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const p of products) {
    const name = p.productInfo.product_name;
    if (seen.has(name)) shared.add(name);
    seen.add(name);
  }
  return shared;
});

/** Two sizes of one product on the page: their controls' names carry the unit to tell them apart. */
function NamedControls({ product, card }: { product: ProductView; card: boolean }) {
  const withUnit = useAppSelector(selectSharedNames).has(product.productInfo.product_name);
  return card ? (
    <CartCardControls product={product} withUnit={withUnit} />
  ) : (
    <CartQuantityControl product={product} withUnit={withUnit} />
  );
}

// The cart's controls in the catalogue's slot: cards are drag sources, the detail modal is not.
const cartControls: RenderCartControls = (product, { placement }) => (
  <NamedControls product={product} card={placement === "card"} />
);

export function ProductsPage({
  storeUniqueId,
  publicShopId,
  productId,
}: {
  storeUniqueId?: string;
  publicShopId?: string;
  /** A product whose detail opens with the shop (its own address). */
  productId?: string;
}) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const shopRef = useMemo(
    () => resolveShopRef(storeUniqueId, location.state, storedRecentShop.get(), publicShopId),
    [storeUniqueId, location.state, publicShopId],
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
  const openProductId = productId ?? (typeof navState?.productId === "string" ? navState.productId : undefined);
  const detailProductId = useAppSelector(selectDetail).productId;
  useShareableAddress(shopRef, shop, detailProductId);
  // Only this address's answer counts (a not-found of the shop before must not stop this one opening).
  const notFound = useAppSelector(selectShopNotFound);
  const failedRef = useAppSelector(selectPageRef);
  if (!shopRef) return <Navigate to={paths.home} replace />;
  if (notFound && sameShop(failedRef, shopRef)) return <NotFound />;
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

const sameShop = (a: ShopRef | null, b: ShopRef) =>
  a?.kind === "private" && b.kind === "private"
    ? a.storeUniqueId.toLowerCase() === b.storeUniqueId.toLowerCase()
    : a?.kind === "public" && b.kind === "public" && a.categoryId === b.categoryId;

/** An address that names no shop and no page: said so, with a way home. */
function NotFound() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title" style={{ padding: "2rem 1rem", textAlign: "center" }}>
      <h1 id="not-found-title">{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <p>
        <Link to={paths.home}>{t("notFound.home")}</Link>
      </p>
    </section>
  );
}
