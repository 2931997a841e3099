// Code the first page load leaves out: Radix's dialog, menu and tooltip machinery (focus traps,
// scroll locks, popper positioning) is not needed to draw a page, only to open something. Each such
// module loads on the first render that asks for it (right after the first paint) and is used
// synchronously from then on; until then its wrapper draws what is visible without it (a menu's
// button, a tooltip's control, nothing for a closed dialog).
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

/** The module when loaded; the first render of a wrapper starts the load and re-renders after it. */
export function useOnDemand<M>(module: OnDemand<M>): M | null {
  const [loaded, setLoaded] = useState(module.current);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    module.load().then(
      (m) => live && setLoaded(() => m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module, loaded]);
  return loaded ?? module.current();
}

/** Dialogs and sheets (Radix's dialog). */
export const radixDialogs = onDemand(() => import("./radix/dialogs"));
/** Dropdown menus and tooltips (Radix's menu, tooltip and popper). */
export const radixPopovers = onDemand(() => import("./radix/popovers"));

/** Loads them all now (tests render without waiting). */
export const preloadOnDemandUi = () => Promise.all([radixDialogs.load(), radixPopovers.load()]);
