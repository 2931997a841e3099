// The app's stylesheet without holding the first paint. Vite links the entry's CSS as
// <link rel="stylesheet">, which the browser must load before it paints anything, so the HTML's
// loading skeleton (drawn by its own inline CSS) waited a round trip for styles it does not use.
// The build turns that link into a preload (fetched at once, at the same priority) marked
// data-app-style; the app makes it a stylesheet, in place, and waits for it before its first
// render (web/src/lib/app-styles.ts), so nothing is ever drawn unstyled.
import type { Plugin } from "vite";

export const APP_STYLE_ATTRIBUTE = "data-app-style";

/** The entry's stylesheet links, as Vite writes them into index.html. */
const STYLESHEET = /<link rel="stylesheet"((?: crossorigin)?) href="(\/assets\/[^"]+\.css)">/g;

export function asyncAppStyles(): Plugin {
  return {
    name: "galli-async-app-styles",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const out = html.replace(
          STYLESHEET,
          (_link, crossorigin: string, href: string) =>
            `<link rel="preload" as="style"${crossorigin} href="${href}" ${APP_STYLE_ATTRIBUTE}>`,
        );
        if (out === html) throw new Error("index.html has no stylesheet link for the app's CSS.");
        return out;
      },
    },
  };
}
