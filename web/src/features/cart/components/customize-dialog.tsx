// Customize Order (spec part 2 sections 2 and 4): none (the cheapest stores, split automatically)
// or one store supplying the whole cart, each with its products and prices; Select writes it.
import type { CustomizeChoice } from "@contract/cart";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/cartDialogs";
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
  const { t } = useTranslation();
  const auto = choice.kind === "auto";
  const label = auto ? t("cartDialogs.customize.auto") : choice.shop.display_name;
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
          {choice.shop.address} · {t("cartDialogs.customize.rating", { rating: choice.shop.rating.toFixed(1) })}
        </span>
        <span className={styles.sub}>
          {choice.can_fulfil
            ? t("cartDialogs.customize.total", { amount: formatRupees(choice.prices.total) })
            : t("cartDialogs.customize.cannotSupply")}
        </span>
      </span>
    </label>
  );
}

function ChoiceDetail({ choice }: { choice: CustomizeChoice }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("cartDialogs.customize.products")} className={styles.detail}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("cartDialogs.customize.product")}</th>
            <th scope="col">{t("cartDialogs.customize.qty")}</th>
            <th scope="col">{t("cartDialogs.customize.price")}</th>
          </tr>
        </thead>
        <tbody>
          {choice.products.map((p) => (
            <tr key={p._id}>
              <th scope="row">
                {p.product_name}
                <span className={styles.sub}>{p.unit}</span>
              </th>
              <td>
                {p.supplied === p.qty
                  ? p.qty
                  : t("cartDialogs.customize.suppliedOf", { supplied: p.supplied, qty: p.qty })}
              </td>
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
  const { t } = useTranslation();
  const { auto, stores, choice, request, write } = customize;
  const chosen = choice === null ? auto : (stores.find((s) => s._id === choice) ?? null);
  const canSelect = chosen !== null && (chosen.kind === "auto" || chosen.can_fulfil);

  return (
    <Dialog
      open={panel === "customize"}
      onOpenChange={(open) => !open && dispatch(panelClosed())}
      title={t("cartDialogs.customize.title")}
      description={t("cartDialogs.customize.description")}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={() => dispatch(panelClosed())}>
            {t("common.cancel")}
          </Button>
          <Button
            disabled={!canSelect}
            loading={write.status === "sending"}
            onClick={() => dispatch(customizeWriteRequested())}
          >
            {t("cartDialogs.customize.select")}
          </Button>
        </>
      }
    >
      {request.status === "sending" && <Loader label={t("cartDialogs.customize.loading")} />}
      {request.status === "error" && <p>{t("cartDialogs.customize.failed")}</p>}
      {request.status === "done" && auto && (
        <>
          <fieldset className={styles.choices}>
            <legend>{t("cartDialogs.customize.legend")}</legend>
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
