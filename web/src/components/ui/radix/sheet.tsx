// A modal panel sliding in from the left edge (phones: the header menu, a shop's categories).
// Radix's dialog underneath: focus trap, Escape and overlay click close it, the title is announced;
// Back closes it too (back-closes.ts).
import type { ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { CloseIcon } from "@/components/icons";
import { useTranslation } from "@/lib/i18n";
import { useBackCloses } from "../back-closes";
import styles from "../sheet.module.css";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opens it (rendered as is). */
  trigger: ReactNode;
  children: ReactNode;
};

export function Sheet({ open, onOpenChange, title, trigger, children }: SheetProps) {
  const { t } = useTranslation();
  useBackCloses(open, onOpenChange);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t("common.close")}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
