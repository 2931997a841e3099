// A modal panel sliding in from the left edge (phones: the header menu, a shop's categories):
// radix/sheet.tsx, loaded on demand; until then only its button is drawn.
import type { ComponentProps } from "react";
import type * as Radix from "./radix/sheet";
import { radixDialogs, useOnDemand } from "./on-demand";

export function Sheet(props: ComponentProps<typeof Radix.Sheet>) {
  const radix = useOnDemand(radixDialogs);
  return radix ? <radix.Sheet {...props} /> : <>{props.trigger}</>;
}
