// A modal panel sliding in from the left edge (phones: the header menu, a shop's categories):
// radix/sheet.tsx, loaded on demand. Until then its button is drawn as it is and a press asks the
// sheet to open, which it does as soon as the code is there.
import { cloneElement, isValidElement, type ComponentProps, type MouseEvent, type ReactElement } from "react";
import type * as Radix from "./radix/sheet";
import { radixDialogs, useOnDemand } from "./on-demand";

type ClickProps = { onClick?: (event: MouseEvent) => void };

export function Sheet(props: ComponentProps<typeof Radix.Sheet>) {
  const radix = useOnDemand(radixDialogs, props.open);
  if (radix) return <radix.Sheet {...props} />;
  const { trigger, onOpenChange } = props;
  if (!isValidElement<ClickProps>(trigger)) return <>{trigger}</>;
  return cloneElement(trigger as ReactElement<ClickProps>, {
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      onOpenChange(true);
    },
  });
}
