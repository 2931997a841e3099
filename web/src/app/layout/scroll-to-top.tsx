import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/**
 * A new page opens at its top (a shop opened from a scrolled home page shows its header); back and
 * forward (POP) leave the position to the browser, which restores it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
