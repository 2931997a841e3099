// PAYMENT: the method tabs (1 Preferred, 2 Card, 3 UPI, 4 Net Banking, 5 Cash only when COD is
// allowed) beside the summary. Leaving the cash tab drops the wallet and promo and re-prices.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { useTranslation } from "@/lib/i18n";
import { PAYMENT_TAB } from "@contract/checkout-constants";
import { paidByGalliCash } from "../place-inputs";
import { backToConfirmation, cashLeft, selectCheckout, tabChanged, type PaymentTab } from "../slice";
import {
  CardForm,
  CashForm,
  HostedPayForm,
  NetBankingForm,
  PreferredForm,
  UpiForm,
  WalletOnlyForm,
} from "./method-forms";
import { SummaryPanel } from "./summary-panel";
import styles from "./checkout.module.css";

export function PaymentStep() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const { t } = useTranslation();
  // Galli Cash covers the whole order: nothing to pay online or in cash, whatever the tab.
  const walletOnly = s.order !== null && paidByGalliCash(s.order.billing, s.useWallet);
  // Live mode: Razorpay's hosted checkout collects the details; our forms would ask twice.
  const hosted = s.order?.mode === "live";
  const tabs = [
    {
      value: String(PAYMENT_TAB.preferred),
      label: t("checkout.tabs.preferred"),
      content: hosted ? <HostedPayForm /> : <PreferredForm />,
    },
    {
      value: String(PAYMENT_TAB.card),
      label: t("checkout.tabs.card"),
      content: hosted ? <HostedPayForm method="card" /> : <CardForm />,
    },
    {
      value: String(PAYMENT_TAB.upi),
      label: t("checkout.tabs.upi"),
      content: hosted ? <HostedPayForm method="upi" /> : <UpiForm />,
    },
    {
      value: String(PAYMENT_TAB.netBanking),
      label: t("checkout.tabs.netBanking"),
      content: hosted ? <HostedPayForm method="netbanking" /> : <NetBankingForm />,
    },
    ...(s.order?.cod.allowed
      ? [{ value: String(PAYMENT_TAB.cash), label: t("checkout.tabs.cash"), content: <CashForm /> }]
      : []),
  ];
  const change = (value: string) => {
    const next = Number(value) as PaymentTab;
    if (s.tab === PAYMENT_TAB.cash && next !== PAYMENT_TAB.cash && (s.useWallet || s.promo)) dispatch(cashLeft());
    dispatch(tabChanged(next));
  };
  return (
    <div className={styles.section}>
      <div className={styles.payment}>
        <div className={styles.section}>
          {walletOnly ? (
            <WalletOnlyForm />
          ) : (
            <Tabs label={t("checkout.method")} tabs={tabs} value={String(s.tab)} onValueChange={change} />
          )}
          {s.pay.status === "error" && s.pay.error && (
            <p className={styles.error} role="alert">
              {s.pay.error}
            </p>
          )}
        </div>
        <SummaryPanel />
      </div>
      <div>
        <Button
          variant="secondary"
          onClick={() => dispatch(backToConfirmation())}
          disabled={s.pay.status === "sending"}
        >
          {t("checkout.back")}
        </Button>
      </div>
    </div>
  );
}
