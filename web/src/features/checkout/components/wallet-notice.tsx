// The wallet/promo notice dialog, modes 1-4 (spec part 2 section 4).
import { CHECKOUT_MESSAGES, WALLET_NOTICE } from "@contract/checkout-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payment";
import { noticeDismissed, selectCheckout, walletConfirmed } from "../slice";

export function WalletNotice() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectCheckout).notice;
  const { t } = useTranslation();
  if (mode === null) return null;
  const close = () => dispatch(noticeDismissed());
  if (mode === WALLET_NOTICE.confirmOnline || mode === WALLET_NOTICE.confirmCash) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && close()}
        title={t("checkout.summary.wallet")}
        description={CHECKOUT_MESSAGES.walletConfirm}
        size="sm"
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t("common.no")}
            </Button>
            <Button onClick={() => dispatch(walletConfirmed())}>{t("common.yes")}</Button>
          </>
        }
      />
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t("payment.promo.code")}
      description={
        mode === WALLET_NOTICE.promoNotForCod ? CHECKOUT_MESSAGES.promoCod : CHECKOUT_MESSAGES.promoWalletOnly
      }
      size="sm"
      actions={<Button onClick={close}>{t("common.okUpper")}</Button>}
    />
  );
}
