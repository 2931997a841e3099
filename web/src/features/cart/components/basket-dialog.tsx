// 'Cheaper elsewhere?': the cart priced at every nearby shop by the server's billing code, complete
// baskets first and cheapest first, with the saving against the cart's shop. Moving the cart asks
// first (it is cleared and refilled at the chosen shop), then offers the new shop's page.
import { Link, useNavigate } from "react-router-dom";
import type { BasketOption, RefillData } from "@contract/finder";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import { localiseDuration } from "@/lib/dates";
import "@/lib/i18n/texts/cartDialogs";
import { formatRupees } from "@/lib/money";
import { selectCart } from "../selectors";
import { basketMoveAsked, basketMoveConfirmed, panelClosed } from "../slice";
import styles from "./cart-dialogs.module.css";
import { productName } from "@/lib/product-name";

/** Where a shop's products page opens (private shops by their unique id). */
export function shopPageTarget(shop: { _id: string; group: string; unique_id: string | null }) {
  if (shop.group === "private" && shop.unique_id) return { to: paths.shop(shop.unique_id), state: undefined };
  return {
    to: paths.publicShop(shop._id),
    state: { categoryId: shop._id, shopsIds: [], isPrivate: false, isRecentShop: false },
  };
}

function Lacks({ option }: { option: BasketOption }) {
  const { t } = useTranslation();
  if (option.missing.length === 0) return null;
  const items = option.missing
    .map((m) =>
      m.available > 0
        ? t("cartDialogs.basket.onlySome", { name: productName(m), available: m.available, qty: m.qty })
        : productName(m),
    )
    .join(", ");
  return <span className={styles.sub}>{t("cartDialogs.basket.lacks", { items })}</span>;
}

function OptionRow({ option, busy }: { option: BasketOption; busy: boolean }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const saving = option.saving;
  return (
    <tr>
      <th scope="row">
        {option.shop.display_name}
        <span className={styles.sub}>
          {localiseMessage(option.shop.kind)}
          {option.shop.distance !== null ? ` · ${(option.shop.distance / 1000).toFixed(1)} km` : ""}
          {` · ${localiseDuration(`${option.shop.delivery_local_duration} ${option.shop.delivery_local_duration_unit}`)}`}
        </span>
        <Lacks option={option} />
      </th>
      <td>
        {formatRupees(option.prices.total)}
        {saving !== null && saving > 0 && (
          <span className={styles.sub}>{t("cartDialogs.basket.save", { amount: formatRupees(saving) })}</span>
        )}
        {saving !== null && saving < 0 && (
          <span className={styles.sub}>{t("cartDialogs.basket.more", { amount: formatRupees(-saving) })}</span>
        )}
      </td>
      <td>
        {option.current ? (
          <span className={styles.sub}>{t("cartDialogs.basket.yourCart")}</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => dispatch(basketMoveAsked(option.shop._id))}
          >
            {t("cartDialogs.basket.move")}
          </Button>
        )}
      </td>
    </tr>
  );
}

function Moved({ moved }: { moved: RefillData }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const target = shopPageTarget(moved.shop);
  return (
    <div className={styles.detail}>
      <Alert tone="success">{t("cartDialogs.basket.moved", { shop: moved.shop.display_name })}</Alert>
      {moved.missing.length > 0 && (
        <>
          <p>{t("cartDialogs.basket.notAvailable")}</p>
          <ul aria-label={t("cartDialogs.basket.notMoved")}>
            {moved.missing.map((m) => (
              <li key={m.product_id}>
                {t("cartDialogs.basket.someOf", { name: productName(m), available: m.available, qty: m.qty })}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={target.to} state={target.state} onClick={() => dispatch(panelClosed())}>
        {t("cartDialogs.basket.goTo", { shop: moved.shop.display_name })}
      </Link>
    </div>
  );
}

function ConfirmMove({ shop }: { shop: { _id: string; display_name: string } }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return (
    <section role="group" aria-label={t("cartDialogs.basket.confirmLabel")} className={styles.detail}>
      <p>{t("cartDialogs.basket.confirm", { shop: shop.display_name })}</p>
      <div>
        <Button variant="secondary" onClick={() => dispatch(basketMoveAsked(null))}>
          {t("common.cancel")}
        </Button>{" "}
        <Button onClick={() => dispatch(basketMoveConfirmed(shop._id))}>{t("cartDialogs.basket.clearAndMove")}</Button>
      </div>
    </section>
  );
}

export function BasketDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { panel, basket } = useAppSelector(selectCart);
  const { t } = useTranslation();
  const { request, data, confirmShopId, move, moved, moveError } = basket;
  const rows = data ? [...(data.current ? [data.current] : []), ...data.options] : [];
  const confirmShop = rows.find((o) => o.shop._id === confirmShopId)?.shop ?? null;
  // Once the cart has moved, closing goes to the shop that holds it now.
  const close = () => {
    dispatch(panelClosed());
    if (moved) {
      const target = shopPageTarget(moved.shop);
      navigate(target.to, { state: target.state });
    }
  };

  return (
    <Dialog
      open={panel === "basket"}
      onOpenChange={(open) => !open && close()}
      title={t("cartDialogs.basket.title")}
      description={t("cartDialogs.basket.description")}
      size="lg"
      actions={
        <Button variant="secondary" onClick={close}>
          {t("common.close")}
        </Button>
      }
    >
      {request.status === "sending" && <Loader label={t("cartDialogs.basket.comparing")} />}
      {request.status === "error" && <p>{t("cartDialogs.basket.noLocation")}</p>}
      {moveError && <Alert tone="error">{moveError}</Alert>}
      {move.status === "sending" && <Loader label={t("cartDialogs.basket.moving")} />}
      {moved ? (
        <Moved moved={moved} />
      ) : confirmShop ? (
        // Asked in place: the cart is cleared and refilled at the chosen shop.
        <ConfirmMove shop={confirmShop} />
      ) : (
        request.status === "done" &&
        data && (
          <>
            {data.options.length === 0 && <p>{t("cartDialogs.basket.none")}</p>}
            <table className={styles.table} aria-label={t("cartDialogs.basket.table")}>
              <thead>
                <tr>
                  <th scope="col">{t("cartDialogs.basket.shop")}</th>
                  <th scope="col">{t("cartDialogs.basket.total")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("cartDialogs.basket.action")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <OptionRow key={o.shop._id} option={o} busy={move.status === "sending"} />
                ))}
              </tbody>
            </table>
          </>
        )
      )}
    </Dialog>
  );
}
