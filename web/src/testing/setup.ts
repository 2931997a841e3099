import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
// Starts i18next in English, as the app does before its first render.
import "@/lib/i18n";
import { preloadOnDemandUi } from "@/components/ui/on-demand";
import { loadDeferredSagas } from "@/app/root-saga";
import { endAllSagas } from "@/app/store";

// jsdom has no layout engine: scrolling is a no-op here (StaticLayout scrolls to top on open), and
// Radix's popper measures elements through ResizeObserver.
window.scrollTo = () => {};
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// Dialogs, menus and tooltips load on demand in the app; tests draw them at once, as before.
await preloadOnDemandUi();
// The sagas the app loads as its first page is drawn: tests' stores run them from the first action.
await loadDeferredSagas();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

// A store's sagas (a live stream reconnecting, a poll) end with the test that made the store: left
// running, their requests would land in the next test's fetch stand-in (the web project runs its
// files in one environment, so the next file's too).
afterEach(() => endAllSagas());
