// Dialogs opened from the store (not from a Radix trigger) have no trigger to hand focus back to,
// so Radix would leave it on <body>. Spread these handlers on a Radix Dialog.Content: the control
// that had focus when the dialog opened gets it back when it closes; when that control is gone (Login
// became the account menu, say), the page's <main> takes focus, so the next Tab starts in the page.
import { useRef } from "react";

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Called before Radix moves focus into the dialog: activeElement is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      const fallback = document.querySelector<HTMLElement>("main[tabindex]");
      const next = target?.isConnected ? target : fallback;
      if (next) {
        event.preventDefault();
        next.focus();
      }
    },
  };
}
