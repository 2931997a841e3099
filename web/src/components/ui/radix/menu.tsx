import type { ReactNode } from "react";
import { DropdownMenu } from "radix-ui";
import styles from "../menu.module.css";

type MenuProps = {
  /** The opening control; it must accept a ref (a Button or a plain <button>). */
  trigger: ReactNode;
  children: ReactNode;
  align?: "start" | "center" | "end";
  /** Open when first drawn (the button was pressed before this code had loaded). */
  defaultOpen?: boolean;
};

/**
 * A dropdown menu with arrow-key navigation and type-ahead. Its items render beside the trigger
 * (no portal), so they stay inside the trigger's landmark (the header's banner) for screen readers.
 */
export function Menu({ trigger, children, align = "end", defaultOpen = false }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.content} align={align} sideOffset={6}>
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

type MenuItemProps = {
  children: ReactNode;
  onSelect?: () => void;
  /** Render the child (a Link or <a>) as the item, keeping keyboard support. */
  asChild?: boolean;
  tone?: "default" | "danger";
};

export function MenuItem({ children, onSelect, asChild = false, tone = "default" }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      className={tone === "danger" ? `${styles.item} ${styles.danger}` : styles.item}
      onSelect={onSelect}
      asChild={asChild}
    >
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className={styles.label}>{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles.separator} />;
}
