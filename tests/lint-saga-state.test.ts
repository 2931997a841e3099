// Sagas hold no module-level `let` state (eslint.config.js): what a saga keeps between actions lives
// in the store or in the saga's closure.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const ruleHits = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === "no-restricted-syntax").length;

describe("saga state", () => {
  it("refuses a module-level let in a sagas file and allows one inside the saga", async () => {
    expect(
      await ruleHits(
        "let pending: string | null = null;\nexport const f = () => pending;\n",
        "web/src/features/checkout/sagas.ts",
      ),
    ).toBe(1);
    expect(
      await ruleHits(
        "export function* s() {\n  let held = 0;\n  held += 1;\n  yield held;\n}\n",
        "web/src/features/catalog/page-sagas.ts",
      ),
    ).toBe(0);
  });

  it("finds none in the sagas as they are", async () => {
    const results = await eslint.lintFiles(["web/src/**/*sagas.ts"]);
    const hits = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => `${r.filePath}:${m.line}`),
    );
    expect(hits).toEqual([]);
  });
});
