// Every client route of the spec. Explicit paths outrank "/:storeUniqueId", so a shop id only
// matches what no app or static page claims; ShopRoute applies the reserved-name rule to the rest.
import { Navigate, useRoutes, type RouteObject } from "react-router-dom";
import { contentRoutes } from "./content-routes";
import { AppShell } from "./layout/app-shell";
import { MainLayout } from "./layout/main-layout";
import { paths } from "./paths";
import { CustomerOnly, ShopRoute } from "./route-elements";
import {
  FindPage,
  MerchantConsole,
  OpsConsole,
  PageSuspense,
  PaymentsPage,
  ProductsPage,
  ProfilePage,
  PurchaseHistoryPage,
  SupportPage,
  TrackOrderPage,
} from "./lazy-pages";
import { HomePage } from "@/features/shops/pages/home-page";

const toHome = <Navigate to={paths.home} replace />;

export const appRoutes: RouteObject[] = [
  // The merchant console: its own frame and session, loaded on demand (features/merchant).
  {
    path: "/merchant/*",
    element: (
      <PageSuspense>
        <MerchantConsole />
      </PageSuspense>
    ),
  },
  // The operations console for Galli's own staff: its own frame and session, loaded on demand (features/ops).
  {
    path: "/ops/*",
    element: (
      <PageSuspense>
        <OpsConsole />
      </PageSuspense>
    ),
  },
  {
    element: <AppShell />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { path: paths.root, element: toHome },
          { path: paths.error, element: toHome },
          { path: paths.home, element: <HomePage /> },
          { path: paths.publicProducts, element: <ProductsPage /> },
          { path: "/public/products/:shopId/product?/:productId?", element: <ShopRoute /> },
          { path: paths.find, element: <FindPage /> },
          {
            element: <CustomerOnly />,
            children: [
              { path: paths.trackOrder, element: <TrackOrderPage /> },
              { path: paths.purchaseHistory, element: <PurchaseHistoryPage /> },
              { path: paths.payments, element: <PaymentsPage /> },
              { path: paths.profile, element: <ProfilePage /> },
              { path: paths.support, element: <SupportPage /> },
            ],
          },
          { path: "/:storeUniqueId", element: <ShopRoute /> },
          { path: "/:storeUniqueId/product/:productId", element: <ShopRoute /> },
          { path: "*", element: toHome },
        ],
      },
      ...contentRoutes,
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
