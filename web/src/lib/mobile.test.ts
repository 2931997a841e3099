import { describe, expect, it } from "vitest";
import { isMobileBrowser, shouldRedirectToApp } from "./mobile";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

describe("isMobileBrowser", () => {
  it("recognises Android and iOS browsers", () => {
    expect(isMobileBrowser(ANDROID)).toBe(true);
    expect(isMobileBrowser(IPHONE)).toBe(true);
    expect(isMobileBrowser(IPAD)).toBe(true);
  });

  it("leaves desktop browsers alone", () => {
    expect(isMobileBrowser(DESKTOP)).toBe(false);
    expect(isMobileBrowser(MAC)).toBe(false);
  });
});

describe("shouldRedirectToApp", () => {
  it("sends phones to the store-app page from shopping and account pages", () => {
    expect(shouldRedirectToApp(ANDROID, "/home")).toBe(true);
    expect(shouldRedirectToApp(IPHONE, "/track-order")).toBe(true);
    expect(shouldRedirectToApp(ANDROID, "/help")).toBe(true);
    expect(shouldRedirectToApp(ANDROID, "/sharma-kirana-42")).toBe(true);
  });

  it("keeps terms, privacy and merchant-policy readable on phones", () => {
    expect(shouldRedirectToApp(ANDROID, "/terms")).toBe(false);
    expect(shouldRedirectToApp(IPHONE, "/privacy")).toBe(false);
    expect(shouldRedirectToApp(IPHONE, "/merchant-policy/")).toBe(false);
    expect(shouldRedirectToApp(ANDROID, "/Terms")).toBe(false);
  });

  it("never redirects away from the store-app page itself", () => {
    expect(shouldRedirectToApp(ANDROID, "/get-app")).toBe(false);
  });

  it("lets a phone that chose 'Continue in browser' shop on the web", () => {
    expect(shouldRedirectToApp(ANDROID, "/home", true)).toBe(false);
    expect(shouldRedirectToApp(IPHONE, "/sharma-kirana-42", true)).toBe(false);
    expect(shouldRedirectToApp(ANDROID, "/home", false)).toBe(true);
  });

  it("never redirects a desktop browser", () => {
    expect(shouldRedirectToApp(DESKTOP, "/home")).toBe(false);
  });
});
