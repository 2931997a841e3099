// Customize Order (spec part 2 sections 2 and 4): none (the cheapest stores, split automatically)
// or one store supplying the whole cart, each with its products and prices; Select writes it.
import type { CustomizeChoice } from "@contract/cart";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { formatRupees } from "@/lib/money";
import { selectCart } from "../selectors";
import { customizeChoiceSelected, customizeWriteRequested, panelClosed } from "../slice";
import { BillingRows } from "./billing-dialog";
import styles from "./cart-dialogs.module.css";

function ChoiceOption({
  choice,
  checked,
  onSelect,
}: {
  choice: CustomizeChoice;
  checked: boolean;
  onSelect: () => void;
}) {
  const auto = choice.kind === "auto";
  const label = auto ? "None: best price from all stores" : choice.shop.display_name;
  return (
    <label className={checked ? `${styles.choice} ${styles.checked}` : styles.choice}>
      <input
        type="radio"
        name="customize-choice"
        checked={checked}
        disabled={!auto && !choice.can_fulfil}
        onChange={onSelect}
      />
      <span className={styles.choiceBody}>
        <span className={styles.choiceName}>{label}</span>
        <span className={styles.sub}>
          {choice.shop.address} · Rating {choice.shop.rating.toFixed(1)}
        </span>
        <span className={styles.sub}>
          {choice.can_fulfil ? `Total ${formatRupees(choice.prices.total)}` : "Cannot supply every item in your cart"}
        </span>
      </span>
    </label>
  );
}

function ChoiceDetail({ choice }: { choice: CustomizeChoice }) {
  return (
    <section aria-label="Products and prices" className={styles.detail}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {choice.products.map((p) => (
            <tr key={p._id}>
              <th scope="row">
                {p.product_name}
                <span className={styles.sub}>{p.unit}</span>
              </th>
              <td>{p.supplied === p.qty ? p.qty : `${p.supplied} of ${p.qty}`}</td>
              <td>{formatRupees(p.net_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BillingRows prices={choice.prices} />
    </section>
  );
}

export function CustomizeDialog() {
  const dispatch = useAppDispatch();
  const { panel, customize } = useAppSelector(selectCart);
  const { auto, stores, choice, request, write } = customize;
  const chosen = choice === null ? auto : (stores.find((s) => s._id === choice) ?? null);
  const canSelect = chosen !== null && (chosen.kind === "auto" || chosen.can_fulfil);

  return (
    <Dialog
      open={panel === "customize"}
      onOpenChange={(open) => !open && dispatch(panelClosed())}
      title="Customize Order"
      description="Buy from the cheapest stores automatically, or choose one store for the whole order."
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={() => dispatch(panelClosed())}>
            Cancel
          </Button>
          <Button
            disabled={!canSelect}
            loading={write.status === "sending"}
            onClick={() => dispatch(customizeWriteRequested())}
          >
            Select
          </Button>
        </>
      }
    >
      {request.status === "sending" && <Loader label="Loading stores…" />}
      {request.status === "error" && <p>The stores could not be loaded. Please try again.</p>}
      {request.status === "done" && auto && (
        <>
          <fieldset className={styles.choices}>
            <legend>Store for your order</legend>
            <ChoiceOption
              choice={auto}
              checked={choice === null}
              onSelect={() => dispatch(customizeChoiceSelected(null))}
            />
            {stores.map((s) => (
              <ChoiceOption
                key={s._id}
                choice={s}
                checked={choice === s._id}
                onSelect={() => dispatch(customizeChoiceSelected(s._id))}
              />
            ))}
          </fieldset>
          {chosen && <ChoiceDetail choice={chosen} />}
        </>
      )}
    </Dialog>
  );
}
