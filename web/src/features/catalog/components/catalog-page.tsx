// A shop's products page: sidebar (shop and categories), the private shop's delivery location and
// warning, the search box, the product list, and the detail, report and confirmation dialogs.
// The cart feature fills the controls slot and the aside; the app page composes them.
import { useTranslation } from "@/lib/i18n";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import type { ProductView } from "@contract/catalog";
import { useAppDispatch, useAppSelector, useAppStore } from "@/app/hooks";
import { paths } from "@/app/paths";
import { navigationRequested } from "@/app/ui-slice";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMediaQuery } from "@/lib/use-media-query";
import { selectIsGuest } from "@/features/session/selectors";
import { productOpened } from "../detail-slice";
import { DeliveryLocationPanel } from "@/features/location";
import {
  categorySelected,
  earlyShopAdopted,
  emptyLocationAlertClosed,
  emptyLocationAlertShown,
  pageRequested,
  searchCleared,
  sameShopRef,
  searchTyped,
  shopOpened,
  type ShopRef,
} from "../slice";
import {
  selectCatalogPage,
  selectEmptyLocationAlert,
  selectNeedsLocation,
  selectProductGroups,
  selectWindowProducts,
} from "../selectors";
import { CartSlot, type RenderCartControls } from "./cart-slot";
import { CategoryDrawer } from "./category-drawer";
import { CategoryTree } from "./category-tree";
import { EmptyLocationAlert, SwitchShopDialog } from "./confirm-dialogs";
import { DetailContainer } from "./detail-container";
import { ProductList } from "./product-list";
import { SearchBox } from "./search-box";
import { ShopSidebar } from "./shop-sidebar";
import { useMetaDescription } from "./use-meta-description";
import { productName as shownName } from "../display";
import styles from "./catalog-page.module.css";

/** Where the sidebar shows its category tree (catalog-page.module.css hides it below). */
const SIDEBAR_MEDIA = "(min-width: 900px)";

export type CatalogPageProps = {
  shopRef: ShopRef;
  /** The cart's ADD / minus / plus / More controls for a product. */
  renderCartControls?: RenderCartControls;
  /** The shop whose items the cart holds; null when the cart is empty. */
  cartShopId?: string | null;
  /** Clears the cart before another shop is opened. */
  onClearCart?: () => void;
  /** Beside the list: the cart sidebar. */
  aside?: ReactNode;
  /** A product whose detail opens once the shop is loaded (search across shops). */
  openProductId?: string;
};

export function CatalogPage({
  shopRef,
  renderCartControls,
  cartShopId = null,
  onClearCart,
  aside,
  openProductId,
}: CatalogPageProps) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCatalogPage);
  const groups = useAppSelector(selectProductGroups);
  const products = useAppSelector(selectWindowProducts);
  const needsLocation = useAppSelector(selectNeedsLocation);
  const emptyLocationAlert = useAppSelector(selectEmptyLocationAlert);
  const guest = useAppSelector(selectIsGuest);
  // The sidebar's tree is for wide screens; a phone opens the same tree in a sheet (CategoryDrawer)
  // and does not pay for drawing a hidden one.
  const wide = useMediaQuery(SIDEBAR_MEDIA);
  const { shop } = page;
  const isPrivate = shopRef.kind === "private";

  const refKey = JSON.stringify(shopRef);
  const store = useAppStore();
  useEffect(() => {
    const ref = JSON.parse(refKey) as ShopRef;
    // The shop the app opened as it started (by this address) is already on its way: keep it.
    const { openedEarly, ref: current } = selectCatalogPage(store.getState());
    dispatch(openedEarly && sameShopRef(current, ref) ? earlyShopAdopted() : shopOpened(ref));
  }, [dispatch, refKey, store]);

  const loadedShopId = shop?._id ?? null;
  useEffect(() => {
    if (loadedShopId && openProductId) dispatch(productOpened(openProductId));
  }, [dispatch, loadedShopId, openProductId]);

  // Opening a shop other than the cart's asks first and clears the cart (not for guests).
  const [switchConfirmed, setSwitchConfirmed] = useState<string | null>(null);
  const askSwitch = Boolean(shop && !guest && cartShopId && cartShopId !== shop._id && switchConfirmed !== shop._id);

  const { t } = useTranslation();
  useDocumentTitle(shop?.display_name ?? t("catalog.products"));
  useMetaDescription(shop ? `${shop.display_name}, ${shop.address.street}` : null);

  const controls = useCallback(
    (product: ProductView, placement: "card" | "detail") =>
      shop && renderCartControls ? (
        // Guests go to the cart's own check first (the login modal); the location comes after login.
        <CartSlot blocked={needsLocation && !guest} onBlocked={() => dispatch(emptyLocationAlertShown())}>
          {renderCartControls(product, { shopId: shop._id, isPrivate, placement })}
        </CartSlot>
      ) : null,
    [shop, renderCartControls, needsLocation, guest, isPrivate, dispatch],
  );

  const cardControls = useCallback((product: ProductView) => controls(product, "card"), [controls]);
  const openProduct = useCallback((id: string) => dispatch(productOpened(id)), [dispatch]);

  if (!shop) return <Loader label={t("catalog.loadingShop")} fullPage />;

  const listLoading = page.listRequest.status === "sending" || page.listRequest.status === "idle";
  const productName = (id: string) => {
    const found = products.find((p) => p._id === id);
    return (found ? shownName(found.productInfo) : null) ?? page.shop?.display_name ?? "";
  };

  return (
    <div className={styles.page}>
      <aside className={styles.left}>
        <ShopSidebar shop={shop} isPrivate={isPrivate} nextDeliveryAt={page.nextDeliveryAt} />
        {wide && (
          <div className={styles.sideCategories}>
            <CategoryTree
              root={page.categories}
              selected={page.selectedCategory}
              onSelect={(path) => dispatch(categorySelected(path))}
            />
          </div>
        )}
      </aside>
      <div className={styles.main}>
        {isPrivate && <DeliveryLocationPanel />}
        {page.warning && <Alert tone="warning">{page.warning}</Alert>}
        <div className={styles.searchRow}>
          <CategoryDrawer
            root={page.categories}
            selected={page.selectedCategory}
            onSelect={(path) => dispatch(categorySelected(path))}
          />
          <SearchBox
            value={page.searchText}
            onChange={(text) => dispatch(searchTyped(text))}
            onClear={() => dispatch(searchCleared())}
          />
        </div>
        {page.mode.kind === "search" && page.corrected && (
          <p className={styles.corrected}>{t("catalog.showingFor", { words: page.corrected.join(", ") })}</p>
        )}
        <ProductList
          groups={groups}
          window={page.window}
          listKey={page.generation}
          loading={listLoading}
          pageLoading={page.pageRequest.status === "sending" ? page.pageRequest.direction : null}
          onOpen={openProduct}
          onPageWanted={(want) => dispatch(pageRequested(want))}
          controls={cardControls}
        />
      </div>
      {aside}
      <DetailContainer controls={(product) => controls(product, "detail")} productName={productName} />
      <EmptyLocationAlert open={emptyLocationAlert} onClose={() => dispatch(emptyLocationAlertClosed())} />
      <SwitchShopDialog
        open={askSwitch}
        onConfirm={() => {
          onClearCart?.();
          setSwitchConfirmed(shop._id);
        }}
        onCancel={() => dispatch(navigationRequested({ to: paths.home, replace: true }))}
      />
    </div>
  );
}
