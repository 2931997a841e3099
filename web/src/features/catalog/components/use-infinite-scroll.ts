// Watches the window's scroll and asks for the page the list window wants: the next one within
// 700 px of the bottom, the previous one when scrolled above 120 px.
import { useEffect, useRef } from "react";
import { pageWanted, type ListWindow } from "../list-window";

export function useInfiniteScroll(
  window_: ListWindow,
  busy: boolean,
  onWanted: (want: { direction: "next" | "previous"; page: number }) => void,
) {
  const latest = useRef({ window_, busy, onWanted });
  latest.current = { window_, busy, onWanted };

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const { window_: w, busy: b, onWanted: ask } = latest.current;
      if (b || w.pages.length === 0) return;
      const want = pageWanted(w, {
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      });
      if (want) ask(want);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  // A short list may not scroll at all: look again whenever the window changes. The look waits for
  // the next frame: reading the page's height right after React's commit would force a layout of
  // the cards just drawn, which the browser does anyway before it paints.
  const lastPage = window_.pages[window_.pages.length - 1]?.number ?? 0;
  useEffect(() => {
    if (busy || window_.pages.length === 0) return;
    const frame = window.requestAnimationFrame(() => {
      const { window_: w, busy: b, onWanted: ask } = latest.current;
      if (b) return;
      const want = pageWanted(w, {
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      });
      // Only forward here: going back is for the customer's own scrolling.
      if (want?.direction === "next") ask(want);
    });
    return () => window.cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, busy]);
}
