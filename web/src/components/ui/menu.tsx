// A dropdown menu with arrow-key navigation and type-ahead (radix/menu.tsx, loaded on demand: until
// then only its button is drawn). Items are drawn only inside the open menu, so the module is there.
import type { ComponentProps } from "react";
import type * as Radix from "./radix/menu";
import { radixPopovers, useOnDemand } from "./on-demand";

export function Menu(props: ComponentProps<typeof Radix.Menu>) {
  const radix = useOnDemand(radixPopovers);
  return radix ? <radix.Menu {...props} /> : <>{props.trigger}</>;
}

export function MenuItem(props: ComponentProps<typeof Radix.MenuItem>) {
  const radix = radixPopovers.current();
  return radix ? <radix.MenuItem {...props} /> : null;
}

export function MenuLabel(props: ComponentProps<typeof Radix.MenuLabel>) {
  const radix = radixPopovers.current();
  return radix ? <radix.MenuLabel {...props} /> : null;
}

export function MenuSeparator() {
  const radix = radixPopovers.current();
  return radix ? <radix.MenuSeparator /> : null;
}
