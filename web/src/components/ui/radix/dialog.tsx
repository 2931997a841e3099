import type { ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { CloseIcon } from "@/components/icons";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import { useReturnFocus } from "../return-focus";
import { useBackCloses } from "../back-closes";
import styles from "../dialog.module.css";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Announced with the title; omit it only when the body explains itself. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (wrap a closing button in DialogClose). */
  actions?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** Alert dialogs have no corner close button: the actions decide. */
  hideCloseButton?: boolean;
  /** Take the whole screen on phones (the default for md and lg; small confirmations stay small). */
  fullScreenOnPhone?: boolean;
};

/** A modal dialog: focus trap, Escape, overlay click and Back close it, title and description are announced;
 * closing it gives focus back to the control that opened it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  size = "md",
  hideCloseButton = false,
  fullScreenOnPhone = size !== "sm",
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  useBackCloses(open, onOpenChange);
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]}${fullScreenOnPhone ? ` ${styles.phoneFull}` : ""}`}
          // Radix warns when no description is linked; an explicit undefined says there is none on purpose.
          {...(description ? {} : { "aria-describedby": undefined })}
          {...returnFocus}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {!hideCloseButton && (
              <RadixDialog.Close className={styles.close} aria-label={t("common.close")}>
                <CloseIcon />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {typeof description === "string" ? localiseMessage(description) : description}
            </RadixDialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child (usually a Button) is clicked. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
