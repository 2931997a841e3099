// Report a product: one reason from the server's list and an optional message (sent only when
// non-empty). Customers only; the saga sends guests to the login modal instead.
import { useState } from "react";
import { RadioGroup } from "radix-ui";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { GENERIC_ERROR_MESSAGE } from "@/app/api-client";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/productDetail";
import type { RequestState } from "@/lib/request-status";
import styles from "./report-dialog.module.css";

type Props = {
  open: boolean;
  productName: string;
  types: string[];
  typesRequest: RequestState;
  submit: RequestState;
  sentMessage: string | null;
  onSubmit: (report: { type: string; message: string }) => void;
  onClose: () => void;
};

export function ReportDialog({
  open,
  productName,
  types,
  typesRequest,
  submit,
  sentMessage,
  onSubmit,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [type, setType] = useState("");
  const [message, setMessage] = useState("");
  const [missing, setMissing] = useState(false);
  const close = () => {
    setType("");
    setMessage("");
    setMissing(false);
    onClose();
  };
  const send = () => {
    if (!type) {
      setMissing(true);
      return;
    }
    onSubmit({ type, message });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && close()}
      title={t("productDetail.reportTitle")}
      description={productName}
      actions={
        sentMessage ? (
          <Button onClick={close}>{t("common.okUpper")}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button onClick={send} loading={submit.status === "sending"} disabled={types.length === 0}>
              {t("productDetail.submit")}
            </Button>
          </>
        )
      }
    >
      {sentMessage ? (
        <Alert tone="success">{sentMessage}</Alert>
      ) : typesRequest.status === "sending" ? (
        <Loader label={t("productDetail.loadingReasons")} />
      ) : (
        <div className={styles.form}>
          <RadioGroup.Root
            className={styles.reasons}
            value={type}
            onValueChange={(v) => {
              setType(v);
              setMissing(false);
            }}
            aria-label={t("productDetail.reason")}
          >
            {types.map((reason) => (
              <label key={reason} className={styles.reason}>
                <RadioGroup.Item value={reason} className={styles.radio}>
                  <RadioGroup.Indicator className={styles.indicator} />
                </RadioGroup.Item>
                {localiseMessage(reason)}
              </label>
            ))}
          </RadioGroup.Root>
          {missing && (
            <p className={styles.error} role="alert">
              {t("productDetail.chooseReason")}
            </p>
          )}
          <TextField
            label={t("productDetail.message")}
            multiline
            rows={3}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          {submit.status === "error" && <Alert tone="error">{submit.error ?? GENERIC_ERROR_MESSAGE}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
