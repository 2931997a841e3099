// Calls onMore when the page is scrolled within `threshold` px of the bottom (spec: 500 px).
import { useEffect, useRef } from "react";

export const SCROLL_THRESHOLD_PX = 500;

export function useInfiniteScroll(onMore: () => void, enabled: boolean, threshold = SCROLL_THRESHOLD_PX) {
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  }, [onMore]);
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const bottom = document.documentElement.scrollHeight - (window.innerHeight + window.scrollY);
      if (bottom <= threshold) latest.current();
    };
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [enabled, threshold]);
}
