import { Navigate, useParams } from "react-router-dom";
import { useAppSelector } from "@/app/hooks";
import { classifyShopSegment, paths } from "@/app/paths";
import { ProductsPage } from "./lazy-pages";
import { selectIsGuest } from "@/features/session/selectors";
import { AccountLayout } from "@/components/account-side-menu";
import { useOrdersCount } from "@/features/orders/components/orders-count";

/**
 * /{segment}: a private shop, the public products page ('public'), or back home for a reserved
 * name; /public/products/{shop id}: a public, branded or other-location shop's own address; either
 * + /product/{id} opens one product's detail in that shop.
 */
export function ShopRoute() {
  const { storeUniqueId, shopId, productId } = useParams();
  if (shopId) return <ProductsPage key={shopId} publicShopId={shopId} productId={productId} />;
  const segment = classifyShopSegment(storeUniqueId);
  if (segment.kind === "public" && !productId) return <ProductsPage />;
  if (segment.kind !== "private") return <Navigate to={paths.home} replace />;
  return <ProductsPage key={segment.storeUniqueId} storeUniqueId={segment.storeUniqueId} productId={productId} />;
}

/** Account pages are for logged-in customers, beside the account side menu; guests go to /home (spec part 2 section 2). */
export function CustomerOnly() {
  const guest = useAppSelector(selectIsGuest);
  return guest ? <Navigate to={paths.home} replace /> : <CustomerAccount />;
}

/** The side menu shows the orders count next to Track Order (the tracking list's count). */
function CustomerAccount() {
  return <AccountLayout ordersCount={useOrdersCount()} />;
}
