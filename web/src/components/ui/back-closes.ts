// Back closes an open dialog or sheet instead of leaving the page (a phone's Back button, the
// browser's back): while one is open it holds a history entry of its own (the same address, the
// router's state kept, a marker added). Back pops that entry and the modal closes; a modal closed
// any other way (its button, Escape, an action) takes its entry back off with history.back().
//
// That history.back() is carried out later by the browser: a navigation asked for before it lands
// would be undone by it. So a modal opening right after another closes waits for it
// (afterPendingBack), and so do the sagas' navigations (app/layout/navigation-bridge.tsx). A
// navigation made while the modal is open (a link inside it) moves past the marker: the modal's
// entry stays behind it, and closing it leaves history alone.
import { useEffect, useRef } from "react";

const MARKER = "galliModal";
/** Longest wait for the browser's popstate after history.back() (some never send one). */
const BACK_WAIT_MS = 500;

let pendingBack: Promise<void> | null = null;

/** Resolves once the history entry of a modal just closed is gone (at once when there is none). */
export function afterPendingBack(): Promise<void> | null {
  return pendingBack;
}

function markerOf(state: unknown): string | undefined {
  return state && typeof state === "object" ? (state as Record<string, string | undefined>)[MARKER] : undefined;
}

function takeEntryBack(): void {
  pendingBack = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener("popstate", done);
      clearTimeout(timer);
      pendingBack = null;
      resolve();
    };
    const timer = setTimeout(done, BACK_WAIT_MS);
    window.addEventListener("popstate", done);
    window.history.back();
  });
}

/** Waiting for a modal's history entry (whenModalEntry). */
const entryWaiters = new Set<() => void>();
/** Longest wait for an opening modal's entry (some modals never push one). */
const ENTRY_WAIT_MS = 5000;

/**
 * Runs `fn` once the current history entry is an open modal's own: at once when it already is,
 * else right after the next modal pushes its entry (or after ENTRY_WAIT_MS). An address that belongs
 * to what a modal shows (a product's, over its shop's page) goes on that entry, so Back and
 * closing the modal land on the page's own address. Answers a cancel.
 */
export function whenModalEntry(fn: () => void): () => void {
  if (markerOf(window.history.state) !== undefined) {
    fn();
    return () => undefined;
  }
  const run = () => {
    entryWaiters.delete(run);
    clearTimeout(timer);
    fn();
  };
  const timer = setTimeout(run, ENTRY_WAIT_MS);
  entryWaiters.add(run);
  return () => {
    entryWaiters.delete(run);
    clearTimeout(timer);
  };
}

let next = 0;

export function useBackCloses(open: boolean, onOpenChange: (open: boolean) => void): void {
  const close = useRef(onOpenChange);
  close.current = onOpenChange;
  useEffect(() => {
    if (!open || typeof window === "undefined") return;
    const id = `m${++next}`;
    let pushed = false;
    let popped = false;
    let cancelled = false;
    const onPop = () => {
      // Back (or a link's navigation) left this modal's entry: it closes.
      if (pushed && markerOf(window.history.state) !== id) {
        popped = true;
        close.current(false);
      }
    };
    const push = () => {
      if (cancelled) return;
      window.history.pushState({ ...(window.history.state ?? {}), [MARKER]: id }, "");
      pushed = true;
      window.addEventListener("popstate", onPop);
      for (const waiter of [...entryWaiters]) waiter();
    };
    const waiting = pendingBack;
    if (waiting) void waiting.then(push);
    else push();
    return () => {
      cancelled = true;
      window.removeEventListener("popstate", onPop);
      if (pushed && !popped && markerOf(window.history.state) === id) takeEntryBack();
    };
  }, [open]);
}
