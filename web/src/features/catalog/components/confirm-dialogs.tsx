// The page's small confirmations: switch shop (clears the cart), and the 'Empty Location' alert
// that blocks cart changes on a private shop's page.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";

export function EmptyLocationAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t("cart.emptyLocationTitle")}
      description={t("cart.emptyLocation")}
      hideCloseButton
      size="sm"
      actions={<Button onClick={onClose}>{t("common.okUpper")}</Button>}
    />
  );
}

export function SwitchShopDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      title={t("cart.clearTitle")}
      description={t("cart.groupConflict")}
      hideCloseButton
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button onClick={onConfirm}>{t("userMenu.clearCart")}</Button>
        </>
      }
    />
  );
}
