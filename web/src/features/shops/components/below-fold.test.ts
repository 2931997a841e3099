// /home's shop groups are laid out only when they near the screen (content-visibility,
// docs/decisions.md "Phones and page speed"): jsdom computes no layout, so the rules are read here.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const rule = (file: string, selector: string) => {
  const css = fs.readFileSync(new URL(file, import.meta.url), "utf8");
  const match = new RegExp(`(^|\\n)${selector.replace(".", "\\.")} \\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`${selector} not found in ${file}`);
  return match[2];
};

describe("below the fold on /home", () => {
  it("each shop group is laid out when it nears the screen, with a remembered size", () => {
    const group = rule("./shop-group.module.css", ".group");
    expect(group).toMatch(/content-visibility: auto;/);
    expect(group).toMatch(/contain-intrinsic-size: auto \d+rem;/);
  });
});
