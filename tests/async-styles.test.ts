// The build's index.html preloads the app's stylesheet instead of linking it (web/vite-async-styles.ts),
// so the loading skeleton paints without waiting for it; the app applies it (web/src/lib/app-styles.ts).
import { describe, expect, it } from "vitest";
import type { IndexHtmlTransformHook } from "vite";
import { APP_STYLE_ATTRIBUTE, asyncAppStyles } from "../web/vite-async-styles";

const transform = (html: string) => {
  const hook = asyncAppStyles().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {} as never) as string;
};

describe("the app's stylesheet in the built HTML", () => {
  it("is preloaded and marked for the app, not linked as a stylesheet that holds the first paint", () => {
    const html = transform(
      `<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-2.css"></head>`,
    );
    expect(html).toContain(
      `<link rel="preload" as="style" crossorigin href="/assets/index-2.css" ${APP_STYLE_ATTRIBUTE}>`,
    );
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it("stops the build when Vite's stylesheet link is not where it looks for it", () => {
    expect(() => transform("<head></head>")).toThrow(/no stylesheet link/);
  });
});
