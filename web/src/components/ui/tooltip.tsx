// A hover and focus hint (radix/tooltip.tsx, loaded on demand: until then the control is drawn
// without it).
import type { ComponentProps } from "react";
import type * as Radix from "./radix/tooltip";
import { radixPopovers, useOnDemand } from "./on-demand";

export function Tooltip(props: ComponentProps<typeof Radix.Tooltip>) {
  const radix = useOnDemand(radixPopovers);
  return radix ? <radix.Tooltip {...props} /> : <>{props.children}</>;
}
