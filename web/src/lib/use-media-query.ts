// Whether a media query matches now, kept current as the window changes. Without matchMedia (the
// unit tests' DOM) every query matches, which draws the desktop layout.
import { useSyncExternalStore } from "react";

const query = (media: string) => (typeof window.matchMedia === "function" ? window.matchMedia(media) : null);

export function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = query(media);
      list?.addEventListener("change", changed);
      return () => list?.removeEventListener("change", changed);
    },
    () => query(media)?.matches ?? true,
  );
}
