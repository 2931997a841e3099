// Phones: the header's links fold into a Menu button that opens them in a sheet from the side.
import { useState, type ReactNode } from "react";
import { MenuIcon } from "@/components/icons";
import { Sheet } from "@/components/ui/sheet";
import styles from "./mobile-menu.module.css";

type MobileMenuProps = { triggerClassName: string; children: (close: () => void) => ReactNode };

export function MobileMenu({ triggerClassName, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Menu"
      trigger={
        <button type="button" className={`${triggerClassName} ${styles.trigger}`} aria-label="Menu">
          <MenuIcon />
        </button>
      }
    >
      <nav className={styles.links} aria-label="Main menu">
        {children(() => setOpen(false))}
      </nav>
    </Sheet>
  );
}
