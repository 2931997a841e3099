// Dialogs opened from the store (not from a Radix trigger) have no trigger to hand focus back to,
// so Radix would leave it on <body>. useReturnFocus(open) notes the control that had focus when the
// dialog opened (during the render that opens it: an autoFocus field inside takes focus at commit)
// and its handlers, spread on a Radix Dialog.Content, give it back when the dialog closes. When that
// control is gone (Login became the account menu, say), the page's <main> takes focus, so the next
// Tab starts in the page.
import { useRef } from "react";

export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return {
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
