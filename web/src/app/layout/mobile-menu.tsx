// Phones: the header's links fold into a Menu button that opens them in a sheet from the side.
import { useState, type ReactNode } from "react";
import { MenuIcon } from "@/components/icons";
import { Sheet } from "@/components/ui/sheet";
import { useTranslation } from "@/lib/i18n";
import styles from "./mobile-menu.module.css";

type MobileMenuProps = { triggerClassName: string; children: (close: () => void) => ReactNode };

export function MobileMenu({ triggerClassName, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={t("header.menu")}
      trigger={
        <button type="button" className={`${triggerClassName} ${styles.trigger}`} aria-label={t("header.menu")}>
          <MenuIcon />
        </button>
      }
    >
      <nav className={styles.links} aria-label={t("header.mainMenu")}>
        {children(() => setOpen(false))}
      </nav>
    </Sheet>
  );
}
