// Accessibility checks for the journeys: axe-core scans (with the rule that compares visible
// labels to accessible names, which axe leaves off by default), the language a page starts in,
// keyboard helpers that count the Tabs pressed, and the catalogue texts of either language.
import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import en from "../../web/src/lib/i18n/en";
import hi from "../../web/src/lib/i18n/hi";

export type Language = "en" | "hi";
export const catalogue = (language: Language) => (language === "hi" ? hi : en);

export type Finding = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/** Runs axe on the page (or only within a locator's selector) and answers its violations. */
export async function axeFindings(page: Page, include?: string): Promise<Finding[]> {
  // axe.run in the page itself: the default runs each frame's part there and finishes in a blank
  // page it opens for every scan, which only cross-origin frames need (the app has none), at about
  // twice the time a scan takes.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
}

/**
 * Waits (up to 2 s) for the page's finite CSS animations and transitions to end: a dialog still
 * fading in (one whose code loads on demand opens a moment later) has half-transparent text, which
 * axe would measure as low contrast.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const doc = (
      globalThis as unknown as {
        document: {
          getAnimations(): { finished: Promise<unknown>; effect: { getTiming(): { iterations?: number } } | null }[];
        };
      }
    ).document;
    const running = doc.getAnimations().filter((a) => (a.effect?.getTiming().iterations ?? 1) !== Infinity);
    await Promise.race([
      Promise.all(running.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
  });
}

/** No critical or serious violation; `also` names further rules that must not fire at all. */
export async function expectAccessible(page: Page, where: string, also: string[] = []): Promise<Finding[]> {
  await animationsSettled(page);
  const findings = await axeFindings(page);
  const blocking = findings.filter((f) => f.impact === "critical" || f.impact === "serious" || also.includes(f.id));
  expect(blocking, `${where}: ${JSON.stringify(blocking, null, 1)}`).toEqual([]);
  return findings;
}

/** The page starts in this language (the choice the app keeps in local storage). */
export async function startIn(context: BrowserContext, language: Language): Promise<void> {
  await context.addInitScript((lang: string) => {
    const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
    storage.setItem("galli:language", lang);
  }, language);
}

/** What has focus: its role-ish tag, accessible label and text, for assertions and messages. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = (globalThis as unknown as { document: { activeElement: HTMLElement | null } }).document.activeElement;
    if (!el) return "";
    const name = el.getAttribute("aria-label") ?? el.textContent ?? "";
    return `${el.tagName.toLowerCase()}:${name.trim().replace(/\s+/g, " ")}`;
  });
}

/** Whether the locator's element has focus. */
export const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement);

/** Counts Tab presses. */
export class Keyboard {
  tabs = 0;
  constructor(private readonly page: Page) {}

  /** Presses Tab (Shift+Tab when back) until the target has focus; fails after `max` presses. */
  async tabTo(target: Locator, { max = 60, back = false } = {}): Promise<number> {
    if (await hasFocus(target)) return 0;
    for (let i = 1; i <= max; i++) {
      await this.page.keyboard.press(back ? "Shift+Tab" : "Tab");
      this.tabs += 1;
      if (await hasFocus(target)) return i;
    }
    throw new Error(`no focus on the target after ${max} Tabs (focus is on ${await focused(this.page)})`);
  }

  press(key: string) {
    return this.page.keyboard.press(key);
  }

  type(text: string) {
    return this.page.keyboard.type(text);
  }
}
