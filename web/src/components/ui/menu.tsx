// A dropdown menu with arrow-key navigation and type-ahead (radix/menu.tsx, loaded on demand).
// Until then its button is drawn as it is, and a press opens the menu as soon as the code is there.
// Items are drawn only inside the open menu, so the module is there when they are.
import { cloneElement, isValidElement, useState, type ComponentProps, type MouseEvent, type ReactElement } from "react";
import type * as Radix from "./radix/menu";
import { radixPopovers, useOnDemand } from "./on-demand";

type ClickProps = { onClick?: (event: MouseEvent) => void };

export function Menu(props: ComponentProps<typeof Radix.Menu>) {
  const [pressed, setPressed] = useState(false);
  const radix = useOnDemand(radixPopovers, pressed);
  if (radix) return <radix.Menu {...props} defaultOpen={pressed} />;
  const { trigger } = props;
  if (!isValidElement<ClickProps>(trigger)) return <>{trigger}</>;
  return cloneElement(trigger as ReactElement<ClickProps>, {
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      setPressed(true);
    },
  });
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
