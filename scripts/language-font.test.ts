import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_NAME_WEIGHTS, languageNameFont, languageNameFontFile } from "./language-font";

describe("the language switch's Hindi name font", () => {
  it("is cut from the name the switch shows (run scripts/language-font.ts after changing it)", async () => {
    for (const weight of LANGUAGE_NAME_WEIGHTS) {
      const committed = fs.readFileSync(languageNameFontFile(weight));
      expect(committed.length, `language-name-${weight}.woff2`).toBeLessThan(4096); // the build inlines it
      expect((await languageNameFont(weight)).equals(committed), `language-name-${weight}.woff2 is stale`).toBe(true);
    }
  });
});
