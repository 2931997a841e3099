// The built-in provider page of emulator mode (what Razorpay's checkout shows over the shop's
// page): the amount and the method, then Pay, or the test bank's Success / Failure for net banking.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payment";
import { formatRupees } from "@/lib/money";
import { useEmulatorSession } from "../razorpay/emulator";
import styles from "./checkout.module.css";

/** The provider's own name for its page, as it shows it in every language. */
const PROVIDER_TITLE = "Razorpay Test Checkout";

export function EmulatorCheckoutDialog() {
  const session = useEmulatorSession();
  const { t } = useTranslation();
  if (!session) return null;
  const o = session.options;
  // What the customer pays with (each text named in full: t() checks its keys).
  const d = o.method_details;
  let method = "";
  if (d && "token" in d)
    method = d.method === "card" ? t("payment.provider.savedCard") : t("payment.provider.savedUpi");
  else if (d?.method === "card") method = t("payment.provider.cardEnding", { last4: d.card.number.slice(-4) });
  else if (d?.method === "upi") method = `UPI ${d.vpa}`;
  else if (d) method = t("payment.provider.netBanking", { bank: d.bank });
  const bank = o.method_details?.method === "netbanking";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !session.busy && session.dismiss()}
      title={PROVIDER_TITLE}
      description={t("payment.provider.description")}
      size="sm"
      fullScreenOnPhone
      actions={
        bank ? (
          <>
            <Button variant="danger" loading={session.busy} onClick={() => session.pay("failure")}>
              {t("payment.provider.failure")}
            </Button>
            <Button loading={session.busy} onClick={() => session.pay("success")}>
              {t("payment.provider.success")}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" disabled={session.busy} onClick={session.dismiss}>
              {t("common.cancel")}
            </Button>
            <Button loading={session.busy} onClick={() => session.pay()}>
              {t("checkout.pay", { amount: formatRupees(o.amount / 100) })}
            </Button>
          </>
        )
      }
    >
      <div className={styles.section}>
        <p>
          {o.name}: {o.description}
        </p>
        <p className={styles.amount}>{formatRupees(o.amount / 100)}</p>
        <p className={styles.muted}>{t("payment.provider.payingWith", { method })}</p>
        {bank && <p className={styles.muted}>{t("payment.provider.bankPage")}</p>}
      </div>
    </Dialog>
  );
}
