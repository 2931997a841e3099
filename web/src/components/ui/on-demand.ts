// Code the first page load leaves out: Radix's dialog, menu and tooltip machinery (focus traps,
// scroll locks, popper positioning) is not needed to draw a page, only to open something. Each such
// module loads when the browser is idle after the first render that asks for it (at once for a
// dialog drawn open) and is used synchronously from then on; until then its wrapper draws what is
// visible without it (a menu's button, a tooltip's control, nothing for a closed dialog).
import { useEffect, useState } from "react";

export type OnDemand<M> = {
  /** Starts loading (once) and resolves with the module. */
  load(): Promise<M>;
  /** The module, once loaded. */
  current(): M | null;
};

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // Offline before the worker cached it: let a later render try again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

type IdleWindow = { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number };

/** Runs `task` when the browser is idle (within 2 s), so the first page's own work goes first. */
function whenIdle(task: () => void): () => void {
  const idle = (window as IdleWindow).requestIdleCallback;
  if (idle) {
    const id = idle(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * The module when loaded. A wrapper's first render asks for it: at once when `now` (a dialog drawn
 * open), otherwise when the browser is idle; the wrapper re-renders when it arrives.
 */
export function useOnDemand<M>(module: OnDemand<M>, now = false): M | null {
  const [loaded, setLoaded] = useState(module.current);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const load = () =>
      void module.load().then(
        (m) => live && setLoaded(() => m),
        () => undefined,
      );
    const cancel = now ? undefined : whenIdle(load);
    if (now) load();
    return () => {
      live = false;
      cancel?.();
    };
  }, [module, loaded, now]);
  return loaded ?? module.current();
}

/** Dialogs and sheets (Radix's dialog). */
export const radixDialogs = onDemand(() => import("./radix/dialogs"));
/** Dropdown menus and tooltips (Radix's menu, tooltip and popper). */
export const radixPopovers = onDemand(() => import("./radix/popovers"));

/** Loads them all now (tests render without waiting). */
export const preloadOnDemandUi = () => Promise.all([radixDialogs.load(), radixPopovers.load()]);
