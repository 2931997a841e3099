import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { makeStore } from "@/app/store";
import { preloadPageFor } from "@/app/lazy-pages";
import { sessionStarted } from "@/features/session/slice";
import { shopOpenedEarly } from "@/features/catalog/slice";
import { privateShopRefForPath } from "@/features/catalog/shop-ref";
import { startLanguage } from "@/lib/i18n";
import "@/styles/fonts.css";
import "@/styles/tokens.css";
import "@/styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The sagas of features /home does not need before its first draw load once the first render has
// started and the browser is idle (at most 2 s later): they do not compete with the page's drawing.
let firstRender!: () => void;
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 500);
  });
const store = makeStore(undefined, {
  deferredSagasAfter: new Promise<void>((resolve) => (firstRender = resolve)).then(whenIdle),
});
// The session's request (a guest token, or a refresh) and the opened page's chunk start before
// React has drawn anything: every page waits for both, and they travel while the app renders. A
// private shop's address also asks for the shop (and then its products) as soon as the token comes.
store.dispatch(sessionStarted());
const pageChunk = preloadPageFor(window.location.pathname);
const earlyShop = privateShopRefForPath(window.location.pathname);
if (earlyShop) store.dispatch(shopOpenedEarly(earlyShop));

const root = createRoot(container);
// English is bundled and starts at once; a Hindi reader's catalogue loads first, so the first paint
// is already in Hindi. The opened page's chunk is in too, so the page is drawn in the first render
// (HTML's loading skeleton shows until then). The first render is a transition: React draws it in
// slices of a few milliseconds, so a slow phone's main thread is never blocked by one long task.
void Promise.all([startLanguage(), pageChunk]).then(() => {
  startTransition(() => root.render(<App store={store} />));
  firstRender();
});
