// The delete-location confirmation of a saved address (products page, spec part 1 section 2).
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/address";

export function DeleteLocationDialog({
  label,
  busy,
  onConfirm,
  onCancel,
}: {
  label: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={label !== null}
      onOpenChange={(o) => !o && onCancel()}
      title={t("addressForm.deleteTitle")}
      description={label ? t("addressForm.deleteQuestionFor", { label }) : t("addressForm.deleteQuestion")}
      hideCloseButton
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {t("location.delete")}
          </Button>
        </>
      }
    />
  );
}
