// Long lists drawn a screenful first: a slow phone's main thread is never blocked by one long
// render of every card. The first `first` items draw with the list; the rest follow in small
// steps of `step`, each a transition started when the browser is idle (React slices its render;
// the browser lays out and paints between steps, and a step's layout stays short). A new `key`
// (another list) starts again from the first screenful.
import { startTransition, useEffect, useState } from "react";

export const FIRST_SCREENFUL = 8;
export const LATER_STEP = 4;

/** Runs `fn` when the browser is idle (within half a second at most); a timer where there is no such call. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(fn, 0);
  return () => clearTimeout(timer);
}

export function useProgressiveCount(total: number, key: unknown, first = FIRST_SCREENFUL, step = LATER_STEP): number {
  const [state, setState] = useState({ key, shown: first });
  const shown = state.key === key ? state.shown : first;
  if (state.key !== key) setState({ key, shown: first });

  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => {
      startTransition(() => setState((s) => (s.key === key ? { key, shown: s.shown + step } : s)));
    });
  }, [key, shown, total, step]);

  return Math.min(shown, total);
}
