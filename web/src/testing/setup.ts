import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
// Starts i18next in English, as the app does before its first render.
import "@/lib/i18n";

// jsdom has no layout engine: scrolling is a no-op here (StaticLayout scrolls to top on open), and
// Radix's popper measures elements through ResizeObserver.
window.scrollTo = () => {};
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
