import { afterEach, describe, expect, it } from "vitest";
import { appStylesApplied } from "./app-styles";

afterEach(() => {
  document.head.innerHTML = "";
});

function preloaded(href: string): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "style");
  link.href = href;
  link.setAttribute("data-app-style", "");
  document.head.append(link);
  return link;
}

describe("the app's stylesheet", () => {
  it("becomes a stylesheet where it stands, before CSS the pages add later, and resolves once loaded", async () => {
    const link = preloaded("/assets/index.css");
    const pageCss = document.createElement("link");
    pageCss.rel = "stylesheet";
    pageCss.href = "/assets/products-page.css";
    document.head.append(pageCss);

    let applied = false;
    const done = appStylesApplied().then(() => (applied = true));
    expect(link.rel).toBe("stylesheet");
    expect([...document.head.querySelectorAll('link[rel="stylesheet"]')]).toEqual([link, pageCss]);
    await Promise.resolve();
    expect(applied).toBe(false); // the app waits for it
    link.dispatchEvent(new Event("load"));
    await done;
    expect(applied).toBe(true);
  });

  it("lets the app start when the stylesheet fails to load", async () => {
    const link = preloaded("/assets/index.css");
    const done = appStylesApplied();
    link.dispatchEvent(new Event("error"));
    await expect(done).resolves.toBeUndefined();
  });

  it("resolves at once without such a link (the dev server injects the CSS itself)", async () => {
    await expect(appStylesApplied()).resolves.toBeUndefined();
  });
});
