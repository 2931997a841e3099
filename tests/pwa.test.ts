// The service worker's rules (web/pwa.ts): page loads go to the network and fall back to the
// precached offline page; product and shop images are cached first. Also the offline page itself:
// it is in the build (web/public), says what still works, offers 'Try again' and names the support
// number the app shows.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { OFFLINE_PAGE, pwaOptions } from "../web/pwa";
import { SUPPORT_PHONE, SUPPORT_VOICE_HOURS } from "../web/src/lib/contact";

type Rule = NonNullable<NonNullable<typeof pwaOptions.workbox>["runtimeCaching"]>[number];
const rules = pwaOptions.workbox?.runtimeCaching ?? [];

/** The first rule whose urlPattern matches, as the worker's router picks it. */
function ruleFor(url: string, mode: "navigate" | "cors" | "no-cors"): Rule | undefined {
  const request = { mode, url } as Request;
  return rules.find((rule) => {
    const pattern = rule.urlPattern;
    if (typeof pattern !== "function") throw new Error("Every rule matches with a function");
    return pattern({ url: new URL(url), request, sameOrigin: true, event: {} as never });
  });
}

describe("service worker rules", () => {
  it("answers page loads from the network, and with the offline page when it is down", () => {
    for (const path of ["/home", "/sharma-kirana-koramangala", "/track-order", "/user/openapi.json"]) {
      const rule = ruleFor(`https://galli.test${path}`, "navigate");
      expect(rule?.handler).toBe("NetworkOnly");
      expect(rule?.options?.precacheFallback).toEqual({ fallbackURL: OFFLINE_PAGE });
    }
    // No app shell for every page: offline, it would only raise error dialogs.
    expect(pwaOptions.workbox?.navigateFallback).toBeNull();
    expect(pwaOptions.workbox?.navigationPreload).toBe(true);
    // Updates take effect on the next load; the first install controls its page at once.
    expect(pwaOptions.workbox).toMatchObject({ skipWaiting: true, clientsClaim: true });
  });

  it("leaves API calls to the network and caches catalogue images first", () => {
    expect(ruleFor("https://galli.test/user/cart/view/cr", "cors")).toBeUndefined();
    expect(ruleFor("https://galli.test/user/product/img/view?img=a.webp&h=300", "no-cors")?.handler).toBe("CacheFirst");
    expect(ruleFor("https://galli.test/user/category/view/img?img=shop.png", "no-cors")?.handler).toBe("CacheFirst");
  });

  it("precaches the offline page and its script", () => {
    const globs = pwaOptions.workbox?.globPatterns ?? [];
    expect(globs.some((g) => g.includes("html"))).toBe(true);
    expect(globs.some((g) => g.includes("js"))).toBe(true);
    expect(fs.existsSync(`web/public${OFFLINE_PAGE}`)).toBe(true);
    expect(fs.existsSync("web/public/offline.js")).toBe(true);
  });
});

describe("offline page", () => {
  const html = fs.readFileSync(`web/public${OFFLINE_PAGE}`, "utf8");
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("says the network is down, what still works, and offers to try again", () => {
    expect(html).toMatch(/<h1>You are offline<\/h1>/);
    expect(text).toContain("What still works");
    expect(text).toContain("Your cart is safe.");
    expect(text).toContain("Your delivery and search locations stay saved on this phone.");
    expect(html).toMatch(/<button type="button" id="retry">Try again<\/button>/);
    // The content security policy allows scripts from the app's origin only: no inline script.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).toContain('<script src="/offline.js"></script>');
  });

  it("names the support number and hours the app shows", () => {
    expect(html).toContain(`href="tel:${SUPPORT_PHONE.tel}"`);
    expect(text).toContain(SUPPORT_PHONE.display);
    expect(text).toContain(SUPPORT_VOICE_HOURS);
  });

  it("imports the web push handlers, which show a notification and open its page", () => {
    expect(pwaOptions.workbox?.importScripts).toEqual(["/push-sw.js"]);
    const sw = fs.readFileSync("web/public/push-sw.js", "utf8");
    expect(sw).toContain('addEventListener("push"');
    expect(sw).toContain("showNotification(");
    expect(sw).toContain('addEventListener("notificationclick"');
  });
});
