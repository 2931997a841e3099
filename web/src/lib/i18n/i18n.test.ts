// The two catalogues stay in step: the same keys, the same {{placeholders}}, Hindi in Devanagari;
// every key the code asks for exists; the language choice and <html lang> follow the customer.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import en from "./en";
import hi from "./hi";
import { ENQUIRY_MESSAGES } from "@contract/enquiry-constants";
import { ENQUIRY_MESSAGES_HI } from "@contract/messages-hi";
import { currentLanguage, i18n, initialLanguage, localiseMessage, setLanguage } from "./index";
import { formatRupees } from "../money";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The first page's catalogue and every area that loads on demand (texts/<area>/{en,hi}.ts). */
function catalogue(first: unknown, areas: Record<string, { default: unknown }>): Map<string, string> {
  const all = flatten(first as Tree);
  for (const [file, area] of Object.entries(areas)) {
    for (const [key, text] of flatten(area.default as Tree)) {
      if (all.has(key)) throw new Error(`${file}: ${key} is already a text elsewhere`);
      all.set(key, text);
    }
  }
  return all;
}
const englishAreas = import.meta.glob<{ default: object }>("./texts/*/en.ts", { eager: true });
const english = catalogue(en, englishAreas);
const hindi = catalogue(hi, import.meta.glob("./texts/*/hi.ts", { eager: true }));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Hindi texts that are rightly the same letters in both (names of things, not words). */
const SAME_IN_BOTH = new Set([
  "footer.api",
  "home.km_one",
  "home.km_other",
  "checkout.tabs.upi",
  "checkout.card.cvv",
  "checkout.summary.wallet",
  // The brand, as it is written in both languages.
  "grievance.support.galli",
  // The spec's names of the merchant app's path to the API keys (Store settings › Inventory Update API › API Keys).
  "merchantStore.settings.inventoryApi",
  "merchantStore.settings.inventoryApiKeys",
  // A line's substitution choice is labelled by the product's own name alone.
  "payment.substitution.lineRule",
]);

