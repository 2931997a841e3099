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
import { formatRupees } from "@/lib/money";
import { selectCart } from "../selectors";
import { basketMoveAsked, basketMoveConfirmed, panelClosed } from "../slice";
import styles from "./cart-dialogs.module.css";

export const BASKET_MESSAGES = {
  title: "Cheaper elsewhere?",
  description: "Your cart priced at the shops near your delivery location, cheapest complete baskets first.",
  noLocation: "Choose a delivery location on the home page to compare shops.",
  none: "No other open shop near you sells these items.",
  confirm: (shop: string) =>
    `Move your cart to ${shop}? Your cart will be cleared and filled with the same items from ${shop}.`,
} as const;

/** Where a shop's products page opens (private shops by their unique id). */
export function shopPageTarget(shop: { _id: string; group: string; unique_id: string | null }) {
  if (shop.group === "private" && shop.unique_id) return { to: paths.shop(shop.unique_id), state: undefined };
  return {
    to: paths.publicProducts,
    state: { categoryId: shop._id, shopsIds: [], isPrivate: false, isRecentShop: false },
  };
}

function Lacks({ option }: { option: BasketOption }) {
  if (option.missing.length === 0) return null;
  return (
    <span className={styles.sub}>
      Lacks:{" "}
      {option.missing
        .map((m) => (m.available > 0 ? `${m.product_name} (only ${m.available} of ${m.qty})` : m.product_name))
        .join(", ")}
    </span>
  );
}

function OptionRow({ option, busy }: { option: BasketOption; busy: boolean }) {
  const dispatch = useAppDispatch();
  const saving = option.saving;
  return (
    <tr>
      <th scope="row">
        {option.shop.display_name}
        <span className={styles.sub}>
          {option.shop.kind}
          {option.shop.distance !== null ? ` · ${(option.shop.distance / 1000).toFixed(1)} km` : ""}
          {` · ${option.shop.delivery_local_duration} ${option.shop.delivery_local_duration_unit}`}
        </span>
        <Lacks option={option} />
      </th>
      <td>
        {formatRupees(option.prices.total)}
        {saving !== null && saving > 0 && <span className={styles.sub}>Save {formatRupees(saving)}</span>}
        {saving !== null && saving < 0 && <span className={styles.sub}>{formatRupees(-saving)} more</span>}
      </td>
      <td>
        {option.current ? (
          <span className={styles.sub}>Your cart</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => dispatch(basketMoveAsked(option.shop._id))}
          >
            Move cart here
          </Button>
        )}
      </td>
    </tr>
  );
}

function Moved({ moved }: { moved: RefillData }) {
  const dispatch = useAppDispatch();
  const target = shopPageTarget(moved.shop);
  return (
    <div className={styles.detail}>
      <Alert tone="success">Your cart now holds {moved.shop.display_name}&apos;s items.</Alert>
      {moved.missing.length > 0 && (
        <>
          <p>Not available there now:</p>
          <ul aria-label="Not moved">
            {moved.missing.map((m) => (
              <li key={m.product_id}>
                {m.product_name} ({m.available} of {m.qty})
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={target.to} state={target.state} onClick={() => dispatch(panelClosed())}>
        Go to {moved.shop.display_name}
      </Link>
    </div>
  );
}

function ConfirmMove({ shop }: { shop: { _id: string; display_name: string } }) {
  const dispatch = useAppDispatch();
  return (
    <section role="group" aria-label="Move your cart?" className={styles.detail}>
      <p>{BASKET_MESSAGES.confirm(shop.display_name)}</p>
      <div>
        <Button variant="secondary" onClick={() => dispatch(basketMoveAsked(null))}>
          Cancel
        </Button>{" "}
        <Button onClick={() => dispatch(basketMoveConfirmed(shop._id))}>Clear and move</Button>
      </div>
    </section>
  );
}

export function BasketDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { panel, basket } = useAppSelector(selectCart);
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
      title={BASKET_MESSAGES.title}
      description={BASKET_MESSAGES.description}
      size="lg"
      actions={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      {request.status === "sending" && <Loader label="Comparing shops…" />}
      {request.status === "error" && <p>{BASKET_MESSAGES.noLocation}</p>}
      {moveError && <Alert tone="error">{moveError}</Alert>}
      {move.status === "sending" && <Loader label="Moving your cart…" />}
      {moved ? (
        <Moved moved={moved} />
      ) : confirmShop ? (
        // Asked in place: the cart is cleared and refilled at the chosen shop.
        <ConfirmMove shop={confirmShop} />
      ) : (
        request.status === "done" &&
        data && (
          <>
            {data.options.length === 0 && <p>{BASKET_MESSAGES.none}</p>}
            <table className={styles.table} aria-label="Shops and totals">
              <thead>
                <tr>
                  <th scope="col">Shop</th>
                  <th scope="col">Total</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
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
