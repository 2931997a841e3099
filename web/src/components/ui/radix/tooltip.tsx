import type { ReactNode } from "react";
import { Tooltip as RadixTooltip } from "radix-ui";
import styles from "../tooltip.module.css";

type TooltipProps = {
  content: ReactNode;
  /** The described control; it must accept a ref and be focusable. */
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
};

/** A hover and focus hint. It carries its own provider so it works anywhere in the tree. */
export function Tooltip({ content, children, side = "top" }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={250}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
