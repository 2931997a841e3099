// Proves the server's import boundaries bite: ESLint runs the same rules as eslint.config.js
// (eslint/server-boundaries.js) over a small fixture tree with one allowed and one refused import of
// each kind (module imports, services and HTTP, cycles, a module registering another's routes, two
// modules importing each other), and must report exactly the refused ones.
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { serverBoundaries } from "../eslint/server-boundaries.js";

const FIXTURE = "tests/fixtures/lint/server";

async function lintFixture() {
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      { files: ["**/*.ts"], languageOptions: { parser: tseslint.parser, sourceType: "module" } },
      ...serverBoundaries({ root: `${FIXTURE}/src`, tsconfig: `${FIXTURE}/tsconfig.json` }),
    ],
  });
  const results = await eslint.lintFiles([`${FIXTURE}/src/**/*.ts`]);
  const byFile = new Map<string, string[]>();
  for (const r of results) {
    const rel = path.relative(path.resolve(FIXTURE, "src"), r.filePath);
    byFile.set(
      rel,
      r.messages.map((m) => m.ruleId ?? m.message),
    );
  }
  return byFile;
}

describe("server import boundaries (lint)", () => {
  it("reports each refused import and nothing else", async () => {
    const found = await lintFixture();
    expect(found.get("modules/beta/deep-import.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(found.get("lib/uses-module.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(found.get("modules/beta/service.ts")).toEqual(["no-restricted-imports"]);
    expect(found.get("modules/beta/cycle-a.ts")).toEqual(["import-x/no-cycle"]);
    expect(found.get("modules/beta/cycle-b.ts")).toEqual(["import-x/no-cycle"]);
    // A module registering another module's routes; modules/index.ts may.
    expect(found.get("modules/beta/index.ts")).toEqual(["galli-server/no-foreign-register"]);
    // Two modules importing each other: both imports are reported.
    expect(found.get("modules/gamma/uses-delta.ts")).toEqual(["galli-server/no-mutual-module-imports"]);
    expect(found.get("modules/delta/uses-gamma.ts")).toEqual(["galli-server/no-mutual-module-imports"]);
    for (const allowed of [
      "modules/beta/through-public.ts",
      "modules/beta/routes.ts",
      "modules/alpha/public.ts",
      "modules/alpha/secret.ts",
      "modules/alpha/routes.ts",
      "modules/alpha/test-world.ts",
      "modules/delta/test-world.ts",
      "modules/index.ts",
    ]) {
      expect(found.get(allowed), allowed).toEqual([]);
    }
  }, 120_000);
});