describe("the catalogues", () => {
  it("have the same keys in English and Hindi", () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("fill no text with nothing and keep each text's placeholders", () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(hindi.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("write Hindi in Devanagari", () => {
    for (const [key, text] of hindi) {
      if (SAME_IN_BOTH.has(key)) continue;
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("hold every key the web code asks for", () => {
    const root = path.resolve("web/src");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(root);
    const missing: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\(\s*"([a-zA-Z0-9_.]+)"/g)) {
        const key = m[1];
        if (!english.has(key) && !english.has(`${key}_one`)) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the areas that load on demand", () => {
  it("register their English when their screen's code is imported, and their Hindi with Hindi", async () => {
    await import("./texts/finder");
    expect(i18n.t("finder.title")).toBe("Search nearby shops");
    await setLanguage("hi");
    expect(i18n.t("finder.title")).toMatch(/[\u0900-\u097F]/);
    await setLanguage("en");
    window.localStorage.clear();
  });

  it("are imported by every file that uses their keys", () => {
    const areas = Object.entries(englishAreas).map(([file, texts]) => ({
      area: file.split("/")[2],
      tops: Object.keys(texts.default),
    }));
    expect(areas.length).toBeGreaterThan(0);
    const root = path.resolve("web/src");
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes("lib/i18n")) {
          const text = fs.readFileSync(full, "utf8");
          for (const { area, tops } of areas) {
            const uses = tops.some((top) => new RegExp(`\\bt\\(\\s*"${top}\\.`).test(text));
            if (uses && !text.includes(`@/lib/i18n/texts/${area}"`))
              missing.push(`${path.relative(root, full)}: ${area}`);
          }
        }
      }
    };
    walk(root);
    expect(missing).toEqual([]);
  });
});

describe("the language", () => {
  afterEach(async () => {
    await setLanguage("en");
    window.localStorage.clear();
  });

  it("is the stored choice, else the browser's first language we speak, else English", () => {
    expect(initialLanguage("hi", ["en-US"])).toBe("hi");
    expect(initialLanguage(null, ["hi-IN", "en"])).toBe("hi");
    expect(initialLanguage(null, ["ta-IN", "hi"])).toBe("hi");
    expect(initialLanguage(null, ["en-IN", "hi"])).toBe("en");
    expect(initialLanguage("fr", ["fr-FR"])).toBe("en");
  });

  it("switches the texts, <html lang> and the remembered choice", async () => {
    expect(i18n.t("header.login")).toBe("Login");
    await setLanguage("hi");
    expect(currentLanguage()).toBe("hi");
    expect(i18n.t("header.login")).toBe("लॉग इन");
    expect(document.documentElement.lang).toBe("hi");
    expect(window.localStorage.getItem("galli:language")).toBe("hi");
    expect(initialLanguage()).toBe("hi");
    // Money keeps Indian grouping in both.
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
    await setLanguage("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("loads the Devanagari font in every weight before Hindi is drawn, and no font for English", async () => {
    const loads: string[] = [];
    let languageAtLoad: string | null = null;
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: {
        load: async (font: string, sample: string) => {
          languageAtLoad = i18n.language;
          loads.push(`${font} ${sample}`);
          return [];
        },
      },
    });
    try {
      await setLanguage("en");
      expect(loads).toEqual([]);
      await setLanguage("hi");
      expect(loads).toEqual([400, 500, 600, 700].map((w) => `${w} 16px "Noto Sans Devanagari" क`));
      // Asked for while English was still shown.
      expect(languageAtLoad).toBe("en");
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  it("shows the contract's English messages in Hindi once Hindi is chosen", async () => {
    expect(localiseMessage(ENQUIRY_MESSAGES.cityRequired)).toBe(ENQUIRY_MESSAGES.cityRequired);
    await setLanguage("hi");
    expect(localiseMessage(ENQUIRY_MESSAGES.cityRequired)).toBe(ENQUIRY_MESSAGES_HI.cityRequired);
    expect(localiseMessage("Something went wrong. Please try again.")).toMatch(/[\u0900-\u097F]/);
    expect(localiseMessage("Aashirvaad Atta 5 kg")).toBe("Aashirvaad Atta 5 kg"); // a product name stays as written
  });

  it("shows the English values the server sends (reasons, kinds, units, times) in Hindi", async () => {
    const { REPORT_TYPES } = await import("@contract/catalog-constants");
    const { formatClockTime, localiseDuration } = await import("../dates");
    const ninePm = Date.UTC(2026, 0, 5, 15, 30);
    expect(localiseMessage("Wrong price")).toBe("Wrong price");
    expect(localiseDuration("1 hr 30 mins")).toBe("1 hr 30 mins");
    expect(formatClockTime(ninePm)).toBe("09:00 PM");
    await setLanguage("hi");
    for (const reason of REPORT_TYPES) expect(localiseMessage(reason), reason).toMatch(/[\u0900-\u097F]/);
    expect(localiseMessage("Wrong price")).toBe("कीमत गलत है");
    expect(localiseMessage("Fruits & Vegetables")).toBe("फल और सब्ज़ियाँ");
    expect(localiseMessage("Self Pickup")).toBe("सेल्फ़ पिकअप");
    expect(localiseMessage("Cloud Kitchen")).toBe("Cloud Kitchen");
    expect(localiseDuration("1 hr 30 mins")).toBe("1 घंटा 30 मिनट");
    expect(localiseDuration("2 days")).toBe("2 दिन");
    expect(formatClockTime(ninePm)).toBe("09:00 pm");
  });

  it("counts in each language's plural forms", async () => {
    expect(i18n.t("header.offersCount", { count: 1 })).toBe("1 offer");
    expect(i18n.t("header.offersCount", { count: 3 })).toBe("3 offers");
    await setLanguage("hi");
    expect(i18n.t("header.offersCount", { count: 3 })).toBe("3 ऑफ़र");
  });
});

describe("the shared t", () => {
  it("keeps plain texts, and sees texts added or changed later", async () => {
    const { renderHook } = await import("@testing-library/react");
    const { useTranslation } = await import("./index");
    const { result } = renderHook(() => useTranslation());
    const t = result.current.t as unknown as (key: string, options?: object) => string;
    i18n.addResourceBundle("en", "translation", { sharedT: { a: "First", n: "{{count}} items" } }, true, true);
    expect(t("sharedT.a")).toBe("First");
    expect(t("sharedT.a")).toBe("First");
    expect(t("sharedT.n", { count: 2 })).toBe("2 items");
    expect(t("sharedT.n", { count: 3 })).toBe("3 items");
    expect(t("sharedT.n", { count: 2 })).toBe("2 items");
    // A key not there yet comes back as itself, and its text shows once it arrives.
    expect(t("sharedT.late")).toBe("sharedT.late");
    i18n.addResourceBundle(
      "en",
      "translation",
      { sharedT: { a: "Second", late: "Arrived", n: "{{count}} things" } },
      true,
      true,
    );
    expect(t("sharedT.a")).toBe("Second");
    expect(t("sharedT.n", { count: 2 })).toBe("2 things");
    expect(t("sharedT.late")).toBe("Arrived");
  });
});
