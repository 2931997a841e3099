// Long lists drawn a screenful first: a slow phone's main thread is never blocked by one long
// render of every card. The first `first` items draw with the list; the rest follow in steps of
// `step`, each a transition in its own task (React slices its render; the browser lays out and
// paints between steps). A new `key` (another list) starts again from the first screenful.
import { startTransition, useEffect, useState } from "react";

export const FIRST_SCREENFUL = 8;
export const LATER_STEP = 12;

export function useProgressiveCount(total: number, key: unknown, first = FIRST_SCREENFUL, step = LATER_STEP): number {
  const [state, setState] = useState({ key, shown: first });
  const shown = state.key === key ? state.shown : first;
  if (state.key !== key) setState({ key, shown: first });

  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => {
      startTransition(() => setState((s) => (s.key === key ? { key, shown: s.shown + step } : s)));
    }, 0);
    return () => clearTimeout(timer);
  }, [key, shown, total, step]);

  return Math.min(shown, total);
}
