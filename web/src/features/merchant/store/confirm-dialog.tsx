// Asks before a step that cannot be undone (revoke a key, a new webhook secret): the app's dialog,
// focus trapped inside and handed back to the control that opened it; it stays open while the
// step is on its way, so a slow answer cannot be missed.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";

type Props = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ open, title, description, confirmLabel, sending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !sending && onCancel()}
      title={title}
      description={description}
      size="sm"
      fullScreenOnPhone={false}
      hideCloseButton
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {t("merchantStore.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={sending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
