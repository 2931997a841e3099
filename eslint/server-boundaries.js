// The server's import boundaries, checked on resolved paths (eslint-plugin-import-x with the
// TypeScript resolver), so a relative path cannot slip past them:
// - a module imports another module only through its public file (modules/<m>/public.ts);
// - lib/, plugins/, adapters/ and contract/ never import a module;
// - services never import the HTTP framework: only a module's index.ts, its *routes.ts and its
//   *-http.ts request readers (and plugins/) may import fastify;
// - no import cycles.
// eslint.config.js applies it to server/src; tests/lint-boundaries-server.test.ts applies it to
// small fixture trees to prove each rule fires.
import fs from "node:fs";
import path from "node:path";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const FRAMEWORK = ["fastify", "fastify-plugin", "fastify-type-provider-zod", "@fastify/*"];

/** @param {{ root: string, tsconfig: string }} options root: the server source folder (server/src). */
export function serverBoundaries({ root, tsconfig }) {
  const modulesDir = path.join(root, "modules");
  const modules = fs.existsSync(modulesDir)
    ? fs
        .readdirSync(modulesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const dir = (m) => `./${path.join(modulesDir, m)}`;
  const zones = [
    ...modules
      .filter(() => modules.length > 1)
      .map((m) => ({
        target: modules.filter((other) => other !== m).map(dir),
        from: dir(m),
        except: ["./public.ts"],
        message: `Import the ${m} module only through modules/${m}/public.ts.`,
      })),
    {
      target: ["lib", "plugins", "adapters", "contract"].map((d) => `./${path.join(root, d)}`),
      from: `./${modulesDir}`,
      message: "lib/, plugins/, adapters/ and contract/ sit below the modules and never import one.",
    },
  ];
  const code = `${root}/**/*.ts`;
  // Test files and their helpers may reach into any module to build a world.
  const tests = [
    `${root}/**/*.test.ts`,
    `${root}/**/test-*.ts`,
    `${root}/**/*-fixture.ts`,
    `${root}/**/*-fixtures.ts`,
    `${root}/testing/**`,
  ];
  return [
    {
      files: [code],
      plugins: { "import-x": importX },
      settings: {
        // TypeScript files are parsed for the dependency graph (no-cycle reads every imported file).
        "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
        "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
        "import-x/resolver-next": [createTypeScriptImportResolver({ project: tsconfig })],
      },
      rules: {
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
      },
    },
    {
      files: [code],
      ignores: tests,
      rules: { "import-x/no-restricted-paths": ["error", { zones }] },
    },
    {
      files: [`${root}/modules/**/*.ts`, `${root}/lib/**/*.ts`],
      ignores: [
        ...tests,
        `${root}/modules/*.ts`,
        `${root}/modules/*/index.ts`,
        `${root}/modules/**/*routes.ts`,
        `${root}/modules/**/*-http.ts`,
      ],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                group: FRAMEWORK,
                message:
                  "Services never see HTTP: only a module's index.ts, *routes.ts and *-http.ts files (and plugins/) import fastify.",
              },
            ],
          },
        ],
      },
    },
  ];
}
