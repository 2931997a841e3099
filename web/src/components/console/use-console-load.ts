// How a console page loads what it shows: `start` runs when `deps` change (and on the first
// render) and is handed `live()`, true while its answer is still wanted — false once the page has
// left or `deps` changed again, so a late answer never overwrites a newer one.
import { useEffect, type DependencyList } from "react";

export function useConsoleLoad(start: (live: () => boolean) => void, deps: DependencyList): void {
  useEffect(() => {
    let wanted = true;
    start(() => wanted);
    return () => {
      wanted = false;
    };
    // The page lists what its load depends on, as it would for an effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
