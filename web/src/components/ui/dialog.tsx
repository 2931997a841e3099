// A modal dialog: focus trap, Escape and overlay click close it, title and description are
// announced (Radix's dialog, radix/dialog.tsx, loaded on demand: a closed dialog draws nothing).
import type { ComponentProps, ReactNode } from "react";
import type * as Radix from "./radix/dialog";
import { radixDialogs, useOnDemand } from "./on-demand";

export function Dialog(props: ComponentProps<typeof Radix.Dialog>) {
  const radix = useOnDemand(radixDialogs, props.open);
  return radix ? <radix.Dialog {...props} /> : null;
}

/** Closes the surrounding Dialog when its child (usually a Button) is clicked. */
export function DialogClose({ children }: { children: ReactNode }) {
  // Drawn only inside an open dialog, so the module is there.
  const radix = radixDialogs.current();
  return radix ? <radix.DialogClose>{children}</radix.DialogClose> : <>{children}</>;
}
