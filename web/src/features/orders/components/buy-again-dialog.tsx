// What 'Buy again' did: the products added to the cart, those not available now, and a way to the
// shop's page; before that, the question when the cart holds another shop's items.
import { Link } from "react-router-dom";
import { CART_MESSAGES } from "@contract/cart-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { buyAgainClosed, buyAgainRequested } from "../again-slice";
import { selectBuyAgain } from "../selectors";
import { productName } from "@/lib/product-name";

/** Where a shop's products page opens (private shops by their unique id). */
function shopPage(shop: { _id: string; group: string; unique_id: string | null }) {
  if (shop.group === "private" && shop.unique_id) return { to: paths.shop(shop.unique_id), state: undefined };
  return {
    to: paths.publicShop(shop._id),
    state: { categoryId: shop._id, shopsIds: [], isPrivate: false, isRecentShop: false },
  };
}

export function BuyAgainDialog() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { orderId, conflict, result, error } = useAppSelector(selectBuyAgain);
  const close = () => dispatch(buyAgainClosed());
  const target = result ? shopPage(result.shop) : null;
  return (
    <>
      <Dialog
        open={conflict && orderId !== null}
        onOpenChange={(open) => !open && close()}
        title={t("orderCare.buyAgain.clearCartTitle")}
        description={localiseMessage(CART_MESSAGES.groupConflict)}
        size="sm"
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button onClick={() => orderId && dispatch(buyAgainRequested({ orderId, replace: true }))}>
              {t("orderCare.buyAgain.clearCart")}
            </Button>
          </>
        }
      />
      <Dialog
        open={result !== null || error !== null}
        onOpenChange={(open) => !open && close()}
        title={t("orderCare.buyAgain.title")}
        size="sm"
        actions={
          <Button variant="secondary" onClick={close}>
            {t("common.close")}
          </Button>
        }
      >
        {error && <Alert tone="error">{localiseMessage(error)}</Alert>}
        {result && target && (
          <>
            <p>
              {t("orderCare.buyAgain.added", {
                shop: result.shop.display_name,
                items: result.added.map((a) => `${productName(a)} × ${a.qty}`).join(", "),
              })}
            </p>
            {result.missing.length > 0 && (
              <>
                <p>{t("orderCare.buyAgain.notAvailableColon")}</p>
                <ul aria-label={t("orderCare.buyAgain.notAvailable")}>
                  {result.missing.map((m) => (
                    <li key={m.product_id}>
                      {productName(m)}
                      {m.available > 0 ? t("orderCare.buyAgain.onlyAdded", { available: m.available, qty: m.qty }) : ""}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Link to={target.to} state={target.state} onClick={close}>
              {t("orderCare.buyAgain.goTo", { shop: result.shop.display_name })}
            </Link>
          </>
        )}
      </Dialog>
    </>
  );
}
