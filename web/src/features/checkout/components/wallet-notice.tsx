// The wallet/promo notice dialog, modes 1-4 (spec part 2 section 4).
import { CHECKOUT_MESSAGES } from "@contract/checkout-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { noticeDismissed, selectCheckout, walletConfirmed } from "../slice";

export function WalletNotice() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectCheckout).notice;
  if (mode === null) return null;
  const close = () => dispatch(noticeDismissed());
  if (mode === 1 || mode === 2) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && close()}
        title="Galli Cash"
        description={CHECKOUT_MESSAGES.walletConfirm}
        size="sm"
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              No
            </Button>
            <Button onClick={() => dispatch(walletConfirmed())}>Yes</Button>
          </>
        }
      />
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title="Promo code"
      description={mode === 3 ? CHECKOUT_MESSAGES.promoCod : CHECKOUT_MESSAGES.promoWalletOnly}
      size="sm"
      actions={<Button onClick={close}>OK</Button>}
    />
  );
}
