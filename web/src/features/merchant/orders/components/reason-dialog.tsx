// Asks for the reason of a rejection or a refused request before the move is sent.
import { useState, type FormEvent } from "react";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";

type Props = {
  open: boolean;
  kind: "reject" | "refuse" | "override";
  orderNumber: string;
  sending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
};

export const REASON_MAX = 200;

export function ReasonDialog({ open, kind, orderNumber, sending, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError(t("merchantOrders.reasonDialog.required"));
    setError(null);
    onConfirm(text);
  };
  const formId = `reason-${kind}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason("");
          setError(null);
        }
        onOpenChange(next);
      }}
      size="sm"
      fullScreenOnPhone={false}
      title={t(`merchantOrders.reasonDialog.${kind}Title`, { number: orderNumber })}
      description={t(`merchantOrders.reasonDialog.${kind}Help`)}
      actions={
        <>
          <DialogClose>
            <Button variant="secondary">{t("merchantOrders.reasonDialog.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={sending}>
            {t("merchantOrders.reasonDialog.confirm")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t("merchantOrders.reasonDialog.label")}
          multiline
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
