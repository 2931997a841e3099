// The web's import boundaries bite: ESLint, with the repository's own config, reports a relative
// cross-feature import, a feature's private file, components/lib importing up, the API client
// importing a feature, and an import cycle; it lets the shared files and app/ compositions pass.
// The web takes values from the contract's files without schemas only (its first load has no zod).
// Fixtures: tests/fixtures/lint/web/src, each file's first line saying what it expects.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const FIXTURES = "tests/fixtures/lint/web/src";
const BOUNDARY_RULES = new Set(["import-x/no-restricted-paths", "import-x/no-cycle"]);

function fixtureFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? fixtureFiles(full) : e.name.endsWith(".ts") ? [full] : [];
  });
}

/** "// expect: import-x/no-cycle ..." -> "import-x/no-cycle"; "// expect: nothing" -> null. */
function expected(file: string): string | null {
  const first = fs.readFileSync(file, "utf8").split("\n")[0];
  const match = /^\/\/ expect: (\S+)/.exec(first);
  if (!match) throw new Error(`${file} does not say what it expects`);
  return match[1] === "nothing" ? null : match[1];
}

// The normal lint run ignores the fixtures; this one lints them on purpose.
const eslint = new ESLint({ ignore: false });
const boundaryErrors = (results: ESLint.LintResult[]) =>
  results.flatMap((r) => r.messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.ruleId));

describe("web import boundaries", () => {
  it("reports exactly the fixtures that break a boundary", async () => {
    const files = fixtureFiles(FIXTURES);
    expect(files.length).toBeGreaterThanOrEqual(12);
    const results = await eslint.lintFiles(files);
    const seen = Object.fromEntries(
      results.map((r) => [path.relative(FIXTURES, r.filePath), [...new Set(boundaryErrors([r]))]]),
    );
    const wanted = Object.fromEntries(
      files.map((f) => {
        const rule = expected(f);
        return [path.relative(FIXTURES, f), rule ? [rule] : []];
      }),
    );
    expect(seen).toEqual(wanted);
  }, 60_000);

  it("applies to web/src itself, whatever the import's spelling", async () => {
    const lint = async (filePath: string, code: string) => boundaryErrors(await eslint.lintText(code, { filePath }));
    const cart = "web/src/features/cart/boundary-probe.ts";
    expect(await lint(cart, 'export { selectShop } from "../catalog/selectors";\n')).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await lint(cart, 'export { selectShop } from "@/features/catalog/selectors";\n')).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await lint(cart, 'export { locationActions } from "../location/slice";\n')).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await lint(cart, 'export { selectIsGuest } from "@/features/session/selectors";\n')).toEqual([]);
    expect(await lint(cart, 'export { selectDeliveryCoords } from "@/features/location";\n')).toEqual([]);
    expect(
      await lint("web/src/components/probe.ts", 'export { selectIsGuest } from "@/features/session/selectors";\n'),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await lint("web/src/app/api-client.ts", 'export { readToken } from "@/features/session/storage";\n'),
    ).toEqual(["import-x/no-restricted-paths"]);
  }, 60_000);

  it("lets the web take contract values only from the files without schemas", async () => {
    const RULE = "@typescript-eslint/no-restricted-imports";
    const lint = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === RULE).map((m) => m.ruleId);
    const web = "web/src/features/orders/contract-probe.ts";
    expect(await lint(web, 'export { ORDER_STATUS } from "@contract/orders";\n')).toEqual([RULE]);
    expect(
      await lint(
        web,
        'import { ORDER_STATUS, type OrderDetails } from "@contract/orders";\nexport const s: OrderDetails | number = ORDER_STATUS.ordered;\n',
      ),
    ).toEqual([RULE]);
    expect(
      await lint(web, 'import type { OrderDetails } from "@contract/orders";\nexport type T = OrderDetails;\n'),
    ).toEqual([]);
    expect(
      await lint(web, 'import { type OrderDetails } from "@contract/orders";\nexport type T = OrderDetails;\n'),
    ).toEqual([]);
    expect(await lint(web, 'export { ORDER_STATUS } from "@contract/orders-constants";\n')).toEqual([]);
    expect(await lint(web, 'export { ERROR_CODE } from "@contract/errors";\n')).toEqual([]);
    // The files the web may read values from import no schema module themselves.
    const constants = "server/src/contract/orders-constants.ts";
    expect(await lint(constants, 'export { orderDetails } from "./orders";\n')).toEqual([RULE]);
    expect(await lint(constants, 'export { CART_MESSAGES } from "./cart-constants";\n')).toEqual([]);
    expect(await lint("server/src/contract/errors.ts", 'export { id } from "./common";\n')).toEqual([RULE]);
  }, 60_000);
});
