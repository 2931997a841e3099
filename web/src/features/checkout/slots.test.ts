// The preferred delivery slots: their labels in each language, and which can still be chosen.
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n";
import { slotOpen, slotText } from "./slots";

describe("delivery slots", () => {
  afterEach(async () => {
    await setLanguage("en");
    window.localStorage.clear();
  });

  it("read as the spec words them in English and through Intl in Hindi", async () => {
    expect(slotText("7 AM-10 AM")).toBe("7 AM-10 AM");
    expect(slotText("7 PM-10 PM")).toBe("7 PM-10 PM");
    await setLanguage("hi");
    expect(slotText("7 AM-10 AM")).toBe("सुबह 7 – सुबह 10");
    expect(slotText("10 AM-1 PM")).toBe("सुबह 10 – दोपहर 1");
    expect(slotText("7 PM-10 PM")).toBe("शाम 7 – रात 10");
    // A label the web does not know is shown as it came.
    expect(slotText("Any time")).toBe("Any time");
  });

  it("cannot be chosen once the slot has started today", () => {
    const now = new Date("2026-01-05T05:00:00Z"); // 10:30 in India
    expect(slotOpen("7 AM-10 AM", null, now)).toBe(false);
    expect(slotOpen("10 AM-1 PM", null, now)).toBe(false);
    expect(slotOpen("1 PM-4 PM", null, now)).toBe(true);
    expect(slotOpen("7 AM-10 AM", "2026-01-06", now)).toBe(true);
  });
});
