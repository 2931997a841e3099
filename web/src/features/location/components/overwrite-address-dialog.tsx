// "Overwrite address?": asked by the address form before a saved address's type is given to
// another address.
import type { SavedAddress } from "@contract/profile";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/address";

type Props = {
  clash: SavedAddress | null;
  onOverwrite: (existing: SavedAddress) => void;
  onCancel: () => void;
};

/** A type as the customer reads it: Home, Work and Other in the language shown, a name of their own as typed. */
function useTypeName() {
  const { t } = useTranslation();
  return (type: string) =>
    type === "Home" || type === "Work" || type === "Other" ? t(`addressForm.types.${type}`) : type;
}

export function OverwriteAddressDialog({ clash, onOverwrite, onCancel }: Props) {
  const { t } = useTranslation();
  const typeName = useTypeName();
  return (
    <Dialog
      open={clash !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t("addressForm.overwriteTitle")}
      description={clash ? t("addressForm.overwriteQuestion", { type: typeName(clash.type) }) : undefined}
      size="sm"
      hideCloseButton
      actions={
        <>
          <DialogClose>
            <Button variant="secondary">{t("common.cancel")}</Button>
          </DialogClose>
          <Button onClick={() => clash && onOverwrite(clash)}>{t("addressForm.overwrite")}</Button>
        </>
      }
    />
  );
}
