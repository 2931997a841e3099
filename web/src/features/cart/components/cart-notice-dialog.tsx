// The cart's notices: 'Empty Location', the cart-conflict question (adding from another shop)
// and the Subscribe answer. The texts are the spec's own.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import { selectCartNotice } from "../selectors";
import { conflictClearConfirmed, noticeDismissed } from "../slice";

export function CartNoticeDialog() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectCartNotice);
  const { t } = useTranslation();
  const dismiss = () => dispatch(noticeDismissed());
  const onOpenChange = (open: boolean) => !open && dismiss();
  if (!notice) return null;

  if (notice.kind === "conflict") {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={t("cart.otherShopTitle")}
        description={t("cart.groupConflict")}
        size="sm"
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" onClick={dismiss}>
              {t("common.cancel")}
            </Button>
            <Button variant="danger" onClick={() => dispatch(conflictClearConfirmed(notice.retry))}>
              {t("userMenu.clearCart")}
            </Button>
          </>
        }
      />
    );
  }
  const [title, message] =
    notice.kind === "emptyLocation"
      ? [t("cart.emptyLocationTitle"), t("cart.emptyLocation")]
      : [t("cart.subscribe"), notice.message];
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      actions={<Button onClick={dismiss}>{t("common.okUpper")}</Button>}
    />
  );
}
