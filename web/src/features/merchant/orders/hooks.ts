// The orders pages' glue: typed store hooks for the area's state, following the live stream while
// a page is shown, and the tab title with the count of new orders.
import { useEffect } from "react";
import { useDispatch, useSelector } from "react-redux";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { liveFollowStarted, liveFollowStopped, selectNewOrderCount, type MerchantOrdersState } from "./slice";

type S = { merchantOrders: MerchantOrdersState };
export const useOrdersSelector = useSelector.withTypes<S>();
export const useOrdersDispatch = useDispatch;

/** Keeps the member's live stream open while the calling page is on screen. */
export function useLiveOrders(): void {
  const dispatch = useOrdersDispatch();
  useEffect(() => {
    dispatch(liveFollowStarted());
    return () => {
      dispatch(liveFollowStopped());
    };
  }, [dispatch]);
}

/** "(3) New orders | Galli" while new orders wait, else the page's own title. */
export function useNewOrdersTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const count = useOrdersSelector(selectNewOrderCount);
  useDocumentTitle(count ? t("merchantOrders.titleWithNew", { count }) : pageTitle);
}
