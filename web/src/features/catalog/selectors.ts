// Reads of the catalog state.
import { createSelector } from "@reduxjs/toolkit";
import type { CatalogState } from "./reducer";
import { groupByCategory } from "./breadcrumb";
import { nextPageNumber, previousPageNumber, windowProducts } from "./list-window";
import type { ShopScope } from "./api";
import { selectDeliveryLocationSet, type LocationState } from "@/features/location";

type WithCatalog = { catalog: CatalogState };

export const selectCatalogPage = (s: WithCatalog) => s.catalog.page;
export const selectShopRef = (s: WithCatalog) => s.catalog.page.ref;
export const selectShop = (s: WithCatalog) => s.catalog.page.shop;
/** The address names no shop (the products page shows the not-found page). */
export const selectShopNotFound = (s: WithCatalog) => s.catalog.page.notFound;
/** The shop the page opened last (its answers, a not-found too, are about this one). */
export const selectPageRef = (s: WithCatalog) => s.catalog.page.ref;
/** The private shop drawn from the data in the page's HTML (it may draw before the token comes). */
export const selectEmbeddedShopId = (s: WithCatalog) => {
  const { embedded, ref } = s.catalog.page;
  return embedded && ref?.kind === "private" ? ref.storeUniqueId : null;
};
export const selectIsPrivateShop = (s: WithCatalog) => s.catalog.page.ref?.kind === "private";
export const selectListWindow = (s: WithCatalog) => s.catalog.page.window;
export const selectSearchText = (s: WithCatalog) => s.catalog.page.searchText;
export const selectListMode = (s: WithCatalog) => s.catalog.page.mode;
export const selectGeneration = (s: WithCatalog) => s.catalog.page.generation;

/** The stores the list calls consider: the ones the home page found near, else all the shop's. */
export const selectShopScope = (s: WithCatalog): ShopScope | null => {
  const { shop, ref } = s.catalog.page;
  if (!shop) return null;
  const stores = ref?.kind === "public" && ref.storeIds.length > 0 ? ref.storeIds : shop.stores;
  return { _id: shop._id, stores };
};

export const selectWindowProducts = createSelector(selectListWindow, windowProducts);
export const selectProductGroups = createSelector(selectWindowProducts, groupByCategory);
export const selectNextPage = createSelector(selectListWindow, nextPageNumber);
export const selectPreviousPage = createSelector(selectListWindow, previousPageNumber);

export const selectDetail = (s: WithCatalog) => s.catalog.detail;
export const selectReport = (s: WithCatalog) => s.catalog.detail.report;
export const selectEmptyLocationAlert = (s: WithCatalog) => s.catalog.page.emptyLocationAlert;
/** Cart changes on a private shop's page need a delivery location (spec part 1 section 5). */
export const selectNeedsLocation = (s: WithCatalog & { location: LocationState }) =>
  selectIsPrivateShop(s) && !selectDeliveryLocationSet(s);
