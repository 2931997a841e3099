import type { ReactNode } from "react";
import { CloseIcon } from "@/components/icons";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import styles from "./alert.module.css";

export type AlertTone = "info" | "success" | "warning" | "error";

type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children: ReactNode;
  /** Shows a close button; the owner hides the banner (and may remember that). */
  onDismiss?: () => void;
  action?: ReactNode;
};

/** An inline banner. Errors interrupt (role="alert"); other tones are polite status messages. */
export function Alert({ tone = "info", title, children, onDismiss, action }: AlertProps) {
  const { t } = useTranslation();
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`${styles.alert} ${styles[tone]}`}>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        <div className={styles.message}>{typeof children === "string" ? localiseMessage(children) : children}</div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t("common.dismiss")}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
