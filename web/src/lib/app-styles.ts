// The app's stylesheet, which the built index.html only preloads (web/vite-async-styles.ts) so the
// loading skeleton paints without waiting for it: made a stylesheet where it stands (its place in
// <head> keeps it before the pages' own CSS in the cascade), resolved once it has loaded. In
// development Vite injects the CSS itself and there is no such link.
export function appStylesApplied(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          // An error resolves too: the app still starts (unstyled) rather than never.
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
          link.rel = "stylesheet";
        }),
    ),
  ).then(() => undefined);
}
