// The cart's controls inside catalogue cards and the detail modal. The cart feature renders them
// (ADD, or minus/plus/More) through this slot, so the two features never import each other. On a
// private shop's page without a delivery location, clicks on them raise 'Empty Location' instead.
import type { MouseEvent, ReactNode } from "react";
import type { ProductView } from "@contract/catalog";

export type CartControlsContext = {
  shopId: string;
  isPrivate: boolean;
  /** Where the controls sit: a list card or the detail modal. */
  placement: "card" | "detail";
};

export type RenderCartControls = (product: ProductView, context: CartControlsContext) => ReactNode;

type Props = {
  children: ReactNode;
  /** Cart changes are blocked until a delivery location is set. */
  blocked: boolean;
  onBlocked: () => void;
  className?: string;
};

export function CartSlot({ children, blocked, onBlocked, className }: Props) {
  const guard = (event: MouseEvent) => {
    if (!blocked) return;
    const target = event.target as HTMLElement;
    if (!target.closest("button, a, [role='button'], select, input")) return;
    event.preventDefault();
    event.stopPropagation();
    onBlocked();
  };
  return (
    <div className={className} onClickCapture={guard}>
      {children}
    </div>
  );
}
